//! The classroom toolkit, one view per file: the tree editor, practice, compare, play against
//! the computer, plus the remembered settings and the presentation theme. Each view is a
//! struct with `ui(&mut self, ui)` that keeps its own state; [`Toolkit`] holds them all and
//! draws the mode bar that switches between the app's stepper and these views.
//!
//! - [`editor`]: type or click a tree together, live errors, save/open, random trees;
//! - [`practice`]: the learner works a search by hand; Check, Show solution, score;
//! - [`compare_view`]: one scenario under several configurations, off the UI thread;
//! - [`play_view`]: tic-tac-toe and bones against alpha-beta, with "Show why";
//! - [`check_view`]: a learner's own search (an events file) beside the textbook's;
//! - [`settings`]: presentation mode, font scale, language, last tree and scenario, saved
//!   atomically;
//! - [`theme`]: dark default or light high-contrast presentation theme.

pub mod check_view;
pub mod compare_view;
pub mod depth_table_view;
pub mod dice_play;
pub mod editor;
pub mod play_view;
pub mod practice;
pub mod settings;
pub mod theme;

use super::mode::{Current, Mode, Opened, Request};
use egui::{Color32, Pos2, Rect, RichText, Sense, Ui, Vec2};
use gametree_draw::layout::{self, Layout};
use gametree_draw::scene::{self, Camera, Scene, Style, box_centre};
use gametree_engine::link::Link;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::{NodeId, Playback, Trace};
use gametree_teach::i18n::Lang;
use gametree_teach::t;
use std::sync::Arc;

/// The app's modes beside the stepper, in the mode bar's order: one line per mode. The mode
/// bar, the mode keys, links (`mode=…`) and Copy link read this list.
pub fn registry() -> Vec<Box<dyn Mode>> {
    vec![
        Box::new(editor::TreeEditor::default()),
        Box::new(practice::PracticeView::default()),
        Box::new(compare_view::CompareView::default()),
        Box::new(play_view::PlayView::default()),
        Box::new(check_view::CheckView::default()),
    ]
}

/// Every mode's link name, in the registry's order: the modes a link's `mode=` may name
/// (besides the stepper), as the app and `gametree gui --link` pass them to
/// [`gametree_engine::link::parse`].
pub fn link_names() -> Vec<&'static str> {
    registry().iter().map(|m| m.link_name()).collect()
}

/// The key that brings back the stepper (the other modes' keys are their own), from
/// [`crate::keys::TABLE`].
pub fn stepper_key() -> egui::Key {
    crate::keys::mode_key(None)
}

/// All the modes, which one is showing (none: the stepper), and the settings they remember
/// between runs (presentation mode, font scale, the edited tree, exercise progress).
pub struct Toolkit {
    /// Every mode, as [`registry`] lists them.
    modes: Vec<Box<dyn Mode>>,
    /// The mode showing (an index into `modes`); `None` while the app's stepper is showing.
    shown: Option<usize>,
    /// The settings remembered between runs.
    pub settings: settings::SettingsStore,

    /// The theme in force, once applied: (presentation, font scale).
    applied: Option<(bool, f32)>,
}

impl Toolkit {
    /// The modes, with the last edited tree and the exercise progress from `settings`.
    pub fn new(settings: settings::SettingsStore) -> Toolkit {
        let mut kit = Toolkit {
            modes: registry(),
            shown: None,
            settings,
            applied: None,
        };
        let text = kit.settings.settings.tree_text.clone();
        if !text.trim().is_empty() {
            kit.mode_mut::<editor::TreeEditor>().set_text(&text);
        }
        kit.mode_mut::<practice::PracticeView>().sets.progress =
            kit.settings.settings.exercise_progress.clone();
        kit
    }

    /// Every mode, in the mode bar's order.
    pub fn modes(&self) -> impl Iterator<Item = &dyn Mode> {
        self.modes.iter().map(|m| m.as_ref())
    }

