//! Monte Carlo tree search in a recording. The search tree is the trace's tree (one node per
//! expansion, in the order the tree grew, the root first); beside it, what each iteration did
//! — where selection stopped, the node it expanded, the playout's moves and its reward — kept
//! in a few bytes an iteration, and N and W of any node after any number of iterations
//! (`VisitCounts`). Everything else is derived: the selection path is the way down to where
//! selection stopped, the UCB terms follow from N and W as they stood.
//!
//! Steps: four per iteration k — 4k selection, 4k + 1 expansion, 4k + 2 playout, 4k + 3
//! backpropagation.

use super::visits::VisitCounts;
use super::{NodeId, TraceTree, flags};
use crate::game::Player;
use crate::search::mcts::{MctsOptions, UcbTerms, mean_for_mover, ucb_terms, wins_for};

/// "No node" in an iteration's record.
const NONE: u32 = u32::MAX;

/// What one iteration did, in its record's few bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct IterationRecord {
    selected: u32,
    expanded: u32,
    max_reward: f64,
    /// Where its playout's moves start in the playout bytes.
    playout_start: u32,
}

/// One iteration as the viewer reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct IterationView {
    /// Where selection stopped (a node with a move not tried yet, a new throw, or the end).
    pub selected: NodeId,
    /// The node expansion added, if any (none when the game is over where selection stopped).
    pub expanded: Option<NodeId>,
    /// Where the playout started and the reward went up from: the expanded node, else the
    /// selected one.
    pub reached: NodeId,
    /// The playout's moves, as move codes.
    pub playout: Vec<u32>,
    /// The playout's end, for MAX: 1, ½ or 0 in games; the leaf's value on trees.
    pub max_reward: f64,
}

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
    pub(crate) const ALL: [Phase; 4] = [
        Phase::Selection,
        Phase::Expansion,
        Phase::Simulation,
        Phase::Backpropagation,
    ];

    /// The iteration (from 0) and phase of step `step` (four steps per iteration).
    pub fn of_step(step: usize) -> (usize, Phase) {
        (step / 4, Phase::ALL[step % 4])
    }
}

/// A Monte Carlo tree search's iterations, beside the recorded tree.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsRecord {
    /// Its iterations, seed, exploration constant and rewards.
    pub options: MctsOptions,
    iterations: Vec<IterationRecord>,
    /// Every playout's moves, one after another, each move code as a variable-length number.
    playouts: Vec<u8>,
    /// Each node's depth-first number and the end of its subtree's numbers.
    spans: Vec<(u32, u32)>,
    counts: VisitCounts,
}

/// Appends `code` in seven-bit groups, low first (most codes take one byte).
fn put_varint(out: &mut Vec<u8>, mut code: u32) {
    while code >= 0x80 {
        out.push((code as u8 & 0x7f) | 0x80);
        code >>= 7;
    }
    out.push(code as u8);
}

/// The codes written by [`put_varint`] in `bytes`.
fn read_varints(bytes: &[u8]) -> Vec<u32> {
    let mut out = Vec::new();
    let (mut code, mut shift) = (0u32, 0);
    for &b in bytes {
        code |= u32::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            out.push(code);
            (code, shift) = (0, 0);
        } else {
            shift += 7;
        }
    }
    out
}

/// Builds a record as the search runs (the recorder's part).
#[derive(Debug, Default)]
pub(crate) struct MctsBuilder {
    iterations: Vec<IterationRecord>,
    playouts: Vec<u8>,
    /// Each node's last child so far, so that an expansion adds its node in O(1) even under
    /// a node with a million children (walking the siblings made long runs quadratic).
    last_child: Vec<u32>,
}

impl MctsBuilder {
    /// A new iteration starts.
    pub(crate) fn begin(&mut self) {
        self.iterations.push(IterationRecord {
            selected: 0,
            expanded: NONE,
            max_reward: 0.0,
            playout_start: self.playouts.len() as u32,
        });
    }

    fn last(&mut self) -> Option<&mut IterationRecord> {
        self.iterations.last_mut()
    }

    /// Selection stopped at `node`.
    pub(crate) fn selected(&mut self, node: NodeId) {
        if let Some(it) = self.last() {
            it.selected = node.index() as u32;
        }
    }

    /// Expansion added `node`.
    pub(crate) fn expanded(&mut self, node: NodeId) {
        if let Some(it) = self.last() {
            it.expanded = node.index() as u32;
        }
    }

    /// The last child expansion has added under `parent` (`None` before the first).
    pub(crate) fn last_child(&self, parent: NodeId) -> Option<NodeId> {
        match self.last_child.get(parent.index()) {
            Some(&c) if c != NONE => Some(NodeId::new(c as usize)),
            _ => None,
        }
    }

