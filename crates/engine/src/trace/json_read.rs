//! Reads a trace written by [`super::json::write_json`] (`gametree search --format json`) back
//! into a [`Trace`] that replays identically: the same nodes, events, iterations, windows and
//! values, so a [`super::Playback`] shows the same thing at every step. Positions and moves
//! are named from the texts the file recorded; positions of games that can be rebuilt from
//! their text (`NamedGame`) are drawn by their own rules.

pub use super::json_error::{EventProblem, NodeProblem, TraceFileError};
pub use super::json_input::{MAX_TRACE_BYTES, read_json, read_json_file, read_json_str};
pub(super) use super::recorded_names::RecordedNames;
use super::{EventKind, Iteration, NEVER, NodeId, Outcome, Status, Trace};
use super::{TraceNode, TraceTree, flags};
use crate::game::Player;
use crate::game::named::TraceGame;
use crate::search::{Bound, INF, NEG_INF, SearchConfig, Stats};
use serde::Deserialize;
use std::sync::Arc;

/// A window edge: a number, or ±∞ written as "-inf"/"+inf" (or null).
#[derive(Deserialize)]
#[serde(untagged)]
enum Edge {
    Number(i64),
    Text(String),
}

/// Who moves at a node, as JSON writes it: a player, or "chance" where a die decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum JsonPlayer {
    Max,
    Min,
    Chance,
}

#[derive(Deserialize)]
pub(super) struct JsonNode {
    pub(super) id: usize,
    pub(super) parent: Option<usize>,
    /// The place among the parent's children (docs/json-trace.md); older files gave the whole
    /// `path`.
    pub(super) index: Option<u32>,
    #[serde(default)]
    path: Vec<u32>,
    pub(super) depth: u16,
    pub(super) player: JsonPlayer,
    #[serde(rename = "move")]
    pub(super) mv: Option<String>,
    pub(super) position: Option<String>,
    #[serde(default = "visited")]
    status: Status,
    pub(super) value: Option<crate::search::Value>,
    bound: Option<String>,
    alpha: Option<Edge>,
    beta: Option<Edge>,
    pub(super) leaf: Option<String>,
    #[serde(default)]
    tt_hit: bool,
    #[serde(default)]
    reordered: bool,
    #[serde(default)]
    probe: bool,
    #[serde(default)]
    research: bool,
    #[serde(default)]
    shared: bool,
    pub(super) code: Option<u32>,
    /// Games of chance: the probability of reaching the node from its chance parent.
    pub(super) probability: Option<f64>,
    /// Expectiminimax: scored by the evaluation at the depth limit.
    #[serde(default)]
    pub(super) heuristic: bool,
    /// MCTS: N and W at the end (checked against the replay).
    pub(super) visits: Option<u32>,
    pub(super) wins: Option<f64>,
}

fn visited() -> Status {
    Status::Visited
}

#[derive(Deserialize)]
pub(super) struct JsonEvent {
    pub(super) step: usize,
    pub(super) kind: EventKind,
    pub(super) node: usize,
    #[serde(default)]
    pruned: Vec<usize>,
    depth: Option<u32>,
    /// MCTS: whether expansion added a node.
    pub(super) added: Option<bool>,
    /// MCTS: the playout's moves as codes, and MAX's reward.
    pub(super) codes: Option<Vec<u32>>,
    pub(super) reward: Option<f64>,
}

#[derive(Deserialize)]
pub(super) struct JsonTrace {
    pub(super) scenario: String,
    /// "expectiminimax" or "mcts"; absent for the minimax family.
    pub(super) algorithm: Option<String>,
    pub(super) root_value: crate::search::Value,
    pub(super) best_move: Option<String>,
    pub(super) principal_variation: Vec<String>,
    pub(super) stats: Stats,
    /// MCTS: "win_draw_loss" or "leaf_values".
    pub(super) rewards: Option<String>,
    pub(super) config: Option<SearchConfig>,
    pub(super) game: Option<TraceGame>,
    minimax_nodes: Option<u64>,
    principal_codes: Option<Vec<u32>>,
    pub(super) nodes: Vec<JsonNode>,
    pub(super) events: Vec<JsonEvent>,
}

/// The order a search's events must come in: a node is entered below the node being searched
/// (or as a root when none is), leaves, table hits and cutoffs happen at the node being
/// searched, a node exits only when it is the one being searched, and a backup sends up the
/// node that just exited to its parent.
#[derive(Default)]
struct Nesting {
    stack: Vec<usize>,
    last_exited: Option<usize>,
}

