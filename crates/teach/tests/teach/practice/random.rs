//! Practice on random trees (the solution scores full and any change is caught), typed
//! answers, every mistake explained, move ordering, the table and deepening, and PVS.

use super::*;

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
