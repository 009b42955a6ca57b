//! Predict mode's checker against a replay written here: at every question of a recorded
//! search on random trees (every algorithm), the answer the replay works out is accepted and
//! any other number, or the other cutoff answer, is refused.

use crate::support::*;
use gametree_engine::game::Player;
use gametree_engine::search::{Algorithm, Bound, SearchConfig};
use gametree_engine::trace::{EventKind, NodeId, Playback, Status};
use gametree_teach::predict::{check, question};
use proptest::prelude::*;
use std::collections::HashMap;
use std::sync::Arc;

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (-9i64..10).prop_map(Tree::Leaf);
    leaf.prop_recursive(4, 40, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

/// `±∞`-aware text for a window edge, as a learner types it.
fn edge(v: i64) -> String {
    match v {
        i64::MAX => "+inf".into(),
        i64::MIN => "-inf".into(),
        v => v.to_string(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn the_checker_accepts_exactly_what_the_search_did(t in tree(), min_root: bool, algo in 0usize..4) {
        let config = SearchConfig { algorithm: Algorithm::MINIMAX_FAMILY[algo], ..SearchConfig::default() };
        let trace = Arc::new(record_tree(&t.to_json(), min_root, config));
        let pruning = algo != 0;
        // The replay: each open node's best so far, from the backups alone.
        let mut best: HashMap<NodeId, i64> = HashMap::new();
        let mut pb = Playback::new(trace.clone());
        let mut asked = 0;
        for (i, e) in trace.events().enumerate() {
            pb.seek(i);
            let q = question(&pb);
            match e.kind {
                EventKind::Backup => {
                    let parent = trace.parent(e.node).unwrap();
                    let p = trace.node(parent);
                    let v = trace.node(e.node).value().unwrap();
                    let b = best.entry(parent).or_insert(v);
                    if p.player.prefers(v, *b) { *b = v; }
                    let (alpha, beta) = match p.player {
                        Player::Max => (p.alpha.max(*b), p.beta),
                        Player::Min => (p.alpha, p.beta.min(*b)),
                    };
                    let q = q.expect("a backup is asked about");
                    prop_assert_eq!(q.node, parent);
                    let truth = if !pruning { *b } else if p.player == Player::Max { alpha } else { beta };
                    let cuts = pruning && trace.children(parent).iter().any(|&c| {
                        trace.node(c).status == Status::Pruned && trace.node(c).enter_step as usize == i + 1
                    });
                    let cut = pruning.then_some(cuts);
                    prop_assert!(check(&pb, &q, &edge(truth), cut).unwrap().right);
                    prop_assert!(!check(&pb, &q, &edge(truth.saturating_add(1)), cut).unwrap().right);
                    if pruning {
                        prop_assert!(!check(&pb, &q, &edge(truth), Some(!cuts)).unwrap().right);
                        prop_assert!(check(&pb, &q, &edge(truth), None).is_err(), "the cutoff must be said");
                    }
                    asked += 1;
                }
                EventKind::Exit if !trace.children(e.node).is_empty() => {
                    let n = trace.node(e.node);
                    let q = q.expect("a finished inner node is asked about");
                    let v = n.value().unwrap();
                    let claim = match n.bound {
                        Bound::Exact => v.to_string(),
                        Bound::Lower => format!(">= {v}"),
                        Bound::Upper => format!("<= {v}"),
                    };
                    prop_assert!(check(&pb, &q, &claim, None).unwrap().right, "{}", claim);
                    prop_assert!(!check(&pb, &q, &(v + 1).to_string(), None).unwrap().right);
                    asked += 1;
                }
                _ => prop_assert!(q.is_none(), "no question before a {:?}", e.kind),
            }
        }
        // A lone leaf has nothing to predict; any inner root has.
        prop_assert_eq!(asked > 0, matches!(t, Tree::Node(_)));
    }
}

/// On a game (tic-tac-toe mid-game, alpha-beta with ordering) every backup and every finished
/// inner position is asked about, and the search's own numbers are accepted.
#[test]
fn predict_works_on_games_too() {
    use gametree_engine::scenario::{GameChoice, Scenario};
    let s = Scenario {
        game: GameChoice::TicTacToe {
            position: "XO..X...O".into(),
        },
        config: SearchConfig {
            ordering: true,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let trace = Arc::new(s.record(None).unwrap());
    let mut pb = Playback::new(trace.clone());
    let mut asked = 0;
    for (i, e) in trace.events().enumerate() {
        pb.seek(i);
        let Some(q) = question(&pb) else { continue };
        asked += 1;
        let mut after = pb.clone();
        after.forward();
        let (answer, cut) = match e.kind {
            EventKind::Backup => {
                let p = trace.node(q.node);
                let gametree_engine::trace::NodeState::Active { alpha, beta, .. } =
                    after.state(q.node)
                else {
                    panic!("the parent is open");
                };
                let cuts = trace
                    .event_at(i + 1)
                    .is_some_and(|n| n.kind == EventKind::Cutoff);
                let edge_value = if p.player == Player::Max { alpha } else { beta };
                (edge(edge_value), Some(cuts))
            }
            _ => {
                let n = trace.node(e.node);
                let v = n.value().unwrap();
                let text = match n.bound {
                    Bound::Exact => v.to_string(),
                    Bound::Lower => format!("≥ {v}"),
                    Bound::Upper => format!("≤ {v}"),
                };
                (text, None)
            }
        };
        assert!(
            check(&pb, &q, &answer, cut).unwrap().right,
            "{}: {answer}",
            q.prompt
        );
        assert!(
            q.prompt.contains("after ") || q.prompt.contains("root"),
            "{}",
            q.prompt
        );
    }
    assert!(asked > 20);
}

/// The chance searches' questions, answered with numbers worked out here: a chance node's
/// Σ p·v of its children's values and a player's best; for MCTS the root's N (iterations done)
/// and the child UCB chose (the next node on the iteration's selection path).
#[test]
fn predict_asks_expectations_ucb_choices_and_root_counts() {
    use gametree_engine::trace::NodeState;
    let text = r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.25,[6,0]],[0.75,[5,2]]]}]"#;
    for algorithm in [Algorithm::Expectiminimax, Algorithm::Mcts] {
        let config = SearchConfig {
            algorithm,
            ..SearchConfig::default()
        };
        let trace = Arc::new(record_tree(text, false, config));
        let mut pb = Playback::new(trace.clone());
        let mut asked = 0;
        while !pb.at_end() {
            if let Some(q) = question(&pb) {
                asked += 1;
                let mut after = pb.clone();
                after.seek(q.step + 1);
                let truth = if algorithm == Algorithm::Expectiminimax {
                    // The value the node finishes with, as the replay here sums it.
                    let kids = trace.children(q.node);
                    let value = |c| after.state(c).value().unwrap().as_f64();
                    let v = if trace.is_chance(q.node) {
                        kids.iter()
                            .map(|&c| trace.probability(c).unwrap() * value(c))
                            .sum()
                    } else {
                        let vs = kids.iter().map(|&c| value(c));
                        match trace.node(q.node).player {
                            Player::Max => vs.fold(f64::NEG_INFINITY, f64::max),
                            Player::Min => vs.fold(f64::INFINITY, f64::min),
                        }
                    };
                    format!("{v}")
                } else if trace.event(q.step).kind == EventKind::Select {
                    let view = trace.mcts_view().unwrap();
                    let k = q.step / 4;
                    let path = trace.ancestry(view.record.iteration(k).selected);
                    trace.move_text(path[1]).unwrap()
                } else {
                    let NodeState::Counted { visits, wins } = after.state(q.node) else {
                        panic!("an MCTS node")
                    };
                    assert_eq!(
                        visits as usize,
                        q.step / 4 + 1,
                        "N of the root = iterations done"
                    );
                    format!("{visits}, {wins}")
                };
                let right = check(&pb, &q, &truth, None).unwrap();
                assert!(
                    right.right,
                    "{algorithm:?} step {}: {truth} {}",
                    q.step, right.text
                );
                let wrong = check(&pb, &q, "12345", None);
                assert!(
                    !wrong.is_ok_and(|v| v.right),
                    "{algorithm:?}: a wrong answer"
                );
            }
            pb.forward();
        }
        assert!(asked > 5, "{algorithm:?} asked {asked} questions");
    }
}

/// A class session's right answer (issue 46): at every question of searches of every kind,
/// the answer `right_answer` gives is the one Predict's own checker finds right, and the
/// reason is the text of that verdict; the other cutoff answer is found wrong.
#[test]
fn the_right_answer_for_a_class_is_what_the_checker_accepts() {
    use gametree_teach::predict::{Asks, right_answer};
    let trees = [
        (r#"[[3,12,8],[2,4,6],[14,5,2]]"#, Algorithm::AlphaBeta),
        (r#"[[3,12,8],[2,4,6],[14,5,2]]"#, Algorithm::Minimax),
        (
            r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.25,[6,0]],[0.75,[5,2]]]}]"#,
            Algorithm::Expectiminimax,
        ),
        (
            r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.25,[6,0]],[0.75,[5,2]]]}]"#,
            Algorithm::Mcts,
        ),
    ];
    for (text, algorithm) in trees {
        let config = SearchConfig {
            algorithm,
            ..SearchConfig::default()
        };
        let trace = Arc::new(record_tree(text, false, config));
        let mut pb = Playback::new(trace.clone());
        let (mut asked, mut kinds) = (0, Vec::new());
        while !pb.at_end() {
            if let Some(q) = question(&pb) {
                asked += 1;
                kinds.push(q.asks());
                let (answer, cut) = right_answer(&pb, &q);
                let verdict = check(&pb, &q, &answer, cut).expect("the right answer reads");
                assert!(verdict.right, "{algorithm:?} step {}: {answer}", q.step);
                let reason = gametree_teach::predict::reason(&pb, &q);
                assert!(
                    !reason.is_empty() && verdict.text.contains(&reason),
                    "{reason}"
                );
                if let Some(c) = cut {
                    let other = check(&pb, &q, &answer, Some(!c)).unwrap();
                    assert!(!other.right);
                }
            }
            pb.forward();
        }
        assert!(asked > 0, "{algorithm:?} asks");
        if algorithm == Algorithm::AlphaBeta {
            assert!(kinds.contains(&Asks::WindowEdge) && kinds.contains(&Asks::Value));
        }
        if algorithm == Algorithm::Mcts {
            assert!(kinds.contains(&Asks::Child) && kinds.contains(&Asks::Counts));
        }
    }
}
