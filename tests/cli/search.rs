//! `gametree search` through the real binary: the output contract of docs/json-trace.md for
//! `--format stats|json|dot`, `--no-trace` agreeing with the recorded search, and one-line errors.

use serde_json::Value;
use std::collections::BTreeSet;

fn tree(name: &str) -> String {
    format!("{}/examples/trees/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `gametree search ARGS` in English, returning (exit success, stdout, stderr).
fn search(args: &[&str]) -> (bool, String, String) {
    super::support::gametree("en", &[&["search"], args].concat())
}

fn json(args: &[&str]) -> Value {
    let (ok, out, err) = search(args);
    assert!(ok, "gametree search {args:?} failed: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {out}"))
}

#[test]
fn stats_has_the_keys_spec_names() {
    let aima = tree("aima.json");
    let v = json(&["--tree", &aima, "--format", "stats"]);
    assert_eq!(v["root_value"], 3);
    assert_eq!(v["best_move"], "B");
    assert!(v["principal_variation"].is_array());
    let stats = &v["stats"];
    for key in ["nodes_visited", "leaves_evaluated", "cutoffs"] {
        assert!(stats[key].is_u64(), "stats.{key} missing: {stats}");
    }
    assert_eq!(stats["nodes_visited"], 11);
    assert_eq!(stats["leaves_evaluated"], 7);
    assert_eq!(stats["cutoffs"], 1);
    // Issue 27: cutoffs by kind, always present; AIMA's one cutoff is at MIN node C, against
    // the α its parent A set.
    let kinds = [
        "cutoffs_at_max",
        "cutoffs_at_min",
        "shallow_cutoffs",
        "deep_cutoffs",
    ];
    let got: Vec<_> = kinds.iter().map(|k| stats[*k].as_u64()).collect();
    assert_eq!(got, [Some(0), Some(1), Some(1), Some(0)], "{stats}");
    let deep = json(&["--tree", &tree("deep_cutoff.json"), "--format", "stats"]);
    let got: Vec<_> = kinds.iter().map(|k| deep["stats"][*k].as_u64()).collect();
    assert_eq!(
        got,
        [Some(0), Some(1), Some(0), Some(1)],
        "[[5],[[[3,9]]]] cuts deep"
    );
    let dice = json(&["--game", "dice", "--target", "5", "--format", "stats"]);
    for k in kinds {
        assert_eq!(dice["stats"][k], 0, "{k} present under expectiminimax");
    }
}

#[test]
fn json_aima_marks_the_4_and_6_pruned() {
    let v = json(&["--tree", &tree("aima.json"), "--format", "json"]);
    let nodes = v["nodes"].as_array().expect("nodes");
    let events = v["events"].as_array().expect("events");
    assert_eq!(nodes.len(), 13, "every node of the input appears");
    let keys = [
        "id", "parent", "index", "depth", "player", "move", "status", "value", "bound", "alpha",
        "beta",
    ];
    // docs/json-trace.md: no node carries its path; it follows from `parent` and `index`.
    assert!(nodes.iter().all(|n| n.get("path").is_none()));
    let path_of = |n: &Value| -> Value {
        let mut path = vec![];
        let mut at = n;
        while !at["parent"].is_null() {
            path.push(at["index"].as_u64().unwrap());
            at = &nodes[at["parent"].as_u64().unwrap() as usize];
        }
        path.reverse();
        path.into()
    };
    for n in nodes {
        for k in keys {
            assert!(n.get(k).is_some(), "node lacks {k}: {n}");
        }
    }
    let by_path = |p: &[u32]| {
        let p: Value = p.to_vec().into();
        nodes
            .iter()
            .find(|n| path_of(n) == p)
            .unwrap_or_else(|| panic!("no node at {p}"))
    };
    let root = by_path(&[]);
    assert_eq!(root["parent"], Value::Null);
    assert_eq!(
        (&root["player"], &root["value"]),
        (&"max".into(), &3.into())
    );
    assert_eq!(root["move"], Value::Null);
    let pruned: BTreeSet<String> = nodes
        .iter()
        .filter(|n| n["status"] == "pruned")
        .map(|n| path_of(n).to_string())
        .collect();
    assert_eq!(pruned, BTreeSet::from(["[1,1]".into(), "[1,2]".into()]));
    for p in [[1, 1], [1, 2]] {
        assert_eq!(by_path(&p)["value"], Value::Null);
    }
    let b = by_path(&[1]);
    assert_eq!((&b["player"], &b["value"]), (&"min".into(), &2.into()));
    assert_eq!(b["bound"], "upper");
    assert_eq!(b["alpha"], 3, "B is entered with α = 3 from A");
    assert_eq!(by_path(&[1, 0])["value"], 2);
    // Parents and depths agree with paths.
    for n in nodes {
        let depth = path_of(n).as_array().unwrap().len();
        assert_eq!(n["depth"], depth);
        if depth > 0 {
            let parent = &nodes
                .iter()
                .find(|m| m["id"] == n["parent"])
                .expect("parent exists");
            assert_eq!(parent["depth"], depth - 1);
        }
    }
    // Events: in order, with a known kind, naming a node; one cutoff, at B, pruning both.
    let kinds = [
        "iteration",
        "enter",
        "leaf",
        "tt_hit",
        "backup",
        "cutoff",
        "exit",
    ];
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e["step"], i);
        assert!(kinds.contains(&e["kind"].as_str().unwrap()), "{e}");
        assert!(nodes.iter().any(|n| n["id"] == e["node"]), "{e}");
    }
    let cutoffs: Vec<&Value> = events.iter().filter(|e| e["kind"] == "cutoff").collect();
    assert_eq!(cutoffs.len(), 1);
    assert_eq!(cutoffs[0]["node"], b["id"]);
    let mut cut: Vec<Value> = cutoffs[0]["pruned"].as_array().unwrap().clone();
    cut.sort_by_key(|v| v.as_u64());
    let mut expect = vec![
        by_path(&[1, 1])["id"].clone(),
        by_path(&[1, 2])["id"].clone(),
    ];
    expect.sort_by_key(|v| v.as_u64());
    assert_eq!(cut, expect);
    let count = |k: &str| events.iter().filter(|e| e["kind"] == k).count();
    assert_eq!(count("enter"), 11);
    assert_eq!(count("exit"), 11);
    assert_eq!(count("leaf"), 7);
    assert_eq!(count("backup"), 10);
}

