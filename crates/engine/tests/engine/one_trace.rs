//! All six searches through one interface into one trace: expectiminimax against a direct
//! recursion on random chance trees, seeking equal to stepping for every algorithm, JSON and
//! byte round trips that replay exactly, and the textbook values of the dice race.

use super::support::{config, tree_scenario};
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig, Value};
use gametree_engine::trace::json::write_json;
use gametree_engine::trace::json_read::read_json_str;
use gametree_engine::trace::{NodeId, Playback, Trace, binary};
use std::sync::Arc;

/// A game tree with chance nodes, as the test sees it.
#[derive(Clone, Debug)]
enum Tree {
    Leaf(i64),
    Choice(Vec<Tree>),
    Chance(Vec<(f64, Tree)>),
}

impl Tree {
    fn to_json(&self) -> String {
        match self {
            Tree::Leaf(v) => v.to_string(),
            Tree::Choice(kids) => {
                let parts: Vec<String> = kids.iter().map(Tree::to_json).collect();
                format!("[{}]", parts.join(","))
            }
            Tree::Chance(kids) => {
                let parts: Vec<String> = kids
                    .iter()
                    .map(|(p, t)| format!("[{p},{}]", t.to_json()))
                    .collect();
                format!("{{\"chance\":[{}]}}", parts.join(","))
            }
        }
    }

    /// Expectiminimax from the definition: MAX the largest, MIN the smallest, a chance node
    /// Σ p·v. `max`: MAX moves here (at a chance node: after the throw). A chance node passes
    /// the turn on: its children are its parent's opponent's, as the chance node itself is.
    fn value(&self, max: bool) -> f64 {
        match self {
            Tree::Leaf(v) => *v as f64,
            Tree::Choice(kids) => {
                let vs = kids.iter().map(|k| k.value(!max));
                if max {
                    vs.fold(f64::NEG_INFINITY, f64::max)
                } else {
                    vs.fold(f64::INFINITY, f64::min)
                }
            }
            Tree::Chance(kids) => kids.iter().map(|(p, k)| p * k.value(max)).sum(),
        }
    }
}

/// A random tree of chance and choice nodes, `depth` levels at most.
fn random_tree(rng: &mut SplitMix64, depth: u32) -> Tree {
    if depth == 0 || (depth < 3 && rng.range(0, 9) < 3) {
        return Tree::Leaf(rng.range(-9, 9));
    }
    let n = rng.range(1, 3) as usize;
    let kids: Vec<Tree> = (0..n).map(|_| random_tree(rng, depth - 1)).collect();
    if rng.range(0, 2) == 0 {
        // Probabilities that add up to 1 exactly: halves, quarters, eighths.
        let weights: Vec<u32> = match n {
            1 => vec![8],
            2 => vec![2, 6],
            _ => vec![2, 2, 4],
        };
        Tree::Chance(
            weights
                .into_iter()
                .zip(kids)
                .map(|(w, k)| (f64::from(w) / 8.0, k))
                .collect(),
        )
    } else {
        Tree::Choice(kids)
    }
}

fn algo(algorithm: Algorithm) -> SearchConfig {
    SearchConfig {
        algorithm,
        mcts: MctsOptions {
            iterations: 300,
            seed: 3,
            ..MctsOptions::default()
        },
        ..config(algorithm)
    }
}

fn real(v: Value) -> f64 {
    v.as_f64()
}

#[test]
fn expectiminimax_matches_the_definition_on_random_chance_trees() {
    let mut rng = SplitMix64::new(11);
    for case in 0..150 {
        let t = random_tree(&mut rng, 5);
        for min_root in [false, true] {
            let s = tree_scenario(&t.to_json(), min_root, algo(Algorithm::Expectiminimax));
            let trace = s.record(None).unwrap_or_else(|e| panic!("{case}: {e:?}"));
            let want = t.value(!min_root);
            let got = real(trace.outcome.root_value);
            assert!((got - want).abs() < 1e-9, "case {case}: {got} vs {want}");
            // Every node's value is the definition's value of its subtree.
            let values = &trace.chance.as_ref().unwrap().values;
            check_nodes(&trace, NodeId::new(0), &t, !min_root, values);
        }
    }
}

