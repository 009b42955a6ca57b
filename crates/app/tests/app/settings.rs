//! Settings are remembered between runs: a round trip through the file, a corrupt or
//! oversized file set aside as settings.json.bad, an unreadable one never saved over, changes
//! written on drop, the config directory from the environment, and the Toolkit keeping the
//! editor's text.

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

/// The user's settings as they were before the app started.
const USERS: &str = r#"{"presentation": true, "tree_text": "[[3,12,8],[2,4,6],[14,5,2]]"}"#;

/// Issue 35, item 8: a settings file that cannot be read (mode 000) is left as it is and never
/// saved over, and the note says so once. As root the file stays readable (a probe read
/// tells): then it simply loads, and only that is checked.
#[cfg(unix)]
#[test]
fn an_unreadable_file_is_left_as_it_is_and_never_saved_over() {
    use std::os::unix::fs::PermissionsExt;
    let (_tmp, dir) = config_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(settings::FILE_NAME);
    std::fs::write(&file, USERS).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o000)).unwrap();
    let readable = std::fs::read(&file).is_ok();
    let mut s = SettingsStore::load_from(&dir);
    if readable {
        assert!(s.settings.presentation, "a readable file loads");
    } else {
        assert_eq!(s.settings, Settings::default());
        let note = s.note.clone().unwrap();
        assert!(
            matches!(
                &note,
                SettingsNote::Error(SettingsError::Unreadable { kept: None, .. })
            ),
            "{note:?}"
        );
        let words = note.words();
        assert!(words.contains("settings.json"), "{words}");
        assert!(words.contains("left as it is"), "{words}");
        // Changes are made, saved, and the store dropped: the file is still the user's.
        s.update(|x| x.font_scale = 2.0);
        assert!(s.save_now().is_ok());
        drop(s);
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), USERS);
        let names = dir_names(&dir);
        assert_eq!(names, [settings::FILE_NAME], "nothing else is made");
    }
}

/// Issue 35, item 8: a settings file over the size limit (a sparse 140 MB file) is kept as
/// settings.json.bad, as a corrupt one is, and the app goes on with its defaults.
#[test]
fn an_oversized_file_is_kept_aside() {
    let (_tmp, dir) = config_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(settings::FILE_NAME);
    let size = 140u64 << 20;
    std::fs::File::create(&file).unwrap().set_len(size).unwrap();
    let mut s = SettingsStore::load_from(&dir);
    assert_eq!(s.settings, Settings::default());
    let note = s.note.clone().unwrap();
    assert!(
        matches!(
            &note,
            SettingsNote::Error(SettingsError::Unreadable { kept: Some(k), .. })
                if k.ends_with("settings.json.bad")
        ),
        "{note:?}"
    );
    assert!(
        note.words().contains("settings.json.bad"),
        "{}",
        note.words()
    );
    s.update(|x| x.font_scale = 2.0);
    s.save_now().unwrap();
    drop(s);
    let bad = dir.join("settings.json.bad");
    assert_eq!(std::fs::metadata(&bad).unwrap().len(), size);
    assert_eq!(SettingsStore::load_from(&dir).settings.font_scale, 2.0);
}

/// Issue 35, item 8: a pipe where the settings should be is neither opened nor replaced.
#[cfg(unix)]
#[test]
fn a_pipe_is_left_as_it_is() {
    use std::os::unix::fs::FileTypeExt;
    let (_tmp, dir) = config_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(settings::FILE_NAME);
    let made = std::process::Command::new("mkfifo").arg(&file).status();
    if !made.is_ok_and(|s| s.success()) {
        return;
    }
    let mut s = SettingsStore::load_from(&dir);
    assert!(matches!(
        &s.note,
        Some(SettingsNote::Error(SettingsError::Unreadable {
            kept: None,
            ..
        }))
    ));
    s.update(|x| x.presentation = true);
    assert!(s.save_now().is_ok());
    drop(s);
    assert!(
        std::fs::symlink_metadata(&file)
            .unwrap()
            .file_type()
            .is_fifo()
    );
    assert_eq!(dir_names(&dir), [settings::FILE_NAME]);
}

/// The names in `dir`, sorted.
fn dir_names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
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
