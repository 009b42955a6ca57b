//! The command line (SPEC.md): `gui`, `search` and `render`, all parsed into the same
//! [`Scenario`] and run on the same engine as the app.

use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::i18n::Lang;
use crate::scenario::{GameChoice, Scenario, TreeSource};
use crate::search::mcts::MctsConfig;
use crate::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use crate::t;
use crate::teach::titles::{scenario_title, trace_title};
use crate::trace::{dot, json};
use clap::builder::PossibleValue;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

mod clap_words;
mod error_words;
use crate::teach::Say;
use error_words::{flag_words, scenario_words};
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
    /// The language to speak: en or zh (default: the system's language).
    #[arg(long, global = true, value_parser = parse_lang, display_order = 100)]
    pub lang: Option<Lang>,
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

/// The games `--game` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Tic-tac-toe, from --position or the empty board.
    Tictactoe,
    /// The Game of Bones: a heap of --bones, a move takes 1 to --max-take.
    Bones,
    /// Connect Four (7 columns × 6 rows), after --moves (the columns played, 1–7) or from --position.
    Connect4,
    /// An m,n,k-game: --rows × --cols, --k in a row wins, from --position.
    Mnk,
    /// An abstract game tree read from --tree FILE.
    Tree,
    /// Dice race: step 1 or roll a die, first to --target wins (a game of chance).
    Dice,
}

impl ValueEnum for GameName {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            GameName::Tictactoe,
            GameName::Bones,
            GameName::Connect4,
            GameName::Mnk,
            GameName::Tree,
            GameName::Dice,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            GameName::Tictactoe => PossibleValue::new("tictactoe")
                .aliases(["ttt", "tic-tac-toe"])
                .help(t!("cli-game-tictactoe")),
            GameName::Bones => PossibleValue::new("bones").help(t!("cli-game-bones")),
            GameName::Connect4 => PossibleValue::new("connect4")
                .aliases(["connect-four", "c4"])
                .help(t!("cli-game-connect4")),
            GameName::Mnk => PossibleValue::new("mnk").help(t!("cli-game-mnk")),
            GameName::Tree => PossibleValue::new("tree").help(t!("cli-game-tree")),
            GameName::Dice => PossibleValue::new("dice")
                .alias("dice-race")
                .help(t!("cli-game-dice")),
        })
    }
}

/// The algorithms `--algo` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AlgoName {
    /// Plain minimax: prunes nothing.
    Minimax,
    /// Alpha-beta: skips branches that cannot change the result (the default).
    #[default]
    Alphabeta,
    /// Principal variation search (NegaScout): null-window tests, re-searched when they beat the bound.
    Pvs,
    /// MTD(f): null-window passes over the whole tree until the bounds meet (turns on --tt).
    Mtdf,
    /// Monte Carlo tree search (UCT): random playouts, the most visited move (`search` only).
    Mcts,
    /// Expectiminimax: minimax with chance nodes averaged by probability (`search` only).
    Expectiminimax,
}

/// The searches with records of their own (not a step-by-step trace of minimax's kind).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OtherSearch {
    /// `--algo mcts` and its options.
    Mcts(MctsConfig),
    /// `--algo expectiminimax`, to `--depth` or the end.
    Expectiminimax {
        /// The depth limit.
        depth: Option<u32>,
    },
}

impl ValueEnum for AlgoName {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            AlgoName::Minimax,
            AlgoName::Alphabeta,
            AlgoName::Pvs,
            AlgoName::Mtdf,
            AlgoName::Expectiminimax,
            AlgoName::Mcts,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            AlgoName::Minimax => PossibleValue::new("minimax").help(t!("cli-algo-minimax")),
            AlgoName::Alphabeta => PossibleValue::new("alphabeta")
                .aliases(["alpha-beta", "ab"])
                .help(t!("cli-algo-alphabeta")),
            AlgoName::Pvs => PossibleValue::new("pvs")
                .alias("negascout")
                .help(t!("cli-algo-pvs")),
            AlgoName::Mtdf => PossibleValue::new("mtdf")
                .alias("mtd(f)")
                .help(t!("cli-algo-mtdf")),
            AlgoName::Expectiminimax => PossibleValue::new("expectiminimax")
                .alias("expectimax")
                .help(t!("cli-algo-expectiminimax")),
            AlgoName::Mcts => PossibleValue::new("mcts")
                .alias("uct")
                .help(t!("cli-algo-mcts")),
        })
    }
}

