//! Expectiminimax (AIMA 5.5): minimax with chance nodes, whose value is the probability-weighted
//! average of their children's. Recorded step by step (enter, leaf, backup, exit) with every
//! value as a real number, since averages are fractional; moves are kept as move codes.
//!
//! Conventions: MAX takes the largest child value, MIN the smallest (the first on ties), a
//! chance node Σ p·v in child order; a depth limit counts every edge, throws included, and
//! scores the positions it reaches with the evaluation function.

use super::{InUse, SearchError};
use crate::game::{Game, Player};

/// Whose node it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// A player moves here.
    Player(Player),
    /// A die (or any chance event) decides here.
    Chance,
}

/// One node the search entered.
#[derive(Clone, Debug, PartialEq)]
pub struct ExNode {
    /// The parent's index (`None` at the root, index 0).
    pub parent: Option<u32>,
    /// The move from the parent as a move code (0 at the root).
    pub move_code: u32,
    /// Its place among its parent's children, in generation order.
    pub index: u32,
    /// Moves below the root.
    pub depth: u32,
    /// MAX, MIN or chance.
    pub kind: NodeKind,
    /// The probability of reaching it from its parent, when that parent is a chance node.
    pub probability: Option<f64>,
    /// The value it backed up (`None` until known).
    pub value: Option<f64>,
    /// Scored by the evaluation function at the depth limit, not by the game's end.
    pub heuristic: bool,
    /// The index of its `Enter` step.
    pub enter_step: u32,
    /// The index of its `Exit` step.
    pub exit_step: u32,
}

/// What one step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The search entered the node.
    Enter,
    /// The node's value became known: the game's end, a tree leaf or the evaluation.
    Leaf,
    /// The node's value went up to its parent, whose running value is now `after`.
    Backup,
    /// The search left the node with its final value.
    Exit,
}

/// One step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// What it did.
    pub kind: StepKind,
    /// The node; for a backup, the child whose value goes up.
    pub node: u32,
    /// After a backup: the parent's value so far (best so far, or the weighted sum so far).
    pub after: f64,
}

/// A whole expectiminimax search.
#[derive(Clone, Debug, PartialEq)]
pub struct ExRecord {
    /// Every node entered, in the order entered (0 the root).
    pub nodes: Vec<ExNode>,
    /// Every step, in order.
    pub steps: Vec<Step>,
    /// The depth limit, if any.
    pub depth_limit: Option<u32>,
}

impl ExRecord {
    /// The root's value.
    pub fn root_value(&self) -> f64 {
        self.nodes[0].value.unwrap_or(0.0)
    }

    /// The children of `node`, in generation order.
    pub fn children(&self, node: u32) -> Vec<u32> {
        // Children are entered in order, so they are already sorted by index.
        (node + 1..self.nodes.len() as u32)
            .filter(|&c| self.nodes[c as usize].parent == Some(node))
            .collect()
    }

    /// The child a player's node chose (the first best); `None` at chance nodes and leaves.
    pub fn chosen(&self, node: u32) -> Option<u32> {
        let NodeKind::Player(p) = self.nodes[node as usize].kind else {
            return None;
        };
        let mut best: Option<(u32, f64)> = None;
        for c in self.children(node) {
            let v = self.nodes[c as usize].value?;
            let better = match best {
                None => true,
                Some((_, b)) => match p {
                    Player::Max => v > b,
                    Player::Min => v < b,
                },
            };
            if better {
                best = Some((c, v));
            }
        }
        best.map(|(c, _)| c)
    }

    /// The best line from the root while players choose (it stops at the first throw).
    pub fn best_line(&self) -> Vec<u32> {
        let mut line = Vec::new();
        let mut at = 0;
        while let Some(c) = self.chosen(at) {
            line.push(c);
            at = c;
        }
        line
    }

    /// Nodes entered.
    pub fn nodes_visited(&self) -> u64 {
        self.nodes.len() as u64
    }

    /// Values that came from the game's end, a leaf or the evaluation.
    pub fn leaves_evaluated(&self) -> u64 {
        self.steps
            .iter()
            .filter(|s| s.kind == StepKind::Leaf)
            .count() as u64
    }

    /// Chance nodes entered.
    pub fn chance_nodes(&self) -> u64 {
        self.nodes
            .iter()
            .filter(|n| n.kind == NodeKind::Chance)
            .count() as u64
    }
}

