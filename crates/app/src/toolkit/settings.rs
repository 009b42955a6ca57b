//! What the app remembers between runs — presentation mode, font scale, the language, the last
//! edited tree and the last scenario chosen — as JSON in the config directory. Every change is written
//! (debounced, and on drop) with `files::write_atomically`, so nothing typed is lost on a
//! restart or a crash; a missing or corrupt file falls back to defaults (a corrupt one is kept
//! beside it as `settings.json.bad`).

use gametree_engine::files::write_atomically;
use gametree_engine::scenario::Scenario;
use gametree_teach::Say;
use gametree_teach::i18n::Lang;
use gametree_teach::t;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;
use web_time::Instant;

/// Environment variable naming the directory to keep settings in (tests use it).
pub const CONFIG_DIR_ENV: &str = "GAMETREE_CONFIG_DIR";
/// The settings file in that directory.
pub const FILE_NAME: &str = "settings.json";
/// A change is written once nothing else changed for this long.
pub const DEBOUNCE: Duration = Duration::from_millis(400);

/// The settings themselves. Unknown or missing fields take their defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Presentation mode (light, high contrast, large text) is on.
    pub presentation: bool,
    /// Text size, 1.0 = normal.
    pub font_scale: f32,
    /// The language chosen in the app; `None`: the system's (see [`SettingsStore::lang`]).
    pub lang: Option<Lang>,
    /// The tree editor's text, exactly as typed (even if it does not parse yet).
    pub tree_text: String,
    /// The scenario to open on next time: the last one that loaded. One that cannot be read
    /// back (written by another version) is the default scenario.
    #[serde(deserialize_with = "scenario_or_default")]
    pub last_scenario: Scenario,
    /// How the learner has done on the exercise sets' levels.
    pub exercise_progress: gametree_engine::exercises::Progress,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            presentation: false,
            font_scale: 1.0,
            lang: None,
            tree_text: String::new(),
            last_scenario: Scenario::default(),
            exercise_progress: Default::default(),
        }
    }
}

/// Reads a stored scenario, or the default one where it is not a scenario this version knows.
fn scenario_or_default<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Scenario, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    Ok(Scenario::deserialize(value).unwrap_or_default())
}

/// The settings plus where they live and whether they still need writing.
pub struct SettingsStore {
    /// The settings in force (change them with [`Self::update`] so they get written).
    pub settings: Settings,
    /// `None`: no config directory is known; nothing is written.
    path: Option<PathBuf>,
    /// What is on disk (as far as we know).
    saved: Settings,
    changed_at: Option<Instant>,
    /// A note for the user about loading (a corrupt file set aside) or the last failed write.
    pub note: Option<String>,
    /// The language `settings.lang == None` stands for: the system's for the app's own store
    /// ([`Self::load`]), English for the others ([`Self::in_memory`], [`Self::load_from`]), so
    /// tests speak English whatever the machine's locale.
    system_lang: Lang,
}

/// `$GAMETREE_CONFIG_DIR`, else the platform's config directory (`dirs`: `~/.config` on
/// Linux, `~/Library/Application Support` on macOS, `%APPDATA%` on Windows) + `gametree`.
pub fn config_dir() -> Option<PathBuf> {
    config_dir_from(std::env::var_os(CONFIG_DIR_ENV), dirs::config_dir())
}

/// [`config_dir`] from the variable's value and the platform's directory.
pub fn config_dir_from(
    variable: Option<std::ffi::OsString>,
    platform: Option<PathBuf>,
) -> Option<PathBuf> {
    variable
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| platform.map(|d| d.join("gametree")))
}

impl SettingsStore {
    /// Loads from [`config_dir`] (defaults if there is none); in the browser, from its
    /// local storage.
    pub fn load() -> SettingsStore {
        let system = gametree_teach::i18n::system_lang();
        #[cfg(target_arch = "wasm32")]
        return browser::load(system);
        #[cfg(not(target_arch = "wasm32"))]
        match config_dir() {
            Some(dir) => SettingsStore::load_speaking(&dir, system),
            None => SettingsStore::in_memory(Settings::default()).with_system_lang(system),
        }
    }

    /// Settings that are never written (tests, or no config directory). With no language
    /// chosen they speak English (see [`Self::with_system_lang`]).
    pub fn in_memory(settings: Settings) -> SettingsStore {
        SettingsStore {
            saved: settings.clone(),
            settings,
            path: None,
            changed_at: None,
            note: None,
            system_lang: Lang::En,
        }
    }

    /// The same store, with `lang` as the language to speak when the settings choose none
    /// (what [`Self::load`] does with the system's language).
    pub fn with_system_lang(mut self, lang: Lang) -> SettingsStore {
        self.system_lang = lang;
        self
    }

    /// The same store with `lang` chosen, when one is given (`--lang`, a link's `lang=`): it
    /// is kept, as the app's own switch keeps it.
    pub fn speaking(mut self, lang: Option<Lang>) -> SettingsStore {
        if let Some(lang) = lang {
            self.update(|s| s.lang = Some(lang));
        }
        self
    }

    /// The language in force: the one chosen in the settings, else the system's (English for
    /// a store made by [`Self::in_memory`] or [`Self::load_from`]).
    pub fn lang(&self) -> Lang {
        self.settings.lang.unwrap_or(self.system_lang)
    }

