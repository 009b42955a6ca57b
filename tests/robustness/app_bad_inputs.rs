//! The command line's bad inputs (tests/cli_errors.rs), entered through the app instead: the
//! scenario panel's file field, the clickable board, the number boxes, the tree editor's text
//! and its Open box. Each shows a readable message in place, the app keeps running, and a good
//! example still runs afterwards. Searches go through the real worker thread. Starting
//! the app on bad settings is in `app_starts`.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree::app::App;
use gametree::app::toolkit::editor::TreeEditor;
use gametree::game::{TicTacToe, TreeError};
use gametree::scenario::Scenario;
use gametree::scenario::value::Value;
use gametree::scenario::{GameKind, Key as ScenarioKey};
use gametree::teach::Say;
use std::time::{Duration, Instant};

/// Writes `bytes` to `name` in `dir`.
fn file(dir: &tempfile::TempDir, name: &str, bytes: impl AsRef<[u8]>) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, bytes).unwrap();
    p.to_str().unwrap().to_owned()
}

pub(crate) fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 820.0))
        .with_context_setup(gametree::app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

/// For text a user types: characters no bundled font has are drawn as boxes ("tofu"), as the
/// real window does (egui's default), instead of kittest's test-only panic.
fn harness_for_any_text(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 820.0))
        .with_context_setup(gametree::app::install_fonts)
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

/// The app with the AIMA example loaded and drawn.
fn aima() -> Harness<'static, App> {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h
}

