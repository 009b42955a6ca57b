//! The real `gametree` binary at the edges of what it accepts: positions, heaps and names
//! refused in one line; budgets, depth and recording limits that hold; the largest legal
//! inputs (a very wide tree, the deepest trees, the biggest heap) searched without a crash.

use super::cli_errors::{BIN, bytes, check_error, fails, file, run, succeeds};
use std::process::Command;

#[test]
fn tic_tac_toe_positions() {
    let cases: &[(&str, &[&str])] = &[
        ("XO", &["'XO'", "2 cells", "exactly 9"]),
        ("XOXOXOXOXO", &["10 cells", "exactly 9"]),
        ("", &["0 cells", "exactly 9"]),
        ("XOZ......", &["'Z'", "X, O or ."]),
        ("XO?......", &["'?'", "X, O or ."]),
        ("X0.......", &["'0'", "letter O"]),
        ("XX.......", &["2 X and 0 O", "X moves first"]),
        ("OO.......", &["0 X and 2 O"]),
        ("XXXXOO...", &["4 X and 2 O"]),
        ("XXXOOO...", &["both X and O", "at most one"]),
        ("XXXOO.O..", &["O moved afterwards"]),
        ("OOOXX.XX.", &["X moved afterwards"]),
    ];
    for (position, mention) in cases {
        let m = fails(&["search", "--position", position], mention);
        assert!(m.contains("position"), "{m}");
    }
}

#[test]
fn bone_counts() {
    fails(&["search", "--bones", "-1"], &["--bones", "0 to 1000"]);
    fails(&["search", "--bones", "1001"], &["--bones", "0 to 1000"]);
    let huge = format!("1{}", "0".repeat(30));
    fails(&["search", "--bones", &huge], &["--bones", "0 to 1000"]);
    fails(&["search", "--bones", "1e30"], &["--bones", "0 to 1000"]);
    fails(&["search", "--bones", "six"], &["--bones", "whole number"]);
    fails(
        &["search", "--bones", "5", "--max-take", "0"],
        &["--max-take", "1 to 100"],
    );
    fails(
        &["search", "--bones", "5", "--max-take", "-3"],
        &["--max-take", "1 to 100"],
    );
    fails(&["search", "--game", "bones"], &["--bones N"]);
}

#[test]
fn unknown_names_list_the_choices() {
    fails(
        &["search", "--game", "chess"],
        &["chess", "tictactoe", "bones", "tree"],
    );
    fails(
        &["search", "--algo", "negamax"],
        &["negamax", "minimax", "alphabeta"],
    );
    fails(&["search", "--format", "xml"], &["xml", "summary", "stats"]);
    fails(&["search", "--frobnicate"], &["--frobnicate"]);
    fails(&["dance"], &["dance"]);
}

#[test]
fn limits_and_budgets() {
    fails(&["search", "--depth", "0"], &["--depth", "1 or more"]);
    fails(&["search", "--depth", "-2"], &["--depth", "1 or more"]);
    fails(
        &["search", "--max-nodes", "0"],
        &["--max-nodes", "1 or more"],
    );
    fails(
        &["search", "--max-nodes", "-5"],
        &["--max-nodes", "1 or more"],
    );
    fails(
        &["search", "--time-limit", "-1"],
        &["--time-limit", "seconds"],
    );
    fails(
        &["search", "--time-limit", "nan"],
        &["--time-limit", "seconds"],
    );
    fails(
        &["search", "--bones", "60", "--algo", "minimax"],
        &["5000000", "--max-nodes"],
    );
    fails(
        &["search", "--bones", "60", "--algo", "minimax", "--no-trace"],
        &["5000000", "--max-nodes"],
    );
    fails(
        &[
            "search",
            "--game",
            "tictactoe",
            "--algo",
            "minimax",
            "--max-nodes",
            "1000",
        ],
        &["1000", "--max-nodes"],
    );
}

/// However high the budget, a recording stops at 20,000,000 nodes, and says so.
#[test]
fn recordings_are_bounded_whatever_the_budget() {
    let huge = &[
        "--bones",
        "60",
        "--algo",
        "minimax",
        "--max-nodes",
        "1000000000000",
    ];
    let mut args = vec!["search"];
    args.extend_from_slice(huge);
    fails(&args, &["20000000", "--no-trace"]);
}

/// Over budget, memory stays bounded: under a 400 MB address-space limit the search still
/// ends with the budget error instead of dying for lack of memory.
#[cfg(target_os = "linux")]
#[test]
fn over_budget_search_stays_in_bounded_memory() {
    let script = format!("ulimit -v 400000 && exec '{BIN}' search --bones 60 --algo minimax");
    let out = Command::new("sh")
        .env("LC_ALL", "C")
        .args(["-c", &script])
        .output()
        .unwrap();
    check_error(
        &["(ulimit -v 400000)", "search", "--bones", "60"],
        &out,
        &["--max-nodes"],
    );
}

