//! Big trees on demand: a search of more than 5,000 nodes opens collapsed; the current step's
//! node is always drawn (checked against the layout itself on random recordings); a click opens
//! one level; "find" goes to a position by its moves.

use crate::support::harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::state::Loaded;
use gametree_draw::layout::tidy;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::SearchConfig;
use proptest::prelude::*;

fn tree_json(depth: u32, seed: u64) -> String {
    let opts = gametree_engine::game::random_tree::RandomTreeOptions {
        depth,
        min_children: 1,
        max_children: 4,
        min_value: -9,
        max_value: 9,
        seed,
    };
    gametree_engine::game::random_tree::random_tree(&opts)
        .unwrap()
        .to_json()
}

fn scenario(json: String, iterative: bool) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "random".into(),
                json,
            },
            min_root: false,
        },
        config: SearchConfig {
            iterative,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn the_current_node_is_always_drawn(depth in 2u32..6, seed: u64, level in 0u16..3, iterative: bool) {
        let trace = scenario(tree_json(depth, seed), iterative).record(None).unwrap();
        let mut loaded = Loaded::from_trace(trace);
        loaded.collapse_at(level);
        let len = loaded.playback.len();
        for k in 0..=len {
            loaded.playback.seek(k);
            let focus = loaded.playback.focus();
            loaded.reveal(focus);
            // The layout of what is collapsed now draws the current node.
            let set = loaded.layouts.collapsed.clone();
            let layout = tidy(loaded.trace(), |n| set.contains(&n));
            prop_assert!(layout.visible(focus), "step {}: node {:?} hidden", k, focus);
            for &c in &set {
                prop_assert!(loaded.trace().tree.children(c).next().is_some());
            }
        }
    }
}

/// Types `moves` into the emptied "find" box and presses Enter.
fn find(h: &mut egui_kittest::Harness<'_, App>, moves: &str) {
    h.state_mut().loaded.as_mut().unwrap().find.text.clear();
    h.run_steps(1);
    h.get_by_label("find").click();
    h.run_steps(1);
    h.get_by_label("find").type_text(moves);
    h.run_steps(1);
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
}

#[test]
fn a_big_search_opens_collapsed_and_find_goes_to_a_position() {
    let s = crate::support::tic_tac_toe_minimax("X........");
    let mut h = harness(App::loaded_now(s));
    h.run_steps(2);
    let loaded = h.state().loaded.as_ref().unwrap();
    assert!(loaded.trace().tree.node_count() > 5_000);
    assert!(!loaded.layouts.collapsed.is_empty(), "opens collapsed");
    let trace = loaded.trace().clone();
    // Find a position two moves deep by its moves.
    find(&mut h, "O b2, X c3");
    let l = h.state().loaded.as_ref().unwrap();
    let found = l
        .selected
        .unwrap_or_else(|| panic!("not found: {:?}", l.find));
    let moves: Vec<String> = trace
        .ancestry(found)
        .iter()
        .skip(1)
        .filter_map(|&n| trace.move_text(n))
        .collect();
    assert_eq!(moves, ["O b2", "X c3"]);
    assert!(l.is_shown(found));
    // A move that is not there is named.
    find(&mut h, "X z9");
    let l = h.state().loaded.as_ref().unwrap();
    assert!(
        matches!(&l.find.error, Some(gametree_app::error::AppError::NoMove { token, .. }) if token == "X z9")
            && l.find
                .error
                .as_ref()
                .map(gametree_teach::Say::say)
                .unwrap_or_default()
                .contains("no move \"X z9\""),
        "{:?}",
        l.find
    );
    h.get_by_label_contains("no move \"X z9\"");
}

/// A click on a collapsed node opens one level: its children show, theirs stay folded.
#[test]
fn opening_a_collapsed_node_opens_one_level() {
    let trace = scenario(tree_json(4, 3), false).record(None).unwrap();
    let mut loaded = Loaded::from_trace(trace);
    loaded.collapse_at(1);
    let trace = loaded.trace().clone();
    let folded = *loaded
        .layouts
        .collapsed
        .iter()
        .next()
        .expect("something folded");
    assert!(loaded.expand_one_level(folded));
    assert!(!loaded.layouts.collapsed.contains(&folded));
    for c in trace.children(folded) {
        let inner = trace.tree.children(c).next().is_some();
        assert_eq!(loaded.layouts.collapsed.contains(&c), inner);
        assert!(loaded.is_shown(c));
    }
    assert!(!loaded.expand_one_level(folded), "already open");
}

/// Connect Four after 4453 at depth 6 with ordering and the table (1,366 nodes) at 1280×720:
/// it opens folded to what the canvas holds at a readable spacing, and at step 12 following the
/// current node zooms in so that it and its parent's other children are on screen a readable
/// spacing apart.
#[test]
fn following_zooms_to_the_current_node_and_its_siblings_at_a_readable_size() {
    use gametree_engine::search::Algorithm;
    let s = Scenario {
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
    };
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), App::loaded_now(s));
    h.run_steps(3);
    let loaded = h.state().loaded.as_ref().unwrap();
    assert!(loaded.trace().tree.node_count() < 5_000);
    assert!(!loaded.layouts.collapsed.is_empty(), "opens folded");
    let readable = gametree_draw::scene::READABLE_SLOT_PX;
    assert!(loaded.viewport.camera.unwrap().zoom >= readable * 0.999);
    for _ in 0..12 {
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(1);
    }
    h.run_steps(4);
    let app = h.state();
    let loaded = app.loaded.as_ref().unwrap();
    assert_eq!(loaded.playback.step(), 12);
    let scene = app.last_scene.as_ref().unwrap();
    let focus = loaded.playback.focus();
    let trace = loaded.trace();
    assert!(trace.node(focus).depth >= 5, "deep in the tree");
    let on_screen =
        |p: [f32; 2]| p[0] > 0.0 && p[0] < scene.size[0] && p[1] > 0.0 && p[1] < scene.size[1];
    let c = scene.centre(focus).expect("the current node is drawn");
    assert!(on_screen(c), "current node at {c:?}");
    let parent = trace.parent(focus).unwrap();
    let mut xs: Vec<f32> = trace
        .children(parent)
        .iter()
        .map(|&k| scene.centre(k).expect("each sibling is drawn"))
        .inspect(|p| assert!(on_screen(*p), "sibling at {p:?}"))
        .map(|p| p[0])
        .collect();
    xs.sort_by(f32::total_cmp);
    for w in xs.windows(2) {
        assert!(w[1] - w[0] >= readable * 0.999, "siblings {xs:?}");
    }
}
