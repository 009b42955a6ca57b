//! The [`Recorder`]: an [`Observer`] that writes every node of a search into a
//! [`Trace`](super::Trace)'s tree, with the steps at which it entered and left it.

use super::chance::ChanceValues;
use super::mcts::MctsBuilder;
use super::tree::Entered;
use super::{EventKind, Iteration, NodeId, Status, TraceNode, TraceTree, flags};
use crate::game::Game;
use crate::search::mcts::UcbTerms;
use crate::search::{Bound, Observer};

/// Builds the recorded tree while the search runs, counting its steps.
pub(crate) struct Recorder {
    pub(super) tree: TraceTree,
    /// Steps taken so far (the next step's number).
    steps: u32,
    pub(super) iterations: Vec<Iteration>,
    /// The open nodes, root first, each with the child added to it last.
    stack: Vec<Open>,
    pending_depth: Option<u32>,
    pending_pass: bool,
    /// Flags for the next node entered (a test or a re-search).
    pending_flags: u16,
    /// The open node is a leaf (its flag, [`flags::TERMINAL`] or [`flags::HEURISTIC`]), with
    /// this value (its key): stored with its exit.
    pending_leaf: Option<(u16, u32)>,
    last_exited: Option<NodeId>,
    depth_limit: Option<u32>,
    /// The most nodes the recording may hold; pruned nodes past it are left out and
    /// `overflowed` says so.
    cap: u64,
    /// Pruned nodes were left out because the recording reached `cap`.
    pub(crate) overflowed: bool,
    /// Explicit trees: each pruned child with the position it stands for (its key), so the
    /// subtree below it is added once, under the last node that pruned it.
    pruned_tops: Vec<(NodeId, u64)>,
    /// The search is over and its nodes are marked as made by it.
    ended: bool,
    /// Games of chance: probabilities under chance nodes; expectiminimax's real values.
    chance: Option<ChanceValues>,
    /// The open nodes' chance probabilities (`None` where a player chooses), beside `stack`.
    throws: Vec<Option<Vec<f64>>>,
    /// Monte Carlo tree search: what each iteration did.
    mcts: Option<MctsBuilder>,
    /// Debug builds log every step as it happens, and check at the end that the steps read
    /// off the tree are exactly these.
    #[cfg(debug_assertions)]
    log: Vec<(EventKind, NodeId)>,
}

/// An open node: entered, not yet left.
#[derive(Clone, Copy)]
struct Open {
    node: NodeId,
    /// The child added to it last ([`NONE`]: none yet).
    last: u32,
}

/// No node.
const NONE: u32 = super::NEVER;

/// Debug builds check at most this many steps (a big search would need the memory).
#[cfg(debug_assertions)]
const LOG_STEPS: usize = 1 << 21;

impl Recorder {
    /// A recorder for a search whose depth limit (if any) is `depth_limit`.
    pub(crate) fn new(depth_limit: Option<u32>) -> Self {
        Recorder {
            tree: TraceTree::new(),
            steps: 0,
            iterations: Vec::new(),
            stack: Vec::new(),
            pending_depth: None,
            pending_pass: false,
            pending_flags: 0,
            pending_leaf: None,
            last_exited: None,
            depth_limit,
            cap: u64::MAX,
            overflowed: false,
            pruned_tops: Vec::new(),
            ended: false,
            chance: None,
            throws: Vec::new(),
            mcts: None,
            #[cfg(debug_assertions)]
            log: Vec::new(),
        }
    }

    /// The same recorder, holding at most `cap` nodes (see `overflowed`).
    pub(crate) fn capped(self, cap: u64) -> Self {
        Recorder { cap, ..self }
    }

    /// Takes the next step's number, for a step of `kind` at `node`.
    fn step(&mut self, kind: EventKind, node: NodeId) -> u32 {
        #[cfg(debug_assertions)]
        if self.log.len() < LOG_STEPS {
            self.log.push((kind, node));
        }
        #[cfg(not(debug_assertions))]
        let _ = (kind, node);
        self.steps += 1;
        self.steps - 1
    }

    /// The id the next node added will get.
    fn next_id(&self) -> NodeId {
        NodeId::new(self.tree.node_count())
    }

    fn top(&self) -> NodeId {
        self.stack
            .last()
            .expect("an observer call outside any node")
            .node
    }

