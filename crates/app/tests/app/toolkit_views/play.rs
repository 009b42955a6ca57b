//! Playing against the computer: tic-tac-toe (the computer never loses; Show why) and bones
//! (the computer leaves a multiple of four).

use super::harness;
use egui_kittest::kittest::Queryable;
use gametree_app::mode::{Current, Mode, Request};
use gametree_app::toolkit::play_view::PlayView;
use gametree_engine::game::Player;
use gametree_engine::scenario::GameKind;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::SearchConfig;

/// Plays one game: the learner picks cells by `pick` (given the board); returns the winner.
fn play_ttt(mut v: PlayView, pick: impl Fn(&[char], usize) -> u8) -> (PlayView, Option<Player>) {
    v.settle();
    let mut turn = 0;
    while v.winner().is_none() {
        let b = v.board().unwrap();
        let cell = pick(&b, turn);
        v.play_cell(cell).unwrap();
        v.settle();
        turn += 1;
    }
    let w = v.winner().unwrap();
    (v, w)
}

fn nth_empty(b: &[char], n: usize) -> u8 {
    let empty: Vec<u8> = (0..9u8).filter(|&i| b[i as usize] == '.').collect();
    empty[n % empty.len()]
}

#[test]
fn play_tic_tac_toe_computer_never_loses() {
    // Learner first, every opening, then a few different follow-ups.
    for first in 0..9u8 {
        let (v, w) = play_ttt(PlayView::new(GameKind::TicTacToe, false), |b, t| {
            if t == 0 {
                first
            } else {
                nth_empty(b, first as usize + t)
            }
        });
        assert_ne!(w, Some(Player::Max), "learner (X) won: {:?}", v.log());
    }
    // Computer first: it is X; the learner tries three styles.
    for style in 0..3usize {
        let (v, w) = play_ttt(PlayView::new(GameKind::TicTacToe, true), |b, t| {
            nth_empty(b, style * 2 + t)
        });
        assert_ne!(w, Some(Player::Min), "learner (O) won: {:?}", v.log());
    }
}

#[test]
fn play_tic_tac_toe_by_clicking_and_show_why() {
    // The view and the requests it sent.
    let mut h = harness((PlayView::default(), Vec::new()), |ui, (v, sent)| {
        sent.extend(v.ui(ui, Current::default()));
    });
    h.run();
    h.get_by_label("cell a1").click();
    h.step();
    assert!(
        h.state().0.thinking(),
        "the computer searches off the UI thread"
    );
    h.state_mut().0.settle();
    h.run();
    let v = &h.state().0;
    assert_eq!(v.board().unwrap().iter().filter(|&&c| c == 'X').count(), 1);
    assert_eq!(v.board().unwrap().iter().filter(|&&c| c == 'O').count(), 1);
    // Against a corner the only move that does not lose is the centre.
    assert_eq!(v.board().unwrap()[4], 'O');
    let why = v.why_trace().unwrap();
    assert_eq!(why.outcome.best_move.as_deref(), Some("O b2"));
    assert_eq!(why.outcome.root_value, 0, "best play from here is a draw");
    h.get_by_label("Show why").click();
    h.run();
    let sent: &Vec<Request> = &h.state().1;
    let [Request::Search(s)] = sent.as_slice() else {
        panic!("Show why sends one search request, not {sent:?}");
    };
    assert_eq!(
        s.game,
        GameChoice::TicTacToe {
            position: "X........".into()
        }
    );
}

#[test]
fn play_bones_computer_leaves_a_multiple_of_four() {
    // Learner first from 12: whatever the learner takes, the computer takes back to 8, 4, 0.
    for style in 0..3u32 {
        let mut v = PlayView::new(GameKind::Bones, false);
        v.bones = 12;
        v.new_game();
        assert_eq!(v.bones_left(), Some(12));
        let mut t = 0;
        while v.winner().is_none() {
            let left = v.bones_left().unwrap();
            let k = ((style + t) % 3 + 1).min(left);
            let before = left;
            // The learner faces a multiple of 4 each time (12, 8, 4)...
            assert_eq!(before % 4, 0, "{:?}", v.log());
            v.take(k).unwrap();
            v.settle();
            // ...and the computer takes 4 - k, back to the next multiple of 4.
            assert_eq!(v.bones_left(), Some(before - 4), "{:?}", v.log());
            t += 1;
        }
        assert_eq!(v.winner(), Some(Some(v.computer())), "{:?}", v.log());
    }
}

