//! Turning a recorded path of move codes back into a position and move notation, by replaying
//! the game's rules (never its search) from the root.

use crate::game::{EvalTerm, Game, PositionView, Sides, ValueMeaning};

/// What a trace needs from the game to describe its nodes.
pub trait Describe: Send + Sync {
    /// The position after playing these move codes from the root.
    fn view(&self, codes: &[u32]) -> PositionView;
    /// Notation of the move `code` played in the position after `codes`.
    fn move_text(&self, codes: &[u32], code: u32) -> String;
    /// A short description of the position after `codes`.
    fn describe(&self, codes: &[u32]) -> String;
    /// The evaluation's terms for the position after `codes` (see
    /// [`Evaluate::evaluation_terms`](crate::game::Evaluate::evaluation_terms)).
    fn evaluation_terms(&self, codes: &[u32]) -> Vec<EvalTerm>;
    /// What an exact value of the root position means in the game (see
    /// [`Present::meaning`](crate::game::Present::meaning)).
    fn meaning(&self, value: i64) -> Option<ValueMeaning>;
    /// How the game names its sides (see
    /// [`Present::sides`](crate::game::Present::sides)).
    fn sides(&self) -> Sides;
    /// On a tree, whether one of `siblings` (move codes in the position after `parent`) is,
    /// like the child `own`, named only by its view (move text `#k`) and named alike (see
    /// [`Present::same_unnamed_child`](crate::game::Present::same_unnamed_child)). The
    /// default asks for each sibling's texts.
    fn unnamed_twin(&self, parent: &[u32], own: u32, siblings: &[u32]) -> bool {
        if !matches!(self.view(&[]), PositionView::Tree { .. }) {
            return false;
        }
        let view = |code| {
            let mut line = parent.to_vec();
            line.push(code);
            self.view(&line)
        };
        let own = view(own);
        siblings
            .iter()
            .any(|&c| self.move_text(parent, c).starts_with('#') && view(c) == own)
    }
}

/// The last move of `codes` in notation (`None` for the root's empty path).
pub(crate) fn last_move_text(game: &dyn Describe, codes: &[u32]) -> Option<String> {
    let (&last, before) = codes.split_last()?;
    Some(game.move_text(before, last))
}

/// What to call a node in sentences, as facts: the teach crate says it ("B", "the root",
/// "after X a1").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeName {
    /// A tree node's label: its name from the file, else its automatic letter or value.
    Label(String),
    /// The root of a game's search.
    Root,
    /// The position after this move, in notation ("X a1").
    AfterMove(String),
}

/// What to call the node at the end of `codes`: its tree label, else the position after the
/// move into it, else the root.
pub(crate) fn node_name(game: &dyn Describe, codes: &[u32]) -> NodeName {
    match game.view(codes) {
        PositionView::Tree { label } => NodeName::Label(label),
        _ => match last_move_text(game, codes) {
            None => NodeName::Root,
            Some(m) => NodeName::AfterMove(m),
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

    fn sides(&self) -> Sides {
        self.0.sides()
    }

    /// Replays to the parent once; the game compares the children.
    fn unnamed_twin(&self, parent: &[u32], own: u32, siblings: &[u32]) -> bool {
        if !matches!(self.0.view(), PositionView::Tree { .. }) {
            return false;
        }
        let g = self.replay(parent);
        let Some(own) = g.move_from_code(own) else {
            return false;
        };
        siblings.iter().any(|&c| {
            g.move_from_code(c)
                .is_some_and(|m| g.same_unnamed_child(own, m))
        })
    }
}
