//! [`Playback`]: a cursor over a trace's events. Step forward or back, seek, jump between
//! cutoffs, and ask what a viewer shows at the current step. Every answer is computed from the
//! trace and the step number, so a step is O(1) and nothing replays from the start.

use super::{EventKind, NEVER, NodeId, Status, Trace, flags};
use crate::game::Player;
use crate::search::{Bound, INF, NEG_INF, Value};
use std::sync::Arc;

/// How far apart the saved running counts are; `counts()` scans at most this many events.
const CHECKPOINT: usize = 1024;

/// Running totals up to a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Nodes entered so far, the root included.
    pub visited: u64,
    /// Leaves whose value became known (finished games and depth-limit evaluations).
    pub leaves: u64,
    /// Cutoffs so far: nodes that stopped early because α ≥ β.
    pub cutoffs: u64,
    /// Nodes the transposition table answered so far.
    pub tt_hits: u64,
    /// Positions searched a second time so far (PVS, aspiration windows).
    pub re_searches: u64,
    /// MTD(f) passes started so far.
    pub passes: u64,
    /// Chance nodes finished so far (expectiminimax).
    pub expectations: u64,
    /// Monte Carlo tree search's iterations finished so far.
    pub iterations: u64,
}

impl Counts {
    /// Counts event `i` of `trace`: its kind, and for chance nodes and MCTS what it did to the
    /// node (a chance node's exit is an expectation worked out, an expansion that made its
    /// node adds it to the tree).
    fn add_event(&mut self, trace: &Trace, i: usize, e: super::Event) {
        self.add(e.kind);
        match e.kind {
            EventKind::Expand if trace.tree.enter_step(e.node) as usize == i => self.visited += 1,
            EventKind::Exit if trace.tree.flags(e.node) & flags::CHANCE != 0 => {
                self.expectations += 1
            }
            _ => {}
        }
    }

    fn add(&mut self, kind: EventKind) {
        match kind {
            EventKind::Enter => self.visited += 1,
            EventKind::Leaf => self.leaves += 1,
            EventKind::Cutoff => self.cutoffs += 1,
            EventKind::TtHit => self.tt_hits += 1,
            EventKind::Research => self.re_searches += 1,
            EventKind::Pass => self.passes += 1,
            EventKind::Playout => self.leaves += 1,
            EventKind::Backpropagate => self.iterations += 1,
            _ => {}
        }
    }
}

/// What a node looks like at the current step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NodeState {
    /// Not reached yet.
    Unseen,
    /// On the call stack: entered, not finished. `value` is its best so far (a chance node's
    /// weighted sum so far); (α, β) its current window (alpha-beta only raises α at MAX,
    /// lowers β at MIN; the other searches keep (−∞, +∞)).
    Active {
        /// Best so far: from the children backed up, or a leaf's own value (`None`: nothing yet).
        value: Option<Value>,
        /// α now: raised by MAX's best so far (always −∞ under plain minimax).
        alpha: i64,
        /// β now: lowered by MIN's best so far (always +∞ under plain minimax).
        beta: i64,
    },
    /// Finished with this value (exact, or only a bound after a cutoff).
    Done {
        /// The value it finished with (a real number under expectiminimax).
        value: Value,
        /// Whether that value is exact or only a bound.
        bound: Bound,
    },
    /// Skipped by a cutoff.
    Pruned,
    /// In a Monte Carlo search tree, with N and W as they stand (W for the player who moved
    /// into it; on trees in MAX's view).
    Counted {
        /// N: the iterations that have gone through it.
        visits: u32,
        /// W: the rewards they brought.
        wins: f64,
    },
}

impl NodeState {
    /// The value shown: a finished or active node's (an MCTS node's W/N), if any.
    pub fn value(&self) -> Option<Value> {
        match *self {
            NodeState::Active { value, .. } => value,
            NodeState::Done { value, .. } => Some(value),
            NodeState::Counted { visits, wins } if visits > 0 => {
                Some(Value::Real(wins / f64::from(visits)))
            }
            _ => None,
        }
    }
}

