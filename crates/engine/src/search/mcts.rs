//! Monte Carlo tree search (UCT) over any [`Game`], with every iteration kept as its four
//! phases (selection, expansion, simulation, backpropagation) so it can be replayed and
//! explained.
//!
//! Conventions: in games ([`Rewards::Outcomes`]) a node's reward is for the player who made
//! the move into it — 1 for a win, ½ for a draw, 0 for a loss — so its W/N is that player's win
//! rate. On trees ([`Rewards::Values`]) the reward is the leaf's value in MAX's view, so W/N is
//! the mean of the leaves reached, and MIN, who wants it low, weighs −W/N. Selection takes the
//! child with the highest UCB = (W/N as the chooser sees it) + C·√(ln N(parent) / N(child))
//! (ties: the first in generation order); expansion adds the first untried move in generation
//! order; simulation plays uniformly random moves from a seeded splitmix64 generator to the end
//! of the game. At a chance node (a die) no one chooses: selection and playouts throw the
//! die with its probabilities, and a throw not seen before is expanded there; its node's W
//! counts for the player who rolled. The move chosen is the most visited child of the root
//! (ties: the first).

use crate::game::random_tree::SplitMix64;
use crate::game::{Game, Player};

/// C = √2, UCT's usual exploration constant for rewards in [0, 1].
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// What a finished playout is worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rewards {
    /// Games: 1 for a win, ½ for a draw, 0 for a loss, for the player who moved into the node.
    #[default]
    Outcomes,
    /// Abstract trees: the leaf's value in MAX's view, for every node alike.
    Values,
}

/// How a Monte Carlo tree search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// How many iterations (each one playout).
    pub iterations: u32,
    /// The seed of the random playouts: the same seed gives the same search.
    pub seed: u64,
    /// The exploration constant C of UCB.
    pub exploration: f64,
    /// What a playout's end is worth.
    pub rewards: Rewards,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            iterations: 1000,
            seed: 1,
            exploration: DEFAULT_EXPLORATION,
            rewards: Rewards::Outcomes,
        }
    }
}

/// One node of the search tree (index 0 is the root).
#[derive(Clone, Debug, PartialEq)]
pub struct MctsNode<M> {
    /// The parent's index (`None` for the root).
    pub parent: Option<usize>,
    /// The move from the parent (`None` for the root).
    pub mv: Option<M>,
    /// Who made the move into this node (at the root: the opponent of the player to move; under
    /// a chance node: the player who rolled).
    pub mover: Player,
    /// A chance node: a die decides here, no one chooses.
    pub chance: bool,
    /// The children, in the order they were expanded (generation order).
    pub children: Vec<usize>,
    /// The moves not expanded yet, in generation order.
    pub untried: Vec<M>,
    /// N: the iterations that passed through this node.
    pub visits: u32,
    /// W: the rewards they brought, for [`MctsNode::mover`] (on trees: in MAX's view).
    pub wins: f64,
}

/// One child weighed during selection, with UCB's terms as they stood then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UcbTerms {
    /// The child.
    pub child: usize,
    /// W/N of the child as the player choosing sees it (−W/N for MIN on trees): how well its
    /// move has done.
    pub mean: f64,
    /// C·√(ln N(parent) / N(child)): how little it has been tried.
    pub explore: f64,
}

impl UcbTerms {
    /// UCB = mean + explore.
    pub fn ucb(&self) -> f64 {
        self.mean + self.explore
    }
}

/// One choice of the selection phase: at `node`, the child chosen. The UCB terms it was chosen
/// by are not kept (at 100,000 iterations they were most of the record's memory): they follow
/// from N and W as they stood, see [`MctsRecord::terms`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The node choosing.
    pub node: usize,
    /// The child chosen (highest UCB, first on ties; at a chance node, the face thrown).
    pub chosen: usize,
}

/// One iteration, phase by phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration<M> {
    /// Selection: the choices from the root down to a node with an untried move or no move.
    pub selection: Vec<Choice>,
    /// Expansion: the node added, if any (none when selection ends at the game's end).
    pub expanded: Option<usize>,
    /// Simulation: the random moves played from the node reached, to the end of the game.
    pub playout: Vec<M>,
    /// The result at the playout's end, from MAX's side: 1, ½ or 0 (trees: the leaf's value).
    pub max_reward: f64,
    /// Backpropagation: the nodes whose N and W grew, from the node reached up to the root.
    pub backed_up: Vec<usize>,
}

/// A whole search: its tree and every iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsRecord<M> {
    /// The search tree as it stands after the last iteration.
    pub nodes: Vec<MctsNode<M>>,
    /// Every iteration, in order.
    pub iterations: Vec<Iteration<M>>,
    /// How it ran.
    pub config: MctsConfig,
}

