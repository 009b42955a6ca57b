//! The engine against independent truth: textbook trees (AIMA figure 5.2, Wikipedia's
//! alpha-beta figure, Knuth and Moore's minimal tree), the theory of the Game of Bones, and
//! tic-tac-toe counts computed by a brute force written here.

use crate::support::*;
use gametree_engine::game::TicTacToe;
use gametree_engine::scenario::{GameChoice, Scenario, ScenarioError};
use gametree_engine::search::SearchError;
use gametree_engine::search::{self, Algorithm, Bound, Limits, SearchConfig};
use gametree_engine::trace::Status;
use std::collections::BTreeSet;

fn tree_file(name: &str) -> String {
    let path = format!("{}/../../examples/trees/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn set(paths: &[&[u32]]) -> BTreeSet<Vec<u32>> {
    paths.iter().map(|p| p.to_vec()).collect()
}

#[test]
fn aima_figure_5_2_prunes_the_4_and_the_6() {
    let json = tree_file("aima.json");
    let ab = record_tree(&json, false, config(Algorithm::AlphaBeta));
    check_trace_invariants(&ab);
    assert_eq!(ab.outcome.root_value, 3);
    assert_eq!(
        ab.outcome.best_move.as_deref(),
        Some("B"),
        "the first MIN node (the root is A)"
    );
    assert_eq!(paths_with(&ab, Status::Pruned), set(&[&[1, 1], &[1, 2]]));
    for path in [[1, 1], [1, 2]] {
        let n = ab.node(node_at(&ab, &path));
        assert_eq!(n.status, Status::Pruned);
        assert_eq!(n.value(), None, "a pruned leaf's value is never looked at");
    }
    // The middle MIN node stops at 2 and only knows "≤ 2"; the others are exact.
    let b = ab.node(node_at(&ab, &[1]));
    assert_eq!((b.value(), b.bound), (Some(2), Bound::Upper));
    assert_eq!(ab.node(node_at(&ab, &[0])).value(), Some(3));
    assert_eq!(ab.node(node_at(&ab, &[2])).value(), Some(2));
    assert_eq!(ab.outcome.stats.cutoffs, 1);
    assert_eq!(ab.outcome.stats.nodes_visited, 11);

    let mm = record_tree(&json, false, config(Algorithm::Minimax));
    assert_eq!(mm.outcome.root_value, 3);
    assert_eq!(mm.outcome.stats.nodes_visited, 13);
    assert!(paths_with(&mm, Status::Pruned).is_empty());
}

#[test]
fn wikipedia_figure_root_six_and_its_grey_subtrees() {
    let json = tree_file("wikipedia.json");
    let tree = parse(&json);
    assert_eq!(tree.minimax(true, None), 6);
    let ab = record_tree(&json, false, config(Algorithm::AlphaBeta));
    check_trace_invariants(&ab);
    assert_eq!(ab.outcome.root_value, 6);
    assert_eq!(
        ab.outcome.best_move.as_deref(),
        Some("C"),
        "the middle MIN node (root is A)"
    );
    let pruned = set(&[
        &[0, 0, 1, 2],
        &[1, 0, 1, 1],
        &[2, 1],
        &[2, 1, 0],
        &[2, 1, 0, 0],
        &[2, 1, 0, 1],
        &[2, 1, 1],
        &[2, 1, 1, 0],
    ]);
    assert_eq!(paths_with(&ab, Status::Pruned), pruned);
    let visited = paths_with(&ab, Status::Visited);
    assert_eq!(visited, &tree.paths() - &pruned);
    // The values in the figure's MIN row: 3, 6, and "≤ 5" for the cut-off third node.
    let value = |p: &[u32]| {
        let n = ab.node(node_at(&ab, p));
        (n.value(), n.bound)
    };
    assert_eq!(value(&[0]), (Some(3), Bound::Exact));
    assert_eq!(value(&[1]), (Some(6), Bound::Exact));
    assert_eq!(value(&[2]), (Some(5), Bound::Upper));
    assert_eq!(value(&[0, 0]), (Some(5), Bound::Exact));
    assert_eq!(value(&[0, 0, 1]), (Some(4), Bound::Upper));
    assert_eq!(ab.outcome.stats.cutoffs, 3);
}

#[test]
fn a_deep_cutoff_uses_the_roots_alpha_two_levels_down() {
    let ab = record_tree(
        &tree_file("deep_cutoff.json"),
        false,
        config(Algorithm::AlphaBeta),
    );
    check_trace_invariants(&ab);
    assert_eq!(ab.outcome.root_value, 5);
    assert_eq!(paths_with(&ab, Status::Pruned), set(&[&[1, 0, 0, 1]]));
    let d = ab.node(node_at(&ab, &[1, 0, 0]));
    assert_eq!(
        (d.alpha, d.value()),
        (5, Some(3)),
        "α = 5 came down from the root"
    );
}

#[test]
fn move_order_decides_how_much_aima_prunes() {
    let worst = record_tree(
        &tree_file("aima_worst_order.json"),
        false,
        config(Algorithm::AlphaBeta),
    );
    assert_eq!(worst.outcome.root_value, 3);
    assert_eq!(worst.outcome.stats.nodes_visited, 13);
    assert!(paths_with(&worst, Status::Pruned).is_empty());

    let best = record_tree(
        &tree_file("aima_best_order.json"),
        false,
        config(Algorithm::AlphaBeta),
    );
    assert_eq!(best.outcome.root_value, 3);
    let best_pruned = set(&[&[1, 1], &[1, 2], &[2, 1], &[2, 2]]);
    assert_eq!(paths_with(&best, Status::Pruned), best_pruned);

    // Heuristic ordering on the original figure tries the smallest leaf first at MIN nodes,
    // so it prunes like the best order: B's 4 and 6, and C's 14 and 5.
    let ordered = record_tree(
        &tree_file("aima.json"),
        false,
        SearchConfig {
            ordering: true,
            ..config(Algorithm::AlphaBeta)
        },
    );
    check_trace_invariants(&ordered);
    assert_eq!(ordered.outcome.root_value, 3);
    assert_eq!(
        paths_with(&ordered, Status::Pruned),
        set(&[&[1, 1], &[1, 2], &[2, 0], &[2, 1]])
    );
}

fn reversed(t: &Tree) -> Tree {
    match t {
        Tree::Leaf(v) => Tree::Leaf(*v),
        Tree::Node(k) => Tree::Node(k.iter().rev().map(reversed).collect()),
    }
}

#[test]
fn knuth_moore_minimal_tree_on_perfect_order() {
    // Knuth & Moore (1975): with perfect ordering alpha-beta evaluates
    // b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves; in the reverse order it prunes nothing.
    for (b, d) in [(2, 2), (2, 5), (3, 3), (3, 4), (4, 3), (5, 4)] {
        let tree = perfectly_ordered(b, d, 0, true);
        let json = tree.to_json();
        let ab = record_tree(&json, false, config(Algorithm::AlphaBeta));
        check_trace_invariants(&ab);
        assert_eq!(ab.outcome.root_value, tree.minimax(true, None));
        let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
        assert_eq!(
            ab.outcome.stats.leaves_evaluated, minimal as u64,
            "b={b} d={d}"
        );

        let worst = reversed(&tree);
        let ab = record_tree(&worst.to_json(), false, config(Algorithm::AlphaBeta));
        assert_eq!(
            ab.outcome.stats.leaves_evaluated,
            b.pow(d) as u64,
            "b={b} d={d}"
        );
        assert_eq!(ab.outcome.stats.cutoffs, 0);
    }
}

#[test]
fn min_root_mirrors_the_values() {
    let json = tree_file("aima.json");
    let tree = parse(&json);
    for algo in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let t = record_tree(&json, true, config(algo));
        assert_eq!(t.outcome.root_value, tree.minimax(false, None));
        assert_eq!(
            t.outcome.root_value, 6,
            "MAX nodes worth 12, 6 and 14; MIN takes 6"
        );
    }
}

