//! Practice mode's checker on textbook trees (AIMA figure 5.2, Wikipedia's alpha-beta figure),
//! a MIN-root tree, tic-tac-toe and random trees. The correct answers come from a small
//! alpha-beta written here, independent of the engine; wrong answers must be caught and the
//! first one explained with the right numbers.

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

// ---- AIMA figure 5.2 ----

#[test]
fn aima_solution_is_the_textbook_one() {
    let t = aima();
    assert_solution_matches(&t, AIMA, false);
    let sol = Answers::solution(&t);
    assert_eq!(sol.values[&at(&t, &[])], Claim::exact(3));
    assert_eq!(sol.values[&at(&t, &[1])], Claim::at_most(2));
    let pruned: BTreeSet<NodeId> = [at(&t, &[1, 1]), at(&t, &[1, 2])].into();
    assert_eq!(sol.pruned, pruned);
    // A, B, C, D values and windows, plus two pruned leaves.
    assert_eq!(check(&t, &sol).total, 10);
    assert_eq!(check(&t, &without_windows(&t)).total, 6);
}

#[test]
fn aima_wrong_value_at_c_is_explained_with_the_cutoff() {
    let t = aima();
    let mut a = without_windows(&t);
    a.values.insert(at(&t, &[1]), Claim::exact(4));
    let r = check(&t, &a);
    assert_eq!((r.right, r.total), (5, 6));
    assert_eq!(r.score_text(), "5 / 6 right (83%)");
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node C: you wrote 4, but C is a MIN node whose first child returned 2 ≤ α = 3, \
             so C's remaining children are pruned and C's value is only known to be ≤ 2."
        )
    );
    let wrong: Vec<_> = r.marks.iter().filter(|m| !m.right).collect();
    assert_eq!(wrong.len(), 1);
    assert_eq!(
        (wrong[0].given.as_str(), wrong[0].expected.as_str()),
        ("4", "≤ 2")
    );
}

#[test]
fn aima_bounds_follow_the_search_not_the_true_minimax_value() {
    let t = aima();
    let c = at(&t, &[1]);
    let d = at(&t, &[2]);
    for (claim, ok) in [
        // C's true minimax value is 2, but 4 and 6 were never seen: only "≤ 2" is right.
        (Claim::exact(2), false),
        (Claim::at_least(2), false),
        (Claim::at_most(3), false),
        (Claim::at_most(2), true),
    ] {
        let mut a = without_windows(&t);
        a.values.insert(c, claim);
        assert_eq!(check(&t, &a).is_perfect(), ok, "C = {claim}");
    }
    // D saw all of 14, 5, 2 and failed low: both "≤ 2" and the exact 2 are right.
    assert_eq!(t.node(d).bound, Bound::Upper);
    for (claim, ok) in [
        (Claim::at_most(2), true),
        (Claim::exact(2), true),
        (Claim::at_most(5), false),
        (Claim::at_least(2), false),
    ] {
        let mut a = without_windows(&t);
        a.values.insert(d, claim);
        assert_eq!(check(&t, &a).is_perfect(), ok, "D = {claim}");
    }
    let mut a = without_windows(&t);
    a.values.insert(c, Claim::exact(2));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some(
            "Node C: you wrote 2, but C is a MIN node whose first child returned 2 ≤ α = 3, \
             so C's remaining children are pruned and C's value is only known to be ≤ 2."
        )
    );
}

#[test]
fn aima_pruned_marks_missing_and_extra() {
    let t = aima();
    let mut a = without_windows(&t);
    a.pruned.remove(&at(&t, &[1, 2]));
    let r = check(&t, &a);
    assert_eq!((r.right, r.total), (5, 6));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Leaf 6 under C: you did not mark it pruned, but C is a MIN node whose first child \
             returned 2 ≤ α = 3, so C's remaining children are pruned."
        )
    );

    let mut a = without_windows(&t);
    a.pruned.insert(at(&t, &[0, 1]));
    let r = check(&t, &a);
    assert_eq!((r.right, r.total), (6, 7));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Leaf 12 under B: you marked it pruned, but the search visits it: when its turn \
             came, B's window was still open (α = -∞ < β = 3)."
        )
    );
    let extra = r.marks.iter().find(|m| !m.right).unwrap();
    assert_eq!(
        (extra.question, extra.expected.as_str()),
        (Question::Pruned, "visited")
    );
}

