//! Grading runs `check` many times: each submission in its own temporary copy, built once,
//! then each case run and judged as `check` judges one program; submissions run in parallel on
//! `--jobs` threads (cases of one submission in turn), a progress bar over them on a terminal.
//! A submission that fails — it does not build, crashes, hangs, floods or deletes files — fails
//! its own cases and nothing else; Ctrl+C ends the running programs and stops the batch.

use super::assignment::{Assignment, Case};
use super::report::{CaseResult, StudentResult, Walked};
use super::sandbox::Sandbox;
use super::submissions::Submission;
use crate::cli::check::program_stderr::Kept;
use crate::cli::check::source::{Ended, Failure, Launch, signals};
use crate::cli::check::stops::Unchecked;
use crate::cli::check::{Failed, ReadyGame, Source, collect, evaluated_on, filled};
use crate::t;
use crate::teach::Say;
use crate::teach::grade_words::{self, CodeLanguage};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;

/// Most bytes kept of what a program prints besides its events, and of its standard error.
const MOST_OUTPUT: usize = 4 << 10;
/// The largest tree whose walks are kept for pictures.
const MOST_PICTURED: usize = 10_000;

/// How a batch runs.
pub struct Options {
    /// Submissions graded at once.
    pub jobs: usize,
    /// Keep tree walks (the HTML report's pictures, the JSON report's events).
    pub pictures: bool,
}

/// Grades every submission; `None` when the batch was interrupted (Ctrl+C, SIGTERM).
pub fn grade_all(
    assignment: &Assignment,
    submissions: &[Submission],
    options: &Options,
) -> Option<Vec<StudentResult>> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tell, heard) = channel();
    let jobs = options.jobs.clamp(1, submissions.len().max(1));
    let bar = Bar::new(submissions.len());
    let mut results: Vec<Option<StudentResult>> = vec![None; submissions.len()];
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let tell = tell.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= submissions.len() || stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let graded = grade_one(assignment, &submissions[i], options, stop);
                    if tell.send((i, graded)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tell);
        let mut done = 0;
        for (i, graded) in heard {
            match graded {
                Some(r) => {
                    done += 1;
                    bar.show(done, &r.name);
                    results[i] = Some(r);
                }
                None => stop.store(true, Ordering::Relaxed),
            }
        }
    });
    bar.clear();
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    results.into_iter().collect()
}

/// Whether Ctrl+C or SIGTERM came.
fn interrupted(stop: &AtomicBool) -> bool {
    if signals::caught(signals::watch()).is_some() {
        stop.store(true, Ordering::Relaxed);
    }
    stop.load(Ordering::Relaxed)
}

/// Every case failed for one reason.
fn all_failed(
    assignment: &Assignment,
    bug: &str,
    name: String,
    verdict: &[String],
    output: &str,
) -> Vec<CaseResult> {
    assignment
        .cases
        .iter()
        .map(|c| CaseResult {
            name: c.name.clone(),
            score: 0.0,
            max_score: c.points,
            passed: false,
            bug: Some(bug.to_string()),
            bug_name: Some(name.clone()),
            verdict: verdict.to_vec(),
            output: output.to_string(),
            walk: None,
            tree: tree_of(c),
            algo: c.ready.algorithm().name(),
        })
        .collect()
}

/// Grades one submission: its copy, its build, each case; `None` when interrupted.
fn grade_one(
    assignment: &Assignment,
    sub: &Submission,
    options: &Options,
    stop: &AtomicBool,
) -> Option<StudentResult> {
    let mut result = StudentResult {
        name: sub.name.clone(),
        file: sub.source.as_ref().map(|s| s.0.clone()),
        language: sub
            .source
            .as_ref()
            .map_or(CodeLanguage::Other, |s| CodeLanguage::from_extension(&s.1)),
        cases: Vec::new(),
    };
    let Some((file, ext)) = &sub.source else {
        let said = [t!("grade-no-source")];
        result.cases = all_failed(
            assignment,
            "no-source",
            t!("grade-bug-no-source"),
            &said,
            "",
        );
        return Some(result);
    };
    let spec = &assignment.runs[ext];
    let sandbox = match Sandbox::new(&sub.folder, &spec.provided) {
        Ok(s) => s,
        Err(e) => {
            let said = [t!("grade-error-tmp", error = e.say())];
            result.cases = all_failed(
                assignment,
                "no-source",
                t!("grade-bug-no-source"),
                &said,
                "",
            );
            return Some(result);
        }
    };
    let stem = file.rsplit_once('.').map_or(file.as_str(), |(s, _)| s);
    let names = [("{file}", file.clone()), ("{stem}", stem.to_string())];
    if let Some(build) = &spec.build {
        let argv = filled_all(build, &names);
        let ran = sandbox.run_to_end(&argv, assignment, assignment.build_timeout);
        let command = crate::game::printable(&argv.join(" "));
        let failed = match ran.ended {
            Ended::Whole(None) => None,
            Ended::Timeout => Some(t!(
                "grade-build-timeout",
                seconds = report_seconds(assignment.build_timeout),
                command = command
            )),
            Ended::Signal(_) => return None,
            Ended::Whole(Some(Failure::Code(c))) => Some(t!(
                "grade-build-failed",
                status = c.to_string(),
                command = command
            )),
            _ => Some(t!("grade-build-failed", status = "—", command = command)),
        };
        if let Some(said) = failed {
            let name = grade_words::name_of("build-failed");
            let mut said = vec![said];
            said.extend(last_lines(&ran.output));
            result.cases = all_failed(assignment, "build-failed", name, &said, &ran.output);
            return Some(result);
        }
    }
    for (i, case) in assignment.cases.iter().enumerate() {
        if interrupted(stop) {
            return None;
        }
        let lang = result.language;
        result.cases.push(run_case(
            assignment, case, i, &sandbox, ext, &names, lang, options,
        )?);
    }
    Some(result)
}

