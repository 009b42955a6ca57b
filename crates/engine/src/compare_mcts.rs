//! Monte Carlo tree search against the exact search: the exact value in the terms MCTS
//! estimates (a win rate in games, the value itself on trees) and MCTS's move and estimate
//! after 100, 1,000 and 10,000 iterations of one run (a run's first k iterations are exactly
//! the run of k iterations with the same seed).

use crate::game::Player;
use crate::scenario::Scenario;
use crate::search::expectiminimax::NodeKind;
use crate::search::mcts::Rewards;
use crate::trace::mcts::{MctsTrace, Phase};

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
    /// The most visited move then.
    pub best: String,
    /// Its W/N then.
    pub estimate: f64,
}

/// The exact answer for `scenario` by expectiminimax (plain minimax where there is no chance),
/// in the terms of `rewards`; `None` when it needs more than [`EXACT_BUDGET`] nodes.
pub fn exact(scenario: &Scenario, rewards: Rewards) -> Option<Exact> {
    let mut s = scenario.clone();
    s.max_nodes = EXACT_BUDGET;
    let ex = s.expectiminimax(None).ok()?;
    let r = &ex.record;
    let chance = r.chance_nodes() > 0;
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
            match r.nodes[0].kind {
                NodeKind::Player(Player::Min) => 1.0 - max_rate,
                _ => max_rate,
            }
        }
    };
    let estimate = terms(r.root_value());
    let best = r.chosen(0);
    let mut equally_good: Vec<String> = best.and_then(|c| ex.move_text(c)).into_iter().collect();
    if best.is_some() {
        for c in r.children(0) {
            let v = r.nodes[c as usize].value.map(terms);
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

/// MCTS's most visited move and its W/N after each of [`CHECKPOINTS`] within the run.
pub fn checkpoints(trace: &MctsTrace) -> Vec<Checkpoint> {
    let total = trace.record.iterations.len();
    CHECKPOINTS
        .iter()
        .filter(|&&k| k <= total)
        .filter_map(|&k| {
            let snap = trace.snapshot(k - 1, Phase::Backpropagation);
            let best = snap.best_child(&trace.record)?;
            Some(Checkpoint {
                iterations: k,
                best: trace.move_text(best).unwrap_or_default(),
                estimate: snap.mean(best).unwrap_or(0.0),
            })
        })
        .collect()
}
