//! `gametree grade PATH --assignment FILE` (issue 45): `check` run many times. The assignment is
//! read and checked first ([`assignment`]), then the path's submissions found ([`submissions`]);
//! anything that would keep the batch from running is refused before anything runs (exit 2).
//! Each submission is built and run in its own temporary copy ([`sandbox`]), submissions in
//! parallel ([`batch`]); the report is written as text, JSON, CSV, HTML or Gradescope's
//! `results.json` ([`report`], [`text`], [`html`]). Exit 0 when every case of every submission
//! passed, 1 when one did not, 2 when refused, 130/143 when interrupted.

pub mod assignment;
pub mod batch;
pub mod errors;
pub mod html;
pub mod report;
pub mod sandbox;
pub mod submissions;
pub mod text;

use super::args::GradeFormat;
use super::errors::CliError;
use super::output::{Stop, error_line};
use crate::t;
use errors::GradeError;
use std::io::Write;
use std::path::Path;

/// What `grade` was asked.
pub struct Asked<'a> {
    /// One submission or a class.
    pub path: &'a Path,
    /// The assignment file.
    pub assignment: &'a Path,
    /// The report's form.
    pub format: GradeFormat,
    /// Where to write it (`None`: standard output).
    pub out: Option<&'a Path>,
    /// Submissions at once (`None`: the cores).
    pub jobs: Option<usize>,
}

/// `grade`: reads the assignment, finds the submissions, grades them and writes the report.
pub fn run(asked: &Asked) -> Result<(), Stop> {
    let assignment = assignment::read(asked.assignment).map_err(Stop::Refused)?;
    let found = submissions::find(asked.path, &assignment).map_err(Stop::Refused)?;
    if asked.format == GradeFormat::Gradescope && found.len() != 1 {
        return Err(Stop::Refused(GradeError::GradescopeClass {
            count: found.len(),
        }));
    }
    let jobs = asked.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let options = batch::Options {
        jobs,
        pictures: matches!(asked.format, GradeFormat::Html | GradeFormat::Json),
    };
    let Some(students) = batch::grade_all(&assignment, &found, &options) else {
        let code = error_line(&t!("grade-interrupted"), 130);
        return Err(Stop::Exit(code));
    };
    let graded = report::Report {
        title: assignment.title.clone(),
        case_names: assignment.cases.iter().map(|c| c.name.clone()).collect(),
        students,
    };
    let bytes = match asked.format {
        GradeFormat::Text => {
            let mut t = text::text(&graded).join("\n");
            t.push('\n');
            t.into_bytes()
        }
        GradeFormat::Json => json_bytes(&graded.json()),
        GradeFormat::Csv => graded.csv().into_bytes(),
        GradeFormat::Html => html::page(&graded, &assignment).into_bytes(),
        GradeFormat::Gradescope => json_bytes(&report::gradescope(&graded.students[0])),
    };
    match asked.out {
        Some(out) => crate::files::write_atomically(out, &bytes)
            .map_err(|e| Stop::Error(CliError::Written(e)))?,
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(&bytes)
                .and_then(|()| stdout.flush())
                .map_err(Stop::Output)?;
        }
    }
    if graded.all_passed() {
        Ok(())
    } else {
        Err(Stop::Exit(1))
    }
}

/// A JSON document, pretty, ending with a newline.
fn json_bytes(v: &serde_json::Value) -> Vec<u8> {
    let mut text = serde_json::to_string_pretty(v).unwrap_or_default();
    text.push('\n');
    text.into_bytes()
}
