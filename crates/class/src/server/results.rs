//! The session's answers: kept in memory, appended to a CSV file as each arrives (so a crash
//! loses nothing), rewritten whole at a reveal (which settles right and wrong), downloadable
//! by the teacher at any time, and summed up per question.
//!
//! CSV columns: `student,seat,question,step,answer,result,seconds` — the name (empty when
//! anonymous), the seat number, the question's id, its step, the answer as text, `right`,
//! `wrong` or empty while not known, and the seconds from the question to the answer.

use super::ServerError;
use crate::protocol::{Answer, QuestionKind, QuestionSummary, Revealed};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The CSV's first line.
pub const HEADER: &str = "student,seat,question,step,answer,result,seconds\n";

/// Where the answers are written as they arrive.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ResultsFile {
    /// Nowhere: kept in memory only (downloadable while the session runs).
    #[default]
    None,
    /// This file, which must not exist yet.
    At(PathBuf),
    /// A new file `gametree-class-CODE.csv` in this folder.
    InFolder(PathBuf),
}

/// One answer.
#[derive(Clone, Debug)]
pub(crate) struct Record {
    /// The student's name when they answered.
    pub name: Option<String>,
    /// Their seat number.
    pub seat: u32,
    /// The question's id.
    pub question: u32,
    /// The question's step.
    pub step: u32,
    /// The answer as kept.
    pub answer: Answer,
    /// The answer as text.
    pub text: String,
    /// Right or wrong, once known.
    pub right: Option<bool>,
    /// Seconds from the question to the answer.
    pub seconds: f64,
}

