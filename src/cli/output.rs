//! What the command line writes to its two streams, with every failed write handled: no
//! `println!` (which panics, exit 101, when standard output is full or gone).
//!
//! The exit codes (docs/cli.md, "Errors and exit codes"):
//! - standard output could not be written (a full disk, an I/O error): one error line on
//!   stderr, exit 1;
//! - standard output is a pipe whose reader has gone (`gametree search … | head -c 100`): the
//!   reader chose to stop, so nothing is said and the exit is 0 (`cat` dies of SIGPIPE
//!   instead, 141 in a shell; 0 keeps `set -o pipefail` scripts working);
//! - an error line that cannot be written to stderr (`2>/dev/full`): the error's own exit code
//!   (1, or 2 for a usage error), quietly, since there is nowhere left to say it.

use crate::t;
use crate::teach::Say;
use std::io::{ErrorKind, Write};

/// Why a command stopped before its end.
#[derive(Debug)]
pub enum Stop {
    /// An error to say in one line on stderr (exit 1).
    Error(super::errors::CliError),
    /// Standard output could not be written.
    Output(std::io::Error),
    /// Said already on standard output; exit with this code (`check`: 1 when the searches part).
    Exit(i32),
    /// `check` asked for something it cannot do: one line on stderr, exit 2.
    Usage(super::check::stops::CheckUsage),
    /// A program that could not be checked (it crashed, timed out, flooded its output or
    /// spoke no events): one line on stderr, exit 3.
    Unchecked(super::check::stops::Unchecked),
    /// `grade` refused an assignment or a folder before anything ran: one line, exit 2.
    Refused(super::grade::errors::GradeError),
}

impl From<super::errors::CliError> for Stop {
    fn from(e: super::errors::CliError) -> Stop {
        Stop::Error(e)
    }
}

impl From<super::errors::StepsError> for Stop {
    fn from(e: super::errors::StepsError) -> Stop {
        Stop::Error(e.into())
    }
}

impl From<crate::draw::picture::PictureError> for Stop {
    fn from(e: crate::draw::picture::PictureError) -> Stop {
        Stop::Error(e.into())
    }
}

impl Stop {
    /// Says the stop on stderr (if anything is to be said) and returns the exit code.
    pub fn exit(self) -> i32 {
        match self {
            Stop::Output(e) if reader_gone(&e) => 0,
            Stop::Output(e) => error_line(&t!("cli-cannot-write-output", error = e.say()), 1),
            Stop::Error(e) => error_line(&e.say(), 1),
            Stop::Exit(code) => code,
            Stop::Usage(why) => error_line(&why.say(), 2),
            Stop::Unchecked(why) => error_line(&why.say(), 3),
            Stop::Refused(why) => error_line(&why.say(), 2),
        }
    }
}

/// Whether a failed write means the reader of a pipe has gone (closed its end).
pub fn reader_gone(e: &std::io::Error) -> bool {
    e.kind() == ErrorKind::BrokenPipe
}

/// Prints `line` and a newline on standard output.
pub fn print_line(line: &str) -> Result<(), Stop> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(Stop::Output)
}

/// Says `message` on stderr as one `error: …` line (whatever a file name or a library put in
/// it) and returns `code`, the exit code; a line that cannot be written is dropped quietly.
pub fn error_line(message: &str, code: i32) -> i32 {
    let line = message.replace(['\n', '\r'], " ");
    let line = t!("cli-error", message = crate::game::printable(&line));
    raw_error_line(&line, code)
}

/// Writes `line` (already a whole error line) on stderr and returns `code`; a line that cannot
/// be written is dropped quietly.
pub fn raw_error_line(line: &str, code: i32) -> i32 {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}").and_then(|()| err.flush());
    code
}
