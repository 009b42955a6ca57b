//! Play opens on the stepper's scenario: its game and position (Connect Four's moves or board,
//! a tic-tac-toe or m,n,k board, the bones heap, the dice race's target), with the learner on
//! the side to move. A tree or a program's own game, which Play cannot play, leaves Play's
//! game as it was, and one line says why.

use super::{PlayView, Position, TIC_TAC_TOE};
use gametree_engine::game::{Grid, GridError, Player, Rules};
use gametree_engine::scenario::{GameChoice, GameKind, Scenario};
use gametree_teach::Say;
use gametree_teach::t;

/// What of the stepper's scenario Play looked at last: its game and its depth limit.
pub type Seen = (GameChoice, Option<u32>);

/// Why Play did not open on the stepper's scenario (kept as facts, put in words when shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotOpened {
    /// The stepper searches a tree: Play plays games, not trees.
    Tree,
    /// The stepper searches a program's own game.
    Custom,
    /// The scenario's board cannot be set up.
    Board(GridError),
}

impl NotOpened {
    /// The one line said above the board.
    pub fn words(&self) -> String {
        match self {
            NotOpened::Tree => t!("play-not-opened-tree"),
            NotOpened::Custom => t!("play-not-opened-custom"),
            NotOpened::Board(e) => t!("play-not-opened-board", error = e.say()),
        }
    }
}

impl PlayView {
    /// Opens on the stepper's `scenario` when its game is another than the one last opened on
    /// or passed over: shown again on the same game, Play keeps the game in progress (so
    /// "Show why" and back does not lose it), taking up only a new depth limit.
    pub fn follow(&mut self, scenario: Option<&Scenario>) {
        let Some(scenario) = scenario else {
            return;
        };
        let depth = scenario.config.depth;
        match &mut self.seen {
            Some((game, _)) if *game != scenario.game => self.open_scenario(scenario),
            Some((_, seen)) if *seen != depth => {
                *seen = depth;
                if let Some(d) = depth {
                    self.depth = d.clamp(1, 12);
                }
            }
            Some(_) => {}
            None => self.open_scenario(scenario),
        }
    }

    /// Why Play did not open on the stepper's scenario, until another game is started.
    pub fn not_opened(&self) -> Option<&NotOpened> {
        self.not_opened.as_ref()
    }

    /// Whether the game on the board started from the stepper's position (not empty).
    pub fn from_stepper(&self) -> bool {
        self.from_stepper
    }

    /// Opens on `scenario`'s game and position, with its depth limit for the computer; the
    /// learner plays the side to move. A game Play cannot play changes nothing but the note.
    pub fn open_scenario(&mut self, scenario: &Scenario) {
        self.seen = Some((scenario.game.clone(), scenario.config.depth));
        if let Some(d) = scenario.config.depth {
            self.depth = d.clamp(1, 12);
        }
        match &scenario.game {
            GameChoice::Bones { bones, max_take } => {
                (self.game, self.bones, self.max_take) = (GameKind::Bones, *bones, *max_take);
                self.computer_first = false;
                self.new_game();
            }
            GameChoice::Dice { target } => {
                self.game = GameKind::Dice;
                self.dice.ask_target(*target);
                self.computer_first = false;
                self.new_game();
            }
            GameChoice::TicTacToe { position } => {
                let grid = Grid::from_position(TIC_TAC_TOE, position);
                self.open_grid(GameKind::TicTacToe, grid, None);
            }
            GameChoice::ConnectFour { moves, position } => {
                // The moves are kept (as codes) so the computer's searches are titled by them.
                let codes = position
                    .is_none()
                    .then(|| moves.bytes().map(|b| b.wrapping_sub(b'1')).collect());
                let grid = scenario.grid().expect("Connect Four is a grid");
                self.open_grid(GameKind::ConnectFour, grid, codes);
            }
            GameChoice::Mnk { rows, cols, k, .. } => {
                self.mnk = (*rows, *cols, *k);
                let grid = scenario.grid().expect("an m,n,k-game is a grid");
                self.open_grid(GameKind::Mnk, grid, None);
            }
            GameChoice::Tree { .. } => self.not_opened = Some(NotOpened::Tree),
            GameChoice::Custom(_) => self.not_opened = Some(NotOpened::Custom),
        }
    }

    /// Starts a game of `kind` from `grid` (its moves as `codes` when known), the learner to
    /// move; or says why the board cannot be set up.
    fn open_grid(&mut self, kind: GameKind, grid: Result<Grid, GridError>, codes: Option<Vec<u8>>) {
        let grid = match grid {
            Ok(g) => g,
            Err(e) => {
                self.not_opened = Some(NotOpened::Board(e));
                return;
            }
        };
        self.clear_game();
        self.game = kind;
        // The computer takes the side not to move; "computer moves first" follows, so New
        // game keeps the sides.
        self.computer = grid.to_move().other();
        self.computer_first = self.computer == Player::Max;
        self.from_stepper = grid.cells().iter().any(|&c| c != '.');
        self.codes = codes.or_else(|| (!self.from_stepper).then(Vec::new));
        self.position = Position::Grid(grid);
    }
}