impl Nesting {
    fn follow(
        &mut self,
        kind: EventKind,
        node: usize,
        parent: Option<usize>,
    ) -> Result<(), EventProblem> {
        let top = self.stack.last().copied();
        match kind {
            EventKind::Iteration | EventKind::Pass if top.is_some() => {
                Err(EventProblem::IterationDuringSearch)
            }
            EventKind::Iteration | EventKind::Pass => Ok(()),
            EventKind::Research if self.last_exited != Some(node) || parent != top => {
                Err(EventProblem::ResearchUntested)
            }
            EventKind::Enter if parent != top => Err(EventProblem::EnterStranger),
            EventKind::Enter => {
                self.stack.push(node);
                Ok(())
            }
            EventKind::Leaf | EventKind::TtHit | EventKind::Cutoff if top != Some(node) => {
                Err(EventProblem::EventElsewhere)
            }
            EventKind::Exit if top != Some(node) => Err(EventProblem::ExitElsewhere),
            EventKind::Exit => {
                self.stack.pop();
                self.last_exited = Some(node);
                Ok(())
            }
            EventKind::Backup if self.last_exited != Some(node) || parent != top => {
                Err(EventProblem::BackupUnfound)
            }
            _ => Ok(()),
        }
    }
}

/// Longest text kept from a file for a title, a move or a position, in characters: a crafted
/// file cannot make the window lay out megabytes of text.
pub(crate) const MAX_TEXT_CHARS: usize = 300;

/// `text` shortened to [`MAX_TEXT_CHARS`] (with "…") and made printable.
pub(super) fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(MAX_TEXT_CHARS).collect();
    if text.chars().nth(MAX_TEXT_CHARS).is_some() {
        out.push('…');
    }
    crate::game::printable(&out)
}

fn edge(
    e: &Option<Edge>,
    default: i64,
    what: &'static str,
    id: usize,
) -> Result<i64, TraceFileError> {
    match e {
        None => Ok(default),
        Some(Edge::Number(v)) => Ok(*v),
        Some(Edge::Text(t)) => match t.as_str() {
            "+inf" | "inf" | "+∞" => Ok(INF),
            "-inf" | "-∞" => Ok(NEG_INF),
            _ => Err(TraceFileError::Node {
                node: id,
                problem: NodeProblem::EdgeNotNumber {
                    edge: what,
                    text: crate::game::shown_text(t),
                },
            }),
        },
    }
}

/// Builds the trace the file `raw` recorded.
pub(super) fn build(raw: JsonTrace) -> Result<Trace, TraceFileError> {
    match raw.algorithm.as_deref() {
        Some("expectiminimax") => return super::json_read_chance::build_expectiminimax(raw),
        Some("mcts") => return super::json_read_chance::build_mcts(raw),
        _ => {}
    }
    let config = raw.config.clone().ok_or(TraceFileError::NoConfig)?;
    check_size(&raw)?;
    let (mut tree, names) = read_nodes(&raw)?;
    let iterations = read_events(&raw, &mut tree, config.depth)?;
    inherit_pruned(&raw, &mut tree)?;
    if iterations.is_empty() {
        return Err(TraceFileError::NoSearch);
    }
    let linked = link(&raw, &tree, first_unsearched(&tree));
    drop(tree);
    let trace = Trace {
        tree: linked,
        event_count: raw.events.len(),
        iterations,
        config,
        outcome: outcome(&raw),
        game: Arc::new(names),
        searched: super::Searched::Titled(clip(&raw.scenario)),
        minimax_nodes: raw.minimax_nodes,
        principal_codes: raw.principal_codes.clone(),
        chance: None,
        mcts: None,
    };
    trace
        .tree
        .check()
        .map_err(|fault| node_err(0, NodeProblem::Tree(fault)))?;
    check_steps(&trace, &raw)?;
    Ok(trace)
}

/// A file with no node, or with more nodes or events than a recording can hold, is refused.
pub(super) fn check_size(raw: &JsonTrace) -> Result<(), TraceFileError> {
    let n = raw.nodes.len();
    if n == 0 {
        return Err(TraceFileError::NoNodes);
    }
    let limit = super::MAX_RECORDED_NODES;
    if n as u64 > limit || raw.events.len() > u32::MAX as usize / 2 {
        return Err(TraceFileError::TooManyNodes { nodes: n, limit });
    }
    Ok(())
}

/// The search's outcome as the file gives it.
pub(super) fn outcome(raw: &JsonTrace) -> Outcome {
    Outcome {
        root_value: raw.root_value,
        best_move: raw.best_move.clone(),
        principal_variation: raw.principal_variation.clone(),
        stats: raw.stats.clone(),
    }
}

/// A problem with node `node` of the file.
pub(super) fn node_err(node: usize, problem: NodeProblem) -> TraceFileError {
    TraceFileError::Node { node, problem }
}

/// A problem with event `event` of the file.
pub(super) fn event_err(event: usize, problem: EventProblem) -> TraceFileError {
    TraceFileError::Event { event, problem }
}