/// Runs frames until the background search has finished. The UI keeps drawing frames all the
/// while (each `step` is one frame); the generous limit only turns a hang into a failure.
pub(crate) fn wait_for_worker(h: &mut Harness<'_, App>) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(300) {
        h.step();
        if h.state().worker.is_none() {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the search thread did not finish");
}

/// A small deterministic byte generator (xorshift), so failures can be reproduced.
fn garbage(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The bad tree files, each with words its message must contain (as on the command line).
fn bad_tree_files(dir: &tempfile::TempDir) -> Vec<(String, Vec<&'static str>)> {
    let n = 200_000;
    let mut cases = vec![
        (
            dir.path()
                .join("no-such-tree.json")
                .to_str()
                .unwrap()
                .to_owned(),
            vec!["cannot read"],
        ),
        (dir.path().to_str().unwrap().to_owned(), vec!["directory"]),
        (
            file(dir, "truncated.json", "[[3,12,8],[2,4"),
            vec!["line 1", "cut short"],
        ),
        (
            file(dir, "frac.json", "[[1.5, 2]]"),
            vec!["1.5", "whole number"],
        ),
        (
            file(dir, "huge.json", "[99999999999999999999]"),
            vec!["too large", "9007199254740992"],
        ),
        (
            file(dir, "string.json", "[1, \"7\"]"),
            vec!["\"7\"", "whole numbers"],
        ),
        (file(dir, "bool.json", "[true]"), vec!["true"]),
        (file(dir, "nothing.json", "[]"), vec!["no children"]),
        (
            file(dir, "inner.json", "[[1],[]]"),
            vec!["no children", "column 7"],
        ),
        (
            file(dir, "object.json", "{\"a\":1}"),
            vec!["\"a\"", "\"children\""],
        ),
        (file(dir, "utf8.json", b"[1, \xff\xfe]"), vec!["UTF-8"]),
        (
            file(dir, "arrays.json", "[".repeat(n) + "1" + &"]".repeat(n)),
            vec!["nested too deeply"],
        ),
        (
            file(
                dir,
                "objects.json",
                "{\"children\":[".repeat(n) + "1" + &"]}".repeat(n),
            ),
            vec!["nested too deeply"],
        ),
    ];
    for seed in 1..=3u64 {
        let name = format!("garbage{seed}.bin");
        cases.push((
            file(dir, &name, garbage(seed, 64 + 300 * seed as usize)),
            vec![],
        ));
    }
    cases
}

/// Replaces the text of the field labelled `label` by typing, as a user would: focus it (a
/// field holding a very long text is taller than the window, so not by a click at its
/// centre), select all, type.
fn type_into(h: &mut Harness<'_, App>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run_steps(1);
    h.get_by_label(label).type_text(text);
    h.run_steps(2);
    // Leave the field, so the keys are the stepper's again.
    h.key_press(Key::Escape);
    h.run_steps(2);
}

fn pick_example(h: &mut Harness<'_, App>, item: &str) {
    h.get_by_label("Examples").click();
    h.run_steps(2);
    h.get_by_label(item).click();
    h.run_steps(1);
    wait_for_worker(h);
}

fn root_value(h: &Harness<'_, App>) -> i64 {
    h.state()
        .loaded
        .as_ref()
        .expect("a search is loaded")
        .trace()
        .outcome
        .root_value
        .int()
        .expect("a minimax-family value")
}

/// The error shown in the scenario panel, checked to be one readable line on screen.
fn shown_error(h: &Harness<'_, App>) -> String {
    let e = gametree::teach::Say::say(
        h.state()
            .scenario
            .error
            .as_ref()
            .expect("an error is shown"),
    );
    assert!(!e.trim().is_empty() && !e.contains('\n'), "{e:?}");
    assert!(!e.contains("panicked"), "{e}");
    h.get_all_by_label(&e)
        .next()
        .expect("the error is on screen");
    e
}

#[test]
fn bad_tree_files_typed_in_the_file_field_show_their_error_and_the_app_carries_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = aima();
    for (path, mention) in bad_tree_files(&dir) {
        h.get_by_label("Tree").click();
        h.run_steps(2);
        type_into(&mut h, "File", &path);
        assert_eq!(h.state().scenario.tree.path, path);
        h.get_by_label("▶ Run").click();
        h.run_steps(1);
        wait_for_worker(&mut h);
        let e = shown_error(&h);
        assert!(e.contains(&path), "the message names the file: {e}");
        for m in mention {
            assert!(e.contains(m), "{m:?} missing from {e:?}");
        }
        // What was loaded before is still there, and still steps.
        assert_eq!(root_value(&h), 3);
        h.key_press(Key::End);
        h.run_steps(2);
        let loaded = h.state().loaded.as_ref().unwrap();
        assert_eq!(loaded.playback.step(), loaded.playback.len());
        // Clear the field again, so the next case types into an empty box.
        type_into(&mut h, "File", "");
    }
    // A good example runs afterwards, and clears the error.
    pick_example(&mut h, "Wikipedia alpha-beta tree");
    assert_eq!(root_value(&h), 6);
    assert!(h.state().scenario.error.is_none());
}

/// Places `mark` on cell `i` (reading order, a1 b1 c1 a2 …) as a learner does: a click when
/// it is the side to move's mark, a right-click when it is the other side's.
fn place(h: &mut Harness<'_, App>, i: usize, mark: char) {
    let position = h.state().scenario.position();
    let count = |m: char| position.chars().filter(|&c| c == m).count();
    let to_move = if count('X') <= count('O') { 'X' } else { 'O' };
    let name = format!("cell {}{}", (b'a' + (i % 3) as u8) as char, i / 3 + 1);
    if mark == to_move {
        h.get_by_label(&name).click();
    } else {
        h.get_by_label(&name).click_secondary();
    }
    h.run_steps(2);
}

/// Clears the board and places every mark of `position`.
fn set_board(h: &mut Harness<'_, App>, position: &str) {
    h.get_by_label("clear board").click();
    h.run_steps(2);
    for (i, mark) in position.chars().enumerate() {
        if mark != '.' {
            place(h, i, mark);
        }
    }
    assert_eq!(h.state().scenario.position(), position);
}

#[test]
fn impossible_boards_are_refused_in_red_and_a_good_board_still_runs() {
    let mut h = aima();
    h.get_by_label("Tic-tac-toe").click();
    h.run_steps(2);
    assert_eq!(h.state().scenario.kind, GameKind::TicTacToe);
    // The position, placed mark by mark, and words its message must contain.
    let cases: &[(&str, &[&str])] = &[
        ("XX.......", &["2 X and 0 O"]),
        ("OO.......", &["0 X and 2 O"]),
        ("XXXOOO...", &["both X and O", "at most one"]),
        ("XXXOO.O..", &["O moved afterwards"]),
    ];
    for (position, mention) in cases {
        set_board(&mut h, position);
        // The board says what is wrong as soon as it is impossible…
        let live = TicTacToe::from_position(position).unwrap_err().say();
        assert!(live.contains("position"), "{live}");
        h.get_by_label(&live);
        // …and Run refuses it, in red, without starting a search.
        h.get_by_label("▶ Run").click();
        h.run_steps(2);
        assert!(
            h.state().worker.is_none(),
            "no search starts for {position}"
        );
        let e = shown_error(&h);
        for m in *mention {
            assert!(e.contains(m), "{m:?} missing from {e:?}");
        }
        assert_eq!(root_value(&h), 3, "the loaded search is untouched");
    }
    // A legal board (X in the centre, O in a corner) runs and clears the error.
    set_board(&mut h, "O...X....");
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    assert!(h.state().scenario.error.is_none());
    // X to move after O took a corner against a centre X: a draw with best play.
    assert_eq!(root_value(&h), 0);
}

/// Types `text` into the number box labelled `label` (a DragValue: click, select all, type,
/// Enter) and returns what the box then holds.
fn type_number(h: &mut Harness<'_, App>, label: &str, text: &str) -> String {
    h.get_by_label(label).click();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run_steps(1);
    h.get_by_label(label).type_text(text);
    h.run_steps(1);
    h.key_press(Key::Enter);
    h.run_steps(2);
    h.get_by_label(label).value().unwrap_or_default()
}

#[test]
fn absurd_bone_counts_are_clamped_to_what_the_panel_accepts() {
    let mut h = aima();
    h.get_by_label("Bones").click();
    h.run_steps(2);
    // The panel takes what the command line takes: 0 to 1,000 bones, takes of 1 to 100.
    let cases = [
        ("1000", 1000),
        ("1001", 1000),
        ("-5", 0),
        ("0", 0),
        ("1e30", 1000),
        ("99999999999999999999999", 1000),
    ];
    for (typed, want) in cases {
        type_number(&mut h, "bones n", typed);
        assert_eq!(h.state().scenario.bones.heap, want, "typed {typed}");
    }
    // Not a number at all: the box keeps its last value.
    type_number(&mut h, "bones n", "7");
    assert_eq!(h.state().scenario.bones.heap, 7);
    type_number(&mut h, "bones n", "six");
    assert_eq!(h.state().scenario.bones.heap, 7);
    for (typed, want) in [("0", 1), ("-3", 1), ("100", 100), ("101", 100), ("4", 4)] {
        type_number(&mut h, "max take", typed);
        assert_eq!(h.state().scenario.bones.max_take, want, "typed {typed}");
    }
    // The clamped heap searches: 7 bones, take up to 4 — 7 is not a multiple of 5, so the
    // player to move wins (take 2, leave 5).
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    assert!(h.state().scenario.error.is_none());
    assert!(
        root_value(&h) > 0,
        "7 bones, take 1..4: the first player wins"
    );
}

#[test]
fn depth_limit_extremes_are_clamped_and_still_search() {
    let mut h = aima();
    h.get_by_label("Tic-tac-toe").click();
    h.run_steps(2);
    set_board(&mut h, "O...X....");
    h.get_by(|n| n.role() == Role::CheckBox && n.label().as_deref() == Some("depth limit"))
        .click();
    h.run_steps(2);
    let depth = |h: &Harness<'_, App>| h.state().scenario.search.get(ScenarioKey::Depth).cloned();
    assert!(depth(&h).is_some());
    // The box is labelled by the checkbox; it keeps to the range of the key `depth`.
    let most = u64::from(u32::MAX);
    for (typed, want) in [
        ("0", 1),
        ("-7", 1),
        ("100000", 100000),
        ("1e12", most),
        ("1", 1),
    ] {
        type_number(&mut h, "depth limit", typed);
        assert_eq!(depth(&h), Some(Value::Whole(want)), "typed {typed}");
    }
    // Depth 1: the search stops one move in, so every reply is an evaluated position.
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    assert!(h.state().scenario.error.is_none());
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.config.depth, Some(1));
    assert!(trace.tree.node_indices().all(|n| trace.node(n).depth <= 1));
    // Depth 40 is deeper than any game of tic-tac-toe: the same value as no limit (a draw).
    type_number(&mut h, "depth limit", "40");
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    assert!(h.state().scenario.error.is_none());
    assert_eq!(root_value(&h), 0);
}

