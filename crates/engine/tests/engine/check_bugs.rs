//! The bugs a class makes (issue 45), each written independently as a learner's program
//! (`learner.rs`) and named by `check`'s judge where it changes the walk, never passing as
//! correct: α or β never moved, the bounds' updates swapped, the children in another order,
//! the last child's value returned, the side not flipped, the depth limit one too deep, one
//! too shallow or counted in pairs of moves, the misère rule on bones; and a correct fail-hard
//! alpha-beta accepted as alpha-beta (and said to be fail-hard) on every tree.

use crate::check::{random_tree, tree_shape};
use crate::learner::{self, Bug, Program, Scoring};
use gametree_engine::check::judge::{Diagnosis, Judgement, Setup, judge_text};
use gametree_engine::check::shape::GameShape;
use gametree_engine::check::walker::Variant;
use gametree_engine::check::windows::WindowBug;
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::{Bones, Game, TicTacToe};
use gametree_engine::search::DEFAULT_MAX_NODES;
use std::collections::BTreeMap;

fn setup(prune: bool, depth: Option<u32>, ordering: bool) -> Setup {
    Setup {
        prune,
        ordering,
        depth,
        iterative: false,
        scoring: None,
        max_nodes: DEFAULT_MAX_NODES,
        keep_steps: false,
    }
}

fn program(prune: bool, bug: Option<Bug>, scoring: Scoring, depth: Option<u32>) -> Program {
    Program {
        prune,
        bug,
        scoring,
        depth,
        move_text: false,
    }
}

fn judged<G: Game>(shape: &GameShape<G>, setup: Setup, p: Program) -> Judgement {
    let lines = learner::events(shape, p);
    judge_text(shape.clone(), setup, &lines.join("\n")).expect("judged")
}

/// Each bug on 300 random trees (a third with MIN at the root): named where it changes the
/// walk (or "never prunes" where it walks as minimax), never passing; most often named alone.
#[test]
fn a_class_s_bugs_are_named_on_random_trees() {
    let bugs = [
        (Bug::AlphaNotRaised, Variant::AlphaNotRaised),
        (Bug::BetaNotLowered, Variant::BetaNotLowered),
        (Bug::BoundsSwapped, Variant::BoundsSwapped),
        (Bug::ReversedOrder, Variant::ReversedOrder),
        (Bug::LastChild, Variant::LastChild),
        (Bug::SideNotFlipped, Variant::SideNotFlipped),
    ];
    let mut rng = SplitMix64::new(45);
    let mut alone: BTreeMap<String, u32> = BTreeMap::new();
    for i in 0..300 {
        let json = random_tree(&mut rng, 5);
        let shape = tree_shape(&json, i % 3 == 0);
        let s = Scoring::TICTACTOE;
        let plain = learner::events(&shape, program(true, None, s, None));
        let minimax = learner::events(&shape, program(false, None, s, None));
        for (bug, variant) in bugs {
            for prune in [true, false] {
                let events = learner::events(&shape, program(prune, Some(bug), s, None));
                let right = if prune { &plain } else { &minimax };
                if &events == right {
                    continue;
                }
                let j = judged(
                    &shape,
                    setup(prune, None, false),
                    program(prune, Some(bug), s, None),
                );
                assert!(j.parting.is_some(), "{bug:?} passed on {json}");
                let name = if prune && events == minimax {
                    Diagnosis::NeverPrunes
                } else {
                    Diagnosis::Variant(variant)
                };
                assert!(
                    j.diagnosis.contains(&name),
                    "{bug:?} (prune {prune}) on {json}: {:?}",
                    j.diagnosis
                );
                if j.diagnosis == [name] {
                    *alone.entry(format!("{bug:?}")).or_default() += 1;
                }
            }
        }
    }
    for (bug, _) in bugs {
        let n = alone.get(&format!("{bug:?}")).copied().unwrap_or(0);
        assert!(n > 30, "{bug:?} named alone only {n} times: {alone:?}");
    }
}

