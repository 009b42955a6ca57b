//! The Game of Bones under every option, against a plain minimax written here: with no depth
//! limit the value is the theory's; with one, options must agree with plain depth-limited search.

use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use proptest::prelude::*;

/// Depth-limited minimax from the rules: +1 if MAX wins, −1 if MIN wins, 0 at the horizon.
fn value(left: u32, k: u32, max_to_move: bool, depth: Option<u32>) -> i64 {
    if left == 0 {
        return if max_to_move { -1 } else { 1 };
    }
    if depth == Some(0) {
        return 0;
    }
    let values = (1..=k.min(left)).map(|t| value(left - t, k, !max_to_move, depth.map(|d| d - 1)));
    if max_to_move {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn every_option_agrees_with_plain_minimax(n in 0u32..16, k in 1u32..5, depth in 1u32..8, bits in 0u32..32) {
        for limit in [None, Some(depth)] {
            let config = SearchConfig {
                algorithm: Algorithm::MINIMAX_FAMILY[(bits >> 3) as usize],
                ordering: bits & 1 != 0,
                tt: bits & 2 != 0,
                iterative: bits & 4 != 0,
                depth: limit,
                ..SearchConfig::default()
            };
            let s = Scenario {
                game: GameChoice::Bones { bones: n as i64, max_take: k as i64 },
                config: config.clone(),
                max_nodes: DEFAULT_MAX_NODES,
            };
            let o = s.run_bare().unwrap();
            let expected = value(n, k, true, limit);
            prop_assert_eq!(o.root_value, expected, "n={} k={} {:?}", n, k, config);
            // The best move leaves a heap worth the root's value.
            if let Some(m) = &o.best_move {
                let take: u32 = m.trim_start_matches("take ").parse().unwrap();
                let worth = value(n - take, k, false, limit.map(|d| d - 1));
                prop_assert_eq!(worth, expected, "n={} k={} {:?} plays {}", n, k, config, m);
            }
        }
    }
}

/// Regression: a table entry from a deeper search (the same heap reached in fewer moves) used
/// to answer a shallower one, so n = 13, k = 2, depth 8 with --tt --iterative gave +1 where
/// depth-limited minimax gives 0.
#[test]
fn every_option_agrees_on_every_small_heap_and_depth() {
    for n in 0..=14u32 {
        for k in 1..=4u32 {
            for depth in (1..=9).map(Some).chain([None]) {
                for bits in 0..32 {
                    let config = SearchConfig {
                        algorithm: Algorithm::MINIMAX_FAMILY[bits >> 3],
                        ordering: bits & 1 != 0,
                        tt: bits & 2 != 0,
                        iterative: bits & 4 != 0,
                        depth,
                        ..SearchConfig::default()
                    };
                    let s = Scenario {
                        game: GameChoice::Bones {
                            bones: n as i64,
                            max_take: k as i64,
                        },
                        config: config.clone(),
                        max_nodes: DEFAULT_MAX_NODES,
                    };
                    let got = s.run_bare().unwrap().root_value;
                    assert_eq!(got, value(n, k, true, depth), "n={n} k={k} {config:?}");
                }
            }
        }
    }
}
