//! Board games of marks in a row: m,n,k-games (R rows × C columns, K in a row wins, any empty
//! cell) and Connect Four (7 × 6, 4 in a row, pieces fall to the lowest empty cell). X moves
//! first and is MAX; a win scores cells + 1 − ply for X (43 − ply in Connect Four), the
//! negative for O, a draw 0, ply counting moves from the searched root.

mod error;
mod parse;

pub use error::{GridError, LineProblem};
pub(in crate::game) use parse::CellsProblem;

use super::{Counted, EvalTerm, Evaluate, Player, PositionView, Present, Rules, ValueMeaning};

/// Most cells a grid may have (Connect Four's 42).
pub(crate) const MAX_CELLS: usize = 42;
/// Most columns a grid may have (Connect Four's 7).
pub(crate) const MAX_COLS: usize = 7;
/// Smallest and largest rows and columns of an m,n,k-game.
pub(crate) const MNK_SIZES: std::ops::RangeInclusive<u8> = 3..=5;

/// Evaluation weights: a line of K cells holding K − 1 of one side's marks and nothing else.
pub(crate) const WEIGHT_THREAT: i64 = 5;
/// A line of K cells holding K − 2 of one side's marks and nothing else.
pub(crate) const WEIGHT_TWO: i64 = 2;
/// A mark in the centre (the middle column in Connect Four, the middle cells otherwise).
pub(crate) const WEIGHT_CENTRE: i64 = 3;

/// The shape and the rule of a grid game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridRules {
    /// Rows, counted from the top.
    pub rows: u8,
    /// Columns, counted from the left.
    pub cols: u8,
    /// How many in a row win.
    pub k: u8,
    /// Pieces fall to the lowest empty cell of a column (Connect Four); a move is a column.
    pub gravity: bool,
}

impl GridRules {
    /// Connect Four: 6 rows, 7 columns, 4 in a row, with gravity.
    pub const CONNECT_FOUR: GridRules = GridRules {
        rows: 6,
        cols: 7,
        k: 4,
        gravity: true,
    };

    /// Tic-tac-toe: the m,n,k-game (3,3,3).
    pub const TIC_TAC_TOE: GridRules = GridRules {
        rows: 3,
        cols: 3,
        k: 3,
        gravity: false,
    };

    /// An m,n,k-game: 3 ≤ rows, cols ≤ 5 and 3 ≤ k ≤ max(rows, cols).
    pub fn mnk(rows: i64, cols: i64, k: i64) -> Result<GridRules, GridError> {
        let size = |n: i64| u8::try_from(n).ok().filter(|n| MNK_SIZES.contains(n));
        let (Some(r), Some(c)) = (size(rows), size(cols)) else {
            return Err(GridError::Size { rows, cols });
        };
        if !(3..=i64::from(r.max(c))).contains(&k) {
            return Err(GridError::K { k, most: r.max(c) });
        }
        Ok(GridRules {
            rows: r,
            cols: c,
            k: k as u8,
            gravity: false,
        })
    }

    /// How many cells the board has.
    pub fn cells(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Whether the cell (row, col) counts as centre for the evaluation.
    fn is_centre(&self, row: usize, col: usize) -> bool {
        let middle = |i: usize, n: u8| {
            let n = n as usize;
            i * 2 + 1 == n || (n.is_multiple_of(2) && (i * 2 + 2 == n || i * 2 == n))
        };
        middle(col, self.cols) && (self.gravity || middle(row, self.rows))
    }

    /// The name of a cell: columns a, b, c … from the left, rows 1, 2, 3 … from the top.
    pub fn cell_name(&self, cell: usize) -> String {
        let col = (b'a' + (cell % self.cols as usize) as u8) as char;
        format!("{col}{}", cell / self.cols as usize + 1)
    }
}

/// Zobrist keys: one random number per cell and side, so equal boards get equal keys.
const ZOBRIST: [[u64; 2]; MAX_CELLS] = {
    let mut z = [[0u64; 2]; MAX_CELLS];
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut i = 0;
    while i < MAX_CELLS * 2 {
        // splitmix64
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut x = state;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z[i / 2][i % 2] = x ^ (x >> 31);
        i += 1;
    }
    z
};

const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
const EMPTY: u8 = 0;
const X: u8 = 1;
const O: u8 = 2;

/// A position of a grid game: the marks, how many moves since the searched root, and
/// whether the last move won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    rules: GridRules,
    cells: [u8; MAX_CELLS],
    heights: [u8; MAX_COLS],
    marks: u8,
    ply: u8,
    won: bool,
    hash: u64,
}

