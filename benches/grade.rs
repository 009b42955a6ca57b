//! `gametree grade` on a class (issue 45): 30 Python submissions × 3 tree cases (AIMA's,
//! Wikipedia's, a tree of ties), a third of them correct and the rest with a bug each, then 30
//! C submissions built with `cc -O2` and run on the same cases. The real binary runs as a
//! teacher runs it (`--jobs` the cores, the JSON report to a file); printed: the wall time and
//! gametree's own peak memory (Linux: VmHWM, read while it runs). The targets on a 2-core
//! machine: Python ≤ 30 s and ≤ 300 MB, C (builds included) ≤ 60 s.
//!
//! Run: `cargo bench --bench grade --no-default-features --features cli,render`

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// The repository's folder.
fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A kit's correct file with one change made.
fn kit(file: &str, change: Option<(&str, &str)>) -> String {
    let text = std::fs::read_to_string(repo().join("examples/own-search").join(file)).unwrap();
    match change {
        Some((from, to)) => {
            assert!(text.contains(from), "{from}");
            text.replacen(from, to, 1)
        }
        None => text,
    }
}

/// Peak resident memory of process `pid` so far, in MB (Linux).
fn peak_mb(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1024.0)
}

/// Grades `class` with `assignment`, returning the wall time and gametree's peak memory.
fn grade(class: &Path, assignment: &Path, out: &Path) -> (Duration, f64) {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(["--lang", "en", "grade"])
        .arg(class)
        .arg("--assignment")
        .arg(assignment)
        .args(["--format", "json", "--out"])
        .arg(out)
        .spawn()
        .unwrap();
    let mut peak: f64 = 0.0;
    loop {
        if let Some(mb) = peak_mb(child.id()) {
            peak = peak.max(mb);
        }
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    (start.elapsed(), peak)
}

/// How many of the report's students passed every case.
fn passed(out: &Path) -> usize {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap();
    v["students"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["score"] == s["max_score"])
        .count()
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let kits = repo().join("examples/own-search");
    let trees = repo().join("examples/grading/trees");
    let cases = format!(
        "[[case]]\nname = \"aima\"\ntree = \"{0}/aima.json\"\n[[case]]\nname = \"wikipedia\"\ntree = \"{0}/wikipedia.json\"\n[[case]]\nname = \"ties\"\ntree = \"{0}/ties.json\"\n",
        trees.display()
    );
    let assignment = dir.path().join("assignment.toml");
    std::fs::write(
        &assignment,
        format!(
            "title = \"bench\"\n[run.py]\nrun = \"python3 {{file}} {{tree}}\"\nprovided = [\"{0}/python/events.py\"]\n\
             [run.c]\nbuild = \"cc -O2 -o ab {{file}}\"\nrun = \"./ab {{tree}}\"\nprovided = [\"{0}/c/events.h\", \"{0}/c/tree.h\"]\n{cases}",
            kits.display()
        ),
    )
    .unwrap();
    let py_bugs = [
        None,
        Some(("if alpha >= beta:", "if alpha > beta:")),
        Some(("(child, alpha, beta,", "(child, -INF, INF,")),
        Some(("not maximizing, i)", "maximizing, i)")),
        Some(("best = max(best, v)", "best = v")),
        Some(("in enumerate(node):", "in reversed(list(enumerate(node))):")),
    ];
    let c_bugs = [
        None,
        Some(("if (alpha >= beta) break;", "if (alpha > beta) break;")),
        Some((
            "alpha, beta, !maximizing)",
            "INT_MIN, INT_MAX, !maximizing)",
        )),
        Some(("beta, !maximizing)", "beta, maximizing)")),
        Some(("best = v > best ? v : best;", "best = v;")),
        Some((
            "for (int i = 0; i < node->count; i++) {",
            "for (int i = node->count - 1; i >= 0; i--) {",
        )),
    ];
    for (lang, file, kit_file, bugs) in [
        ("python", "alphabeta.py", "python/alphabeta.py", &py_bugs),
        ("c", "alphabeta.c", "c/alphabeta.c", &c_bugs),
    ] {
        let class = dir.path().join(lang);
        for i in 0..30 {
            let student = class.join(format!("student-{i:02}"));
            std::fs::create_dir_all(&student).unwrap();
            // A third correct, the rest one of five bugs each.
            let bug = if i % 3 == 0 { None } else { bugs[1 + i % 5] };
            std::fs::write(student.join(file), kit(kit_file, bug)).unwrap();
        }
        let out = dir.path().join(format!("{lang}.json"));
        let (wall, peak) = grade(&class, &assignment, &out);
        println!(
            "grade: 30 {lang} submissions x 3 tree cases{}: {:.1} s wall, gametree peak {:.0} MB ({} of 30 passed)",
            if lang == "c" { ", builds included" } else { "" },
            wall.as_secs_f64(),
            peak,
            passed(&out)
        );
    }
}
