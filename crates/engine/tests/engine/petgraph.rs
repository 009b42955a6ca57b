//! The recording as a petgraph graph: petgraph's own walks, algorithms and DOT writer run on
//! `&TraceTree` as they are, and agree with the recorder — `Dfs` from each iteration's root
//! walks the nodes in the order the search made them, counts and edges are a forest's, and
//! the DOT the engine writes (through petgraph's `Dot`) is well formed and petgraph's own.

use crate::support::{config, record_tree};
use gametree_engine::scenario::{AIMA_TREE, GameChoice, Scenario, WIKIPEDIA_TREE};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::dot::write_dot;
use gametree_engine::trace::{NEVER, NodeId, Status, Trace, TraceTree};
use petgraph::dot::{Config, Dot};
use petgraph::graph::DiGraph;
use petgraph::visit::{
    Bfs, Dfs, EdgeCount, EdgeRef, IntoEdgeReferences, IntoNeighbors, IntoNeighborsDirected,
    IntoNodeReferences, NodeCount, NodeIndexable, NodeRef,
};
use petgraph::{Direction, algo};
use std::collections::{BTreeSet, HashMap};

fn with(algorithm: Algorithm, f: impl FnOnce(&mut SearchConfig)) -> SearchConfig {
    let mut c = config(algorithm);
    f(&mut c);
    c
}

fn game(game: GameChoice, config: SearchConfig) -> Trace {
    Scenario {
        game,
        config,
        ..Scenario::default()
    }
    .record(None)
    .expect("the search records")
}

fn ttt(position: &str, config: SearchConfig) -> Trace {
    let position = position.into();
    game(GameChoice::TicTacToe { position }, config)
}

fn bones(bones: i64, max_take: i64, config: SearchConfig) -> Trace {
    game(GameChoice::Bones { bones, max_take }, config)
}

/// Recordings of several games and searches: textbook trees (whose pruned subtrees are
/// added after the search), tic-tac-toe, bones; one root and many (iterative deepening,
/// MTD(f)'s passes, PVS's re-searches), with and without a table.
fn recordings() -> Vec<(String, Trace)> {
    let mut out = vec![];
    for algorithm in [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::Mtdf,
    ] {
        for tree in [AIMA_TREE, WIKIPEDIA_TREE] {
            out.push((
                format!("{algorithm:?} {tree}"),
                record_tree(tree, false, config(algorithm)),
            ));
        }
    }
    let iterative = with(Algorithm::AlphaBeta, |c| {
        (c.iterative, c.ordering) = (true, true)
    });
    out.push((
        "iterative wikipedia".into(),
        record_tree(WIKIPEDIA_TREE, true, iterative.clone()),
    ));
    out.push(("iterative ttt".into(), ttt("XO..X.O..", iterative)));
    let pvs = with(Algorithm::Pvs, |c| c.ordering = true);
    out.push(("pvs ttt".into(), ttt("X.O.X.O..", pvs)));
    let tt = with(Algorithm::AlphaBeta, |c| c.tt = true);
    out.push(("alpha-beta tt ttt".into(), ttt("XO.......", tt.clone())));
    out.push(("mtdf ttt".into(), ttt("XO..X.O..", config(Algorithm::Mtdf))));
    out.push((
        "alpha-beta bones".into(),
        bones(9, 3, config(Algorithm::AlphaBeta)),
    ));
    out.push(("alpha-beta tt bones".into(), bones(12, 3, tt)));
    out
}

/// `root`'s subtree in preorder, each node's children in child order.
fn preorder(tree: &TraceTree, root: NodeId) -> Vec<NodeId> {
    let mut out = vec![];
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        out.push(n);
        let children: Vec<NodeId> = tree.children(n).collect();
        stack.extend(children.into_iter().rev());
    }
    out
}

