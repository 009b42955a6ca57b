//! Play's words for the computer's search value (issue 43, item 12): a depth-limited search
//! that scored positions with the evaluation function gives an estimate, said as one at its
//! look-ahead; a search that reached the end of the game wherever it looked gives a result,
//! said as who wins and in how many moves, checked against a search with no depth limit.

use gametree_engine::game::{Grid, GridRules, Rules};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::play_words::{SearchValue, proven};

/// Play's computer: alpha-beta with ordering and the table, `depth` moves ahead.
fn computer(game: GameChoice, depth: Option<u32>) -> Scenario {
    Scenario {
        game,
        config: SearchConfig {
            algorithm: Algorithm::AlphaBeta,
            ordering: depth.is_some(),
            tt: true,
            depth,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

#[test]
fn a_depth_limited_value_is_an_estimate_at_its_look_ahead() {
    let game = GameChoice::ConnectFour {
        moves: "4453".into(),
        position: None,
    };
    let t = computer(game, Some(6)).record(None).unwrap();
    assert!(
        !proven(&t),
        "Connect Four's middle game is not searched to its end"
    );
    let value = SearchValue::of(&t);
    assert!(
        matches!(value, SearchValue::Estimate { depth: 6, .. }),
        "{value:?}"
    );
    let en = with_lang(Lang::En, || value.line("X 4"));
    assert!(
        en.contains("estimate") && en.contains("6 moves ahead"),
        "{en}"
    );
    assert!(!en.contains("wins") && !en.contains("draw"), "{en}");
    let zh = with_lang(Lang::Zh, || value.line("X 4"));
    assert!(zh.contains("估值") && zh.contains("向前看 6 步"), "{zh}");
}

#[test]
fn a_value_searched_to_the_end_is_a_result_even_under_a_depth_limit() {
    // A full board of pairs XXXOOO / OOOXXX (no four anywhere) with the top of column 6 taken
    // out: O's one move fills it and draws. Six moves ahead reach the end: a result.
    let rows = [
        "XOXOX.X", "XOXOXOX", "XOXOXOX", "OXOXOXO", "OXOXOXO", "OXOXOXO",
    ];
    let position = rows.concat();
    let grid = Grid::from_position(GridRules::CONNECT_FOUR, &position).unwrap();
    assert_eq!(grid.outcome(), None);
    let game = GameChoice::ConnectFour {
        moves: String::new(),
        position: Some(position),
    };
    let limited = computer(game.clone(), Some(6)).record(None).unwrap();
    let whole = computer(game, None).run_bare().unwrap();
    assert!(proven(&limited));
    assert_eq!(limited.outcome.root_value, whole.root_value);
    let line = with_lang(Lang::En, || SearchValue::of(&limited).line("O 6"));
    assert_eq!(
        line,
        "Computer: O 6 (search value 0: a draw with best play)"
    );
    // Tic-tac-toe is searched whole: X completes the top row, a win in 1 move.
    let t = computer(
        GameChoice::TicTacToe {
            position: "XX.OO....".into(),
        },
        None,
    )
    .record(None)
    .unwrap();
    let value = SearchValue::of(&t);
    assert_eq!(
        with_lang(Lang::En, || value.line("X c1")),
        "Computer: X c1 (search value 9: X wins in 1 move, this one included)"
    );
    assert_eq!(
        with_lang(Lang::Zh, || value.line("X c1")),
        "电脑：X c1（搜索值 9：X 在 1 步内获胜，包括这一步）"
    );
}