fn bones(n: i64, k: i64, config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::Bones {
            bones: n,
            max_take: k,
        },
        config,
        max_nodes: search::DEFAULT_MAX_NODES,
    }
}

#[test]
fn bones_first_player_wins_unless_the_heap_is_a_multiple_of_k_plus_1() {
    for k in 1..=4i64 {
        for n in 1..=20i64 {
            let expected = if n % (k + 1) != 0 { 1 } else { -1 };
            for algo in [Algorithm::Minimax, Algorithm::AlphaBeta] {
                let o = bones(n, k, config(algo)).run_bare().unwrap();
                assert_eq!(o.root_value, expected, "n={n} k={k} {algo:?}");
                if expected == 1 {
                    // The winning take leaves a multiple of k + 1.
                    let take: i64 = o.best_move.unwrap()["take ".len()..].parse().unwrap();
                    assert_eq!((n - take) % (k + 1), 0, "n={n} k={k} {algo:?}");
                }
            }
        }
    }
}

#[test]
fn bones_recorded_agrees_with_bare_for_small_heaps() {
    for n in 1..=12 {
        for algo in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let s = bones(n, 3, config(algo));
            let t = s.record(None).unwrap();
            check_trace_invariants(&t);
            let bare = s.run_bare().unwrap();
            assert_eq!(t.outcome, bare);
            assert_eq!(t.outcome.root_value, if n % 4 != 0 { 1 } else { -1 });
        }
    }
}