#[test]
fn aima_first_mistake_is_first_in_search_order() {
    let t = aima();
    let mut a = without_windows(&t);
    a.pruned.clear(); // wrong at C's cutoff
    a.values.insert(at(&t, &[]), Claim::exact(2)); // wrong at the very end
    a.values.insert(at(&t, &[0]), Claim::exact(12)); // wrong when B finishes: first
    let r = check(&t, &a);
    assert_eq!((r.right, r.total), (2, 6));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node B: you wrote 12, but B is a MIN node whose children returned 3, 12 and 8; \
             the smallest is 3, so B = 3."
        )
    );
    // Marks come in search order: B's value, C's pruned leaves, C, D, then A.
    let order: Vec<Vec<u32>> = r.marks.iter().map(|m| t.path(m.node)).collect();
    assert_eq!(
        order,
        [vec![0], vec![1, 1], vec![1, 2], vec![1], vec![2], vec![]]
    );
    let mut a = without_windows(&t);
    a.values.insert(at(&t, &[]), Claim::exact(2));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some(
            "Node A: you wrote 2, but A is a MAX node whose children returned 3, 2 and 2; \
             the largest is 3, so A = 3."
        )
    );
}

#[test]
fn aima_windows_and_blanks() {
    let t = aima();
    let mut a = Answers::solution(&t);
    a.windows
        .as_mut()
        .unwrap()
        .insert(at(&t, &[1]), (NEG_INF, INF));
    let r = check(&t, &a);
    assert_eq!((r.right, r.total), (9, 10));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node C: you wrote (α, β) = (-∞, +∞), but C starts with A's window at that moment, \
             (α, β) = (3, +∞): A is a MAX node, so its α is the larger of the α it started with \
             (-∞) and what its earlier children returned (3), while β stays +∞."
        )
    );
    let mut a = Answers::solution(&t);
    a.windows.as_mut().unwrap().insert(at(&t, &[0]), (3, INF));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some(
            "Node B: you wrote (α, β) = (3, +∞), but B is the first child A searches, so it \
             starts with A's own starting window, (α, β) = (-∞, +∞)."
        )
    );
    // Nothing filled in: every entry wrong, the first one explained.
    let r = check(&t, &Answers::new(true));
    assert_eq!((r.right, r.total, r.score()), (0, 10, 0.0));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node A: you left the window blank, but A starts with the full window (-∞, +∞), as \
             every search does."
        )
    );
    let r = check(&t, &Answers::new(false));
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node B: you left it blank, but B is a MIN node whose children returned 3, 12 and 8; \
             the smallest is 3, so B = 3."
        )
    );
}

// ---- Wikipedia's figure ----

#[test]
fn wikipedia_solution_matches_the_figure() {
    let t = record(WIKIPEDIA, false, Algorithm::AlphaBeta);
    assert_solution_matches(&t, WIKIPEDIA, false);
    assert_eq!(t.outcome.root_value, 6);
    let sol = Answers::solution(&t);
    let pruned: BTreeSet<Vec<u32>> = sol.pruned.iter().map(|&n| t.path(n)).collect();
    let figure: BTreeSet<Vec<u32>> = [vec![0, 0, 1, 2], vec![1, 0, 1, 1], vec![2, 1]].into();
    assert_eq!(pruned, figure);
    // Level-one MIN nodes: 3, 6, and ≤ 5 for the one cut short.
    assert_eq!(sol.values[&at(&t, &[0])], Claim::exact(3));
    assert_eq!(sol.values[&at(&t, &[1])], Claim::exact(6));
    assert_eq!(sol.values[&at(&t, &[2])], Claim::at_most(5));
}

