//! The views mounted in the whole app: the mode bar, the function keys (even while typing),
//! and practice's "Play the search" handing over to the stepper.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::toolkit::editor::TreeEditor;
use gametree_app::toolkit::practice::PracticeView;

#[test]
fn app_mode_bar_opens_the_editor_and_search_this_tree_returns_to_the_stepper() {
    let app = gametree_app::App::new(gametree_engine::scenario::Scenario::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, a: &mut gametree_app::App| a.ui(ui), app);
    h.run_steps(3);
    h.get_by_label("Tree editor").click();
    h.run_steps(3);
    assert!(h.state().toolkit.is_open());
    h.state_mut()
        .toolkit
        .mode_mut::<TreeEditor>()
        .set_text("[[1,9],[4,{\"label\":\"Z\",\"value\":2}]]");
    h.run_steps(2);
    h.get_by_label("Search this tree").click();
    let started = std::time::Instant::now();
    loop {
        h.step();
        let a = h.state();
        let done = a.loaded.as_ref().is_some_and(|l| {
            gametree_teach::titles::trace_title(l.trace()).contains("edited tree")
        });
        if done || started.elapsed().as_secs() > 30 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let a = h.state();
    assert!(!a.toolkit.is_open(), "back to the stepper");
    let trace = a.loaded.as_ref().unwrap().trace();
    assert!(
        gametree_teach::titles::trace_title(trace).contains("edited tree"),
        "{}",
        gametree_teach::titles::trace_title(trace)
    );
    // max(min(1, 9), min(4, 2)) = 2.
    assert_eq!(trace.outcome.root_value, 2);
    // F5 switches to the light presentation theme.
    h.key_press(egui::Key::F5);
    h.run_steps(2);
    assert!(h.state().toolkit.settings.settings.presentation);
    assert!(!h.ctx.global_style().visuals.dark_mode);
}

#[test]
fn app_function_keys_switch_modes_even_while_typing() {
    let mut h = app_with_aima_loaded();
    assert!(h.state().loaded.is_some(), "the AIMA search loads");
    assert!(!h.state().toolkit.is_open(), "starts on the stepper");
    for (key, mode) in [
        (egui::Key::F2, Some("editor")),
        (egui::Key::F3, Some("practice")),
        (egui::Key::F4, Some("compare")),
        (egui::Key::F6, Some("play")),
        (egui::Key::F1, None),
        (egui::Key::F2, Some("editor")),
    ] {
        h.key_press(key);
        h.run_steps(2);
        let shown = h.state().toolkit.shown_mode().map(|m| m.link_name());
        assert_eq!(shown, mode, "{key:?}");
        assert!(!h.state().toolkit.settings.settings.presentation, "{key:?}");
    }
    // Each mode's key is named in the help (`?`): its hint line lists them.
    h.key_press(egui::Key::Questionmark);
    h.run_steps(2);
    h.get_by_label_contains("F1 Stepper · F2 Tree editor · F3 Practice · F4 Compare · F6 Play");
    h.key_press(egui::Key::Questionmark);
    h.run_steps(2);
    // Typing in the editor keeps the editor (letters are text, not shortcuts)...
    h.get_by_label("Tree notation").click();
    h.run_steps(2);
    h.get_by_label("Tree notation").type_text(" ");
    h.run_steps(2);
    assert!(
        h.ctx.egui_wants_keyboard_input(),
        "the text box has the keyboard"
    );
    assert!(h.state().toolkit.is_shown::<TreeEditor>());
    // ...but a function key still switches, and hands the keyboard back.
    h.key_press(egui::Key::F3);
    h.run_steps(2);
    assert!(h.state().toolkit.is_shown::<PracticeView>());
    assert!(!h.ctx.egui_wants_keyboard_input());
    h.key_press(egui::Key::F1);
    h.run_steps(2);
    assert!(!h.state().toolkit.is_open());
    // Back on the stepper, → steps again (nothing left holding the keyboard).
    let step =
        |h: &Harness<'_, gametree_app::App>| h.state().loaded.as_ref().unwrap().playback.step();
    let before = step(&h);
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(step(&h), before + 1);
}

/// Practice's "Play the search" opens the practised search in the stepper and plays it, so
/// "Show solution" can be followed step by step.
#[test]
fn practice_play_the_search_opens_the_stepper_playing_that_search() {
    let mut h = app_with_aima_loaded();
    h.key_press(egui::Key::F3);
    h.run_steps(2);
    h.get_by_label("Show solution").click();
    h.run_steps(2);
    h.get_by_label("Play the search").click();
    h.run_steps(2);
    assert!(!h.state().toolkit.is_open(), "back on the stepper");
    let loaded = h.state().loaded.as_ref().expect("a search is shown");
    assert!(loaded.transport.playing, "it plays by itself");
    assert_eq!(
        gametree_teach::titles::trace_title(loaded.trace()),
        "tree AIMA figure 5.2 — alpha-beta"
    );
    assert!(
        loaded.playback.step() < loaded.playback.len(),
        "from the start, not the end"
    );
}

/// The whole app in a window-sized harness, once its default AIMA search has loaded.
fn app_with_aima_loaded() -> Harness<'static, gametree_app::App> {
    let app = gametree_app::App::new(gametree_engine::scenario::Scenario::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, a: &mut gametree_app::App| a.ui(ui), app);
    let started = std::time::Instant::now();
    while h.state().loaded.is_none() && started.elapsed().as_secs() < 30 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h
}