    /// Loads `dir/settings.json`. Missing: defaults. Unreadable or corrupt: defaults, and the
    /// file is renamed to `settings.json.bad` (`.bad.2`, … if taken) so the next save does not
    /// destroy it. A pipe, a device or a file over the limit is refused unread. With no
    /// language chosen the store speaks English (see [`Self::with_system_lang`]).
    pub fn load_from(dir: &Path) -> SettingsStore {
        SettingsStore::load_speaking(dir, Lang::En)
    }

    /// [`Self::load_from`], speaking `system` when the settings choose no language (its notes
    /// too: they are written when the file could not be read, so no language was chosen).
    fn load_speaking(dir: &Path, system: Lang) -> SettingsStore {
        gametree_teach::i18n::with_lang(system, || SettingsStore::read(dir, system))
    }

    fn read(dir: &Path, system: Lang) -> SettingsStore {
        let path = dir.join(FILE_NAME);
        let mut note = None;
        // Settings hold at most the last edited tree and the last scenario: two tree files.
        let limit = 2 * gametree_engine::game::tree::MAX_FILE_BYTES + (1 << 20);
        let settings = match gametree_engine::files::read_limited(&path, limit) {
            Err(e) if e.is_missing() => Settings::default(),
            Err(e) => {
                note = Some(t!("app-settings-unreadable", error = e.say()));
                Settings::default()
            }
            Ok(bytes) => match serde_json::from_slice::<Settings>(&bytes) {
                Ok(s) => s,
                Err(e) => {
                    // Every corrupt copy is kept: settings.json.bad, .bad.2, …
                    let bad = gametree_engine::files::free_name(&path, ".bad");
                    let kept = std::fs::rename(&path, &bad).is_ok();
                    let (file, error) = (path.display().to_string(), e.to_string());
                    note = Some(if kept {
                        t!(
                            "app-settings-invalid-kept",
                            file = file,
                            error = error,
                            kept = bad.display().to_string()
                        )
                    } else {
                        t!("app-settings-invalid", file = file, error = error)
                    });
                    Settings::default()
                }
            },
        };
        SettingsStore {
            saved: settings.clone(),
            settings,
            path: Some(path),
            changed_at: None,
            note,
            system_lang: system,
        }
    }

    /// Where the settings are written, if anywhere.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Changes the settings; a real change is written after [`DEBOUNCE`] (see [`Self::tick`]).
    pub fn update(&mut self, f: impl FnOnce(&mut Settings)) {
        let before = self.settings.clone();
        f(&mut self.settings);
        if self.settings != before {
            self.changed_at = Some(Instant::now());
        }
    }

    /// Whether a change is waiting to be written.
    pub fn is_dirty(&self) -> bool {
        self.settings != self.saved
    }

    /// Call every frame: writes the settings once they have been still for [`DEBOUNCE`].
    pub fn tick(&mut self) {
        if self
            .changed_at
            .is_some_and(|t| t.elapsed() >= DEBOUNCE && self.is_dirty())
        {
            let _ = self.save_now();
        }
    }

    /// Writes now (atomically) if anything changed.
    pub fn save_now(&mut self) -> Result<(), String> {
        self.changed_at = None;
        #[cfg(target_arch = "wasm32")]
        if self.path.is_none() {
            let result = browser::save(&self.settings);
            match &result {
                Ok(()) => self.saved = self.settings.clone(),
                Err(e) => self.note = Some(e.clone()),
            }
            return result;
        }
        let Some(path) = &self.path else {
            return Ok(());
        };
        if !self.is_dirty() && path.exists() {
            return Ok(());
        }
        let result = (|| {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|e| {
                    t!(
                        "app-settings-cannot-create",
                        dir = dir.display().to_string(),
                        error = e.say()
                    )
                })?;
            }
            let json = serde_json::to_string_pretty(&self.settings)
                .map_err(|e| t!("app-settings-cannot-write", error = e.to_string()))?;
            write_atomically(path, json.as_bytes()).map_err(|e| e.say())
        })();
        match &result {
            Ok(()) => self.saved = self.settings.clone(),
            Err(e) => self.note = Some(e.clone()),
        }
        result
    }
}

impl Drop for SettingsStore {
    /// Whatever was changed last is written on the way out.
    fn drop(&mut self) {
        if self.is_dirty() {
            let _ = self.save_now();
        }
    }
}

/// Settings in the browser's local storage (the web build has no files), under one key, as the
/// same JSON the desktop writes; unreadable JSON falls back to defaults.
#[cfg(target_arch = "wasm32")]
mod browser {
    use super::{Settings, SettingsStore};
    use gametree_teach::i18n::Lang;
    use gametree_teach::t;

    /// The local-storage key.
    const KEY: &str = "gametree.settings";

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    /// The settings kept in the browser, speaking `system` when they choose no language.
    pub fn load(system: Lang) -> SettingsStore {
        let text = storage().and_then(|s| s.get_item(KEY).ok().flatten());
        let mut note = None;
        let settings = match text.map(|t| serde_json::from_str::<Settings>(&t)) {
            None => Settings::default(),
            Some(Ok(s)) => s,
            Some(Err(e)) => {
                note = Some(gametree_teach::i18n::with_lang(system, || {
                    t!("app-settings-browser-invalid", error = e.to_string())
                }));
                Settings::default()
            }
        };
        let mut store = SettingsStore::in_memory(settings).with_system_lang(system);
        store.note = note;
        store
    }

    pub fn save(settings: &Settings) -> Result<(), String> {
        let json = serde_json::to_string(settings).map_err(|e| e.to_string())?;
        storage()
            .ok_or_else(|| t!("app-settings-no-storage"))?
            .set_item(KEY, &json)
            .map_err(|_| t!("app-settings-storage-refused"))
    }
}
