//! Practice mode's checker on textbook trees (AIMA figure 5.2, Wikipedia's alpha-beta figure),
//! a MIN-root tree, tic-tac-toe and random trees. The correct answers come from a small
//! alpha-beta written here, independent of the engine; wrong answers must be caught and the
//! first one explained with the right numbers.
//!
//! The helpers and the independent search are here; the tests are in `aima` (AIMA figure
//! 5.2), `more_trees` (Wikipedia's figure, a MIN root, minimax, tic-tac-toe) and `random`
//! (random trees, typed answers, every mistake explained, other searches, PVS).

mod aima;
mod more_trees;
mod random;

use gametree_engine::game::random_tree::{RandomTreeOptions, random_tree};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, Bound, INF, NEG_INF, SearchConfig};
use gametree_engine::trace::{NodeId, Trace};
use gametree_teach::Say;
use gametree_teach::practice::{
    AnswerError, Answers, Claim, Question, check, explain, parse_window_edge,
};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
/// Wikipedia, "Alpha–beta pruning", the illustration (MAX root, 4 levels, leaves
/// 5 6 7 4 5 3 6 6 9 7 5 9 8 6; root 6; grey: the 5 under 7-4, the 9 under 6, and the whole
/// subtree holding 9 8 6).
const WIKIPEDIA: &str = "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]";

// ---- an independent fail-soft alpha-beta on the JSON itself ----

#[derive(Debug, Default, PartialEq)]
struct Expected {
    /// path → (value, bound, window on entry) for every visited inner node.
    inner: BTreeMap<Vec<u32>, (i64, Bound, (i64, i64))>,
    /// Paths of the children cutoffs skipped.
    pruned: BTreeSet<Vec<u32>>,
}

fn ab(
    t: &Value,
    path: &mut Vec<u32>,
    max: bool,
    mut a: i64,
    mut b: i64,
    out: &mut Expected,
) -> i64 {
    let Some(kids) = t.as_array() else {
        return t.as_i64().unwrap();
    };
    let (a0, b0) = (a, b);
    let mut best = if max { NEG_INF } else { INF };
    for (i, k) in kids.iter().enumerate() {
        path.push(i as u32);
        let v = ab(k, path, !max, a, b, out);
        path.pop();
        if max {
            best = best.max(v);
            a = a.max(best);
        } else {
            best = best.min(v);
            b = b.min(best);
        }
        if a >= b {
            for j in i + 1..kids.len() {
                let mut p = path.clone();
                p.push(j as u32);
                out.pruned.insert(p);
            }
            break;
        }
    }
    let bound = if best <= a0 {
        Bound::Upper
    } else if best >= b0 {
        Bound::Lower
    } else {
        Bound::Exact
    };
    out.inner.insert(path.clone(), (best, bound, (a0, b0)));
    best
}

fn minimax(t: &Value, max: bool) -> i64 {
    match t.as_array() {
        None => t.as_i64().unwrap(),
        Some(kids) => {
            let vals = kids.iter().map(|k| minimax(k, !max));
            if max {
                vals.max().unwrap()
            } else {
                vals.min().unwrap()
            }
        }
    }
}

fn expected(json: &str, min_root: bool) -> (i64, Expected) {
    let t: Value = serde_json::from_str(json).unwrap();
    let mut out = Expected::default();
    let v = ab(&t, &mut vec![], !min_root, NEG_INF, INF, &mut out);
    assert_eq!(
        v,
        minimax(&t, !min_root),
        "alpha-beta's root value is the minimax value"
    );
    (v, out)
}

// ---- helpers ----

fn record(json: &str, min_root: bool, algorithm: Algorithm) -> Trace {
    let scenario = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "test".into(),
                json: json.into(),
            },
            min_root,
        },
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    scenario.record(None).unwrap()
}

fn at(trace: &Trace, path: &[u32]) -> NodeId {
    trace
        .tree
        .node_indices()
        .find(|&n| trace.path(n) == path)
        .unwrap_or_else(|| panic!("no node at {path:?}"))
}

/// The solution must be exactly what the independent search says.
fn assert_solution_matches(trace: &Trace, json: &str, min_root: bool) {
    let (root, want) = expected(json, min_root);
    assert_eq!(trace.outcome.root_value, root);
    let sol = Answers::solution(trace);
    let values: BTreeMap<Vec<u32>, (i64, Bound, (i64, i64))> = sol
        .values
        .iter()
        .map(|(&n, c)| {
            let w = sol.windows.as_ref().unwrap()[&n];
            (trace.path(n), (c.value, c.bound, w))
        })
        .collect();
    assert_eq!(values, want.inner, "{json}");
    let pruned: BTreeSet<Vec<u32>> = sol.pruned.iter().map(|&n| trace.path(n)).collect();
    assert_eq!(pruned, want.pruned, "{json}");
    let report = check(trace, &sol);
    assert!(report.is_perfect(), "{json}: {report:?}");
    assert_eq!(report.score(), 1.0);
    assert_eq!(report.first_mistake, None);
}

fn aima() -> Trace {
    record(AIMA, false, Algorithm::AlphaBeta)
}

fn without_windows(trace: &Trace) -> Answers {
    Answers {
        windows: None,
        ..Answers::solution(trace)
    }
}
