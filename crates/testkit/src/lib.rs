//! Helpers shared by the engine's and the teach crate's tests (a crate of their own, so no
//! test reaches into another crate's test files): building tree scenarios, a tiny
//! independent minimax to check the engine against, and the trace invariants every
//! recording must keep.

#![forbid(unsafe_code)]

use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use gametree_engine::trace::{EventKind, NEVER, NodeId, Status, Trace, flags};
use std::collections::BTreeSet;

/// A game tree as the tests see it, independent of the engine's own parser.
#[derive(Clone, Debug, PartialEq)]
pub enum Tree {
    /// A leaf and its value.
    Leaf(i64),
    /// An inner node and its children, in order.
    Node(Vec<Tree>),
}

impl Tree {
    /// The JSON tree notation (docs/trees.md).
    pub fn to_json(&self) -> String {
        match self {
            Tree::Leaf(v) => v.to_string(),
            Tree::Node(kids) => {
                let parts: Vec<String> = kids.iter().map(Tree::to_json).collect();
                format!("[{}]", parts.join(","))
            }
        }
    }

    /// Plain minimax straight from the definition; at the depth limit an inner node scores 0
    /// (the tree game's evaluation when the file gives no estimate).
    pub fn minimax(&self, max_to_move: bool, depth: Option<u32>) -> i64 {
        match self {
            Tree::Leaf(v) => *v,
            Tree::Node(_) if depth == Some(0) => 0,
            Tree::Node(kids) => {
                let values = kids
                    .iter()
                    .map(|k| k.minimax(!max_to_move, depth.map(|d| d - 1)));
                if max_to_move {
                    values.max().unwrap()
                } else {
                    values.min().unwrap()
                }
            }
        }
    }

    /// The subtree at `path` (child indices from the root).
    pub fn at(&self, path: &[u32]) -> &Tree {
        match (self, path.split_first()) {
            (_, None) => self,
            (Tree::Node(kids), Some((&i, rest))) => kids[i as usize].at(rest),
            (Tree::Leaf(_), Some(_)) => panic!("no node at {path:?}"),
        }
    }

    /// Paths (child indices from the root) of every node.
    pub fn paths(&self) -> BTreeSet<Vec<u32>> {
        fn walk(t: &Tree, at: &mut Vec<u32>, out: &mut BTreeSet<Vec<u32>>) {
            out.insert(at.clone());
            if let Tree::Node(kids) = t {
                for (i, k) in kids.iter().enumerate() {
                    at.push(i as u32);
                    walk(k, at, out);
                    at.pop();
                }
            }
        }
        let mut out = BTreeSet::new();
        walk(self, &mut vec![], &mut out);
        out
    }
}

/// The search `algorithm` with every other setting at its default.
pub fn config(algorithm: Algorithm) -> SearchConfig {
    SearchConfig {
        algorithm,
        ..SearchConfig::default()
    }
}

/// The scenario of the tree `json` (the JSON notation of docs/trees.md), MIN at the root when
/// `min_root`.
pub fn tree_scenario(json: &str, min_root: bool, config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "test tree".into(),
                json: json.into(),
            },
            min_root,
        },
        config,
        max_nodes: DEFAULT_MAX_NODES,
    }
}

/// The recording of [`tree_scenario`]'s search.
pub fn record_tree(json: &str, min_root: bool, config: SearchConfig) -> Trace {
    tree_scenario(json, min_root, config)
        .record(None)
        .expect("the search records")
}

/// The nodes of the last iteration (the whole trace without iterative deepening).
pub fn last_iteration_nodes(trace: &Trace) -> Vec<NodeId> {
    let root = trace.iterations.last().expect("a root").root;
    let mut out = vec![];
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        out.push(n);
        stack.extend(trace.children(n));
    }
    out
}

/// The paths (child indices from the root) of the nodes whose status is `status`.
pub fn paths_with(trace: &Trace, status: Status) -> BTreeSet<Vec<u32>> {
    last_iteration_nodes(trace)
        .into_iter()
        .filter(|&n| trace.node(n).status == status)
        .map(|n| trace.path(n))
        .collect()
}

/// The node at `path` in the last iteration.
pub fn node_at(trace: &Trace, path: &[u32]) -> NodeId {
    let mut at = trace.iterations.last().expect("a root").root;
    for &i in path {
        at = trace
            .children(at)
            .into_iter()
            .find(|&c| trace.node(c).child_index == i)
            .unwrap_or_else(|| panic!("no node at path {path:?}"));
    }
    at
}

