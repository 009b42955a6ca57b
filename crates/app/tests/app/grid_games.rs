//! Connect Four and m,n,k-games in the app: played by clicking columns and cells, hints with
//! every move's value (equal to separate searches), the inspector's move values opening a
//! move's subtree, the scenario panel's Connect Four board, and Compare's depth table.

use crate::support::{harness, settle, view_harness};
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::mode::{Current, Mode, Request};
use gametree_app::toolkit::compare_view::CompareView;
use gametree_app::toolkit::play_view::PlayView;
use gametree_engine::game::{Grid, GridRules, Rules};
use gametree_engine::scenario::GameKind;
use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{GameChoice, Key, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::Say;

fn connect_four(moves: &str, depth: u32) -> Scenario {
    Scenario {
        game: GameChoice::ConnectFour {
            moves: moves.into(),
            position: None,
        },
        config: SearchConfig {
            algorithm: Algorithm::AlphaBeta,
            ordering: true,
            tt: true,
            depth: Some(depth),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

#[test]
fn connect_four_is_played_by_clicking_columns_with_hints() {
    let mut v = PlayView::new(GameKind::ConnectFour, false);
    v.depth = 3;
    let mut h = view_harness(
        (v, Vec::new()),
        |ui, (v, sent): &mut (PlayView, Vec<Request>)| {
            sent.extend(v.ui(ui, Current::default()));
        },
    );
    h.run();
    h.get_by_label("column 4 row 6").click();
    h.step();
    h.state_mut().0.settle();
    h.run();
    let board = h.state().0.board().unwrap();
    assert_eq!(
        board[5 * 7 + 3],
        'X',
        "the learner's piece fell to the bottom"
    );
    assert_eq!(
        board.iter().filter(|&&c| c == 'O').count(),
        1,
        "the computer answered"
    );
    assert!(h.state().0.last_computer_move().is_some());
    // Hints: every column's value, each the value of a separate search of that move.
    h.get_by_label("hints: every move's value (H)").click();
    h.run();
    let values = h.state().0.hint_values().expect("hints worked out").clone();
    assert_eq!(values.depth, Some(3));
    assert_eq!(values.moves.len(), 7);
    let cells: String = h.state().0.board().unwrap().iter().collect();
    let here = Grid::from_position(GridRules::CONNECT_FOUR, &cells).unwrap();
    for m in &values.moves {
        let mut child = here;
        child.play(m.code as u8);
        let alone = Scenario {
            game: GameChoice::of_grid(&child),
            config: SearchConfig {
                depth: Some(2),
                ..SearchConfig::default()
            },
            ..Scenario::default()
        }
        .run_bare()
        .unwrap();
        assert_eq!(m.value, alone.root_value, "{}", m.text);
    }
    // A click on a hint opens that move's search in the stepper.
    let first = values.moves[0].clone();
    h.get_by_label(&format!("{}: {}", first.text, first.words))
        .click();
    h.run();
    let sent = &h.state().1;
    let Some(Request::Search(s)) = sent.last() else {
        panic!("no search asked for: {sent:?}");
    };
    assert!(
        gametree_teach::titles::game_title(s).starts_with("Connect Four"),
        "{}",
        gametree_teach::titles::game_title(s)
    );
    assert_eq!(s.config.depth, Some(2));
}

#[test]
fn tic_tac_toe_hints_are_exact() {
    let mut v = PlayView::new(GameKind::TicTacToe, false);
    v.hints = true;
    let mut h = view_harness(v, |ui, v: &mut PlayView| {
        v.ui(ui, Current::default());
    });
    h.run();
    let values = h.state().hint_values().unwrap();
    assert_eq!(values.depth, None, "tic-tac-toe is searched to the end");
    assert_eq!(values.moves.len(), 9);
    // Every first move of tic-tac-toe draws with best play.
    assert!(
        values
            .moves
            .iter()
            .all(|m| m.words == "draw" && m.value == 0)
    );
    h.get_by_label("X b2: draw");
}

#[test]
fn the_inspector_shows_move_values_and_opens_a_moves_subtree() {
    let s = crate::support::tic_tac_toe_minimax("XO..X...O");
    let mut h = harness(App::loaded_now(s));
    h.run_steps(2);
    h.get_by_label("move values").click();
    h.run_steps(2);
    let loaded = h.state().loaded.as_ref().unwrap();
    let (_, values) = loaded.caches.move_values.as_ref().expect("worked out");
    let values = values.as_ref().unwrap().clone();
    assert_eq!(values.moves.len(), 5);
    // The best move's value is the root's minimax value.
    let best = values.moves.iter().map(|m| m.value).max().unwrap();
    assert_eq!(best, loaded.trace().outcome.root_value);
    // A click on a move shows that child (minimax entered every one).
    let m = &values.moves[2];
    h.get_by_label(&format!("{}: {}", m.text, m.words)).click();
    h.run_steps(2);
    let loaded = h.state().loaded.as_ref().unwrap();
    let child = loaded.selected.expect("the child is selected");
    assert_eq!(loaded.trace().node(child).move_code, m.code);
    assert_eq!(loaded.trace().node(child).depth, 1);
}

#[test]
fn the_scenario_panel_builds_connect_four_from_clicks_and_runs_it() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.get_by_label("Connect Four").click();
    h.run_steps(2);
    assert_eq!(h.state().scenario.kind, GameKind::ConnectFour);
    assert!(
        h.state().scenario.search.get(Key::Depth) == Some(&Value::Whole(6)),
        "Connect Four starts depth-limited"
    );
    // Clicks drop pieces: column 4 twice, then column 3.
    for col in [4, 4, 3] {
        h.get_by_label(&format!("column {col} row 1")).click();
        h.run_steps(2);
    }
    assert_eq!(h.state().scenario.boards.c4_moves, "443");
    h.get_by_label("O to move");
    h.get_by_label("▶ Run").click();
    settle(&mut h);
    let title = gametree_teach::titles::trace_title(h.state().loaded.as_ref().unwrap().trace());
    assert!(title.contains("Connect Four after 443"), "{title}");
    // A bad move list is refused in red before anything runs.
    h.state_mut().scenario.boards.c4_moves = "4449".into();
    h.run_steps(2);
    h.get_by_label_contains("each move is a column from 1 to 7");
}

#[test]
fn compare_searches_connect_four_depth_by_depth() {
    let s = connect_four("4453", 4);
    let mut v = CompareView::new(s.clone());
    v.by_depth.max_depth = 4;
    v.by_depth.run_now(&s);
    let table = v.by_depth.result().unwrap().as_ref().unwrap();
    assert_eq!(table.rows.len(), 4);
    for row in &table.rows {
        // Every column counts a search that found the same value at that depth.
        let alone = Scenario {
            config: SearchConfig {
                depth: Some(row.depth),
                ..SearchConfig::default()
            },
            ..s.clone()
        }
        .run_bare()
        .unwrap();
        assert_eq!(row.value, Some(alone.root_value), "depth {}", row.depth);
        assert_eq!(row.nodes[0].as_ref().ok(), Some(&alone.stats.nodes_visited));
        // Ordering and the table never visit more than plain alpha-beta here.
        let ordered_tt = *row.nodes[3].as_ref().unwrap();
        assert!(
            ordered_tt <= alone.stats.nodes_visited,
            "depth {}",
            row.depth
        );
    }
    // The view shows it (beside the comparison, which starts by itself).
    let mut h = view_harness(v, |ui, v: &mut CompareView| {
        v.ui(ui, Current::default());
    });
    h.run_steps(3);
    h.get_by_label("Depth by depth");
    h.get_by_label("+ ordering + TT");
}

#[test]
fn hovering_a_tree_node_shows_its_board() {
    let mut h = harness(App::loaded_now(connect_four("4453", 1)));
    h.run_steps(2);
    let boards =
        |h: &egui_kittest::Harness<'_, App>| h.query_all_by_label("column 1 row 6").count();
    // The panel's board and the inspector's.
    let before = boards(&h);
    h.get_by_label_contains("position after X 1 (MIN)").hover();
    h.run_steps(2);
    let hovered = h
        .state()
        .loaded
        .as_ref()
        .unwrap()
        .hovered
        .expect("a node under the pointer");
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.node_name(hovered).say(), "after X 1");
    // Tooltips wait for the pointer to rest.
    for _ in 0..60 {
        h.step();
    }
    assert_eq!(boards(&h), before + 1, "a third board, beside the pointer");
    h.get_by_label("after X 1");
}

/// Issue 26: the find box's example is in the game's own notation (a bones take, a
/// tic-tac-toe square, a Connect Four column, a tree's label), and the find box finds it.
#[test]
fn the_find_box_example_fits_the_game_and_is_found() {
    use gametree_engine::search::SearchConfig;
    let game = |game| Scenario {
        game,
        ..Scenario::default()
    };
    let cases = [
        (
            game(GameChoice::Bones {
                bones: 8,
                max_take: 3,
            }),
            "take ",
        ),
        (
            game(GameChoice::TicTacToe {
                position: "X...O....".into(),
            }),
            "X ",
        ),
        (
            Scenario {
                config: SearchConfig {
                    depth: Some(2),
                    ..SearchConfig::default()
                },
                ..game(GameChoice::ConnectFour {
                    moves: "4453".into(),
                    position: None,
                })
            },
            "X ",
        ),
        (Scenario::default(), "B"),
    ];
    for (s, starts) in cases {
        let mut app = gametree_app::App::loaded_now(s);
        let loaded = app.loaded.as_mut().unwrap();
        let example = gametree_teach::move_words::find_example(loaded.trace());
        assert!(example.starts_with(starts), "{example}");
        assert!(example.contains(", "), "two moves: {example}");
        loaded.find(&example).unwrap();
    }
    // Issue 36: the dice race's example is said as its edges say the moves, in the reader's
    // language, and found; so is the engine's notation.
    use gametree_teach::i18n::{Lang, with_lang};
    let dice = Scenario {
        config: SearchConfig {
            algorithm: gametree_engine::search::Algorithm::Expectiminimax,
            ..SearchConfig::default()
        },
        ..game(GameChoice::Dice { target: 6 })
    };
    let mut app = gametree_app::App::loaded_now(dice);
    let loaded = app.loaded.as_mut().unwrap();
    for (lang, said) in [(Lang::En, "step, step"), (Lang::Zh, "走一步、走一步")] {
        let example = with_lang(lang, || {
            gametree_teach::move_words::find_example(loaded.trace())
        });
        assert_eq!(example, said);
        let found = with_lang(lang, || loaded.find(&example)).unwrap();
        assert_eq!(
            with_lang(lang, || loaded.find("step, step")).ok(),
            Some(found)
        );
    }
    // Typed with a Chinese comma.
    let found = loaded.find("step, step").ok();
    assert_eq!(
        with_lang(Lang::Zh, || loaded.find("走一步，走一步")).ok(),
        found
    );
}
