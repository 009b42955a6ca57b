//! Predict mode driven through the app on AIMA figure 5.2, answers worked out by hand: Q turns
//! it on, → stops before each backup and each finished inner node and asks; a right answer
//! scores and takes the step, a wrong one is explained with the cutoff's numbers.

use crate::support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_engine::scenario::Scenario;

fn step(h: &Harness<'_, App>) -> usize {
    h.state().loaded.as_ref().unwrap().playback.step()
}

/// Presses → until a question is up (at most 20 times).
fn to_question(h: &mut Harness<'_, App>) -> String {
    for _ in 0..20 {
        let p = h.state().loaded.as_ref().unwrap().predict.as_ref().unwrap();
        if let Some(q) = &p.question {
            return q.prompt.clone();
        }
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(1);
    }
    panic!("no question came up");
}

fn answer(h: &mut Harness<'_, App>, text: &str, cut: Option<&str>) {
    h.get_by_label("your answer").click();
    h.run_steps(2);
    h.get_by_label("your answer").type_text(text);
    h.run_steps(1);
    if let Some(c) = cut {
        h.get_by_label(c).click();
        h.run_steps(1);
    }
    h.get_by_label("Check").click();
    h.run_steps(2);
}

#[test]
fn predict_mode_on_aima_by_hand() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press(egui::Key::Q);
    h.run_steps(2);
    // Enter A, B and leaf 3, its value, its exit: → then stops before the backup into B.
    let q = to_question(&mut h);
    assert_eq!(step(&h), 5);
    assert!(
        q.starts_with("MIN node B gets 3 from leaf 3 under B. What is its β now"),
        "{q}"
    );
    h.get_by_label_contains("MIN node B gets 3");
    answer(&mut h, "3", Some("no cutoff"));
    assert_eq!(step(&h), 6, "Check takes the step");
    h.get_by_label_contains("score 1 / 1 right");
    // B gets 12 and 8: β stays 3; B is done with exactly 3; A's α rises to 3.
    for (starts, text, cut) in [
        ("MIN node B gets 12 from leaf 12", "3", Some("no cutoff")),
        ("MIN node B gets 8", "3", Some("no cutoff")),
        ("MIN node B has no more children", "3", None),
        (
            "The root A (MAX) gets 3 from MIN node B. What is its α now",
            "3",
            Some("no cutoff"),
        ),
    ] {
        let q = to_question(&mut h);
        assert!(q.starts_with(starts), "{q}");
        answer(&mut h, text, cut);
    }
    h.get_by_label_contains("score 5 / 5 right");
    // C's first leaf 2 brings β down to 2 ≤ α = 3: C cuts off. Saying it does not is wrong,
    // and the verdict gives the cutoff's numbers.
    let q = to_question(&mut h);
    assert!(
        q.starts_with("MIN node C gets 2 from leaf 2 under C. What is its β now"),
        "{q}"
    );
    answer(&mut h, "2", Some("no cutoff"));
    h.get_by_label_contains("score 5 / 6 right");
    let p = h.state().loaded.as_ref().unwrap().predict.clone().unwrap();
    let v = p.verdict.unwrap();
    assert!(!v.right);
    assert!(
        v.text.contains("it does cut off") && v.text.contains("Cutoff at MIN node C"),
        "{}",
        v.text
    );
    // A number that cannot be read is not graded: it says what to write.
    let _ = to_question(&mut h);
    answer(&mut h, "two", None);
    h.get_by_label_contains("is not a value");
    h.get_by_label_contains("score 5 / 6 right");
}

/// Predict mode under expectiminimax, on AIMA figure 5.11's layers (MAX, chance, MIN), worked
/// by hand: MIN takes 2 of (2, 4) and 4 of (7, 4); the chance node A is ½ × 2 + ½ × 4 = 3.
#[test]
fn predict_mode_asks_a_chance_node_s_expectation() {
    use gametree_engine::scenario::{GameChoice, TreeSource};
    use gametree_engine::search::{Algorithm, SearchConfig};
    let layers = r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#;
    let scenario = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "layers".into(),
                json: layers.into(),
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm: Algorithm::Expectiminimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(scenario));
    h.run_steps(2);
    h.key_press(egui::Key::Q);
    h.run_steps(2);
    for (asks, answer_text) in [
        ("MIN node D is done: which value does MIN take?", "2"),
        ("MIN node E is done: which value does MIN take?", "4"),
        ("Chance node B is done: what is its expected value?", "3"),
    ] {
        let q = to_question(&mut h);
        assert!(q.starts_with(asks), "{q}");
        answer(&mut h, answer_text, None);
    }
    h.get_by_label_contains("score 3 / 3 right");
    // A wrong expectation is marked wrong: F is 6 and 0's MIN, 0; G is MIN of 5 and 2, 2; C is
    // ½ × 0 + ½ × 2 = 1, not 2.
    for answer_text in ["0", "2", "2"] {
        to_question(&mut h);
        answer(&mut h, answer_text, None);
    }
    h.get_by_label_contains("score 5 / 6 right");
}

#[test]
fn predict_question_stands_apart_from_the_last_step_and_moves_nothing() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press(egui::Key::Q);
    h.run_steps(2);
    // Before any question: where the panel starts, and the heading over the narration.
    let top_before = h.get_by_label("Predict").rect().top();
    let last_before = h.get_by_label("Last step").rect().top();
    let q = to_question(&mut h);
    h.run_steps(2);
    // The question comes up under "Your turn", above the "Last step" heading, and the
    // narration's sentence comes after that heading: it cannot read as the answer.
    let turn = h.get_by_label("Your turn:").rect();
    let prompt = h.get_by_label(q.as_str()).rect();
    let last = h.get_by_label("Last step").rect();
    let sentence = h.get_by_label_contains("Leaf 3 under B is done").rect();
    assert!(turn.top() <= prompt.center().y && prompt.bottom() < last.top());
    assert!(last.bottom() <= sentence.top(), "{last:?} {sentence:?}");
    // The panel keeps its height: nothing above or below it moved.
    assert_eq!(h.get_by_label("Predict").rect().top(), top_before);
    assert_eq!(last.top(), last_before);
}
