//! The MCTS panel's plot, drawn with egui's painter: the estimate against the iterations (log
//! scale) as a solid line over the exact value's dashed one, with the axes' marks and names;
//! pointing at it reads the estimate at the nearest checkpoint of the curve.

use crate::fonts::text_width;
use egui::{Align2, Color32, Pos2, Rect, Sense, Shape, Stroke, TextStyle, Ui, pos2, vec2};
use gametree_engine::compare::group;
use gametree_engine::trace::show_real;
use gametree_teach::t;

/// The estimate's colour and the exact value's.
pub const ESTIMATE: Color32 = Color32::from_rgb(220, 90, 80);
pub const EXACT: Color32 = Color32::from_rgb(80, 150, 220);

/// Draws the plot `height` points high across the width available: `curve` holds (iterations,
/// estimate) pairs in order, `exact` the exact value in the estimate's terms.
pub fn show(ui: &mut Ui, height: f32, curve: &[(usize, f64)], exact: Option<f64>) {
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    if curve.is_empty() || !ui.is_rect_visible(rect) {
        return;
    }
    // As many y marks as the plot's height holds with a line and a half for each number.
    let line = ui.text_style_height(&TextStyle::Body);
    let most = ((rect.height() - 2.0 * line - 14.0) / (1.5 * line))
        .floor()
        .max(3.0) as usize;
    let ys = y_marks(span(curve.iter().map(|p| p.1).chain(exact)), most);
    let Some(frame) = Frame::new(ui, rect, &ys, curve) else {
        return;
    };
    let painter = ui.painter_at(rect);
    frame.axes(ui, &painter, &ys, &x_marks(curve));
    // The lines in the order drawn: the exact value's first, the estimate over it.
    let points: Vec<Pos2> = curve.iter().map(|&(k, e)| frame.at(k as f64, e)).collect();
    for line in plot_lines(exact.is_some()) {
        match (line.exact, exact) {
            (true, Some(e)) => {
                let y = frame.at(1.0, e).y;
                let ends = [pos2(frame.area.left(), y), pos2(frame.area.right(), y)];
                let stroke = Stroke::new(line.width, EXACT);
                painter.extend(Shape::dashed_line(&ends, stroke, 6.0, 6.0));
            }
            (true, None) => {}
            (false, _) => {
                let stroke = Stroke::new(line.width, ESTIMATE);
                painter.add(Shape::line(points.clone(), stroke));
            }
        }
    }
    // Pointing at the plot: the nearest checkpoint's estimate.
    let pointer = response.hover_pos();
    if let Some(i) = pointer.and_then(|p| nearest(&points, frame.area, p)) {
        painter.circle_filled(points[i], 4.0, ESTIMATE);
        let (k, e) = curve[i];
        response.on_hover_text_at_pointer(t!(
            "app-chance-plot-point",
            iterations = group(k as u64),
            estimate = show_real(e),
        ));
    }
}

/// The point of `points` nearest `pointer` across, while it is over `area`'s width.
fn nearest(points: &[Pos2], area: Rect, pointer: Pos2) -> Option<usize> {
    if !area.x_range().contains(pointer.x) {
        return None;
    }
    let off = |p: &Pos2| (p.x - pointer.x).abs();
    (0..points.len()).min_by(|&a, &b| off(&points[a]).total_cmp(&off(&points[b])))
}

/// Where the plot draws: its area inside the marks and names, and the values at its edges
/// (iterations as log10 across, the estimate up).
struct Frame {
    area: Rect,
    rect: Rect,
    left: f64,
    right: f64,
    lo: f64,
    hi: f64,
}

impl Frame {
    /// The frame in `rect` for marks `ys` up and the `curve`'s iterations across; `None` when
    /// `rect` is too small to hold a plot.
    fn new(ui: &Ui, rect: Rect, ys: &[f64], curve: &[(usize, f64)]) -> Option<Frame> {
        let font = TextStyle::Body.resolve(ui.style());
        let widest = ys
            .iter()
            .map(|y| text_width(ui, &show_real(*y), &font))
            .fold(0.0, f32::max);
        // Room on the left for the y marks and the axis name, below for the x marks and name
        // (the marks' numbers as large as the words, to be read on a projector).
        let name = ui.text_style_height(&TextStyle::Body);
        // On the right, room for half the last x mark's number, which is centred on its line.
        let last = x_marks(curve)
            .last()
            .map_or(0.0, |&k| text_width(ui, &group(k as u64), &font) / 2.0);
        let area = Rect::from_min_max(
            pos2(rect.left() + name + widest + 8.0, rect.top() + 6.0),
            pos2(
                rect.right() - last.max(8.0) - 4.0,
                rect.bottom() - 2.0 * name - 8.0,
            ),
        );
        let (left, right) = x_range(curve);
        (area.width() >= 20.0 && area.height() >= 20.0).then(|| Frame {
            area,
            rect,
            left,
            right,
            lo: ys[0],
            hi: ys[ys.len() - 1],
        })
    }

