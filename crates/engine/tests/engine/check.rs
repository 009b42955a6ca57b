//! The event protocol of `gametree check` (issue 28) read against a tree or a game: Python's
//! bare infinities and the learner's own prints, moves in notation on tic-tac-toe and bones,
//! each wrong walk refused as the fact it is, the engine's own walk of every alpha-beta and
//! minimax recording agreeing with itself, and the classic bugs diagnosed on games too.

use crate::support::{config, record_tree};
use gametree_engine::check::Walk;
use gametree_engine::check::compare::{first_parting, textbook_walk};
use gametree_engine::check::protocol::{ProtocolError, read};
use gametree_engine::check::shape::{GameShape, Place, Shape, Stops};
use gametree_engine::game::tree::TreeSpec;
use gametree_engine::game::{Bones, TicTacToe};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::Trace;
use std::sync::Arc;

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

#[test]
fn events_are_read_and_other_lines_pass_through() {
    let tree = TreeSpec::parse("[[3,12],[2]]").unwrap();
    let text = r#"{"enter": null, "alpha": -Infinity, "beta": Infinity}
my own print
{"enter": 0, "alpha": "-inf", "beta": "+inf"}
{"enter": 1}
{"leaf": 12}
{"exit": 12.0}
{"exit": 12}
{"exit": 12}"#;
    let r = read(lines(text), &tree).expect("reads");
    assert_eq!(r.passed, ["my own print"]);
    assert_eq!(
        r.walk,
        [
            Walk::Enter(vec![]),
            Walk::Enter(vec![0]),
            Walk::Enter(vec![0, 1]),
            Walk::Leaf(vec![0, 1], 12),
            Walk::Exit(vec![0, 1], 12),
            Walk::Exit(vec![0], 12),
            Walk::Exit(vec![], 12),
        ]
    );
}

#[test]
fn wrong_walks_are_refused_as_facts() {
    let tree = TreeSpec::parse("[[3,12],[2]]").unwrap();
    let fails = |text: &str| read(lines(text), &tree).expect_err(text);
    assert_eq!(fails("hello"), ProtocolError::NoEvents);
    assert_eq!(fails(r#"{"enter": 0}"#), ProtocolError::Outside { line: 1 });
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": 5}"),
        ProtocolError::NoSuchChild {
            index: 5,
            children: 2,
            ..
        }
    ));
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": 1}\n{\"enter\": 0}\n{\"leaf\": 7}"),
        ProtocolError::WrongLeaf {
            given: 7,
            tree: 2,
            ..
        }
    ));
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": 0}"),
        ProtocolError::Unfinished { open: 2 }
    );
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": null}"),
        ProtocolError::RootAgain { line: 2 }
    );
}

