//! One recursive search for minimax, alpha-beta and PVS. Minimax is alpha-beta that never
//! cuts: with `prune` off the window stays (−∞, +∞) and every child is visited. With it on,
//! after each child MAX raises α, MIN lowers β, and the node stops as soon as α ≥ β. PVS
//! (`pvs` on) enters every child after the first with a null window, (α, α+1) below MAX and
//! (β−1, β) below MIN, and searches it again with (α, β) when the test of an inner child
//! lands strictly inside (a leaf's test already gives its exact value).

use super::observer::Observer;
use super::tt::{Entry, Table};
use super::{
    Algorithm, Bound, INF, Limits, NEG_INF, SearchConfig, SearchError, SearchResult, Stats, Value,
};
use crate::game::{Game, Player};
use std::sync::atomic::Ordering;

/// A depth "limit" that never runs out.
pub(crate) const UNLIMITED: u32 = u32::MAX;

/// Which nodes last strictly changed α and β: the ply of that node plus 1, or 0 for the
/// search's caller (the window it started with: full, aspiration or an MTD(f) test).
#[derive(Clone, Copy, Debug)]
struct SetBy {
    alpha: u32,
    beta: u32,
}

impl SetBy {
    const CALLER: SetBy = SetBy { alpha: 0, beta: 0 };

    /// The setter of the bound a cutoff at a `player` node meets: β at MAX, α at MIN.
    fn met(self, player: Player) -> u32 {
        match player {
            Player::Max => self.beta,
            Player::Min => self.alpha,
        }
    }
}

/// How often (in nodes) the budget's cancel flag and progress counter are looked at.
const CHECK_EVERY: u64 = 4096;

pub(crate) struct Searcher<'a, G: Game, O: Observer<G>> {
    prune: bool,
    pvs: bool,
    ordering: bool,
    /// The options in use, for the advice of a budget error.
    options: super::InUse,
    /// The user set a depth limit: table entries must come from the same depth (see `Entry::answers`).
    depth_limited: bool,
    limits: &'a Limits<'a>,
    pub(super) observer: &'a mut O,
    pub(super) tt: Option<Table<G::Move>>,
    pub(super) stats: Stats,
    /// Leaves cut short by the depth limit so far (directly or through the table); iterative
    /// deepening stops once an iteration has none.
    pub(super) horizon_leaves: u64,
    /// The deepest ply the current subtree reached (directly or through a complete table
    /// entry), so a complete subtree's table entry knows its height.
    deepest: usize,
    /// Triangular principal-variation table: `pv[ply]` is the best line found below `ply`.
    pv: Vec<Vec<G::Move>>,
    /// Move lists, one per ply, reused so the search does not allocate per node.
    move_lists: Vec<Vec<(u32, G::Move)>>,
    generated: Vec<G::Move>,
}

impl<'a, G: Game, O: Observer<G>> Searcher<'a, G, O> {
    pub(crate) fn new(config: &SearchConfig, limits: &'a Limits<'a>, observer: &'a mut O) -> Self {
        Searcher {
            prune: config.algorithm.prunes(),
            pvs: config.algorithm == Algorithm::Pvs,
            ordering: config.ordering,
            options: super::InUse::of(config),
            depth_limited: config.depth.is_some(),
            limits,
            observer,
            tt: config.uses_tt().then(Table::new),
            stats: Stats::default(),
            horizon_leaves: 0,
            deepest: 0,
            pv: Vec::new(),
            move_lists: Vec::new(),
            generated: Vec::new(),
        }
    }

    /// Searches from the root with the full window (−∞, +∞).
    pub(crate) fn root(&mut self, game: &mut G, depth: u32) -> Result<i64, SearchError> {
        self.visit(game, None, 0, depth, NEG_INF, INF, SetBy::CALLER)
    }

    /// Searches from the root with the window (α, β).
    pub(crate) fn root_window(
        &mut self,
        game: &mut G,
        depth: u32,
        alpha: i64,
        beta: i64,
    ) -> Result<i64, SearchError> {
        self.visit(game, None, 0, depth, alpha, beta, SetBy::CALLER)
    }

    /// The line the last search from the root found.
    pub(crate) fn root_line(&self) -> Vec<G::Move> {
        self.pv.first().cloned().unwrap_or_default()
    }

    /// Whether the user set a depth limit (table entries must then come from the same tree).
    pub(crate) fn depth_limited(&self) -> bool {
        self.depth_limited
    }

    /// The answer after a search of `game` to `depth` found `value` at the root.
    pub(crate) fn result(&self, game: &mut G, value: i64, depth: u32) -> SearchResult<G::Move> {
        self.result_with(game, value, depth, self.root_line())
    }

