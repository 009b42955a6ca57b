//! A Monte Carlo tree search as the command line and the views read it, whatever the game:
//! the search's record with moves as move codes, the game's describer to name them, and the
//! JSON (`--format stats|json`) written from it.

use super::Describe;
use super::json::Fields;
use crate::game::Player;
use crate::search::mcts::{MctsConfig, MctsRecord, Rewards};
use serde_json::{Value, json};
use std::io::{self, Write};
use std::sync::Arc;

/// The four phases of an iteration, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    /// Down the tree by UCB (and by the die at chance nodes).
    Selection,
    /// One new node for the first untried move.
    Expansion,
    /// Random moves from there to the end of the game.
    Simulation,
    /// N and W updated from there up to the root.
    Backpropagation,
}

impl Phase {
    /// The phases in order.
    pub const ALL: [Phase; 4] = [
        Phase::Selection,
        Phase::Expansion,
        Phase::Simulation,
        Phase::Backpropagation,
    ];

    /// The iteration (from 0) and phase of step `step`, counting four steps per iteration
    /// (how the chance view and `render --step` number MCTS's steps).
    pub fn of_step(step: usize) -> (usize, Phase) {
        (step / 4, Phase::ALL[step % 4])
    }
}

/// The search tree as it stood at one phase of one iteration: which nodes existed, and each
/// node's N and W then.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The iteration (from 0) and the phase shown.
    pub at: (usize, Phase),
    /// How many nodes existed (nodes are numbered in the order they were made).
    pub nodes: usize,
    /// N of every node (of all of them; those not made yet are 0).
    pub visits: Vec<u32>,
    /// W of every node.
    pub wins: Vec<f64>,
}

impl Snapshot {
    /// W/N of `node` (`None` before its first visit).
    pub fn mean(&self, node: usize) -> Option<f64> {
        let n = self.visits[node];
        (n > 0).then(|| self.wins[node] / f64::from(n))
    }

    /// The root's most visited child then (first on ties), among those visited.
    pub fn best_child(&self, record: &MctsRecord<u32>) -> Option<usize> {
        record.most_visited_by(0, |c| self.visits[c])
    }
}

/// A recorded Monte Carlo tree search of one scenario.
#[derive(Clone)]
pub struct MctsTrace {
    /// The search tree and every iteration, moves as move codes (see `Game::move_code`).
    pub record: MctsRecord<u32>,
    /// Names the positions and moves.
    pub game: Arc<dyn Describe>,
    /// The scenario searched (its game and position; the search is the record's own). Its
    /// title is made when shown, in the language in force.
    pub scenario: crate::scenario::Scenario,
}

impl MctsTrace {
    /// How it ran.
    pub fn config(&self) -> &MctsConfig {
        &self.record.config
    }

    /// The move codes from the root to `node`.
    pub fn codes(&self, node: usize) -> Vec<u32> {
        let nodes = &self.record.nodes;
        super::describe::path_codes(node, |n| nodes[n].parent.zip(nodes[n].mv))
    }

    /// The move into `node` in the game's notation (`None` at the root).
    pub fn move_text(&self, node: usize) -> Option<String> {
        super::describe::last_move_text(self.game.as_ref(), &self.codes(node))
    }

    /// Whose turn it is at `node`.
    pub fn player(&self, node: usize) -> Player {
        self.record.nodes[node].mover.other()
    }

    /// W/N of `node` (`None` before its first visit).
    pub fn mean(&self, node: usize) -> Option<f64> {
        let n = &self.record.nodes[node];
        (n.visits > 0).then(|| n.wins / f64::from(n.visits))
    }

    /// The most visited line from the root, in notation.
    pub fn best_line(&self) -> Vec<String> {
        self.record
            .best_line()
            .into_iter()
            .filter_map(|n| self.move_text(n))
            .collect()
    }

    /// The most visited line as a student reads it: moves, but in a tree each node by its
    /// name (an unlabeled leaf by its value).
    pub fn best_line_names(&self) -> Vec<String> {
        self.record
            .best_line()
            .into_iter()
            .filter_map(|n| match self.game.view(&self.codes(n)) {
                crate::game::PositionView::Tree { label } => Some(label),
                _ => self.move_text(n),
            })
            .collect()
    }

    /// The tree at `phase` of iteration `iteration` (from 0): what existed and each node's N and
    /// W, with the backpropagation counted once it is shown. Replays the backups before it.
    pub fn snapshot(&self, iteration: usize, phase: Phase) -> Snapshot {
        let r = &self.record;
        let all = r.nodes.len();
        let mut visits = vec![0u32; all];
        let mut wins = vec![0.0f64; all];
        let mut nodes = 1;
        for (k, it) in r.iterations.iter().enumerate().take(iteration + 1) {
            let last = k == iteration;
            if let Some(e) = it.expanded
                && (!last || phase >= Phase::Expansion)
            {
                nodes = nodes.max(e + 1);
            }
            if last && phase < Phase::Backpropagation {
                break;
            }
            self.add_backup(k, &mut visits, &mut wins);
        }
        Snapshot {
            at: (iteration, phase),
            nodes,
            visits,
            wins,
        }
    }

    /// Adds iteration `iteration`'s backpropagation to `visits` and `wins` (N and W replayed).
    fn add_backup(&self, iteration: usize, visits: &mut [u32], wins: &mut [f64]) {
        let it = &self.record.iterations[iteration];
        for &n in &it.backed_up {
            visits[n] += 1;
            wins[n] += self.reward_for(it.max_reward, n);
        }
    }

