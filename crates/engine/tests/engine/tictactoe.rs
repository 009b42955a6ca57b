//! Tic-tac-toe from random legal positions: every algorithm and option finds the value an
//! independent brute force (written here, on a plain array) finds, with and without a depth
//! limit, and the recordings keep the trace invariants.

use crate::support::{check_trace_invariants, ttt_winner as winner};
use gametree_engine::game::PositionError;
use gametree_engine::scenario::{GameChoice, Scenario, ScenarioError};
use gametree_engine::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use proptest::prelude::*;

/// Minimax from the definition: X (1) maximises, O (2) minimises, wins ±(10 − ply), draw 0;
/// at the depth limit, centre 3 and corners 2 for X, minus the same for O.
fn value(cells: &mut [u8; 9], x_to_move: bool, ply: i64, depth: Option<u32>) -> i64 {
    match winner(cells) {
        Some(1) => return 10 - ply,
        Some(_) => return ply - 10,
        None => {}
    }
    if cells.iter().all(|&c| c != 0) {
        return 0;
    }
    if depth == Some(0) {
        let weight = [2, 0, 2, 0, 3, 0, 2, 0, 2];
        return (0..9)
            .map(|i| match cells[i] {
                1 => weight[i],
                2 => -weight[i],
                _ => 0,
            })
            .sum();
    }
    let mut best: Option<i64> = None;
    for i in 0..9 {
        if cells[i] == 0 {
            cells[i] = if x_to_move { 1 } else { 2 };
            let v = value(cells, !x_to_move, ply + 1, depth.map(|d| d - 1));
            cells[i] = 0;
            best = Some(match best {
                None => v,
                Some(b) if x_to_move => b.max(v),
                Some(b) => b.min(v),
            });
        }
    }
    best.unwrap()
}

/// A legal position: play the given cells in turn (X first), stopping if someone wins.
fn position() -> impl Strategy<Value = [u8; 9]> {
    (
        2usize..=9,
        Just((0..9).collect::<Vec<usize>>()).prop_shuffle(),
    )
        .prop_map(|(n, order)| {
            let mut cells = [0u8; 9];
            for (ply, &cell) in order[..n].iter().enumerate() {
                if winner(&cells).is_some() {
                    break;
                }
                cells[cell] = if ply % 2 == 0 { 1 } else { 2 };
            }
            cells
        })
}

/// The cell a move such as "X b3" marks: columns a–c, rows 1–3 from the top.
fn cell_of(mv: &str) -> usize {
    let name = mv.split_whitespace().last().expect("a cell");
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 3 + (b[0] - b'a') as usize
}

fn text(cells: &[u8; 9]) -> String {
    cells.iter().map(|&c| ['.', 'X', 'O'][c as usize]).collect()
}

fn scenario(cells: &[u8; 9], config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::TicTacToe {
            position: text(cells),
        },
        config,
        max_nodes: DEFAULT_MAX_NODES,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn every_option_finds_the_brute_force_value(cells in position(), depth in 1u32..4) {
        let marks = cells.iter().filter(|&&c| c != 0).count();
        let x_to_move = marks % 2 == 0;
        for limit in [None, Some(depth)] {
            let expected = value(&mut cells.clone(), x_to_move, 0, limit);
            for algorithm in Algorithm::MINIMAX_FAMILY {
                for bits in 0..8 {
                    let config = SearchConfig {
                        algorithm,
                        ordering: bits & 1 != 0,
                        tt: bits & 2 != 0,
                        iterative: bits & 4 != 0,
                        depth: limit,
                        ..SearchConfig::default()
                    };
                    let o = scenario(&cells, config.clone()).run_bare().unwrap();
                    prop_assert_eq!(o.root_value, expected, "{} {:?}", text(&cells), config);
                    // The best move leads to a position worth the root's value.
                    if let Some(m) = &o.best_move {
                        let cell = cell_of(m);
                        let mut after = cells;
                        prop_assert_eq!(after[cell], 0);
                        after[cell] = if x_to_move { 1 } else { 2 };
                        let worth = value(&mut after, !x_to_move, 1, limit.map(|d| d - 1));
                        prop_assert_eq!(worth, expected, "{} {:?} plays {}", text(&cells), config, m);
                    }
                }
            }
        }
    }

    #[test]
    fn recordings_agree_with_the_bare_search(cells in position(), ordering: bool, tt: bool) {
        let config = SearchConfig {
            algorithm: Algorithm::AlphaBeta,
            ordering,
            tt,
            ..SearchConfig::default()
        };
        let s = scenario(&cells, config);
        let trace = s.record(None).unwrap();
        check_trace_invariants(&trace);
        prop_assert_eq!(&trace.outcome, &s.run_bare().unwrap());
        let visited = trace.tree.node_indices().map(|id| trace.tree.node(id))
            .filter(|n| n.status == gametree_engine::trace::Status::Visited).count() as u64;
        prop_assert_eq!(visited, trace.outcome.stats.nodes_visited);
        // The best move is legal and achieves the value: play it and search again.
        if let Some(mv) = &trace.outcome.best_move {
            let cell = cell_index(&mv[2..]);
            prop_assert_eq!(cells[cell], 0);
            let mut after = cells;
            let marks = cells.iter().filter(|&&c| c != 0).count();
            after[cell] = if marks % 2 == 0 { 1 } else { 2 };
            // One ply later every score moves one step towards 0 (wins are worth one less).
            let v = value(&mut after, marks % 2 != 0, 1, None);
            prop_assert_eq!(v, trace.outcome.root_value);
        }
    }
}

/// "b2" → 4: columns a–c, rows 1–3 from the top.
fn cell_index(name: &str) -> usize {
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 3 + (b[0] - b'a') as usize
}

#[test]
fn illegal_positions_are_refused_with_a_reason() {
    for bad in [
        "XX.......",
        "OOO......",
        "XXXOOO...",
        "X........O",
        "X..Y.....",
    ] {
        let mut s = scenario(&[0; 9], SearchConfig::default());
        s.game = GameChoice::TicTacToe {
            position: bad.into(),
        };
        let err = s.run_bare().unwrap_err();
        let ScenarioError::Position(e) = &err else {
            panic!("{bad}: {err:?}");
        };
        // The error names the position as it was given.
        let (PositionError::CellCount { position, .. }
        | PositionError::BadCell { position, .. }
        | PositionError::MarkCounts { position, .. }
        | PositionError::Impossible { position, .. }) = e;
        assert_eq!(position, bad);
    }
}
