//! Exercise sets against their levels' promises, checked with a minimax written here: every
//! tree of every level makes the cutoffs (and PVS re-searches) its level asks for, level 3's
//! trees are uneven, level 4's children come best first, the same set gives the same trees,
//! and set files round-trip.

use crate::support::Tree;
use gametree_engine::exercises::{ExerciseSet, SetError, levels};
use gametree_engine::game::TreeSpec;
use gametree_engine::scenario::GameChoice;
use gametree_engine::search::Algorithm;

fn parse(json: &str) -> Tree {
    fn from(spec: &TreeSpec, id: u32) -> Tree {
        let n = &spec.nodes[id as usize];
        if n.children.is_empty() {
            Tree::Leaf(n.value.unwrap())
        } else {
            Tree::Node(n.children.iter().map(|&c| from(spec, c)).collect())
        }
    }
    from(&TreeSpec::parse(json).unwrap(), 0)
}

fn leaf_depths(t: &Tree, d: u32, out: &mut Vec<u32>) {
    match t {
        Tree::Leaf(_) => out.push(d),
        Tree::Node(k) => k.iter().for_each(|c| leaf_depths(c, d + 1, out)),
    }
}

/// Whether every node's children are in the best order for the player to move there.
fn best_first(t: &Tree, max: bool) -> bool {
    let Tree::Node(kids) = t else { return true };
    let values: Vec<i64> = kids.iter().map(|k| k.minimax(!max, None)).collect();
    let sorted = values
        .windows(2)
        .all(|w| if max { w[0] >= w[1] } else { w[0] <= w[1] });
    sorted && kids.iter().all(|k| best_first(k, !max))
}

#[test]
fn every_level_keeps_its_promise() {
    for level in levels() {
        for seed in 1..=3 {
            let set = ExerciseSet::new(level.number, seed, 4).unwrap();
            let mut uneven = false;
            for e in set.exercises() {
                let trace = e.scenario.record(None).unwrap();
                let s = &trace.outcome.stats;
                let t = parse(&e.tree);
                let min_root = matches!(e.scenario.game, GameChoice::Tree { min_root: true, .. });
                assert_eq!(trace.outcome.root_value, t.minimax(!min_root, None));
                let mut depths = vec![];
                leaf_depths(&t, 0, &mut depths);
                uneven |= depths.iter().any(|&d| d != depths[0]);
                match level.number {
                    1 => {
                        assert_eq!(e.scenario.config.algorithm, Algorithm::Minimax);
                        assert!(depths.iter().all(|&d| d == 2), "{}", e.tree);
                    }
                    2 => assert!((2..=4).contains(&s.cutoffs), "{} {}", e.tree, s.cutoffs),
                    3 => assert!((2..=5).contains(&s.cutoffs), "{}", e.tree),
                    4 => {
                        assert!(best_first(&t, true), "{}", e.tree);
                        assert!(s.cutoffs >= 4, "{}", e.tree);
                    }
                    5 => {
                        assert!(min_root);
                        assert!((2..=4).contains(&s.cutoffs), "{}", e.tree);
                    }
                    _ => {
                        assert_eq!(e.scenario.config.algorithm, Algorithm::Pvs);
                        assert!(
                            (1..=2).contains(&s.re_searches),
                            "{} {}",
                            e.tree,
                            s.re_searches
                        );
                    }
                }
            }
            if level.number == 3 {
                assert!(uneven, "level 3, seed {seed}: no uneven tree");
            }
        }
    }
}

#[test]
fn a_set_is_the_same_for_everyone_and_travels_as_a_file() {
    let set = ExerciseSet::new(2, 7, 5).unwrap();
    let trees = |s: &ExerciseSet| {
        s.exercises()
            .into_iter()
            .map(|e| e.tree)
            .collect::<Vec<_>>()
    };
    assert_eq!(trees(&set), trees(&set.clone()));
    assert_ne!(trees(&set), trees(&ExerciseSet::new(2, 8, 5).unwrap()));
    let file = set.to_file();
    assert_eq!(file, r#"{"exercise_set":{"level":2,"seed":7,"count":5}}"#);
    assert!(ExerciseSet::is_set_file(&file));
    assert_eq!(ExerciseSet::from_file(&file).unwrap(), set);
    assert_eq!(
        ExerciseSet::from_file(r#"{ "exercise_set": {"level": 9, "seed": 1, "count": 5} }"#),
        Err(SetError::Level(9))
    );
    assert_eq!(ExerciseSet::new(1, 1, 0), Err(SetError::Count(0)));
    assert!(matches!(
        ExerciseSet::from_file("[1,2]"),
        Err(SetError::NotASet(_))
    ));
}
