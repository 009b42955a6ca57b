//! Writes a [`Scene`] as a standalone SVG document: plain text, no dependencies, the same
//! shapes the window paints.

use super::scene::{Anchor, Rgba, Scene, Shape};
use std::fmt::Write as _;

/// `fill="…"` / `stroke="…"` with opacity when needed; fully transparent as "none".
fn paint(attr: &str, c: Rgba) -> String {
    if c.3 == 0 {
        return format!(" {attr}=\"none\"");
    }
    let mut s = format!(" {attr}=\"#{:02x}{:02x}{:02x}\"", c.0, c.1, c.2);
    if c.3 < 255 {
        let _ = write!(s, " {attr}-opacity=\"{:.3}\"", c.3 as f32 / 255.0);
    }
    s
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if (c as u32) < 0x20 && c != '\t' => out.push(' '),
            c if !gametree_engine::game::is_printable(c) => out.push('\u{fffd}'),
            // Ubuntu's α looks like an "a"; Hack's is unmistakable.
            'α' | 'β' => {
                let _ = write!(out, "<tspan font-family=\"Hack\">{ch}</tspan>");
            }
            c => out.push(c),
        }
    }
    out
}

/// Standard base64 (RFC 4648, with padding), for the font embedded in the document.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn points(ps: &[[f32; 2]]) -> String {
    let mut s = String::new();
    for p in ps {
        let _ = write!(s, "{:.1},{:.1} ", p[0], p[1]);
    }
    s.trim_end().to_string()
}

/// The scene as a standalone SVG document.
pub fn scene_to_svg(scene: &Scene) -> String {
    let [w, h] = scene.size;
    let mut s = String::new();
    // Chinese text brings its font along, so the picture reads on machines without CJK fonts.
    let cjk = scene
        .shapes
        .iter()
        .any(|shape| matches!(shape, Shape::Text { text, .. } if crate::font::needs_cjk(text)));
    let family = if cjk {
        format!(
            "Ubuntu, '{}', 'DejaVu Sans', sans-serif",
            crate::font::CJK_FAMILY
        )
    } else {
        "Ubuntu, 'DejaVu Sans', sans-serif".to_string()
    };
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.0} {h:.0}\" font-family=\"{family}\">"
    );
    if cjk {
        let _ = writeln!(
            s,
            "<defs><style>@font-face {{ font-family: '{}'; src: url(data:font/otf;base64,{}) format('opentype'); }}</style></defs>",
            crate::font::CJK_FAMILY,
            base64(crate::font::CJK_FONT)
        );
    }
    let _ = writeln!(
        s,
        "<rect x=\"0\" y=\"0\" width=\"{w:.0}\" height=\"{h:.0}\"{}/>",
        paint("fill", scene.background)
    );
    for shape in &scene.shapes {
        write_shape(&mut s, shape);
    }
    s.push_str("</svg>\n");
    s
}

/// One shape as an SVG element, on a line of its own.
fn write_shape(out: &mut String, shape: &Shape) {
    match shape {
        Shape::Segments {
            points: ps,
            width,
            color,
            dashed,
        } => {
            let mut d = String::new();
            for pair in ps.chunks_exact(2) {
                let _ = write!(
                    d,
                    "M{:.1} {:.1}L{:.1} {:.1}",
                    pair[0][0], pair[0][1], pair[1][0], pair[1][1]
                );
            }
            let dash = if *dashed {
                format!(
                    " stroke-dasharray=\"{:.1} {:.1}\"",
                    width * 3.0,
                    width * 2.5
                )
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "<path d=\"{d}\" fill=\"none\"{} stroke-width=\"{width:.2}\" stroke-linecap=\"round\"{dash}/>",
                paint("stroke", *color)
            );
        }
        Shape::Polygon {
            points: ps,
            fill,
            stroke,
            stroke_width,
        } => {
            let _ = writeln!(
                out,
                "<polygon points=\"{}\"{}{} stroke-width=\"{stroke_width:.2}\" stroke-linejoin=\"round\"/>",
                points(ps),
                paint("fill", *fill),
                paint("stroke", *stroke)
            );
        }
        Shape::Rect {
            min,
            max,
            fill,
            stroke,
            stroke_width,
            rounding,
        } => {
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"{rounding:.1}\"{}{} stroke-width=\"{stroke_width:.2}\"/>",
                min[0],
                min[1],
                (max[0] - min[0]).max(0.0),
                (max[1] - min[1]).max(0.0),
                paint("fill", *fill),
                paint("stroke", *stroke)
            );
        }
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
            stroke_width,
        } => {
            let _ = writeln!(
                out,
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{radius:.1}\"{}{} stroke-width=\"{stroke_width:.2}\"/>",
                center[0],
                center[1],
                paint("fill", *fill),
                paint("stroke", *stroke)
            );
        }
        Shape::Text {
            pos,
            text,
            size,
            color,
            anchor,
        } => {
            let anchor = match anchor {
                Anchor::Center => "middle",
                Anchor::Left => "start",
                Anchor::Right => "end",
            };
            // Positions are the text's vertical middle; SVG places the baseline.
            let _ = writeln!(
                out,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{size:.1}\" text-anchor=\"{anchor}\"{}>{}</text>",
                pos[0],
                pos[1] + size * 0.36,
                paint("fill", *color),
                escape(text)
            );
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_matches_rfc_4648() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
        ];
        for (plain, coded) in cases {
            assert_eq!(super::base64(plain.as_bytes()), coded);
        }
        assert_eq!(super::base64(b"foobar"), "Zm9vYmFy");
    }
}
