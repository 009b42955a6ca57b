//! Search algorithms, generic over any [`Game`] and reporting every step to
//! an [`Observer`]: minimax, alpha-beta, and the options that combine with either (depth
//! limit, move ordering, transposition table, iterative deepening).

mod alphabeta;
mod iterative;
pub mod observer;
mod tt;

pub use observer::{NoObserver, Observer};

use crate::game::Game;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Duration;

/// +∞ and −∞ for α, β and values. Leaf values are far inside (see `MAX_LEAF`).
pub const INF: i64 = i64::MAX;
/// −∞ as `i64::MIN`, below every value: the root's α starts here.
pub const NEG_INF: i64 = i64::MIN;

/// Default node budget (SPEC.md `--max-nodes`).
pub const DEFAULT_MAX_NODES: u64 = 5_000_000;

/// Which search runs: plain minimax, or alpha-beta (the default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Plain minimax: the window never narrows, so nothing is cut off or pruned.
    Minimax,
    /// Alpha-beta: minimax that skips branches which cannot change the root's value.
    #[default]
    AlphaBeta,
}

impl Algorithm {
    /// "minimax" or "alphabeta", as `--algo` and the JSON write it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
        }
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

/// Counts a search reports. `nodes_visited` includes the root (SPEC.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Every position the search entered, the root included.
    pub nodes_visited: u64,
    /// Leaves scored: finished games, and positions at the depth limit given the evaluation.
    pub leaves_evaluated: u64,
    /// Nodes that stopped early because α ≥ β with children left to try.
    pub cutoffs: u64,
    /// Children never entered because of those cutoffs.
    pub pruned_children: u64,
    /// Nodes the transposition table answered without searching below them.
    pub tt_hits: u64,
    /// The deepest ply any node was entered at (the root is 0).
    pub max_depth: u32,
    /// Iterations of iterative deepening run (0 without it).
    pub iterations: u32,
    /// Nodes visited at each depth below the root (index 0 = the root).
    pub nodes_by_depth: Vec<u64>,
}

/// What a finished search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The root's value, from MAX's point of view.
    pub value: i64,
    /// The move to play at the root; `None` if there are no moves.
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
    #[error(
        "the search would visit more than {limit} nodes (--max-nodes); {}",
        .in_use.advice()
    )]
    NodeBudget {
        /// The budget.
        limit: u64,
        /// What the search already used, so the advice names only what would help.
        in_use: InUse,
    },
    /// Someone pressed Cancel.
    #[error("the search was cancelled")]
    Cancelled,
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
}

impl InUse {
    /// What `config` uses.
    pub fn of(config: &SearchConfig) -> InUse {
        InUse {
            alphabeta: config.algorithm == Algorithm::AlphaBeta,
            tt: config.tt,
            depth: config.depth.is_some(),
        }
    }

    /// What would make the search smaller, naming only options not yet in use:
    /// "use alpha-beta, --tt, --depth, or raise --max-nodes".
    pub fn advice(&self) -> String {
        let mut help: Vec<&str> = Vec::new();
        if !self.alphabeta {
            help.push("alpha-beta");
        }
        if !self.tt {
            help.push("--tt");
        }
        help.push(if self.depth {
            "a smaller --depth"
        } else {
            "--depth"
        });
        format!("use {}, or raise --max-nodes", help.join(", "))
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
    let mut searcher = alphabeta::Searcher::new(config, limits, observer);
    if config.iterative {
        iterative::deepen(&mut searcher, game, config)
    } else {
        let depth = config.depth.unwrap_or(alphabeta::UNLIMITED);
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
