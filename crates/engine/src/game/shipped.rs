//! Every game we ship as one type, [`Shipped`], whose moves are one type, [`ShippedMove`]: each
//! of its methods asks the game inside. The searches and the recorder are generic over the
//! game, so each game type compiles its own copy of all of them; the web build runs every
//! shipped game as a `Shipped` ([`Scenario::game`](crate::scenario::Scenario)), compiling one
//! copy (issue 44: the module 81 KB smaller, its searches about an eighth slower; the desktop
//! and the command line keep each game's own type). A trace file's games rebuilt from their
//! text are `Shipped` too (`NamedGame`).

use super::dice::{DiceMove, DiceRace};
use super::{
    Bones, EvalTerm, Evaluate, Grid, Player, PositionView, Present, Rules, Sides, TicTacToe,
    TreeGame, ValueMeaning,
};
use std::fmt;

/// One of the games we ship.
#[derive(Clone, Debug)]
pub enum Shipped {
    /// Tic-tac-toe.
    TicTacToe(TicTacToe),
    /// The game of bones.
    Bones(Bones),
    /// Connect Four or an m,n,k-game.
    Grid(Grid),
    /// An explicit tree.
    Tree(TreeGame),
    /// The dice race.
    Dice(DiceRace),
}

/// A move of one of the games we ship: the game's own move, named by its game.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum ShippedMove {
    /// A tic-tac-toe move.
    TicTacToe(<TicTacToe as Rules>::Move),
    /// A move of the game of bones.
    Bones(<Bones as Rules>::Move),
    /// A grid game's move.
    Grid(<Grid as Rules>::Move),
    /// A tree's move.
    Tree(<TreeGame as Rules>::Move),
    /// A dice-race move.
    Dice(DiceMove),
}

/// `$body` with `$g` bound to the game inside `$game`, whichever it is.
macro_rules! inside {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            Shipped::TicTacToe($g) => $body,
            Shipped::Bones($g) => $body,
            Shipped::Grid($g) => $body,
            Shipped::Tree($g) => $body,
            Shipped::Dice($g) => $body,
        }
    };
}

/// `$body` with `$g` bound to the game inside `$game` and `$m` to its move inside `$mv`;
/// `$other` when the move is another game's.
macro_rules! with_move {
    ($game:expr, $mv:expr, $g:ident, $m:ident => $body:expr, $other:expr) => {
        match ($game, $mv) {
            (Shipped::TicTacToe($g), ShippedMove::TicTacToe($m)) => $body,
            (Shipped::Bones($g), ShippedMove::Bones($m)) => $body,
            (Shipped::Grid($g), ShippedMove::Grid($m)) => $body,
            (Shipped::Tree($g), ShippedMove::Tree($m)) => $body,
            (Shipped::Dice($g), ShippedMove::Dice($m)) => $body,
            _ => $other,
        }
    };
}

/// What `play` and `undo` say of a move of another game: a caller's mistake, as a move that
/// is not legal here is.
const OTHER_GAMES_MOVE: &str = "a move of another game";

/// A game whose legal moves [`Shipped`] lists through a buffer of its own, kept for the
/// thread: a list of moves made at every node of a search took a fifth longer to search on
/// the web than the game's own type (full tic-tac-toe minimax recorded, 120 → 144 ms).
trait Listed: Rules {
    /// Calls `f` with this thread's empty buffer for moves of this game.
    fn with_buffer(f: impl FnOnce(&mut Vec<Self::Move>));

    /// Appends the legal moves, each named by its game with `name`.
    fn lifted(&self, out: &mut Vec<ShippedMove>, name: fn(Self::Move) -> ShippedMove) {
        Self::with_buffer(|own| {
            self.moves(own);
            out.extend(own.drain(..).map(name));
        });
    }
}

/// [`Listed`] for each game, with its own buffer.
macro_rules! listed {
    ($($game:ty),*) => {$(
        impl Listed for $game {
            fn with_buffer(f: impl FnOnce(&mut Vec<Self::Move>)) {
                thread_local! {
                    static BUFFER: std::cell::RefCell<Vec<<$game as Rules>::Move>> =
                        const { std::cell::RefCell::new(Vec::new()) };
                }
                BUFFER.with_borrow_mut(f);
            }
        }
    )*};
}

listed!(TicTacToe, Bones, Grid, TreeGame, DiceRace);

