//! Unit tests of big trees drawn to be read: folded by what fits the canvas at a readable
//! spacing (Connect Four 4453 at depth 6), folded nodes with their value and count in
//! readable type, the transposition table's answers as their own kind with a legend key, and
//! PVS's re-search copies appearing only when the search creates them.

use super::*;
use crate::layout::{fold_to_fit, tidy, tidy_at};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{NodeId, Playback, Trace, flags};
use std::sync::Arc;

const CANVAS: [f32; 2] = [1280.0, 720.0];

fn connect_four() -> Arc<Trace> {
    Arc::new(
        Scenario {
            game: GameChoice::ConnectFour {
                moves: "4453".into(),
                position: None,
            },
            config: SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                ordering: true,
                tt: true,
                depth: Some(6),
                ..SearchConfig::default()
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap(),
    )
}

fn wikipedia(algorithm: Algorithm) -> Arc<Trace> {
    let json = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/trees/wikipedia.json"
    ))
    .unwrap();
    Arc::new(
        Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: "wikipedia".into(),
                    json,
                },
                min_root: false,
            },
            config: SearchConfig {
                algorithm,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap(),
    )
}

/// The size of the type of node names in `style` (the folded pills' type may not be smaller).
fn name_px(style: &Style) -> f32 {
    (11.0 * style.font_scale).max(MIN_TEXT_PX)
}

fn texts_with_size(scene: &Scene) -> Vec<(String, f32, [f32; 2])> {
    scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                text, size, pos, ..
            } => Some((text.clone(), *size, *pos)),
            _ => None,
        })
        .collect()
}

#[test]
fn connect_four_fitted_at_1280x720_keeps_its_nodes_a_readable_spacing_apart() {
    let trace = connect_four();
    assert!(
        trace.tree.node_count() < crate::layout::FOLD_ABOVE_NODES,
        "under the old threshold"
    );
    let style = Style::default();
    let slots = Camera::readable_slots(CANVAS, &style);
    let levels = Camera::readable_levels(CANVAS, &style);
    let folded = fold_to_fit(&trace, slots, levels).expect("too wide to draw whole");
    let layout = tidy(&trace, |n| folded.contains(&n));
    assert!(layout.widths[0] <= slots, "{} slots", layout.widths[0]);
    let camera = Camera::fit_for(&layout, 0, CANVAS, &style);
    let readable = readable_slot_px(&style);
    let mut pb = Playback::new(trace.clone());
    for step in [0, 12, pb.len()] {
        pb.seek(step);
        let scene = build(&pb, &layout, &camera, &style, None);
        let boxes: Vec<(NodeId, [f32; 2])> = scene
            .node_boxes()
            .map(|(id, b)| (id, box_centre(&b)))
            .collect();
        assert!(boxes.len() > 7, "{} nodes drawn", boxes.len());
        for (i, (a, pa)) in boxes.iter().enumerate() {
            for (b, pb_) in &boxes[i + 1..] {
                let d = ((pa[0] - pb_[0]).powi(2) + (pa[1] - pb_[1]).powi(2)).sqrt();
                assert!(
                    d >= readable * 0.999,
                    "step {step}: {a:?} and {b:?} are {d:.1} px apart (readable: {readable})"
                );
            }
        }
        // Every folded node shows its value (or ?) and its count, no smaller than a name.
        let t = texts_with_size(&scene);
        for &id in &folded {
            let Some(c) = scene.centre(id) else { continue };
            let below = |s: &str| {
                t.iter().any(|(text, size, pos)| {
                    text == s && *size >= name_px(&style) && (pos[0] - c[0]).abs() < 1.0
                })
            };
            // 1234 is written "1,234 more".
            let count = gametree_teach::picture_words::folded_more(layout.hidden_below(id));
            assert!(below(&count), "step {step}: {id:?} has no {count} under it");
            let value_shown = t.iter().any(|(text, size, pos)| {
                *size >= name_px(&style)
                    && (pos[0] - c[0]).abs() < 1.0
                    && pos[1] > c[1]
                    && !text.starts_with('+')
                    && (text == "?" || text.chars().any(|ch| ch.is_ascii_digit()))
            });
            assert!(value_shown, "step {step}: {id:?} shows no value or ?");
        }
    }
}

#[test]
fn a_double_clicked_node_keeps_its_value_and_count_in_readable_type() {
    for scale in [1.0, 1.6] {
        let style = Style {
            font_scale: scale,
            ..Style::default()
        };
        let trace = wikipedia(Algorithm::AlphaBeta);
        let root = trace.iterations[0].root;
        let b = trace.children(root)[0];
        let layout = tidy(&trace, |n| n == b);
        let camera = Camera::fit_for(&layout, 0, [700.0, 420.0], &style);
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len());
        let scene = build(&pb, &layout, &camera, &style, None);
        let c = scene.centre(b).unwrap();
        let t = texts_with_size(&scene);
        let hidden = gametree_teach::picture_words::folded_more(layout.hidden_below(b));
        let at_b = |s: &str| {
            t.iter()
                .any(|(text, size, pos)| text == s && *size >= name_px(&style) && pos[0] == c[0])
        };
        assert!(at_b(&hidden), "{hidden} missing at {c:?}: {t:?}");
        assert!(at_b("3"), "B's value 3 missing: {t:?}");
        // Before the search reaches it: "?".
        pb.seek(0);
        let scene = build(&pb, &layout, &camera, &style, None);
        let t = texts_with_size(&scene);
        assert!(
            t.iter().any(|(text, size, pos)| text == "?"
                && *size >= name_px(&style)
                && pos[0] == scene.centre(b).unwrap()[0]),
            "{t:?}"
        );
    }
}

