//! The window's layout (issue 26): presentation mode gives the tree the window and folds the
//! panels away (their keys bring them back), panels hold still while stepping, the help opens
//! with `?`, the first-start hint shows once, and a phone-sized window is one column.

use super::support::settle;
use egui::{Key, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::settings::{Settings, SettingsStore};
use gametree_engine::scenario::{GameChoice, Scenario};

/// The app in a `w` × `h` window with its fonts, the first-start hint already dismissed
/// unless `first_start`.
fn window(app: App, w: f32, h: f32) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(w, h))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

fn app(scenario: Scenario, first_start: bool) -> App {
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: !first_start,
        ..Settings::default()
    });
    App::with_settings(Some(scenario), settings)
}

fn press(h: &mut Harness<'_, App>, key: Key) {
    h.key_press(key);
    h.run_steps(2);
}

fn area(r: Rect) -> f32 {
    r.width() * r.height()
}

fn canvas(h: &Harness<'_, App>) -> Rect {
    h.state().drawn.canvas.expect("the tree was drawn")
}

#[test]
fn presentation_at_1280_by_720_gives_the_tree_most_of_the_window() {
    let mut h = window(app(Scenario::default(), true), 1280.0, 720.0);
    settle(&mut h);
    let wide = canvas(&h);
    let wide_text = biggest_text(&h);
    press(&mut h, Key::F5);
    assert!(h.state().toolkit.settings.settings.presentation);
    let tree = canvas(&h);
    let share = area(tree) / (1280.0 * 720.0);
    assert!(
        share >= 0.6,
        "the tree has {share:.2} of the window: {tree:?}"
    );
    assert!(area(tree) > area(wide) * 1.5, "{wide:?} → {tree:?}");
    // The panels are folded away...
    let drawn = h.state().drawn;
    assert_eq!((drawn.scenario, drawn.inspector), (None, None));
    // ...and each comes back with its key (and goes again).
    for (key, which) in [
        (Key::S, "scenario"),
        (Key::E, "export"),
        (Key::I, "inspector"),
    ] {
        press(&mut h, key);
        let drawn = h.state().drawn;
        let panel = if which == "inspector" {
            drawn.inspector
        } else {
            drawn.scenario
        };
        assert!(panel.is_some(), "{which} comes back with {key:?}");
        assert!(
            area(canvas(&h)) < area(tree),
            "{which} takes room from the tree"
        );
        press(&mut h, key);
        assert_eq!(canvas(&h), tree, "{which} folds away again with {key:?}");
    }
    // The export panel's Copy link is there when it is brought back by its button.
    h.get_by_label("Export (E)").click();
    h.run_steps(2);
    h.get_by_label("Copy link");
    // The text in the tree is larger than at the desk in the same window.
    assert!(
        biggest_text(&h) > wide_text,
        "{wide_text} → {}",
        biggest_text(&h)
    );
    // In Chinese too, once the export panel is folded again.
    press(&mut h, Key::E);
    h.state_mut()
        .toolkit
        .set_lang(gametree_teach::i18n::Lang::Zh);
    h.run_steps(3);
    let share = area(canvas(&h)) / (1280.0 * 720.0);
    assert!(
        share >= 0.6,
        "in Chinese the tree has {share:.2} of the window"
    );
}

/// The largest text in the tree as drawn last frame.
fn biggest_text(h: &Harness<'_, App>) -> f32 {
    h.state()
        .last_scene
        .as_ref()
        .unwrap()
        .shapes
        .iter()
        .filter_map(|s| match s {
            gametree_draw::scene::Shape::Text { size, .. } => Some(*size),
            _ => None,
        })
        .fold(0.0f32, f32::max)
}

#[test]
fn panels_hold_still_while_stepping_through_bones_8() {
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 8,
            max_take: 3,
        },
        ..Scenario::default()
    };
    holds_still(bones, 60);
}

