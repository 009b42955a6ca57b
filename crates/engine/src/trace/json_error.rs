//! Why a JSON trace could not be read back, as values: [`TraceFileError`] says where (the
//! file, a node, an event) and [`NodeProblem`] / [`EventProblem`] what, with the facts as
//! fields. Their `Display` is a terse English line for logs; the teach crate says them.

use super::EventKind;
use super::tree::TreeFault;
use crate::files::FileKind;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a JSON trace could not be read back.
#[derive(Clone, Debug, thiserror::Error)]
pub enum TraceFileError {
    /// The file cannot be opened or read.
    #[error("cannot read {}: {source}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: Arc<std::io::Error>,
    },
    /// The path is a directory, a pipe, a device or a socket: refused before opening it.
    #[error("cannot read {}: it is {kind}", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is instead.
        kind: FileKind,
    },
    /// The file's content is wrong.
    #[error("{} is not a trace: {error}", path.display())]
    InFile {
        /// The file.
        path: PathBuf,
        /// What is wrong with its content.
        #[source]
        error: Box<TraceFileError>,
    },
    /// Over [`MAX_TRACE_BYTES`](super::json_read::MAX_TRACE_BYTES).
    #[error("it is larger than {limit} bytes")]
    TooLarge {
        /// [`MAX_TRACE_BYTES`](super::json_read::MAX_TRACE_BYTES).
        limit: u64,
    },
    /// Not JSON of the trace's shape.
    #[error("{message}")]
    Json {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column of the fault.
        column: usize,
        /// serde_json's description, one line.
        message: String,
    },
    /// Written by an older version without `config`.
    #[error("it has no \"config\"")]
    NoConfig,
    /// No nodes at all.
    #[error("it has no nodes")]
    NoNodes,
    /// Over the recording cap.
    #[error("it has {nodes} nodes, more than {limit}")]
    TooManyNodes {
        /// Nodes in the file.
        nodes: usize,
        /// [`super::MAX_RECORDED_NODES`].
        limit: u64,
    },
    /// A node that contradicts the rest.
    #[error("node {node}: {problem}")]
    Node {
        /// The node's id.
        node: usize,
        /// What is wrong with it.
        problem: NodeProblem,
    },
    /// An event that contradicts the rest.
    #[error("event {event}: {problem}")]
    Event {
        /// The event's step.
        event: usize,
        /// What is wrong with it.
        problem: EventProblem,
    },
    /// No event enters a root.
    #[error("it has no search (no event enters a root)")]
    NoSearch,
}

/// What is wrong with one node of a JSON trace.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NodeProblem {
    /// A window edge that is neither a number nor ±∞.
    #[error("{edge} {text:?} is not a number, \"-inf\" or \"+inf\"")]
    EdgeNotNumber {
        /// Which edge: `alpha` or `beta` (the field's name).
        edge: &'static str,
        /// The text found, escaped and shortened.
        text: String,
    },
    /// An id out of sequence.
    #[error("it has id {id}; ids count up from 0")]
    BadId {
        /// The id the file gives.
        id: usize,
    },
    /// A bound other than exact, lower or upper.
    #[error("bound {bound:?} is not \"exact\", \"lower\" or \"upper\"")]
    BadBound {
        /// The bound found, escaped and shortened.
        bound: String,
    },
    /// A depth that is not its parent's plus one.
    #[error("it is not one level below its parent {parent}")]
    NotBelowParent {
        /// The parent's id.
        parent: usize,
    },
    /// A parent that comes after its child.
    #[error("it has parent {parent}, which comes after it")]
    ParentAfter {
        /// The parent's id.
        parent: usize,
    },
    /// A root below depth 0.
    #[error("it has no parent but depth {depth}")]
    RootDepth {
        /// The depth the file gives.
        depth: u16,
    },
    /// Pruned, but no cutoff prunes it.
    #[error("it is pruned but no cutoff prunes it")]
    Unpruned,
    /// The tree's links are wrong.
    #[error("{0}")]
    Tree(TreeFault),
    /// A chance node in a minimax family recording (only expectiminimax and MCTS have them).
    #[error("a chance node in a search that has no rule for a throw")]
    ChanceInMinimax,
    /// A fractional value in a minimax family recording (its values are whole numbers).
    #[error("a value that is not a whole number")]
    RealInMinimax,
    /// A node of a chance or MCTS recording that does not fit the rest (its probability, its
    /// N and W against the iterations, its place in the order the tree grew).
    #[error("it does not fit the search recorded")]
    Inconsistent,
}

/// What is wrong with one event of a JSON trace.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventProblem {
    /// A step out of sequence.
    #[error("it says it is step {step}; steps count up from 0")]
    BadStep {
        /// The step the file gives.
        step: usize,
    },
    /// A node id past the last node.
    #[error("it names node {node}, but there are {nodes} nodes")]
    BadNode {
        /// The id named.
        node: usize,
        /// Nodes in the file.
        nodes: usize,
    },
    /// An iteration that starts below a root.
    #[error("an iteration must start at a root")]
    IterationNotRoot,
    /// A node entered twice, or a pruned one entered.
    #[error("it enters node {node} twice or a pruned node")]
    EntersTwice {
        /// The node.
        node: usize,
    },
    /// An MTD(f) pass that starts below a root.
    #[error("an MTD(f) pass must start at a root")]
    PassNotRoot,
    /// A cutoff that prunes another node's child.
    #[error("it prunes {pruned}, which is not a child of node {node}")]
    PrunesStranger {
        /// The node pruned.
        pruned: usize,
        /// The node that cut off.
        node: usize,
    },
    /// The search ends with nodes entered and never exited.
    #[error("the search ends with nodes still entered and never exited")]
    NeverExited,
    /// An event other than the one the tree implies.
    #[error(
        "the tree says step {step} is {derived:?} at node {derived_node}, the file says {kind:?} at node {node}"
    )]
    StepDiffers {
        /// The step.
        step: usize,
        /// What the tree implies.
        derived: EventKind,
        /// Where the tree implies it.
        derived_node: usize,
        /// What the file says.
        kind: EventKind,
        /// Where the file says it.
        node: usize,
    },
    /// An iteration or pass while a search is under way.
    #[error("an iteration starts while a search is still under way")]
    IterationDuringSearch,
    /// A re-search of a node that was not just tested.
    #[error("it searches again a node that was not just tested")]
    ResearchUntested,
    /// A node entered that is not a child of the node being searched.
    #[error("it enters a node that is not a child of the node being searched")]
    EnterStranger,
    /// A leaf, table hit or cutoff away from the node being searched.
    #[error("it happens at a node that is not the one being searched")]
    EventElsewhere,
    /// An exit of a node that is not the one being searched.
    #[error("it exits a node that is not the one being searched")]
    ExitElsewhere,
    /// A backup of a value that was not just found.
    #[error("it backs up a value that was not just found")]
    BackupUnfound,
}