    /// Where `k` iterations and the estimate `e` are drawn.
    fn at(&self, k: f64, e: f64) -> Pos2 {
        let across = if self.right > self.left {
            (k.max(1.0).log10() - self.left) / (self.right - self.left)
        } else {
            0.5
        };
        let up = (e - self.lo) / (self.hi - self.lo);
        pos2(
            self.area.left() + across as f32 * self.area.width(),
            self.area.bottom() - up as f32 * self.area.height(),
        )
    }

    /// The background, the grid at the marks `ys` and `xs`, their numbers and the axes' names.
    fn axes(&self, ui: &Ui, painter: &egui::Painter, ys: &[f64], xs: &[usize]) {
        let (area, rect) = (self.area, self.rect);
        let body = TextStyle::Body.resolve(ui.style());
        let (ink, faint) = (ui.visuals().text_color(), ui.visuals().weak_text_color());
        painter.rect_filled(area, 0.0, ui.visuals().extreme_bg_color);
        let grid = Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color);
        for &y in ys {
            let p = self.at(1.0, y);
            painter.hline(area.x_range(), p.y, grid);
            let label = pos2(area.left() - 4.0, p.y);
            painter.text(
                label,
                Align2::RIGHT_CENTER,
                show_real(y),
                body.clone(),
                faint,
            );
        }
        for &k in xs {
            let p = self.at(k as f64, self.lo);
            painter.vline(p.x, area.y_range(), grid);
            let label = pos2(p.x, area.bottom() + 2.0);
            painter.text(
                label,
                Align2::CENTER_TOP,
                group(k as u64),
                body.clone(),
                faint,
            );
        }
        let x_name = pos2(area.center().x, rect.bottom() - 2.0);
        let words = t!("app-chance-plot-x");
        painter.text(x_name, Align2::CENTER_BOTTOM, words, body.clone(), ink);
        // The y axis's name reads upwards along it.
        let y_name = painter.layout_no_wrap(t!("app-chance-plot-y"), body, ink);
        let y_at = pos2(rect.left(), area.center().y + y_name.size().x / 2.0);
        let upwards = -std::f32::consts::FRAC_PI_2;
        painter.add(egui::epaint::TextShape::new(y_at, y_name, ink).with_angle(upwards));
    }
}

/// One line of the estimate plot, in the order drawn (later lines over earlier ones).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlotLine {
    /// The exact value (a level line) rather than MCTS's estimate.
    pub exact: bool,
    /// Drawn dashed.
    pub dashed: bool,
    /// Its width in points.
    pub width: f32,
}

/// The plot's lines in the order they are drawn: the exact value first, dashed and thin, so
/// the estimate, solid and wider, stays visible over it where it has converged to it (it hid
/// under the exact line, drawn last).
pub fn plot_lines(with_exact: bool) -> Vec<PlotLine> {
    let exact = PlotLine {
        exact: true,
        dashed: true,
        width: 1.5,
    };
    let estimate = PlotLine {
        exact: false,
        dashed: false,
        width: 2.5,
    };
    if with_exact {
        vec![exact, estimate]
    } else {
        vec![estimate]
    }
}

/// The smallest and largest of `values` (0 and 1 for none).
fn span(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values
        .filter(|v| v.is_finite())
        .fold(None, |s: Option<(f64, f64)>, v| {
            Some(s.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))))
        })
        .unwrap_or((0.0, 1.0))
}

