//! The embedded player (issue 37): a link with `embed=1` shows only the tree, the step bar and
//! the sentence, keeps within `from`..`to`, plays by itself and goes round again when asked;
//! "Copy embed code" writes an `<iframe>` whose link opens that player on the same search.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::settings::SettingsStore;
use gametree_engine::link;

const AIMA: &str = "#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta";

/// The app opened by `link` in a `w` × `h` frame, once its search has loaded. Each frame is
/// 0.1 s of play (the harness's 0.25 s, capped by the app).
fn player(link: &str, size: [f32; 2]) -> Harness<'static, App> {
    let app = App::from_link(link, SettingsStore::in_memory(Default::default()));
    let mut h = Harness::builder()
        .with_size(egui::vec2(size[0], size[1]))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    for _ in 0..600 {
        h.step();
        if h.state().worker.is_none() && h.state().loaded.is_some() {
            return h;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the player's search did not finish");
}

fn step(h: &Harness<'_, App>) -> usize {
    h.state().loaded.as_ref().unwrap().playback.step()
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    h.step();
}

#[test]
fn an_embed_link_shows_the_tree_the_step_bar_and_the_sentence_and_nothing_else() {
    let mut h = player(&format!("{AIMA}&embed=1&from=3&to=20"), [640.0, 400.0]);
    h.run_steps(2);
    let app = h.state();
    let status = app.status();
    assert_eq!(status["embed"], true);
    assert_eq!(status["playing"], false);
    assert_eq!(status["range"], serde_json::json!([3, 20]));
    assert_eq!(step(&h), 3, "a player starts at its first step");
    let layout = &status["layout"];
    for part in ["canvas", "stepper", "narration"] {
        assert!(layout[part].is_array(), "{part} missing: {layout}");
    }
    for part in ["scenario", "inspector", "code"] {
        assert!(layout[part].is_null(), "{part} shown in a player: {layout}");
    }
    // The tree, the bar and the sentence fill the frame between them.
    let area = |p: &str| {
        let r = &layout[p];
        (r[2].as_f64().unwrap() - r[0].as_f64().unwrap())
            * (r[3].as_f64().unwrap() - r[1].as_f64().unwrap())
    };
    let covered = area("canvas") + area("stepper") + area("narration");
    assert!(covered > 0.9 * 640.0 * 400.0, "{covered} of {layout}");
    // No mode bar, no panels' buttons, no first-start hint: only the player's own controls.
    for absent in ["Copy link", "Run", "Practice", "Export", "Scenario"] {
        assert!(
            h.query_by_label_contains(absent).is_none(),
            "'{absent}' is on a player's screen"
        );
    }
    h.get_by_label("Play");
    h.get_by_label_contains("open in Game Tree Lab");
    let sentence = app.narration.current().to_string();
    assert!(sentence.contains("leaf 3 under B"), "{sentence}");
}

#[test]
fn the_player_s_keys_and_buttons_keep_within_its_steps() {
    let mut h = player(&format!("{AIMA}&embed=1&from=3&to=10"), [640.0, 400.0]);
    press(&mut h, egui::Key::End);
    assert_eq!(step(&h), 10);
    press(&mut h, egui::Key::ArrowRight);
    assert_eq!(step(&h), 10, "forward at the last step stays there");
    press(&mut h, egui::Key::Home);
    assert_eq!(step(&h), 3);
    press(&mut h, egui::Key::ArrowLeft);
    assert_eq!(step(&h), 3, "back at the first step stays there");
    press(&mut h, egui::Key::N);
    assert!(step(&h) <= 10);
    // Space at the last step plays again from the first.
    press(&mut h, egui::Key::End);
    press(&mut h, egui::Key::Space);
    assert!(h.state().playing());
    assert!(step(&h) <= 4, "played from the first step: {}", step(&h));
    // The buttons do what the keys do.
    h.get_by_label("Pause").click();
    h.step();
    assert!(!h.state().playing());
    let at = step(&h);
    h.get_by_label("▶").click();
    h.step();
    assert_eq!(step(&h), at + 1);
    h.get_by_label("|◀").click();
    h.step();
    assert_eq!(step(&h), 3);
}

#[test]
fn autoplay_plays_to_the_last_step_and_loop_goes_round_again_from_the_first() {
    // 10 steps a second, a frame is 0.1 s: a step a frame.
    let mut h = player(
        &format!("{AIMA}&embed=1&autoplay=1&loop=1&speed=10&from=5&to=12"),
        [640.0, 400.0],
    );
    let mut seen = vec![step(&h)];
    for _ in 0..80 {
        h.step();
        assert!(h.state().playing(), "a looping player never stops");
        seen.push(step(&h));
    }
    assert!(seen.iter().all(|k| (5..=12).contains(k)), "{seen:?}");
    // It reaches 12, holds it, and starts again at 5 at least twice.
    let rounds = seen.windows(2).filter(|w| w[0] == 12 && w[1] == 5).count();
    assert!(rounds >= 2, "{seen:?}");
    // Space while it holds its last step pauses it there (it is playing, not stopped).
    while step(&h) != 12 {
        h.step();
    }
    h.step();
    assert!(h.state().playing());
    press(&mut h, egui::Key::Space);
    h.run_steps(30);
    assert!(!h.state().playing());
    assert_eq!(step(&h), 12);
    let climbs = seen.windows(2).filter(|w| w[1] == w[0] + 1).count();
    assert!(climbs >= 10, "{seen:?}");
    // Without loop it stops at the last step.
    let mut h = player(
        &format!("{AIMA}&embed=1&autoplay=1&speed=10&to=6"),
        [640.0, 400.0],
    );
    assert!(h.state().playing());
    h.run_steps(20);
    assert_eq!(step(&h), 6);
    assert!(!h.state().playing());
}

#[test]
fn autoplay_and_speed_work_in_the_whole_app_too() {
    let mut h = player(
        &format!("{AIMA}&autoplay=1&speed=10&step=2"),
        [1400.0, 820.0],
    );
    assert_eq!(h.state().status()["embed"], false);
    assert!(h.state().playing());
    let before = step(&h);
    h.run_steps(5);
    assert!(step(&h) >= before + 4, "{} → {}", before, step(&h));
    // The whole app has its panels.
    h.get_by_label("Copy link");
}

#[test]
fn a_player_that_cannot_be_read_says_why_in_its_frame() {
    // Refused as the link is read (a heap too big), and by the search (a tree cut short).
    for link in ["#bones=-3&embed=1&lang=zh", "#tree=[[3,12&embed=1&lang=zh"] {
        let app = App::from_link(link, SettingsStore::in_memory(Default::default()));
        let mut h = Harness::builder()
            .with_size(egui::vec2(320.0, 240.0))
            .with_context_setup(gametree_app::install_fonts)
            .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
        for _ in 0..300 {
            h.step();
            if h.state().worker.is_none() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        h.run_steps(2);
        let status = h.state().status();
        assert_eq!(status["embed"], true, "{link}");
        assert!(status["error"].is_string(), "{link}: {status}");
        assert!(status["loaded"].is_null(), "{link}: {status}");
        assert!(status["layout"]["scenario"].is_null());
        let error = status["error"].as_str().unwrap().to_string();
        h.get_by_label(&error);
    }
}

#[test]
fn a_player_in_chinese_leaves_the_reader_s_settings_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let settings = SettingsStore::load_from(dir.path());
    let h = {
        let app = App::from_link(&format!("{AIMA}&embed=1&lang=zh"), settings);
        let mut h = Harness::builder()
            .with_size(egui::vec2(640.0, 400.0))
            .with_context_setup(gametree_app::install_fonts)
            .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
        for _ in 0..300 {
            h.step();
            if h.state().loaded.is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        h
    };
    h.get_by_label("播放");
    assert_eq!(h.state().status()["lang"], "zh");
    drop(h);
    let again = SettingsStore::load_from(dir.path());
    assert_eq!(
        again.settings.lang, None,
        "the player chose the reader's language"
    );
}

#[test]
fn copy_embed_code_gives_an_iframe_whose_link_opens_that_player() {
    let mut h = player(&format!("{AIMA}&step=4&code=c"), [1400.0, 900.0]);
    h.run_steps(2);
    h.get_by_label("Copy embed code").click();
    h.run_steps(2);
    let code = h.state().embed_code.copied.clone().unwrap().unwrap();
    let range = h.state().export.range;
    let len = h.state().loaded.as_ref().unwrap().playback.len();
    // A short search is shown whole by default.
    assert_eq!((range.from, range.to), (0, len), "{code}");
    assert!(code.starts_with("<iframe src=\""), "{code}");
    assert!(code.contains("width=\"1000\" height=\"480\""), "{code}");
    assert!(
        code.contains("title=\"tree from the link — alpha-beta\""),
        "{code}"
    );
    let src = code.split('"').nth(1).unwrap().replace("&amp;", "&");
    let l = link::parse(&src, &gametree_app::toolkit::link_names()).unwrap();
    assert_eq!(Some(l.scenario.clone()), h.state().scenario.scenario().ok());
    assert!(l.playing.embed && l.playing.autoplay && l.playing.looping);
    assert_eq!(l.playing.range(len), (0, len));
    assert_eq!(l.code.as_deref(), Some("c"));
    // The link opens a player on that search.
    let p = player(&src, [640.0, 400.0]);
    assert_eq!(p.state().status()["embed"], true);
    assert_eq!(
        p.state()
            .loaded
            .as_ref()
            .unwrap()
            .trace()
            .outcome
            .root_value,
        h.state()
            .loaded
            .as_ref()
            .unwrap()
            .trace()
            .outcome
            .root_value
    );
}

#[test]
fn a_320_by_240_player_keeps_its_parts_in_the_frame_without_overlaps() {
    for lang in ["en", "zh"] {
        let link = format!("#game=bones&bones=8&algo=alphabeta&embed=1&lang={lang}&step=5");
        let mut h = player(&link, [320.0, 240.0]);
        h.run_steps(3);
        let layout = h.state().status()["layout"].clone();
        let rect = |p: &str| -> [f64; 4] {
            let r = &layout[p];
            [0, 1, 2, 3].map(|i| r[i].as_f64().unwrap())
        };
        let (canvas, bar, sentence) = (rect("canvas"), rect("stepper"), rect("narration"));
        for r in [canvas, bar, sentence] {
            assert!(
                r[0] >= 0.0 && r[1] >= 0.0 && r[2] <= 320.0 && r[3] <= 240.0,
                "{lang}: {r:?} leaves the frame: {layout}"
            );
        }
        assert!(
            canvas[3] <= bar[1] + 0.5 && bar[3] <= sentence[1] + 0.5,
            "{lang}: {layout}"
        );
        assert!(
            canvas[3] - canvas[1] >= 80.0,
            "{lang}: the tree has no room: {layout}"
        );
    }
}

/// Issue 43, item 14: a 640 × 400 player of bones keeps its whole tree inside the canvas at
/// every step — no node, and not the current node's ring, cut at an edge or under the legend
/// — and has no minimap (a narrow canvas's corner is the tree's).
#[test]
fn a_640_by_400_player_keeps_the_tree_inside_its_canvas_and_shows_no_minimap() {
    use gametree_draw::scene::{Shape, Style, legend_band};
    let mut h = player("#game=bones&bones=8&algo=alphabeta&embed=1", [640.0, 400.0]);
    h.run_steps(3);
    let last = h.state().loaded.as_ref().unwrap().playback.len();
    let steps: Vec<usize> = (0..=last).step_by(9).chain([last]).collect();
    let band = legend_band(&Style::default());
    for &target in &steps {
        let now = step(&h);
        if target != now {
            h.state_mut().loaded.as_mut().unwrap().playback.seek(target);
        }
        h.run_steps(4);
        let app = h.state();
        let loaded = app.loaded.as_ref().unwrap();
        assert_eq!(loaded.viewport.minimap_at, None, "step {target}");
        let scene = app.last_scene.as_ref().expect("drawn");
        let [w, ht] = scene.size;
        let inside = |b: [f32; 4], what: &str| {
            assert!(
                b[0] >= -0.5 && b[1] >= -0.5 && b[2] <= w + 0.5 && b[3] <= ht - band + 0.5,
                "step {target}: {what} {b:?} leaves the {w}×{ht} canvas"
            );
        };
        let boxes: Vec<_> = scene.node_boxes().collect();
        assert!(!boxes.is_empty(), "step {target}: no tree");
        for (id, b) in boxes {
            inside(b, &format!("{id:?}"));
        }
        for s in &scene.shapes {
            if let Shape::Circle { center, radius, .. } = s
                && center[1] < ht - band
            {
                let b = [
                    center[0] - radius,
                    center[1] - radius,
                    center[0] + radius,
                    center[1] + radius,
                ];
                inside(b, "a ring");
            }
        }
    }
}