/// A correct fail-hard alpha-beta (β at a MAX cutoff, else α; MIN the other way) walks as
/// alpha-beta on every tree, and where it returns a bound the verdict says fail-hard.
#[test]
fn a_fail_hard_alpha_beta_is_alpha_beta() {
    let mut rng = SplitMix64::new(7);
    let mut hard = 0;
    for i in 0..300 {
        let json = random_tree(&mut rng, 5);
        let shape = tree_shape(&json, i % 2 == 0);
        let j = judged(
            &shape,
            setup(true, None, false),
            program(true, Some(Bug::FailHard), Scoring::TICTACTOE, None),
        );
        assert_eq!(j.parting, None, "fail-hard refused on {json}");
        hard += usize::from(j.fail_hard);
        let soft = judged(
            &shape,
            setup(true, None, false),
            program(true, None, Scoring::TICTACTOE, None),
        );
        assert!(!soft.fail_hard);
    }
    assert!(hard > 100, "{hard}");
    // On games too, with the learner's own scoring.
    for position in ["XO.X.O...", "X...O....", "........."] {
        let shape = GameShape::new(TicTacToe::from_position(position).unwrap());
        for depth in [None, Some(3)] {
            let j = judged(
                &shape,
                setup(true, depth, false),
                program(true, Some(Bug::FailHard), Scoring::TICTACTOE, depth),
            );
            assert_eq!(j.parting, None, "{position} {depth:?}");
        }
    }
}

/// The depth limit off by one either way and counted in pairs of moves, on tic-tac-toe
/// positions where they change the walk; iterative deepening has no such names.
#[test]
fn the_depth_limit_s_bugs_are_named() {
    let s = Scoring::TICTACTOE;
    for position in ["X........", "XO.X.O...", "X...O...."] {
        let shape = GameShape::new(TicTacToe::from_position(position).unwrap());
        for (d, theirs, variant) in [
            (2, 3, Variant::DeeperByOne),
            (3, 4, Variant::DeeperByOne),
            (3, 2, Variant::ShallowerByOne),
            (2, 1, Variant::ShallowerByOne),
            (1, 2, Variant::PliesPerPair),
        ] {
            for prune in [true, false] {
                let j = judged(
                    &shape,
                    setup(prune, Some(d), false),
                    program(prune, None, s, Some(theirs)),
                );
                assert!(j.parting.is_some(), "{position} depth {d} as {theirs}");
                let (deeper, pair) = (d + 1 == theirs, 2 * d == theirs);
                let ok = j.diagnosis.contains(&Diagnosis::Variant(variant))
                    || (deeper
                        && pair
                        && j.diagnosis
                            .contains(&Diagnosis::Variant(Variant::DeeperByOne)));
                assert!(ok, "{position} depth {d} as {theirs}: {:?}", j.diagnosis);
            }
        }
        // The right depth passes.
        let j = judged(
            &shape,
            setup(true, Some(2), false),
            program(true, None, s, Some(2)),
        );
        assert_eq!(j.parting, None);
    }
    // Two plies per level, four levels: named as pairs alone.
    let shape = GameShape::new(TicTacToe::from_position("X........").unwrap());
    let j = judged(
        &shape,
        setup(true, Some(2), false),
        program(true, None, s, Some(4)),
    );
    assert_eq!(j.diagnosis, [Diagnosis::Variant(Variant::PliesPerPair)]);
}

/// Children sorted by the game's move ordering where generation order is asked (and the
/// other way round) are named as another order.
#[test]
fn another_order_is_named() {
    let s = Scoring::TICTACTOE;
    let shape = GameShape::new(TicTacToe::from_position("X...O....").unwrap());
    let j = judged(
        &shape,
        setup(true, None, false),
        program(true, Some(Bug::Sorted), s, None),
    );
    assert!(j.parting.is_some());
    assert!(
        j.diagnosis
            .contains(&Diagnosis::Variant(Variant::Reordered)),
        "{:?}",
        j.diagnosis
    );
    let j = judged(
        &shape,
        setup(true, None, true),
        program(true, None, s, None),
    );
    assert!(
        j.diagnosis
            .contains(&Diagnosis::Variant(Variant::Reordered)),
        "{:?}",
        j.diagnosis
    );
    let j = judged(
        &shape,
        setup(true, None, false),
        program(true, Some(Bug::ReversedOrder), s, None),
    );
    assert!(
        j.diagnosis
            .contains(&Diagnosis::Variant(Variant::ReversedOrder)),
        "{:?}",
        j.diagnosis
    );
}

/// Bones scored by the misère rule (an empty heap a win for the side to move) is named so,
/// not as the root played for the wrong side, under alpha-beta and minimax; scored ±1 it is
/// never read as a rule by plies.
#[test]
fn the_misere_rule_is_named_on_bones() {
    let mut named = 0;
    for heap in 3..=12 {
        let shape = GameShape::new(Bones::new(heap, 3).unwrap());
        for prune in [true, false] {
            let p = program(prune, Some(Bug::Misere), Scoring::BONES, None);
            let j = judged(&shape, setup(prune, None, false), p);
            assert!(j.parting.is_some(), "heap {heap}");
            assert!(
                !j.diagnosis
                    .contains(&Diagnosis::Variant(Variant::SidesSwapped)),
                "heap {heap}: {:?}",
                j.diagnosis
            );
            named += usize::from(j.diagnosis.contains(&Diagnosis::Misere));
            let right = judged(
                &shape,
                setup(prune, None, false),
                program(prune, None, Scoring::BONES, None),
            );
            assert_eq!(right.parting, None);
            let rule = right.rule.expect("a win");
            assert_eq!((rule.win, rule.per_ply), (1, 0), "heap {heap}");
        }
    }
    assert!(named >= 18, "{named}");
}

