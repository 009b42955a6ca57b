//! Play the dice race against the computer (part of the play view): the learner steps or
//! rolls, the die is thrown for real (a seeded generator), and the computer chooses by
//! expectiminimax, saying the expected value of each choice so its reason is on the page.

use crate::error::AppError;
use egui::{Button, RichText, Ui};
use gametree_engine::game::dice::{DiceMove, DiceRace};
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::{Player, Rules};
use gametree_engine::search::SearchError;
use gametree_engine::trace::show_real;
use gametree_teach::Say;
use gametree_teach::t;

/// The largest target played here: the computer solves the race exactly every move.
pub const MAX_PLAY_TARGET: i64 = 12;

/// One line of the move list.
#[derive(Clone, Debug, PartialEq)]
pub enum DiceLog {
    /// The learner stepped, or rolled this face.
    You(Option<u32>),
    /// The computer stepped or rolled (this face), with the expected values it compared
    /// (MAX's view): stepping, rolling.
    Computer(Option<u32>, f64, f64),
}

/// A dice race against the computer.
pub struct DicePlay {
    /// The target of the next game.
    pub target: i64,
    game: DiceRace,
    computer: Player,
    rng: SplitMix64,
    log: Vec<DiceLog>,
    error: Option<AppError>,
    /// The position the computer last chose from, for "Show why".
    last_choice: Option<DiceRace>,
    /// A target asked for (by a link) beyond [`MAX_PLAY_TARGET`], said while the race is to
    /// that most instead.
    capped: Option<i64>,
}

impl DicePlay {
    /// A race to `target` (1 to [`MAX_PLAY_TARGET`]); the die is thrown from `seed`.
    pub fn new(target: i64, computer_first: bool, seed: u64) -> DicePlay {
        let target = target.clamp(1, MAX_PLAY_TARGET);
        let mut d = DicePlay {
            target,
            game: DiceRace::new(target).expect("a target in range"),
            computer: Player::Min,
            rng: SplitMix64::new(seed),
            log: Vec::new(),
            error: None,
            last_choice: None,
            capped: None,
        };
        d.new_game(computer_first);
        d
    }

    /// Races to `target` from the next game on: a target beyond [`MAX_PLAY_TARGET`] (a link
    /// may ask for up to 20) races to that most instead, and the view says so.
    pub fn ask_target(&mut self, target: i64) {
        self.target = target.clamp(1, MAX_PLAY_TARGET);
        self.capped = (target > MAX_PLAY_TARGET).then_some(target);
    }

    /// The target asked for beyond [`MAX_PLAY_TARGET`], while the race is to that most.
    pub fn capped(&self) -> Option<i64> {
        self.capped.filter(|_| self.target == MAX_PLAY_TARGET)
    }

    /// Starts again with the current target.
    pub fn new_game(&mut self, computer_first: bool) {
        self.target = self.target.clamp(1, MAX_PLAY_TARGET);
        self.game = DiceRace::new(self.target).expect("a target in range");
        self.computer = if computer_first {
            Player::Max
        } else {
            Player::Min
        };
        self.log.clear();
        self.error = None;
        self.last_choice = None;
        self.computer_moves();
    }

    /// The counter.
    pub fn counter(&self) -> u32 {
        self.game.counter()
    }

    /// Who won (`None` while the race goes on).
    pub fn winner(&self) -> Option<Player> {
        self.game
            .outcome()
            .map(|v| if v > 0 { Player::Max } else { Player::Min })
    }

    /// The computer's side.
    pub fn computer(&self) -> Player {
        self.computer
    }

    /// The moves so far.
    pub fn log(&self) -> &[DiceLog] {
        &self.log
    }

    fn learners_turn(&self) -> bool {
        self.winner().is_none() && self.game.to_move() != self.computer
    }

    /// Throws the die (after a roll) and plays the face.
    fn throw(&mut self) -> u32 {
        let face = self.rng.range(1, 6) as u32;
        self.game.play(DiceMove::Face(face));
        face
    }

    /// The learner steps (`roll` false) or rolls; the computer answers.
    pub fn play(&mut self, roll: bool) -> Result<(), AppError> {
        if !self.learners_turn() {
            let e = if self.winner().is_some() {
                AppError::GameOver
            } else {
                AppError::ComputersTurn
            };
            self.error = Some(e.clone());
            return Err(e);
        }
        let face = if roll {
            self.game.play(DiceMove::Roll);
            Some(self.throw())
        } else {
            self.game.play(DiceMove::Step);
            None
        };
        self.log.push(DiceLog::You(face));
        self.error = None;
        self.computer_moves();
        Ok(())
    }

    /// The expected values (MAX's view) of stepping and of rolling here, by expectiminimax
    /// ([`crate::searches::dice_choice`]).
    pub fn values(&self) -> Result<(f64, f64), SearchError> {
        crate::searches::dice_choice(self.game)
    }

