//! Iterative deepening: search to depth 1, 2, 3, … reusing what the transposition table
//! learnt (its best move is tried first), until an iteration reaches no depth limit anywhere
//! (the whole tree was seen) or the requested depth or time is reached. With aspiration
//! windows each iteration after the first starts with (v − W, v + W) around the previous
//! value v and searches again with the full window when the value falls outside; MTD(f)
//! starts each iteration's passes from the previous value.

use super::alphabeta::Searcher;
use super::observer::Observer;
use super::{Algorithm, SearchConfig, SearchError, SearchResult};
use crate::game::Game;
use web_time::Instant;

pub(crate) fn deepen<G: Game, O: Observer<G>>(
    searcher: &mut Searcher<G, O>,
    game: &mut G,
    config: &SearchConfig,
) -> Result<SearchResult<G::Move>, SearchError> {
    let started = Instant::now();
    let last = config.depth.unwrap_or(u32::MAX - 1).max(1);
    let mut depth = 1;
    let mut previous: Option<i64> = None;
    loop {
        searcher.observer.iteration(depth);
        searcher.stats.iterations += 1;
        searcher.horizon_leaves = 0;
        let (value, line) = if config.algorithm == Algorithm::Mtdf {
            super::mtdf::converge(searcher, game, depth, previous.unwrap_or(0))?
        } else {
            let value = match (config.aspiration, previous) {
                (Some(w), Some(v)) if config.takes_aspiration() => {
                    aspire(searcher, game, depth, v, w)?
                }
                _ => searcher.root(game, depth)?,
            };
            (value, searcher.root_line())
        };
        let out_of_time = config.time_limit.is_some_and(|t| started.elapsed() >= t);
        if searcher.horizon_leaves == 0 || depth >= last || out_of_time {
            return Ok(searcher.result_with(game, value, depth, line));
        }
        previous = Some(value);
        depth += 1;
    }
}

/// One iteration inside the aspiration window (v − w, v + w); a value on or outside its edges
/// is only a bound, so the root is searched again with the full window.
fn aspire<G: Game, O: Observer<G>>(
    searcher: &mut Searcher<G, O>,
    game: &mut G,
    depth: u32,
    v: i64,
    w: i64,
) -> Result<i64, SearchError> {
    let (alpha, beta) = (v.saturating_sub(w), v.saturating_add(w));
    let value = searcher.root_window(game, depth, alpha, beta)?;
    if alpha < value && value < beta {
        return Ok(value);
    }
    searcher.stats.re_searches += 1;
    searcher.observer.research(value);
    searcher.horizon_leaves = 0;
    searcher.root(game, depth)
}
