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

pub mod program_stderr;
pub mod source;
pub mod stops;
pub mod tree_file;

use super::errors::CliError;
use super::flags::ScenarioArgs;
use super::output::{Stop, error_line, print_line};
use crate::check::judge::{Flow, Judge, JudgeError, Judgement, Setup};
use crate::check::protocol::ProtocolError;
use crate::check::scoring::Rule;
use crate::check::shape::GameShape;
use crate::game::tree::TreeGame;
use crate::game::tree::TreeSpec;
use crate::game::{Bones, Game, Player, Rules, Sides, TicTacToe};
use crate::scenario::{GameChoice, Scenario};
use crate::search::Algorithm;
use crate::t;
use crate::teach::check_words::{self, Context};
use source::{Ended, Failure, Launch, SourceError};
use std::io::Write;
use std::path::{Path, PathBuf};
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
pub enum Source<'a> {
    /// A saved events file.
    File(&'a Path),
    /// A program run as launched.
    Program(Launch<'a>),
}

/// The game or tree a check is judged against, built once (`grade` judges every submission's
/// walk of a case against the same one).
#[derive(Clone)]
pub enum ReadyGame {
    /// An abstract tree, and its spec (`{tree}` is written from it).
    Tree(GameShape<TreeGame>, Arc<TreeSpec>),
    /// Tic-tac-toe from a position.
    TicTacToe(GameShape<TicTacToe>),
    /// Bones from a heap.
    Bones(GameShape<Bones>),
}

/// A check made ready: what it is judged against, the textbook's setup, the sides' names and
/// what the program's placeholders become (`{tree}` is the caller's to fill, with its file).
#[derive(Clone)]
pub struct Ready {
    /// The game or tree.
    pub game: ReadyGame,
    /// The textbook search.
    pub setup: Setup,
    /// How the game names its sides.
    pub sides: Sides,
    /// The placeholders and their values (`{tree}` left out).
    pub fill: Vec<(&'static str, String)>,
    /// The recording a tree's nodes are named by.
    pub names: Option<Arc<crate::trace::Trace>>,
    /// No depth limit is set: a program told `{depth}` = 0 may read it as "stop here".
    pub unlimited: bool,
}

impl Ready {
    /// The textbook search's name.
    pub fn algorithm(&self) -> Algorithm {
        if self.setup.prune {
            Algorithm::AlphaBeta
        } else {
            Algorithm::Minimax
        }
    }

    /// The context the verdict is said in.
    pub fn context(&self) -> Context<'_> {
        Context {
            algorithm: self.algorithm(),
            sides: self.sides,
            trace: self.names.as_deref(),
            app: false,
        }
    }
}

/// Builds what `scenario` is checked against: minimax or alpha-beta (with its depth, ordering
/// and deepening) on a tree (read from `tree`), tic-tac-toe or bones, under the `scoring` the
/// learner states (games only).
pub fn ready(
    scenario: &Scenario,
    tree: Option<PathBuf>,
    scoring: Option<&str>,
) -> Result<Ready, CheckUsage> {
    let config = &scenario.config;
    if !matches!(config.algorithm, Algorithm::Minimax | Algorithm::AlphaBeta) {
        return Err(CheckUsage::NeedsAlgo);
    }
    if config.tt || config.time_limit.is_some() || config.aspiration.is_some() {
        return Err(CheckUsage::NotChecked);
    }
    let setup = |rule: Option<Rule>| Setup {
        scoring: rule,
        ..Setup::of(config, scenario.max_nodes)
    };
    let depth = config.depth.unwrap_or(0).to_string();
    let unlimited = config.depth.is_none();
    let (game, sides, fill, rule, names) = match &scenario.game {
        GameChoice::Tree { min_root, .. } => {
            if scoring.is_some() {
                return Err(CheckUsage::ScoringTree);
            }
            let Some(path) = tree else {
                return Err(CheckUsage::NeedsTree);
            };
            let spec = Arc::new(TreeSpec::read(&path).map_err(CliError::Tree)?);
            let root = if *min_root { Player::Min } else { Player::Max };
            let game = TreeGame::new(spec.clone(), root);
            if game.has_chance() {
                return Err(CheckUsage::Chance);
            }
            let shape = GameShape::new(game);
            let left = shape.longest(u32::MAX).to_string();
            let fill = vec![
                ("{depth}", depth),
                ("{depth-left}", config.depth.map_or(left, |d| d.to_string())),
            ];
            let names = names_of(scenario);
            (
                ReadyGame::Tree(shape, spec),
                Sides::MaxMin,
                fill,
                None,
                names,
            )
        }
        GameChoice::TicTacToe { position } => {
            let game =
                TicTacToe::from_position(position).map_err(|e| CliError::Scenario(e.into()))?;
            let rule = stated(scoring, ["x", "o"])?;
            let shape = GameShape::new(game);
            let left = config.depth.unwrap_or_else(|| shape.longest(9)).to_string();
            let fill = vec![
                ("{game}", "tictactoe".to_string()),
                ("{position}", position.clone()),
                ("{depth}", depth),
                ("{depth-left}", left),
            ];
            (ReadyGame::TicTacToe(shape), Sides::Marks, fill, rule, None)
        }
        GameChoice::Bones { bones, max_take } => {
            let game = Bones::new(*bones, *max_take).map_err(|e| CliError::Scenario(e.into()))?;
            let rule = stated(scoring, ["first", "second"])?;
            let shape = GameShape::new(game);
            let left = config
                .depth
                .unwrap_or(u32::try_from(*bones).unwrap_or(u32::MAX))
                .to_string();
            let fill = vec![
                ("{game}", "bones".to_string()),
                ("{position}", bones.to_string()),
                ("{max-take}", max_take.to_string()),
                ("{depth}", depth),
                ("{depth-left}", left),
            ];
            (ReadyGame::Bones(shape), Sides::Turns, fill, rule, None)
        }
        _ => return Err(CheckUsage::NeedsTree),
    };
    Ok(Ready {
        game,
        setup: setup(rule),
        sides,
        fill,
        names,
        unlimited,
    })
}

/// `check`: judges the program's (or the file's) events against the flags' scenario.
pub fn run(asked: &Asked) -> Result<(), Stop> {
    if chance_tree(asked.scenario) {
        return Err(usage(CheckUsage::Chance));
    }
    let scenario = asked.scenario.built().map_err(usage)?;
    let ready = ready(&scenario, asked.scenario.tree(), asked.scoring).map_err(usage)?;
    match (asked.events, asked.program.is_empty()) {
        (Some(_), false) => return Err(usage(CheckUsage::EventsAndProgram)),
        (None, true) => return Err(usage(CheckUsage::NeedsProgram)),
        _ => {}
    }
    let wants_tree = asked.events.is_none() && asked.program.iter().any(|a| a.contains("{tree}"));
    let tree = match &ready.game {
        ReadyGame::Tree(_, spec) if wants_tree => Some(TreeFile::write(spec).map_err(|e| {
            Stop::Error(CliError::CheckTmp {
                folder: e.folder,
                error: e.error,
            })
        })?),
        _ => None,
    };
    let mut fill = ready.fill.clone();
    if let Some(t) = &tree {
        fill.push(("{tree}", t.path().to_string_lossy().into_owned()));
    }
    let argv = filled(asked.program, &fill);
    // A program told `{depth}` = 0 (no limit) may read it as "stop here".
    let depth_zero = ready.unlimited && asked.program.iter().any(|a| a.contains("{depth}"));
    let source = match asked.events {
        Some(file) => Source::File(file),
        None => Source::Program(Launch::plain(&argv)),
    };
    let mut own = Passed::default();
    let collected = collect(&ready, &source, asked.timeout, &mut |l| own.pass(l));
    own.finish();
    let collected = match collected {
        Ok(c) => c,
        Err(Failed::Signal(sig)) => {
            let code = error_line(&t!("check-interrupted"), 128 + sig);
            return Err(Stop::Exit(code));
        }
        Err(Failed::Unchecked(why)) => return Err(Stop::Unchecked(why)),
        Err(Failed::File(e)) => return Err(usage(CliError::Read(e))),
    };
    if collected.stopped_running {
        let mut err = std::io::stderr().lock();
        let step = crate::compare::group(collected.judgement.steps as u64);
        let _ = writeln!(err, "{}", t!("check-stopped-early", step = step));
    }
    let j = &collected.judgement;
    let mut lines = check_words::verdict(&ready.context(), j);
    if depth_zero && evaluated_on(j) {
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

/// The program's arguments with their placeholders filled (the program's name as it is).
pub fn filled(program: &[String], fill: &[(&str, String)]) -> Vec<String> {
    let Some((name, args)) = program.split_first() else {
        return Vec::new();
    };
    std::iter::once(name.clone())
        .chain(args.iter().map(|a| {
            fill.iter()
                .fold(a.clone(), |a, (key, value)| a.replace(key, value))
        }))
        .collect()
}

/// Whether the walks part where the learner evaluated a node the search goes on from (a
/// program that read `{depth}` = 0 as "stop here").
pub fn evaluated_on(j: &Judgement) -> bool {
    j.parting
        .as_ref()
        .and_then(|p| p.theirs.as_ref())
        .is_some_and(|d| matches!(d.what, crate::check::judge::Doing::Leaf(_)) && d.fact.is_none())
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
fn stated(given: Option<&str>, sides: [&'static str; 2]) -> Result<Option<Rule>, CheckUsage> {
    given
        .map(|g| Rule::parse(g, sides).map_err(CheckUsage::Scoring))
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

/// What a check read: the verdict's facts, and whether the program was still running when the
/// verdict was reached (it was ended then).
pub struct Collected {
    /// The judge's facts.
    pub judgement: Judgement,
    /// The program was ended at the verdict, still running.
    pub stopped_running: bool,
}

/// Why a check has no verdict.
#[derive(Debug)]
pub enum Failed {
    /// The program (or file) could not be checked.
    Unchecked(Unchecked),
    /// The events file could not be read.
    File(crate::files::ReadError),
    /// `check` itself was interrupted by this signal.
    Signal(i32),
}

/// Reads the events of `source` (a file, or a program run with `timeout`) and judges them
/// against `ready` as they come; the program's own lines go to `own`.
pub fn collect(
    ready: &Ready,
    source: &Source,
    timeout: f64,
    own: &mut dyn FnMut(&str),
) -> Result<Collected, Failed> {
    let setup = ready.setup;
    match &ready.game {
        ReadyGame::Tree(shape, _) => judge_walk(shape.clone(), setup, source, timeout, own),
        ReadyGame::TicTacToe(shape) => judge_walk(shape.clone(), setup, source, timeout, own),
        ReadyGame::Bones(shape) => judge_walk(shape.clone(), setup, source, timeout, own),
    }
}

/// Feeds the events to a judge of `shape` as they come, then hands back its verdict.
fn judge_walk<G: Game>(
    shape: GameShape<G>,
    setup: Setup,
    source: &Source,
    timeout: f64,
    own: &mut dyn FnMut(&str),
) -> Result<Collected, Failed> {
    let mut judge = Judge::new(shape, setup);
    let mut failed: Option<JudgeError> = None;
    let sink = |line: String| match judge.feed(&line) {
        Ok(None) => {
            own(&line);
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
    let from_file = matches!(source, Source::File(_));
    let ended = match source {
        Source::File(path) => source::read_file(path, sink),
        Source::Program(launch) => source::run_program(launch, timeout, sink),
    }
    .map_err(|e| source_error(source, e))?;
    if let Some(e) = failed {
        return Err(judge_error(&e, from_file));
    }
    let steps = judge.steps();
    let parted = judge.parted();
    let unchecked = |why: Unchecked| {
        if parted {
            None
        } else {
            Some(Failed::Unchecked(why))
        }
    };
    let (complete, stop, stopped_running) = match ended {
        Ended::Signal(sig) => return Err(Failed::Signal(sig)),
        Ended::Whole(None) => (true, None, false),
        Ended::Whole(Some(f)) => {
            let code = match f {
                Failure::Code(c) => Some(c),
                Failure::Killed => None,
            };
            (false, unchecked(Unchecked::Crashed(code)), false)
        }
        Ended::Stopped(running) => (false, None, running),
        Ended::Timeout => (false, unchecked(Unchecked::Timeout(timeout)), false),
        Ended::Flood(limit) if steps == 0 => (false, unchecked(Unchecked::Flood { limit }), false),
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
            (false, unchecked(why), false)
        }
    };
    if let Some(stop) = stop {
        return Err(stop);
    }
    let judgement = judge
        .finish(complete)
        .map_err(|e| judge_error(&e, from_file))?;
    Ok(Collected {
        judgement,
        stopped_running,
    })
}

fn source_error(source: &Source, e: SourceError) -> Failed {
    match e {
        SourceError::File(e) => Failed::File(e),
        SourceError::Utf16 => Failed::Unchecked(Unchecked::Utf16),
        SourceError::Start(e) => {
            let program = match source {
                Source::Program(launch) => crate::game::printable(&launch.argv[0]),
                Source::File(_) => String::new(),
            };
            Failed::Unchecked(Unchecked::CannotStart { program, error: e })
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

/// A judge's error as the failure it is: exit 3, said for a file or a program.
fn judge_error(e: &JudgeError, from_file: bool) -> Failed {
    match e {
        JudgeError::Protocol(ProtocolError::TooMany { limit }) if from_file => {
            Failed::Unchecked(Unchecked::TooManyInFile { limit: *limit })
        }
        e => Failed::Unchecked(Unchecked::Judge(Box::new(e.clone()))),
    }
}
