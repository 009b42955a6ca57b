//! The web runs every shipped game as one type ([`Shipped`](crate::game::Shipped)); the
//! desktop and the command line each as its own. Both must search alike: every search of every
//! game here, recorded and bare, gives the same trace file (every node, event and name) and the
//! same outcome either way.

use super::{GameChoice, Scenario, TreeName, TreeSource, limits};
use crate::search::{Algorithm, SearchConfig};
use crate::setup::ExampleTree;
use crate::trace::Searched;
use crate::trace::json::write_json;

/// A game from each shipped type, and several of each where the type has more than one rule
/// set (Connect Four and an m,n,k-game; a tree with and without chance nodes).
fn games() -> Vec<GameChoice> {
    let tree = |e: ExampleTree, min_root| GameChoice::Tree {
        source: TreeSource::Text {
            name: TreeName::Example(e),
            json: e.json().into(),
        },
        min_root,
    };
    vec![
        GameChoice::TicTacToe {
            position: "X...O..X.".into(),
        },
        GameChoice::Bones {
            bones: 9,
            max_take: 3,
        },
        GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        GameChoice::Mnk {
            rows: 3,
            cols: 4,
            k: 3,
            position: "XO.XO.X...O.".into(),
        },
        tree(ExampleTree::Aima, false),
        tree(ExampleTree::Wikipedia, true),
        tree(ExampleTree::ChanceLayers, false),
        tree(ExampleTree::UnevenOdds, false),
        GameChoice::Dice { target: 5 },
    ]
}

/// Each algorithm, and the options that change how the searches walk (a depth limit and the
/// evaluation, move ordering, the table, iterative deepening with an aspiration window).
fn configs() -> Vec<SearchConfig> {
    let mut out = Vec::new();
    for algorithm in Algorithm::ALL {
        let plain = SearchConfig {
            algorithm,
            ..SearchConfig::default()
        };
        let mut mcts = plain.clone();
        mcts.mcts.iterations = 120;
        if algorithm == Algorithm::Mcts {
            out.push(mcts);
            continue;
        }
        out.push(plain.clone());
        out.push(SearchConfig {
            depth: Some(2),
            ..plain.clone()
        });
        if algorithm.prunes() {
            out.push(SearchConfig {
                ordering: true,
                tt: true,
                iterative: true,
                depth: Some(4),
                aspiration: (algorithm != Algorithm::Mtdf).then_some(3),
                ..plain
            });
        }
    }
    out
}

#[test]
fn every_search_of_every_shipped_game_is_the_same_through_one_type() {
    let mut compared = 0;
    for game in games() {
        for mut config in configs() {
            // A full Connect Four search is beyond any budget: every search stops at depth 3.
            if matches!(game, GameChoice::ConnectFour { .. }) && config.depth.is_none() {
                config.depth = Some(3);
            }
            let scenario = Scenario {
                game: game.clone(),
                config,
                max_nodes: 200_000,
            };
            let what = format!("{:?} {:?}", scenario.game, scenario.config);
            let config = scenario.search_config();
            let mut files = Vec::new();
            let mut outcomes = Vec::new();
            for shipped in [false, true] {
                let game = scenario.game_as(shipped).expect("the game builds");
                if game.has_chance() && !config.algorithm.handles_chance() {
                    continue;
                }
                let searched = Searched::from(scenario.clone());
                let trace = game.record(&config, scenario.max_nodes, None, searched);
                let mut file = Vec::new();
                match trace {
                    Ok(trace) => drop(write_json(&trace, "t", &mut file).unwrap()),
                    Err(e) => file = format!("{e:?}").into_bytes(),
                }
                files.push(file);
                let bare = game.bare(&config, &limits(scenario.max_nodes, None));
                outcomes.push(format!("{bare:?}"));
            }
            if files.is_empty() {
                continue;
            }
            assert!(files[0] == files[1], "traces differ: {what}");
            assert_eq!(outcomes[0], outcomes[1], "{what}");
            assert!(files[0].starts_with(b"{"), "{what}: {}", outcomes[0]);
            compared += 1;
        }
    }
    // 6 games of choice by 14 searches, 3 of chance by 3 (expectiminimax twice and MCTS).
    assert_eq!(compared, 6 * 14 + 3 * 3);
}
