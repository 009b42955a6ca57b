//! Tic-tac-toe: the m,n,k-game (3,3,3) under its own name. Its rules, scoring (±(10 − ply))
//! and position checks are [`Grid`]'s; what is its own is the evaluation at a depth limit
//! (centre 3, each corner 2, as textbooks teach it) and the words of its errors.
//! docs/conventions.md: (3,3,3) equals tic-tac-toe in value, principal variation, nodes and cutoffs
//! except at depth-limited leaves. Cells are a1..c3, moves `X a1`.

use super::grid::CellsProblem;
use super::{
    Counted, EvalTerm, Evaluate, Grid, GridRules, LineProblem, Player, PositionView, Present,
    Rules, Sides, ValueMeaning,
};

/// The centre cell, worth 3 to the evaluation.
const CENTRE: usize = 4;
/// The corner cells, worth 2 each.
const CORNERS: [usize; 4] = [0, 2, 6, 8];

/// A tic-tac-toe position: a (3,3,3) [`Grid`] (so cells 0..8 row-major, and the moves made
/// since the searched root, which the score depends on), with tic-tac-toe's evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicTacToe(Grid);

/// Why a tic-tac-toe position was refused. `position` is the text as given, escaped and
/// shortened for showing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not 9 cells.
    #[error("tic-tac-toe position '{position}' has {cells} cells, not 9")]
    CellCount {
        /// The position as given.
        position: String,
        /// How many cells it has.
        cells: usize,
    },
    /// A cell that is not X, O or `.`.
    #[error("tic-tac-toe position '{position}': cell {cell} is {found:?}, not X, O or .")]
    BadCell {
        /// The position as given.
        position: String,
        /// Which cell, 1 to 9.
        cell: usize,
        /// What it holds.
        found: char,
    },
    /// Counts of marks no game can reach.
    #[error("tic-tac-toe position '{position}' has {x} X and {o} O")]
    MarkCounts {
        /// The position as given.
        position: String,
        /// X marks.
        x: u32,
        /// O marks.
        o: u32,
    },
    /// Lines no game can reach.
    #[error("tic-tac-toe position '{position}': {problem}")]
    Impossible {
        /// The position as given.
        position: String,
        /// Which impossibility.
        problem: Impossible,
    },
}

/// Three-in-a-rows that cannot happen in a real game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Impossible {
    /// Both sides have a line.
    #[error("both X and O have three in a row")]
    BothWin,
    /// X has a line but O has as many marks.
    #[error("X has three in a row but O moved afterwards")]
    MovedAfterXWon,
    /// O has a line but X has one more mark.
    #[error("O has three in a row but X moved afterwards")]
    MovedAfterOWon,
}

impl From<LineProblem> for Impossible {
    fn from(problem: LineProblem) -> Impossible {
        match problem {
            LineProblem::BothWin => Impossible::BothWin,
            LineProblem::MovedAfterXWon => Impossible::MovedAfterXWon,
            LineProblem::MovedAfterOWon => Impossible::MovedAfterOWon,
        }
    }
}

impl PositionError {
    /// The error for a board whose cells were refused, in the position shown as `position`.
    fn of_cells(problem: CellsProblem, position: String) -> PositionError {
        // At most 9 marks, so the counts fit.
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        match problem {
            CellsProblem::CellCount(cells) => PositionError::CellCount { position, cells },
            CellsProblem::BadCell { cell, found } => PositionError::BadCell {
                position,
                cell,
                found,
            },
            CellsProblem::MarkCounts { x, o } => PositionError::MarkCounts {
                position,
                x: count(x),
                o: count(o),
            },
        }
    }
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe::new()
    }
}

impl TicTacToe {
    /// The empty board.
    pub fn new() -> Self {
        TicTacToe(Grid::new(GridRules::TIC_TAC_TOE))
    }

    /// Reads a position written as 9 cells row-major with `X`, `O` and `.` (nothing else, not
    /// even spaces around), and checks that it can arise in a real game.
    pub fn from_position(text: &str) -> Result<Self, PositionError> {
        let position = super::shown_text(text);
        let chars: Vec<char> = text.chars().collect();
        let mut grid = Grid::from_cells(GridRules::TIC_TAC_TOE, &chars)
            .map_err(|problem| PositionError::of_cells(problem, position.clone()))?;
        grid.settle_lines()
            .map_err(|problem| PositionError::Impossible {
                position,
                problem: problem.into(),
            })?;
        Ok(TicTacToe(grid))
    }

    /// The same position as the m,n,k-game (3,3,3), with the grid's evaluation.
    pub fn grid(&self) -> &Grid {
        &self.0
    }

