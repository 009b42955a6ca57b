//! Which kind of game: the one name for it that the command line's `--game`, links' `game=`,
//! the app's scenario panel, its Play view and trace files all use.

use serde::{Deserialize, Serialize};

/// A kind of game (without its position or sizes: a scenario's `GameChoice` holds
/// those). Written as `--game` and `game=` name it (`tictactoe`, `connect4`, …); trace files
/// write a game they cannot name again as `other`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Tic-tac-toe: the 3 × 3 board, three in a row.
    #[serde(rename = "tictactoe")]
    TicTacToe,
    /// The Game of Bones: take 1 to K from a heap; who cannot move loses.
    #[serde(rename = "bones")]
    Bones,
    /// Connect Four: 7 columns × 6 rows, with gravity.
    #[serde(rename = "connect4")]
    ConnectFour,
    /// An m,n,k-game: R × C cells, K in a row.
    #[serde(rename = "mnk")]
    Mnk,
    /// An abstract game tree.
    #[serde(rename = "tree")]
    Tree,
    /// The dice race (a game of chance).
    #[serde(rename = "dice")]
    Dice,
    /// A game given by a program (or, in a trace file, any game not named above).
    #[serde(rename = "other", other)]
    Custom,
}

impl GameKind {
    /// The games `--game` and `game=` can name, in the order the command line lists them.
    pub const NAMED: [GameKind; 6] = [
        GameKind::TicTacToe,
        GameKind::Bones,
        GameKind::ConnectFour,
        GameKind::Mnk,
        GameKind::Tree,
        GameKind::Dice,
    ];

    /// The name `--game` and `game=` take (`other` for a program's own game, which they
    /// cannot name).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::TicTacToe => "tictactoe",
            GameKind::Bones => "bones",
            GameKind::ConnectFour => "connect4",
            GameKind::Mnk => "mnk",
            GameKind::Tree => "tree",
            GameKind::Dice => "dice",
            GameKind::Custom => "other",
        }
    }

    /// Other names accepted for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameKind::TicTacToe => &["ttt", "tic-tac-toe"],
            GameKind::ConnectFour => &["connect-four", "c4"],
            GameKind::Dice => &["dice-race"],
            GameKind::Bones | GameKind::Mnk | GameKind::Tree | GameKind::Custom => &[],
        }
    }

    /// The game `name` (or one of its aliases) names; `None` for any other text.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::NAMED
            .into_iter()
            .find(|g| g.name() == name || g.aliases().contains(&name))
    }

    /// Whether its positions include throws of a die (only expectiminimax and MCTS search it).
    pub(crate) fn has_chance(self) -> bool {
        self == GameKind::Dice
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_come_back_and_other_names_nothing() {
        for g in GameKind::NAMED {
            assert_eq!(GameKind::from_name(g.name()), Some(g));
            for a in g.aliases() {
                assert_eq!(GameKind::from_name(a), Some(g));
            }
        }
        assert_eq!(GameKind::from_name("other"), None);
        assert_eq!(GameKind::from_name("chess"), None);
    }

    #[test]
    fn trace_files_read_any_unknown_kind_as_other() {
        let k: GameKind = serde_json::from_str("\"connect4\"").unwrap();
        assert_eq!(k, GameKind::ConnectFour);
        let k: GameKind = serde_json::from_str("\"chess\"").unwrap();
        assert_eq!(k, GameKind::Custom);
        assert_eq!(
            serde_json::to_string(&GameKind::Custom).unwrap(),
            "\"other\""
        );
    }
}
