//! The key table ([`gametree_app::keys::TABLE`]) is the one place keys are bound: the help lists
//! exactly its rows, no key is bound twice, and no file of the app names a key outside it.

use super::support::{harness, settle};
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::keys::{TABLE, Words};
use gametree_engine::scenario::Scenario;
use std::collections::HashSet;
use std::path::Path;

#[test]
fn the_help_lists_every_row_of_the_key_table() {
    let mut h = harness(App::new(Scenario::default()));
    settle(&mut h);
    h.key_press(egui::Key::Questionmark);
    h.run_steps(2);
    assert!(h.state().help.open);
    let lines = gametree_app::help::key_rows();
    let table_lines = TABLE
        .iter()
        .filter(|r| matches!(r.words, Words::Line(_)))
        .count();
    assert_eq!(
        lines.len(),
        table_lines,
        "the help's key list is the table's"
    );
    for (keys, words) in lines {
        // A key may also be a node's name ("C"), so any one will do.
        assert!(h.query_all_by_label(keys).next().is_some(), "{keys}");
        assert!(h.query_all_by_label(&words).next().is_some(), "{words}");
    }
    // The modes' keys are in the help's list of modes, one per mode.
    let kit = &h.state().toolkit;
    let modes: Vec<_> = kit.mode_lines().into_iter().map(|(key, ..)| key).collect();
    let table_modes: Vec<_> = TABLE
        .iter()
        .filter(|r| matches!(r.words, Words::Mode(_)))
        .map(|r| r.keys.to_string())
        .collect();
    assert_eq!(modes, table_modes, "every mode has its row, in order");
    h.get_by_label_contains(&kit.key_hint());
}

#[test]
fn no_key_is_bound_twice() {
    let mut seen = HashSet::new();
    for row in TABLE {
        assert!(!row.bindings.is_empty(), "{}", row.keys);
        for b in row.bindings {
            assert!(
                seen.insert((b.key, b.modifiers)),
                "{:?} with {:?} is bound twice",
                b.key,
                b.modifiers
            );
        }
    }
}

/// Every key the app handles comes from the table: no source file but `keys.rs` names one.
#[test]
fn every_key_handled_comes_from_the_table() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack = vec![src.clone()];
    let mut found = vec![];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path == src.join("keys.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                // `Key::` as a word: egui's keys, not the scenario's (`ScenarioKey::`).
                let key = line
                    .match_indices("Key::")
                    .any(|(i, _)| !line[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_'));
                if key || line.contains("KeyboardShortcut::new") {
                    found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "keys bound outside keys.rs: {found:#?}");
}
