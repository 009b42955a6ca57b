//! A code listing drawn beside a picture of the tree (`render --code`): the scene widened to
//! the right, one row per line with its number, the lines the step runs lit (the last one
//! brightest), indentation kept as an offset so the code reads aligned in any font. The rows
//! come from the teach crate's listings; this module only draws them.

use crate::scene::{Anchor, Rgba, Scene, Shape};

/// How a row of the listing is lit at the step drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    /// Not run by this step.
    No,
    /// Run by this step before the last line.
    Before,
    /// The line the step ends on.
    Now,
}

/// One row of a listing: its text and whether the step runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeRow {
    /// The line as shown (comments in the reader's language, no marks).
    pub text: String,
    /// Whether the step runs it.
    pub lit: Lit,
}

/// Widest a listing's text may run, in pixels (longer lines are cut with "…").
const MOST_WIDTH: f32 = 620.0;

/// Roughly how wide `text` is at font size `size` (Chinese characters count double).
fn width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| if c.is_ascii() { 0.56 } else { 1.0 })
        .sum::<f32>()
        * size
}

/// `text` cut to fit `most` pixels at `size`, with "…" where it was cut.
fn fit(text: &str, size: f32, most: f32) -> String {
    if width(text, size) <= most {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if width(&out, size) + 2.0 * size > most {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// `scene` with `rows` drawn to its right, under `title`.
pub fn with_code(mut scene: Scene, title: &str, rows: &[CodeRow]) -> Scene {
    let dark = {
        let Rgba(r, g, b, _) = scene.background;
        u32::from(r) + u32::from(g) + u32::from(b) < 384
    };
    let (ink, weak, now, before) = if dark {
        (
            Rgba(230, 230, 230, 255),
            Rgba(150, 150, 150, 255),
            Rgba(40, 100, 150, 255),
            Rgba(40, 70, 95, 255),
        )
    } else {
        (
            Rgba(20, 20, 20, 255),
            Rgba(110, 110, 110, 255),
            Rgba(255, 214, 90, 255),
            Rgba(255, 240, 190, 255),
        )
    };
    let height = scene.size[1];
    let rows_n = rows.len().max(1) as f32 + 2.0;
    let size = (height / rows_n / 1.45).clamp(9.0, 17.0);
    let line = size * 1.45;
    let number_w = size * 2.2;
    let longest = rows
        .iter()
        .map(|r| width(&r.text, size))
        .fold(width(title, size * 1.1), f32::max)
        .min(MOST_WIDTH);
    let x0 = scene.size[0] + size;
    let panel_w = number_w + longest + 2.5 * size;
    scene.shapes.push(Shape::Segments {
        points: vec![[x0 - size * 0.5, size], [x0 - size * 0.5, height - size]],
        width: 1.0,
        color: weak,
        dashed: false,
    });
    scene.shapes.push(Shape::Text {
        pos: [x0, size * 1.3],
        text: fit(title, size * 1.1, panel_w),
        size: size * 1.1,
        color: ink,
        anchor: Anchor::Left,
    });
    for (i, row) in rows.iter().enumerate() {
        let y = size * 1.3 + line * (i as f32 + 1.4);
        let indent = row.text.len() - row.text.trim_start().len();
        let x = x0 + number_w + indent as f32 * 0.56 * size;
        let text = fit(row.text.trim_start(), size, x0 + number_w + longest - x);
        if row.lit != Lit::No {
            scene.shapes.push(Shape::Rect {
                min: [x - size * 0.3, y - line / 2.0],
                max: [x + width(&text, size) + size * 0.3, y + line / 2.0],
                fill: if row.lit == Lit::Now { now } else { before },
                stroke: Rgba(0, 0, 0, 0),
                stroke_width: 0.0,
                rounding: 3.0,
            });
        }
        scene.shapes.push(Shape::Text {
            pos: [x0 + number_w - size * 0.6, y],
            text: (i + 1).to_string(),
            size: size * 0.85,
            color: weak,
            anchor: Anchor::Right,
        });
        let comment = text.starts_with("//") || text.starts_with('#');
        scene.shapes.push(Shape::Text {
            pos: [x, y],
            text,
            size,
            color: if comment { weak } else { ink },
            anchor: Anchor::Left,
        });
    }
    scene.size[0] += panel_w + size;
    scene
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank() -> Scene {
        Scene {
            size: [400.0, 300.0],
            background: Rgba(255, 255, 255, 255),
            shapes: vec![],
            hits: vec![],
        }
    }

    #[test]
    fn the_code_widens_the_picture_and_lights_its_lines() {
        let rows = [
            CodeRow {
                text: "for each child".into(),
                lit: Lit::Before,
            },
            CodeRow {
                text: "    break".into(),
                lit: Lit::Now,
            },
        ];
        let s = with_code(blank(), "Pseudocode", &rows);
        assert!(s.size[0] > 400.0);
        assert!(s.texts().contains(&"break".to_string()));
        let lit = s
            .shapes
            .iter()
            .filter(|sh| matches!(sh, Shape::Rect { .. }))
            .count();
        assert_eq!(lit, 2, "both lines the step runs are lit");
        // Everything new is right of the tree's picture.
        for sh in &s.shapes {
            if let Shape::Text { pos, .. } = sh {
                assert!(pos[0] > 400.0 && pos[0] < s.size[0]);
            }
        }
    }
}
