//! Reads expectiminimax and Monte Carlo tree search recordings back from their JSON
//! ([`super::json_chance`]) into a [`Trace`] that replays exactly: the same tree, values and
//! probabilities; for expectiminimax the very steps the tree implies, for MCTS the same
//! iterations, whose replayed N and W must be the ones the file gives.

use super::json_error::{EventProblem, NodeProblem, TraceFileError};
use super::json_read::{JsonNode, JsonPlayer, JsonTrace, RecordedNames, clip};
use super::json_read::{check_event, check_size, check_steps, event_err, keep_names, node_err};
use super::json_read::{link, outcome};
use super::mcts::MctsBuilder;
use super::{EventKind, Iteration, NodeId, Status, Trace, TraceNode, TraceTree, flags};
use crate::game::Player;
use crate::search::mcts::Rewards;
use std::sync::Arc;

/// The player to move at each node: as written, and at a chance node the one who moves after
/// the throw (its children's player; with no child, the opponent of its parent's; at a childless
/// root, MAX).
fn players(nodes: &[JsonNode]) -> Vec<Player> {
    let as_player = |p: JsonPlayer| match p {
        JsonPlayer::Max => Some(Player::Max),
        JsonPlayer::Min => Some(Player::Min),
        JsonPlayer::Chance => None,
    };
    let mut child_player: Vec<Option<Player>> = vec![None; nodes.len()];
    for n in nodes.iter().rev() {
        if let (Some(p), Some(parent)) = (n.parent, as_player(n.player).or(child_player[n.id]))
            && p < nodes.len()
        {
            child_player[p].get_or_insert(parent);
        }
    }
    let mut out: Vec<Player> = Vec::with_capacity(nodes.len());
    for (i, n) in nodes.iter().enumerate() {
        let parent = n.parent.filter(|&p| p < i).map(|p| out[p]);
        out.push(
            as_player(n.player)
                .or(child_player[i])
                .or(parent.map(Player::other))
                .unwrap_or(Player::Max),
        );
    }
    out
}

/// The nodes as stored (not yet linked), and their names; checks ids, parents and depths.
fn read_nodes(raw: &JsonTrace) -> Result<(Vec<TraceNode>, RecordedNames), TraceFileError> {
    check_size(raw)?;
    let n = raw.nodes.len();
    let players = players(&raw.nodes);
    let mut names = RecordedNames::new(n, raw.game.clone());
    let mut tree: Vec<TraceNode> = Vec::with_capacity(n);
    for (i, jn) in raw.nodes.iter().enumerate() {
        if jn.id != i {
            return Err(node_err(i, NodeProblem::BadId { id: jn.id }));
        }
        let child_index = jn.index.unwrap_or(0);
        let code = jn.code.unwrap_or(child_index);
        let mut node = TraceNode::new(players[i], jn.depth, code, child_index, Status::Visited);
        if jn.player == JsonPlayer::Chance {
            node.flags |= flags::CHANCE;
        }
        match jn.parent {
            Some(p) if p < i => {
                if tree[p].depth.checked_add(1) != Some(jn.depth) {
                    return Err(node_err(i, NodeProblem::NotBelowParent { parent: p }));
                }
                let under_chance = tree[p].has(flags::CHANCE);
                let p_ok = jn.probability.is_some_and(|q| q > 0.0 && q <= 1.0);
                if under_chance != p_ok {
                    return Err(node_err(i, NodeProblem::Inconsistent));
                }
                names.children[p].push((code, i as u32));
            }
            Some(p) => return Err(node_err(i, NodeProblem::ParentAfter { parent: p })),
            None if jn.depth != 0 || i != 0 => {
                return Err(node_err(i, NodeProblem::RootDepth { depth: jn.depth }));
            }
            None => names.roots.push(i as u32),
        }
        keep_names(&mut names, jn);
        tree.push(node);
    }
    Ok((tree, names))
}

