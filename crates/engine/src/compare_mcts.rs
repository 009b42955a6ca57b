//! Monte Carlo tree search against the exact search: the exact value in the terms MCTS
//! estimates (a win rate in games, the value itself on trees) and MCTS's move and estimate
//! after 100, 1,000 and 10,000 iterations of one run (a run's first k iterations are exactly
//! the run of k iterations with the same seed).

use crate::game::Player;
use crate::scenario::Scenario;
use crate::search::Algorithm;
use crate::search::mcts::Rewards;
use crate::trace::{NodeId, Trace};

/// The iteration counts the comparison reports.
pub const CHECKPOINTS: [usize; 3] = [100, 1_000, 10_000];

/// Most nodes the exact solution may take.
pub const EXACT_BUDGET: u64 = 3_000_000;

/// The exact answer MCTS is compared with, in the estimate's terms.
#[derive(Clone, Debug, PartialEq)]
pub struct Exact {
    /// The exact value as the estimate measures it: the root mover's win rate in games (a
    /// draw ½; with dice, from the expected ±1 score), the value itself on trees.
    pub estimate: f64,
    /// The best move (`None` when the dice move first).
    pub best: Option<String>,
    /// Every root move as good as the best in these terms (in tic-tac-toe every first move
    /// draws), the best first.
    pub equally_good: Vec<String>,
}

impl Exact {
    /// Whether `played` is one of the best moves.
    pub fn agrees(&self, played: &str) -> bool {
        self.equally_good.iter().any(|m| m == played)
    }
}

/// One row of the comparison: MCTS after `iterations`.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    /// Iterations done.
    pub iterations: usize,
    /// The most visited move then (`None` at a chance root, where the die chooses).
    pub best: Option<String>,
    /// Its W/N then.
    pub estimate: f64,
}

/// The exact answer for `scenario` by expectiminimax (plain minimax where there is no chance),
/// in the terms of `rewards`; `None` when it needs more than [`EXACT_BUDGET`] nodes.
pub fn exact(scenario: &Scenario, rewards: Rewards) -> Option<Exact> {
    let mut s = scenario.clone();
    s.max_nodes = EXACT_BUDGET;
    s.config = crate::search::SearchConfig {
        algorithm: Algorithm::Expectiminimax,
        ..Default::default()
    };
    let ex = s.record(None).ok()?;
    let root = ex.iterations.first()?.root;
    let chance = ex.outcome.stats.chance_nodes > 0;
    let values = &ex.chance.as_ref()?.values;
    // A value in the estimate's terms: as it is on trees, the root mover's win rate in games.
    let terms = |v: f64| match rewards {
        Rewards::Values => v,
        Rewards::Outcomes => {
            let max_rate = if chance {
                (v.clamp(-1.0, 1.0) + 1.0) / 2.0
            } else if v > 0.0 {
                1.0
            } else if v < 0.0 {
                0.0
            } else {
                0.5
            };
            match ex.node(root).player {
                Player::Min if !ex.is_chance(root) => 1.0 - max_rate,
                _ => max_rate,
            }
        }
    };
    let estimate = terms(ex.outcome.root_value.as_f64());
    let best = chosen(&ex, root);
    let mut equally_good: Vec<String> = best.and_then(|c| ex.move_text(c)).into_iter().collect();
    if best.is_some() {
        for c in ex.children(root) {
            let v = values.get(c).map(terms);
            if Some(c) != best && v.is_some_and(|v| (v - estimate).abs() < 1e-9) {
                equally_good.extend(ex.move_text(c));
            }
        }
    }
    Some(Exact {
        estimate,
        best: best.and_then(|c| ex.move_text(c)),
        equally_good,
    })
}

/// The child an expectiminimax player's node chooses (the first best); `None` where the die
/// decides.
fn chosen(ex: &Trace, node: NodeId) -> Option<NodeId> {
    if ex.is_chance(node) {
        return None;
    }
    let values = &ex.chance.as_ref()?.values;
    let player = ex.node(node).player;
    let mut best: Option<(NodeId, f64)> = None;
    for c in ex.children(node) {
        let v = values.get(c)?;
        if best.is_none_or(|(_, b)| player.prefers_real(v, b)) {
            best = Some((c, v));
        }
    }
    best.map(|(c, _)| c)
}

/// MCTS's most visited move and its W/N after each of [`CHECKPOINTS`] within the run (at a
/// chance root: no move, and the root's own mean).
pub fn checkpoints(trace: &Trace) -> Vec<Checkpoint> {
    let (Some(view), Some(root)) = (trace.mcts_view(), trace.iterations.first()) else {
        return Vec::new();
    };
    let root = root.root;
    let total = view.record.len();
    CHECKPOINTS
        .iter()
        .filter(|&&k| k <= total)
        .filter_map(|&k| {
            let (node, best) = if trace.is_chance(root) {
                (root, None)
            } else {
                let best = view.most_visited(root, k)?;
                (best, trace.move_text(best))
            };
            let (n, w) = view.visits(node, k);
            Some(Checkpoint {
                iterations: k,
                best,
                estimate: w / f64::from(n.max(1)),
            })
        })
        .collect()
}