#[test]
fn a_search_over_the_node_budget_shows_the_budget_error_not_a_hang() {
    let mut h = aima();
    h.get_by_label("Bones").click();
    h.run_steps(2);
    // 60 bones are far over the budget under plain minimax: the heap's game tree grows like
    // the tribonacci numbers.
    type_number(&mut h, "bones n", "60");
    assert_eq!(h.state().scenario.bones.heap, 60);
    h.get_by_label("Minimax").click();
    h.run_steps(1);
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    // While it searches, the window keeps drawing frames and shows the progress.
    assert!(h.state().worker.is_some());
    h.get_by_label("Cancel");
    wait_for_worker(&mut h);
    let e = shown_error(&h);
    let Some(Value::Whole(budget)) = h
        .state()
        .scenario
        .search
        .get(ScenarioKey::MaxNodes)
        .cloned()
    else {
        panic!("the panel has a node budget");
    };
    assert!(e.contains(&budget.to_string()), "{e}");
    assert!(e.contains("nodes"), "{e}");
    assert_eq!(root_value(&h), 3, "the loaded search is untouched");
    // And a small search still runs.
    pick_example(&mut h, "Bones, 6 bones");
    assert!(h.state().scenario.error.is_none());
    assert!(
        root_value(&h) > 0,
        "6 bones, take 1..3: the first player wins"
    );
}

