//! Games by name: a trace file records its game's name (`tictactoe`, `bones`, `connect4`,
//! `mnk`, `tree`) and each position as text; these rebuild the game from them, so a trace
//! read back can be drawn and its values explained by the game's own rules.

use super::GameKind;
use super::shipped::Shipped;
use super::{Bones, Grid, GridRules, PositionView, TicTacToe};
use serde::{Deserialize, Serialize};

/// The game a trace file names: its kind and the sizes its positions need (the JSON `game`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct TraceGame {
    /// `tictactoe`, `bones`, `connect4`, `mnk`, `tree` or `other` (any other name reads as
    /// `other`).
    pub(crate) kind: GameKind,
    /// Bones: the most one move may take.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) max_take: Option<u32>,
    /// m,n,k-games: rows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) rows: Option<u8>,
    /// m,n,k-games: columns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) cols: Option<u8>,
    /// m,n,k-games: how many in a row win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) k: Option<u8>,
}

impl TraceGame {
    /// A game of kind `kind` with no sizes.
    pub(crate) fn named(kind: GameKind) -> TraceGame {
        TraceGame {
            kind,
            max_take: None,
            rows: None,
            cols: None,
            k: None,
        }
    }

    /// The kind of game whose positions look like `view`.
    pub(crate) fn of(view: &PositionView) -> TraceGame {
        let named = TraceGame::named;
        match view {
            PositionView::Grid { rules, .. } if *rules == GridRules::CONNECT_FOUR => {
                named(GameKind::ConnectFour)
            }
            PositionView::Grid { rules, .. } if (rules.rows, rules.cols, rules.k) == (3, 3, 3) => {
                named(GameKind::TicTacToe)
            }
            PositionView::Grid { rules, .. } => TraceGame {
                rows: Some(rules.rows),
                cols: Some(rules.cols),
                k: Some(rules.k),
                ..named(GameKind::Mnk)
            },
            PositionView::Bones { max_take, .. } => TraceGame {
                max_take: Some(*max_take),
                ..named(GameKind::Bones)
            },
            PositionView::Tree { .. } => named(GameKind::Tree),
            PositionView::Dice { .. } | PositionView::Text(_) => named(GameKind::Custom),
        }
    }
}

/// A game a trace file can name, rebuilt from the text of one of its positions: tic-tac-toe,
/// bones, Connect Four or an m,n,k-game.
pub(crate) type NamedGame = Shipped;

/// Rebuilding a game from a trace file.
impl NamedGame {
    /// Rebuilds the position `text` (as [`describe`](super::Rules::describe) wrote it) of the game `kind`;
    /// `None` for games that cannot be rebuilt from text (trees, other games) or bad text.
    pub(crate) fn rebuild(kind: &TraceGame, text: &str) -> Option<NamedGame> {
        match kind.kind {
            GameKind::TicTacToe => TicTacToe::from_position(text)
                .ok()
                .map(NamedGame::TicTacToe),
            GameKind::Bones => {
                let left: i64 = text.split_whitespace().next()?.parse().ok()?;
                Bones::new(left, i64::from(kind.max_take?))
                    .ok()
                    .map(NamedGame::Bones)
            }
            GameKind::ConnectFour => Grid::from_position(GridRules::CONNECT_FOUR, text)
                .ok()
                .map(NamedGame::Grid),
            GameKind::Mnk => {
                let size = |n: Option<u8>| n.map(i64::from);
                let rules =
                    GridRules::mnk(size(kind.rows)?, size(kind.cols)?, size(kind.k)?).ok()?;
                Grid::from_position(rules, text).ok().map(NamedGame::Grid)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Player, Present, ValueMeaning};

    #[test]
    fn positions_come_back_from_their_text() {
        let games: [PositionView; 4] = [
            TicTacToe::from_position("XO.......").unwrap().view(),
            Bones::new(7, 3).unwrap().view(),
            Grid::from_moves("4453").unwrap().view(),
            Grid::from_position(GridRules::mnk(4, 5, 4).unwrap(), "X...O..........X....")
                .unwrap()
                .view(),
        ];
        for view in games {
            let kind = TraceGame::of(&view);
            let text = match &view {
                PositionView::Grid { cells, .. } => cells.iter().collect(),
                PositionView::Bones { left, .. } => left.to_string(),
                _ => unreachable!(),
            };
            let back = NamedGame::rebuild(&kind, &text).unwrap();
            assert_eq!(back.view(), view);
        }
        let tree = TraceGame::of(&PositionView::Tree { label: "A".into() });
        assert!(NamedGame::rebuild(&tree, "A").is_none());
        let ttt = TraceGame::of(&TicTacToe::new().view());
        assert!(NamedGame::rebuild(&ttt, "XXXX").is_none());
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
