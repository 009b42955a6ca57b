//! "Grade a class…" in Check a search (issue 45, item 10): the teacher types (or pastes) the
//! assignment file and the class folder, and the app runs `gametree grade … --format json` —
//! this program's own command line, as a process of its own, so the window never runs a
//! search or a student's program itself — then shows the class table: each student's score and
//! each case's bug. Clicking a student opens their first tree case that failed (else their
//! first tree case) in the check view, at the step where their search and the textbook's part.
//! The desktop only: a web page cannot run programs.

use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{Key, Origin, Scenario, build};
use gametree_engine::search::Algorithm;
use gametree_teach::grade_words;
use gametree_teach::t;
use std::sync::mpsc::{Receiver, channel};

/// One case of one student, as the JSON report says it.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseCell {
    /// The case's name.
    pub name: String,
    /// Whether it passed.
    pub passed: bool,
    /// The bug's name in files, if it failed.
    pub bug: Option<String>,
    /// The tree file of a tree case.
    pub tree: Option<String>,
    /// The textbook search.
    pub algo: String,
    /// The student's events, where their walk was kept.
    pub events: Option<String>,
}

/// One student's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The student's name.
    pub name: String,
    /// Their score and the most.
    pub score: (f64, f64),
    /// Their cases.
    pub cases: Vec<CaseCell>,
}

/// The class table: the report's title, case names and rows, and each bug's count.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassTable {
    /// The assignment's title.
    pub title: String,
    /// The students, in name order.
    pub rows: Vec<Row>,
    /// Each bug made and how many students made it.
    pub bugs: Vec<(String, usize)>,
}

/// Reads `gametree grade --format json`'s report (docs/grading.md); `None` when it is not one.
pub fn read_report(text: &str) -> Option<ClassTable> {
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    let text_of = |v: &serde_json::Value| v.as_str().map(String::from);
    let rows = v["students"]
        .as_array()?
        .iter()
        .map(|s| Row {
            name: text_of(&s["name"]).unwrap_or_default(),
            score: (
                s["score"].as_f64().unwrap_or(0.0),
                s["max_score"].as_f64().unwrap_or(0.0),
            ),
            cases: s["cases"]
                .as_array()
                .map(|cases| {
                    cases
                        .iter()
                        .map(|c| CaseCell {
                            name: text_of(&c["name"]).unwrap_or_default(),
                            passed: c["passed"].as_bool().unwrap_or(false),
                            bug: text_of(&c["bug"]),
                            tree: text_of(&c["tree"]),
                            algo: text_of(&c["algo"]).unwrap_or_else(|| "alphabeta".into()),
                            events: text_of(&c["events"]),
                        })
                        .collect()
                })
                .unwrap_or_default(),
        })
        .collect();
    let bugs = v["bugs"]
        .as_array()?
        .iter()
        .filter_map(|b| Some((text_of(&b["bug"])?, b["students"].as_array()?.len())))
        .collect();
    Some(ClassTable {
        title: text_of(&v["title"]).unwrap_or_default(),
        rows,
        bugs,
    })
}

/// What a click on a student opens: a name, their events, the case's scenario.
pub struct Opening {
    /// "student — case".
    pub name: String,
    /// The events.
    pub events: String,
    /// The tree and the textbook search.
    pub scenario: Scenario,
}

impl Row {
    /// The case to open: the first tree case that failed, else the first tree case (with the
    /// student's events).
    pub fn opening(&self) -> Option<Opening> {
        let with_walk = |c: &&CaseCell| c.tree.is_some() && c.events.is_some();
        let case = self
            .cases
            .iter()
            .filter(with_walk)
            .find(|c| !c.passed)
            .or_else(|| self.cases.iter().find(with_walk))?;
        let algo = Algorithm::from_name(&case.algo).unwrap_or(Algorithm::AlphaBeta);
        let pairs = [
            (Key::Tree, Value::Text(case.tree.clone()?)),
            (Key::Algo, Value::Algo(algo)),
        ];
        Some(Opening {
            name: format!("{} — {}", self.name, case.name),
            events: case.events.clone()?,
            scenario: build(&pairs, Origin::CommandLine).ok()?,
        })
    }
}

/// The panel: the two paths, the grading running, the table.
#[derive(Default)]
pub struct GradePanel {
    /// Shown under the title.
    pub shown: bool,
    /// The assignment file, as typed.
    pub assignment: String,
    /// The class folder, as typed.
    pub class: String,
    running: Option<Receiver<Result<ClassTable, String>>>,
    /// The last table, or why there is none.
    pub table: Option<Result<ClassTable, String>>,
}