fn check_nodes(
    trace: &Trace,
    id: NodeId,
    t: &Tree,
    max: bool,
    values: &gametree_engine::trace::chance::PerNode,
) {
    let got = values.get(id).expect("every node has its value");
    assert!((got - t.value(max)).abs() < 1e-9, "{id:?}");
    let kids: Vec<&Tree> = match t {
        Tree::Leaf(_) => vec![],
        Tree::Choice(k) => k.iter().collect(),
        Tree::Chance(k) => k.iter().map(|(_, t)| t).collect(),
    };
    assert_eq!(trace.is_chance(id), matches!(t, Tree::Chance(_)));
    let children = trace.children(id);
    assert_eq!(children.len(), kids.len());
    for (i, (c, k)) in children.into_iter().zip(kids).enumerate() {
        if let Tree::Chance(ps) = t {
            assert_eq!(trace.probability(c), Some(ps[i].0));
        }
        let next = if matches!(t, Tree::Chance(_)) {
            max
        } else {
            !max
        };
        check_nodes(trace, c, k, next, values);
    }
}

/// One recording of each algorithm: the minimax family on AIMA 5.2, the chance searches on a
/// chance tree and on the dice race.
fn one_of_each() -> Vec<(String, Trace)> {
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    let chance =
        "[{\"chance\":[[0.5,[3,{\"chance\":[[0.25,8],[0.75,-2]]}]],[0.5,[1,4]]]},[2,[5,0]]]";
    let mut out = Vec::new();
    for a in Algorithm::MINIMAX_FAMILY {
        let t = tree_scenario(aima, false, algo(a)).record(None).unwrap();
        out.push((format!("{a:?} on AIMA"), t));
    }
    for a in [Algorithm::Expectiminimax, Algorithm::Mcts] {
        let t = tree_scenario(chance, false, algo(a)).record(None).unwrap();
        out.push((format!("{a:?} on a chance tree"), t));
        let dice = Scenario {
            game: GameChoice::Dice { target: 3 },
            config: algo(a),
            ..Scenario::default()
        };
        out.push((
            format!("{a:?} on the dice race"),
            dice.record(None).unwrap(),
        ));
    }
    out
}

/// What a viewer sees at a step: every node's state, the focus, the call stack, the counts.
fn seen(pb: &Playback) -> String {
    let t = pb.trace();
    let states: Vec<String> = t
        .tree
        .node_indices()
        .map(|n| format!("{:?}", pb.state(n)))
        .collect();
    format!(
        "{:?} {:?} {:?} {states:?}",
        pb.focus(),
        pb.stack(),
        pb.counts()
    )
}

#[test]
fn seeking_any_step_shows_what_stepping_there_shows_for_every_algorithm() {
    for (name, trace) in one_of_each() {
        let trace = Arc::new(trace);
        let mut walk = Playback::new(trace.clone());
        let mut jump = Playback::new(trace.clone());
        let len = walk.len();
        assert!(len > 0, "{name}");
        let mut order: Vec<usize> = (0..=len).collect();
        order.reverse();
        let mut stepped = vec![seen(&walk)];
        while walk.forward() {
            stepped.push(seen(&walk));
        }
        for k in order {
            jump.seek(k);
            assert_eq!(seen(&jump), stepped[k], "{name}: step {k}");
        }
    }
}