/// The recording's own walk, printed as events and read back, agrees with the recording; a
/// walk cut short parts where it ends.
#[test]
fn the_textbooks_own_walk_agrees_with_itself() {
    for json in [
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "[[5],[[[3,9]]]]",
        "[[1,[2,3]],[[4],5],6]",
    ] {
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let trace = Arc::new(record_tree(json, false, config(algorithm)));
            let (walk, _) = textbook_walk(&trace);
            let mut text = Vec::new();
            let mut depth_of = Vec::new();
            for w in &walk {
                match w {
                    Walk::Enter(p) if p.is_empty() => text.push(r#"{"enter": null}"#.to_string()),
                    Walk::Enter(p) => text.push(format!(r#"{{"enter": {}}}"#, p.last().unwrap())),
                    Walk::Leaf(_, v) => text.push(format!(r#"{{"leaf": {v}}}"#)),
                    Walk::Exit(_, v) => text.push(format!(r#"{{"exit": {v}}}"#)),
                }
                depth_of.push(w.path().len());
            }
            let tree = TreeSpec::parse(json).unwrap();
            let read_back = read(text.clone(), &tree).expect("reads").walk;
            assert_eq!(read_back, walk);
            assert_eq!(first_parting(&trace, &read_back), None);
            let short = &read_back[..read_back.len() - 1];
            let p = first_parting(&trace, short).expect("parts");
            assert_eq!((p.index, p.theirs), (short.len(), None));
        }
    }
}

/// A random tree in the notation, `depth` levels at most, values −5..5 (also used by
/// `check_replay`).
pub(super) fn random_tree(
    rng: &mut gametree_engine::game::random_tree::SplitMix64,
    depth: u32,
) -> String {
    if depth == 0 || (depth < 3 && rng.range(0, 3) == 0) {
        return rng.range(-5, 5).to_string();
    }
    let kids: Vec<String> = (0..rng.range(1, 4))
        .map(|_| random_tree(rng, depth - 1))
        .collect();
    format!("[{}]", kids.join(","))
}

/// The bug-free variant walks exactly as the engine's recording on 300 random trees (so the
/// variants are alpha-beta, independently of the searcher), and each classic bug, where it
/// changes the walk, is diagnosed as a bug with that very walk and never passes as correct.
#[test]
fn every_classic_bug_is_diagnosed_and_never_passes() {
    use gametree_engine::check::bugs::{Bug, diagnose, walk};
    let mut rng = gametree_engine::game::random_tree::SplitMix64::new(28);
    let mut as_itself = std::collections::BTreeMap::new();
    for i in 0..300 {
        let json = random_tree(&mut rng, 5);
        let min_root = i % 3 == 0;
        let tree = TreeSpec::parse(&json).unwrap();
        let trace = Arc::new(record_tree(&json, min_root, config(Algorithm::AlphaBeta)));
        let right = walk(&tree, None, min_root);
        assert_eq!(right, textbook_walk(&trace).0, "{json}");
        for bug in Bug::ALL {
            let w = walk(&tree, Some(bug), min_root);
            if w == right {
                continue;
            }
            assert!(
                first_parting(&trace, &w).is_some(),
                "{bug:?} passed as correct on {json}"
            );
            let found = diagnose(&tree, min_root, &w);
            assert!(found.contains(&bug), "{bug:?} on {json}: {found:?}");
            for &b in &found {
                assert_eq!(walk(&tree, Some(b), min_root), w, "{b:?} named wrongly");
            }
            if found == [bug] {
                *as_itself.entry(format!("{bug:?}")).or_insert(0) += 1;
            }
        }
        assert!(
            diagnose(&tree, min_root, &right).is_empty(),
            "the textbook is no bug"
        );
    }
    // The three that prune nothing walk alike; the others are told apart on most trees.
    for bug in ["WindowNotPassed", "AlphaAtMin", "CutAfterLoop"] {
        assert!(!as_itself.contains_key(bug), "{bug} alone: {as_itself:?}");
    }
    for bug in ["MaxMinSwapped", "StrictCutoff", "BestNotReset"] {
        assert!(
            as_itself.get(bug).is_some_and(|&n| n > 100),
            "{bug}: {as_itself:?}"
        );
    }
}

/// A game's scenario: tic-tac-toe from `position`, or bones (`heap`, largest take 3).
fn game_scenario(game: GameChoice, algorithm: Algorithm, depth: Option<u32>) -> Scenario {
    Scenario {
        game,
        config: SearchConfig {
            depth,
            ..config(algorithm)
        },
        max_nodes: gametree_engine::search::DEFAULT_MAX_NODES,
    }
}

/// The recording's walk printed as events with every move in notation ("X b2", "take 2").
fn as_move_text(trace: &Trace, walk: &[Walk]) -> Vec<String> {
    walk.iter()
        .map(|w| match w {
            Walk::Enter(p) if p.is_empty() => r#"{"enter": null}"#.to_string(),
            Walk::Enter(p) => {
                let node = gametree_engine::check::compare::node_at(trace, p).expect("a node");
                format!(
                    r#"{{"enter": "{}"}}"#,
                    trace.move_text(node).expect("a move")
                )
            }
            Walk::Leaf(_, v) => format!(r#"{{"leaf": {v}}}"#),
            Walk::Exit(_, v) => format!(r#"{{"exit": {v}}}"#),
        })
        .collect()
}

/// Reads the recording of `scenario` back as move text against `shape` and checks it agrees;
/// and the bug variants' own alpha-beta (written independently of the searcher) walks the
/// shape as alpha-beta's recording does, its no-pruning variant as minimax's.
fn game_agrees<G: gametree_engine::game::Game>(scenario: &Scenario, shape: &GameShape<G>) {
    use gametree_engine::check::bugs::{Bug, walk};
    let trace = Arc::new(scenario.record(None).expect("records"));
    let (ours, _) = textbook_walk(&trace);
    let text = as_move_text(&trace, &ours);
    assert!(text.iter().any(|l| l.contains('"') && l.contains(' ')));
    let read_back = read(text, shape).expect("reads").walk;
    assert_eq!(read_back, ours, "{:?}", scenario.game);
    assert_eq!(first_parting(&trace, &read_back), None);
    let min_root = !shape.max_at_root();
    let independent = match scenario.config.algorithm {
        Algorithm::AlphaBeta => walk(shape, None, min_root),
        _ => walk(shape, Some(Bug::CutAfterLoop), min_root),
    };
    assert_eq!(independent, ours, "{:?}", scenario.game);
}

/// Events written from our own recordings of tic-tac-toe and bones positions, each move in
/// SPEC.md's notation, are read back as the recording's walk and agree with it (minimax and
/// alpha-beta, full and depth-limited, MAX or MIN to move).
#[test]
fn game_recordings_written_as_move_text_agree() {
    for position in [
        "XO.X.O...",
        "X...O....",
        "XOX.O....",
        "XO..X..O.",
        "X.O.X.O..",
    ] {
        for depth in [None, Some(2)] {
            for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
                let game = GameChoice::TicTacToe {
                    position: position.into(),
                };
                let shape = GameShape::new(TicTacToe::from_position(position).unwrap(), depth);
                game_agrees(&game_scenario(game, algorithm, depth), &shape);
            }
        }
    }
    for (bones, max_take) in [(0, 3), (1, 3), (5, 3), (9, 3), (8, 2), (7, 4)] {
        for depth in [None, Some(3)] {
            for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
                let game = GameChoice::Bones { bones, max_take };
                let shape = GameShape::new(Bones::new(bones, max_take).unwrap(), depth);
                game_agrees(&game_scenario(game, algorithm, depth), &shape);
            }
        }
    }
}

/// On a game, a move is named by its notation, its last word, or its index; a move that is
/// not legal, a move past the end of the game or the depth limit, and a leaf value that is not
/// the game's are each refused with the position and the facts.
#[test]
fn game_walks_are_read_and_refused_as_facts() {
    let ttt = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap(), None);
    let fails = |text: &str| read(lines(text), &ttt).expect_err(text);
    // X a3 wins column a: 10 − 1 = 9.
    for mv in [r#""X a3""#, r#""a3""#, r#""x  A3""#, "2"] {
        let text = format!(
            "{{\"enter\": null}}\n{{\"enter\": {mv}}}\n{{\"leaf\": 9}}\n{{\"exit\": 9}}\n{{\"exit\": 9}}"
        );
        assert_eq!(
            read(lines(&text), &ttt).expect(mv).walk[1],
            Walk::Enter(vec![2]),
            "{mv}"
        );
    }
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": \"O b2\"}"),
        ProtocolError::IllegalMove {
            line: 2,
            at: Place::Root,
            given: "O b2".into(),
            legal: ["X c1", "X b2", "X a3", "X b3", "X c3"]
                .map(String::from)
                .to_vec(),
            stops: Stops::No,
        }
    );
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": 5}"),
        ProtocolError::IllegalMove { given, stops: Stops::No, .. } if given == "5"
    ));
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": \"X a3\"}\n{\"leaf\": 5}"),
        ProtocolError::WrongValue {
            line: 3,
            at: Place::After(vec!["X a3".into()]),
            given: 5,
            game: 9,
            stops: Stops::GameOver,
        }
    );
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": \"X a3\"}\n{\"enter\": \"O b3\"}"),
        ProtocolError::IllegalMove {
            line: 3,
            stops: Stops::GameOver,
            ..
        }
    ));
    let bones = GameShape::new(Bones::new(5, 3).unwrap(), Some(1));
    let fails = |text: &str| read(lines(text), &bones).expect_err(text);
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": \"take 4\"}"),
        ProtocolError::IllegalMove { at: Place::Heap(5), legal, .. } if legal.len() == 3
    ));
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": \"2\"}\n{\"leaf\": 1}"),
        ProtocolError::WrongValue {
            line: 3,
            at: Place::Heap(3),
            given: 1,
            game: 0,
            stops: Stops::DepthLimit(1),
        }
    );
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": \"take 2\"}\n{\"enter\": \"take 1\"}"),
        ProtocolError::IllegalMove {
            stops: Stops::DepthLimit(1),
            ..
        }
    ));
}

