//! Why keys and values do not make a scenario: facts naming the key at fault. The command line
//! says them with its flags (`--moves`), a link with its keys (`moves=`), the teach crate in
//! words.

use super::keys::Key;
use crate::game::GameKind;
use crate::search::{Algorithm, OptionsError};

/// What is wrong with a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not a number at all.
    NotANumber,
    /// A number outside the key's range.
    OutOfRange,
    /// None of the words (names, `1`/`0`, `LEVEL:SEED:COUNT`) the key takes.
    NotOneOf,
}

/// Keys and values that do not make a scenario.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// A key the table does not have.
    #[error("unknown key '{key}'")]
    Unknown {
        /// The key, shortened for showing.
        key: String,
    },
    /// The same key twice.
    #[error("'{key}' is given twice")]
    Repeated {
        /// The key.
        key: Key,
    },
    /// A value the key does not take.
    #[error("{key}={value} is not a value of '{key}' ({problem:?})")]
    BadValue {
        /// The key.
        key: Key,
        /// The value, shortened for showing.
        value: String,
        /// What is wrong with it.
        problem: Problem,
    },
    /// A mode the caller does not have.
    #[error("mode={value} is not one of {modes:?}")]
    UnknownMode {
        /// The value, shortened for showing.
        value: String,
        /// The modes there are (besides `stepper`).
        modes: Vec<String>,
    },
    /// A key of another game.
    #[error("'{key}' does not go with {game:?}")]
    WrongGame {
        /// The key.
        key: Key,
        /// The game the scenario is of.
        game: GameKind,
    },
    /// Two keys that cannot go together (`moves` and `position`).
    #[error("'{key}' does not go with '{other}'")]
    Together {
        /// The key.
        key: Key,
        /// The key it cannot go with.
        other: Key,
    },
    /// A game named without what it cannot do without.
    #[error("{game:?} needs '{key}'")]
    Missing {
        /// The game.
        game: GameKind,
        /// The key it needs.
        key: Key,
    },
    /// An option of Monte Carlo tree search with another algorithm.
    #[error("'{key}' is an option of Monte Carlo tree search")]
    NeedsMcts {
        /// The key.
        key: Key,
    },
    /// An option the algorithm does not have.
    #[error("'{key}' does not go with {algo:?}")]
    NotWithAlgo {
        /// The key.
        key: Key,
        /// The algorithm asked for.
        algo: Algorithm,
    },
    /// An option of iterative deepening without it (`time-limit`).
    #[error("'{key}' needs iterative deepening")]
    NeedsIterative {
        /// The key.
        key: Key,
    },
    /// A minimax-family algorithm asked of a game of chance.
    #[error("{algorithm:?} cannot search {game:?}, which has chance nodes")]
    ChanceGame {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// The game.
        game: GameKind,
    },
    /// A player's range that ends before it starts (`from=30&to=10`).
    #[error("from={from} comes after to={to}")]
    Backwards {
        /// The first step, as written (`end` as the recording's length is not known yet).
        from: String,
        /// The last step, as written.
        to: String,
    },
    /// The options check refused the search's options.
    #[error(transparent)]
    Options(#[from] OptionsError),
}

impl KeyError {
    /// The key at fault (`None` for an unknown key).
    pub fn key(&self) -> Option<Key> {
        Some(match self {
            KeyError::Unknown { .. } => return None,
            KeyError::UnknownMode { .. } => Key::Mode,
            KeyError::ChanceGame { .. } => Key::Algo,
            KeyError::Backwards { .. } => Key::From,
            KeyError::Options(e) => e.key(),
            KeyError::Repeated { key }
            | KeyError::BadValue { key, .. }
            | KeyError::WrongGame { key, .. }
            | KeyError::Together { key, .. }
            | KeyError::Missing { key, .. }
            | KeyError::NeedsMcts { key }
            | KeyError::NotWithAlgo { key, .. }
            | KeyError::NeedsIterative { key } => *key,
        })
    }
}

impl OptionsError {
    /// The key whose value the options check refused.
    pub fn key(&self) -> Key {
        match self {
            OptionsError::DepthZero => Key::Depth,
            OptionsError::NoBudget => Key::MaxNodes,
            OptionsError::AspirationWithoutIterative
            | OptionsError::AspirationNeedsPruning(_)
            | OptionsError::AspirationWidth(_) => Key::Aspiration,
        }
    }
}