/// A search that never prunes and prints its windows is told how it lost them: the window not
/// passed down, α never raised, β never lowered, α raised at MIN, the cutoff never taken.
#[test]
fn the_windows_printed_say_how_a_search_never_prunes() {
    let bugs = [
        (Bug::WindowNotPassed, WindowBug::NotPassed),
        (Bug::AlphaNotRaisedKit, WindowBug::AlphaNotUpdated),
        (Bug::BetaNotLoweredKit, WindowBug::BetaNotUpdated),
        (Bug::AlphaAtMin, WindowBug::AlphaAtMin),
        (Bug::CutAfterLoop, WindowBug::TestAfterLoop),
    ];
    let mut rng = SplitMix64::new(9);
    let mut told: BTreeMap<String, u32> = BTreeMap::new();
    for i in 0..300 {
        let json = random_tree(&mut rng, 5);
        let shape = tree_shape(&json, i % 3 == 0);
        let s = Scoring::TICTACTOE;
        let minimax = learner::events(&shape, program(false, None, s, None));
        // Every cutoff on this tree is a tie when cutting only on α > β walks as minimax.
        let ties_only =
            learner::events(&shape, program(true, Some(Bug::StrictCutoff), s, None)) == minimax;
        for (bug, way) in bugs {
            let p = program(true, Some(bug), s, None);
            if learner::events(&shape, p) != minimax {
                continue;
            }
            let way = match way {
                WindowBug::TestAfterLoop if ties_only => WindowBug::TiesNotCut,
                w => w,
            };
            let lines = learner::events_with_windows(&shape, p);
            let j = judge_text(shape.clone(), setup(true, None, false), &lines.join("\n")).unwrap();
            if j.parting.is_none() {
                continue;
            }
            assert!(
                j.diagnosis.contains(&Diagnosis::NeverPrunes),
                "{bug:?} {json}"
            );
            if j.diagnosis.contains(&Diagnosis::Window(way)) {
                *told.entry(format!("{bug:?}")).or_default() += 1;
            }
            // A cutoff that is no tie was missed: never told it may be only ties.
            if bug == Bug::CutAfterLoop {
                let ties = j
                    .diagnosis
                    .contains(&Diagnosis::Window(WindowBug::TiesNotCut));
                assert_eq!(ties, ties_only, "{json}: {:?}", j.diagnosis);
            }
            // Without windows, minimax's walk is all there is to say.
            let bare = judged(&shape, setup(true, None, false), p);
            assert!(
                !bare
                    .diagnosis
                    .iter()
                    .any(|d| matches!(d, Diagnosis::Window(_)))
            );
        }
    }
    for (bug, _) in bugs {
        let n = told.get(&format!("{bug:?}")).copied().unwrap_or(0);
        assert!(n > 30, "{bug:?} told only {n} times: {told:?}");
    }
}

/// Cutting only on α > β on a tree whose every cutoff is a tie walks as minimax: with its
/// windows printed it is never told that it has no cutoff test, only that every cutoff it
/// missed is a tie (issue 45: never blame the wrong thing).
#[test]
fn a_strict_cutoff_where_every_cut_is_a_tie_is_not_told_it_never_tests() {
    let mut rng = SplitMix64::new(45);
    let mut seen = 0;
    for i in 0..1200 {
        let json = random_tree(&mut rng, 4);
        let shape = tree_shape(&json, i % 3 == 0);
        let s = Scoring::TICTACTOE;
        let minimax = learner::events(&shape, program(false, None, s, None));
        let p = program(true, Some(Bug::StrictCutoff), s, None);
        if learner::events(&shape, p) != minimax {
            continue;
        }
        let lines = learner::events_with_windows(&shape, p);
        let j = judge_text(shape.clone(), setup(true, None, false), &lines.join("\n")).unwrap();
        if j.parting.is_none() {
            continue;
        }
        seen += 1;
        assert!(
            j.diagnosis
                .contains(&Diagnosis::Window(WindowBug::TiesNotCut))
                && !j
                    .diagnosis
                    .contains(&Diagnosis::Window(WindowBug::TestAfterLoop)),
            "{json}: {:?}",
            j.diagnosis
        );
    }
    assert!(seen > 10, "{seen}");
}