    /// The position as 9 characters, row-major: 'X', 'O' or '.'.
    pub fn cells(&self) -> [char; 9] {
        let cells = self.0.cells();
        std::array::from_fn(|i| cells[i])
    }

    /// The position in the notation `--position` reads.
    pub fn position_text(&self) -> String {
        self.0.position_text()
    }
}

/// The rules are the grid's, move for move.
impl Rules for TicTacToe {
    /// A cell, 0..8 row-major.
    type Move = u8;

    fn to_move(&self) -> Player {
        self.0.to_move()
    }

    fn moves(&self, out: &mut Vec<u8>) {
        self.0.moves(out);
    }

    fn play(&mut self, cell: u8) {
        self.0.play(cell);
    }

    fn undo(&mut self, cell: u8) {
        self.0.undo(cell);
    }

    /// Wins score ±(10 − ply), a full board 0.
    fn outcome(&self) -> Option<i64> {
        self.0.outcome()
    }

    fn move_code(cell: u8) -> u32 {
        Grid::move_code(cell)
    }

    fn move_from_code(&self, code: u32) -> Option<u8> {
        self.0.move_from_code(code)
    }

    fn describe(&self) -> String {
        self.0.describe()
    }

    fn key(&self) -> u64 {
        self.0.key()
    }
}

impl Evaluate for TicTacToe {
    /// Centre 3, each corner 2, edges 0: X's marks count plus, O's minus.
    fn evaluation_terms(&self) -> Vec<EvalTerm> {
        let marks = |of: &[usize], side| of.iter().filter(|&&c| self.0.mark(c) == side).count();
        let term = |counted, weight, of: &[usize]| EvalTerm {
            counted,
            weight,
            max: marks(of, Some(Player::Max)) as i64,
            min: marks(of, Some(Player::Min)) as i64,
        };
        vec![
            term(Counted::Centre, 3, &[CENTRE]),
            term(Counted::Corners, 2, &CORNERS),
        ]
    }

    /// The grid's: win now, block the opponent's win, centre, corners, edges.
    fn ordering_key(&self, cell: u8) -> i64 {
        self.0.ordering_key(cell)
    }
}

/// Shown as the grid is: a 3 × 3 board, moves "X a1", sides by their marks.
impl Present for TicTacToe {
    fn move_text(&self, cell: u8) -> String {
        self.0.move_text(cell)
    }

    fn view(&self) -> PositionView {
        self.0.view()
    }

    /// Wins score ±(10 − ply): the value says who wins and how many moves it takes.
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        self.0.meaning(value)
    }

    fn sides(&self) -> Sides {
        self.0.sides()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validates_positions() {
        assert!(TicTacToe::from_position(".........").is_ok());
        assert!(TicTacToe::from_position("XXXOO....").is_ok());
        let err = |p: &str| TicTacToe::from_position(p).unwrap_err();
        assert!(matches!(
            err("XO"),
            PositionError::CellCount { cells: 2, .. }
        ));
        assert!(matches!(
            err("XOZ......"),
            PositionError::BadCell {
                cell: 3,
                found: 'Z',
                ..
            }
        ));
        assert!(matches!(
            err("XO0......"),
            PositionError::BadCell { found: '0', .. }
        ));
        assert!(matches!(
            err("XX......."),
            PositionError::MarkCounts { x: 2, o: 0, .. }
        ));
        assert!(matches!(
            err("XXXOOO..."),
            PositionError::Impossible {
                problem: Impossible::BothWin,
                ..
            }
        ));
        assert!(matches!(
            err("XXXOO.O.."),
            PositionError::Impossible {
                problem: Impossible::MovedAfterXWon,
                ..
            }
        ));
        // What was typed is shown escaped and cut short.
        let long = format!("X\u{1b}[2J{}", ".".repeat(100_000));
        let shown = err(&long).to_string();
        assert!(shown.len() < 300 && !shown.contains('\u{1b}'), "{shown}");
    }

    #[test]
    fn scores_faster_wins_higher() {
        let mut g = TicTacToe::from_position("XX.OO....").unwrap();
        assert_eq!(g.to_move(), Player::Max);
        g.play(2);
        assert_eq!(g.outcome(), Some(9));
    }

    #[test]
    fn orders_win_then_block() {
        let g = TicTacToe::from_position("XX.OO....").unwrap();
        let mut moves = vec![];
        g.moves(&mut moves);
        crate::sort::sort_by_key(&mut moves, |&m| g.ordering_key(m));
        assert_eq!(&moves[..2], &[2, 5]);
    }
}
