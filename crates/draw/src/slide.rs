//! A slide: one step of a trace as a picture for slides and handouts, with the scenario as
//! title, the step and its narration above the tree (drawn by this crate in the light
//! slide style). `gametree render` and the app's "save this step" both draw it.
//!
//! Every slide of one search shares one [`SlideFrame`]: its size, the room kept for the
//! sentence (the most lines any step's sentence takes; a longer one is drawn smaller to fit)
//! and where the tree goes, so from slide to slide (and frame to frame of an animation) the
//! tree and its legend stay in one place. A tree is drawn whole on a slide sized to it; a
//! game's slide is 1280×720, its tree folded and fitted as the app's canvas shows it.

use crate::canvas::{opening_layout, scene_on_canvas};
use crate::layout::{Layout, fold_set, tidy, tidy_at, unfold_line};
use crate::picture::{PictureError, check_picture_name, write_scene};
use crate::scene::{self, Anchor, Camera, Rgba, Scene, Shape, Style};
use gametree_engine::game::PositionView;
use gametree_engine::trace::{Playback, Trace};
use gametree_teach::narrate::narrate_for_picture;
use gametree_teach::picture_words::slide_step;
use std::ops::RangeInclusive;
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
/// A game's slide: a projector's screen.
pub const GAME_SLIDE: [f32; 2] = [1280.0, 720.0];
/// The title's and the sentence's type, in pixels.
const TITLE_SIZE: f32 = 26.0;
const LINE_SIZE: f32 = 20.0;
/// A sentence longer than its room is drawn smaller, down to this type.
const SMALLEST_LINE_SIZE: f32 = 12.0;
/// The most lines kept for the sentence (a longer one is drawn smaller).
const MOST_SENTENCE_LINES: usize = 5;
/// The most steps whose sentences are measured to size the room (spread over the range; a
/// step left out whose sentence is longer is drawn smaller, the tree stays put).
const MOST_MEASURED: usize = 20_000;

/// What every slide of one search shares (see the module's doc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SlideFrame {
    /// The slide's width in pixels.
    pub width: f32,
    /// Lines kept for the sentence under the step line.
    pub sentence_lines: usize,
    /// Where the tree goes, under the header.
    tree: TreeArea,
}

/// The tree's part of a slide.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TreeArea {
    /// A tree drawn whole (a big one folded below the level that fits), this tall.
    Whole { height: f32 },
    /// A game's tree as the app's canvas of this size shows it.
    Canvas { size: [f32; 2] },
}

impl SlideFrame {
    /// The frame of the slides of steps `steps` of `trace`.
    pub fn new(trace: &Arc<Trace>, steps: RangeInclusive<usize>) -> SlideFrame {
        let game = !matches!(trace.game.view(&[]), PositionView::Tree { .. });
        let whole = if game {
            None
        } else {
            Some(whole_layout(trace))
        };
        let width = match &whole {
            None => GAME_SLIDE[0],
            Some(l) => {
                let slots = l.widths.iter().copied().fold(1.0, f32::max);
                (slots * SLOT_PX + 40.0).clamp(MIN_WIDTH, MAX_SIZE[0])
            }
        };
        let sentence_lines = longest_sentence(trace, steps, chars_per_line(width, LINE_SIZE));
        let header = header_height(sentence_lines);
        let tree = match &whole {
            None => TreeArea::Canvas {
                size: [GAME_SLIDE[0], GAME_SLIDE[1] - header],
            },
            Some(l) => {
                let levels = l.heights.iter().copied().fold(0.0, f32::max);
                // Folded nodes' pills hang under the deepest level: room for them too.
                let pills = if l.hidden.is_empty() { 0.0 } else { 60.0 };
                let height = (44.0 + levels.max(1.0) * LEVEL_PX + 72.0 + pills)
                    .min(MAX_SIZE[1] - header)
                    .max(300.0);
                TreeArea::Whole { height }
            }
        };
        SlideFrame {
            width,
            sentence_lines,
            tree,
        }
    }

    /// The header's height: title, step line and the sentence's lines.
    pub fn header(&self) -> f32 {
        header_height(self.sentence_lines)
    }

    /// The slide's size in pixels.
    pub fn size(&self) -> [f32; 2] {
        match self.tree {
            TreeArea::Whole { height } => [self.width, self.header() + height],
            TreeArea::Canvas { size } => [self.width, self.header() + size[1]],
        }
    }

