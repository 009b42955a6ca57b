//! Connect Four and m,n,k-games against independent truth: the rules (wins in all four
//! directions, gravity, a full-board draw), forced wins and blocks found by the search, node
//! counts and values against a brute force written here on a plain array, (3,3,3) equal to
//! tic-tac-toe, (4,4,3) a first-player win, move values equal to separate searches of each
//! child, and the evaluation's terms on hand-made positions.

use crate::support::check_trace_invariants;
use gametree_engine::game::{Evaluate, Grid, GridRules, Rules, TicTacToe};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::Say;
use gametree_teach::move_values::move_values;
use proptest::prelude::*;

fn c4(moves: &str) -> Grid {
    Grid::from_moves(moves).unwrap()
}

fn scenario(game: GameChoice, config: SearchConfig) -> Scenario {
    Scenario {
        game,
        config,
        ..Scenario::default()
    }
}

fn ab(depth: Option<u32>, ordering: bool, tt: bool) -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ordering,
        tt,
        depth,
        ..SearchConfig::default()
    }
}

#[test]
fn connect_four_wins_in_all_four_directions() {
    // X plays the first column of each pair: horizontal on the bottom row, vertical in
    // column 1, and both diagonals.
    for (moves, dir) in [
        ("1121314", "horizontal"),
        ("1212121", "vertical"),
        ("12233434474", "diagonal up to the right"),
        ("76655454414", "diagonal up to the left"),
    ] {
        // Played from the empty board, the winning move is ply n: X scores 43 − n.
        let (before, last) = moves.split_at(moves.len() - 1);
        let mut g = Grid::connect_four();
        for col in before.chars().chain(last.chars()) {
            g.play(col.to_digit(10).unwrap() as u8 - 1);
        }
        assert_eq!(g.outcome(), Some(43 - moves.len() as i64), "{dir}: {moves}");
        // Given as the searched root, the game is already over: ply 0.
        assert_eq!(c4(moves).outcome(), Some(43), "{dir}");
        let mut legal = vec![];
        g.moves(&mut legal);
        assert!(legal.is_empty(), "{dir}: no moves after a win");
        // One move earlier the game goes on.
        assert_eq!(c4(before).outcome(), None, "{dir}");
    }
    // O wins score the negative: O completes column 2 on move 8.
    let mut g = c4("1212123");
    g.play(1);
    assert_eq!(g.outcome(), Some(-(43 - 1)));
}

#[test]
fn pieces_fall_and_full_columns_are_refused() {
    let g = c4("44");
    let cells = g.cells();
    assert_eq!(
        cells[5 * 7 + 3],
        'X',
        "the first piece lands on the bottom row"
    );
    assert_eq!(cells[4 * 7 + 3], 'O', "the second lands on top of it");
    assert_eq!(cells.iter().filter(|&&c| c != '.').count(), 2);
    let err = Grid::from_moves("4444444").unwrap_err().say();
    assert!(err.contains("move 7") && err.contains("full"), "{err}");
    let err = Grid::from_moves("448").unwrap_err().say();
    assert!(err.contains("move 3") && err.contains("1 to 7"), "{err}");
    let err = Grid::from_moves("12121215").unwrap_err().say();
    assert!(err.contains("game is over after move 7"), "{err}");
    // A floating piece is not a position.
    let mut floating = ".".repeat(42);
    floating.replace_range(3..4, "X");
    let err = Grid::from_position(GridRules::CONNECT_FOUR, &floating)
        .unwrap_err()
        .say();
    assert!(err.contains("floats"), "{err}");
}

#[test]
fn a_full_board_with_no_four_is_a_draw() {
    // Columns in pairs XXXOOO / OOOXXX alternate, so no line of four forms anywhere.
    let rows = [
        "XOXOXOX", "XOXOXOX", "XOXOXOX", "OXOXOXO", "OXOXOXO", "OXOXOXO",
    ];
    let full: String = rows.concat();
    let g = Grid::from_position(GridRules::CONNECT_FOUR, &full).unwrap();
    assert_eq!(g.outcome(), Some(0));
    // Take out the top of column 6 (an O): O's last move fills the board and draws.
    let mut one_left: Vec<char> = full.chars().collect();
    one_left[5] = '.';
    let mut g = Grid::from_position(
        GridRules::CONNECT_FOUR,
        &one_left.iter().collect::<String>(),
    )
    .unwrap();
    assert_eq!(g.outcome(), None);
    g.play(5);
    assert_eq!(g.outcome(), Some(0));
}

