//! The scenario panel is made from the engine's table of keys: one control for each option an
//! algorithm takes, named in words, greyed out when the builder would refuse it; what Run
//! searches is what the builder the command line and links use makes of the panel's keys, and
//! every scenario the panel is shown comes back from it unchanged.

use crate::support::{harness, settle};
use egui_kittest::kittest::{By, NodeT, Queryable};
use gametree_app::App;
use gametree_app::scenario_panel::{ScenarioPanel, SearchPick};
use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{
    CHANCE_EXAMPLE_TREES, EXAMPLE_TREES, GameChoice, GameKind, Key, KeyError, OptionsError, Origin,
    Scenario, TreeName, TreeSource, build, options_of,
};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::titles::{algorithm_title, option_title};
use gametree_teach::words::capitalise;
use std::time::Duration;

#[test]
fn each_algorithm_shows_a_control_for_every_option_the_table_gives_it_and_no_other() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    let every_option: Vec<Key> = Algorithm::ALL
        .iter()
        .flat_map(|&a| options_of(a).map(|s| s.key))
        .collect();
    for algorithm in Algorithm::ALL {
        h.get_by_label(&capitalise(&algorithm_title(algorithm)))
            .click();
        h.run_steps(2);
        let own: Vec<Key> = options_of(algorithm).map(|s| s.key).collect();
        for key in &every_option {
            let shown = h.query_all_by_label(&option_title(*key)).count();
            if own.contains(key) {
                assert_eq!(shown, 1, "{algorithm:?} shows '{key}' once");
            } else {
                assert_eq!(shown, 0, "{algorithm:?} does not show '{key}'");
            }
        }
    }
    // Options in words, never as the key's name: each has a title of its own.
    for key in every_option {
        let chinese = with_lang(Lang::Zh, || option_title(key));
        assert_ne!(chinese, key.name(), "'{key}' has words");
    }
}

/// The checkbox of option `key` (its number, when it has one, bears the same name).
fn checkbox<'h>(h: &'h egui_kittest::Harness<'_, App>, key: Key) -> egui_kittest::Node<'h> {
    let title = option_title(key);
    h.get(
        By::new()
            .role(egui::accesskit::Role::CheckBox)
            .predicate(move |n| n.label().as_deref() == Some(title.as_str())),
    )
}

#[test]
fn an_option_the_builder_would_refuse_is_greyed_out_until_what_it_needs_is_set() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    let disabled = |h: &egui_kittest::Harness<'_, App>, key: Key| {
        checkbox(h, key).accesskit_node().is_disabled()
    };
    assert!(disabled(&h, Key::Aspiration));
    assert!(disabled(&h, Key::TimeLimit));
    assert!(!disabled(&h, Key::Depth));
    checkbox(&h, Key::Iterative).click();
    h.run_steps(2);
    assert!(!disabled(&h, Key::Aspiration));
    assert!(!disabled(&h, Key::TimeLimit));
    // Why, in the builder's own refusal (said on hovering).
    let refused = SearchPick::of(&SearchConfig::default(), 100).accepted().1;
    assert_eq!(
        refused.get(&Key::Aspiration),
        Some(&KeyError::Options(OptionsError::AspirationWithoutIterative))
    );
    assert_eq!(
        refused.get(&Key::TimeLimit),
        Some(&KeyError::NeedsIterative {
            key: Key::TimeLimit
        })
    );
    // MTD(f) has no aspiration window even with iterative deepening.
    let mtdf = SearchConfig {
        algorithm: Algorithm::Mtdf,
        iterative: true,
        ..SearchConfig::default()
    };
    let refused = SearchPick::of(&mtdf, 100).accepted().1;
    assert!(refused.contains_key(&Key::Aspiration));
}

#[test]
fn a_time_limit_set_in_the_panel_reaches_the_search() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    checkbox(&h, Key::Iterative).click();
    h.run_steps(2);
    checkbox(&h, Key::TimeLimit).click();
    h.run_steps(2);
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    settle(&mut h);
    let config = h
        .state()
        .loaded
        .as_ref()
        .expect("loaded")
        .trace()
        .config
        .clone();
    assert!(config.iterative);
    assert_eq!(config.time_limit, Some(Duration::from_secs(1)));
}

/// Scenarios of every game and every kind of option, as the command line and links make them.
fn scenarios() -> Vec<Scenario> {
    let key = |pairs: &[(Key, &str)], origin: Origin| {
        let pairs: Vec<_> = pairs
            .iter()
            .map(|(k, text)| {
                let value = gametree_engine::scenario::value::parse_value(*k, text).unwrap();
                (*k, value)
            })
            .collect();
        build(&pairs, origin).unwrap_or_else(|e| panic!("{pairs:?}: {e}"))
    };
    let cli = Origin::CommandLine;
    let mut all = vec![
        Scenario::default(),
        key(&[(Key::Bones, "6"), (Key::MaxTake, "2")], cli.clone()),
        key(&[(Key::Game, "dice"), (Key::Target, "5")], cli.clone()),
        key(
            &[(Key::Position, "XO..X...O"), (Key::Algo, "minimax")],
            cli.clone(),
        ),
        key(
            &[(Key::Moves, "4453"), (Key::Depth, "6"), (Key::Tt, "1")],
            cli.clone(),
        ),
        key(
            &[(Key::Game, "c4"), (Key::Position, &".".repeat(42))],
            cli.clone(),
        ),
        key(
            &[(Key::Rows, "4"), (Key::Cols, "4"), (Key::K, "3")],
            cli.clone(),
        ),
        key(
            &[(Key::Tree, "[[3,12],[2,4]]"), (Key::MinRoot, "1")],
            Origin::Link,
        ),
        key(&[(Key::Tree, "trees/t.json")], cli.clone()),
        key(
            &[
                (Key::Algo, "pvs"),
                (Key::Iterative, "1"),
                (Key::Ordering, "1"),
                (Key::Aspiration, "3"),
                (Key::TimeLimit, "2.5"),
                (Key::Depth, "7"),
                (Key::MaxNodes, "777"),
            ],
            cli.clone(),
        ),
        key(
            &[
                (Key::Algo, "mcts"),
                (Key::Iterations, "50"),
                (Key::Seed, "9"),
                (Key::Exploration, "0.7"),
            ],
            cli.clone(),
        ),
        key(&[(Key::Algo, "mtdf"), (Key::Depth, "2")], cli),
    ];
    for example in EXAMPLE_TREES.into_iter().chain(CHANCE_EXAMPLE_TREES) {
        let mut s = Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: TreeName::Example(example),
                    json: example.json().into(),
                },
                min_root: false,
            },
            ..Scenario::default()
        };
        if example.has_chance() {
            s.config.algorithm = Algorithm::Expectiminimax;
        }
        all.push(s);
    }
    all.push(Scenario {
        config: SearchConfig {
            algorithm: Algorithm::Mcts,
            mcts: MctsOptions::default(),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    });
    all
}