impl Grid {
    /// The empty board of `rules`.
    pub fn new(rules: GridRules) -> Grid {
        Grid {
            rules,
            cells: [EMPTY; MAX_CELLS],
            heights: [0; MAX_COLS],
            marks: 0,
            ply: 0,
            won: false,
            hash: 0,
        }
    }

    /// The empty Connect Four board.
    pub fn connect_four() -> Grid {
        Grid::new(GridRules::CONNECT_FOUR)
    }

    /// The rules of this board.
    pub fn rules(&self) -> GridRules {
        self.rules
    }

    /// The cells row by row from the top: 'X', 'O' or '.'.
    pub fn cells(&self) -> Vec<char> {
        self.cells[..self.rules.cells()]
            .iter()
            .map(|&c| match c {
                X => 'X',
                O => 'O',
                _ => '.',
            })
            .collect()
    }

    /// Whose mark is in `cell` (row-major): MAX's X, MIN's O, or nobody's.
    pub(crate) fn mark(&self, cell: usize) -> Option<Player> {
        match self.cells[cell] {
            X => Some(Player::Max),
            O => Some(Player::Min),
            _ => None,
        }
    }

    /// The position in the notation `--position` reads.
    pub fn position_text(&self) -> String {
        self.cells().into_iter().collect()
    }

    /// The cell a move fills: the move's cell, or with gravity the lowest empty one of its column.
    pub(crate) fn cell_of(&self, mv: u8) -> usize {
        if self.rules.gravity {
            let row = (self.rules.rows - 1 - self.heights[mv as usize]) as usize;
            row * self.rules.cols as usize + mv as usize
        } else {
            mv as usize
        }
    }

    /// The move that fills `cell` (its column with gravity), if the cell can be played now.
    pub fn move_to(&self, cell: usize) -> Option<u8> {
        let mv = if self.rules.gravity {
            (cell % self.rules.cols as usize) as u8
        } else {
            u8::try_from(cell).ok()?
        };
        self.move_from_code(u32::from(mv))
    }

    fn mark_to_move(&self) -> u8 {
        if self.marks.is_multiple_of(2) { X } else { O }
    }

    fn put(&mut self, cell: usize, mark: u8) {
        self.cells[cell] = mark;
        self.marks += 1;
        self.hash ^= ZOBRIST[cell][mark as usize - 1];
    }

    /// How many of `mark` run through `cell` along (dr, dc), not counting the cell itself.
    fn run(&self, cell: usize, (dr, dc): (isize, isize), mark: u8) -> usize {
        let (rows, cols) = (self.rules.rows as isize, self.rules.cols as isize);
        let (r0, c0) = ((cell as isize) / cols, (cell as isize) % cols);
        let mut n = 0;
        for sign in [1, -1] {
            let (mut r, mut c) = (r0 + sign * dr, c0 + sign * dc);
            while (0..rows).contains(&r) && (0..cols).contains(&c) {
                if self.cells[(r * cols + c) as usize] != mark {
                    break;
                }
                n += 1;
                (r, c) = (r + sign * dr, c + sign * dc);
            }
        }
        n
    }

    /// Would `mark` in the empty `cell` make K in a row?
    fn completes_line(&self, cell: usize, mark: u8) -> bool {
        DIRECTIONS
            .iter()
            .any(|&d| self.run(cell, d, mark) + 1 >= self.rules.k as usize)
    }

    fn has_line(&self, mark: u8) -> bool {
        (0..self.rules.cells()).any(|c| {
            self.cells[c] == mark
                && DIRECTIONS
                    .iter()
                    .any(|&d| self.run(c, d, mark) + 1 >= self.rules.k as usize)
        })
    }

