//! Writes a [`Scene`] as a standalone SVG document: plain text, no dependencies, the same
//! shapes the window paints.

use super::scene::{Anchor, Rgba, Scene, Shape};
use std::fmt::Write as _;

/// The most line segments one `<path>` holds: a rasteriser keeps a path's edges sorted along
/// each pixel row, and a wide node's edges all cross near it, so one path of all n of them
/// costs n² to draw as PNG.
pub const SEGMENTS_PER_PATH: usize = 256;

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

/// `text` as the content of an SVG `<text>` element (what a scene's text becomes).
pub(crate) fn escape(text: &str) -> String {
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
    // Chinese text brings its font along, so the picture reads on machines without CJK fonts
    // (on the web once the page has fetched it).
    let cjk = scene
        .shapes
        .iter()
        .any(|shape| matches!(shape, Shape::Text { text, .. } if crate::font::needs_cjk(text)));
    let embedded = if cjk { crate::font::cjk_font() } else { None };
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
    if let Some(font) = embedded {
        let _ = writeln!(
            s,
            "<defs><style>@font-face {{ font-family: '{}'; src: url(data:font/otf;base64,{}) format('opentype'); }}</style></defs>",
            crate::font::CJK_FAMILY,
            base64(font)
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
            let dash = if *dashed {
                format!(
                    " stroke-dasharray=\"{:.1} {:.1}\"",
                    width * 3.0,
                    width * 2.5
                )
            } else {
                String::new()
            };
            // At most SEGMENTS_PER_PATH segments a path: a rasteriser keeps a path's edges
            // sorted along each pixel row, and the edges of one wide node's children all
            // meet and cross at that node, so one path of n of them costs n² (issue 35,
            // item 13: a PNG of 100,000 leaves under the root took 21 s).
            for chunk in ps.chunks(2 * SEGMENTS_PER_PATH) {
                let mut d = String::new();
                for pair in chunk.chunks_exact(2) {
                    let _ = write!(
                        d,
                        "M{:.1} {:.1}L{:.1} {:.1}",
                        pair[0][0], pair[0][1], pair[1][0], pair[1][1]
                    );
                }
                let _ = writeln!(
                    out,
                    "<path d=\"{d}\" fill=\"none\"{} stroke-width=\"{width:.2}\" stroke-linecap=\"round\"{dash}/>",
                    paint("stroke", *color)
                );
            }
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

    /// Issue 35, item 13: the edges of a node with thousands of children go into paths of at
    /// most [`super::SEGMENTS_PER_PATH`] segments each (one path of them all cost the PNG
    /// rasteriser n²), every segment still drawn once.
    #[test]
    fn many_edges_are_split_into_short_paths() {
        use super::super::scene::{Rgba, Scene, Shape};
        let n = 2 * super::SEGMENTS_PER_PATH + 3;
        let points: Vec<[f32; 2]> = (0..n)
            .flat_map(|i| [[500.0, 10.0], [i as f32, 300.0]])
            .collect();
        let scene = Scene {
            size: [1000.0, 400.0],
            background: Rgba(255, 255, 255, 255),
            shapes: vec![Shape::Segments {
                points,
                width: 1.0,
                color: Rgba(0, 0, 0, 255),
                dashed: false,
            }],
            hits: vec![],
        };
        let svg = super::scene_to_svg(&scene);
        let paths: Vec<&str> = svg.lines().filter(|l| l.starts_with("<path")).collect();
        assert_eq!(paths.len(), 3);
        let per_path: Vec<usize> = paths.iter().map(|p| p.matches('M').count()).collect();
        assert_eq!(
            per_path,
            [super::SEGMENTS_PER_PATH, super::SEGMENTS_PER_PATH, 3]
        );
    }
}
