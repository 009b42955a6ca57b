//! Exports and presentation mode through the app's own UI (egui_kittest, no display): the
//! picture of the current step (PNG and SVG, the very picture `gametree render` draws), the
//! DOT of the recorded tree, the JSON trace opened again and replayed identically, a bad path
//! shown in place, F5 switching the tree's drawing style, and the last scenario restored.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::error::AppError;
use gametree_app::toolkit::settings::{Settings, SettingsStore};
use gametree_draw::mark::{Mark, with_mark};
use gametree_draw::picture::PictureKind;
use gametree_draw::png::{parse_svg, scene_to_png};
use gametree_draw::scene::{Scene, Shape};
use gametree_draw::slide::slide_scene;
use gametree_draw::svg::scene_to_svg;
use gametree_engine::files::PictureError;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::trace::{EventKind, NodeId, NodeState, Playback};
use gametree_teach::Say;

fn harness(app: App) -> Harness<'static, App> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run_steps(2);
    h
}

fn aima() -> Harness<'static, App> {
    harness(App::loaded_now(Scenario::default()))
}

fn step(h: &Harness<'_, App>) -> usize {
    h.state().loaded.as_ref().unwrap().playback.step()
}

fn press(h: &mut Harness<'_, App>, key: Key) {
    h.key_press(key);
    h.run_steps(2);
}

/// Replaces the text of the field labelled `label`, as a user would: focus, select all, type.
fn type_into(h: &mut Harness<'_, App>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run_steps(1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run_steps(1);
    h.get_by_label(label).type_text(text);
    h.run_steps(2);
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
}

/// What the export section says: its words, or why it failed as the error itself.
fn outcome(h: &Harness<'_, App>) -> Result<String, AppError> {
    h.state()
        .export
        .message
        .clone()
        .expect("the export section shows what happened")
}

/// What the export section says, in words (an error as it is shown).
fn message(h: &Harness<'_, App>) -> Result<String, String> {
    outcome(h).map_err(|e| e.say())
}

/// The text drawn by each `<text>` element (tspans flattened).
fn svg_texts(svg: &str) -> Vec<String> {
    let mut out = vec![];
    let mut rest = svg;
    while let Some(i) = rest.find("<text ") {
        rest = &rest[i..];
        let open_end = rest.find('>').unwrap() + 1;
        let close = rest.find("</text>").unwrap();
        let inner = &rest[open_end..close];
        let mut text = String::new();
        let mut in_tag = false;
        for c in inner.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => text.push(c),
                _ => {}
            }
        }
        out.push(
            text.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&"),
        );
        rest = &rest[close + 7..];
    }
    out
}

#[test]
fn pictures_of_the_current_step_are_what_render_draws_and_show_its_values() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = aima();
    // Step to just after the first cutoff: B is finished with 3, C was cut off.
    press(&mut h, Key::N);
    let k = step(&h);
    assert!(k > 0);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(trace.event(k - 1).kind, EventKind::Cutoff);
    // The path field follows the step until typed into.
    assert_eq!(h.state().export.path, format!("gametree-step-{k}.png"));

    let svg_path = dir.path().join("middle.svg");
    type_into(&mut h, "Save as", svg_path.to_str().unwrap());
    click(&mut h, "Save picture");
    assert_eq!(message(&h), Ok(format!("Saved {}", svg_path.display())));
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    parse_svg(&svg).expect("the SVG parses");
    // The program's mark (issue 35, item 9), then the very picture `render` draws.
    let (mark, picture) = svg.split_once('\n').unwrap();
    assert!(mark.starts_with("<!-- written by Game Tree Lab"), "{mark}");
    assert_eq!(
        picture,
        scene_to_svg(&slide_scene(&trace, k)),
        "the same picture `gametree render --step {k}` draws"
    );
    // Every finished node's value at this step is written in the picture (independently of
    // the scene: from the playback's own state).
    let texts = svg_texts(&svg);
    let mut pb = Playback::new(trace.clone());
    pb.seek(k);
    let mut finished = 0;
    for id in trace.tree.node_indices() {
        if let NodeState::Done { value, .. } = pb.state(id) {
            finished += 1;
            let v = value.to_string();
            assert!(
                texts.iter().any(|t| t.contains(&v)),
                "value {v} of {} missing from {texts:?}",
                trace.node_name(id).say()
            );
        }
    }
    assert!(
        finished >= 4,
        "B and its three leaves are done by the first cutoff"
    );
    assert!(
        texts.iter().any(|t| t.contains(&format!("Step {k} of "))),
        "{texts:?}"
    );

    // PNG of step 0 and of the end, via Ctrl+S after changing the name.
    press(&mut h, Key::Home);
    let start_png = dir.path().join("start.png");
    type_into(&mut h, "Save as", start_png.to_str().unwrap());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run_steps(2);
    assert_eq!(message(&h), Ok(format!("Saved {}", start_png.display())));
    press(&mut h, Key::Escape); // leave the text field so the stepping keys work again
    press(&mut h, Key::End);
    let n = step(&h);
    assert_eq!(n, trace.event_count());
    let end_png = dir.path().join("end.png");
    type_into(&mut h, "Save as", end_png.to_str().unwrap());
    click(&mut h, "Save picture");
    assert_eq!(message(&h), Ok(format!("Saved {}", end_png.display())));
    let start = std::fs::read(&start_png).unwrap();
    let end = std::fs::read(&end_png).unwrap();
    for png in [&start, &end] {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    }
    assert_ne!(start, end, "step 0 and the end are different pictures");
    // The very PNG `render` draws, with the program's mark (issue 35, item 9).
    let marked = |step| {
        let png = scene_to_png(&slide_scene(&trace, step)).unwrap();
        with_mark(png, PictureKind::Png, Mark::Picture)
    };
    assert_eq!(start, marked(0));
    assert_eq!(end, marked(n));
    // Those pictures show the textbook root value 3 at the end, and no root value at step 0.
    let root = trace.tree.node_indices().next().unwrap();
    let end_root = texts_in(&slide_scene(&trace, n), root);
    assert!(end_root.iter().any(|t| t == "3"), "{end_root:?}");
    let start_root = texts_in(&slide_scene(&trace, 0), root);
    assert!(!start_root.iter().any(|t| t == "3"), "{start_root:?}");
}

