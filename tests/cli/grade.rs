//! `gametree grade` (issue 45) end to end, in Python (installed wherever the tests run):
//! an assignment that cannot run is refused before anything runs, naming the place; the
//! reports' shapes (text, JSON, CSV, HTML, Gradescope); a fail-hard alpha-beta passes; bones'
//! misère rule and the depth limit's bugs are named; a hostile submission (deletes files,
//! floods, forks, hangs, crashes) fails its own cases only, leaves no process and changes no
//! original.

use super::grade_class::{
    KITS, RUNS, TREE_CASES, assignment, cases_of, grade, mutated, snapshot, student,
};

/// A Python tic-tac-toe alpha-beta (X wins 10 − ply): `DRAW` scores a full board, `ROOT` is
/// whether the root maximises.
const TTT: &str = r#"import json, sys
LINES = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]
def winner(b):
    for a, c, d in LINES:
        if b[a] != '.' and b[a] == b[c] == b[d]:
            return b[a]
def evaluate(b):
    return sum((3 if i == 4 else 2) * (1 if b[i] == 'X' else -1) for i in (0, 2, 4, 6, 8) if b[i] != '.')
def ev(k, v):
    print(json.dumps({k: v}))
def ab(b, depth, ply, alpha, beta, idx, maximizing):
    ev("enter", idx)
    w = winner(b)
    if w or '.' not in b or depth == 0:
        v = (10 - ply) if w == 'X' else -(10 - ply) if w == 'O' else DRAW if '.' not in b else evaluate(b)
        ev("leaf", v); ev("exit", v)
        return v
    mark = 'X' if b.count('X') == b.count('O') else 'O'
    best = -99 if maximizing else 99
    for k, i in enumerate([i for i, c in enumerate(b) if c == '.']):
        v = ab(b[:i] + mark + b[i + 1:], depth - 1, ply + 1, alpha, beta, k, not maximizing)
        if maximizing:
            best = max(best, v); alpha = max(alpha, best)
        else:
            best = min(best, v); beta = min(beta, best)
        if alpha >= beta:
            break
    ev("exit", best)
    return best
b, d = sys.argv[1], int(sys.argv[2])
ab(b, d if d > 0 else -1, 0, -99, 99, None, ROOT)
"#;

fn ttt(draw: &str, root: &str) -> String {
    TTT.replace("DRAW", draw).replace("ROOT", root)
}

/// A fail-hard alpha-beta on a tree: a failing node returns the bound.
const FAIL_HARD: &str = r#"import sys
from events import event, read_tree
def ab(node, alpha, beta, maximizing, index):
    event("enter", index)
    if isinstance(node, int):
        event("leaf", node); event("exit", node)
        return node
    for i, child in enumerate(node):
        v = ab(child, alpha, beta, not maximizing, i)
        if maximizing:
            if v >= beta:
                event("exit", beta); return beta
            alpha = max(alpha, v)
        else:
            if v <= alpha:
                event("exit", alpha); return alpha
            beta = min(beta, v)
    r = alpha if maximizing else beta
    event("exit", r)
    return r
ab(read_tree(sys.argv[1]), -10**9, 10**9, True, None)
"#;

fn python() -> &'static super::grade_class::Kit {
    &KITS[0]
}

/// The Python bones kit with `changes`.
fn bones(changes: &[(&str, &str)]) -> String {
    let path = super::grade_class::repo().join("examples/own-search/python/bones_alphabeta.py");
    let mut text = std::fs::read_to_string(path).unwrap();
    for (from, to) in changes {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
    }
    text
}

