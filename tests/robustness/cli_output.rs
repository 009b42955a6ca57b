//! The real `gametree` binary and what surrounds it: flags of another game, files it must not
//! overwrite or cannot read, names from files that must not reach the terminal raw, no display,
//! pipes, devices and a closed standard output, links and permissions kept when writing.

use super::cli_errors::{BIN, check_error, fails, file, run, succeeds};
use std::process::Command;

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
/// stays a link) and keeps that file's permissions, when that file is a picture it wrote
/// (issue 35, item 9: a link to any other file is refused, see `cli_writes.rs`).
#[cfg(unix)]
#[test]
fn render_writes_through_links_and_keeps_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.svg");
    let first = run(&["render", "--step", "0", "--out", real.to_str().unwrap()]);
    assert!(first.status.success());
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
    let svg = std::fs::read_to_string(&real).unwrap();
    assert!(svg.starts_with("<!-- written by Game Tree Lab") && svg.contains("\n<svg"));
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
    // Counts for people are grouped by thousands ("Recorded: 200,351 nodes").
    let recorded = format!(
        "Recorded: {} nodes",
        gametree::compare::group(visited + pruned + 200_000)
    );
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
