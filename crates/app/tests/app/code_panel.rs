//! The Code panel (issue 27): C shows it beside the tree, the listing of the search that ran
//! with the line the step runs lit; the listing's language is chosen by its tab.

use super::support::{harness, settle};
use egui::Key;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::code_lines::Line;
use gametree_teach::listings::CodeLang;

#[test]
fn c_shows_the_code_with_the_cutoff_lit_at_aima_step_22() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    // A textbook tree in a window this wide opens with its code beside it.
    assert!(h.state().drawn.code.is_some(), "on for the textbook tree");
    h.key_press(Key::C);
    settle(&mut h);
    assert!(h.state().drawn.code.is_none(), "C hides it");
    h.state_mut().loaded.as_mut().unwrap().playback.seek(22);
    h.key_press(Key::C);
    settle(&mut h);
    let shown = h.state().drawn.code.expect("C shows the Code panel");
    let canvas = h.state().drawn.canvas.expect("the tree is drawn");
    assert!(
        !shown.intersects(canvas.shrink(1.0)),
        "beside the tree, not over it"
    );
    // Step 22 is C's cutoff: the `break` of the one-function pseudocode.
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let running = h
        .state_mut()
        .code_mut()
        .running(&trace, 22)
        .expect("a line runs");
    assert_eq!(running.lines, [Line::Cut]);
    h.get_by_label_contains("break");
    // AIMA's listing: the cut is MIN-VALUE's `if v ≤ α then return v`.
    h.get_by_label("AIMA").click();
    settle(&mut h);
    assert_eq!(h.state().code().lang, CodeLang::Aima);
    h.get_by_label_contains("if v ≤ α then return v");
    h.key_press(Key::C);
    settle(&mut h);
    assert!(h.state().drawn.code.is_none(), "C hides it again");
}

#[test]
fn a_link_with_code_opens_the_panel_and_copy_link_keeps_it() {
    let names = gametree_app::toolkit::link_names();
    let link = gametree_engine::link::parse(
        "#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22&code=python",
        &names,
    )
    .expect("the link reads");
    assert_eq!(link.code.as_deref(), Some("python"));
    let mut app = App::new(Scenario::default());
    app.open_link(link);
    let mut h = harness(app);
    settle(&mut h);
    assert_eq!(h.state().code().lang, CodeLang::Python);
    assert!(
        h.state().drawn.code.is_some(),
        "the link shows the Code panel"
    );
    h.get_by_label_contains("if alpha >= beta:");
    let copied = h.state().current_link().expect("a link");
    assert!(copied.contains("code=python"), "{copied}");
    let err = gametree_engine::link::parse("#code=cobol", &names).expect_err("refused");
    assert!(format!("{err:?}").contains("Code"), "{err:?}");
}

/// The names links take are the listings teach has, one for one.
#[test]
fn the_links_code_names_are_the_listings() {
    let names: Vec<&str> = CodeLang::ALL.iter().map(|c| c.code()).collect();
    assert_eq!(names, gametree_engine::link::CODE_LISTINGS);
}

/// The listing chosen is kept in the settings, and the next start opens with it.
#[test]
fn the_listing_chosen_is_remembered() {
    use gametree_app::toolkit::settings::{Settings, SettingsStore};
    let app = App::with_settings(
        Some(Scenario::default()),
        SettingsStore::in_memory(Settings::default()),
    );
    let mut h = harness(app);
    settle(&mut h);
    settle(&mut h);
    h.get_by_label("Rust").click();
    settle(&mut h);
    let kept = h.state().toolkit.settings.settings.clone();
    assert_eq!(kept.code.as_deref(), Some("rust"));
    let again = App::with_settings(Some(Scenario::default()), SettingsStore::in_memory(kept));
    assert_eq!(again.code().lang, CodeLang::Rust);
}