/// A cursor over a recorded search (cheap to clone: the trace and indexes are shared). `step` counts the events already applied: 0 is before the
/// search starts, `len()` is the end.
#[derive(Clone)]
pub struct Playback {
    trace: Arc<Trace>,
    step: usize,
    checkpoints: Arc<[Counts]>,
    cutoff_steps: Arc<[u32]>,
    /// Every cutoff's kind (at MAX / MIN, shallow / deep), in step order.
    cutoff_kinds: Arc<[super::cutoff_kinds::CutoffKind]>,
}

impl Playback {
    /// A cursor at step 0, before the search starts, over `trace`.
    pub fn new(trace: Arc<Trace>) -> Self {
        let mut checkpoints = Vec::with_capacity(trace.event_count() / CHECKPOINT + 1);
        let mut running = Counts::default();
        // MCTS's tree holds its root from the start; expansions add the rest.
        if trace.mcts.is_some() {
            running.visited = 1;
        }
        let mut cutoff_steps = Vec::new();
        for (i, e) in trace.events().enumerate() {
            if i % CHECKPOINT == 0 {
                checkpoints.push(running);
            }
            running.add_event(&trace, i, e);
            let new_node = trace.tree.enter_step(e.node) as usize == i;
            if trace.is_marked(e.kind, new_node, e.node) {
                cutoff_steps.push(i as u32 + 1);
            }
        }
        checkpoints.push(running);
        let cutoff_kinds = super::cutoff_kinds::cutoff_kinds(&trace).into();
        Playback {
            cutoff_kinds,
            trace,
            step: 0,
            checkpoints: checkpoints.into(),
            cutoff_steps: cutoff_steps.into(),
        }
    }

    /// The recorded search this cursor steps through.
    pub fn trace(&self) -> &Arc<Trace> {
        &self.trace
    }

    /// The events already applied: 0 before the search starts, `len()` at the end.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The number of steps (events).
    pub fn len(&self) -> usize {
        self.trace.event_count()
    }

    /// Whether the trace has no steps at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether every step has been applied.
    pub fn at_end(&self) -> bool {
        self.step == self.len()
    }

    /// Applies the next step; returns false if already at the end.
    pub fn forward(&mut self) -> bool {
        self.seek(self.step + 1)
    }

    /// Takes back the last step; returns false if already at step 0.
    pub fn back(&mut self) -> bool {
        self.step > 0 && self.seek(self.step - 1)
    }

    /// Moves to step `k` (clamped to the end); returns whether the step changed.
    pub fn seek(&mut self, k: usize) -> bool {
        let k = k.min(self.len());
        let moved = k != self.step;
        self.step = k;
        moved
    }

    /// Jumps to just after the next event of interest, if there is one: a cutoff (the minimax
    /// family), a chance node's expectation (expectiminimax), a new node (MCTS).
    pub fn next_cutoff(&mut self) -> bool {
        match self.next_cutoff_step() {
            Some(s) => self.seek(s),
            None => false,
        }
    }

    /// The step [`Self::next_cutoff`] jumps to, if there is one.
    pub fn next_cutoff_step(&self) -> Option<usize> {
        let i = self
            .cutoff_steps
            .partition_point(|&s| s as usize <= self.step);
        self.cutoff_steps.get(i).map(|&s| s as usize)
    }

    /// Jumps to just after the previous event of interest (see [`Self::next_cutoff`]).
    pub fn previous_cutoff(&mut self) -> bool {
        let i = self
            .cutoff_steps
            .partition_point(|&s| (s as usize) < self.step);
        i > 0 && self.seek(self.cutoff_steps[i - 1] as usize)
    }

    /// The event the last step applied (`None` at step 0).
    pub fn event(&self) -> Option<super::Event> {
        self.step.checked_sub(1).map(|i| self.trace.event(i))
    }