/// Links stored nodes into a tree (parents before children, children in file order), all of
/// them made by the search, and checks it.
fn link_all(nodes: &[TraceNode], raw: &JsonTrace) -> Result<TraceTree, TraceFileError> {
    let linked = link(raw, nodes, nodes.len());
    linked
        .check()
        .map_err(|fault| node_err(0, NodeProblem::Tree(fault)))?;
    Ok(linked)
}

/// The per-node probabilities the file gives.
fn probabilities(raw: &JsonTrace) -> super::chance::PerNode {
    super::chance::PerNode::from_raw(
        raw.nodes
            .iter()
            .map(|n| n.probability.unwrap_or(f64::NAN))
            .collect(),
    )
}

/// The trace of a chance or MCTS file, one iteration from the root, without its chance
/// values or MCTS record.
fn trace_of(raw: &JsonTrace, tree: TraceTree, names: RecordedNames, events: usize) -> Trace {
    Trace {
        tree,
        event_count: events,
        iterations: vec![Iteration {
            root: NodeId::new(0),
            depth_limit: raw.config.as_ref().and_then(|c| c.depth),
            first_step: 0,
        }],
        config: raw.config.clone().unwrap_or_default(),
        outcome: outcome(raw),
        game: Arc::new(names),
        searched: super::Searched::Titled(clip(&raw.scenario)),
        minimax_nodes: None,
        principal_codes: None,
        chance: None,
        mcts: None,
    }
}

/// An expectiminimax recording: its tree, each node's real value, and its steps, which must be
/// exactly the ones its tree implies.
pub(super) fn build_expectiminimax(raw: JsonTrace) -> Result<Trace, TraceFileError> {
    if raw.config.is_none() {
        return Err(TraceFileError::NoConfig);
    }
    let (mut nodes, names) = read_nodes(&raw)?;
    let n = nodes.len();
    let mut entered = vec![false; n];
    let mut open: Vec<usize> = Vec::new();
    for (i, je) in raw.events.iter().enumerate() {
        check_event(i, je, n)?;
        match je.kind {
            EventKind::Enter => {
                if entered[je.node] {
                    return Err(event_err(i, EventProblem::EntersTwice { node: je.node }));
                }
                if raw.nodes[je.node].parent != open.last().copied() {
                    return Err(event_err(i, EventProblem::EnterStranger));
                }
                entered[je.node] = true;
                open.push(je.node);
                nodes[je.node].enter_step = i as u32;
            }
            EventKind::Leaf => {
                if open.last() != Some(&je.node) {
                    return Err(event_err(i, EventProblem::EventElsewhere));
                }
                let heuristic = raw.nodes[je.node].heuristic;
                nodes[je.node].flags |= if heuristic {
                    flags::HEURISTIC
                } else {
                    flags::TERMINAL
                };
            }
            EventKind::Exit => {
                if open.pop() != Some(je.node) {
                    return Err(event_err(i, EventProblem::ExitElsewhere));
                }
                nodes[je.node].exit_step = i as u32;
            }
            EventKind::Backup => {}
            _ => {
                let (derived, derived_node) = (EventKind::Enter, je.node);
                let (kind, node) = (je.kind, je.node);
                return Err(event_err(
                    i,
                    EventProblem::StepDiffers {
                        step: i,
                        derived,
                        derived_node,
                        kind,
                        node,
                    },
                ));
            }
        }
    }
    if !open.is_empty() || entered.iter().any(|e| !e) {
        return Err(event_err(raw.events.len(), EventProblem::NeverExited));
    }
    let tree = link_all(&nodes, &raw)?;
    let values = super::chance::PerNode::from_raw(
        raw.nodes
            .iter()
            .map(|jn| jn.value.map_or(f64::NAN, |v| v.as_f64()))
            .collect(),
    );
    let chance = super::chance::ChanceValues {
        probabilities: probabilities(&raw),
        values,
    };
    let mut trace = trace_of(&raw, tree, names, raw.events.len());
    trace.chance = Some(chance);
    check_steps(&trace, &raw)?;
    Ok(trace)
}

/// One MCTS iteration read from its four events: (selected, expanded, playout, reward).
type ReadIteration = (NodeId, Option<NodeId>, Vec<u32>, f64);

