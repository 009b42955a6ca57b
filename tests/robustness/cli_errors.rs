//! The real `gametree` binary on malformed input (SPEC.md, Errors): one line on stderr naming
//! the input at fault and what would be accepted, a non-zero exit, never a panic or a crash.
//! Also the largest legal inputs: a very wide tree, the deepest trees, the biggest heap.

use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_gametree");

/// Writes `bytes` to `name` in `dir`.
fn file(dir: &tempfile::TempDir, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let p = dir.path().join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

pub(crate) fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap()
}

/// Checks the SPEC.md error contract on one run and returns the message.
pub(crate) fn check_error(args: &[&str], out: &Output, must_mention: &[&str]) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let shown = format!("gametree {}", args.join(" "));
    let shown: String = shown.chars().take(200).collect();
    assert!(
        !stderr.contains("panicked") && !stderr.contains("overflow"),
        "{shown}: crashed: {stderr}"
    );
    let code = out.status.code();
    assert!(
        code.is_some(),
        "{shown}: killed by a signal ({:?}): {stderr}",
        out.status
    );
    assert!(
        code != Some(0) && code != Some(101),
        "{shown}: exit code {code:?}, expected a non-zero error exit"
    );
    let message = stderr.strip_suffix('\n').unwrap_or(&stderr);
    assert!(
        !message.trim().is_empty() && !message.contains('\n'),
        "{shown}: expected exactly one line on stderr, got {stderr:?}"
    );
    assert!(out.stdout.is_empty(), "{shown}: printed to stdout on error");
    for m in must_mention {
        assert!(
            message.contains(m),
            "{shown}: the message should mention {m:?}: {message}"
        );
    }
    message.to_string()
}

/// Runs the binary and checks it fails by the contract, mentioning every one of `must_mention`.
pub(crate) fn fails(args: &[&str], must_mention: &[&str]) -> String {
    check_error(args, &run(args), must_mention)
}

/// `search --tree FILE` on a file with these bytes must fail, naming the file and `mention`.
fn tree_fails(
    dir: &tempfile::TempDir,
    name: &str,
    bytes: impl AsRef<[u8]>,
    mention: &[&str],
) -> String {
    let path = file(dir, name, bytes);
    let path = path.to_str().unwrap();
    let mut all = vec![name];
    all.extend_from_slice(mention);
    fails(&["search", "--tree", path], &all)
}

fn succeeds(args: &[&str]) -> serde_json::Value {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "gametree {}: failed: {stderr}",
        args.join(" ")
    );
    serde_json::from_slice(&out.stdout).expect("search --format stats prints one JSON object")
}

#[test]
fn missing_file_and_directory() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-tree.json");
    fails(
        &["search", "--tree", missing.to_str().unwrap()],
        &["no-such-tree.json", "cannot read"],
    );
    fails(
        &["search", "--tree", dir.path().to_str().unwrap()],
        &["directory", "JSON file"],
    );
}

/// Files too big to be a tree, or that never end, are refused without reading them whole.
#[test]
fn oversized_inputs_are_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let many = "[".to_string() + &"0,".repeat(2_000_000) + "0]";
    tree_fails(&dir, "many.json", many, &["more than 2000000 nodes"]);
    // A file over the size limit is refused by its length, unread.
    let big = dir.path().join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len((64 << 20) + 1).unwrap();
    fails(
        &["search", "--tree", big.to_str().unwrap()],
        &["big.json", "at most 64 MB"],
    );
}

#[test]
fn malformed_json_names_file_and_place() {
    let dir = tempfile::tempdir().unwrap();
    tree_fails(
        &dir,
        "truncated.json",
        "[[3,12,8],[2,4",
        &["line 1", "cut short"],
    );
    tree_fails(
        &dir,
        "syntax.json",
        "[[3,12,8],,]",
        &["line 1", "not valid JSON"],
    );
    tree_fails(
        &dir,
        "trailing.json",
        "[1,2] x",
        &["not valid JSON", "follows the end"],
    );
    tree_fails(
        &dir,
        "missing.json",
        "[1,\n 2,,3]",
        &["line 2, column 4", "missing"],
    );
    tree_fails(&dir, "empty.json", "", &["empty", "[[3,12,8]"]);
    tree_fails(&dir, "blank.json", "  \n\t\r\n ", &["empty", "[[3,12,8]"]);
}