impl<M> MctsRecord<M> {
    /// The same record with every move turned by `f` (e.g. into move codes).
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> MctsRecord<N> {
        MctsRecord {
            nodes: self
                .nodes
                .into_iter()
                .map(|n| MctsNode {
                    parent: n.parent,
                    mv: n.mv.map(&f),
                    mover: n.mover,
                    chance: n.chance,
                    children: n.children,
                    untried: n.untried.into_iter().map(&f).collect(),
                    visits: n.visits,
                    wins: n.wins,
                })
                .collect(),
            iterations: self
                .iterations
                .into_iter()
                .map(|it| Iteration {
                    selection: it.selection,
                    expanded: it.expanded,
                    playout: it.playout.into_iter().map(&f).collect(),
                    max_reward: it.max_reward,
                    backed_up: it.backed_up,
                })
                .collect(),
            config: self.config,
        }
    }
}

impl<M: Copy> MctsRecord<M> {
    /// The UCB terms of the children of `choice`'s node as they stood when it chose, given
    /// every node's N and W then (see `MctsTrace::snapshot`); empty where the die chose.
    pub fn terms(&self, choice: &Choice, visits: &[u32], wins: &[f64]) -> Vec<UcbTerms> {
        if self.nodes[choice.node].chance {
            return Vec::new();
        }
        ucb_terms(
            &self.nodes,
            &self.config,
            choice.node,
            |n| visits[n],
            |n| wins[n],
        )
    }

    /// The most visited line from the root: each node's most visited child, while it has one
    /// that was visited.
    pub fn best_line(&self) -> Vec<usize> {
        let mut line = Vec::new();
        let mut at = 0;
        while let Some(c) = self.most_visited(at) {
            line.push(c);
            at = c;
        }
        line
    }

    /// `node`'s most visited child (first on ties), if any was visited.
    pub fn most_visited(&self, node: usize) -> Option<usize> {
        self.most_visited_by(node, |c| self.nodes[c].visits)
    }

    /// `node`'s most visited child (first on ties) when N was `visits`, if any was visited.
    pub fn most_visited_by(&self, node: usize, visits: impl Fn(usize) -> u32) -> Option<usize> {
        let mut best: Option<usize> = None;
        for &c in &self.nodes[node].children {
            if visits(c) > 0 && best.is_none_or(|b| visits(c) > visits(b)) {
                best = Some(c);
            }
        }
        best
    }

    /// The move chosen: the root's most visited child (first on ties); `None` when the game
    /// is over at the root.
    pub fn best_move(&self) -> Option<M> {
        self.best_child().and_then(|c| self.nodes[c].mv)
    }

    /// The root's most visited child.
    pub fn best_child(&self) -> Option<usize> {
        self.most_visited(0)
    }

    /// The estimate of the position for the player to move at the root: the chosen child's
    /// W/N (a win rate; on trees the mean value in MAX's view), `None` before any iteration.
    pub fn estimate(&self) -> Option<f64> {
        let c = &self.nodes[self.best_child()?];
        (c.visits > 0).then(|| c.wins / c.visits as f64)
    }
}

/// The reward of a finished game's `outcome` (MAX's score) for `player`: 1, ½ or 0 in games,
/// the value itself (MAX's view, whoever `player` is) on trees.
fn reward(rewards: Rewards, outcome: i64, player: Player) -> f64 {
    if rewards == Rewards::Values {
        return outcome as f64;
    }
    let for_max = match outcome.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    };
    match player {
        Player::Max => for_max,
        Player::Min => 1.0 - for_max,
    }
}

/// W/N of a node whose mover is `mover`, as that player weighs it: as it is in games (W is
/// already that player's), negated for MIN on trees (W is in MAX's view).
fn mean_for_mover(rewards: Rewards, mover: Player, wins: f64, visits: u32) -> f64 {
    let mean = wins / f64::from(visits);
    match (rewards, mover) {
        (Rewards::Values, Player::Min) => -mean,
        _ => mean,
    }
}

/// The UCB terms of `node`'s children, in generation order, when N and W were `visits` and
/// `wins` (every child visited at least once: selection only chooses at such nodes).
fn ucb_terms<M>(
    nodes: &[MctsNode<M>],
    config: &MctsConfig,
    node: usize,
    visits: impl Fn(usize) -> u32,
    wins: impl Fn(usize) -> f64,
) -> Vec<UcbTerms> {
    let ln_n = f64::from(visits(node)).ln();
    nodes[node]
        .children
        .iter()
        .map(|&c| UcbTerms {
            child: c,
            mean: mean_for_mover(config.rewards, nodes[c].mover, wins(c), visits(c)),
            explore: config.exploration * (ln_n / f64::from(visits(c))).sqrt(),
        })
        .collect()
}

