//! Links and exercise sets: links that cannot be read (said with the link's keys,
//! `the link's 'moves'`), sets that cannot be made, sheets of pictures that cannot be written.

use super::Say;
use super::files::shown_path;
use super::keys::{expected, game_words, link_keys, modes_expected};
use crate::t;
use gametree_engine::exercises::{MAX_EXERCISES, SetError, SheetError};
use gametree_engine::link::LinkError;
use gametree_engine::scenario::{Key, KeyError};
use gametree_engine::search::OptionsError;

/// A link's error, naming its keys as a link writes them (`moves=`).
impl Say for LinkError {
    fn say(&self) -> String {
        let LinkError(e) = self;
        let conflict =
            |key: Key, game: String| t!("engine-link-conflict", key = key.name(), game = game);
        match e {
            KeyError::Unknown { key } => {
                t!("engine-link-unknown-key", key = key, keys = link_keys())
            }
            KeyError::BadValue { key, value, .. } => t!(
                "engine-link-bad-value",
                key = key.name(),
                value = value,
                expected = expected(*key)
            ),
            KeyError::UnknownMode { value, modes } => t!(
                "engine-link-bad-value",
                key = Key::Mode.name(),
                value = value,
                expected = modes_expected(modes)
            ),
            KeyError::Repeated { key } => t!("engine-link-repeated", key = key.name()),
            KeyError::Backwards { from, to } => {
                t!("engine-link-backwards", from = from, to = to)
            }
            KeyError::WrongGame { key, game } => conflict(*key, game_words(*game)),
            KeyError::Together {
                key,
                other: Key::Position,
            } => conflict(*key, t!("engine-link-game-whole-board")),
            KeyError::Together { key, other } => t!(
                "engine-link-together",
                key = key.name(),
                other = other.name()
            ),
            KeyError::Missing { game, key } => t!(
                "engine-link-missing",
                game = game_words(*game),
                key = key.name()
            ),
            KeyError::NeedsMcts { key } => conflict(*key, t!("engine-link-game-not-mcts")),
            KeyError::NotWithAlgo { key, algo } => t!(
                "engine-link-not-with-algo",
                key = key.name(),
                algo = algo.name()
            ),
            KeyError::NeedsIterative { key } => {
                t!("engine-link-needs-iterative", key = key.name())
            }
            KeyError::ChanceGame { algorithm, game } => t!(
                "engine-link-chance-game",
                algo = algorithm.name(),
                game = game_words(*game)
            ),
            KeyError::Options(OptionsError::AspirationWithoutIterative) => {
                t!("engine-link-aspiration-needs-iterative")
            }
            KeyError::Options(OptionsError::AspirationNeedsPruning(a)) => {
                t!("engine-link-aspiration-needs-pruning", algo = a.name())
            }
            KeyError::Options(e) => e.say(),
        }
    }
}

impl Say for SetError {
    fn say(&self) -> String {
        match self {
            SetError::Level(level) => t!("practice-set-no-such-level", level = *level),
            SetError::Count(count) => t!(
                "practice-set-bad-count",
                max = MAX_EXERCISES,
                count = *count
            ),
            SetError::NotASet(why) => t!("practice-set-not-a-set", why = why),
        }
    }
}

impl Say for SheetError {
    fn say(&self) -> String {
        match self {
            SheetError::Folder { folder, source } => t!(
                "practice-sheet-cannot-make-folder",
                folder = shown_path(folder),
                error = source.say()
            ),
            SheetError::Search(e) => e.say(),
            SheetError::Picture(e) => e.say(),
            SheetError::NotASheetFile { path } => {
                t!("practice-sheet-not-ours", path = shown_path(path))
            }
            SheetError::Link { path } => t!("practice-sheet-link", path = shown_path(path)),
        }
    }
}
