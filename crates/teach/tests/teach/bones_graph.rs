//! The bones position graph against the theory and a brute force written here: the solved
//! colours say the player to move loses exactly on multiples of k + 1, and the tree's nodes
//! counted per heap equal a count made by walking the game tree directly.

use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::bones_graph::{Heaps, solve, why_multiples_lose};

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