#[test]
fn the_search_finds_a_forced_win_and_a_forced_block() {
    // X has 3, 4 and 5 on the bottom row with 2 and 6 open: whatever O does, X wins next move.
    let s = scenario(
        GameChoice::ConnectFour {
            moves: "44553".into(),
            position: None,
        },
        ab(Some(4), true, true),
    );
    let o = s.run_bare().unwrap();
    assert_eq!(o.root_value, 43 - 2, "X wins at the second ply from here");
    // X has 1, 2 and 3 on the bottom row: O must block at 4, or lose at once.
    let s = scenario(
        GameChoice::ConnectFour {
            moves: "15253".into(),
            position: None,
        },
        ab(Some(4), true, true),
    );
    for config in [ab(Some(4), false, false), ab(Some(4), true, true)] {
        let o = Scenario {
            config,
            ..s.clone()
        }
        .run_bare()
        .unwrap();
        assert_eq!(o.best_move.as_deref(), Some("O 4"));
    }
    let t = s.record(None).unwrap();
    check_trace_invariants(&t);
}

/// Minimax from the definition on a plain array: (value, nodes visited), X = 1 maximising.
fn brute(cells: &mut Vec<u8>, r: usize, c: usize, k: usize, ply: i64) -> (i64, u64) {
    let n = (r * c) as i64;
    let line = |cells: &[u8], who: u8| {
        (0..r as isize).any(|y| {
            (0..c as isize).any(|x| {
                [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dy, dx)| {
                    (0..k as isize).all(|i| {
                        let (yy, xx) = (y + dy * i, x + dx * i);
                        (0..r as isize).contains(&yy)
                            && (0..c as isize).contains(&xx)
                            && cells[(yy * c as isize + xx) as usize] == who
                    })
                })
            })
        })
    };
    if line(cells, 1) {
        return (n + 1 - ply, 1);
    }
    if line(cells, 2) {
        return (-(n + 1 - ply), 1);
    }
    let x_moves =
        cells.iter().filter(|&&v| v == 1).count() == cells.iter().filter(|&&v| v == 2).count();
    let mut best: Option<i64> = None;
    let mut nodes = 1;
    for i in 0..cells.len() {
        if cells[i] == 0 {
            cells[i] = if x_moves { 1 } else { 2 };
            let (v, sub) = brute(cells, r, c, k, ply + 1);
            cells[i] = 0;
            nodes += sub;
            best = Some(match best {
                None => v,
                Some(b) if x_moves => b.max(v),
                Some(b) => b.min(v),
            });
        }
    }
    (best.unwrap_or(0), nodes)
}