struct Searcher<'a, M> {
    nodes: Vec<ExNode>,
    steps: Vec<Step>,
    depth_limit: Option<u32>,
    max_nodes: u64,
    moves: Vec<Vec<M>>,
    code: &'a dyn Fn(M) -> u32,
}

impl<M: Copy> Searcher<'_, M> {
    fn step(&mut self, kind: StepKind, node: u32, after: f64) -> u32 {
        self.steps.push(Step { kind, node, after });
        (self.steps.len() - 1) as u32
    }

    fn visit<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        parent: Option<(u32, u32, u32, Option<f64>)>,
        depth: u32,
    ) -> Result<(u32, f64), SearchError> {
        if self.nodes.len() as u64 >= self.max_nodes {
            // Alpha-beta and the table do not apply here: marked as in use, the advice names
            // only the depth limit and the budget.
            return Err(SearchError::NodeBudget {
                limit: self.max_nodes,
                in_use: InUse {
                    alphabeta: true,
                    tt: true,
                    depth: self.depth_limit.is_some(),
                },
            });
        }
        let chance = game.chance();
        let kind = match chance {
            Some(_) => NodeKind::Chance,
            None => NodeKind::Player(game.to_move()),
        };
        let id = self.nodes.len() as u32;
        let (parent, move_code, index, probability) = match parent {
            Some((p, c, i, pr)) => (Some(p), c, i, pr),
            None => (None, 0, 0, None),
        };
        self.nodes.push(ExNode {
            parent,
            move_code,
            index,
            depth,
            kind,
            probability,
            value: None,
            heuristic: false,
            enter_step: 0,
            exit_step: 0,
        });
        self.nodes[id as usize].enter_step = self.step(StepKind::Enter, id, 0.0);
        let end = game.outcome();
        let mut moves = self.moves.pop().unwrap_or_default();
        moves.clear();
        if end.is_none() {
            game.moves(&mut moves);
        }
        let at_limit = self.depth_limit.is_some_and(|d| depth >= d);
        let value = if end.is_some() || moves.is_empty() || at_limit {
            let heuristic = end.is_none() && !moves.is_empty();
            let v = end.unwrap_or_else(|| game.evaluate()) as f64;
            self.nodes[id as usize].heuristic = heuristic;
            self.nodes[id as usize].value = Some(v);
            self.step(StepKind::Leaf, id, v);
            v
        } else {
            let mut so_far: Option<f64> = None;
            for (i, &mv) in moves.iter().enumerate() {
                let p = chance.as_ref().map(|ps| ps[i]);
                game.play(mv);
                let visited = self.visit(game, Some((id, (self.code)(mv), i as u32, p)), depth + 1);
                game.undo(mv);
                let (child, v) = visited?;
                let next = match (kind, so_far) {
                    (NodeKind::Chance, s) => s.unwrap_or(0.0) + p.unwrap_or(0.0) * v,
                    (NodeKind::Player(_), None) => v,
                    (NodeKind::Player(Player::Max), Some(s)) => s.max(v),
                    (NodeKind::Player(Player::Min), Some(s)) => s.min(v),
                };
                so_far = Some(next);
                self.step(StepKind::Backup, child, next);
            }
            let v = so_far.unwrap_or(0.0);
            self.nodes[id as usize].value = Some(v);
            v
        };
        self.moves.push(moves);
        self.nodes[id as usize].exit_step = self.step(StepKind::Exit, id, value);
        Ok((id, value))
    }
}

/// Runs expectiminimax from `game`'s position (left as it was), recording every step; stops
/// with [`SearchError::NodeBudget`] past `max_nodes` nodes.
pub fn expectiminimax<G: Game>(
    game: &mut G,
    depth_limit: Option<u32>,
    max_nodes: u64,
) -> Result<ExRecord, SearchError> {
    let code = |m: G::Move| G::move_code(m);
    let mut s = Searcher {
        nodes: Vec::new(),
        steps: Vec::new(),
        depth_limit,
        max_nodes,
        moves: Vec::new(),
        code: &code,
    };
    s.visit(game, None, 0)?;
    Ok(ExRecord {
        nodes: s.nodes,
        steps: s.steps,
        depth_limit,
    })
}
