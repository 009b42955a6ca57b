//! Links: the app opened by a link shows its scenario at its step in its mode, a bad link
//! shows its error in place, and "Copy link" writes a link that opens the same view again.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::compare_view::CompareView;
use gametree_app::toolkit::practice::PracticeView;
use gametree_app::toolkit::settings::SettingsStore;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::EventKind;
use gametree_teach::Say;

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

fn opened(link: &str) -> Harness<'static, App> {
    let mut h = harness(App::from_link(
        link,
        SettingsStore::in_memory(Default::default()),
    ));
    for _ in 0..600 {
        h.step();
        if h.state().worker.is_none() && h.state().loaded.is_some() {
            h.run_steps(2);
            return h;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the link's search did not finish");
}

#[test]
fn a_link_with_step_22_shows_the_aima_cutoff() {
    let h = opened("#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta&step=22");
    let loaded = h.state().loaded.as_ref().unwrap();
    assert_eq!(loaded.playback.step(), 22);
    // Step 22 is the cutoff at C (hand-worked: C's first leaf 2 ≤ α = 3).
    let event = loaded.playback.event().unwrap();
    assert_eq!(event.kind, EventKind::Cutoff);
    assert_eq!(loaded.trace().node_name(event.node).say(), "C");
    h.get_by_label_contains("Cutoff at MIN node C");
}

#[test]
fn links_open_modes_and_the_end() {
    let h = opened("#game=bones&bones=8&step=end&mode=compare");
    let app = h.state();
    assert!(app.toolkit.is_shown::<CompareView>());
    let loaded = app.loaded.as_ref().unwrap();
    assert_eq!(loaded.playback.step(), loaded.playback.len());
    assert_eq!(
        app.toolkit.mode::<CompareView>().scenario.game,
        gametree_engine::link::parse("bones=8", &[])
            .unwrap()
            .scenario
            .game
    );
}

#[test]
fn a_bad_link_shows_its_error_in_place_and_the_app_runs_on() {
    let mut h = harness(App::from_link(
        "#tree=[[3,12,8]&depth=zero",
        SettingsStore::in_memory(Default::default()),
    ));
    for _ in 0..300 {
        h.step();
        if h.state().loaded.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run_steps(2);
    // The remembered scenario runs, and the link's error stays in place.
    assert!(h.state().loaded.is_some());
    let error = h.state().link_error.clone().expect("the error is shown");
    assert!(error.contains("depth=zero"), "{error}");
    h.get_by_label_contains("depth=zero");
    // A link whose tree does not parse: the search's error, in place.
    let h = harness(App::from_link(
        "#tree=[[3,12,8],[2",
        SettingsStore::in_memory(Default::default()),
    ));
    let mut h = h;
    for _ in 0..300 {
        h.step();
        if h.state().scenario.error.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let error = h
        .state()
        .scenario
        .error
        .clone()
        .expect("the tree's error is shown")
        .say();
    assert!(error.contains("from the link"), "{error}");
}

#[test]
fn copy_link_writes_a_link_that_opens_the_same_step() {
    let mut h = opened("#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=9");
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    h.get_by_label("Copy link").click();
    h.run_steps(2);
    let copied = h.state().copied_link.clone().unwrap().unwrap();
    let link = gametree_engine::link::parse(&copied, &gametree_app::toolkit::link_names()).unwrap();
    assert_eq!(link.step, Some(gametree_engine::link::Step::At(10)));
    assert_eq!(link.scenario.config, Scenario::default().config);
    let again = opened(&copied);
    assert_eq!(again.state().loaded.as_ref().unwrap().playback.step(), 10);
}

/// Issue 15, item 3: a teacher's set link opens the set in practice mode; students step
/// through its trees, and checked trees count in the progress the settings keep.
#[test]
fn an_exercise_set_link_opens_the_set_and_progress_is_kept() {
    let mut h = opened("#mode=practice&set=2:7:3");
    assert!(h.state().toolkit.is_shown::<PracticeView>());
    let (set, k) = h
        .state()
        .toolkit
        .mode::<PracticeView>()
        .current_exercise()
        .unwrap();
    assert_eq!((set.level, set.seed, set.count, k), (2, 7, 3, 0));
    h.get_by_label_contains("Level 2, seed 7: tree 1 of 3");
    // The first tree, answered from the search itself: perfect.
    h.get_by_label("Show solution").click();
    h.run_steps(2);
    h.get_by_label("Check").click();
    h.run_steps(2);
    h.get_by_label_contains("Score:");
    h.get_by_label("Next tree ▶").click();
    h.run_steps(2);
    assert_eq!(
        h.state()
            .toolkit
            .mode::<PracticeView>()
            .current_exercise()
            .unwrap()
            .1,
        1
    );
    // The second, left blank: tried, not perfect.
    h.get_by_label("Check").click();
    h.run_steps(2);
    h.get_by_label_contains("Level 2: 1 of 2 trees perfect");
    let kept = &h.state().toolkit.settings.settings.exercise_progress;
    let level = kept.levels.get(&2).copied().unwrap();
    assert_eq!((level.tried, level.perfect), (2, 1));
    // A bad set in a link is refused in place.
    let h = opened("#mode=practice&set=9:1:5");
    assert!(
        h.state()
            .link_error
            .as_deref()
            .unwrap_or("")
            .contains("LEVEL:SEED:COUNT")
    );
}

/// A set saved as a file is recognised when opened (or dropped) as a set, not a tree.
#[test]
fn a_set_file_opens_as_a_set() {
    use gametree_app::incoming::{Opened, recognise};
    let set = gametree_engine::exercises::ExerciseSet::new(5, 3, 4).unwrap();
    match recognise(
        "level5.json",
        set.to_file().as_bytes(),
        &Scenario::default(),
    ) {
        Ok(Opened::Set(s)) => assert_eq!(s, set),
        _ => panic!("not recognised as a set"),
    }
    let bad = br#"{"exercise_set": {"level": 0, "seed": 1, "count": 1}}"#;
    assert!(recognise("bad.json", bad, &Scenario::default()).is_err());
}

/// Issue 23, item 4: the modes a link may name are the registry's, the one list of modes; the
/// link format's own rules name two of them.
#[test]
fn links_name_the_modes_of_the_registry() {
    use gametree_engine::link::{PRACTICE_MODE, parse};
    let names = gametree_app::toolkit::link_names();
    assert!(names.contains(&PRACTICE_MODE));
    for name in &names {
        let link = parse(&format!("#bones=5&mode={name}"), &names).unwrap();
        assert_eq!(link.mode.as_deref(), Some(*name));
    }
    // A mode the registry does not have is refused, and the error lists the ones it has.
    let app = App::from_link(
        "#bones=5&mode=chess",
        SettingsStore::in_memory(Default::default()),
    );
    let error = app.link_error.expect("the error is shown");
    for name in names.iter().chain(&["stepper", "chess"]) {
        assert!(error.contains(name), "{name}: {error}");
    }
}

/// Issue 43, item 7: the desktop's Copy link (and Ctrl+Shift+L) puts on the clipboard a whole
/// link to the published page, which a student's browser opens; while that address is this
/// computer's, a note says the class cannot reach it; once the page's address is typed, the
/// links and embed codes point there and the note goes.
#[test]
fn copy_link_puts_a_link_to_the_published_page_on_the_clipboard() {
    let copied_text = |h: &Harness<'_, App>| {
        h.output()
            .platform_output
            .commands
            .iter()
            .find_map(|c| match c {
                egui::OutputCommand::CopyText(t) => Some(t.clone()),
                _ => None,
            })
    };
    let mut h = opened("#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=9");
    h.get_by_label("Copy link").click();
    h.step();
    let on_clipboard = copied_text(&h).expect("the link goes to the clipboard");
    assert!(
        on_clipboard.starts_with("http://127.0.0.1:8080/#") && on_clipboard.contains("step=9"),
        "{on_clipboard}"
    );
    h.run_steps(2);
    h.get_by_label_contains("the class cannot reach it");
    // The teacher types where the page is published: the next copy points there.
    h.state_mut()
        .toolkit
        .settings
        .update(|s| s.page_address = "https://school.example/gametree/".into());
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::L,
    );
    h.run_steps(2);
    // The same copy as the button's (whose clipboard command is checked above).
    let on_clipboard = h.state().copied_link.clone().unwrap().unwrap();
    assert!(
        on_clipboard.starts_with("https://school.example/gametree/#tree="),
        "{on_clipboard}"
    );
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("the class cannot reach it")
            .is_none()
    );
    let link = gametree_engine::link::parse(&on_clipboard, &gametree_app::toolkit::link_names())
        .expect("the copied link opens");
    assert_eq!(link.step, Some(gametree_engine::link::Step::At(9)));
}
