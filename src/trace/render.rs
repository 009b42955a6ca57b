//! Draws one step of a trace as an SVG or PNG picture for slides and handouts: the same
//! [`Scene`] the window paints, written as SVG text, and rasterised by resvg with egui's
//! bundled fonts (so a machine without system fonts still gets its numbers).

use super::layout::tidy;
use super::scene::{self, Anchor, Camera, Rgba, Scene, Shape, Style};
use super::{Playback, Trace};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// Pixels per leaf slot on a slide, for trees small enough to get them.
const SLOT_PX: f32 = 90.0;
/// Pixels per depth level on a slide.
const LEVEL_PX: f32 = 130.0;
/// The largest picture `render_file` makes.
const MAX_SIZE: [f32; 2] = [3200.0, 2000.0];
const MIN_WIDTH: f32 = 900.0;

/// The picture of step `step`: a title, the step and what happened in it, and the whole tree
/// (the iteration being searched) in the light slide style.
pub fn slide_scene(trace: &Arc<Trace>, step: usize) -> Scene {
    let layout = tidy(trace, |_| false);
    let mut playback = Playback::new(trace.clone());
    playback.seek(step);
    let iteration = trace.iteration_at(playback.step().saturating_sub(1));
    let slots = layout.widths.get(iteration).copied().unwrap_or(1.0);
    let levels = layout.heights.get(iteration).copied().unwrap_or(0.0);
    let width = (slots * SLOT_PX + 40.0).clamp(MIN_WIDTH, MAX_SIZE[0]);
    let style = Style::slide();
    let title_size = 26.0;
    let line_size = 20.0;
    let mut lines = vec![format!(
        "Step {} of {}{}",
        playback.step(),
        playback.len(),
        if playback.finished() {
            " (the end)"
        } else {
            ""
        }
    )];
    let said = super::narrate::narrate(&playback);
    let chars = ((width - 40.0) / (line_size * 0.52)).max(20.0) as usize;
    lines.extend(wrap(&said, chars));
    let header = 24.0 + title_size * 1.3 + lines.len() as f32 * line_size * 1.35 + 8.0;
    let tree_height = (44.0 + levels.max(1.0) * LEVEL_PX + 72.0)
        .min(MAX_SIZE[1] - header)
        .max(300.0);
    let camera = Camera::fit(&layout, iteration, [width, tree_height]);
    let tree = scene::build(&playback, &layout, &camera, &style, None);
    let mut shapes = Vec::with_capacity(tree.shapes.len() + lines.len() + 1);
    let text_colour = if style.light {
        Rgba(15, 15, 20, 255)
    } else {
        Rgba(232, 234, 240, 255)
    };
    let mut y = 20.0 + title_size * 0.6;
    shapes.push(Shape::Text {
        pos: [20.0, y],
        text: trace.title.clone(),
        size: title_size,
        color: text_colour,
        anchor: Anchor::Left,
    });
    y += title_size * 0.65 + line_size * 0.8;
    for line in lines {
        shapes.push(Shape::Text {
            pos: [20.0, y],
            text: line,
            size: line_size,
            color: text_colour,
            anchor: Anchor::Left,
        });
        y += line_size * 1.35;
    }
    shapes.extend(tree.shapes.into_iter().map(|s| moved_down(s, header)));
    Scene {
        size: [width, header + tree_height],
        background: tree.background,
        shapes,
        hits: tree
            .hits
            .into_iter()
            .map(|(id, b)| (id, [b[0], b[1] + header, b[2], b[3] + header]))
            .collect(),
    }
}