#[test]
fn cancel_stops_a_long_search_and_the_app_carries_on() {
    let mut h = aima();
    h.get_by_label("Bones").click();
    h.run_steps(2);
    type_number(&mut h, "bones n", "40");
    h.get_by_label("Minimax").click();
    h.run_steps(1);
    h.get_by_label("▶ Run").click();
    h.run_steps(3);
    h.get_by_label("Cancel").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    let e = shown_error(&h);
    assert!(e.contains("cancel"), "{e}");
    pick_example(&mut h, "AIMA figure 5.2 tree");
    assert_eq!(root_value(&h), 3);
}

#[test]
fn the_tree_editor_shows_an_error_for_garbage_text_and_bad_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_for_any_text(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.get_by_label("Tree editor").click();
    h.run_steps(2);
    assert!(h.state().toolkit.is_shown::<TreeEditor>());
    let n = 200_000;
    let texts: Vec<String> = vec![
        "[[3,12,8],[2,4".into(),
        "[]".into(),
        "[[1],[]]".into(),
        "{\"a\":1}".into(),
        "[1e30]".into(),
        "[\"seven\"]".into(),
        "}{][,,::\"".into(),
        String::from_utf8_lossy(&garbage(7, 500)).into_owned(),
        "\u{0}\u{1}\u{7f}😀".into(),
        "[".repeat(n),
        "[".repeat(n) + "1" + &"]".repeat(n),
    ];
    for text in &texts {
        type_into(&mut h, "Tree notation", text);
        let editor = &h.state().toolkit.mode::<TreeEditor>();
        let typed = editor.text();
        assert!(
            typed == text,
            "typed {} chars, the editor holds {} (starting {:?})",
            text.len(),
            typed.len(),
            typed.chars().take(30).collect::<String>()
        );
        let error = editor.error().expect("garbage is an error");
        assert!(
            error.position().is_some() || matches!(error, TreeError::Empty),
            "{error:?}"
        );
        let e = error.say();
        h.get_by_label_contains(&format!("Error: {}", &e[..e.len().min(40)]));
    }
    // Fixed, the text is a tree again and can be searched in the stepper.
    type_into(&mut h, "Tree notation", "[[3,12,8],[2,4,6],[14,5,2]]");
    assert!(h.state().toolkit.mode::<TreeEditor>().error().is_none());
    h.get_by_label_contains("Valid tree: 13 nodes");

    // Open: bad files leave the editor as it was and say why.
    for (path, mention) in bad_tree_files(&dir) {
        type_into(&mut h, "File", &path);
        h.get_by_label("Open").click();
        h.run_steps(2);
        let editor = &h.state().toolkit.mode::<TreeEditor>();
        let (is_error, m) = editor.message().expect("a message");
        assert!(is_error, "{m}");
        assert!(m.contains(&path), "{m}");
        for w in mention {
            assert!(m.contains(w), "{w:?} missing from {m:?}");
        }
        assert_eq!(editor.text(), "[[3,12,8],[2,4,6],[14,5,2]]");
        h.get_all_by_label(&m).next().expect("shown");
    }
    h.get_by_label("Search this tree").click();
    h.run_steps(1);
    wait_for_worker(&mut h);
    assert!(!h.state().toolkit.is_open());
    assert_eq!(root_value(&h), 3);
}

