//! `gametree check`'s judge (issues 28, 34, 35) against independent truth: the searcher's own
//! recordings (minimax and alpha-beta, depth limits, ordering, iterative deepening, on random
//! trees, tic-tac-toe and bones) printed as events agree step for step, so the judge's
//! step-by-step searches are the searcher's; a learner's program written independently
//! (`learner.rs`) with each bug learners make is named as that bug and never passes; every
//! consistent scoring is found and checked under its own rule; the walk is judged while it is
//! read, stopping at the first difference; each malformed walk is a fact naming its line.

use crate::learner::{self, Bug, Program, Scoring};
use crate::support::config;
use gametree_engine::check::Walk;
use gametree_engine::check::compare::textbook_walk;
use gametree_engine::check::judge::{
    Diagnosis, Doing, Flow, Judge, JudgeError, Judgement, Setup, judge_text,
};
use gametree_engine::check::protocol::ProtocolError;
use gametree_engine::check::scoring::Rule;
use gametree_engine::check::shape::{GameShape, LeafFact, Place, Stops};
use gametree_engine::check::walker::Variant;
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::tree::{TreeGame, TreeSpec};
use gametree_engine::game::{Bones, Game, Player, TicTacToe};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use std::sync::Arc;

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// A random tree in the notation, `depth` levels at most, values −5..5 (also used by
/// `check_replay`).
pub(super) fn random_tree(rng: &mut SplitMix64, depth: u32) -> String {
    if depth == 0 || (depth < 3 && rng.range(0, 3) == 0) {
        return rng.range(-5, 5).to_string();
    }
    let kids: Vec<String> = (0..rng.range(1, 4))
        .map(|_| random_tree(rng, depth - 1))
        .collect();
    format!("[{}]", kids.join(","))
}

pub(super) fn tree_shape(json: &str, min_root: bool) -> GameShape<TreeGame> {
    let root = if min_root { Player::Min } else { Player::Max };
    GameShape::new(TreeGame::new(
        Arc::new(TreeSpec::parse(json).unwrap()),
        root,
    ))
}

pub(super) fn setup(algorithm: Algorithm, depth: Option<u32>) -> Setup {
    Setup {
        prune: algorithm == Algorithm::AlphaBeta,
        ordering: false,
        depth,
        iterative: false,
        scoring: None,
        max_nodes: DEFAULT_MAX_NODES,
        keep_steps: false,
    }
}

pub(super) fn judged<G: Game>(shape: &GameShape<G>, setup: Setup, lines: &[String]) -> Judgement {
    judge_text(shape.clone(), setup, &lines.join("\n")).expect("judged")
}

/// A recording's walk written as the protocol: indices, or on games the moves' text.
fn as_events<G: Game>(shape: &GameShape<G>, walk: &[Walk], text: bool) -> Vec<String> {
    walk.iter()
        .map(|w| match w {
            Walk::Enter(p) if p.is_empty() => r#"{"enter": null}"#.to_string(),
            Walk::Enter(p) if text => {
                let mut node = shape.root().clone();
                for &i in &p[..p.len() - 1] {
                    node = shape.child(&node, i).unwrap().0;
                }
                let name = &shape.legal(&node)[*p.last().unwrap() as usize];
                format!(r#"{{"enter": "{name}"}}"#)
            }
            Walk::Enter(p) => format!(r#"{{"enter": {}}}"#, p.last().unwrap()),
            Walk::Leaf(_, v) => format!(r#"{{"leaf": {v}}}"#),
            Walk::Exit(_, v) => format!(r#"{{"exit": {v}}}"#),
        })
        .collect()
}

/// The searcher's recording of `scenario` as events agrees with the judge, step for step.
fn recording_agrees<G: Game>(scenario: &Scenario, shape: &GameShape<G>, text: bool) {
    let trace = scenario.record(None).expect("records");
    let (walk, _) = textbook_walk(&trace);
    let events = as_events(shape, &walk, text);
    let s = Setup::of(&scenario.config, DEFAULT_MAX_NODES);
    let j = judged(shape, s, &events);
    assert_eq!(j.parting, None, "{:?} {:?}", scenario.game, scenario.config);
    assert_eq!(j.steps, walk.len());
    // Cut short by one step, it parts at the end.
    let short = &events[..events.len() - 1];
    let j = judge_text(shape.clone(), s, &short.join("\n"));
    assert!(matches!(
        j,
        Err(JudgeError::Protocol(ProtocolError::Unfinished { .. }))
    ));
}

fn tree_scenario(json: &str, min_root: bool, config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "t".into(),
                json: json.into(),
            },
            min_root,
        },
        config,
        max_nodes: DEFAULT_MAX_NODES,
    }
}

/// The judge's step-by-step minimax and alpha-beta walk exactly as the searcher's recordings,
/// on 150 random trees with every combination of depth limit, ordering, deepening and root.
#[test]
fn the_step_by_step_searches_walk_as_the_searchers_recordings() {
    let mut rng = SplitMix64::new(34);
    for i in 0..150 {
        let json = random_tree(&mut rng, 5);
        let min_root = i % 3 == 0;
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            for (depth, ordering, iterative) in [
                (None, false, false),
                (Some(2), false, false),
                (None, true, false),
                (Some(3), true, true),
                (None, false, true),
            ] {
                let config = SearchConfig {
                    depth,
                    ordering,
                    iterative,
                    ..config(algorithm)
                };
                let scenario = tree_scenario(&json, min_root, config);
                recording_agrees(&scenario, &tree_shape(&json, min_root), false);
            }
        }
    }
}

