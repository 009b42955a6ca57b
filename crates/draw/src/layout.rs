//! Tidy tree layout, a pure function of the trace: leaves take consecutive slots left to right
//! (generation order), each parent sits centred over its first and last child. No two subtrees
//! overlap, and it runs in linear time. Positions are in slots (x) and depth (y); the scene
//! turns them into pixels.

use gametree_engine::trace::{NodeId, Trace};
use std::collections::HashMap;

/// Where every node goes. Nodes hidden inside a collapsed subtree have `x = NaN`.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// Horizontal position in leaf slots, by node index.
    pub x: Vec<f32>,
    /// The leftmost and rightmost slot the node's (visible) subtree covers.
    pub lo: Vec<f32>,
    /// The rightmost slot, by node index (`lo` holds the leftmost).
    pub hi: Vec<f32>,
    /// Slots used by each iteration's tree (iterations are laid out separately).
    pub widths: Vec<f32>,
    /// The deepest depth inside each node's (visible) subtree, so a drawing can show a whole
    /// subtree as one shape; NaN if hidden.
    pub bottom: Vec<f32>,
    /// The deepest depth of each iteration's tree (one more for a Monte Carlo search: its
    /// playouts are drawn a level below the node they start from).
    pub heights: Vec<f32>,
    /// Collapsed nodes that have children in the trace, with how many nodes their collapse
    /// hides (the whole subtree below them), so a drawing can say "+N".
    pub hidden: HashMap<NodeId, usize>,
}

impl Layout {
    /// Whether node `id` has a place (it is not hidden inside a collapsed subtree).
    pub fn visible(&self, id: NodeId) -> bool {
        !self.x[id.index()].is_nan()
    }

    /// How many nodes are hidden below `id` because it is collapsed (0 if it is not).
    pub fn hidden_below(&self, id: NodeId) -> usize {
        self.hidden.get(&id).copied().unwrap_or(0)
    }
}

/// Lays out every iteration's tree; `collapsed(n)` hides the subtree below `n`.
pub fn tidy(trace: &Trace, collapsed: impl Fn(NodeId) -> bool) -> Layout {
    let n = trace.tree.node_count();
    let mut layout = Layout {
        x: vec![f32::NAN; n],
        lo: vec![f32::NAN; n],
        hi: vec![f32::NAN; n],
        widths: vec![],
        bottom: vec![f32::NAN; n],
        heights: vec![],
        hidden: HashMap::new(),
    };
    let mut hidden = HashMap::new();
    let mut children = |id: NodeId| {
        if collapsed(id) {
            let below = subtree_size(trace, id) - 1;
            if below > 0 {
                hidden.insert(id, below);
            }
            Vec::new()
        } else {
            trace.children(id)
        }
    };
    for iteration in &trace.iterations {
        let mut next_slot = 0.0f32;
        let mut stack = vec![(iteration.root, children(iteration.root), 0usize)];
        while let Some(top) = stack.last_mut() {
            if top.2 < top.1.len() {
                let child = top.1[top.2];
                top.2 += 1;
                stack.push((child, children(child), 0));
                continue;
            }
            let Some((id, kids, _)) = stack.pop() else {
                break;
            };
            let i = id.index();
            match (kids.first(), kids.last()) {
                (Some(first), Some(last)) => {
                    layout.x[i] = (layout.x[first.index()] + layout.x[last.index()]) / 2.0;
                    layout.lo[i] = layout.lo[first.index()];
                    layout.hi[i] = layout.hi[last.index()];
                    layout.bottom[i] = kids
                        .iter()
                        .map(|k| layout.bottom[k.index()])
                        .fold(0.0, f32::max);
                }
                _ => {
                    layout.x[i] = next_slot;
                    layout.lo[i] = next_slot;
                    layout.hi[i] = next_slot;
                    layout.bottom[i] = trace.tree.node(id).depth as f32;
                    next_slot += 1.0;
                }
            }
        }
        layout.widths.push(next_slot);
        let playout_level = if trace.mcts.is_some() { 1.0 } else { 0.0 };
        layout
            .heights
            .push(layout.bottom[iteration.root.index()].max(0.0) + playout_level);
    }
    layout.hidden = hidden;
    layout
}

/// Nodes in the subtree of `id`, itself included (iterative: trees may be deep).
fn subtree_size(trace: &Trace, id: NodeId) -> usize {
    let mut count = 0;
    let mut todo = vec![id];
    while let Some(n) = todo.pop() {
        count += 1;
        todo.extend(trace.tree.children(n));
    }
    count
}

/// Searches with more recorded nodes than this are drawn folded below the level that fits.
pub const FOLD_ABOVE_NODES: usize = 5_000;

/// For a big recording (over [`FOLD_ABOVE_NODES`]): the deepest level (moves below an
/// iteration's root) such that it and the levels above hold at most `most` nodes; its inner
/// nodes are the ones to fold. `None` for smaller recordings.
pub fn fold_depth(trace: &Trace, most: u64) -> Option<u16> {
    if trace.tree.node_count() <= FOLD_ABOVE_NODES {
        return None;
    }
    let mut per_depth: Vec<u64> = Vec::new();
    for n in trace.tree.node_indices().map(|id| trace.tree.node(id)) {
        let d = n.depth as usize;
        if per_depth.len() <= d {
            per_depth.resize(d + 1, 0);
        }
        per_depth[d] += 1;
    }
    let mut shown = 0;
    let mut depth = 0;
    for (d, &count) in per_depth.iter().enumerate() {
        shown += count;
        if shown > most {
            break;
        }
        depth = d;
    }
    Some(depth as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree_engine::scenario::Scenario;

    #[test]
    fn aima_tree_is_tidy() {
        let trace = Scenario::default().record(None).unwrap();
        let l = tidy(&trace, |_| false);
        assert_eq!(l.widths, vec![9.0]);
        assert_eq!(l.heights, vec![2.0]);
        let root = trace.iterations[0].root;
        assert_eq!(l.x[root.index()], 4.0);
        for id in trace.tree.node_indices() {
            let kids = trace.children(id);
            if let (Some(a), Some(b)) = (kids.first(), kids.last()) {
                assert_eq!(l.x[id.index()], (l.x[a.index()] + l.x[b.index()]) / 2.0);
                for w in kids.windows(2) {
                    assert!(l.hi[w[0].index()] < l.lo[w[1].index()], "siblings overlap");
                }
            }
        }
    }

    #[test]
    fn collapsing_hides_the_subtree() {
        let trace = Scenario::default().record(None).unwrap();
        let root = trace.iterations[0].root;
        let first = trace.children(root)[0];
        let l = tidy(&trace, |n| n == first);
        assert_eq!(l.widths, vec![7.0]);
        assert!(trace.children(first).iter().all(|&c| !l.visible(c)));
        // B has three leaves below it: the collapse hides exactly those.
        assert_eq!(l.hidden_below(first), trace.children(first).len());
        assert_eq!(l.hidden_below(root), 0);
        // Collapsing a leaf hides nothing and is not listed.
        let leaf = trace.children(first)[0];
        assert!(tidy(&trace, |n| n == leaf).hidden.is_empty());
        // Collapsing the root hides every other node of the tree.
        let all = tidy(&trace, |n| n == root);
        assert_eq!(all.hidden_below(root), trace.tree.node_count() - 1);
    }
}
