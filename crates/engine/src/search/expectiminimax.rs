//! Expectiminimax (AIMA 5.5): minimax with chance nodes, whose value is the probability-weighted
//! average of their children's. It tells its [`Observer`] every step as the minimax family
//! does (enter, leaf, backup, exit); values above the leaves are real numbers, reported with
//! [`Observer::backup_expected`] and [`Observer::exit_expected`].
//!
//! Conventions: MAX takes the largest child value, MIN the smallest (the first on ties), a
//! chance node Σ p·v in child order; a depth limit counts every edge, throws included, and
//! scores the positions it reaches with the evaluation function.

use super::{InUse, Limits, Observer, SearchConfig, SearchError, SearchResult, Stats, Value};
use crate::game::Game;
use std::sync::atomic::Ordering;

/// How often (in nodes) the cancel button and the progress counter are looked at.
const CHECK_EVERY: u64 = 4096;

struct Searcher<'a, G: Game, O: Observer<G>> {
    depth_limit: Option<u32>,
    limits: &'a Limits<'a>,
    observer: &'a mut O,
    stats: Stats,
    moves: Vec<Vec<G::Move>>,
    /// Triangular principal-variation table: `pv[depth]` is the best line below `depth`,
    /// while players choose (it stops at a throw).
    pv: Vec<Vec<G::Move>>,
}

impl<G: Game, O: Observer<G>> Searcher<'_, G, O> {
    fn count_node(&mut self, depth: u32) -> Result<(), SearchError> {
        let s = &mut self.stats;
        if s.nodes_visited >= self.limits.max_nodes {
            // Alpha-beta and the table do not apply here: the advice names the depth limit, a
            // smaller game and the budget.
            return Err(SearchError::NodeBudget {
                limit: self.limits.max_nodes,
                in_use: InUse {
                    alphabeta: true,
                    tt: true,
                    depth: self.depth_limit.is_some(),
                    chance: true,
                },
            });
        }
        s.nodes_visited += 1;
        s.max_depth = s.max_depth.max(depth);
        if s.nodes_by_depth.len() <= depth as usize {
            s.nodes_by_depth.resize(depth as usize + 1, 0);
        }
        s.nodes_by_depth[depth as usize] += 1;
        if s.nodes_visited.is_multiple_of(CHECK_EVERY) {
            if self
                .limits
                .cancel
                .is_some_and(|c| c.load(Ordering::Relaxed))
            {
                return Err(SearchError::Cancelled);
            }
            if let Some(p) = self.limits.progress {
                p.store(s.nodes_visited, Ordering::Relaxed);
            }
        }
        Ok(())
    }

    /// The value of `game`'s position, `depth` moves below the root, entered by `via`.
    fn visit(
        &mut self,
        game: &mut G,
        via: Option<(u32, G::Move)>,
        depth: u32,
    ) -> Result<f64, SearchError> {
        self.count_node(depth)?;
        self.observer.enter(game, via, super::NEG_INF, super::INF);
        let chance = game.chance();
        if chance.is_some() {
            self.stats.chance_nodes += 1;
        }
        let end = game.outcome();
        let mut moves = self.moves.pop().unwrap_or_default();
        moves.clear();
        if end.is_none() {
            game.moves(&mut moves);
        }
        let at_limit = self.depth_limit.is_some_and(|d| depth >= d);
        let d = depth as usize;
        if self.pv.len() <= d + 1 {
            self.pv.resize_with(d + 2, Vec::new);
        }
        self.pv[d].clear();
        let value = if end.is_some() || moves.is_empty() || at_limit {
            let heuristic = end.is_none() && !moves.is_empty();
            let v = end.unwrap_or_else(|| game.evaluate());
            self.stats.leaves_evaluated += 1;
            self.observer.leaf(v, heuristic);
            v as f64
        } else {
            let mut so_far: Option<f64> = None;
            for (i, &mv) in moves.iter().enumerate() {
                game.play(mv);
                let visited = self.visit(game, Some((i as u32, mv)), depth + 1);
                game.undo(mv);
                let v = visited?;
                let next = match (&chance, so_far) {
                    (Some(p), s) => s.unwrap_or(0.0) + p[i] * v,
                    (None, Some(s)) if !game.to_move().prefers_real(v, s) => s,
                    (None, _) => {
                        // A new best child: its move and the line below it.
                        let (upper, lower) = self.pv.split_at_mut(d + 1);
                        upper[d].clear();
                        upper[d].push(mv);
                        upper[d].extend_from_slice(&lower[0]);
                        v
                    }
                };
                so_far = Some(next);
                self.observer.backup_expected(v, next);
            }
            so_far.unwrap_or(0.0)
        };
        self.moves.push(moves);
        self.observer.exit_expected(value);
        Ok(value)
    }
}

/// Runs expectiminimax from `game`'s position (left as it was) to `config.depth` (or the
/// end), telling `observer` every step; stops with [`SearchError::NodeBudget`] past the
/// budget. The best move is the root player's choice (none at a chance root); the principal
/// variation stops at the first throw.
pub(crate) fn search<G: Game, O: Observer<G>>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, SearchError> {
    let mut s = Searcher {
        depth_limit: config.depth,
        limits,
        observer,
        stats: Stats::default(),
        moves: Vec::new(),
        pv: Vec::new(),
    };
    let value = s.visit(game, None, 0)?;
    let line = s.pv.swap_remove(0);
    Ok(SearchResult {
        value: Value::Real(value),
        best_move: line.first().copied(),
        principal_variation: line,
        stats: s.stats,
    })
}

/// The expected value (MAX's view) of each legal move of `game`'s player, in move order: each
/// child searched to the end by expectiminimax within `max_nodes` (a game of chance's choice
/// set out for the player: the dice race's step against roll).
pub fn expected_move_values<G: Game>(
    game: &G,
    max_nodes: u64,
) -> Result<Vec<(G::Move, f64)>, SearchError> {
    let config = SearchConfig {
        algorithm: super::Algorithm::Expectiminimax,
        ..SearchConfig::default()
    };
    let limits = Limits {
        max_nodes,
        ..Limits::default()
    };
    let mut legal = Vec::new();
    game.moves(&mut legal);
    legal
        .into_iter()
        .map(|mv| {
            let mut child = game.clone();
            child.play(mv);
            let r = search(&mut child, &config, &limits, &mut super::NoObserver)?;
            Ok((mv, r.value.as_f64()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::expected_move_values;
    use crate::game::dice::{DiceMove, DiceRace};

    /// A race to 2 from 0, MAX to choose: stepping leaves 1 for MIN, who steps home (−1);
    /// rolling wins on 2 to 6 and leaves 1 for MIN on a 1: (5 − 1)/6 = 2/3.
    #[test]
    fn each_move_of_a_race_to_two_is_worth_its_hand_worked_expectation() {
        let values = expected_move_values(&DiceRace::new(2).unwrap(), 1_000).unwrap();
        assert_eq!(values.len(), 2);
        assert_eq!(values[0], (DiceMove::Step, -1.0));
        assert_eq!(values[1].0, DiceMove::Roll);
        assert!((values[1].1 - 2.0 / 3.0).abs() < 1e-12, "{values:?}");
    }
}
