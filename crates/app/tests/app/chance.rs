//! Chance and sampling on the one canvas, through egui_kittest: a chance tree opened in the app
//! is searched by expectiminimax in the stepper (minimax has no rule for a throw), steps with
//! every weighted average explained; MCTS steps phase by phase with its UCB numbers, compares
//! itself with the exact value beside the canvas, and fits its whole tree in the canvas; the
//! dice race is played and its "Show why" opens in the stepper.

use super::support::{harness, settle};
use egui_kittest::kittest::{NodeT, Queryable};
use gametree_app::App;
use gametree_app::mcts_panel::McPanel;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::editor::TreeEditor;
use gametree_app::toolkit::play_view::PlayView;
use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{GameChoice, Key, Scenario, TreeSource};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{EventKind, NodeId};

/// AIMA figure 5.11's layering: MAX, chance, MIN.
const LAYERS: &str =
    r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#;
/// A safe choice against a gamble.
const GAMBLE: &str =
    r#"[{"label":"safe","children":[4,5]},{"label":"gamble","chance":[[0.5,[8,9]],[0.5,[1,2]]]}]"#;

fn chance_tree(algorithm: Algorithm) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "mine".into(),
                json: LAYERS.into(),
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm,
            mcts: MctsOptions {
                iterations: 1000,
                exploration: 4.0,
                ..MctsOptions::default()
            },
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

#[test]
fn a_chance_tree_is_searched_by_expectiminimax_in_the_stepper_with_its_averages() {
    // Asked of alpha-beta (the default), the chance tree goes to expectiminimax.
    let mut h = harness(App::new(chance_tree(Algorithm::AlphaBeta)));
    settle(&mut h);
    assert!(!h.state().toolkit.is_open(), "the stepper shows it");
    assert!(
        h.state().scenario.error.is_none(),
        "no minimax refusal: {:?}",
        h.state().scenario.error
    );
    let trace = h.state().loaded.as_ref().expect("searched").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Expectiminimax);
    assert_eq!(trace.outcome.root_value.as_f64(), 3.0);
    h.key_press(egui::Key::ArrowRight);
    h.key_press(egui::Key::ArrowRight);
    h.run();
    // The second step enters a chance node, and the sentence shown says so.
    let line = gametree_teach::narrate(&h.state().loaded.as_ref().unwrap().playback);
    assert!(line.contains("chance node"), "{line}");
    h.get_by_label(&line);
    h.key_press(egui::Key::End);
    h.run();
    h.get_by_label_contains("MAX takes the largest child value, 3");
    // Every chance node's exit says its weighted average with its numbers, in the log.
    let mut said = Vec::new();
    let mut pb = gametree_engine::trace::Playback::new(trace);
    while pb.forward() {
        said.push(gametree_teach::narrate(&pb));
    }
    assert!(
        said.iter().any(|l| l.contains("½ × 2 + ½ × 4 = 3")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|l| l.contains("½ × 0 + ½ × 2 = 1")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .all(|l| l.starts_with(|c: char| !c.is_lowercase())),
        "{said:?}"
    );
}

#[test]
fn mcts_steps_by_phase_in_the_stepper_and_compares_with_the_exact_value() {
    let mut h = harness(App::new(chance_tree(Algorithm::Mcts)));
    settle(&mut h);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.event_count(), 4000, "four phases per iteration");
    // Iteration 20 (the tree is fully grown by then): selection explains UCB with numbers.
    h.state_mut()
        .loaded
        .as_mut()
        .unwrap()
        .playback
        .seek(19 * 4 + 1);
    h.run();
    assert!(
        h.query_all_by_label_contains("Iteration 20")
            .next()
            .is_some()
    );
    assert!(h.query_all_by_label_contains("UCB = ").next().is_some());
    h.state_mut()
        .loaded
        .as_mut()
        .unwrap()
        .playback
        .seek(19 * 4 + 4);
    h.run();
    assert!(
        h.query_all_by_label_contains("Backpropagation")
            .next()
            .is_some()
    );
    // The comparison beside the canvas, once worked out.
    for _ in 0..600 {
        h.step();
        let mcts: &McPanel = h.state().stepper_panels.get();
        if mcts.shown.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run();
    let mcts: &McPanel = h.state().stepper_panels.get();
    let shown = mcts.shown.as_ref().unwrap();
    let exact = shown
        .exact
        .as_ref()
        .expect("a small tree is solved exactly");
    assert_eq!(exact.estimate, 3.0);
    assert_eq!(
        shown
            .checkpoints
            .iter()
            .map(|c| c.iterations)
            .collect::<Vec<_>>(),
        [100, 1_000]
    );
    assert!(h.query_all_by_label_contains("exact").next().is_some());
    // → moves one phase; Home and End go to the ends.
    let before = h.state().loaded.as_ref().unwrap().playback.step();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(
        h.state().loaded.as_ref().unwrap().playback.step(),
        before + 1
    );
}