/// Every word of `words` with its placeholders filled (the program's name too).
fn filled_all(words: &[String], fill: &[(&str, String)]) -> Vec<String> {
    let mut all = vec![String::new()];
    all.extend(words.iter().cloned());
    let mut out = filled(&all, fill);
    out.remove(0);
    out
}

fn report_seconds(s: f64) -> String {
    super::report::show(s)
}

/// Runs and judges one case.
#[allow(clippy::too_many_arguments)]
fn run_case(
    assignment: &Assignment,
    case: &Case,
    index: usize,
    sandbox: &Sandbox,
    ext: &str,
    names: &[(&str, String); 2],
    lang: CodeLanguage,
    options: &Options,
) -> Option<CaseResult> {
    let mut fill = case.ready.fill.clone();
    fill.extend(names.iter().cloned());
    let mut ready = (*case.ready).clone();
    if let ReadyGame::Tree(_, spec) = &case.ready.game {
        let path = sandbox.trees.join(format!("case-{}.json", index + 1));
        let _ = crate::cli::check::tree_file::write_plain(spec, &path);
        fill.push(("{tree}", path.to_string_lossy().into_owned()));
        ready.setup.keep_steps = options.pictures && spec.nodes.len() <= MOST_PICTURED;
    }
    let line = assignment.run_line(case, ext).unwrap_or(&[]);
    let argv = Sandbox::limited(&filled_all(line, &fill), assignment.memory);
    let kept = Kept::new(MOST_OUTPUT);
    let launch = Launch {
        argv: &argv,
        cwd: Some(&sandbox.work),
        env: &sandbox.env,
        keep_stderr: Some(kept.clone()),
    };
    let mut output = String::new();
    let collected = collect(
        &ready,
        &Source::Program(launch),
        assignment.timeout,
        &mut |l| {
            if output.len() < MOST_OUTPUT {
                output.push_str(l);
                output.push('\n');
            }
        },
    );
    sandbox.sweep();
    output.push_str(&kept.text());
    let mut result = CaseResult {
        name: case.name.clone(),
        score: 0.0,
        max_score: case.points,
        passed: false,
        bug: None,
        bug_name: None,
        verdict: Vec::new(),
        output,
        walk: None,
        tree: tree_of(case),
        algo: case.ready.algorithm().name(),
    };
    let c = match collected {
        Ok(c) => c,
        Err(Failed::Signal(_)) => return None,
        Err(Failed::File(e)) => {
            result.verdict = vec![t!("grade-unreadable", reason = e.say())];
            result.bug = Some("unreadable".into());
            result.bug_name = Some(t!("grade-bug-unreadable"));
            return Some(result);
        }
        Err(Failed::Unchecked(why)) => {
            let (bug, said) = unchecked(&why, &argv_name(line), assignment.memory, &result.output);
            result.bug_name = Some(grade_words::name_of(bug));
            result.bug = Some(bug.to_string());
            result.verdict = vec![said];
            if matches!(bug, "crashed" | "cannot-start") {
                result.verdict.extend(last_lines(&result.output));
            }
            return Some(result);
        }
    };
    let j = &c.judgement;
    result.verdict = grade_words::verdict(&case.ready.context(), j, lang);
    if c.stopped_running {
        let step = crate::compare::group(j.steps as u64);
        result.verdict.push(t!("check-stopped-early", step = step));
    }
    let asks_depth = line.iter().any(|w| w.contains("{depth}"));
    if case.ready.unlimited && asks_depth && evaluated_on(j) {
        result.verdict.push(t!("check-depth-hint"));
    }
    if let Some(bug) = j.bug() {
        result.bug = Some(bug.id().to_string());
        result.bug_name = Some(grade_words::bug_name(bug));
    } else {
        result.passed = true;
        result.score = case.points;
    }
    if ready.setup.keep_steps {
        let at = j.parting.as_ref();
        result.walk = Some(Walked {
            kept: j.kept.clone(),
            parting: at.map(|p| p.index),
            path: at
                .and_then(|p| p.theirs.as_ref().or(p.ours.as_ref()))
                .map(|d| d.path.clone()),
        });
    }
    Some(result)
}