/// `gui`: a scenario by flags, or by a link (the web build's address fragment).
#[derive(Args, Debug, Clone, Default)]
pub struct GuiArgs {
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArgs,
    /// A link such as `#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22` (instead of the flags).
    #[arg(long, conflicts_with_all = ["game", "position", "moves", "rows", "cols", "k", "bones", "target", "tree", "min_root", "ordering", "tt", "iterative", "depth", "time_limit", "aspiration"])]
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
    /// Dice race: the target the counter must reach, 1 to 20 (default 6).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_target)]
    pub target: Option<i64>,
    /// An abstract tree file (JSON, SPEC.md notation).
    #[arg(long)]
    pub tree: Option<PathBuf>,
    /// Trees: the root is a MIN node.
    #[arg(long)]
    pub min_root: bool,
    /// minimax, alphabeta, pvs, mtdf, expectiminimax or mcts.
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
    /// MCTS: how many iterations (playouts), 1 to 200,000 (default 1,000).
    #[arg(long = "iterations", allow_negative_numbers = true, value_parser = parse_iterations)]
    pub mcts_iterations: Option<u32>,
    /// MCTS: the seed of the random playouts (default 1).
    #[arg(long = "seed", allow_negative_numbers = true, value_parser = parse_seed)]
    pub mcts_seed: Option<u64>,
    /// MCTS: the exploration constant C of UCB (default √2).
    #[arg(long = "exploration", allow_negative_numbers = true, value_parser = parse_exploration)]
    pub mcts_exploration: Option<f64>,
}

/// A whole number from `lo` to `hi`; otherwise says what is accepted, in `expected`'s words.
fn whole_number(text: &str, lo: i128, hi: i128, expected: &str) -> Result<i128, String> {
    let t = text.trim();
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(t!("cli-not-whole-number", expected = expected));
    }
    match t.parse::<i128>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(t!("cli-out-of-range", expected = expected)),
    }
}

fn parse_grid_side(text: &str) -> Result<u8, String> {
    whole_number(text, 3, 5, &t!("cli-expect-grid-side")).map(|n| n as u8)
}

fn parse_bones(text: &str) -> Result<i64, String> {
    let expected = t!("cli-expect-bones", most = MAX_BONES);
    whole_number(text, 0, MAX_BONES as i128, &expected).map(|n| n as i64)
}

fn parse_level(text: &str) -> Result<u8, String> {
    whole_number(text, 1, 6, &t!("cli-expect-level")).map(|l| l as u8)
}

fn parse_count(text: &str) -> Result<u32, String> {
    let most = crate::exercises::MAX_EXERCISES as i128;
    whole_number(text, 1, most, &t!("cli-expect-count")).map(|c| c as u32)
}

fn parse_aspiration(text: &str) -> Result<i64, String> {
    let most = crate::search::MAX_ASPIRATION as i128;
    whole_number(text, 1, most, &t!("cli-expect-aspiration")).map(|w| w as i64)
}

fn parse_max_take(text: &str) -> Result<i64, String> {
    let expected = t!("cli-expect-max-take", most = MAX_TAKE);
    whole_number(text, 1, MAX_TAKE as i128, &expected).map(|n| n as i64)
}

fn parse_target(text: &str) -> Result<i64, String> {
    let most = crate::game::dice::MAX_TARGET;
    let expected = t!("cli-expect-target", most = most);
    whole_number(text, 1, i128::from(most), &expected).map(|n| n as i64)
}

fn parse_depth(text: &str) -> Result<u32, String> {
    whole_number(text, 1, u32::MAX as i128, &t!("cli-expect-depth")).map(|n| n as u32)
}

fn parse_max_nodes(text: &str) -> Result<u64, String> {
    whole_number(text, 1, u64::MAX as i128, &t!("cli-expect-max-nodes")).map(|n| n as u64)
}

/// Most MCTS iterations one run records (each keeps its phases: about 1.6 KB apiece on
/// tic-tac-toe, so 320 MB at the limit).
pub const MAX_MCTS_ITERATIONS: u32 = 200_000;

fn parse_iterations(text: &str) -> Result<u32, String> {
    let most = MAX_MCTS_ITERATIONS as i128;
    whole_number(text, 1, most, &t!("cli-expect-iterations")).map(|n| n as u32)
}

