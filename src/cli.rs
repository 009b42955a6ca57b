//! The command line (SPEC.md): `gui`, `search` and `render`, all parsed into the same
//! [`Scenario`] and run on the same engine as the app.

use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::scenario::{GameChoice, Scenario, TreeSource};
use crate::search::{Algorithm, DEFAULT_MAX_NODES, OptionsError, SearchConfig};
use crate::trace::{dot, json};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

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
}

/// The subcommands: `gui`, `search` and `render`.
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
        #[arg(long, default_value_t = 1)]
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
    /// Draw one step of a search as a picture (SVG or PNG, by the file name).
    Render {
        /// The scenario to search and draw.
        #[command(flatten)]
        scenario: ScenarioArgs,
        /// Which step: a number from 0, or `end`.
        #[arg(long, default_value = "end", allow_hyphen_values = true)]
        step: String,
        /// The picture to write: FILE.svg or FILE.png.
        #[arg(long)]
        out: PathBuf,
    },
}

/// What `search` prints (`--format`, SPEC.md).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
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

/// The games `--game` names.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Tic-tac-toe, from --position or the empty board.
    #[value(alias = "ttt", alias = "tic-tac-toe")]
    Tictactoe,
    /// The Game of Bones: a heap of --bones, a move takes 1 to --max-take.
    Bones,
    /// Connect Four (7 columns × 6 rows), after --moves (the columns played, 1–7) or from --position.
    #[value(alias = "connect-four", alias = "c4")]
    Connect4,
    /// An m,n,k-game: --rows × --cols, --k in a row wins, from --position.
    Mnk,
    /// An abstract game tree read from --tree FILE.
    Tree,
}

/// The algorithms `--algo` names.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AlgoName {
    /// Plain minimax: prunes nothing.
    Minimax,
    /// Alpha-beta: skips branches that cannot change the result (the default).
    #[default]
    #[value(alias = "alpha-beta", alias = "ab")]
    Alphabeta,
    /// Principal variation search (NegaScout): null-window tests, re-searched when they beat the bound.
    #[value(alias = "negascout")]
    Pvs,
    /// MTD(f): null-window passes over the whole tree until the bounds meet (turns on --tt).
    #[value(alias = "mtd(f)")]
    Mtdf,
}

/// `gui`: a scenario by flags, or by a link (the web build's address fragment).
#[derive(Args, Debug, Clone, Default)]
pub struct GuiArgs {
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArgs,
    /// A link such as `#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22` (instead of the flags).
    #[arg(long, conflicts_with_all = ["game", "position", "moves", "rows", "cols", "k", "bones", "tree", "min_root", "ordering", "tt", "iterative", "depth", "time_limit", "aspiration"])]
    pub link: Option<String>,
}

