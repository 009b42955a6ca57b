//! Play against the computer: tic-tac-toe, Connect Four or an m,n,k-game on a clickable board
//! (with "hints": every legal move's value on it), or bones with "Take k" buttons. On its turn
//! the computer records an alpha-beta search of the position (the same `Scenario::record` the
//! stepper uses, depth-limited where the game is too big to search to the end) and plays the
//! move it found; "Show why" hands that search to the stepper so the learner sees why.

use super::error_colour;
use crate::board::{self, BoardClick};
use crate::mode::{Current, Mode, Request};
use egui::{Button, RichText, Ui};
use gametree_engine::game::{Bones, Game, Grid, GridRules, Player};
use gametree_engine::scenario::{GameChoice, GameKind, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Trace, show_value};
use gametree_teach::Say;
use gametree_teach::move_values::{MoveValues, move_values};
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
    /// The computer's move, in notation, and the value its search found.
    Computer(String, i64),
}

impl LogLine {
    fn words(&self) -> String {
        match self {
            LogLine::You(mv) => t!("play-log-you", mv = mv),
            LogLine::Computer(mv, value) => {
                t!("play-log-computer", mv = mv, value = show_value(*value))
            }
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
    hint_values: Option<(String, Result<MoveValues, String>)>,
    /// The moves of this game so far (codes), so a Connect Four search is titled by them.
    codes: Vec<u8>,
    position: Position,
    /// Who the computer is in this game.
    computer: Player,
    /// Moves so far.
    log: Vec<LogLine>,
    last: Option<ComputerMove>,
    /// "Show why" asked the app to search this, until the app takes it.
    request: Option<Request>,
    error: Option<String>,
    /// The dice race, played apart from the board games.
    pub dice: super::dice_play::DicePlay,
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
            codes: Vec::new(),
            position: Position::Grid(Grid::new(TIC_TAC_TOE)),
            computer: Player::Min,
            log: Vec::new(),
            last: None,
            request: None,
            error: None,
            dice: super::dice_play::DicePlay::new(8, computer_first, dice_seed()),
        };
        v.new_game();
        v
    }