    /// Adds `node` under the open node on top of the stack (or as a root), and opens it.
    #[inline(always)]
    fn open_child(&mut self, node: Entered) -> NodeId {
        let id = match self.stack.last_mut() {
            Some(open) => {
                let id = self
                    .tree
                    .add_entered((open.node.index() as u32, open.last), node);
                open.last = id.index() as u32;
                id
            }
            None => self.tree.add_entered((NONE, NONE), node),
        };
        self.stack.push(Open {
            node: id,
            last: NONE,
        });
        id
    }

    /// Enters a root (of a search, an iteration, a pass or a re-search) of `player`'s, with
    /// `flags` and the window `window`.
    fn enter_root(&mut self, player: crate::game::Player, mut flags: u16, window: (i64, i64)) {
        let first_step = self.steps;
        let again = flags & flags::RESEARCH != 0;
        let depth_limit = match self.pending_depth.take() {
            Some(depth) => {
                flags |= flags::ITERATION;
                self.step(EventKind::Iteration, self.next_id());
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
            flags |= flags::PROBE | flags::PASS;
            self.step(EventKind::Pass, self.next_id());
        }
        let node = Entered {
            depth: 0,
            move_code: 0,
            child_index: 0,
            alpha: window.0,
            beta: window.1,
            enter_step: self.step(EventKind::Enter, self.next_id()),
            bits: Entered::bits(player, flags, false),
        };
        let id = self.open_child(node);
        self.iterations.push(Iteration {
            root: id,
            depth_limit,
            first_step,
        });
    }

    /// Adds the never-entered child `mv` of `parent` (at `game`) after `previous`, marked
    /// pruned at step `step`; for small explicit trees, remembers it so that everything below
    /// it is added at the end (see [`Self::add_pruned_subtrees`]).
    fn add_pruned<G: Game>(
        &mut self,
        game: &mut G,
        (parent, previous): (NodeId, Option<NodeId>),
        index: u32,
        mv: G::Move,
        step: u32,
    ) -> Option<NodeId> {
        if self.tree.node_count() as u64 >= self.cap {
            self.overflowed = true;
            return None;
        }
        game.play(mv);
        let node = Entered {
            depth: u32::from(self.tree.depth(parent)) + 1,
            move_code: G::move_code(mv),
            child_index: index,
            alpha: crate::search::NEG_INF,
            beta: crate::search::INF,
            enter_step: step,
            bits: Entered::bits(game.to_move(), 0, true),
        };
        let previous = previous.map_or(NONE, |p| p.index() as u32);
        let id = self
            .tree
            .add_entered((parent.index() as u32, previous), node);
        if game.show_pruned_subtrees() && !self.ended {
            self.pruned_tops.push((id, game.key()));
        } else if game.show_pruned_subtrees() {
            self.add_pruned_below(game, id, step);
        }
        game.undo(mv);
        Some(id)
    }

    /// Adds everything below the pruned node `id` (at `game`), pruned at `step`.
    fn add_pruned_below<G: Game>(&mut self, game: &mut G, id: NodeId, step: u32) {
        let mut moves = Vec::new();
        game.moves(&mut moves);
        let mut last = None;
        for (i, m) in moves.into_iter().enumerate() {
            last = self
                .add_pruned(game, (id, last), i as u32, m, step)
                .or(last);
        }
    }

    /// For explicit trees: adds the subtree below every pruned child, once per position —
    /// under the last node that pruned it (iterative deepening and MTD(f) prune the same
    /// subtrees again and again, and each copy would cost memory); the earlier ones are
    /// marked [`flags::SHARED`]. `root` is the game at the searched root. Call once, after
    /// the search.
    pub(crate) fn add_pruned_subtrees<G: Game>(&mut self, root: &G) {
        self.tree.end_of_search();
        self.ended = true;
        let tops = std::mem::take(&mut self.pruned_tops);
        let mut last_of: std::collections::HashMap<u64, NodeId> = Default::default();
        for &(id, key) in &tops {
            last_of.insert(key, id);
        }
        for &(id, key) in &tops {
            if last_of.get(&key) != Some(&id) {
                self.tree.add_flags(id, flags::SHARED);
            }
        }
        let mut holders: Vec<NodeId> = last_of.into_values().collect();
        crate::sort::sort(&mut holders);
        for holder in holders {
            let mut codes = Vec::new();
            let mut at = holder;
            while let Some(p) = self.tree.parent(at) {
                codes.push(self.tree.node(at).move_code);
                at = p;
            }
            let mut game = root.clone();
            for &code in codes.iter().rev() {
                match game.move_from_code(code) {
                    Some(m) => game.play(m),
                    None => return,
                }
            }
            let step = self.tree.enter_step(holder);
            self.add_pruned_below(&mut game, holder, step);
        }
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
            self.tree.add_flags(tested, flags::RESEARCHED);
            self.step(EventKind::Research, tested);
        }
        self.pending_flags = flags::RESEARCH;
    }

