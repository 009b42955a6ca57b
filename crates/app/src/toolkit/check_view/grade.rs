//! "Grade a class…" in Check a search (issue 45, item 10): the teacher types the assignment
//! file and the class folder, or chooses them in the file dialog, and the app runs
//! `gametree grade … --format json` — this program's own command line, as a process of its own
//! followed by a thread, so the window stays responsive and never runs a student's program
//! itself — showing its progress over submissions, then the class table: the bugs and how many
//! students made each, each student's score and each case's bug. Stop (or closing the window)
//! ends the grading with SIGTERM, on which it ends the students' programs. Clicking a student
//! opens their first tree case that failed (else their first tree case) in the check view, at
//! the step where their search and the textbook's part.
//! The desktop only: a web page cannot run programs.

use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{Key as ScenarioKey, Origin, Scenario, build};
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
            (ScenarioKey::Tree, Value::Text(case.tree.clone()?)),
            (ScenarioKey::Algo, Value::Algo(algo)),
        ];
        Some(Opening {
            name: format!("{} — {}", self.name, case.name),
            events: case.events.clone()?,
            scenario: build(&pairs, Origin::CommandLine).ok()?,
        })
    }
}

/// What the grading thread hears from `gametree grade`.
enum Heard {
    /// DONE of TOTAL submissions graded.
    Progress(usize, usize),
    /// The report, or the program's error line.
    Done(Result<ClassTable, String>),
}

/// A grading under way: what it says, how far it is.
struct Running {
    heard: Receiver<Heard>,
    progress: (usize, usize),
    /// The grading's process id once it started (0 before).
    pid: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

impl Running {
    /// Asks the grading to stop: SIGTERM, on which `gametree grade` ends the programs it
    /// started and exits.
    fn stop(&self) {
        #[cfg(unix)]
        if let Ok(raw) = i32::try_from(self.pid.load(std::sync::atomic::Ordering::Relaxed))
            && let Some(pid) = rustix::process::Pid::from_raw(raw)
        {
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::TERM);
        }
        // Elsewhere no grading runs (the web), so there is none to stop.
        #[cfg(not(unix))]
        let _ = &self.pid;
    }
}

/// Which path a file dialog is choosing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Assignment,
    Class,
}

/// The panel: the two paths, the grading running, the table.
#[derive(Default)]
pub struct GradePanel {
    /// Shown under the title.
    pub shown: bool,
    /// The assignment file, as typed or chosen.
    pub assignment: String,
    /// The class folder, as typed or chosen.
    pub class: String,
    running: Option<Running>,
    /// The last table, or why there is none.
    pub table: Option<Result<ClassTable, String>>,
    /// The program that grades (`None`: this program, `gametree`; the app's tests name it).
    pub grader: Option<std::path::PathBuf>,
    #[cfg(not(target_arch = "wasm32"))]
    dialog: Option<(Field, crate::file_dialog::FileDialog)>,
}

impl GradePanel {
    /// Starts grading the class: `gametree grade` as a process of its own, followed by a thread
    /// that reads its progress and its report.
    pub fn start(&mut self) {
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
        let grader = self.grader.clone();
        let pid = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
        let told = pid.clone();
        std::thread::spawn(move || {
            let done = run_grade(grader, &assignment, &class, lang, &tell, &told);
            let _ = tell.send(Heard::Done(done));
        });
        self.running = Some(Running {
            heard,
            progress: (0, 0),
            pid,
        });
        self.table = None;
    }

    /// Whether a grading runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Submissions graded and their number, while a grading runs (0 of 0 before it knows).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.running.as_ref().map(|r| r.progress)
    }

    /// Takes what the grading said since the last frame.
    pub fn poll(&mut self) {
        let Some(running) = &mut self.running else {
            return;
        };
        while let Ok(heard) = running.heard.try_recv() {
            match heard {
                Heard::Progress(done, total) => running.progress = (done, total),
                Heard::Done(done) => {
                    self.table = Some(done);
                    self.running = None;
                    return;
                }
            }
        }
    }

    /// Draws the panel; the student clicked, if one was.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Opening> {
        self.poll();
        if self.is_running() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
        self.dialog_ui(ui.ctx());
        let mut browse = None;
        egui::Grid::new("grading-paths")
            .num_columns(3)
            .show(ui, |ui| {
                for (field, words, text) in [
                    (
                        Field::Assignment,
                        t!("app-grade-assignment"),
                        &mut self.assignment,
                    ),
                    (Field::Class, t!("app-grade-class"), &mut self.class),
                ] {
                    let l = ui.label(words);
                    // A grid's cell is as wide as last frame's: the field asks for its width.
                    let width = (ui.ctx().content_rect().width() * 0.45).clamp(240.0, 560.0);
                    ui.add(
                        egui::TextEdit::singleline(text)
                            .desired_width(width)
                            .min_size(egui::vec2(width, 0.0)),
                    )
                    .labelled_by(l.id);
                    if !cfg!(target_arch = "wasm32")
                        && ui
                            .button(t!("app-grade-browse"))
                            .on_hover_text(t!("app-grade-browse-hover"))
                            .clicked()
                    {
                        browse = Some(field);
                    }
                    ui.end_row();
                }
            });
        if let Some(field) = browse {
            self.browse(field);
        }
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
            if let Some((done, total)) = self.progress() {
                ui.spinner();
                let fraction = if total == 0 {
                    0.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .desired_width(240.0)
                        .text(t!("app-grade-running", done = done, total = total)),
                );
                if ui.button(t!("app-grade-stop")).clicked()
                    && let Some(r) = &self.running
                {
                    r.stop();
                }
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

    /// Opens the file dialog for `field`, in the folder of what is typed there.
    #[cfg(not(target_arch = "wasm32"))]
    fn browse(&mut self, field: Field) {
        use crate::file_dialog::{FileDialog, Purpose};
        let typed = match field {
            Field::Assignment => self.assignment.trim(),
            Field::Class => self.class.trim(),
        };
        let typed = std::path::Path::new(typed);
        let start = if typed.is_dir() {
            Some(typed)
        } else {
            typed.parent()
        };
        let dialog = match field {
            Field::Assignment => FileDialog::new(
                Purpose::Open,
                &t!("app-grade-assignment"),
                &["toml"],
                start,
                "",
            ),
            Field::Class => {
                FileDialog::new(Purpose::Folder, &t!("app-grade-class"), &[], start, "")
            }
        };
        self.dialog = Some((field, dialog));
    }

    #[cfg(target_arch = "wasm32")]
    fn browse(&mut self, _field: Field) {}

    /// The file dialog, while open; its answer goes in its field.
    #[cfg(not(target_arch = "wasm32"))]
    fn dialog_ui(&mut self, ctx: &egui::Context) {
        let Some((field, dialog)) = &mut self.dialog else {
            return;
        };
        let field = *field;
        if let Some(answer) = dialog.show(ctx) {
            self.dialog = None;
            if let crate::file_dialog::Answer::Chosen(path) = answer {
                let path = path.display().to_string();
                match field {
                    Field::Assignment => self.assignment = path,
                    Field::Class => self.class = path,
                }
            }
        }
    }

    #[cfg(target_arch = "wasm32")]
    fn dialog_ui(&mut self, _ctx: &egui::Context) {}
}

