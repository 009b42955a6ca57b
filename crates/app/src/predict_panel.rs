//! Predict mode in the stepper: before a backup or an inner node's finish, → stops and asks
//! (the new α or β and whether it cuts off, or the node's value); Check grades the answer
//! against the recording, says why with the numbers, takes the step and keeps a score.

use super::state::Loaded;
use super::toolkit::verdict_colour;
use egui::{RichText, Ui};
use gametree_engine::trace::Playback;
use gametree_teach::Say;
use gametree_teach::predict::{self, Question, Verdict};
use gametree_teach::t;

/// The learner's predictions on one recorded search.
#[derive(Clone, Debug, Default)]
pub struct Predictor {
    /// The question waiting for an answer, if any.
    pub question: Option<Question>,
    /// The answer as typed.
    pub answer: String,
    /// Whether the learner says the node cuts off (where asked).
    pub cuts: Option<bool>,
    /// The last answer's grading.
    pub verdict: Option<Verdict>,
    /// What could not be read in the last answer.
    pub problem: Option<String>,
    /// Answers right so far.
    pub right: u32,
    /// Answers checked so far.
    pub checked: u32,
}

impl Predictor {
    /// Whether → may take the next step now. Before a step to predict it sets the question up
    /// and says no; the step is taken by [`Self::check`].
    pub fn allows_forward(&mut self, playback: &Playback) -> bool {
        match predict::question(playback) {
            Some(q) => {
                if self.question.as_ref().map(|x| x.step) != Some(q.step) {
                    self.question = Some(q);
                    self.answer.clear();
                    self.cuts = None;
                    self.problem = None;
                }
                false
            }
            None => {
                self.question = None;
                true
            }
        }
    }

    /// Grades the typed answer; if it can be read, scores it, shows why and takes the step.
    pub fn check(&mut self, playback: &mut Playback) {
        let Some(q) = self.question.clone() else {
            return;
        };
        if playback.step() != q.step {
            self.question = None;
            return;
        }
        match predict::check(playback, &q, &self.answer, self.cuts) {
            Ok(v) => {
                self.checked += 1;
                self.right += v.right as u32;
                self.verdict = Some(v);
                self.problem = None;
                self.question = None;
                playback.forward();
            }
            Err(e) => self.problem = Some(e.say()),
        }
    }

    /// "3 / 4 right".
    pub fn score(&self) -> String {
        t!(
            "practice-predict-score",
            right = self.right,
            checked = self.checked
        )
    }
}

/// The predict panel (when predict mode is on): the question with its answer box, the last
/// verdict and the score.
pub fn ui(ui: &mut Ui, loaded: &mut Loaded) {
    let Some(p) = &mut loaded.predict else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("practice-predict-heading")).strong());
        ui.label(t!("practice-predict-score-line", score = p.score()));
    });
    if let Some(v) = &p.verdict {
        ui.label(RichText::new(&v.text).color(verdict_colour(ui, v.right)));
    }
    let Some(q) = p.question.clone() else {
        if p.verdict.is_none() {
            ui.label(t!("practice-predict-how"));
        }
        return;
    };
    ui.label(RichText::new(&q.prompt).strong());
    let mut check = false;
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(t!("practice-predict-your-answer"));
        let r = ui
            .add(egui::TextEdit::singleline(&mut p.answer).desired_width(80.0))
            .labelled_by(l.id);
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            check = true;
        }
        if q.asks_cut {
            ui.selectable_value(&mut p.cuts, Some(true), t!("practice-predict-cuts-off"));
            ui.selectable_value(
                &mut p.cuts,
                Some(false),
                t!("practice-predict-no-cutoff-choice"),
            );
        }
        if ui.button(t!("practice-check")).clicked() {
            check = true;
        }
    });
    if let Some(e) = &p.problem {
        ui.colored_label(super::toolkit::error_colour(ui), e);
    }
    if check {
        p.check(&mut loaded.playback);
        // The answer box lets go of the keyboard, so → steps on.
        ui.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
}