#[test]
fn fit_keeps_the_whole_mcts_tree_of_1000_iterations_inside_the_canvas() {
    let dice = Scenario {
        game: GameChoice::Dice { target: 6 },
        config: SearchConfig {
            algorithm: Algorithm::Mcts,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let mut h = harness(App::new(dice));
    settle(&mut h);
    h.key_press(egui::Key::End);
    h.key_press(egui::Key::F);
    h.run_steps(3);
    let scene = h.state().last_scene.clone().expect("drawn");
    assert!(!scene.hits.is_empty());
    for (id, b) in &scene.hits {
        assert!(
            b[0] >= -1.0
                && b[1] >= -1.0
                && b[2] <= scene.size[0] + 1.0
                && b[3] <= scene.size[1] + 1.0,
            "{id:?} at {b:?} outside {:?}",
            scene.size
        );
    }
    let root = scene.hits.iter().any(|(id, _)| *id == NodeId::new(0));
    assert!(root, "the root is drawn");
}

#[test]
fn the_editor_sends_a_chance_tree_to_the_stepper() {
    let mut h = harness(App::new(Scenario::default()));
    settle(&mut h);
    h.state_mut()
        .toolkit
        .mode_mut::<TreeEditor>()
        .set_text(GAMBLE);
    h.key_press(egui::Key::F2);
    h.run_steps(3);
    h.get_by_label_contains("A tree with chance nodes");
    // Practice has no rule for chance nodes: its button is greyed out.
    assert!(
        h.get_by_label("Practice on this tree")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("Search this tree").click();
    settle(&mut h);
    assert!(!h.state().toolkit.is_open());
    let t = h.state().loaded.as_ref().unwrap().trace().clone();
    // safe = min(4, 5) = 4; gamble = ½·min(8, 9) + ½·min(1, 2) = 4.5.
    assert_eq!(t.outcome.root_value.as_f64(), 4.5);
    assert!(
        t.events()
            .any(|e| e.kind == EventKind::Exit && t.is_chance(e.node))
    );
}

/// P(the player to move wins) at each counter of a race to `target`, and whether stepping is
/// at least as good as rolling there (the race's own recurrence).
fn race(target: usize) -> Vec<(f64, bool)> {
    let mut win = vec![0.0f64; target + 7];
    let mut out = vec![(0.0, false); target];
    for c in (0..target).rev() {
        let after = |n: usize| if n >= target { 1.0 } else { 1.0 - win[n] };
        let step = after(c + 1);
        let roll = (1..=6).map(|k| after(c + k)).sum::<f64>() / 6.0;
        win[c] = step.max(roll);
        out[c] = (win[c], step >= roll);
    }
    out
}

#[test]
fn the_computer_plays_the_dice_race_by_its_exact_values() {
    use gametree_app::toolkit::dice_play::{DiceLog, DicePlay};
    let truth = race(8);
    for seed in 0..20u64 {
        let mut d = DicePlay::new(8, seed % 2 == 0, seed);
        let mut counter = 0u32;
        let mut k = 0;
        while d.winner().is_none() {
            // The learner alternates; the computer answers inside `play`.
            let _ = d.play(seed % 3 == k % 3);
            k += 1;
        }
        // Replay the log: each computer choice is the better one at its counter (ties step).
        for entry in d.log() {
            let face = match entry {
                DiceLog::You(f) => *f,
                DiceLog::Computer(f, step, roll) => {
                    let (_, steps) = truth[counter as usize];
                    assert_eq!(f.is_none(), steps, "seed {seed}: at {counter}");
                    // Its expected values agree with the recurrence: 2·P − 1 for MAX.
                    let best = if d.computer() == gametree_engine::game::Player::Max {
                        step.max(*roll)
                    } else {
                        -step.min(*roll)
                    };
                    assert!((best - (2.0 * truth[counter as usize].0 - 1.0)).abs() < 1e-9);
                    *f
                }
            };
            counter += face.unwrap_or(1);
        }
        assert!(counter >= 8);
    }
}

#[test]
fn the_dice_race_is_played_by_clicking_and_show_why_searches_the_choice() {
    use gametree_app::mode::Request;
    use gametree_app::toolkit::play_view::GameKind;
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(
            |ui, (v, sent): &mut (PlayView, Vec<Request>)| {
                sent.extend(v.ui(ui, Current::default()));
            },
            (PlayView::default(), Vec::new()),
        );
    h.run();
    h.get_by_label("Dice race").click();
    h.run();
    h.get_by_label("New game").click();
    h.run();
    assert_eq!(h.state().0.game, GameKind::Dice);
    h.get_by_label("Roll the die (+1 to +6)").click();
    h.run();
    h.get_by_label_contains("You: roll, the die shows");
    h.get_by_label_contains("Computer: ");
    assert!(h.state().0.dice.counter() >= 2);
    // "Show why" sends the computer's decision to be searched by expectiminimax.
    h.get_by_label("Show why").click();
    h.run();
    let [Request::Search(s)] = h.state().1.as_slice() else {
        panic!("one search asked for")
    };
    assert_eq!(s.config.algorithm, Algorithm::Expectiminimax);
    let ex = s.record(None).expect("searched");
    use gametree_app::toolkit::dice_play::DiceLog;
    let Some(&DiceLog::Computer(_, step, roll)) = h
        .state()
        .0
        .dice
        .log()
        .iter()
        .rev()
        .find(|l| matches!(l, DiceLog::Computer(..)))
    else {
        panic!("the computer moved")
    };
    // The searched position is the one the computer chose in: its two choices are worth what
    // the move list said.
    let kids = ex.children(NodeId::new(0));
    let values = &ex.chance.as_ref().unwrap().values;
    let v = |i: usize| values.get(kids[i]).unwrap();
    assert_eq!((v(0), v(1)), (step, roll));
}

/// The scenario panel offers all six searches: a chance example opens under expectiminimax with
/// the minimax family greyed out (it has no rule for a throw), and MCTS with its own options
/// runs from the panel.
#[test]
fn the_scenario_panel_offers_expectiminimax_and_mcts() {
    let mut h = harness(App::new(Scenario::default()));
    settle(&mut h);
    h.get_by_label("Examples").click();
    h.run_steps(2);
    h.get_by_label("a sure thing or a gamble").click();
    h.run_steps(1);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().expect("loaded").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Expectiminimax);
    // safe = min(4, 5) = 4; gamble = ½·min(8, 9) + ½·min(1, 2) = 4.5.
    assert_eq!(trace.outcome.root_value.as_f64(), 4.5);
    assert!(h.get_by_label("Alpha-beta").accesskit_node().is_disabled());
    assert!(
        !h.get_by_label("Expectiminimax")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("MCTS (UCT)").click();
    h.run_steps(2);
    let iterations = h.get_by_label("iterations");
    assert!(iterations.value().is_some(), "MCTS shows its iterations");
    h.state_mut()
        .scenario
        .search
        .set(Key::Iterations, Value::Whole(400));
    h.get_by_label("▶ Run").click();
    h.run_steps(1);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().expect("loaded").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Mcts);
    assert_eq!(trace.outcome.stats.mcts_iterations, 400);
    // The most visited move is the gamble, whose expectation 4.5 beats the safe 4.
    assert_eq!(trace.outcome.best_move.as_deref(), Some("gamble"));
}

/// F7, where the chance view was, opens the stepper on a search of chance: MCTS on a game
/// without chance nodes, expectiminimax on one with them.
#[test]
fn f7_steps_the_scenario_under_mcts_or_expectiminimax() {
    let mut h = harness(App::new(Scenario::default()));
    settle(&mut h);
    h.key_press(egui::Key::F2);
    h.run_steps(2);
    h.key_press(egui::Key::F7);
    h.run_steps(1);
    settle(&mut h);
    assert!(!h.state().toolkit.is_open(), "the stepper shows it");
    let trace = h.state().loaded.as_ref().expect("loaded").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Mcts);
    let mut h = harness(App::new(Scenario {
        game: GameChoice::Dice { target: 4 },
        ..Scenario::default()
    }));
    settle(&mut h);
    h.key_press(egui::Key::F7);
    h.run_steps(1);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().expect("loaded").trace().clone();
    assert_eq!(trace.config.algorithm, Algorithm::Expectiminimax);
}

/// Issue 43, item 14: in the inspector's narrow column at 1280 × 720 each checkpoint of the
/// MCTS comparison is one line (an exact best move marked "(best)", said once under the table,
/// not "(an exact best move)" wrapped over four lines), and the plot and its key are in view
/// without scrolling.
#[test]
fn the_mcts_comparison_fits_the_inspector_at_1280_by_720() {
    let mut h = super::support::open_sized("#game=dice&target=6&algo=mcts", [1280.0, 720.0]);
    if h.state().drawn.inspector.is_none() {
        h.key_press(egui::Key::I);
        h.run_steps(3);
    }
    assert!(h.state().drawn.inspector.is_some(), "the inspector shows");
    for _ in 0..600 {
        h.step();
        let mcts: &McPanel = h.state().stepper_panels.get();
        if mcts.shown.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run_steps(3);
    let line = h.get_by_label("off by").rect().height();
    let rows: Vec<egui::Rect> = h
        .query_all_by_label_contains("(best)")
        .map(|n| n.rect())
        .filter(|r| r.height() < 100.0)
        .collect();
    assert!(rows.len() >= 2, "the checkpoints' moves: {rows:?}");
    for r in &rows {
        assert!(
            r.height() <= line * 1.5,
            "a row over {} lines: {r:?}",
            r.height() / line
        );
    }
    let key = h.get_by_label("exact value").rect();
    assert!(
        key.bottom() <= 720.0,
        "the plot's key is below the fold: {key:?}"
    );
}