impl GradePanel {
    /// Starts grading the class on a thread of its own, running this program's `grade`.
    fn start(&mut self) {
        // A web page has no processes (nor threads to wait on them).
        if cfg!(target_arch = "wasm32") {
            self.table = Some(Err(t!("app-grade-desktop-only")));
            return;
        }
        let (tell, heard) = channel();
        let (assignment, class) = (
            self.assignment.trim().to_string(),
            self.class.trim().to_string(),
        );
        let lang = gametree_teach::i18n::lang().code();
        std::thread::spawn(move || {
            let _ = tell.send(run_grade(&assignment, &class, lang));
        });
        self.running = Some(heard);
        self.table = None;
    }

    /// Whether a grading runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Takes the table when the grading has finished.
    fn poll(&mut self) {
        if let Some(heard) = &self.running
            && let Ok(done) = heard.try_recv()
        {
            self.table = Some(done);
            self.running = None;
        }
    }

    /// Draws the panel; the student clicked, if one was.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Opening> {
        self.poll();
        if self.is_running() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(200));
        }
        egui::Grid::new("grade-paths")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(t!("app-grade-assignment"));
                ui.text_edit_singleline(&mut self.assignment);
                ui.end_row();
                ui.label(t!("app-grade-class"));
                ui.text_edit_singleline(&mut self.class);
                ui.end_row();
            });
        ui.horizontal(|ui| {
            let ready = !self.is_running()
                && !self.assignment.trim().is_empty()
                && !self.class.trim().is_empty();
            if ui
                .add_enabled(ready, egui::Button::new(t!("app-grade-run")))
                .clicked()
            {
                self.start();
            }
            if self.is_running() {
                ui.spinner();
                ui.label(t!("app-grade-running"));
            }
        });
        match &self.table {
            Some(Ok(table)) => table_ui(ui, table),
            Some(Err(e)) => {
                ui.colored_label(crate::toolkit::error_colour(ui), e);
                None
            }
            None => None,
        }
    }
}

/// Runs `gametree grade CLASS --assignment FILE --format json` (this program) and reads its
/// report; the program's error line when it refuses.
fn run_grade(assignment: &str, class: &str, lang: &str) -> Result<ClassTable, String> {
    let exe = std::env::var_os("GAMETREE_BIN")
        .map(std::path::PathBuf::from)
        .map_or_else(std::env::current_exe, Ok)
        .map_err(|e| e.to_string())?;
    let out = std::process::Command::new(exe)
        .args([
            "--lang",
            lang,
            "grade",
            class,
            "--assignment",
            assignment,
            "--format",
            "json",
        ])
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    read_report(&text).ok_or_else(|| {
        let err = String::from_utf8_lossy(&out.stderr);
        err.lines().last().unwrap_or("").to_string()
    })
}

/// The class table: the bugs first, then a row per student; a click on a student's name opens
/// their comparison.
fn table_ui(ui: &mut egui::Ui, table: &ClassTable) -> Option<Opening> {
    let mut opened = None;
    ui.label(egui::RichText::new(&table.title).strong());
    for (bug, count) in &table.bugs {
        ui.label(t!(
            "app-grade-bug-count",
            bug = grade_words::name_of(bug),
            count = *count
        ));
    }
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            egui::Grid::new("grade-table").striped(true).show(ui, |ui| {
                for row in &table.rows {
                    let score = format!("{} / {}", row.score.0, row.score.1);
                    if ui
                        .link(&row.name)
                        .on_hover_text(t!("app-grade-open-student"))
                        .clicked()
                    {
                        opened = row.opening();
                    }
                    ui.label(score);
                    for c in &row.cases {
                        let said = match &c.bug {
                            None => "✓".to_string(),
                            Some(b) => grade_words::name_of(b),
                        };
                        ui.label(said).on_hover_text(&c.name);
                    }
                    ui.end_row();
                }
            });
        });
    opened
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_is_read_and_a_student_opens_their_first_failed_tree_case() {
        let report = r#"{"title": "t", "bugs": [{"bug": "strict-cutoff", "students": ["bob"]}],
          "students": [{"name": "bob", "score": 2, "max_score": 4, "cases": [
            {"name": "ok", "passed": true, "bug": null, "tree": "x.json", "algo": "alphabeta",
             "events": "{\"enter\": null}"},
            {"name": "bad", "passed": false, "bug": "strict-cutoff", "tree": "y.json",
             "algo": "minimax", "events": "{\"enter\": null}\n"}]}]}"#;
        let table = read_report(report).unwrap();
        assert_eq!(table.bugs, [("strict-cutoff".to_string(), 1)]);
        let open = table.rows[0].opening().unwrap();
        assert_eq!(open.name, "bob — bad");
        assert_eq!(open.scenario.config.algorithm, Algorithm::Minimax);
        assert!(read_report("not json").is_none());
    }
}
