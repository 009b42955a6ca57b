//! Games by name: a trace file records its game's name (`tictactoe`, `bones`, `tree`) and each
//! position as text; these rebuild the game from them, so a trace read back can be drawn and
//! its values explained by the game's own rules.

use super::{Bones, Game, PositionView, TicTacToe, ValueMeaning};

/// A game a trace file can name, rebuilt from the text of one of its positions.
pub enum NamedGame {
    /// A tic-tac-toe position.
    TicTacToe(TicTacToe),
    /// A heap of bones.
    Bones(Bones),
}

impl NamedGame {
    /// Rebuilds the position `text` (as [`Game::describe`] wrote it) of the game called `kind`;
    /// `None` for games that cannot be rebuilt from text (trees, other games) or bad text.
    pub fn rebuild(kind: &str, text: &str, max_take: u32) -> Option<NamedGame> {
        match kind {
            "tictactoe" => TicTacToe::from_position(text)
                .ok()
                .map(NamedGame::TicTacToe),
            "bones" => {
                let left: i64 = text.split_whitespace().next()?.parse().ok()?;
                Bones::new(left, i64::from(max_take))
                    .ok()
                    .map(NamedGame::Bones)
            }
            _ => None,
        }
    }

    /// What to draw for the position.
    pub fn view(&self) -> PositionView {
        match self {
            NamedGame::TicTacToe(g) => g.view(),
            NamedGame::Bones(g) => g.view(),
        }
    }

    /// What an exact value of the position means (see [`Game::meaning`]).
    pub fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        match self {
            NamedGame::TicTacToe(g) => g.meaning(value),
            NamedGame::Bones(g) => g.meaning(value),
        }
    }

    /// The name of a player's side (see [`Game::side_name`]).
    pub fn side_name(&self, player: super::Player) -> String {
        match self {
            NamedGame::TicTacToe(g) => g.side_name(player),
            NamedGame::Bones(g) => g.side_name(player),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;

    #[test]
    fn positions_come_back_from_their_text() {
        let g = TicTacToe::from_position("XO.......").unwrap();
        let back = NamedGame::rebuild("tictactoe", &g.describe(), 0).unwrap();
        assert_eq!(back.view(), g.view());
        let b = Bones::new(7, 3).unwrap();
        let back = NamedGame::rebuild("bones", &b.describe(), 3).unwrap();
        assert_eq!(back.view(), b.view());
        assert!(NamedGame::rebuild("tree", "A", 0).is_none());
        assert!(NamedGame::rebuild("tictactoe", "XXXX", 0).is_none());
    }

    #[test]
    fn values_mean_what_the_scoring_says() {
        let g = TicTacToe::new();
        let win = Some(ValueMeaning::Win {
            winner: Player::Max,
            moves: Some(3),
        });
        assert_eq!(g.meaning(7), win);
        assert_eq!(
            g.meaning(-6).and_then(|m| match m {
                ValueMeaning::Win { winner, moves } => Some((winner, moves)),
                ValueMeaning::Draw => None,
            }),
            Some((Player::Min, Some(4)))
        );
        assert_eq!(g.meaning(0), Some(ValueMeaning::Draw));
    }
}