    /// What a playout's result (`max_reward`, MAX's) adds to W of `node`: the reward for the
    /// player who moved into it (on trees the value itself, in MAX's view).
    pub fn reward_for(&self, max_reward: f64, node: usize) -> f64 {
        match (self.config().rewards, self.record.nodes[node].mover) {
            (Rewards::Outcomes, Player::Min) => 1.0 - max_reward,
            _ => max_reward,
        }
    }

    /// The root estimate (W/N of the most visited child) after each of the iterations in
    /// `every` steps, as (iterations done, estimate) points: the curve the plot draws.
    pub fn estimate_curve(&self, points: usize) -> Vec<(usize, f64)> {
        let r = &self.record;
        let total = r.iterations.len();
        let every = total.div_ceil(points.max(1)).max(1);
        let mut visits = vec![0u32; r.nodes.len()];
        let mut wins = vec![0.0f64; r.nodes.len()];
        let mut curve = Vec::new();
        for k in 0..total {
            self.add_backup(k, &mut visits, &mut wins);
            if ((k + 1) % every == 0 || k + 1 == total)
                && let Some(b) = r.most_visited_by(0, |c| visits[c])
            {
                curve.push((k + 1, wins[b] / f64::from(visits[b])));
            }
        }
        curve
    }

    /// The moves of iteration `iteration`'s random playout, in notation.
    pub fn playout_texts(&self, iteration: usize) -> Vec<String> {
        let it = &self.record.iterations[iteration];
        let reached = it.backed_up.first().copied().unwrap_or(0);
        let mut codes = self.codes(reached);
        it.playout
            .iter()
            .map(|&mv| {
                let text = self.game.move_text(&codes, mv);
                codes.push(mv);
                text
            })
            .collect()
    }

    /// Moves played in all the random playouts together.
    pub fn playout_moves(&self) -> u64 {
        self.record
            .iterations
            .iter()
            .map(|it| it.playout.len() as u64)
            .sum()
    }

    /// The `stats` object (SPEC.md shape): `root_value` is the estimate (W/N of the chosen
    /// move), `principal_variation` the most visited line.
    /// `title` is the scenario's title, words for people that the caller makes.
    pub fn stats_value(&self, title: &str) -> Value {
        let c = self.config();
        json!({
            "scenario": title,
            "algorithm": "mcts",
            "root_value": self.record.estimate(),
            "best_move": self.record.best_child().and_then(|n| self.move_text(n)),
            "principal_variation": self.best_line(),
            "rewards": match c.rewards {
                Rewards::Outcomes => "win_draw_loss",
                Rewards::Values => "leaf_values",
            },
            "stats": {
                "nodes_visited": self.record.nodes.len(),
                "leaves_evaluated": self.record.iterations.len(),
                "cutoffs": 0,
                "mcts_iterations": self.record.iterations.len(),
                "playout_moves": self.playout_moves(),
                "seed": c.seed,
                "exploration": c.exploration,
            },
            "root_children": self.record.nodes[0].children.iter().map(|&n| json!({
                "move": self.move_text(n),
                "visits": self.record.nodes[n].visits,
                "wins": self.record.nodes[n].wins,
            })).collect::<Vec<_>>(),
        })
    }

    /// The stats object plus every node of the search tree and every iteration, phase by
    /// phase, streamed.
    /// `title` as for [`Self::stats_value`].
    pub fn write_json(&self, title: &str, out: &mut impl Write) -> io::Result<()> {
        super::json::open_object(out, &self.stats_value(title))?;
        out.write_all(b"\n\"nodes\":[")?;
        let mut depth = vec![0u32; self.record.nodes.len()];
        for (i, n) in self.record.nodes.iter().enumerate() {
            if let Some(p) = n.parent {
                depth[i] = depth[p] + 1;
            }
            let mut f = Fields::default();
            f.put("id", i);
            f.put("parent", n.parent);
            f.put(
                "index",
                n.parent.map(|p| {
                    self.record.nodes[p]
                        .children
                        .iter()
                        .position(|&c| c == i)
                        .unwrap_or(0)
                }),
            );
            f.put("depth", depth[i]);
            let player = match n.chance {
                true => "chance".to_string(),
                false => self.player(i).name().to_lowercase(),
            };
            f.put("player", player);
            f.put("move", n.parent.and(self.move_text(i)));
            f.put("visits", n.visits);
            f.put("wins", n.wins);
            f.put("mean", self.mean(i));
            out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
            f.write_to(out)?;
        }
        out.write_all(b"],\n\"iterations\":[")?;
        // N and W as each iteration began, replayed as we go, for its choices' UCB terms.
        let mut visits = vec![0u32; self.record.nodes.len()];
        let mut wins = vec![0.0f64; self.record.nodes.len()];
        for (k, it) in self.record.iterations.iter().enumerate() {
            let playout = self.playout_texts(k);
            let mut f = Fields::default();
            f.put("iteration", k + 1);
            f.put(
                "selection",
                it.selection
                    .iter()
                    .map(|c| {
                        json!({
                            "node": c.node,
                            "chosen": c.chosen,
                            "children": self.record.terms(c, &visits, &wins).iter().map(|t| json!({
                                "node": t.child,
                                "mean": t.mean,
                                "explore": t.explore,
                                "ucb": t.ucb(),
                            })).collect::<Vec<_>>(),
                        })
                    })
                    .collect::<Vec<_>>(),
            );
            f.put("expanded", it.expanded);
            f.put("playout", playout);
            f.put("reward", it.max_reward);
            f.put("backed_up", it.backed_up.clone());
            out.write_all(if k == 0 { b"\n" } else { b",\n" })?;
            f.write_to(out)?;
            self.add_backup(k, &mut visits, &mut wins);
        }
        out.write_all(b"]}\n")
    }
}