    #[inline(always)]
    fn enter(&mut self, game: &G, via: Option<(u32, G::Move)>, alpha: i64, beta: i64) {
        let (index, code) = via.map_or((0, 0), |(i, m)| (i, G::move_code(m)));
        let mut flags = std::mem::take(&mut self.pending_flags);
        // Games of chance: a chance node is marked, and each of its children keeps its
        // probability (the minimax family's games have none, and pay nothing for this).
        let mut probability = None;
        if game.has_chance() {
            let throws = game.chance();
            if throws.is_some() {
                flags |= flags::CHANCE;
            }
            probability = self
                .throws
                .last()
                .and_then(|t| t.as_ref())
                .and_then(|p| p.get(index as usize).copied());
            self.throws.push(throws);
        }
        if self.stack.is_empty() {
            self.enter_root(game.to_move(), flags, (alpha, beta));
            return;
        }
        let node = Entered {
            depth: self.stack.len() as u32,
            move_code: code,
            child_index: index,
            alpha,
            beta,
            enter_step: self.step(EventKind::Enter, self.next_id()),
            bits: Entered::bits(game.to_move(), flags, false),
        };
        let id = self.open_child(node);
        if let Some(p) = probability {
            self.chance
                .get_or_insert_with(Default::default)
                .probabilities
                .set(id, p);
        }
    }

    fn reorder(&mut self, _order: &[u32]) {
        let id = self.top();
        self.tree.add_flags(id, flags::REORDERED);
    }

    #[inline(always)]
    fn leaf(&mut self, value: i64, heuristic: bool) {
        let id = self.top();
        let flag = if heuristic {
            flags::HEURISTIC
        } else {
            flags::TERMINAL
        };
        // Stored with the exit that follows (a large value takes its place in the side table
        // now: the leaf's, then the exit's, as the binary form has always kept them).
        self.pending_leaf = Some((flag, self.tree.key(value)));
        self.step(EventKind::Leaf, id);
    }

    fn tt_hit(&mut self, value: i64, bound: Bound) {
        let id = self.top();
        let key = self.tree.key(value);
        self.tree
            .finish_node(id, (key, bound), super::NEVER, flags::TT_HIT);
        self.step(EventKind::TtHit, id);
    }