/// The texts drawn inside node `id`'s box.
fn texts_in(scene: &Scene, id: NodeId) -> Vec<String> {
    let b = scene.hits.iter().find(|(h, _)| *h == id).unwrap().1;
    let inside = |p: [f32; 2]| p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3];
    scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { pos, text, .. } if inside(*pos) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn json_trace_saved_and_opened_again_replays_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = aima();
    let original = h.state().loaded.as_ref().unwrap().trace().clone();
    // What the narration says at several steps of the original.
    let keys: Vec<Vec<Key>> = vec![
        vec![Key::Home],
        vec![Key::ArrowRight, Key::ArrowRight, Key::ArrowRight],
        vec![Key::N],
        vec![Key::N],
        vec![Key::End],
    ];
    let mut said = vec![];
    for ks in &keys {
        for k in ks {
            press(&mut h, *k);
        }
        said.push((step(&h), h.state().narration.current().to_string()));
    }
    let base = dir.path().join("aima.png");
    type_into(&mut h, "Save as", base.to_str().unwrap());
    click(&mut h, "Save JSON trace");
    let json_path = dir.path().join("aima.json");
    assert_eq!(message(&h), Ok(format!("Saved {}", json_path.display())));

    // A fresh app on another scenario opens the file.
    let mut h = harness(App::loaded_now(Scenario {
        game: GameChoice::Bones {
            bones: 5,
            max_take: 3,
        },
        ..Scenario::default()
    }));
    type_into(&mut h, "Trace file", json_path.to_str().unwrap());
    click(&mut h, "Open trace");
    assert_eq!(message(&h), Ok(format!("Opened {}", json_path.display())));
    let opened = h.state().loaded.as_ref().unwrap().trace().clone();
    assert_eq!(
        gametree_teach::titles::trace_title(&opened),
        gametree_teach::titles::trace_title(&original)
    );
    assert_eq!(
        h.state().loaded.as_ref().unwrap().playback.len(),
        original.event_count()
    );
    assert_eq!(step(&h), 0, "an opened trace starts at step 0");
    for (ks, (k, sentence)) in keys.iter().zip(&said) {
        for key in ks {
            press(&mut h, *key);
        }
        assert_eq!(step(&h), *k);
        assert_eq!(h.state().narration.current(), sentence, "step {k}");
        assert!(!sentence.is_empty());
    }
    // The tree drawn at the end is the original's: same values at the root.
    assert_eq!(opened.outcome.root_value, 3);
}

#[test]
fn dot_export_is_a_digraph_of_the_recorded_tree() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = aima();
    let base = dir.path().join("tree.svg");
    type_into(&mut h, "Save as", base.to_str().unwrap());
    click(&mut h, "Save DOT");
    let dot_path = dir.path().join("tree.dot");
    assert_eq!(message(&h), Ok(format!("Saved {}", dot_path.display())));
    let dot = std::fs::read_to_string(&dot_path).unwrap();
    assert!(dot.starts_with("digraph"), "{dot}");
    assert!(dot.trim_end().ends_with('}'));
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let edges = dot.lines().filter(|l| l.contains("->")).count();
    let links = trace.tree.node_count() - trace.iterations.len();
    assert_eq!(edges, links, "one DOT edge per parent-child link");
}

