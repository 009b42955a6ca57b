//! Practice on AIMA figure 5.2: the textbook solution, wrong values explained with the
//! cutoff, bounds that follow the search, pruned marks, the first mistake, windows and blanks.

use super::*;

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
            "Node C: you wrote 4, but C is a MIN node whose first child returned 2 ≤ α = 3, \
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
            "Node C: you wrote 2, but C is a MIN node whose first child returned 2 ≤ α = 3, \
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
             returned 2 ≤ α = 3, so C's remaining children are pruned."
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