    /// The answer with `line` as the best line found by searching.
    pub(crate) fn result_with(
        &self,
        game: &mut G,
        value: i64,
        depth: u32,
        mut pv: Vec<G::Move>,
    ) -> SearchResult<G::Move> {
        self.extend_through_table(game, &mut pv, value, depth);
        SearchResult {
            value: Value::Int(value),
            best_move: pv.first().copied(),
            principal_variation: pv,
            stats: self.stats.clone(),
        }
    }

    /// A line that ends where the table answered (a transposition reached earlier) goes on
    /// with the table's best moves: only through exact entries worth the root's value (every
    /// position on a principal variation is), to the end of the game or the depth limit.
    fn extend_through_table(&self, game: &mut G, pv: &mut Vec<G::Move>, value: i64, depth: u32) {
        let Some(tt) = &self.tt else { return };
        for &m in pv.iter() {
            game.play(m);
        }
        while (pv.len() as u64) < u64::from(depth) && game.outcome().is_none() {
            let next = tt.probe(game.key()).and_then(|e| {
                let worth = e.bound == Bound::Exact && e.value == value;
                e.best.filter(|_| worth)
            });
            let Some(m) = next else { break };
            let mut legal = Vec::new();
            game.moves(&mut legal);
            if !legal.contains(&m) {
                break;
            }
            game.play(m);
            pv.push(m);
        }
        for &m in pv.iter().rev() {
            game.undo(m);
        }
    }

    fn count_node(&mut self, ply: usize) -> Result<(), SearchError> {
        let s = &mut self.stats;
        s.nodes_visited += 1;
        if s.nodes_visited > self.limits.max_nodes {
            return Err(SearchError::NodeBudget {
                limit: self.limits.max_nodes,
                in_use: self.options,
            });
        }
        if s.nodes_by_depth.len() <= ply {
            s.nodes_by_depth.resize(ply + 1, 0);
            self.pv.resize_with(ply + 1, Vec::new);
            self.move_lists.resize_with(ply + 1, Vec::new);
        }
        s.nodes_by_depth[ply] += 1;
        s.max_depth = s.max_depth.max(ply as u32);
        if s.nodes_visited.is_multiple_of(CHECK_EVERY) {
            if let Some(p) = self.limits.progress {
                p.store(s.nodes_visited, Ordering::Relaxed);
            }
            if self
                .limits
                .cancel
                .is_some_and(|c| c.load(Ordering::Relaxed))
            {
                return Err(SearchError::Cancelled);
            }
        }
        Ok(())
    }

    fn leaf(&mut self, value: i64, heuristic: bool) -> i64 {
        self.stats.leaves_evaluated += 1;
        self.horizon_leaves += heuristic as u64;
        self.observer.leaf(value, heuristic);
        self.observer.exit(value, Bound::Exact);
        value
    }