    /// Every line of K cells on the board, as (first cell, step between cells).
    fn windows(&self) -> impl Iterator<Item = (usize, isize)> + '_ {
        let (rows, cols, k) = (
            self.rules.rows as isize,
            self.rules.cols as isize,
            self.rules.k as isize,
        );
        (0..rows * cols).flat_map(move |start| {
            let (r, c) = (start / cols, start % cols);
            DIRECTIONS.iter().filter_map(move |&(dr, dc)| {
                let (er, ec) = (r + dr * (k - 1), c + dc * (k - 1));
                ((0..rows).contains(&er) && (0..cols).contains(&ec))
                    .then_some((start as usize, dr * cols + dc))
            })
        })
    }

    /// How many lines of K cells pass through `cell`: along each direction, the windows of K
    /// that hold it and fit on the board.
    fn lines_through(&self, cell: usize) -> i64 {
        let (rows, cols, k) = (
            self.rules.rows as isize,
            self.rules.cols as isize,
            self.rules.k as isize,
        );
        let (r, c) = (cell as isize / cols, cell as isize % cols);
        let on = |r: isize, c: isize| (0..rows).contains(&r) && (0..cols).contains(&c);
        let fits = |(dr, dc): (isize, isize), j: isize| {
            let (sr, sc) = (r - j * dr, c - j * dc);
            on(sr, sc) && on(sr + (k - 1) * dr, sc + (k - 1) * dc)
        };
        DIRECTIONS
            .iter()
            .map(|&d| (0..k).filter(|&j| fits(d, j)).count() as i64)
            .sum()
    }

    /// The evaluation's counts for each side: (threats, twos, centre marks), X's then O's.
    fn counts(&self) -> [[i64; 3]; 2] {
        let k = self.rules.k as usize;
        let mut n = [[0i64; 3]; 2];
        for (start, step) in self.windows() {
            let (mut x, mut o) = (0, 0);
            for i in 0..k {
                match self.cells[(start as isize + step * i as isize) as usize] {
                    X => x += 1,
                    O => o += 1,
                    _ => {}
                }
            }
            for (side, mine, theirs) in [(0, x, o), (1, o, x)] {
                if theirs == 0 && mine == k - 1 {
                    n[side][0] += 1;
                } else if theirs == 0 && k >= 3 && mine == k - 2 && mine > 0 {
                    n[side][1] += 1;
                }
            }
        }
        let cols = self.rules.cols as usize;
        for cell in 0..self.rules.cells() {
            let side = match self.cells[cell] {
                X => 0,
                O => 1,
                _ => continue,
            };
            if self.rules.is_centre(cell / cols, cell % cols) {
                n[side][2] += 1;
            }
        }
        n
    }
}

impl Rules for Grid {
    /// A cell index (row-major), or with gravity a column index.
    type Move = u8;

