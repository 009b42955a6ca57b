//! What the search thinks of every legal move of a position: each move's child searched on its
//! own (alpha-beta, ordering, table), its value in words for the player to move ("win in 3",
//! "draw", "loss in 2", or a depth-limited score) — the hints on a board.

use crate::t;
use gametree_engine::game::{Game, Player, ValueMeaning};
use gametree_engine::search::{self, Algorithm, Limits, SearchConfig, SearchError};

/// Nodes an exact search of all the moves may visit before the values fall back to a
/// depth-limited search ([`FALLBACK_DEPTH`]).
pub const EXACT_BUDGET: u64 = 300_000;
/// The depth (from the position, the move included) of the fallback search.
pub const FALLBACK_DEPTH: u32 = 6;

/// One legal move and what the search found it worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move's code (see [`Rules::move_code`](gametree_engine::game::Rules::move_code)).
    pub code: u32,
    /// The move in notation, e.g. "X 4".
    pub text: String,
    /// The value after the move, from MAX's point of view.
    pub value: i64,
    /// The value in words for the player to move: "win in 3", "draw", "loss in 2", or a
    /// depth-limited score from the mover's side, "+7".
    pub words: String,
    /// How good it is for the player to move: 1 a win, 0 a draw, −1 a loss; a depth-limited
    /// score by its sign.
    pub verdict: i8,
    /// One of the best moves for the player to move (the move a search would choose from).
    pub best: bool,
}

/// Every legal move's value, and how deep the search looked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValues {
    /// `None`: searched to the end of the game (values are exact); else the depth limit,
    /// counted from the position.
    pub depth: Option<u32>,
    /// The moves in generation order.
    pub moves: Vec<MoveValue>,
}

impl MoveValues {
    /// "exact: to the end of the game" or "depth-limited: 6 moves ahead, then the evaluation".
    pub fn how(&self) -> String {
        match self.depth {
            None => t!("narration-values-exact"),
            Some(d) => t!("narration-values-depth-limited", depth = d.to_string()),
        }
    }
}

/// Searches every legal move of `game`: with `depth` to that depth (the move counting as one),
/// else to the end of the game when that fits [`EXACT_BUDGET`], else to [`FALLBACK_DEPTH`].
pub fn move_values<G: Game>(game: &G, depth: Option<u32>) -> Result<MoveValues, SearchError> {
    match depth {
        Some(d) => search_all(game, Some(d.max(1)), u64::MAX),
        None => match search_all(game, None, EXACT_BUDGET) {
            Err(SearchError::NodeBudget { .. }) => search_all(game, Some(FALLBACK_DEPTH), u64::MAX),
            other => other,
        },
    }
}

fn search_all<G: Game>(
    game: &G,
    depth: Option<u32>,
    budget: u64,
) -> Result<MoveValues, SearchError> {
    let mover = game.to_move();
    let mut legal = Vec::new();
    game.moves(&mut legal);
    let mut left = budget;
    let mut moves = Vec::with_capacity(legal.len());
    for mv in legal {
        let mut child = game.clone();
        child.play(mv);
        let value = match (child.outcome(), depth) {
            (Some(v), _) => v,
            (None, Some(1)) => child.evaluate(),
            (None, d) => {
                let config = SearchConfig {
                    algorithm: Algorithm::AlphaBeta,
                    ordering: true,
                    tt: true,
                    depth: d.map(|d| d - 1),
                    ..SearchConfig::default()
                };
                let limits = Limits {
                    max_nodes: left.max(1),
                    ..Limits::default()
                };
                let r = search::search_bare(&mut child, &config, &limits)?;
                left = left.saturating_sub(r.stats.nodes_visited);
                r.value.int().unwrap_or(0)
            }
        };
        let (words, verdict) = value_words(game, mover, value, depth.is_none());
        moves.push(MoveValue {
            code: G::move_code(mv),
            text: game.move_text(mv),
            value,
            words,
            verdict,
            best: false,
        });
    }
    let best = match mover {
        Player::Max => moves.iter().map(|m| m.value).max(),
        Player::Min => moves.iter().map(|m| m.value).min(),
    };
    for m in &mut moves {
        m.best = Some(m.value) == best;
    }
    Ok(MoveValues { depth, moves })
}

/// A value in words for `mover`: exact values by what they mean in the game, estimates as a
/// score from the mover's side.
fn value_words<G: Game>(game: &G, mover: Player, value: i64, exact: bool) -> (String, i8) {
    let meaning = if exact { game.meaning(value) } else { None };
    match meaning {
        Some(ValueMeaning::Draw) => (t!("narration-value-draw"), 0),
        Some(ValueMeaning::Win { winner, moves }) => {
            let wins = winner == mover;
            let words = match (wins, moves) {
                (true, Some(n)) => t!("narration-value-win-in", moves = n.to_string()),
                (false, Some(n)) => t!("narration-value-loss-in", moves = n.to_string()),
                (true, None) => t!("narration-value-win"),
                (false, None) => t!("narration-value-loss"),
            };
            (words, if wins { 1 } else { -1 })
        }
        None => {
            let mine = if mover == Player::Max { value } else { -value };
            (format!("{mine:+}"), mine.signum() as i8)
        }
    }
}
