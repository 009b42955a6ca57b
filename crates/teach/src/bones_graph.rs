//! The Game of Bones as its positions rather than its tree: heaps n, n−1, …, 0 with an arrow
//! for every take of 1 to k, solved from 0 upward one heap at a time (retrograde analysis),
//! each step with its reason. The recorded tree's nodes are counted per heap: a tree of
//! hundreds of thousands of nodes holds only n + 1 positions, which is what a transposition
//! table exploits.

use super::words::series;
use gametree_engine::game::PositionView;
use gametree_engine::t;
use gametree_engine::trace::{NodeId, Status, Trace, flags};

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

/// Solves heaps 0..=`n` with takes of 1..=`k`, smallest first: heap 0 loses (no move), and a
/// heap wins exactly when some take leaves a losing heap. Entry `h` is heap `h`.
pub fn solve(n: u32, k: u32) -> Vec<Solved> {
    let mut out: Vec<Solved> = Vec::with_capacity(n as usize + 1);
    for heap in 0..=n {
        let takes = 1..=k.min(heap);
        let take = takes.clone().find(|&t| !out[(heap - t) as usize].wins);
        let why = match (heap, take) {
            (0, _) => t!("narration-bones-zero-loses"),
            (_, Some(t)) => t!(
                "narration-bones-wins",
                heap = heap.to_string(),
                take = t.to_string(),
                left = (heap - t).to_string()
            ),
            (_, None) => {
                let left: Vec<String> = takes.map(|t| (heap - t).to_string()).collect();
                t!(
                    "narration-bones-loses",
                    heap = heap.to_string(),
                    left = series(&left, "or")
                )
            }
        };
        out.push(Solved {
            heap,
            wins: take.is_some(),
            take,
            why,
        });
    }
    out
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
