//! Links: the app opened by a link shows its scenario at its step in its mode, a bad link
//! shows its error in place, and "Copy link" writes a link that opens the same view again.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree::app::App;
use gametree::app::toolkit::Tool;
use gametree::app::toolkit::settings::SettingsStore;
use gametree::scenario::Scenario;
use gametree::trace::EventKind;

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree::app::install_fonts)
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
    assert_eq!(loaded.trace().node_name(event.node), "C");
    h.get_by_label_contains("Cutoff at MIN node C");
}

#[test]
fn links_open_modes_and_the_end() {
    let h = opened("#game=bones&bones=8&step=end&mode=compare");
    let app = h.state();
    assert_eq!(app.toolkit.tool, Some(Tool::Compare));
    let loaded = app.loaded.as_ref().unwrap();
    assert_eq!(loaded.playback.step(), loaded.playback.len());
    assert_eq!(
        app.toolkit.compare.scenario.game,
        gametree::link::parse("bones=8").unwrap().scenario.game
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
        .expect("the tree's error is shown");
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
    let link = gametree::link::parse(&copied).unwrap();
    assert_eq!(link.step, Some(gametree::link::Step::At(10)));
    assert_eq!(link.scenario.config, Scenario::default().config);
    let again = opened(&copied);
    assert_eq!(again.state().loaded.as_ref().unwrap().playback.step(), 10);
}
