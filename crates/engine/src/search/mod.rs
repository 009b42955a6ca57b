//! Search algorithms, generic over any [`Game`] and reporting every step to an [`Observer`]
//! through one entry point, [`search`]: minimax, alpha-beta, principal variation search,
//! MTD(f) and the options that combine with them (depth limit, move ordering, transposition
//! table, iterative deepening, aspiration windows), expectiminimax for games of chance, and
//! Monte Carlo tree search.

mod alphabeta;
pub(crate) mod expectiminimax;
mod iterative;
pub mod mcts;
mod mtdf;
pub mod observer;
mod observer_ref;
mod tt;
pub(crate) mod value;

pub use expectiminimax::expected_move_values;
pub use mcts::MctsOptions;
pub use observer::{NoObserver, Observer};
pub use value::Value;

use crate::game::Game;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Duration;

/// +∞ and −∞ for α, β and values. Leaf values are far inside (see `MAX_LEAF`).
pub const INF: i64 = i64::MAX;
/// −∞ as `i64::MIN`, below every value: the root's α starts here.
pub const NEG_INF: i64 = i64::MIN;

/// Default node budget (`--max-nodes`, docs/cli.md).
pub const DEFAULT_MAX_NODES: u64 = 5_000_000;

/// Which search runs: plain minimax, alpha-beta (the default), one of the null-window
/// searches built on alpha-beta, expectiminimax, or Monte Carlo tree search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Plain minimax: the window never narrows, so nothing is cut off or pruned.
    Minimax,
    /// Alpha-beta: minimax that skips branches which cannot change the root's value.
    #[default]
    AlphaBeta,
    /// Principal variation search (NegaScout): the first child with the full window, later
    /// children with a null window, re-searched when that test says they are better.
    Pvs,
    /// MTD(f): null-window passes over the whole tree, with a transposition table, each
    /// learning a bound, until the lower and upper bounds meet.
    Mtdf,
    /// Expectiminimax (AIMA 5.5): minimax with chance nodes, whose value is the
    /// probability-weighted average of their children's.
    Expectiminimax,
    /// Monte Carlo tree search (UCT): iterations of selection by UCB, expansion, a random
    /// playout and backpropagation; the move is the most visited child.
    Mcts,
}

impl Algorithm {
    /// Every algorithm, in the order menus list them.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Expectiminimax,
        Algorithm::Mcts,
    ];

    /// The minimax family: the searches of two-player games without chance.
    pub const MINIMAX_FAMILY: [Algorithm; 4] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::Mtdf,
    ];

    /// "minimax", "alphabeta", "pvs", "mtdf", "expectiminimax" or "mcts", as `--algo` and
    /// the JSON write it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Pvs => "pvs",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::Mcts => "mcts",
        }
    }

    /// Whether it is minimax or one of its successors (no chance nodes, integer values,
    /// windows and cutoffs), not expectiminimax or MCTS.
    pub fn is_minimax_family(self) -> bool {
        !matches!(self, Algorithm::Expectiminimax | Algorithm::Mcts)
    }

    /// Whether it searches games of chance (expectiminimax and MCTS do; the minimax family
    /// has no rule for a throw).
    pub fn handles_chance(self) -> bool {
        !self.is_minimax_family()
    }

    /// Other names `--algo` and `algo=` accept for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Algorithm::Minimax => &[],
            Algorithm::AlphaBeta => &["alpha-beta", "ab"],
            Algorithm::Pvs => &["negascout"],
            Algorithm::Mtdf => &["mtd(f)", "mtd-f"],
            Algorithm::Expectiminimax => &["expectimax"],
            Algorithm::Mcts => &["uct"],
        }
    }

    /// The algorithm `name` or one of its [aliases](Algorithm::aliases) names, in any case.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        let name = name.to_ascii_lowercase();
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == name || a.aliases().contains(&name.as_str()))
    }

    /// Whether the window narrows and branches are cut (alpha-beta, PVS, MTD(f)).
    pub fn prunes(self) -> bool {
        matches!(
            self,
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf
        )
    }
}

/// What a search does: the algorithm and its options.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct SearchConfig {
    /// Minimax or alpha-beta.
    pub algorithm: Algorithm,
    /// Heuristic move ordering (and the transposition table's best move first, when on).
    pub ordering: bool,
    /// Transposition table storing exact values and lower/upper bounds.
    pub tt: bool,
    /// Iterative deepening: depth 1, 2, … until the tree is exhausted or `depth` is reached.
    pub iterative: bool,
    /// Depth limit: positions this many moves below the root get the evaluation function.
    pub depth: Option<u32>,
    /// With iterative deepening: no new iteration starts after this much time.
    #[serde(skip)]
    pub time_limit: Option<Duration>,
    /// With iterative deepening and a pruning search: each iteration after the first starts
    /// with the window (v − W, v + W) around the previous value v; a result outside it is
    /// searched again with the full window.
    #[serde(default)]
    pub aspiration: Option<i64>,
    /// Monte Carlo tree search's iterations, seed and exploration constant (used by MCTS
    /// only; written only when they are not the defaults).
    #[serde(default, skip_serializing_if = "MctsOptions::is_default")]
    pub mcts: MctsOptions,
}

