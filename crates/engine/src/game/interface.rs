//! What a searchable game is, in three parts: its [`Rules`] (what a search must know), its
//! [`Evaluate`] heuristics (what a depth-limited or ordered search may use) and how it is
//! [`Present`]ed (what people read and see). [`Game`] is all three; every search and recording
//! asks for `G: Game`.
//!
//! As minimax-rs keeps `Game` (rules) apart from `Evaluator` (heuristics), the rules here say
//! nothing about how good a position looks, and neither says how it is shown. Every method
//! that is not a rule has a default, so a new game writes its rules and two empty `impl`s:
//!
//! ```
//! use gametree_engine::game::{Evaluate, Game, Player, Present, Rules};
//!
//! /// A heap of `left` stones; a move takes 1 or 2; whoever cannot move loses.
//! #[derive(Clone)]
//! struct Stones { left: u32, ply: u32 }
//!
//! impl Rules for Stones {
//!     type Move = u32;
//!     fn to_move(&self) -> Player {
//!         if self.ply % 2 == 0 { Player::Max } else { Player::Min }
//!     }
//!     fn moves(&self, out: &mut Vec<u32>) { out.extend((1..=2).filter(|&k| k <= self.left)); }
//!     fn play(&mut self, k: u32) { self.left -= k; self.ply += 1; }
//!     fn undo(&mut self, k: u32) { self.left += k; self.ply -= 1; }
//!     fn outcome(&self) -> Option<i64> {
//!         (self.left == 0).then(|| if self.to_move() == Player::Max { -1 } else { 1 })
//!     }
//!     fn move_code(k: u32) -> u32 { k }
//!     fn describe(&self) -> String { format!("{} left", self.left) }
//! }
//! impl Evaluate for Stones {}
//! impl Present for Stones {}
//!
//! fn searchable<G: Game>(_: &G) {}
//! searchable(&Stones { left: 5, ply: 0 });
//! ```

use super::{EvalTerm, Player, PositionView, Sides, ValueMeaning};
use std::fmt::Debug;

/// The rules of a two-player, perfect-information, zero-sum game (dice allowed), as a search
/// needs them.
///
/// A game value is a position plus enough history to `undo`. Scores are always from MAX's
/// point of view, so minimax can compare them directly.
pub trait Rules: Clone {
    /// One move. Cheap to copy; the search keeps lists of them.
    type Move: Copy + Eq + Debug;

    /// Whose turn it is.
    fn to_move(&self) -> Player;

    /// Appends the legal moves in the fixed generation order (docs/names.md). Empty when the game
    /// is over.
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// Plays `mv`, which must be one of the legal [`Rules::moves`] here.
    fn play(&mut self, mv: Self::Move);

    /// Takes back `mv`, which must be the last move played.
    fn undo(&mut self, mv: Self::Move);

    /// The final score if the game is over here, `None` while it goes on.
    fn outcome(&self) -> Option<i64>;

    /// A small number naming the move, the same in every position, so a recorded trace can
    /// store moves compactly.
    fn move_code(mv: Self::Move) -> u32;

    /// The move with this code in this position, if legal (default: the legal move whose
    /// [`Rules::move_code`] it is).
    fn move_from_code(&self, code: u32) -> Option<Self::Move> {
        let mut moves = Vec::new();
        self.moves(&mut moves);
        moves.into_iter().find(|&m| Self::move_code(m) == code)
    }

    /// The position in the game's own notation, short enough for a line of text. It is a
    /// rule and not mere presentation because it names the position: the default
    /// [`Rules::key`] hashes it, and a trace file stores it so that a reader can rebuild the
    /// position (`NamedGame`).
    fn describe(&self) -> String;

    /// A key for the transposition table: equal keys mean equal positions with equal values
    /// (default: a hash of [`Rules::describe`] and the side to move, so the description must
    /// tell positions apart; override it where a value depends on more, such as the ply).
    fn key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.describe().hash(&mut h);
        self.to_move().hash(&mut h);
        h.finish()
    }

    /// At a chance node (a die is thrown), the probability of each move, in [`Rules::moves`]
    /// order; `None` where a player chooses. [`Rules::to_move`] there names the player who
    /// moves after the throw.
    fn chance(&self) -> Option<Vec<f64>> {
        None
    }

    /// Whether some position of this game is a chance node. Then only expectiminimax and Monte
    /// Carlo tree search apply: minimax and its successors have no rule for a throw.
    fn has_chance(&self) -> bool {
        false
    }
}

/// A game's heuristics: how good a position looks where a depth-limited search stops, and
/// which moves to try first. None of it changes a full search's value, only its effort and
/// its estimates. Every method has a default ("nothing known"), so `impl Evaluate for MyGame {}`
/// is enough.
pub trait Evaluate: Rules {
    /// A heuristic score for a position where a depth-limited search stops (default: the sum
    /// of [`Evaluate::evaluation_terms`], 0 — "nothing known" — when there are none).
    fn evaluate(&self) -> i64 {
        EvalTerm::total(&self.evaluation_terms())
    }

    /// The terms [`Evaluate::evaluate`] adds up, for explaining an estimate (default: none told).
    fn evaluation_terms(&self) -> Vec<EvalTerm> {
        Vec::new()
    }

    /// Move ordering: a cheap guess at how good `mv` is for the player to move, smaller
    /// meaning "try it earlier". The search sorts by it, keeping ties in generation order
    /// (default: every move alike).
    fn ordering_key(&self, mv: Self::Move) -> i64 {
        let _ = mv;
        0
    }
}

/// How a game is shown to people: move names, what to draw, what a value means. The engine
/// keeps these as facts; the teach crate words them. Every method has a default.
pub trait Present: Rules {
    /// Move notation for people, e.g. "X c2" or "take 2" (default: the move's `Debug` text).
    fn move_text(&self, mv: Self::Move) -> String {
        format!("{mv:?}")
    }

    /// What to draw for this position (default: its description as text).
    fn view(&self) -> PositionView {
        PositionView::Text(self.describe())
    }

    /// What an exact `value` of this position means for the game ("X wins in 3 moves"),
    /// if the game's scoring says more than "higher is better for MAX" (default: nothing).
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        let _ = value;
        None
    }

    /// How this game names its two sides (default: MAX and MIN); the teach crate says them.
    fn sides(&self) -> Sides {
        Sides::MaxMin
    }

    /// Whether child `b` is, like child `a`, named only by its view (its move text is `#k`,
    /// not a name of its own) and named alike: a tree's unlabeled leaves of one value, which
    /// sentences tell apart by their index. The default plays both moves on copies.
    fn same_unnamed_child(&self, a: Self::Move, b: Self::Move) -> bool {
        let view = |m| {
            let mut g = self.clone();
            g.play(m);
            g.view()
        };
        self.move_text(b).starts_with('#') && view(a) == view(b)
    }

    /// When a cutoff skips a move, should the recording show the whole subtree below it
    /// (true for small explicit trees) or just the skipped child (real games, the default)?
    fn show_pruned_subtrees(&self) -> bool {
        false
    }
}

/// A game the searches can run and the recordings can show: its [`Rules`], its [`Evaluate`]
/// heuristics and its [`Present`]ation. Implemented for every type with all three, so a game
/// never implements it by hand, and code bounded by `G: Game` calls any of their methods.
pub trait Game: Rules + Evaluate + Present {}

impl<G: Rules + Evaluate + Present> Game for G {}
