//! Play against the computer: tic-tac-toe, Connect Four or an m,n,k-game on a clickable board
//! (with "hints": every legal move's value on it), or bones with "Take k" buttons. On its turn
//! the computer records an alpha-beta search of the position (the same `Scenario::record` the
//! stepper uses, depth-limited where the game is too big to search to the end), off the UI
//! thread through [`crate::searches`], and plays the move it found; "Show why" hands that
//! search to the stepper so the learner sees why.
//!
//! Play opens on the stepper's scenario (its game and position, see [`opening`]); a tab opens
//! its own game at once.
//!
//! This file keeps the game in progress and the moves; [`choice`] holds everything about
//! which game is chosen, [`opening`] how the stepper's scenario is taken up, and `view`
//! draws it.

pub mod choice;
pub mod opening;
mod view;

pub use gametree_engine::scenario::GameKind;

use crate::error::AppError;
use crate::mode::{Current, Mode, Request};
use crate::searches::{self, Pending};
use egui::Ui;
use gametree_engine::game::{Bones, Game, Grid, GridRules, Player, Rules};
use gametree_engine::scenario::{GameChoice, Scenario, ScenarioError};
use gametree_engine::search::{Algorithm, SearchConfig, SearchError};
use gametree_engine::trace::Trace;
use gametree_teach::move_values::MoveValues;
use gametree_teach::play_words::SearchValue;
use gametree_teach::t;
use std::sync::Arc;
/// The position being played.
#[derive(Clone, Debug)]
enum Position {
    Grid(Grid),
    Bones(Bones),
}

/// One line of the move list, kept as facts and put in words when shown (so it follows the
/// language in force).
#[derive(Clone, Debug)]
enum LogLine {
    /// The learner's move, in notation.
    You(String),
    /// The computer's move, in notation, and the value its search found (a result, or an
    /// estimate at the look-ahead).
    Computer(String, SearchValue),
}

impl LogLine {
    fn words(&self) -> String {
        match self {
            LogLine::You(mv) => t!("play-log-you", mv = mv),
            LogLine::Computer(mv, value) => value.line(mv),
        }
    }
}

/// The computer's last move and the search behind it.
#[derive(Clone)]
pub struct ComputerMove {
    /// The move in notation ("O a1", "take 2").
    pub text: String,
    /// The position it was searched from, as a scenario the stepper can open.
    pub scenario: Scenario,
    /// The recorded alpha-beta search that chose the move.
    pub trace: Arc<Trace>,
}

/// The computer's search under way: the scenario it searches and its answer to come.
struct Thinking {
    scenario: Scenario,
    answer: Pending<Result<Trace, ScenarioError>>,
}

/// Repaints the window the view was last drawn in (a search's answer is shown at once).
type Wake = Arc<dyn Fn() + Send + Sync>;

/// The play view's state.
pub struct PlayView {
    /// The game chosen; it starts at the next New game.
    pub game: GameKind,
    /// The computer makes the first move of the next game.
    pub computer_first: bool,
    /// Bones: the starting heap and the most a move may take.
    pub bones: i64,
    /// Bones: the most bones a move may take.
    pub max_take: i64,
    /// m,n,k: rows, columns and how many in a row win.
    pub mnk: (u8, u8, u8),
    /// Connect Four and m,n,k: how many moves ahead the computer looks.
    pub depth: u32,
    /// Show every legal move's value on the board on the learner's turn.
    pub hints: bool,
    /// The hints last worked out, for the position (row-major cells) they belong to.
    hint_values: Option<(String, Result<MoveValues, SearchError>)>,
    /// The moves of this game so far (codes), so a Connect Four search is titled by them;
    /// `None` when the game started from a board whose moves are not known.
    codes: Option<Vec<u8>>,
    position: Position,
    /// Who the computer is in this game.
    computer: Player,
    /// Moves so far.
    log: Vec<LogLine>,
    last: Option<ComputerMove>,
    /// The computer's search, while it runs.
    thinking: Option<Thinking>,
    /// Repaints the window once the computer's search has answered (set when drawn).
    wake: Option<Wake>,
    /// "Show why" asked the app to search this, until the app takes it.
    request: Option<Request>,
    error: Option<AppError>,
    /// The dice race, played apart from the board games.
    pub dice: crate::toolkit::dice_play::DicePlay,
    /// The stepper's game (and depth limit) last opened on or passed over, so Play shown
    /// again keeps the game in progress while the stepper's scenario stays the same.
    seen: Option<opening::Seen>,
    /// Why Play did not open on the stepper's scenario, said above the board.
    not_opened: Option<opening::NotOpened>,
    /// The game on the board started from the stepper's position, not an empty board.
    from_stepper: bool,
    /// An option of the chosen game changed after the learner moved: New game applies it.
    options_changed: bool,
}

impl Default for PlayView {
    /// Tic-tac-toe, the learner moves first (as X).
    fn default() -> Self {
        PlayView::new(GameKind::TicTacToe, false)
    }
}

