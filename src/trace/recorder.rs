//! The [`Recorder`]: an [`Observer`] that writes every step of a search into a [`Trace`](super::Trace).
//! [`Sizer`] counts the same steps first, so the recording can reserve exactly what it needs.

use super::{Event, EventKind, Iteration, NodeId, Status, TraceNode, flags};
use crate::game::Game;
use crate::search::{Bound, Observer};
use petgraph::graph::DiGraph;

/// Builds the recorded tree and event list while the search runs.
pub struct Recorder {
    pub(super) tree: DiGraph<TraceNode, (), u32>,
    pub(super) events: Vec<Event>,
    pub(super) iterations: Vec<Iteration>,
    stack: Vec<NodeId>,
    pending_depth: Option<u32>,
    pending_pass: bool,
    /// Flags for the next node entered (a test or a re-search).
    pending_flags: u8,
    last_exited: Option<NodeId>,
    depth_limit: Option<u32>,
    /// The most nodes the recording may hold; pruned nodes past it are left out and
    /// `overflowed` says so.
    cap: u64,
    /// Pruned nodes were left out because the recording reached `cap`.
    pub overflowed: bool,
}

impl Recorder {
    /// A recorder with room for `nodes` nodes and `events` events (see [`Sizer`]).
    pub fn with_capacity(nodes: usize, events: usize, depth_limit: Option<u32>) -> Self {
        Recorder {
            tree: DiGraph::with_capacity(nodes, nodes.saturating_sub(1)),
            events: Vec::with_capacity(events),
            iterations: Vec::new(),
            stack: Vec::new(),
            pending_depth: None,
            pending_pass: false,
            pending_flags: 0,
            last_exited: None,
            depth_limit,
            cap: u64::MAX,
            overflowed: false,
        }
    }

    /// The same recorder, holding at most `cap` nodes (see `overflowed`).
    pub fn capped(self, cap: u64) -> Self {
        Recorder { cap, ..self }
    }

    fn push(&mut self, kind: EventKind, node: NodeId) -> u32 {
        self.events.push(Event { kind, node });
        (self.events.len() - 1) as u32
    }

    fn top(&mut self) -> &mut TraceNode {
        let id = *self
            .stack
            .last()
            .expect("an observer call outside any node");
        &mut self.tree[id]
    }

    /// Adds the never-entered child `mv` of `parent` (at `game`), and for small explicit trees
    /// everything below it, all marked pruned at step `step`.
    fn add_pruned<G: Game>(
        &mut self,
        game: &mut G,
        parent: NodeId,
        index: u32,
        mv: G::Move,
        step: u32,
    ) {
        if self.tree.node_count() as u64 >= self.cap {
            self.overflowed = true;
            return;
        }
        let depth = self.tree[parent].depth + 1;
        game.play(mv);
        let mut node = TraceNode::new(
            game.to_move(),
            depth,
            G::move_code(mv),
            index,
            Status::Pruned,
        );
        node.enter_step = step;
        let id = self.tree.add_node(node);
        self.tree.add_edge(parent, id, ());
        if game.show_pruned_subtrees() {
            let mut moves = Vec::new();
            game.moves(&mut moves);
            for (i, m) in moves.into_iter().enumerate() {
                self.add_pruned(game, id, i as u32, m, step);
            }
        }
        game.undo(mv);
    }
}

impl<G: Game> Observer<G> for Recorder {
    fn iteration(&mut self, depth: u32) {
        self.pending_depth = Some(depth);
    }

    fn pass(&mut self) {
        self.pending_pass = true;
    }

    fn probe(&mut self) {
        self.pending_flags |= flags::PROBE;
    }

    fn research(&mut self, _value: i64) {
        if let Some(tested) = self.last_exited {
            self.push(EventKind::Research, tested);
        }
        self.pending_flags = flags::RESEARCH;
    }

    fn enter(&mut self, game: &G, via: Option<(u32, G::Move)>, alpha: i64, beta: i64) {
        let (index, code) = via.map_or((0, 0), |(i, m)| (i, G::move_code(m)));
        let mut node = TraceNode::new(
            game.to_move(),
            self.stack.len() as u16,
            code,
            index,
            Status::Visited,
        );
        node.alpha = alpha;
        node.beta = beta;
        node.flags = std::mem::take(&mut self.pending_flags);
        let id = self.tree.add_node(node);
        match self.stack.last() {
            Some(&parent) => {
                self.tree.add_edge(parent, id, ());
            }
            None => {
                let first_step = self.events.len() as u32;
                let again = self.tree[id].has(flags::RESEARCH);
                let depth_limit = match self.pending_depth.take() {
                    Some(depth) => {
                        self.push(EventKind::Iteration, id);
                        Some(depth)
                    }
                    // A root searched again keeps its iteration's depth.
                    None if again => self.iterations.last().and_then(|it| it.depth_limit),
                    None => match self.iterations.last() {
                        Some(it) if self.pending_pass => it.depth_limit,
                        _ => self.depth_limit,
                    },
                };
                if std::mem::take(&mut self.pending_pass) {
                    self.tree[id].flags |= flags::PROBE;
                    self.push(EventKind::Pass, id);
                }
                self.iterations.push(Iteration {
                    root: id,
                    depth_limit,
                    first_step,
                });
            }
        }
        self.tree[id].enter_step = self.push(EventKind::Enter, id);
        self.stack.push(id);
    }

