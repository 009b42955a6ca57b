//! A learner's walk made into a recording the canvas draws (`check::replay`): the textbook's
//! own walk replayed is the same walk with the same nodes pruned, every classic bug's walk
//! replays step for step, and walks the canvas cannot show exactly (a value at a node that
//! then enters children, children entered out of order or twice) still record without a
//! panic, each step of the walk mapped to a step of the recording in order.

use super::check::{random_tree, tree_shape};
use crate::learner::{self, Bug, Program, Scoring};
use crate::support::{config, record_tree, tree_scenario};
use gametree_engine::check::compare::textbook_walk;
use gametree_engine::check::judge::{Setup, judge_text};
use gametree_engine::check::replay::{Replay, replay, tree_of};
use gametree_engine::check::{Kept, Step, Walk, paths};
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::tree::TreeSpec;
use gametree_engine::search::Algorithm;
use gametree_engine::trace::{Searched, Trace};
use std::sync::Arc;

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// A walk by paths as the compact steps a judge keeps.
fn kept(w: &[Walk]) -> Vec<Kept> {
    w.iter()
        .map(|s| Kept {
            step: match s {
                Walk::Enter(p) => Step::Enter(p.last().copied()),
                Walk::Leaf(_, v) => Step::Leaf(*v),
                Walk::Exit(_, v) => Step::Exit(*v),
            },
            window: None,
        })
        .collect()
}

fn replayed(json: &str, min_root: bool, w: &[Walk]) -> Replay {
    let tree = Arc::new(TreeSpec::parse(json).unwrap());
    replay(
        &kept(w),
        &tree,
        min_root,
        config(Algorithm::AlphaBeta),
        Searched::Titled("yours".into()),
    )
}

fn pruned(trace: &Trace) -> usize {
    (0..trace.tree.node_count())
        .filter(|&i| !trace.tree.visited(gametree_engine::trace::NodeId::new(i)))
        .count()
}

/// Checks the replay shows `w` exactly: its walk read back is `w`, and step k of the walk
/// is the recording's step `steps[k]`, whose event is that walk step.
/// (A recording does not keep every infinite value: ±∞ are compared as 0.)
fn shows_exactly(r: &Replay, w: &[Walk]) {
    let (back, at) = textbook_walk(&r.trace);
    let finite = |w: &[Walk]| -> Vec<Walk> {
        let v = |v: i64| if v == i64::MIN || v == i64::MAX { 0 } else { v };
        w.iter()
            .map(|s| match s {
                Walk::Exit(p, x) => Walk::Exit(p.clone(), v(*x)),
                s => s.clone(),
            })
            .collect()
    };
    assert_eq!(finite(&back), finite(w));
    assert_eq!(r.steps.len(), w.len());
    for (k, &s) in r.steps.iter().enumerate() {
        assert_eq!(s, at[k] + 1, "walk step {k}");
    }
}

#[test]
fn the_textbooks_walk_replays_as_itself_with_the_same_nodes_pruned() {
    let trace = record_tree(AIMA, false, config(Algorithm::AlphaBeta));
    let (w, _) = textbook_walk(&trace);
    let r = replayed(AIMA, false, &w);
    shows_exactly(&r, &w);
    assert_eq!(pruned(&r.trace), pruned(&trace));
    assert_eq!(pruned(&r.trace), 2, "C's last two leaves");
    assert_eq!(r.trace.tree.node_count(), trace.tree.node_count());
    let mut rng = SplitMix64::new(5);
    for i in 0..120 {
        let json = random_tree(&mut rng, 5);
        let min_root = i % 2 == 0;
        let algorithm = [Algorithm::AlphaBeta, Algorithm::Minimax][i % 3 / 2];
        let trace = record_tree(&json, min_root, config(algorithm));
        let (w, _) = textbook_walk(&trace);
        let r = replayed(&json, min_root, &w);
        shows_exactly(&r, &w);
        assert_eq!(pruned(&r.trace), pruned(&trace), "{json}");
    }
}

/// A learner's walk with `bug` on the tree, as the judge keeps it, by paths.
fn buggy(json: &str, min_root: bool, bug: Bug) -> Vec<Walk> {
    let shape = tree_shape(json, min_root);
    let p = Program {
        prune: true,
        bug: Some(bug),
        scoring: Scoring::TICTACTOE,
        depth: None,
        move_text: false,
    };
    let lines = learner::events(&shape, p).join("\n");
    let setup = Setup {
        keep_steps: true,
        ..Setup::of(&config(Algorithm::AlphaBeta), 1 << 20)
    };
    let j = judge_text(shape, setup, &lines).expect("judged");
    paths(&j.kept.iter().map(|k| k.step).collect::<Vec<_>>())
}

#[test]
fn every_classic_bug_replays_step_for_step() {
    let mut rng = SplitMix64::new(28);
    for i in 0..60 {
        let json = random_tree(&mut rng, 4);
        for bug in [
            Bug::WindowNotPassed,
            Bug::MaxMinSwapped,
            Bug::AlphaAtMin,
            Bug::StrictCutoff,
            Bug::BestNotReset,
            Bug::CutAfterLoop,
            Bug::DoubleCall,
        ] {
            let w = buggy(&json, i % 3 == 0, bug);
            shows_exactly(&replayed(&json, i % 3 == 0, &w), &w);
        }
    }
    // The window not passed down prunes nothing on AIMA: all 13 nodes searched.
    let w = buggy(AIMA, false, Bug::WindowNotPassed);
    let r = replayed(AIMA, false, &w);
    assert_eq!((pruned(&r.trace), r.trace.tree.node_count()), (0, 13));
}

#[test]
fn walks_the_canvas_cannot_show_exactly_still_record_in_order() {
    let p = |v: &[u32]| v.to_vec();
    // A value at the root before its children, child 1 before child 0, child 1 twice, and a
    // node that skips all its children.
    let w = vec![
        Walk::Enter(p(&[])),
        Walk::Leaf(p(&[]), 7),
        Walk::Enter(p(&[1])),
        Walk::Exit(p(&[1]), 0),
        Walk::Enter(p(&[1])),
        Walk::Leaf(p(&[1]), 0),
        Walk::Leaf(p(&[1]), 0),
        Walk::Exit(p(&[1]), 0),
        Walk::Enter(p(&[0])),
        Walk::Enter(p(&[0, 2])),
        Walk::Leaf(p(&[0, 2]), 8),
        Walk::Exit(p(&[0, 2]), 8),
        Walk::Exit(p(&[0]), 8),
        Walk::Exit(p(&[]), 8),
    ];
    let r = replayed(AIMA, false, &w);
    assert_eq!(r.steps.len(), w.len());
    assert!(r.steps.windows(2).all(|s| s[0] <= s[1]), "{:?}", r.steps);
    assert_eq!(r.steps[1], r.steps[0], "the root's value is not shown");
    assert_eq!(r.steps[6], r.steps[5], "a second value is not shown");
    assert_eq!(*r.steps.last().unwrap(), r.trace.event_count());
    let (back, _) = textbook_walk(&r.trace);
    assert_eq!(back.len(), w.len() - 2);
}

#[test]
fn a_scenario_names_its_tree_or_none() {
    let s = tree_scenario(AIMA, true, config(Algorithm::AlphaBeta));
    let (tree, min_root) = tree_of(&s).unwrap().unwrap();
    assert_eq!((tree.nodes.len(), min_root), (13, true));
    let game = gametree_engine::scenario::Scenario {
        game: gametree_engine::scenario::GameChoice::Bones {
            bones: 5,
            max_take: 3,
        },
        ..s
    };
    assert!(tree_of(&game).is_none());
}
