//! Play against the computer: tic-tac-toe on a clickable board, or bones with "Take k"
//! buttons. On its turn the computer records an alpha-beta search of the position (the same
//! `Scenario::record` the stepper uses) and plays the move it found; "Show why" hands that
//! search to the stepper so the learner sees why it chose that move.

use super::error_colour;
use crate::app::mode::{Current, Mode, Request};
use crate::game::{Bones, Game, Player, TicTacToe};
use crate::scenario::{GameChoice, Scenario};
use crate::search::{Algorithm, SearchConfig};
use crate::trace::{Trace, show_value};
use egui::{Button, RichText, Ui, vec2};
use std::sync::Arc;

/// Which game is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayGame {
    /// Tic-tac-toe on a clickable board.
    TicTacToe,
    /// The Game of Bones, with "Take k" buttons.
    Bones,
}

/// The position being played.
#[derive(Clone, Debug)]
enum Position {
    TicTacToe(TicTacToe),
    Bones(Bones),
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
    pub game: PlayGame,
    /// The computer makes the first move of the next game.
    pub computer_first: bool,
    /// Bones: the starting heap and the most a move may take.
    pub bones: i64,
    /// Bones: the most bones a move may take.
    pub max_take: i64,
    position: Position,
    /// Who the computer is in this game.
    computer: Player,
    /// Moves so far, in words.
    log: Vec<String>,
    last: Option<ComputerMove>,
    /// "Show why" asked the app to search this, until the app takes it.
    request: Option<Request>,
    error: Option<String>,
}

impl Default for PlayView {
    /// Tic-tac-toe, the learner moves first (as X).
    fn default() -> Self {
        PlayView::new(PlayGame::TicTacToe, false)
    }
}

impl PlayView {
    /// A new game; with `computer_first` the computer moves at once.
    pub fn new(game: PlayGame, computer_first: bool) -> PlayView {
        let mut v = PlayView {
            game,
            computer_first,
            bones: 13,
            max_take: 3,
            position: Position::TicTacToe(TicTacToe::new()),
            computer: Player::Min,
            log: Vec::new(),
            last: None,
            request: None,
            error: None,
        };
        v.new_game();
        v
    }

