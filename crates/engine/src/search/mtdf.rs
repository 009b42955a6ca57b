//! MTD(f): the value is found by null-window passes over the whole tree. Each pass asks "is
//! the value at least β?" with the window (β−1, β) and learns a lower bound (yes) or an upper
//! bound (no); the next pass tests next to the bound just learnt, until the bounds meet. The
//! transposition table keeps what each pass learnt, so later passes repeat little.

use super::alphabeta::{Searcher, UNLIMITED};
use super::observer::Observer;
use super::{INF, NEG_INF, SearchError};
use crate::game::{Game, Player};

/// Runs passes from `game`'s root to `depth`, starting with the guess `guess`, until the
/// bounds meet. Returns the value and the best line the deciding pass found: the last pass
/// that moved the root player's own bound (a lower bound under MAX, an upper one under MIN),
/// the only kind of pass that shows a move reaching the value.
pub(crate) fn converge<G: Game, O: Observer<G>>(
    searcher: &mut Searcher<G, O>,
    game: &mut G,
    depth: u32,
    guess: i64,
) -> Result<(i64, Vec<G::Move>), SearchError> {
    let root_player = game.to_move();
    let (mut lower, mut upper) = (NEG_INF, INF);
    let mut g = guess;
    let mut line = Vec::new();
    while lower < upper {
        let beta = if g == lower { g.saturating_add(1) } else { g };
        searcher.observer.pass();
        searcher.stats.passes += 1;
        g = searcher.root_window(game, depth, beta - 1, beta)?;
        let deciding = if g < beta {
            upper = g;
            root_player == Player::Min
        } else {
            lower = g;
            root_player == Player::Max
        };
        if deciding {
            line = searcher.root_line();
        }
    }
    line.truncate(1);
    let mut rest = line.clone();
    follow_bounds(searcher, game, &mut rest, g, depth);
    Ok((g, rest))
}

/// Extends `line` (worth `value`) move by move with a child the table proves worth the value:
/// below MAX one known to be ≥ the value, below MIN one known to be ≤ it (the parent's value
/// caps it from the other side), or a finished game or depth-limit leaf worth exactly that.
fn follow_bounds<G: Game, O: Observer<G>>(
    searcher: &Searcher<G, O>,
    game: &mut G,
    line: &mut Vec<G::Move>,
    value: i64,
    depth: u32,
) {
    for &m in line.iter() {
        game.play(m);
    }
    let mut moves = Vec::new();
    loop {
        let ply = line.len() as u32;
        if game.outcome().is_some() || (depth != UNLIMITED && ply >= depth) {
            break;
        }
        moves.clear();
        game.moves(&mut moves);
        let player = game.to_move();
        let next = moves.iter().copied().find(|&m| {
            game.play(m);
            let worth = child_worth(searcher, game, player, value, depth, ply + 1);
            game.undo(m);
            worth
        });
        let Some(m) = next else { break };
        game.play(m);
        line.push(m);
    }
    for &m in line.iter().rev() {
        game.undo(m);
    }
}

/// Whether the child `game` (at `ply`, its parent's `player` to move) is known to be worth `value`.
fn child_worth<G: Game, O: Observer<G>>(
    searcher: &Searcher<G, O>,
    game: &G,
    player: Player,
    value: i64,
    depth: u32,
    ply: u32,
) -> bool {
    if let Some(v) = game.outcome() {
        return v == value;
    }
    let remaining = if depth == UNLIMITED {
        UNLIMITED
    } else {
        depth - ply
    };
    if remaining == 0 {
        return game.evaluate() == value;
    }
    let Some(entry) = searcher.tt.as_ref().and_then(|t| t.probe(game.key())) else {
        return false;
    };
    let strict = searcher.depth_limited();
    match player {
        // Known ≥ value: a lower bound (or exact value) at least the value.
        Player::Max => entry.answers(remaining, value - 1, value, strict) && entry.value >= value,
        Player::Min => entry.answers(remaining, value, value + 1, strict) && entry.value <= value,
    }
}