    fn computer_moves(&mut self) {
        while self.winner().is_none() && self.game.to_move() == self.computer {
            let (step, roll) = match self.values() {
                Ok(v) => v,
                Err(e) => {
                    self.error = Some(AppError::ComputerSearch(Box::new(e.into())));
                    return;
                }
            };
            self.last_choice = Some(self.game);
            // MAX wants the larger expected value, MIN the smaller; a tie steps.
            let rolls = match self.computer {
                Player::Max => roll > step,
                Player::Min => roll < step,
            };
            let face = if rolls {
                self.game.play(DiceMove::Roll);
                Some(self.throw())
            } else {
                self.game.play(DiceMove::Step);
                None
            };
            self.log.push(DiceLog::Computer(face, step, roll));
        }
    }

    fn line(entry: &DiceLog) -> String {
        let mv = |face: &Option<u32>| match face {
            Some(f) => t!("play-dice-rolled", face = *f),
            None => t!("play-dice-stepped"),
        };
        match entry {
            DiceLog::You(face) => t!("play-dice-log-you", mv = mv(face)),
            DiceLog::Computer(face, step, roll) => t!(
                "play-dice-log-computer",
                mv = mv(face),
                step = show_real(*step),
                roll = show_real(*roll),
            ),
        }
    }

    /// The computer's last decision as a scenario the chance view steps through with
    /// expectiminimax ("Show why"), from the position it chose in.
    pub fn why(&self) -> Option<gametree_engine::scenario::Scenario> {
        let position = self.last_choice?;
        let name = t!(
            "play-dice-why-title",
            target = self.target,
            counter = position.counter(),
            player = position.to_move().name()
        );
        Some(gametree_engine::scenario::Scenario {
            game: gametree_engine::scenario::GameChoice::Custom(
                gametree_engine::scenario::CustomGame::new(
                    name,
                    gametree_engine::game::Shipped::Dice(position),
                ),
            ),
            config: gametree_engine::search::SearchConfig {
                algorithm: gametree_engine::search::Algorithm::Expectiminimax,
                ..Default::default()
            },
            ..gametree_engine::scenario::Scenario::default()
        })
    }

    /// Draws the race: the counter as a track to the target, Step and Roll, the status and
    /// the moves with the computer's expected values; returns the search to show when "Show
    /// why" is pressed.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<gametree_engine::scenario::Scenario> {
        let mut why = None;
        let you = self.computer.other();
        let status = match self.winner() {
            Some(p) if p == you => t!("play-status-you-win"),
            Some(_) => t!("play-status-computer-wins"),
            None => t!(
                "play-dice-your-move",
                counter = self.counter(),
                target = self.target
            ),
        };
        let mut text = RichText::new(status)
            .size(super::super::scaled(ui, 20.0))
            .strong();
        if let Some(p) = self.winner() {
            text = text.color(super::verdict_colour(ui, p == you));
        }
        ui.label(text);
        if let Some(asked) = self.capped() {
            ui.label(t!(
                "play-dice-target-capped",
                asked = asked,
                most = MAX_PLAY_TARGET
            ));
        }
        ui.label(t!("play-dice-rules"));
        ui.horizontal(|ui| {
            // The track: one square per step to the target, filled up to the counter, as
            // large as the width allows (up to a large square).
            let least = super::super::scaled(ui, 18.0);
            let room = (ui.available_width() - 6.0 * least) / self.target.max(1) as f32 - 4.0;
            let side = room.clamp(least, super::super::scaled(ui, 80.0));
            let size = egui::vec2((side + 4.0) * self.target as f32, side);
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            let colour = ui.visuals().strong_text_color();
            for k in 0..self.target as u32 {
                let min = rect.min + egui::vec2(k as f32 * (side + 4.0), 0.0);
                let square = egui::Rect::from_min_size(min, egui::vec2(side, side));
                if k < self.counter() {
                    ui.painter().rect_filled(square, 2.0, colour);
                } else {
                    let stroke = egui::Stroke::new(1.5, colour);
                    ui.painter()
                        .rect_stroke(square, 2.0, stroke, egui::StrokeKind::Inside);
                }
            }
            ui.label(
                RichText::new(format!("{}/{}", self.counter(), self.target))
                    .size(super::super::scaled(ui, 20.0)),
            );
        });
        let mut choice = None;
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let open = self.learners_turn();
            let size = super::super::scaled(ui, 20.0);
            let big = |text: String| {
                Button::new(RichText::new(text).size(size)).min_size(egui::vec2(0.0, 44.0))
            };
            if ui.add_enabled(open, big(t!("play-dice-step"))).clicked() {
                choice = Some(false);
            }
            if ui.add_enabled(open, big(t!("play-dice-roll"))).clicked() {
                choice = Some(true);
            }
        });
        if let Some(roll) = choice {
            let _ = self.play(roll);
        }
        if self.last_choice.is_some()
            && ui
                .button(t!("play-show-why"))
                .on_hover_text(t!("play-dice-why-hover"))
                .clicked()
        {
            why = self.why();
        }
        ui.add_space(6.0);
        ui.label(RichText::new(t!("play-moves")).strong());
        for entry in &self.log {
            ui.label(RichText::new(DicePlay::line(entry)).size(super::super::scaled(ui, 15.0)));
        }
        if let Some(e) = &self.error {
            ui.colored_label(super::error_colour(ui), e.say());
        }
        why
    }
}