/// Event `i` must say it is step `i` and name one of the file's `n` nodes.
pub(super) fn check_event(i: usize, je: &JsonEvent, n: usize) -> Result<(), TraceFileError> {
    if je.step != i {
        return Err(event_err(i, EventProblem::BadStep { step: je.step }));
    }
    if je.node >= n {
        return Err(event_err(
            i,
            EventProblem::BadNode {
                node: je.node,
                nodes: n,
            },
        ));
    }
    Ok(())
}

/// Keeps a node's move and position, as the file names them.
pub(super) fn keep_names(names: &mut RecordedNames, jn: &JsonNode) {
    names.moves.push(clip(jn.mv.as_deref().unwrap_or_default()));
    names
        .positions
        .push(clip(jn.position.as_deref().unwrap_or_default()));
}

/// One node of a minimax-family file: its player, window, value, bound and flags.
fn read_node(jn: &JsonNode, i: usize) -> Result<TraceNode, TraceFileError> {
    let child_index = jn.index.or(jn.path.last().copied()).unwrap_or(0);
    let code = jn.code.unwrap_or(child_index);
    let player = match jn.player {
        JsonPlayer::Max => Player::Max,
        JsonPlayer::Min => Player::Min,
        JsonPlayer::Chance => return Err(node_err(i, NodeProblem::ChanceInMinimax)),
    };
    let mut node = TraceNode::new(player, jn.depth, code, child_index, jn.status);
    if jn.status == Status::Visited {
        node.alpha = edge(&jn.alpha, NEG_INF, "alpha", i)?;
        node.beta = edge(&jn.beta, INF, "beta", i)?;
    }
    let value = match jn.value {
        Some(v) => Some(v.int().ok_or(node_err(i, NodeProblem::RealInMinimax))?),
        None => None,
    };
    node.set_value(value);
    node.bound = match jn.bound.as_deref() {
        None | Some("exact") => Bound::Exact,
        Some("lower") => Bound::Lower,
        Some("upper") => Bound::Upper,
        Some(b) => {
            let bound = crate::game::shown_text(b);
            return Err(node_err(i, NodeProblem::BadBound { bound }));
        }
    };
    node.flags |= match jn.leaf.as_deref() {
        Some("terminal") => flags::TERMINAL,
        Some("heuristic") => flags::HEURISTIC,
        _ => 0,
    };
    for (on, flag) in [
        (jn.tt_hit, flags::TT_HIT),
        (jn.reordered, flags::REORDERED),
        (jn.probe, flags::PROBE),
        (jn.research, flags::RESEARCH),
        (jn.shared, flags::SHARED),
    ] {
        if on {
            node.flags |= flag;
        }
    }
    Ok(node)
}

/// The nodes, each below its parent, and the names of their moves and positions.
fn read_nodes(raw: &JsonTrace) -> Result<(Vec<TraceNode>, RecordedNames), TraceFileError> {
    let n = raw.nodes.len();
    let mut tree: Vec<TraceNode> = Vec::with_capacity(n);
    let mut names = RecordedNames::new(n, raw.game.clone());
    for (i, jn) in raw.nodes.iter().enumerate() {
        if jn.id != i {
            return Err(node_err(i, NodeProblem::BadId { id: jn.id }));
        }
        let node = read_node(jn, i)?;
        let code = node.move_code;
        tree.push(node);
        match jn.parent {
            Some(p) if p < i => {
                if tree[p].depth.checked_add(1) != Some(jn.depth) {
                    return Err(node_err(i, NodeProblem::NotBelowParent { parent: p }));
                }
                names.children[p].push((code, i as u32));
            }
            Some(p) => {
                return Err(node_err(i, NodeProblem::ParentAfter { parent: p }));
            }
            None => {
                if jn.depth != 0 {
                    return Err(node_err(i, NodeProblem::RootDepth { depth: jn.depth }));
                }
                names.roots.push(i as u32);
            }
        }
        keep_names(&mut names, jn);
    }
    Ok((tree, names))
}