/// Issue 25, item 1: MCTS keeps what each iteration adds, not its whole path. On a heap of
/// 1,000 taken one at a time every playout is ~1,000 moves long; 20,000 iterations kept 24 KB
/// each (480 MB) before, and now run within a 400 MB address space.
#[test]
fn a_long_mcts_run_stays_in_bounded_memory() {
    let script = format!(
        "ulimit -v 400000 && exec '{BIN}' search --bones 1000 --max-take 1 --algo mcts \
         --iterations 20000 --format stats"
    );
    let out = Command::new("sh")
        .env("LC_ALL", "C")
        .args(["-c", &script])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["stats"]["mcts_iterations"], 20000);
    // 1,000 is a multiple of 1 + 1: the first player loses; any move is as good.
    assert_eq!(v["best_move"], "take 1");
}

#[test]
fn render_steps() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.svg");
    let out = out.to_str().unwrap();
    fails(
        &["render", "--step", "999999", "--out", out],
        &["--step 999999", "end"],
    );
    fails(
        &["render", "--step", "abc", "--out", out],
        &["'abc'", "--step", "end", "(see gametree --help)"],
    );
    fails(
        &["render", "--step", "-1", "--out", out],
        &["'-1'", "--step", "end", "(see gametree --help)"],
    );
}

/// A 1,000 × 1,000 tree (a million leaves) still works under alpha-beta, and its value is
/// the max over rows of the row minimum, computed here independently.
#[test]
fn a_very_wide_tree_works_under_alpha_beta() {
    let dir = tempfile::tempdir().unwrap();
    let mut noise = bytes(42, 2_000_000).into_iter();
    let mut rows = Vec::with_capacity(1000);
    let mut text = String::from("[");
    for i in 0..1000 {
        let row: Vec<i64> = (0..1000)
            .map(|_| {
                let (a, b) = (noise.next().unwrap(), noise.next().unwrap());
                (a as i64) * 256 + b as i64 - 32768
            })
            .collect();
        if i > 0 {
            text.push(',');
        }
        text.push('[');
        text.push_str(&row.iter().map(i64::to_string).collect::<Vec<_>>().join(","));
        text.push(']');
        rows.push(row);
    }
    text.push(']');
    let path = file(&dir, "wide.json", text);
    let expected = rows.iter().map(|r| *r.iter().min().unwrap()).max().unwrap();
    let stats = succeeds(&[
        "search",
        "--tree",
        path.to_str().unwrap(),
        "--algo",
        "alphabeta",
        "--format",
        "stats",
    ]);
    assert_eq!(stats["root_value"], expected);
    let visited = stats["stats"]["nodes_visited"].as_u64().unwrap();
    assert!(
        visited < 1_001_001,
        "alpha-beta should prune here: {visited}"
    );
    // MIN at the root: the min over rows of the row maximum.
    let expected_min = rows.iter().map(|r| *r.iter().max().unwrap()).min().unwrap();
    let stats = succeeds(&[
        "search",
        "--tree",
        path.to_str().unwrap(),
        "--min-root",
        "--no-trace",
        "--format",
        "stats",
    ]);
    assert_eq!(stats["root_value"], expected_min);
    // Issue 16, item 4: pictures of a million-leaf search use the window's level of detail:
    // small files, whatever the tree's size.
    for (name, limit) in [("wide.svg", 2_000_000), ("wide.png", 6_000_000)] {
        let out = dir.path().join(name);
        let args = [
            "render",
            "--tree",
            path.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ];
        let run = run(&args);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let size = std::fs::metadata(&out).unwrap().len();
        assert!(size < limit, "{name} is {size} bytes");
    }
}

/// The deepest game accepted (1,000 bones, 1,000 moves deep) searches without overflowing
/// the stack, even when the main thread has only 256 KB: the search runs on its own stack.
#[test]
fn the_biggest_heap_does_not_overflow_the_stack() {
    for opts in [
        &["--algo", "alphabeta", "--tt"][..],
        &["--algo", "minimax", "--tt"],
        &["--algo", "alphabeta", "--tt", "--ordering", "--iterative"],
    ] {
        for take in ["3", "100"] {
            let mut args = vec!["search", "--bones", "1000", "--max-take", take];
            args.extend_from_slice(opts);
            args.extend_from_slice(&["--format", "stats"]);
            let out = if cfg!(target_os = "linux") {
                let script = format!("ulimit -s 256 && exec '{BIN}' \"$@\"");
                Command::new("sh")
                    .env("LC_ALL", "C")
                    .args(["-c", &script, "sh"])
                    .args(&args)
                    .output()
                    .unwrap()
            } else {
                run(&args)
            };
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{args:?}: {stderr}");
            let stats: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            // The player to move loses exactly when the heap is a multiple of take + 1.
            let k: i64 = take.parse().unwrap();
            let expected = if 1000 % (k + 1) == 0 { -1 } else { 1 };
            assert_eq!(stats["root_value"], expected, "{args:?}");
            if !opts.contains(&"--ordering") {
                assert_eq!(stats["stats"]["max_depth"], 1000, "{args:?}");
            }
        }
    }
}