    /// Fills `move_lists[ply]` with (generation index, move), in the order to visit them.
    fn order_children(&mut self, game: &G, ply: usize, tt_move: Option<G::Move>) {
        let mut list = std::mem::take(&mut self.move_lists[ply]);
        list.clear();
        self.generated.clear();
        game.moves(&mut self.generated);
        list.extend(
            self.generated
                .iter()
                .enumerate()
                .map(|(i, &m)| (i as u32, m)),
        );
        if self.ordering {
            crate::sort::sort_by_key(&mut list, |&(_, m)| {
                (Some(m) != tt_move, game.ordering_key(m))
            });
            if list.iter().enumerate().any(|(i, &(g, _))| i as u32 != g) {
                let order: Vec<u32> = list.iter().map(|&(g, _)| g).collect();
                self.observer.reorder(&order);
            }
        }
        self.move_lists[ply] = list;
    }

    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        game: &mut G,
        via: Option<(u32, G::Move)>,
        ply: usize,
        depth: u32,
        mut alpha: i64,
        mut beta: i64,
        by: SetBy,
    ) -> Result<i64, SearchError> {
        self.count_node(ply)?;
        self.deepest = self.deepest.max(ply);
        self.observer.enter(game, via, alpha, beta);
        self.pv[ply].clear();
        if let Some(value) = game.outcome() {
            return Ok(self.leaf(value, false));
        }
        if depth == 0 {
            return Ok(self.leaf(game.evaluate(), true));
        }
        let key = game.key();
        let mut tt_move = None;
        if let Some(entry) = self.tt.as_ref().and_then(|t| t.probe(key)) {
            // The root is always searched, so the search can name its best move.
            if ply > 0 && entry.answers(depth, alpha, beta, self.depth_limited) {
                self.stats.tt_hits += 1;
                if entry.depth == UNLIMITED {
                    self.deepest = self.deepest.max(ply + entry.height as usize);
                } else {
                    self.horizon_leaves += 1;
                }
                self.observer.tt_hit(entry.value, entry.bound);
                self.observer.exit(entry.value, entry.bound);
                return Ok(entry.value);
            }
            tt_move = entry.best;
        }
        self.order_children(game, ply, tt_move);
        let children = std::mem::take(&mut self.move_lists[ply]);
        if children.is_empty() {
            // A game with no moves but no outcome: score it like the depth limit.
            self.move_lists[ply] = children;
            return Ok(self.leaf(game.evaluate(), true));
        }
        let window = (&mut alpha, &mut beta, by);
        let outcome = self.visit_children(game, &children, ply, depth, window, key);
        self.move_lists[ply] = children;
        outcome
    }

    /// PVS's test window for the `i`-th child visited: (α, α+1) below MAX, (β−1, β) below
    /// MIN; `None` for the first child, outside PVS, or when the window is already that narrow.
    fn null_window(&self, player: Player, i: usize, alpha: i64, beta: i64) -> Option<(i64, i64)> {
        if !self.pvs || i == 0 {
            return None;
        }
        let test = match player {
            Player::Max => (alpha, alpha.saturating_add(1)),
            Player::Min => (beta.saturating_sub(1), beta),
        };
        (test != (alpha, beta)).then_some(test)
    }

    #[allow(clippy::too_many_arguments)]
    fn visit_children(
        &mut self,
        game: &mut G,
        children: &[(u32, G::Move)],
        ply: usize,
        depth: u32,
        (alpha, beta, mut by): (&mut i64, &mut i64, SetBy),
        key: u64,
    ) -> Result<i64, SearchError> {
        let player = game.to_move();
        // This node, as the setter of a bound, seen from its children.
        let here = ply as u32 + 1;
        let (alpha0, beta0) = (*alpha, *beta);
        let horizon_before = self.horizon_leaves;
        let deepest_before = std::mem::replace(&mut self.deepest, ply);
        let child_depth = if depth == UNLIMITED {
            UNLIMITED
        } else {
            depth - 1
        };
        let mut best = match player {
            Player::Max => NEG_INF,
            Player::Min => INF,
        };
        let mut best_move = None;
        for (i, &(index, mv)) in children.iter().enumerate() {
            let via = Some((index, mv));
            game.play(mv);
            let result = match self.null_window(player, i, *alpha, *beta) {
                Some((a, b)) => {
                    self.observer.probe();
                    // The test's artificial bound is this node's own.
                    let test_by = match player {
                        Player::Max => SetBy { beta: here, ..by },
                        Player::Min => SetBy { alpha: here, ..by },
                    };
                    let test = self.visit(game, via, ply + 1, child_depth, a, b, test_by);
                    // A leaf's test already gives its exact value: only an inner child
                    // whose test lands inside the window is searched again.
                    let leaf = child_depth == 0 || game.outcome().is_some();
                    match test {
                        Ok(v) if *alpha < v && v < *beta && !leaf => {
                            self.stats.re_searches += 1;
                            self.observer.research(v);
                            self.visit(game, via, ply + 1, child_depth, *alpha, *beta, by)
                        }
                        other => other,
                    }
                }
                None => self.visit(game, via, ply + 1, child_depth, *alpha, *beta, by),
            };
            game.undo(mv);
            let value = result?;
            if best_move.is_none() || player.prefers(value, best) {
                best = value;
                best_move = Some(mv);
                let (line, below) = self.pv.split_at_mut(ply + 1);
                line[ply].clear();
                line[ply].push(mv);
                line[ply].extend_from_slice(&below[0]);
            }
            if self.prune {
                // A bound remembers the node that last strictly changed it (a tie does not).
                match player {
                    Player::Max if best > *alpha => (*alpha, by.alpha) = (best, here),
                    Player::Min if best < *beta => (*beta, by.beta) = (best, here),
                    _ => {}
                }
            }
            self.observer.backup(value, best);
            if self.prune && *alpha >= *beta && i + 1 < children.len() {
                self.stats.count_cutoff(player, by.met(player) + 1 == here);
                self.stats.pruned_children += (children.len() - i - 1) as u64;
                self.observer.cutoff(game, &children[i + 1..]);
                break;
            }
        }
        let bound = if best <= alpha0 && self.prune {
            Bound::Upper
        } else if best >= beta0 && self.prune {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let height = (self.deepest - ply) as u32;
        self.deepest = self.deepest.max(deepest_before);
        if let Some(tt) = &mut self.tt {
            let complete = self.horizon_leaves == horizon_before;
            tt.store(
                key,
                Entry {
                    value: best,
                    bound,
                    depth: if complete { UNLIMITED } else { depth },
                    height,
                    best: best_move,
                },
            );
        }
        self.observer.exit(best, bound);
        Ok(best)
    }
}