/// What every recording must satisfy, whatever the game or options.
pub fn check_trace_invariants(trace: &Trace) {
    let events: Vec<gametree_engine::trace::Event> = trace.events().collect();
    assert_eq!(events.len(), trace.event_count());
    // Any step read on its own is the step read in order.
    for (k, e) in events.iter().enumerate() {
        assert_eq!(trace.event(k), *e, "step {k} read on its own");
    }
    for id in trace.tree.node_indices() {
        let n = trace.node(id);
        let parent = trace.parent(id);
        match n.status {
            Status::Visited => {
                if let Some(p) = parent {
                    assert_eq!(
                        trace.node(p).status,
                        Status::Visited,
                        "visited node {id:?} has a pruned parent"
                    );
                    assert_eq!(trace.node(p).depth + 1, n.depth, "depth of {id:?}");
                }
                let enter = n.enter_step as usize;
                assert!(enter < events.len(), "visited node {id:?} never entered");
                assert_eq!(events[enter].kind, EventKind::Enter);
                assert_eq!(events[enter].node, id);
                assert_ne!(n.exit_step, NEVER, "node {id:?} entered but never exited");
                let exit = n.exit_step as usize;
                assert!(exit > enter, "node {id:?} exits before it enters");
                assert_eq!(events[exit].kind, EventKind::Exit);
                assert_eq!(events[exit].node, id);
                assert!(n.value().is_some(), "visited node {id:?} has no value");
                if let Some(p) = parent {
                    // Children are entered and left inside their parent's enter..exit.
                    let pn = trace.node(p);
                    assert!(pn.enter_step < n.enter_step && n.exit_step < pn.exit_step);
                }
                // The value goes up right after the child exits, unless the child was a
                // null-window test searched again: then the second visit follows at once.
                match events.get(exit + 1).map(|e| e.kind) {
                    Some(EventKind::Research) => {
                        let tested = n.has(flags::PROBE) || parent.is_none();
                        assert!(tested, "re-search of {id:?}, not a test or a root");
                        assert_eq!(events[exit + 1].node, id);
                        let again = events[exit + 2];
                        assert_eq!(again.kind, EventKind::Enter, "after re-search of {id:?}");
                        let second = trace.node(again.node);
                        assert!(second.has(flags::RESEARCH));
                        assert_eq!(trace.parent(again.node), parent);
                        assert_eq!(second.child_index, n.child_index);
                        assert_eq!(second.move_code, n.move_code);
                    }
                    _ if parent.is_some() => {
                        assert_eq!(events[exit + 1].kind, EventKind::Backup, "{id:?}");
                        assert_eq!(events[exit + 1].node, id);
                    }
                    _ => {}
                }
                if n.has(flags::RESEARCH) {
                    let before = events[enter - 1];
                    assert_eq!(before.kind, EventKind::Research, "{id:?} re-searched");
                }
            }
            Status::Pruned => {
                let p = parent.expect("a pruned node has a parent");
                let step = n.enter_step as usize;
                assert_eq!(n.exit_step, NEVER, "pruned node {id:?} exited");
                // Pruned at a cutoff of its parent, or inside a pruned subtree.
                let pn = trace.node(p);
                match pn.status {
                    Status::Visited => {
                        assert_eq!(events[step].kind, EventKind::Cutoff);
                        assert_eq!(events[step].node, p);
                    }
                    Status::Pruned => assert_eq!(pn.enter_step, n.enter_step),
                }
                for c in trace.children(id) {
                    assert_eq!(trace.node(c).status, Status::Pruned, "under pruned {id:?}");
                }
            }
        }
    }
    for (i, e) in events.iter().enumerate() {
        match e.kind {
            EventKind::Backup => {
                assert_eq!(events[i - 1].kind, EventKind::Exit, "backup at {i}");
                assert_eq!(events[i - 1].node, e.node, "backup at {i}");
            }
            EventKind::Enter => assert_eq!(trace.node(e.node).enter_step as usize, i),
            EventKind::Exit => assert_eq!(trace.node(e.node).exit_step as usize, i),
            _ => {}
        }
    }
    // Every generated child of a visited inner node is recorded once, in order; a re-searched
    // one twice, its test first.
    for id in trace.tree.node_indices() {
        let kids = trace.children(id);
        let mut i = 0;
        for (k, &c) in kids.iter().enumerate() {
            let n = trace.node(c);
            if n.has(flags::RESEARCH) {
                let test = trace.node(kids[k - 1]);
                assert!(test.has(flags::PROBE) && test.child_index == n.child_index);
                continue;
            }
            assert_eq!(n.child_index as usize, i, "children of {id:?}");
            i += 1;
        }
    }
}

/// Tic-tac-toe's eight lines of three, cells numbered 0 to 8 row by row.
pub const TTT_LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Tic-tac-toe written from scratch for brute-force checks: cells 0 empty, 1 X, 2 O; the
/// player with three in a row, if any.
pub fn ttt_winner(cells: &[u8; 9]) -> Option<u8> {
    TTT_LINES.iter().find_map(|l| {
        let [a, b, c] = l.map(|i| cells[i]);
        (a != 0 && a == b && b == c).then_some(a)
    })
}

/// A uniform tree where every node's first child is strictly its best: the order alpha-beta
/// likes most. Children of a MAX node of value v are worth v, v − δ, v − 2δ, … (MIN: +δ).
pub fn perfectly_ordered(branching: u32, depth: u32, value: i64, max: bool) -> Tree {
    if depth == 0 {
        return Tree::Leaf(value);
    }
    let step = (branching as i64 + 1).pow(depth - 1);
    Tree::Node(
        (0..branching as i64)
            .map(|i| {
                let v = if max {
                    value - i * step
                } else {
                    value + i * step
                };
                perfectly_ordered(branching, depth - 1, v, !max)
            })
            .collect(),
    )
}

/// The recording of `game` searched by `algorithm` (MCTS with `iterations` iterations, its
/// other options and every other setting at their defaults).
pub fn record_game(
    game: GameChoice,
    algorithm: Algorithm,
    iterations: u32,
) -> std::sync::Arc<Trace> {
    let scenario = Scenario {
        game,
        config: SearchConfig {
            algorithm,
            mcts: gametree_engine::search::mcts::MctsOptions {
                iterations,
                ..Default::default()
            },
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    std::sync::Arc::new(scenario.record(None).expect("the scenario searches"))
}