impl SearchConfig {
    /// Whether the transposition table is on: asked for, or MTD(f), which needs it.
    pub fn uses_tt(&self) -> bool {
        self.tt || self.algorithm == Algorithm::Mtdf
    }

    /// Whether an aspiration window means anything here: iterative deepening (a previous
    /// value to centre on) with alpha-beta or PVS (MTD(f) already tests around its guess).
    pub fn takes_aspiration(&self) -> bool {
        self.iterative && matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs)
    }

    /// Refuses options that make no search or cannot go together.
    pub(crate) fn check(&self) -> Result<(), OptionsError> {
        if self.depth == Some(0) {
            return Err(OptionsError::DepthZero);
        }
        if let Some(w) = self.aspiration {
            if !(1..=MAX_ASPIRATION).contains(&w) {
                return Err(OptionsError::AspirationWidth(w));
            }
            if !self.iterative {
                return Err(OptionsError::AspirationWithoutIterative);
            }
            if !self.takes_aspiration() {
                return Err(OptionsError::AspirationNeedsPruning(self.algorithm));
            }
        }
        Ok(())
    }
}

/// The widest aspiration half-width accepted (the leaves' own limit).
pub(crate) const MAX_ASPIRATION: i64 = 1 << 53;

/// Search options the command line, links, the panel and saved settings all refuse alike
/// (the command line words them with its flags).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// A depth limit of 0.
    #[error("a depth limit of 0")]
    DepthZero,
    /// A node budget of 0.
    #[error("a node budget of 0")]
    NoBudget,
    /// An aspiration window without iterative deepening.
    #[error("an aspiration window without iterative deepening")]
    AspirationWithoutIterative,
    /// An aspiration window with a search that does not narrow its window around a value.
    #[error("an aspiration window with {0:?}")]
    AspirationNeedsPruning(Algorithm),
    /// An aspiration half-width outside 1..=2^53.
    #[error("aspiration window ±{0} is not from 1 to 2^53")]
    AspirationWidth(i64),
}

/// How sure a value is. Alpha-beta often learns only a bound on a node it cut short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// The true minimax value.
    Exact,
    /// The true value is at least this (a MAX node that cut off: `≥ v`).
    Lower,
    /// The true value is at most this (a MIN node that cut off, or a node that failed low: `≤ v`).
    Upper,
}

/// Counts a search reports. `nodes_visited` includes the root (docs/conventions.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Every position the search entered, the root included.
    pub nodes_visited: u64,
    /// Leaves scored: finished games, and positions at the depth limit given the evaluation.
    pub leaves_evaluated: u64,
    /// Nodes that stopped early because α ≥ β with children left to try.
    pub cutoffs: u64,
    /// Children never entered because of those cutoffs.
    pub pruned_children: u64,
    /// Cutoffs at MAX nodes (value ≥ β: β cutoffs). With `cutoffs_at_min`, sums to `cutoffs`.
    #[serde(default)]
    pub cutoffs_at_max: u64,
    /// Cutoffs at MIN nodes (value ≤ α: α cutoffs).
    #[serde(default)]
    pub cutoffs_at_min: u64,
    /// Cutoffs against a bound the node's parent set (α and β remember the node that last
    /// strictly changed them; the window a search starts with counts as set by the root's
    /// caller). With `deep_cutoffs`, sums to `cutoffs`.
    #[serde(default)]
    pub shallow_cutoffs: u64,
    /// Cutoffs against a bound set further up than the parent (Knuth and Moore's deep cutoffs).
    #[serde(default)]
    pub deep_cutoffs: u64,
    /// Nodes the transposition table answered without searching below them.
    pub tt_hits: u64,
    /// The deepest ply any node was entered at (the root is 0).
    pub(crate) max_depth: u32,
    /// Iterations of iterative deepening run (0 without it).
    pub iterations: u32,
    /// Nodes visited at each depth below the root (index 0 = the root).
    pub nodes_by_depth: Vec<u64>,
    /// Positions searched a second time: a PVS null-window test that beat its bound, or an
    /// aspiration window the root's value fell outside.
    #[serde(default)]
    pub re_searches: u64,
    /// MTD(f)'s null-window passes over the whole tree (0 for the other searches).
    #[serde(default)]
    pub passes: u32,
    /// Chance nodes entered (expectiminimax; MCTS's tree nodes where a die decides).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub chance_nodes: u64,
    /// Monte Carlo tree search's iterations (each one playout).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mcts_iterations: u64,
    /// Moves played by MCTS's random playouts, all iterations together.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(crate) playout_moves: u64,
}