    fn to_move(&self) -> Player {
        if self.mark_to_move() == X {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// Empty cells row by row; with gravity, the columns that are not full, left to right.
    fn moves(&self, out: &mut Vec<u8>) {
        if self.won {
            return;
        }
        if self.rules.gravity {
            out.extend(
                (0..self.rules.cols).filter(|&c| self.heights[c as usize] < self.rules.rows),
            );
        } else {
            out.extend((0..self.rules.cells() as u8).filter(|&c| self.cells[c as usize] == EMPTY));
        }
    }

    fn play(&mut self, mv: u8) {
        let cell = self.cell_of(mv);
        let mark = self.mark_to_move();
        self.put(cell, mark);
        if self.rules.gravity {
            self.heights[mv as usize] += 1;
        }
        self.ply += 1;
        self.won = DIRECTIONS
            .iter()
            .any(|&d| self.run(cell, d, mark) + 1 >= self.rules.k as usize);
    }

    fn undo(&mut self, mv: u8) {
        let cell = if self.rules.gravity {
            self.heights[mv as usize] -= 1;
            self.cell_of(mv)
        } else {
            mv as usize
        };
        let mark = self.cells[cell];
        self.cells[cell] = EMPTY;
        self.marks -= 1;
        self.hash ^= ZOBRIST[cell][mark as usize - 1];
        self.ply -= 1;
        self.won = false;
    }

    fn outcome(&self) -> Option<i64> {
        let score = self.rules.cells() as i64 + 1 - i64::from(self.ply);
        if self.won {
            // The side that just moved made the line.
            Some(if self.mark_to_move() == O {
                score
            } else {
                -score
            })
        } else if self.marks as usize == self.rules.cells() {
            Some(0)
        } else {
            None
        }
    }

    fn move_code(mv: u8) -> u32 {
        u32::from(mv)
    }

    fn move_from_code(&self, code: u32) -> Option<u8> {
        let mv = u8::try_from(code).ok()?;
        let legal = if self.rules.gravity {
            mv < self.rules.cols && self.heights[mv as usize] < self.rules.rows
        } else {
            (mv as usize) < self.rules.cells() && self.cells[mv as usize] == EMPTY
        };
        (legal && !self.won).then_some(mv)
    }

    fn key(&self) -> u64 {
        self.hash
    }

    fn describe(&self) -> String {
        self.position_text()
    }
}

impl Evaluate for Grid {
    /// Lines of K − 1 with the rest empty ×5, of K − 2 ×2, centre marks ×3; X's plus, O's minus.
    fn evaluation_terms(&self) -> Vec<EvalTerm> {
        let [x, o] = self.counts();
        let k = self.rules.k;
        let counted = [
            (Counted::Lines { marks: k - 1 }, WEIGHT_THREAT),
            (Counted::Lines { marks: k - 2 }, WEIGHT_TWO),
            (
                if self.rules.gravity {
                    Counted::CentreColumn
                } else {
                    Counted::Centre
                },
                WEIGHT_CENTRE,
            ),
        ];
        counted
            .into_iter()
            .enumerate()
            .map(|(i, (counted, weight))| EvalTerm {
                counted,
                weight,
                max: x[i],
                min: o[i],
            })
            .collect()
    }

    /// Win now, block the opponent's win; then in Connect Four the columns nearest the
    /// centre, in m,n,k-games the cells on the most lines of K.
    fn ordering_key(&self, mv: u8) -> i64 {
        let cell = self.cell_of(mv);
        let mine = self.mark_to_move();
        if self.completes_line(cell, mine) {
            return 0;
        }
        if self.completes_line(cell, X + O - mine) {
            return 1;
        }
        if self.rules.gravity {
            // Centre columns first: 3, then 2 and 4, …
            let c = (cell % self.rules.cols as usize) as i64;
            2 + (2 * c - (i64::from(self.rules.cols) - 1)).abs()
        } else {
            // Cells on more lines of K first (tic-tac-toe: centre, then corners, then edges).
            2 + (self.rules.cells() as i64 * 4) - self.lines_through(cell)
        }
    }
}

impl Present for Grid {
    /// "X 4" (a column, 1–7) in Connect Four, "X b2" (column letter, row from the top) otherwise.
    fn move_text(&self, mv: u8) -> String {
        let mark = if self.mark_to_move() == X { 'X' } else { 'O' };
        if self.rules.gravity {
            format!("{mark} {}", mv + 1)
        } else {
            format!("{mark} {}", self.rules.cell_name(mv as usize))
        }
    }

    fn view(&self) -> PositionView {
        PositionView::Grid {
            rules: self.rules,
            cells: self.cells(),
        }
    }

    /// Wins score ±(cells + 1 − ply): the value says who wins and in how many moves.
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        Some(marks_meaning(
            value,
            self.rules.cells() as i64 + 1 - i64::from(self.ply),
        ))
    }

    fn sides(&self) -> super::Sides {
        super::Sides::Marks
    }
}

/// What a value means where a win scores ±(`top` − moves to it) and a draw 0 (tic-tac-toe's
/// 10 − ply, Connect Four's 43 − ply, counted from this position).
pub(crate) fn marks_meaning(value: i64, top: i64) -> ValueMeaning {
    match value {
        0 => ValueMeaning::Draw,
        v => ValueMeaning::Win {
            winner: if v > 0 { Player::Max } else { Player::Min },
            moves: u32::try_from(top - v.abs()).ok(),
        },
    }
}

/// "X" for MAX (the first player), "O" for MIN.
pub fn x_or_o(player: Player) -> &'static str {
    match player {
        Player::Max => "X",
        Player::Min => "O",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_cells() {
        let c4 = GridRules::CONNECT_FOUR;
        assert!((0..6).all(|r| c4.is_centre(r, 3)));
        assert!(!c4.is_centre(0, 2));
        let r = GridRules::mnk(4, 3, 3).unwrap();
        assert!(r.is_centre(1, 1) && r.is_centre(2, 1) && !r.is_centre(0, 1));
    }

    #[test]
    fn undo_restores_everything() {
        let mut g = Grid::from_moves("4453").unwrap();
        let before = g;
        g.play(2);
        g.undo(2);
        assert_eq!(g, before);
    }
}
