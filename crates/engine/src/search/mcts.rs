//! Monte Carlo tree search (UCT) over any [`Game`], telling its [`Observer`] every iteration's
//! four phases: selection (with the UCB terms of the children weighed), expansion, the random
//! playout and backpropagation. The bare search and the recorded one are the same code.
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
//! (ties: the first); at a chance root no one chooses, and the estimate is the root's mean.

use super::{Limits, Observer, SearchConfig, SearchError, SearchResult, Stats, Value};
use crate::game::random_tree::SplitMix64;
use crate::game::{Game, Player};
use std::collections::HashMap;
use std::sync::atomic::Ordering;

/// C = √2, UCT's usual exploration constant for rewards in [0, 1].
pub(crate) const DEFAULT_EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// Most iterations a search runs (`--iterations`, docs/cli.md).
pub const MAX_ITERATIONS: u32 = 200_000;

/// What a finished playout is worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rewards {
    /// Games: 1 for a win, ½ for a draw, 0 for a loss, for the player who moved into the node.
    #[default]
    Outcomes,
    /// Abstract trees: the leaf's value in MAX's view, for every node alike.
    Values,
}

/// How a Monte Carlo tree search runs: part of [`SearchConfig`], used by MCTS only.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct MctsOptions {
    /// How many iterations (each one playout).
    pub iterations: u32,
    /// The seed of the random playouts: the same seed gives the same search.
    pub seed: u64,
    /// The exploration constant C of UCB.
    pub exploration: f64,
    /// What a playout's end is worth: set from the game (trees reward the leaf's value).
    #[serde(skip)]
    pub rewards: Rewards,
}

impl Default for MctsOptions {
    fn default() -> Self {
        MctsOptions {
            iterations: 1000,
            seed: 1,
            exploration: DEFAULT_EXPLORATION,
            rewards: Rewards::Outcomes,
        }
    }
}

impl MctsOptions {
    /// Whether these are the defaults (1,000 iterations, seed 1, C = √2).
    pub(crate) fn is_default(&self) -> bool {
        *self == MctsOptions::default()
    }
}

impl PartialEq for MctsOptions {
    fn eq(&self, other: &Self) -> bool {
        (
            self.iterations,
            self.seed,
            self.exploration.to_bits(),
            self.rewards,
        ) == (
            other.iterations,
            other.seed,
            other.exploration.to_bits(),
            other.rewards,
        )
    }
}

impl Eq for MctsOptions {}

/// One child weighed during selection, with UCB's terms as they stood then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UcbTerms {
    /// The child (a node of the search tree, numbered in the order the tree grew).
    pub child: u32,
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