    /// Step `step` of `trace` on this frame, in `style`.
    pub fn scene(&self, trace: &Arc<Trace>, step: usize, style: Style) -> Scene {
        let mut playback = Playback::new(trace.clone());
        playback.seek(step);
        let tree = match self.tree {
            TreeArea::Whole { height } => {
                let layout = step_layout(trace, &playback);
                let iteration = trace.iteration_at(playback.step().saturating_sub(1));
                let camera = Camera::fit_for(&layout, iteration, [self.width, height], &style);
                scene::build(&playback, &layout, &camera, &style, None)
            }
            TreeArea::Canvas { size } => {
                let layout = opening_layout(trace, &playback, size, &style);
                scene_on_canvas(&playback, &layout, size, &style)
            }
        };
        let text_colour = if style.light {
            Rgba(15, 15, 20, 255)
        } else {
            Rgba(232, 234, 240, 255)
        };
        let header = self.header();
        let mut shapes = Vec::with_capacity(tree.shapes.len() + self.sentence_lines + 2);
        let mut y = 20.0 + TITLE_SIZE * 0.6;
        shapes.push(Shape::Text {
            pos: [20.0, y],
            text: gametree_teach::titles::trace_title(trace),
            size: TITLE_SIZE,
            color: text_colour,
            anchor: Anchor::Left,
        });
        y += TITLE_SIZE * 0.65 + LINE_SIZE * 0.8;
        shapes.push(Shape::Text {
            pos: [20.0, y],
            text: slide_step(&playback),
            size: LINE_SIZE,
            color: text_colour,
            anchor: Anchor::Left,
        });
        y += LINE_SIZE * 1.35;
        // The sentence in its room: in the slide's type when it fits, else smaller.
        let said = narrate_for_picture(&playback);
        let room = self.sentence_lines as f32 * LINE_SIZE * 1.35;
        let mut size = LINE_SIZE;
        let mut lines = wrap(&said, chars_per_line(self.width, size));
        while lines.len() as f32 * size * 1.35 > room + 0.01 && size > SMALLEST_LINE_SIZE {
            size = (size - 1.0).max(SMALLEST_LINE_SIZE);
            lines = wrap(&said, chars_per_line(self.width, size));
        }
        // Centred in the first line's place as the slide's type would be.
        y += (size - LINE_SIZE) / 2.0;
        for line in lines {
            shapes.push(Shape::Text {
                pos: [20.0, y],
                text: line,
                size,
                color: text_colour,
                anchor: Anchor::Left,
            });
            y += size * 1.35;
        }
        shapes.extend(tree.shapes.into_iter().map(|s| moved_down(s, header)));
        Scene {
            size: self.size(),
            background: tree.background,
            shapes,
            hits: tree
                .hits
                .into_iter()
                .map(|(id, b)| (id, [b[0], b[1] + header, b[2], b[3] + header]))
                .collect(),
        }
    }
}

/// The header's height with `lines` lines kept for the sentence.
fn header_height(lines: usize) -> f32 {
    24.0 + TITLE_SIZE * 1.3 + (1 + lines) as f32 * LINE_SIZE * 1.35 + 8.0
}

/// How many columns of text of `size` pixels a slide `width` wide holds.
fn chars_per_line(width: f32, size: f32) -> usize {
    ((width - 40.0) / (size * 0.52)).max(20.0) as usize
}

/// The most lines any sentence of `steps` takes at `chars` columns (at most
/// [`MOST_SENTENCE_LINES`]), measuring at most [`MOST_MEASURED`] steps spread over the range.
fn longest_sentence(trace: &Arc<Trace>, steps: RangeInclusive<usize>, chars: usize) -> usize {
    let (first, last) = (*steps.start(), (*steps.end()).min(trace.event_count()));
    let every = (last.saturating_sub(first) + 1)
        .div_ceil(MOST_MEASURED)
        .max(1);
    let mut playback = Playback::new(trace.clone());
    let mut most = 1;
    for k in (first..=last).step_by(every) {
        playback.seek(k);
        most = most.max(wrap(&narrate_for_picture(&playback), chars).len());
        if most >= MOST_SENTENCE_LINES {
            return MOST_SENTENCE_LINES;
        }
    }
    most
}

/// A tree's whole layout, every node as the search ends (a big search folded below the level
/// that fits): what its slides' size comes from.
fn whole_layout(trace: &Trace) -> Layout {
    match fold_set(trace, SLIDE_NODES) {
        Some(folded) => tidy(trace, |n| folded.contains(&n)),
        None => tidy(trace, |_| false),
    }
}

/// The tree as it stands at the step: a big search folded (below the level that fits; a
/// Monte Carlo search's least visited subtrees), each folded node with how many nodes it
/// hides, except along the path to the step's node (at a Monte Carlo search's end: its best
/// line).
fn step_layout(trace: &Trace, playback: &Playback) -> Layout {
    let step = playback.step();
    match fold_set(trace, SLIDE_NODES) {
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
    }
}