#[test]
fn panels_hold_still_while_stepping_through_connect_four() {
    use gametree_engine::search::{Algorithm, SearchConfig};
    let connect_four = Scenario {
        game: GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        config: SearchConfig {
            algorithm: Algorithm::AlphaBeta,
            ordering: true,
            tt: true,
            depth: Some(3),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    holds_still(connect_four, 40);
}

/// Steps through `scenario` (up to `steps` steps, then End): the tree's canvas and every panel
/// stay where they were at step 0.
fn holds_still(scenario: Scenario, steps: usize) {
    let mut h = window(app(scenario, false), 1400.0, 900.0);
    settle(&mut h);
    // The panels, not the sentence inside the narration (as long as each step's).
    let panels = |h: &Harness<'_, App>| gametree_app::layout::Drawn {
        sentence: None,
        ..h.state().drawn
    };
    let first = panels(&h);
    assert!(first.scenario.is_some() && first.inspector.is_some());
    let n = h.state().loaded.as_ref().unwrap().playback.len();
    for k in 1..=n.min(steps) {
        press(&mut h, Key::ArrowRight);
        assert_eq!(panels(&h), first, "step {k}: the panels moved");
    }
    press(&mut h, Key::End);
    assert_eq!(panels(&h), first, "at the end: the panels moved");
}

#[test]
fn question_mark_opens_the_help_with_every_key_and_mode() {
    let mut h = window(app(Scenario::default(), false), 1400.0, 900.0);
    settle(&mut h);
    assert!(h.query_by_label("Keys and help").is_none());
    press(&mut h, Key::Questionmark);
    assert!(h.state().help.open);
    h.get_by_label_contains("F1 Stepper · F2 Tree editor · F3 Practice · F4 Compare · F6 Play");
    h.get_by_label_contains("Predict (Q)");
    h.get_by_label_contains("Negamax view (V)");
    h.get_by_label_contains("◀ Cutoff and Cutoff ▶");
    h.get_by_label_contains("F2 Tree editor: ");
    press(&mut h, Key::Escape);
    assert!(!h.state().help.open);
    // The visible button opens it too.
    h.get_by_label("? Help").click();
    h.run_steps(2);
    assert!(h.state().help.open);
}

#[test]
fn the_first_start_hint_shows_until_dismissed_once() {
    let mut h = window(app(Scenario::default(), true), 1400.0, 900.0);
    settle(&mut h);
    h.get_by_label_contains("New here? Press →");
    h.get_by_label("Got it").click();
    h.run_steps(2);
    assert!(h.state().toolkit.settings.settings.hint_dismissed);
    assert!(h.query_by_label_contains("New here?").is_none());
}

#[test]
fn a_phone_sized_window_is_one_column_with_the_tree_first() {
    let mut h = window(app(Scenario::default(), false), 390.0, 844.0);
    settle(&mut h);
    for _ in 0..5 {
        press(&mut h, Key::ArrowRight);
    }
    let tree = canvas(&h);
    assert!(tree.width() >= 390.0 - 40.0, "{tree:?}");
    assert!(tree.min.y < 120.0 && tree.height() >= 400.0, "{tree:?}");
    let d = h.state().drawn;
    assert!(d.scenario.is_none() && d.inspector.is_none());
    // Nothing overlaps: the tree, the step buttons, the sentence.
    let parts = [d.canvas, d.stepper, d.narration].map(|r| r.expect("drawn"));
    for (i, a) in parts.iter().enumerate() {
        for b in &parts[i + 1..] {
            let both = a.intersect(*b);
            assert!(
                both.width() <= 1.0 || both.height() <= 1.0,
                "{a:?} overlaps {b:?}"
            );
        }
    }
    // The step buttons are under the tree and big enough for a finger.
    let forward = h.get_by_label("▶");
    let r = forward.rect();
    assert!(r.height() >= 44.0 && r.width() >= 44.0, "{r:?}");
    assert!(r.min.y >= tree.max.y, "{r:?} under {tree:?}");
    forward.click();
    h.run_steps(2);
    assert_eq!(h.state().loaded.as_ref().unwrap().playback.step(), 6);
    // The root and the current node are drawn on the canvas.
    let scene = h.state().last_scene.clone().unwrap();
    let loaded = h.state().loaded.as_ref().unwrap();
    let current = loaded.playback.focus();
    for id in [loaded.trace().root_of(current), current] {
        let c = scene.centre(id).expect("drawn");
        assert!(c[0] >= 0.0 && c[0] <= tree.width() && c[1] >= 0.0 && c[1] <= tree.height());
    }
    // The menu button shows the panels in place of the tree.
    h.get_by_label("≡ Menu").click();
    h.run_steps(2);
    h.get_by_label("▶ Run");
    assert!(h.state().drawn.canvas.is_none());
}