    fn reorder(&mut self, _order: &[u32]) {
        self.top().flags |= flags::REORDERED;
    }

    fn leaf(&mut self, value: i64, heuristic: bool) {
        let node = self.top();
        node.set_value(Some(value));
        node.flags |= if heuristic {
            flags::HEURISTIC
        } else {
            flags::TERMINAL
        };
        let id = *self.stack.last().unwrap_or(&NodeId::end());
        self.push(EventKind::Leaf, id);
    }

    fn tt_hit(&mut self, value: i64, bound: Bound) {
        let node = self.top();
        node.set_value(Some(value));
        node.bound = bound;
        node.flags |= flags::TT_HIT;
        let id = *self.stack.last().unwrap_or(&NodeId::end());
        self.push(EventKind::TtHit, id);
    }

    fn backup(&mut self, _child_value: i64, _value: i64) {
        if let Some(child) = self.last_exited {
            self.push(EventKind::Backup, child);
        }
    }

    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        let Some(&id) = self.stack.last() else { return };
        self.tree[id].flags |= flags::CUTOFF;
        let step = self.push(EventKind::Cutoff, id);
        let mut game = game.clone();
        for &(index, mv) in skipped {
            self.add_pruned(&mut game, id, index, mv, step);
        }
    }

    fn exit(&mut self, value: i64, bound: Bound) {
        let Some(id) = self.stack.pop() else { return };
        let step = self.push(EventKind::Exit, id);
        let node = &mut self.tree[id];
        node.set_value(Some(value));
        node.bound = bound;
        node.exit_step = step;
        self.last_exited = Some(id);
    }
}

/// Counts the nodes and events a recording will hold, without recording (a cheap first pass).
#[derive(Default)]
pub struct Sizer {
    /// Nodes the recording will hold, the pruned ones included (counting stops a little past
    /// `cap`).
    pub nodes: u64,
    /// Events the recording will hold.
    pub events: u64,
    /// Past this many nodes the pruned subtrees are no longer walked (0: no cap).
    pub cap: u64,
}

impl Sizer {
    /// A sizer that stops walking pruned subtrees once the count passes `cap`.
    pub fn capped(cap: u64) -> Sizer {
        Sizer {
            cap,
            ..Sizer::default()
        }
    }

    fn over(&self) -> bool {
        self.cap > 0 && self.nodes > self.cap
    }
}

/// The size of the subtree at `game`, counting stops once `budget` is used up.
fn subtree_size<G: Game>(game: &mut G, budget: u64) -> u64 {
    let mut moves = Vec::new();
    game.moves(&mut moves);
    let mut size = 1;
    for m in moves {
        if size > budget {
            break;
        }
        game.play(m);
        size += subtree_size(game, budget - size);
        game.undo(m);
    }
    size
}

impl<G: Game> Observer<G> for Sizer {
    fn iteration(&mut self, _depth: u32) {
        self.events += 1;
    }
    fn pass(&mut self) {
        self.events += 1;
    }
    fn research(&mut self, _value: i64) {
        self.events += 1;
    }
    fn enter(&mut self, _game: &G, _via: Option<(u32, G::Move)>, _alpha: i64, _beta: i64) {
        self.nodes += 1;
        self.events += 2; // enter and exit
    }
    fn leaf(&mut self, _value: i64, _heuristic: bool) {
        self.events += 1;
    }
    fn tt_hit(&mut self, _value: i64, _bound: Bound) {
        self.events += 1;
    }
    fn backup(&mut self, _child_value: i64, _value: i64) {
        self.events += 1;
    }
    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        self.events += 1;
        if game.show_pruned_subtrees() {
            let mut g = game.clone();
            for &(_, m) in skipped {
                if self.over() {
                    return;
                }
                let budget = if self.cap > 0 {
                    self.cap + 1 - self.nodes.min(self.cap)
                } else {
                    u64::MAX
                };
                g.play(m);
                self.nodes += subtree_size(&mut g, budget);
                g.undo(m);
            }
        } else {
            self.nodes += skipped.len() as u64;
        }
    }
}

impl Recorder {
    /// The finished trace.
    pub fn finish(
        self,
        config: crate::search::SearchConfig,
        outcome: super::Outcome,
        game: std::sync::Arc<dyn super::Describe>,
        title: String,
    ) -> super::Trace {
        super::Trace {
            tree: self.tree,
            events: self.events,
            iterations: self.iterations,
            config,
            outcome,
            game,
            title,
            minimax_nodes: None,
            principal_codes: None,
        }
    }
}