    /// `child` is now the last child of `parent`.
    pub(crate) fn set_last_child(&mut self, parent: NodeId, child: NodeId) {
        let i = parent.index();
        if self.last_child.len() <= i {
            self.last_child.resize(i + 1, NONE);
        }
        self.last_child[i] = child.index() as u32;
    }

    /// The playout played `codes` and rewarded MAX with `max_reward`.
    pub(crate) fn playout(&mut self, codes: impl Iterator<Item = u32>, max_reward: f64) {
        for c in codes {
            put_varint(&mut self.playouts, c);
        }
        if let Some(it) = self.last() {
            it.max_reward = max_reward;
        }
    }

    /// The record of the finished search whose tree is `tree`.
    pub(crate) fn finish(self, options: MctsOptions, tree: &TraceTree) -> MctsRecord {
        MctsRecord::new(options, tree, self.iterations, self.playouts)
    }

    /// A record read back: per iteration (selected, expanded, playout codes, reward).
    pub(crate) fn from_iterations(
        iterations: impl IntoIterator<Item = (NodeId, Option<NodeId>, Vec<u32>, f64)>,
    ) -> MctsBuilder {
        let mut b = MctsBuilder::default();
        for (selected, expanded, playout, reward) in iterations {
            b.begin();
            b.selected(selected);
            if let Some(e) = expanded {
                b.expanded(e);
            }
            b.playout(playout.into_iter(), reward);
        }
        b
    }
}

/// Depth-first numbers: each node's own and the end of its subtree's.
fn spans(tree: &TraceTree) -> Vec<(u32, u32)> {
    let n = tree.node_count();
    let mut spans = vec![(0, 0); n];
    let mut next = 0u32;
    let mut stack: Vec<(NodeId, bool)> = tree
        .node_indices()
        .filter(|&r| tree.parent(r).is_none())
        .map(|r| (r, false))
        .collect();
    stack.reverse();
    while let Some((id, done)) = stack.pop() {
        if done {
            spans[id.index()].1 = next;
            continue;
        }
        spans[id.index()].0 = next;
        next += 1;
        stack.push((id, true));
        let children: Vec<NodeId> = tree.children(id).collect();
        for &c in children.iter().rev() {
            stack.push((c, false));
        }
    }
    spans
}

impl MctsRecord {
    fn new(
        options: MctsOptions,
        tree: &TraceTree,
        iterations: Vec<IterationRecord>,
        playouts: Vec<u8>,
    ) -> MctsRecord {
        let spans = spans(tree);
        let mut counts = VisitCounts::new(tree.node_count() as u32);
        for it in &iterations {
            let reached = if it.expanded == NONE {
                it.selected
            } else {
                it.expanded
            };
            counts.push(spans[reached as usize].0, it.max_reward);
        }
        MctsRecord {
            options,
            iterations,
            playouts,
            spans,
            counts,
        }
    }

    /// How many iterations ran.
    pub fn len(&self) -> usize {
        self.iterations.len()
    }

    /// Whether none ran.
    pub fn is_empty(&self) -> bool {
        self.iterations.is_empty()
    }

    /// Iteration `k` (from 0).
    pub fn iteration(&self, k: usize) -> IterationView {
        let it = self.iterations[k];
        let end = self
            .iterations
            .get(k + 1)
            .map_or(self.playouts.len(), |n| n.playout_start as usize);
        let expanded = (it.expanded != NONE).then(|| NodeId::new(it.expanded as usize));
        let selected = NodeId::new(it.selected as usize);
        IterationView {
            selected,
            expanded,
            reached: expanded.unwrap_or(selected),
            playout: read_varints(&self.playouts[it.playout_start as usize..end]),
            max_reward: it.max_reward,
        }
    }

    /// Moves played by every playout together.
    pub fn playout_moves(&self) -> usize {
        self.playouts.iter().filter(|&&b| b & 0x80 == 0).count()
    }

    /// N of `node`, and the sum of MAX's rewards through it, after `done` iterations.
    pub(crate) fn counts(&self, node: NodeId, done: usize) -> (u32, f64) {
        let (lo, hi) = self.spans[node.index()];
        self.counts.query(done, lo..hi)
    }

    /// The iterations and playouts as bytes, for the binary form of a trace.
    pub(crate) fn to_bytes(&self, out: &mut Vec<u8>) {
        out.extend((self.iterations.len() as u32).to_le_bytes());
        for it in &self.iterations {
            out.extend(it.selected.to_le_bytes());
            out.extend(it.expanded.to_le_bytes());
            out.extend(it.max_reward.to_le_bytes());
            out.extend(it.playout_start.to_le_bytes());
        }
        out.extend((self.playouts.len() as u32).to_le_bytes());
        out.extend(&self.playouts);
    }