/// The scenario flags shared by `gui`, `search` and `render`.
#[derive(Args, Debug, Clone, Default)]
pub struct ScenarioArgs {
    /// tictactoe, connect4, mnk, bones or tree (implied by --position, --moves, --rows/--cols/--k,
    /// --bones or --tree).
    #[arg(long, value_enum)]
    pub game: Option<GameName>,
    /// A board position: its cells row by row from the top, X, O and . (tic-tac-toe: 9 cells;
    /// m,n,k: rows × cols; Connect Four: 42). Default: the empty board.
    #[arg(long)]
    pub position: Option<String>,
    /// Connect Four: the columns played so far, 1–7 (e.g. 4453).
    #[arg(long, conflicts_with = "position")]
    pub moves: Option<String>,
    /// m,n,k-game: rows, 3 to 5.
    #[arg(long, value_parser = parse_grid_side)]
    pub rows: Option<u8>,
    /// m,n,k-game: columns, 3 to 5.
    #[arg(long, value_parser = parse_grid_side)]
    pub cols: Option<u8>,
    /// m,n,k-game: how many in a row win, 3 to the longer side.
    #[arg(long, value_parser = parse_grid_side)]
    pub k: Option<u8>,
    /// Bones: the size of the heap.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_bones)]
    pub bones: Option<i64>,
    /// Bones: the most a move may take.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_max_take)]
    pub max_take: Option<i64>,
    /// An abstract tree file (JSON, SPEC.md notation).
    #[arg(long)]
    pub tree: Option<PathBuf>,
    /// Trees: the root is a MIN node.
    #[arg(long)]
    pub min_root: bool,
    /// minimax, alphabeta, pvs or mtdf.
    #[arg(long, value_enum, default_value_t = AlgoName::Alphabeta)]
    pub algo: AlgoName,
    /// Heuristic move ordering.
    #[arg(long)]
    pub ordering: bool,
    /// Transposition table.
    #[arg(long)]
    pub tt: bool,
    /// Iterative deepening.
    #[arg(long)]
    pub iterative: bool,
    /// Depth limit; positions below it get the evaluation function.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_depth)]
    pub depth: Option<u32>,
    /// With --iterative: start no new iteration after this many seconds.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seconds)]
    pub time_limit: Option<f64>,
    /// With --iterative: start each iteration with the window (v − W, v + W) around the last value.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_aspiration)]
    pub aspiration: Option<i64>,
    /// Node budget: a search that would visit more stops with an error.
    #[arg(long, default_value_t = DEFAULT_MAX_NODES, allow_negative_numbers = true, value_parser = parse_max_nodes)]
    pub max_nodes: u64,
}

/// A whole number from `lo` to `hi`; otherwise says what is accepted, in `expected`'s words.
fn whole_number(text: &str, lo: i128, hi: i128, expected: &str) -> Result<i128, String> {
    let t = text.trim();
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("not a whole number; expected {expected}"));
    }
    match t.parse::<i128>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(format!("out of range; expected {expected}")),
    }
}

fn parse_grid_side(text: &str) -> Result<u8, String> {
    whole_number(text, 3, 5, "3 to 5").map(|n| n as u8)
}

fn parse_bones(text: &str) -> Result<i64, String> {
    let expected = format!("a heap of 0 to {MAX_BONES} bones");
    whole_number(text, 0, MAX_BONES as i128, &expected).map(|n| n as i64)
}

fn parse_level(text: &str) -> Result<u8, String> {
    whole_number(text, 1, 6, "a level from 1 to 6").map(|l| l as u8)
}

fn parse_count(text: &str) -> Result<u32, String> {
    let most = crate::exercises::MAX_EXERCISES as i128;
    whole_number(text, 1, most, "1 to 50 trees").map(|c| c as u32)
}

fn parse_aspiration(text: &str) -> Result<i64, String> {
    let most = crate::search::MAX_ASPIRATION as i128;
    whole_number(text, 1, most, "a window half-width from 1 to 2^53").map(|w| w as i64)
}

fn parse_max_take(text: &str) -> Result<i64, String> {
    let expected = format!("1 to {MAX_TAKE} (the most bones one move may take)");
    whole_number(text, 1, MAX_TAKE as i128, &expected).map(|n| n as i64)
}

fn parse_depth(text: &str) -> Result<u32, String> {
    whole_number(text, 1, u32::MAX as i128, "a depth of 1 or more moves").map(|n| n as u32)
}

fn parse_max_nodes(text: &str) -> Result<u64, String> {
    whole_number(
        text,
        1,
        u64::MAX as i128,
        "a budget of 1 or more nodes, such as 5000000",
    )
    .map(|n| n as u64)
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(t) if t.is_finite() && t > 0.0 && t < 1e6 => Ok(t),
        _ => Err("expected a positive number of seconds, such as 2 or 0.5".into()),
    }
}

impl ScenarioArgs {
    /// The scenario these flags describe, or one line saying which flag is wrong.
    pub fn scenario(&self) -> Result<Scenario, String> {
        let scenario = self.unchecked_scenario()?;
        // The one options check every search makes, in the command line's words.
        scenario.check_options().map_err(|e| flag_words(&e))?;
        Ok(scenario)
    }

