//! The steps of a search, read off the recorded tree instead of stored one by one: every
//! node's entry and exit steps and flags fix the whole sequence (its iteration and pass
//! announcements, enter, leaf or table answer, its children, cutoff, exit, then the backup
//! or re-search at its parent). [`EventCursor`] walks them in order from any step.

use super::{Event, EventKind, NodeId, Trace, flags};

/// Where a cursor stands: a node and which of its events is next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Iteration,
    Pass,
    Enter,
    Leaf,
    TtHit,
    Cutoff,
    Exit,
    /// The backup into the parent, or the announcement of a re-search.
    After,
}

/// Walks a trace's events in order, each in O(1) on average.
#[derive(Clone)]
pub struct EventCursor<'t> {
    trace: &'t Trace,
    at: Option<(NodeId, Phase)>,
    /// Monte Carlo tree search: the next step (four per iteration, read off its record).
    mcts_step: Option<usize>,
}

impl Trace {
    /// How many steps (events) the search took.
    pub fn event_count(&self) -> usize {
        self.event_count
    }

    /// Step `k` (0-based): what the search did and where. Panics past the end.
    pub fn event(&self, k: usize) -> Event {
        self.events_from(k)
            .next()
            .unwrap_or_else(|| panic!("step {k} of {}", self.event_count))
    }

    /// Step `k` (0-based), or `None` past the end.
    pub fn event_at(&self, k: usize) -> Option<Event> {
        (k < self.event_count).then(|| self.event(k))
    }

    /// Every step, in order.
    pub fn events(&self) -> EventCursor<'_> {
        self.events_from(0)
    }

    /// The steps from `k` on, in order.
    pub fn events_from(&self, k: usize) -> EventCursor<'_> {
        if self.mcts.is_some() {
            return EventCursor {
                trace: self,
                at: None,
                mcts_step: Some(k),
            };
        }
        EventCursor {
            trace: self,
            at: (k < self.event_count).then(|| self.locate(k as u32)),
            mcts_step: None,
        }
    }

    /// Monte Carlo tree search's step `k`: its iteration's selection (at the node it stopped
    /// at), expansion (at the node added, or where the game is over), playout and
    /// backpropagation (both at the node reached).
    fn mcts_event(&self, k: usize) -> Option<Event> {
        let record = self.mcts.as_deref()?;
        let (iteration, phase) = super::mcts::Phase::of_step(k);
        if iteration >= record.len() {
            return None;
        }
        let it = record.iteration(iteration);
        use super::mcts::Phase;
        Some(match phase {
            Phase::Selection => Event {
                kind: EventKind::Select,
                node: it.selected,
            },
            Phase::Expansion => Event {
                kind: EventKind::Expand,
                node: it.reached,
            },
            Phase::Simulation => Event {
                kind: EventKind::Playout,
                node: it.reached,
            },
            Phase::Backpropagation => Event {
                kind: EventKind::Backpropagate,
                node: it.reached,
            },
        })
    }

    /// The first event of iteration root `root`: its announcements, or its entry.
    fn start_of_root(&self, root: NodeId) -> (NodeId, Phase) {
        let f = self.tree.flags(root);
        let phase = if f & flags::ITERATION != 0 {
            Phase::Iteration
        } else if f & flags::PASS != 0 {
            Phase::Pass
        } else {
            Phase::Enter
        };
        (root, phase)
    }

    /// How many announcements come before a root's entry.
    fn announcements(&self, root: NodeId) -> u32 {
        let f = self.tree.flags(root);
        u32::from(f & flags::ITERATION != 0) + u32::from(f & flags::PASS != 0)
    }

    /// Whether a backup or a re-search follows `id`'s exit; `f` is `id`'s flags.
    #[inline(always)]
    fn has_after(&self, id: NodeId, f: u16) -> bool {
        f & flags::RESEARCHED != 0 || self.tree.parent(id).is_some()
    }

    /// The node and phase of step `k` (which must be a step of the trace).
    fn locate(&self, k: u32) -> (NodeId, Phase) {
        let t = &self.tree;
        let found = t.last_entered_by(k);
        // The announcements of the next root come before its entry.
        let next = found.map_or(0, |n| n.index() + 1);
        if next < t.searched() {
            let r = NodeId::new(next);
            if t.parent(r).is_none() && t.enter_step(r) - self.announcements(r) <= k {
                let (root, first) = self.start_of_root(r);
                let skip = k - (t.enter_step(r) - self.announcements(r));
                return (
                    root,
                    match (first, skip) {
                        (Phase::Iteration, 1) => Phase::Pass,
                        (p, _) => p,
                    },
                );
            }
        }
        let Some(mut a) = found else {
            return self.start_of_root(NodeId::new(0));
        };
        while !t.visited(a) {
            match t.parent(a) {
                Some(p) => a = p,
                None => break,
            }
        }
        loop {
            let (e, x, f) = (t.enter_step(a), t.exit_step(a), t.flags(a));
            if k == e {
                return (a, Phase::Enter);
            }
            if k == e + 1 && f & (flags::TERMINAL | flags::HEURISTIC) != 0 {
                return (a, Phase::Leaf);
            }
            if k == e + 1 && f & flags::TT_HIT != 0 {
                return (a, Phase::TtHit);
            }
            if f & flags::CUTOFF != 0 && k + 1 == x {
                return (a, Phase::Cutoff);
            }
            if k == x {
                return (a, Phase::Exit);
            }
            if k == x + 1 && self.has_after(a, f) {
                return (a, Phase::After);
            }
            match t.parent(a) {
                Some(p) => a = p,
                None => {
                    // Past this root's last step: the next root's announcements.
                    let it = self.iterations.partition_point(|i| i.root <= a);
                    let next = self.iterations[it.min(self.iterations.len() - 1)].root;
                    return self.start_of_root(next);
                }
            }
        }
    }
}