/// An index drawn with the probabilities `p` (which sum to 1).
fn sample(p: &[f64], rng: &mut SplitMix64) -> usize {
    let r = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    let mut sum = 0.0;
    for (i, &q) in p.iter().enumerate() {
        sum += q;
        if r < sum {
            return i;
        }
    }
    p.len() - 1
}

/// Runs UCT from `game` for `config.iterations` iterations and returns the whole record.
pub fn mcts<G: Game>(game: &G, config: &MctsConfig) -> MctsRecord<G::Move> {
    let mut rng = SplitMix64::new(config.seed);
    let mut untried = Vec::new();
    game.moves(&mut untried);
    let mut nodes = vec![MctsNode {
        parent: None,
        mv: None,
        mover: game.to_move().other(),
        chance: game.chance().is_some(),
        children: Vec::new(),
        untried,
        visits: 0,
        wins: 0.0,
    }];
    let mut iterations = Vec::with_capacity(config.iterations as usize);
    let mut moves = Vec::new();
    for _ in 0..config.iterations {
        let mut state = game.clone();
        let mut at = 0;
        // 1. Selection: down through fully expanded nodes by UCB; at a chance node the die
        // decides, sampled by its probabilities.
        let mut selection = Vec::new();
        let mut thrown = None;
        loop {
            if let Some(p) = state.chance() {
                moves.clear();
                state.moves(&mut moves);
                let mv = moves[sample(&p, &mut rng)];
                let known = nodes[at].children.iter().copied();
                match known.clone().find(|&c| nodes[c].mv == Some(mv)) {
                    Some(c) => {
                        selection.push(Choice {
                            node: at,
                            chosen: c,
                        });
                        at = c;
                        state.play(mv);
                        continue;
                    }
                    None => {
                        thrown = Some(mv);
                        break;
                    }
                }
            }
            if !nodes[at].untried.is_empty() || nodes[at].children.is_empty() {
                break;
            }
            let visits = |n: usize| nodes[n].visits;
            let wins = |n: usize| nodes[n].wins;
            let terms = ucb_terms(&nodes, config, at, visits, wins);
            let mut chosen = terms[0];
            for t in &terms[1..] {
                if t.ucb() > chosen.ucb() {
                    chosen = *t;
                }
            }
            selection.push(Choice {
                node: at,
                chosen: chosen.child,
            });
            at = chosen.child;
            state.play(nodes[at].mv.expect("a child has a move"));
        }
        // 2. Expansion: the first untried move (at a chance node, the face thrown), unless
        // the game is over here.
        let mut expanded = None;
        let next = match thrown {
            Some(mv) => {
                nodes[at].untried.retain(|&m| m != mv);
                Some(mv)
            }
            None if !nodes[at].untried.is_empty() => Some(nodes[at].untried.remove(0)),
            None => None,
        };
        if let Some(mv) = next {
            // At a chance node no one chooses: the throw counts for the player who rolled.
            let mover = match state.chance() {
                Some(_) => state.to_move().other(),
                None => state.to_move(),
            };
            state.play(mv);
            moves.clear();
            state.moves(&mut moves);
            nodes.push(MctsNode {
                parent: Some(at),
                mv: Some(mv),
                mover,
                chance: state.chance().is_some(),
                children: Vec::new(),
                untried: moves.clone(),
                visits: 0,
                wins: 0.0,
            });
            let child = nodes.len() - 1;
            nodes[at].children.push(child);
            at = child;
            expanded = Some(child);
        }
        // 3. Simulation: random moves to the end.
        let mut playout = Vec::new();
        let outcome = loop {
            if let Some(score) = state.outcome() {
                break score;
            }
            moves.clear();
            state.moves(&mut moves);
            if moves.is_empty() {
                break state.evaluate();
            }
            let k = match state.chance() {
                Some(p) => sample(&p, &mut rng),
                None => rng.range(0, moves.len() as i64 - 1) as usize,
            };
            let mv = moves[k];
            state.play(mv);
            playout.push(mv);
        };
        // 4. Backpropagation: N and W up to the root, W for each node's mover.
        let mut backed_up = Vec::new();
        let mut node = Some(at);
        while let Some(n) = node {
            nodes[n].visits += 1;
            nodes[n].wins += reward(config.rewards, outcome, nodes[n].mover);
            backed_up.push(n);
            node = nodes[n].parent;
        }
        iterations.push(Iteration {
            selection,
            expanded,
            playout,
            max_reward: reward(config.rewards, outcome, Player::Max),
            backed_up,
        });
    }
    MctsRecord {
        nodes,
        iterations,
        config: *config,
    }
}
