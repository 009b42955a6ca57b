//! The game chosen in play mode, in one place: which games there are ([`GameKind`]), the row
//! that chooses one with its options, and starting the chosen game. A tab starts its game at
//! once; a changed option too, unless the learner has moved (then New game applies it).

use super::{PlayView, Position, TIC_TAC_TOE};
use crate::toolkit::dice_play::DiceLog;
use egui::Ui;
use gametree_engine::game::bones::{MAX_BONES, MAX_TAKE};
use gametree_engine::game::{Bones, Grid, GridRules, Player};
use gametree_engine::scenario::GameKind;
use gametree_teach::t;

impl PlayView {
    /// Starts again with the current choices (game, who starts, heap size).
    pub fn new_game(&mut self) {
        self.clear_game();
        if self.game == GameKind::Dice {
            self.dice.new_game(self.computer_first);
            return;
        }
        self.position = match self.game {
            GameKind::TicTacToe => Position::Grid(Grid::new(TIC_TAC_TOE)),
            GameKind::ConnectFour => Position::Grid(Grid::connect_four()),
            GameKind::Mnk => {
                let (r, c, k) = self.mnk;
                match GridRules::mnk(r.into(), c.into(), k.into()) {
                    Ok(rules) => Position::Grid(Grid::new(rules)),
                    Err(e) => {
                        self.error = Some(e.into());
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
                    self.error = Some(e.into());
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

    /// Forgets the game on the board: its moves, the computer's last move, the error, the
    /// hints and the notes about how it started.
    pub(super) fn clear_game(&mut self) {
        self.not_opened = None;
        self.options_changed = false;
        self.from_stepper = false;
        self.log.clear();
        self.last = None;
        self.thinking = None;
        self.error = None;
        self.codes = Some(Vec::new());
        self.hint_values = None;
    }

    /// The row that chooses the game, who starts, and the chosen game's options; New game.
    /// Another tab starts its game at once; so does a changed option before the learner's
    /// first move (after it, New game applies the option).
    pub(super) fn choice_ui(&mut self, ui: &mut Ui) {
        let before = (self.game, self.options());
        let new_game = self.choice_row(ui);
        if new_game || self.game != before.0 {
            self.new_game();
        } else if self.options() != before.1 {
            if self.learner_has_moved() {
                self.options_changed = true;
            } else {
                self.new_game();
            }
        }
    }

    /// The options a game starts with: who starts, the board, the heap, the target.
    fn options(&self) -> (bool, (u8, u8, u8), i64, i64, i64) {
        let target = self.dice.target;
        (
            self.computer_first,
            self.mnk,
            self.bones,
            self.max_take,
            target,
        )
    }

    /// Whether the learner has made a move in the game on the board.
    fn learner_has_moved(&self) -> bool {
        if self.game == GameKind::Dice {
            return self.dice.log().iter().any(|l| matches!(l, DiceLog::You(_)));
        }
        self.log.iter().any(|l| matches!(l, super::LogLine::You(_)))
    }

    /// The row itself; whether New game was pressed.
    fn choice_row(&mut self, ui: &mut Ui) -> bool {
        let mut pressed = false;
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
                let most = crate::toolkit::dice_play::MAX_PLAY_TARGET;
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
                ui.add(egui::DragValue::new(&mut self.bones).range(1..=MAX_BONES as i64))
                    .labelled_by(l.id);
                let l = ui.label(t!("play-bones-take-up-to"));
                ui.add(egui::DragValue::new(&mut self.max_take).range(1..=MAX_TAKE as i64))
                    .labelled_by(l.id);
            }
            pressed = ui.button(t!("play-new-game")).clicked();
        });
        pressed
    }

    /// Whether the dice race is chosen (it is played apart from the board games).
    pub(super) fn dice_chosen(&self) -> bool {
        self.game == GameKind::Dice
    }
}
