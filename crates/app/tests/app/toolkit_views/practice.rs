//! Practice mode: AIMA figure 5.2 worked by hand (wrong values explained, perfect rounds),
//! on the tree itself, and random trees whose solution scores 100%.

use super::{click_at, harness, minimax};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::practice::PracticeView;
use gametree_engine::game::Player;
use gametree_engine::search::Bound;
use gametree_teach::practice::Claim;

/// AIMA figure 5.2 by hand: B = 3; C's first leaf 2 ≤ α = 3 cuts off, so C ≤ 2 and its leaves
/// 4 and 6 are pruned; D sees 14, 5, 2 (all searched) so D = 2; the root A = 3.
fn fill_aima(h: &mut Harness<'_, PracticeView>, c: &str) {
    for (name, v) in [("A", "3"), ("B", "3"), ("C", c), ("D", "2")] {
        h.get_by_label(&format!("value of {name}")).click();
        h.run();
        h.get_by_label(&format!("value of {name}")).type_text(v);
        h.run();
    }
    for leaf in ["4", "6"] {
        h.get_by_label(&format!("pruned: {leaf}")).click();
        h.run();
    }
}

#[test]
fn practice_aima_wrong_value_is_explained() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    fill_aima(&mut h, "2"); // C is only known to be ≤ 2: its other leaves were never seen
    h.get_by_label("Check").click();
    h.run();
    let r = h.state().report().expect("checked");
    assert_eq!((r.right, r.total), (5, 6));
    h.get_by_label_contains("Score: 5 / 6 right (83%)");
    let mistake = h.get_by_label_contains("First mistake:");
    let text = mistake.value().unwrap_or_default();
    assert!(
        text.contains("you wrote 2")
            && text.contains("≤\u{a0}α\u{a0}=\u{a0}3")
            && text.contains("≤ 2"),
        "{text}"
    );
}

#[test]
fn practice_aima_perfect_round_scores_100() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    fill_aima(&mut h, "≤2");
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 6 right (100%)");
    assert!(h.query_by_label_contains("First mistake").is_none());
    // Ticking a visited branch is a mistake too.
    h.get_by_label("pruned: 12").click();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 7 right (86%)");
}

/// Issue 15, item 2: the round worked on the tree itself — values typed after clicking a
/// node, prunings marked by clicking edges, mistakes ringed on the tree after Check.
#[test]
fn practice_on_the_tree_itself() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    let trace = h.state().trace().clone();
    let node = |name: &str| h.state().node_named(name).unwrap();
    let (a, b, c, d) = (node("A"), node("B"), node("C"), node("D"));
    let kids = trace.children(c);
    let (four, six) = (kids[1], kids[2]);
    // Values by clicking each node and typing under the tree.
    for (n, v) in [(a, "3"), (b, "3"), (c, "≤ 2"), (d, "2")] {
        let at = h.state().node_on_screen(n).unwrap();
        click_at(&mut h, at);
        assert_eq!(h.state().chosen(), Some(n));
        let name = h.state().name(n).unwrap().to_string();
        h.get_by_label(&format!("tree value of {name}")).click();
        h.run();
        h.get_by_label(&format!("tree value of {name}"))
            .type_text(v);
        h.run();
    }
    // The typed values are the table's too.
    assert_eq!(h.get_by_label("value of C").value().as_deref(), Some("≤ 2"));
    // Prunings by clicking the edges into 4 and 6 (halfway between C and each leaf).
    for leaf in [four, six] {
        let (p, q) = (
            h.state().node_on_screen(c).unwrap(),
            h.state().node_on_screen(leaf).unwrap(),
        );
        click_at(&mut h, p + (q - p) * 0.5);
        assert!(h.state().is_marked_pruned(leaf));
    }
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 6 right (100%)");
    assert!(h.query_by_label_contains("mistake at").is_none());
    // Unmark 6 by clicking its edge again: after Check it is ringed on the tree, explained.
    let (p, q) = (
        h.state().node_on_screen(c).unwrap(),
        h.state().node_on_screen(six).unwrap(),
    );
    click_at(&mut h, p + (q - p) * 0.5);
    assert!(!h.state().is_marked_pruned(six));
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 5 / 6 right");
    h.get_by_label("mistake at 6: expected pruned");
}