#[test]
fn bad_leaves_say_what_a_leaf_may_be() {
    let dir = tempfile::tempdir().unwrap();
    tree_fails(&dir, "frac.json", "[[1.5, 2]]", &["1.5", "whole number"]);
    tree_fails(
        &dir,
        "e30.json",
        "[1e30]",
        &["too large", "9007199254740992"],
    );
    let m = tree_fails(
        &dir,
        "huge.json",
        "[99999999999999999999]",
        &["too large", "9007199254740992"],
    );
    assert!(!m.contains("not a whole number"), "{m}");
    tree_fails(&dir, "big.json", "[9007199254740993]", &["too large"]);
    tree_fails(&dir, "decimal.json", "[3.0]", &["whole number 3"]);
    tree_fails(
        &dir,
        "string.json",
        "[1, \"7\"]",
        &["\"7\"", "whole numbers"],
    );
    tree_fails(&dir, "bool.json", "[true]", &["true", "whole numbers"]);
    tree_fails(&dir, "null.json", "[[1],null]", &["null", "whole numbers"]);
    tree_fails(
        &dir,
        "value.json",
        "{\"value\": \"3\"}",
        &["\"value\"", "whole number"],
    );
    tree_fails(
        &dir,
        "label.json",
        "{\"label\": 3, \"value\": 1}",
        &["\"label\"", "text"],
    );
}

#[test]
fn empty_trees_and_objects_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    tree_fails(&dir, "nothing.json", "[]", &["no children"]);
    tree_fails(&dir, "inner.json", "[[1],[]]", &["no children", "column 7"]);
    tree_fails(
        &dir,
        "unknown.json",
        "{\"a\":1}",
        &["\"a\"", "\"children\""],
    );
    tree_fails(&dir, "object.json", "{}", &["\"children\"", "\"value\""]);
    tree_fails(
        &dir,
        "nochildren.json",
        "{\"label\":\"R\",\"children\":[]}",
        &["at least one child"],
    );
    tree_fails(
        &dir,
        "notarray.json",
        "{\"children\": {\"children\": [1]}}",
        &["\"children\"", "array"],
    );
    // Text from the file is quoted on one line, however it was written.
    let m = tree_fails(&dir, "newline.json", "{\"a\\nb\": 1}", &["unknown key"]);
    assert!(m.contains("\\n"), "{m}");
}

/// A small deterministic generator, so failures can be reproduced.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
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

#[test]
fn binary_garbage() {
    let dir = tempfile::tempdir().unwrap();
    tree_fails(&dir, "invalid-utf8.json", b"[1, \xff\xfe]", &["UTF-8"]);
    for seed in 1..=8 {
        let name = format!("garbage{seed}.bin");
        tree_fails(&dir, &name, bytes(seed, 64 + 300 * seed as usize), &[]);
    }
    tree_fails(&dir, "punctuation.json", "}{][,,::\"", &[]);
    tree_fails(&dir, "nul.json", b"[1,\0]", &[]);
}

#[test]
fn nesting_200000_levels_deep() {
    let dir = tempfile::tempdir().unwrap();
    let n = 200_000;
    let arrays = "[".repeat(n) + "1" + &"]".repeat(n);
    tree_fails(&dir, "arrays.json", arrays, &["nested too deeply", "127"]);
    let objects = "{\"children\":[".repeat(n) + "1" + &"]}".repeat(n);
    tree_fails(&dir, "objects.json", objects, &["nested too deeply", "127"]);
    let unclosed = "[".repeat(n);
    tree_fails(&dir, "unclosed.json", unclosed, &["nested too deeply"]);
}