/// MCTS's iterations from the events, four each; marks when each node was added.
fn mcts_iterations(
    raw: &JsonTrace,
    nodes: &mut [TraceNode],
) -> Result<Vec<ReadIteration>, TraceFileError> {
    let n = nodes.len();
    if !raw.events.len().is_multiple_of(4) {
        return Err(event_err(raw.events.len(), EventProblem::NeverExited));
    }
    let mut added = 1usize;
    let mut out = Vec::with_capacity(raw.events.len() / 4);
    for (k, four) in raw.events.chunks(4).enumerate() {
        let expected = [
            EventKind::Select,
            EventKind::Expand,
            EventKind::Playout,
            EventKind::Backpropagate,
        ];
        for (j, (je, kind)) in four.iter().zip(expected).enumerate() {
            let i = 4 * k + j;
            check_event(i, je, n)?;
            if je.kind != kind {
                let (derived, derived_node, node) = (kind, je.node, je.node);
                return Err(event_err(
                    i,
                    EventProblem::StepDiffers {
                        step: i,
                        derived,
                        derived_node,
                        kind: je.kind,
                        node,
                    },
                ));
            }
        }
        let selected = four[0].node;
        let expanded = match four[1].added {
            Some(true) => {
                // Nodes are numbered in the order the tree grew, under the node selected.
                if four[1].node != added || raw.nodes[added].parent != Some(selected) {
                    return Err(node_err(four[1].node, NodeProblem::Inconsistent));
                }
                nodes[added].enter_step = (4 * k + 1) as u32;
                added += 1;
                Some(NodeId::new(four[1].node))
            }
            _ => None,
        };
        let reached = expanded.map_or(selected, NodeId::index);
        if four[2].node != reached || four[3].node != reached {
            return Err(event_err(4 * k + 2, EventProblem::EventElsewhere));
        }
        let codes = four[2].codes.clone().unwrap_or_default();
        out.push((
            NodeId::new(selected),
            expanded,
            codes,
            four[2].reward.unwrap_or(0.0),
        ));
    }
    if added != n {
        return Err(node_err(added.min(n - 1), NodeProblem::Inconsistent));
    }
    Ok(out)
}

/// A Monte Carlo tree search recording: its tree and iterations; each node's N and W replayed
/// from the iterations must be the ones the file gives.
pub(super) fn build_mcts(raw: JsonTrace) -> Result<Trace, TraceFileError> {
    let Some(config) = raw.config.clone() else {
        return Err(TraceFileError::NoConfig);
    };
    let (mut nodes, names) = read_nodes(&raw)?;
    for (node, jn) in nodes.iter_mut().zip(&raw.nodes) {
        if jn.leaf.as_deref() == Some("terminal") {
            node.flags |= flags::TERMINAL;
        }
    }
    nodes[0].enter_step = 0;
    let iterations = mcts_iterations(&raw, &mut nodes)?;
    let tree = link_all(&nodes, &raw)?;
    let mut options = config.mcts;
    options.rewards = match raw.rewards.as_deref() {
        Some("leaf_values") => Rewards::Values,
        _ => Rewards::Outcomes,
    };
    let record = MctsBuilder::from_iterations(iterations).finish(options, &tree);
    let events = raw.events.len();
    let chance = super::chance::ChanceValues {
        probabilities: probabilities(&raw),
        values: Default::default(),
    };
    let mut trace = trace_of(&raw, tree, names, events);
    trace.config = config;
    if !chance.probabilities.is_empty() {
        trace.chance = Some(chance);
    }
    trace.mcts = Some(Box::new(record));
    if let Some(view) = trace.mcts_view() {
        let done = view.record.len();
        for (i, (n, w)) in raw.nodes.iter().map(|jn| (jn.visits, jn.wins)).enumerate() {
            let (vn, vw) = view.visits(NodeId::new(i), done);
            let agrees = n.is_none_or(|n| n == vn) && w.is_none_or(|w| (w - vw).abs() < 1e-6);
            if !agrees {
                return Err(node_err(i, NodeProblem::Inconsistent));
            }
        }
    }
    Ok(trace)
}