#[test]
fn play_bones_computer_first_by_clicking() {
    let mut v = PlayView::new(GameKind::Bones, false);
    v.bones = 10;
    v.computer_first = true;
    v.new_game();
    v.settle();
    assert_eq!(v.bones_left(), Some(8), "from 10 the computer takes 2");
    let mut h = harness(v, |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    h.get_by_label("Take 3").click();
    h.step();
    h.state_mut().settle();
    h.run();
    assert_eq!(h.state().bones_left(), Some(4));
    let why = h.state().why_trace().unwrap();
    assert_eq!(
        why.outcome.root_value, 1,
        "5 bones: the player to move wins"
    );
    assert_eq!(why.outcome.best_move.as_deref(), Some("take 1"));
}

/// The board's extent on screen: from the first cell to the last one named.
fn board_rect(h: &egui_kittest::Harness<'_, PlayView>, first: &str, last: &str) -> egui::Rect {
    h.get_by_label(first)
        .rect()
        .union(h.get_by_label(last).rect())
}

#[test]
fn play_board_fills_the_space_beside_its_move_list() {
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(
            |ui, v: &mut PlayView| {
                v.ui(ui, Current::default());
            },
            PlayView::default(),
        );
    h.run();
    let board = board_rect(&h, "cell a1", "cell c3");
    assert!(board.height() >= 0.4 * 900.0, "tic-tac-toe board {board:?}");
    // The moves go beside the board, not under it.
    h.get_by_label("cell a1").click();
    h.step();
    h.state_mut().settle();
    h.run();
    let moves = h.get_by_label("Moves").rect();
    let board = board_rect(&h, "cell a1", "cell c3");
    assert!(
        moves.left() > board.right(),
        "moves {moves:?}, board {board:?}"
    );
    // Connect Four's taller board fills the height too, and still fits the window.
    let mut v = PlayView::new(GameKind::ConnectFour, false);
    v.hints = false;
    *h.state_mut() = v;
    h.run();
    h.run();
    let board = board_rect(&h, "column 1 row 1", "column 7 row 6");
    assert!(
        board.height() >= 0.4 * 900.0,
        "Connect Four board {board:?}"
    );
    assert!(
        board.bottom() <= 900.0 && board.right() <= 1400.0,
        "{board:?}"
    );
}

/// The whole app on `scenario`, its search loaded, then F6.
fn app_in_play(scenario: Scenario) -> egui_kittest::Harness<'static, gametree_app::App> {
    let mut h = crate::support::harness(gametree_app::App::loaded_now(scenario));
    h.run_steps(2);
    h.key_press(egui::Key::F6);
    h.run_steps(3);
    assert!(h.state().toolkit.is_shown::<PlayView>());
    h
}

fn play<'h>(h: &'h egui_kittest::Harness<'_, gametree_app::App>) -> &'h PlayView {
    h.state().toolkit.mode::<PlayView>()
}

