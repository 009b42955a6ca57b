//! Tic-tac-toe from any legal position: X moves first, cells 0..8 row-major, wins score
//! ±(10 − ply) so that faster wins count more.

use super::{Counted, EvalTerm, Game, GridRules, Player, PositionView, ValueMeaning};

const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const CENTRE: u16 = 1 << 4;
const CORNERS: u16 = 1 | 1 << 2 | 1 << 6 | 1 << 8;
const FULL: u16 = 0b111_111_111;

/// A tic-tac-toe position as two bit boards, plus how many moves were made since the root
/// (scores depend on it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TicTacToe {
    x: u16,
    o: u16,
    ply: u8,
}

// Clippy reads `marks & line == line` as a comparison with a fixed value and suggests
// `contains`, which would test something else: each line is compared with its own marks.
#[allow(clippy::manual_contains)]
fn has_line(marks: u16) -> bool {
    LINES.iter().any(|&line| marks & line == line)
}

/// Name of a cell in chess-like notation: columns a–c, rows 1–3 from the top.
pub fn cell_name(cell: u8) -> String {
    let col = (b'a' + cell % 3) as char;
    format!("{}{}", col, cell / 3 + 1)
}

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

impl TicTacToe {
    /// The empty board.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads a position written as 9 cells row-major with `X`, `O` and `.`, and checks that
    /// it can arise in a real game.
    pub fn from_position(text: &str) -> Result<Self, PositionError> {
        let shown = super::shown_text(text);
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != 9 {
            return Err(PositionError::CellCount {
                position: shown,
                cells: chars.len(),
            });
        }
        let (mut x, mut o) = (0u16, 0u16);
        for (i, c) in chars.iter().enumerate() {
            match c {
                'X' | 'x' => x |= 1 << i,
                'O' | 'o' => o |= 1 << i,
                '.' | '-' | '_' => {}
                &found => {
                    return Err(PositionError::BadCell {
                        position: shown,
                        cell: i + 1,
                        found,
                    });
                }
            }
        }
        let (nx, no) = (x.count_ones(), o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(PositionError::MarkCounts {
                position: shown,
                x: nx,
                o: no,
            });
        }
        let problem = match (has_line(x), has_line(o)) {
            (true, true) => Some(Impossible::BothWin),
            (true, false) if nx == no => Some(Impossible::MovedAfterXWon),
            (false, true) if nx != no => Some(Impossible::MovedAfterOWon),
            _ => None,
        };
        match problem {
            Some(problem) => Err(PositionError::Impossible {
                position: shown,
                problem,
            }),
            None => Ok(TicTacToe { x, o, ply: 0 }),
        }
    }

    /// The position as 9 characters, row-major.
    pub fn cells(&self) -> [char; 9] {
        std::array::from_fn(|i| {
            if self.x >> i & 1 == 1 {
                'X'
            } else if self.o >> i & 1 == 1 {
                'O'
            } else {
                '.'
            }
        })
    }

    /// The position in the notation `--position` reads.
    pub fn position_text(&self) -> String {
        self.cells().iter().collect()
    }

    fn x_to_move(&self) -> bool {
        self.x.count_ones() == self.o.count_ones()
    }

    fn mover_marks(&self) -> (u16, u16) {
        if self.x_to_move() {
            (self.x, self.o)
        } else {
            (self.o, self.x)
        }
    }

    /// Cells that would complete a line for a player holding `marks`.
    fn winning_cells(marks: u16, empty: u16) -> u16 {
        let mut cells = 0;
        for &line in &LINES {
            let missing = line & !marks;
            if missing.count_ones() == 1 && missing & empty != 0 {
                cells |= missing;
            }
        }
        cells
    }
}

impl Game for TicTacToe {
    type Move = u8;

    fn to_move(&self) -> Player {
        if self.x_to_move() {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, out: &mut Vec<u8>) {
        if self.outcome().is_some() {
            return;
        }
        let empty = !(self.x | self.o) & FULL;
        out.extend((0..9u8).filter(|&c| empty >> c & 1 == 1));
    }

    fn play(&mut self, cell: u8) {
        if self.x_to_move() {
            self.x |= 1 << cell;
        } else {
            self.o |= 1 << cell;
        }
        self.ply += 1;
    }

    fn undo(&mut self, cell: u8) {
        self.x &= !(1 << cell);
        self.o &= !(1 << cell);
        self.ply -= 1;
    }

    fn outcome(&self) -> Option<i64> {
        let ply = self.ply as i64;
        if has_line(self.x) {
            Some(10 - ply)
        } else if has_line(self.o) {
            Some(-10 + ply)
        } else if self.x | self.o == FULL {
            Some(0)
        } else {
            None
        }
    }

    /// Centre 3, each corner 2, edges 0: X's marks count plus, O's minus.
    fn evaluation_terms(&self) -> Vec<EvalTerm> {
        let term = |counted, weight, cells: u16| EvalTerm {
            counted,
            weight,
            max: (self.x & cells).count_ones() as i64,
            min: (self.o & cells).count_ones() as i64,
        };
        vec![
            term(Counted::Centre, 3, CENTRE),
            term(Counted::Corners, 2, CORNERS),
        ]
    }

    /// Win now, block the opponent's win, centre, corners, edges.
    fn ordering_key(&self, cell: u8) -> i64 {
        let empty = !(self.x | self.o) & FULL;
        let (mine, theirs) = self.mover_marks();
        let bit = 1u16 << cell;
        if Self::winning_cells(mine, empty) & bit != 0 {
            0
        } else if Self::winning_cells(theirs, empty) & bit != 0 {
            1
        } else if bit == CENTRE {
            2
        } else if bit & CORNERS != 0 {
            3
        } else {
            4
        }
    }

    fn move_text(&self, cell: u8) -> String {
        let mark = if self.x_to_move() { 'X' } else { 'O' };
        format!("{mark} {}", cell_name(cell))
    }

    fn move_code(cell: u8) -> u32 {
        cell as u32
    }

    fn move_from_code(&self, code: u32) -> Option<u8> {
        let empty = !(self.x | self.o) & FULL;
        (code < 9 && empty >> code & 1 == 1 && self.outcome().is_none()).then_some(code as u8)
    }

    fn key(&self) -> u64 {
        self.x as u64 | (self.o as u64) << 9
    }

    fn view(&self) -> PositionView {
        PositionView::Grid {
            rules: GridRules {
                rows: 3,
                cols: 3,
                k: 3,
                gravity: false,
            },
            cells: self.cells().to_vec(),
        }
    }

    fn describe(&self) -> String {
        self.position_text()
    }

    /// Wins score ±(10 − ply): the value says who wins and how many moves it takes.
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        Some(super::grid::marks_meaning(value, 10))
    }

    fn sides(&self) -> super::Sides {
        super::Sides::Marks
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
        moves.sort_by_key(|&m| g.ordering_key(m));
        assert_eq!(&moves[..2], &[2, 5]);
    }
}
