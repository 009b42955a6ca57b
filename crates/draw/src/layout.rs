//! Tidy tree layout, a pure function of the trace: leaves take consecutive slots left to right
//! (generation order), each parent sits centred over its first and last child. No two subtrees
//! overlap, and it runs in linear time. Positions are in slots (x) and depth (y); the scene
//! turns them into pixels.

use gametree_engine::trace::{EventKind, NEVER, NodeId, Playback, Trace, flags};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

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

/// Lays out every iteration's tree; `collapsed(n)` hides the subtree below `n`. Every node
/// recorded has its place, re-searches included (see [`tidy_at`] for the tree as it stands at
/// a step).
pub fn tidy(trace: &Trace, collapsed: impl Fn(NodeId) -> bool) -> Layout {
    tidy_dyn(trace, usize::MAX, &collapsed)
}

/// Whether `id` is a re-search copy (PVS, aspiration windows) the search has not created yet
/// after `step` steps: until the test before it fails, nothing says it will exist.
pub fn not_created_yet(trace: &Trace, id: NodeId, step: usize) -> bool {
    let n = trace.tree.node(id);
    n.has(flags::RESEARCH) && (n.enter_step == NEVER || n.enter_step as usize >= step)
}

/// How many re-search copies the search has created after `step` steps: the layout of
/// [`tidy_at`] changes only when this does.
pub fn research_stage(research_steps: &[u32], step: usize) -> usize {
    research_steps.partition_point(|&s| (s as usize) < step)
}

/// The steps at which the recording's re-search copies are entered, in order (empty for a
/// search that never searches a position again).
pub fn research_steps(trace: &Trace) -> Vec<u32> {
    let mut steps: Vec<u32> = trace
        .tree
        .node_indices()
        .map(|id| trace.tree.node(id))
        .filter(|n| n.has(flags::RESEARCH))
        .map(|n| n.enter_step)
        .collect();
    gametree_engine::sort::sort(&mut steps);
    steps
}

/// The tree as it stands after `step` steps: like [`tidy`], but a re-search copy the search has
/// not created yet takes no place (a node appears when the search creates it).
pub fn tidy_at(trace: &Trace, step: usize, collapsed: impl Fn(NodeId) -> bool) -> Layout {
    tidy_dyn(trace, step, &collapsed)
}

