//! Issue 36, item 9: the picture and the sentence agree on what is known at a step — a leaf
//! the sentence names by its value shows that value, faint until it is evaluated; MTD(f)'s
//! last root shows the bound the sentence explains; a pruned inner node kept once under a
//! later pass is drawn as the MIN node it is, not as a leaf's box; a folded node says how
//! many nodes it hides in words, not as a score.

use super::style::Palette;
use super::*;
use crate::layout::tidy;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{NodeId, Playback, Trace};
use gametree_teach::i18n::{Lang, with_lang};
use std::sync::Arc;

fn wikipedia_mtdf() -> Arc<Trace> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/trees/wikipedia.json"
    );
    let scenario = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::File(path.into()),
            min_root: false,
        },
        config: SearchConfig {
            algorithm: Algorithm::Mtdf,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    Arc::new(scenario.record(None).unwrap())
}

/// The scene of `pb`'s step, its iteration fitted to a 1280 × 720 canvas.
fn scene_at(pb: &Playback) -> Scene {
    let trace = pb.trace();
    let layout = tidy(trace, |_| false);
    let it = trace.iteration_at(pb.step().saturating_sub(1));
    let camera = Camera::fit(&layout, it, [1280.0, 720.0]);
    build(pb, &layout, &camera, &Style::default(), None)
}

fn hit_box(scene: &Scene, id: NodeId) -> [f32; 4] {
    scene
        .node_boxes()
        .find(|(n, _)| *n == id)
        .map(|(_, b)| b)
        .unwrap_or_else(|| panic!("{id:?} is drawn"))
}

/// The text drawn inside node `id`, and its colour.
fn text_in(scene: &Scene, id: NodeId) -> Option<(String, Rgba)> {
    let b = hit_box(scene, id);
    scene.shapes.iter().find_map(|s| match s {
        Shape::Text {
            pos, text, color, ..
        } if pos[0] > b[0] && pos[0] < b[2] && pos[1] > b[1] && pos[1] < b[3] => {
            Some((text.clone(), *color))
        }
        _ => None,
    })
}

#[test]
fn a_leaf_the_sentence_names_by_its_value_shows_that_value() {
    let trace = wikipedia_mtdf();
    let faint = Palette::new(false).pruned;
    let mut pb = Playback::new(trace.clone());
    let mut entered = 0;
    while pb.forward() {
        let e = pb.event().unwrap();
        let leaf = trace
            .node(e.node)
            .has(gametree_engine::trace::flags::TERMINAL);
        if e.kind != gametree_engine::trace::EventKind::Enter || !leaf {
            continue;
        }
        // "Go down from M to leaf 3 under M": the box shows 3, faint until it is evaluated.
        let label = gametree_teach::move_words::label(&trace, e.node);
        for lang in [Lang::En, Lang::Zh] {
            let said = with_lang(lang, || gametree_teach::narrate::narrate(&pb));
            assert!(said.contains(&label), "{said}");
        }
        let scene = scene_at(&pb);
        assert_eq!(text_in(&scene, e.node), Some((label.clone(), faint)));
        pb.forward();
        let scene = scene_at(&pb);
        let (shown, colour) = text_in(&scene, e.node).unwrap();
        assert_eq!(shown, label);
        assert_ne!(colour, faint, "evaluated at step {}", pb.step());
        entered += 1;
    }
    assert!(entered >= 9, "{entered} leaves entered");
}

#[test]
fn mtdf_draws_a_pruned_min_node_as_one_and_ends_on_the_bound_it_explains() {
    let trace = wikipedia_mtdf();
    let mut pb = Playback::new(trace.clone());
    // The end of pass 1: the root cut off C and D; D's subtree is kept under pass 2's D.
    let root = trace.iterations[0].root;
    pb.seek(trace.node(root).exit_step as usize + 1);
    let scene = scene_at(&pb);
    for d in trace.children(root).into_iter().skip(1) {
        let b = hit_box(&scene, d);
        let triangle = scene.shapes.iter().any(|s| match s {
            Shape::Polygon { points, .. } if points.len() == 3 => points
                .iter()
                .all(|p| p[0] >= b[0] - 1.0 && p[0] <= b[2] + 1.0 && p[1] >= b[1] - 1.0),
            _ => false,
        });
        assert!(triangle, "MIN node {d:?} is a triangle, not a leaf's box");
    }
    // At the end the last pass's root is a bound, "≤ 6", and the sentence says so before
    // giving the value the bounds close on.
    pb.seek(pb.len());
    let last = trace.iterations.last().unwrap().root;
    let (shown, _) = text_in(&scene_at(&pb), last).unwrap();
    assert_eq!(shown, "≤ 6");
    for (lang, value) in [(Lang::En, "value is 6"), (Lang::Zh, "值为 6")] {
        let said = with_lang(lang, || gametree_teach::narrate::narrate(&pb));
        assert!(said.contains("≤ 6") && said.contains("6 ≤"), "{said}");
        assert!(said.contains(value), "{said}");
    }
}

#[test]
fn a_folded_node_says_how_many_nodes_it_hides_in_words() {
    use gametree_teach::picture_words::folded_more;
    assert_eq!(with_lang(Lang::En, || folded_more(59_704)), "59,704 more");
    assert_eq!(
        with_lang(Lang::Zh, || folded_more(59_704)),
        "还有 59,704 个"
    );
    // On the picture: AIMA 5.2 with B folded shows "3 more" under B, never "+3".
    let trace = Arc::new(Scenario::default().record(None).unwrap());
    let b = trace.children(trace.iterations[0].root)[0];
    let layout = tidy(&trace, |n| n == b);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
    for lang in [Lang::En, Lang::Zh] {
        let texts = with_lang(lang, || {
            build(&pb, &layout, &camera, &Style::default(), None).texts()
        });
        let more = with_lang(lang, || folded_more(3));
        assert!(texts.contains(&more), "{texts:?}");
        assert!(!texts.iter().any(|t| t.starts_with('+')), "{texts:?}");
    }
}
