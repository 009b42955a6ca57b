//! A slide: one step of a trace as a picture for slides and handouts, with the scenario as
//! title, the step and its narration above the tree (drawn by this crate in the light
//! slide style). `gametree render` and the app's "save this step" both draw it.

use crate::layout::{fold_set, tidy_at, unfold_line};
use crate::picture::{PictureError, check_picture_name, write_scene};
use crate::scene::{self, Anchor, Camera, Rgba, Scene, Shape, Style};
use gametree_engine::trace::{Playback, Trace};
use gametree_teach::narrate::narrate;
use gametree_teach::picture_words::slide_step;
use std::path::Path;
use std::sync::Arc;

/// Pixels per leaf slot on a slide, for trees small enough to get them.
const SLOT_PX: f32 = 90.0;
/// Most nodes a slide of a big search shows before folding the levels below.
const SLIDE_NODES: u64 = 400;
/// Pixels per depth level on a slide.
const LEVEL_PX: f32 = 130.0;
/// The largest picture `render_file` makes.
const MAX_SIZE: [f32; 2] = [3200.0, 2000.0];
const MIN_WIDTH: f32 = 900.0;

/// The picture of step `step`: a title, the step and what happened in it, and the whole tree
/// (the iteration being searched) in the light slide style.
pub fn slide_scene(trace: &Arc<Trace>, step: usize) -> Scene {
    slide_scene_in(trace, step, Style::slide())
}

/// [`slide_scene`] drawn in `style` (the slide style with some marks turned on or off, such as
/// the windows passed down edges).
pub fn slide_scene_in(trace: &Arc<Trace>, step: usize, style: Style) -> Scene {
    let mut playback = Playback::new(trace.clone());
    playback.seek(step);
    // A big search is drawn folded (below the level that fits; a Monte Carlo search's least
    // visited subtrees), each folded node with how many nodes it hides, except along the path
    // to the step's node (at a Monte Carlo search's end: its best line).
    let layout = match fold_set(trace, SLIDE_NODES) {
        Some(mut folded) => {
            let line = if trace.mcts.is_some() && playback.finished() {
                trace.principal_line()
            } else {
                trace.ancestry(playback.focus())
            };
            unfold_line(trace, &mut folded, &line);
            tidy_at(trace, step, |n| folded.contains(&n))
        }
        None => tidy_at(trace, step, |_| false),
    };
    let iteration = trace.iteration_at(playback.step().saturating_sub(1));
    let slots = layout.widths.get(iteration).copied().unwrap_or(1.0);
    let levels = layout.heights.get(iteration).copied().unwrap_or(0.0);
    let width = (slots * SLOT_PX + 40.0).clamp(MIN_WIDTH, MAX_SIZE[0]);
    let title_size = 26.0;
    let line_size = 20.0;
    let mut lines = vec![slide_step(&playback)];
    let said = narrate(&playback);
    let chars = ((width - 40.0) / (line_size * 0.52)).max(20.0) as usize;
    lines.extend(wrap(&said, chars));
    let header = 24.0 + title_size * 1.3 + lines.len() as f32 * line_size * 1.35 + 8.0;
    // Folded nodes' pills hang under the deepest level: room for them too.
    let pills = if layout.hidden.is_empty() { 0.0 } else { 60.0 };
    let tree_height = (44.0 + levels.max(1.0) * LEVEL_PX + 72.0 + pills)
        .min(MAX_SIZE[1] - header)
        .max(300.0);
    let camera = Camera::fit_for(&layout, iteration, [width, tree_height], &style);
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
        text: gametree_teach::titles::trace_title(trace),
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

/// Breaks `text` into lines of at most `width` columns, at spaces and around Chinese
/// characters (each as wide as two columns; Chinese text has no spaces to break at), never
/// putting Chinese punctuation at the start of a line.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let wide = crate::font::is_wide;
    let columns = |s: &str| {
        s.chars()
            .map(|c| if wide(c) { 2 } else { 1 })
            .sum::<usize>()
    };
    // Pieces to lay out: words, and each Chinese character with the punctuation after it.
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut pieces: Vec<String> = Vec::new();
        for c in word.chars() {
            let glued = match pieces.last() {
                None => false,
                Some(last) => {
                    let prev = last.chars().next_back().unwrap();
                    // Break before a Chinese character (not before its punctuation) and after
                    // one, except before punctuation that closes.
                    let closing = "，。：；、！？）」』”…—".contains(c);
                    let opening = "（「『“".contains(prev);
                    opening || closing || !(wide(c) || wide(prev))
                }
            };
            match pieces.last_mut() {
                Some(last) if glued => last.push(c),
                _ => pieces.push(c.to_string()),
            }
        }
        for (i, piece) in pieces.iter().enumerate() {
            // A word's first piece follows a space; its others join on.
            let gap = usize::from(i == 0 && !line.is_empty());
            if !line.is_empty() && columns(&line) + gap + columns(piece) > width {
                lines.push(std::mem::take(&mut line));
            } else if gap == 1 {
                line.push(' ');
            }
            line.push_str(piece);
        }
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

/// `gametree render`: step `step` of `trace` as a slide picture in `out` (.svg or .png).
pub fn render_file(trace: Arc<Trace>, step: usize, out: &Path) -> Result<(), PictureError> {
    check_picture_name(out)?;
    let step = step.min(trace.event_count());
    write_scene(&slide_scene(&trace, step), out)
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn lines_break_at_spaces_and_between_chinese_characters() {
        assert_eq!(
            wrap("Go down from A to MIN node B — now α = 3", 12),
            ["Go down from", "A to MIN", "node B — now", "α = 3"]
        );
        let lines = wrap(
            "剪枝发生在 MIN 节点 C：它的值只可能 ≤ 2，但 MAX 在别处已经有 α = 3。",
            16,
        );
        assert!(lines.len() > 2, "{lines:?}");
        for line in &lines {
            let columns: usize = line.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
            assert!(columns <= 18, "{line}");
            assert!(!line.starts_with(['，', '。', '：']), "{lines:?}");
        }
        assert_eq!(
            lines.concat().replace(' ', ""),
            "剪枝发生在MIN节点C：它的值只可能≤2，但MAX在别处已经有α=3。"
        );
    }
}
