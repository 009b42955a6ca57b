//! The bones position graph against the theory and a brute force written here: the solved
//! colours say the player to move loses exactly on multiples of k + 1, and the tree's nodes
//! counted per heap equal a count made by walking the game tree directly.

use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::bones_graph::{Heaps, Solved, position_graph, solve, why_multiples_lose};
use gametree_teach::words::{Joined, series};
use petgraph::algo::toposort;
use petgraph::visit::EdgeRef;

#[test]
fn solved_heaps_follow_the_theory() {
    for k in 1..=4u32 {
        let solved = solve(30, k);
        assert_eq!(solved.len(), 31);
        for s in &solved {
            assert_eq!(s.wins, s.heap % (k + 1) != 0, "k={k} heap {}", s.heap);
            if let Some(t) = s.take {
                assert!((1..=k).contains(&t));
                assert_eq!(
                    (s.heap - t) % (k + 1),
                    0,
                    "the winning take leaves a multiple"
                );
            }
        }
        assert!(why_multiples_lose(k).contains(&format!("multiples of {}", k + 1)));
    }
    let s = solve(4, 3);
    assert_eq!(
        s[4].why,
        "4 loses: every take leaves 3, 2 or 1, and each of those wins"
    );
    assert_eq!(s[3].why, "3 wins: take 3 to leave 0, which loses");
}

/// Nodes of the full game tree of heap `n` (takes 1..=k) standing for each heap.
fn brute(n: u32, k: u32, counts: &mut Vec<u64>) {
    counts[n as usize] += 1;
    for t in 1..=k.min(n) {
        brute(n - t, k, counts);
    }
}

#[test]
fn tree_nodes_per_heap_match_a_brute_force() {
    for (n, k) in [(8, 3), (12, 2), (10, 4)] {
        let s = Scenario {
            game: GameChoice::Bones {
                bones: n as i64,
                max_take: k as i64,
            },
            config: SearchConfig {
                algorithm: Algorithm::Minimax,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        let trace = s.record(None).unwrap();
        let heaps = Heaps::of(&trace).unwrap();
        let mut expected = vec![0u64; n as usize + 1];
        brute(n, k, &mut expected);
        assert_eq!(heaps.visited, expected, "n={n} k={k}");
        assert_eq!(heaps.nodes_of(&trace, 0).len() as u64, expected[0]);
        assert!(
            heaps.table.iter().all(|&t| !t),
            "no table, no table answers"
        );
        // With a transposition table the same heaps are answered from it.
        let tt = Scenario {
            config: SearchConfig {
                algorithm: Algorithm::Minimax,
                tt: true,
                ..SearchConfig::default()
            },
            ..s
        };
        let trace = tt.record(None).unwrap();
        let heaps = Heaps::of(&trace).unwrap();
        assert!(heaps.table.iter().any(|&t| t));
        assert!(heaps.visited.iter().sum::<u64>() < expected.iter().sum::<u64>());
    }
}

#[test]
fn the_position_graph_has_a_node_per_heap_and_an_arrow_per_take() {
    for (n, k) in [(0, 3), (1, 1), (7, 3), (20, 4), (5, 9)] {
        let g = position_graph(n, k);
        assert_eq!(g.node_count(), n as usize + 1);
        let arrows: u32 = (0..=n).map(|h| k.min(h)).sum();
        assert_eq!(g.edge_count(), arrows as usize, "n={n} k={k}");
        for node in g.node_indices() {
            assert_eq!(g[node] as usize, node.index(), "node h is heap h");
        }
        for e in g.edge_references() {
            let (from, to) = (g[e.source()], g[e.target()]);
            assert!((1..=k).contains(e.weight()));
            assert_eq!(
                from - e.weight(),
                to,
                "a take of {} from {from}",
                e.weight()
            );
        }
        // Topological order: every heap before the heaps its takes leave (n first, 0 last).
        let order = toposort(&g, None).unwrap();
        let mut at = vec![0; order.len()];
        for (i, node) in order.iter().enumerate() {
            at[node.index()] = i;
        }
        assert!(
            g.edge_references()
                .all(|e| at[e.source().index()] < at[e.target().index()])
        );
    }
}

/// The solution as it was first written: heaps 0, 1, … in turn, each from the heaps below.
fn solve_upward(n: u32, k: u32) -> Vec<Solved> {
    let mut out: Vec<Solved> = Vec::new();
    for heap in 0..=n {
        let takes = 1..=k.min(heap);
        let take = takes.clone().find(|&t| !out[(heap - t) as usize].wins);
        let why = match (heap, take) {
            (0, _) => "0 loses: no bones are left, so the player to move cannot move".into(),
            (_, Some(t)) => format!("{heap} wins: take {t} to leave {}, which loses", heap - t),
            (_, None) => {
                let left: Vec<String> = takes.map(|t| (heap - t).to_string()).collect();
                let left = series(&left, Joined::Or);
                format!("{heap} loses: every take leaves {left}, and each of those wins")
            }
        };
        let wins = take.is_some();
        out.push(Solved {
            heap,
            wins,
            take,
            why,
        });
    }
    out
}

#[test]
fn retrograde_analysis_over_the_graph_matches_solving_upward() {
    gametree_teach::i18n::with_lang(gametree_teach::i18n::Lang::En, || {
        for k in 1..=5 {
            for n in [0, 1, k, k + 1, 17, 40] {
                let solved = solve(n, k);
                let upward = solve_upward(n, k);
                assert_eq!(solved.len(), upward.len());
                for (s, u) in solved.iter().zip(&upward) {
                    assert_eq!(s, u, "n={n} k={k}");
                }
            }
        }
    });
}