#[test]
fn json_wikipedia_prunes_whole_subtrees() {
    let v = json(&["--tree", &tree("wikipedia.json"), "--format", "json"]);
    assert_eq!(v["root_value"], 6);
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 33);
    let pruned = nodes.iter().filter(|n| n["status"] == "pruned").count();
    assert_eq!(pruned, 8);
}

#[test]
fn dot_is_a_digraph_with_every_node() {
    let (ok, out, err) = search(&["--tree", &tree("aima.json"), "--format", "dot"]);
    assert!(ok, "{err}");
    assert!(out.trim_start().starts_with("digraph"), "{out}");
    assert!(out.trim_end().ends_with('}'));
    assert_eq!(out.matches("->").count(), 12, "one edge per non-root node");
    assert!(
        out.matches("dashed").count() >= 2,
        "pruned nodes styled apart"
    );
}

#[test]
fn no_trace_reports_what_the_recorded_search_reports() {
    let aima = tree("aima.json");
    let wiki = tree("wikipedia.json");
    let cases: Vec<Vec<&str>> = vec![
        vec!["--tree", &aima],
        vec!["--tree", &aima, "--min-root", "--algo", "minimax"],
        vec!["--tree", &wiki, "--ordering", "--tt"],
        vec!["--tree", &wiki, "--iterative"],
        vec!["--game", "bones", "--bones", "13", "--algo", "minimax"],
        vec!["--game", "bones", "--bones", "20", "--tt", "--ordering"],
        vec![
            "--game",
            "tictactoe",
            "--position",
            "X...O....",
            "--algo",
            "minimax",
        ],
        vec!["--game", "tictactoe", "--ordering", "--depth", "4"],
        vec![
            "--game",
            "tictactoe",
            "--position",
            "XO.......",
            "--iterative",
            "--tt",
        ],
    ];
    for args in cases {
        let recorded = json(&[&args[..], &["--format", "stats"]].concat());
        let bare = json(&[&args[..], &["--format", "stats", "--no-trace"]].concat());
        for key in ["root_value", "best_move", "principal_variation"] {
            assert_eq!(recorded[key], bare[key], "{key} for {args:?}");
        }
        assert_eq!(recorded["stats"], bare["stats"], "{args:?}");
        assert!(recorded["stats"]["nodes_visited"].as_u64().unwrap() > 0);
    }
}

