//! `gametree grade`'s progress over a class's submissions (issue 45, item 1), on standard
//! error: a bar redrawn in place on a terminal (run here under util-linux's `script`, a real
//! pseudo-terminal) from 0 to every submission, taken off before the report; one `progress DONE TOTAL` line per
//! submission under `GAMETREE_PROGRESS=lines` (what the app's Grade a class… follows); nothing
//! when standard error is a file.

use super::grade_class::{KITS, RUNS, TREE_CASES, assignment, mutated, student};
use std::process::Command;

/// A class of three Python students and its assignment.
fn class() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let py = &KITS[0];
    for name in ["ann", "bo", "cy"] {
        student(&class, name, "alphabeta.py", &mutated(py, &[]));
    }
    let file = assignment(dir.path(), &format!("title = \"t\"\n{RUNS}{TREE_CASES}"));
    let class = class.to_str().unwrap().to_string();
    let file = file.to_str().unwrap().to_string();
    (dir, class, file)
}

#[test]
fn the_app_follows_one_line_per_submission_and_a_file_gets_none() {
    let (_dir, class, file) = class();
    let run = |lines: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gametree"));
        c.args(["--lang", "en", "grade", &class, "--assignment", &file])
            .args(["--jobs", "2"]);
        if lines {
            c.env("GAMETREE_PROGRESS", "lines");
        }
        let out = c.output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stderr).unwrap()
    };
    assert_eq!(
        run(true).lines().collect::<Vec<_>>(),
        [
            "progress 0 3",
            "progress 1 3",
            "progress 2 3",
            "progress 3 3"
        ]
    );
    assert_eq!(run(false), "", "no bar into a file");
}

#[test]
fn a_terminal_sees_a_bar_from_none_to_every_submission() {
    let (dir, class, file) = class();
    let report = dir.path().join("report.txt");
    // stderr alone on the terminal: the report goes to a file.
    let command = format!(
        "'{}' --lang en grade '{class}' --assignment '{file}' --jobs 1 --out '{}'",
        env!("CARGO_BIN_EXE_gametree"),
        report.display()
    );
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    let screen = String::from_utf8_lossy(&out.stdout);
    let drawn: Vec<&str> = screen
        .split("\r\x1b[K")
        .map(str::trim_end)
        .filter(|s| !s.is_empty())
        .collect();
    assert_eq!(drawn.len(), 4, "{screen:?}");
    assert_eq!(drawn[0], format!("{} Graded 0 of 3", "░".repeat(30)));
    assert_eq!(
        drawn[1],
        format!("{}{} Graded 1 of 3: ann", "█".repeat(10), "░".repeat(20))
    );
    assert_eq!(drawn[3], format!("{} Graded 3 of 3: cy", "█".repeat(30)));
    assert!(screen.ends_with("\r\x1b[K"), "taken off: {screen:?}");
    let text = std::fs::read_to_string(report).unwrap();
    assert!(
        text.starts_with("t\n") && text.contains("ann: 5 of 5"),
        "{text}"
    );
}
