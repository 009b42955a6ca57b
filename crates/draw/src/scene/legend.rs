//! The legend: a one-line key along the bottom of the view saying what each mark means, and
//! the band of the viewport it takes.

use super::style::Palette;
use super::{Anchor, Rgba, Shape, Style};
use crate::font::is_wide;

/// Height of the legend's line at text scale 1.
pub(super) const LEGEND_PX: f32 = 28.0;

/// The band at the bottom of the viewport the legend takes in `style`, in pixels (the legend is
/// drawn only when the viewport is taller than 160 px).
pub fn legend_band(style: &Style) -> f32 {
    LEGEND_PX * style.font_scale.clamp(1.0, 1.4) + 4.0
}

/// A one-line key along the bottom edge: what each mark means.
pub(super) fn legend(pal: &Palette, style: &Style, size: [f32; 2], out: &mut Vec<Shape>) {
    let z = style.font_scale.min(1.4);
    let text_size = 11.0 * z;
    let s = 6.5 * z;
    let band = legend_band(style);
    let y = size[1] - band * 0.5;
    // A strip in the background colour: a tree panned under the legend does not blur it.
    out.push(Shape::Rect {
        min: [0.0, size[1] - band],
        max: size,
        fill: Rgba(pal.background.0, pal.background.1, pal.background.2, 235),
        stroke: Rgba(0, 0, 0, 0),
        stroke_width: 0.0,
        rounding: 0.0,
    });
    let mut x = 12.0;
    let items: [(String, u8); 7] = [
        ("MAX".to_string(), 0),
        ("MIN".to_string(), 1),
        (style.words.leaf.clone(), 2),
        (style.words.current.clone(), 3),
        (style.words.searching.clone(), 4),
        (style.words.pruned.clone(), 5),
        (style.words.best_line.clone(), 6),
    ];
    for (label, mark) in items {
        // Chinese characters are about twice as wide as Latin letters.
        let wide = label.chars().filter(|&c| is_wide(c)).count();
        let needed = 2.5 * s
            + label.chars().count() as f32 * text_size * 0.6
            + wide as f32 * text_size * 0.4
            + 18.0;
        if x + needed > size[0] - 8.0 {
            break;
        }
        let c = [x + s, y];
        match mark {
            0 => out.push(Shape::Polygon {
                points: vec![
                    [c[0], c[1] - s],
                    [c[0] + s * 1.2, c[1] + s * 0.85],
                    [c[0] - s * 1.2, c[1] + s * 0.85],
                ],
                fill: pal.max_fill,
                stroke: pal.max,
                stroke_width: 1.5,
            }),
            1 => out.push(Shape::Polygon {
                points: vec![
                    [c[0] - s * 1.2, c[1] - s * 0.85],
                    [c[0] + s * 1.2, c[1] - s * 0.85],
                    [c[0], c[1] + s],
                ],
                fill: pal.min_fill,
                stroke: pal.min,
                stroke_width: 1.5,
            }),
            2 => out.push(Shape::Rect {
                min: [c[0] - s, c[1] - s * 0.8],
                max: [c[0] + s, c[1] + s * 0.8],
                fill: pal.leaf_fill,
                stroke: pal.leaf,
                stroke_width: 1.5,
                rounding: 1.5,
            }),
            3 => out.push(Shape::Circle {
                center: c,
                radius: s,
                fill: Rgba(0, 0, 0, 0),
                stroke: pal.current,
                stroke_width: 2.5,
            }),
            4 | 6 => out.push(Shape::Segments {
                points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
                width: 4.0 * z,
                color: if mark == 4 { pal.current } else { pal.best },
                dashed: false,
            }),
            _ => {
                out.push(Shape::Segments {
                    points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
                    width: 1.5,
                    color: pal.pruned,
                    dashed: true,
                });
                out.push(Shape::Segments {
                    points: vec![
                        [c[0] - 3.0, c[1] - s],
                        [c[0] - 1.0, c[1] + s],
                        [c[0] + 1.0, c[1] - s],
                        [c[0] + 3.0, c[1] + s],
                    ],
                    width: 2.0,
                    color: pal.cut,
                    dashed: false,
                });
            }
        }
        out.push(Shape::Text {
            pos: [x + 2.5 * s + 4.0, y],
            text: label,
            size: text_size,
            color: pal.muted,
            anchor: Anchor::Left,
        });
        x += needed;
    }
}
