//! Scenario keys in words: what each key takes ("a depth of 1 or more moves"), the games and
//! searches keys belong to, and [`KeyError`] said as a fact about a key (`'depth'`), for
//! whoever reads keys without a voice of their own. Links say the same facts with their keys
//! (`say/link.rs`), the command line with its flags.

use super::Say;
use crate::t;
use crate::words::{Joined, series};
use gametree_engine::scenario::{GameKind, Key, KeyError};

/// What `key` takes: "1 or 0", "3 to 5 rows", "a depth of 1 or more moves", …
pub fn expected(key: Key) -> String {
    match key {
        Key::MinRoot | Key::Ordering | Key::Tt | Key::Iterative => {
            t!("engine-link-expected-switch")
        }
        Key::Game => t!("engine-link-expected-game"),
        Key::Tree => t!("engine-link-expected-tree"),
        Key::Position => t!("engine-link-expected-position"),
        Key::Moves => t!("engine-link-expected-moves"),
        Key::Rows => t!("engine-link-expected-rows"),
        Key::Cols => t!("engine-link-expected-cols"),
        Key::K => t!("engine-link-expected-k"),
        Key::Bones => t!("engine-link-expected-bones"),
        Key::Target => t!("engine-link-expected-target"),
        Key::MaxTake => t!("engine-link-expected-max-take"),
        Key::Algo => t!("engine-link-expected-algo"),
        Key::Iterations => t!("engine-link-expected-iterations"),
        Key::Seed => t!("engine-link-expected-seed"),
        Key::Exploration => t!("engine-link-expected-exploration"),
        Key::Aspiration => t!("engine-link-expected-aspiration"),
        Key::Depth => t!("engine-link-expected-depth"),
        Key::TimeLimit => t!("engine-link-expected-time-limit"),
        Key::MaxNodes => t!("engine-link-expected-max-nodes"),
        Key::Step => t!("engine-link-expected-step"),
        Key::Set => t!("engine-link-expected-set"),
        Key::Mode => modes_expected(&[]),
        Key::Lang => t!("engine-link-expected-lang"),
        Key::Code => t!("engine-link-expected-code"),
        Key::Embed | Key::Autoplay | Key::Loop => t!("engine-link-expected-switch"),
        Key::Speed => t!("engine-link-expected-speed"),
        Key::From | Key::To => t!("engine-link-expected-step"),
    }
}

/// The modes `mode=` takes: the stepper and `modes`.
pub fn modes_expected(modes: &[String]) -> String {
    let all: Vec<String> = std::iter::once(gametree_engine::link::STEPPER_MODE)
        .chain(modes.iter().map(String::as_str))
        .map(name)
        .collect();
    t!(
        "engine-link-expected-mode",
        modes = series(&all, Joined::Or)
    )
}

/// Every key links take, in the table's order: "game, tree, min-root, … or lang".
pub fn link_keys() -> String {
    let names: Vec<String> = Key::all().map(|k| name(k.name())).collect();
    series(&names, Joined::Or)
}

/// A key's or a mode's name inside a sentence (quoted where the language quotes names).
fn name(name: &str) -> String {
    t!("engine-key-name", name = name)
}

/// The game as key errors name it: "tic-tac-toe", "a tree", …
pub fn game_words(game: GameKind) -> String {
    match game {
        GameKind::TicTacToe => t!("engine-link-game-tictactoe"),
        GameKind::Bones => t!("engine-link-game-bones"),
        GameKind::Dice => t!("engine-link-game-dice"),
        GameKind::ConnectFour => t!("engine-link-game-connect-four"),
        GameKind::Mnk => t!("engine-link-game-mnk"),
        GameKind::Tree => t!("engine-link-game-tree"),
        GameKind::Custom => t!("engine-link-game-other"),
    }
}

/// A key error as a fact about the key, named as it is written (`'depth'`).
impl Say for KeyError {
    fn say(&self) -> String {
        match self {
            KeyError::Unknown { key } => t!("engine-key-unknown", key = key, keys = link_keys()),
            KeyError::Repeated { key } => t!("engine-key-repeated", key = key.name()),
            KeyError::BadValue { key, value, .. } => t!(
                "engine-key-bad-value",
                key = key.name(),
                value = value,
                expected = expected(*key)
            ),
            KeyError::UnknownMode { value, modes } => t!(
                "engine-key-bad-value",
                key = Key::Mode.name(),
                value = value,
                expected = modes_expected(modes)
            ),
            KeyError::WrongGame { key, game } => t!(
                "engine-key-wrong-game",
                key = key.name(),
                game = game_words(*game)
            ),
            KeyError::Together { key, other } => t!(
                "engine-key-together",
                key = key.name(),
                other = other.name()
            ),
            KeyError::Missing { game, key } => t!(
                "engine-key-missing",
                game = game_words(*game),
                key = key.name()
            ),
            KeyError::NeedsMcts { key } => t!("engine-key-needs-mcts", key = key.name()),
            KeyError::NotWithAlgo { key, algo } => t!(
                "engine-key-not-with-algo",
                key = key.name(),
                algo = crate::titles::algorithm_title(*algo)
            ),
            KeyError::NeedsIterative { key } => {
                t!("engine-key-needs-iterative", key = key.name())
            }
            KeyError::ChanceGame { algorithm, .. } => t!(
                "engine-scenario-chance-needs-expectiminimax",
                algo = crate::titles::algorithm_title(*algorithm)
            ),
            KeyError::Backwards { from, to } => t!("engine-key-backwards", from = from, to = to),
            KeyError::Options(e) => e.say(),
        }
    }
}
