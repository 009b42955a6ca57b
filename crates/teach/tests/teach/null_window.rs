//! The null-window searches (PVS, aspiration windows, MTD(f)) against independent truth: a
//! PVS search worked out by hand event by event, Knuth and Moore's minimal tree, MTD(f)'s
//! passes bracketing the minimax value, and the re-search bookkeeping on random trees.

use crate::support::perfectly_ordered;
use crate::support::*;
use gametree_engine::search::{Algorithm, Bound, INF, NEG_INF, SearchConfig};
use gametree_engine::trace::{EventKind, NodeId, Playback, Status, Trace, flags};
use gametree_teach::narrate;
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::sync::Arc;

/// B = [3, 5] sets α = 3; C = [6, 9] beats the test (3, 4), so it is searched again with
/// (3, +∞); D = [1, 2] fails its test (6, 7) at its first leaf and prunes the 2.
const HAND_TREE: &str = "[[3,5],[6,9],[1,2]]";

#[test]
fn pvs_by_hand_every_event() {
    let t = record_tree(HAND_TREE, false, config(Algorithm::Pvs));
    check_trace_invariants(&t);
    use EventKind::*;
    // (kind, node id): nodes are numbered as the search creates them: A 0, B 1, its leaves
    // 2 and 3, C's test 4 with leaves 5 and 6, C's second visit 7 with 8 and 9, D 10, its
    // leaf 11, and the pruned 2 as 12.
    let leaf = |n: usize| [(Enter, n), (Leaf, n), (Exit, n), (Backup, n)];
    let mut expected = vec![(Enter, 0), (Enter, 1)];
    expected.extend(leaf(2));
    expected.extend(leaf(3));
    expected.extend([(Exit, 1), (Backup, 1), (Enter, 4)]);
    expected.extend(leaf(5));
    expected.extend(leaf(6));
    expected.extend([(Exit, 4), (Research, 4), (Enter, 7)]);
    expected.extend(leaf(8));
    expected.extend(leaf(9));
    expected.extend([(Exit, 7), (Backup, 7), (Enter, 10)]);
    expected.extend(leaf(11));
    expected.extend([(Cutoff, 10), (Exit, 10), (Backup, 10), (Exit, 0)]);
    let got: Vec<(EventKind, usize)> = t.events().map(|e| (e.kind, e.node.index())).collect();
    assert_eq!(got, expected);
    let node = |i: usize| t.node(NodeId::new(i));
    // The windows each visit was entered with, and what it came back with.
    assert_eq!((node(1).alpha, node(1).beta), (NEG_INF, INF));
    assert_eq!((node(4).alpha, node(4).beta), (3, 4));
    assert_eq!((node(4).value(), node(4).bound), (Some(6), Bound::Lower));
    assert_eq!((node(7).alpha, node(7).beta), (3, INF));
    assert_eq!((node(7).value(), node(7).bound), (Some(6), Bound::Exact));
    assert_eq!((node(10).alpha, node(10).beta), (6, 7));
    assert_eq!((node(10).value(), node(10).bound), (Some(1), Bound::Upper));
    assert_eq!(node(12).status, Status::Pruned);
    assert!(node(4).has(flags::PROBE) && node(10).has(flags::PROBE));
    assert!(node(7).has(flags::RESEARCH) && !node(7).has(flags::PROBE));
    let o = &t.outcome;
    assert_eq!(
        (o.root_value.int(), o.best_move.as_deref()),
        (Some(6), Some("C"))
    );
    assert_eq!(o.stats.nodes_visited, 12);
    assert_eq!(o.stats.re_searches, 1);
    assert_eq!(o.stats.cutoffs, 1);
    // The best line goes through C's second visit, the one with the value.
    assert_eq!(t.principal_line()[1], NodeId::new(7));

    // The narration says why at the test, the re-search and the second visit.
    let mut pb = Playback::new(Arc::new(t));
    pb.seek(13);
    let s = narrate(&pb);
    assert!(s.contains("null-window test") && s.contains("α = 3"), "{s}");
    pb.seek(22);
    let s = narrate(&pb);
    assert!(
        s.contains("test of C is over") && s.contains("worth ≥ 6, more than α = 3"),
        "{s}"
    );
    pb.seek(23);
    let s = narrate(&pb);
    assert!(
        s.contains("says C is better than α = 3") && s.contains("(3, +∞)"),
        "{s}"
    );
    pb.seek(24);
    let s = narrate(&pb);
    assert!(s.contains("second visit of C"), "{s}");
}