    /// Starts again with the current choices (game, who starts, heap size).
    pub fn new_game(&mut self) {
        if self.game == GameKind::Dice {
            self.dice.new_game(self.computer_first);
            return;
        }
        self.log.clear();
        self.last = None;
        self.error = None;
        self.codes.clear();
        self.hint_values = None;
        self.position = match self.game {
            GameKind::TicTacToe => Position::Grid(Grid::new(TIC_TAC_TOE)),
            GameKind::ConnectFour => Position::Grid(Grid::connect_four()),
            GameKind::Mnk => {
                let (r, c, k) = self.mnk;
                match GridRules::mnk(r.into(), c.into(), k.into()) {
                    Ok(rules) => Position::Grid(Grid::new(rules)),
                    Err(e) => {
                        self.error = Some(e.say());
                        Position::Grid(Grid::new(TIC_TAC_TOE))
                    }
                }
            }
            GameKind::Dice => unreachable!("the dice race is played by `self.dice`"),
            // Play has no trees and no programs' games.
            GameKind::Tree | GameKind::Custom => Position::Grid(Grid::new(TIC_TAC_TOE)),
            GameKind::Bones => match Bones::new(self.bones, self.max_take) {
                Ok(b) => Position::Bones(b),
                Err(e) => {
                    self.error = Some(e.say());
                    Position::Bones(Bones::new(13, 3).expect("13 bones, take 1-3"))
                }
            },
        };
        // MAX is whoever moves first (X, or the first to take bones).
        self.computer = if self.computer_first {
            Player::Max
        } else {
            Player::Min
        };
        if self.computer_first {
            self.computer_moves();
        }
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
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
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
    pub fn play_cell(&mut self, cell: u8) -> Result<(), String> {
        let r = self.learner_move(cell as u32);
        self.error = r.as_ref().err().cloned();
        r
    }

    /// The learner takes `k` bones; the computer answers.
    pub fn take(&mut self, k: u32) -> Result<(), String> {
        let r = self.learner_move(k);
        self.error = r.as_ref().err().cloned();
        r
    }

    fn learner_move(&mut self, code: u32) -> Result<(), String> {
        if self.result().is_some() {
            return Err(t!("play-err-game-over"));
        }
        if !self.learners_turn() {
            return Err(t!("play-err-computers-turn"));
        }
        let text = match &mut self.position {
            Position::Grid(g) => {
                let rules = g.rules();
                let text = play_code(g, code).ok_or_else(|| {
                    if rules.gravity {
                        t!("play-err-column-full", column = code + 1)
                    } else {
                        t!(
                            "play-err-cell-taken",
                            cell = rules.cell_name((code as usize).min(rules.cells() - 1))
                        )
                    }
                })?;
                self.codes.push(code as u8);
                text
            }
            Position::Bones(b) => play_code(b, code).ok_or_else(|| {
                t!(
                    "play-err-cannot-take",
                    take = code,
                    left = b.left(),
                    most = b.max_take().min(b.left())
                )
            })?,
        };
        self.log.push(LogLine::You(text));
        self.computer_moves();
        Ok(())
    }

    /// The scenario of the current position under the computer's search.
    fn scenario(&self) -> Scenario {
        let (game, tt, depth) = match &self.position {
            // Connect Four is searched after its moves so far (a shorter title than a board).
            Position::Grid(g) if g.rules() == GridRules::CONNECT_FOUR => (
                GameChoice::ConnectFour {
                    moves: self.codes.iter().map(|c| char::from(b'1' + c)).collect(),
                    position: None,
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

    /// The computer searches the position (recorded) and plays the move the search chose.
    fn computer_moves(&mut self) {
        if self.result().is_some() || self.to_move() != self.computer {
            return;
        }
        let scenario = self.scenario();
        let trace = match scenario.record(None) {
            Ok(t) => Arc::new(t),
            Err(e) => {
                self.error = Some(t!("play-err-search-failed", error = e.say()));
                return;
            }
        };
        let Some(best) = trace.outcome.best_move.clone() else {
            return;
        };
        let played = match &mut self.position {
            Position::Grid(g) => {
                let code = trace
                    .principal_codes
                    .as_ref()
                    .and_then(|c| c.first().copied());
                let ok = play_text(g, &best);
                if let (true, Some(code)) = (ok, code) {
                    self.codes.push(code as u8);
                }
                ok
            }
            Position::Bones(b) => play_text(b, &best),
        };
        if !played {
            self.error = Some(t!("play-err-illegal-choice", mv = &best));
            return;
        }
        let value = trace.outcome.root_value;
        self.log.push(LogLine::Computer(best.clone(), value));
        self.last = Some(ComputerMove {
            text: best,
            scenario,
            trace,
        });
    }

    /// Draws the view.
    fn draw(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(
                &mut self.game,
                GameKind::TicTacToe,
                t!("play-game-tictactoe"),
            );
            ui.selectable_value(
                &mut self.game,
                GameKind::ConnectFour,
                t!("play-game-connect-four"),
            );
            ui.selectable_value(&mut self.game, GameKind::Mnk, t!("play-game-mnk"));
            ui.selectable_value(&mut self.game, GameKind::Bones, t!("play-game-bones"));
            ui.selectable_value(&mut self.game, GameKind::Dice, t!("play-game-dice"));
            ui.checkbox(&mut self.computer_first, t!("play-computer-first"));
            if self.game == GameKind::Dice {
                let l = ui.label(t!("play-dice-target"));
                let most = super::dice_play::MAX_PLAY_TARGET;
                ui.add(egui::DragValue::new(&mut self.dice.target).range(1..=most))
                    .labelled_by(l.id);
            }
            if self.game == GameKind::Mnk {
                let (mut r, mut c, mut k) = self.mnk;
                for (name, v) in [(t!("play-mnk-rows"), &mut r), (t!("play-mnk-cols"), &mut c)] {
                    let l = ui.label(name);
                    ui.add(egui::DragValue::new(v).range(3..=5))
                        .labelled_by(l.id);
                }
                let l = ui.label(t!("play-mnk-k"));
                ui.add(egui::DragValue::new(&mut k).range(3..=r.max(c)))
                    .labelled_by(l.id);
                self.mnk = (r, c, k.min(r.max(c)));
            }
            if matches!(self.game, GameKind::ConnectFour | GameKind::Mnk) {
                let l = ui.label(t!("play-looks-ahead"));
                ui.add(
                    egui::DragValue::new(&mut self.depth)
                        .range(1..=12)
                        .suffix(t!("play-looks-ahead-unit")),
                )
                .labelled_by(l.id);
            }
            if self.game == GameKind::Bones {
                let l = ui.label(t!("play-bones-heap"));
                ui.add(egui::DragValue::new(&mut self.bones).range(1..=60))
                    .labelled_by(l.id);
                let l = ui.label(t!("play-bones-take-up-to"));
                ui.add(egui::DragValue::new(&mut self.max_take).range(1..=5))
                    .labelled_by(l.id);
            }
            if ui.button(t!("play-new-game")).clicked() {
                self.new_game();
            }
        });
        if self.game == GameKind::Dice {
            ui.separator();
            if let Some(why) = self.dice.ui(ui) {
                self.request = Some(Request::Search(why));
            }
            return;
        }
        let playing = match &self.position {
            Position::Grid(g) if g.rules() == TIC_TAC_TOE => GameKind::TicTacToe,
            Position::Grid(g) if g.rules().gravity => GameKind::ConnectFour,
            Position::Grid(_) => GameKind::Mnk,
            Position::Bones(_) => GameKind::Bones,
        };
        if playing != self.game {
            ui.label(t!("play-press-new-game"));
        }
        ui.separator();
        let mut status = RichText::new(self.status())
            .size(super::super::scaled(ui, 20.0))
            .strong();
        // A win green, a loss red; a draw (the best anyone gets at tic-tac-toe) plain.
        if let Some(Some(p)) = self.winner() {
            status = status.color(super::verdict_colour(ui, p != self.computer));
        }
        ui.label(status);
        ui.label(self.sides());
        ui.add_space(4.0);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| match playing {
                GameKind::Bones => self.bones_ui(ui),
                _ => self.board_ui(ui),
            });
            ui.add_space(24.0);
            ui.vertical(|ui| self.moves_ui(ui));
        });
        if let Some(e) = &self.error {
            ui.colored_label(error_colour(ui), e);
        }
    }

