//! Reading a grid position from text: Connect Four's `--moves` and any board's `--position`,
//! checked for what a real game can reach. Tic-tac-toe reads its cells with the same checks.

use super::{EMPTY, Grid, GridError, GridRules, LineProblem, O, X};
use crate::game::{Rules, shown_text};

impl Grid {
    /// Connect Four after the columns `moves` (digits 1–7, e.g. "4453"), checked move by move.
    pub fn from_moves(moves: &str) -> Result<Grid, GridError> {
        let shown = shown_text(moves);
        let mut g = Grid::connect_four();
        for (i, c) in moves.trim().chars().enumerate() {
            let column = match c.to_digit(10) {
                Some(d @ 1..=7) => d as usize,
                _ => {
                    return Err(GridError::BadColumn {
                        moves: shown,
                        index: i + 1,
                        found: c,
                    });
                }
            };
            if g.won {
                return Err(GridError::AfterWin {
                    moves: shown,
                    index: i,
                });
            }
            if g.heights[column - 1] == g.rules.rows {
                return Err(GridError::FullColumn {
                    moves: shown,
                    index: i + 1,
                    column,
                });
            }
            g.play(column as u8 - 1);
        }
        g.ply = 0;
        Ok(g)
    }

    /// A position written as its cells row by row from the top (`X`, `O`, `.`; `/` between
    /// rows and spaces around are allowed), checked for what a real game can reach.
    pub fn from_position(rules: GridRules, text: &str) -> Result<Grid, GridError> {
        let position = shown_text(text);
        let chars: Vec<char> = text.trim().chars().filter(|c| *c != '/').collect();
        let mut g = match Grid::from_cells(rules, &chars) {
            Ok(g) => g,
            Err(problem) => return Err(problem.in_position(position, rules.cells())),
        };
        if rules.gravity {
            g.settle_pieces()
                .map_err(|floating| floating.in_position(position.clone(), rules))?;
        }
        g.settle_lines()
            .map_err(|problem| GridError::Impossible { position, problem })?;
        Ok(g)
    }

    /// The board holding `chars`, one per cell row by row from the top (`X`, `O`, or `.`, `-`,
    /// `_` for empty; nothing trimmed), if the counts of marks can arise in a game. Pieces and
    /// lines are checked after: [`Grid::settle_pieces`], [`Grid::settle_lines`].
    pub(in crate::game) fn from_cells(
        rules: GridRules,
        chars: &[char],
    ) -> Result<Grid, CellsProblem> {
        if chars.len() != rules.cells() {
            return Err(CellsProblem::CellCount(chars.len()));
        }
        let mut g = Grid::new(rules);
        for (i, &c) in chars.iter().enumerate() {
            let mark = match c {
                'X' | 'x' => X,
                'O' | 'o' => O,
                '.' | '-' | '_' => EMPTY,
                found => return Err(CellsProblem::BadCell { cell: i + 1, found }),
            };
            if mark != EMPTY {
                g.put(i, mark);
            }
        }
        let (x, o) = g.mark_counts();
        if x != o && x != o + 1 {
            return Err(CellsProblem::MarkCounts { x, o });
        }
        Ok(g)
    }

    /// With gravity: checks that every piece rests on another or on the floor (else the
    /// first floating piece), and fills in the columns' heights.
    fn settle_pieces(&mut self) -> Result<(), FloatingPiece> {
        let rules = self.rules;
        let cols = rules.cols as usize;
        if let Some(cell) = (0..rules.cells() - cols)
            .find(|&cell| self.cells[cell] != EMPTY && self.cells[cell + cols] == EMPTY)
        {
            return Err(FloatingPiece { cell });
        }
        for col in 0..cols {
            self.heights[col] = (0..rules.rows as usize)
                .filter(|r| self.cells[r * cols + col] != EMPTY)
                .count() as u8;
        }
        Ok(())
    }

    /// Checks that the lines on the board can arise in a game (at most one side has one, and
    /// it made the last move), and marks a board with a line as over.
    pub(in crate::game) fn settle_lines(&mut self) -> Result<(), LineProblem> {
        let (x, o) = self.mark_counts();
        let (x_line, o_line) = (self.has_line(X), self.has_line(O));
        let problem = match (x_line, o_line) {
            (true, true) => Some(LineProblem::BothWin),
            (true, false) if x == o => Some(LineProblem::MovedAfterXWon),
            (false, true) if x != o => Some(LineProblem::MovedAfterOWon),
            _ => None,
        };
        match problem {
            Some(problem) => Err(problem),
            None => {
                self.won = x_line || o_line;
                Ok(())
            }
        }
    }

    /// How many marks X and O have on the board.
    fn mark_counts(&self) -> (usize, usize) {
        let count = |m: u8| self.cells.iter().filter(|&&c| c == m).count();
        (count(X), count(O))
    }
}

/// What is wrong with a board's cells, before it is known which game's words say it (a
/// grid's [`GridError`] or tic-tac-toe's [`PositionError`](crate::game::PositionError)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::game) enum CellsProblem {
    /// The board has another number of cells.
    CellCount(usize),
    /// A cell, from 1, holds something that is not a mark or empty.
    BadCell { cell: usize, found: char },
    /// Counts of marks no game reaches.
    MarkCounts { x: usize, o: usize },
}

/// A piece of a board with gravity that has an empty cell below it: found while the board is
/// read, before the position's text is at hand to say where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FloatingPiece {
    /// The cell, row by row from the top, from 0.
    cell: usize,
}

impl FloatingPiece {
    /// The grid error for this piece in the position shown as `position`: its cell named as
    /// moves name cells ("d5"), for the teach crate's sentence.
    fn in_position(self, position: String, rules: GridRules) -> GridError {
        GridError::Floating {
            position,
            cell: rules.cell_name(self.cell),
        }
    }
}

impl CellsProblem {
    /// The grid error for this problem in the position shown as `position`, on a board of
    /// `expected` cells.
    fn in_position(self, position: String, expected: usize) -> GridError {
        match self {
            CellsProblem::CellCount(found) => GridError::CellCount {
                position,
                found,
                expected,
            },
            CellsProblem::BadCell { cell, found } => GridError::BadCell {
                position,
                cell,
                found,
            },
            CellsProblem::MarkCounts { x, o } => GridError::MarkCounts { position, x, o },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Connect Four's 42 cells, empty but for an X at each of `cells` (row by row from the
    /// top, from 0).
    fn with_x(cells: &[usize]) -> String {
        (0..42)
            .map(|i| if cells.contains(&i) { 'X' } else { '.' })
            .collect()
    }

    #[test]
    fn a_floating_piece_is_named_by_its_cell() {
        // Top row, fourth column: d1. Row 5 of column c, over an empty bottom cell: c5.
        for (cells, name) in [(&[3][..], "d1"), (&[4 * 7 + 2], "c5")] {
            let err = Grid::from_position(GridRules::CONNECT_FOUR, &with_x(cells)).unwrap_err();
            // The position is shown as people read it (cut to 40 characters).
            assert_eq!(
                err,
                GridError::Floating {
                    position: shown_text(&with_x(cells)),
                    cell: name.into()
                }
            );
        }
        // Resting on the floor, or on another piece, nothing floats.
        assert!(Grid::from_position(GridRules::CONNECT_FOUR, &with_x(&[5 * 7 + 2])).is_ok());
    }
}