/// The picture of step `step`: a title, the step and what happened in it, and the tree, in
/// the light slide style, on the frame every slide of the search shares.
pub fn slide_scene(trace: &Arc<Trace>, step: usize) -> Scene {
    slide_scene_in(trace, step, Style::slide())
}

/// [`slide_scene`] drawn in `style` (the slide style with some marks turned on or off, such as
/// the windows passed down edges).
pub fn slide_scene_in(trace: &Arc<Trace>, step: usize, style: Style) -> Scene {
    SlideFrame::new(trace, 0..=trace.event_count()).scene(trace, step, style)
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
    use super::{GAME_SLIDE, SlideFrame, slide_scene, wrap};
    use crate::scene::{Scene, Shape};
    use gametree_engine::scenario::{GameChoice, Scenario};
    use gametree_engine::search::SearchConfig;
    use gametree_engine::trace::Trace;
    use std::sync::Arc;

    fn recorded(s: Scenario) -> Arc<Trace> {
        Arc::new(s.record(None).unwrap())
    }

    /// Where the root is drawn, and where the legend's first key sits.
    fn anchors(scene: &Scene, trace: &Trace) -> ([f32; 4], [f32; 2]) {
        let root = trace.iterations[0].root;
        let hit = scene.hits.iter().find(|(n, _)| *n == root).unwrap().1;
        let legend = scene
            .shapes
            .iter()
            .find_map(|s| match s {
                Shape::Text { text, pos, .. } if text == "MAX" => Some(*pos),
                _ => None,
            })
            .unwrap();
        (hit, legend)
    }

    /// Issue 43, item 8: every slide of one search puts the tree and the legend in one place,
    /// however many lines each step's sentence takes (AIMA's run from one to three).
    #[test]
    fn slides_of_one_search_hold_still() {
        let aima = recorded(Scenario::default());
        let first = slide_scene(&aima, 0);
        let (root, legend) = anchors(&first, &aima);
        for k in 0..=aima.event_count() {
            let scene = slide_scene(&aima, k);
            assert_eq!(scene.size, first.size, "step {k}");
            assert_eq!(anchors(&scene, &aima), (root, legend), "step {k}");
        }
        // A game's slides: 1280×720, the root and the legend in one place.
        let connect4 = recorded(Scenario {
            game: GameChoice::ConnectFour {
                moves: "4453".into(),
                position: None,
            },
            config: SearchConfig {
                depth: Some(4),
                ..SearchConfig::default()
            },
            ..Scenario::default()
        });
        let frame = SlideFrame::new(&connect4, 0..=connect4.event_count());
        let style = crate::scene::Style::slide();
        let first = frame.scene(&connect4, 0, style);
        assert_eq!(first.size, GAME_SLIDE);
        let (root, legend) = anchors(&first, &connect4);
        for k in (0..=connect4.event_count()).step_by(97) {
            let scene = frame.scene(&connect4, k, style);
            assert_eq!(scene.size, GAME_SLIDE, "step {k}");
            // The root's centre stays at its height (its size follows the zoom the tree opened
            // along the step's line needs), the legend in its place.
            let (r, l) = anchors(&scene, &connect4);
            let centre = |b: [f32; 4]| (b[1] + b[3]) / 2.0;
            assert_eq!((centre(r), l), (centre(root), legend), "step {k}");
        }
    }

    /// A sentence longer than the room its frame keeps (here measured on step 0 alone) is
    /// drawn smaller, inside the header: the tree does not move for it.
    #[test]
    fn a_sentence_longer_than_its_room_is_drawn_smaller() {
        let aima = recorded(Scenario::default());
        let frame = SlideFrame::new(&aima, 0..=0);
        let scene = frame.scene(&aima, 22, crate::scene::Style::slide());
        let header = frame.header();
        let texts: Vec<(f32, f32)> = scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { pos, size, .. } if pos[1] < header => Some((pos[1], *size)),
                _ => None,
            })
            .collect();
        let lowest = texts.iter().map(|(y, s)| y + s / 2.0).fold(0.0, f32::max);
        assert!(lowest <= header, "{lowest} > {header}");
        assert!(
            texts.iter().any(|(_, s)| *s < super::LINE_SIZE),
            "{texts:?}"
        );
    }

    /// A picture has no keys: step 0's sentence says what is about to happen, not "Press →".
    #[test]
    fn a_slide_before_the_first_step_names_no_key() {
        let aima = recorded(Scenario::default());
        for lang in gametree_teach::i18n::Lang::ALL {
            gametree_teach::i18n::with_lang(lang, || {
                let texts = slide_scene(&aima, 0).texts().join(" ");
                assert!(
                    !texts.contains('→') && !texts.contains("Press") && !texts.contains('按'),
                    "{lang:?}: {texts}"
                );
            });
        }
    }

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