#[test]
fn wikipedia_marking_leaves_instead_of_the_branch() {
    let t = record(WIKIPEDIA, false, Algorithm::AlphaBeta);
    let j = at(&t, &[2, 1]);
    assert_eq!(t.node_name(j).say(), "J");
    let mut a = without_windows(&t);
    a.pruned.remove(&j);
    for p in [[2, 1, 0, 0], [2, 1, 0, 1]] {
        a.pruned.insert(at(&t, &p));
    }
    let r = check(&t, &a);
    // The marks inside the pruned subtree are true, so they are not counted against.
    assert_eq!(r.total, without_windows(&t).values.len() + 3);
    assert_eq!(r.right, r.total - 1);
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node J: you did not mark it pruned, but D is a MIN node whose first child returned \
             5 ≤ α = 6, so D's remaining children are pruned; mark the branch into J itself, \
             which covers everything below it."
        )
    );
}

#[test]
fn wikipedia_bound_explanations() {
    let t = record(WIKIPEDIA, false, Algorithm::AlphaBeta);
    // I (MAX, under D) saw its only child return 5 while α was 6: it fails low.
    let i = at(&t, &[2, 0]);
    assert_eq!(t.node_name(i).say(), "I");
    let mut a = without_windows(&t);
    a.values.insert(i, Claim::at_least(5));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some(
            "Node I: you wrote ≥ 5, but I is a MAX node whose only child returned 5, not above \
             α = 6, so alpha-beta only knows I ≤ 5."
        )
    );
    // H (MAX, under C) saw 7 against β = 6: it fails high, but nothing below it was pruned.
    let h = at(&t, &[1, 1]);
    let mut a = without_windows(&t);
    a.values.insert(h, Claim::exact(7));
    assert!(check(&t, &a).is_perfect());
    a.values.insert(h, Claim::at_most(7));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some(
            "Node H: you wrote ≤ 7, but H is a MAX node whose only child returned 7; the \
             largest, 7, is ≥ β = 6, so alpha-beta only knows H ≥ 7."
        )
    );
}

// ---- MIN at the root, minimax, tic-tac-toe ----

#[test]
fn min_root_tree() {
    let t = record(AIMA, true, Algorithm::AlphaBeta);
    assert_solution_matches(&t, AIMA, true);
    assert_eq!(t.outcome.root_value, 6);
    let d = at(&t, &[2]);
    let mut a = without_windows(&t);
    a.values.insert(d, Claim::exact(14));
    let r = check(&t, &a);
    assert!(!r.is_perfect());
    assert_eq!(
        r.first_mistake.as_deref(),
        Some(
            "Node D: you wrote 14, but D is a MAX node whose first child returned 14 ≥ β = 6, \
             so D's remaining children are pruned and D's value is only known to be ≥ 14."
        )
    );
}

#[test]
fn minimax_rounds_have_no_windows_and_no_pruning() {
    let t = record(WIKIPEDIA, false, Algorithm::Minimax);
    let sol = Answers::solution(&t);
    assert!(sol.windows.is_none() && sol.pruned.is_empty());
    let r = check(&t, &sol);
    assert!(r.is_perfect());
    // Every inner node's exact minimax value, checked independently.
    let tree: Value = serde_json::from_str(WIKIPEDIA).unwrap();
    for (&n, claim) in &sol.values {
        let mut sub = &tree;
        for &i in &t.path(n) {
            sub = &sub[i as usize];
        }
        let max = t.path(n).len().is_multiple_of(2);
        assert_eq!(*claim, Claim::exact(minimax(sub, max)));
    }
    let mut a = sol.clone();
    a.pruned.insert(at(&t, &[2, 1]));
    assert_eq!(
        check(&t, &a).first_mistake.as_deref(),
        Some("Node J: you marked it pruned, but minimax never prunes: it searches every node.")
    );
    // A window answered for a minimax round is not graded.
    let mut a = sol;
    a.windows = Some(BTreeMap::from([(at(&t, &[]), (1, 2))]));
    assert!(check(&t, &a).is_perfect());
}