impl PlayView {
    /// A new game; with `computer_first` the computer moves at once.
    pub fn new(game: GameKind, computer_first: bool) -> PlayView {
        let mut v = PlayView {
            game,
            computer_first,
            bones: 13,
            max_take: 3,
            mnk: (4, 4, 3),
            depth: 6,
            hints: false,
            hint_values: None,
            codes: Some(Vec::new()),
            position: Position::Grid(Grid::new(TIC_TAC_TOE)),
            computer: Player::Min,
            log: Vec::new(),
            last: None,
            thinking: None,
            wake: None,
            request: None,
            error: None,
            dice: crate::toolkit::dice_play::DicePlay::new(8, computer_first, dice_seed()),
            seen: None,
            not_opened: None,
            from_stepper: false,
            options_changed: false,
        };
        v.new_game();
        v
    }

    /// The board (tic-tac-toe, Connect Four, m,n,k), row-major `X`/`O`/`.`.
    pub fn board(&self) -> Option<Vec<char>> {
        match &self.position {
            Position::Grid(g) => Some(g.cells()),
            Position::Bones(_) => None,
        }
    }

    /// The hints for the position on the board: each legal move's value (worked out when
    /// hints are on and it is the learner's turn).
    pub fn hint_values(&self) -> Option<&MoveValues> {
        self.hint_values.as_ref()?.1.as_ref().ok()
    }

    /// Bones left on the heap (bones).
    pub fn bones_left(&self) -> Option<u32> {
        match &self.position {
            Position::Bones(b) => Some(b.left()),
            Position::Grid(_) => None,
        }
    }

    /// The final score from MAX's side when the game is over.
    pub fn result(&self) -> Option<i64> {
        match &self.position {
            Position::Grid(g) => g.outcome(),
            Position::Bones(b) => b.outcome(),
        }
    }

    /// Who won: `Some(Some(player))`, a draw `Some(None)`, or `None` while the game goes on.
    pub fn winner(&self) -> Option<Option<Player>> {
        self.result().map(|v| match v.signum() {
            1 => Some(Player::Max),
            -1 => Some(Player::Min),
            _ => None,
        })
    }

    /// Which side the computer plays.
    pub fn computer(&self) -> Player {
        self.computer
    }

    /// The moves so far, in words.
    pub fn log(&self) -> Vec<String> {
        self.log.iter().map(LogLine::words).collect()
    }

    /// The computer's last move and its recorded search.
    pub fn last_computer_move(&self) -> Option<&ComputerMove> {
        self.last.as_ref()
    }

    /// The recorded search behind the computer's last move ("Show why").
    pub fn why_trace(&self) -> Option<Arc<Trace>> {
        self.last.as_ref().map(|m| m.trace.clone())
    }

    /// An error from the last action (an illegal move, a failed search).
    pub fn error(&self) -> Option<&AppError> {
        self.error.as_ref()
    }

    fn to_move(&self) -> Player {
        match &self.position {
            Position::Grid(g) => g.to_move(),
            Position::Bones(b) => b.to_move(),
        }
    }

    fn learners_turn(&self) -> bool {
        self.result().is_none() && self.to_move() != self.computer
    }

    /// The learner plays `cell` (row-major; in Connect Four a column, 0..6); the computer answers.
    pub fn play_cell(&mut self, cell: u8) -> Result<(), AppError> {
        let r = self.learner_move(cell as u32);
        self.error = r.as_ref().err().cloned();
        r
    }

    /// The learner takes `k` bones; the computer answers.
    pub fn take(&mut self, k: u32) -> Result<(), AppError> {
        let r = self.learner_move(k);
        self.error = r.as_ref().err().cloned();
        r
    }

    fn learner_move(&mut self, code: u32) -> Result<(), AppError> {
        if self.result().is_some() {
            return Err(AppError::GameOver);
        }
        if !self.learners_turn() {
            return Err(AppError::ComputersTurn);
        }
        let text = match &mut self.position {
            Position::Grid(g) => {
                let rules = g.rules();
                let text = play_code(g, code).ok_or_else(|| {
                    if rules.gravity {
                        AppError::ColumnFull(code + 1)
                    } else {
                        AppError::CellTaken(rules.cell_name((code as usize).min(rules.cells() - 1)))
                    }
                })?;
                if let Some(codes) = &mut self.codes {
                    codes.push(code as u8);
                }
                text
            }
            Position::Bones(b) => play_code(b, code).ok_or_else(|| AppError::CannotTake {
                take: code,
                left: b.left(),
                most: b.max_take().min(b.left()),
            })?,
        };
        self.log.push(LogLine::You(text));
        self.computer_moves();
        Ok(())
    }