/// The y axis's marks: evenly spaced round numbers (1, 2 or 5 times a power of ten apart),
/// the first at or below `lo` and the last at or above `hi`, at most `most` of them but never
/// fewer than three allowed (a span across zero needs three), as many as fit.
pub fn y_marks((lo, hi): (f64, f64), most: usize) -> Vec<f64> {
    let most = most.max(3);
    let (lo, hi) = if hi - lo < 1e-9 {
        (lo - 0.5, hi + 0.5)
    } else {
        (lo, hi)
    };
    let count = |step: f64| ((hi / step).ceil() - (lo / step).floor()) as usize + 1;
    let mut power = 10f64.powf(((hi - lo) / most as f64).log10().floor());
    let step = loop {
        if let Some(s) = [1.0, 2.0, 5.0]
            .map(|m| m * power)
            .into_iter()
            .find(|&s| count(s) <= most)
        {
            break s;
        }
        power *= 10.0;
    };
    let first = (lo / step).floor() as i64;
    let last = (hi / step).ceil() as i64;
    // Rounded to the step's own digits, so 7 × 0.1 is 0.7 and not 0.7000000000000001.
    (first..=last)
        .map(|i| (i as f64 * step * 1e9).round() / 1e9)
        .collect()
}

/// The x axis's range in log10 of the iterations: the curve's first and last.
fn x_range(curve: &[(usize, f64)]) -> (f64, f64) {
    let first = curve.first().map_or(1, |p| p.0).max(1) as f64;
    let last = curve.last().map_or(1, |p| p.0).max(1) as f64;
    (first.log10(), last.log10())
}

/// The x axis's marks: the powers of ten within the curve's iterations.
pub fn x_marks(curve: &[(usize, f64)]) -> Vec<usize> {
    let first = curve.first().map_or(1, |p| p.0).max(1);
    let last = curve.last().map_or(1, |p| p.0).max(1);
    std::iter::successors(Some(1usize), |k| k.checked_mul(10))
        .skip_while(|&k| k < first)
        .take_while(|&k| k <= last)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{plot_lines, x_marks, y_marks};

    /// Issue 43, item 14: the estimate is drawn over the exact line (after it), solid and
    /// wider, the exact line dashed, so both show where the estimate has converged.
    #[test]
    fn the_estimate_is_drawn_over_the_dashed_exact_line() {
        let lines = plot_lines(true);
        assert_eq!(
            lines.iter().map(|l| l.exact).collect::<Vec<_>>(),
            [true, false]
        );
        assert!(lines[0].dashed && !lines[1].dashed);
        assert!(lines[1].width > lines[0].width);
        assert_eq!(plot_lines(false).len(), 1);
    }

    /// The marks are round, evenly spaced and cover the values: checked against the values a
    /// plot of estimates meets (a probability, a score, one value).
    #[test]
    fn marks_are_round_and_cover_the_values() {
        let m = y_marks((0.45, 1.0), 8);
        let want = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];
        assert!(
            m.len() == want.len() && m.iter().zip(want).all(|(a, b)| (a - b).abs() < 1e-9),
            "{m:?}"
        );
        // A short plot: fewer, wider-spaced marks.
        assert_eq!(y_marks((0.45, 1.0), 4), [0.4, 0.6, 0.8, 1.0]);
        for most in [2, 3, 4, 6, 8] {
            for (lo, hi) in [
                (0.45, 1.0),
                (-3.0, 12.0),
                (0.52, 0.52),
                (0.0, 0.001),
                (-1.0, 1.0),
            ] {
                let m = y_marks((lo, hi), most);
                assert!(
                    (2..=most.max(3)).contains(&m.len()),
                    "{lo} {hi} {most}: {m:?}"
                );
                assert!(
                    m[0] <= lo + 1e-12 && m[m.len() - 1] >= hi - 1e-12,
                    "{lo} {hi}: {m:?}"
                );
                let step = m[1] - m[0];
                let mantissa = step / 10f64.powf(step.log10().floor());
                assert!(
                    [1.0, 2.0, 5.0].iter().any(|x| (x - mantissa).abs() < 1e-6),
                    "{lo} {hi}: {m:?}"
                );
                assert!(m.windows(2).all(|w| (w[1] - w[0] - step).abs() < 1e-9));
            }
        }
        assert_eq!(x_marks(&[(4, 0.0), (1000, 0.0)]), [10, 100, 1000]);
        assert_eq!(x_marks(&[(1, 0.0), (50, 0.0)]), [1, 10]);
        assert_eq!(x_marks(&[(20, 0.0), (90, 0.0)]), Vec::<usize>::new());
    }
}