impl Record {
    /// The record as a CSV line.
    fn line(&self) -> String {
        let result = match self.right {
            Some(true) => "right",
            Some(false) => "wrong",
            None => "",
        };
        format!(
            "{},{},{},{},{},{},{:.1}\n",
            cell(&guard_formula(self.name.as_deref().unwrap_or(""))),
            self.seat,
            self.question,
            self.step,
            cell(&guard_formula(&self.text)),
            result,
            self.seconds
        )
    }
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break.
fn cell(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A cell a spreadsheet would run as a formula (`=…`, `+…`, `@…`) starts with `'` instead;
/// negative numbers (`-3`, `-inf`) stay as they are.
fn guard_formula(text: &str) -> String {
    let risky = match text.chars().next() {
        Some('=' | '+' | '@' | '\t' | '\r') => true,
        Some('-') => !text[1..].starts_with(|c: char| c.is_ascii_digit() || c == 'i'),
        _ => false,
    };
    if risky {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// Every answer of the session, and the file they are written to.
#[derive(Debug)]
pub(crate) struct Results {
    records: Vec<Record>,
    file: Option<(PathBuf, File)>,
    /// Whether a write to the file failed (the answers are still in memory).
    pub failed: bool,
}

impl Results {
    /// The results of a session with join code `code`, written where `target` says.
    pub fn open(target: &ResultsFile, code: &str) -> Result<Results, ServerError> {
        let path = match target {
            ResultsFile::None => None,
            ResultsFile::At(path) => Some(path.clone()),
            ResultsFile::InFolder(folder) => {
                Some(folder.join(format!("gametree-class-{code}.csv")))
            }
        };
        let file = match path {
            Some(path) => {
                let mut file = File::options()
                    .write(true)
                    .create_new(true)
                    .open(&path)
                    .map_err(|error| ServerError::Results {
                        path: path.clone(),
                        error,
                    })?;
                file.write_all(HEADER.as_bytes())
                    .map_err(|error| ServerError::Results {
                        path: path.clone(),
                        error,
                    })?;
                Some((path, file))
            }
            None => None,
        };
        Ok(Results {
            records: Vec::new(),
            file,
            failed: false,
        })
    }

    /// The file the answers are written to.
    pub fn path(&self) -> Option<&Path> {
        self.file.as_ref().map(|(p, _)| p.as_path())
    }

    /// How many answers there are.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Keeps an answer and appends it to the file (one write, at once).
    pub fn add(&mut self, record: Record) {
        if let Some((_, file)) = &mut self.file {
            self.failed |= file.write_all(record.line().as_bytes()).is_err();
        }
        self.records.push(record);
    }

    /// Settles right and wrong for `revealed`'s question and rewrites the file whole (a new
    /// file renamed over the old one, so the file is never half written).
    pub fn judge(&mut self, revealed: &Revealed) {
        for r in self
            .records
            .iter_mut()
            .filter(|r| r.question == revealed.question)
        {
            r.right = Some(revealed.judges(&r.answer));
        }
        if let Some((path, file)) = &mut self.file {
            match rewrite(path, &self.records) {
                Ok(new) => *file = new,
                Err(_) => self.failed = true,
            }
        }
    }

    /// The whole CSV.
    pub fn csv(&self) -> String {
        let mut out = String::from(HEADER);
        for r in &self.records {
            out.push_str(&r.line());
        }
        out
    }

    /// One line per question: answered, right, wrong.
    pub fn summary(&self, questions: &[(u32, QuestionKind, u32, bool)]) -> Vec<QuestionSummary> {
        questions
            .iter()
            .map(|&(question, kind, step, revealed)| {
                let of = || self.records.iter().filter(move |r| r.question == question);
                QuestionSummary {
                    question,
                    kind,
                    step,
                    answered: of().count() as u32,
                    right: of().filter(|r| r.right == Some(true)).count() as u32,
                    wrong: of().filter(|r| r.right == Some(false)).count() as u32,
                    revealed,
                }
            })
            .collect()
    }
}

/// Writes `records` to `path` through a file beside it, and reopens it for appending.
fn rewrite(path: &Path, records: &[Record]) -> std::io::Result<File> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".new");
    let new = path.with_file_name(name);
    let mut text = String::from(HEADER);
    for r in records {
        text.push_str(&r.line());
    }
    std::fs::write(&new, text)?;
    std::fs::rename(&new, path)?;
    File::options().append(true).open(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Reason;

    fn record(name: Option<&str>, seat: u32, value: &str) -> Record {
        let answer = Answer::Value {
            value: value.into(),
        };
        Record {
            name: name.map(str::to_string),
            seat,
            question: 1,
            step: 7,
            text: value.into(),
            answer,
            right: None,
            seconds: 2.25,
        }
    }

    #[test]
    fn answers_are_written_as_they_come_and_judged_at_the_reveal() {
        let dir = tempfile::tempdir().unwrap();
        let mut results =
            Results::open(&ResultsFile::InFolder(dir.path().into()), "ABC234").unwrap();
        let path = results.path().unwrap().to_path_buf();
        assert!(path.ends_with("gametree-class-ABC234.csv"));
        results.add(record(Some("Ana, \"A\""), 1, "3"));
        results.add(record(Some("=cmd()"), 2, "-inf"));
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            "student,seat,question,step,answer,result,seconds\n\
             \"Ana, \"\"A\"\"\",1,1,7,3,,2.2\n'=cmd(),2,1,7,-inf,,2.2\n"
        );
        results.judge(&Revealed {
            question: 1,
            step: 7,
            right: Answer::Value { value: "3".into() },
            also_right: vec![],
            reason: Reason::default(),
        });
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains(",3,right,") && text.contains(",-inf,wrong,"),
            "{text}"
        );
        assert_eq!(text, results.csv());
        results.add(record(None, 3, "4"));
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .ends_with("\n,3,1,7,4,,2.2\n")
        );
        let summary = results.summary(&[(1, QuestionKind::Value, 7, true)]);
        assert_eq!(
            (summary[0].answered, summary[0].right, summary[0].wrong),
            (3, 1, 1)
        );
        assert!(matches!(
            Results::open(&ResultsFile::At(path), "X"),
            Err(ServerError::Results { .. })
        ));
    }
}
