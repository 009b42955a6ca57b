//! `gametree gui --events FILE --tree F` (issue 28, item 5): the learner's events are read
//! against the tree before any window opens, and each way it cannot go is one line — a broken
//! file, no tree, an algorithm check cannot compare with, a missing file — while good events
//! get as far as the window (here: no display).

use super::cli_errors::{BIN, check_error, fails, file};
use std::process::Command;

/// Absolute: another test of this binary changes the working folder.
const AIMA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/trees/aima.json");

#[test]
fn gui_events_are_read_before_any_window_opens() {
    let dir = tempfile::tempdir().unwrap();
    let bad = file(&dir, "bad.jsonl", "{\"enter\": null}\n{\"enter\": 9}\n");
    let bad = bad.to_str().unwrap();
    fails(
        &["gui", "--events", bad, "--tree", AIMA],
        &["bad.jsonl", "line 2", "enter 9", "3 children"],
    );
    fails(&["gui", "--events", bad, "--bones", "5"], &["--tree"]);
    fails(
        &["gui", "--events", bad, "--tree", AIMA, "--algo", "pvs"],
        &["--algo minimax", "--algo alphabeta"],
    );
    let missing = dir.path().join("missing.jsonl");
    fails(
        &["gui", "--events", missing.to_str().unwrap(), "--tree", AIMA],
        &["missing.jsonl"],
    );
    fails(
        &["gui", "--events", bad, "--link", "#bones=5"],
        &["--events", "--link"],
    );
    // Good events get as far as the window.
    let good = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/own-search/aima-alphabeta-bug.jsonl"
    );
    let args = ["gui", "--events", good, "--tree", AIMA];
    let out = Command::new(BIN)
        .env("LC_ALL", "C")
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    check_error(&args, &out, &["no display found"]);
}
