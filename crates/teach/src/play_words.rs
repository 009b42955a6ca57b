//! What Play says about the computer's search: a value searched to the end of the game is a
//! result ("X wins in 5 moves", "a draw"); a value of a depth-limited search that scored some
//! position with the evaluation function is an estimate at the look-ahead chosen, and is said
//! as one (issue 43, item 12: "above 0 X wins" is no claim to make of an estimate).

use crate::t;
use crate::words::side_name;
use gametree_engine::game::{Sides, ValueMeaning};
use gametree_engine::trace::{Trace, flags};

/// The computer's search value, as facts (put in words when shown, in the language then in
/// force).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchValue {
    /// Searched to the end of the game everywhere: a result, and what it means.
    Proven {
        /// The value, from MAX's (X's, the first player's) side.
        value: i64,
        /// What it means in the game (who wins, in how many moves).
        meaning: Option<ValueMeaning>,
        /// How the game names its sides.
        sides: Sides,
    },
    /// Some position was scored by the evaluation function at the depth limit: an estimate.
    Estimate {
        /// The value, from MAX's side.
        value: i64,
        /// How many moves ahead the search looked.
        depth: u32,
    },
}

/// Whether `trace`'s root value is a result, not an estimate: the search had no depth limit,
/// or no position it scored was scored by the evaluation function (it reached the end of the
/// game wherever it looked, so the limit changed nothing).
pub fn proven(trace: &Trace) -> bool {
    trace.config.depth.is_none()
        || trace
            .tree
            .node_indices()
            .all(|id| trace.tree.flags(id) & flags::HEURISTIC == 0)
}

impl SearchValue {
    /// The value of `trace`'s search, a result or an estimate.
    pub fn of(trace: &Trace) -> SearchValue {
        let value = trace.outcome.root_value.int().unwrap_or(0);
        match trace.config.depth {
            Some(depth) if !proven(trace) => SearchValue::Estimate { value, depth },
            _ => SearchValue::Proven {
                value,
                meaning: trace.game.meaning(value),
                sides: trace.game.sides(),
            },
        }
    }

    /// The move list's line for the computer's move `mv`: "Computer: X 4 (search value 38:
    /// X wins in 5 moves, this one included)", "Computer: X 4 (estimate 6, looking 6 moves
    /// ahead)".
    pub fn line(&self, mv: &str) -> String {
        let shown = |v: i64| gametree_engine::trace::show_value(v);
        match *self {
            SearchValue::Estimate { value, depth } => t!(
                "play-log-computer-estimate",
                mv = mv,
                value = shown(value),
                depth = depth
            ),
            SearchValue::Proven {
                value,
                meaning,
                sides,
            } => match meaning {
                Some(ValueMeaning::Draw) => {
                    t!("play-log-computer-draw", mv = mv, value = shown(value))
                }
                Some(ValueMeaning::Win {
                    winner,
                    moves: Some(moves),
                }) => t!(
                    "play-log-computer-win-in",
                    mv = mv,
                    value = shown(value),
                    side = side_name(sides, winner),
                    moves = moves
                ),
                Some(ValueMeaning::Win {
                    winner,
                    moves: None,
                }) => t!(
                    "play-log-computer-win",
                    mv = mv,
                    value = shown(value),
                    side = side_name(sides, winner)
                ),
                None => t!("play-log-computer", mv = mv, value = shown(value)),
            },
        }
    }
}