/// Fail-hard passes (and says so); the reports' shapes: JSON, CSV, HTML, Gradescope.
#[test]
fn fail_hard_passes_and_the_reports_have_their_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let py = python();
    student(&class, "ann", "alphabeta.py", &mutated(py, &[]));
    student(&class, "hard", "alphabeta.py", FAIL_HARD);
    student(
        &class,
        "eve",
        "alphabeta.py",
        &mutated(py, &[("if alpha >= beta:", "if alpha > beta:")]),
    );
    let trees = assignment(
        dir.path(),
        &format!("title = \"Trees <1>\"\n{RUNS}{TREE_CASES}"),
    );
    let args = |format: &str| {
        vec![
            class.to_str().unwrap().to_string(),
            "--assignment".into(),
            trees.to_str().unwrap().into(),
            "--format".into(),
            format.into(),
        ]
    };
    let run = |format: &str| {
        let a = args(format);
        grade(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let (code, json, err) = run("json");
    assert_eq!(code, 1, "{err}");
    let cases = cases_of(&json);
    assert!(cases["ann"].iter().all(|c| c.0));
    assert!(cases["hard"].iter().all(|c| c.0), "{:?}", cases["hard"]);
    assert!(cases["hard"].iter().any(|c| c.2.contains("fail-hard")));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["title"], "Trees <1>");
    assert_eq!(v["students"][0]["max_score"], 5);
    let strict = serde_json::json!({"bug": "strict-cutoff", "students": ["eve"]});
    assert!(
        v["bugs"].as_array().unwrap().contains(&strict),
        "{}",
        v["bugs"]
    );
    let (_, csv, _) = run("csv");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "name,score,max_score,aima,wikipedia,ties");
    assert_eq!(rows[1], "ann,5,5,,,");
    assert!(
        rows[2].starts_with("eve,") && rows[2].contains("strict-cutoff"),
        "{csv}"
    );
    let (_, html, _) = run("html");
    assert!(html.starts_with("<!DOCTYPE html>") && html.contains("<svg"));
    assert!(html.contains("Trees &lt;1&gt;") && !html.contains("Trees <1>"));
    // Self-contained: nothing fetched (an SVG's xmlns is a name, not an address to fetch).
    assert!(!html.contains(" src=") && !html.contains("href=\"http") && !html.contains("<script"));
    assert!(!html.contains("url(") && !html.contains("@import"));
    let (code, _, err) = run("gradescope");
    assert_eq!(code, 2, "a class is refused: {err}");
    let one = class.join("eve");
    let (_, results, _) = grade(&[
        one.to_str().unwrap(),
        "--assignment",
        trees.to_str().unwrap(),
        "--format",
        "gradescope",
    ]);
    let r: serde_json::Value = serde_json::from_str(&results).unwrap();
    assert_eq!(r["tests"].as_array().unwrap().len(), 3);
    assert_eq!(r["tests"][0]["max_score"], 2);
    assert!(r["tests"][1]["output"].as_str().unwrap().contains("α > β"));
    assert!(r["score"].as_i64().is_some());
}

/// A submission that misbehaves in every way a program can, case by case: floods its output,
/// leaves a process behind (out of its group too), hangs, crashes, eats memory, then deletes
/// its folder, the one above and its home (no further: this test must not harm the machine if
/// grading's copy were ever not there).
const HOSTILE: &str = r#"import os, sys, time, signal, shutil, subprocess
what = sys.argv[2]
if what == "flood":
    line = "x" * 1000 + "\n"
    while True:
        sys.stdout.write(line)
elif what == "fork":
    subprocess.Popen(["sleep", "3017"], start_new_session=True)
    if os.fork() == 0:
        os.setsid()
        subprocess.Popen(["sleep", "3017"])
        time.sleep(3017)
    print('{"enter": null}', flush=True)
    time.sleep(3017)
elif what == "hang":
    time.sleep(3017)
elif what == "crash":
    os.kill(os.getpid(), signal.SIGSEGV)
elif what == "memory":
    hog = bytearray(2 << 30)
else:
    for p in [".", "..", os.path.expanduser("~")]:
        shutil.rmtree(p, ignore_errors=True)
    print("deleted what it could", file=sys.stderr)
"#;

/// Processes running `sleep 3017`, the hostile program's mark.
fn sleepers() -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let cmd = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
        if cmd.contains("3017") && !cmd.contains("grade") {
            out.push(cmd);
        }
    }
    out
}