    fn unchecked_scenario(&self) -> Result<Scenario, String> {
        let game = match self.game {
            Some(g) => g,
            None if self.tree.is_some() => GameName::Tree,
            None if self.bones.is_some() => GameName::Bones,
            None if self.moves.is_some() => GameName::Connect4,
            None if self.rows.is_some() || self.cols.is_some() || self.k.is_some() => GameName::Mnk,
            None if self.position.is_some() => GameName::Tictactoe,
            None => {
                self.refuse_flags_of_other_games(GameName::Tree)?;
                let mut default = Scenario::default();
                if let GameChoice::Tree { min_root, .. } = &mut default.game {
                    *min_root = self.min_root;
                }
                return Ok(Scenario {
                    config: self.config()?,
                    max_nodes: self.max_nodes,
                    ..default
                });
            }
        };
        self.refuse_flags_of_other_games(game)?;
        let game = match game {
            GameName::Tictactoe => GameChoice::TicTacToe {
                position: self.position.clone().unwrap_or_else(|| ".".repeat(9)),
            },
            GameName::Bones => GameChoice::Bones {
                bones: self
                    .bones
                    .ok_or("--game bones needs --bones N (the size of the heap)")?,
                max_take: self.max_take.unwrap_or(3),
            },
            GameName::Connect4 => GameChoice::ConnectFour {
                moves: self.moves.clone().unwrap_or_default(),
                position: self.position.clone(),
            },
            GameName::Mnk => {
                let (rows, cols) = (self.rows.unwrap_or(3), self.cols.unwrap_or(3));
                GameChoice::Mnk {
                    rows,
                    cols,
                    k: self.k.unwrap_or(3),
                    position: self
                        .position
                        .clone()
                        .unwrap_or_else(|| ".".repeat(rows as usize * cols as usize)),
                }
            }
            GameName::Tree => GameChoice::Tree {
                source: TreeSource::from_file(
                    self.tree
                        .clone()
                        .ok_or("--game tree needs --tree FILE (a JSON tree)")?,
                ),
                min_root: self.min_root,
            },
        };
        Ok(Scenario {
            game,
            config: self.config()?,
            max_nodes: self.max_nodes,
        })
    }

    /// Flags that do not apply to `game` are an error (SPEC.md), not silently dropped.
    fn refuse_flags_of_other_games(&self, game: GameName) -> Result<(), String> {
        let given = [
            ("--tree", self.tree.is_some(), game == GameName::Tree),
            (
                "--position",
                self.position.is_some(),
                matches!(
                    game,
                    GameName::Tictactoe | GameName::Connect4 | GameName::Mnk
                ),
            ),
            ("--moves", self.moves.is_some(), game == GameName::Connect4),
            ("--rows", self.rows.is_some(), game == GameName::Mnk),
            ("--cols", self.cols.is_some(), game == GameName::Mnk),
            ("--k", self.k.is_some(), game == GameName::Mnk),
            ("--bones", self.bones.is_some(), game == GameName::Bones),
            (
                "--max-take",
                self.max_take.is_some(),
                game == GameName::Bones,
            ),
            ("--min-root", self.min_root, game == GameName::Tree),
        ];
        let name = match game {
            GameName::Tictactoe => "tic-tac-toe",
            GameName::Bones => "bones",
            GameName::Connect4 => "Connect Four",
            GameName::Mnk => "an m,n,k-game",
            GameName::Tree => "a tree",
        };
        for (flag, set, applies) in given {
            if set && !applies {
                return Err(format!(
                    "{flag} does not go with {name}; give the flags of one game only"
                ));
            }
        }
        if self.time_limit.is_some() && !self.iterative {
            return Err(
                "--time-limit needs --iterative (it stops iterative deepening between depths)"
                    .into(),
            );
        }
        Ok(())
    }

