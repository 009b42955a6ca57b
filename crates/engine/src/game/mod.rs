//! Rules only: the [`Game`] a search runs ([`Rules`], [`Evaluate`] and [`Present`], in
//! [`interface`]), the facts a game reports, and the games we ship.

pub mod bones;
pub mod dice;
pub mod grid;
pub mod interface;
mod kind;
pub(crate) mod named;
pub(crate) mod parens;
pub mod random_tree;
pub mod shipped;
pub mod tictactoe;
pub mod tree;
pub mod tree_edit;
pub(crate) mod tree_error;

pub use bones::{Bones, BonesError};
pub use grid::{Grid, GridError, GridRules, LineProblem};
pub use interface::{Evaluate, Game, Present, Rules};
pub use kind::GameKind;
pub use shipped::{Shipped, ShippedMove};
pub use tictactoe::{PositionError, TicTacToe};
pub use tree::{TreeGame, TreeSpec};
pub use tree_error::{JsonKind, JsonSyntax, NotationProblem, TreeError, TreeNotation, TreeProblem};

/// How many characters of the user's text an error message shows.
const SHOWN_MAX: usize = 40;

/// Text from the user for an error message: control characters escaped, and cut to 40
/// characters with an ellipsis, so a message stays one short line whatever was typed (a bad
/// position, where the escape says which character is wrong).
pub fn shown_text(text: &str) -> String {
    cut_to_shown(text.chars().map(|c| {
        if c.is_control() {
            c.escape_default().collect()
        } else {
            c.to_string()
        }
    }))
}

/// A value from the user (a link's or a flag's) for an error message: what cannot be printed
/// shown as U+FFFD, as [`printable`] does, and cut to 40 characters with an ellipsis.
pub(crate) fn shown_value(text: &str) -> String {
    cut_to_shown(
        text.chars()
            .map(|c| if is_printable(c) { c } else { '\u{fffd}' }.to_string()),
    )
}

/// The pieces joined, up to [`SHOWN_MAX`] characters, then an ellipsis if any is left out.
fn cut_to_shown(pieces: impl Iterator<Item = String>) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for piece in pieces {
        let n = piece.chars().count();
        if shown + n > SHOWN_MAX {
            out.push('…');
            break;
        }
        shown += n;
        out += &piece;
    }
    out
}

/// Whether `c` may stand in text the program writes: not a control character (a terminal
/// escape, a NUL) and not one of Unicode's non-characters (U+FFFE, U+FFFF, U+FDD0–U+FDEF …),
/// which XML and Graphviz reject. Ordinary text, Chinese included, is printable.
pub fn is_printable(c: char) -> bool {
    let u = c as u32;
    !c.is_control() && !(0xFDD0..=0xFDEF).contains(&u) && u & 0xFFFE != 0xFFFE
}

/// `text` with every character that is not [`is_printable`] replaced by U+FFFD (�), for the
/// summary, DOT and SVG: a label can never send escape codes to a terminal or break a file.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| if is_printable(c) { c } else { '\u{fffd}' })
        .collect()
}

/// The two sides of a two-player zero-sum game. MAX wants high scores, MIN low ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The maximizing side: moves to make the score as high as it can.
    Max,
    /// The minimizing side: moves to make the score as low as it can.
    Min,
}

impl Player {
    /// The opponent: MIN for MAX, MAX for MIN.
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

    /// Is the real value `a` better than `b` for this player (expectations, estimates)?
    pub fn prefers_real(self, a: f64, b: f64) -> bool {
        match self {
            Player::Max => a > b,
            Player::Min => a < b,
        }
    }
}

/// How a game names its two sides in sentences (the teach crate says the names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides {
    /// MAX and MIN, as textbooks write them (trees, and games that say nothing else).
    MaxMin,
    /// By their marks: X is MAX, O is MIN (tic-tac-toe, Connect Four, m,n,k-games).
    Marks,
    /// By turn: MAX is the player to move at the root, MIN the other player (bones).
    Turns,
}

/// What a game's exact value says about the game with best play, from its scoring rule
/// (only for values that are not the evaluation function's estimate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueMeaning {
    /// `winner` wins with best play, `moves` moves from the position when the score tells.
    Win {
        /// MAX or MIN.
        winner: Player,
        /// Moves (plies) to the end of the game, when the scoring encodes it.
        moves: Option<u32>,
    },
    /// Neither side can force a win.
    Draw,
}

/// What one term of an evaluation counts, for each side (the teach crate names it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Lines of K cells holding `marks` of the side's marks and nothing else.
    Lines {
        /// How many of the side's marks the line holds.
        marks: u8,
    },
    /// Marks in the centre cell(s).
    Centre,
    /// Marks in the centre column (Connect Four).
    CentreColumn,
    /// Marks in the corners.
    Corners,
}

/// One term of an evaluation function: `weight × (max − min)`, where `max` and `min` count
/// what each side has (e.g. 5 × (X's lines of three − O's)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalTerm {
    /// What is counted, e.g. lines with 3 of a side's marks and the rest empty.
    pub counted: Counted,
    /// Points per item.
    pub weight: i64,
    /// How many MAX (X) has.
    pub max: i64,
    /// How many MIN (O) has.
    pub min: i64,
}

impl EvalTerm {
    /// The evaluation the terms add up to: Σ weight × (max − min).
    pub(crate) fn total(terms: &[EvalTerm]) -> i64 {
        terms.iter().map(|t| t.weight * (t.max - t.min)).sum()
    }
}

/// What a viewer draws for one position: enough to show it, nothing to search with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionView {
    /// A board of marks in a row (tic-tac-toe, m,n,k-games, Connect Four): its shape and
    /// rule, and its cells row by row from the top: 'X', 'O' or '.'.
    Grid {
        /// Rows, columns, how many in a row win, and whether pieces fall.
        rules: GridRules,
        /// The cells, row-major.
        cells: Vec<char>,
    },
    /// A heap of bones and how many may be taken at once.
    Bones {
        /// Bones still on the heap.
        left: u32,
        /// The most one move may take.
        max_take: u32,
    },
    /// The dice race's counter and whose turn it is.
    Dice {
        /// The shared counter.
        counter: u32,
        /// The target that wins.
        target: u32,
        /// The die is in the air (a chance node).
        rolling: bool,
        /// The player to move (while the die is in the air, the one who moves after it lands).
        to_move: Player,
    },
    /// A node of an abstract tree with its name.
    Tree {
        /// The node's name: its label from the file, else its automatic letter or value.
        label: String,
    },
    /// Any other game: its own short description.
    Text(String),
}
