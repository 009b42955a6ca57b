//! Games: positions, heaps, boards, move lists and targets that were refused.

use super::Say;
use crate::t;
use gametree_engine::game::dice::{MAX_TARGET, TargetError};
use gametree_engine::game::grid::LineProblem;
use gametree_engine::game::tictactoe::Impossible;
use gametree_engine::game::{BonesError, GridError, PositionError, shown_text};

impl Say for Impossible {
    fn say(&self) -> String {
        match self {
            Impossible::BothWin => t!("engine-ttt-both-win"),
            Impossible::MovedAfterXWon => t!("engine-ttt-moved-after-x-won"),
            Impossible::MovedAfterOWon => t!("engine-ttt-moved-after-o-won"),
        }
    }
}

impl Say for PositionError {
    fn say(&self) -> String {
        match self {
            PositionError::CellCount { position, cells } => {
                t!("engine-ttt-cell-count", position = position, cells = *cells)
            }
            PositionError::BadCell {
                position,
                cell,
                found,
            } => {
                let found_text = shown_text(&found.to_string());
                if *found == '0' {
                    t!(
                        "engine-ttt-bad-cell-zero",
                        position = position,
                        cell = *cell,
                        found = found_text
                    )
                } else {
                    t!(
                        "engine-ttt-bad-cell",
                        position = position,
                        cell = *cell,
                        found = found_text
                    )
                }
            }
            PositionError::MarkCounts { position, x, o } => t!(
                "engine-ttt-mark-counts",
                position = position,
                x = *x,
                o = *o
            ),
            PositionError::Impossible { position, problem } => t!(
                "engine-ttt-impossible",
                position = position,
                problem = problem.say()
            ),
        }
    }
}

impl Say for BonesError {
    fn say(&self) -> String {
        match *self {
            BonesError::Heap { bones, limit } => t!(
                "engine-bones-heap-range",
                bones = bones.to_string(),
                limit = limit
            ),
            BonesError::MaxTake { max_take, limit } => t!(
                "engine-bones-max-take-range",
                max_take = max_take.to_string(),
                limit = limit
            ),
        }
    }
}

impl Say for TargetError {
    fn say(&self) -> String {
        t!(
            "engine-dice-target-range",
            target = self.target.to_string(),
            limit = MAX_TARGET
        )
    }
}

impl Say for LineProblem {
    fn say(&self) -> String {
        match self {
            LineProblem::BothWin => t!("engine-grid-both-lines"),
            LineProblem::MovedAfterXWon => t!("engine-grid-x-line-o-moved"),
            LineProblem::MovedAfterOWon => t!("engine-grid-o-line-x-moved"),
        }
    }
}

impl Say for GridError {
    fn say(&self) -> String {
        match self {
            GridError::Size { rows, cols } => t!(
                "engine-grid-size",
                rows = rows.to_string(),
                cols = cols.to_string()
            ),
            GridError::K { k, most } => t!("engine-grid-k", k = k.to_string(), most = *most),
            GridError::CellCount {
                position,
                found,
                expected,
            } => t!(
                "engine-grid-cell-count",
                position = position,
                found = *found,
                expected = *expected
            ),
            GridError::BadCell {
                position,
                cell,
                found,
            } => t!(
                "engine-grid-bad-cell",
                position = position,
                cell = *cell,
                found = shown_text(&found.to_string())
            ),
            GridError::MarkCounts { position, x, o } => t!(
                "engine-grid-mark-counts",
                position = position,
                x = *x,
                o = *o
            ),
            GridError::Floating { position, cell } => {
                t!("engine-grid-floating", position = position, cell = cell)
            }
            GridError::Impossible { position, problem } => t!(
                "engine-grid-impossible",
                position = position,
                problem = problem.say()
            ),
            GridError::BadColumn {
                moves,
                index,
                found,
            } => t!(
                "engine-grid-bad-column",
                moves = moves,
                index = *index,
                found = shown_text(&found.to_string())
            ),
            GridError::FullColumn {
                moves,
                index,
                column,
            } => t!(
                "engine-grid-full-column",
                moves = moves,
                index = *index,
                column = *column
            ),
            GridError::AfterWin { moves, index } => t!(
                "engine-grid-after-win",
                moves = moves,
                index = *index,
                next = *index + 1
            ),
        }
    }
}