/// Knuth and Moore's critical positions: child indices (from 0) a1 … al with every
/// odd-placed one 0 or every even-placed one 0.
fn critical(path: &[u32]) -> bool {
    path.iter().step_by(2).all(|&a| a == 0) || path.iter().skip(1).step_by(2).all(|&a| a == 0)
}

#[test]
fn pvs_on_perfect_order_visits_exactly_the_minimal_tree() {
    for (b, d) in [(2, 2), (2, 5), (3, 3), (3, 4), (4, 3), (5, 4)] {
        let tree = perfectly_ordered(b, d, 0, true);
        let minimal: BTreeSet<Vec<u32>> =
            tree.paths().into_iter().filter(|p| critical(p)).collect();
        let pvs = record_tree(&tree.to_json(), false, config(Algorithm::Pvs));
        check_trace_invariants(&pvs);
        assert_eq!(pvs.outcome.root_value, tree.minimax(true, None));
        assert_eq!(pvs.outcome.stats.re_searches, 0, "b={b} d={d}");
        assert_eq!(paths_with(&pvs, Status::Visited), minimal, "b={b} d={d}");
        let leaves = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
        assert_eq!(pvs.outcome.stats.leaves_evaluated, leaves as u64);
    }
}

/// Each pass root's value and bound, in order.
fn passes(t: &Trace) -> Vec<(i64, Bound)> {
    t.iterations
        .iter()
        .map(|it| t.node(it.root))
        .map(|n| (n.value().unwrap(), n.bound))
        .collect()
}

