//! Rules only: the [`Game`] trait every searchable game implements, and the games we ship.

pub mod bones;
pub mod random_tree;
pub mod tictactoe;
pub mod tree;
pub mod tree_edit;

pub use bones::Bones;
pub use tictactoe::TicTacToe;
pub use tree::{TreeGame, TreeSpec};

use std::fmt::Debug;

/// The two sides of a two-player zero-sum game. MAX wants high scores, MIN low ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    Max,
    Min,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// "MAX" or "MIN", as textbooks write it.
    pub fn name(self) -> &'static str {
        match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
        }
    }

    /// Is `a` better than `b` for this player?
    pub fn prefers(self, a: i64, b: i64) -> bool {
        match self {
            Player::Max => a > b,
            Player::Min => a < b,
        }
    }
}

/// What a viewer draws for one position: enough to show it, nothing to search with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionView {
    /// Tic-tac-toe cells, row-major: 'X', 'O' or '.'.
    Board([char; 9]),
    /// A heap of bones and how many may be taken at once.
    Bones { left: u32, max_take: u32 },
    /// A node of an abstract tree with its name.
    Tree { label: String },
    /// Any other game: its own short description.
    Text(String),
}

/// The rules of a two-player, perfect-information, zero-sum game, as a search needs them.
///
/// A game value is a position plus enough history to `undo`. Scores are always from MAX's
/// point of view, so minimax can compare them directly.
pub trait Game: Clone {
    /// One move. Cheap to copy; the search keeps lists of them.
    type Move: Copy + Eq + Debug;

    /// Whose turn it is.
    fn to_move(&self) -> Player;

    /// Appends the legal moves in the fixed generation order (SPEC.md). Empty when the game is over.
    fn moves(&self, out: &mut Vec<Self::Move>);

    fn play(&mut self, mv: Self::Move);

    /// Takes back `mv`, which must be the last move played.
    fn undo(&mut self, mv: Self::Move);

    /// The final score if the game is over here, `None` while it goes on.
    fn outcome(&self) -> Option<i64>;

    /// A heuristic score for a position where a depth-limited search stops.
    fn evaluate(&self) -> i64;

    /// Move ordering: a cheap guess at how good `mv` is for the player to move, smaller
    /// meaning "try it earlier". The search sorts by it, keeping ties in generation order.
    fn ordering_key(&self, mv: Self::Move) -> i64 {
        let _ = mv;
        0
    }

    /// Move notation for people, e.g. "X c2" or "take 2".
    fn move_text(&self, mv: Self::Move) -> String;

    /// A small number naming the move, the same in every position, so a recorded trace can
    /// store moves compactly.
    fn move_code(mv: Self::Move) -> u32;

    /// The move with this code in this position, if legal.
    fn move_from_code(&self, code: u32) -> Option<Self::Move>;

    /// A key for the transposition table: equal keys mean equal positions with equal values.
    fn key(&self) -> u64;

    /// What to draw for this position.
    fn view(&self) -> PositionView;

    /// A short description of the position, for text output.
    fn describe(&self) -> String;

    /// When a cutoff skips a move, should the recording show the whole subtree below it
    /// (true for small explicit trees) or just the skipped child (real games)?
    fn show_pruned_subtrees(&self) -> bool {
        false
    }
}
