//! What the app remembers between runs — presentation mode, font scale, the last edited tree
//! and the last scenario chosen — as JSON in the config directory. Every change is written
//! (debounced, and on drop) with `files::write_atomically`, so nothing typed is lost on a
//! restart or a crash; a missing or corrupt file falls back to defaults (a corrupt one is kept
//! beside it as `settings.json.bad`).

use crate::files::write_atomically;
use crate::scenario::{GameChoice, Scenario, TreeSource};
use crate::search::{Algorithm, SearchConfig};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Environment variable naming the directory to keep settings in (tests use it).
pub const CONFIG_DIR_ENV: &str = "GAMETREE_CONFIG_DIR";
pub const FILE_NAME: &str = "settings.json";
/// A change is written once nothing else changed for this long.
pub const DEBOUNCE: Duration = Duration::from_millis(400);

/// The settings themselves. Unknown or missing fields take their defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub presentation: bool,
    pub font_scale: f32,
    /// The tree editor's text, exactly as typed (even if it does not parse yet).
    pub tree_text: String,
    pub last_scenario: LastScenario,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            presentation: false,
            font_scale: 1.0,
            tree_text: String::new(),
            last_scenario: LastScenario::from_scenario(&Scenario::default()),
        }
    }
}

/// The scenario panel's choices, in a form that is easy to store.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LastScenario {
    /// "tree", "tictactoe" or "bones".
    pub game: String,
    pub position: String,
    pub bones: i64,
    pub max_take: i64,
    /// A tree file, or empty for `tree_name`/`tree_json`.
    pub tree_file: String,
    pub tree_name: String,
    pub tree_json: String,
    pub min_root: bool,
    pub alphabeta: bool,
    pub ordering: bool,
    pub tt: bool,
    pub iterative: bool,
    pub depth: Option<u32>,
}

impl Default for LastScenario {
    fn default() -> Self {
        LastScenario::from_scenario(&Scenario::default())
    }
}

impl LastScenario {
    pub fn from_scenario(s: &Scenario) -> LastScenario {
        let mut l = LastScenario {
            game: String::new(),
            position: ".........".into(),
            bones: 8,
            max_take: 3,
            tree_file: String::new(),
            tree_name: String::new(),
            tree_json: String::new(),
            min_root: false,
            alphabeta: s.config.algorithm == Algorithm::AlphaBeta,
            ordering: s.config.ordering,
            tt: s.config.tt,
            iterative: s.config.iterative,
            depth: s.config.depth,
        };
        match &s.game {
            GameChoice::TicTacToe { position } => {
                l.game = "tictactoe".into();
                l.position = position.clone();
            }
            GameChoice::Bones { bones, max_take } => {
                l.game = "bones".into();
                l.bones = *bones;
                l.max_take = *max_take;
            }
            GameChoice::Tree { source, min_root } => {
                l.game = "tree".into();
                l.min_root = *min_root;
                match source {
                    TreeSource::File(p) => l.tree_file = p.display().to_string(),
                    TreeSource::Text { name, json } => {
                        l.tree_name = name.clone();
                        l.tree_json = json.clone();
                    }
                }
            }
        }
        l
    }

    /// The scenario again; an unknown game name is an error naming the accepted ones.
    pub fn to_scenario(&self) -> Result<Scenario, String> {
        let game = match self.game.as_str() {
            "tictactoe" => GameChoice::TicTacToe {
                position: self.position.clone(),
            },
            "bones" => GameChoice::Bones {
                bones: self.bones,
                max_take: self.max_take,
            },
            "tree" => GameChoice::Tree {
                source: if self.tree_file.is_empty() {
                    TreeSource::Text {
                        name: self.tree_name.clone(),
                        json: self.tree_json.clone(),
                    }
                } else {
                    TreeSource::File(PathBuf::from(&self.tree_file))
                },
                min_root: self.min_root,
            },
            other => {
                return Err(format!(
                    "saved game \"{other}\" is unknown; expected tree, tictactoe or bones"
                ));
            }
        };
        Ok(Scenario {
            game,
            config: SearchConfig {
                algorithm: if self.alphabeta {
                    Algorithm::AlphaBeta
                } else {
                    Algorithm::Minimax
                },
                ordering: self.ordering,
                tt: self.tt,
                iterative: self.iterative,
                depth: self.depth,
                time_limit: None,
            },
            ..Scenario::default()
        })
    }
}

/// The settings plus where they live and whether they still need writing.
pub struct SettingsStore {
    pub settings: Settings,
    /// `None`: no config directory is known; nothing is written.
    path: Option<PathBuf>,
    /// What is on disk (as far as we know).
    saved: Settings,
    changed_at: Option<Instant>,
    /// A note for the user about loading (a corrupt file set aside) or the last failed write.
    pub note: Option<String>,
}

/// `$GAMETREE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/gametree`, else `~/.config/gametree`.
pub fn config_dir() -> Option<PathBuf> {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env(CONFIG_DIR_ENV)
        .or_else(|| env("XDG_CONFIG_HOME").map(|d| d.join("gametree")))
        .or_else(|| env("HOME").map(|h| h.join(".config").join("gametree")))
}

impl SettingsStore {
    /// Loads from [`config_dir`] (defaults if there is none).
    pub fn load() -> SettingsStore {
        match config_dir() {
            Some(dir) => SettingsStore::load_from(&dir),
            None => SettingsStore::in_memory(Settings::default()),
        }
    }

    /// Settings that are never written (tests, or no config directory).
    pub fn in_memory(settings: Settings) -> SettingsStore {
        SettingsStore {
            saved: settings.clone(),
            settings,
            path: None,
            changed_at: None,
            note: None,
        }
    }

    /// Loads `dir/settings.json`. Missing: defaults. Unreadable or corrupt: defaults, and the
    /// file is renamed to `settings.json.bad` so the next save does not destroy it.
    pub fn load_from(dir: &Path) -> SettingsStore {
        let path = dir.join(FILE_NAME);
        let mut note = None;
        let settings = match std::fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Settings::default(),
            Err(e) => {
                note = Some(format!(
                    "cannot read {}: {e}; using default settings",
                    path.display()
                ));
                Settings::default()
            }
            Ok(bytes) => match serde_json::from_slice::<Settings>(&bytes) {
                Ok(s) => s,
                Err(e) => {
                    let bad = dir.join(format!("{FILE_NAME}.bad"));
                    let kept = std::fs::rename(&path, &bad).is_ok();
                    note = Some(format!(
                        "{} is not valid settings ({e}); using defaults{}",
                        path.display(),
                        if kept {
                            format!(", the old file is kept as {}", bad.display())
                        } else {
                            String::new()
                        }
                    ));
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
        let Some(path) = &self.path else {
            return Ok(());
        };
        if !self.is_dirty() && path.exists() {
            return Ok(());
        }
        let result = (|| {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            let json = serde_json::to_string_pretty(&self.settings)
                .map_err(|e| format!("cannot write settings: {e}"))?;
            write_atomically(path, json.as_bytes())
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