#[test]
fn over_budget_and_bad_input_are_one_line_errors() {
    for args in [
        vec![
            "--game",
            "bones",
            "--bones",
            "20",
            "--algo",
            "minimax",
            "--max-nodes",
            "1000",
        ],
        vec!["--tree", "/no/such/tree.json"],
        vec!["--game", "tictactoe", "--position", "XXX"],
        vec!["--game", "bones"],
    ] {
        let (ok, out, err) = search(&args);
        assert!(!ok, "{args:?} should fail");
        assert!(out.is_empty(), "{args:?} printed {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let (_, _, err) = search(&[
        "--game",
        "bones",
        "--bones",
        "20",
        "--algo",
        "minimax",
        "--max-nodes",
        "1000",
    ]);
    assert!(err.contains("--max-nodes"), "{err}");
}

#[test]
fn pvs_and_mtdf_report_their_own_counts() {
    let wiki = tree("wikipedia.json");
    for algo in ["alphabeta", "pvs", "mtdf"] {
        let v = json(&["--tree", &wiki, "--algo", algo, "--format", "stats"]);
        assert_eq!(v["root_value"], 6, "{algo}: Wikipedia's tree is worth 6");
        assert_eq!(v["best_move"], "C", "{algo}");
        let stats = &v["stats"];
        let (re, passes) = (stats["re_searches"].as_u64(), stats["passes"].as_u64());
        match algo {
            "pvs" => assert!(re.unwrap() >= 1 && passes == Some(0), "{stats}"),
            "mtdf" => assert!(re == Some(0) && passes.unwrap() >= 2, "{stats}"),
            _ => assert_eq!((re, passes), (Some(0), Some(0))),
        }
    }
    // The recorded JSON marks tests and second visits, and its events say where.
    let v = json(&["--tree", &wiki, "--algo", "pvs", "--format", "json"]);
    let nodes = v["nodes"].as_array().unwrap();
    let second: Vec<&Value> = nodes.iter().filter(|n| n["research"] == true).collect();
    assert_eq!(
        second.len() as u64,
        v["stats"]["re_searches"].as_u64().unwrap()
    );
    assert!(nodes.iter().any(|n| n["probe"] == true));
    let events = v["events"].as_array().unwrap();
    assert!(events.iter().any(|e| e["kind"] == "research"));
    let (ok, out, _) = search(&["--tree", &wiki, "--algo", "pvs"]);
    assert!(ok && out.contains("Re-searches: 2"), "{out}");
    let (ok, out, _) = search(&["--tree", &wiki, "--algo", "mtdf"]);
    assert!(ok && out.contains("MTD(f) passes:"), "{out}");
}

