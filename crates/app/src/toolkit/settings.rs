//! What the app remembers between runs — presentation mode, font scale, the language, the last
//! edited tree, the last scenario chosen and whether the first-start hint was dismissed — as JSON in the config directory. Every change is written
//! (debounced, and on drop) with `files::write_atomically`, so nothing typed is lost on a
//! restart or a crash; a missing or corrupt file falls back to defaults (a corrupt or
//! oversized one is kept beside it as `settings.json.bad`, one that cannot be read is left as
//! it is and never saved over). What went wrong is a [`SettingsError`] of facts, put in words
//! where the settings note shows it ([`SettingsNote::words`]).

use gametree_engine::files::{ReadError, WriteError, write_atomically};
use gametree_engine::scenario::{OptionsError, Scenario};
use gametree_teach::Say;
use gametree_teach::i18n::Lang;
use gametree_teach::t;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

/// Environment variable naming the directory to keep settings in (tests use it).
pub const CONFIG_DIR_ENV: &str = "GAMETREE_CONFIG_DIR";
/// The settings file in that directory.
pub const FILE_NAME: &str = "settings.json";
/// A change is written once nothing else changed for this long.
pub const DEBOUNCE: Duration = Duration::from_millis(400);

/// Why the settings could not be read or written, as facts (the file, the io or serde error);
/// [`SettingsError::words`] says it in the language in force. The errors it holds are shared
/// (`Arc`) so that the note can keep it while `save_now` returns it.
#[derive(Clone, Debug, thiserror::Error)]
pub enum SettingsError {
    /// The settings file could not be read (no permission, a pipe or device, too large).
    /// `kept` is where a file too large to be settings was set aside (`settings.json.bad`,
    /// …); `None`: the file was left as it is, and these settings are never saved over it.
    #[error("cannot read the settings: {error}")]
    Unreadable {
        /// Why it could not be read.
        #[source]
        error: ReadError,
        /// Where it was moved, if it was.
        kept: Option<PathBuf>,
    },
    /// The file is not settings JSON; `kept` is where it was set aside, if it could be.
    #[error("{} is not valid settings: {error}", file.display())]
    Invalid {
        /// The settings file.
        file: PathBuf,
        /// What the JSON reader found.
        #[source]
        error: Arc<serde_json::Error>,
        /// Where the bad file was moved (`settings.json.bad`, …), if it could be.
        kept: Option<PathBuf>,
    },
    /// The settings' directory could not be created.
    #[error("cannot create {}: {source}", dir.display())]
    CannotCreate {
        /// The directory.
        dir: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The settings could not be made into JSON.
    #[error("cannot write settings: {0}")]
    CannotSerialise(#[source] Arc<serde_json::Error>),
    /// The settings file could not be written.
    #[error(transparent)]
    Write(Arc<WriteError>),
    /// The browser's saved settings are not settings JSON.
    #[error("the browser's saved settings are not valid: {0}")]
    BrowserInvalid(#[source] Arc<serde_json::Error>),
    /// The browser keeps no local storage.
    #[error("no local storage")]
    NoStorage,
    /// The browser refused to store the settings.
    #[error("local storage refused the settings")]
    StorageRefused,
}

impl SettingsError {
    /// The error in words, in the language in force (the settings note's words).
    pub fn words(&self) -> String {
        match self {
            SettingsError::Unreadable { error, kept } => match kept {
                Some(kept) => t!(
                    "app-settings-unreadable-kept",
                    error = error.say(),
                    kept = kept.display().to_string()
                ),
                None => t!("app-settings-unreadable", error = error.say()),
            },
            SettingsError::Invalid { file, error, kept } => {
                let (file, error) = (file.display().to_string(), error.to_string());
                match kept {
                    Some(kept) => t!(
                        "app-settings-invalid-kept",
                        file = file,
                        error = error,
                        kept = kept.display().to_string()
                    ),
                    None => t!("app-settings-invalid", file = file, error = error),
                }
            }
            SettingsError::CannotCreate { dir, source } => t!(
                "app-settings-cannot-create",
                dir = dir.display().to_string(),
                error = source.say()
            ),
            SettingsError::CannotSerialise(e) => {
                t!("app-settings-cannot-write", error = e.to_string())
            }
            SettingsError::Write(e) => e.say(),
            SettingsError::BrowserInvalid(e) => {
                t!("app-settings-browser-invalid", error = e.to_string())
            }
            SettingsError::NoStorage => t!("app-settings-no-storage"),
            SettingsError::StorageRefused => t!("app-settings-storage-refused"),
        }
    }
}

/// What the settings note under the mode bar says, until dismissed: a settings error, or why
/// the app did not start on the remembered scenario.
#[derive(Clone, Debug)]
pub enum SettingsNote {
    /// Reading or writing the settings failed.
    Error(SettingsError),
    /// The remembered scenario's options are refused; the app started on the default.
    LastScenarioRefused(OptionsError),
    /// The last start stopped while loading this remembered scenario; the app started on the
    /// default.
    LastStartStopped(Box<Scenario>),
}

impl SettingsNote {
    /// The note in words, in the language in force.
    pub fn words(&self) -> String {
        match self {
            SettingsNote::Error(e) => e.words(),
            SettingsNote::LastScenarioRefused(e) => {
                t!("app-note-last-scenario-refused", error = e.say())
            }
            SettingsNote::LastStartStopped(scenario) => t!(
                "app-note-last-start-stopped",
                scenario = gametree_engine::game::shown_text(
                    &gametree_teach::titles::scenario_title(scenario)
                )
            ),
        }
    }
}

impl From<SettingsError> for SettingsNote {
    fn from(e: SettingsError) -> Self {
        SettingsNote::Error(e)
    }
}

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
    /// The first-start hint (→ steps, the mode bar, ? for help) was dismissed: it shows once.
    pub hint_dismissed: bool,
    /// The Code panel's listing last chosen (`pseudo`, `aima`, `python`, `c`, `rust`, `java`,
    /// `php`).
    pub code: Option<String>,
    /// The address of the published web page, where "Copy embed code" and a player's "open in
    /// Game Tree Lab" point from the desktop (the web build uses its own page's address).
    pub page_address: String,
}

/// The published page's address until the settings give another: the one README gives for
/// the web build served from `web/dist`.
pub const PUBLISHED_PAGE: &str = "http://127.0.0.1:8080/";

impl Default for Settings {
    fn default() -> Self {
        Settings {
            presentation: false,
            font_scale: 1.0,
            lang: None,
            tree_text: String::new(),
            last_scenario: Scenario::default(),
            exercise_progress: Default::default(),
            hint_dismissed: false,
            code: None,
            page_address: PUBLISHED_PAGE.to_string(),
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
    /// The file is there but could not be used nor set aside (unreadable, a pipe, a device,
    /// or a rename that failed): it is left as it is, so nothing is ever saved over it.
    hands_off: bool,
    changed_at: Option<Instant>,
    /// A note for the user about loading (a corrupt file set aside), the last failed write,
    /// or the scenario the app did not start on.
    pub note: Option<SettingsNote>,
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
            hands_off: false,
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

    /// Loads `dir/settings.json`. Missing: defaults. Corrupt or over the size limit: defaults,
    /// and the file is renamed to `settings.json.bad` (`.bad.2`, … if taken) so the next save
    /// does not destroy it. One that cannot be read (no permission, a pipe, a device), or
    /// cannot be renamed: defaults, and the file is left as it is and never saved over (the
    /// note says so). With no language chosen the store speaks English (see
    /// [`Self::with_system_lang`]).
    pub fn load_from(dir: &Path) -> SettingsStore {
        SettingsStore::load_speaking(dir, Lang::En)
    }

    /// [`Self::load_from`], speaking `system` when the settings choose no language (its notes
    /// too: they are shown when the file could not be read, so no language was chosen).
    fn load_speaking(dir: &Path, system: Lang) -> SettingsStore {
        let path = dir.join(FILE_NAME);
        let (settings, note) = match SettingsStore::read(&path) {
            Ok(settings) => (settings, None),
            Err(e) => (Settings::default(), Some(e)),
        };
        let hands_off = matches!(
            note,
            Some(
                SettingsError::Unreadable { kept: None, .. }
                    | SettingsError::Invalid { kept: None, .. }
            )
        ) && something_there(&path);
        SettingsStore {
            saved: settings.clone(),
            settings,
            path: Some(path),
            hands_off,
            changed_at: None,
            note: note.map(SettingsNote::Error),
            system_lang: system,
        }
    }

    /// The settings in `path` (defaults when there is no file). A corrupt or oversized file
    /// is set aside; one that cannot be read stays where it is.
    fn read(path: &Path) -> Result<Settings, SettingsError> {
        // Settings hold at most the last edited tree and the last scenario: two tree files.
        let limit = 2 * gametree_engine::game::tree::MAX_FILE_BYTES + (1 << 20);
        let bytes = match gametree_engine::files::read_limited(path, limit) {
            Err(e) if e.is_missing() => return Ok(Settings::default()),
            // A regular file too large to be settings is set aside as a corrupt one is.
            Err(error @ ReadError::TooLarge { .. }) => {
                let kept = set_aside(path);
                return Err(SettingsError::Unreadable { error, kept });
            }
            Err(error) => return Err(SettingsError::Unreadable { error, kept: None }),
            Ok(bytes) => bytes,
        };
        serde_json::from_slice::<Settings>(&bytes).map_err(|error| SettingsError::Invalid {
            file: path.to_path_buf(),
            error: Arc::new(error),
            kept: set_aside(path),
        })
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

    /// Writes now (atomically) if anything changed. A failure is also kept as the note.
    /// Nothing is written over a file that could not be read nor set aside (the note from
    /// loading says so).
    pub fn save_now(&mut self) -> Result<(), SettingsError> {
        self.changed_at = None;
        if self.hands_off {
            return Ok(());
        }
        let result = match &self.path {
            #[cfg(target_arch = "wasm32")]
            None => browser::save(&self.settings),
            #[cfg(not(target_arch = "wasm32"))]
            None => return Ok(()),
            Some(path) if !self.is_dirty() && path.exists() => return Ok(()),
            Some(path) => write(path, &self.settings),
        };
        match &result {
            Ok(()) => self.saved = self.settings.clone(),
            Err(e) => self.note = Some(SettingsNote::Error(e.clone())),
        }
        result
    }
}

/// Whether something is at `path`, or might be (it cannot be looked at): then it is not
/// saved over. Nothing is there when the name or a folder on its way is missing.
fn something_there(path: &Path) -> bool {
    match std::fs::symlink_metadata(path) {
        Ok(_) => true,
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
        ),
    }
}

/// Moves the file at `path` aside to the first free `settings.json.bad`, `.bad.2`, … so that
/// every unusable copy is kept; where it went, or `None` if it could not be moved.
fn set_aside(path: &Path) -> Option<PathBuf> {
    let bad = gametree_engine::files::free_name(path, ".bad");
    std::fs::rename(path, &bad).is_ok().then_some(bad)
}

/// Writes `settings` to `path` atomically, making its directory first.
fn write(path: &Path, settings: &Settings) -> Result<(), SettingsError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| SettingsError::CannotCreate {
            dir: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
    }
    let json = serde_json::to_string_pretty(settings)
        .map_err(|e| SettingsError::CannotSerialise(Arc::new(e)))?;
    write_atomically(path, json.as_bytes()).map_err(|e| SettingsError::Write(Arc::new(e)))
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
    use super::{Settings, SettingsError, SettingsNote, SettingsStore};
    use gametree_teach::i18n::Lang;
    use std::sync::Arc;

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
                note = Some(SettingsNote::Error(SettingsError::BrowserInvalid(
                    Arc::new(e),
                )));
                Settings::default()
            }
        };
        let mut store = SettingsStore::in_memory(settings).with_system_lang(system);
        store.note = note;
        store
    }

    /// Keeps `settings` in the browser's local storage.
    pub fn save(settings: &Settings) -> Result<(), SettingsError> {
        let json = serde_json::to_string(settings)
            .map_err(|e| SettingsError::CannotSerialise(Arc::new(e)))?;
        storage()
            .ok_or(SettingsError::NoStorage)?
            .set_item(KEY, &json)
            .map_err(|_| SettingsError::StorageRefused)
    }
}
