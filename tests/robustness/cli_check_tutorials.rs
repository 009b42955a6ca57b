//! The programs learners write from the five tutorials (`examples/own-search/tutorials`: the
//! seeds' Rust minimax and alpha-beta, C minimax, Java bones and PHP minimax/alpha-beta, each
//! as printed with only the event lines added) under `gametree check` (issue 34): the correct
//! ones agree under their own scoring — whichever side is MAX, a win worth 10 flat or
//! 10 − depth from the root or its children — and each real bug is named at its first step,
//! in English and Chinese: the Rust alpha-beta never prunes (`let alpha = …` in the loop), the
//! C minimax searches a child twice, the PHP program scores a full board with its evaluation
//! and maximises at the root whoever moves; a program that plays the side not to move is told
//! so. Each language runs where its tools are installed (`.ci/run` installs them all).

use super::cli_check::JVM_QUICK;
use super::cli_errors::BIN;
use std::path::Path;
use std::process::Command;

fn tutorial(name: &str) -> String {
    format!(
        "{}/examples/own-search/tutorials/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn present(tool: &str, arg: &str) -> bool {
    Command::new(tool)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `gametree check ARGS` and returns (exit code, stdout, stderr).
fn check(args: &[&str]) -> (Option<i32>, String, String) {
    let o = Command::new(BIN)
        .env("LC_ALL", "C")
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Checks that `args` exits with `code` and says each of `says` (stdout or stderr).
fn says(args: &[&str], code: i32, says: &[&str]) {
    let (got, out, err) = check(args);
    assert_eq!(got, Some(code), "{args:?}\n{out}\n{err}");
    for s in says {
        assert!(
            out.contains(s) || err.contains(s),
            "{s:?} in {args:?}:\n{out}\n{err}"
        );
    }
}

fn build(compiler: &[&str], out: &Path, src: &str) {
    let built = Command::new(compiler[0])
        .args(&compiler[1..])
        .arg("-o")
        .arg(out)
        .arg(tutorial(src))
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", compiler[0]));
    assert!(
        built.status.success(),
        "{src}: {}",
        String::from_utf8_lossy(&built.stderr)
    );
}

#[test]
fn the_rust_tutorials_minimax_agrees_and_its_alpha_beta_never_prunes() {
    let dir = tempfile::tempdir().unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let (mm, ab) = (dir.path().join("mm"), dir.path().join("ab"));
    build(&[&rustc, "-A", "warnings"], &mm, "rust_minimax.rs");
    build(&[&rustc, "-A", "warnings"], &ab, "rust_alphabeta.rs");
    let (mm, ab) = (mm.to_str().unwrap(), ab.to_str().unwrap());
    let ttt = ["--game", "tictactoe", "--position", "XO.X.O..."];
    // Either entry point: minimax on the root (depth 0 there) or find_best_move (depth 0 at
    // the root's children).
    let minimax = [&ttt[..], &["--algo", "minimax", "--"]].concat();
    says(
        &[&minimax[..], &[mm, "root", "{position}"]].concat(),
        0,
        &[
            "a win for X as 10 − depth",
            "(depth 0 at the root)",
            "behaves exactly as minimax",
        ],
    );
    says(
        &[&minimax[..], &[mm, "best", "{position}"]].concat(),
        0,
        &[
            "(depth 0 at the root's children)",
            "behaves exactly as minimax",
        ],
    );
    // A correct minimax checked as alpha-beta is called minimax, with the option to use.
    says(
        &[&ttt[..], &["--", mm, "root", "{position}"]].concat(),
        1,
        &[
            "never prunes: it walks exactly as minimax",
            "--algo minimax",
        ],
    );
    // find_best_move always plays X: on a position where O moves it is told so at once.
    says(
        &[
            "--position",
            "X........",
            "--algo",
            "minimax",
            "--",
            mm,
            "best",
            "{position}",
        ],
        3,
        &["line 2: X b1 at the root, but the other side is to move there (O b1 is the move)"],
    );
    // The alpha-beta tutorial's `let alpha = alpha.max(max_eval);` dies with the loop's turn.
    says(
        &[&ttt[..], &["--", ab, "{position}", "{depth-left}"]].concat(),
        1,
        &[
            "a win for X as +10, for O as −10",
            "Step 13: you entered the position after X c1, O b2, X b3, O c3 (MAX), but alpha-beta never does",
            "never prunes",
            "`let alpha = alpha.max(v);`",
        ],
    );
    // Depth-limited, its evaluate() knows only wins: 0 at the limit, said, and checked so.
    says(
        &[
            &ttt[..],
            &["--depth", "2", "--", ab, "{position}", "{depth-left}"],
        ]
        .concat(),
        1,
        &["0 where the depth limit stops it", "never prunes"],
    );
    // Given {depth} (0: no limit), a program that counts down to 0 stops at the root.
    says(
        &[&ttt[..], &["--", ab, "{position}", "{depth}"]].concat(),
        1,
        &[
            "Step 2: you evaluated the root (MAX) as 0, but alpha-beta goes on there",
            "{depth-left}",
        ],
    );
    let (code, out, _) = check(
        &[
            &["--lang", "zh"][..],
            &ttt[..],
            &["--", ab, "{position}", "{depth-left}"],
        ]
        .concat(),
    );
    assert_eq!(code, Some(1));
    assert!(
        out.contains("你的搜索从不剪枝") && out.contains("第 13 步"),
        "{out}"
    );
}

#[test]
fn the_c_tutorials_double_call_is_named_and_its_fixed_minimax_agrees() {
    let dir = tempfile::tempdir().unwrap();
    let (bug, fixed) = (dir.path().join("c"), dir.path().join("cf"));
    build(&["cc", "-w"], &bug, "c_minimax.c");
    build(&["cc", "-w"], &fixed, "c_minimax_fixed.c");
    let (bug, fixed) = (bug.to_str().unwrap(), fixed.to_str().unwrap());
    // The AI is O, MAX, scoring 10 − depth from the root's children: the human (X) moved.
    let o_moves = ["--position", "X........", "--algo", "minimax", "--"];
    says(
        &[&o_moves[..], &[fixed, "{position}"]].concat(),
        0,
        &[
            "a win for O as 10 − depth, for X as −(10 − depth), a draw 0 (depth 0 at the root's children): O is your MAX",
            "behaves exactly as minimax: the same 147,142 steps",
        ],
    );
    // `best > minimax(..) ? best : minimax(..)`: the child is entered again at step 10, and
    // the program, which would print millions of lines, is stopped there.
    says(
        &[&o_moves[..], &[bug, "{position}"]].concat(),
        1,
        &[
            "Step 10: you entered the position after O b1, X c1, O a2, X b2, O c2, X a3 (MAX) a second time",
            "best > minimax(…) ? best : minimax(…)",
            "stopped after step 10",
        ],
    );
    let (code, out, _) =
        check(&[&["--lang", "zh"][..], &o_moves[..], &[bug, "{position}"]].concat());
    assert_eq!(code, Some(1));
    assert!(
        out.contains("第 10 步") && out.contains("第二次进入了"),
        "{out}"
    );
    // With X to move the AI (always O) plays the wrong side: said on the first move.
    says(
        &[
            "--position",
            "XO.X.O...",
            "--algo",
            "minimax",
            "--",
            fixed,
            "{position}",
        ],
        3,
        &["O c1 at the root, but the other side is to move there (X c1 is the move)"],
    );
}

#[test]
fn the_java_bones_tutorial_agrees_as_minimax() {
    if !present("javac", "-version") {
        eprintln!("javac is not installed: the Java tutorial is not run");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let classes = dir.path().to_str().unwrap();
    let built = Command::new("javac")
        .args(JVM_QUICK.map(|flag| format!("-J{flag}")))
        .args(["-d", classes, &tutorial("Bones.java")])
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    for heap in ["6", "9"] {
        says(
            &[
                "--bones",
                heap,
                "--algo",
                "minimax",
                "--",
                "java",
                JVM_QUICK[0],
                JVM_QUICK[1],
                "-cp",
                classes,
                "Bones",
                "{position}",
            ],
            0,
            &[
                "a win for the player to move at the root as +1",
                "behaves exactly as minimax",
            ],
        );
    }
    says(
        &[
            "--bones",
            "9",
            "--",
            "java",
            "-cp",
            classes,
            "Bones",
            "{position}",
        ],
        1,
        &["never prunes"],
    );
}

#[test]
fn the_php_tutorials_draw_and_root_bugs_are_named_and_its_functions_agree() {
    if !present("php", "--version") {
        eprintln!("php is not installed: the PHP tutorial is not run");
        return;
    }
    let php = tutorial("minimax.php");
    let run = |flags: &[&str], mode: &str| -> Vec<String> {
        let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        args.extend(["--", "php", &php, mode, "{position}", "{depth-left}"].map(String::from));
        args
    };
    let says_run = |flags: &[&str], mode: &str, code: i32, said: &[&str]| {
        let args = run(flags, mode);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        says(&args, code, said);
    };
    // evaluate() scores a full board with the centre/corner heuristic, not as a draw.
    says_run(
        &["--position", "XO.X.O...", "--algo", "minimax"],
        "search",
        1,
        &[
            "Step 10: you scored the position after X c1, O b2, X b3, O a3, X c3 (MIN) as 1, but the game is over there, a draw, and a draw scores 0.",
            "scores a finished draw with its evaluation (1) instead of 0",
        ],
    );
    // Called with the right side and stopped before any board fills, its functions agree.
    says_run(
        &[
            "--position",
            "XO.X.O...",
            "--depth",
            "2",
            "--algo",
            "minimax",
        ],
        "search",
        0,
        &["behaves exactly as minimax"],
    );
    says_run(
        &["--position", "XO.X.O...", "--depth", "2"],
        "alphabeta",
        0,
        &["behaves exactly as alpha-beta"],
    );
    // Iterative deepening: one root per depth, each checked.
    says_run(
        &["--position", "XO.X.O...", "--iterative", "--depth", "2"],
        "iterative",
        0,
        &["behaves exactly as alpha-beta: the same 60 steps"],
    );
    // getBestMove maximises at the root whoever moves: with O to move it plays for X.
    says_run(
        &[
            "--position",
            "X........",
            "--depth",
            "2",
            "--algo",
            "minimax",
        ],
        "minimax",
        1,
        &[
            "Step 24: you returned 2 from the position after O b1 (MAX); minimax returns 5 there.",
            "Your search maximises at the root, where O is to move: it plays for X there.",
        ],
    );
    let args = run(
        &["--lang", "zh", "--position", "X........", "--depth", "2"],
        "alphabeta",
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, _) = check(&args);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("你的搜索在根节点取最大值，而那里轮到 O 走"),
        "{out}"
    );
}
