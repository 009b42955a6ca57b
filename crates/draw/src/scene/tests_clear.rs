//! Labels never collide: on the canvas the app shows at 1280×720 and 1920×1080 (the scene of
//! [`crate::canvas::canvas_scene`]), in English and Chinese, for a fixed list of searches
//! (AIMA 5.2 at every step under alpha-beta; Wikipedia's tree under PVS and MTD(f); Connect
//! Four after 4453 at depth 6 with ordering and the table; bones 8; the dice race to 6 under
//! expectiminimax and MCTS; tic-tac-toe from `X.O.X.O..`), in the window's style and in
//! presentation's, and on the slides `render` writes, every picture keeps the rule of
//! [`collisions`]. Big runs are sampled (every k-th step); nothing here measures time.

use super::clear::collisions;
use super::{Anchor, Scene, Shape, Style};
use crate::canvas::{canvas_scene, canvas_size_for, opening_layout, scene_on_canvas};
use gametree_engine::link;
use gametree_engine::trace::{Playback, Trace};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::picture_words::SceneWords;
use std::sync::Arc;

const AIMA: &str = include_str!("../../../../examples/trees/aima.json");
const WIKIPEDIA: &str = include_str!("../../../../examples/trees/wikipedia.json");

/// A search as a link would ask for it (`game=bones&bones=8`), recorded.
fn recorded(link_text: &str) -> Arc<Trace> {
    let link = link::parse(link_text, &[]).expect("the link reads");
    Arc::new(link.scenario.record(None).expect("the scenario searches"))
}

fn tree(json: &str, algo: &str) -> Arc<Trace> {
    let compact: String = json.split_whitespace().collect();
    recorded(&format!("tree={compact}&algo={algo}"))
}

/// The searches checked, each with how many pictures of it to look at (every step when
/// the run has fewer).
fn searches() -> Vec<(&'static str, Arc<Trace>, usize)> {
    vec![
        ("AIMA alpha-beta", tree(AIMA, "alphabeta"), usize::MAX),
        ("Wikipedia PVS", tree(WIKIPEDIA, "pvs"), usize::MAX),
        ("Wikipedia MTD(f)", tree(WIKIPEDIA, "mtdf"), usize::MAX),
        (
            "Connect Four 4453",
            recorded("game=connect4&moves=4453&depth=6&ordering&tt"),
            30,
        ),
        ("bones 8", recorded("game=bones&bones=8"), 40),
        (
            "dice race expectiminimax",
            recorded("game=dice&target=6&algo=expectiminimax"),
            40,
        ),
        (
            "dice race MCTS",
            recorded("game=dice&target=6&algo=mcts"),
            30,
        ),
        (
            "tic-tac-toe X.O.X.O..",
            recorded("game=tictactoe&position=X.O.X.O.."),
            40,
        ),
    ]
}

/// About `count` steps spread over a run of `len` steps, the first and the last among them.
fn sample(len: usize, count: usize) -> Vec<usize> {
    let every = len.div_ceil(count.max(1)).max(1);
    let mut steps: Vec<usize> = (0..=len).step_by(every).collect();
    if steps.last() != Some(&len) {
        steps.push(len);
    }
    steps
}

/// The window's style in the language in force.
fn window_style() -> Style {
    Style {
        words: SceneWords::in_force(),
        ..Style::default()
    }
}

#[test]
fn labels_never_collide_on_the_windows_canvas() {
    let mut broken = Vec::new();
    for (name, trace, count) in searches() {
        let steps = sample(trace.event_count(), count);
        for lang in [Lang::En, Lang::Zh] {
            with_lang(lang, || {
                let presentation = Style {
                    words: SceneWords::in_force(),
                    ..Style::slide()
                };
                for (style, window) in [
                    (window_style(), [1280.0, 720.0]),
                    (window_style(), [1920.0, 1080.0]),
                    (presentation, [1280.0, 720.0]),
                    (presentation, [1920.0, 1080.0]),
                ] {
                    let mut pb = Playback::new(trace.clone());
                    let canvas = canvas_size_for(&trace, window);
                    for &step in &steps {
                        pb.seek(step);
                        let layout = opening_layout(&trace, &pb, canvas, &style);
                        let scene = scene_on_canvas(&pb, &layout, canvas, &style);
                        for c in collisions(&scene, &style) {
                            broken.push(format!(
                                "{name}, {lang:?}, {window:?} {}, step {step}: {c}",
                                if style.light {
                                    "presentation"
                                } else {
                                    "window"
                                }
                            ));
                        }
                    }
                }
            });
        }
    }
    broken.extend(slide_collisions());
    assert!(
        broken.is_empty(),
        "{} collisions, by search and kind:\n{}\nthe first:\n{}",
        broken.len(),
        tally(&broken),
        broken[..broken.len().min(40)].join("\n")
    );
}

