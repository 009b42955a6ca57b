//! The seam between searching and recording: a search reports each step to an [`Observer`].
//! Every method has an empty default, so [`NoObserver`] compiles away to the bare search.

use super::Bound;
use crate::game::Game;

/// Hears every step of a search, in order. Calls nest like the search: `enter`, then either
/// `leaf`, `tt_hit`, or children (each followed by `backup` into this node, maybe a `cutoff`),
/// then `exit`. A child entered after `probe` may be followed by `research` and a second
/// visit of the same child instead of its `backup`; a root may be followed by `research` and
/// a second root.
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
}

/// Observes nothing: the bare search.
pub struct NoObserver;

impl<G: Game> Observer<G> for NoObserver {}
