//! The record of one search: a tree of every node the search entered (and the children its
//! cutoffs skipped, marked pruned), in the order the search made them, from which the ordered
//! list of events is read (the `events` module). Everything the app, the exports and the command line
//! show is read from here. The tree is a petgraph graph (the `graph` module): petgraph's walks,
//! algorithms and DOT writer run on it as it is.

pub mod binary;
pub mod chance;
pub mod code_lines;
mod compact;
pub mod cutoff_kinds;
pub(crate) mod describe;
pub mod dot;
pub(crate) mod events;
pub(crate) mod graph;
pub mod json;
pub(crate) mod json_chance;
pub(crate) mod json_error;
pub(crate) mod json_input;
pub mod json_read;
mod json_read_chance;
mod linked;
pub mod mcts;
pub mod playback;
mod recorded_names;
pub(crate) mod recorder;
mod rows;
pub(crate) mod sizer;
pub(crate) mod tree;
mod tree_bytes;
pub(crate) mod visits;
mod window_walk;

/// Values as every view writes them (defined with the values, which the searches print too).
pub use crate::search::value::{show_real, show_value};
pub use describe::{Describe, GameDescriber, NodeName};
pub use playback::{NodeState, Playback};
pub(crate) use recorder::Recorder;
pub use tree::{TraceTree, TreeFault};

use crate::game::Player;
use crate::search::{Bound, SearchConfig, Stats};
use crate::setup::Scenario;
use petgraph::graph::NodeIndex;
use std::sync::Arc;

/// A node id in a trace (petgraph's index type: an index into [`TraceTree`]).
pub type NodeId = NodeIndex<u32>;

/// Marks a step or value that never happened.
pub const NEVER: u32 = u32::MAX;

/// Most nodes a recording may hold, whatever `--max-nodes` says: at 44 bytes a node at most, a
/// recorded trace stays under 1 GB. The bare search (`--no-trace`) keeps no tree and
/// is bounded by `--max-nodes` alone. A JSON trace read back is held to it too.
pub const MAX_RECORDED_NODES: u64 = 20_000_000;

/// Whether the search entered a node or a cutoff skipped it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The search entered this node.
    Visited,
    /// A cutoff skipped this node (or one of its ancestors): it was never entered.
    Pruned,
}

/// Facts about a node, stored as bits to keep recorded nodes small.
pub mod flags {
    /// A finished game (or a tree leaf).
    pub const TERMINAL: u16 = 1;
    /// Cut off by the depth limit and scored by the evaluation function.
    pub const HEURISTIC: u16 = 2;
    /// Answered by the transposition table.
    pub const TT_HIT: u16 = 4;
    /// Move ordering visited its children out of generation order.
    pub const REORDERED: u16 = 8;
    /// Stopped early because α ≥ β.
    pub const CUTOFF: u16 = 16;
    /// Entered with a null window as a test (PVS's later children, MTD(f)'s passes).
    pub const PROBE: u16 = 32;
    /// A second visit of a position just tested: the test beat its bound, so the search
    /// enters it again with the full window that is left (PVS, aspiration windows).
    pub const RESEARCH: u16 = 64;
    /// A root announced by an `iteration` event (iterative deepening starts a depth).
    pub(crate) const ITERATION: u16 = 128;
    /// A root announced by a `pass` event (an MTD(f) pass).
    pub const PASS: u16 = 256;
    /// A test whose result sends the search back to the same position: a `research` event
    /// follows its exit instead of a backup.
    pub const RESEARCHED: u16 = 512;
    /// A pruned node whose subtree is listed once, under the last iteration that pruned the
    /// same position.
    pub const SHARED: u16 = 1024;
    /// A chance node: a die decides here, no one chooses (its player is the one who moves
    /// after the throw).
    pub(crate) const CHANCE: u16 = 1 << 15;
}

/// One node of the recorded tree as it is read (stored in 20 to 44 bytes by [`TraceTree`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TraceNode {
    /// The window (α, β) the node was entered with; ±∞ as `i64::MIN`/`i64::MAX`.
    pub alpha: i64,
    /// β on entry: the best value MIN is already sure of elsewhere (+∞ as `i64::MAX`).
    pub beta: i64,
    value: i64,
    /// Visited nodes: the index of their `enter` event. Pruned nodes: of the cutoff that
    /// pruned them.
    pub enter_step: u32,
    /// The index of the `exit` event, or [`NEVER`].
    pub exit_step: u32,
    /// The move that led here (see `Game::move_code`).
    pub move_code: u32,
    /// Which child of its parent this is, in generation order.
    pub child_index: u32,
    /// Moves below its iteration's root (the root is 0).
    pub depth: u16,
    /// Whose turn it is here: a MAX node or a MIN node.
    pub player: Player,
    /// Whether the search entered this node or a cutoff skipped it.
    pub status: Status,
    /// Whether the value is exact or only a lower or upper bound (alpha-beta cut it short).
    pub bound: Bound,
    /// Facts about the node: the bits of [`flags`].
    pub(crate) flags: u16,
}

