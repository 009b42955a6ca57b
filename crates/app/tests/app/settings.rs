//! Settings are remembered between runs: a round trip through the file, a corrupt file set
//! aside as settings.json.bad, changes written on drop, the config directory from the
//! environment, and the Toolkit keeping the editor's text.

use gametree_app::mode::Current;
use gametree_app::toolkit::Toolkit;
use gametree_app::toolkit::editor::TreeEditor;
use gametree_app::toolkit::settings::{self, Settings, SettingsError, SettingsNote, SettingsStore};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use std::path::PathBuf;

/// A config directory that does not exist yet, inside a temporary one removed afterwards.
fn config_dir() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("gametree");
    (tmp, dir)
}

#[test]
fn settings_round_trip_through_the_file() {
    let (_tmp, dir) = config_dir();
    let mut s = SettingsStore::load_from(&dir);
    assert_eq!(s.settings, Settings::default());
    assert!(s.note.is_none());
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 9,
            max_take: 2,
        },
        config: SearchConfig {
            algorithm: Algorithm::AlphaBeta,
            tt: true,
            depth: Some(4),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    s.update(|x| {
        x.presentation = true;
        x.font_scale = 1.5;
        x.tree_text = "[[3,12,8],[2,4".into(); // half-typed: kept as it is
        x.last_scenario = bones.clone();
    });
    assert!(s.is_dirty());
    s.save_now().unwrap();
    assert!(!s.is_dirty());
    let again = SettingsStore::load_from(&dir);
    assert_eq!(again.settings, s.settings);
    assert_eq!(again.settings.last_scenario, bones);
    // No temporary files are left next to it.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, [settings::FILE_NAME]);
}

#[test]
fn corrupt_settings_fall_back_and_are_kept_aside() {
    let (_tmp, dir) = config_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(settings::FILE_NAME);
    std::fs::write(&file, "{\"presentation\": tru").unwrap();
    let mut s = SettingsStore::load_from(&dir);
    assert_eq!(s.settings, Settings::default());
    let note = s.note.clone().unwrap();
    assert!(
        matches!(
            &note,
            SettingsNote::Error(SettingsError::Invalid { kept: Some(k), .. })
                if k.ends_with("settings.json.bad")
        ),
        "{note:?}"
    );
    let note = note.words();
    assert!(note.contains("settings.json.bad"), "{note}");
    let bad = dir.join("settings.json.bad");
    assert_eq!(
        std::fs::read_to_string(&bad).unwrap(),
        "{\"presentation\": tru"
    );
    // Unknown fields and missing ones are fine: defaults fill in.
    std::fs::write(&file, "{\"font_scale\": 2.0, \"colour\": \"teal\"}").unwrap();
    let s2 = SettingsStore::load_from(&dir);
    assert_eq!(s2.settings.font_scale, 2.0);
    assert!(!s2.settings.presentation);
    drop(s2);
    // Changes made after a bad load are written on drop, over a fresh file.
    s.update(|x| x.tree_text = "[1,[2,3]]".into());
    drop(s);
    let back = SettingsStore::load_from(&dir);
    assert_eq!(back.settings.tree_text, "[1,[2,3]]");
}

#[test]
fn a_scenario_from_another_version_is_the_default_one_and_the_rest_is_kept() {
    let (_tmp, dir) = config_dir();
    std::fs::create_dir_all(&dir).unwrap();
    // The shape earlier versions wrote: a mirror struct, not a scenario.
    std::fs::write(
        dir.join(settings::FILE_NAME),
        r#"{"presentation": true, "last_scenario": {"game": "bones", "bones": 9}}"#,
    )
    .unwrap();
    let s = SettingsStore::load_from(&dir);
    assert!(s.settings.presentation);
    assert_eq!(s.settings.last_scenario, Scenario::default());
    assert!(s.note.is_none(), "{:?}", s.note);
}

/// A save that fails says why as facts (the directory, the io error), and the settings note
/// words them as before.
#[test]
fn a_failed_save_is_an_error_of_facts_and_the_note_words_it() {
    let tmp = tempfile::tempdir().unwrap();
    // The config directory's parent is a file: the directory cannot be made.
    let blocker = tmp.path().join("a file");
    std::fs::write(&blocker, "not a directory").unwrap();
    let dir = blocker.join("gametree");
    let mut s = SettingsStore::load_from(&dir);
    s.note = None;
    s.update(|x| x.presentation = true);
    let err = s.save_now().unwrap_err();
    assert!(
        matches!(&err, SettingsError::CannotCreate { dir: d, .. } if *d == dir),
        "{err:?}"
    );
    let words = s.note.as_ref().unwrap().words();
    assert!(words.starts_with("cannot create "), "{words}");
    assert!(words.contains("gametree"), "{words}");
    // Nothing was written, so the change is still waiting.
    assert!(s.is_dirty());
    // Back to what is "on disk", so dropping the store tries no second write.
    s.settings = Settings::default();
    assert!(!s.is_dirty());
}

#[test]
fn config_dir_comes_from_the_variable_else_the_platform() {
    let platform = Some(PathBuf::from("/home/ann/.config"));
    assert_eq!(
        settings::config_dir_from(Some("/tmp/x".into()), platform.clone()),
        Some(PathBuf::from("/tmp/x"))
    );
    assert_eq!(
        settings::config_dir_from(Some("".into()), platform.clone()),
        Some(PathBuf::from("/home/ann/.config/gametree"))
    );
    assert_eq!(settings::config_dir_from(None, None), None);
}

#[test]
fn the_toolkit_remembers_the_tree() {
    let (_tmp, dir) = config_dir();
    {
        let mut kit = Toolkit::new(SettingsStore::load_from(&dir));
        kit.mode_mut::<TreeEditor>().set_text("[[1,2],[3");
        let mut h = egui_kittest::Harness::builder().build_ui_state(
            |ui, k: &mut Toolkit| {
                k.ui(ui, Current::default());
            },
            kit,
        );
        h.run();
        // Dropping the toolkit (closing the app) writes what was typed.
    }
    let again = Toolkit::new(SettingsStore::load_from(&dir));
    assert_eq!(again.mode::<TreeEditor>().text(), "[[1,2],[3");
    assert!(again.mode::<TreeEditor>().error().is_some());
}