/// A reachable position of an R × C board: `marks` moves in the given order, stopping at a win.
fn mnk_position() -> impl Strategy<Value = (u8, u8, u8, String)> {
    (3u8..=4, 3u8..=4, any::<prop::sample::Index>()).prop_flat_map(|(r, c, ki)| {
        let cells = r as usize * c as usize;
        let k = 3 + ki.index((r.max(c) - 2) as usize) as u8;
        (
            Just((r, c, k)),
            Just((0..cells).collect::<Vec<usize>>()).prop_shuffle(),
            (cells.saturating_sub(7))..=cells,
        )
            .prop_map(move |((r, c, k), order, marks)| {
                let rules = GridRules::mnk(r.into(), c.into(), k.into()).unwrap();
                let mut g = Grid::new(rules);
                for &cell in &order[..marks] {
                    if g.outcome().is_some() {
                        break;
                    }
                    g.play(cell as u8);
                }
                (r, c, k, g.position_text())
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn mnk_searches_match_a_brute_force((r, c, k, position) in mnk_position()) {
        let mut cells: Vec<u8> = position
            .chars()
            .map(|ch| match ch { 'X' => 1, 'O' => 2, _ => 0 })
            .collect();
        let (value, nodes) = brute(&mut cells, r as usize, c as usize, k as usize, 0);
        let game = GameChoice::Mnk { rows: r, cols: c, k, position: position.clone() };
        let plain = SearchConfig { algorithm: Algorithm::Minimax, ..SearchConfig::default() };
        let minimax = scenario(game.clone(), plain).run_bare().unwrap();
        prop_assert_eq!(minimax.root_value, value);
        prop_assert_eq!(minimax.stats.nodes_visited, nodes);
        for config in [ab(None, false, false), ab(None, true, true)] {
            let t = scenario(game.clone(), config).record(None).unwrap();
            prop_assert_eq!(t.outcome.root_value, value);
            check_trace_invariants(&t);
        }
    }

    #[test]
    fn mnk_3_3_3_is_tic_tac_toe(order in Just((0u8..9).collect::<Vec<u8>>()).prop_shuffle(), n in 0usize..=9) {
        let mut t = TicTacToe::new();
        for &cell in &order[..n] {
            if t.outcome().is_some() {
                break;
            }
            t.play(cell);
        }
        let position = t.position_text();
        // To the end of the game (under a depth limit each game keeps its own evaluation).
        for config in [SearchConfig::default(), ab(None, false, false), ab(None, true, false), ab(None, true, true)] {
            let ttt = scenario(GameChoice::TicTacToe { position: position.clone() }, config.clone()).run_bare().unwrap();
            let mnk = scenario(GameChoice::Mnk { rows: 3, cols: 3, k: 3, position: position.clone() }, config.clone()).run_bare().unwrap();
            prop_assert_eq!(ttt.root_value, mnk.root_value);
            prop_assert_eq!(ttt.principal_variation, mnk.principal_variation);
            prop_assert_eq!(ttt.stats.nodes_visited, mnk.stats.nodes_visited);
            prop_assert_eq!(ttt.stats.cutoffs, mnk.stats.cutoffs);
        }
    }
}

#[test]
fn four_by_four_three_in_a_row_is_a_first_player_win() {
    let s = scenario(
        GameChoice::Mnk {
            rows: 4,
            cols: 4,
            k: 3,
            position: ".".repeat(16),
        },
        ab(None, true, true),
    );
    let o = s.run_bare().unwrap();
    assert!(
        o.root_value.as_f64() > 0.0,
        "X wins (4,4,3): value {}",
        o.root_value
    );
    // It is the same value with every pruning option (the value never depends on them).
    let plain = Scenario {
        config: ab(None, true, false),
        ..s
    }
    .run_bare()
    .unwrap();
    assert_eq!(plain.root_value, o.root_value);
}

/// The value of `child` searched on its own (its ply counts from 0), moved into its parent's
/// frame: a win one ply further away scores one less.
fn parent_frame(v: i64) -> i64 {
    v - v.signum()
}

#[test]
fn move_values_equal_separate_searches_of_each_child() {
    let positions: Vec<Grid> = vec![
        Grid::from_position(GridRules::mnk(3, 3, 3).unwrap(), "X...O....").unwrap(),
        Grid::from_position(GridRules::mnk(3, 4, 3).unwrap(), "X..O..X.O...").unwrap(),
        Grid::from_position(GridRules::mnk(4, 4, 3).unwrap(), "XO.XOX..X.OO....").unwrap(),
    ];
    for g in positions {
        let values = move_values(&g, None).unwrap();
        assert_eq!(values.depth, None, "small boards are searched to the end");
        let mut legal = vec![];
        g.moves(&mut legal);
        assert_eq!(values.moves.len(), legal.len());
        for (m, &mv) in values.moves.iter().zip(&legal) {
            let mut child = g;
            child.play(mv);
            let rules = g.rules();
            let alone = scenario(
                GameChoice::Mnk {
                    rows: rules.rows,
                    cols: rules.cols,
                    k: rules.k,
                    position: child.position_text(),
                },
                ab(None, true, true),
            )
            .run_bare()
            .unwrap();
            assert_eq!(
                m.value,
                parent_frame(alone.root_value.int().unwrap()),
                "{}",
                m.text
            );
        }
        // The best move's value is the position's own value.
        let own = scenario(GameChoice::of_grid(&g), ab(None, true, true))
            .run_bare()
            .unwrap();
        let best = values.moves.iter().map(|m| m.value).max().unwrap();
        assert_eq!(best, own.root_value, "X to move takes the best child");
        for m in &values.moves {
            assert_eq!(
                m.best,
                m.value == best,
                "{} is marked best exactly when it is",
                m.text
            );
        }
    }
    // Connect Four is too big to search to the end: the values say how deep they looked, and
    // each equals a depth-limited search of its child one move shallower.
    let g = c4("4453");
    let values = move_values(&g, Some(4)).unwrap();
    assert_eq!(values.depth, Some(4));
    for m in &values.moves {
        let mut child = g;
        child.play(m.code as u8);
        let alone = scenario(
            GameChoice::ConnectFour {
                moves: String::new(),
                position: Some(child.position_text()),
            },
            ab(Some(3), false, false),
        )
        .run_bare()
        .unwrap();
        // Depth-limited leaves are estimates (no ply in them); only wins shift by a ply.
        let alone_value = alone.root_value.int().unwrap();
        let shifted = if alone_value.abs() > 30 {
            parent_frame(alone_value)
        } else {
            alone_value
        };
        assert_eq!(m.value, shifted, "{}", m.text);
    }
    // Words follow the meaning for the player to move: a win for X after its winning move.
    let win = Grid::from_position(GridRules::mnk(3, 3, 3).unwrap(), "XX.OO....").unwrap();
    let values = move_values(&win, None).unwrap();
    assert_eq!(values.moves[0].text, "X c1");
    assert_eq!(values.moves[0].words, "win in 1");
    assert_eq!(values.moves[0].verdict, 1);
    assert!(values.moves[0].best);
}

#[test]
fn the_evaluation_counts_lines_and_the_centre() {
    let terms = |g: &Grid| {
        g.evaluation_terms()
            .iter()
            .map(|t| (t.weight, t.max, t.min))
            .collect::<Vec<_>>()
    };
    // Threes (×5), twos (×2), centre column (×3): X's count, then O's.
    assert_eq!(terms(&c4("")), vec![(5, 0, 0), (2, 0, 0), (3, 0, 0)]);
    assert_eq!(c4("").evaluate(), 0);
    assert_eq!(terms(&c4("4")), vec![(5, 0, 0), (2, 0, 0), (3, 1, 0)]);
    assert_eq!(c4("4").evaluate(), 3);
    // X on d1, e1 (bottom row), O on d2: three bottom-row windows hold X's two and nothing else.
    assert_eq!(terms(&c4("445")), vec![(5, 0, 0), (2, 3, 0), (3, 1, 1)]);
    assert_eq!(c4("445").evaluate(), 6);
    // X on the bottom row in columns 4–6 (two open threes and one two); O's two on row 2 lies
    // in three empty windows.
    assert_eq!(terms(&c4("44556")), vec![(5, 2, 0), (2, 1, 3), (3, 1, 1)]);
    assert_eq!(c4("44556").evaluate(), 6);
    // Tic-tac-toe's own evaluation keeps its centre 3 and corners 2.
    let t = TicTacToe::from_position("X...O...X").unwrap();
    assert_eq!(t.evaluate(), 2 + 2 - 3);
    assert_eq!(t.evaluation_terms().len(), 2);
}

#[test]
fn a_depth_limited_leaf_is_narrated_as_an_estimate_with_its_terms() {
    let t = scenario(
        GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        ab(Some(2), true, true),
    )
    .record(None)
    .unwrap();
    let step = t
        .events()
        .position(|e| {
            e.kind == gametree_engine::trace::EventKind::Leaf
                && t.node(e.node).has(gametree_engine::trace::flags::HEURISTIC)
        })
        .expect("a leaf at the depth limit");
    let mut p = gametree_engine::trace::Playback::new(std::sync::Arc::new(t));
    p.seek(step + 1);
    let said = gametree_teach::narrate(&p);
    assert!(said.contains("estimated by the evaluation"), "{said}");
    assert!(
        said.contains("× (") && said.contains("centre column"),
        "{said}"
    );
}

#[test]
fn json_traces_of_board_games_read_back_with_their_boards() {
    use gametree_engine::game::PositionView;
    use gametree_engine::trace::json::write_json;
    use gametree_engine::trace::json_read::read_json_str;
    for game in [
        GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        GameChoice::Mnk {
            rows: 3,
            cols: 4,
            k: 3,
            position: "X..O..X.O...".into(),
        },
    ] {
        let t = scenario(game, ab(Some(2), true, false))
            .record(None)
            .unwrap();
        let mut out = Vec::new();
        write_json(&t, "t", &mut out).unwrap();
        let back = read_json_str(std::str::from_utf8(&out).unwrap()).unwrap();
        assert_eq!(back.outcome, t.outcome);
        // Every node's board, and the evaluation's terms of its estimate, come back.
        for id in t.tree.node_indices() {
            let codes = t.move_codes(id);
            let view = t.game.view(&codes);
            assert!(matches!(view, PositionView::Grid { .. }));
            assert_eq!(back.game.view(&back.move_codes(id)), view);
            assert_eq!(
                back.game.evaluation_terms(&back.move_codes(id)),
                t.game.evaluation_terms(&codes)
            );
        }
    }
}
