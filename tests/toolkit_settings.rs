//! Settings are remembered between runs: a round trip through the file, a corrupt file set
//! aside as settings.json.bad, changes written on drop, the config directory from the
//! environment, and the Toolkit keeping the editor's text.

use gametree::app::toolkit::Toolkit;
use gametree::app::toolkit::settings::{self, Settings, SettingsStore};
use gametree::scenario::{GameChoice, Scenario};
use gametree::search::{Algorithm, SearchConfig};
use std::path::PathBuf;

struct TempDir(PathBuf);
impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p =
            std::env::temp_dir().join(format!("gametree-settings-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        TempDir(p)
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn settings_round_trip_through_the_file() {
    let dir = TempDir::new("trip");
    let mut s = SettingsStore::load_from(&dir.0);
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
        x.last_scenario = settings::LastScenario::from_scenario(&bones);
    });
    assert!(s.is_dirty());
    s.save_now().unwrap();
    assert!(!s.is_dirty());
    let again = SettingsStore::load_from(&dir.0);
    assert_eq!(again.settings, s.settings);
    assert_eq!(again.settings.last_scenario.to_scenario().unwrap(), bones);
    assert_eq!(
        settings::LastScenario::from_scenario(&Scenario::default())
            .to_scenario()
            .unwrap(),
        Scenario::default()
    );
    // No temporary files are left next to it.
    let names: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, [settings::FILE_NAME]);
}

#[test]
fn corrupt_settings_fall_back_and_are_kept_aside() {
    let dir = TempDir::new("bad");
    std::fs::create_dir_all(&dir.0).unwrap();
    let file = dir.0.join(settings::FILE_NAME);
    std::fs::write(&file, "{\"presentation\": tru").unwrap();
    let mut s = SettingsStore::load_from(&dir.0);
    assert_eq!(s.settings, Settings::default());
    let note = s.note.clone().unwrap();
    assert!(note.contains("settings.json.bad"), "{note}");
    let bad = dir.0.join("settings.json.bad");
    assert_eq!(
        std::fs::read_to_string(&bad).unwrap(),
        "{\"presentation\": tru"
    );
    // Unknown fields and missing ones are fine: defaults fill in.
    std::fs::write(&file, "{\"font_scale\": 2.0, \"colour\": \"teal\"}").unwrap();
    let s2 = SettingsStore::load_from(&dir.0);
    assert_eq!(s2.settings.font_scale, 2.0);
    assert!(!s2.settings.presentation);
    drop(s2);
    // Changes made after a bad load are written on drop, over a fresh file.
    s.update(|x| x.tree_text = "[1,[2,3]]".into());
    drop(s);
    let back = SettingsStore::load_from(&dir.0);
    assert_eq!(back.settings.tree_text, "[1,[2,3]]");
}

#[test]
fn config_dir_comes_from_the_environment_and_the_toolkit_remembers_the_tree() {
    let dir = TempDir::new("env");
    // SAFETY: the only test in this binary that touches the environment.
    unsafe { std::env::set_var(settings::CONFIG_DIR_ENV, &dir.0) };
    assert_eq!(settings::config_dir(), Some(dir.0.clone()));
    {
        let mut kit = Toolkit::new(SettingsStore::load());
        kit.editor.set_text("[[1,2],[3");
        let mut h =
            egui_kittest::Harness::builder().build_ui_state(|ui, k: &mut Toolkit| k.ui(ui), kit);
        h.run();
        // Dropping the toolkit (closing the app) writes what was typed.
    }
    let again = Toolkit::new(SettingsStore::load());
    assert_eq!(again.editor.text(), "[[1,2],[3");
    assert!(again.editor.error().is_some());
    unsafe { std::env::remove_var(settings::CONFIG_DIR_ENV) };
}
