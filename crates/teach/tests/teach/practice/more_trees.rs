//! Practice on more trees: Wikipedia's alpha-beta figure, a MIN root, minimax rounds
//! (no windows, no pruning) and tic-tac-toe positions named by their moves.

use super::*;

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
             5 ≤ α = 6, so D's remaining children are pruned; mark the branch into J itself, \
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
             largest, 7, is ≥ β = 6, so alpha-beta only knows H ≥ 7."
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
            "Node D: you wrote 14, but D is a MAX node whose first child returned 14 ≥ β = 6, \
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