/// The same on tic-tac-toe positions and bones heaps, moves written as docs/names.md writes them.
#[test]
fn the_step_by_step_searches_walk_as_the_searchers_recordings_on_games() {
    let game = |g: GameChoice, algorithm, depth, ordering, iterative| Scenario {
        game: g,
        config: SearchConfig {
            depth,
            ordering,
            iterative,
            ..config(algorithm)
        },
        max_nodes: DEFAULT_MAX_NODES,
    };
    for position in ["XO.X.O...", "X...O....", "XOX.O....", "XO..X..O."] {
        let shape = GameShape::new(TicTacToe::from_position(position).unwrap());
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            for (depth, ordering, iterative) in [
                (None, false, false),
                (Some(2), true, false),
                (Some(3), false, true),
            ] {
                let g = GameChoice::TicTacToe {
                    position: position.into(),
                };
                let s = game(g, algorithm, depth, ordering, iterative);
                recording_agrees(&s, &shape, true);
            }
        }
    }
    for (bones, max_take) in [(0, 3), (1, 3), (9, 3), (8, 2), (7, 4)] {
        let shape = GameShape::new(Bones::new(bones, max_take).unwrap());
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            for (depth, ordering) in [(None, false), (Some(3), true)] {
                let g = GameChoice::Bones { bones, max_take };
                recording_agrees(&game(g, algorithm, depth, ordering, false), &shape, true);
            }
        }
    }
}

/// What the judge names a learner's walk with `bug` on `shape`, and whether it parts.
pub(super) fn diagnose<G: Game>(
    shape: &GameShape<G>,
    prune: bool,
    bug: Option<Bug>,
    s: Scoring,
) -> Judgement {
    let p = Program {
        prune,
        bug,
        scoring: s,
        depth: None,
        move_text: false,
    };
    let algorithm = if prune {
        Algorithm::AlphaBeta
    } else {
        Algorithm::Minimax
    };
    judged(shape, setup(algorithm, None), &learner::events(shape, p))
}

