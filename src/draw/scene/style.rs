//! How the tree is drawn: the [`Style`] a caller chooses (dark window or light slides) and the
//! colours of each theme.

use super::Rgba;

/// How the tree is drawn: the window's dark theme, or light and large for a projector.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Presentation: light background, high contrast.
    pub light: bool,
    /// Multiplies every text and node size.
    pub font_scale: f32,
    /// Show the α/β window under active and finished nodes (alpha-beta only).
    pub show_windows: bool,
    /// Draw only the active path (the call stack) and the moves tried from it.
    pub active_path_only: bool,
    /// The negamax view: every value and window from the side to move at its node (MIN's
    /// with the sign flipped) instead of from MAX's side.
    pub negamax: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            light: false,
            font_scale: 1.0,
            show_windows: true,
            active_path_only: false,
            negamax: false,
        }
    }
}

impl Style {
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
    pub(super) max_fill: Rgba,
    pub(super) min_fill: Rgba,
    pub(super) leaf_fill: Rgba,
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
                max_fill: Rgba(190, 212, 250, 255),
                min_fill: Rgba(250, 205, 180, 255),
                leaf_fill: Rgba(225, 225, 230, 255),
                active_fill: Rgba(255, 244, 200, 255),
                pruned: Rgba(165, 165, 170, 255),
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
                max_fill: Rgba(38, 72, 135, 255),
                min_fill: Rgba(125, 55, 30, 255),
                leaf_fill: Rgba(62, 65, 74, 255),
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