    fn config(&self) -> Result<SearchConfig, String> {
        let time_limit = match self.time_limit {
            None => None,
            Some(t) if t.is_finite() && t > 0.0 && t < 1e6 => Some(Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(format!(
                    "--time-limit {t} is not a positive number of seconds"
                ));
            }
        };
        let algorithm = match self.algo {
            AlgoName::Minimax => Algorithm::Minimax,
            AlgoName::Alphabeta => Algorithm::AlphaBeta,
            AlgoName::Pvs => Algorithm::Pvs,
            AlgoName::Mtdf => Algorithm::Mtdf,
        };
        Ok(SearchConfig {
            algorithm,
            ordering: self.ordering,
            tt: self.tt,
            iterative: self.iterative,
            depth: self.depth,
            time_limit,
            aspiration: self.aspiration,
        })
    }
}

/// The options check's refusals in the command line's words, naming its flags.
fn flag_words(e: &OptionsError) -> String {
    match e {
        OptionsError::DepthZero => "--depth 0 would search nothing; give a depth of 1 or more".into(),
        OptionsError::NoBudget => "--max-nodes 0 leaves no budget; give 1 or more".into(),
        OptionsError::AspirationWithoutIterative => "--aspiration needs --iterative (each iteration's window is set around the last one's value)".into(),
        OptionsError::AspirationNeedsPruning(a) => format!(
            "--aspiration needs --algo alphabeta or pvs ({} {})",
            a.title(),
            if *a == Algorithm::Mtdf {
                "already searches with null windows around its guess"
            } else {
                "never narrows its window"
            }
        ),
        OptionsError::AspirationWidth(w) => format!("--aspiration {w} is not from 1 to 2^53"),
    }
}

/// Runs `gametree search`, writing to `out`.
pub fn search(
    scenario: &Scenario,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| format!("cannot write the output: {e}");
    if no_trace {
        let outcome = scenario.run_bare().map_err(|e| e.to_string())?;
        let value = serde_json::json!({
            "scenario": scenario.title(),
            "root_value": outcome.root_value,
            "best_move": outcome.best_move,
            "principal_variation": outcome.principal_variation,
            "stats": outcome.stats,
        });
        return match format {
            Format::Summary => writeln!(
                out,
                "Scenario: {}\nValue: {}\nBest move: {}\nNodes visited: {}\nLeaves evaluated: {}\nCutoffs: {}{}",
                crate::game::printable(&scenario.title()),
                outcome.root_value,
                crate::game::printable(outcome.best_move.as_deref().unwrap_or("none")),
                outcome.stats.nodes_visited,
                outcome.stats.leaves_evaluated,
                outcome.stats.cutoffs,
                crate::teach::summary::null_window_lines(&scenario.config, &outcome.stats)
                    .iter()
                    .map(|l| format!("\n{l}"))
                    .collect::<String>(),
            )
            .map_err(io),
            Format::Stats | Format::Json => writeln!(out, "{value}").map_err(io),
            Format::Dot => Err("--format dot needs the recorded tree; drop --no-trace".into()),
        };
    }
    let trace = scenario.record(None).map_err(|e| e.to_string())?;
    match format {
        Format::Summary => write!(out, "{}", crate::teach::summary::summary(&trace)).map_err(io),
        Format::Stats => writeln!(out, "{}", json::stats_value(&trace)).map_err(io),
        Format::Json => json::write_json(&trace, out).map_err(io),
        Format::Dot => dot::write_dot(&trace, out).map_err(io),
    }
}

/// Whether two paths name the same existing file (also through links and `..`).
fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Parses the step argument of `render`: a number or `end`.
pub fn parse_step(text: &str, len: usize) -> Result<usize, String> {
    if text == "end" {
        return Ok(len);
    }
    match text.parse::<usize>() {
        Ok(k) if k <= len => Ok(k),
        Ok(k) => Err(format!(
            "--step {k} is past the end; this search has steps 0 to {len} (or use --step end)"
        )),
        Err(_) => Err(format!(
            "--step '{text}' is not a step; expected a number from 0 to {len} or 'end'"
        )),
    }
}