#[test]
fn tic_tac_toe_positions_are_named_by_their_moves() {
    let scenario = Scenario {
        game: GameChoice::TicTacToe {
            position: "XOX.O.X..".into(),
        },
        ..Scenario::default()
    };
    let t = scenario.record(None).unwrap();
    let sol = Answers::solution(&t);
    assert!(check(&t, &sol).is_perfect());
    // Break the first value the search finishes.
    let (&first, claim) = sol
        .values
        .iter()
        .min_by_key(|(n, _)| t.node(**n).exit_step)
        .unwrap();
    let mut a = sol.clone();
    a.values.insert(first, Claim::exact(claim.value + 1));
    let r = check(&t, &a);
    assert_eq!(r.right + 1, r.total);
    let msg = r.first_mistake.unwrap();
    assert!(msg.starts_with("The position after O "), "{msg}");
    assert!(
        msg.contains(&format!("you wrote {}", claim.value + 1)),
        "{msg}"
    );
    // A skipped move, explained through the position that cut off.
    let first_cut = *sol
        .pruned
        .iter()
        .min_by_key(|n| t.node(**n).enter_step)
        .unwrap();
    let mut a = sol.clone();
    a.pruned.remove(&first_cut);
    let msg = check(&t, &a).first_mistake.unwrap();
    assert!(msg.starts_with("The position after "), "{msg}");
    assert!(msg.contains(": you did not mark it pruned, but "), "{msg}");
    assert!(msg.ends_with("remaining children are pruned."), "{msg}");
}

// ---- random trees ----

#[test]
fn random_trees_solution_scores_full_and_any_change_is_caught() {
    let mut checked_windows = 0;
    let mut checked_pruned = 0;
    for seed in 0..60u64 {
        let opts = RandomTreeOptions {
            depth: 2 + (seed % 3) as u32,
            min_children: 1 + (seed % 2) as u32,
            max_children: 3,
            min_value: -5,
            max_value: 5,
            seed,
        };
        let json = random_tree(&opts).unwrap().to_json();
        let min_root = seed % 2 == 1;
        let t = record(&json, min_root, Algorithm::AlphaBeta);
        assert_solution_matches(&t, &json, min_root);
        let sol = Answers::solution(&t);

        for (&n, &c) in &sol.values {
            let mut a = sol.clone();
            a.values.insert(
                n,
                Claim {
                    value: c.value + 1,
                    ..c
                },
            );
            let r = check(&t, &a);
            assert_eq!(r.right + 1, r.total, "{json}");
            assert!(
                r.first_mistake
                    .unwrap()
                    .contains(&format!("{}", c.value + 1))
            );
            let mut a = sol.clone();
            a.values.remove(&n);
            assert!(!check(&t, &a).is_perfect());
            let mut a = sol.clone();
            let w = a.windows.as_mut().unwrap();
            let (lo, hi) = w[&n];
            w.insert(n, (lo, if hi == INF { 99 } else { INF }));
            assert!(!check(&t, &a).is_perfect());
            checked_windows += 1;
        }
        for &n in &sol.pruned {
            let mut a = sol.clone();
            a.pruned.remove(&n);
            assert!(!check(&t, &a).is_perfect(), "{json}");
            checked_pruned += 1;
        }
        for n in t.tree.node_indices() {
            if t.node(n).status == gametree_engine::trace::Status::Visited {
                let mut a = sol.clone();
                a.pruned.insert(n);
                let r = check(&t, &a);
                assert!(!r.is_perfect());
                assert!(r.first_mistake.unwrap().contains("you marked it pruned"));
            }
        }
    }
    assert!(
        checked_windows > 100 && checked_pruned > 20,
        "{checked_windows} {checked_pruned}"
    );
}

#[test]
fn typed_answers_parse() {
    assert_eq!(Claim::parse(" 3 "), Ok(Claim::exact(3)));
    assert_eq!(Claim::parse("-4"), Ok(Claim::exact(-4)));
    assert_eq!(Claim::parse("≤ 2"), Ok(Claim::at_most(2)));
    assert_eq!(Claim::parse("<=2"), Ok(Claim::at_most(2)));
    assert_eq!(Claim::parse("≥−5"), Ok(Claim::at_least(-5)));
    assert_eq!(Claim::parse(">= 5"), Ok(Claim::at_least(5)));
    let e = Claim::parse("x").unwrap_err();
    assert_eq!(e, AnswerError::NotAValue { text: "x".into() });
    let said = gametree_teach::i18n::with_lang(gametree_teach::i18n::Lang::En, || e.say());
    assert!(said.contains("not a value"), "{said}");
    assert!(Claim::parse("").is_err());
    assert_eq!(Claim::at_most(2).to_string(), "≤ 2");
    assert_eq!(parse_window_edge("-inf"), Ok(NEG_INF));
    assert_eq!(parse_window_edge("+∞"), Ok(INF));
    assert_eq!(parse_window_edge("−∞"), Ok(NEG_INF));
    assert_eq!(parse_window_edge(" 7"), Ok(7));
    assert!(parse_window_edge("seven").is_err());
}

