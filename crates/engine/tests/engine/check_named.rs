//! `check`'s judge naming what a walk is as a whole (issue 34, moved here from `check.rs`):
//! the other search (minimax checked as alpha-beta, and the other way round), the root played
//! for the wrong side, a finished draw scored as its evaluation, a child searched twice.

use crate::check::{diagnose, judged, setup};
use crate::learner::{self, Bug, Program, Scoring};
use gametree_engine::check::judge::{Diagnosis, Doing, Flow, Judge};
use gametree_engine::check::shape::{GameShape, LeafFact};
use gametree_engine::check::walker::Variant;
use gametree_engine::game::{Player, TicTacToe};
use gametree_engine::search::Algorithm;

/// A correct minimax checked as alpha-beta is said to never prune; a correct alpha-beta
/// checked as minimax is said to prune; the root maximising whoever moves is named as that.
#[test]
fn the_other_search_and_the_side_are_named() {
    let ttt = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    let j = diagnose(&ttt, false, None, Scoring::TICTACTOE);
    assert_eq!(j.parting, None);
    let p = Program {
        prune: false,
        bug: None,
        scoring: Scoring::TICTACTOE,
        depth: None,
        move_text: true,
    };
    let j = judged(
        &ttt,
        setup(Algorithm::AlphaBeta, None),
        &learner::events(&ttt, p),
    );
    assert!(j.parting.is_some());
    assert_eq!(j.diagnosis, [Diagnosis::NeverPrunes]);
    let p = Program { prune: true, ..p };
    let j = judged(
        &ttt,
        setup(Algorithm::Minimax, None),
        &learner::events(&ttt, p),
    );
    assert_eq!(j.diagnosis, [Diagnosis::Prunes]);
    // O to move, X's scores: a root that maximises plays for X.
    let o_moves = GameShape::new(TicTacToe::from_position("X...O..X.").unwrap());
    for prune in [false, true] {
        let j = diagnose(
            &o_moves,
            prune,
            Some(Bug::RootMaximises),
            Scoring::TICTACTOE,
        );
        assert!(j.parting.is_some());
        assert_eq!(j.diagnosis, [Diagnosis::Variant(Variant::SidesSwapped)]);
        assert_eq!(j.root_player, Player::Min);
    }
}

/// A finished draw scored with the evaluation is named, at the first draw.
#[test]
fn a_draw_scored_as_its_evaluation_is_named() {
    let shape = GameShape::new(TicTacToe::from_position("XOX.O....").unwrap());
    let j = diagnose(
        &shape,
        true,
        Some(Bug::DrawAsEvaluation),
        Scoring::TICTACTOE,
    );
    let p = j.parting.as_ref().expect("parts");
    let b = p.broken.expect("broken");
    assert!(matches!(b.fact, LeafFact::Over { winner: None, .. }));
    assert_eq!(b.expected, Some(0));
    assert!(matches!(
        j.diagnosis.as_slice(),
        [Diagnosis::DrawAsEvaluation { evaluation }] if *evaluation == b.given
    ));
}

/// A child searched twice parts where it is entered again, and says so; the judge stops
/// there (nothing after can change the verdict).
#[test]
fn a_child_searched_twice_parts_where_it_is_entered_again() {
    let shape = GameShape::new(TicTacToe::from_position("XO.X.O...").unwrap());
    let p = Program {
        prune: false,
        bug: Some(Bug::DoubleCall),
        scoring: Scoring::TICTACTOE,
        depth: None,
        move_text: false,
    };
    let lines = learner::events(&shape, p);
    let mut judge = Judge::new(shape.clone(), setup(Algorithm::Minimax, None));
    let mut read = 0;
    for l in &lines {
        read += 1;
        if judge.feed(l).unwrap() == Some(Flow::Decided) {
            break;
        }
    }
    assert!(read < lines.len(), "stopped at {read} of {}", lines.len());
    let j = judge.finish(false).unwrap();
    let p = j.parting.expect("parts");
    assert!(p.again);
    assert_eq!(read, p.index + 1);
    // The first child entered again is the deepest first one: a leaf's value repeated.
    let theirs = p.theirs.unwrap();
    assert_eq!(theirs.what, Doing::Enter);
    assert!(theirs.path.len() > 1 && theirs.path.iter().all(|&i| i == 0));
}