    /// The mode of type `M`. Every mode type is in the [`registry`].
    pub fn mode<M: Mode + 'static>(&self) -> &M {
        self.modes
            .iter()
            .find_map(|m| m.as_any().downcast_ref::<M>())
            .expect("every mode type is in the registry")
    }

    /// The mode of type `M`, to change it.
    pub fn mode_mut<M: Mode + 'static>(&mut self) -> &mut M {
        self.modes
            .iter_mut()
            .find_map(|m| m.as_any_mut().downcast_mut::<M>())
            .expect("every mode type is in the registry")
    }

    /// Shows the mode of type `M`.
    pub fn show<M: Mode + 'static>(&mut self) {
        self.shown = self.modes.iter().position(|m| m.as_any().is::<M>());
    }

    /// Whether the mode of type `M` is showing.
    pub fn is_shown<M: Mode + 'static>(&self) -> bool {
        self.shown_mode().is_some_and(|m| m.as_any().is::<M>())
    }

    /// Shows the stepper (no mode).
    pub fn show_stepper(&mut self) {
        self.shown = None;
    }

    /// The mode showing, if one is (not the stepper).
    pub fn shown_mode(&self) -> Option<&dyn Mode> {
        self.shown.map(|i| self.modes[i].as_ref())
    }

    /// Shows the mode whose link name is `name` (`None`: the stepper); false if there is none.
    pub fn show_named(&mut self, name: Option<&str>) -> bool {
        match name {
            None => {
                self.shown = None;
                true
            }
            Some(n) => match self.modes.iter().position(|m| m.link_name() == n) {
                Some(i) => {
                    self.shown = Some(i);
                    true
                }
                None => false,
            },
        }
    }

    /// Opens the mode `name` on `link` and shows it; what it answers (whether it shows the
    /// link's search itself), `None` when no mode has that name.
    pub fn open_link(&mut self, name: &str, link: &Link) -> Option<Opened> {
        let i = self.modes.iter().position(|m| m.link_name() == name)?;
        self.shown = Some(i);
        Some(self.modes[i].open_link(link))
    }

    /// Whether a mode (not the stepper) is showing.
    pub fn is_open(&self) -> bool {
        self.shown.is_some()
    }

    /// Remembers the scenario the stepper runs, for the next start.
    pub fn remember_scenario(&mut self, scenario: &Scenario) {
        if matches!(
            scenario.game,
            gametree_engine::scenario::GameChoice::Custom(_)
        ) {
            return; // a program's own game cannot be stored
        }
        let last = scenario.clone();
        self.settings.update(|s| s.last_scenario = last);
    }

    /// Presentation mode on or off (the F5 key does this in the mode bar).
    pub fn toggle_presentation(&mut self) {
        self.settings.update(|s| s.presentation = !s.presentation);
    }

    /// The tree drawing style for the current theme.
    pub fn scene_style(&self) -> Style {
        let s = &self.settings.settings;
        theme::scene_style(s.presentation, s.font_scale)
    }

    /// The language chosen in the settings, else the system's (see
    /// [`settings::SettingsStore::lang`]).
    pub fn lang(&self) -> Lang {
        self.settings.lang()
    }

    /// Speaks `lang` from now on (this thread at once; the app's frames after), and remembers it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.settings.update(|s| s.lang = Some(lang));
        gametree_teach::i18n::set_thread_lang(Some(lang));
    }

    /// Every mode's key and name, for the help's list of modes:
    /// "F1 Stepper · F2 Tree editor · …".
    pub fn key_hint(&self) -> String {
        std::iter::once(format!(
            "{} {}",
            stepper_key().name(),
            t!("app-tool-stepper")
        ))
        .chain(
            self.modes
                .iter()
                .map(|m| format!("{} {}", m.key().name(), m.name())),
        )
        .collect::<Vec<_>>()
        .join(" · ")
    }

    /// The mode whose key was pressed this frame, if any (`Some(None)`: the stepper).
    fn mode_key_pressed(&self, ctx: &egui::Context) -> Option<Option<usize>> {
        ctx.input(|i| {
            if i.key_pressed(stepper_key()) {
                return Some(None);
            }
            self.modes
                .iter()
                .position(|m| i.key_pressed(m.key()))
                .map(Some)
        })
    }

    /// The frame's keys and theme, whether or not the mode bar is drawn (a narrow window keeps
    /// it behind the menu): F5 and the mode keys, the theme in force, the settings written
    /// once still. Call once per frame, before [`Self::mode_bar`] and [`Self::ui`].
    pub fn keys_and_theme(&mut self, ctx: &egui::Context) {
        if theme::toggle_pressed(ctx) {
            self.toggle_presentation();
        }
        let before = self.shown;
        if let Some(pressed) = self.mode_key_pressed(ctx) {
            self.shown = pressed;
        }
        if self.shown != before {
            surrender_focus(ctx);
        }
        let want = (
            self.settings.settings.presentation,
            self.settings.settings.font_scale,
        );
        if self.applied != Some(want) {
            theme::apply(ctx, want.0, want.1);
            self.applied = Some(want);
        }
        self.settings.tick();
        if self.settings.is_dirty() {
            // Come back once the change has been still long enough to be written, even if
            // nothing else happens (a browser page is never told it is closing).
            ctx.request_repaint_after(settings::DEBOUNCE);
        }
    }

    /// The row of modes (Stepper and the tools), presentation mode, text size and language,
    /// and the settings note under it. The keys each mode has are in its tooltip and in the
    /// help ([`crate::help`]), no longer in small print here.
    pub fn mode_bar(&mut self, ui: &mut Ui) {
        let before = self.shown;
        ui.horizontal_wrapped(|ui| {
            self.mode_buttons(ui);
            ui.separator();
            self.text_settings(ui);
            ui.separator();
            // The language: each name written in itself, so anyone can find their own.
            ui.label(t!("app-language"));
            let current = self.lang();
            for lang in Lang::ALL {
                if ui
                    .selectable_label(current == lang, lang.native_name())
                    .on_hover_text(t!("app-language-tip"))
                    .clicked()
                {
                    self.set_lang(lang);
                    ui.ctx().request_repaint();
                }
            }
        });
        // What happened to the settings (a corrupt file set aside, a refused last scenario, a
        // failed save), until dismissed.
        if let Some(note) = self
            .settings
            .note
            .as_ref()
            .map(settings::SettingsNote::words)
        {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(t!("app-settings-note", note = note.as_str()))
                        .color(error_colour(ui)),
                );
                if ui.small_button(t!("app-dismiss")).clicked() {
                    self.settings.note = None;
                }
            });
        }
        if self.shown != before {
            // A text box in the view left behind must not keep the keyboard from the new one.
            surrender_focus(ui.ctx());
        }
    }

    /// One button per mode, the stepper first, each with its key and purpose as a tooltip.
    fn mode_buttons(&mut self, ui: &mut Ui) {
        let stepper = (
            None,
            t!("app-tool-stepper"),
            t!("app-tool-stepper-purpose"),
            stepper_key(),
        );
        let modes = std::iter::once(stepper).chain(
            self.modes
                .iter()
                .enumerate()
                .map(|(i, m)| (Some(i), m.name(), m.purpose(), m.key())),
        );
        for (index, name, purpose, key) in modes.collect::<Vec<_>>() {
            let tip = t!(
                "app-mode-tip",
                name = name.as_str(),
                key = key.name(),
                purpose = purpose
            );
            ui.selectable_value(&mut self.shown, index, name)
                .on_hover_text(tip);
        }
    }

    /// Presentation mode and the text size.
    fn text_settings(&mut self, ui: &mut Ui) {
        let mut p = self.settings.settings.presentation;
        if ui
            .checkbox(
                &mut p,
                if cfg!(target_arch = "wasm32") {
                    t!("app-presentation-web")
                } else {
                    t!("app-presentation")
                },
            )
            .on_hover_text(t!("app-presentation-tip"))
            .changed()
        {
            self.toggle_presentation();
        }
        let mut scale = self.settings.settings.font_scale;
        let l = ui.label(t!("app-text-size"));
        if ui
            .add(
                egui::DragValue::new(&mut scale)
                    .range(theme::FONT_SCALES)
                    .speed(0.05),
            )
            .labelled_by(l.id)
            .changed()
        {
            self.settings.update(|s| s.font_scale = scale);
        }
    }

    /// Every mode with its key and what it is for, one line each (the help lists them).
    pub fn mode_lines(&self) -> Vec<(String, String, String)> {
        std::iter::once((
            stepper_key().name().to_owned(),
            t!("app-tool-stepper"),
            t!("app-tool-stepper-purpose"),
        ))
        .chain(
            self.modes
                .iter()
                .map(|m| (m.key().name().to_owned(), m.name(), m.purpose())),
        )
        .collect()
    }

    /// The chosen toolkit view (nothing while the stepper is showing), offered the stepper's
    /// search as `current`; what a view asks for, the app carries out.
    pub fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        let request = match self.shown {
            Some(i) => self.modes[i].ui(ui, current),
            None => None,
        };
        let text = self.mode::<editor::TreeEditor>().text().to_owned();
        self.settings.update(|s| s.tree_text = text);
        let progress = &self.mode::<practice::PracticeView>().sets.progress;
        if *progress != self.settings.settings.exercise_progress {
            let progress = progress.clone();
            self.settings.update(|s| s.exercise_progress = progress);
        }
        self.settings.tick();
        if self.settings.is_dirty() {
            // Come back once the change has been still long enough to be written, even if
            // nothing else happens (a browser page is never told it is closing).
            ui.ctx().request_repaint_after(settings::DEBOUNCE);
        }
        request
    }
}