/// The last lines a program printed (at most 6, each cut to 200 characters), after a line
/// saying so: what a crash or a failed build left to read.
fn last_lines(output: &str) -> Vec<String> {
    let lines: Vec<&str> = output.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return Vec::new();
    }
    let mut out = vec![t!("grade-last-lines")];
    for l in &lines[lines.len().saturating_sub(6)..] {
        let cut: String = l.chars().take(200).collect();
        out.push(format!("| {}", crate::game::printable(&cut)));
    }
    out
}

/// A tree case's tree file, whole.
fn tree_of(case: &Case) -> Option<std::path::PathBuf> {
    let tree = case.tree.as_ref()?;
    Some(std::path::absolute(tree).unwrap_or_else(|_| tree.clone()))
}

/// The program a run line starts, for a sentence.
fn argv_name(line: &[String]) -> String {
    crate::game::printable(line.first().map_or("", String::as_str))
}

/// Why a program could not be judged: its name in files and its sentence.
fn unchecked(why: &Unchecked, program: &str, memory: u64, output: &str) -> (&'static str, String) {
    let memory = format!("{} MB", memory >> 20);
    match why {
        Unchecked::Timeout(s) => ("timeout", t!("grade-timeout", seconds = report_seconds(*s))),
        // `sh` says 127 when it cannot find the program, 126 when it cannot run it.
        Unchecked::Crashed(Some(c @ (126 | 127))) => {
            let error = output.lines().last().unwrap_or("").trim().to_string();
            let error = if error.is_empty() {
                format!("exit code {c}")
            } else {
                error
            };
            (
                "cannot-start",
                t!("grade-cannot-start", program = program, error = error),
            )
        }
        Unchecked::Crashed(Some(c)) => ("crashed", t!("grade-crashed", status = c.to_string())),
        Unchecked::Crashed(None) => ("crashed", t!("grade-killed", memory = memory)),
        Unchecked::CannotStart { program, error } => (
            "cannot-start",
            t!(
                "grade-cannot-start",
                program = program.as_str(),
                error = error.say()
            ),
        ),
        Unchecked::Flood { limit } | Unchecked::FloodAgreeing { limit, .. } => {
            ("flood", t!("grade-flood", limit = limit >> 20))
        }
        why => ("unreadable", t!("grade-unreadable", reason = why.say())),
    }
}

/// The progress over submissions, on standard error: a bar redrawn in place on a terminal, or
/// (with `GAMETREE_PROGRESS=lines`, what the app's Grade a class… sets to follow a grading it
/// runs) one line `progress DONE TOTAL` per submission; nothing otherwise, and nothing for one
/// submission on a terminal.
pub struct Bar {
    total: usize,
    how: Showing,
}

/// How the progress is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Showing {
    Nothing,
    Terminal,
    Lines,
}

impl Bar {
    /// The bar over `total` submissions, shown at 0 already.
    pub fn new(total: usize) -> Bar {
        let how = if std::env::var_os("GAMETREE_PROGRESS").is_some_and(|v| v == "lines") {
            Showing::Lines
        } else if total > 1 && std::io::stderr().is_terminal() {
            Showing::Terminal
        } else {
            Showing::Nothing
        };
        let bar = Bar { total, how };
        bar.show(0, "");
        bar
    }

    /// `done` submissions graded, the last one `name`.
    pub fn show(&self, done: usize, name: &str) {
        let mut err = std::io::stderr().lock();
        match self.how {
            Showing::Nothing => return,
            Showing::Lines => {
                let _ = writeln!(err, "progress {done} {}", self.total);
            }
            Showing::Terminal => {
                let _ = write!(err, "\r\x1b[K{}", bar_line(done, self.total, name));
            }
        }
        let _ = err.flush();
    }

    /// Takes the bar off the terminal.
    pub fn clear(&self) {
        if self.how == Showing::Terminal {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[K");
            let _ = err.flush();
        }
    }
}

/// One drawing of the bar: 30 cells, then "Graded 3 of 30: NAME" (the name made printable and
/// cut to 30 characters).
pub fn bar_line(done: usize, total: usize, name: &str) -> String {
    let width = 30;
    let filled = (done * width / total.max(1)).min(width);
    let bar: String = "█".repeat(filled) + &"░".repeat(width - filled);
    let name: String = crate::game::printable(name).chars().take(30).collect();
    let said = t!("grade-progress", done = done, total = total, name = name);
    format!("{bar} {}", said.trim_end_matches([':', '：', ' ']))
}