impl Stats {
    /// Counts one cutoff at a `player` node; `shallow` when the bound it met was its parent's.
    pub(crate) fn count_cutoff(&mut self, player: crate::game::Player, shallow: bool) {
        self.cutoffs += 1;
        match player {
            crate::game::Player::Max => self.cutoffs_at_max += 1,
            crate::game::Player::Min => self.cutoffs_at_min += 1,
        }
        if shallow {
            self.shallow_cutoffs += 1;
        } else {
            self.deep_cutoffs += 1;
        }
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// What a finished search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The root's value, from MAX's point of view (an integer for the minimax family, an
    /// expectation for expectiminimax, MCTS's estimate: the chosen move's W/N).
    pub value: Value,
    /// The move to play at the root; `None` if there are no moves (or, at a chance root, no
    /// one chooses).
    pub best_move: Option<M>,
    /// The best line for both sides from the root, as far as the search knows it.
    pub principal_variation: Vec<M>,
    /// What the search counted on the way.
    pub stats: Stats,
}

/// Why a search stopped without an answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// It would have visited more than `limit` nodes.
    #[error("the search would visit more than {limit} nodes")]
    NodeBudget {
        /// The budget.
        limit: u64,
        /// What the search already used, so the advice names only what would help.
        in_use: InUse,
    },
    /// Someone pressed Cancel.
    #[error("the search was cancelled")]
    Cancelled,
    /// Recording it would hold more than `limit` nodes, pruned ones included (the visited
    /// ones are within the budget; a tree's pruned subtrees, recorded again in every
    /// iteration, are not).
    #[error("recording the search would hold more than {limit} nodes")]
    RecordingTooBig {
        /// The most nodes a recording may hold.
        limit: u64,
    },
}

/// The options a search ran with that make it smaller.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InUse {
    /// Alpha-beta (not plain minimax).
    pub alphabeta: bool,
    /// The transposition table.
    pub tt: bool,
    /// A depth limit.
    pub depth: bool,
    /// A search of chance (expectiminimax): pruning and the table do not apply; a depth
    /// limit or a smaller game (the dice race: a lower target) helps.
    pub chance: bool,
}

impl InUse {
    /// What `config` uses.
    pub(crate) fn of(config: &SearchConfig) -> InUse {
        InUse {
            alphabeta: config.algorithm.prunes(),
            tt: config.uses_tt(),
            depth: config.depth.is_some(),
            chance: config.algorithm.handles_chance(),
        }
    }
}

/// Budget, cancel button and progress counter for one search.
pub struct Limits<'a> {
    /// The node budget: a search that would visit more stops with [`SearchError::NodeBudget`].
    pub max_nodes: u64,
    /// Cancel button: once set, the search soon stops with [`SearchError::Cancelled`].
    pub cancel: Option<&'a AtomicBool>,
    /// Nodes visited so far, updated every few thousand nodes.
    pub progress: Option<&'a AtomicU64>,
}

impl Default for Limits<'_> {
    fn default() -> Self {
        Limits {
            max_nodes: DEFAULT_MAX_NODES,
            cancel: None,
            progress: None,
        }
    }
}

/// Runs the search `config` describes from `game`'s position, telling `observer` every step.
/// `game` is back in its starting position afterwards.
pub fn search<G: Game, O: Observer<G>>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, SearchError> {
    if cfg!(target_arch = "wasm32") {
        search_through_ref(game, config, limits, observer)
    } else {
        run(game, config, limits, observer)
    }
}

/// [`search`] with the observer behind a pointer ([`observer_ref::ObserverRef`]): compiled
/// once per game whatever the observer, as the web build searches (a smaller module: its
/// searches were compiled for each of three observers).
pub(crate) fn search_through_ref<G: Game>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut dyn Observer<G>,
) -> Result<SearchResult<G::Move>, SearchError> {
    run(
        game,
        config,
        limits,
        &mut observer_ref::ObserverRef(observer),
    )
}

/// The search `config` names, with `observer` as its own type.
pub(crate) fn run<G: Game, O: Observer<G>>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, SearchError> {
    match config.algorithm {
        Algorithm::Expectiminimax => expectiminimax::search(game, config, limits, observer),
        Algorithm::Mcts => mcts::search(game, config, limits, observer),
        _ => minimax_family(game, config, limits, observer),
    }
}

/// Minimax, alpha-beta, PVS and MTD(f), with their options.
fn minimax_family<G: Game, O: Observer<G>>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, SearchError> {
    let mut searcher = alphabeta::Searcher::new(config, limits, observer);
    if config.iterative {
        iterative::deepen(&mut searcher, game, config)
    } else {
        let depth = config.depth.unwrap_or(alphabeta::UNLIMITED);
        if config.algorithm == Algorithm::Mtdf {
            let (value, line) = mtdf::converge(&mut searcher, game, depth, 0)?;
            return Ok(searcher.result_with(game, value, depth, line));
        }
        let value = searcher.root(game, depth)?;
        Ok(searcher.result(game, value, depth))
    }
}

/// The bare search: no observer, full speed.
pub fn search_bare<G: Game>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
) -> Result<SearchResult<G::Move>, SearchError> {
    search(game, config, limits, &mut NoObserver)
}
