//! A PVS search as a practice round shows it: each position once, as its first visit (the
//! null-window test), with the second visits of re-searched positions and everything below
//! them left out, so "which children are searched again?" is the learner's to work out.

use crate::trace::{Event, EventKind, Iteration, NEVER, NodeId, Trace, flags};
use petgraph::graph::DiGraph;

/// `trace` without its second visits below the root (a re-searched root, an aspiration
/// window's miss, stays); `None` when it has none. The events about the nodes left out go
/// too; the `Research` events stay on the tests they follow.
pub fn first_visits(trace: &Trace) -> Option<Trace> {
    let second = |id: NodeId| trace.node(id).has(flags::RESEARCH) && trace.parent(id).is_some();
    if !trace.tree.node_indices().any(second) {
        return None;
    }
    // Parents are created before their children, so one pass in id order sees every parent first.
    let n = trace.tree.node_count();
    let mut new_id: Vec<Option<NodeId>> = vec![None; n];
    let mut tree: DiGraph<_, (), u32> = DiGraph::with_capacity(n, n);
    for id in trace.tree.node_indices() {
        let parent = trace.parent(id);
        let parent_kept = parent.map(|p| new_id[p.index()]);
        if second(id) || parent_kept == Some(None) {
            continue;
        }
        let kept = tree.add_node(*trace.node(id));
        if let Some(Some(p)) = parent_kept {
            tree.add_edge(p, kept, ());
        }
        new_id[id.index()] = Some(kept);
    }
    let mut step_of = vec![NEVER; trace.events.len()];
    let mut events = Vec::with_capacity(trace.events.len());
    for (i, e) in trace.events.iter().enumerate() {
        if let Some(node) = new_id[e.node.index()] {
            step_of[i] = events.len() as u32;
            events.push(Event { kind: e.kind, node });
        }
    }
    let moved = |s: u32| {
        if s == NEVER {
            NEVER
        } else {
            step_of[s as usize]
        }
    };
    for node in tree.node_weights_mut() {
        node.enter_step = moved(node.enter_step);
        node.exit_step = moved(node.exit_step);
    }
    let iterations = trace
        .iterations
        .iter()
        .filter_map(|it| {
            Some(Iteration {
                root: new_id[it.root.index()]?,
                depth_limit: it.depth_limit,
                first_step: moved(it.first_step),
            })
        })
        .collect();
    Some(Trace {
        tree,
        events,
        iterations,
        config: trace.config.clone(),
        outcome: trace.outcome.clone(),
        game: trace.game.clone(),
        title: trace.title.clone(),
        minimax_nodes: trace.minimax_nodes,
        principal_codes: trace.principal_codes.clone(),
    })
}

/// Whether the test `id` was searched again (a `Research` event follows its exit).
pub fn searched_again(trace: &Trace, id: NodeId) -> bool {
    let exit = trace.node(id).exit_step;
    exit != NEVER
        && trace
            .events
            .get(exit as usize + 1)
            .is_some_and(|e| e.kind == EventKind::Research)
}
