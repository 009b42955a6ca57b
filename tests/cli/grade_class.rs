//! What `gametree grade`'s tests share: a class folder made from the starter kits, each
//! student a kit's correct alpha-beta or the same file with one bug written in (as a student
//! writes it, in that language), the toolchains there are, and the grading run on it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's folder.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A kit language: its folder, its correct file, and the tools it needs.
pub struct Kit {
    pub ext: &'static str,
    pub folder: &'static str,
    pub file: &'static str,
    pub tools: &'static [&'static str],
}

pub const KITS: [Kit; 6] = [
    Kit {
        ext: "py",
        folder: "python",
        file: "alphabeta.py",
        tools: &["python3"],
    },
    Kit {
        ext: "c",
        folder: "c",
        file: "alphabeta.c",
        tools: &["cc"],
    },
    Kit {
        ext: "rs",
        folder: "rust",
        file: "alphabeta.rs",
        tools: &["rustc"],
    },
    Kit {
        ext: "java",
        folder: "java",
        file: "AlphaBeta.java",
        tools: &["javac", "java"],
    },
    Kit {
        ext: "js",
        folder: "javascript",
        file: "alphabeta.js",
        tools: &["node"],
    },
    Kit {
        ext: "php",
        folder: "php",
        file: "alphabeta.php",
        tools: &["php"],
    },
];

/// Whether `tool` runs here.
pub fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool} >/dev/null 2>&1")])
        .status()
        .is_ok_and(|s| s.success())
}

/// The kits whose tools are installed; a missing one is said (and its students skipped).
pub fn installed() -> Vec<&'static Kit> {
    KITS.iter()
        .filter(|k| {
            let missing: Vec<_> = k.tools.iter().filter(|t| !has(t)).collect();
            if !missing.is_empty() {
                eprintln!(
                    "note: {missing:?} not installed: the {} kit is not graded",
                    k.folder
                );
            }
            missing.is_empty()
        })
        .collect()
}

/// The run lines of the assignment, for every kit.
pub const RUNS: &str = r#"
[run.py]
run = "python3 {file} {tree}"
provided = ["KITS/python/events.py"]
[run.c]
build = "cc -o ab {file}"
run = "./ab {tree}"
provided = ["KITS/c/events.h", "KITS/c/tree.h"]
[run.rs]
build = "rustc -o ab {file}"
run = "./ab {tree}"
provided = ["KITS/rust/events.rs", "KITS/rust/tree.rs"]
[run.java]
build = "javac -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -encoding UTF-8 -d . {file} Events.java"
run = "java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp . {stem} {tree}"
provided = ["KITS/java/Events.java"]
[run.js]
run = "node {file} {tree}"
provided = ["KITS/javascript/events.js"]
[run.php]
run = "php {file} {tree}"
provided = ["KITS/php/events.php"]
"#;

/// The tree cases: AIMA's, Wikipedia's, and one whose cutoffs are all ties.
pub const TREE_CASES: &str = r#"
[[case]]
name = "aima"
tree = "TREES/aima.json"
points = 2
[[case]]
name = "wikipedia"
tree = "TREES/wikipedia.json"
points = 2
[[case]]
name = "ties"
tree = "TREES/ties.json"
"#;

/// Writes an assignment with `body` (the kits' and trees' folders filled in) into `dir`.
pub fn assignment(dir: &Path, body: &str) -> PathBuf {
    let kits = repo().join("examples/own-search");
    let trees = repo().join("examples/grading/trees");
    let text = body
        .replace("KITS", &kits.to_string_lossy())
        .replace("TREES", &trees.to_string_lossy());
    let path = dir.join("assignment.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// A kit's correct file with `changes` made (each `from` must be there: a kit that changed
/// fails the test rather than grading an unchanged file).
pub fn mutated(kit: &Kit, changes: &[(&str, &str)]) -> String {
    let path = repo()
        .join("examples/own-search")
        .join(kit.folder)
        .join(kit.file);
    let mut text = std::fs::read_to_string(path).unwrap();
    for (from, to) in changes {
        assert!(text.contains(from), "{}: no {from:?}", kit.folder);
        text = text.replacen(from, to, 1);
    }
    text
}

/// Puts a student's file into the class.
pub fn student(class: &Path, name: &str, file: &str, text: &str) {
    let dir = class.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(file), text).unwrap();
}

/// Runs `gametree grade` (English), returning (exit code, stdout, stderr).
pub fn grade(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(["--lang", "en", "grade"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The JSON report's students: name → each case's (passed, bug, verdict).
pub fn cases_of(json: &str) -> BTreeMap<String, Vec<(bool, Option<String>, String)>> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    v["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let cases = s["cases"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    (
                        c["passed"].as_bool().unwrap(),
                        c["bug"].as_str().map(String::from),
                        c["verdict"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            (s["name"].as_str().unwrap().to_string(), cases)
        })
        .collect()
}

/// A file's bytes and a folder's files, to see that grading changed none of them.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(p.clone(), std::fs::read(&p).unwrap_or_default());
            }
        }
    }
    out
}
