//! How the tree is drawn: the [`Style`] a caller chooses (dark window or light slides, and the
//! words on the picture) and the colours of each theme.

use super::Rgba;
use gametree_teach::picture_words::SceneWords;

/// How the tree is drawn: the window's dark theme, or light and large for a projector.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Presentation: light background, high contrast.
    pub light: bool,
    /// Multiplies every text and node size.
    pub font_scale: f32,
    /// Show the α/β window under active and finished nodes (alpha-beta only).
    pub show_windows: bool,
    /// Write on each edge the window (α, β) the parent passed down it (alpha-beta only).
    pub edge_windows: bool,
    /// Draw only the active path (the call stack) and the moves tried from it.
    pub active_path_only: bool,
    /// The negamax view: every value and window from the side to move at its node (MIN's
    /// with the sign flipped) instead of from MAX's side.
    pub negamax: bool,
    /// The legend's keys and the badges on nodes, in the learner's language: made by the
    /// teach crate ([`SceneWords::in_force`] in the default style), since drawing has no words.
    pub words: &'static SceneWords,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            light: false,
            font_scale: 1.0,
            show_windows: true,
            edge_windows: false,
            active_path_only: false,
            negamax: false,
            words: SceneWords::in_force(),
        }
    }
}

impl Style {
    /// The colour cut marks are drawn in, in this style (tests find the marks by it).
    pub fn cut_colour(&self) -> Rgba {
        Palette::new(self.light).cut
    }

    /// For slides and projectors: light, high contrast, large text.
    pub fn slide() -> Self {
        Style {
            light: true,
            font_scale: 1.5,
            ..Style::default()
        }
    }
}

/// The colours of one theme.
pub(super) struct Palette {
    pub(super) background: Rgba,
    pub(super) text: Rgba,
    pub(super) muted: Rgba,
    pub(super) edge: Rgba,
    pub(super) faint: Rgba,
    pub(super) max: Rgba,
    pub(super) min: Rgba,
    pub(super) leaf: Rgba,
    /// A chance node's outline (a die decides there).
    pub(super) chance: Rgba,
    pub(super) max_fill: Rgba,
    pub(super) min_fill: Rgba,
    pub(super) leaf_fill: Rgba,
    pub(super) chance_fill: Rgba,
    pub(super) active_fill: Rgba,
    pub(super) pruned: Rgba,
    pub(super) pruned_fill: Rgba,
    pub(super) cut: Rgba,
    pub(super) current: Rgba,
    pub(super) best: Rgba,
    /// Behind labels that sit over the tree (α/β windows).
    pub(super) chip: Rgba,
}

impl Palette {
    pub(super) fn new(light: bool) -> Palette {
        if light {
            Palette {
                background: Rgba(255, 255, 255, 255),
                text: Rgba(15, 15, 20, 255),
                muted: Rgba(80, 80, 90, 255),
                edge: Rgba(70, 70, 80, 255),
                faint: Rgba(190, 192, 200, 255),
                max: Rgba(20, 80, 200, 255),
                min: Rgba(190, 60, 10, 255),
                leaf: Rgba(40, 40, 50, 255),
                chance: Rgba(150, 40, 150, 255),
                max_fill: Rgba(190, 212, 250, 255),
                min_fill: Rgba(250, 205, 180, 255),
                leaf_fill: Rgba(225, 225, 230, 255),
                chance_fill: Rgba(225, 200, 240, 255),
                active_fill: Rgba(255, 244, 200, 255),
                pruned: Rgba(130, 130, 138, 255),
                pruned_fill: Rgba(236, 236, 238, 255),
                cut: Rgba(215, 25, 25, 255),
                current: Rgba(225, 140, 0, 255),
                best: Rgba(0, 150, 70, 255),
                chip: Rgba(255, 255, 255, 235),
            }
        } else {
            Palette {
                background: Rgba(26, 28, 33, 255),
                text: Rgba(232, 234, 240, 255),
                muted: Rgba(165, 170, 182, 255),
                edge: Rgba(135, 140, 152, 255),
                faint: Rgba(70, 74, 84, 255),
                max: Rgba(95, 155, 255, 255),
                min: Rgba(255, 135, 85, 255),
                leaf: Rgba(200, 202, 210, 255),
                chance: Rgba(125, 70, 250, 255),
                max_fill: Rgba(38, 72, 135, 255),
                min_fill: Rgba(125, 55, 30, 255),
                leaf_fill: Rgba(62, 65, 74, 255),
                chance_fill: Rgba(70, 30, 130, 255),
                active_fill: Rgba(85, 70, 25, 255),
                // Pruned: filled grey, clearly apart from unseen (outline only, fainter).
                pruned: Rgba(125, 128, 138, 255),
                pruned_fill: Rgba(56, 58, 66, 255),
                cut: Rgba(255, 80, 80, 255),
                current: Rgba(255, 200, 50, 255),
                best: Rgba(80, 215, 130, 255),
                chip: Rgba(34, 37, 44, 235),
            }
        }
    }
}

