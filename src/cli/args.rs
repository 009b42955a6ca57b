//! The commands and their own options, as clap reads them: `gui`, `search`, `sheet`, `render`,
//! the global `--lang`. The scenario flags they share are [`ScenarioArgs`], made from the
//! table of keys.

use super::errors::{Expected, ValueError};
use super::flags::ScenarioArgs;
use crate::i18n::Lang;
use crate::scenario::Key;
use crate::scenario::value::{Value, parse_value, whole_number};
use crate::t;
use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// The whole command line: a subcommand, or none to open the app on the default scenario.
#[derive(Parser, Debug)]
#[command(
    name = "gametree",
    version,
    about = "Game Tree Lab: watch minimax and alpha-beta think, one step at a time"
)]
pub struct Cli {
    /// What to do; `None` (no arguments) opens the app on the default scenario.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language to speak: en or zh (default: the system's language).
    #[arg(long, global = true, value_parser = parse_lang, display_order = 100)]
    pub lang: Option<Lang>,
}

/// The subcommands: `gui`, `search`, `sheet` and `render`.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the app on a scenario (the default: the AIMA figure 5.2 tree under alpha-beta).
    Gui(GuiArgs),
    /// Run a search without a window and print what it found.
    Search {
        /// The scenario to search.
        #[command(flatten)]
        scenario: ScenarioArgs,
        /// How to print what the search found.
        #[arg(long, value_enum, default_value_t = Format::Summary)]
        format: Format,
        /// Run the bare search (no recording): value, best move and counts only.
        #[arg(long)]
        no_trace: bool,
    },
    /// Write an exercise set's printable sheet: each empty tree and its answer, as pictures.
    Sheet {
        /// The level, 1 to 6 (1 minimax depth 2, 2 alpha-beta depth 3, 3 uneven trees,
        /// 4 move ordering, 5 MIN at the root, 6 PVS re-searches).
        #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
        level: u8,
        /// The seed the trees are drawn from (the same seed gives everyone the same trees).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
        seed: u64,
        /// How many trees.
        #[arg(long, default_value_t = 5, allow_negative_numbers = true, value_parser = parse_count)]
        count: u32,
        /// The folder to write exercise-K and answer-K pictures into (made if missing).
        #[arg(long)]
        out: PathBuf,
        /// PNG pictures instead of SVG.
        #[arg(long)]
        png: bool,
    },
    /// Draw one step of a search as a picture (SVG or PNG, by the file name), or steps A to B
    /// as an animated GIF.
    Render {
        /// The scenario to search and draw.
        #[command(flatten)]
        scenario: ScenarioArgs,
        /// Which step: a number from 0, or `end`.
        #[arg(long, default_value = "end", allow_hyphen_values = true, value_parser = parse_step_text)]
        step: String,
        /// Steps A to B as an animated GIF, one frame per step: `A..B` (B may be `end`) or
        /// `all`.
        #[arg(
            long,
            conflicts_with = "step",
            allow_hyphen_values = true,
            value_name = "A..B",
            value_parser = parse_steps_text
        )]
        steps: Option<String>,
        /// With `--steps`: frames a second (the last frame stays 3 seconds).
        #[arg(long, requires = "steps", allow_negative_numbers = true, value_parser = parse_fps)]
        fps: Option<f64>,
        /// The picture to write: FILE.svg or FILE.png; with `--steps`, FILE.gif.
        #[arg(long)]
        out: PathBuf,
        /// Draw the tree's canvas as the app's window shows it at this window size, WxH
        /// (e.g. 1280x720), instead of a slide.
        #[arg(long, value_parser = parse_size, value_name = "WxH")]
        size: Option<[f32; 2]>,
        /// Draw the algorithm's code beside the tree, the line the step runs lit: pseudo (one
        /// function), aima (MAX-VALUE/MIN-VALUE), python, c, rust, java or php.
        #[arg(long, value_parser = ["pseudo", "aima", "python", "c", "rust", "java", "php"])]
        code: Option<String>,
        /// Write on each edge the window (α, β) the parent passed down it (alpha-beta).
        #[arg(long)]
        edge_windows: bool,
        /// Draw in the app's presentation palette (light, high contrast, larger text).
        #[arg(long)]
        presentation: bool,
    },
    /// Check your own search: run a program that prints the event protocol (or read its saved
    /// events) and show where it parts from the textbook's search.
    Check {
        /// The tree and the textbook search to compare with.
        #[command(flatten)]
        scenario: ScenarioArgs,
        /// Read the events from this file instead of running a program.
        #[arg(long)]
        events: Option<PathBuf>,
        /// Stop the program after this many seconds (more than 0, at most a day).
        #[arg(long, default_value_t = 30.0, allow_negative_numbers = true, value_parser = parse_timeout)]
        timeout: f64,
        /// The learner's scoring, stated instead of inferred: SIDE:W, SIDE:W-ply or SIDE:W+ply.
        #[arg(long)]
        scoring: Option<String>,
        /// The program to run and its arguments, after `--`; `{tree}` is replaced by the path
        /// of a file holding the tree in plain JSON.
        #[arg(last = true)]
        program: Vec<String>,
    },
    /// Grade a class: run every submission's search on an assignment's cases, name each bug,
    /// and write the report (text, json, csv, html or Gradescope's results.json).
    Grade {
        /// One submission (a folder with a source file) or a class (a folder of them).
        path: PathBuf,
        /// The assignment (TOML: limits, how each language runs, the cases).
        #[arg(long)]
        assignment: PathBuf,
        /// The report's form.
        #[arg(long, value_enum, default_value_t = GradeFormat::Text)]
        format: GradeFormat,
        /// Write the report to this file instead of standard output.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Submissions graded at once (default: the machine's cores).
        #[arg(long, allow_negative_numbers = true, value_parser = parse_jobs)]
        jobs: Option<usize>,
    },
    /// Run a live class session: students open the printed address on their devices, follow
    /// the teacher's steps and answer the class's questions.
    Class(ClassArgs),
}