/// The exact relation between petgraph's `Dfs` and the recorder's order: the search makes the
/// nodes in preorder (a cutoff's pruned children right after the visited ones), so `Dfs`
/// walks the nodes the search made (ids below `searched`) in id order. The subtrees below
/// pruned nodes of textbook trees are made after the search (ids from `searched` on), each in
/// preorder; `Dfs` walks each right after the pruned node it hangs under. So: sort the
/// subtree's ids by (the id of the node's nearest ancestor-or-self made by the search, its own
/// id).
fn recorder_order(tree: &TraceTree, root: NodeId) -> Vec<NodeId> {
    let searched = tree.searched();
    let anchor = |mut n: NodeId| {
        while n.index() >= searched {
            n = tree
                .parent(n)
                .expect("a node made after the search hangs under one");
        }
        n
    };
    let mut ids = preorder(tree, root);
    ids.sort_by_key(|&n| (anchor(n), n));
    ids
}

#[test]
fn dfs_from_each_root_walks_the_nodes_in_the_order_the_search_made_them() {
    let mut late = 0;
    for (name, trace) in recordings() {
        let tree = &trace.tree;
        let mut seen = BTreeSet::new();
        // The same nodes and edges as a petgraph `Graph`, added in id order.
        let graph: DiGraph<(), ()> = DiGraph::from_edges(
            tree.edge_references()
                .map(|e| (e.source().index() as u32, e.target().index() as u32)),
        );
        for it in &trace.iterations {
            let mut dfs = Dfs::new(tree, it.root);
            let mut walked = vec![];
            while let Some(n) = dfs.next(tree) {
                walked.push(n);
            }
            assert_eq!(walked, recorder_order(tree, it.root), "{name}");
            assert_eq!(walked, preorder(tree, it.root), "{name}");
            let made: Vec<NodeId> = walked
                .iter()
                .copied()
                .filter(|n| n.index() < tree.searched())
                .collect();
            assert!(made.windows(2).all(|w| w[0] < w[1]), "{name}: {made:?}");
            // petgraph walks its own `Graph` of the same edges the same way.
            let mut on_graph = Dfs::new(&graph, it.root);
            let mut graph_walk = vec![];
            while let Some(n) = on_graph.next(&graph) {
                graph_walk.push(n);
            }
            if it.root.index() < graph.node_count() {
                assert_eq!(graph_walk, walked, "{name}");
            }
            // Bfs reaches the same nodes, level by level.
            let mut bfs = Bfs::new(tree, it.root);
            let mut levels = vec![];
            while let Some(n) = bfs.next(tree) {
                levels.push(trace.node(n).depth);
            }
            assert_eq!(levels.len(), walked.len(), "{name}");
            assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{name}");
            for n in walked {
                assert!(seen.insert(n), "{name}: {n:?} under two roots");
            }
        }
        assert_eq!(
            seen.len(),
            tree.node_count(),
            "{name}: every node under a root"
        );
        late += tree.node_count() - tree.searched();
    }
    assert!(
        late > 0,
        "some recording has subtrees made after the search"
    );
}

