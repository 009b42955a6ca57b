//! A PVS search as a practice round shows it: each position once, as its first visit (the
//! null-window test), with the second visits of re-searched positions and everything below
//! them left out, so "which children are searched again?" is the learner's to work out.

use gametree_engine::trace::{Iteration, NEVER, NodeId, Trace, TraceTree, flags};

/// `trace` without its second visits below the root (a re-searched root, an aspiration
/// window's miss, stays); `None` when it has none. The events about the nodes left out go
/// too; the `Research` events stay on the tests they follow.
pub fn first_visits(trace: &Trace) -> Option<Trace> {
    let second = |id: NodeId| trace.node(id).has(flags::RESEARCH) && trace.parent(id).is_some();
    if !trace.tree.node_indices().any(second) {
        return None;
    }
    let n = trace.tree.node_count();
    let mut new_id: Vec<Option<NodeId>> = vec![None; n];
    // The steps that stay, renumbered.
    let mut step_of = vec![NEVER; trace.event_count()];
    let mut kept_steps = 0u32;
    for (i, e) in trace.events().enumerate() {
        let gone = trace.ancestry(e.node).into_iter().any(second);
        if !gone {
            step_of[i] = kept_steps;
            kept_steps += 1;
        }
    }
    let moved = |s: u32| {
        if s == NEVER {
            NEVER
        } else {
            step_of[s as usize]
        }
    };
    // Parents are made before their children, so one pass in id order sees every parent first.
    let mut tree = TraceTree::new();
    let mut last_child: Vec<Option<NodeId>> = Vec::with_capacity(n);
    for id in trace.tree.node_indices() {
        if id.index() == trace.tree.searched() {
            tree.end_of_search();
        }
        let parent = trace.parent(id);
        let parent_kept = parent.map(|p| new_id[p.index()]);
        if second(id) || parent_kept == Some(None) {
            continue;
        }
        let mut node = trace.node(id);
        node.enter_step = moved(node.enter_step);
        node.exit_step = moved(node.exit_step);
        let p = parent_kept.flatten();
        let kept = tree.add(p, p.and_then(|p| last_child[p.index()]), &node);
        last_child.push(None);
        if let Some(p) = p {
            last_child[p.index()] = Some(kept);
        }
        new_id[id.index()] = Some(kept);
    }
    if trace.tree.searched() == n {
        tree.end_of_search();
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
        event_count: kept_steps as usize,
        iterations,
        config: trace.config.clone(),
        outcome: trace.outcome.clone(),
        game: trace.game.clone(),
        searched: trace.searched.clone(),
        minimax_nodes: trace.minimax_nodes,
        principal_codes: trace.principal_codes.clone(),
        chance: None,
        mcts: None,
    })
}

/// Whether the test `id` was searched again (a `Research` event follows its exit).
pub fn searched_again(trace: &Trace, id: NodeId) -> bool {
    trace.node(id).has(flags::RESEARCHED)
}