/// Positions in the full bones tree, counted from the rules: the position itself plus
/// everything below each take.
fn bones_tree_size(n: u32, k: u32) -> u64 {
    1 + (1..=k.min(n))
        .map(|t| bones_tree_size(n - t, k))
        .sum::<u64>()
}

#[test]
fn bones_20_minimax_visits_266079_nodes() {
    assert_eq!(bones_tree_size(20, 3), 266_079);
    let o = bones(20, 3, config(Algorithm::Minimax)).run_bare().unwrap();
    assert_eq!(o.stats.nodes_visited, 266_079);
    for n in [1, 5, 10, 15] {
        let o = bones(n, 3, config(Algorithm::Minimax)).run_bare().unwrap();
        assert_eq!(o.stats.nodes_visited, bones_tree_size(n as u32, 3));
    }
}

/// Brute force over a plain 9-cell array: number of positions in the game tree and the
/// minimax value with docs/conventions.md's scores (±(10 − ply), 0 for a draw).
fn brute_force(cells: &mut [u8; 9], x_to_move: bool, ply: i64) -> (u64, i64) {
    if let Some(w) = ttt_winner(cells) {
        return (1, if w == 1 { 10 - ply } else { ply - 10 });
    }
    let (mut count, mut best) = (1, None::<i64>);
    for i in 0..9 {
        if cells[i] == 0 {
            cells[i] = if x_to_move { 1 } else { 2 };
            let (c, v) = brute_force(cells, !x_to_move, ply + 1);
            cells[i] = 0;
            count += c;
            best = Some(match best {
                None => v,
                Some(b) if x_to_move => b.max(v),
                Some(b) => b.min(v),
            });
        }
    }
    (count, best.unwrap_or(0))
}

#[test]
fn empty_tic_tac_toe_is_a_draw_and_minimax_visits_549946_nodes() {
    let (count, value) = brute_force(&mut [0; 9], true, 0);
    assert_eq!((count, value), (549_946, 0));
    let mut game = TicTacToe::new();
    let mm =
        search::search_bare(&mut game, &config(Algorithm::Minimax), &Limits::default()).unwrap();
    assert_eq!(mm.value, 0);
    assert_eq!(mm.stats.nodes_visited, count);
    assert_eq!(mm.stats.nodes_by_depth.iter().sum::<u64>(), count);
    assert_eq!(&mm.stats.nodes_by_depth[..4], &[1, 9, 72, 504]);
    let ab =
        search::search_bare(&mut game, &config(Algorithm::AlphaBeta), &Limits::default()).unwrap();
    assert_eq!(ab.value, 0);
    assert!(ab.stats.nodes_visited < count);
    assert_eq!(game, TicTacToe::new(), "the search puts the position back");
}

