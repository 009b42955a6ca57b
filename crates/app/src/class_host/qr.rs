//! The students' address as a QR code (the qrcode crate makes the modules), painted with egui:
//! a light square with its quiet zone and the dark modules as rectangles, each row's runs of
//! dark modules joined into one, on whole pixels so that a phone's camera reads it from the
//! back of the room.

use egui::emath::GuiRounding;
use egui::{Color32, Rect, Sense, Ui, Vec2, pos2, vec2};

/// The light margin around the code, in modules (the standard's four).
const QUIET: usize = 4;

/// A QR code's modules: `width` × `width`, row by row, true where dark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    width: usize,
    dark: Vec<bool>,
}

impl Modules {
    /// The QR code of `text` (medium error correction), or `None` when it cannot hold it.
    pub fn of(text: &str) -> Option<Modules> {
        let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
        let width = code.width();
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect();
        Some(Modules { width, dark })
    }

    /// Modules on a side, without the quiet zone.
    #[cfg(test)]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.width + x]
    }

    /// Each row's runs of dark modules, as (row, first column, columns).
    fn runs(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        (0..self.width).flat_map(move |y| {
            let mut runs = Vec::new();
            let mut x = 0;
            while x < self.width {
                if self.is_dark(x, y) {
                    let from = x;
                    while x < self.width && self.is_dark(x, y) {
                        x += 1;
                    }
                    runs.push((y, from, x - from));
                } else {
                    x += 1;
                }
            }
            runs
        })
    }

    /// Paints the code at most `side` points on a side (quiet zone included), each module a
    /// whole number of pixels; `label` names it for screen readers and tests.
    pub fn ui(&self, ui: &mut Ui, side: f32, label: &str) -> egui::Response {
        let n = (self.width + 2 * QUIET) as f32;
        let ppp = ui.ctx().pixels_per_point();
        let module = ((side * ppp / n).floor().max(1.0)) / ppp;
        let size = Vec2::splat(module * n);
        let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
        let label = label.to_string();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        if ui.is_rect_visible(rect) {
            let origin = rect.min.round_to_pixels(ppp);
            let painter = ui.painter();
            painter.rect_filled(Rect::from_min_size(origin, size), 0.0, Color32::WHITE);
            let start = origin + Vec2::splat(QUIET as f32 * module);
            for (y, x, run) in self.runs() {
                let min = pos2(start.x + x as f32 * module, start.y + y as f32 * module);
                let r = Rect::from_min_size(min, vec2(run as f32 * module, module));
                painter.rect_filled(r, 0.0, Color32::BLACK);
            }
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_makes_a_square_code_with_its_finders() {
        let m = Modules::of("http://192.168.1.20:8080/#join=ABC234").unwrap();
        // Versions go 21, 25, 29… modules on a side.
        assert!(
            m.width() >= 21 && (m.width() - 21).is_multiple_of(4),
            "{}",
            m.width()
        );
        // The finder pattern's corners: dark at the top left, a light ring inside them.
        for (x, y) in [
            (0, 0),
            (6, 0),
            (0, 6),
            (6, 6),
            (m.width() - 1, 0),
            (0, m.width() - 1),
        ] {
            assert!(m.is_dark(x, y), "({x}, {y})");
        }
        assert!(
            !m.is_dark(1, 1) && m.is_dark(2, 2),
            "the finder's ring and centre"
        );
        // The runs cover exactly the dark modules.
        let in_runs: usize = m.runs().map(|(_, _, n)| n).sum();
        let dark = (0..m.width())
            .flat_map(|y| (0..m.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| m.is_dark(x, y))
            .count();
        assert_eq!(in_runs, dark);
    }
}
