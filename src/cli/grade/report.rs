//! What grading found, as plain data (a student's cases, each passed or failed with its bug
//! and verdict), the class-wide table of bugs (which students made each), and the reports
//! written straight from it: JSON (docs/grading.md), CSV (one row per student, one column per
//! case) and Gradescope's `results.json` for one submission. Text and HTML have their own
//! files.

use crate::check::{Kept, Step};
use crate::teach::grade_words::CodeLanguage;
use serde_json::json;
use std::collections::BTreeMap;

/// A learner's walk of a tree case, kept for its pictures.
#[derive(Clone, Debug)]
pub struct Walked {
    /// The learner's steps.
    pub kept: Vec<Kept>,
    /// The step (from 0) where the walks part, if they do.
    pub parting: Option<usize>,
    /// The path of the node where they part (the learner's step's, else the textbook's).
    pub path: Option<Vec<u32>>,
}

/// One case of one submission.
#[derive(Clone, Debug)]
pub struct CaseResult {
    /// The case's name.
    pub name: String,
    /// The points scored.
    pub score: f64,
    /// The case's points.
    pub max_score: f64,
    /// Whether it passed.
    pub passed: bool,
    /// The bug's name in files (`strict-cutoff`, `timeout`), `None` when it passed.
    pub bug: Option<String>,
    /// The bug's short name in words.
    pub bug_name: Option<String>,
    /// The verdict, a sentence a line.
    pub verdict: Vec<String>,
    /// What the program printed besides its events (and its standard error), cut.
    pub output: String,
    /// The walk, for a tree case's pictures.
    pub walk: Option<Walked>,
    /// A tree case's tree file.
    pub tree: Option<std::path::PathBuf>,
    /// The textbook search's name (`alphabeta`, `minimax`).
    pub algo: &'static str,
}

/// One submission, graded.
#[derive(Clone, Debug)]
pub struct StudentResult {
    /// The student's name.
    pub name: String,
    /// The source file graded, if there was one.
    pub file: Option<String>,
    /// Its language.
    pub language: CodeLanguage,
    /// Its cases, in the assignment's order.
    pub cases: Vec<CaseResult>,
}

impl StudentResult {
    /// The points scored.
    pub fn score(&self) -> f64 {
        self.cases.iter().map(|c| c.score).sum()
    }

    /// The most points.
    pub fn max_score(&self) -> f64 {
        self.cases.iter().map(|c| c.max_score).sum()
    }
}

/// A whole batch.
#[derive(Clone, Debug)]
pub struct Report {
    /// The assignment's title.
    pub title: String,
    /// The case names, in order.
    pub case_names: Vec<String>,
    /// Every submission, in name order.
    pub students: Vec<StudentResult>,
}

/// One row of the class's table: a bug and who made it.
#[derive(Clone, Debug)]
pub struct BugRow {
    /// The bug's name in files.
    pub bug: String,
    /// Its short name in words.
    pub name: String,
    /// The students who made it (in at least one case), in name order.
    pub students: Vec<String>,
}

impl Report {
    /// The class's table: each bug made, most students first (ties by name), with who made it.
    pub fn bugs(&self) -> Vec<BugRow> {
        let mut rows: BTreeMap<String, BugRow> = BTreeMap::new();
        for s in &self.students {
            for c in &s.cases {
                let (Some(bug), Some(name)) = (&c.bug, &c.bug_name) else {
                    continue;
                };
                let row = rows.entry(bug.clone()).or_insert_with(|| BugRow {
                    bug: bug.clone(),
                    name: name.clone(),
                    students: Vec::new(),
                });
                if !row.students.contains(&s.name) {
                    row.students.push(s.name.clone());
                }
            }
        }
        let mut rows: Vec<BugRow> = rows.into_values().collect();
        rows.sort_by(|a, b| {
            b.students
                .len()
                .cmp(&a.students.len())
                .then(a.bug.cmp(&b.bug))
        });
        rows
    }

    /// Whether every case of every submission passed.
    pub fn all_passed(&self) -> bool {
        self.students
            .iter()
            .all(|s| s.cases.iter().all(|c| c.passed))
    }