#[test]
fn tic_tac_toe_recorded_minimax_holds_every_node() {
    let s = Scenario {
        game: GameChoice::TicTacToe {
            position: "X...O....".into(),
        },
        config: config(Algorithm::Minimax),
        max_nodes: search::DEFAULT_MAX_NODES,
    };
    let t = s.record(None).unwrap();
    check_trace_invariants(&t);
    let mut cells = [1, 0, 0, 0, 2, 0, 0, 0, 0];
    let (count, value) = brute_force(&mut cells, true, 0);
    assert_eq!(t.tree.node_count() as u64, count);
    assert_eq!(t.outcome.stats.nodes_visited, count);
    assert_eq!(t.outcome.root_value, value);
}

#[test]
fn node_budget_stops_the_search_with_an_error() {
    let mut s = bones(20, 3, config(Algorithm::Minimax));
    s.max_nodes = 1000;
    let e = s.record(None).err().expect("over budget");
    let ScenarioError::Search(SearchError::NodeBudget { limit, in_use }) = e else {
        panic!("not the budget: {e:?}");
    };
    assert_eq!(limit, 1000);
    // Minimax without a table or a depth limit: the advice names all three.
    assert!(!in_use.alphabeta && !in_use.tt && !in_use.depth);
    // Under alpha-beta with a table, the error says both are in use (so the advice made of
    // it does not suggest them), and no depth limit.
    let mut ab = bones(20, 3, config(Algorithm::AlphaBeta));
    ab.config.tt = true;
    ab.max_nodes = 3;
    let said = ab.run_bare().unwrap_err();
    assert!(
        matches!(
            said,
            ScenarioError::Search(SearchError::NodeBudget {
                limit: 3,
                in_use: search::InUse {
                    alphabeta: true,
                    tt: true,
                    depth: false,
                    chance: false
                }
            })
        ),
        "{said:?}"
    );
    assert!(s.run_bare().is_err());
}

/// Reads the JSON tree notation (docs/trees.md) (numbers and nested arrays) into the test's own
/// [`Tree`].
fn parse(json: &str) -> Tree {
    fn from(v: &serde_json::Value) -> Tree {
        match v {
            serde_json::Value::Array(a) => Tree::Node(a.iter().map(from).collect()),
            n => Tree::Leaf(n.as_i64().expect("an integer leaf")),
        }
    }
    from(&serde_json::from_str(json).expect("valid JSON"))
}

#[test]
fn an_iteration_starts_before_its_root_is_entered() {
    // Regression: Playback::stack() used to put the root on the stack at the Iteration event.
    let trace = std::sync::Arc::new(record_tree(
        &tree_file("aima.json"),
        false,
        SearchConfig {
            iterative: true,
            ..config(Algorithm::AlphaBeta)
        },
    ));
    assert_eq!(
        trace.iterations.len(),
        2,
        "depth 1, then depth 2 reaches every leaf"
    );
    let mut p = gametree_engine::trace::Playback::new(trace.clone());
    for it in &trace.iterations {
        p.seek(it.first_step as usize + 1);
        assert_eq!(
            p.event().unwrap().kind,
            gametree_engine::trace::EventKind::Iteration
        );
        assert!(p.stack().is_empty());
        assert_eq!(p.state(it.root), gametree_engine::trace::NodeState::Unseen);
        p.forward();
        assert_eq!(p.stack(), vec![it.root]);
    }
}

/// Issue 15, item 6: a leaf keeps the window it was entered with (at AIMA's leaf 12, under B
/// whose β is already 3, the window is (−∞, 3), not "α = 12").
#[test]
fn a_leaf_keeps_its_entry_window() {
    use gametree_engine::trace::{EventKind, NodeState, Playback};
    use std::sync::Arc;
    let t = Arc::new(record_tree(
        &tree_file("aima.json"),
        false,
        config(Algorithm::AlphaBeta),
    ));
    let twelve = node_at(&t, &[0, 1]);
    let mut pb = Playback::new(t.clone());
    let leaf_step = t
        .events()
        .position(|e| e.kind == EventKind::Leaf && e.node == twelve)
        .unwrap();
    pb.seek(leaf_step + 1);
    assert_eq!(
        pb.state(twelve),
        NodeState::Active {
            value: Some(12.into()),
            alpha: gametree_engine::search::NEG_INF,
            beta: 3
        }
    );
}