    /// The node the viewer should point at: the one the last event is about (for a backup,
    /// the parent that received the value).
    pub fn focus(&self) -> NodeId {
        match self.event() {
            None => self
                .trace
                .iterations
                .first()
                .map_or(NodeId::new(0), |it| it.root),
            Some(e) if e.kind == EventKind::Backup => self.trace.parent(e.node).unwrap_or(e.node),
            Some(e) => e.node,
        }
    }

    /// The call stack, root first: the nodes entered and not yet exited.
    pub fn stack(&self) -> Vec<NodeId> {
        let Some(e) = self.event() else { return vec![] };
        let deepest = match e.kind {
            EventKind::Exit | EventKind::Backup => self.trace.parent(e.node),
            // A new iteration is announced before its root is entered; a re-search is
            // announced by the node just finished.
            EventKind::Iteration | EventKind::Pass => None,
            EventKind::Research => self.trace.parent(e.node),
            _ => Some(e.node),
        };
        deepest.map_or_else(Vec::new, |n| self.trace.ancestry(n))
    }

    /// The cutoffs so far by kind: (at MAX nodes, at MIN nodes, shallow, deep).
    pub fn cutoff_kinds_so_far(&self) -> (u64, u64, u64, u64) {
        let done = self
            .cutoff_kinds
            .partition_point(|k| (k.step as usize) < self.step);
        let so_far = &self.cutoff_kinds[..done];
        let max = so_far
            .iter()
            .filter(|k| k.player == crate::game::Player::Max)
            .count() as u64;
        let shallow = so_far.iter().filter(|k| k.shallow).count() as u64;
        let n = so_far.len() as u64;
        (max, n - max, shallow, n - shallow)
    }

    /// The kind of the cutoff step `step` made (its event index `step − 1`), if it made one.
    pub fn cutoff_kind_at(&self, step: usize) -> Option<super::cutoff_kinds::CutoffKind> {
        let k = step.checked_sub(1)? as u32;
        let i = self.cutoff_kinds.partition_point(|c| c.step < k);
        self.cutoff_kinds.get(i).copied().filter(|c| c.step == k)
    }

    /// Running totals up to the current step.
    pub fn counts(&self) -> Counts {
        let base = self.step / CHECKPOINT;
        let mut c = self.checkpoints[base];
        let first = base * CHECKPOINT;
        for (i, e) in self
            .trace
            .events_from(first)
            .take(self.step - first)
            .enumerate()
        {
            c.add_event(&self.trace, first + i, e);
        }
        c
    }

    fn applied(&self, event_index: u32) -> bool {
        event_index != NEVER && (event_index as usize) < self.step
    }

    /// Has `id`'s value gone up to its parent yet? (Its backup directly follows its exit; a
    /// test that is searched again never goes up.)
    fn backed_up(&self, id: NodeId) -> bool {
        let t = &self.trace.tree;
        let exit = t.exit_step(id);
        exit != NEVER
            && (exit as usize + 1) < self.step
            && t.parent(id).is_some()
            && t.flags(id) & super::flags::RESEARCHED == 0
    }

    /// What node `id` looks like at the current step.
    pub fn state(&self, id: NodeId) -> NodeState {
        if let Some(view) = self.trace.mcts_view() {
            if !view.existed(id, 0) && (self.trace.tree.enter_step(id) as usize) >= self.step {
                return NodeState::Unseen;
            }
            let (visits, wins) = view.visits(id, self.step / 4);
            return NodeState::Counted { visits, wins };
        }
        if let Some(values) = self.trace.chance.as_ref().filter(|c| !c.values.is_empty()) {
            return self.expected_state(id, &values.values);
        }
        let n = self.trace.node(id);
        if !self.applied(n.enter_step) {
            return NodeState::Unseen;
        }
        if n.status == Status::Pruned {
            return NodeState::Pruned;
        }
        if self.applied(n.exit_step) {
            return NodeState::Done {
                value: Value::Int(n.value().unwrap_or(0)),
                bound: n.bound,
            };
        }
        let value = if self.applied(n.enter_step + 1)
            && n.value().is_some()
            && self.trace.tree.children(id).next().is_none()
        {
            n.value() // a leaf or table hit whose value is already known
        } else {
            self.best_so_far(id)
        };
        let (mut alpha, mut beta) = (n.alpha, n.beta);
        // A leaf (or a table answer) has no children whose values could move its window: it
        // keeps the window it was entered with.
        let inner = self.trace.tree.children(id).next().is_some();
        if !self.trace.is_alphabeta() {
            (alpha, beta) = (NEG_INF, INF);
        } else if inner && let Some(v) = value {
            match n.player {
                Player::Max => alpha = alpha.max(v),
                Player::Min => beta = beta.min(v),
            }
        }
        NodeState::Active {
            value: value.map(Value::Int),
            alpha,
            beta,
        }
    }