fn parse_seed(text: &str) -> Result<u64, String> {
    whole_number(text, 0, u64::MAX as i128, &t!("cli-expect-seed")).map(|n| n as u64)
}

fn parse_exploration(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(c) if c.is_finite() && (0.0..=1e6).contains(&c) => Ok(c),
        _ => Err(t!("cli-expect-exploration")),
    }
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(t) if t.is_finite() && t > 0.0 && t < 1e6 => Ok(t),
        _ => Err(t!("cli-expect-seconds")),
    }
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| t!("cli-expect-lang"))
}

impl ScenarioArgs {
    /// The scenario these flags describe, or one line saying which flag is wrong.
    pub fn scenario(&self) -> Result<Scenario, String> {
        if self.other_search()?.is_some() {
            return Err(t!("cli-other-search-only", algo = self.algo_text()));
        }
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
            None if self.target.is_some() => GameName::Dice,
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
                bones: self.bones.ok_or_else(|| t!("cli-bones-needs-bones"))?,
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
                    self.tree.clone().ok_or_else(|| t!("cli-tree-needs-tree"))?,
                ),
                min_root: self.min_root,
            },
            GameName::Dice => GameChoice::Dice {
                target: self.target.unwrap_or(6),
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
            ("--target", self.target.is_some(), game == GameName::Dice),
        ];
        let name = match game {
            GameName::Tictactoe => t!("cli-game-name-tictactoe"),
            GameName::Bones => t!("cli-game-name-bones"),
            GameName::Connect4 => t!("cli-game-name-connect4"),
            GameName::Mnk => t!("cli-game-name-mnk"),
            GameName::Tree => t!("cli-game-name-tree"),
            GameName::Dice => t!("cli-game-name-dice"),
        };
        for (flag, set, applies) in given {
            if set && !applies {
                return Err(t!("cli-flag-wrong-game", flag = flag, game = &name));
            }
        }
        if self.time_limit.is_some() && !self.iterative {
            return Err(t!("cli-time-limit-needs-iterative"));
        }
        Ok(())
    }

    /// With `--algo mcts` or `expectiminimax`: the game to search and how (`None` for the
    /// other algorithms). Options that do not apply to the algorithm are refused.
    pub fn other_scenario(&self) -> Result<Option<(Scenario, OtherSearch)>, String> {
        match self.other_search()? {
            None => Ok(None),
            Some(other) => Ok(Some((self.unchecked_scenario()?, other))),
        }
    }

    /// `--algo` as written on the command line.
    fn algo_text(&self) -> String {
        self.algo
            .to_possible_value()
            .map(|v| v.get_name().to_string())
            .unwrap_or_default()
    }

    fn other_search(&self) -> Result<Option<OtherSearch>, String> {
        let mcts_own = [
            ("--iterations", self.mcts_iterations.is_some()),
            ("--seed", self.mcts_seed.is_some()),
            ("--exploration", self.mcts_exploration.is_some()),
        ];
        if self.algo != AlgoName::Mcts
            && let Some((flag, _)) = mcts_own.iter().find(|(_, set)| *set)
        {
            return Err(t!("cli-flag-needs-mcts", flag = *flag));
        }
        if !matches!(self.algo, AlgoName::Mcts | AlgoName::Expectiminimax) {
            return Ok(None);
        }
        let others = [
            ("--ordering", self.ordering),
            ("--tt", self.tt),
            ("--iterative", self.iterative),
            (
                "--depth",
                self.depth.is_some() && self.algo == AlgoName::Mcts,
            ),
            ("--time-limit", self.time_limit.is_some()),
            ("--aspiration", self.aspiration.is_some()),
        ];
        if let Some((flag, _)) = others.iter().find(|(_, set)| *set) {
            return Err(t!(
                "cli-flag-not-with-algo",
                flag = *flag,
                algo = self.algo_text()
            ));
        }
        if self.algo == AlgoName::Expectiminimax {
            return Ok(Some(OtherSearch::Expectiminimax { depth: self.depth }));
        }
        let default = MctsConfig::default();
        Ok(Some(OtherSearch::Mcts(MctsConfig {
            iterations: self.mcts_iterations.unwrap_or(default.iterations),
            seed: self.mcts_seed.unwrap_or(default.seed),
            exploration: self.mcts_exploration.unwrap_or(default.exploration),
            ..default
        })))
    }

    fn config(&self) -> Result<SearchConfig, String> {
        let time_limit = match self.time_limit {
            None => None,
            Some(t) if t.is_finite() && t > 0.0 && t < 1e6 => Some(Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(t!("cli-time-limit-not-positive", seconds = t.to_string()));
            }
        };
        let algorithm = match self.algo {
            AlgoName::Minimax => Algorithm::Minimax,
            AlgoName::Alphabeta => Algorithm::AlphaBeta,
            AlgoName::Pvs => Algorithm::Pvs,
            AlgoName::Mtdf => Algorithm::Mtdf,
            // These have configurations of their own (`other_search`).
            AlgoName::Mcts | AlgoName::Expectiminimax => Algorithm::default(),
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

/// Runs `gametree search`, writing to `out`.
pub fn search(
    scenario: &Scenario,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| t!("cli-cannot-write-output", error = e.say());
    if no_trace {
        let outcome = scenario.run_bare().map_err(|e| scenario_words(&e))?;
        let title = scenario_title(scenario);
        let value = serde_json::json!({
            "scenario": title,
            "root_value": outcome.root_value,
            "best_move": outcome.best_move,
            "principal_variation": outcome.principal_variation,
            "stats": outcome.stats,
        });
        return match format {
            Format::Summary => writeln!(
                out,
                "{}{}",
                t!(
                    "cli-bare-summary",
                    scenario = crate::game::printable(&title),
                    value = outcome.root_value.to_string(),
                    best = crate::game::printable(
                        &outcome
                            .best_move
                            .clone()
                            .unwrap_or_else(|| t!("cli-no-move"))
                    ),
                    nodes = outcome.stats.nodes_visited,
                    leaves = outcome.stats.leaves_evaluated,
                    cutoffs = outcome.stats.cutoffs,
                ),
                crate::teach::summary::null_window_lines(&scenario.config, &outcome.stats)
                    .iter()
                    .map(|l| format!("\n{l}"))
                    .collect::<String>(),
            )
            .map_err(io),
            Format::Stats | Format::Json => writeln!(out, "{value}").map_err(io),
            Format::Dot => Err(t!("cli-dot-needs-trace")),
        };
    }
    let trace = scenario.record(None).map_err(|e| scenario_words(&e))?;
    // The title is words for people, made here in the language in force.
    let title = trace_title(&trace);
    match format {
        Format::Summary => write!(out, "{}", crate::teach::summary::summary(&trace)).map_err(io),
        Format::Stats => writeln!(out, "{}", json::stats_value(&trace, &title)).map_err(io),
        Format::Json => json::write_json(&trace, &title, out).map_err(io),
        Format::Dot => dot::write_dot(&trace, &title, out).map_err(io),
    }
}

/// Runs `gametree search --algo mcts|expectiminimax`, writing to `out`.
pub fn search_other(
    scenario: &Scenario,
    other: &OtherSearch,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| t!("cli-cannot-write-output", error = e.say());
    let algo = match other {
        OtherSearch::Mcts(_) => "mcts",
        OtherSearch::Expectiminimax { .. } => "expectiminimax",
    };
    if no_trace {
        return Err(t!(
            "cli-flag-not-with-algo",
            flag = "--no-trace",
            algo = algo
        ));
    }
    if format == Format::Dot {
        return Err(t!("cli-other-no-dot", algo = algo));
    }
    match other {
        OtherSearch::Mcts(config) => {
            let trace = scenario.mcts(config).map_err(|e| scenario_words(&e))?;
            let title = crate::teach::titles::mcts_trace_title(&trace);
            match format {
                Format::Stats => writeln!(out, "{}", trace.stats_value(&title)).map_err(io),
                Format::Json => trace.write_json(&title, out).map_err(io),
                _ => {
                    use crate::compare_mcts::{checkpoints, exact};
                    let exact = exact(scenario, trace.config().rewards);
                    let lines = crate::teach::summary::mcts_compare_lines(
                        exact.as_ref(),
                        &checkpoints(&trace),
                    );
                    write!(out, "{}", crate::teach::summary::mcts_summary(&trace))
                        .and_then(|_| writeln!(out, "{}", lines.join("\n")))
                        .map_err(io)
                }
            }
        }
        OtherSearch::Expectiminimax { depth } => {
            let trace = scenario
                .expectiminimax(*depth)
                .map_err(|e| scenario_words(&e))?;
            let title = crate::teach::titles::ex_trace_title(&trace);
            match format {
                Format::Stats => writeln!(out, "{}", trace.stats_value(&title)).map_err(io),
                Format::Json => trace.write_json(&title, out).map_err(io),
                _ => write!(out, "{}", crate::teach::expectation::summary(&trace)).map_err(io),
            }
        }
    }
}

/// The link that opens `scenario` in the app's chance view under `other`.
fn other_link(scenario: &Scenario, other: &OtherSearch) -> Result<String, String> {
    let tree_text = match &scenario.game {
        GameChoice::Tree {
            source: TreeSource::File(path),
            ..
        } => Some(
            crate::game::TreeSpec::read(path)
                .map_err(|e| e.say())?
                .to_json(),
        ),
        _ => None,
    };
    let search = match other {
        OtherSearch::Expectiminimax { .. } => crate::link::ChanceSearch::Expectiminimax,
        OtherSearch::Mcts(c) => crate::link::ChanceSearch::Mcts {
            iterations: c.iterations,
            seed: c.seed,
            exploration: c.exploration,
        },
    };
    Ok(crate::link::write_chance(
        scenario,
        tree_text.as_deref(),
        None,
        search,
    ))
}

/// `render` for expectiminimax (a step) and MCTS (a phase: 4 per iteration): the picture the
/// app's chance view shows, light for slides.
fn render_other(
    scenario: &Scenario,
    other: &OtherSearch,
    step: &str,
    out: &std::path::Path,
) -> Result<(), String> {
    let style = crate::draw::scene::Style::slide();
    let scene = match other {
        OtherSearch::Expectiminimax { depth } => {
            let trace = scenario
                .expectiminimax(*depth)
                .map_err(|e| scenario_words(&e))?;
            let len = trace.record.steps.len();
            let k = parse_step(step, len.saturating_sub(1))?;
            crate::draw::chance::ex_picture(&trace, k, &style)
        }
        OtherSearch::Mcts(config) => {
            let trace = scenario.mcts(config).map_err(|e| scenario_words(&e))?;
            let len = trace.record.iterations.len() * 4;
            let k = parse_step(step, len.saturating_sub(1))?;
            crate::draw::chance::mcts_step_picture(&trace, k, &style)
        }
    };
    crate::draw::picture::write_scene(&scene, out).map_err(|e| e.say())
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
        Ok(k) => Err(t!("cli-step-past-end", step = k, last = len)),
        Err(_) => Err(t!("cli-step-not-a-step", step = text, last = len)),
    }
}

/// Collapses clap's multi-line error into the one line SPEC.md asks for.
fn one_line(err: &clap::Error) -> String {
    if let Some(sentence) = clap_words::error_sentence(err) {
        return t!("cli-see-help", error = t!("cli-error", message = sentence));
    }
    let text = err.to_string();
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty() && !l.starts_with("tip:"))
        .collect();
    t!("cli-see-help", error = lines.join(" "))
}

