//! `gametree check` (issues 28, 34, 35): runs a learner's program (or reads its saved events)
//! on a tree or a game (tic-tac-toe, bones: moves written as docs/names.md writes them,
//! `{"enter": "X b2"}`, `{"enter": "take 2"}`), judges the event protocol it prints while it
//! prints it, and says in a few lines what scoring it uses, whether it searches as minimax or
//! alpha-beta does, or the first step where it parts from it, and what its walk is exactly.
//! A program whose verdict is reached is stopped there. Exit 0 when they agree, 1 when they
//! differ, 2 on a usage error (found before anything runs), 3 when the program could not be
//! checked (it crashed, timed out, flooded its output, spoke no events, or its events do not
//! describe a search of the tree or game). Limits: `--timeout` (30 s), 64 MB of output (1 GB
//! for a file), 20M events, the textbook search's node budget.

mod program_stderr;
mod source;
pub mod stops;
mod tree_file;

use super::errors::CliError;
use super::flags::ScenarioArgs;
use super::output::{Stop, error_line, print_line};
use crate::check::judge::{Flow, Judge, JudgeError, Judgement, Setup};
use crate::check::protocol::ProtocolError;
use crate::check::scoring::Rule;
use crate::check::shape::GameShape;
use crate::game::tree::{TreeGame, TreeSpec};
use crate::game::{Bones, Game, Player, Rules, Sides, TicTacToe};
use crate::scenario::{GameChoice, Scenario};
use crate::search::Algorithm;
use crate::t;
use crate::teach::check_words::{self, Context};
use source::{Ended, Failure, SourceError};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use stops::{CheckUsage, Unchecked};
use tree_file::TreeFile;

/// What `check` was asked.
pub struct Asked<'a> {
    /// The scenario flags: the tree or game and the textbook search.
    pub scenario: &'a ScenarioArgs,
    /// `--events FILE`.
    pub events: Option<&'a Path>,
    /// `--timeout S`.
    pub timeout: f64,
    /// `--scoring RULE`.
    pub scoring: Option<&'a str>,
    /// The program and its arguments.
    pub program: &'a [String],
}

/// A usage error: one line on stderr, exit 2.
fn usage(e: impl Into<CheckUsage>) -> Stop {
    Stop::Usage(e.into())
}

/// Where the events come from.
enum Source<'a> {
    File(&'a Path),
    Program(Vec<String>),
}

/// `check`: judges the program's (or the file's) events against the flags' scenario.
pub fn run(asked: &Asked) -> Result<(), Stop> {
    if chance_tree(asked.scenario) {
        return Err(usage(CheckUsage::Chance));
    }
    let scenario = asked.scenario.built().map_err(usage)?;
    let config = &scenario.config;
    if !matches!(config.algorithm, Algorithm::Minimax | Algorithm::AlphaBeta) {
        return Err(usage(CheckUsage::NeedsAlgo));
    }
    if config.tt || config.time_limit.is_some() || config.aspiration.is_some() {
        return Err(usage(CheckUsage::NotChecked));
    }
    match (asked.events, asked.program.is_empty()) {
        (Some(_), false) => return Err(usage(CheckUsage::EventsAndProgram)),
        (None, true) => return Err(usage(CheckUsage::NeedsProgram)),
        _ => {}
    }
    let setup = |rule: Option<Rule>| Setup {
        scoring: rule,
        ..Setup::of(config, scenario.max_nodes)
    };
    let depth = config.depth.unwrap_or(0).to_string();
    // A program told `{depth}` = 0 (no limit) may read it as "stop here".
    let depth_zero = config.depth.is_none() && asked.program.iter().any(|a| a.contains("{depth}"));
    match &scenario.game {
        GameChoice::Tree { min_root, .. } => {
            if asked.scoring.is_some() {
                return Err(usage(CheckUsage::ScoringTree));
            }
            let Some(path) = asked.scenario.tree() else {
                return Err(usage(CheckUsage::NeedsTree));
            };
            let spec = Arc::new(TreeSpec::read(&path).map_err(|e| usage(CliError::Tree(e)))?);
            let root = if *min_root { Player::Min } else { Player::Max };
            let game = TreeGame::new(spec.clone(), root);
            if game.has_chance() {
                return Err(usage(CheckUsage::Chance));
            }
            let shape = GameShape::new(game);
            let left = shape.longest(u32::MAX).to_string();
            let names = names_of(&scenario);
            let tree = match asked.events {
                None if asked.program.iter().any(|a| a.contains("{tree}")) => {
                    Some(TreeFile::write(&spec).map_err(|e| {
                        Stop::Error(super::errors::CliError::CheckTmp {
                            folder: e.folder,
                            error: e.error,
                        })
                    })?)
                }
                _ => None,
            };
            let tree_path = tree
                .as_ref()
                .map(|t| t.path().to_string_lossy().into_owned())
                .unwrap_or_default();
            let fill = [
                ("{tree}", tree_path),
                ("{depth}", depth),
                ("{depth-left}", config.depth.map_or(left, |d| d.to_string())),
            ];
            let run = Run::new(asked, &fill, Sides::MaxMin, names.as_deref(), depth_zero);
            run.judge(shape, setup(None))
        }
        GameChoice::TicTacToe { position } => {
            let game = TicTacToe::from_position(position)
                .map_err(|e| usage(CliError::Scenario(e.into())))?;
            let rule = stated(asked.scoring, ["x", "o"])?;
            let shape = GameShape::new(game);
            let left = config.depth.unwrap_or_else(|| shape.longest(9)).to_string();
            let fill = [
                ("{game}", "tictactoe".to_string()),
                ("{position}", position.clone()),
                ("{depth}", depth),
                ("{depth-left}", left),
            ];
            Run::new(asked, &fill, Sides::Marks, None, depth_zero).judge(shape, setup(rule))
        }
        GameChoice::Bones { bones, max_take } => {
            let game =
                Bones::new(*bones, *max_take).map_err(|e| usage(CliError::Scenario(e.into())))?;
            let rule = stated(asked.scoring, ["first", "second"])?;
            let shape = GameShape::new(game);
            let left = config
                .depth
                .unwrap_or(u32::try_from(*bones).unwrap_or(u32::MAX))
                .to_string();
            let fill = [
                ("{game}", "bones".to_string()),
                ("{position}", bones.to_string()),
                ("{max-take}", max_take.to_string()),
                ("{depth}", depth),
                ("{depth-left}", left),
            ];
            Run::new(asked, &fill, Sides::Turns, None, depth_zero).judge(shape, setup(rule))
        }
        _ => Err(usage(CheckUsage::NeedsTree)),
    }
}

