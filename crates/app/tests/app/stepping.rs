//! The app driven through egui_kittest with no display: keys and buttons move the step, a
//! step back restores what was shown, the narration at chosen steps of the AIMA figure 5.2
//! tree names the right node, numbers and rule, and at the end the pruned leaves are drawn
//! as pruned.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_draw::scene::Shape;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::{EventKind, NodeId, Status};
use gametree_teach::Say;

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

fn aima() -> Harness<'static, App> {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h
}

fn step(h: &Harness<'_, App>) -> usize {
    h.state().loaded.as_ref().unwrap().playback.step()
}

fn len(h: &Harness<'_, App>) -> usize {
    h.state().loaded.as_ref().unwrap().playback.len()
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    h.run_steps(2);
}

#[test]
fn starts_paused_at_step_zero_and_keys_move_the_step() {
    let mut h = aima();
    assert_eq!(step(&h), 0);
    h.run_steps(10);
    assert_eq!(step(&h), 0, "the app starts paused");
    press(&mut h, egui::Key::ArrowRight);
    press(&mut h, egui::Key::ArrowRight);
    assert_eq!(step(&h), 2);
    press(&mut h, egui::Key::ArrowLeft);
    assert_eq!(step(&h), 1);
    press(&mut h, egui::Key::End);
    assert_eq!(step(&h), len(&h));
    press(&mut h, egui::Key::Home);
    assert_eq!(step(&h), 0);
    // N jumps to just after the first cutoff, P back to it from later on.
    press(&mut h, egui::Key::N);
    let first_cut = step(&h);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.event(first_cut - 1).kind, EventKind::Cutoff);
    assert!(
        trace
            .events()
            .take(first_cut - 1)
            .all(|e| e.kind != EventKind::Cutoff)
    );
    press(&mut h, egui::Key::End);
    press(&mut h, egui::Key::P);
    let last_cut = step(&h);
    assert_eq!(trace.event(last_cut - 1).kind, EventKind::Cutoff);
    assert!(
        trace
            .events_from(last_cut)
            .all(|e| e.kind != EventKind::Cutoff)
    );
}

#[test]
fn buttons_move_the_step_and_show_step_k_of_n() {
    let mut h = aima();
    let n = len(&h);
    h.get_by_label("Forward ▶").click();
    h.run_steps(2);
    h.get_by_label("Forward ▶").click();
    h.run_steps(2);
    assert_eq!(step(&h), 2);
    h.get_by_label(&format!("step 2 of {n}"));
    h.get_by_label("◀ Back").click();
    h.run_steps(2);
    assert_eq!(step(&h), 1);
    h.get_by_label("End ▶|").click();
    h.run_steps(2);
    assert_eq!(step(&h), n);
    h.get_by_label(&format!("step {n} of {n}"));
    h.get_by_label("|◀ Start").click();
    h.run_steps(2);
    assert_eq!(step(&h), 0);
    h.get_by_label("Cutoff ▶").click();
    h.run_steps(2);
    assert!(step(&h) > 0);
}

#[test]
fn play_advances_and_pause_stops() {
    let mut h = aima();
    h.get_by_label("▶ Play").click();
    h.run_steps(30);
    let played = step(&h);
    assert!(played > 0, "playing moves the step");
    h.get_by_label("■ Pause").click();
    h.run_steps(2);
    let paused = step(&h);
    h.run_steps(30);
    assert_eq!(step(&h), paused);
}

#[test]
fn stepping_back_restores_the_previous_display() {
    let mut h = aima();
    for _ in 0..7 {
        press(&mut h, egui::Key::ArrowRight);
    }
    let before = h.state().last_scene.clone().unwrap();
    let said = h.state().narration.current().to_string();
    press(&mut h, egui::Key::ArrowRight);
    let after = h.state().last_scene.clone().unwrap();
    assert_ne!(before, after, "a step changes the drawing");
    press(&mut h, egui::Key::ArrowLeft);
    assert_eq!(h.state().last_scene.clone().unwrap(), before);
    assert_eq!(h.state().narration.current(), said);
}

/// The step just after `kind` happened at the node named `name`.
fn step_after(h: &Harness<'_, App>, kind: EventKind, name: &str) -> usize {
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    trace
        .events()
        .position(|e| e.kind == kind && trace.node_name(e.node).say() == name)
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("no {kind:?} at {name}"))
}

fn seek(h: &mut Harness<'_, App>, k: usize) {
    h.state_mut().loaded.as_mut().unwrap().playback.seek(k);
    h.run_steps(2);
}

#[test]
fn narration_names_the_node_values_and_rule_at_aima_steps() {
    let mut h = aima();
    // AIMA 5.2: B = min(3, 12, 8) = 3 gives the root α = 3; C's first leaf is 2 ≤ α, so C's
    // other two leaves are pruned.
    let cut = step_after(&h, EventKind::Cutoff, "C");
    seek(&mut h, cut);
    let text = h.state().narration.current().to_string();
    for part in ["C", "≤ 2", "α = 3", "α\u{a0}≥\u{a0}β", "2 children"] {
        assert!(text.contains(part), "{part:?} missing from {text:?}");
    }
    h.get_by_label_contains("Cutoff at MIN node C");

    let exit_b = step_after(&h, EventKind::Exit, "B");
    seek(&mut h, exit_b);
    let text = h.state().narration.current().to_string();
    assert!(text.contains('B') && text.contains('3'), "{text}");

    press(&mut h, egui::Key::End);
    let text = h.state().narration.current().to_string();
    assert!(text.contains("value is 3"), "{text}");
    // The log lists the earlier steps, the cutoff among them.
    h.get_by_label_contains("Cutoff at MIN node C");
}

#[test]
fn at_the_end_the_pruned_leaves_are_drawn_as_pruned() {
    let mut h = aima();
    press(&mut h, egui::Key::End);
    let app = h.state();
    let trace = app.loaded.as_ref().unwrap().trace().clone();
    let scene = app.last_scene.clone().unwrap();
    let pruned: Vec<NodeId> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.node(n).status == Status::Pruned)
        .collect();
    // Independent truth (the textbook figure): C's leaves 4 and 6 are never looked at.
    // (An unlabelled leaf is named by its value in the tree file.)
    let mut names: Vec<String> = pruned.iter().map(|&n| trace.node_name(n).say()).collect();
    names.sort();
    assert_eq!(names, vec!["4", "6"]);
    // Each pruned leaf is drawn, and a dashed (pruned) edge ends at it; no dashed edge ends at
    // a visited node.
    let dashed_ends: Vec<[f32; 2]> = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Segments {
                points,
                dashed: true,
                ..
            } => Some(points.chunks(2).map(|p| p[1]).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect();
    let box_of = |n: NodeId| scene.hits.iter().find(|(id, _)| *id == n).map(|h| h.1);
    let near = |b: [f32; 4], p: [f32; 2]| {
        p[0] >= b[0] - 4.0 && p[0] <= b[2] + 4.0 && p[1] >= b[1] - 12.0 && p[1] <= b[3] + 4.0
    };
    for &n in &pruned {
        let b = box_of(n).expect("pruned leaf drawn");
        assert!(
            dashed_ends.iter().any(|&p| near(b, p)),
            "no pruned edge to {n:?}"
        );
    }
    for n in trace.tree.node_indices() {
        if trace.node(n).status == Status::Visited
            && let Some(b) = box_of(n)
        {
            assert!(
                !dashed_ends.iter().any(|&p| near(b, p)),
                "{n:?} drawn as pruned"
            );
        }
    }
}