    /// The scenario of the current position under the computer's search.
    fn scenario(&self) -> Scenario {
        let (game, tt, depth) = match &self.position {
            // Connect Four is searched after its moves so far (a shorter title than a board),
            // when they are known.
            Position::Grid(g) if g.rules() == GridRules::CONNECT_FOUR => (
                match &self.codes {
                    Some(codes) => GameChoice::ConnectFour {
                        moves: codes.iter().map(|c| char::from(b'1' + c)).collect(),
                        position: None,
                    },
                    None => GameChoice::of_grid(g),
                },
                true,
                Some(self.depth),
            ),
            Position::Grid(g) if g.rules() == TIC_TAC_TOE => (GameChoice::of_grid(g), false, None),
            Position::Grid(g) => (GameChoice::of_grid(g), true, Some(self.depth)),
            // The heap grows like the tribonacci numbers: the table keeps big heaps quick.
            Position::Bones(b) => (
                GameChoice::Bones {
                    bones: b.left() as i64,
                    max_take: b.max_take() as i64,
                },
                true,
                None,
            ),
        };
        Scenario {
            game,
            config: SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                tt,
                ordering: depth.is_some(),
                depth,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        }
    }

    /// The computer starts searching the position (recorded, off the UI thread) when it is
    /// its turn; its move is played when the answer comes ([`PlayView::poll_computer`]).
    fn computer_moves(&mut self) {
        if self.result().is_some() || self.to_move() != self.computer || self.thinking.is_some() {
            return;
        }
        let scenario = self.scenario();
        let wake = self.wake.clone();
        let answer = searches::record(scenario.clone(), move || {
            if let Some(wake) = &wake {
                wake();
            }
        });
        self.thinking = Some(Thinking { scenario, answer });
    }

    /// How many moves ahead the computer's search looks, when it does not search to the end
    /// of the game (Connect Four and m,n,k-games; tic-tac-toe and bones are searched whole).
    fn look_ahead(&self) -> Option<u32> {
        self.scenario().config.depth
    }

    /// Whether the computer is searching for its move.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Plays the computer's move if its search has answered.
    fn poll_computer(&mut self) {
        let Some(thinking) = &mut self.thinking else {
            return;
        };
        if let Some(answer) = thinking.answer.poll() {
            let scenario = self.thinking.take().expect("polled above").scenario;
            self.computer_answered(scenario, answer);
        }
    }

    /// Waits for the computer's move and plays it (for callers with no frames to wait
    /// through: tests and scripts driving the view by its methods).
    pub fn settle(&mut self) {
        if let Some(Thinking { scenario, answer }) = self.thinking.take() {
            let answer = answer.wait();
            self.computer_answered(scenario, answer);
        }
    }

    /// Plays the move the computer's search of `scenario` chose.
    fn computer_answered(
        &mut self,
        scenario: Scenario,
        answer: Result<Result<Trace, ScenarioError>, crate::background::Stopped>,
    ) {
        let trace = match answer {
            Ok(Ok(t)) => Arc::new(t),
            Ok(Err(e)) => {
                self.error = Some(AppError::ComputerSearch(Box::new(e.into())));
                return;
            }
            Err(stopped) => {
                self.error = Some(AppError::ComputerStopped(stopped));
                return;
            }
        };
        let Some(best) = trace.outcome.best_move.clone() else {
            return;
        };
        // The move itself is the code the search recorded first on its principal line; the
        // notation is only for the log.
        let code = trace
            .principal_codes
            .as_ref()
            .and_then(|c| c.first().copied());
        let played = match (&mut self.position, code) {
            (Position::Grid(g), Some(code)) => {
                let ok = play_code(g, code).is_some();
                if let (true, Some(codes)) = (ok, &mut self.codes) {
                    codes.push(code as u8);
                }
                ok
            }
            (Position::Bones(b), Some(code)) => play_code(b, code).is_some(),
            (_, None) => false,
        };
        if !played {
            self.error = Some(AppError::IllegalChoice(best));
            return;
        }
        self.log
            .push(LogLine::Computer(best.clone(), SearchValue::of(&trace)));
        self.last = Some(ComputerMove {
            text: best,
            scenario,
            trace,
        });
    }
}

/// A seed for the dice: the clock's nanoseconds, so each game throws differently.
fn dice_seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::SystemTime::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// Tic-tac-toe as a grid: 3 × 3, three in a row.
const TIC_TAC_TOE: GridRules = GridRules {
    rows: 3,
    cols: 3,
    k: 3,
    gravity: false,
};

/// Plays the move with this code if it is legal here; returns its notation.
fn play_code<G: Game>(game: &mut G, code: u32) -> Option<String> {
    let mv = game.move_from_code(code)?;
    let mut legal = Vec::new();
    game.moves(&mut legal);
    if !legal.contains(&mv) {
        return None;
    }
    let text = game.move_text(mv);
    game.play(mv);
    Some(text)
}

impl Mode for PlayView {
    /// "Show why" asks the stepper to open the computer's search.
    fn link_name(&self) -> &'static str {
        "play"
    }

    fn name(&self) -> String {
        t!("app-tool-play")
    }

    fn purpose(&self) -> String {
        t!("app-tool-play-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        self.open_scenario(&link.scenario);
        crate::mode::Opened::WithStepper
    }

    /// Opens on the stepper's scenario when it is another than last time, then draws.
    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        if self.wake.is_none() {
            let ctx = ui.ctx().clone();
            self.wake = Some(Arc::new(move || ctx.request_repaint()));
        }
        self.poll_computer();
        self.follow(current.scenario);
        self.draw(ui);
        self.request.take()
    }
}
