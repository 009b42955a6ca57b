//! Why `check` stopped without a verdict, as facts: a usage error (exit 2) or a program it
//! could not check (exit 3). They are worded once, when their one line is written
//! ([`Stop::exit`](super::super::output::Stop::exit)), in the language in force.

use super::super::errors::CliError;
use crate::check::judge::JudgeError;
use crate::check::protocol::ProtocolError;
use crate::check::scoring::RuleError;
use crate::search::Algorithm;
use crate::t;
use crate::teach::Say;

/// `check` asked for something it cannot do: exit 2.
#[derive(Debug)]
pub enum CheckUsage {
    /// The flags, the tree file, the position or the events file.
    Cli(CliError),
    /// `--scoring` that is not a rule.
    Scoring(RuleError),
    /// An algorithm other than minimax or alpha-beta.
    NeedsAlgo,
    /// Options `check` does not follow (the table, a time limit, an aspiration window).
    NotChecked,
    /// Both `--events` and a program.
    EventsAndProgram,
    /// Neither `--events` nor a program.
    NeedsProgram,
    /// `--scoring` for a tree, whose leaves keep their own values.
    ScoringTree,
    /// A game `check` has no shape for, or a tree scenario without its file.
    NeedsTree,
    /// A tree with chance nodes.
    Chance,
}

impl CheckUsage {
    /// The line to write.
    pub fn say(&self) -> String {
        match self {
            CheckUsage::Cli(e) => e.say(),
            CheckUsage::Scoring(e) => e.say(),
            CheckUsage::NeedsAlgo => t!("check-needs-algo"),
            CheckUsage::NotChecked => t!("check-not-checked"),
            CheckUsage::EventsAndProgram => t!("check-events-and-program"),
            CheckUsage::NeedsProgram => t!("check-needs-program"),
            CheckUsage::ScoringTree => t!("check-scoring-tree"),
            CheckUsage::NeedsTree => t!("check-needs-tree"),
            CheckUsage::Chance => t!("check-chance"),
        }
    }
}

impl From<CliError> for CheckUsage {
    fn from(e: CliError) -> CheckUsage {
        CheckUsage::Cli(e)
    }
}

/// A program (or events file) that could not be checked: exit 3.
#[derive(Debug)]
pub enum Unchecked {
    /// The events are UTF-16.
    Utf16,
    /// The program could not be started.
    CannotStart {
        /// The program, printable.
        program: String,
        /// Why.
        error: std::io::Error,
    },
    /// It ended with this exit code (`None`: killed by a signal) before a verdict.
    Crashed(Option<i32>),
    /// It ran past `--timeout` seconds.
    Timeout(f64),
    /// It wrote more than `limit` bytes of output before its first event.
    Flood {
        /// The most output read.
        limit: u64,
    },
    /// It wrote more than `limit` bytes while agreeing with the textbook for `steps` steps.
    FloodAgreeing {
        /// The most output read.
        limit: u64,
        /// Steps that agreed.
        steps: usize,
        /// The search it was checked as.
        algorithm: Algorithm,
        /// The textbook search's steps, if within its node budget.
        total: Option<u64>,
        /// That budget.
        max_nodes: u64,
    },
    /// An events file longer than the most events a check reads.
    TooManyInFile {
        /// The most events.
        limit: usize,
    },
    /// The events could not be judged.
    Judge(Box<JudgeError>),
}

impl Unchecked {
    /// The line to write.
    pub fn say(&self) -> String {
        let group = |n: u64| crate::compare::group(n);
        match self {
            Unchecked::Utf16 => ProtocolError::Utf16.say(),
            Unchecked::CannotStart { program, error } => t!(
                "check-cannot-start",
                program = program.as_str(),
                error = error.say()
            ),
            Unchecked::Crashed(code) => t!(
                "check-crashed",
                status = code.map_or("—".to_string(), |c| c.to_string())
            ),
            Unchecked::Timeout(seconds) => t!("check-timeout", seconds = format!("{seconds}")),
            Unchecked::Flood { limit } => t!("check-flood", limit = limit >> 20),
            Unchecked::FloodAgreeing {
                limit,
                steps,
                algorithm,
                total,
                max_nodes,
            } => {
                let algorithm = crate::teach::titles::algorithm_title(*algorithm);
                match total {
                    Some(total) => t!(
                        "check-flood-agree",
                        limit = limit >> 20,
                        steps = group(*steps as u64),
                        count = *steps,
                        algorithm = algorithm,
                        total = group(*total)
                    ),
                    None => t!(
                        "check-flood-agree-budget",
                        limit = limit >> 20,
                        steps = group(*steps as u64),
                        count = *steps,
                        algorithm = algorithm,
                        nodes = group(*max_nodes)
                    ),
                }
            }
            Unchecked::TooManyInFile { limit } => {
                t!("check-too-many-file", limit = group(*limit as u64))
            }
            Unchecked::Judge(e) => e.say(),
        }
    }
}