/// Collapses clap's multi-line error into the one line SPEC.md asks for.
fn one_line(err: &clap::Error) -> String {
    let text = err.to_string();
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty() && !l.starts_with("tip:"))
        .collect();
    format!("{} (see gametree --help)", lines.join(" "))
}

/// The whole program; returns the exit code.
pub fn main() -> i32 {
    // Parsing the many flags takes a deep stack in a debug build, more than a small main
    // thread has (`ulimit -s 256`): parse on a thread of its own (the window, which must
    // open on the main thread, opens there afterwards).
    let parsed = std::thread::Builder::new()
        .name("parse".into())
        .stack_size(16 << 20)
        .spawn(Cli::try_parse)
        .map_or_else(
            |_| Cli::try_parse(),
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
            let _ = e.print();
            return 0;
        }
        Err(e) => {
            eprintln!("{}", one_line(&e));
            return 2;
        }
    };
    match run(cli) {
        Ok(()) => 0,
        Err(msg) => {
            // One line, whatever a file name or a library put in the message.
            let line = msg.replace(['\n', '\r'], " ");
            eprintln!("error: {}", crate::game::printable(&line));
            1
        }
    }
}

/// How the window opens: on the remembered scenario, on flags, or on a link.
enum Opening {
    Remembered,
    Scenario(Scenario),
    Link(String),
}

/// Opens the window (or says this build has none).
fn open_app(opening: Opening) -> Result<(), String> {
    #[cfg(feature = "app")]
    return match opening {
        Opening::Remembered => crate::app::run_scenario(None),
        Opening::Scenario(s) => crate::app::run_scenario(Some(s)),
        Opening::Link(text) => {
            // A bad link is refused here, on the command line, before any window opens.
            crate::link::parse(&text).map_err(|e| e.to_string())?;
            crate::app::run_link(&text)
        }
    };
    #[cfg(not(feature = "app"))]
    {
        let _ = opening;
        Err(
            "this build has no window (built without the `app` feature); use search or render"
                .into(),
        )
    }
}

/// A search whose answer would vanish (`gametree search >&-`) says so instead. Rust's runtime
/// reopens a standard output closed at start as /dev/null for reading and writing, which a
/// shell's `> /dev/null` (write only) never is: on Linux `/proc` tells the two apart.
fn refuse_closed_stdout() -> Result<(), String> {
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
        return Err("standard output is closed: the search's answer would be lost".into());
    }
    Ok(())
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        None => open_app(Opening::Remembered),
        Some(Command::Gui(args)) => match args.link {
            Some(text) => open_app(Opening::Link(text)),
            None => open_app(Opening::Scenario(args.scenario.scenario()?)),
        },
        Some(Command::Search {
            scenario,
            format,
            no_trace,
        }) => {
            let scenario = scenario.scenario()?;
            refuse_closed_stdout()?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            search(&scenario, format, no_trace, &mut out)?;
            out.flush()
                .map_err(|e| format!("cannot write the output: {e}"))
        }
        Some(Command::Sheet {
            level,
            seed,
            count,
            out,
            png,
        }) => {
            let set = crate::exercises::ExerciseSet::new(level, seed, count)
                .map_err(|e| e.to_string())?;
            let files = set.sheet(&out, if png { "png" } else { "svg" })?;
            println!(
                "level {level} ({}), seed {seed}: {} pictures in {}",
                set.level().name,
                files.len(),
                out.display()
            );
            Ok(())
        }
        Some(Command::Render {
            scenario,
            step,
            out,
        }) => {
            if let Some(tree) = &scenario.tree
                && same_file(tree, &out)
            {
                return Err(format!(
                    "--out {} is the tree file itself; writing the picture would destroy the tree: choose another name",
                    out.display()
                ));
            }
            let trace = scenario
                .scenario()?
                .record(None)
                .map_err(|e| e.to_string())?;
            let step = parse_step(&step, trace.event_count())?;
            crate::teach::slide::render_file(std::sync::Arc::new(trace), step, &out)
                .map_err(|e| e.to_string())
        }
    }
}
