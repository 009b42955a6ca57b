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

/// Issue 43, item 16: a tree with chance nodes is refused once, whatever `--algo` says: check
/// (and the app's check mode) compares a search with minimax and alpha-beta, and such a tree
/// needs neither. Never the detour "choose --algo minimax", then "minimax has no rule".
#[test]
fn a_chance_tree_is_refused_once_whatever_the_algorithm() {
    let dir = tempfile::tempdir().unwrap();
    let chance = file(
        &dir,
        "chance.json",
        r#"{"chance": [[0.5, [3, 1]], [0.5, [2, 8]]]}"#,
    );
    let chance = chance.to_str().unwrap();
    let events = file(&dir, "e.jsonl", "{\"enter\": null}\n{\"exit\": 0}\n");
    let events = events.to_str().unwrap();
    for command in ["check", "gui"] {
        for algo in [&[][..], &["--algo", "minimax"], &["--algo", "alphabeta"]] {
            let args = [&[command, "--tree", chance, "--events", events][..], algo].concat();
            let said = fails(
                &args,
                &["minimax and alpha-beta", "chance nodes needs neither"],
            );
            assert!(!said.contains("choose --algo"), "{args:?}: {said}");
            assert!(!said.contains("no rule"), "{args:?}: {said}");
            if command == "check" {
                assert_eq!(super::cli_errors::run(&args).status.code(), Some(2));
            }
        }
    }
}