/// The report `grade` writes (`--format`, docs/grading.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GradeFormat {
    /// Text for people.
    Text,
    /// One JSON object.
    Json,
    /// A row per student.
    Csv,
    /// One self-contained page with the pictures.
    Html,
    /// Gradescope's results.json (one submission).
    Gradescope,
}

impl ValueEnum for GradeFormat {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            GradeFormat::Text,
            GradeFormat::Json,
            GradeFormat::Csv,
            GradeFormat::Html,
            GradeFormat::Gradescope,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            GradeFormat::Text => PossibleValue::new("text").help(t!("cli-grade-format-text")),
            GradeFormat::Json => PossibleValue::new("json").help(t!("cli-grade-format-json")),
            GradeFormat::Csv => PossibleValue::new("csv").help(t!("cli-grade-format-csv")),
            GradeFormat::Html => PossibleValue::new("html").help(t!("cli-grade-format-html")),
            GradeFormat::Gradescope => {
                PossibleValue::new("gradescope").help(t!("cli-grade-format-gradescope"))
            }
        })
    }
}

/// `grade --jobs N`: 1 to 256.
fn parse_jobs(text: &str) -> Result<usize, ValueError> {
    whole_number(text, 1, 256)
        .map(|n| n as usize)
        .map_err(|p| ValueError::Number(p, Expected::Jobs))
}

