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

/// Lines of body text the panel always keeps room for, so a question coming or going does
/// not move the tree.
const PANEL_LINES: f32 = 5.5;

/// The predict panel (when predict mode is on), always the same height: the score, the
/// question in its own frame headed "Your turn" with its answer box, the last verdict;
/// under it a "Last step" heading, so the narration's sentence that follows reads as the step
/// just taken and never as the answer.
pub fn ui(ui: &mut Ui, loaded: &mut Loaded) {
    let Some(p) = &mut loaded.predict else {
        return;
    };
    let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let height = PANEL_LINES * line;
    let mut check = false;
    egui::ScrollArea::vertical()
        .id_salt("predict panel")
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.set_min_height(height);
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(t!("practice-predict-heading")).strong());
                ui.label(t!("practice-predict-score-line", score = p.score()));
            });
            // The question first; the verdict on the last answer after it (alone, right
            // after Check, until → brings the next question).
            match p.question.clone() {
                Some(q) => check = question_ui(ui, p, &q),
                None if p.verdict.is_none() => {
                    ui.label(t!("practice-predict-how"));
                }
                None => {}
            }
            if let Some(v) = &p.verdict {
                ui.label(RichText::new(&v.text).color(verdict_colour(ui, v.right)));
            }
        });
    ui.label(
        RichText::new(t!("practice-predict-last-step"))
            .strong()
            .color(ui.visuals().weak_text_color()),
    );
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

/// The question in a frame of the selection colour: "Your turn: …", the answer box, the
/// cutoff choice where asked, Check, and what could not be read. True when Check is asked.
fn question_ui(ui: &mut Ui, p: &mut Predictor, q: &Question) -> bool {
    let accent = ui.visuals().selection.stroke.color;
    let mut check = false;
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.5, accent))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(t!("practice-predict-your-turn"))
                        .strong()
                        .color(accent),
                );
                ui.label(RichText::new(&q.prompt).strong());
            });
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(t!("practice-predict-your-answer"));
                let r = ui
                    .add(egui::TextEdit::singleline(&mut p.answer).desired_width(80.0))
                    .labelled_by(l.id);
                if r.lost_focus()
                    && ui.input(|i| i.key_pressed(crate::keys::key(crate::keys::Action::Confirm)))
                {
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
        });
    check
}