/// PHP (issue 34) everywhere the other listings are: its tab shows the static method with the
/// cutoff lit at AIMA's step 22, the settings keep it, and a `code=php` link opens it.
#[test]
fn php_is_a_tab_a_setting_and_a_link() {
    use gametree_app::toolkit::settings::{Settings, SettingsStore};
    let app = App::with_settings(
        Some(Scenario::default()),
        SettingsStore::in_memory(Settings::default()),
    );
    let mut h = harness(app);
    settle(&mut h);
    settle(&mut h);
    h.get_by_label("PHP").click();
    settle(&mut h);
    assert_eq!(h.state().code().lang, CodeLang::Php);
    h.get_by_label_contains("public static function alphabeta(");
    let kept = h.state().toolkit.settings.settings.clone();
    assert_eq!(kept.code.as_deref(), Some("php"));
    let again = App::with_settings(Some(Scenario::default()), SettingsStore::in_memory(kept));
    assert_eq!(again.code().lang, CodeLang::Php);
    let names = gametree_app::toolkit::link_names();
    let link =
        gametree_engine::link::parse("#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22&code=php", &names)
            .expect("the link reads");
    let mut app = App::new(Scenario::default());
    app.open_link(link);
    let mut h = harness(app);
    settle(&mut h);
    assert_eq!(h.state().code().lang, CodeLang::Php);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let running = h
        .state_mut()
        .code_mut()
        .running(&trace, 22)
        .expect("a line runs");
    assert_eq!(running.lines, [Line::Cut]);
    h.get_by_label_contains("if ($alpha >= $beta) {");
    assert!(
        h.state()
            .current_link()
            .expect("a link")
            .contains("code=php")
    );
}

/// A breakpoint on the pseudocode's `break`: Shift+→ from the start runs to AIMA's cutoff
/// (step 22), a click on the line's number sets and clears it, and Play stops there too.
#[test]
fn shift_right_and_play_run_to_a_breakpoint() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    settle(&mut h);
    // The line numbers are the margin: click 16, the `break`.
    h.get_by_label(" 16 ").click();
    h.run_steps(2);
    assert_eq!(
        h.state()
            .code()
            .breakpoints
            .iter()
            .copied()
            .collect::<Vec<_>>(),
        [15]
    );
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::ArrowRight);
    h.run_steps(2);
    let step =
        |h: &egui_kittest::Harness<'_, App>| h.state().loaded.as_ref().unwrap().playback.step();
    assert_eq!(step(&h), 22, "runs to the first time `break` runs");
    // Then to D's last child, 2: α ≥ β there too, and the loop breaks with nothing left to
    // prune (no cutoff is counted, but the code runs `break`); then to the end.
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(step(&h), 38);
    h.key_press_modifiers(egui::Modifiers::SHIFT, Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(step(&h), h.state().loaded.as_ref().unwrap().playback.len());
    // Play from the start stops at the breakpoint.
    h.key_press(Key::Home);
    h.run_steps(1);
    h.state_mut().loaded.as_mut().unwrap().transport.playing = true;
    for _ in 0..200 {
        h.step();
        if !h.state().loaded.as_ref().unwrap().transport.playing {
            break;
        }
    }
    assert_eq!(step(&h), 22);
}

/// The rule table lights the cell of the step: at AIMA's step 6 MIN node B takes 3 inside
/// (−∞, +∞) and lowers β; at step 21 MIN node C takes 2 ≤ α = 3: cut off.
#[test]
fn the_rule_table_lights_the_steps_cell() {
    use gametree_app::code_rule::{Zone, cell};
    use gametree_engine::game::Player;
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    let mut lit = |step: usize| {
        let loaded = h.state_mut().loaded.as_mut().unwrap();
        loaded.playback.seek(step);
        let trace = loaded.trace().clone();
        let running = h
            .state_mut()
            .code_mut()
            .running(&trace, step)
            .expect("lines");
        let loaded = h.state().loaded.as_ref().unwrap();
        cell(loaded, running.node, &running.lines)
    };
    assert_eq!(lit(6), Some((Player::Min, Zone::Inside)));
    assert_eq!(lit(21), Some((Player::Min, Zone::Low)));
    // The cutoff itself keeps the cell its value lit: MIN, v ≤ α, cut off (issue 36, item 4).
    assert_eq!(lit(22), Some((Player::Min, Zone::Low)));
}

/// Predict mode with the Code panel asks which line runs next: clicking a line grades it
/// against the recording and takes the search there.
#[test]
fn predict_asks_which_line_runs_next() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    h.key_press(Key::Q);
    settle(&mut h);
    h.get_by_label_contains("Which line runs next?");
    // Step 1 enters the root: the function's head runs first.
    h.get_by_label_contains("function alphabeta(node").click();
    h.run_steps(2);
    let step =
        |h: &egui_kittest::Harness<'_, App>| h.state().loaded.as_ref().unwrap().playback.step();
    assert_eq!(step(&h), 1);
    assert_eq!(h.state().code().line_score, (1, 1));
    // Step 2 enters B: the root's loop takes its first child (line 6), not the terminal test.
    h.get_by_label_contains("if node is terminal or depth = 0")
        .click();
    h.run_steps(2);
    assert_eq!(step(&h), 2);
    assert_eq!(h.state().code().line_score, (1, 2));
    assert_eq!(h.state().code().line_verdict, Some((5, 2)));
    h.get_by_label_contains("Not quite: line 6 runs next, not line 3.");
}

