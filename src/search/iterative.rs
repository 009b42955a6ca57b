//! Iterative deepening: search to depth 1, 2, 3, … reusing what the transposition table
//! learnt (its best move is tried first), until an iteration reaches no depth limit anywhere
//! (the whole tree was seen) or the requested depth or time is reached.

use super::alphabeta::Searcher;
use super::observer::Observer;
use super::{SearchConfig, SearchError, SearchResult};
use crate::game::Game;
use web_time::Instant;

pub fn deepen<G: Game, O: Observer<G>>(
    searcher: &mut Searcher<G, O>,
    game: &mut G,
    config: &SearchConfig,
) -> Result<SearchResult<G::Move>, SearchError> {
    let started = Instant::now();
    let last = config.depth.unwrap_or(u32::MAX - 1).max(1);
    let mut depth = 1;
    loop {
        searcher.observer.iteration(depth);
        searcher.stats.iterations += 1;
        searcher.horizon_leaves = 0;
        let value = searcher.root(game, depth)?;
        let out_of_time = config.time_limit.is_some_and(|t| started.elapsed() >= t);
        if searcher.horizon_leaves == 0 || depth >= last || out_of_time {
            return Ok(searcher.result(game, value, depth));
        }
        depth += 1;
    }
}