#[test]
fn mtdf_on_the_textbook_trees() {
    // AIMA 5.2: the first guess 0 learns ≥ 3, the test (3, 4) learns ≤ 3: two passes.
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    let t = record_tree(aima, false, config(Algorithm::Mtdf));
    check_trace_invariants(&t);
    assert_eq!(passes(&t), vec![(3, Bound::Lower), (3, Bound::Upper)]);
    assert_eq!(t.outcome.stats.passes, 2);
    assert_eq!(t.outcome.best_move.as_deref(), Some("B"));
    let first = t.node(t.iterations[0].root);
    assert_eq!((first.alpha, first.beta), (-1, 0));
    let second = t.node(t.iterations[1].root);
    assert_eq!((second.alpha, second.beta), (3, 4));
    // The inspector's bounds close in: nothing, then ≥ 3, then exactly 3.
    use gametree_teach::null_window::mtdf_bounds;
    assert_eq!(mtdf_bounds(&t, 0, 0), (NEG_INF, INF));
    assert_eq!(mtdf_bounds(&t, 0, t.event_count()), (3, INF));
    assert_eq!(mtdf_bounds(&t, 1, t.event_count()), (3, 3));
    let mut pb = Playback::new(Arc::new(t));
    pb.seek(1);
    assert!(narrate(&pb).contains("MTD(f) pass 1"), "{}", narrate(&pb));
    pb.seek(pb.len());
    assert!(narrate(&pb).contains("root's value is 3"));
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (-20i64..21).prop_map(Tree::Leaf);
    leaf.prop_recursive(5, 80, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn mtdf_passes_bracket_the_value_and_the_last_meets_it(
        t in tree(), min_root: bool, ordering: bool, depth in prop::option::of(1u32..5),
    ) {
        let expected = t.minimax(!min_root, depth);
        let c = SearchConfig { algorithm: Algorithm::Mtdf, ordering, depth, ..SearchConfig::default() };
        let trace = record_tree(&t.to_json(), min_root, c);
        prop_assert_eq!(trace.outcome.root_value, expected);
        let all = passes(&trace);
        prop_assert_eq!(all.len() as u32, trace.outcome.stats.passes);
        for &(v, bound) in &all {
            match bound {
                Bound::Lower => prop_assert!(v <= expected),
                Bound::Upper => prop_assert!(v >= expected),
                Bound::Exact => prop_assert_eq!(v, expected),
            }
        }
        // The last pass meets the value: its answer is the value itself.
        prop_assert_eq!(all.last().unwrap().0, expected);
        // Every pass is a null-window test.
        for it in &trace.iterations {
            let root = trace.node(it.root);
            prop_assert_eq!(root.beta - root.alpha, 1);
        }
    }

    #[test]
    fn re_searches_follow_their_tests_and_are_counted(
        t in tree(), min_root: bool, ordering: bool, tt: bool,
    ) {
        let c = SearchConfig { algorithm: Algorithm::Pvs, ordering, tt, ..SearchConfig::default() };
        let trace = record_tree(&t.to_json(), min_root, c);
        check_trace_invariants(&trace);
        let second_visits = trace.tree.node_indices().map(|id| trace.tree.node(id)).filter(|n| n.has(flags::RESEARCH)).count();
        let research_events = trace.events().filter(|e| e.kind == EventKind::Research).count();
        prop_assert_eq!(second_visits as u64, trace.outcome.stats.re_searches);
        prop_assert_eq!(research_events as u64, trace.outcome.stats.re_searches);
        // Both visits count: every entered node is a visit.
        let entered = trace.events().filter(|e| e.kind == EventKind::Enter).count();
        prop_assert_eq!(entered as u64, trace.outcome.stats.nodes_visited);
        // A test came back strictly inside its parent's window, never at its edge.
        for e in trace.events().filter(|e| e.kind == EventKind::Research) {
            let test = trace.node(e.node);
            prop_assert!(test.has(flags::PROBE));
        }
    }

    #[test]
    fn aspiration_misses_are_searched_again_with_the_full_window(
        t in tree(), min_root: bool, w in 1i64..4, pvs: bool,
    ) {
        let c = SearchConfig {
            algorithm: if pvs { Algorithm::Pvs } else { Algorithm::AlphaBeta },
            iterative: true,
            aspiration: Some(w),
            ..SearchConfig::default()
        };
        let trace = record_tree(&t.to_json(), min_root, c);
        check_trace_invariants(&trace);
        prop_assert_eq!(trace.outcome.root_value, t.minimax(!min_root, None));
        let roots: Vec<_> = trace.iterations.iter().map(|it| trace.node(it.root)).collect();
        for (i, r) in roots.iter().enumerate() {
            if r.has(flags::RESEARCH) {
                // A miss: the root before it fell on or outside its window; now the full one.
                let miss = roots[i - 1];
                let v = miss.value().unwrap();
                prop_assert!(v <= miss.alpha || v >= miss.beta);
                prop_assert_eq!((r.alpha, r.beta), (NEG_INF, INF));
                prop_assert_eq!(trace.iterations[i].depth_limit, trace.iterations[i - 1].depth_limit);
            }
        }
    }
}

/// PVS written here from its definition (fail-soft, MAX view; a leaf's test is its exact
/// value, so only inner children are searched again), collecting the paths of the children it
/// searches again.
fn pvs(
    t: &Tree,
    max: bool,
    mut alpha: i64,
    mut beta: i64,
    path: &mut Vec<u32>,
    again: &mut BTreeSet<Vec<u32>>,
) -> i64 {
    let Tree::Node(kids) = t else {
        let Tree::Leaf(v) = t else { unreachable!() };
        return *v;
    };
    let mut best = None::<i64>;
    for (i, k) in kids.iter().enumerate() {
        path.push(i as u32);
        let test = if max {
            (alpha, alpha.saturating_add(1))
        } else {
            (beta.saturating_sub(1), beta)
        };
        let v = if i > 0 && test != (alpha, beta) {
            let v = pvs(k, !max, test.0, test.1, path, again);
            if alpha < v && v < beta && matches!(k, Tree::Node(_)) {
                again.insert(path.clone());
                pvs(k, !max, alpha, beta, path, again)
            } else {
                v
            }
        } else {
            pvs(k, !max, alpha, beta, path, again)
        };
        path.pop();
        let better = best.is_none_or(|b| if max { v > b } else { v < b });
        if better {
            best = Some(v);
        }
        if max {
            alpha = alpha.max(v);
        } else {
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    best.unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn pvs_searches_again_exactly_where_its_definition_does(t in tree(), min_root: bool) {
        let mut expected = BTreeSet::new();
        let value = pvs(&t, !min_root, NEG_INF, INF, &mut vec![], &mut expected);
        prop_assert_eq!(value, t.minimax(!min_root, None));
        let trace = record_tree(&t.to_json(), min_root, config(Algorithm::Pvs));
        let got: BTreeSet<Vec<u32>> = trace
            .events()
            .filter(|e| e.kind == EventKind::Research)
            .map(|e| trace.path(e.node))
            .collect();
        prop_assert_eq!(got, expected);
    }
}