/// `class`: where the server listens, what it serves, how many students it takes, where the
/// answers go.
#[derive(Args, Debug, Clone)]
pub struct ClassArgs {
    /// The port to listen on (0: a free one).
    #[arg(long, default_value_t = 8080, allow_negative_numbers = true, value_parser = parse_port)]
    pub port: u16,
    /// The address to listen on (the default, 0.0.0.0, is every interface, so that the class
    /// can reach it).
    #[arg(long, default_value = "0.0.0.0", value_parser = parse_bind)]
    pub bind: std::net::IpAddr,
    /// The web build to serve (`bash web/build.sh` makes it).
    #[arg(long, default_value = "web/dist")]
    pub web: PathBuf,
    /// The most students the room takes.
    #[arg(long, default_value_t = 500, allow_negative_numbers = true, value_parser = parse_max_students)]
    pub max_students: u32,
    /// The CSV file the answers are written to as they arrive (a new file; default:
    /// gametree-class-CODE.csv in the current folder).
    #[arg(long)]
    pub results: Option<PathBuf>,
}

/// `gui`: a scenario by flags, or by a link (the web build's address fragment).
#[derive(Args, Debug, Clone, Default)]
pub struct GuiArgs {
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArgs,
    /// A link such as `#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22` (instead of the flags).
    #[arg(long, conflicts_with_all = super::flags::flag_names())]
    pub link: Option<String>,
    /// A learner's events (as `check` reads them) to step through beside the textbook's
    /// search of `--tree` (`--algo alphabeta`, the default, or `minimax`), in check mode.
    #[arg(long, conflicts_with = "link")]
    pub events: Option<PathBuf>,
}

/// What `search` prints (`--format`, docs/json-trace.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Text for people: value, best move, counts and principal variation.
    Summary,
    /// One JSON object: value, best move, principal variation and counts.
    Stats,
    /// The stats object plus every recorded node and event, as JSON.
    Json,
    /// A Graphviz digraph of the recorded tree.
    Dot,
}

impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &[Format::Summary, Format::Stats, Format::Json, Format::Dot]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            Format::Summary => PossibleValue::new("summary").help(t!("cli-format-summary")),
            Format::Stats => PossibleValue::new("stats").help(t!("cli-format-stats")),
            Format::Json => PossibleValue::new("json").help(t!("cli-format-json")),
            Format::Dot => PossibleValue::new("dot").help(t!("cli-format-dot")),
        })
    }
}

fn parse_level(text: &str) -> Result<u8, ValueError> {
    whole_number(text, 1, 6)
        .map(|l| l as u8)
        .map_err(|p| ValueError::Number(p, Expected::Level))
}

fn parse_count(text: &str) -> Result<u32, ValueError> {
    let most = crate::exercises::MAX_EXERCISES.into();
    whole_number(text, 1, most)
        .map(|c| c as u32)
        .map_err(|p| ValueError::Number(p, Expected::Count))
}

/// `sheet --seed`: a whole number from 0 to 2^64 − 1, refused in the language in force (not
/// in the standard library's English).
fn parse_seed(text: &str) -> Result<u64, ValueError> {
    whole_number(text, 0, u64::MAX).map_err(|p| ValueError::Number(p, Expected::Seed))
}

/// The longest `check --timeout`: a day.
pub const MAX_TIMEOUT_SECONDS: f64 = 86_400.0;

/// `check --timeout S`: seconds, more than 0 and at most [`MAX_TIMEOUT_SECONDS`]; `NaN`, `inf`,
/// 0, negative numbers and words are refused in one line in the language in force.
pub fn parse_timeout(text: &str) -> Result<f64, ValueError> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MAX_TIMEOUT_SECONDS => Ok(s),
        Ok(_) => Err(ValueError::OutOfRange(Expected::Timeout)),
        Err(_) => Err(ValueError::NotANumber(Expected::Timeout)),
    }
}

/// `render --fps F`: frames a second, from the slowest to the fastest an animation plays.
fn parse_fps(text: &str) -> Result<f64, ValueError> {
    use crate::draw::animation::{MAX_FPS, MIN_FPS};
    match text.trim().parse::<f64>() {
        Ok(f) if (MIN_FPS..=MAX_FPS).contains(&f) => Ok(f),
        Ok(_) => Err(ValueError::OutOfRange(Expected::Fps)),
        Err(_) => Err(ValueError::NotANumber(Expected::Fps)),
    }
}