#[test]
fn counts_edges_and_neighbours_are_a_forests() {
    for (name, trace) in recordings() {
        let tree = &trace.tree;
        let n = tree.node_count();
        let roots = trace.iterations.len();
        assert_eq!(NodeCount::node_count(&tree), n, "{name}");
        assert_eq!(tree.node_bound(), n);
        assert_eq!(tree.edge_references().count(), n - roots, "{name}");
        assert_eq!(EdgeCount::edge_count(&tree), n - roots, "{name}");
        for e in tree.edge_references() {
            assert_eq!(tree.parent(e.target()), Some(e.source()), "{name}");
            assert_eq!(e.id(), (e.source(), e.target()));
        }
        let ids: Vec<NodeId> = tree.node_references().map(|r| r.id()).collect();
        assert_eq!(ids, tree.node_indices().collect::<Vec<_>>());
        for r in tree.node_references().step_by(7) {
            assert_eq!(*r.weight(), trace.node(r.id()), "{name}");
            let up: Vec<NodeId> = tree
                .neighbors_directed(r.id(), Direction::Incoming)
                .collect();
            assert_eq!(up, tree.parent(r.id()).into_iter().collect::<Vec<_>>());
            let mut down: Vec<NodeId> = tree.neighbors(r.id()).collect();
            down.reverse();
            assert_eq!(down, tree.children(r.id()).collect::<Vec<_>>(), "{name}");
        }
        // petgraph's algorithms run on the recording: no cycle; parents sort before children.
        assert!(!algo::is_cyclic_directed(tree), "{name}");
        let order = algo::toposort(tree, None).expect("a forest has no cycle");
        let mut at = vec![0; n];
        for (k, id) in order.iter().enumerate() {
            at[id.index()] = k;
        }
        for e in tree.edge_references() {
            assert!(at[e.source().index()] < at[e.target().index()], "{name}");
        }
    }
}

#[test]
fn a_tic_tac_toe_node_takes_20_bytes() {
    // Tic-tac-toe's moves, child indexes, depths, values and windows all fit a byte and its
    // searches make their trees in preorder, so its rows stay compact (20 bytes) and the side
    // table for large values stays empty: every byte the tree holds is 20 a node, in blocks
    // of 4096 nodes, but for about 16 for each of the few distances (to a next sibling, from
    // entry to exit) too long for 16 bits.
    for trace in [
        ttt("XO.......", config(Algorithm::Minimax)),
        ttt("X...O....", config(Algorithm::Minimax)),
        ttt(".........", config(Algorithm::AlphaBeta)),
    ] {
        let tree = &trace.tree;
        let n = tree.node_count();
        assert!(n > 4096, "{n} nodes fill more than one block");
        let far_exits = tree
            .node_indices()
            .map(|id| trace.node(id))
            .filter(|d| d.exit_step != NEVER && !(1..65535).contains(&(d.exit_step - d.enter_step)))
            .count();
        let far_siblings: usize = tree
            .node_indices()
            .map(|id| {
                let kids: Vec<NodeId> = tree.children(id).collect();
                kids.windows(2)
                    .filter(|w| w[1].index() - w[0].index() >= 65535)
                    .count()
            })
            .sum();
        let far = far_exits + far_siblings;
        assert!(far * 250 < n, "{far} far distances among {n} nodes");
        assert_eq!(tree.heap_bytes(), n.div_ceil(4096) * 4096 * 20 + 16 * far);
    }
}

/// One DOT statement: a node's id and attributes, an edge's ends and attributes, or another.
#[derive(Debug, PartialEq)]
enum Statement {
    Node(usize, String),
    Edge(usize, usize, String),
    Other(String),
}

/// Whether `attrs` (the inside of `[ … ]`) are `key=value` pairs whose strings are closed.
fn attributes_close(attrs: &str) -> bool {
    let mut quoted = false;
    let mut escaped = false;
    for c in attrs.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '\n' => return false,
            _ => {}
        }
    }
    !quoted
}

