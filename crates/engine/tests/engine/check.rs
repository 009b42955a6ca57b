//! The event protocol of `gametree check` (issue 28) read against a tree: Python's bare
//! infinities and the learner's own prints, each wrong walk refused as the fact it is, and the
//! engine's own walk of every alpha-beta and minimax recording agreeing with itself.

use crate::support::{config, record_tree};
use gametree_engine::check::Walk;
use gametree_engine::check::compare::{first_parting, textbook_walk};
use gametree_engine::check::protocol::{ProtocolError, read};
use gametree_engine::game::tree::TreeSpec;
use gametree_engine::search::Algorithm;
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

fn random_tree(rng: &mut gametree_engine::game::random_tree::SplitMix64, depth: u32) -> String {
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