#[test]
fn every_algorithm_reads_back_from_json_and_from_bytes_and_replays_exactly() {
    for (name, trace) in one_of_each() {
        let mut json = Vec::new();
        write_json(&trace, "title", &mut json).unwrap();
        let text = String::from_utf8(json).unwrap();
        let back = read_json_str(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let bytes = binary::encode(&trace);
        let decoded = binary::decode(&bytes, trace.game.clone(), "title".into()).unwrap();
        for again in [back, decoded] {
            assert_eq!(again.tree.node_count(), trace.tree.node_count(), "{name}");
            assert_eq!(again.event_count(), trace.event_count(), "{name}");
            assert!(again.events().eq(trace.events()), "{name}: the same steps");
            assert_eq!(again.outcome.root_value, trace.outcome.root_value, "{name}");
            let (mut a, mut b) = (
                Playback::new(Arc::new(again)),
                Playback::new(Arc::new(trace.clone())),
            );
            loop {
                assert_eq!(seen(&a), seen(&b), "{name}: step {}", a.step());
                if !(a.forward() & b.forward()) {
                    break;
                }
            }
        }
    }
}

#[test]
fn the_dice_race_has_its_textbook_values() {
    for (target, want) in [(2, 2.0 / 3.0), (10, 0.0355)] {
        let s = Scenario {
            game: GameChoice::Dice { target },
            config: algo(Algorithm::Expectiminimax),
            ..Scenario::default()
        };
        let v = real(s.record(None).unwrap().outcome.root_value);
        assert!((v - want).abs() < 5e-5, "target {target}: {v}");
    }
}

#[test]
fn at_a_chance_root_mcts_names_no_move_and_estimates_the_roots_mean() {
    let s = tree_scenario(
        "{\"chance\":[[0.1,1],[0.2,2],[0.7,3]]}",
        false,
        algo(Algorithm::Mcts),
    );
    let t = s.record(None).unwrap();
    assert_eq!(t.outcome.best_move, None);
    let view = t.mcts_view().unwrap();
    let (n, w) = view.visits(NodeId::new(0), view.record.len());
    assert!((real(t.outcome.root_value) - w / f64::from(n)).abs() < 1e-12);
    // The mean of 300 throws is near the expectation 2.6.
    assert!((real(t.outcome.root_value) - 2.6).abs() < 0.2);
}

/// The counts the stepper shows agree with the search's own statistics at the end, for every
/// algorithm, on recordings long enough to cross the playback's checkpoints (the dice race to
/// 6: 4,323 expectiminimax steps; 1,000 MCTS iterations, 4,000 steps).
#[test]
fn the_counts_at_the_end_are_the_search_s_own_statistics() {
    let mut all = one_of_each();
    for a in [Algorithm::Expectiminimax, Algorithm::Mcts] {
        let dice = Scenario {
            game: GameChoice::Dice { target: 6 },
            config: algo(a),
            ..Scenario::default()
        };
        all.push((
            format!("{a:?} on the dice race to 6"),
            dice.record(None).unwrap(),
        ));
    }
    for (name, trace) in all {
        let s = trace.outcome.stats.clone();
        let mut pb = Playback::new(Arc::new(trace));
        pb.seek(pb.len());
        let c = pb.counts();
        assert_eq!(c.leaves, s.leaves_evaluated, "{name}");
        assert_eq!(c.cutoffs, s.cutoffs, "{name}");
        assert_eq!(c.iterations, s.mcts_iterations, "{name}");
        if pb.trace().mcts.is_some() {
            assert_eq!(c.visited, s.nodes_visited, "{name}: the tree's nodes");
        } else {
            assert_eq!(c.expectations, s.chance_nodes, "{name}");
        }
    }
}

/// `s` recorded, encoded to bytes and decoded: the same trace, every step replaying the same,
/// and any cut of the bytes refused.
fn byte_round_trip(s: &Scenario) {
    let trace = s.record(None).unwrap();
    let bytes = binary::encode(&trace);
    let back = binary::decode(&bytes, trace.game.clone(), s.clone().into()).unwrap();
    assert_eq!(back.tree.node_count(), trace.tree.node_count());
    for id in trace.tree.node_indices() {
        assert_eq!(back.tree.node(id), trace.tree.node(id));
        assert_eq!(back.parent(id), trace.parent(id));
    }
    assert!(back.events().eq(trace.events()));
    assert_eq!(back.iterations, trace.iterations);
    assert_eq!(back.outcome, trace.outcome);
    assert_eq!(back.searched, trace.searched);
    assert_eq!(back.principal_codes, trace.principal_codes);
    assert_eq!(back.principal_line(), trace.principal_line());
    // Every step replays the same.
    let (mut a, mut b) = (
        Playback::new(Arc::new(trace)),
        Playback::new(Arc::new(back)),
    );
    while a.forward() {
        assert!(b.forward());
        assert_eq!(a.counts(), b.counts());
    }
    // Cut anywhere, it is refused, never a panic.
    for cut in [0, 3, bytes.len() / 2, bytes.len() - 1] {
        assert!(binary::decode(&bytes[..cut], a.trace().game.clone(), s.clone().into()).is_err());
    }
}

#[test]
fn scenario_traces_come_back_exactly_from_bytes() {
    byte_round_trip(&Scenario::default());
    let mut ttt = Scenario {
        game: GameChoice::TicTacToe {
            position: "XO..X...O".into(),
        },
        ..Scenario::default()
    };
    ttt.config.algorithm = Algorithm::Minimax;
    byte_round_trip(&ttt);
    let mut bones = Scenario {
        game: GameChoice::Bones {
            bones: 9,
            max_take: 3,
        },
        ..Scenario::default()
    };
    bones.config.iterative = true;
    bones.config.tt = true;
    bones.config.ordering = true;
    byte_round_trip(&bones);
}