/// The events, nested as a search makes them: the steps each node is entered and left at, its
/// cutoffs, and the iterations (roots searched), `depth` being the configured depth limit.
fn read_events(
    raw: &JsonTrace,
    tree: &mut [TraceNode],
    depth: Option<u32>,
) -> Result<Vec<Iteration>, TraceFileError> {
    let n = raw.nodes.len();
    let mut iterations = Vec::new();
    let mut pending_depth: Option<Option<u32>> = None;
    let mut nesting = Nesting::default();
    for (i, je) in raw.events.iter().enumerate() {
        check_event(i, je, n)?;
        let node = NodeId::new(je.node);
        let is_root = raw.nodes[je.node].parent.is_none();
        nesting
            .follow(je.kind, je.node, raw.nodes[je.node].parent)
            .map_err(|problem| event_err(i, problem))?;
        match je.kind {
            EventKind::Iteration => {
                if !is_root {
                    return Err(event_err(i, EventProblem::IterationNotRoot));
                }
                pending_depth = Some(je.depth);
                tree[je.node].flags |= flags::ITERATION;
                iterations.push(Iteration {
                    root: node,
                    depth_limit: je.depth,
                    first_step: i as u32,
                });
            }
            EventKind::Enter => {
                if tree[je.node].status != Status::Visited || tree[je.node].enter_step != NEVER {
                    return Err(event_err(i, EventProblem::EntersTwice { node: je.node }));
                }
                tree[je.node].enter_step = i as u32;
                if is_root && pending_depth.take().is_none() {
                    // A root searched again keeps its iteration's depth.
                    let depth_limit = match iterations.last() {
                        Some(it) if tree[je.node].has(flags::RESEARCH) => it.depth_limit,
                        _ => depth,
                    };
                    iterations.push(Iteration {
                        root: node,
                        depth_limit,
                        first_step: i as u32,
                    });
                }
            }
            EventKind::Pass => {
                if !is_root {
                    return Err(event_err(i, EventProblem::PassNotRoot));
                }
                tree[je.node].flags |= flags::PASS;
                if pending_depth.is_none() {
                    let depth_limit = iterations.last().map_or(depth, |it| it.depth_limit);
                    pending_depth = Some(depth_limit);
                    iterations.push(Iteration {
                        root: node,
                        depth_limit,
                        first_step: i as u32,
                    });
                }
            }
            EventKind::Exit => tree[je.node].exit_step = i as u32,
            EventKind::Cutoff => {
                tree[je.node].flags |= flags::CUTOFF;
                for &p in &je.pruned {
                    if p >= n || raw.nodes[p].parent != Some(je.node) {
                        return Err(event_err(
                            i,
                            EventProblem::PrunesStranger {
                                pruned: p,
                                node: je.node,
                            },
                        ));
                    }
                    tree[p].enter_step = i as u32;
                }
            }
            EventKind::Research => tree[je.node].flags |= flags::RESEARCHED,
            _ => {}
        }
    }
    if !nesting.stack.is_empty() {
        return Err(event_err(raw.events.len(), EventProblem::NeverExited));
    }
    Ok(iterations)
}

/// Nodes inside a pruned subtree were pruned by the same cutoff as its top.
fn inherit_pruned(raw: &JsonTrace, tree: &mut [TraceNode]) -> Result<(), TraceFileError> {
    let n = raw.nodes.len();
    for i in 0..n {
        if tree[i].status == Status::Pruned && tree[i].enter_step == NEVER {
            match raw.nodes[i].parent {
                Some(p) if tree[p].status == Status::Pruned => {
                    tree[i].enter_step = tree[p].enter_step;
                }
                _ => {
                    return Err(node_err(i, NodeProblem::Unpruned));
                }
            }
        }
    }
    Ok(())
}

/// The first node entered before the one stored ahead of it (the nodes after it were not made
/// by the search), or the number of nodes when every node is in order.
fn first_unsearched(tree: &[TraceNode]) -> usize {
    (1..tree.len())
        .find(|&i| tree[i - 1].enter_step > tree[i].enter_step)
        .unwrap_or(tree.len())
}

/// The tree, linked in the order the file stores it (parents before children, children in
/// file order); the search ends before node `searched` (after the last node when it is the
/// number of nodes).
pub(super) fn link(raw: &JsonTrace, tree: &[TraceNode], searched: usize) -> TraceTree {
    let n = raw.nodes.len();
    let mut linked = TraceTree::new();
    let mut last_child: Vec<Option<NodeId>> = vec![None; n];
    for (i, node) in tree.iter().enumerate() {
        if i == searched {
            linked.end_of_search();
        }
        let parent = raw.nodes[i].parent;
        let id = linked.add(
            parent.map(NodeId::new),
            parent.and_then(|p| last_child[p]),
            node,
        );
        if let Some(p) = parent {
            last_child[p] = Some(id);
        }
    }
    if searched >= tree.len() {
        linked.end_of_search();
    }
    linked
}

/// The steps the linked tree makes must be exactly the file's events.
pub(super) fn check_steps(trace: &Trace, raw: &JsonTrace) -> Result<(), TraceFileError> {
    let raw_events = raw.events.iter().map(|e| (e.kind, e.node));
    for (i, (derived, je)) in trace.events().zip(raw_events).enumerate() {
        if derived.kind != je.0 || derived.node.index() != je.1 {
            return Err(event_err(
                i,
                EventProblem::StepDiffers {
                    step: i,
                    derived: derived.kind,
                    derived_node: derived.node.index(),
                    kind: je.0,
                    node: je.1,
                },
            ));
        }
    }
    Ok(())
}