#[test]
fn every_mistake_can_be_explained() {
    let t = record(WIKIPEDIA, false, Algorithm::AlphaBeta);
    let mut blank = Answers::new(true);
    blank.pruned.insert(at(&t, &[0, 0])); // visited: an extra mark
    let r = check(&t, &blank);
    assert_eq!(r.right, 0);
    for m in &r.marks {
        let s = explain(&t, &blank, m).unwrap();
        assert!(s.starts_with("Node ") || s.starts_with("Leaf "), "{s}");
        assert!(s.ends_with('.') && !s.contains('\n'), "{s}");
    }
    let sol = Answers::solution(&t);
    let r = check(&t, &sol);
    assert!(r.marks.iter().all(|m| explain(&t, &sol, m).is_none()));
}

#[test]
fn ordering_tt_and_deepening_traces_grade_consistently() {
    for seed in 0..30u64 {
        let json = random_tree(&RandomTreeOptions {
            depth: 3,
            seed,
            ..RandomTreeOptions::default()
        })
        .unwrap()
        .to_json();
        for (ordering, tt, iterative) in [
            (true, false, false),
            (false, true, false),
            (true, true, true),
        ] {
            let scenario = Scenario {
                game: GameChoice::Tree {
                    source: TreeSource::Text {
                        name: "r".into(),
                        json: json.clone(),
                    },
                    min_root: seed.is_multiple_of(2),
                },
                config: SearchConfig {
                    ordering,
                    tt,
                    iterative,
                    ..SearchConfig::default()
                },
                ..Scenario::default()
            };
            let t = scenario.record(None).unwrap();
            let sol = Answers::solution(&t);
            assert!(check(&t, &sol).is_perfect(), "{json}");
            // The last iteration's root is always asked, and a wrong root value is caught.
            let root = t.iterations.last().unwrap().root;
            let mut a = sol.clone();
            let c = a.values[&root];
            a.values.insert(
                root,
                Claim {
                    value: c.value - 1,
                    ..c
                },
            );
            let r = check(&t, &a);
            assert_eq!(r.right + 1, r.total);
            assert!(r.first_mistake.is_some());
        }
    }
}

#[test]
fn pvs_practice_asks_which_tests_are_searched_again() {
    use gametree_teach::first_visits::first_visits;
    // C = [6, 9] beats its test (3, 4) and is searched again; D = [1, 2] fails (6, 7).
    let full = record("[[3,5],[6,9],[1,2]]", false, Algorithm::Pvs);
    let trace = first_visits(&full).expect("PVS searched C again");
    // The round shows each position once: C's second visit and its leaves are left out.
    assert_eq!(trace.tree.node_count(), full.tree.node_count() - 3);
    let c = at(&trace, &[1]);
    let d = at(&trace, &[2]);
    let solution = Answers::solution(&trace);
    assert_eq!(solution.researched, BTreeSet::from([c]));
    assert!(check(&trace, &solution).is_perfect());
    // The other way round: both answers are wrong, and each says why with its numbers.
    let mut a = solution.clone();
    a.researched = BTreeSet::from([d]);
    let report = check(&trace, &a);
    let wrong: Vec<_> = report.marks.iter().filter(|m| !m.right).collect();
    assert_eq!(wrong.len(), 2);
    assert!(wrong.iter().all(|m| m.question == Question::Research));
    let why_c = explain(&trace, &a, wrong[0]).unwrap();
    assert!(
        why_c.contains("came back ≥ 6") && why_c.contains("(3, +∞)"),
        "{why_c}"
    );
    let why_d = explain(&trace, &a, wrong[1]).unwrap();
    assert!(
        why_d.contains("came back ≤ 1") && why_d.contains("not better than α = 6"),
        "{why_d}"
    );
    // C's value in the round is what its test came back with.
    assert_eq!(solution.values.get(&c), Some(&Claim::at_least(6)));
}