/// Each classic bug, played on tic-tac-toe and bones positions where it changes the walk, is
/// diagnosed as (among others) that bug and never passes as alpha-beta.
#[test]
fn classic_bugs_on_games_are_diagnosed() {
    use gametree_engine::check::bugs::{Bug, diagnose, walk};
    let mut changed = std::collections::BTreeSet::new();
    for position in ["XO.X.O...", "X...O....", "XO..X..O."] {
        let game = GameChoice::TicTacToe {
            position: position.into(),
        };
        let trace = Arc::new(
            game_scenario(game, Algorithm::AlphaBeta, None)
                .record(None)
                .unwrap(),
        );
        let shape = GameShape::new(TicTacToe::from_position(position).unwrap(), None);
        let min_root = !shape.max_at_root();
        let right = walk(&shape, None, min_root);
        for bug in Bug::ALL {
            let w = walk(&shape, Some(bug), min_root);
            if w == right {
                continue;
            }
            changed.insert(format!("{bug:?}"));
            assert!(first_parting(&trace, &w).is_some(), "{bug:?} on {position}");
            assert!(
                diagnose(&shape, min_root, &w).contains(&bug),
                "{bug:?} on {position}"
            );
        }
        assert!(diagnose(&shape, min_root, &right).is_empty());
    }
    for heap in [6, 9, 10] {
        let game = GameChoice::Bones {
            bones: heap,
            max_take: 3,
        };
        let trace = Arc::new(
            game_scenario(game, Algorithm::AlphaBeta, None)
                .record(None)
                .unwrap(),
        );
        let shape = GameShape::new(Bones::new(heap, 3).unwrap(), None);
        let right = walk(&shape, None, false);
        for bug in Bug::ALL {
            let w = walk(&shape, Some(bug), false);
            if w == right {
                continue;
            }
            changed.insert(format!("{bug:?}"));
            assert!(first_parting(&trace, &w).is_some(), "{bug:?} on {heap}");
            assert!(
                diagnose(&shape, false, &w).contains(&bug),
                "{bug:?} on {heap}"
            );
        }
    }
    assert!(changed.len() >= 5, "{changed:?}");
}

/// On a tree, a string names a child by its name (label, letter, a leaf's value); a name that
/// is not a child's is refused with the node and its children's names.
#[test]
fn tree_children_may_be_entered_by_name() {
    let tree = TreeSpec::parse("[[3,12],[2]]").unwrap();
    let text = "{\"enter\": null}\n{\"enter\": \"C\"}\n{\"enter\": \"2\"}\n{\"leaf\": 2}\n{\"exit\": 2}\n{\"exit\": 2}\n{\"exit\": 2}";
    let walk = read(lines(text), &tree).expect("reads").walk;
    assert_eq!(walk[2], Walk::Enter(vec![1, 0]));
    assert_eq!(
        read(lines("{\"enter\": null}\n{\"enter\": \"Q\"}"), &tree).expect_err("Q"),
        ProtocolError::IllegalMove {
            line: 2,
            at: Place::Tree {
                path: vec![],
                name: "A".into()
            },
            given: "Q".into(),
            legal: vec!["B".into(), "C".into()],
            stops: Stops::No,
        }
    );
}
