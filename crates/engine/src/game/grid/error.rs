//! Why a grid position, size or move list was refused: facts only, worded by the teach crate.

/// Why a grid position was refused. Texts as given are escaped and shortened for showing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// Rows or columns outside 3..=5.
    #[error("an m,n,k-game of {rows} rows and {cols} columns is outside 3..=5")]
    Size {
        /// Rows asked for.
        rows: i64,
        /// Columns asked for.
        cols: i64,
    },
    /// K outside 3..=max(rows, cols).
    #[error("k = {k} is outside 3..={most}")]
    K {
        /// K asked for.
        k: i64,
        /// The longer side.
        most: u8,
    },
    /// A position of the wrong length.
    #[error("position '{position}' has {found} cells, not {expected}")]
    CellCount {
        /// The position as given.
        position: String,
        /// Cells given.
        found: usize,
        /// Cells the board has.
        expected: usize,
    },
    /// A cell that is not X, O or `.`.
    #[error("position '{position}': cell {cell} is {found:?}, not X, O or .")]
    BadCell {
        /// The position as given.
        position: String,
        /// Which cell, from 1.
        cell: usize,
        /// What it holds.
        found: char,
    },
    /// Counts of marks no game can reach.
    #[error("position '{position}' has {x} X and {o} O")]
    MarkCounts {
        /// The position as given.
        position: String,
        /// X marks.
        x: usize,
        /// O marks.
        o: usize,
    },
    /// A Connect Four piece with an empty cell below it.
    #[error("position '{position}': the piece in {cell} floats")]
    Floating {
        /// The position as given.
        position: String,
        /// The cell's name.
        cell: String,
    },
    /// Lines no game can reach.
    #[error("position '{position}': {problem}")]
    Impossible {
        /// The position as given.
        position: String,
        /// What cannot happen.
        problem: LineProblem,
    },
    /// A Connect Four move list with something other than columns 1–7.
    #[error("moves '{moves}': move {index} is {found:?}, not a column 1 to 7")]
    BadColumn {
        /// The moves as given.
        moves: String,
        /// Which move, from 1.
        index: usize,
        /// What it is.
        found: char,
    },
    /// A Connect Four move into a full column.
    #[error("moves '{moves}': move {index} plays the full column {column}")]
    FullColumn {
        /// The moves as given.
        moves: String,
        /// Which move, from 1.
        index: usize,
        /// The column, 1–7.
        column: usize,
    },
    /// A Connect Four move after the game was won.
    #[error("moves '{moves}': the game is over after move {index}")]
    AfterWin {
        /// The moves as given.
        moves: String,
        /// The winning move, from 1.
        index: usize,
    },
}

/// Lines on a board that no game can reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    /// Both sides have a line.
    #[error("both X and O have a line")]
    BothWin,
    /// X has a line but O moved afterwards.
    #[error("X has a line but O moved afterwards")]
    MovedAfterXWon,
    /// O has a line but X moved afterwards.
    #[error("O has a line but X moved afterwards")]
    MovedAfterOWon,
}