    #[inline(always)]
    fn backup(&mut self, _child_value: i64, _value: i64) {
        if let Some(child) = self.last_exited {
            self.step(EventKind::Backup, child);
        }
    }

    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        let Some(&Open { node: id, last }) = self.stack.last() else {
            return;
        };
        let mut last = (last != NONE).then(|| NodeId::new(last as usize));
        self.tree.add_flags(id, flags::CUTOFF);
        let step = self.step(EventKind::Cutoff, id);
        let mut game = game.clone();
        for &(index, mv) in skipped {
            last = self
                .add_pruned(&mut game, (id, last), index, mv, step)
                .or(last);
        }
        if let Some(top) = self.stack.last_mut() {
            top.last = last.map_or(NONE, |l| l.index() as u32);
        }
    }

    #[inline(always)]
    fn exit(&mut self, value: i64, bound: Bound) {
        let Some(Open { node: id, .. }) = self.stack.pop() else {
            return;
        };
        if self.throws.len() > self.stack.len() {
            self.throws.pop();
        }
        let step = self.step(EventKind::Exit, id);
        let leaf = self.pending_leaf.take().map_or(0, |(flag, _)| flag);
        let key = self.tree.key(value);
        self.tree.finish_node(id, (key, bound), step, leaf);
        self.last_exited = Some(id);
    }

    fn backup_expected(&mut self, _child_value: f64, _value: f64) {
        if let Some(child) = self.last_exited {
            self.step(EventKind::Backup, child);
        }
    }

    fn exit_expected(&mut self, value: f64) {
        let Some(Open { node: id, .. }) = self.stack.pop() else {
            return;
        };
        if self.throws.len() > self.stack.len() {
            self.throws.pop();
        }
        let step = self.step(EventKind::Exit, id);
        match self.pending_leaf.take() {
            // A leaf keeps its whole value (and its bits) as the minimax family's do.
            Some((flag, leaf)) => self.tree.finish_node(id, (leaf, Bound::Exact), step, flag),
            None => self.tree.set_exit_step(id, step),
        }
        self.chance
            .get_or_insert_with(Default::default)
            .values
            .set(id, value);
        self.last_exited = Some(id);
    }

    fn mcts_root(&mut self, game: &G) {
        let mut node = TraceNode::new(game.to_move(), 0, 0, 0, Status::Visited);
        // The root is there from the start; each other node arrives with its expansion.
        node.enter_step = 0;
        if game.chance().is_some() {
            node.flags |= flags::CHANCE;
        }
        if game.outcome().is_some() {
            node.flags |= flags::TERMINAL;
        }
        let id = self.tree.add(None, None, &node);
        self.iterations.push(Iteration {
            root: id,
            depth_limit: None,
            first_step: 0,
        });
        self.mcts = Some(MctsBuilder::default());
    }

    fn mcts_iteration(&mut self) {
        if let Some(m) = &mut self.mcts {
            m.begin();
            self.steps += 4;
        }
    }

    fn selected(&mut self, node: u32) {
        if let Some(m) = &mut self.mcts {
            m.selected(NodeId::new(node as usize));
        }
    }

    fn select(&mut self, _node: u32, _chosen: u32, _terms: &[UcbTerms]) {}

    fn expand(&mut self, game: &G, parent: u32, index: u32, mv: G::Move, probability: Option<f64>) {
        let parent = NodeId::new(parent as usize);
        let depth = self.tree.depth(parent) + 1;
        let mut node = TraceNode::new(
            game.to_move(),
            depth,
            G::move_code(mv),
            index,
            Status::Visited,
        );
        if game.chance().is_some() {
            node.flags |= flags::CHANCE;
        }
        if game.outcome().is_some() {
            node.flags |= flags::TERMINAL;
        }
        // Its expansion is the second step of this iteration.
        node.enter_step = self.steps.saturating_sub(3);
        let last = match &self.mcts {
            Some(m) => m.last_child(parent),
            None => self.tree.children(parent).last(),
        };
        let id = self.tree.add(Some(parent), last, &node);
        if let Some(m) = &mut self.mcts {
            m.set_last_child(parent, id);
        }
        if let Some(p) = probability {
            self.chance
                .get_or_insert_with(Default::default)
                .probabilities
                .set(id, p);
        }
        if let Some(m) = &mut self.mcts {
            m.expanded(id);
        }
    }

    fn playout(&mut self, moves: &[G::Move], max_reward: f64) {
        if let Some(m) = &mut self.mcts {
            m.playout(moves.iter().map(|&mv| G::move_code(mv)), max_reward);
        }
    }
}

impl Recorder {
    /// The finished trace.
    pub(crate) fn finish(
        self,
        config: crate::search::SearchConfig,
        outcome: super::Outcome,
        game: std::sync::Arc<dyn super::Describe>,
        searched: super::Searched,
    ) -> super::Trace {
        let mut tree = self.tree;
        if !self.ended {
            tree.end_of_search();
        }
        let mcts = self.mcts.map(|m| Box::new(m.finish(config.mcts, &tree)));
        let trace = super::Trace {
            chance: self.chance,
            mcts,
            tree,
            event_count: self.steps as usize,
            iterations: self.iterations,
            config,
            outcome,
            game,
            searched,
            minimax_nodes: None,
            principal_codes: None,
        };
        #[cfg(debug_assertions)]
        for (k, logged) in self.log.iter().enumerate().filter(|_| trace.mcts.is_none()) {
            let read = trace.event(k);
            assert_eq!(
                (read.kind, read.node),
                *logged,
                "step {k} read off the tree differs from the step recorded"
            );
        }
        trace
    }
}
