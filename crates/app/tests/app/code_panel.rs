//! The Code panel (issue 27): C shows it beside the tree, the listing of the search that ran
//! with the line the step runs lit; the listing's language is chosen by its tab.

use super::support::{harness, settle};
use egui::Key;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::code_lines::Line;
use gametree_teach::listings::CodeLang;

#[test]
fn c_shows_the_code_with_the_cutoff_lit_at_aima_step_22() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    assert!(h.state().drawn.code.is_none(), "off until asked for");
    h.state_mut().loaded.as_mut().unwrap().playback.seek(22);
    h.key_press(Key::C);
    settle(&mut h);
    let shown = h.state().drawn.code.expect("C shows the Code panel");
    let canvas = h.state().drawn.canvas.expect("the tree is drawn");
    assert!(
        !shown.intersects(canvas.shrink(1.0)),
        "beside the tree, not over it"
    );
    // Step 22 is C's cutoff: the `break` of the one-function pseudocode.
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let running = h.state_mut().code.running(&trace, 22).expect("a line runs");
    assert_eq!(running.lines, [Line::Cut]);
    h.get_by_label_contains("break");
    // AIMA's listing: the cut is MIN-VALUE's `if v ≤ α then return v`.
    h.get_by_label("AIMA").click();
    settle(&mut h);
    assert_eq!(h.state().code.lang, CodeLang::Aima);
    h.get_by_label_contains("if v ≤ α then return v");
    h.key_press(Key::C);
    settle(&mut h);
    assert!(h.state().drawn.code.is_none(), "C hides it again");
}