/// Hands the keyboard back from whatever text box has it (the view it was in is gone).
fn surrender_focus(ctx: &egui::Context) {
    ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
}

/// A small picture of one step of a trace, drawn by the shared scene builder, with its layout
/// cached. Used by the editor, practice and compare views.
pub struct Picture {
    /// The trace and the step shown.
    pub playback: Playback,
    layout: Layout,
    /// The scene drawn last frame (tests look at it; clicks are looked up in it).
    pub last_scene: Option<Scene>,
    /// Where on screen it was drawn.
    pub last_rect: Option<Rect>,
    /// Where it was clicked last frame, if it was.
    pub last_click: Option<Pos2>,
    /// The camera it was drawn with last frame.
    last_camera: Option<Camera>,
}

impl Picture {
    /// The picture of `trace` at step `step` (clamped to the end).
    pub fn new(trace: Arc<Trace>, step: usize) -> Picture {
        let layout = layout::tidy(&trace, |_| false);
        let mut playback = Playback::new(trace);
        playback.seek(step.min(playback.len()));
        Picture {
            playback,
            layout,
            last_scene: None,
            last_rect: None,
            last_click: None,
            last_camera: None,
        }
    }

    /// Where `node` was drawn last frame, on screen, also when it was drawn in a bundle of
    /// children too narrow to draw one by one (`None` before the first frame, or when the
    /// layout does not place it).
    pub fn node_on_screen(&self, node: NodeId) -> Option<Pos2> {
        let (rect, camera) = (self.last_rect?, self.last_camera.as_ref()?);
        let x = *self.layout.x.get(node.index())?;
        let depth = self.playback.trace().node(node).depth as f32;
        Some(on_screen(rect, camera.to_screen(x, depth)))
    }

