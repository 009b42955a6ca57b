//! The game chosen in play mode, in one place: which games there are ([`GameKind`]), the row
//! that chooses one with its options, starting the chosen game, which game a link chooses,
//! and whether the game on the board is the one chosen.

use super::{PlayView, Position, TIC_TAC_TOE};
use egui::Ui;
use gametree_engine::game::{Bones, Grid, GridRules, Player};
use gametree_engine::link::Link;
use gametree_engine::scenario::{GameChoice, GameKind};
use gametree_teach::Say;
use gametree_teach::t;

impl PlayView {
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

    /// The row that chooses the game, who starts, and the chosen game's options; New game.
    pub(super) fn choice_ui(&mut self, ui: &mut Ui) {
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
    }

    /// Whether the dice race is chosen (it is played apart from the board games).
    pub(super) fn dice_chosen(&self) -> bool {
        self.game == GameKind::Dice
    }

    /// Whether the game on the board is the one chosen (else New game starts it).
    pub(super) fn playing_the_chosen_game(&self) -> bool {
        let playing = match &self.position {
            Position::Grid(g) if g.rules() == TIC_TAC_TOE => GameKind::TicTacToe,
            Position::Grid(g) if g.rules().gravity => GameKind::ConnectFour,
            Position::Grid(_) => GameKind::Mnk,
            Position::Bones(_) => GameKind::Bones,
        };
        playing == self.game
    }

    /// Chooses the game a link names, with its options.
    pub(super) fn choose_from_link(&mut self, link: &Link) {
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
    }
}
