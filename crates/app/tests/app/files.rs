//! Files the way people expect them: a tree or a trace dropped on the window opens, Ctrl+O
//! opens a dialog that lists the folder and opens the file chosen, and "Save picture as…"
//! writes where the dialog says.

use crate::support::{harness, settle};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::error::AppError;
use gametree_engine::scenario::Scenario;
use gametree_teach::Say;
use std::path::{Path, PathBuf};

/// A file dropped on the window, as the desktop integration hands it to egui.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut Harness<'_, App>, path: &Path) {
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path.to_path_buf())));
    h.step();
    settle(h);
}

#[test]
fn dropped_trees_are_searched_and_dropped_traces_open() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    // A tree: MAX over MIN(1, 2) and MIN(3, 4) is 3, searched with the panel's options.
    let tree = dir.path().join("mine.json");
    std::fs::write(&tree, "[[1,2],[3,4]]").unwrap();
    drop_file(&mut h, &tree);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.outcome.root_value, 3);
    assert!(
        gametree_teach::titles::trace_title(&trace).contains("mine.json"),
        "{}",
        gametree_teach::titles::trace_title(&trace)
    );
    // A trace written by the app opens as recorded.
    let saved = dir.path().join("aima-trace.json");
    let aima = Scenario::default().record(None).unwrap();
    let mut bytes = Vec::new();
    gametree_engine::trace::json::write_json(
        &aima,
        &gametree_teach::titles::trace_title(&aima),
        &mut bytes,
    )
    .unwrap();
    std::fs::write(&saved, bytes).unwrap();
    drop_file(&mut h, &saved);
    let opened = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(opened.event_count(), aima.event_count());
    assert_eq!(
        gametree_teach::titles::trace_title(&opened),
        gametree_teach::titles::trace_title(&aima)
    );
    // Something else: its error in place, the app runs on.
    let junk = dir.path().join("junk.json");
    std::fs::write(&junk, "[[1,2],").unwrap();
    drop_file(&mut h, &junk);
    let error = h
        .state()
        .scenario
        .error
        .clone()
        .expect("the error is shown");
    assert!(
        matches!(&error, AppError::FileTree { name, .. } if name == "junk.json"),
        "{error:?}"
    );
    let error = error.say();
    assert!(
        error.contains("junk.json") && error.contains("line 1"),
        "{error}"
    );
}

#[test]
fn ctrl_o_opens_a_dialog_that_opens_the_chosen_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("wide.json"), "[[5,6,7],[8,9]]").unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a tree").unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_steps(2);
    let dialog = h
        .state_mut()
        .open_dialog
        .as_mut()
        .expect("the dialog is open");
    dialog.go_to(dir.path().to_path_buf());
    assert_eq!(
        dialog.listed(),
        ["wide.json"],
        "only JSON files are offered"
    );
    h.run_steps(2);
    h.get_by_label("wide.json").click();
    h.run_steps(2);
    h.get_by_label("Open").click();
    h.run_steps(2);
    settle(&mut h);
    assert!(h.state().open_dialog.is_none(), "the dialog closes");
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    // MAX over MIN(5,6,7) = 5 and MIN(8,9) = 8.
    assert_eq!(trace.outcome.root_value, 8);
}

#[test]
fn save_picture_as_writes_where_the_dialog_says() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.get_by_label("Save picture as…").click();
    h.run_steps(2);
    let dialog = h
        .state_mut()
        .export
        .save_dialog
        .as_mut()
        .expect("the dialog is open");
    dialog.go_to(dir.path().to_path_buf());
    dialog.name = "slide.svg".into();
    h.run_steps(2);
    h.get_by_label("Save").click();
    h.run_steps(2);
    let svg = std::fs::read_to_string(dir.path().join("slide.svg")).unwrap();
    assert!(
        svg.contains("\n<svg") && svg.contains("AIMA"),
        "{}",
        &svg[..200.min(svg.len())]
    );
}