/// The language `--lang X` or `--lang=X` asks for, looked for before clap parses anything so
/// that its help and errors are already in that language; `None` when not given or unknown
/// (clap then refuses an unknown one, in the system's language).
fn lang_asked(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Lang> {
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy();
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args.next().and_then(|v| Lang::parse(&v.to_string_lossy()));
        }
        if let Some(v) = arg.strip_prefix("--lang=") {
            return Lang::parse(v);
        }
    }
    None
}

/// The help text of a command (by name) in the language in force.
fn command_about(name: &str) -> Option<String> {
    Some(match name {
        "gametree" => t!("cli-about"),
        "gui" => t!("cli-about-gui"),
        "search" => t!("cli-about-search"),
        "sheet" => t!("cli-about-sheet"),
        "render" => t!("cli-about-render"),
        _ => return None,
    })
}

/// The help text of argument `id` of command `command`, in the language in force.
fn arg_help(command: &str, id: &str) -> Option<String> {
    Some(match (command, id) {
        ("sheet", "out") => t!("cli-arg-sheet-out"),
        ("render", "out") => t!("cli-arg-render-out"),
        (_, "lang") => t!("cli-arg-lang"),
        (_, "format") => t!("cli-arg-format"),
        (_, "no_trace") => t!("cli-arg-no-trace"),
        (_, "level") => t!("cli-arg-level"),
        (_, "seed") => t!("cli-arg-seed"),
        (_, "count") => t!("cli-arg-count"),
        (_, "png") => t!("cli-arg-png"),
        (_, "step") => t!("cli-arg-step"),
        (_, "link") => t!("cli-arg-link"),
        (_, "game") => t!("cli-arg-game"),
        (_, "position") => t!("cli-arg-position"),
        (_, "moves") => t!("cli-arg-moves"),
        (_, "rows") => t!("cli-arg-rows"),
        (_, "cols") => t!("cli-arg-cols"),
        (_, "k") => t!("cli-arg-k"),
        (_, "bones") => t!("cli-arg-bones"),
        (_, "max_take") => t!("cli-arg-max-take"),
        (_, "target") => t!("cli-arg-target"),
        (_, "tree") => t!("cli-arg-tree"),
        (_, "min_root") => t!("cli-arg-min-root"),
        (_, "algo") => t!("cli-arg-algo"),
        (_, "ordering") => t!("cli-arg-ordering"),
        (_, "tt") => t!("cli-arg-tt"),
        (_, "iterative") => t!("cli-arg-iterative"),
        (_, "depth") => t!("cli-arg-depth"),
        (_, "time_limit") => t!("cli-arg-time-limit"),
        (_, "aspiration") => t!("cli-arg-aspiration"),
        (_, "max_nodes") => t!("cli-arg-max-nodes"),
        (_, "mcts_iterations") => t!("cli-arg-iterations"),
        (_, "mcts_seed") => t!("cli-arg-mcts-seed"),
        (_, "mcts_exploration") => t!("cli-arg-exploration"),
        _ => return None,
    })
}