impl EventCursor<'_> {
    /// Where the search goes after finishing `id` (its exit and what follows it).
    fn after_node(&self, id: NodeId) -> Option<(NodeId, Phase)> {
        let t = &self.trace.tree;
        match t.parent(id) {
            Some(p) => match t.next_sibling(id).filter(|&s| t.visited(s)) {
                Some(s) => Some((s, Phase::Enter)),
                None if t.flags(p) & flags::CUTOFF != 0 => Some((p, Phase::Cutoff)),
                None => Some((p, Phase::Exit)),
            },
            None => {
                let iterations = &self.trace.iterations;
                let it = iterations.partition_point(|i| i.root <= id);
                iterations.get(it).map(|i| self.trace.start_of_root(i.root))
            }
        }
    }

    /// The step after `id`'s step `phase`; `f` is `id`'s flags.
    #[inline(always)]
    fn advance(&self, id: NodeId, phase: Phase, f: u16) -> Option<(NodeId, Phase)> {
        let t = &self.trace.tree;
        match phase {
            Phase::Iteration if f & flags::PASS != 0 => Some((id, Phase::Pass)),
            Phase::Iteration | Phase::Pass => Some((id, Phase::Enter)),
            Phase::Enter if f & (flags::TERMINAL | flags::HEURISTIC) != 0 => {
                Some((id, Phase::Leaf))
            }
            Phase::Enter if f & flags::TT_HIT != 0 => Some((id, Phase::TtHit)),
            Phase::Enter => match t.children(id).next().filter(|&c| t.visited(c)) {
                Some(c) => Some((c, Phase::Enter)),
                None if f & flags::CUTOFF != 0 => Some((id, Phase::Cutoff)),
                None => Some((id, Phase::Exit)),
            },
            Phase::Leaf | Phase::TtHit | Phase::Cutoff => Some((id, Phase::Exit)),
            Phase::Exit if self.trace.has_after(id, f) => Some((id, Phase::After)),
            Phase::Exit | Phase::After => self.after_node(id),
        }
    }
}

impl Iterator for EventCursor<'_> {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        if let Some(k) = self.mcts_step {
            let e = self.trace.mcts_event(k)?;
            self.mcts_step = Some(k + 1);
            return Some(e);
        }
        let (node, phase) = self.at?;
        let f = self.trace.tree.flags(node);
        let kind = match phase {
            Phase::Iteration => EventKind::Iteration,
            Phase::Pass => EventKind::Pass,
            Phase::Enter => EventKind::Enter,
            Phase::Leaf => EventKind::Leaf,
            Phase::TtHit => EventKind::TtHit,
            Phase::Cutoff => EventKind::Cutoff,
            Phase::Exit => EventKind::Exit,
            Phase::After if f & flags::RESEARCHED != 0 => EventKind::Research,
            Phase::After => EventKind::Backup,
        };
        self.at = self.advance(node, phase, f);
        Some(Event { kind, node })
    }
}