    /// Starts again with the current choices (game, who starts, heap size).
    pub fn new_game(&mut self) {
        self.log.clear();
        self.last = None;
        self.error = None;
        self.position = match self.game {
            PlayGame::TicTacToe => Position::TicTacToe(TicTacToe::new()),
            PlayGame::Bones => match Bones::new(self.bones, self.max_take) {
                Ok(b) => Position::Bones(b),
                Err(e) => {
                    self.error = Some(e.to_string());
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

    /// The board (tic-tac-toe), row-major `X`/`O`/`.`.
    pub fn board(&self) -> Option<[char; 9]> {
        match &self.position {
            Position::TicTacToe(t) => Some(t.cells()),
            Position::Bones(_) => None,
        }
    }

    /// Bones left on the heap (bones).
    pub fn bones_left(&self) -> Option<u32> {
        match &self.position {
            Position::Bones(b) => Some(b.left()),
            Position::TicTacToe(_) => None,
        }
    }

    /// The final score from MAX's side when the game is over.
    pub fn result(&self) -> Option<i64> {
        match &self.position {
            Position::TicTacToe(t) => t.outcome(),
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
    pub fn log(&self) -> &[String] {
        &self.log
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
            Position::TicTacToe(t) => t.to_move(),
            Position::Bones(b) => b.to_move(),
        }
    }

    fn learners_turn(&self) -> bool {
        self.result().is_none() && self.to_move() != self.computer
    }

    /// The learner marks `cell` (0..8, row-major) in tic-tac-toe; the computer answers.
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
            return Err("the game is over; press New game to play again".into());
        }
        if !self.learners_turn() {
            return Err("it is the computer's turn".into());
        }
        let text = match &mut self.position {
            Position::TicTacToe(t) => play_code(t, code).ok_or_else(|| {
                format!(
                    "cell {} is taken; choose an empty cell",
                    crate::game::tictactoe::cell_name(code.min(8) as u8)
                )
            })?,
            Position::Bones(b) => play_code(b, code).ok_or_else(|| {
                format!(
                    "cannot take {code} of {} bones; take 1 to {}",
                    b.left(),
                    b.max_take().min(b.left())
                )
            })?,
        };
        self.log.push(format!("You: {text}"));
        self.computer_moves();
        Ok(())
    }

    /// The scenario of the current position under the computer's search.
    fn scenario(&self) -> Scenario {
        let (game, tt) = match &self.position {
            Position::TicTacToe(t) => (
                GameChoice::TicTacToe {
                    position: t.position_text(),
                },
                false,
            ),
            // The heap grows like the tribonacci numbers: the table keeps big heaps quick.
            Position::Bones(b) => (
                GameChoice::Bones {
                    bones: b.left() as i64,
                    max_take: b.max_take() as i64,
                },
                true,
            ),
        };
        Scenario {
            game,
            config: SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                tt,
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
                self.error = Some(format!("the computer's search failed: {e}"));
                return;
            }
        };
        let Some(best) = trace.outcome.best_move.clone() else {
            return;
        };
        let played = match &mut self.position {
            Position::TicTacToe(t) => play_text(t, &best),
            Position::Bones(b) => play_text(b, &best),
        };
        if !played {
            self.error = Some(format!(
                "the computer chose {best}, which is not legal here"
            ));
            return;
        }
        let value = trace.outcome.root_value;
        self.log.push(format!(
            "Computer: {best} (search value {})",
            show_value(value)
        ));
        self.last = Some(ComputerMove {
            text: best,
            scenario,
            trace,
        });
    }

    /// Draws the view.
    fn draw(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.game, PlayGame::TicTacToe, "Tic-tac-toe");
            ui.selectable_value(&mut self.game, PlayGame::Bones, "Bones");
            ui.checkbox(&mut self.computer_first, "computer moves first");
            if self.game == PlayGame::Bones {
                let l = ui.label("heap");
                ui.add(egui::DragValue::new(&mut self.bones).range(1..=60))
                    .labelled_by(l.id);
                let l = ui.label("take up to");
                ui.add(egui::DragValue::new(&mut self.max_take).range(1..=5))
                    .labelled_by(l.id);
            }
            if ui.button("New game").clicked() {
                self.new_game();
            }
        });
        let playing = match self.position {
            Position::TicTacToe(_) => PlayGame::TicTacToe,
            Position::Bones(_) => PlayGame::Bones,
        };
        if playing != self.game {
            ui.label("Press New game to start this game.");
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
                PlayGame::TicTacToe => self.board_ui(ui),
                PlayGame::Bones => self.bones_ui(ui),
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
            ui.label(RichText::new(format!("The computer played {}.", m.text)).strong());
            if ui
                .button(RichText::new("Show why").strong())
                .on_hover_text("open the computer's search in the stepper, to step through it")
                .clicked()
            {
                self.request = Some(Request::Search(m.scenario.clone()));
            }
            ui.label(
                RichText::new("opens its search in the stepper")
                    .weak()
                    .small(),
            );
            ui.add_space(8.0);
        }
        if !self.log.is_empty() {
            ui.label(RichText::new("Moves").strong());
        }
        for (i, line) in self.log.iter().enumerate() {
            ui.label(format!("{}. {line}", i + 1));
        }
    }

    /// Who plays which side, and what the search value in the move list means.
    fn sides(&self) -> String {
        match &self.position {
            Position::TicTacToe(_) => {
                let (you, it) = if self.computer == Player::Min {
                    ("X", "O")
                } else {
                    ("O", "X")
                };
                format!(
                    "You are {you}, the computer is {it}; X moves first. Search values are from \
                     X's side: above 0 X wins, 0 a draw, below 0 O wins (with best play)."
                )
            }
            Position::Bones(_) => {
                let first = if self.computer == Player::Max {
                    "The computer"
                } else {
                    "You"
                };
                format!(
                    "{first} moved first. Search values are from the first player's side: \
                     above 0 the first player wins with best play."
                )
            }
        }
    }

    fn status(&self) -> String {
        let you = self.computer.other();
        match self.winner() {
            Some(None) => "Game over: a draw. Press New game to play again.".into(),
            Some(Some(p)) if p == you => "Game over: you win! Press New game to play again.".into(),
            Some(Some(_)) => "Game over: the computer wins. Press New game to play again.".into(),
            None if self.learners_turn() => match &self.position {
                Position::TicTacToe(_) => format!(
                    "Your move ({}).",
                    if you == Player::Max { "X" } else { "O" }
                ),
                Position::Bones(b) => format!(
                    "Your move: {} bones left; take 1 to {}. Whoever cannot move loses.",
                    b.left(),
                    b.max_take().min(b.left())
                ),
            },
            None => "The computer is thinking…".into(),
        }
    }

    /// The board with its column letters and row numbers (the names the move list uses).
    fn board_ui(&mut self, ui: &mut Ui) {
        let Some(cells) = self.board() else { return };
        let size = 64.0 * ui.style().text_styles[&egui::TextStyle::Body].size / 14.0;
        let mut clicked = None;
        let your_turn = self.learners_turn();
        egui::Grid::new("play board")
            .spacing(vec2(4.0, 4.0))
            .show(ui, |ui| {
                ui.label("");
                for col in ["a", "b", "c"] {
                    ui.vertical_centered(|ui| ui.label(RichText::new(col).weak()));
                }
                ui.end_row();
                for row in 0..3 {
                    ui.label(RichText::new((row + 1).to_string()).weak());
                    for col in 0..3 {
                        let i = row * 3 + col;
                        let mark = match cells[i] {
                            '.' => RichText::new(" "),
                            c => RichText::new(c.to_string())
                                .strong()
                                .color(mark_colour(ui, c == 'X')),
                        };
                        let name = crate::game::tictactoe::cell_name(i as u8);
                        let b = Button::new(mark.size(size * 0.6)).min_size(vec2(size, size));
                        // Marks stay bright; empty cells are live only on the learner's turn.
                        let empty = cells[i] == '.';
                        if ui
                            .add_enabled(!empty || your_turn, b)
                            .accessible_name(format!("cell {name}"))
                            .clicked()
                            && empty
                        {
                            clicked = Some(i as u8);
                        }
                    }
                    ui.end_row();
                }
            });
        if let Some(c) = clicked {
            let _ = self.play_cell(c);
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
                        Button::new(format!("Take {k}")),
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
            Position::TicTacToe(_) => 0,
        }
    }
}

/// X in the colour of MAX's ▲ in the tree, O in MIN's ▼, in the current theme.
fn mark_colour(ui: &Ui, x: bool) -> egui::Color32 {
    match (x, ui.visuals().dark_mode) {
        (true, true) => egui::Color32::from_rgb(120, 170, 255),
        (true, false) => egui::Color32::from_rgb(20, 70, 200),
        (false, true) => egui::Color32::from_rgb(255, 150, 90),
        (false, false) => egui::Color32::from_rgb(190, 70, 0),
    }
}

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
    fn ui(&mut self, ui: &mut Ui, _current: Current<'_>) -> Option<Request> {
        self.draw(ui);
        self.request.take()
    }
}