#[test]
fn every_scenario_the_panel_shows_comes_back_from_the_builder_unchanged() {
    for scenario in scenarios() {
        let panel = ScenarioPanel::from_scenario(&scenario);
        assert_eq!(panel.scenario().ok(), Some(scenario.clone()));
    }
}

#[test]
fn a_game_of_chance_chosen_under_alpha_beta_takes_the_builder_s_search_of_chance() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    assert_eq!(h.state().scenario.search.algorithm, Algorithm::AlphaBeta);
    h.get_by_label("Dice race").click();
    h.run_steps(2);
    let built = build(
        &[(Key::Game, Value::Game(GameKind::Dice))],
        Origin::CommandLine,
    )
    .unwrap();
    assert_eq!(built.config.algorithm, Algorithm::Expectiminimax);
    assert_eq!(h.state().scenario.search.algorithm, built.config.algorithm);
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().expect("loaded").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Expectiminimax);
}

/// Issue 43, item 13: the panel's boards are set up as a game is played. A click on an empty
/// cell places the side to move's mark (four clicks make X, O, X, O: a position, never four
/// X's), a right-click or Shift+click the other side's, a click on a mark takes it off;
/// Connect Four's right-click takes a column's top piece off. Each board the clicks make is
/// read back by the engine's own rules.
#[test]
fn a_click_places_the_side_to_move_s_mark_and_the_other_side_s_is_a_right_click_away() {
    use crate::support::view_harness;
    use gametree_app::scenario_panel::GridBoards;
    use gametree_engine::game::{Player, Rules, TicTacToe};
    let mut h = view_harness(GridBoards::default(), |ui, b| b.tictactoe_ui(ui));
    h.run();
    let cell = |name: &str| format!("cell {name}");
    for name in ["a1", "b1", "c1", "a2"] {
        h.get_by_label(&cell(name)).click();
        h.run();
    }
    let position = h.state().tictactoe_position();
    assert_eq!(position, "XOXO.....");
    let game = TicTacToe::from_position(&position).expect("a position");
    assert_eq!(game.to_move(), Player::Max);
    // X to move: Shift+click places O.
    h.get_by_label(&cell("b2"))
        .click_modifiers(egui::Modifiers::SHIFT);
    h.run();
    assert_eq!(h.state().tictactoe_position(), "XOXOO....");
    // Now O has more marks than X can have: a click places X, which mends it.
    h.get_by_label(&cell("c2")).click();
    h.run();
    assert_eq!(h.state().tictactoe_position(), "XOXOOX...");
    // X to move again: a right-click places O.
    h.get_by_label(&cell("a3")).click_secondary();
    h.run();
    assert_eq!(h.state().tictactoe_position(), "XOXOOXO..");
    // A mark clicked is taken off.
    h.get_by_label(&cell("a1")).click();
    h.run();
    assert_eq!(h.state().tictactoe_position(), ".OXOOXO..");
    assert!(
        h.query_by_label_contains("right-click or Shift+click")
            .is_some()
    );

    // Connect Four: a click drops the next piece; a right-click takes a column's top off.
    let boards = GridBoards {
        c4_moves: "4453".into(),
        ..GridBoards::default()
    };
    let mut h = view_harness(boards, |ui, b| b.connect_four_ui(ui));
    h.run();
    h.get_by_label("column 1 row 6").click();
    h.run();
    assert_eq!(h.state().c4_moves, "44531");
    h.get_by_label("column 1 row 6").click_secondary();
    h.run();
    assert_eq!(h.state().c4_moves, "4453");
    assert_eq!(h.state().c4_position, None);
    // Column 4's top piece is O's first move (4453: X 4, O 4, X 5, O 3): the board without
    // it has two X's and one O, O to move.
    h.get_by_label("column 4 row 1").click_secondary();
    h.run();
    let choice = h.state().choice(GameKind::ConnectFour);
    let grid = GridBoards::grid_of(&choice).expect("still a position");
    let cells: String = grid.cells().into_iter().collect();
    assert_eq!(&cells[35..], "..OXX..", "the bottom row: 3 O, 4 X, 5 X");
    assert_eq!(cells.matches('X').count(), 2);
    assert_eq!(cells.matches('O').count(), 1);
    assert_eq!(grid.to_move(), Player::Min);
}