/// The texts "(α, β)" written on the canvas's edges.
fn edge_windows(h: &egui_kittest::Harness<'_, App>) -> Vec<String> {
    let scene = h.state().last_scene.clone().expect("the tree is drawn");
    let window = |t: &String| t.starts_with('(') && t.contains(", ") && !t.contains('=');
    scene.texts().into_iter().filter(window).collect()
}

#[test]
fn w_writes_the_window_passed_down_each_edge() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    // Step 21: C has just been entered below A, whose first child B returned 3: A passed
    // (3, +∞) down to C (AIMA figure 5.5, worked by hand).
    h.state_mut().loaded.as_mut().unwrap().playback.seek(21);
    settle(&mut h);
    assert!(edge_windows(&h).is_empty(), "off until asked for");
    h.key_press(Key::W);
    settle(&mut h);
    assert!(h.state().loaded.as_ref().unwrap().options.edge_windows);
    let shown = edge_windows(&h);
    assert!(shown.iter().any(|t| t == "(3, +∞)"), "{shown:?}");
    assert!(shown.iter().any(|t| t == "(-∞, 3)"), "{shown:?}");
    // The switch stands in the tree's View menu.
    h.get_by_label("View ▼").click();
    h.run_steps(2);
    h.get_by_label("windows on edges");
    h.key_press(Key::Escape);
    h.key_press(Key::W);
    settle(&mut h);
    assert!(edge_windows(&h).is_empty(), "W hides them again");
}

#[test]
fn mcts_variables_give_the_ucb_terms_of_the_selected_node() {
    let mcts = gametree_engine::link::parse("algo=mcts", &[])
        .unwrap()
        .scenario;
    let mut h = harness(App::loaded_now(mcts));
    settle(&mut h);
    // Iteration 20's selection step.
    h.state_mut()
        .loaded
        .as_mut()
        .unwrap()
        .playback
        .seek(19 * 4 + 1);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let running = h
        .state_mut()
        .code_mut()
        .running(&trace, 19 * 4 + 1)
        .expect("a line");
    assert_eq!(running.lines, [Line::Select]);
    h.get_by_label("UCB");
    h.get_by_label("c·√(ln N(parent) / N)");
    // The two terms shown, computed here from N and W/N as the recording has them after 19
    // iterations: W/N and C·√(ln N(parent) / N).
    let view = trace.mcts_view().unwrap();
    let node = running.node;
    let parent = trace.parent(node).expect("selection went below the root");
    let (n, _) = view.visits(node, 19);
    let (parent_n, _) = view.visits(parent, 19);
    assert!(n > 0);
    let options = &trace.config.mcts;
    let mean = view.mean(node, 19).unwrap();
    let explore = options.exploration * ((parent_n as f64).ln() / n as f64).sqrt();
    for term in [mean, explore] {
        let shown = gametree_engine::trace::show_real(term);
        // Marked as changed by this selection step.
        let found = h.query_all_by_label(&format!("{shown} ●")).next().is_some();
        assert!(found, "{shown} is shown");
    }
}

/// The Code panel opens by itself only for a tree in a window wide enough: a game's search is
/// big (bones), and at 1280×720 the tree needs the room; once the learner shows or hides it,
/// their choice stands for the next search.
#[test]
fn the_code_panel_opens_for_trees_in_wide_windows_only() {
    use gametree_engine::link;
    let bones = link::parse("game=bones&bones=5", &[]).unwrap().scenario;
    let mut h = harness(App::loaded_now(bones));
    settle(&mut h);
    assert!(h.state().drawn.code.is_none(), "closed for a game");
    let mut small = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(
            |ui, app: &mut App| app.ui(ui),
            App::loaded_now(Scenario::default()),
        );
    settle(&mut small);
    assert!(small.state().drawn.code.is_none(), "closed at 1280×720");
    // Shown by hand for the game, it stays for the tree searched next.
    h.key_press(Key::C);
    settle(&mut h);
    assert!(h.state().drawn.code.is_some());
    let tree = std::sync::Arc::new(Scenario::default().record(None).unwrap());
    h.state_mut().open_trace(tree);
    settle(&mut h);
    assert!(
        h.state().drawn.code.is_some(),
        "the learner's choice stands"
    );
}