    /// Draws the picture in a `size` area (the whole tree fitted) and returns the node clicked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        size: Vec2,
        style: &Style,
        selected: Option<NodeId>,
    ) -> Option<NodeId> {
        let (rect, response) = ui.allocate_exact_size(size, Sense::click());
        let it = self
            .playback
            .trace()
            .iteration_at(self.playback.step().saturating_sub(1));
        let camera = Camera::fit(&self.layout, it, [rect.width(), rect.height()]);
        let scene = scene::build(&self.playback, &self.layout, &camera, style, selected);
        super::painter::paint(ui.painter(), rect, &scene);
        self.last_click = response
            .interact_pointer_pos()
            .filter(|_| response.clicked());
        let clicked = self
            .last_click
            .and_then(|p| scene.hit([p.x - rect.min.x, p.y - rect.min.y]));
        self.last_scene = Some(scene);
        self.last_rect = Some(rect);
        self.last_camera = Some(camera);
        clicked
    }

    /// The child whose edge (from its parent) passes within a few points of `pos`, as drawn
    /// last frame.
    pub fn edge_at(&self, pos: Pos2) -> Option<NodeId> {
        let trace = self.playback.trace();
        let rect = self.last_rect?;
        let centres: std::collections::HashMap<NodeId, Pos2> = self
            .last_scene
            .as_ref()?
            .node_boxes()
            .map(|(n, b)| (n, on_screen(rect, box_centre(&b))))
            .collect();
        let near = |a: Pos2, b: Pos2| {
            let ab = b - a;
            let t = ((pos - a).dot(ab) / ab.length_sq().max(1e-6)).clamp(0.0, 1.0);
            (a + ab * t).distance(pos)
        };
        centres
            .iter()
            .filter_map(|(&child, &c)| {
                let p = *centres.get(&trace.parent(child)?)?;
                Some((child, near(p, c)))
            })
            .filter(|&(_, d)| d <= 6.0)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(child, _)| child)
    }
}

/// A scene point in screen points, for a scene drawn in `rect`.
pub fn on_screen(rect: Rect, p: [f32; 2]) -> Pos2 {
    rect.min + egui::vec2(p[0], p[1])
}

/// The tree drawing style that goes with the window's theme (dark, or light and larger in
/// presentation mode, grown with the text-size setting), for the views' small pictures.
pub fn picture_style(ui: &Ui, show_windows: bool) -> Style {
    let presentation = !ui.visuals().dark_mode;
    let mut font_scale = super::scaled(ui, 1.0);
    if presentation {
        font_scale /= theme::PRESENTATION_SCALE;
    }
    Style {
        show_windows,
        ..theme::scene_style(presentation, font_scale)
    }
}

/// Green for right, red for wrong, in the current theme.
pub fn verdict_colour(ui: &Ui, right: bool) -> Color32 {
    match (right, ui.visuals().dark_mode) {
        (true, true) => Color32::from_rgb(90, 210, 120),
        (true, false) => Color32::from_rgb(0, 120, 40),
        (false, true) => Color32::from_rgb(255, 110, 100),
        (false, false) => Color32::from_rgb(190, 0, 0),
    }
}

/// The colour error lines are shown in.
pub fn error_colour(ui: &Ui) -> Color32 {
    verdict_colour(ui, false)
}

impl Picture {
    /// Where node `id` was drawn last frame, in screen points (for tests that click it).
    pub fn screen_centre(&self, id: NodeId) -> Option<Pos2> {
        let rect = self.last_rect?;
        let c = self.last_scene.as_ref()?.centre(id)?;
        Some(on_screen(rect, c))
    }
}