const NO_VALUE: i64 = i64::MIN;

impl TraceNode {
    /// A node with no value and no steps yet, entered with the full window (−∞, +∞).
    pub(crate) fn new(
        player: Player,
        depth: u16,
        move_code: u32,
        child_index: u32,
        status: Status,
    ) -> Self {
        TraceNode {
            alpha: crate::search::NEG_INF,
            beta: crate::search::INF,
            value: NO_VALUE,
            enter_step: NEVER,
            exit_step: NEVER,
            move_code,
            child_index,
            depth,
            player,
            status,
            bound: Bound::Exact,
            flags: 0,
        }
    }

    /// The value the search settled on (maybe only a bound), `None` if never known.
    pub fn value(&self) -> Option<i64> {
        (self.value != NO_VALUE).then_some(self.value)
    }

    /// Sets the value the search settled on (`None`: not known).
    pub(crate) fn set_value(&mut self, v: Option<i64>) {
        self.value = v.unwrap_or(NO_VALUE);
    }

    /// Whether the node carries `flag`, one of the bits of [`flags`].
    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
}

/// What one step of the search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Iterative deepening starts a new iteration at this root.
    Iteration,
    /// The search entered this node, with its (α, β) window.
    Enter,
    /// A leaf's value became known.
    Leaf,
    /// The transposition table answered for this node.
    TtHit,
    /// This node's value went up to its parent (which may raise α or lower β there).
    Backup,
    /// α ≥ β at this node: its remaining children are pruned.
    Cutoff,
    /// The search left this node with its value (exact, or a bound).
    Exit,
    /// A new MTD(f) pass starts at this root, with a null window around its guess.
    Pass,
    /// This node (just finished as a test) came back outside what its window can tell
    /// exactly: the same position is searched again, as the next node entered.
    Research,
    /// Monte Carlo tree search: selection went down by UCB (and dice) to this node.
    Select,
    /// MCTS: expansion added this node (or, where the game is over, added none: the node
    /// selection reached).
    Expand,
    /// MCTS: a random playout from this node to the end of the game.
    Playout,
    /// MCTS: the playout's reward went up from this node to the root.
    Backpropagate,
}

/// One step of the search, as the app steps through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// What the step did.
    pub kind: EventKind,
    /// The node it did it at; for a backup, the child whose value goes up.
    pub node: NodeId,
}

/// One search from the root: a single one, or each iteration of iterative deepening.
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration {
    /// The root node of this search.
    pub root: NodeId,
    /// How deep it searched before the evaluation function took over (`None`: to the end).
    pub depth_limit: Option<u32>,
    /// Index of its first event.
    pub first_step: u32,
}

/// What the search answered, in words (moves as text).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The root's value, from MAX's point of view (an expectation for expectiminimax, the
    /// estimate for MCTS).
    pub root_value: crate::search::Value,
    /// The move chosen at the root, in notation; `None` if the root has no moves.
    pub best_move: Option<String>,
    /// The best line for both sides from the root, in notation.
    pub principal_variation: Vec<String>,
    /// What the search counted.
    pub stats: Stats,
}

/// What a recording is a search of. The title people read is made from it when it is shown
/// (the teach crate words it in the language in force); the recording never stores words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Searched {
    /// A search of this scenario.
    Scenario(Box<Scenario>),
    /// A recording that carries its own title: a trace file read back (the title it holds),
    /// or a game a program searched under a name of its own.
    Titled(String),
}

impl Searched {
    /// The scenario searched, when the recording comes from one.
    pub fn scenario(&self) -> Option<&Scenario> {
        match self {
            Searched::Scenario(s) => Some(s),
            Searched::Titled(_) => None,
        }
    }
}

impl From<Scenario> for Searched {
    fn from(s: Scenario) -> Self {
        Searched::Scenario(Box::new(s))
    }
}

impl From<String> for Searched {
    fn from(title: String) -> Self {
        Searched::Titled(title)
    }
}

impl From<&str> for Searched {
    fn from(title: &str) -> Self {
        Searched::Titled(title.to_string())
    }
}