/// Issue 36, item 6: F6 from Connect Four after 4453 plays on from that position (the
/// learner X to move, the computer looking as far ahead as the stepper's search); "Show why"
/// and back keeps the game in progress.
#[test]
fn play_opens_on_the_steppers_connect_four_position() {
    let scenario = Scenario {
        game: GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        config: SearchConfig {
            depth: Some(6),
            ordering: true,
            tt: true,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let mut h = app_in_play(scenario);
    assert_eq!(play(&h).game, GameKind::ConnectFour);
    assert_eq!(play(&h).depth, 6);
    let board: String = play(&h).board().unwrap().iter().collect();
    // X 4, O 4, X 5, O 3, from the bottom row up.
    let want = format!("{}...O.....OXX..", ".".repeat(28));
    assert_eq!(board, want, "{board}");
    assert_eq!(
        play(&h).computer(),
        Player::Min,
        "the learner plays X, to move"
    );
    // The pieces are on the board drawn, and it is the learner's move there.
    h.get_by_label("column 4 row 6");
    h.get_by_label_contains("Your move (X)");
    h.get_by_label_contains("Started from the stepper's position");
    assert!(h.query_by_label_contains("Press New game").is_none());
    // A move: the computer answers, and its search is named by the moves.
    h.get_by_label("column 1 row 1").click();
    h.run_steps(2);
    h.state_mut().toolkit.mode_mut::<PlayView>().settle();
    h.run_steps(2);
    let pieces = |h: &egui_kittest::Harness<'_, gametree_app::App>| {
        play(h)
            .board()
            .unwrap()
            .iter()
            .filter(|&&c| c != '.')
            .count()
    };
    assert_eq!(pieces(&h), 6);
    let why = &play(&h).last_computer_move().unwrap().scenario;
    assert_eq!(
        why.game,
        GameChoice::ConnectFour {
            moves: "44531".into(),
            position: None
        }
    );
    h.get_by_label("Show why").click();
    h.run_steps(2);
    assert!(!h.state().toolkit.is_open(), "Show why goes to the stepper");
    crate::support::settle(&mut h);
    h.key_press(egui::Key::F6);
    h.run_steps(2);
    assert_eq!(pieces(&h), 6, "back in Play, the game goes on");
}

/// F6 from bones 12 plays bones from a heap of 12 (not Play's own 13), the learner first.
#[test]
fn play_opens_on_the_steppers_bones_heap() {
    let scenario = Scenario {
        game: GameChoice::Bones {
            bones: 12,
            max_take: 3,
        },
        config: SearchConfig {
            tt: true,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let h = app_in_play(scenario);
    assert_eq!(play(&h).game, GameKind::Bones);
    assert_eq!(play(&h).bones_left(), Some(12));
    h.get_by_label_contains("12 bones left");
    h.get_by_label("Take 3");
}

/// A tree is not a game to play: Play keeps its own game and says why in one line.
#[test]
fn play_on_a_tree_keeps_its_own_game_and_says_why() {
    let h = app_in_play(Scenario::default());
    assert_eq!(play(&h).game, GameKind::TicTacToe);
    h.get_by_label("cell a1");
    h.get_by_label_contains("The stepper's scenario is a tree");
}

/// Each tab shows its own game at once, with no "Press New game".
#[test]
fn play_tabs_show_their_own_board_at_once() {
    let mut h = harness(PlayView::default(), |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    for (tab, kind, sign) in [
        ("Connect Four", GameKind::ConnectFour, "column 7 row 6"),
        ("Bones", GameKind::Bones, "Take 1"),
        ("m,n,k", GameKind::Mnk, "cell d4"),
        ("Dice race", GameKind::Dice, "Step (+1)"),
        ("Tic-tac-toe", GameKind::TicTacToe, "cell c3"),
    ] {
        h.get_by_label(tab).click();
        h.run();
        assert_eq!(h.state().game, kind);
        h.get_by_label(sign);
        assert!(
            h.query_by_label_contains("Press New game").is_none(),
            "{tab}"
        );
    }
    // A changed option starts the game at once while the learner has not moved...
    h.get_by_label("Bones").click();
    h.run();
    let heap = |h: &egui_kittest::Harness<'_, PlayView>, n: f64| {
        h.get_by_role_and_label(egui::accesskit::Role::SpinButton, "heap")
            .set_value_accesskit(n);
    };
    heap(&h, 9.0);
    h.run();
    assert_eq!(h.state().bones_left(), Some(9));
    // ...and waits for New game once they have.
    h.get_by_label("Take 1").click();
    h.step();
    h.state_mut().settle();
    h.run();
    heap(&h, 20.0);
    h.run();
    assert!(h.state().bones_left() < Some(8), "the game goes on from 9");
    h.get_by_label("Press New game to play with these options.");
    h.get_by_label("New game").click();
    h.run();
    assert_eq!(h.state().bones_left(), Some(20));
}

/// Hints fill their cells: every cell of the board is the same size, marked or not.
#[test]
fn play_hint_cells_are_the_size_of_the_others() {
    let mut v = PlayView::new(GameKind::TicTacToe, false);
    v.play_cell(0).unwrap();
    v.settle();
    v.hints = true;
    let mut h = harness(v, |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    h.run();
    let values = h.state().hint_values().expect("hints worked out").clone();
    assert_eq!(values.moves.len(), 7);
    let mut rects = vec![h.get_by_label("cell a1").rect()];
    for m in &values.moves {
        rects.push(h.get_by_label(&format!("{}: {}", m.text, m.words)).rect());
    }
    let size = rects[0].size();
    for r in &rects {
        assert!((r.size() - size).length() < 1.0, "{r:?} against {size:?}");
    }
    assert!(size.x >= 56.0, "{size:?}");
}

/// Issue 43, item 12: Connect Four's computer looks a few moves ahead and scores the
/// positions there with the evaluation function, so the header calls its values estimates at
/// that look-ahead (never "above 0 X wins … with best play") and the move list says
/// "estimate"; tic-tac-toe, searched to its end, keeps the result and names it.
#[test]
fn play_calls_depth_limited_values_estimates_and_keeps_results_for_whole_searches() {
    let mut v = PlayView::new(GameKind::ConnectFour, true);
    v.depth = 4;
    v.new_game();
    v.settle();
    // The computer's search did score positions with the evaluation function.
    let why = v.why_trace().expect("the computer moved");
    let scored = why
        .tree
        .node_indices()
        .any(|id| why.tree.flags(id) & gametree_engine::trace::flags::HEURISTIC != 0);
    assert!(scored);
    let mut h = harness(v, |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    assert!(h.query_by_label_contains("above 0 X wins").is_none());
    h.get_by_label_contains("looks 4 moves ahead");
    assert!(
        h.query_by_label_contains("estimates from X's side, not results")
            .is_some()
    );
    let log = h.state().log();
    assert!(
        log[0].contains("estimate") && log[0].contains("4 moves ahead"),
        "{log:?}"
    );
    assert!(!log[0].contains("wins"), "{log:?}");
    // Tic-tac-toe against a corner: O b2, and best play from there is a draw.
    let mut h = harness(PlayView::default(), |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    h.get_by_label("cell a1").click();
    h.step();
    h.state_mut().settle();
    h.run();
    assert!(h.query_by_label_contains("above 0 X wins").is_some());
    assert_eq!(
        h.state().log()[1],
        "Computer: O b2 (search value 0: a draw with best play)"
    );
}