/// How the palettes were checked for colour-blind viewers: every pair of colours that tells
/// two things apart is simulated under protanopia and deuteranopia (Machado, Oliveira and
/// Fernandes 2009, full severity, in linear RGB) and must stay at least `MIN_DELTA_E` apart in
/// CIELAB (ΔE 1976), in both themes. Shape carries the same signals too: MAX ▲, MIN ▼ and
/// chance ●, pruned edges dashed with a cut mark, the best line and the searching path thicker.
#[cfg(test)]
mod colour_blind {
    use super::*;

    const MIN_DELTA_E: f64 = 20.0;

    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ];
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ];
    const NORMAL: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

    fn linear(c: u8) -> f64 {
        let c = c as f64 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// CIELAB (D65) of `c` as seen through `vision`.
    fn lab(c: Rgba, vision: &[[f64; 3]; 3]) -> [f64; 3] {
        let rgb = [linear(c.0), linear(c.1), linear(c.2)];
        let seen: Vec<f64> = vision
            .iter()
            .map(|row| (0..3).map(|k| row[k] * rgb[k]).sum::<f64>().clamp(0.0, 1.0))
            .collect();
        let (r, g, b) = (seen[0], seen[1], seen[2]);
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    fn delta_e(a: Rgba, b: Rgba, vision: &[[f64; 3]; 3]) -> f64 {
        let (p, q) = (lab(a, vision), lab(b, vision));
        ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
    }

    #[test]
    fn colours_that_mean_something_stay_apart_for_colour_blind_viewers() {
        for light in [false, true] {
            let p = Palette::new(light);
            let pairs = [
                ("MAX vs MIN outline", p.max, p.min),
                ("MAX vs MIN fill", p.max_fill, p.min_fill),
                ("chance vs MAX outline", p.chance, p.max),
                ("chance vs MIN outline", p.chance, p.min),
                ("chance fill vs background", p.chance_fill, p.background),
                ("best line vs edge", p.best, p.edge),
                ("searching path vs edge", p.current, p.edge),
                ("cut mark vs pruned edge", p.cut, p.pruned),
                ("best line vs background", p.best, p.background),
                ("current ring vs background", p.current, p.background),
                ("pruned vs unseen", p.pruned, p.faint),
                ("text vs background", p.text, p.background),
            ];
            for (name, vision) in [
                ("normal", NORMAL),
                ("protanopia", PROTANOPIA),
                ("deuteranopia", DEUTERANOPIA),
            ] {
                for (what, a, b) in pairs {
                    let d = delta_e(a, b, &vision);
                    assert!(
                        d >= MIN_DELTA_E,
                        "{} theme, {name}: {what} only ΔE {d:.1} apart",
                        if light { "light" } else { "dark" }
                    );
                }
            }
        }
    }
}