/// A complete recorded search.
#[derive(Clone)]
pub struct Trace {
    /// Every node the search entered and every child a cutoff skipped, each under its parent.
    pub tree: TraceTree,
    /// How many steps the search took; [`Trace::event`] reads each off the tree and a
    /// [`Playback`] steps through them.
    pub event_count: usize,
    /// One entry per search from the root (several under iterative deepening).
    pub iterations: Vec<Iteration>,
    /// The algorithm and options the search ran with.
    pub config: SearchConfig,
    /// What the search answered.
    pub outcome: Outcome,
    /// Turns move codes back into positions and notation.
    pub game: Arc<dyn Describe>,
    /// What was searched: the scenario, or the title a file or a program gave the recording.
    /// People's title for it is made when it is shown, in the language in force.
    pub searched: Searched,
    /// Nodes plain minimax visits on the same scenario, for comparison (if known).
    pub minimax_nodes: Option<u64>,
    /// The principal variation as move codes (see `Game::move_code`), so the best line is
    /// found in the tree by identity; `None` for traces read from files that lack it.
    pub principal_codes: Option<Vec<u32>>,
    /// Games of chance: each chance child's probability; expectiminimax's real values.
    pub chance: Option<chance::ChanceValues>,
    /// Monte Carlo tree search: its iterations, and N and W at any step.
    pub mcts: Option<Box<mcts::MctsRecord>>,
}

impl Trace {
    /// A Monte Carlo search's view of its tree (N, W, UCB terms at any step); `None` for the
    /// other searches.
    pub fn mcts_view(&self) -> Option<mcts::MctsView<'_>> {
        self.mcts.as_deref().map(|record| mcts::MctsView {
            tree: &self.tree,
            record,
        })
    }

    /// Whether step `kind` at `node` is one the stepper's "next"/"previous" buttons stop after:
    /// a cutoff (the minimax family), a chance node's expectation (expectiminimax), a node
    /// added to the tree (MCTS). `new_node`: the step made `node`.
    pub(crate) fn is_marked(&self, kind: EventKind, new_node: bool, node: NodeId) -> bool {
        match kind {
            EventKind::Cutoff => true,
            EventKind::Exit => self.tree.flags(node) & flags::CHANCE != 0,
            EventKind::Expand => new_node,
            _ => false,
        }
    }

    /// The probability of reaching `id` from its parent, when that parent is a chance node.
    pub fn probability(&self, id: NodeId) -> Option<f64> {
        self.chance.as_ref()?.probabilities.get(id)
    }

    /// Whether a die decides at `id` (no one chooses).
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.tree.flags(id) & flags::CHANCE != 0
    }

    /// The recorded node `id`.
    pub fn node(&self, id: NodeId) -> TraceNode {
        self.tree.node(id)
    }

    /// The node `id` hangs under; `None` at a root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.tree.parent(id)
    }

    /// Children in generation order (visited and pruned alike); a position searched twice
    /// (a re-search) appears twice, the first visit first.
    pub fn children(&self, id: NodeId) -> Vec<NodeId> {
        let mut c: Vec<(u32, u32, NodeId)> = self
            .tree
            .children(id)
            .map(|n| {
                let node = self.tree.node(n);
                (node.child_index, node.enter_step, n)
            })
            .collect();
        crate::sort::sort(&mut c);
        c.into_iter().map(|(_, _, n)| n).collect()
    }

    /// The root of the iteration `id` belongs to.
    pub fn root_of(&self, id: NodeId) -> NodeId {
        let mut n = id;
        while let Some(p) = self.parent(n) {
            n = p;
        }
        n
    }

    /// Nodes from the root down to `id`, both included.
    pub fn ancestry(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = vec![id];
        while let Some(p) = self.parent(*line.last().unwrap_or(&id)) {
            line.push(p);
        }
        line.reverse();
        line
    }

    /// Child indices from the root: a node's path (docs/json-trace.md).
    pub fn path(&self, id: NodeId) -> Vec<u32> {
        self.ancestry(id)
            .iter()
            .skip(1)
            .map(|&n| self.tree.node(n).child_index)
            .collect()
    }

    /// Move codes from the root, for [`Describe`].
    pub fn move_codes(&self, id: NodeId) -> Vec<u32> {
        self.ancestry(id)
            .iter()
            .skip(1)
            .map(|&n| self.tree.node(n).move_code)
            .collect()
    }

    /// The move that led to `id` in notation ("X c2", "take 1", a tree label), `None` at a root.
    pub fn move_text(&self, id: NodeId) -> Option<String> {
        let codes = self.move_codes(id);
        let (&last, before) = codes.split_last()?;
        Some(self.game.move_text(before, last))
    }

    /// What to call a node in sentences: the tree label, or the move leading to it (the teach
    /// crate says it).
    pub fn node_name(&self, id: NodeId) -> NodeName {
        let codes = self.move_codes(id);
        describe::node_name(self.game.as_ref(), &codes)
    }

    /// Whether tree node `id`, named only by its value (move text `#k`), has a sibling of
    /// another child index named alike: sentences then add its index ("3 (#2)").
    pub fn has_unnamed_twin(&self, id: NodeId) -> bool {
        let Some(parent) = self.parent(id) else {
            return false;
        };
        // Two fields of each sibling's row, not the whole node: a wide node asks this of
        // each of its leaves, each time a sentence names one.
        let own = self.tree.child_index(id);
        let siblings: Vec<u32> = self
            .tree
            .children(parent)
            .filter(|&c| self.tree.child_index(c) != own)
            .map(|c| self.tree.move_code(c))
            .collect();
        self.game
            .unnamed_twin(&self.move_codes(parent), self.tree.move_code(id), &siblings)
    }

    /// The iteration that contains step `step` (events index).
    pub fn iteration_at(&self, step: usize) -> usize {
        self.iterations
            .partition_point(|it| it.first_step as usize <= step)
            .saturating_sub(1)
    }

    /// Whether the recorded search narrows windows and cuts: alpha-beta, or PVS and MTD(f)
    /// built on it (not plain minimax).
    pub fn is_alphabeta(&self) -> bool {
        self.config.algorithm.prunes()
    }

    /// For an MTD(f) root (iteration index `it`): which pass of its depth it is, from 1.
    pub fn pass_number(&self, it: usize) -> Option<usize> {
        let root_flags = |i: usize| self.tree.flags(self.iterations[i].root);
        let is_pass = |i: usize| root_flags(i) & flags::PASS != 0;
        if !is_pass(it) {
            return None;
        }
        let starts_depth = |i: usize| root_flags(i) & flags::ITERATION != 0;
        let mut k = it;
        while k > 0 && !starts_depth(k) && is_pass(k - 1) {
            k -= 1;
        }
        Some(it - k + 1)
    }

    /// The nodes of the principal variation in the last iteration, from its root, as far as
    /// the recording entered them.
    pub fn principal_line(&self) -> Vec<NodeId> {
        let Some(last) = self.iterations.last() else {
            return vec![];
        };
        let mut line = vec![last.root];
        let mut at = last.root;
        let steps = match &self.principal_codes {
            Some(codes) => codes.len(),
            None => self.outcome.principal_variation.len(),
        };
        for k in 0..steps {
            // A position searched twice: its last visit has the value.
            let next = self
                .children(at)
                .into_iter()
                .rev()
                .find(|&c| match &self.principal_codes {
                    Some(codes) => self.tree.node(c).move_code == codes[k],
                    None => {
                        self.move_text(c).as_deref()
                            == Some(self.outcome.principal_variation[k].as_str())
                    }
                });
            match next {
                Some(c) if self.tree.visited(c) => {
                    line.push(c);
                    at = c;
                }
                _ => break,
            }
        }
        line
    }
}

