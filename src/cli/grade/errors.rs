//! Why `grade` refuses to start, as facts (an assignment that cannot run, a folder that holds no
//! submission it can run), said in one line naming the place: the file, the `[run.EXT]` table
//! or the case (`assignment.toml, case 2 (AIMA figure 5.2)`). Every refusal comes before
//! anything runs; it exits 2.

use crate::cli::check::stops::CheckUsage;
use crate::files::ReadError;
use crate::scenario::KeyError;
use crate::t;
use crate::teach::Say;

/// Where in the assignment a refusal is.
#[derive(Clone, Debug)]
pub enum Place {
    /// The file itself, at its top.
    File(String),
    /// A `[run.EXT]` table.
    Run {
        /// The file.
        file: String,
        /// The extension.
        ext: String,
    },
    /// A `[[case]]`, counted from 1.
    Case {
        /// The file.
        file: String,
        /// Its number.
        index: usize,
        /// Its name.
        name: String,
    },
}

impl Say for Place {
    fn say(&self) -> String {
        match self {
            Place::File(file) => file.clone(),
            Place::Run { file, ext } => {
                t!("grade-place-run", file = file.as_str(), ext = ext.as_str())
            }
            Place::Case { file, index, name } => t!(
                "grade-place-case",
                file = file.as_str(),
                index = *index,
                name = name.as_str()
            ),
        }
    }
}

/// Why grading cannot start.
#[derive(Debug)]
pub enum GradeError {
    /// The assignment (or a file it names) cannot be read.
    Read {
        /// The file.
        file: String,
        /// Why.
        error: ReadError,
    },
    /// It is not TOML.
    Toml {
        /// The file.
        file: String,
        /// Where (from 1; 0 when unknown).
        line: usize,
        /// Where in the line.
        column: usize,
        /// The TOML reader's message.
        message: String,
    },
    /// A key no one reads.
    UnknownKey {
        /// Where.
        place: Place,
        /// The key.
        key: String,
        /// The keys accepted there.
        keys: String,
    },
    /// A value of the wrong kind or out of range.
    BadValue {
        /// Where.
        place: Place,
        /// The key.
        key: String,
        /// The value as written.
        given: String,
    },
    /// A scenario key's value, or keys that make no scenario.
    Key {
        /// Where.
        place: Place,
        /// Why.
        error: KeyError,
    },
    /// A case `check` cannot check (another algorithm, a missing tree file, …).
    Case {
        /// Where.
        place: Place,
        /// Why.
        error: Box<CheckUsage>,
    },
    /// No `[[case]]`.
    NoCases {
        /// The file.
        file: String,
    },
    /// No `[run.EXT]`.
    NoRuns {
        /// The file.
        file: String,
    },
    /// A `[run.EXT]` with no `run`.
    NoRunLine {
        /// Where.
        place: Place,
    },
    /// A command that cannot be split into words.
    Command {
        /// Where.
        place: Place,
        /// The command.
        command: String,
    },
    /// A placeholder the line cannot have.
    Placeholder {
        /// Where.
        place: Place,
        /// The placeholder.
        name: String,
        /// The ones it may have.
        known: String,
    },
    /// A memory size that is not one.
    Memory {
        /// The file.
        file: String,
        /// As written.
        given: String,
    },
    /// Points out of range.
    Points {
        /// Where.
        place: Place,
        /// As written.
        given: String,
    },
    /// A provided file that cannot be read.
    Provided {
        /// Where.
        place: Place,
        /// The file as named.
        file: String,
        /// Why.
        error: ReadError,
    },
    /// The path holds no submission.
    NoSubmission {
        /// The path.
        path: String,
        /// The extensions the assignment runs.
        extensions: String,
    },
    /// A submission in a language the assignment does not run.
    NoRunFor {
        /// The file.
        path: String,
        /// Its extension.
        ext: String,
    },
    /// A submission with two candidate source files.
    TwoSources {
        /// The submission.
        path: String,
        /// One file.
        first: String,
        /// Another.
        second: String,
    },
    /// The path is not a folder.
    NotFolder {
        /// The path.
        path: String,
    },
    /// `--format gradescope` for a class.
    GradescopeClass {
        /// The submissions found.
        count: usize,
    },
    /// No temporary folder could be made.
    Tmp(std::io::Error),
}

impl Say for GradeError {
    fn say(&self) -> String {
        match self {
            GradeError::Read { file, error } => {
                t!(
                    "grade-error-read",
                    file = file.as_str(),
                    error = error.say()
                )
            }
            GradeError::Toml {
                file,
                line,
                column,
                message,
            } => t!(
                "grade-error-toml",
                file = file.as_str(),
                line = *line,
                column = *column,
                error = message.trim().replace('\n', " ")
            ),
            GradeError::UnknownKey { place, key, keys } => t!(
                "grade-error-unknown-key",
                place = place.say(),
                key = key.as_str(),
                keys = keys.as_str()
            ),
            GradeError::BadValue { place, key, given } => t!(
                "grade-error-bad-value",
                place = place.say(),
                key = key.as_str(),
                given = given.as_str()
            ),
            GradeError::Key { place, error } => {
                t!("grade-error-key", place = place.say(), error = error.say())
            }
            GradeError::Case { place, error } => {
                t!("grade-error-case", place = place.say(), error = error.say())
            }
            GradeError::NoCases { file } => t!("grade-error-no-cases", file = file.as_str()),
            GradeError::NoRuns { file } => t!("grade-error-no-runs", file = file.as_str()),
            GradeError::NoRunLine { place } => t!("grade-error-no-run-line", place = place.say()),
            GradeError::Command { place, command } => t!(
                "grade-error-command",
                place = place.say(),
                command = command.as_str()
            ),
            GradeError::Placeholder { place, name, known } => t!(
                "grade-error-placeholder",
                place = place.say(),
                name = name.as_str(),
                names = known.as_str()
            ),
            GradeError::Memory { file, given } => {
                t!(
                    "grade-error-memory",
                    file = file.as_str(),
                    given = given.as_str()
                )
            }
            GradeError::Points { place, given } => {
                t!(
                    "grade-error-points",
                    place = place.say(),
                    given = given.as_str()
                )
            }
            GradeError::Provided { place, file, error } => t!(
                "grade-error-provided",
                place = place.say(),
                file = file.as_str(),
                error = error.say()
            ),
            GradeError::NoSubmission { path, extensions } => t!(
                "grade-error-no-submission",
                path = path.as_str(),
                extensions = extensions.as_str()
            ),
            GradeError::NoRunFor { path, ext } => {
                t!(
                    "grade-error-no-run-for",
                    path = path.as_str(),
                    ext = ext.as_str()
                )
            }
            GradeError::TwoSources {
                path,
                first,
                second,
            } => t!(
                "grade-error-two-sources",
                path = path.as_str(),
                first = first.as_str(),
                second = second.as_str()
            ),
            GradeError::NotFolder { path } => t!("grade-error-not-folder", path = path.as_str()),
            GradeError::GradescopeClass { count } => {
                t!("grade-error-gradescope-class", count = *count)
            }
            GradeError::Tmp(e) => t!("grade-error-tmp", error = e.say()),
        }
    }
}