/// Breaks `text` into lines of at most `width` characters, at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn moved_down(shape: Shape, dy: f32) -> Shape {
    let m = |p: [f32; 2]| [p[0], p[1] + dy];
    match shape {
        Shape::Segments {
            points,
            width,
            color,
            dashed,
        } => Shape::Segments {
            points: points.into_iter().map(m).collect(),
            width,
            color,
            dashed,
        },
        Shape::Polygon {
            points,
            fill,
            stroke,
            stroke_width,
        } => Shape::Polygon {
            points: points.into_iter().map(m).collect(),
            fill,
            stroke,
            stroke_width,
        },
        Shape::Rect {
            min,
            max,
            fill,
            stroke,
            stroke_width,
            rounding,
        } => Shape::Rect {
            min: m(min),
            max: m(max),
            fill,
            stroke,
            stroke_width,
            rounding,
        },
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
            stroke_width,
        } => Shape::Circle {
            center: m(center),
            radius,
            fill,
            stroke,
            stroke_width,
        },
        Shape::Text {
            pos,
            text,
            size,
            color,
            anchor,
        } => Shape::Text {
            pos: m(pos),
            text,
            size,
            color,
            anchor,
        },
    }
}

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
            // Ubuntu's α looks like an "a"; Hack's is unmistakable.
            'α' | 'β' => {
                let _ = write!(out, "<tspan font-family=\"Hack\">{ch}</tspan>");
            }
            c => out.push(c),
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
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.0} {h:.0}\" font-family=\"Ubuntu, 'DejaVu Sans', sans-serif\">"
    );
    let _ = writeln!(
        s,
        "<rect x=\"0\" y=\"0\" width=\"{w:.0}\" height=\"{h:.0}\"{}/>",
        paint("fill", scene.background)
    );
    for shape in &scene.shapes {
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
                    s,
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
                    s,
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
                    s,
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
                    s,
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
                    s,
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{size:.1}\" text-anchor=\"{anchor}\"{}>{}</text>",
                    pos[0],
                    pos[1] + size * 0.36,
                    paint("fill", *color),
                    escape(text)
                );
            }
        }
    }
    s.push_str("</svg>\n");
    s
}

/// The fonts shipped inside egui, loaded once: PNG text never depends on the machine's fonts.
fn fonts() -> Arc<resvg::usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = resvg::usvg::fontdb::Database::new();
            db.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
            db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
            db.set_sans_serif_family("Ubuntu");
            db.set_serif_family("Ubuntu");
            db.set_monospace_family("Hack");
            Arc::new(db)
        })
        .clone()
}

/// Parses SVG text with the bundled fonts (also how tests check the SVG is well formed).
pub fn parse_svg(svg: &str) -> Result<resvg::usvg::Tree, String> {
    let options = resvg::usvg::Options {
        fontdb: fonts(),
        ..resvg::usvg::Options::default()
    };
    resvg::usvg::Tree::from_str(svg, &options).map_err(|e| format!("the SVG does not parse: {e}"))
}

/// The scene as PNG bytes, the size of the scene.
pub fn scene_to_png(scene: &Scene) -> Result<Vec<u8>, String> {
    let tree = parse_svg(&scene_to_svg(scene))?;
    let (w, h) = (scene.size[0].ceil() as u32, scene.size[1].ceil() as u32);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w.max(1), h.max(1))
        .ok_or_else(|| format!("cannot make a {w}×{h} picture"))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("cannot encode the PNG: {e}"))
}

/// Writes `scene` to `out` as SVG or PNG, chosen by the file name; replaces the file whole.
pub fn write_scene(scene: &Scene, out: &Path) -> Result<(), String> {
    let bytes = match picture_kind(out)? {
        Kind::Svg => scene_to_svg(scene).into_bytes(),
        Kind::Png => {
            scene_to_png(scene).map_err(|e| format!("cannot write {}: {e}", out.display()))?
        }
    };
    crate::files::write_atomically(out, &bytes)
}

enum Kind {
    Svg,
    Png,
}

fn picture_kind(out: &Path) -> Result<Kind, String> {
    let ext = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("svg") => Ok(Kind::Svg),
        Some("png") => Ok(Kind::Png),
        _ => Err(format!(
            "cannot write {}: the picture's name must end in .svg or .png",
            out.display()
        )),
    }
}

/// `gametree render`: step `step` of `trace` as a slide picture in `out` (.svg or .png).
pub fn render_file(trace: Arc<Trace>, step: usize, out: &Path) -> Result<(), String> {
    picture_kind(out)?;
    let step = step.min(trace.events.len());
    write_scene(&slide_scene(&trace, step), out)
}
