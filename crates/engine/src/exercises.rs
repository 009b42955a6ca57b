//! Exercise sets: six levels of practice trees, each a seeded series generated until the
//! search on it does what the level is about (a target number of cutoffs, a re-search), so a
//! teacher can hand out "level 2, seed 7, 5 trees" and every student gets the same trees.
//! A set is small enough to travel as a file or a link; the draw crate's `sheet` draws the
//! printable sheet (each empty tree) and its answer key.

use crate::game::random_tree::SplitMix64;
use crate::search::{Algorithm, SearchConfig};
use crate::setup::{GameChoice, Scenario, ScenarioError, TreeName, TreeSource};
use std::ops::RangeInclusive;

/// One level: what kind of tree and search, and what the search must do on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// 1 to 6 (the teach crate says what each level practises).
    pub number: u8,
    /// Edges from the root to the deepest leaves.
    depth: u32,
    /// Children of an inner node.
    children: RangeInclusive<u32>,
    /// Leaves may end a branch early (at random, above the deepest level).
    uneven: bool,
    /// Children sorted best first for the player to move, the order alpha-beta likes.
    best_first: bool,
    /// MIN moves at the root.
    min_root: bool,
    algorithm: Algorithm,
    /// How many cutoffs the search must make on each tree.
    cutoffs: RangeInclusive<u64>,
    /// How many re-searches (PVS) it must make.
    re_searches: RangeInclusive<u64>,
}

/// The six levels, easiest first.
pub fn levels() -> [Level; 6] {
    let level = |number, algorithm| Level {
        number,
        depth: 3,
        children: 2..=3,
        uneven: false,
        best_first: false,
        min_root: false,
        algorithm,
        cutoffs: 2..=4,
        re_searches: 0..=u64::MAX,
    };
    [
        Level {
            depth: 2,
            cutoffs: 0..=0,
            ..level(1, Algorithm::Minimax)
        },
        level(2, Algorithm::AlphaBeta),
        Level {
            depth: 4,
            uneven: true,
            cutoffs: 2..=5,
            ..level(3, Algorithm::AlphaBeta)
        },
        Level {
            best_first: true,
            cutoffs: 4..=u64::MAX,
            ..level(4, Algorithm::AlphaBeta)
        },
        Level {
            min_root: true,
            ..level(5, Algorithm::AlphaBeta)
        },
        Level {
            re_searches: 1..=2,
            cutoffs: 1..=u64::MAX,
            ..level(6, Algorithm::Pvs)
        },
    ]
}

/// A set of exercises: which level, which seed, how many trees.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ExerciseSet {
    /// 1 to 6 (see [`levels`]).
    pub level: u8,
    /// The seed the trees are drawn from.
    pub seed: u64,
    /// How many trees (1 to [`MAX_EXERCISES`]).
    pub count: u32,
}

/// Most trees in one set.
pub const MAX_EXERCISES: u32 = 50;

/// Tries per tree to meet the level's target before taking the closest.
const TRIES: u32 = 400;

/// Why a set cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetError {
    /// No such level.
    #[error("level {0} does not exist")]
    Level(u8),
    /// Too few or too many trees.
    #[error("a set has 1 to {max} trees, not {0}", max = MAX_EXERCISES)]
    Count(u32),
    /// The text is not a set: what the JSON reader found, shortened.
    #[error("not an exercise set ({0})")]
    NotASet(String),
}

