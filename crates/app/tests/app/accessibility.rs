//! The tree for screen readers and keyboards: every drawn node is in the accessibility tree
//! with what it shows in words, and Alt+arrows walk the tree with the inspector following.

use crate::support::harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_engine::scenario::Scenario;
use gametree_teach::Say;

#[test]
fn drawn_nodes_are_read_out_with_value_window_and_prunings() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    // Before the search: the root is there, not reached yet.
    h.get_by_label("The root A (MAX), not reached yet");
    h.key_press(egui::Key::End);
    h.run_steps(2);
    // AIMA 5.2 at the end, as the picture shows it.
    h.get_by_label("MIN node C, value at most 2, window α 3 β 2, 2 children pruned");
    h.get_by_label("MIN node B, value 3, window α -∞ β 3");
    h.get_by_label("The root A (MAX), value 3, window α 3 β +∞");
    // Leaves too, the pruned ones as pruned.
    assert_eq!(h.query_all_by_label_contains(", pruned").count(), 2);
}

#[test]
fn alt_arrows_walk_the_tree_and_the_inspector_follows() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    let name = |h: &egui_kittest::Harness<'_, App>| {
        let l = h.state().loaded.as_ref().unwrap();
        l.trace().node_name(l.inspected()).say()
    };
    let alt = |h: &mut egui_kittest::Harness<'_, App>, key| {
        h.key_press_modifiers(egui::Modifiers::ALT, key);
        h.run_steps(2);
    };
    assert_eq!(name(&h), "A");
    alt(&mut h, egui::Key::ArrowDown);
    assert_eq!(name(&h), "B");
    alt(&mut h, egui::Key::ArrowRight);
    assert_eq!(name(&h), "C");
    alt(&mut h, egui::Key::ArrowRight);
    assert_eq!(name(&h), "D");
    alt(&mut h, egui::Key::ArrowRight);
    assert_eq!(name(&h), "D", "no sibling after the last");
    alt(&mut h, egui::Key::ArrowLeft);
    alt(&mut h, egui::Key::ArrowDown);
    assert_eq!(name(&h), "2", "C's first child, the leaf 2");
    alt(&mut h, egui::Key::ArrowUp);
    alt(&mut h, egui::Key::ArrowUp);
    assert_eq!(name(&h), "A");
    // The inspector shows the node walked to; the step did not move.
    assert_eq!(h.state().loaded.as_ref().unwrap().playback.step(), 0);
    h.get_by_label("Clicked node");
}