/// [`tidy_at`] compiled once: each caller's `collapsed` is a closure of its own type, and the
/// layout compiled for each was 41 copies of it in this crate's test build.
fn tidy_dyn(trace: &Trace, step: usize, collapsed: &dyn Fn(NodeId) -> bool) -> Layout {
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
            let mut kids = trace.children(id);
            kids.retain(|&k| !not_created_yet(trace, k, step));
            kids
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

/// The nodes to fold so that a big recording shows about `most` nodes, or `None` when it is
/// drawn whole. The minimax family (over [`FOLD_ABOVE_NODES`]): every inner node at
/// [`fold_depth`]. A Monte Carlo search (over `most` nodes) by visits, most visited first:
/// starting from the root, the shown node with the largest N (at the end of the search) opens
/// to show its children, again and again while the nodes shown stay within `most`; every shown
/// node left closed that has children is folded. Its tree has few nodes per level near the root
/// and thousands of single visits at the bottom: folding by depth would hide the deep lines
/// the search kept coming back to, folding by visits hides the subtrees it tried least.
pub fn fold_set(trace: &Trace, most: u64) -> Option<HashSet<NodeId>> {
    let Some(view) = trace.mcts_view() else {
        let depth = fold_depth(trace, most)?;
        return Some(
            trace
                .tree
                .node_indices()
                .filter(|&n| {
                    trace.node(n).depth == depth && trace.tree.children(n).next().is_some()
                })
                .collect(),
        );
    };
    if trace.tree.node_count() as u64 <= most {
        return None;
    }
    let done = view.record.len();
    let visits = |n: NodeId| view.visits(n, done).0;
    let mut closed: HashSet<NodeId> = HashSet::new();
    let mut waiting = BinaryHeap::new();
    let mut shown = 0u64;
    for it in &trace.iterations {
        shown += 1;
        waiting.push((visits(it.root), Reverse(it.root.index())));
    }
    let mut first = true;
    while let Some((_, Reverse(i))) = waiting.pop() {
        let id = NodeId::new(i);
        let children: Vec<NodeId> = trace.tree.children(id).collect();
        if children.is_empty() {
            continue;
        }
        if !first && shown + children.len() as u64 > most {
            closed.insert(id);
            break;
        }
        first = false;
        shown += children.len() as u64;
        waiting.extend(
            children
                .into_iter()
                .map(|c| (visits(c), Reverse(c.index()))),
        );
    }
    // Everything still waiting is shown and stays closed.
    closed.extend(
        waiting
            .into_iter()
            .map(|(_, Reverse(i))| NodeId::new(i))
            .filter(|&n| trace.tree.children(n).next().is_some()),
    );
    Some(closed)
}

/// How many leaf slots each level's cut would take, for the tree of iteration root `root`:
/// entry `d` is the width of the tree folded below depth `d` (its nodes at depth `d`, plus the
/// leaves above them). Re-search copies do not count: the tree opens without them (they
/// appear when the search makes them).
fn widths_by_depth(trace: &Trace, root: NodeId) -> Vec<u64> {
    let mut nodes: Vec<u64> = Vec::new();
    let mut leaves: Vec<u64> = Vec::new();
    let mut todo = vec![root];
    while let Some(id) = todo.pop() {
        let d = (trace.tree.node(id).depth - trace.tree.node(root).depth) as usize;
        if nodes.len() <= d {
            nodes.resize(d + 1, 0);
            leaves.resize(d + 1, 0);
        }
        nodes[d] += 1;
        let before = todo.len();
        todo.extend(
            trace
                .tree
                .children(id)
                .filter(|&k| !trace.tree.node(k).has(flags::RESEARCH)),
        );
        if todo.len() == before {
            leaves[d] += 1;
        }
    }
    let mut above = 0;
    nodes
        .iter()
        .zip(&leaves)
        .map(|(&n, &l)| {
            let w = n + above;
            above += l;
            w
        })
        .collect()
}

/// Folds a tree of the minimax family by what fits: the deepest cut such that, in every
/// iteration, the tree folded there is at most `slots` leaf slots wide and `levels` levels
/// deep (the canvas's size at a readable node spacing, see `Camera::readable_slots` and
/// `Camera::readable_levels`), and at least the root's children show. Every inner node at that
/// depth is folded. `None` when the whole tree fits (or for a Monte Carlo search, folded by
/// [`fold_set`]).
pub fn fold_to_fit(trace: &Trace, slots: f32, levels: f32) -> Option<HashSet<NodeId>> {
    if trace.mcts.is_some() {
        return None;
    }
    let widths: Vec<Vec<u64>> = trace
        .iterations
        .iter()
        .map(|it| widths_by_depth(trace, it.root))
        .collect();
    let deepest = widths.iter().map(Vec::len).max().unwrap_or(0);
    let fits = |d: usize| {
        d as f32 <= levels
            && widths
                .iter()
                .all(|w| w.get(d).is_none_or(|&n| n as f32 <= slots))
    };
    if (0..deepest).all(fits) {
        return None;
    }
    let depth = (1..deepest).take_while(|&d| fits(d)).last().unwrap_or(1);
    let folded: HashSet<NodeId> = trace
        .iterations
        .iter()
        .flat_map(|it| {
            let base = trace.tree.node(it.root).depth as usize;
            let mut out = Vec::new();
            let mut todo = vec![it.root];
            while let Some(id) = todo.pop() {
                let d = trace.tree.node(id).depth as usize - base;
                let mut kids = trace.tree.children(id).peekable();
                if kids.peek().is_none() {
                    continue;
                }
                if d == depth {
                    out.push(id);
                } else {
                    todo.extend(kids);
                }
            }
            out
        })
        .collect();
    (!folded.is_empty()).then_some(folded)
}

/// The nodes a step's picture opens, root first: the nodes above the step's node (so it is
/// drawn) and, at a cutoff, the cutting node itself, so that its children — the ones searched
/// and the ones pruned, with their cut mark — are on screen with the sentence that speaks of
/// them. The window, `render --size` and slides all open these (see [`unfold_line`]).
pub fn opened_at(playback: &Playback) -> Vec<NodeId> {
    let trace = playback.trace();
    let mut line = trace.ancestry(playback.focus());
    let cutoff = playback
        .event()
        .is_some_and(|e| e.kind == EventKind::Cutoff);
    if !cutoff {
        line.pop();
    }
    line
}

/// Opens the folded nodes of `line` (root first) in `folded`, one level each: the line's nodes
/// show, and the children of each node opened are folded in turn (so the rest of its subtree
/// stays hidden).
pub fn unfold_line(trace: &Trace, folded: &mut HashSet<NodeId>, line: &[NodeId]) {
    for &n in line {
        if folded.remove(&n) {
            folded.extend(
                trace
                    .tree
                    .children(n)
                    .filter(|&c| trace.tree.children(c).next().is_some()),
            );
        }
    }
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

    fn tictactoe_mcts(iterations: u32) -> Trace {
        use gametree_engine::scenario::GameChoice;
        use gametree_engine::search::mcts::MctsOptions;
        use gametree_engine::search::{Algorithm, SearchConfig};
        Scenario {
            game: GameChoice::TicTacToe {
                position: ".........".into(),
            },
            config: SearchConfig {
                algorithm: Algorithm::Mcts,
                mcts: MctsOptions {
                    iterations,
                    ..MctsOptions::default()
                },
                ..SearchConfig::default()
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap()
    }

    #[test]
    fn big_mcts_trees_fold_their_least_visited_subtrees() {
        for iterations in [1000, 100_000] {
            let trace = tictactoe_mcts(iterations);
            let folded = fold_set(&trace, 300).expect("a big search tree is folded");
            let layout = tidy(&trace, |n| folded.contains(&n));
            let shown: Vec<NodeId> = trace
                .tree
                .node_indices()
                .filter(|&n| layout.visible(n))
                .collect();
            assert!(shown.len() <= 300, "{} nodes shown", shown.len());
            assert!(shown.len() > 200, "only {} nodes shown", shown.len());
            // Most visited first: every node opened was visited at least as often as every
            // node folded.
            let view = trace.mcts_view().unwrap();
            let n = |id: NodeId| view.visits(id, view.record.len()).0;
            let opened = shown
                .iter()
                .filter(|&&id| !folded.contains(&id) && trace.tree.children(id).next().is_some());
            let least_opened = opened.map(|&id| n(id)).min().unwrap();
            let most_folded = folded.iter().map(|&id| n(id)).max().unwrap();
            assert!(
                least_opened >= most_folded,
                "{least_opened} < {most_folded}"
            );
            assert!(folded.iter().all(|&id| layout.visible(id)));
            // The search's favourite line stays open from the root down.
            let line = trace.principal_line();
            assert!(
                line.iter().take(3).all(|&id| layout.visible(id)),
                "{line:?}"
            );
            // Opening the line to a deep node shows it and folds what is below it.
            let deepest = trace
                .tree
                .node_indices()
                .max_by_key(|&id| trace.node(id).depth)
                .unwrap();
            let mut open = folded.clone();
            unfold_line(&trace, &mut open, &trace.ancestry(deepest));
            let layout = tidy(&trace, |n| open.contains(&n));
            assert!(layout.visible(deepest));
            let more = trace
                .tree
                .node_indices()
                .filter(|&n| layout.visible(n))
                .count();
            assert!(
                more < shown.len() + 100,
                "{more} nodes shown after opening a line"
            );
        }
    }

    #[test]
    fn small_searches_are_not_folded_and_the_minimax_family_folds_by_depth() {
        let trace = Scenario::default().record(None).unwrap();
        assert!(fold_set(&trace, 300).is_none());
        assert!(fold_set(&tictactoe_mcts(50), 300).is_none());
        let full = Scenario {
            game: gametree_engine::scenario::GameChoice::TicTacToe {
                position: ".........".into(),
            },
            config: gametree_engine::search::SearchConfig {
                algorithm: gametree_engine::search::Algorithm::Minimax,
                ..Default::default()
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap();
        let depth = fold_depth(&full, 300).unwrap();
        let folded = fold_set(&full, 300).unwrap();
        assert!(!folded.is_empty());
        assert!(folded.iter().all(|&n| full.node(n).depth == depth));
    }
}