impl Drop for GradePanel {
    /// A grading still running when the window closes is stopped, not left behind.
    fn drop(&mut self) {
        if let Some(r) = &self.running {
            r.stop();
        }
    }
}

/// Runs `gametree grade CLASS --assignment FILE --format json` (this program, a process of its
/// own), telling its progress as it comes, and reads its report; the program's error line when
/// it refuses or fails.
fn run_grade(
    grader: Option<std::path::PathBuf>,
    assignment: &str,
    class: &str,
    lang: &str,
    tell: &std::sync::mpsc::Sender<Heard>,
    pid: &std::sync::atomic::AtomicU32,
) -> Result<ClassTable, String> {
    use std::io::{BufRead, Read};
    use std::process::{Command, Stdio};
    let grader = match grader {
        Some(g) => g,
        None => std::env::current_exe().map_err(|e| e.to_string())?,
    };
    let mut child = Command::new(grader)
        .args(["--lang", lang, "grade", class, "--assignment", assignment])
        .args(["--format", "json"])
        .env("GAMETREE_PROGRESS", "lines")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    pid.store(child.id(), std::sync::atomic::Ordering::Relaxed);
    let mut stdout = child.stdout.take();
    let report = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(out) = &mut stdout {
            let _ = out.read_to_string(&mut text);
        }
        text
    });
    let mut said = String::new();
    if let Some(err) = child.stderr.take() {
        for line in std::io::BufReader::new(err).lines() {
            let Ok(line) = line else { break };
            match progress_line(&line) {
                Some((done, total)) => {
                    let _ = tell.send(Heard::Progress(done, total));
                }
                None if !line.trim().is_empty() => said = line,
                None => {}
            }
        }
    }
    let _ = child.wait();
    let text = report.join().unwrap_or_default();
    read_report(&text).ok_or(said)
}

/// `progress DONE TOTAL`, as `gametree grade` says it under `GAMETREE_PROGRESS=lines`.
pub fn progress_line(line: &str) -> Option<(usize, usize)> {
    let mut words = line.strip_prefix("progress ")?.split(' ');
    let done = words.next()?.parse().ok()?;
    let total = words.next()?.parse().ok()?;
    words.next().is_none().then_some((done, total))
}

/// The class table: the bugs first, then a row per student; a click on a student's name opens
/// their comparison.
fn table_ui(ui: &mut egui::Ui, table: &ClassTable) -> Option<Opening> {
    let mut opened = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(&table.title).strong());
        for (bug, count) in &table.bugs {
            ui.label("·");
            ui.label(t!(
                "app-grade-bug-count",
                bug = grade_words::name_of(bug),
                count = *count
            ));
        }
    });
    let failed = crate::toolkit::error_colour(ui);
    let cases: Vec<&str> = table
        .rows
        .first()
        .map(|r| r.cases.iter().map(|c| c.name.as_str()).collect())
        .unwrap_or_default();
    egui::ScrollArea::vertical()
        .id_salt("grading-table")
        .max_height((ui.available_height() * 0.6).max(120.0))
        .show(ui, |ui| {
            egui::Grid::new("grading-grid")
                .striped(true)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(t!("app-grade-student")).strong());
                    ui.label(egui::RichText::new(t!("app-grade-score")).strong());
                    for name in &cases {
                        ui.label(egui::RichText::new(*name).strong());
                    }
                    ui.end_row();
                    for row in &table.rows {
                        if ui
                            .link(&row.name)
                            .on_hover_text(t!("app-grade-open-student"))
                            .clicked()
                        {
                            opened = row.opening();
                        }
                        ui.label(format!("{} / {}", row.score.0, row.score.1));
                        for c in &row.cases {
                            match &c.bug {
                                None => ui.label(t!("app-grade-passed")),
                                Some(b) => ui.colored_label(failed, grade_words::name_of(b)),
                            }
                            .on_hover_text(&c.name);
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