/// The current call's trail: at AIMA's step 22 (C's cutoff) the call at C has run its head,
/// its leaf test, its best value's start, its loop, its backup and β's update, its cutoff test and now its `break`
/// (the single-function listing); it never ran `return value(node)`, a leaf's line.
#[test]
fn the_current_calls_lines_are_marked_in_the_margin() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    settle(&mut h);
    h.state_mut().loaded.as_mut().unwrap().playback.seek(22);
    settle(&mut h);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let c = h.state_mut().code_mut().running(&trace, 22).unwrap().node;
    let trail = h.state_mut().code_mut().frame_lines(&trace, c, 22);
    for l in [
        Line::Head,
        Line::Terminal,
        Line::Init,
        Line::Loop,
        Line::Backup,
        Line::Bound,
        Line::CutTest,
        Line::Cut,
    ] {
        assert!(trail.contains(&l), "{l:?} in {trail:?}");
    }
    assert!(!trail.contains(&Line::Evaluate), "{trail:?}");
    // Shown: line 3 (the leaf test) carries the bar, line 4 (`return value(node)`) does not.
    h.get_by_label("  3▎");
    h.get_by_label("  4 ");
}

/// The Code panel's variables at every step of the audited alpha-beta runs equal a replay of
/// the recording's events done here, as the code runs them (issue 36, item 4): a child enters
/// with its parent's window as it is then; a backup moves the parent's best and, at MAX α, at
/// MIN β; a leaf's call never moves its window. Nothing the step has not produced shows.
#[test]
fn the_variables_are_the_recordings_at_every_step() {
    use gametree_engine::search::{INF, NEG_INF};
    use gametree_engine::trace::{EventKind, show_value};
    use std::collections::HashMap;
    let runs = [
        "#tree=[[3,12,8],[2,4,6],[14,5,2]]",
        "#tree=[[[5,6],[7,4,5]],[[3]],[[6],[6,9]],[[7]],[[5]],[[9,8],[6]]]",
        "#tree=[[3],[[3,[1,9]]]]&algo=minimax",
        "#game=tictactoe&position=XO.X.O...&depth=2",
    ];
    for link in runs {
        let settings =
            gametree_app::toolkit::settings::SettingsStore::in_memory(Default::default());
        let mut h = harness(App::from_link(link, settings));
        settle(&mut h);
        let trace = h.state().loaded.as_ref().unwrap().trace().clone();
        let prune = trace.is_alphabeta();
        // Each node's (α, β, best) as the code holds them, step by step.
        let mut frames: HashMap<usize, (i64, i64, Option<i64>)> = HashMap::new();
        let steps = trace.event_count();
        let mut compared = 0;
        for k in 0..steps {
            let e = trace.event(k);
            let n = e.node;
            match e.kind {
                EventKind::Enter => {
                    let window = trace
                        .parent(n)
                        .and_then(|p| frames.get(&p.index()))
                        .map_or((NEG_INF, INF), |f| (f.0, f.1));
                    frames.insert(n.index(), (window.0, window.1, None));
                }
                EventKind::Backup => {
                    let v = trace.node(n).value().unwrap();
                    let p = trace.parent(n).unwrap();
                    let max = trace.node(p).player == gametree_engine::game::Player::Max;
                    let f = frames.get_mut(&p.index()).unwrap();
                    let best = match f.2 {
                        Some(b) if max => b.max(v),
                        Some(b) => b.min(v),
                        None => v,
                    };
                    f.2 = Some(best);
                    if prune && max {
                        f.0 = f.0.max(best);
                    } else if prune {
                        f.1 = f.1.min(best);
                    }
                }
                _ => {}
            }
            let step = k + 1;
            let loaded = h.state_mut().loaded.as_mut().unwrap();
            loaded.playback.seek(step);
            let Some(running) = h.state_mut().code_mut().running(&trace, step) else {
                continue;
            };
            let loaded = h.state().loaded.as_ref().unwrap();
            let vars = gametree_app::code_vars::variables(
                loaded,
                &running,
                gametree_teach::listings::CodeLang::Pseudo,
            );
            let shown = |name: &str| {
                vars.iter()
                    .find(|v| v.name == name)
                    .map(|v| v.value.clone())
            };
            let f = frames[&running.node.index()];
            let what = format!("{link} step {step}");
            if prune {
                assert_eq!(shown("α"), Some(show_value(f.0)), "{what}: α");
                assert_eq!(shown("β"), Some(show_value(f.1)), "{what}: β");
            } else {
                assert_eq!(shown("α"), None, "{what}: minimax has no window");
            }
            assert_eq!(
                shown("best"),
                Some(f.2.map_or("—".to_string(), show_value)),
                "{what}: best"
            );
            compared += 1;
        }
        assert!(
            compared * 2 > steps,
            "{link}: {compared} of {steps} steps compared"
        );
    }
}