    /// The computer's last move with "Show why", then every move so far.
    fn moves_ui(&mut self, ui: &mut Ui) {
        if let Some(m) = &self.last {
            ui.label(RichText::new(t!("play-computer-played", mv = &m.text)).strong());
            if ui
                .button(RichText::new(t!("play-show-why")).strong())
                .on_hover_text(t!("play-show-why-hover"))
                .clicked()
            {
                self.request = Some(Request::Search(m.scenario.clone()));
            }
            ui.label(RichText::new(t!("play-show-why-note")).weak().small());
            ui.add_space(8.0);
        }
        if !self.log.is_empty() {
            ui.label(RichText::new(t!("play-moves")).strong());
        }
        for (i, line) in self.log.iter().enumerate() {
            ui.label(format!("{}. {}", i + 1, line.words()));
        }
    }

    /// Who plays which side, and what the search value in the move list means.
    fn sides(&self) -> String {
        match &self.position {
            Position::Grid(_) => {
                let (you, it) = if self.computer == Player::Min {
                    ("X", "O")
                } else {
                    ("O", "X")
                };
                t!("play-sides-grid", you = you, computer = it)
            }
            Position::Bones(_) => {
                if self.computer == Player::Max {
                    t!("play-sides-bones-computer-first")
                } else {
                    t!("play-sides-bones-you-first")
                }
            }
        }
    }

    fn status(&self) -> String {
        let you = self.computer.other();
        match self.winner() {
            Some(None) => t!("play-status-draw"),
            Some(Some(p)) if p == you => t!("play-status-you-win"),
            Some(Some(_)) => t!("play-status-computer-wins"),
            None if self.learners_turn() => match &self.position {
                Position::Grid(g) => {
                    let side = if you == Player::Max { "X" } else { "O" };
                    if g.rules().gravity {
                        t!("play-status-your-move-column", side = side)
                    } else {
                        t!("play-status-your-move", side = side)
                    }
                }
                Position::Bones(b) => t!(
                    "play-status-your-move-bones",
                    left = b.left(),
                    most = b.max_take().min(b.left())
                ),
            },
            None => t!("play-status-thinking"),
        }
    }