#[test]
fn bad_paths_show_an_error_in_place_and_the_app_keeps_running() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = aima();
    let missing = dir.path().join("no such dir").join("x.png");
    type_into(&mut h, "Save as", missing.to_str().unwrap());
    click(&mut h, "Save picture");
    let e = outcome(&h).unwrap_err();
    assert!(
        matches!(&e, AppError::Picture(p) if matches!(**p, PictureError::Write(_))),
        "{e:?}"
    );
    let err = e.say();
    assert!(err.contains("no such dir"), "{err}");
    assert!(!err.contains('\n'));
    h.get_by_label_contains("cannot write");
    assert!(!missing.exists());
    // A picture name that is neither .svg nor .png says what is accepted.
    type_into(
        &mut h,
        "Save as",
        dir.path().join("x.gif").to_str().unwrap(),
    );
    click(&mut h, "Save picture");
    let e = outcome(&h).unwrap_err();
    assert!(
        matches!(&e, AppError::Picture(p) if matches!(**p, PictureError::AnimationName { .. })),
        "{e:?}"
    );
    let err = e.say();
    assert!(err.contains(".svg or .png"), "{err}");
    // Opening a file that is not a trace, or is missing.
    let not_trace = dir.path().join("tree.json");
    std::fs::write(&not_trace, "[[3,12,8],[2,4,6]]").unwrap();
    for path in [not_trace, dir.path().join("missing.json")] {
        type_into(&mut h, "Trace file", path.to_str().unwrap());
        click(&mut h, "Open trace");
        let e = outcome(&h).unwrap_err();
        assert!(matches!(e, AppError::TraceFile(_)), "{e:?}");
        let err = e.say();
        assert!(err.contains(path.to_str().unwrap()), "{err}");
    }
    // The search being viewed is untouched and still steps.
    assert_eq!(
        h.state()
            .loaded
            .as_ref()
            .unwrap()
            .trace()
            .outcome
            .root_value,
        3
    );
    press(&mut h, Key::ArrowRight);
    assert_eq!(step(&h), 1);
}

#[test]
fn f5_switches_the_tree_to_the_presentation_style() {
    let mut h = aima();
    let dark = h.state().last_scene.clone().unwrap();
    press(&mut h, Key::F5);
    h.run_steps(2);
    assert!(h.state().toolkit.settings.settings.presentation);
    let light = h.state().last_scene.clone().unwrap();
    let luminance = |c: gametree_draw::scene::Rgba| c.0 as u32 + c.1 as u32 + c.2 as u32;
    assert!(
        luminance(light.background) > luminance(dark.background) + 300,
        "{:?} → {:?}",
        dark.background,
        light.background
    );
    // Larger text on the projector.
    let biggest = |s: &gametree_draw::scene::Scene| {
        s.shapes
            .iter()
            .filter_map(|s| match s {
                gametree_draw::scene::Shape::Text { size, .. } => Some(*size),
                _ => None,
            })
            .fold(0.0f32, f32::max)
    };
    assert!(biggest(&light) > biggest(&dark));
    press(&mut h, Key::F5);
    assert_eq!(
        h.state().last_scene.as_ref().unwrap().background,
        dark.background
    );
}

#[test]
fn with_no_scenario_the_app_starts_on_the_last_one_remembered() {
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 7,
            max_take: 2,
        },
        ..Scenario::default()
    };
    let settings = Settings {
        last_scenario: bones.clone(),
        ..Settings::default()
    };
    let app = App::with_settings(None, SettingsStore::in_memory(settings.clone()));
    assert_eq!(app.scenario.scenario().unwrap().game, bones.game);
    // An explicit scenario wins over the remembered one.
    let app = App::with_settings(
        Some(Scenario::default()),
        SettingsStore::in_memory(settings),
    );
    assert_eq!(
        app.scenario.scenario().unwrap().game,
        Scenario::default().game
    );
    // The remembered scenario is searched and shown.
    let mut h = harness(App::with_settings(
        None,
        SettingsStore::in_memory(Settings {
            last_scenario: bones.clone(),
            ..Settings::default()
        }),
    ));
    for _ in 0..500 {
        h.step();
        if h.state().loaded.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let title = gametree_teach::titles::trace_title(h.state().loaded.as_ref().unwrap().trace());
    assert!(title.to_lowercase().contains("bones"), "{title}");
}