/// The same rule on the slides `render` writes (light, larger), at a few steps of each search.
fn slide_collisions() -> Vec<String> {
    let mut broken = Vec::new();
    for (name, trace, _) in searches() {
        for lang in [Lang::En, Lang::Zh] {
            with_lang(lang, || {
                let style = Style {
                    words: SceneWords::in_force(),
                    ..Style::slide()
                };
                // The frame every slide of the search shares, as `slide_scene` makes it.
                let frame = crate::slide::SlideFrame::new(&trace, 0..=trace.event_count());
                for step in sample(trace.event_count(), 12) {
                    let scene = frame.scene(&trace, step, Style::slide());
                    for c in collisions(&scene, &style) {
                        broken.push(format!("{name}, {lang:?}, slide, step {step}: {c}"));
                    }
                }
            });
        }
    }
    broken
}

/// How many breaks each search has of each kind (the words after the boxes), one per line.
fn tally(broken: &[String]) -> String {
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    for b in broken {
        let search = b.split(',').next().unwrap_or("");
        // The kind: the words after the step, without the boxes and the texts.
        let mut kind = String::new();
        let mut skip = None;
        for ch in b.rsplit(": ").next().unwrap_or("").chars() {
            match (skip, ch) {
                (None, '[') => skip = Some(']'),
                (None, '"') => skip = Some('"'),
                (Some(end), c) if c == end => skip = None,
                (None, c) => kind.push(c),
                _ => {}
            }
        }
        *counts.entry(format!("{search}: {kind}")).or_default() += 1;
    }
    counts
        .iter()
        .map(|(k, n)| format!("{n:5} {k}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The check can fail: two labels on one spot, a label on a node, a badge over a cut mark
/// are each caught.
#[test]
fn the_collision_check_catches_what_it_forbids() {
    let trace = tree(AIMA, "alphabeta");
    with_lang(Lang::En, || {
        let style = window_style();
        let clean = canvas_scene(&trace, 22, [1280.0, 720.0], &style);
        assert_eq!(collisions(&clean, &style), Vec::<String>::new());
        let text = |pos: [f32; 2], text: &str| Shape::Text {
            pos,
            text: text.into(),
            size: 12.0,
            color: super::Rgba(255, 255, 255, 255),
            anchor: Anchor::Center,
        };
        let with = |extra: Vec<Shape>| {
            let mut s: Scene = clean.clone();
            s.shapes.extend(extra);
            collisions(&s, &style)
        };
        // Two labels on the same spot, in an empty corner.
        let twice = with(vec![
            text([60.0, 30.0], "twice"),
            text([62.0, 31.0], "twice"),
        ]);
        assert!(
            twice.iter().any(|c| c.contains("overlaps text")),
            "{twice:?}"
        );
        // A label on a node that is not its own: centred left of the node, running into it.
        let (_, b) = clean.node_boxes().nth(1).expect("a node");
        let on_node = with(vec![text([b[0] - 10.0, (b[1] + b[3]) / 2.0], "on a node")]);
        assert!(
            on_node.iter().any(|c| c.contains("covered by node")),
            "{on_node:?}"
        );
        // A badge over a cut mark: step 22's cut at C.
        let pal = super::style::Palette::new(false);
        let cut = clean.shapes.iter().find_map(|s| match s {
            Shape::Segments { points, color, .. } if *color == pal.cut => Some(points[0]),
            _ => None,
        });
        let cut = cut.expect("step 22 has a cut mark");
        let badge = Shape::Rect {
            min: [cut[0] - 10.0, cut[1] - 6.0],
            max: [cut[0] + 10.0, cut[1] + 6.0],
            fill: pal.chip,
            stroke: pal.faint,
            stroke_width: 1.0,
            rounding: 3.0,
        };
        let over_cut = with(vec![badge]);
        assert!(
            over_cut.iter().any(|c| c.contains("covers the cut mark")),
            "{over_cut:?}"
        );
    });
}

/// The dice race's moves on its edges are words in the reader's language: in Chinese no
/// "step", "roll" or "die" is left on the picture, and the Chinese words are there.
#[test]
fn the_dice_race_moves_on_edges_are_in_the_readers_language() {
    let trace = recorded("game=dice&target=6&algo=expectiminimax");
    let texts = |lang| {
        with_lang(lang, || {
            let style = window_style();
            canvas_scene(&trace, trace.event_count(), [1920.0, 1080.0], &style).texts()
        })
    };
    let english = texts(Lang::En);
    for word in ["step", "roll", "die 1"] {
        assert!(english.iter().any(|t| t == word), "{word} {english:?}");
    }
    let chinese = texts(Lang::Zh);
    for t in &chinese {
        let ascii_word = t
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() >= 3 && w != "MAX" && w != "MIN");
        assert!(
            !ascii_word,
            "English on the Chinese picture: {t:?} in {chinese:?}"
        );
    }
    for word in ["走一步", "掷骰子", "骰子 1"] {
        assert!(chinese.iter().any(|t| t == word), "{word} {chinese:?}");
    }
}

/// The chip texts "(α, β)" on a scene (the windows written on edges).
fn edge_windows(scene: &Scene) -> Vec<String> {
    let window = |t: &String| t.starts_with('(') && t.contains(", ") && !t.contains('=');
    scene.texts().into_iter().filter(window).collect()
}

#[test]
fn each_edge_carries_the_window_its_parent_passed_down() {
    let trace = tree(AIMA, "alphabeta");
    let style = Style {
        edge_windows: true,
        ..window_style()
    };
    let mut pb = Playback::new(trace.clone());
    pb.seek(trace.event_count());
    let canvas = canvas_size_for(&trace, [1920.0, 1080.0]);
    let layout = opening_layout(&trace, &pb, canvas, &style);
    let scene = scene_on_canvas(&pb, &layout, canvas, &style);
    let mut shown = edge_windows(&scene);
    shown.sort();
    // The legend says what the chips are.
    assert!(
        scene
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Text { text, .. } if *text == style.words.edge_window))
    );
    // AIMA figure 5.5 worked by hand: B and its first leaf get (−∞, +∞); B's later leaves
    // (−∞, 3) once 3 came back; C, its one leaf, D and D's first leaf (3, +∞); D's second
    // leaf (3, 14) and its third (3, 5). C's two pruned leaves were never passed a window.
    let mut expected = [
        "(-∞, +∞)",
        "(-∞, +∞)",
        "(-∞, 3)",
        "(-∞, 3)",
        "(3, +∞)",
        "(3, +∞)",
        "(3, +∞)",
        "(3, +∞)",
        "(3, 14)",
        "(3, 5)",
    ];
    expected.sort();
    assert_eq!(shown, expected);
    // Off unless asked for.
    let plain = edge_windows(&scene_on_canvas(&pb, &layout, canvas, &window_style()));
    assert!(plain.is_empty(), "{plain:?}");
}

#[test]
fn windows_on_edges_never_collide() {
    let mut broken = Vec::new();
    for (name, trace) in [
        ("AIMA", tree(AIMA, "alphabeta")),
        ("Wikipedia PVS", tree(WIKIPEDIA, "pvs")),
    ] {
        for lang in [Lang::En, Lang::Zh] {
            with_lang(lang, || {
                let mut pb = Playback::new(trace.clone());
                for window in [[1280.0, 720.0], [1920.0, 1080.0]] {
                    let style = Style {
                        edge_windows: true,
                        ..window_style()
                    };
                    let canvas = canvas_size_for(&trace, window);
                    for step in 0..=trace.event_count() {
                        pb.seek(step);
                        let layout = opening_layout(&trace, &pb, canvas, &style);
                        let scene = scene_on_canvas(&pb, &layout, canvas, &style);
                        for c in collisions(&scene, &style) {
                            broken.push(format!("{name} {lang:?} {window:?} step {step}: {c}"));
                        }
                    }
                }
            });
        }
    }
    assert!(
        broken.is_empty(),
        "{}",
        broken[..broken.len().min(20)].join("\n")
    );
}