/// `render --step`: a step number or `end`, checked as typed (whether the search has that
/// step is known only once it has run); anything else is a usage error (exit 2).
fn parse_step_text(text: &str) -> Result<String, ValueError> {
    match text == "end" || text.parse::<usize>().is_ok() {
        true => Ok(text.to_string()),
        false => Err(ValueError::Step),
    }
}

/// `render --steps`: `A..B` (B may be `end`) or `all`, checked as typed; text that is no range
/// of steps is a usage error (exit 2), a range past the search's end is refused once it has
/// run (exit 1).
fn parse_steps_text(text: &str) -> Result<String, ValueError> {
    match super::animate::read_range(text) {
        Some(_) => Ok(text.to_string()),
        None => Err(ValueError::Steps),
    }
}

/// `--size WxH`: a window size in points, each side from 200 to 8000.
fn parse_size(text: &str) -> Result<[f32; 2], ValueError> {
    let bad = || ValueError::Size(text.to_string());
    let (w, h) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |s: &str| whole_number(s.trim(), 200, 8000).map_err(|_| bad());
    Ok([side(w)? as f32, side(h)? as f32])
}

/// `class --port`: 0 (a free port) to 65535.
fn parse_port(text: &str) -> Result<u16, ValueError> {
    whole_number(text, 0, u16::MAX.into())
        .map(|p| p as u16)
        .map_err(|p| ValueError::Number(p, Expected::Port))
}

/// `class --max-students`: 1 to 100,000.
fn parse_max_students(text: &str) -> Result<u32, ValueError> {
    whole_number(text, 1, 100_000)
        .map(|n| n as u32)
        .map_err(|p| ValueError::Number(p, Expected::MaxStudents))
}

/// `class --bind`: an IPv4 or IPv6 address of this machine.
fn parse_bind(text: &str) -> Result<std::net::IpAddr, ValueError> {
    text.trim()
        .parse()
        .map_err(|_| ValueError::Bind(text.to_string()))
}

/// `--lang`, read as links read `lang=`.
fn parse_lang(text: &str) -> Result<Lang, ValueError> {
    match parse_value(Key::Lang, text) {
        Ok(Value::Lang(lang)) => Ok(lang),
        _ => Err(ValueError::Lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;
    use crate::teach::Say;

    /// Issue 35, item 10: numbers the standard library would refuse in English ("invalid
    /// digit found in string") are refused in the language in force, with what is accepted.
    #[test]
    fn numeric_flags_are_refused_in_the_language_in_force() {
        for bad in ["-1", "99999999999999999999999", "x", ""] {
            let refused = parse_seed(bad).unwrap_err();
            assert!(
                matches!(refused, ValueError::Number(_, Expected::Seed)),
                "{bad}"
            );
            let zh = with_lang(Lang::Zh, || refused.say());
            assert!(zh.contains("18446744073709551615"), "{bad}: {zh}");
            assert!(
                !zh.contains("invalid") && !zh.contains("digit"),
                "{bad}: {zh}"
            );
        }
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "abc", "", "NaN", "inf", "-inf", "-5", "0", "-0", "86401", "1e300",
        ] {
            let refused = parse_timeout(bad).unwrap_err();
            assert!(
                matches!(
                    refused,
                    ValueError::NotANumber(Expected::Timeout)
                        | ValueError::OutOfRange(Expected::Timeout)
                ),
                "{bad}"
            );
            let en = with_lang(Lang::En, || refused.say());
            assert!(en.contains("86400"), "{bad}: {en}");
            let zh = with_lang(Lang::Zh, || refused.say());
            assert!(zh.contains("秒"), "{bad}: {zh}");
            assert!(
                !zh.contains("float") && !zh.contains("parse"),
                "{bad}: {zh}"
            );
        }
        assert_eq!(parse_timeout("0.5"), Ok(0.5));
        assert_eq!(parse_timeout("86400"), Ok(86_400.0));
    }
}