/// Whether `--tree` names a tree with chance nodes: said first, whatever `--algo` says (its
/// default for such a tree is expectiminimax, and minimax has no rule for a throw), so the
/// learner is told once that check has nothing to compare such a tree with. A tree that cannot
/// be read is said by the scenario's builder.
pub fn chance_tree(args: &ScenarioArgs) -> bool {
    args.tree()
        .and_then(|path| TreeSpec::read(&path).ok())
        .is_some_and(|spec| TreeGame::new(Arc::new(spec), Player::Max).has_chance())
}

/// The rule `--scoring` states, read with the game's side words.
fn stated(given: Option<&str>, sides: [&'static str; 2]) -> Result<Option<Rule>, Stop> {
    given
        .map(|g| Rule::parse(g, sides).map_err(|e| usage(CheckUsage::Scoring(e))))
        .transpose()
}

/// The recording a tree's nodes are named by: its whole alpha-beta search with the pruned
/// subtrees (every node is there), without the depth limit; `None` past the budget.
fn names_of(scenario: &Scenario) -> Option<Arc<crate::trace::Trace>> {
    let mut whole = scenario.clone();
    whole.config.depth = None;
    whole.config.iterative = false;
    whole.config.ordering = false;
    whole.config.algorithm = Algorithm::AlphaBeta;
    whole.record(None).ok().map(Arc::new)
}

/// One check being run: where its events come from and how its verdict is said.
struct Run<'a> {
    source: Source<'a>,
    timeout: f64,
    sides: Sides,
    names: Option<&'a crate::trace::Trace>,
    /// The program reads `{depth}` (0: no limit) and no depth limit is set.
    depth_zero: bool,
}