#[test]
fn aspiration_windows_need_iterative_deepening_and_a_pruning_search() {
    let (ok, out, _) = search(&[
        "--bones",
        "9",
        "--iterative",
        "--depth",
        "6",
        "--aspiration",
        "1",
        "--algo",
        "pvs",
    ]);
    assert!(ok && out.contains("Re-searches:"), "{out}");
    for (args, says) in [
        (vec!["--bones", "9", "--aspiration", "1"], "--iterative"),
        (
            vec![
                "--bones",
                "9",
                "--iterative",
                "--aspiration",
                "1",
                "--algo",
                "mtdf",
            ],
            "alphabeta or pvs",
        ),
        (
            vec!["--bones", "9", "--iterative", "--aspiration", "0"],
            "1 to 2^53",
        ),
    ] {
        let (ok, out, err) = search(&args);
        assert!(!ok && out.is_empty(), "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// Issue 15, item 6: a textbook tree read from a file is titled by its name, and the best line
/// names an unlabeled leaf by its value, as a student reads it.
#[test]
fn example_files_are_titled_by_name_and_best_lines_end_in_values() {
    let (ok, out, _) = search(&["--tree", &tree("aima.json")]);
    assert!(ok);
    assert!(out.contains("Scenario: tree AIMA figure 5.2"), "{out}");
    assert!(out.contains("Principal variation: B, 3\n"), "{out}");
    // The JSON keeps the moves themselves (docs/names.md: `#k` for an unlabeled leaf).
    let v = json(&["--tree", &tree("aima.json"), "--format", "stats"]);
    assert_eq!(v["principal_variation"], serde_json::json!(["B", "#1"]));
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("w.svg");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args([
            "render",
            "--lang",
            "en",
            "--tree",
            &tree("wikipedia.json"),
            "--out",
        ])
        .arg(&svg)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.contains("alpha-beta tree") && !text.contains("wikipedia.json"),
        "{text}"
    );
    // Any other file keeps its path in the title.
    let (_, out, _) = search(&["--tree", &tree("deep_cutoff.json")]);
    assert!(out.contains("deep_cutoff.json"), "{out}");
}

/// Issue 15, item 4: `--tree` reads the 15-150 notation (found from the content).
#[test]
fn tree_files_in_the_15_150_notation_are_searched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep.txt");
    std::fs::write(&path, "( ((5)(6)) ((7)(4)(5)) )\n").unwrap();
    let v = json(&["--tree", path.to_str().unwrap(), "--format", "stats"]);
    // MAX over MIN(5, 6) = 5 and MIN(7, 4, 5) = 4.
    assert_eq!(v["root_value"], 5);
    std::fs::write(&path, "((5)(6)\n((7) 4))").unwrap();
    let (ok, _, err) = search(&["--tree", path.to_str().unwrap()]);
    assert!(!ok && err.contains("line 2, column 6"), "{err}");
    assert!(err.contains("write it (4)"), "{err}");
}

/// Issue 15, item 3: `gametree sheet` writes each tree of a set empty and answered.
#[test]
fn sheet_writes_each_tree_and_its_answer() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("level2");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args([
            "sheet", "--lang", "en", "--level", "2", "--seed", "7", "--count", "3", "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for k in 1..=3 {
        let blank = std::fs::read_to_string(out.join(format!("exercise-{k}.svg"))).unwrap();
        let answer = std::fs::read_to_string(out.join(format!("answer-{k}.svg"))).unwrap();
        assert!(
            blank.contains(&format!("level 2, seed 7, tree {k}")),
            "{blank}"
        );
        assert!(blank.contains("Step 0 of") && answer.contains("(the end)"));
    }
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(["sheet", "--lang", "en", "--level", "9", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("a level from 1 to 6"));
}

/// Words of a command line, split at spaces.
fn words(line: &str) -> Vec<&str> {
    line.split(' ').collect()
}

#[test]
fn connect_four_and_mnk_from_the_command_line() {
    // Connect Four after 4453, depth-limited: moves named by column, value an estimate.
    let v = json(&words(
        "--game connect4 --moves 4453 --depth 4 --ordering --tt --format stats",
    ));
    let best = v["best_move"].as_str().unwrap();
    assert!(best.starts_with("X "), "{best}");
    let col: u32 = best[2..].parse().unwrap();
    assert!((1..=7).contains(&col));
    // A forced win: X has an open three on the bottom row, so it wins at the second ply.
    let v = json(&words("--moves 44553 --depth 3 --format stats"));
    assert_eq!(v["root_value"], 41);
    // JSON traces name the game so a reader can redraw its boards.
    let v = json(&words("--moves 4453 --depth 2 --format json"));
    assert_eq!(v["game"]["kind"], "connect4");
    let v = json(&words(
        "--game mnk --rows 3 --cols 4 --k 3 --position X..O..X.O... --format json",
    ));
    assert_eq!(v["game"]["kind"], "mnk");
    assert_eq!(v["game"]["rows"], 3);
    assert_eq!(v["game"]["cols"], 4);
    // (3,3,3) is tic-tac-toe: same counts and values.
    let ttt = json(&words("--position X...O.... --format stats"));
    let mnk = json(&words(
        "--game mnk --rows 3 --cols 3 --k 3 --position X...O.... --format stats",
    ));
    assert_eq!(ttt["root_value"], mnk["root_value"]);
    assert_eq!(ttt["principal_variation"], mnk["principal_variation"]);
    assert_eq!(ttt["stats"]["nodes_visited"], mnk["stats"]["nodes_visited"]);
    // Bad input: one line each.
    for (line, says) in [
        ("--moves 4449", "each move is a column from 1 to 7"),
        ("--moves 4444444", "already full"),
        ("--moves 12121215", "game is over"),
        (
            "--game connect4 --rows 4",
            "--rows does not go with Connect Four",
        ),
        ("--game mnk --rows 3 --cols 3 --k 5", "expected 3 to 3"),
        (
            "--game mnk --rows 3 --cols 4 --position X",
            "has 1 cell; this board has 12",
        ),
        ("--moves 44 --position X", "cannot be used with"),
    ] {
        let (ok, out, err) = search(&words(line));
        assert!(!ok && out.is_empty(), "{line} was accepted");
        assert!(
            err.contains(says) && err.trim().lines().count() == 1,
            "{line}: {err}"
        );
    }
}