    /// The board with its column names and row numbers (the names the move list uses), and
    /// the hints toggle: every legal move's value, searched on its own; a click on one opens
    /// that move's subtree in the stepper.
    fn board_ui(&mut self, ui: &mut Ui) {
        let Position::Grid(grid) = self.position else {
            return;
        };
        let cell = 56.0 * ui.style().text_styles[&egui::TextStyle::Body].size / 14.0;
        let cell = cell * (3.0 / f32::from(grid.rules().cols.max(grid.rules().rows))).max(0.6);
        let your_turn = self.learners_turn();
        // Keys: H toggles the hints; in Connect Four 1–7 drop a piece in that column.
        let mut key_move = None;
        if !ui.ctx().egui_wants_keyboard_input() {
            ui.input(|i| {
                if i.key_pressed(egui::Key::H) {
                    self.hints = !self.hints;
                }
                let digits = [
                    egui::Key::Num1,
                    egui::Key::Num2,
                    egui::Key::Num3,
                    egui::Key::Num4,
                    egui::Key::Num5,
                    egui::Key::Num6,
                    egui::Key::Num7,
                ];
                if grid.rules().gravity {
                    key_move = (0u8..7).find(|&c| i.key_pressed(digits[c as usize]));
                }
            });
        }
        ui.checkbox(&mut self.hints, t!("play-hints"))
            .on_hover_text(t!("play-hints-hover"));
        // Connect Four's hints look as far ahead as the computer; smaller boards are searched
        // to the end when that is quick (else as deep as the computer looks).
        let depth = grid.rules().gravity.then_some(self.depth);
        if self.hints && your_turn {
            let key = grid.position_text();
            if self.hint_values.as_ref().is_none_or(|(k, _)| *k != key) {
                let values = move_values(&grid, depth).map_err(|e| e.say());
                self.hint_values = Some((key, values));
            }
        }
        let hints = match (&self.hint_values, self.hints && your_turn) {
            (Some((k, Ok(v))), true) if *k == grid.position_text() => Some(v.moves.as_slice()),
            _ => None,
        };
        if let (true, Some(v)) = (hints.is_some(), self.hint_values()) {
            ui.label(RichText::new(v.how()).small().weak());
        }
        let click = board::ui(
            ui,
            "play board",
            grid.rules(),
            &grid.cells(),
            cell,
            your_turn,
            hints,
        );
        let click = click.or(key_move.filter(|_| your_turn).map(BoardClick::Play));
        match click {
            Some(BoardClick::Play(mv)) if grid.move_from_code(u32::from(mv)).is_some() => {
                let _ = self.play_cell(mv);
            }
            Some(BoardClick::Hint(mv)) => {
                let mut after = grid;
                after.play(mv);
                let mut scenario = self.scenario();
                scenario.game = GameChoice::of_grid(&after);
                let left = depth.or(self.hint_values().and_then(|v| v.depth));
                scenario.config.depth = left.map(|d| d.saturating_sub(1).max(1));
                self.request = Some(Request::Search(scenario));
            }
            _ => {}
        }
    }

    fn bones_ui(&mut self, ui: &mut Ui) {
        let Some(left) = self.bones_left() else {
            return;
        };
        ui.label(
            RichText::new("| ".repeat(left as usize))
                .size(super::super::scaled(ui, 22.0))
                .strong(),
        );
        let max = self.max_take_now();
        let mut take = None;
        ui.horizontal(|ui| {
            for k in 1..=max {
                if ui
                    .add_enabled(
                        k <= left && self.learners_turn(),
                        Button::new(t!("play-take", k = k)),
                    )
                    .clicked()
                {
                    take = Some(k);
                }
            }
        });
        if let Some(k) = take {
            let _ = self.take(k);
        }
    }

    fn max_take_now(&self) -> u32 {
        match &self.position {
            Position::Bones(b) => b.max_take(),
            Position::Grid(_) => 0,
        }
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

/// Plays the legal move whose notation is `text`.
fn play_text<G: Game>(game: &mut G, text: &str) -> bool {
    let mut legal = Vec::new();
    game.moves(&mut legal);
    match legal.into_iter().find(|&m| game.move_text(m) == text) {
        Some(m) => {
            game.play(m);
            true
        }
        None => false,
    }
}

impl Mode for PlayView {
    /// "Show why" asks the stepper to open the computer's search.
    fn link_name(&self) -> &'static str {
        "play"
    }

    fn key(&self) -> egui::Key {
        egui::Key::F6
    }

    fn name(&self) -> String {
        t!("app-tool-play")
    }

    fn purpose(&self) -> String {
        t!("app-tool-play-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        match &link.scenario.game {
            GameChoice::Bones { bones, max_take } => {
                self.game = GameKind::Bones;
                (self.bones, self.max_take) = (*bones, *max_take);
            }
            GameChoice::ConnectFour { .. } => self.game = GameKind::ConnectFour,
            GameChoice::Mnk { rows, cols, k, .. } => {
                self.game = GameKind::Mnk;
                self.mnk = (*rows, *cols, *k);
            }
            GameChoice::Dice { target } => {
                self.game = GameKind::Dice;
                self.dice.ask_target(*target);
            }
            _ => {}
        }
        if let Some(d) = link.scenario.config.depth {
            self.depth = d.min(12);
        }
        self.new_game();
        crate::mode::Opened::WithStepper
    }

    fn ui(&mut self, ui: &mut Ui, _current: Current<'_>) -> Option<Request> {
        self.draw(ui);
        self.request.take()
    }
}