/// Each classic bug, written independently on 300 random trees, is named where it changes the
/// walk and never passes as alpha-beta (but where one best value returns exactly what a
/// fail-hard alpha-beta returns, a few times); the three that prune nothing are named "never
/// prunes".
#[test]
fn every_classic_bug_is_diagnosed_and_never_passes() {
    let mut rng = SplitMix64::new(28);
    let mut named = std::collections::BTreeMap::new();
    for i in 0..300 {
        let json = random_tree(&mut rng, 5);
        let shape = tree_shape(&json, i % 3 == 0);
        let right = diagnose(&shape, true, None, Scoring::TICTACTOE);
        assert_eq!(right.parting, None, "{json}");
        let plain = learner::events(
            &shape,
            Program {
                prune: true,
                bug: None,
                scoring: Scoring::TICTACTOE,
                depth: None,
                move_text: false,
            },
        );
        let minimax = learner::events(
            &shape,
            Program {
                prune: false,
                ..Program {
                    prune: true,
                    bug: None,
                    scoring: Scoring::TICTACTOE,
                    depth: None,
                    move_text: false,
                }
            },
        );
        for (bug, name) in [
            (Bug::WindowNotPassed, Diagnosis::NeverPrunes),
            (Bug::AlphaAtMin, Diagnosis::NeverPrunes),
            (Bug::CutAfterLoop, Diagnosis::NeverPrunes),
            (
                Bug::MaxMinSwapped,
                Diagnosis::Variant(Variant::MaxMinSwapped),
            ),
            (Bug::StrictCutoff, Diagnosis::Variant(Variant::StrictCutoff)),
            (Bug::BestNotReset, Diagnosis::Variant(Variant::BestNotReset)),
        ] {
            let p = Program {
                prune: true,
                bug: Some(bug),
                scoring: Scoring::TICTACTOE,
                depth: None,
                move_text: false,
            };
            let events = learner::events(&shape, p);
            if events == plain {
                continue;
            }
            // A bug that prunes nothing here walks as minimax, and is named so.
            let name = if events == minimax {
                Diagnosis::NeverPrunes
            } else {
                name
            };
            let j = diagnose(&shape, true, Some(bug), Scoring::TICTACTOE);
            // Under MAX's running best, the shared best a MIN node returns when it fails
            // low can be exactly α: the very value (and walk) of a fail-hard alpha-beta.
            if j.parting.is_none() && bug == Bug::BestNotReset && j.fail_hard {
                *named.entry("as fail-hard".to_string()).or_insert(0) += 1;
                continue;
            }
            assert!(j.parting.is_some(), "{bug:?} passed as correct on {json}");
            assert!(
                j.diagnosis.contains(&name),
                "{bug:?} on {json}: {:?}",
                j.diagnosis
            );
            if j.diagnosis == [name] {
                *named.entry(format!("{bug:?}")).or_insert(0) += 1;
            }
        }
    }
    for bug in [
        "WindowNotPassed",
        "MaxMinSwapped",
        "StrictCutoff",
        "BestNotReset",
    ] {
        assert!(named.get(bug).is_some_and(|&n| n > 50), "{bug}: {named:?}");
    }
    assert!(
        named.get("as fail-hard").is_none_or(|&n| n < 10),
        "{named:?}"
    );
}

/// Every consistent scoring is found from the leaves and the walk checked under it: a win
/// worth 1, 10 or 100, flat or by depth in either direction from the root or its children,
/// X or O as MAX, on positions where it changes the pruning.
#[test]
fn every_consistent_scoring_is_found_and_checked_under_its_rule() {
    let rules = [
        (false, 10, 0, 0),
        (false, 10, 1, 1),
        (true, 10, 1, 1),
        (true, 10, 0, 0),
        (false, 100, -1, 0),
        (true, 1, 0, 0),
        (false, 1000, 1, 0),
    ];
    for position in ["XO.X.O...", "X...O....", "XO..X..O.", "X........"] {
        let shape = GameShape::new(TicTacToe::from_position(position).unwrap());
        for (flip, win, per_depth, origin) in rules {
            let s = Scoring {
                flip,
                win,
                per_depth,
                origin,
            };
            for prune in [false, true] {
                let j = diagnose(&shape, prune, None, s);
                assert_eq!(j.parting, None, "{position} {s:?} prune {prune}");
                let rule = j.rule.expect("a win was seen");
                assert_eq!(rule.flip, flip);
                // The rule found scores every win as the program did.
                for ply in 1..=9 {
                    let fact = LeafFact::Over {
                        winner: Some(Player::Max),
                        ply,
                    };
                    let theirs =
                        if flip { -1 } else { 1 } * (win - per_depth * (ply as i64 - origin));
                    if rule.per_ply == per_depth {
                        assert_eq!(rule.value(fact), theirs, "{s:?}");
                    }
                }
            }
        }
    }
    // Stated, a rule is checked as stated.
    let shape = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    let s = Scoring {
        flip: true,
        win: 10,
        per_depth: 0,
        origin: 0,
    };
    let events = learner::events(
        &shape,
        Program {
            prune: true,
            bug: None,
            scoring: s,
            depth: None,
            move_text: false,
        },
    );
    let stated = |rule| Setup {
        scoring: Some(rule),
        ..setup(Algorithm::AlphaBeta, None)
    };
    let o10 = Rule::parse("o:10", ["x", "o"]).unwrap();
    assert_eq!(judged(&shape, stated(o10), &events).parting, None);
    let x10 = Rule::parse("x:10", ["x", "o"]).unwrap();
    let j = judged(&shape, stated(x10), &events);
    assert!(j.parting.unwrap().broken.is_some());
}

