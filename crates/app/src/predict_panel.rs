//! Predict mode in the stepper: before a backup or an inner node's finish, → stops and asks
//! (the new α or β and whether it cuts off, or the node's value); Check grades the answer
//! against the recording, says why with the numbers, takes the step and keeps a score.

use super::state::Loaded;
use super::toolkit::verdict_colour;
use crate::keys::{Action, Command};
use crate::mode::Request;
use crate::predictor::Predictor;
use crate::stepper_panel::{Inner, PanelId, Slot, StepperPanel, Window};
use egui::{RichText, Ui};
use gametree_teach::predict::Question;
use gametree_teach::t;

/// The predict panel: its state is the search's [`Predictor`] (the stepper's → and Play stop
/// at its questions), so the panel itself holds none.
pub struct PredictPanel;

impl StepperPanel for PredictPanel {
    fn id(&self) -> PanelId {
        PanelId::Predict
    }

    fn title(&self) -> String {
        t!("practice-predict-heading")
    }

    fn slot(&self) -> Slot {
        Slot::AboveNarration
    }

    fn key(&self) -> Option<Action> {
        Some(Action::Step(Command::TogglePredict))
    }

    fn is_open(&self, loaded: &Loaded, _: &Window) -> bool {
        loaded.predict.is_some()
    }

    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, _: &mut Inner<'_>) -> Option<Request> {
        self::ui(ui, loaded);
        None
    }
}

/// Lines of body text the panel always keeps room for, so a question coming or going does
/// not move the tree.
const PANEL_LINES: f32 = 5.5;

/// The predict panel (when predict mode is on), always the same height: the score, the
/// question in its own frame headed "Your turn" with its answer box, the last verdict;
/// under it a "Last step" heading, so the narration's sentence that follows reads as the step
/// just taken and never as the answer.
fn ui(ui: &mut Ui, loaded: &mut Loaded) {
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
