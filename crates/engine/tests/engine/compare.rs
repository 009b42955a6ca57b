//! Compare mode on AIMA 5.2, bones 8 and a tic-tac-toe mid-game: every configuration finds the
//! value an independent minimax (written here over the game rules) finds, minimax visits
//! exactly the whole game tree, alpha-beta never more, and a budget error stays in its row.
//! (The comparison's words, its table as text, are the teach crate's tests.)

use gametree_engine::compare::{compare, standard_configurations};
use gametree_engine::game::PositionError;
use gametree_engine::game::{Bones, Game, Player, TicTacToe, TreeGame, TreeSpec};
use gametree_engine::scenario::{
    AIMA_TREE, GameChoice, Scenario, ScenarioError, TreeName, TreeSource,
};
use gametree_engine::search::{Algorithm, SearchConfig, SearchError};
use std::sync::Arc;

/// Plain minimax over the rules: (value, nodes in the game tree).
fn truth<G: Game>(g: &mut G) -> (i64, u64) {
    if let Some(v) = g.outcome() {
        return (v, 1);
    }
    let mut moves = vec![];
    g.moves(&mut moves);
    let mut nodes = 1;
    let mut best = None;
    for m in moves {
        g.play(m);
        let (v, n) = truth(g);
        g.undo(m);
        nodes += n;
        let better = match (best, g.to_move()) {
            (None, _) => true,
            (Some(b), Player::Max) => v > b,
            (Some(b), Player::Min) => v < b,
        };
        if better {
            best = Some(v);
        }
    }
    (best.unwrap_or_else(|| g.evaluate()), nodes)
}

fn scenario(game: GameChoice) -> Scenario {
    Scenario {
        game,
        ..Scenario::default()
    }
}

fn check_against_truth(s: &Scenario, value: i64, tree_nodes: u64) {
    let cmp = compare(s, &standard_configurations(None), None).unwrap();
    assert_eq!(cmp.rows.len(), 10);
    assert_eq!(&cmp.scenario, s);
    assert!(cmp.values_agree());
    let minimax = cmp.rows[0].result.as_ref().unwrap();
    assert_eq!(cmp.rows[0].config.algorithm, Algorithm::Minimax);
    assert_eq!(
        minimax.nodes_visited, tree_nodes,
        "minimax sees the whole tree"
    );
    assert_eq!(minimax.cutoffs, 0);
    for row in &cmp.rows {
        let r = row
            .result
            .as_ref()
            .unwrap_or_else(|e| panic!("{:?}: {e}", row.config));
        assert_eq!(r.root_value, value, "{:?}", row.config);
        assert!(r.best_move.is_some());
        assert_eq!(
            r.nodes_by_depth.iter().sum::<u64>(),
            r.nodes_visited,
            "{:?}",
            row.config
        );
        // The root is entered once per search (once per iteration when deepening, once
        // per pass under MTD(f)).
        let mtdf = row.config.algorithm == Algorithm::Mtdf;
        if mtdf {
            assert_eq!(r.nodes_by_depth[0], u64::from(r.passes), "{:?}", row.config);
            assert!(r.passes >= 1, "{:?}", row.config);
        } else {
            assert_eq!(r.passes, 0, "{:?}", row.config);
            if !row.config.iterative {
                assert_eq!(r.nodes_by_depth[0], 1, "{:?}", row.config);
            }
        }
        if !row.config.uses_tt() {
            assert_eq!(r.tt_hits, 0, "{:?}", row.config);
        }
        // Only PVS searches a child again (aspiration windows are not in the line-up).
        if row.config.algorithm != Algorithm::Pvs {
            assert_eq!(r.re_searches, 0, "{:?}", row.config);
        }
        // Iterative deepening re-searches the shallow levels, so its total may exceed one
        // full search on a tiny tree; every single alpha-beta search visits a subset.
        if row.config.algorithm == Algorithm::AlphaBeta && !row.config.iterative {
            assert!(r.nodes_visited <= minimax.nodes_visited, "{:?}", row.config);
        }
    }
    // Every row counts nodes at some depth (the second table of the comparison's text).
    assert!(cmp.rows.iter().all(|r| {
        r.result
            .as_ref()
            .is_ok_and(|x| !x.nodes_by_depth.is_empty())
    }));
}