#[test]
fn practice_random_trees_with_min_root_solution_scores_100() {
    for seed in 1..6 {
        let mut p = PracticeView::default();
        p.random.options.seed = seed;
        p.random.options.depth = 3;
        p.random.min_root = seed % 2 == 1;
        p.new_random_tree();
        let trace = p.trace().clone();
        assert!(
            gametree_teach::titles::trace_title(&trace).contains("random tree"),
            "{}",
            gametree_teach::titles::trace_title(&trace)
        );
        let root = trace.iterations[0].root;
        let min_root = trace.node(root).player == Player::Min;
        assert_eq!(min_root, seed % 2 == 1);
        // The tree the view searched, read back from its scenario text via the title seed.
        let spec = gametree_engine::game::random_tree::random_tree(&p.random.options).unwrap();
        let mut h = harness(p, |ui, p| {
            p.ui(ui, Current::default());
        });
        h.run();
        h.get_by_label("Show solution").click();
        h.run();
        h.get_by_label("Check").click();
        h.run();
        let r = h.state().report().unwrap();
        assert!(r.is_perfect(), "seed {seed}: {}", r.score_text());
        h.get_by_label_contains("(100%)");
        // The root's answer is the exact minimax value of the tree.
        let (answers, problem) = h.state().answers();
        assert_eq!(problem, None);
        assert_eq!(
            answers.values[&root],
            Claim {
                value: minimax(&spec, 0, !min_root),
                bound: Bound::Exact
            },
            "seed {seed}"
        );
    }
}

/// No view's `Default` runs a search: practice records its first tree (AIMA figure 5.2) when
/// it is first drawn, not when the toolkit makes it.
#[test]
fn practice_records_its_first_search_when_first_drawn() {
    let p = PracticeView::default();
    assert!(!p.has_started());
    let mut h = harness(p, |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    assert!(h.state().has_started());
    h.get_by_label("value of A");
    h.get_by_label("Practice: tree AIMA figure 5.2 — alpha-beta");
}

/// Issue 36, item 8: clicking B opens its value box beside B with the keyboard, so typing 3
/// and Enter answers B (the table shows it too), and Enter closes the box.
#[test]
fn practice_value_box_opens_at_the_node_with_the_keyboard() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    let b = h.state().node_named("B").unwrap();
    let at = h.state().node_on_screen(b).unwrap();
    click_at(&mut h, at);
    h.run();
    let field = h.get_by_label("tree value of B");
    assert!(field.is_focused(), "the box has the keyboard");
    let r = field.rect();
    assert!(
        r.center().distance(at) < 200.0 && (r.center().y - at.y).abs() < 30.0,
        "the box {r:?} is beside B at {at:?}"
    );
    h.event(egui::Event::Text("3".into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.get_by_label("value of B").value().as_deref(), Some("3"));
    assert_eq!(h.state().chosen(), None, "Enter closes the box");
    assert!(h.query_by_label("tree value of B").is_none());
}

/// A whole game is too big to practise: practice says so at once, from a search stopped at
/// its budget (full tic-tac-toe by minimax visits 549,946 nodes; practice stops at 100,000),
/// and keeps the round it had; a small search still starts a round.
#[test]
fn practice_refuses_a_whole_game_without_searching_it_to_the_end() {
    use gametree_app::toolkit::practice::PRACTICE_SEARCH_NODES;
    use gametree_engine::scenario::{GameChoice, Scenario};
    use gametree_engine::search::{Algorithm, SearchConfig};
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    let whole_game = Scenario {
        game: GameChoice::TicTacToe {
            position: ".........".into(),
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let words = format!(
        "this search visits more than {}",
        gametree_engine::compare::group(PRACTICE_SEARCH_NODES)
    );
    h.state_mut().set_scenario(whole_game);
    h.run();
    h.get_by_label_contains(&words);
    h.get_by_label_contains("nodes; practice takes up to 400");
    h.get_by_label("Practice: tree AIMA figure 5.2 — alpha-beta");
    let small = Scenario {
        game: GameChoice::TicTacToe {
            position: "XO.XO....".into(),
        },
        ..Scenario::default()
    };
    h.state_mut().set_scenario(small);
    h.run();
    assert!(h.query_by_label_contains("practice takes up to").is_none());
    assert!(
        h.query_by_label("Practice: tree AIMA figure 5.2 — alpha-beta")
            .is_none()
    );
}