/// `cmd` and its subcommands with every help text in the language in force, clap's own
/// `--help` and `--version` replaced by the same flags in our words.
fn localize(cmd: clap::Command) -> clap::Command {
    use clap::{Arg, ArgAction};
    let name = cmd.get_name().to_string();
    let cmd = match command_about(&name) {
        Some(about) => cmd.about(about).long_about(None),
        None => cmd,
    };
    let mut cmd = cmd.mut_args(|arg| match arg_help(&name, arg.get_id().as_str()) {
        Some(help) => arg.help(help).long_help(None),
        None => arg,
    });
    // As clap words it: `-h` points to `--help` when `--help` says more (the values' help).
    let says_more = cmd.get_arguments().any(|a| {
        !a.is_hide_set()
            && a.get_possible_values()
                .iter()
                .any(|v| v.get_help().is_some())
    });
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .display_order(999);
    let help = if says_more {
        help.help(t!("cli-arg-help-more"))
            .long_help(t!("cli-arg-help-summary"))
    } else {
        help.help(t!("cli-arg-help"))
    };
    cmd = cmd.disable_help_flag(true).arg(help);
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(t!("cli-arg-version"))
                .display_order(999),
        );
    }
    cmd.mut_subcommands(localize)
}

/// Parses the command line with help and errors in the language in force.
fn parse() -> Result<Cli, clap::Error> {
    let mut cmd = localize(Cli::command());
    // Building the top command (as parsing would) makes clap's `help` subcommand, to translate.
    let _ = cmd.render_usage();
    if cmd.find_subcommand("help").is_some() {
        cmd = cmd.mut_subcommand("help", |help| {
            help.about(t!("cli-about-help"))
                .mut_arg("subcommand", |a| a.help(t!("cli-arg-help-subcommand")))
        });
    }
    let matches = cmd.try_get_matches_from_mut(std::env::args_os())?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// The whole program; returns the exit code.
pub fn main() -> i32 {
    // The language first: everything printed from here on, clap's help included, speaks it.
    crate::i18n::set_lang(lang_asked(std::env::args_os()).unwrap_or_else(crate::i18n::system_lang));
    // Parsing the many flags takes a deep stack in a debug build, more than a small main
    // thread has (`ulimit -s 256`): parse on a thread of its own (the window, which must
    // open on the main thread, opens there afterwards).
    let parsed = std::thread::Builder::new()
        .name("parse".into())
        .stack_size(16 << 20)
        .spawn(parse)
        .map_or_else(
            |_| parse(),
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
            if crate::i18n::lang() == Lang::En {
                let _ = e.print();
            } else {
                let help = clap_words::help_text(&e.render().to_string());
                println!("{}", help.trim_end());
            }
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
            eprintln!(
                "{}",
                t!("cli-error", message = crate::game::printable(&line))
            );
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

/// Opens the window (or says this build has none), in `lang` when `--lang` names one (the
/// choice is kept in the settings, as the app's own switch keeps it).
fn open_app(opening: Opening, lang: Option<Lang>) -> Result<(), String> {
    #[cfg(feature = "app")]
    return match opening {
        Opening::Remembered => crate::app::run_scenario(None, lang),
        Opening::Scenario(s) => crate::app::run_scenario(Some(s), lang),
        Opening::Link(text) => {
            // A bad link is refused here, on the command line, before any window opens.
            crate::link::parse(&text).map_err(|e| e.say())?;
            crate::app::run_link(&text, lang)
        }
    };
    #[cfg(not(feature = "app"))]
    {
        let _ = (opening, lang);
        Err(t!("cli-no-window"))
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
        return Err(t!("cli-stdout-closed"));
    }
    Ok(())
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        None => open_app(Opening::Remembered, cli.lang),
        Some(Command::Gui(args)) => match args.link {
            Some(text) => open_app(Opening::Link(text), cli.lang),
            None => match args.scenario.other_scenario()? {
                // The chance view, through the link that opens it.
                Some((scenario, other)) => {
                    open_app(Opening::Link(other_link(&scenario, &other)?), cli.lang)
                }
                None => open_app(Opening::Scenario(args.scenario.scenario()?), cli.lang),
            },
        },
        Some(Command::Search {
            scenario,
            format,
            no_trace,
        }) => {
            let other = scenario.other_scenario()?;
            let scenario = match &other {
                Some((s, _)) => s.clone(),
                None => scenario.scenario()?,
            };
            refuse_closed_stdout()?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            match &other {
                Some((_, how)) => search_other(&scenario, how, format, no_trace, &mut out)?,
                None => search(&scenario, format, no_trace, &mut out)?,
            }
            out.flush()
                .map_err(|e| t!("cli-cannot-write-output", error = e.say()))
        }
        Some(Command::Sheet {
            level,
            seed,
            count,
            out,
            png,
        }) => {
            let set =
                crate::exercises::ExerciseSet::new(level, seed, count).map_err(|e| e.say())?;
            let files =
                crate::draw::sheet::write_sheet(&set, &out, if png { "png" } else { "svg" })
                    .map_err(|e| match e {
                        crate::exercises::SheetError::Search(e) => scenario_words(&e),
                        e => e.say(),
                    })?;
            println!(
                "{}",
                t!(
                    "cli-sheet-written",
                    level = level,
                    name = crate::teach::exercise_words::level_name(level),
                    seed = seed.to_string(),
                    count = files.len(),
                    folder = out.display().to_string(),
                )
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
                return Err(t!("cli-out-is-tree", path = out.display().to_string()));
            }
            if let Some((scenario, other)) = scenario.other_scenario()? {
                return render_other(&scenario, &other, &step, &out);
            }
            let trace = scenario
                .scenario()?
                .record(None)
                .map_err(|e| scenario_words(&e))?;
            let step = parse_step(&step, trace.event_count())?;
            crate::draw::slide::render_file(std::sync::Arc::new(trace), step, &out)
                .map_err(|e| e.say())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<std::ffi::OsString> {
        line.split(' ').map(Into::into).collect()
    }

    #[test]
    fn the_language_is_found_before_clap_parses() {
        assert_eq!(
            lang_asked(args("gametree search --lang zh")),
            Some(Lang::Zh)
        );
        assert_eq!(
            lang_asked(args("gametree --lang=en render")),
            Some(Lang::En)
        );
        assert_eq!(lang_asked(args("gametree search --lang fr")), None);
        assert_eq!(lang_asked(args("gametree search")), None);
    }

    #[test]
    fn every_command_and_option_has_its_help_in_both_languages() {
        fn check(cmd: &clap::Command) {
            assert!(
                command_about(cmd.get_name()).is_some(),
                "{}",
                cmd.get_name()
            );
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                assert!(
                    arg_help(cmd.get_name(), id).is_some(),
                    "{} --{id}",
                    cmd.get_name()
                );
            }
            cmd.get_subcommands().for_each(check);
        }
        check(&Cli::command());
        for lang in Lang::ALL {
            crate::i18n::with_lang(lang, || {
                let mut cmd = localize(Cli::command());
                let help = cmd.render_long_help().to_string();
                assert!(help.contains("--lang"), "{help}");
            });
        }
    }
}
