//! The chance view through egui_kittest: a chance tree opened in the app goes to it (minimax
//! has no trace of it), expectiminimax steps with every weighted average explained, MCTS steps
//! phase by phase with its UCB numbers and compares itself with the exact value, and a link
//! opens the dice race there.

use super::support::harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gametree_app::App;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::chance_view::{ChanceView, EXAMPLES, Method, Run, Source};
use gametree_app::toolkit::editor::TreeEditor;
use gametree_app::toolkit::play_view::PlayView;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};

/// Runs frames until the chance view has a result (or a generous limit passes).
fn settle_chance(h: &mut egui_kittest::Harness<'_, App>) {
    for _ in 0..600 {
        h.step();
        let v = &h.state().toolkit.mode::<ChanceView>();
        if !v.busy() && (v.run().is_some() || v.error.is_some()) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the chance view did not finish");
}

fn chance_tree() -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "mine".into(),
                json: EXAMPLES[0].1.into(),
            },
            min_root: false,
        },
        ..Scenario::default()
    }
}

#[test]
fn a_chance_tree_opens_in_the_chance_view_and_steps_with_its_averages() {
    let mut h = harness(App::new(chance_tree()));
    settle_chance(&mut h);
    assert!(h.state().toolkit.is_shown::<ChanceView>());
    assert_eq!(
        h.state().scenario.error,
        None,
        "no minimax error in the panel"
    );
    let v = &h.state().toolkit.mode::<ChanceView>();
    assert_eq!(v.source, Source::Given);
    let Some(Run::Ex(t)) = v.run() else {
        panic!("expectiminimax first")
    };
    assert_eq!(t.record.root_value(), 3.0);
    // The keys step; the narration follows.
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.get_by_label_contains("a chance node");
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(h.state().toolkit.mode::<ChanceView>().step, 2);
    h.key_press(egui::Key::End);
    h.run();
    h.get_by_label_contains("MAX takes the largest child value, 3");
    // Every chance node's exit says its weighted average with its numbers.
    let mut v = ChanceView::default();
    (v.given, v.source) = (Some(chance_tree()), Source::Given);
    v.run_now();
    let said: Vec<String> = (0..v.len())
        .flat_map(|k| {
            v.seek(k);
            v.narration()
        })
        .collect();
    assert!(
        said.iter().any(|l| l.contains("½ × 2 + ½ × 4 = 3")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|l| l.contains("½ × 0 + ½ × 2 = 1")),
        "{said:?}"
    );
}

#[test]
fn mcts_steps_by_phase_and_compares_with_the_exact_value() {
    let mut v = ChanceView::default();
    v.method = Method::Mcts;
    v.mcts.iterations = 10_000;
    v.mcts.exploration = 4.0;
    v.run_now();
    let Some(Run::Mcts(m)) = v.run() else {
        panic!("an MCTS run")
    };
    let exact = m.exact.as_ref().expect("a small tree is solved exactly");
    assert_eq!(exact.estimate, 3.0);
    let rows: Vec<usize> = m.checkpoints.iter().map(|c| c.iterations).collect();
    assert_eq!(rows, [100, 1_000, 10_000]);
    let last = &m.checkpoints[2];
    assert_eq!(Some(&last.best), exact.best.as_ref());
    assert!((last.estimate - 3.0).abs() < (m.checkpoints[0].estimate - 3.0).abs() + 1e-9);
    assert_eq!(v.len(), 40_000, "four phases per iteration");
    // Iteration 20 (the tree is fully grown by then): selection explains UCB with numbers.
    v.seek(19 * 4);
    let words = v.narration().join("\n");
    assert!(words.contains("Iteration 20"), "{words}");
    assert!(words.contains("UCB = "), "{words}");
    v.seek(19 * 4 + 3);
    assert!(v.narration().join(" ").contains("Backpropagation"));
    // Save picture: the step as a light slide, SVG or PNG by the name.
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("step.svg");
    v.save_picture_as(svg.to_str().unwrap());
    assert!(
        matches!(v.save_message, Some(Ok(_))),
        "{:?}",
        v.save_message
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.contains("N 20") && text.contains("stroke-dasharray"),
        "N and the playout"
    );
    v.save_picture_as(dir.path().join("step.gif").to_str().unwrap());
    assert!(
        matches!(v.save_message, Some(Err(_))),
        "a .gif is refused in place"
    );
    // In the window: PageDown moves one whole iteration.
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(
            |ui, v: &mut ChanceView| {
                v.ui(ui, Current::default());
            },
            v,
        );
    h.run();
    let before = h.state().step;
    h.key_press(egui::Key::PageDown);
    h.run();
    assert_eq!(h.state().step, before + 4);
    h.get_by_label("most visited move");
    h.get_by_label("exact value");
}