/// Collapsing a subtree of a big tree (here tic-tac-toe after one X, about 60,000 nodes under
/// minimax) lays it out again on another thread: the window keeps drawing the old layout until
/// the new one arrives, which then equals the layout made directly.
#[test]
fn collapsing_in_a_big_tree_does_not_stall_the_window() {
    use gametree::app::state::BACKGROUND_LAYOUT_NODES;
    use gametree::draw::layout::tidy;
    use gametree::scenario::GameChoice;
    use gametree::search::{Algorithm, SearchConfig};
    let scenario = Scenario {
        game: GameChoice::TicTacToe {
            position: "X........".into(),
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(scenario));
    h.run_steps(2);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert!(trace.tree.node_count() > BACKGROUND_LAYOUT_NODES);
    // It opened collapsed below the level that fits; start from the whole tree.
    assert!(
        !h.state()
            .loaded
            .as_ref()
            .unwrap()
            .layouts
            .collapsed
            .is_empty()
    );
    h.state_mut().loaded.as_mut().unwrap().layouts.expand_all();
    let root = trace.iterations[0].root;
    let child = trace.children(root)[0];
    let grandchild = trace.children(child)[0];
    h.state_mut()
        .loaded
        .as_mut()
        .unwrap()
        .toggle_collapsed(child);
    h.step();
    assert!(
        h.state().loaded.as_ref().unwrap().layouts.pending(),
        "laid out in the background"
    );
    let start = Instant::now();
    while h.state().loaded.as_ref().unwrap().layouts.pending() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "layout never arrived"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    h.step();
    let loaded = h.state_mut().loaded.as_mut().unwrap();
    let shown = loaded.layout().clone();
    assert!(shown.visible(child) && !shown.visible(grandchild));
    let direct = tidy(&trace, |n| n == child);
    let same = |a: &[f32], b: &[f32]| {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
    };
    assert!(same(&shown.x, &direct.x) && same(&shown.widths, &direct.widths));
    // Expanding again shows the full layout at once.
    loaded.layouts.expand_all();
    assert!(loaded.layout().visible(grandchild));
    assert!(!loaded.layouts.pending());
}
