//! Links and exercise sets: links that cannot be read, sets that cannot be made, sheets of
//! pictures that cannot be written.

use super::Say;
use super::files::shown_path;
use crate::t;
use gametree_engine::exercises::{MAX_EXERCISES, SetError, SheetError};
use gametree_engine::link::{Accepted, LinkError, LinkGame};

impl Say for LinkError {
    fn say(&self) -> String {
        match self {
            LinkError::UnknownKey { key } => t!("engine-link-unknown-key", key = key),
            LinkError::BadValue {
                key,
                value,
                expected,
            } => t!(
                "engine-link-bad-value",
                key = *key,
                value = value,
                expected = expected.say()
            ),
            LinkError::Repeated { key } => t!("engine-link-repeated", key = key),
            LinkError::Conflict { key, game } => {
                t!("engine-link-conflict", key = *key, game = game.say())
            }
            LinkError::Missing { game, key } => {
                t!("engine-link-missing", game = game.say(), key = *key)
            }
        }
    }
}

/// What a link's key takes: "1 or 0", "3 to 5 rows", …
impl Say for Accepted {
    fn say(&self) -> String {
        match self {
            Accepted::Switch => t!("engine-link-expected-switch"),
            Accepted::Game => t!("engine-link-expected-game"),
            Accepted::Rows => t!("engine-link-expected-rows"),
            Accepted::Cols => t!("engine-link-expected-cols"),
            Accepted::K => t!("engine-link-expected-k"),
            Accepted::Bones => t!("engine-link-expected-bones"),
            Accepted::Target => t!("engine-link-expected-target"),
            Accepted::MaxTake => t!("engine-link-expected-max-take"),
            Accepted::Algo => t!("engine-link-expected-algo"),
            Accepted::Iterations => t!("engine-link-expected-iterations"),
            Accepted::Seed => t!("engine-link-expected-seed"),
            Accepted::Exploration => t!("engine-link-expected-exploration"),
            Accepted::Aspiration => t!("engine-link-expected-aspiration"),
            Accepted::Depth => t!("engine-link-expected-depth"),
            Accepted::MaxNodes => t!("engine-link-expected-max-nodes"),
            Accepted::Step => t!("engine-link-expected-step"),
            Accepted::Set => t!("engine-link-expected-set"),
            Accepted::Mode => t!("engine-link-expected-mode"),
            Accepted::Lang => t!("engine-link-expected-lang"),
        }
    }
}

/// The game a link is about, as its errors name it: "tic-tac-toe", "a tree", …
impl Say for LinkGame {
    fn say(&self) -> String {
        match self {
            LinkGame::TicTacToe => t!("engine-link-game-tictactoe"),
            LinkGame::Bones => t!("engine-link-game-bones"),
            LinkGame::Dice => t!("engine-link-game-dice"),
            LinkGame::ConnectFour => t!("engine-link-game-connect-four"),
            LinkGame::Mnk => t!("engine-link-game-mnk"),
            LinkGame::Tree => t!("engine-link-game-tree"),
            LinkGame::NotMcts => t!("engine-link-game-not-mcts"),
            LinkGame::WholeBoard => t!("engine-link-game-whole-board"),
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
        }
    }
}