#[test]
fn a_link_opens_the_dice_race_in_the_chance_view() {
    let mut h = harness(App::from_link(
        "#game=dice&target=3&mode=chance",
        gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default()),
    ));
    settle_chance(&mut h);
    assert!(h.state().toolkit.is_shown::<ChanceView>());
    let Some(Run::Ex(t)) = h.state().toolkit.mode::<ChanceView>().run() else {
        panic!("expectiminimax of the race")
    };
    // Race to 3 by its own recurrence: P(win at c) = max(step, roll), the roll averaging the
    // six faces; the expectiminimax value is 2·P − 1.
    let mut win = [0.0f64; 10];
    for c in (0..3).rev() {
        let after = |n: usize| if n >= 3 { 1.0 } else { 1.0 - win[n] };
        win[c] = after(c + 1).max((1..=6).map(|k| after(c + k)).sum::<f64>() / 6.0);
    }
    assert!((t.record.root_value() - (2.0 * win[0] - 1.0)).abs() < 1e-9);
    // A link to Play the race stays in Play (the stepper has nothing to search).
    let mut play = harness(App::from_link(
        "#game=dice&target=5&mode=play",
        gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default()),
    ));
    play.run_steps(5);
    assert!(play.state().toolkit.is_shown::<PlayView>());
    assert_eq!(play.state().toolkit.mode::<PlayView>().dice.target, 5);
    let game = play.state().toolkit.mode::<PlayView>().game;
    assert_eq!(game, gametree_engine::scenario::GameKind::Dice);
    // The facts the browser test reads.
    let status = h.state().status();
    assert_eq!(status["mode"], "chance");
    assert_eq!(status["chance"]["method"], "expectiminimax");
    assert!((status["chance"]["value"].as_f64().unwrap() - t.record.root_value()).abs() < 1e-12);
}

/// Issue 23, robustness item 12: a link to Play a race longer than Play plays (`target=20`,
/// Play takes 1 to 12) races to 12 and says so, instead of silently playing to 12.
#[test]
fn a_link_to_play_a_longer_race_says_it_plays_to_twelve() {
    let mut play = harness(App::from_link(
        "#game=dice&target=20&mode=play",
        gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default()),
    ));
    play.run_steps(5);
    assert!(play.state().toolkit.is_shown::<PlayView>());
    let dice = &play.state().toolkit.mode::<PlayView>().dice;
    assert_eq!((dice.target, dice.capped()), (12, Some(20)));
    play.get_by_label_contains("asked for a race to 20; Play races to at most 12");
    // A race Play can play says nothing of the kind.
    let mut short = harness(App::from_link(
        "#game=dice&target=9&mode=play",
        gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default()),
    ));
    short.run_steps(5);
    let dice = &short.state().toolkit.mode::<PlayView>().dice;
    assert_eq!((dice.target, dice.capped()), (9, None));
    assert!(
        short
            .query_by_label_contains("Play races to at most")
            .is_none()
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
fn the_dice_race_is_played_by_clicking() {
    use gametree_app::mode::Request;
    use gametree_app::toolkit::play_view::PlayView;
    use gametree_engine::scenario::GameKind;
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
    // "Show why" sends the computer's decision to be searched (the app opens it in Chance).
    h.get_by_label("Show why").click();
    h.run();
    let [Request::Search(s)] = h.state().1.as_slice() else {
        panic!("one search asked for")
    };
    let game = s.game().expect("the position");
    assert!(game.has_chance());
    let ex = s.expectiminimax(None).expect("searched");
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
    let kids = ex.record.children(0);
    let v = |i: usize| ex.record.nodes[kids[i] as usize].value.unwrap();
    assert_eq!((v(0), v(1)), (step, roll));
}

#[test]
fn the_editor_draws_a_chance_tree_and_sends_it_to_the_chance_view() {
    let mut h = harness(App::new(Scenario::default()));
    super::support::settle(&mut h);
    h.state_mut()
        .toolkit
        .mode_mut::<TreeEditor>()
        .set_text(EXAMPLES[1].1);
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
    settle_chance(&mut h);
    assert!(h.state().toolkit.is_shown::<ChanceView>());
    let Some(Run::Ex(t)) = h.state().toolkit.mode::<ChanceView>().run() else {
        panic!("expectiminimax of the edited tree")
    };
    // safe = min(4, 5) = 4; gamble = ½·min(8, 9) + ½·min(1, 2) = 4.5.
    assert_eq!(t.record.root_value(), 4.5);
}

#[test]
fn copy_link_in_the_chance_view_opens_the_same_search() {
    let mut h = harness(App::from_link(
        "#game=dice&target=3&algo=mcts&iterations=400&seed=5&exploration=2&step=9",
        gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default()),
    ));
    settle_chance(&mut h);
    let link = h.state().current_link().expect("a link");
    let back = gametree_engine::link::parse(&link, &gametree_app::toolkit::link_names())
        .expect("the link reads back");
    assert_eq!(
        back.chance,
        Some(gametree_engine::scenario::ChanceSearch::Mcts {
            iterations: 400,
            seed: 5,
            exploration: 2.0
        }),
        "{link}"
    );
    assert_eq!(
        back.step,
        Some(gametree_engine::link::Step::At(9)),
        "{link}"
    );
}