/// Parses DOT as the engine writes it, checking it on the way: one `digraph { … }` with the
/// braces balanced, one statement per line, every string closed, every edge's ends declared
/// as nodes, and the graph's `label` present. Returns the statements inside the braces.
fn parse_dot(dot: &str, label: &str) -> Vec<Statement> {
    let lines: Vec<&str> = dot.lines().collect();
    assert!(
        lines[0].starts_with("digraph") && lines[0].ends_with('{'),
        "{dot}"
    );
    assert_eq!(*lines.last().unwrap(), "}", "{dot}");
    let mut out = vec![];
    for line in &lines[1..lines.len() - 1] {
        let line = line.trim();
        assert!(!line.is_empty());
        // `node [ … ];` and `edge [ … ];` set defaults; nodes and edges end at `]`.
        let statement = line.strip_suffix(';').unwrap_or(line);
        let (head, attrs) = match statement.split_once(" [") {
            Some((head, rest)) => {
                let attrs = rest.strip_suffix(']').expect("a statement ends with ]");
                assert!(attributes_close(attrs), "{line}");
                (head, attrs.trim().to_string())
            }
            None => {
                assert!(line.ends_with(';') && attributes_close(line), "{line}");
                out.push(Statement::Other(line.to_string()));
                continue;
            }
        };
        let statement = match head.split_once(" -> ") {
            Some((a, b)) => Statement::Edge(a.parse().unwrap(), b.parse().unwrap(), attrs),
            None => match head.parse() {
                Ok(id) => Statement::Node(id, attrs),
                Err(_) => Statement::Other(line.to_string()),
            },
        };
        out.push(statement);
    }
    let declared: BTreeSet<usize> = out
        .iter()
        .filter_map(|s| match s {
            Statement::Node(id, _) => Some(*id),
            _ => None,
        })
        .collect();
    for s in &out {
        if let Statement::Edge(a, b, _) = s {
            assert!(declared.contains(a) && declared.contains(b), "{s:?}");
        }
    }
    let escaped = label.replace('\\', "\\\\").replace('"', "\\\"");
    let wanted = Statement::Other(format!("label=\"{escaped}\";"));
    assert!(out.contains(&wanted), "no {wanted:?} in {dot}");
    out
}

/// The ids and edges of DOT statements.
fn shape(statements: &[Statement]) -> (Vec<usize>, Vec<(usize, usize)>) {
    let mut nodes = vec![];
    let mut edges = vec![];
    for s in statements {
        match s {
            Statement::Node(id, _) => nodes.push(*id),
            Statement::Edge(a, b, _) => edges.push((*a, *b)),
            Statement::Other(_) => {}
        }
    }
    (nodes, edges)
}

#[test]
fn the_dot_parses_and_is_petgraphs_own() {
    let label = r#"a "quoted" \ title"#;
    for (name, trace) in recordings() {
        let mut bytes = vec![];
        write_dot(&trace, label, &mut bytes).unwrap();
        let dot = String::from_utf8(bytes).unwrap();
        let ours = parse_dot(&dot, label);
        let (nodes, edges) = shape(&ours);
        let tree = &trace.tree;
        assert_eq!(nodes.len(), tree.node_count(), "{name}");
        assert_eq!(edges.len(), tree.node_count() - trace.iterations.len());
        // Pruned nodes, and the edges into them, are drawn apart.
        let pruned: HashMap<usize, bool> = tree
            .node_indices()
            .map(|n| (n.index(), trace.node(n).status == Status::Pruned))
            .collect();
        for s in &ours {
            match s {
                Statement::Node(id, a) | Statement::Edge(_, id, a) => {
                    assert_eq!(a.contains("style=dashed"), pruned[id], "{name}: {s:?}");
                    assert!(a.contains("label=\""), "{s:?}");
                }
                Statement::Other(_) => {}
            }
        }
        // petgraph's own DOT of the tree, with no attributes: the same nodes and edges.
        let plain = format!(
            "{:?}",
            Dot::with_config(tree, &[Config::NodeNoLabel, Config::EdgeNoLabel])
        );
        let theirs: Vec<Statement> = plain
            .lines()
            .skip(1)
            .filter(|l| *l != "}")
            .map(|l| {
                let head = l.trim().strip_suffix("[ ]").expect("no attributes").trim();
                match head.split_once(" -> ") {
                    Some((a, b)) => {
                        Statement::Edge(a.parse().unwrap(), b.parse().unwrap(), String::new())
                    }
                    None => Statement::Node(head.parse().unwrap(), String::new()),
                }
            })
            .collect();
        assert_eq!(shape(&theirs), (nodes, edges), "{name}");
    }
}