impl fmt::Debug for ShippedMove {
    /// The game's own move's `Debug` text, which move names default to.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShippedMove::TicTacToe(m) => m.fmt(f),
            ShippedMove::Bones(m) => m.fmt(f),
            ShippedMove::Grid(m) => m.fmt(f),
            ShippedMove::Tree(m) => m.fmt(f),
            ShippedMove::Dice(m) => m.fmt(f),
        }
    }
}

impl Rules for Shipped {
    type Move = ShippedMove;

    fn to_move(&self) -> Player {
        inside!(self, g => g.to_move())
    }

    fn moves(&self, out: &mut Vec<ShippedMove>) {
        match self {
            Shipped::TicTacToe(g) => g.lifted(out, ShippedMove::TicTacToe),
            Shipped::Bones(g) => g.lifted(out, ShippedMove::Bones),
            Shipped::Grid(g) => g.lifted(out, ShippedMove::Grid),
            Shipped::Tree(g) => g.lifted(out, ShippedMove::Tree),
            Shipped::Dice(g) => g.lifted(out, ShippedMove::Dice),
        }
    }

    fn play(&mut self, mv: ShippedMove) {
        with_move!(self, mv, g, m => g.play(m), panic!("{OTHER_GAMES_MOVE}"))
    }

    fn undo(&mut self, mv: ShippedMove) {
        with_move!(self, mv, g, m => g.undo(m), panic!("{OTHER_GAMES_MOVE}"))
    }

    fn outcome(&self) -> Option<i64> {
        inside!(self, g => g.outcome())
    }

    fn move_code(mv: ShippedMove) -> u32 {
        match mv {
            ShippedMove::TicTacToe(m) => TicTacToe::move_code(m),
            ShippedMove::Bones(m) => Bones::move_code(m),
            ShippedMove::Grid(m) => Grid::move_code(m),
            ShippedMove::Tree(m) => TreeGame::move_code(m),
            ShippedMove::Dice(m) => DiceRace::move_code(m),
        }
    }

    fn move_from_code(&self, code: u32) -> Option<ShippedMove> {
        match self {
            Shipped::TicTacToe(g) => g.move_from_code(code).map(ShippedMove::TicTacToe),
            Shipped::Bones(g) => g.move_from_code(code).map(ShippedMove::Bones),
            Shipped::Grid(g) => g.move_from_code(code).map(ShippedMove::Grid),
            Shipped::Tree(g) => g.move_from_code(code).map(ShippedMove::Tree),
            Shipped::Dice(g) => g.move_from_code(code).map(ShippedMove::Dice),
        }
    }

    fn describe(&self) -> String {
        inside!(self, g => g.describe())
    }

    fn key(&self) -> u64 {
        inside!(self, g => g.key())
    }

    fn chance(&self) -> Option<Vec<f64>> {
        inside!(self, g => g.chance())
    }

    fn has_chance(&self) -> bool {
        inside!(self, g => g.has_chance())
    }
}

impl Evaluate for Shipped {
    fn evaluate(&self) -> i64 {
        inside!(self, g => g.evaluate())
    }

    fn evaluation_terms(&self) -> Vec<EvalTerm> {
        inside!(self, g => g.evaluation_terms())
    }

    fn ordering_key(&self, mv: ShippedMove) -> i64 {
        with_move!(self, mv, g, m => g.ordering_key(m), 0)
    }
}

impl Present for Shipped {
    fn move_text(&self, mv: ShippedMove) -> String {
        with_move!(self, mv, g, m => g.move_text(m), format!("{mv:?}"))
    }

    fn view(&self) -> PositionView {
        inside!(self, g => g.view())
    }

    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        inside!(self, g => g.meaning(value))
    }

    fn sides(&self) -> Sides {
        inside!(self, g => g.sides())
    }

    fn same_unnamed_child(&self, a: ShippedMove, b: ShippedMove) -> bool {
        use ShippedMove as M;
        match (self, a, b) {
            (Shipped::TicTacToe(g), M::TicTacToe(a), M::TicTacToe(b)) => g.same_unnamed_child(a, b),
            (Shipped::Bones(g), M::Bones(a), M::Bones(b)) => g.same_unnamed_child(a, b),
            (Shipped::Grid(g), M::Grid(a), M::Grid(b)) => g.same_unnamed_child(a, b),
            (Shipped::Tree(g), M::Tree(a), M::Tree(b)) => g.same_unnamed_child(a, b),
            (Shipped::Dice(g), M::Dice(a), M::Dice(b)) => g.same_unnamed_child(a, b),
            _ => false,
        }
    }

    fn show_pruned_subtrees(&self) -> bool {
        inside!(self, g => g.show_pruned_subtrees())
    }
}