    /// Reads what [`Self::to_bytes`] wrote, for the search whose tree is `tree`; `take(n)`
    /// gives the next `n` bytes. `None` when the bytes stop early or name a node or playout
    /// that is not there.
    pub(crate) fn from_bytes(
        options: MctsOptions,
        tree: &TraceTree,
        take: &mut dyn FnMut(usize) -> Option<Vec<u8>>,
    ) -> Option<MctsRecord> {
        let u32_at = |b: &[u8], i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let count = u32_at(&take(4)?, 0) as usize;
        let raw = take(count.checked_mul(20)?)?;
        let playouts_len = u32_at(&take(4)?, 0) as usize;
        let playouts = take(playouts_len)?;
        let nodes = tree.node_count() as u32;
        let mut iterations = Vec::with_capacity(count);
        for r in raw.chunks_exact(20) {
            let mut reward = [0; 8];
            reward.copy_from_slice(&r[8..16]);
            let it = IterationRecord {
                selected: u32_at(r, 0),
                expanded: u32_at(r, 4),
                max_reward: f64::from_le_bytes(reward),
                playout_start: u32_at(r, 16),
            };
            let starts_in = iterations
                .last()
                .is_none_or(|p: &IterationRecord| p.playout_start <= it.playout_start);
            if it.selected >= nodes
                || (it.expanded != NONE && it.expanded >= nodes)
                || it.playout_start as usize > playouts.len()
                || !starts_in
            {
                return None;
            }
            iterations.push(it);
        }
        Some(MctsRecord::new(options, tree, iterations, playouts))
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.iterations.capacity() * std::mem::size_of::<IterationRecord>()
            + self.playouts.capacity()
            + self.spans.capacity() * 8
            + self.counts.heap_bytes()
    }
}

/// What a viewer asks of a Monte Carlo search tree: who moved into a node, its N and W at a
/// step, the UCB terms at a selection.
pub struct MctsView<'a> {
    /// The recorded tree.
    pub(crate) tree: &'a TraceTree,
    /// The iterations.
    pub record: &'a MctsRecord,
}

impl MctsView<'_> {
    /// Who made the move into `node` (under a chance node: the player who rolled; at the
    /// root, the opponent of the player to move).
    pub(crate) fn mover(&self, node: NodeId) -> Player {
        match self.tree.parent(node) {
            None => self.tree.node(node).player.other(),
            Some(p) if self.tree.flags(p) & flags::CHANCE != 0 => self.mover(p),
            Some(p) => self.tree.node(p).player,
        }
    }

    /// N and W of `node` after `done` iterations (W for its mover; on trees in MAX's view).
    pub fn visits(&self, node: NodeId, done: usize) -> (u32, f64) {
        let (n, max_sum) = self.record.counts(node, done);
        let w = wins_for(self.record.options.rewards, self.mover(node), n, max_sum);
        (n, w)
    }

    /// W/N of `node` after `done` iterations, as its mover weighs it (`None` before a visit).
    pub fn mean(&self, node: NodeId, done: usize) -> Option<f64> {
        let (n, w) = self.visits(node, done);
        (n > 0).then(|| mean_for_mover(self.record.options.rewards, self.mover(node), w, n))
    }

    /// Whether `node` was in the tree when iteration `k` began (the root always).
    pub(crate) fn existed(&self, node: NodeId, k: usize) -> bool {
        let step = self.tree.enter_step(node);
        self.tree.parent(node).is_none() || (step as usize) < 4 * k
    }

    /// The UCB terms of `node`'s children when iteration `k` chose among them; empty where a
    /// die decides.
    pub fn terms(&self, node: NodeId, k: usize) -> Vec<UcbTerms> {
        if self.tree.flags(node) & flags::CHANCE != 0 {
            return Vec::new();
        }
        let (parent_visits, _) = self.visits(node, k);
        let children = self
            .tree
            .children(node)
            .filter(|&c| self.existed(c, k))
            .map(|c| {
                let (n, w) = self.visits(c, k);
                (c.index() as u32, self.mover(c), n, w)
            });
        ucb_terms(&self.record.options, parent_visits, children)
    }

    /// The most visited child of `node` after `done` iterations (first on ties), if any was
    /// visited.
    pub fn most_visited(&self, node: NodeId, done: usize) -> Option<NodeId> {
        let mut best: Option<(NodeId, u32)> = None;
        for c in self.tree.children(node) {
            let (n, _) = self.visits(c, done);
            if n > 0 && best.is_none_or(|(_, b)| n > b) {
                best = Some((c, n));
            }
        }
        best.map(|(c, _)| c)
    }
}
