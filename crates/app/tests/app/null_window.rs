//! PVS, MTD(f) and the negamax view in the app: picked in the scenario panel and run, the
//! re-search narrated and badged on the tree, MTD(f)'s bounds in the inspector, V flipping
//! MIN's values, and a practice round that asks which tests PVS searches again.

use crate::support::{harness, settle};
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::practice::PracticeView;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::EventKind;

/// B = [3, 5]; C = [6, 9] beats its test and is searched again; D = [1, 2] fails its test.
fn hand(algorithm: Algorithm) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "hand".into(),
                json: "[[3,5],[6,9],[1,2]]".into(),
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

fn texts(app: &App) -> Vec<String> {
    app.last_scene.as_ref().unwrap().texts()
}

#[test]
fn pvs_and_mtdf_are_chosen_in_the_panel_and_run() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    for (label, algorithm) in [("PVS", Algorithm::Pvs), ("MTD(f)", Algorithm::Mtdf)] {
        h.get_by_label(label).click();
        h.run_steps(2);
        h.get_by_label("▶ Run").click();
        settle(&mut h);
        let trace = h.state().loaded.as_ref().unwrap().trace().clone();
        assert_eq!(trace.config.algorithm, algorithm);
        assert_eq!(trace.outcome.root_value, 3, "AIMA 5.2 under {label}");
    }
}

#[test]
fn a_re_search_is_narrated_and_badged() {
    let mut h = harness(App::loaded_now(hand(Algorithm::Pvs)));
    h.run_steps(2);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let research = trace
        .events()
        .position(|e| e.kind == EventKind::Research)
        .unwrap();
    for _ in 0..=research {
        h.key_press(egui::Key::ArrowRight);
    }
    h.run_steps(2);
    h.get_by_label_contains("The null-window test says C is better than α = 3");
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    let shown = texts(h.state());
    assert!(shown.iter().any(|t| t == "2nd"), "{shown:?}");
    assert!(shown.iter().any(|t| t == "test"), "{shown:?}");
}

#[test]
fn the_inspector_shows_mtdf_bounds_closing_in() {
    let mut h = harness(App::loaded_now(Scenario {
        config: SearchConfig {
            algorithm: Algorithm::Mtdf,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }));
    h.run_steps(2);
    h.get_by_label("MTD(f) passes");
    h.get_by_label("no pass finished yet");
    h.key_press(egui::Key::End);
    h.run_steps(2);
    h.get_by_label("the root is ≥ 3");
    h.get_by_label("the root is ≤ 3");
    h.get_by_label("the bounds meet: the value is 3");
}

#[test]
fn v_shows_min_values_from_mins_side() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    // The Code panel folded away: the windows beside the nodes need the room.
    h.key_press(egui::Key::C);
    h.key_press(egui::Key::End);
    h.run_steps(2);
    // AIMA 5.2 at the end: MIN nodes B = 3, C ≤ 2, D ≤ 2 (its 2 is not above α = 3).
    let before = texts(h.state());
    assert!(before.iter().any(|t| t == "≤ 2") && !before.iter().any(|t| t == "-3"));
    h.key_press(egui::Key::V);
    h.run_steps(2);
    assert!(h.state().loaded.as_ref().unwrap().options.negamax);
    let after = texts(h.state());
    // B's 3 reads −3 for MIN, C's and D's ≤ 2 become ≥ −2; MAX's root keeps its 3, and
    // MIN's window (α, β) = (−∞, 3) at B reads (−3, +∞).
    for t in ["-3", "≥ -2", "3", "α=-3 β=+∞"] {
        assert!(after.iter().any(|s| s == t), "{t} in {after:?}");
    }
    h.get_by_label_contains("Negamax view:");
    h.key_press(egui::Key::V);
    h.run_steps(2);
    assert_eq!(texts(h.state()), before);
}

#[test]
fn practice_asks_which_tests_pvs_searches_again() {
    let trace = hand(Algorithm::Pvs).record(None).unwrap();
    let mut h =
        crate::support::view_harness(PracticeView::new(std::sync::Arc::new(trace)), |ui, p| {
            p.ui(ui, Current::default());
        });
    h.run();
    h.get_by_label("searched again?");
    h.get_by_label("Show solution").click();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    let r = h.state().report().unwrap();
    assert!(r.is_perfect(), "{:?}", r.marks);
    // Untick C: that answer is now wrong, and the round says why.
    h.get_by_label("searched again: C").click();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    let mistake = h.get_by_label_contains("First mistake:");
    let text = mistake.value().unwrap_or_default();
    assert!(text.contains("searches it again"), "{text}");
}

/// MTD(f) searches the tree again in each pass: once a pass is over, the toolbar offers it and
/// a click draws its tree as it ended (fitted), beside the pass under way; a step goes back to
/// the pass being searched.
#[test]
fn a_finished_mtdf_pass_keeps_its_tree() {
    let mut h = harness(App::loaded_now(hand(Algorithm::Mtdf)));
    h.run_steps(2);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert!(trace.iterations.len() >= 2, "more than one pass");
    // Somewhere in the second pass.
    let second = trace.iterations[1].first_step as usize + 3;
    h.state_mut().loaded.as_mut().unwrap().playback.seek(second);
    h.run_steps(2);
    let now = h.state().last_scene.clone().unwrap();
    // The toolbar's button (the inspector lists the passes too, as text).
    h.get_by(|n| {
        n.label().is_some_and(|l| l == "pass 1") && n.role() != egui::accesskit::Role::Label
    })
    .click();
    h.run_steps(3);
    let first = h.state().last_scene.clone().unwrap();
    assert_ne!(first, now, "the first pass's tree is drawn");
    // Its nodes are the first pass's, every one of them in view.
    let root = trace.iterations[0].root;
    let in_pass = |id| trace.ancestry(id)[0] == root;
    assert!(first.node_boxes().all(|(id, _)| in_pass(id)));
    for (_, b) in first.node_boxes() {
        assert!(b[0] >= 0.0 && b[2] <= first.size[0] && b[1] >= 0.0 && b[3] <= first.size[1]);
    }
    assert!(first.node_boxes().count() > 3);
    // A step goes back to the pass under way.
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    let back = h.state().last_scene.clone().unwrap();
    assert!(back.node_boxes().all(|(id, _)| !in_pass(id)));
}