    /// The JSON report.
    pub fn json(&self) -> serde_json::Value {
        let students: Vec<_> = self
            .students
            .iter()
            .map(|s| {
                let cases: Vec<_> = s
                    .cases
                    .iter()
                    .map(|c| {
                        json!({
                            "name": c.name,
                            "score": number(c.score),
                            "max_score": number(c.max_score),
                            "passed": c.passed,
                            "bug": c.bug,
                            "verdict": c.verdict.join("\n"),
                            "algo": c.algo,
                            "tree": c.tree.as_ref().map(|t| t.to_string_lossy()),
                            "events": c.walk.as_ref().map(|w| events_text(&w.kept)),
                            "step": c.walk.as_ref().and_then(|w| w.parting).map(|k| k + 1),
                        })
                    })
                    .collect();
                json!({
                    "name": s.name,
                    "language": lang_name(s.language),
                    "file": s.file,
                    "score": number(s.score()),
                    "max_score": number(s.max_score()),
                    "cases": cases,
                })
            })
            .collect();
        let bugs: Vec<_> = self
            .bugs()
            .into_iter()
            .map(|r| json!({"bug": r.bug, "students": r.students}))
            .collect();
        json!({"title": self.title, "students": students, "bugs": bugs})
    }

    /// The CSV report: a header, then a row per student: name, score, max, and each case's
    /// bug (empty where it passed).
    pub fn csv(&self) -> String {
        let mut out = String::new();
        let mut header = vec!["name".to_string(), "score".into(), "max_score".into()];
        header.extend(self.case_names.iter().cloned());
        out.push_str(&row(&header));
        for s in &self.students {
            let mut cells = vec![s.name.clone(), show(s.score()), show(s.max_score())];
            cells.extend(s.cases.iter().map(|c| c.bug.clone().unwrap_or_default()));
            out.push_str(&row(&cells));
        }
        out
    }
}

/// The learner's steps written back as the event protocol (what `check --events` and the
/// app's Check a search read).
pub fn events_text(kept: &[Kept]) -> String {
    let bound = |x: i64| match x {
        i64::MIN => "\"-inf\"".to_string(),
        i64::MAX => "\"inf\"".to_string(),
        x => x.to_string(),
    };
    let mut out = String::new();
    for k in kept {
        let window = k
            .window
            .map(|(a, b)| format!(", \"alpha\": {}, \"beta\": {}", bound(a), bound(b)))
            .unwrap_or_default();
        let line = match k.step {
            Step::Enter(None) => format!("{{\"enter\": null{window}}}"),
            Step::Enter(Some(i)) => format!("{{\"enter\": {i}{window}}}"),
            Step::Leaf(v) => format!("{{\"leaf\": {v}}}"),
            Step::Exit(v) => format!("{{\"exit\": {v}}}"),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Gradescope's `results.json` for one submission: its score, and a test per case.
pub fn gradescope(s: &StudentResult) -> serde_json::Value {
    let tests: Vec<_> = s
        .cases
        .iter()
        .map(|c| {
            let mut output = c.verdict.join("\n");
            if !c.output.is_empty() {
                output.push_str("\n\n");
                output.push_str(&crate::t!("grade-own-output"));
                output.push('\n');
                output.push_str(&c.output);
            }
            json!({
                "name": c.name,
                "score": number(c.score),
                "max_score": number(c.max_score),
                "status": if c.passed { "passed" } else { "failed" },
                "output": output,
                "visibility": "visible",
            })
        })
        .collect();
    json!({
        "score": number(s.score()),
        "max_score": number(s.max_score()),
        "tests": tests,
        "visibility": "visible",
        "stdout_visibility": "hidden",
    })
}

/// The language's name in files (`null` when unknown).
fn lang_name(l: CodeLanguage) -> Option<&'static str> {
    Some(l.name()).filter(|n| !n.is_empty())
}

/// A score as JSON: a whole number when it is one.
fn number(x: f64) -> serde_json::Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

/// A score as text: `2`, `1.5`.
pub fn show(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// One CSV row: cells quoted where they hold a comma, a quote or a line break (RFC 4180); a
/// cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) is kept as text with a `'`.
fn row(cells: &[String]) -> String {
    let quoted: Vec<String> = cells
        .iter()
        .map(|c| {
            let c = if c.starts_with(['=', '+', '-', '@']) {
                format!("'{c}")
            } else {
                c.clone()
            };
            if c.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", c.replace('"', "\"\""))
            } else {
                c
            }
        })
        .collect();
    format!("{}\r\n", quoted.join(","))
}
