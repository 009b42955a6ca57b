//! Turning a recorded path of move codes back into a position and move notation, by replaying
//! the game's rules (never its search) from the root.

use crate::game::{EvalTerm, Game, Player, PositionView, ValueMeaning};

/// What a trace needs from the game to describe its nodes.
pub trait Describe: Send + Sync {
    /// The position after playing these move codes from the root.
    fn view(&self, codes: &[u32]) -> PositionView;
    /// Notation of the move `code` played in the position after `codes`.
    fn move_text(&self, codes: &[u32], code: u32) -> String;
    /// A short description of the position after `codes`.
    fn describe(&self, codes: &[u32]) -> String;
    /// The evaluation's terms for the position after `codes` (see [`Game::evaluation_terms`]).
    fn evaluation_terms(&self, codes: &[u32]) -> Vec<EvalTerm>;
    /// What an exact value of the root position means in the game (see [`Game::meaning`]).
    fn meaning(&self, value: i64) -> Option<ValueMeaning>;
    /// The name of a player's side in the game (see [`Game::side_name`]).
    fn side_name(&self, player: Player) -> String;
}

/// The move codes from the root down to `node`, given for each node its parent and the move
/// into it (`None` at the root).
pub fn path_codes(node: usize, up: impl Fn(usize) -> Option<(usize, u32)>) -> Vec<u32> {
    let mut codes = Vec::new();
    let mut at = node;
    while let Some((parent, code)) = up(at) {
        codes.push(code);
        at = parent;
    }
    codes.reverse();
    codes
}

/// The last move of `codes` in notation (`None` for the root's empty path).
pub fn last_move_text(game: &dyn Describe, codes: &[u32]) -> Option<String> {
    let (&last, before) = codes.split_last()?;
    Some(game.move_text(before, last))
}

/// A name for the node at the end of `codes` in sentences: its tree label, else the message
/// `after` ("after X a1") with the move into it, else "the root".
pub fn node_name(game: &dyn Describe, codes: &[u32], after: &str) -> String {
    match game.view(codes) {
        PositionView::Tree { label } => label,
        _ => match last_move_text(game, codes) {
            None => crate::t!("engine-node-root"),
            Some(m) => crate::i18n::tr_with(after, &[("played", m.into())]),
        },
    }
}

/// Describes nodes of any game by replaying moves on a copy of its root position.
pub struct GameDescriber<G>(pub G);

impl<G: Game> GameDescriber<G> {
    fn replay(&self, codes: &[u32]) -> G {
        let mut g = self.0.clone();
        for &c in codes {
            match g.move_from_code(c) {
                Some(m) => g.play(m),
                None => break,
            }
        }
        g
    }
}

impl<G: Game + Send + Sync> Describe for GameDescriber<G> {
    fn view(&self, codes: &[u32]) -> PositionView {
        self.replay(codes).view()
    }

    fn move_text(&self, codes: &[u32], code: u32) -> String {
        let g = self.replay(codes);
        match g.move_from_code(code) {
            Some(m) => g.move_text(m),
            None => format!("#{code}"),
        }
    }

    fn describe(&self, codes: &[u32]) -> String {
        self.replay(codes).describe()
    }

    fn evaluation_terms(&self, codes: &[u32]) -> Vec<EvalTerm> {
        self.replay(codes).evaluation_terms()
    }

    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        self.0.meaning(value)
    }

    fn side_name(&self, player: Player) -> String {
        self.0.side_name(player)
    }
}