impl<'a> Run<'a> {
    fn new(
        asked: &'a Asked,
        fill: &[(&str, String)],
        sides: Sides,
        names: Option<&'a crate::trace::Trace>,
        depth_zero: bool,
    ) -> Run<'a> {
        let source = match asked.events {
            Some(file) => Source::File(file),
            None => Source::Program(
                std::iter::once(asked.program[0].clone())
                    .chain(asked.program[1..].iter().map(|a| {
                        fill.iter()
                            .fold(a.clone(), |a, (key, value)| a.replace(key, value))
                    }))
                    .collect(),
            ),
        };
        Run {
            source,
            timeout: asked.timeout,
            sides,
            names,
            depth_zero,
        }
    }

    /// Feeds the events to a judge of `shape` as they come, then says the verdict.
    fn judge<G: Game>(self, shape: GameShape<G>, setup: Setup) -> Result<(), Stop> {
        let mut judge = Judge::new(shape, setup);
        let mut failed: Option<JudgeError> = None;
        let mut own = Passed::default();
        let sink = |line: String| match judge.feed(&line) {
            Ok(None) => {
                own.pass(&line);
                true
            }
            Ok(Some(flow)) => flow == Flow::More,
            // After the parting, a line that cannot be read ends the reading: the verdict
            // stands on what was read.
            Err(_) if judge.parted() => false,
            Err(e) => {
                failed = Some(e);
                false
            }
        };
        let from_file = matches!(self.source, Source::File(_));
        let ended = match &self.source {
            Source::File(path) => source::read_file(path, sink),
            Source::Program(argv) => source::run_program(argv, self.timeout, sink),
        }
        .map_err(|e| self.source_error(e))?;
        own.finish();
        if let Some(e) = failed {
            return Err(judge_error(&e, from_file));
        }
        let steps = judge.steps();
        let parted = judge.parted();
        let unchecked = |why: Unchecked| {
            if parted {
                None
            } else {
                Some(Stop::Unchecked(why))
            }
        };
        let (complete, stop) = match ended {
            Ended::Signal(sig) => {
                let code = error_line(&t!("check-interrupted"), 128 + sig);
                return Err(Stop::Exit(code));
            }
            Ended::Whole(None) => (true, None),
            Ended::Whole(Some(f)) => {
                let code = match f {
                    Failure::Code(c) => Some(c),
                    Failure::Killed => None,
                };
                (false, unchecked(Unchecked::Crashed(code)))
            }
            Ended::Stopped(running) => {
                if running {
                    let mut err = std::io::stderr().lock();
                    let step = crate::compare::group(steps as u64);
                    let _ = writeln!(err, "{}", t!("check-stopped-early", step = step));
                }
                (false, None)
            }
            Ended::Timeout => (false, unchecked(Unchecked::Timeout(self.timeout))),
            Ended::Flood(limit) if steps == 0 => (false, unchecked(Unchecked::Flood { limit })),
            Ended::Flood(limit) => {
                let why = Unchecked::FloodAgreeing {
                    limit,
                    steps,
                    algorithm: if setup.prune {
                        Algorithm::AlphaBeta
                    } else {
                        Algorithm::Minimax
                    },
                    total: judge.textbook_steps(),
                    max_nodes: setup.max_nodes,
                };
                (false, unchecked(why))
            }
        };
        if let Some(stop) = stop {
            return Err(stop);
        }
        let judged = judge
            .finish(complete)
            .map_err(|e| judge_error(&e, from_file))?;
        self.say(&judged, setup)
    }

    /// Prints the verdict; exit 1 when the walks part.
    fn say(&self, j: &Judgement, setup: Setup) -> Result<(), Stop> {
        let ctx = Context {
            algorithm: if setup.prune {
                Algorithm::AlphaBeta
            } else {
                Algorithm::Minimax
            },
            sides: self.sides,
            trace: self.names,
            app: false,
        };
        let mut lines = check_words::verdict(&ctx, j);
        let evaluated_on = j
            .parting
            .as_ref()
            .and_then(|p| p.theirs.as_ref())
            .is_some_and(|d| {
                matches!(d.what, crate::check::judge::Doing::Leaf(_)) && d.fact.is_none()
            });
        if evaluated_on && self.depth_zero {
            lines.push(t!("check-depth-hint"));
        }
        for line in lines {
            print_line(&line)?;
        }
        match j.parting {
            None => Ok(()),
            Some(_) => Err(Stop::Exit(1)),
        }
    }

    fn source_error(&self, e: SourceError) -> Stop {
        match e {
            SourceError::File(e) => usage(CliError::Read(e)),
            SourceError::Utf16 => Stop::Unchecked(Unchecked::Utf16),
            SourceError::Start(e) => {
                let program = match &self.source {
                    Source::Program(argv) => crate::game::printable(&argv[0]),
                    Source::File(_) => String::new(),
                };
                Stop::Unchecked(Unchecked::CannotStart { program, error: e })
            }
        }
    }
}

/// The program's own lines, passed through to stderr as they come (a closed stderr is no
/// reason to stop checking), the first [`MOST_PASSED`] lines of them; the rest counted.
#[derive(Default)]
struct Passed {
    shown: usize,
    bytes: usize,
    hidden: u64,
}

/// Most of the program's own lines passed through, and their bytes.
const MOST_PASSED: (usize, usize) = (1_000, 64 << 10);

impl Passed {
    fn pass(&mut self, line: &str) {
        if self.shown >= MOST_PASSED.0 || self.bytes + line.len() > MOST_PASSED.1 {
            self.hidden += 1;
            return;
        }
        self.shown += 1;
        self.bytes += line.len() + 1;
        let mut err = std::io::stderr().lock();
        let _ = writeln!(err, "{line}");
    }

    /// Says how many lines were not shown, if any.
    fn finish(&self) {
        if self.hidden > 0 {
            let mut err = std::io::stderr().lock();
            let lines = crate::compare::group(self.hidden);
            let _ = writeln!(err, "{}", t!("check-own-hidden", lines = lines));
        }
    }
}

/// A judge's error as the stop it is: exit 3, said for a file or a program.
fn judge_error(e: &JudgeError, from_file: bool) -> Stop {
    match e {
        JudgeError::Protocol(ProtocolError::TooMany { limit }) if from_file => {
            Stop::Unchecked(Unchecked::TooManyInFile { limit: *limit })
        }
        e => Stop::Unchecked(Unchecked::Judge(Box::new(e.clone()))),
    }
}
