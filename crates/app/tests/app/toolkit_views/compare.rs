//! The compare view: configurations compared off the UI thread, their values agreeing, and
//! small trees drawn side by side.

use super::harness;
use egui_kittest::kittest::Queryable;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::compare_view::CompareView;
use gametree_engine::scenario::GameChoice;

#[test]
fn compare_runs_off_the_ui_thread_and_values_agree() {
    // No click: the comparison starts by itself when the view is first shown.
    let mut h = harness(CompareView::default(), |ui, c| {
        c.ui(ui, Current::default());
    });
    h.step();
    assert!(h.state().is_running() || h.state().result().is_some());
    let started = std::time::Instant::now();
    while h.state().is_running() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
    let c = h.state().result().unwrap().as_ref().unwrap().clone();
    assert!(c.rows.len() >= 4);
    for r in &c.rows {
        let x = r.result.as_ref().unwrap();
        assert_eq!(
            x.root_value,
            3,
            "{}: AIMA 5.2's value is 3",
            gametree_teach::compare_words::configuration_name(&r.config)
        );
    }
    // Minimax enters every node of the 1 + 3 + 9 tree.
    assert_eq!(c.rows[0].result.as_ref().unwrap().nodes_by_depth, [1, 3, 9]);
    h.get_by_label_contains("Every configuration finds the same root value");
    h.get_by_label("Nodes visited by depth");
}

#[test]
fn compare_tic_tac_toe_draws_and_small_trees_side_by_side() {
    let mut c = CompareView::new(gametree_engine::scenario::Scenario {
        game: GameChoice::TicTacToe {
            position: "XO.......".into(),
        },
        ..Default::default()
    });
    c.run_now();
    let cmp = c.result().unwrap().as_ref().unwrap();
    assert!(cmp.values_agree());
    let mut w = CompareView::default();
    w.show_trees = true;
    w.run_now();
    let mut h = harness(w, |ui, c| {
        c.ui(ui, Current::default());
    });
    h.run();
    let names = h.state().drawn_trees();
    assert_eq!(names.len(), 10, "{names:?}");
    assert!(names[0].starts_with("minimax"), "{names:?}");
    // The null-window searches are drawn beside the others.
    assert!(
        names.iter().any(|n| n == "PVS") && names.iter().any(|n| n == "MTD(f)"),
        "{names:?}"
    );
}

#[test]
fn compare_chart_has_one_bar_per_configuration_as_long_as_its_count() {
    let mut v = CompareView::default();
    v.run_now();
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(
            |ui, c: &mut CompareView| {
                c.ui(ui, Current::default());
            },
            v,
        );
    h.run();
    // The chart is there, headed, and holds one bar per row of the table.
    h.get_by_label("Nodes visited, per configuration");
    let c = h.state().result().unwrap().as_ref().unwrap().clone();
    let bars = h.state().chart_bars().to_vec();
    assert_eq!(bars.len(), c.rows.len(), "{bars:?}");
    for (bar, row) in bars.iter().zip(&c.rows) {
        let x = row.result.as_ref().unwrap();
        assert_eq!(
            bar.name,
            gametree_teach::compare_words::configuration_name(&row.config)
        );
        assert_eq!(bar.nodes, x.nodes_visited as f64, "{}", bar.name);
        // The table shows the same count.
        h.get_all_by_label(&x.nodes_visited.to_string())
            .next()
            .unwrap();
    }
    // Trees are drawn by default where they fit (AIMA's 13 nodes do).
    assert_eq!(h.state().drawn_trees().len(), c.rows.len());
}

#[test]
fn compare_times_one_search_over_enough_runs_to_mean_something() {
    let mut v = CompareView::default();
    v.run_now();
    let c = v.result().unwrap().as_ref().unwrap();
    for r in &c.rows {
        let x = r.result.as_ref().unwrap();
        // A search of 13 nodes takes microseconds: it is timed over many runs, and shown in
        // a unit that does not round it to nothing.
        assert!(x.repeats > 1, "{:?}", x.repeats);
        assert!(x.time > std::time::Duration::ZERO);
        let shown = gametree_teach::compare_words::show_time(x.time);
        assert!(!shown.starts_with("0.00"), "{shown}");
    }
}