/// A walk that parts at step 2 on a game with billions of nodes is judged at once, in memory
/// the size of the path (issue 35: the diagnosis had no budget).
#[test]
fn a_huge_game_is_judged_at_its_first_difference() {
    let shape = GameShape::new(Bones::new(1000, 100).unwrap());
    let mut judge = Judge::new(shape, setup(Algorithm::AlphaBeta, Some(20)));
    assert_eq!(judge.feed(r#"{"enter": null}"#).unwrap(), Some(Flow::More));
    assert_eq!(judge.feed(r#"{"exit": 0}"#).unwrap(), Some(Flow::Decided));
    let j = judge.finish(true).unwrap();
    let p = j.parting.unwrap();
    assert_eq!(p.index, 1);
    assert_eq!(p.ours.unwrap().what, Doing::Enter);
    // Counting the whole textbook search stops at the node budget.
    let shape = GameShape::new(Bones::new(26, 3).unwrap());
    let judge = Judge::new(
        shape,
        Setup {
            max_nodes: 100_000,
            ..setup(Algorithm::Minimax, None)
        },
    );
    assert_eq!(judge.textbook_steps(), None);
}

/// Iterative deepening: one root per depth, each compared with that iteration; without
/// `--iterative` the second root parts where it is entered.
#[test]
fn iterative_deepening_is_checked_root_by_root() {
    let shape = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    let p = Program {
        prune: true,
        bug: None,
        scoring: Scoring::TICTACTOE,
        depth: None,
        move_text: false,
    };
    let lines = learner::deepening(&shape, p, 3);
    let iterative = Setup {
        iterative: true,
        depth: Some(3),
        ..setup(Algorithm::AlphaBeta, None)
    };
    assert_eq!(judged(&shape, iterative, &lines).parting, None);
    let j = judged(&shape, setup(Algorithm::AlphaBeta, Some(1)), &lines);
    let p = j.parting.unwrap();
    assert_eq!(p.ours, None);
    assert_eq!(p.theirs.unwrap().path, Vec::<u32>::new());
}

/// Lines that are JSON with an event key are events, judged where they stand; other lines
/// are the program's own.
#[test]
fn events_and_the_programs_own_lines() {
    let shape = tree_shape("[[3,12],[2]]", false);
    let mut judge = Judge::new(shape.clone(), setup(Algorithm::Minimax, None));
    for (line, own) in [
        (
            r#"{"enter": null, "alpha": -Infinity, "beta": Infinity}"#,
            false,
        ),
        ("my own print", true),
        (r#"{"value": 3}"#, true),
        (r#"{"enter": 0, "alpha": "-inf", "beta": "+inf"}"#, false),
    ] {
        assert_eq!(judge.feed(line).unwrap().is_none(), own, "{line}");
    }
    let fails = |text: &str| {
        judge_text(shape.clone(), setup(Algorithm::Minimax, None), text).expect_err(text)
    };
    let protocol = |e: JudgeError| match e {
        JudgeError::Protocol(p) => p,
        e => panic!("{e:?}"),
    };
    assert_eq!(protocol(fails("hello")), ProtocolError::NoEvents);
    assert_eq!(
        protocol(fails(r#"{"enter": 0}"#)),
        ProtocolError::Outside { line: 1 }
    );
    assert!(matches!(
        protocol(fails("{\"enter\": null}\n{\"enter\": 5}")),
        ProtocolError::NoSuchChild {
            index: 5,
            children: 2,
            ..
        }
    ));
    assert!(matches!(
        protocol(fails(
            "{\"enter\": null}\n{\"enter\": 0}\n{\"enter\": 0}\n{\"leaf\": 7}"
        )),
        ProtocolError::WrongLeaf {
            given: 7,
            tree: 3,
            ..
        }
    ));
    assert_eq!(
        protocol(fails("{\"enter\": null}\n{\"enter\": 0}")),
        ProtocolError::Unfinished { open: 2 }
    );
    assert_eq!(
        protocol(fails("{\"enter\": null}\n{\"enter\": null}")),
        ProtocolError::RootAgain { line: 2 }
    );
    assert!(matches!(
        protocol(fails("{\"enter\": null}\n{\"enter\": -1}")),
        ProtocolError::BadValue { line: 2, .. }
    ));
    assert!(matches!(
        protocol(fails("{\"enter\": null}\n{\"exit\": \"NaN\"}")),
        ProtocolError::BadValue { line: 2, .. }
    ));
}

/// On a game a move is named by its notation, its last word or its index; an illegal move,
/// a move past the end of the game or the depth limit are refused with the position.
#[test]
fn game_moves_are_read_and_refused_as_facts() {
    let ttt = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    let s = setup(Algorithm::AlphaBeta, None);
    let fails = |text: &str| match judge_text(ttt.clone(), s, text).expect_err(text) {
        JudgeError::Protocol(p) => p,
        e => panic!("{e:?}"),
    };
    for mv in [r#""X a3""#, r#""a3""#, r#""x  A3""#, "2"] {
        let text = format!("{{\"enter\": null}}\n{{\"enter\": {mv}}}\n{{\"leaf\": 9}}");
        let mut judge = Judge::new(ttt.clone(), s);
        for l in text.lines() {
            judge.feed(l).expect(mv);
        }
    }
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": \"O b2\"}"),
        ProtocolError::WrongSide {
            line: 2,
            at: Place::Root,
            given: "O b2".into(),
            legal: "X b2".into(),
        }
    );
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": \"X a1\"}"),
        ProtocolError::IllegalMove {
            line: 2,
            at: Place::Root,
            given: "X a1".into(),
            legal: ["X c1", "X b2", "X a3", "X b3", "X c3"]
                .map(String::from)
                .to_vec(),
            stops: Stops::No,
        }
    );
    // X a1 wins column a at once: nothing to enter below it.
    let won = GameShape::new(TicTacToe::from_position("..OX.OX..").unwrap());
    let text = "{\"enter\": null}\n{\"enter\": \"X a1\"}\n{\"enter\": \"O b1\"}";
    assert!(matches!(
        judge_text(won, s, text),
        Err(JudgeError::Protocol(ProtocolError::IllegalMove {
            line: 3,
            stops: Stops::GameOver,
            ..
        }))
    ));
    let bones = GameShape::new(Bones::new(5, 3).unwrap());
    let s = setup(Algorithm::AlphaBeta, Some(1));
    let fails = |text: &str| match judge_text(bones.clone(), s, text).expect_err(text) {
        JudgeError::Protocol(p) => p,
        e => panic!("{e:?}"),
    };
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": \"take 4\"}"),
        ProtocolError::IllegalMove { at: Place::Heap(5), legal, .. } if legal.len() == 3
    ));
    // One ply past the limit walks as a search one too deep (named so); two plies past it
    // there is nothing to enter, and the limit said is the one checked.
    let mut judge = Judge::new(bones.clone(), s);
    let past = [
        r#"{"enter": null}"#,
        r#"{"enter": "take 1"}"#,
        r#"{"enter": "take 1"}"#,
    ];
    for line in past {
        judge.feed(line).expect(line);
    }
    assert!(matches!(
        judge.feed(r#"{"enter": "take 1"}"#),
        Err(JudgeError::Protocol(ProtocolError::IllegalMove {
            stops: Stops::DepthLimit(1),
            ..
        }))
    ));
}

/// A wrong evaluation at the depth limit parts with the evaluation's value and terms; on a
/// tree, a child may be entered by its name, a label `Infinity` among them.
#[test]
fn evaluations_and_names() {
    let bones = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    // 7 is neither the evaluation there (X's corners a1 and c1: 2 × 2 = 4) nor 0 (a program
    // with no evaluation function).
    let text = "{\"enter\": null}\n{\"enter\": \"c1\"}\n{\"leaf\": 7}";
    let mut judge = Judge::new(bones, setup(Algorithm::AlphaBeta, Some(1)));
    for l in text.lines() {
        judge.feed(l).unwrap();
    }
    let p = judge.finish(false).unwrap().parting.unwrap();
    let b = p.broken.unwrap();
    assert!(matches!(
        b.fact,
        LeafFact::Evaluation { limit: Some(1), .. }
    ));
    assert!(!p.theirs.unwrap().terms.is_empty());
    let tree = tree_shape(r#"[{"label": "Infinity", "children": [1]}, 2]"#, false);
    let text = "{\"enter\": null}\n{\"enter\": \"Infinity\"}\n{\"enter\": 0}\n{\"leaf\": 1}\n{\"exit\": 1}\n{\"exit\": 1}\n{\"enter\": \"2\"}\n{\"leaf\": 2}\n{\"exit\": 2}\n{\"exit\": 2}";
    let j = judge_text(tree, setup(Algorithm::Minimax, None), text).unwrap();
    assert_eq!(j.parting, None);
    let _ = AIMA;
}