#[test]
fn the_deepest_accepted_trees_search() {
    let dir = tempfile::tempdir().unwrap();
    // 127 brackets: a path of 126 inner nodes; arrays and labelled objects.
    let arrays = "[".repeat(127) + "-5" + &"]".repeat(127);
    let objects =
        "{\"children\":[".repeat(63) + "{\"label\":\"end\",\"value\":7}" + &"]}".repeat(63);
    for (name, text, value) in [("a.json", arrays, -5), ("o.json", objects, 7)] {
        let path = file(&dir, name, text);
        for algo in ["minimax", "alphabeta"] {
            let stats = succeeds(&[
                "search",
                "--tree",
                path.to_str().unwrap(),
                "--algo",
                algo,
                "--tt",
                "--format",
                "stats",
            ]);
            assert_eq!(stats["root_value"], value, "{name} {algo}");
        }
    }
    let one_more = "[".repeat(128) + "1" + &"]".repeat(128);
    tree_fails(&dir, "too-deep.json", one_more, &["nested too deeply"]);
}

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
        &["--step 'abc'", "end"],
    );
    fails(
        &["render", "--step", "-1", "--out", out],
        &["--step '-1'", "end"],
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

#[test]
fn flags_of_another_game_are_refused_not_ignored() {
    let aima = format!("{}/examples/trees/aima.json", env!("CARGO_MANIFEST_DIR"));
    for (args, mention) in [
        (
            vec!["search", "--game", "tictactoe", "--tree", &aima],
            "--tree",
        ),
        (
            vec!["search", "--tree", &aima, "--position", "........."],
            "--position",
        ),
        (
            vec!["search", "--bones", "5", "--position", "........."],
            "--position",
        ),
        (
            vec!["search", "--position", ".........", "--min-root"],
            "--min-root",
        ),
        (
            vec!["search", "--position", ".........", "--max-take", "2"],
            "--max-take",
        ),
        (
            vec!["search", "--tree", &aima, "--time-limit", "1"],
            "--iterative",
        ),
    ] {
        fails(&args, &[mention]);
    }
    // What does apply still runs.
    let out = run(&["search", "--min-root", "--format", "stats"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stats: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // AIMA 5.2 with MIN at the root: its MAX children are worth 12, 6 and 14, so MIN gets 6.
    assert_eq!(stats["root_value"], 6);
}

#[test]
fn render_refuses_to_overwrite_its_own_tree_file() {
    let dir = tempfile::tempdir().unwrap();
    let tree = file(&dir, "mytree.svg", "[[3,12,8],[2,4,6],[14,5,2]]");
    let args = [
        "render",
        "--tree",
        tree.to_str().unwrap(),
        "--out",
        tree.to_str().unwrap(),
    ];
    fails(&args, &["mytree.svg", "tree file itself"]);
    assert_eq!(
        std::fs::read_to_string(&tree).unwrap(),
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "the tree is untouched"
    );
    // The same file through another path.
    let again = dir.path().join(".").join("mytree.svg");
    let args = [
        "render",
        "--tree",
        tree.to_str().unwrap(),
        "--out",
        again.to_str().unwrap(),
    ];
    fails(&args, &["tree file itself"]);
}

#[test]
fn a_byte_order_mark_is_accepted_and_duplicate_keys_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bom = file(&dir, "bom.json", "\u{feff}[[3,12,8],[2,4,6],[14,5,2]]");
    let out = run(&[
        "search",
        "--tree",
        bom.to_str().unwrap(),
        "--format",
        "stats",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dup = file(
        &dir,
        "dup.json",
        r#"{"label":"A","label":"B","children":[1,2]}"#,
    );
    fails(
        &["search", "--tree", dup.to_str().unwrap()],
        &["dup.json", "\"label\"", "twice"],
    );
}

#[test]
fn labels_are_short_printable_text() {
    let dir = tempfile::tempdir().unwrap();
    let long = format!(
        r#"[{{"label":"{}","children":[1,2]}},3]"#,
        "x".repeat(10_000)
    );
    let path = file(&dir, "long.json", long);
    fails(
        &["search", "--tree", path.to_str().unwrap()],
        &["10000 characters", "200"],
    );
    for (name, bad) in [
        ("nonchar.json", "\\uffff"),
        ("nul.json", "\\u0000"),
        ("esc.json", "\\u001b[2J"),
    ] {
        let path = file(
            &dir,
            name,
            format!(r#"[{{"label":"a{bad}b","value":1}},2]"#),
        );
        fails(&["search", "--tree", path.to_str().unwrap()], &[name, "U+"]);
    }
    // Ordinary Unicode, Chinese included, stays as it is.
    let path = file(
        &dir,
        "zh.json",
        r#"[{"label":"极小化","children":[5,6]},3]"#,
    );
    let out = run(&["search", "--tree", path.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("极小化"));
}

#[test]
fn names_from_files_never_reach_the_terminal_as_control_codes() {
    let dir = tempfile::tempdir().unwrap();
    // A file name that would clear the screen and forge a line if printed raw.
    let path = file(
        &dir,
        "t\u{1b}[2J\nValue: 999.json",
        "[[3,12,8],[2,4,6],[14,5,2]]",
    );
    for format in ["summary", "dot"] {
        let out = run(&[
            "search",
            "--tree",
            path.to_str().unwrap(),
            "--format",
            format,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(!text.contains('\u{1b}'), "{format}: {text}");
        assert!(
            !text.lines().any(|l| l.starts_with("Value: 999")),
            "{format}: {text}"
        );
    }
    let svg = dir.path().join("out.svg");
    let out = run(&[
        "render",
        "--tree",
        path.to_str().unwrap(),
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(!text.contains('\u{1b}'));
}

#[test]
fn without_a_display_the_window_says_so_in_one_line() {
    let out = Command::new(BIN)
        .env("LC_ALL", "C")
        .args(["gui", "--bones", "5"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let message = check_error(
        &["gui", "--bones", "5"],
        &out,
        &["no display found", "search"],
    );
    assert!(!message.contains(".cargo"), "{message}");
}

/// Issue 16, item 10: a tree "file" that is a pipe with no writer, or a device, is refused
/// before it is opened (opening the pipe would wait for ever).
#[cfg(unix)]
#[test]
fn pipes_and_devices_are_refused_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("tree.json");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        let f = fifo.to_str().unwrap();
        fails(&["search", "--tree", f], &["tree.json", "named pipe"]);
        fails(
            &["render", "--tree", f, "--out", "/tmp/never.svg"],
            &["named pipe"],
        );
    }
    fails(
        &["search", "--tree", "/dev/zero"],
        &["/dev/zero", "a device"],
    );
}

/// Issue 16, item 12: with standard output closed the answer would vanish: say so, exit 1.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_is_an_error_not_silence() {
    let out = Command::new("sh")
        .env("LC_ALL", "C")
        .args(["-c", &format!("exec '{BIN}' search --bones 5 >&-")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard output is closed"), "{err}");
    // Sent to /dev/null on purpose, it is fine.
    let out = Command::new("sh")
        .env("LC_ALL", "C")
        .args(["-c", &format!("exec '{BIN}' search --bones 5 >/dev/null")])
        .output()
        .unwrap();
    assert!(out.status.success());
}

/// Issue 16, item 9: `render --out` through a link writes the file the link names (the link
/// stays a link) and keeps that file's permissions.
#[cfg(unix)]
#[test]
fn render_writes_through_links_and_keeps_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let real = file(&dir, "real.svg", "old");
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path().join("slides.svg");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let out = run(&["render", "--out", link.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(std::fs::read_to_string(&real).unwrap().starts_with("<svg"));
    let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    // The tree itself, reached through a link, is still refused as the output.
    let tree = file(&dir, "t.json", "[[1,2],[3]]");
    let tree_link = dir.path().join("t-link.json");
    std::os::unix::fs::symlink(&tree, &tree_link).unwrap();
    fails(
        &[
            "render",
            "--tree",
            tree.to_str().unwrap(),
            "--out",
            tree_link.to_str().unwrap(),
        ],
        &["tree file itself"],
    );
    assert_eq!(std::fs::read_to_string(&tree).unwrap(), "[[1,2],[3]]");
}

/// Issue 16, item 1: a legal tree whose pruned subtree is cut again in every iteration of
/// iterative deepening costs memory once: the subtree (one child holding 200,000 leaves) is
/// recorded once, under the last iteration that pruned it. Spread out as 200,000 pruned
/// children of one node, every iteration prunes each of them: that passes the 20M cap and is
/// refused at once with one line; the bare search still answers.
#[test]
fn pruned_subtrees_recorded_per_iteration_stay_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let mut chain = "100".to_string();
    for _ in 0..124 {
        chain = format!("[{chain},1]");
    }
    let wide = vec!["1"; 200_000].join(",");
    let nested = file(&dir, "nested.json", format!("[100,[0,[{wide}]],{chain}]"));
    let p = nested.to_str().unwrap();
    let stats = succeeds(&["search", "--tree", p, "--iterative", "--format", "stats"]);
    let s = &stats["stats"];
    let (visited, pruned) = (
        s["nodes_visited"].as_u64().unwrap(),
        s["pruned_children"].as_u64().unwrap(),
    );
    assert!(s["iterations"].as_u64().unwrap() > 100, "{stats}");
    assert!(
        pruned > 100,
        "the subtree is pruned in every iteration: {stats}"
    );
    let out = Command::new(BIN)
        .env("LC_ALL", "C")
        .args(["search", "--tree", p, "--iterative"])
        .output()
        .unwrap();
    let summary = String::from_utf8_lossy(&out.stdout);
    let recorded = format!("Recorded: {} nodes", visited + pruned + 200_000);
    assert!(
        summary.contains(&recorded),
        "{recorded} expected in:\n{summary}"
    );
    let flat = file(&dir, "flat.json", format!("[100,[0,{wide}],{chain}]"));
    let p = flat.to_str().unwrap();
    fails(
        &["search", "--tree", p, "--iterative", "--format", "stats"],
        &["20000000 nodes", "pruned ones included", "--no-trace"],
    );
    let stats = succeeds(&[
        "search",
        "--tree",
        p,
        "--iterative",
        "--no-trace",
        "--format",
        "stats",
    ]);
    assert_eq!(stats["root_value"], 100);
}
