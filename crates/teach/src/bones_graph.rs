//! The Game of Bones as its positions rather than its tree: a petgraph [`DiGraph`] of heaps
//! n, n−1, …, 0 with an arrow for every take of 1 to k ([`position_graph`]), solved by
//! retrograde analysis over it from 0 upward, one heap at a time, each step with its reason
//! ([`solve`]). The recorded tree's nodes are counted per heap: a tree of hundreds of
//! thousands of nodes holds only n + 1 positions, which is what a transposition table
//! exploits.

use super::words::{Joined, series};
use crate::t;
use gametree_engine::game::PositionView;
use gametree_engine::trace::{NodeId, Status, Trace, flags};
use petgraph::Direction;
use petgraph::algo::toposort;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;

/// One heap, solved: whether the player to move wins, with which take, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Bones on the heap.
    pub heap: u32,
    /// Whether the player to move (with best play on both sides) wins.
    pub wins: bool,
    /// The smallest take that leaves a losing heap (`None` when the heap loses).
    pub take: Option<u32>,
    /// The reason in one sentence, with the heaps it rests on.
    pub why: String,
}

/// The positions of bones from a heap of `n` with takes of 1..=`k`: one node per heap (node
/// `h` is heap `h`, its weight the heap), and an arrow from each heap to every heap a take
/// leaves (its weight the take). The arrows only go down, so the graph has no cycle.
pub fn position_graph(n: u32, k: u32) -> DiGraph<u32, u32> {
    let mut graph = DiGraph::with_capacity(n as usize + 1, (n as usize + 1) * k.min(n) as usize);
    for heap in 0..=n {
        graph.add_node(heap);
    }
    for heap in (0..=n).rev() {
        for take in 1..=k.min(heap) {
            let from = NodeIndex::new(heap as usize);
            graph.add_edge(from, NodeIndex::new((heap - take) as usize), take);
        }
    }
    graph
}

/// Solves heaps 0..=`n` with takes of 1..=`k` by retrograde analysis over
/// [`position_graph`]: in reverse topological order (every heap after the heaps its takes
/// leave, so heap 0 first), a heap with no move loses, and a heap wins exactly when some take
/// leads to a losing heap (the smallest such take is the one given). Entry `h` is heap `h`.
pub fn solve(n: u32, k: u32) -> Vec<Solved> {
    let graph = position_graph(n, k);
    let order = toposort(&graph, None).expect("takes only go down: no cycle");
    let mut solved: Vec<Option<Solved>> = vec![None; graph.node_count()];
    for &node in order.iter().rev() {
        let heap = graph[node];
        let mut takes: Vec<(u32, u32)> = graph
            .edges_directed(node, Direction::Outgoing)
            .map(|e| (*e.weight(), graph[e.target()]))
            .collect();
        gametree_engine::sort::sort(&mut takes);
        // Every heap a take leaves is solved already: it comes earlier in this order.
        let loses = |left: u32| solved[left as usize].as_ref().is_some_and(|s| !s.wins);
        let take = takes
            .iter()
            .find(|&&(_, left)| loses(left))
            .map(|&(t, _)| t);
        let why = match (heap, take) {
            (0, _) => t!("narration-bones-zero-loses"),
            (_, Some(t)) => t!(
                "narration-bones-wins",
                heap = heap.to_string(),
                take = t.to_string(),
                left = (heap - t).to_string()
            ),
            (_, None) => {
                let left: Vec<String> = takes.iter().map(|(_, l)| l.to_string()).collect();
                t!(
                    "narration-bones-loses",
                    heap = heap.to_string(),
                    left = series(&left, Joined::Or)
                )
            }
        };
        solved[node.index()] = Some(Solved {
            heap,
            wins: take.is_some(),
            take,
            why,
        });
    }
    solved.into_iter().flatten().collect()
}

/// Why the multiples of k + 1 are exactly the losing heaps, in words.
pub fn why_multiples_lose(k: u32) -> String {
    let m = k + 1;
    t!(
        "narration-bones-multiples-lose",
        m = m.to_string(),
        k = k.to_string(),
        double = (2 * m).to_string()
    )
}

/// The recorded tree seen by heap: for every node its heap, and per heap how many visited
/// nodes stand for it and whether the transposition table answered one of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heaps {
    /// The starting heap.
    pub start: u32,
    /// The most one move may take.
    pub max_take: u32,
    /// Per node id: its heap.
    pub heap_of: Vec<u32>,
    /// Per heap: visited nodes standing for it.
    pub visited: Vec<u64>,
    /// Per heap: whether the table answered one of its nodes.
    pub table: Vec<bool>,
}

impl Heaps {
    /// The heaps of a recorded bones search; `None` for other games.
    pub fn of(trace: &Trace) -> Option<Heaps> {
        let PositionView::Bones { left, max_take } = trace.game.view(&[]) else {
            return None;
        };
        let n = trace.tree.node_count();
        let mut heap_of = vec![left; n];
        let mut visited = vec![0u64; left as usize + 1];
        let mut table = vec![false; left as usize + 1];
        // Parents are recorded before their children: one pass in id order.
        for id in trace.tree.node_indices() {
            let node = trace.node(id);
            let heap = match trace.parent(id) {
                Some(p) => heap_of[p.index()].saturating_sub(node.move_code),
                None => left,
            };
            heap_of[id.index()] = heap;
            if node.status == Status::Visited {
                visited[heap as usize] += 1;
                table[heap as usize] |= node.has(flags::TT_HIT);
            }
        }
        Some(Heaps {
            start: left,
            max_take,
            heap_of,
            visited,
            table,
        })
    }

    /// The visited nodes of heap `heap`.
    pub fn nodes_of(&self, trace: &Trace, heap: u32) -> Vec<NodeId> {
        trace
            .tree
            .node_indices()
            .filter(|&id| {
                self.heap_of[id.index()] == heap && trace.node(id).status == Status::Visited
            })
            .collect()
    }

    /// "heap 4: 23 nodes of the tree" (and "the table answered one" where it did).
    pub fn heap_words(&self, heap: u32) -> String {
        let heap_index = heap as usize;
        let count = self.visited.get(heap_index).copied().unwrap_or(0);
        let heap = heap.to_string();
        if self.table.get(heap_index).copied().unwrap_or(false) {
            t!("narration-bones-heap-table", heap = heap, nodes = count)
        } else {
            t!("narration-bones-heap", heap = heap, nodes = count)
        }
    }
}

/// What each count of a bones search counts, one sentence each, with its number: the
/// positions the search visited, the nodes the tree holds (those and the moves cutoffs
/// skipped, drawn greyed out), and plain minimax's count (every position of the whole game
/// tree) when it is known. The inspector, the graph and the narration show these three
/// numbers; these sentences say how they differ.
pub fn counts_explained(trace: &Trace) -> Vec<String> {
    let tree = &trace.tree;
    let entered = tree.node_indices().filter(|&n| tree.visited(n)).count();
    let skipped = tree.node_count() - entered;
    let mut said = vec![
        t!(
            "viewer-count-visited-means",
            visited = trace.outcome.stats.nodes_visited
        ),
        t!(
            "viewer-count-tree-means",
            nodes = tree.node_count(),
            visited = entered,
            skipped = skipped
        ),
    ];
    if let Some(m) = trace.minimax_nodes {
        said.push(t!("viewer-count-minimax-means", minimax = m));
    }
    said
}