#[test]
fn mtdf_table_answers_are_their_own_kind_with_a_legend_key() {
    let trace = wikipedia(Algorithm::Mtdf);
    let hits: Vec<NodeId> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.node(n).has(flags::TT_HIT))
        .collect();
    assert!(
        !hits.is_empty(),
        "MTD(f) on Wikipedia's tree uses its table"
    );
    let layout = tidy(&trace, |_| false);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let it = trace.iteration_at(pb.step() - 1);
    let camera = Camera::fit(&layout, it, [1000.0, 600.0]);
    let scene = build(&pb, &layout, &camera, &Style::default(), None);
    let words = Style::default().words;
    assert!(
        scene.texts().contains(&words.table),
        "the legend explains the table's mark: {:?}",
        scene.texts()
    );
    let hit = *hits
        .iter()
        .find(|&&n| trace.iteration_at(trace.node(n).enter_step as usize) == it)
        .expect("a table answer in the last pass");
    let c = scene.centre(hit).expect("drawn");
    // Not a leaf's box: the node keeps its player's triangle, and the table's mark (a grid,
    // drawn as a small box with lines) sits under it.
    let near = |p: [f32; 2]| (p[0] - c[0]).abs() < 40.0 && (p[1] - c[1]).abs() < 40.0;
    let triangle = scene.shapes.iter().any(
        |s| matches!(s, Shape::Polygon { points, .. } if points.len() == 3 && near(points[0])),
    );
    let leaf_box = scene.shapes.iter().any(|s| {
        matches!(s, Shape::Rect { min, max, .. }
            if (min[0] + max[0]) / 2.0 == c[0] && (min[1] + max[1]) / 2.0 == c[1])
    });
    let mark = scene.shapes.iter().any(|s| {
        matches!(s, Shape::Rect { min, max, .. }
            if min[0] < c[0] && max[0] > c[0] && min[1] > c[1] && near(*min)
                && max[0] - min[0] < 20.0)
    });
    assert!(
        triangle && !leaf_box && mark,
        "{triangle} {leaf_box} {mark}"
    );
    // A search without table answers has no such key.
    let ab = wikipedia(Algorithm::AlphaBeta);
    let l = tidy(&ab, |_| false);
    let mut pb = Playback::new(ab.clone());
    pb.seek(pb.len());
    let scene = build(
        &pb,
        &l,
        &Camera::fit(&l, 0, [1000.0, 600.0]),
        &Style::default(),
        None,
    );
    assert!(!scene.texts().contains(&words.table));
}

#[test]
fn pvs_re_search_copies_appear_only_when_the_search_creates_them() {
    let trace = wikipedia(Algorithm::Pvs);
    let copies: Vec<NodeId> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.node(n).has(flags::RESEARCH))
        .collect();
    assert!(!copies.is_empty(), "PVS searches some position again");
    let full = tidy(&trace, |_| false);
    let mut pb = Playback::new(trace.clone());
    for step in 0..=pb.len() {
        pb.seek(step);
        // The tree as it stands: no place for a copy not made yet, in the layout or on screen,
        // whichever layout the caller draws with.
        let now = tidy_at(&trace, step, |_| false);
        for layout in [&now, &full] {
            let camera = Camera::fit(layout, 0, [1200.0, 700.0]);
            let scene = build(&pb, layout, &camera, &Style::default(), None);
            for &c in &copies {
                let entered = (trace.node(c).enter_step as usize) < step;
                let below: Vec<NodeId> = trace
                    .tree
                    .node_indices()
                    .filter(|&n| trace.ancestry(n).contains(&c))
                    .collect();
                for n in below {
                    assert_eq!(
                        scene.centre(n).is_some(),
                        entered,
                        "step {step}: node {n:?} under re-search copy {c:?}"
                    );
                    if !entered {
                        assert!(!now.visible(n), "step {step}: {n:?} has a place");
                    }
                }
            }
        }
    }
    // Before the first re-search the tree is as wide as alpha-beta's.
    let ab = wikipedia(Algorithm::AlphaBeta);
    assert_eq!(
        tidy_at(&trace, 0, |_| false).widths,
        tidy(&ab, |_| false).widths
    );
}

/// Issue 43, item 14: a small picture (Compare's, about 260 points wide, its type at 0.8)
/// whose search used the table keeps the keys of what it draws, the table's answers and the
/// best line among them: the legend takes two rows, each inside the picture and its band.
#[test]
fn a_small_picture_keeps_its_table_and_best_line_keys_in_two_rows() {
    let trace = wikipedia(Algorithm::Mtdf);
    let layout = tidy(&trace, |_| false);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let it = trace.iteration_at(pb.step() - 1);
    let size = [260.0, 200.0];
    let style = Style {
        font_scale: 0.8,
        ..Style::default()
    };
    let camera = Camera::fit(&layout, it, size);
    let scene = build(&pb, &layout, &camera, &style, None);
    let words = style.words;
    let texts = scene.texts();
    for key in [&words.table, &words.best_line, &words.pruned] {
        assert!(texts.contains(key), "{key} in {texts:?}");
    }
    let band = size[1] - legend_band(&style);
    let keys: Vec<_> = texts_with_size(&scene)
        .into_iter()
        .filter(|(_, _, pos)| pos[1] > band)
        .collect();
    let rows: std::collections::BTreeSet<i32> = keys
        .iter()
        .map(|(_, _, pos)| pos[1].round() as i32)
        .collect();
    assert_eq!(rows.len(), 2, "{keys:?}");
    for (text, size_px, pos) in &keys {
        assert!(*size_px >= MIN_TEXT_PX, "{text} at {size_px}");
        assert!(pos[1] - size_px / 2.0 >= band && pos[1] + size_px / 2.0 <= size[1]);
    }
}