/// −v, with +∞ and −∞ trading places (negating `i64::MIN` itself would overflow).
pub(crate) fn negate(v: i64) -> i64 {
    match v {
        crate::search::INF => crate::search::NEG_INF,
        crate::search::NEG_INF => crate::search::INF,
        v => -v,
    }
}

/// A value as the side to move at a `player` node sees it (the negamax view): MAX's as it
/// is, MIN's with its sign flipped, a lower bound turning into an upper one and back.
pub fn side_view(player: Player, value: i64, bound: Bound) -> (i64, Bound) {
    match player {
        Player::Max => (value, bound),
        Player::Min => (
            negate(value),
            match bound {
                Bound::Exact => Bound::Exact,
                Bound::Lower => Bound::Upper,
                Bound::Upper => Bound::Lower,
            },
        ),
    }
}

/// A window (α, β) as the side to move at a `player` node sees it: MIN's (α, β) is
/// (−β, −α) in the negamax view.
pub fn side_window(player: Player, (alpha, beta): (i64, i64)) -> (i64, i64) {
    match player {
        Player::Max => (alpha, beta),
        Player::Min => (negate(beta), negate(alpha)),
    }
}

/// A value with its bound, as every view writes it: "3", "≥ 3" or "≤ 2".
pub fn show_bounded(value: impl Into<crate::search::Value>, bound: Bound) -> String {
    let value = value.into();
    match bound {
        Bound::Exact => show_value(value),
        Bound::Lower => format!("≥ {}", show_value(value)),
        Bound::Upper => format!("≤ {}", show_value(value)),
    }
}
