//! Links read and written: the examples of docs/links.md, every game's keys both ways, and every
//! refusal naming its key.

use super::*;
use crate::scenario::{GameChoice, GameKind, Problem, TreeSource};
use crate::search::{Algorithm, MctsOptions, OptionsError, SearchConfig};

/// The app's modes, as its registry names them.
const MODES: [&str; 4] = ["editor", "practice", "compare", "play"];

fn parse(text: &str) -> Result<Link, LinkError> {
    super::parse(text, &MODES)
}

/// Why `text` is refused.
fn err(text: &str) -> KeyError {
    parse(text).unwrap_err().0
}

fn tree_json(link: &Link) -> &str {
    match &link.scenario.game {
        GameChoice::Tree {
            source: TreeSource::Text { json, .. },
            ..
        } => json,
        other => panic!("not a tree: {other:?}"),
    }
}

#[test]
fn the_issue_s_example_reads_as_the_aima_tree_at_step_22() {
    let l = parse("#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta&step=22").unwrap();
    assert_eq!(tree_json(&l), "[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(l.scenario.config.algorithm, Algorithm::AlphaBeta);
    assert_eq!(l.step, Some(Step::At(22)));
    assert_eq!(l.mode, None);
    // Percent-encoded, as a browser may send it, and inside a whole address.
    let encoded =
        parse("https://example.org/lab/#tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%2C%5B14%2C5%2C2%5D%5D&step=end")
            .unwrap();
    assert_eq!(tree_json(&encoded), "[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(encoded.step, Some(Step::End));
}

#[test]
fn a_link_can_name_the_language_and_refuses_one_it_does_not_know() {
    use crate::lang::Lang;
    assert_eq!(parse("#bones=7").unwrap().lang, None);
    assert_eq!(parse("#bones=7&lang=zh").unwrap().lang, Some(Lang::Zh));
    assert_eq!(parse("#lang=zh-CN&bones=7").unwrap().lang, Some(Lang::Zh));
    assert_eq!(parse("#bones=7&lang=en").unwrap().lang, Some(Lang::En));
    let e = err("#bones=7&lang=fr");
    assert!(
        matches!(&e, KeyError::BadValue { key: Key::Lang, value, problem: Problem::NotOneOf } if value == "fr"),
        "{e:?}"
    );
}

#[test]
fn connect_four_and_mnk_links_go_both_ways() {
    let l = parse("#game=connect4&moves=4453&depth=6&tt=1").unwrap();
    assert_eq!(
        l.scenario.game,
        GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None
        }
    );
    assert_eq!(parse(&write(&l.scenario, None, None, None)).unwrap(), l);
    // `moves` alone names Connect Four; `rows`, `cols`, `k` an m,n,k-game.
    assert_eq!(
        parse("moves=4").unwrap().scenario.game,
        GameChoice::ConnectFour {
            moves: "4".into(),
            position: None
        }
    );
    let m = parse("rows=4&cols=4&k=3").unwrap();
    assert_eq!(
        m.scenario.game,
        GameChoice::Mnk {
            rows: 4,
            cols: 4,
            k: 3,
            position: ".".repeat(16)
        }
    );
    assert_eq!(parse(&write(&m.scenario, None, None, None)).unwrap(), m);
    // Keys of other games, and a move list beside a board, are refused.
    assert!(matches!(
        err("game=connect4&rows=4"),
        KeyError::WrongGame {
            key: Key::Rows,
            game: GameKind::ConnectFour
        }
    ));
    assert!(matches!(
        err("game=connect4&moves=4&position=x"),
        KeyError::Together {
            key: Key::Moves,
            other: Key::Position
        }
    ));
    assert!(matches!(
        err("game=tictactoe&moves=4"),
        KeyError::WrongGame {
            key: Key::Moves,
            ..
        }
    ));
    assert!(matches!(
        err("rows=6"),
        KeyError::BadValue { key: Key::Rows, .. }
    ));
}

#[test]
fn games_switches_and_modes() {
    let l =
        parse("game=tictactoe&position=X...O....&algo=minimax&tt=1&ordering=1&mode=play").unwrap();
    assert_eq!(
        l.scenario.game,
        GameChoice::TicTacToe {
            position: "X...O....".into()
        }
    );
    assert_eq!(l.scenario.config.algorithm, Algorithm::Minimax);
    assert!(l.scenario.config.tt && l.scenario.config.ordering && !l.scenario.config.iterative);
    assert_eq!(l.mode.as_deref(), Some("play"));
    let b = parse("game=bones&bones=8&max-take=2&iterative=1&depth=4").unwrap();
    assert_eq!(
        b.scenario.game,
        GameChoice::Bones {
            bones: 8,
            max_take: 2
        }
    );
    assert_eq!(b.scenario.config.depth, Some(4));
    assert!(b.scenario.config.iterative);
    // Implied games, as on the command line.
    assert!(matches!(
        parse("bones=5").unwrap().scenario.game,
        GameChoice::Bones {
            bones: 5,
            max_take: 3
        }
    ));
    assert!(matches!(
        parse("position=.........").unwrap().scenario.game,
        GameChoice::TicTacToe { .. }
    ));
    assert_eq!(parse("").unwrap().scenario, Scenario::default());
    let min = parse("tree=[1,[2,3]]&min-root=1").unwrap();
    assert!(matches!(
        min.scenario.game,
        GameChoice::Tree { min_root: true, .. }
    ));
}

#[test]
fn modes_are_the_ones_the_caller_has() {
    // The caller's registry is the one list: a mode it has opens, any other is refused and
    // the error lists the ones there are.
    assert_eq!(
        super::parse("bones=5&mode=sketch", &["sketch"])
            .unwrap()
            .mode
            .as_deref(),
        Some("sketch")
    );
    match err("bones=5&mode=sketch") {
        KeyError::UnknownMode { value, modes } => {
            assert_eq!(value, "sketch");
            assert_eq!(modes, MODES.map(String::from).to_vec());
        }
        e => panic!("{e:?}"),
    }
    // The stepper is always there; a set opens practice unless the link names a mode.
    assert_eq!(parse("bones=5&mode=stepper").unwrap().mode, None);
    assert_eq!(
        parse("set=2:7:5").unwrap().mode.as_deref(),
        Some(PRACTICE_MODE)
    );
    assert_eq!(
        parse("set=2:7:5&mode=compare").unwrap().mode.as_deref(),
        Some("compare")
    );
}

#[test]
fn chance_searches_open_in_the_stepper_with_their_options() {
    let l = parse("game=dice&target=4&algo=mcts&iterations=500&seed=3").unwrap();
    assert_eq!(l.mode, None);
    assert_eq!(l.scenario.config.algorithm, Algorithm::Mcts);
    let mcts = &l.scenario.config.mcts;
    assert_eq!((mcts.iterations, mcts.seed), (500, 3));
    assert_eq!(mcts.exploration, crate::search::mcts::DEFAULT_EXPLORATION);
    assert_eq!(l.scenario.game, GameChoice::Dice { target: 4 });
    let l = parse("tree=[1,2]&algo=expectiminimax").unwrap();
    assert_eq!(l.scenario.config.algorithm, Algorithm::Expectiminimax);
    // The dice race goes into a link and comes back.
    let text = write(&l.scenario, None, None, None);
    assert_eq!(parse(&text).unwrap().scenario, l.scenario);
    // Links written for the chance view, which is gone, still open (in the stepper).
    let old = parse("game=dice&target=7&algo=expectiminimax&mode=chance").unwrap();
    assert_eq!(old.mode, None);
    assert_eq!(old.scenario.config.algorithm, Algorithm::Expectiminimax);
    // MCTS's options go into the link and come back.
    let dice = Scenario {
        game: GameChoice::Dice { target: 7 },
        config: SearchConfig {
            algorithm: Algorithm::Mcts,
            mcts: MctsOptions {
                iterations: 300,
                seed: 9,
                exploration: 4.5,
                ..MctsOptions::default()
            },
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let back = parse(&write(&dice, None, Some(Step::At(7)), None)).unwrap();
    assert_eq!(back.scenario, dice);
    assert_eq!((back.mode, back.step), (None, Some(Step::At(7))));
    // Options MCTS does not take are left out of its link, so it reads back.
    let mut tuned = dice.clone();
    tuned.config.tt = true;
    tuned.config.depth = Some(3);
    let text = write(&tuned, None, None, None);
    assert!(!text.contains("tt=") && !text.contains("depth="), "{text}");
    assert_eq!(parse(&text).unwrap().scenario, dice);
}

#[test]
fn bad_links_say_which_key_is_wrong() {
    assert!(matches!(err("colour=red"), KeyError::Unknown { key } if key == "colour"));
    assert!(matches!(
        err("depth=0"),
        KeyError::BadValue {
            key: Key::Depth,
            ..
        }
    ));
    assert!(matches!(
        err("step=-1"),
        KeyError::BadValue { key: Key::Step, .. }
    ));
    assert!(matches!(
        err("bones=1001"),
        KeyError::BadValue {
            key: Key::Bones,
            ..
        }
    ));
    assert!(matches!(
        err("algo=chess"),
        KeyError::BadValue { key: Key::Algo, .. }
    ));
    assert!(matches!(
        err("bones=5&iterations=10"),
        KeyError::NeedsMcts {
            key: Key::Iterations
        }
    ));
    assert!(matches!(
        err("algo=mcts&iterations=0"),
        KeyError::BadValue {
            key: Key::Iterations,
            ..
        }
    ));
    assert!(matches!(
        err("tt=yes"),
        KeyError::BadValue { key: Key::Tt, .. }
    ));
    assert!(matches!(
        err("mode=chess"),
        KeyError::UnknownMode { value, .. } if value == "chess"
    ));
    assert!(matches!(
        err("tt=1&tt=0"),
        KeyError::Repeated { key: Key::Tt }
    ));
    assert!(matches!(
        err("game=tictactoe&tree=[1]"),
        KeyError::WrongGame { key: Key::Tree, .. }
    ));
    assert!(matches!(
        err("bones=4&position=........."),
        KeyError::WrongGame {
            key: Key::Position,
            ..
        }
    ));
    assert!(matches!(
        err("game=bones"),
        KeyError::Missing {
            key: Key::Bones,
            ..
        }
    ));
    assert!(matches!(
        err("game=tree"),
        KeyError::Missing { key: Key::Tree, .. }
    ));
    assert!(matches!(
        err("bones=4&min-root=1"),
        KeyError::WrongGame {
            key: Key::MinRoot,
            ..
        }
    ));
    // Shown values are escaped and short, whatever the link held.
    let long = format!("algo={}", "%1b".repeat(5000));
    let line = err(&long).to_string();
    assert!(line.len() < 300 && !line.contains('\u{1b}'), "{line}");
}

/// Issue 35, item 11: what a link's value holds that cannot be printed (a NUL, an escape, a
/// byte that is not UTF-8) is shown as U+FFFD, never as Rust's `\u{0}` escapes, in the value,
/// an unknown key's name and an unknown mode alike.
#[test]
fn unprintable_values_are_shown_as_the_replacement_character() {
    let shown = |e: KeyError| match e {
        KeyError::BadValue { value, .. } | KeyError::UnknownMode { value, .. } => value,
        KeyError::Unknown { key } => key,
        e => panic!("{e:?}"),
    };
    for link in [
        "code=%FF%00%1b[31m",
        "mode=%FF%00%1b[31m",
        "%FF%00%1b[31m=1",
    ] {
        let value = shown(err(link));
        assert_eq!(value, "\u{fffd}\u{fffd}\u{fffd}[31m", "{link}");
    }
}

/// Issue 23, robustness item 12: links keep no option the command line refuses; the one
/// options check serves both.
#[test]
fn links_refuse_the_options_the_command_line_refuses() {
    assert!(matches!(
        err("#bones=5&exploration=5"),
        KeyError::NeedsMcts {
            key: Key::Exploration
        }
    ));
    assert!(matches!(
        err("#bones=5&algo=expectiminimax&tt=1"),
        KeyError::NotWithAlgo {
            key: Key::Tt,
            algo: Algorithm::Expectiminimax
        }
    ));
    assert_eq!(
        err("#bones=5&aspiration=3"),
        KeyError::Options(OptionsError::AspirationWithoutIterative)
    );
    assert_eq!(
        err("#bones=5&iterative=1&aspiration=3&algo=minimax"),
        KeyError::Options(OptionsError::AspirationNeedsPruning(Algorithm::Minimax))
    );
    assert!(matches!(
        err("#bones=5&algo=mcts&depth=3"),
        KeyError::NotWithAlgo {
            key: Key::Depth,
            algo: Algorithm::Mcts
        }
    ));
    assert_eq!(
        err("#game=dice&algo=alphabeta"),
        KeyError::ChanceGame {
            algorithm: Algorithm::AlphaBeta,
            game: GameKind::Dice
        }
    );
    assert!(matches!(
        err("#bones=5&time-limit=2"),
        KeyError::NeedsIterative {
            key: Key::TimeLimit
        }
    ));
    // What does apply still reads: aspiration with deepening, depth with expectiminimax, a
    // time limit with deepening, and the dice race under its own searches.
    let l = parse("#bones=5&iterative=1&aspiration=3&time-limit=0.5").unwrap();
    assert_eq!(l.scenario.config.aspiration, Some(3));
    assert_eq!(
        l.scenario.config.time_limit,
        Some(std::time::Duration::from_millis(500))
    );
    assert_eq!(parse(&write(&l.scenario, None, None, None)).unwrap(), l);
    let e = parse("#bones=5&algo=expectiminimax&depth=3").unwrap();
    assert_eq!(e.scenario.config.depth, Some(3));
    assert!(parse("#game=dice&algo=expectiminimax").is_ok());
    assert!(parse("#game=dice&target=5&mode=play").is_ok());
    // A switch turned off asks for nothing, so it goes with any game or search.
    assert!(parse("#bones=5&min-root=0&algo=mcts&tt=0").is_ok());
}

#[test]
fn written_links_read_back_as_the_same_scenario() {
    let scenarios = [
        Scenario::default(),
        parse("game=tictactoe&position=XO..X...O&algo=minimax&tt=1")
            .unwrap()
            .scenario,
        parse("bones=13&max-take=4&ordering=1&iterative=1&depth=6&max-nodes=9000")
            .unwrap()
            .scenario,
        // Characters a link must escape, inside the tree's own text.
        Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: "typed".into(),
                    json: r##"[{"label":"a & b = c #1 100%+","children":[1,2]},[3,4]]"##.into(),
                },
                min_root: true,
            },
            ..Scenario::default()
        },
        // A game of chance under its default search, expectiminimax.
        Scenario {
            game: GameChoice::Dice { target: 9 },
            config: SearchConfig {
                algorithm: Algorithm::Expectiminimax,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        },
    ];
    for s in scenarios {
        for (step, mode) in [
            (None, None),
            (Some(Step::At(7)), Some("compare")),
            (Some(Step::End), Some("practice")),
        ] {
            let text = write(&s, None, step, mode);
            assert!(text.starts_with('#') && !text.contains(' '), "{text}");
            let back = parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back.step, step);
            assert_eq!(back.mode.as_deref(), mode);
            assert_eq!(back.scenario.config, s.config);
            assert_eq!(back.scenario.max_nodes, s.max_nodes);
            match (&s.game, &back.scenario.game) {
                (
                    GameChoice::Tree {
                        source: TreeSource::Text { json: a, .. },
                        min_root: ra,
                    },
                    GameChoice::Tree {
                        source: TreeSource::Text { json: b, .. },
                        min_root: rb,
                    },
                ) => assert_eq!((a, ra), (b, rb)),
                (a, b) => assert_eq!(a, b),
            }
        }
    }
}
