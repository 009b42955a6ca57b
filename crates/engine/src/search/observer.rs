//! The seam between searching and recording: every search — the minimax family,
//! expectiminimax and Monte Carlo tree search — reports each step to an [`Observer`]. Every
//! method has an empty default, so [`NoObserver`] compiles away to the bare search (on the
//! desktop and the command line: the web build reaches every observer through one pointer
//! type, `observer_ref`, for a smaller module).

use super::Bound;
use super::mcts::UcbTerms;
use crate::game::Game;

/// Hears every step of a search, in order. Calls nest like the search: `enter`, then either
/// `leaf`, `tt_hit`, or children (each followed by `backup` into this node, maybe a `cutoff`),
/// then `exit`. A child entered after `probe` may be followed by `research` and a second
/// visit of the same child instead of its `backup`; a root may be followed by `research` and
/// a second root.
///
/// Expectiminimax calls the same `enter`, `leaf`, children, `exit` sequence, with its values
/// above the leaves as real numbers (`backup_expected`, `exit_expected`). Monte Carlo tree
/// search reports its root once (`mcts_root`), then for each iteration: `mcts_iteration`,
/// `select` for each
/// choice on the way down, `selected`, `expand` (unless the game is over where selection
/// stopped), `playout` and `backpropagate`.
#[allow(unused_variables)]
pub trait Observer<G: Game> {
    /// A new iteration of iterative deepening starts, searching to `depth`.
    fn iteration(&mut self, depth: u32) {}

    /// A new MTD(f) pass starts: the root is about to be searched with a null window.
    fn pass(&mut self) {}

    /// The next child is entered with a null window as a test (PVS): is it better than the
    /// best so far?
    fn probe(&mut self) {}

    /// The node just finished (a PVS test, or a root searched inside an aspiration window)
    /// came back with `value`, outside what its window can tell exactly: the same position is
    /// entered again, with the full window that is left.
    fn research(&mut self, value: i64) {}

    /// The search enters `game`'s position with window (α, β). `via` is the move that led
    /// here with its index in generation order (`None` at the root).
    fn enter(&mut self, game: &G, via: Option<(u32, G::Move)>, alpha: i64, beta: i64) {}

    /// Move ordering chose to visit the children in this order (generation indices).
    fn reorder(&mut self, order: &[u32]) {}

    /// The current node is a leaf: a finished game, or (`heuristic`) the depth limit.
    fn leaf(&mut self, value: i64, heuristic: bool) {}

    /// The transposition table already knew this position.
    fn tt_hit(&mut self, value: i64, bound: Bound) {}

    /// A child's value came back up; `value` is the current node's best so far.
    fn backup(&mut self, child_value: i64, value: i64) {}

    /// α ≥ β at the current node: these children (generation index, move) will not be entered.
    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {}

    /// The current node is done with this value.
    fn exit(&mut self, value: i64, bound: Bound) {}

    /// Expectiminimax: a child's value `child_value` came back up; `value` is the current
    /// node's value so far (MAX's best, MIN's least, or a chance node's weighted sum so far).
    fn backup_expected(&mut self, child_value: f64, value: f64) {}

    /// Expectiminimax: the current node is done with this value (exact, possibly fractional).
    fn exit_expected(&mut self, value: f64) {}

    /// Monte Carlo tree search starts from `game`'s position: the search tree's root.
    fn mcts_root(&mut self, game: &G) {}

    /// Monte Carlo tree search starts a new iteration at the root.
    fn mcts_iteration(&mut self) {}

    /// Selection at search-tree node `node` (nodes are numbered in the order the tree grew,
    /// the root 0) went to its child `chosen`: the highest UCB among `terms` (each child's
    /// terms as they stood), or, where a die decides, the face thrown (`terms` empty).
    fn select(&mut self, node: u32, chosen: u32, terms: &[UcbTerms]) {}

    /// Selection stopped at `node`: it has a move not tried yet, a new face was thrown there,
    /// or the game is over there.
    fn selected(&mut self, node: u32) {}

    /// Expansion added a node under `parent` for the move `mv` (its generation index
    /// `index`), with probability `probability` when `parent` is a chance node; `game` is the
    /// new node's position. It gets the next number.
    fn expand(&mut self, game: &G, parent: u32, index: u32, mv: G::Move, probability: Option<f64>) {
    }

    /// The random playout from the node reached played `moves` to the end of the game, which
    /// rewards MAX with `max_reward` (1, ½ or 0 in games; the leaf's value on trees).
    fn playout(&mut self, moves: &[G::Move], max_reward: f64) {}

    /// The playout's reward goes up from `node` to the root: N and W grow on the way.
    fn backpropagate(&mut self, node: u32) {}
}

/// Observes nothing: the bare search.
pub struct NoObserver;

impl<G: Game> Observer<G> for NoObserver {}
