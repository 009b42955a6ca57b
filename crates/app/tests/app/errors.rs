//! Errors in place: a missing or malformed tree file and an impossible tic-tac-toe position
//! show a readable red message in the app, which keeps running and can still load an example.
//! These go through the real worker thread.

use crate::support::{harness, settle};
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::error::AppError;
use gametree_app::worker::Failed;
use gametree_engine::scenario::GameKind;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_teach::Say;

fn tree_file(path: &str) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::File(path.into()),
            min_root: false,
        },
        ..Scenario::default()
    }
}

#[test]
fn a_missing_tree_file_shows_its_error_and_the_app_carries_on() {
    let mut h = harness(App::new(tree_file("/no/such/dir/tree.json")));
    h.step();
    settle(&mut h);
    assert!(h.state().loaded.is_none());
    let error = h.state().scenario.error.clone().expect("an error is shown");
    assert!(
        matches!(error, AppError::Failed(Failed::Scenario(_))),
        "{error:?}"
    );
    let error = error.say();
    assert!(error.contains("/no/such/dir/tree.json"), "{error}");
    h.get_by_label(&error);

    // The app still works: pick an example from the menu.
    h.get_by_label("Examples").click();
    h.run_steps(2);
    h.get_by_label("AIMA figure 5.2 tree").click();
    h.run_steps(1);
    settle(&mut h);
    let loaded = h.state().loaded.as_ref().expect("the example loaded");
    assert_eq!(loaded.trace().outcome.root_value, 3);
    assert!(h.state().scenario.error.is_none());
}

#[test]
fn a_malformed_tree_file_names_the_problem() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("app_errors.json");
    std::fs::write(&path, "[[3, 12], []]").unwrap();
    let mut h = harness(App::new(tree_file(path.to_str().unwrap())));
    h.step();
    settle(&mut h);
    let error = h.state().scenario.error.clone().expect("an error is shown");
    assert!(
        matches!(error, AppError::Failed(Failed::Scenario(_))),
        "{error:?}"
    );
    let error = error.say();
    // An inner node with no children is an error (docs/trees.md), reported against this file.
    assert!(error.contains(path.to_str().unwrap()), "{error}");
    h.get_by_label(&error);
}

#[test]
fn an_impossible_position_is_refused_in_red_without_searching() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.get_by_label("Tic-tac-toe").click();
    h.run_steps(2);
    assert_eq!(h.state().scenario.kind, GameKind::TicTacToe);
    // A right-click places the mark of the side not to move: O on the empty board, where X
    // moves first.
    h.get_by_label("cell a1").click_secondary();
    h.run_steps(3);
    h.run_steps(1);
    assert_eq!(h.state().scenario.position(), "O........");
    h.get_by_label("▶ Run").click();
    h.run_steps(2);
    assert!(h.state().worker.is_none(), "no search starts");
    let error = h.state().scenario.error.clone().expect("an error is shown");
    assert!(matches!(error, AppError::Position(_)), "{error:?}");
    let error = error.say();
    h.get_all_by_label(&error)
        .next()
        .expect("shown in the panel");
    // The loaded AIMA search is untouched.
    assert_eq!(
        h.state()
            .loaded
            .as_ref()
            .unwrap()
            .trace()
            .outcome
            .root_value,
        3
    );
}