#[test]
fn aima_all_configurations_agree() {
    let spec = TreeSpec::parse(AIMA_TREE).unwrap();
    let (value, nodes) = truth(&mut TreeGame::new(Arc::new(spec), Player::Max));
    assert_eq!((value, nodes), (3, 13));
    check_against_truth(&Scenario::default(), value, nodes);
    let cmp = compare(&Scenario::default(), &standard_configurations(None), None).unwrap();
    let ab = cmp.rows[1].result.as_ref().unwrap();
    // AIMA: alpha-beta skips C's 4 and 6, in one cutoff.
    assert_eq!((ab.nodes_visited, ab.cutoffs), (11, 1));
    assert_eq!(ab.nodes_by_depth, vec![1, 3, 7]);
    assert_eq!(ab.best_move.as_deref(), Some("B"));
}

#[test]
fn bones_8_all_configurations_agree() {
    let s = scenario(GameChoice::Bones {
        bones: 8,
        max_take: 3,
    });
    let (value, nodes) = truth(&mut Bones::new(8, 3).unwrap());
    // 8 is a multiple of 4: the player to move (MAX) loses.
    assert_eq!(value, -1);
    check_against_truth(&s, value, nodes);
}

#[test]
fn tic_tac_toe_mid_game_all_configurations_agree() {
    let position = "X...O....";
    let s = scenario(GameChoice::TicTacToe {
        position: position.into(),
    });
    let (value, nodes) = truth(&mut TicTacToe::from_position(position).unwrap());
    check_against_truth(&s, value, nodes);
    // With a depth limit every row still agrees (on the depth-limited value).
    let limited = compare(&s, &standard_configurations(Some(3)), None).unwrap();
    assert!(limited.values_agree(), "{limited:?}");
    for row in &limited.rows {
        let r = row.result.as_ref().unwrap();
        assert!(r.nodes_by_depth.len() <= 4, "{:?}", row.config);
    }
}

#[test]
fn a_budget_error_stays_in_its_row() {
    let s = Scenario {
        max_nodes: 100_000,
        ..scenario(GameChoice::TicTacToe {
            position: ".........".into(),
        })
    };
    let cmp = compare(&s, &standard_configurations(None), None).unwrap();
    let err = cmp.rows[0].result.as_ref().unwrap_err();
    assert!(
        matches!(err, SearchError::NodeBudget { limit: 100_000, in_use } if !in_use.alphabeta),
        "{err:?}"
    );
    let ok: Vec<_> = cmp.rows[1..]
        .iter()
        .map(|r| r.result.as_ref().unwrap())
        .collect();
    assert!(
        ok.iter().all(|r| r.root_value == 0),
        "the empty board is a draw"
    );
    assert!(cmp.values_agree());
    // Only the first row (plain minimax) has no result; every other row has one.
    assert_eq!(cmp.rows.iter().filter(|r| r.result.is_err()).count(), 1);
}

#[test]
fn custom_configurations_and_bad_scenarios() {
    let only = [SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ordering: true,
        ..SearchConfig::default()
    }];
    let cmp = compare(&Scenario::default(), &only, None).unwrap();
    assert_eq!(cmp.rows.len(), 1);
    assert_eq!(cmp.rows[0].config, only[0]);
    assert_eq!(cmp.scenario, Scenario::default());
    let bad = scenario(GameChoice::Tree {
        source: TreeSource::Text {
            name: "typed".into(),
            json: "[[1,2],]".into(),
        },
        min_root: false,
    });
    let e = compare(&bad, &only, None).unwrap_err();
    assert!(
        // The trailing comma is found at the `]` after it, the 8th character.
        matches!(&e, ScenarioError::NamedTree { name: TreeName::Named(name), error } if name == "typed" && error.position() == Some((1, 8))),
        "{e:?}"
    );
    assert!(e.tree_error().is_some_and(|t| t.position() == Some((1, 8))));
    let e = compare(
        &scenario(GameChoice::TicTacToe {
            position: "XX".into(),
        }),
        &only,
        None,
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            ScenarioError::Position(PositionError::CellCount { cells: 2, .. })
        ),
        "{e:?}"
    );
}
