//! Practice mode drawn: the heading (with the offer to practise the stepper's search), the
//! buttons, the random-tree and exercise-set panels, the score, the answer rows beside the
//! tree; and practice as one of the app's modes.

use super::PracticeView;
use super::sets::SetStep;
use crate::mode::{Current, Mode, Opened, Request};
use crate::scaled;
use crate::toolkit::{error_colour, verdict_colour};
use egui::{RichText, Ui};
use gametree_engine::link::Link;
use gametree_engine::trace::Trace;
use gametree_teach::t;
use std::sync::Arc;

impl PracticeView {
    /// Draws the view with a button offering `other` (the stepper's search) for practice;
    /// returns it when the button is pressed.
    fn draw(&mut self, ui: &mut Ui, other: Option<(Arc<Trace>, String)>) -> Option<Arc<Trace>> {
        let chosen = self.heading_ui(ui, other);
        ui.label(t!("practice-how"));
        self.buttons_ui(ui);
        egui::CollapsingHeader::new(t!("practice-new-random-tree"))
            .id_salt("New random tree")
            .default_open(false)
            .show(ui, |ui| {
                if self.random.ui(ui) {
                    self.new_random_tree();
                }
            });
        egui::CollapsingHeader::new(t!("practice-exercise-sets"))
            .id_salt("Exercise sets")
            .default_open(self.sets.is_working())
            .show(ui, |ui| self.sets_ui(ui));
        self.score_ui(ui);
        if let Some(n) = &self.note {
            ui.colored_label(error_colour(ui), n);
        }
        ui.separator();
        let windows = self.asks_windows();
        let round = self.round_mut();
        // The answer rows beside the tree they are about.
        egui::Panel::left("practice rows panel")
            .resizable(true)
            .default_size(scaled(ui, 330.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("practice rows")
                    .show(ui, |ui| round.rows_ui(ui, windows));
            });
        egui::CentralPanel::no_frame().show(ui, |ui| round.tree_ui(ui));
        chosen
    }

    /// The heading, and the button offering `other` for practice: it, when pressed.
    fn heading_ui(&self, ui: &mut Ui, other: Option<(Arc<Trace>, String)>) -> Option<Arc<Trace>> {
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t!("practice-heading", title = self.title()))
                    .strong()
                    .size(scaled(ui, 16.0)),
            );
            if let Some((t, title)) = other
                && ui
                    .button(t!("practice-practise-stepper"))
                    .on_hover_text(t!("practice-practise-stepper-hint", title = title))
                    .clicked()
            {
                chosen = Some(t);
            }
        });
        chosen
    }

    /// Ask for windows, Check, Show solution, Play the search, Clear.
    fn buttons_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            if self.trace().is_alphabeta() {
                ui.checkbox(&mut self.ask_windows, t!("practice-ask-windows"));
            }
            if ui.button(t!("practice-check")).clicked() {
                self.check();
            }
            if ui.button(t!("practice-show-solution")).clicked() {
                self.show_solution();
            }
            if ui
                .button(t!("practice-play-search"))
                .on_hover_text(t!("practice-play-search-hint"))
                .clicked()
            {
                self.request = Some(Request::Show {
                    trace: self.round().sheet.played.clone(),
                    play: true,
                });
            }
            if ui.button(t!("practice-clear")).clicked() {
                self.clear();
            }
        });
    }

    /// The exercise-set panel; its buttons take effect at once.
    fn sets_ui(&mut self, ui: &mut Ui) {
        if let Some(step) = self.sets.chooser_ui(ui) {
            self.take_step(step);
        }
        if let Some(step) = self.sets.working_ui(ui, &mut self.note) {
            self.take_step(step);
        }
        self.sets.progress_ui(ui);
    }

    /// Does what the exercise-set panel asked.
    fn take_step(&mut self, step: SetStep) {
        match step {
            SetStep::Start(set) => self.start_set(set),
            SetStep::Show(k) => self.show_exercise(k),
        }
    }

    /// The score of the last Check and its first mistake, or that the solution is shown.
    fn score_ui(&self, ui: &mut Ui) {
        let marking = &self.round().marking;
        if let Some((report, _)) = &marking.report {
            let perfect = report.is_perfect();
            ui.label(
                RichText::new(t!("practice-score-line", score = report.score_text()))
                    .size(scaled(ui, 18.0))
                    .strong()
                    .color(verdict_colour(ui, perfect)),
            );
            if let Some(m) = &report.first_mistake {
                ui.colored_label(
                    verdict_colour(ui, false),
                    t!("practice-first-mistake", mistake = m),
                );
            }
        } else if marking.solution_shown {
            ui.label(t!("practice-solution-shown"));
        }
    }
}

impl Mode for PracticeView {
    /// Offers the stepper's search when it is another than the one practised; "Play the
    /// search" asks the stepper to play this one.
    fn link_name(&self) -> &'static str {
        "practice"
    }

    fn name(&self) -> String {
        t!("app-tool-practice")
    }

    fn purpose(&self) -> String {
        t!("app-tool-practice-purpose")
    }

    fn open_link(&mut self, link: &Link) -> Opened {
        match &link.set {
            Some(set) => self.start_set(set.clone()),
            None => self.set_scenario(link.scenario.clone()),
        }
        Opened::WithStepper
    }

    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        let played = self.round().sheet.played.clone();
        let offer = current
            .trace
            .cloned()
            .filter(|t| {
                !Arc::ptr_eq(t, &played)
                    && (t.searched != played.searched || t.event_count() != played.event_count())
            })
            .map(|t| {
                let title = gametree_teach::titles::trace_title(&t);
                (t, title)
            });
        if let Some(t) = self.draw(ui, offer) {
            self.set_trace(t);
        }
        self.request.take()
    }
}