/// The reward of a finished game's `outcome` (MAX's score) for `player`: 1, ½ or 0 in games,
/// the value itself (MAX's view, whoever `player` is) on trees.
pub(crate) fn reward(rewards: Rewards, outcome: i64, player: Player) -> f64 {
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

/// W of a node whose mover is `mover`, from N and the sum of the iterations' rewards for MAX
/// through it: that sum itself on trees and for MAX, N − sum for MIN in games.
pub(crate) fn wins_for(rewards: Rewards, mover: Player, visits: u32, max_sum: f64) -> f64 {
    match (rewards, mover) {
        (Rewards::Outcomes, Player::Min) => f64::from(visits) - max_sum,
        _ => max_sum,
    }
}

/// W/N of a node whose mover is `mover`, as that player weighs it: as it is in games (W is
/// already that player's), negated for MIN on trees (W is in MAX's view).
pub(crate) fn mean_for_mover(rewards: Rewards, mover: Player, wins: f64, visits: u32) -> f64 {
    let mean = wins / f64::from(visits);
    match (rewards, mover) {
        (Rewards::Values, Player::Min) => -mean,
        _ => mean,
    }
}

/// The UCB terms of children `(child, mover, N, W)` of a node visited `parent_visits` times.
pub(crate) fn ucb_terms(
    options: &MctsOptions,
    parent_visits: u32,
    children: impl Iterator<Item = (u32, Player, u32, f64)>,
) -> Vec<UcbTerms> {
    let ln_n = f64::from(parent_visits).ln();
    children
        .map(|(child, mover, n, w)| UcbTerms {
            child,
            mean: mean_for_mover(options.rewards, mover, w, n),
            explore: options.exploration * (ln_n / f64::from(n)).sqrt(),
        })
        .collect()
}

/// A die's faces with their running sums of probability, for throwing it in O(log n).
struct Die<M> {
    faces: Vec<M>,
    cumulative: Vec<f64>,
}

impl<M: Copy> Die<M> {
    fn of<G: Game<Move = M>>(game: &G, p: &[f64]) -> Die<M> {
        let mut faces = Vec::new();
        game.moves(&mut faces);
        let mut sum = 0.0;
        let cumulative = p
            .iter()
            .map(|q| {
                sum += q;
                sum
            })
            .collect();
        Die { faces, cumulative }
    }

    /// The face thrown: the first whose running sum passes a uniform draw.
    fn throw(&self, rng: &mut SplitMix64) -> usize {
        let r = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let i = self.cumulative.partition_point(|&s| s <= r);
        i.min(self.faces.len().saturating_sub(1))
    }
}

/// A throw of a die with probabilities `p` (which sum to 1): the first face whose running
/// sum passes a uniform draw (one draw, as [`Die::throw`]).
fn throw(p: &[f64], rng: &mut SplitMix64) -> usize {
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

/// One node of the search tree (index 0 is the root).
struct Node<M> {
    parent: Option<u32>,
    mv: Option<M>,
    /// Who made the move into this node (under a chance node: the player who rolled).
    mover: Player,
    /// Where a player chooses: the legal moves in generation order, and how many are expanded.
    moves: Vec<M>,
    expanded: usize,
    /// Where a die decides: its faces, and the child each thrown face became.
    die: Option<Die<M>>,
    thrown: HashMap<usize, u32>,
    children: Vec<u32>,
    visits: u32,
    wins: f64,
}

impl<M: Copy> Node<M> {
    fn new<G: Game<Move = M>>(game: &G, parent: Option<u32>, mv: Option<M>, mover: Player) -> Self {
        let (mut moves, die) = match game.chance() {
            Some(p) => (Vec::new(), Some(Die::of(game, &p))),
            None => (Vec::new(), None),
        };
        if die.is_none() && game.outcome().is_none() {
            game.moves(&mut moves);
        }
        Node {
            parent,
            mv,
            mover,
            moves,
            expanded: 0,
            die,
            thrown: HashMap::new(),
            children: Vec::new(),
            visits: 0,
            wins: 0.0,
        }
    }

    fn fully_expanded(&self) -> bool {
        self.die.is_none() && self.expanded == self.moves.len()
    }
}

/// The search: the tree, the generator and the counts.
struct Searcher<'a, G: Game, O: Observer<G>> {
    options: MctsOptions,
    limits: &'a Limits<'a>,
    observer: &'a mut O,
    nodes: Vec<Node<G::Move>>,
    rng: SplitMix64,
    stats: Stats,
    scratch: Vec<G::Move>,
}

impl<G: Game, O: Observer<G>> Searcher<'_, G, O> {
    /// Selection: down through fully expanded nodes by UCB, the die deciding at chance nodes.
    /// Returns the node reached, and a face thrown there that is not in the tree yet.
    fn select(&mut self, state: &mut G) -> (u32, Option<usize>) {
        let mut at = 0u32;
        loop {
            let node = &self.nodes[at as usize];
            if let Some(die) = &node.die {
                let face = die.throw(&mut self.rng);
                let mv = die.faces[face];
                match node.thrown.get(&face) {
                    Some(&child) => {
                        self.observer.select(at, child, &[]);
                        state.play(mv);
                        at = child;
                        continue;
                    }
                    None => return (at, Some(face)),
                }
            }
            if !node.fully_expanded() || node.children.is_empty() {
                return (at, None);
            }
            let nodes = &self.nodes;
            let children = node.children.iter().map(|&c| {
                let n = &nodes[c as usize];
                (c, n.mover, n.visits, n.wins)
            });
            let terms = ucb_terms(&self.options, node.visits, children);
            let mut chosen = terms[0];
            for t in &terms[1..] {
                if t.ucb() > chosen.ucb() {
                    chosen = *t;
                }
            }
            self.observer.select(at, chosen.child, &terms);
            at = chosen.child;
            state.play(self.nodes[at as usize].mv.expect("a child has a move"));
        }
    }

    /// Expansion: the first untried move (at a chance node, the face thrown), unless the game
    /// is over here. Returns the node the playout starts from.
    fn expand(&mut self, state: &mut G, at: u32, thrown: Option<usize>) -> u32 {
        let node = &mut self.nodes[at as usize];
        let (index, mv, probability) = match (thrown, &node.die) {
            (Some(face), Some(die)) => {
                let p =
                    die.cumulative[face] - face.checked_sub(1).map_or(0.0, |i| die.cumulative[i]);
                (face, die.faces[face], Some(p))
            }
            _ if node.expanded < node.moves.len() => {
                node.expanded += 1;
                (node.expanded - 1, node.moves[node.expanded - 1], None)
            }
            _ => return at,
        };
        // At a chance node no one chooses: the throw counts for the player who rolled.
        let mover = match node.die {
            Some(_) => node.mover,
            None => state.to_move(),
        };
        state.play(mv);
        let child = self.nodes.len() as u32;
        let new = Node::new(state, Some(at), Some(mv), mover);
        if new.die.is_some() {
            self.stats.chance_nodes += 1;
        }
        self.nodes.push(new);
        let parent = &mut self.nodes[at as usize];
        parent.children.push(child);
        if thrown.is_some() {
            parent.thrown.insert(index, child);
        }
        self.observer
            .expand(state, at, index as u32, mv, probability);
        child
    }

    /// Simulation: random moves (throws by their probabilities) to the end of the game.
    /// Returns MAX's score there.
    fn playout(&mut self, state: &mut G) -> i64 {
        let mut played = Vec::new();
        let outcome = loop {
            if let Some(score) = state.outcome() {
                break score;
            }
            self.scratch.clear();
            state.moves(&mut self.scratch);
            if self.scratch.is_empty() {
                break state.evaluate();
            }
            let k = match state.chance() {
                Some(p) => throw(&p, &mut self.rng),
                None => self.rng.range(0, self.scratch.len() as i64 - 1) as usize,
            };
            let mv = self.scratch[k];
            state.play(mv);
            played.push(mv);
        };
        self.stats.playout_moves += played.len() as u64;
        let max_reward = reward(self.options.rewards, outcome, Player::Max);
        self.observer.playout(&played, max_reward);
        outcome
    }

    /// Backpropagation: N and W up to the root, W for each node's mover.
    fn backpropagate(&mut self, from: u32, outcome: i64) {
        self.observer.backpropagate(from);
        let mut node = Some(from);
        while let Some(n) = node {
            let n = &mut self.nodes[n as usize];
            n.visits += 1;
            n.wins += reward(self.options.rewards, outcome, n.mover);
            node = n.parent;
        }
    }

    fn iteration(&mut self, game: &G) -> Result<(), SearchError> {
        self.observer.mcts_iteration();
        let mut state = game.clone();
        let (at, thrown) = self.select(&mut state);
        self.observer.selected(at);
        if self.nodes.len() as u64 >= self.limits.max_nodes {
            return Err(SearchError::NodeBudget {
                limit: self.limits.max_nodes,
                in_use: super::InUse::default(),
            });
        }
        let reached = self.expand(&mut state, at, thrown);
        let outcome = self.playout(&mut state);
        self.backpropagate(reached, outcome);
        Ok(())
    }

    /// `node`'s most visited child (first on ties), if any was visited.
    fn most_visited(&self, node: u32) -> Option<u32> {
        let mut best: Option<u32> = None;
        for &c in &self.nodes[node as usize].children {
            let v = self.nodes[c as usize].visits;
            if v > 0 && best.is_none_or(|b| v > self.nodes[b as usize].visits) {
                best = Some(c);
            }
        }
        best
    }

    fn result(&self) -> SearchResult<G::Move> {
        let root = &self.nodes[0];
        let mut line = Vec::new();
        let mut at = 0;
        while let Some(c) = self.most_visited(at) {
            line.push(self.nodes[c as usize].mv.expect("a child has a move"));
            at = c;
        }
        // At a chance root the die chooses: no best move, and the estimate is the root's own
        // mean (its W is in MAX's view on trees, the only games with a chance root).
        let (best_move, value) = if root.die.is_some() {
            let mean = root.wins / f64::from(root.visits.max(1));
            (None, mean)
        } else {
            match self.most_visited(0) {
                Some(c) => {
                    let n = &self.nodes[c as usize];
                    (n.mv, n.wins / f64::from(n.visits))
                }
                None => (None, 0.0),
            }
        };
        if root.die.is_some() {
            line.clear();
        }
        let mut stats = self.stats.clone();
        stats.nodes_visited = self.nodes.len() as u64;
        SearchResult {
            value: Value::Real(value),
            best_move,
            principal_variation: line,
            stats,
        }
    }
}

/// Runs UCT from `game`'s position (left as it was) for `config.mcts.iterations` iterations,
/// telling `observer` every phase. The node budget counts the search tree's nodes.
pub(crate) fn search<G: Game, O: Observer<G>>(
    game: &mut G,
    config: &SearchConfig,
    limits: &Limits,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, SearchError> {
    let options = config.mcts;
    let root = Node::new(game, None, None, game.to_move().other());
    let chance_root = root.die.is_some();
    let mut s = Searcher {
        options,
        limits,
        observer,
        nodes: vec![root],
        rng: SplitMix64::new(options.seed),
        stats: Stats::default(),
        scratch: Vec::new(),
    };
    s.stats.chance_nodes = u64::from(chance_root);
    s.observer.mcts_root(game);
    for k in 0..options.iterations {
        if k % 256 == 0 {
            if limits.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                return Err(SearchError::Cancelled);
            }
            if let Some(p) = limits.progress {
                p.store(u64::from(k), Ordering::Relaxed);
            }
        }
        s.iteration(game)?;
        s.stats.mcts_iterations += 1;
        s.stats.leaves_evaluated += 1;
    }
    Ok(s.result())
}
