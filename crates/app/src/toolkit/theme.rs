//! The look of the window: a dark theme by default, and for projectors a light, high-contrast
//! presentation theme with large fonts. The app toggles it with a key (F5 or Ctrl+P, in [`crate::keys::TABLE`]).

use egui::{Color32, Context, Stroke, Style, TextStyle, Theme, Visuals};
use gametree_draw::scene;

/// How much larger text is in presentation mode (on top of the font scale).
pub const PRESENTATION_SCALE: f32 = 1.4;
/// Font scales offered.
pub const FONT_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.5;

/// Applies the dark default (`presentation == false`) or the light presentation theme, with
/// every font multiplied by `font_scale` (clamped to [`FONT_SCALES`]).
pub fn apply(ctx: &Context, presentation: bool, font_scale: f32) {
    let scale = clamp_scale(font_scale);
    ctx.set_style_of(Theme::Dark, dark_style(scale));
    ctx.set_style_of(Theme::Light, presentation_style(scale * PRESENTATION_SCALE));
    ctx.set_theme(if presentation {
        Theme::Light
    } else {
        Theme::Dark
    });
}

/// Whether F5 or Ctrl+P (in a browser F5 reloads the page) was pressed this frame (the app
/// then flips presentation mode).
pub fn toggle_pressed(ctx: &Context) -> bool {
    use crate::keys::{self, Action};
    ctx.input_mut(|i| {
        keys::pressed(i, Action::Presentation)
            || i.consume_shortcut(&keys::shortcut(Action::Presentation))
    })
}

/// The tree drawing's style to go with the window's theme.
pub fn scene_style(presentation: bool, font_scale: f32) -> scene::Style {
    let scale = clamp_scale(font_scale);
    if presentation {
        scene::Style {
            font_scale: scene::Style::slide().font_scale * scale,
            ..scene::Style::slide()
        }
    } else {
        scene::Style {
            font_scale: scale,
            ..scene::Style::default()
        }
    }
}

fn clamp_scale(s: f32) -> f32 {
    if s.is_finite() {
        s.clamp(*FONT_SCALES.start(), *FONT_SCALES.end())
    } else {
        1.0
    }
}

fn scaled_fonts(style: &mut Style, scale: f32) {
    let base = Style::default().text_styles;
    for (text_style, font) in style.text_styles.iter_mut() {
        if let Some(b) = base.get(text_style) {
            font.size = b.size * scale;
        }
    }
    style.spacing.interact_size.y = style.spacing.interact_size.y.max(
        base.get(&TextStyle::Button)
            .map_or(14.0, |f| f.size * scale + 4.0),
    );
}

fn dark_style(scale: f32) -> Style {
    let mut style = Style {
        visuals: Visuals::dark(),
        ..Style::default()
    };
    scaled_fonts(&mut style, scale);
    style
}

/// Light background, near-black text, thicker strokes: readable from the back of a room.
fn presentation_style(scale: f32) -> Style {
    let mut v = Visuals::light();
    v.override_text_color = Some(Color32::from_rgb(10, 10, 15));
    v.panel_fill = Color32::WHITE;
    v.window_fill = Color32::WHITE;
    v.extreme_bg_color = Color32::from_rgb(250, 250, 250);
    v.faint_bg_color = Color32::from_rgb(235, 236, 240);
    let edge = Stroke::new(1.5, Color32::from_rgb(40, 40, 50));
    v.widgets.noninteractive.bg_stroke = edge;
    v.widgets.inactive.bg_stroke = edge;
    v.widgets.inactive.fg_stroke = Stroke::new(1.5, Color32::BLACK);
    v.widgets.hovered.fg_stroke = Stroke::new(2.0, Color32::BLACK);
    v.widgets.active.fg_stroke = Stroke::new(2.0, Color32::BLACK);
    v.selection.bg_fill = Color32::from_rgb(150, 190, 255);
    v.selection.stroke = Stroke::new(2.0, Color32::BLACK);
    let mut style = Style {
        visuals: v,
        ..Style::default()
    };
    scaled_fonts(&mut style, scale);
    style
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presentation_is_light_and_larger() {
        let ctx = Context::default();
        apply(&ctx, false, 1.0);
        let dark = ctx.global_style();
        assert!(dark.visuals.dark_mode);
        apply(&ctx, true, 1.0);
        let light = ctx.global_style();
        assert!(!light.visuals.dark_mode);
        let size = |s: &Style| s.text_styles[&TextStyle::Body].size;
        assert!(size(&light) > size(&dark) * 1.3);
        apply(&ctx, false, f32::NAN);
        assert_eq!(size(&ctx.global_style()), size(&dark));
    }

    #[test]
    fn the_tree_text_grows_with_the_text_size_setting() {
        for presentation in [false, true] {
            let at = |scale| scene_style(presentation, scale).font_scale;
            assert!(at(1.5) > at(1.0) && at(1.0) > at(0.8), "{presentation}");
        }
        // A projector's tree is drawn larger than a desk's at the same setting.
        assert!(scene_style(true, 1.0).font_scale > scene_style(false, 1.0).font_scale);
    }
}