    /// An expectiminimax node at the current step: finished with its real value, or open with
    /// its value so far (a player's best, or a chance node's weighted sum so far).
    fn expected_state(&self, id: NodeId, values: &super::chance::PerNode) -> NodeState {
        let t = &self.trace.tree;
        if !self.applied(t.enter_step(id)) {
            return NodeState::Unseen;
        }
        let value = values.get(id).map(Value::Real);
        if self.applied(t.exit_step(id)) {
            return NodeState::Done {
                value: value.unwrap_or_default(),
                bound: Bound::Exact,
            };
        }
        let leaf = t.children(id).next().is_none();
        let so_far = if leaf {
            value.filter(|_| self.applied(t.enter_step(id) + 1))
        } else {
            self.expected_so_far(id, values)
        };
        NodeState::Active {
            value: so_far,
            alpha: NEG_INF,
            beta: INF,
        }
    }

    /// The value so far of the open expectiminimax node `id`: over the children backed up, a
    /// chance node's Σ p·v, a player's best.
    fn expected_so_far(&self, id: NodeId, values: &super::chance::PerNode) -> Option<Value> {
        let t = &self.trace.tree;
        let chance = t.flags(id) & flags::CHANCE != 0;
        let player = t.node(id).player;
        let probabilities = self.trace.chance.as_ref().map(|c| &c.probabilities);
        let mut so_far: Option<f64> = None;
        for c in t.children(id).filter(|&c| self.backed_up(c)) {
            let v = values.get(c).unwrap_or(0.0);
            so_far = Some(match so_far {
                _ if chance => {
                    let p = probabilities.and_then(|ps| ps.get(c)).unwrap_or(0.0);
                    so_far.unwrap_or(0.0) + p * v
                }
                None => v,
                Some(s) if player.prefers_real(v, s) => v,
                Some(s) => s,
            });
        }
        so_far.map(Value::Real)
    }

    /// Node `id`'s α/β window at the current step: while open, as [`Self::state`] has it;
    /// once finished, its entry window moved by its value (MAX raises α, MIN lowers β);
    /// `None` before it is reached or when pruned.
    pub fn window(&self, id: NodeId) -> Option<(i64, i64)> {
        let n = self.trace.node(id);
        match self.state(id) {
            NodeState::Active { alpha, beta, .. } => Some((alpha, beta)),
            NodeState::Done { value, .. } => {
                let value = value.int()?;
                Some(match n.player {
                    Player::Max => (n.alpha.max(value), n.beta),
                    Player::Min => (n.alpha, n.beta.min(value)),
                })
            }
            NodeState::Unseen | NodeState::Pruned | NodeState::Counted { .. } => None,
        }
    }

    /// The best value among the children already backed up into `id`.
    pub fn best_so_far(&self, id: NodeId) -> Option<i64> {
        let player = self.trace.node(id).player;
        self.trace
            .tree
            .children(id)
            .filter(|&c| self.backed_up(c))
            .filter_map(|c| self.trace.node(c).value())
            .reduce(|a, b| if player.prefers(b, a) { b } else { a })
    }

    /// Whether the last step just finished the whole search.
    pub fn finished(&self) -> bool {
        self.at_end() && !self.is_empty()
    }
}
