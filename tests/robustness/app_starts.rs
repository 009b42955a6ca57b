//! Starting the app on what it is given or remembers: a command-line scenario shown as given,
//! remembered settings that are refused, unreadable (a pipe, a device) or corrupt, a start
//! that died loading; and a window on a huge tree that asks for no frames once idle.

use crate::app_bad_inputs::{harness, wait_for_worker};
use egui::Key;
use egui_kittest::kittest::Queryable;
use gametree::app::App;
use gametree::scenario::value::Value;
use gametree::scenario::{GameChoice, Key as ScenarioKey, Scenario};
use gametree::search::SearchConfig;
use std::time::{Duration, Instant};

/// Issue 16, item 8: a scenario given on the command line shows in the panel as it is (not
/// clamped to narrower panel limits), and Run searches that same scenario.
#[test]
fn the_panel_shows_a_command_line_scenario_as_given() {
    let s = Scenario {
        game: GameChoice::Bones {
            bones: 1000,
            max_take: 100,
        },
        config: SearchConfig {
            depth: Some(100),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let mut h = harness(App::new(s.clone()));
    h.run_steps(3);
    let panel = &h.state().scenario;
    assert_eq!(
        (
            panel.bones.heap,
            panel.bones.max_take,
            panel.search.get(ScenarioKey::Depth).cloned()
        ),
        (1000, 100, Some(Value::Whole(100)))
    );
    assert_eq!(panel.scenario().unwrap(), s);
}

/// Issue 16, item 8: settings that remember a scenario no search accepts (depth 0, an
/// aspiration window without iterative deepening) start on the default, saying why.
#[test]
fn a_remembered_scenario_with_refused_options_gives_way_to_the_default() {
    use gametree::app::toolkit::settings::SettingsStore;
    for (config, says) in [
        (
            SearchConfig {
                depth: Some(0),
                ..SearchConfig::default()
            },
            "depth limit of 0",
        ),
        (
            SearchConfig {
                aspiration: Some(2),
                ..SearchConfig::default()
            },
            "needs iterative deepening",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SettingsStore::load_from(dir.path());
        store.update(|s| {
            s.last_scenario = Scenario {
                config: config.clone(),
                ..Scenario::default()
            }
        });
        store.save_now().unwrap();
        let store = SettingsStore::load_from(dir.path());
        let app = App::with_settings(None, store);
        let mut h = harness(app);
        h.run_steps(3);
        wait_for_worker(&mut h);
        let trace = h.state().loaded.as_ref().unwrap().trace().clone();
        assert_eq!(trace.config, SearchConfig::default(), "{config:?}");
        h.get_by_label_contains(says);
    }
}

/// Issue 16, item 10: a settings file that is a pipe or a device is refused unread: defaults,
/// a note, and the window draws.
#[cfg(unix)]
#[test]
fn settings_that_are_a_pipe_or_a_device_are_refused_unread() {
    use gametree::app::toolkit::settings::SettingsStore;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
    let store = SettingsStore::load_from(dir.path());
    assert!(
        store
            .note
            .as_ref()
            .is_some_and(|n| n.words().contains("a device")),
        "{:?}",
        store.note
    );
    std::fs::remove_file(&path).unwrap();
    if std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .is_ok_and(|s| s.success())
    {
        let store = SettingsStore::load_from(dir.path());
        assert!(
            store
                .note
                .as_ref()
                .is_some_and(|n| n.words().contains("named pipe")),
            "{:?}",
            store.note
        );
    }
}

/// Issue 16, item 9: every corrupt settings file is kept, numbered.
#[test]
fn every_corrupt_settings_file_is_kept() {
    use gametree::app::toolkit::settings::SettingsStore;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    for (k, junk) in ["{ first", "{ second", "{ third"].iter().enumerate() {
        std::fs::write(&path, junk).unwrap();
        let store = SettingsStore::load_from(dir.path());
        assert!(store.note.is_some());
        let kept = match k {
            0 => dir.path().join("settings.json.bad"),
            k => dir.path().join(format!("settings.json.bad.{}", k + 1)),
        };
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), *junk);
    }
}

/// Issue 16, item 4: a window showing a million-leaf search asks for no frames once it is
/// idle (no busy redrawing).
#[test]
fn an_idle_window_on_a_huge_tree_asks_for_no_frames() {
    let row = format!("[{}]", vec!["1"; 1000].join(","));
    let json = format!("[{}]", vec![row.as_str(); 1000].join(","));
    let s = Scenario {
        game: GameChoice::Tree {
            source: gametree::scenario::TreeSource::Text {
                name: "a million leaves".into(),
                json,
            },
            min_root: false,
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(s));
    h.run_steps(30);
    let start = Instant::now();
    while h.state().worker.is_some() && start.elapsed() < Duration::from_secs(60) {
        h.run_steps(5);
    }
    h.run_steps(30);
    assert!(
        h.try_run().is_ok(),
        "the idle window keeps asking for frames"
    );
}

/// The other side of the idle check: while playing, the window does ask for frames (so the
/// check above can fail).
#[test]
fn a_playing_window_keeps_asking_for_frames() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(5);
    h.key_press(Key::Space);
    h.run_steps(3);
    assert!(h.try_run().is_err());
}

/// Issue 16, item 1: a start that died while loading the remembered scenario (out of memory,
/// killed) leaves a mark; the next start takes the default instead, saying why. A start that
/// loads clears its mark.
#[test]
fn a_start_that_died_loading_falls_back_to_the_default() {
    use gametree::app::toolkit::settings::SettingsStore;
    let dir = tempfile::tempdir().unwrap();
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 9,
            max_take: 3,
        },
        ..Scenario::default()
    };
    let mut store = SettingsStore::load_from(dir.path());
    store.update(|s| s.last_scenario = bones.clone());
    store.save_now().unwrap();
    let mark = dir.path().join("loading-last-scenario");
    // A healthy start: the mark is there while loading and gone once loaded.
    let app = App::with_settings(None, SettingsStore::load_from(dir.path()));
    assert!(mark.exists());
    let mut h = harness(app);
    h.run_steps(2);
    wait_for_worker(&mut h);
    assert!(!mark.exists());
    use gametree::teach::titles::{scenario_title, trace_title};
    assert_eq!(
        trace_title(h.state().loaded.as_ref().unwrap().trace()),
        scenario_title(&bones)
    );
    // A start that died: its mark is still there.
    std::fs::write(&mark, scenario_title(&bones)).unwrap();
    let mut h = harness(App::with_settings(
        None,
        SettingsStore::load_from(dir.path()),
    ));
    h.run_steps(2);
    wait_for_worker(&mut h);
    assert_eq!(
        trace_title(h.state().loaded.as_ref().unwrap().trace()),
        scenario_title(&Scenario::default())
    );
    h.get_by_label_contains("the last start stopped while loading");
    assert!(!mark.exists());
}