/// A hostile submission fails its own cases, leaves no process, changes no original; the
/// correct one graded beside it passes; the batch finishes within its timeouts.
#[test]
fn a_hostile_submission_fails_only_its_own_cases() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let py = python();
    student(&class, "good", "alphabeta.py", &mutated(py, &[]));
    student(&class, "zz-hostile", "h.py", HOSTILE);
    let mut cases = String::new();
    for what in [
        "flood", "fork", "hang", "crash", "memory", "delete", "after",
    ] {
        cases.push_str(&format!(
            "[[case]]\nname = \"{what}\"\ntree = \"TREES/aima.json\"\nrun = {{ py = \"python3 {{file}} {{tree}} {what}\" }}\n"
        ));
    }
    let file = assignment(
        dir.path(),
        &format!(
            "timeout = 3\nmemory = \"256MB\"\n[run.py]\nrun = \"python3 {{file}} {{tree}} x\"\nprovided = [\"KITS/python/events.py\"]\n{cases}"
        ),
    );
    let before = snapshot(dir.path());
    let start = std::time::Instant::now();
    let (code, json, err) = grade(&[
        class.to_str().unwrap(),
        "--assignment",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--jobs",
        "2",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(start.elapsed().as_secs() < 60, "{:?}", start.elapsed());
    let graded = cases_of(&json);
    assert!(graded["good"].iter().all(|c| c.0), "{:?}", graded["good"]);
    let bugs: Vec<Option<String>> = graded["zz-hostile"].iter().map(|c| c.1.clone()).collect();
    assert!(graded["zz-hostile"].iter().all(|c| !c.0), "{bugs:?}");
    assert_eq!(bugs[0].as_deref(), Some("flood"), "{bugs:?}");
    assert_eq!(bugs[2].as_deref(), Some("timeout"), "{bugs:?}");
    assert_eq!(bugs[3].as_deref(), Some("crashed"), "{bugs:?}");
    assert_eq!(bugs[4].as_deref(), Some("crashed"), "{bugs:?}");
    // No verdict says a program that finished was stopped.
    for (passed, _, verdict) in &graded["zz-hostile"] {
        assert!(!passed);
        assert!(
            verdict.chars().next().is_some_and(char::is_uppercase),
            "{verdict}"
        );
    }
    assert_eq!(snapshot(dir.path()), before, "an original changed");
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(sleepers(), Vec::<String>::new(), "processes left");
}

/// An assignment that cannot run is refused before anything runs, in one line naming the
/// place (exit 2): an unknown key, a missing tree, a bad value, an unknown placeholder, a
/// submission in a language with no `[run]`, two source files.
#[test]
fn an_assignment_that_cannot_run_is_refused_naming_the_place() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    student(&class, "a", "alphabeta.py", &mutated(python(), &[]));
    let refused = |body: &str, path: &std::path::Path| {
        let file = assignment(dir.path(), body);
        let (code, out, err) = grade(&[
            path.to_str().unwrap(),
            "--assignment",
            file.to_str().unwrap(),
        ]);
        assert_eq!(code, 2, "{body}: {out}{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(out.is_empty());
        err
    };
    let run = "[run.py]\nrun = \"python3 {file} {tree}\"\n";
    let run_bones = "[run.py]\nrun = \"python3 {file} {position}\"\n";
    let e = refused(
        &format!("{run}[[case]]\nname = \"First\"\ntre = \"x.json\"\n"),
        &class,
    );
    assert!(
        e.contains("case 1 (First)") && e.contains("'tre'") && e.contains("tree"),
        "{e}"
    );
    let e = refused(&format!("{run}[[case]]\ntree = \"no-such.json\"\n"), &class);
    assert!(e.contains("case 1") && e.contains("no-such.json"), "{e}");
    let e = refused(&format!("{run_bones}[[case]]\nbones = 5000\n"), &class);
    assert!(e.contains("bones") && e.contains("5000"), "{e}");
    let e = refused(
        &format!("{run_bones}[[case]]\nbones = 5\nalgo = \"mcts\"\n"),
        &class,
    );
    assert!(e.contains("case 1"), "{e}");
    let e = refused(
        "[run.py]\nrun = \"python3 {file} {positon}\"\n[[case]]\nbones = 5\n",
        &class,
    );
    assert!(e.contains("{positon}") && e.contains("{position}"), "{e}");
    let e = refused("timeout = 10\n", &class);
    assert!(e.contains("[run.EXT]"), "{e}");
    let e = refused(
        "[run.py]\nrun = \"python3 'unclosed\"\n[[case]]\nbones = 5\n",
        &class,
    );
    assert!(e.contains("[run.py]"), "{e}");
    student(&class, "b", "main.go", "package main");
    let e = refused(&format!("{run_bones}[[case]]\nbones = 5\n"), &class);
    assert!(e.contains("main.go") && e.contains("[run.go]"), "{e}");
    std::fs::remove_dir_all(class.join("b")).unwrap();
    student(&class, "a", "other.py", "print(1)");
    let e = refused(&format!("{run_bones}[[case]]\nbones = 5\n"), &class);
    assert!(e.contains("alphabeta.py") && e.contains("other.py"), "{e}");
    let e = refused("title = [\n", &class);
    assert!(e.contains("line 1"), "{e}");
}

/// Said in Chinese: the class's table and each bug's name and fix.
#[test]
fn the_report_speaks_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    student(
        &class,
        "eve",
        "alphabeta.py",
        &mutated(python(), &[("if alpha >= beta:", "if alpha > beta:")]),
    );
    student(&class, "ann", "alphabeta.py", &mutated(python(), &[]));
    let file = assignment(dir.path(), &format!("{RUNS}{TREE_CASES}"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args([
            "--lang",
            "zh",
            "grade",
            class.to_str().unwrap(),
            "--assignment",
            file.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("全班的错误") && text.contains("只在 α > β 时剪枝"),
        "{text}"
    );
    assert!(
        text.contains("错误：") && text.contains("if alpha >= beta: break"),
        "{text}"
    );
}

/// Bones' bugs (the Python kit's, as a student changes it) are named: the misère rule, the
/// depth limit one too deep, one too shallow, counted in pairs of moves.
#[test]
fn bones_bugs_are_named() {
    let dir = tempfile::tempdir().unwrap();
    // Games: bones (the kit's) and tic-tac-toe (a small program of the tutorials' kind).
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let game_file = assignment(
        &games,
        r#"
[run.py]
run = "python3 {file} {position} {max-take} {depth}"
provided = ["KITS/python/events.py"]
[[case]]
name = "bones 9"
bones = 9
[[case]]
name = "bones 9, depth 3"
bones = 9
depth = 3
[[case]]
name = "bones 8, depth 2"
bones = 8
depth = 2
"#,
    );
    let bones_class = games.join("bones");
    student(&bones_class, "right", "b.py", &bones(&[]));
    student(
        &bones_class,
        "misere",
        "b.py",
        &bones(&[(
            "value = -1 if maximizing else 1",
            "value = 1 if maximizing else -1",
        )]),
    );
    student(
        &bones_class,
        "deeper",
        "b.py",
        &bones(&[
            ("if depth == 0:", "if depth == -1:"),
            ("depth if depth > 0 else -1", "depth if depth > 0 else -2"),
        ]),
    );
    student(
        &bones_class,
        "early",
        "b.py",
        &bones(&[
            ("if depth == 0:", "if depth == 1:"),
            ("depth if depth > 0 else -1", "depth if depth > 0 else -2"),
        ]),
    );
    student(
        &bones_class,
        "pairs",
        "b.py",
        &bones(&[(
            "depth - 1, alpha",
            "depth - (0 if maximizing else 1), alpha",
        )]),
    );
    let (_, json, err) = grade(&[
        bones_class.to_str().unwrap(),
        "--assignment",
        game_file.to_str().unwrap(),
        "--format",
        "json",
    ]);
    let cases = cases_of(&json);
    assert!(
        cases["right"].iter().all(|c| c.0),
        "{err} {:?}",
        cases["right"]
    );
    for (name, bug) in [
        ("misere", "misere"),
        ("deeper", "depth-off-by-one"),
        ("early", "stops-early"),
        ("pairs", "partial-ply"),
    ] {
        assert!(
            cases[name].iter().any(|c| c.1.as_deref() == Some(bug)),
            "{name}: {:?}",
            cases[name]
        );
    }
}

/// Tic-tac-toe's bugs (a small program of the tutorials' kind) are named: a draw scored by the
/// evaluation, the root played for the wrong side.
#[test]
fn tic_tac_toe_bugs_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let ttt_file = dir.path().join("ttt.toml");
    std::fs::write(
        &ttt_file,
        r#"
[run.py]
run = "python3 {file} {position} {depth}"
[[case]]
name = "O to move"
position = "X...O..X."
[[case]]
name = "a draw ahead"
position = "XOXXOO..."
"#,
    )
    .unwrap();
    let ttt_class = dir.path().join("ttt");
    student(
        &ttt_class,
        "right",
        "t.py",
        &ttt("0", "b.count('X') == b.count('O')"),
    );
    student(
        &ttt_class,
        "draws",
        "t.py",
        &ttt("evaluate(b)", "b.count('X') == b.count('O')"),
    );
    student(&ttt_class, "side", "t.py", &ttt("0", "True"));
    let (_, json, err) = grade(&[
        ttt_class.to_str().unwrap(),
        "--assignment",
        ttt_file.to_str().unwrap(),
        "--format",
        "json",
    ]);
    let cases = cases_of(&json);
    assert!(
        cases["right"].iter().all(|c| c.0),
        "{err} {:?}",
        cases["right"]
    );
    assert!(
        cases["draws"]
            .iter()
            .any(|c| c.1.as_deref() == Some("draw-as-evaluation")),
        "{:?}",
        cases["draws"]
    );
    assert!(
        cases["side"]
            .iter()
            .any(|c| c.1.as_deref() == Some("wrong-side")),
        "{:?}",
        cases["side"]
    );
}
