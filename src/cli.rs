//! The command line (docs/cli.md): `gui`, `search`, `render`, `sheet`, `check` and `class`. The scenario
//! flags are made from the engine's one table of keys and read into a scenario by the same function
//! links go through, then run on the same engine as the app. One module per job:
//!
//! - [`args`]: the commands and their own options (clap);
//! - [`flags`]: the scenario flags, from the table of keys;
//! - `help`: help and usage errors in the language in force;
//! - `gui`: opening the window;
//! - [`search_output`]: what `search` prints;
//! - [`render`]: `render`'s pictures; `animate`: its animated GIFs (`--steps`);
//! - `sheet`: exercise sheets;
//! - `check`: a learner's search judged; `grade`: a class's, on an assignment, and its reports;
//! - `class`: a live class session (the class server, its addresses and QR code);
//! - [`errors`]: the engine's errors in the command line's words, naming its flags;
//! - [`output`]: writing to standard output and stderr, failed writes and exit codes.

mod animate;
pub mod args;
pub mod check;
mod clap_words;
mod class;
pub mod errors;
pub mod flags;
mod grade;
mod gui;
mod help;
pub mod output;
pub mod render;
pub mod search_output;
mod sheet;

pub use args::{Cli, Command, Format, GuiArgs};
pub use flags::ScenarioArgs;
pub use output::Stop;
pub use render::parse_step;
pub use search_output::search;

use std::io::Write;

/// The whole program; returns the exit code.
pub fn main() -> i32 {
    // The language first: everything printed from here on, clap's help included, speaks it.
    crate::i18n::set_lang(
        help::lang_asked(std::env::args_os()).unwrap_or_else(crate::i18n::system_lang),
    );
    // Parsing the many flags takes a deep stack in a debug build, more than a small main
    // thread has (`ulimit -s 256`): parse on a thread of its own (the window, which must
    // open on the main thread, opens there afterwards).
    let parsed = std::thread::Builder::new()
        .name("parse".into())
        .stack_size(16 << 20)
        .spawn(help::parse)
        .map_or_else(
            |_| help::parse(),
            |t| t.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
        );
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            ) =>
        {
            return help::print_help(&e).map_or_else(|e| Stop::Output(e).exit(), |()| 0);
        }
        Err(e) => return output::raw_error_line(&help::one_line(&e), 2),
    };
    run(cli).map_or_else(Stop::exit, |()| 0)
}

/// A search whose answer would vanish (`gametree search >&-`) says so instead. Rust's runtime
/// reopens a standard output closed at start as /dev/null for reading and writing, which a
/// shell's `> /dev/null` (write only) never is: on Linux `/proc` tells the two apart.
fn refuse_closed_stdout() -> Result<(), errors::CliError> {
    let Ok(target) = std::fs::read_link("/proc/self/fd/1") else {
        return Ok(());
    };
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    let read_write = flags
        .lines()
        .find_map(|l| l.strip_prefix("flags:"))
        .and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
        .is_some_and(|f| f & 3 == 2);
    if target == std::path::Path::new("/dev/null") && read_write {
        return Err(errors::CliError::StdoutClosed);
    }
    Ok(())
}

/// Runs the command the line asks for.
fn run(cli: Cli) -> Result<(), Stop> {
    match cli.command {
        None => Ok(gui::open_app(gui::Opening::Remembered, cli.lang)?),
        Some(Command::Gui(args)) => Ok(gui::run(args, cli.lang)?),
        Some(Command::Search {
            scenario,
            format,
            no_trace,
        }) => {
            let built = scenario.built()?;
            refuse_closed_stdout()?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            search(&built, format, no_trace, &mut out)?;
            out.flush().map_err(Stop::Output)
        }
        Some(Command::Sheet {
            level,
            seed,
            count,
            out,
            png,
        }) => sheet::write(level, seed, count, &out, png),
        Some(Command::Render {
            scenario,
            step,
            steps,
            fps,
            out,
            size,
            code,
            edge_windows,
            presentation,
        }) => {
            let marks = render::Marks {
                code: code.as_deref(),
                edge_windows,
                presentation,
            };
            let steps = match &steps {
                Some(range) => render::Steps::Many {
                    range,
                    fps: fps.unwrap_or(2.0),
                },
                None => render::Steps::One(&step),
            };
            render::run(&scenario, steps, &out, size, marks)
        }
        Some(Command::Check {
            scenario,
            events,
            timeout,
            scoring,
            program,
        }) => check::run(&check::Asked {
            scenario: &scenario,
            events: events.as_deref(),
            timeout,
            scoring: scoring.as_deref(),
            program: &program,
        }),
        Some(Command::Grade {
            path,
            assignment,
            format,
            out,
            jobs,
        }) => grade::run(&grade::Asked {
            path: &path,
            assignment: &assignment,
            format,
            out: out.as_deref(),
            jobs,
        }),
        Some(Command::Class(args)) => class::run(&args),
    }
}
