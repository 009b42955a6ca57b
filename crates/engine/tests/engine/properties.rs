//! Properties on random trees, checked against a tiny independent minimax: alpha-beta finds
//! the minimax value and visits a subset of its nodes; ordering, the transposition table and
//! iterative deepening never change the value; every recording keeps the trace invariants;
//! playback gives the same answers however a step is reached, and the ones a naive replay gives.

use crate::support::*;
use gametree_engine::game::Player;
use gametree_engine::search::{Algorithm, INF, NEG_INF, SearchConfig, Value};
use gametree_engine::trace::playback::Counts;
use gametree_engine::trace::{EventKind, NodeId, NodeState, Playback, Status, Trace};
use proptest::prelude::*;
use std::sync::Arc;

/// Random trees up to 5 levels deep with 1–4 children; small leaf values so ties (and the
/// α = β edge of the cutoff rule) come up often.
fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (-9i64..10).prop_map(Tree::Leaf);
    leaf.prop_recursive(5, 80, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

/// Every algorithm with every combination of options, and aspiration windows of two widths
/// with iterative deepening under alpha-beta and PVS.
fn all_configs(depth: Option<u32>) -> Vec<SearchConfig> {
    let mut out = vec![];
    for algorithm in Algorithm::MINIMAX_FAMILY {
        for bits in 0..8 {
            let c = SearchConfig {
                algorithm,
                ordering: bits & 1 != 0,
                tt: bits & 2 != 0,
                iterative: bits & 4 != 0,
                depth,
                ..SearchConfig::default()
            };
            if c.iterative && matches!(algorithm, Algorithm::AlphaBeta | Algorithm::Pvs) {
                for w in [1, 3] {
                    out.push(SearchConfig {
                        aspiration: Some(w),
                        ..c.clone()
                    });
                }
            }
            out.push(c);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn alphabeta_finds_the_minimax_value(t in tree(), min_root: bool) {
        let json = t.to_json();
        let expected = t.minimax(!min_root, None);
        let mm = record_tree(&json, min_root, config(Algorithm::Minimax));
        let ab = record_tree(&json, min_root, config(Algorithm::AlphaBeta));
        prop_assert_eq!(mm.outcome.root_value, expected);
        prop_assert_eq!(ab.outcome.root_value, expected);
        // Minimax sees everything; alpha-beta a subset, and the rest is shown pruned.
        let everything = t.paths();
        prop_assert_eq!(&paths_with(&mm, Status::Visited), &everything);
        let ab_visited = paths_with(&ab, Status::Visited);
        let ab_pruned = paths_with(&ab, Status::Pruned);
        prop_assert!(ab_visited.is_subset(&everything));
        prop_assert!(ab_visited.is_disjoint(&ab_pruned));
        prop_assert_eq!(&(&ab_visited | &ab_pruned), &everything);
        prop_assert_eq!(ab.outcome.stats.nodes_visited, ab_visited.len() as u64);
        prop_assert_eq!(mm.outcome.stats.nodes_visited, everything.len() as u64);
        // The principal variation ends at a leaf worth the root value.
        let line = ab.principal_line();
        let last = *line.last().unwrap();
        prop_assert_eq!(t.at(&ab.path(last)), &Tree::Leaf(expected));
        prop_assert_eq!(line.len() - 1, ab.outcome.principal_variation.len());
    }

    #[test]
    fn options_never_change_the_root_value(t in tree(), min_root: bool, depth in 1u32..5) {
        let json = t.to_json();
        for (limit, expected) in [(None, t.minimax(!min_root, None)), (Some(depth), t.minimax(!min_root, Some(depth)))] {
            for config in all_configs(limit) {
                let trace = record_tree(&json, min_root, config.clone());
                prop_assert_eq!(trace.outcome.root_value, expected, "{:?} on {}", config, json);
                let bare = tree_scenario(&json, min_root, config.clone()).run_bare().unwrap();
                prop_assert_eq!(&bare, &trace.outcome, "bare and recorded differ: {:?}", config);
                check_trace_invariants(&trace);
            }
        }
    }

    #[test]
    fn playback_answers_the_same_however_a_step_is_reached(
        t in tree(), min_root: bool, ordering: bool, tt: bool, iterative: bool, algo in 0usize..4,
        aspiration in prop::option::of(1i64..4),
    ) {
        let algorithm = Algorithm::MINIMAX_FAMILY[algo];
        // An aspiration window goes only with iterative alpha-beta or PVS (others are refused).
        let aspiration = aspiration
            .filter(|_| iterative && matches!(algorithm, Algorithm::AlphaBeta | Algorithm::Pvs));
        let config = SearchConfig {
            algorithm, ordering, tt, iterative, aspiration, ..SearchConfig::default()
        };
        let trace = Arc::new(record_tree(&t.to_json(), min_root, config));
        check_playback(&trace);
    }
}

/// Everything a viewer reads at one step.
#[derive(Debug, PartialEq)]
struct Snapshot {
    step: usize,
    states: Vec<NodeState>,
    counts: Counts,
    stack: Vec<NodeId>,
    focus: NodeId,
}

fn snapshot(p: &Playback) -> Snapshot {
    Snapshot {
        step: p.step(),
        states: p.trace().tree.node_indices().map(|n| p.state(n)).collect(),
        counts: p.counts(),
        stack: p.stack(),
        focus: p.focus(),
    }
}

/// Replays events 0..k one by one, the slow obvious way.
fn naive(trace: &Trace, k: usize) -> Snapshot {
    let n = trace.tree.node_count();
    let mut states = vec![NodeState::Unseen; n];
    let mut best: Vec<Option<i64>> = vec![None; n];
    let mut counts = Counts::default();
    let mut stack: Vec<NodeId> = vec![];
    for (i, e) in trace.events().take(k).enumerate() {
        let id = e.node;
        let node = trace.node(id);
        match e.kind {
            EventKind::Enter => {
                counts.visited += 1;
                stack.push(id);
            }
            EventKind::Leaf | EventKind::TtHit => {
                if e.kind == EventKind::Leaf {
                    counts.leaves += 1
                } else {
                    counts.tt_hits += 1
                }
                best[id.index()] = node.value();
            }
            EventKind::Exit => {
                stack.pop();
            }
            EventKind::Backup => {
                let p = trace.parent(id).unwrap();
                let v = node.value().unwrap();
                let player = trace.node(p).player;
                best[p.index()] = Some(match best[p.index()] {
                    Some(b) if !player.prefers(v, b) => b,
                    _ => v,
                });
            }
            EventKind::Cutoff => {
                counts.cutoffs += 1;
                for c in trace.tree.node_indices() {
                    if trace.node(c).status == Status::Pruned
                        && trace.node(c).enter_step as usize == i
                    {
                        states[c.index()] = NodeState::Pruned;
                    }
                }
            }
            EventKind::Research => counts.re_searches += 1,
            EventKind::Pass => counts.passes += 1,
            EventKind::Iteration => {}
            EventKind::Select
            | EventKind::Expand
            | EventKind::Playout
            | EventKind::Backpropagate => unreachable!("MCTS steps in a minimax recording"),
        }
        if e.kind == EventKind::Exit {
            states[id.index()] = NodeState::Done {
                value: Value::Int(node.value().unwrap()),
                bound: node.bound,
            };
        }
    }
    for &id in &stack {
        let node = trace.node(id);
        let value = best[id.index()];
        let (mut alpha, mut beta) = (node.alpha, node.beta);
        // Only a node with children moves its window as their values come back.
        let inner = trace.tree.children(id).next().is_some();
        if !trace.is_alphabeta() {
            (alpha, beta) = (NEG_INF, INF);
        } else if inner && let Some(v) = value {
            match node.player {
                Player::Max => alpha = alpha.max(v),
                Player::Min => beta = beta.min(v),
            }
        }
        states[id.index()] = NodeState::Active {
            value: value.map(Value::Int),
            alpha,
            beta,
        };
    }
    let focus = match k.checked_sub(1).map(|i| trace.event(i)) {
        None => trace.iterations[0].root,
        Some(e) if e.kind == EventKind::Backup => trace.parent(e.node).unwrap(),
        Some(e) => e.node,
    };
    Snapshot {
        step: k,
        states,
        counts,
        stack,
        focus,
    }
}

fn check_playback(trace: &Arc<Trace>) {
    let len = trace.event_count();
    let mut forward = Playback::new(trace.clone());
    let mut seeker = Playback::new(trace.clone());
    let mut ahead = vec![];
    for k in 0..=len {
        seeker.seek(k);
        let s = snapshot(&seeker);
        assert_eq!(snapshot(&forward), s, "stepping forward to {k}");
        assert_eq!(naive(trace, k), s, "naive replay to {k}");
        ahead.push(s);
        assert_eq!(forward.forward(), k < len);
    }
    assert!(forward.at_end());
    let mut back = Playback::new(trace.clone());
    back.seek(len);
    for k in (0..=len).rev() {
        assert_eq!(snapshot(&back), ahead[k], "stepping back to {k}");
        assert_eq!(back.back(), k > 0);
    }
    // Cutoff jumps land just after a cutoff event, in order.
    let cutoffs: Vec<usize> = (0..len)
        .filter(|&i| trace.event(i).kind == EventKind::Cutoff)
        .map(|i| i + 1)
        .collect();
    let mut p = Playback::new(trace.clone());
    let mut seen = vec![];
    while p.next_cutoff() {
        seen.push(p.step());
    }
    assert_eq!(seen, cutoffs);
    let mut again = vec![];
    p.seek(len);
    while p.previous_cutoff() {
        again.push(p.step());
    }
    again.reverse();
    assert_eq!(
        again,
        cutoffs
            .iter()
            .copied()
            .filter(|&s| s < len)
            .collect::<Vec<_>>()
    );
}

proptest! {
    // Each case writes and reads every configuration twice: fewer cases keep the suite quick.
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn every_recording_reads_back_from_json_and_from_bytes(t in tree(), min_root: bool, depth in 1u32..4) {
        let json = t.to_json();
        for limit in [None, Some(depth)] {
            for config in all_configs(limit) {
                let trace = record_tree(&json, min_root, config.clone());
                let mut text = Vec::new();
                gametree_engine::trace::json::write_json(&trace, "t", &mut text).unwrap();
                let back = gametree_engine::trace::json_read::read_json(&text[..]);
                prop_assert!(back.is_ok(), "{:?} on {}: {:?}", config, json, back.err());
                let back = back.unwrap();
                prop_assert!(back.events().eq(trace.events()));
                let bytes = gametree_engine::trace::binary::encode(&trace);
                let again = gametree_engine::trace::binary::decode(&bytes, trace.game.clone(), trace.searched.clone()).unwrap();
                prop_assert!(again.events().eq(trace.events()));
                prop_assert_eq!(again.principal_line(), trace.principal_line());
            }
        }
    }
}