/// Why an exercise set's sheet of pictures could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// The folder could not be made.
    #[error("cannot make the folder {}: {source}", folder.display())]
    Folder {
        /// The folder asked for.
        folder: std::path::PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A tree of the set could not be searched.
    #[error(transparent)]
    Search(#[from] ScenarioError),
    /// A picture could not be written.
    #[error(transparent)]
    Picture(#[from] crate::files::PictureError),
    /// A file of a sheet picture's name is in the folder, and no sheet wrote it (it has no
    /// sheet mark): it is the user's, and is kept.
    #[error("{} was not written by a sheet", path.display())]
    NotASheetFile {
        /// The file kept.
        path: std::path::PathBuf,
    },
    /// A sheet picture's name is a symbolic link: a sheet never writes through one (it could
    /// lead out of the folder).
    #[error("{} is a symbolic link", path.display())]
    Link {
        /// The link.
        path: std::path::PathBuf,
    },
}

/// One tree of a set, with the scenario that searches it.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The tree in the JSON notation (docs/trees.md).
    pub tree: String,
    /// The tree under the level's search, named [`TreeName::SetTree`] (titles say "level L,
    /// seed S, tree K").
    pub scenario: Scenario,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct SetFile {
    exercise_set: ExerciseSet,
}

impl ExerciseSet {
    /// A set, checked.
    pub fn new(level: u8, seed: u64, count: u32) -> Result<ExerciseSet, SetError> {
        if !(1..=6).contains(&level) {
            return Err(SetError::Level(level));
        }
        if !(1..=MAX_EXERCISES).contains(&count) {
            return Err(SetError::Count(count));
        }
        Ok(ExerciseSet { level, seed, count })
    }

    /// The level this set draws from.
    pub(crate) fn level(&self) -> Level {
        levels()[(self.level.clamp(1, 6) - 1) as usize].clone()
    }

    /// The set as a file: `{"exercise_set": {"level": 2, "seed": 7, "count": 5}}`.
    pub fn to_file(&self) -> String {
        serde_json::to_string(&SetFile {
            exercise_set: self.clone(),
        })
        .unwrap_or_default()
    }

    /// Reads a set file (checked as [`ExerciseSet::new`] checks).
    pub fn from_file(text: &str) -> Result<ExerciseSet, SetError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let f: SetFile = serde_json::from_str(text).map_err(|e| {
            let mut s = e.to_string();
            s.truncate(120);
            SetError::NotASet(s)
        })?;
        let s = f.exercise_set;
        ExerciseSet::new(s.level, s.seed, s.count)
    }

    /// Whether `text` looks like a set file (so Open can tell it from a tree or a trace).
    pub fn is_set_file(text: &str) -> bool {
        let t = text.trim_start_matches('\u{feff}').trim_start();
        t.starts_with('{') && t.contains("\"exercise_set\"")
    }

    /// The trees of the set, the same for everyone with the same level, seed and count.
    pub fn exercises(&self) -> Vec<Exercise> {
        let level = self.level();
        (0..self.count)
            .map(|k| {
                let tree = draw(&level, self.seed, k);
                Exercise {
                    scenario: scenario(&level, &tree, self, k),
                    tree,
                }
            })
            .collect()
    }
}

fn scenario(level: &Level, tree: &str, set: &ExerciseSet, k: u32) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: TreeName::SetTree {
                    level: set.level,
                    seed: set.seed,
                    tree: k + 1,
                },
                json: tree.to_string(),
            },
            min_root: level.min_root,
        },
        config: SearchConfig {
            algorithm: level.algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

/// How far a search's counts are from the level's targets (0: on target).
fn miss(level: &Level, s: &crate::search::Stats) -> u64 {
    let off = |v: u64, r: &RangeInclusive<u64>| {
        if v < *r.start() {
            r.start() - v
        } else {
            v.saturating_sub(*r.end())
        }
    };
    off(s.cutoffs, &level.cutoffs) + off(s.re_searches, &level.re_searches)
}

/// Tree `k` of the series `seed` at `level`: drawn until its search meets the targets (the
/// bare search counts them; nothing is recorded).
fn draw(level: &Level, seed: u64, k: u32) -> String {
    let mut rng = SplitMix64::new(seed ^ (u64::from(k) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let set = ExerciseSet {
        level: level.number,
        seed,
        count: k + 1,
    };
    let mut best: Option<(u64, String)> = None;
    for _ in 0..TRIES {
        let (tree, _) = random(level, &mut rng, 0, level.min_root);
        let Ok(outcome) = scenario(level, &tree, &set, k).run_bare() else {
            continue;
        };
        let m = miss(level, &outcome.stats);
        if m == 0 {
            return tree;
        }
        if best.as_ref().is_none_or(|(b, _)| m < *b) {
            best = Some((m, tree));
        }
    }
    best.map(|(_, t)| t)
        .unwrap_or_else(|| "[[1,2],[3,4]]".into())
}

/// A random subtree `depth` levels down, in the JSON notation (docs/trees.md), with its minimax
/// value; `min` says MIN moves here.
fn random(level: &Level, rng: &mut SplitMix64, depth: u32, min: bool) -> (String, i64) {
    let leaf_here = depth == level.depth || (level.uneven && depth >= 1 && rng.range(0, 99) < 30);
    if leaf_here {
        let v = rng.range(0, 20);
        return (v.to_string(), v);
    }
    let n = rng.range(*level.children.start() as i64, *level.children.end() as i64);
    let mut kids: Vec<(String, i64)> = (0..n)
        .map(|_| random(level, rng, depth + 1, !min))
        .collect();
    if level.best_first {
        // Best first for the player to move here: MIN wants low values, MAX high ones.
        crate::sort::sort_by_key(&mut kids, |&(_, v)| if min { v } else { -v });
    }
    let values = kids.iter().map(|&(_, v)| v);
    let value = if min { values.min() } else { values.max() }.unwrap_or(0);
    let parts: Vec<String> = kids.into_iter().map(|(t, _)| t).collect();
    (format!("[{}]", parts.join(",")), value)
}

/// How a learner has done on each level (kept in the settings).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// Per level number: trees checked and trees answered perfectly.
    #[serde(default)]
    pub levels: std::collections::BTreeMap<u8, LevelProgress>,
}

/// One level's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LevelProgress {
    /// Trees of this level checked at least once.
    pub tried: u32,
    /// Trees of this level answered perfectly (at the first or a later check).
    pub perfect: u32,
}
