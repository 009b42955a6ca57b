//! The left panel's sections, as the wide screen and the phone's menu show them: the scenario
//! (and the search under way, with its progress and Cancel), then export and open, Copy link,
//! the steps an animation or a player shows, Save animation… and Copy embed code.

use crate::App;
use crate::layout::Shown;
use egui::{Color32, Ui};
use gametree_teach::t;
use gametree_teach::titles::scenario_title;

impl App {
    /// The left panel's sections that are shown: the scenario (and a search under way), and
    /// export and open with Copy link.
    pub(crate) fn side_ui(&mut self, ui: &mut Ui, shown: Shown) {
        if shown.scenario {
            self.scenario_ui(ui);
        }
        if shown.scenario && shown.export {
            ui.separator();
        }
        if shown.export {
            if let Some(r) = self.export.ui(ui, self.loaded.as_ref()) {
                self.carry_out(r, ui.ctx());
            }
            ui.separator();
            self.link_ui(ui);
            ui.separator();
            self.steps_ui(ui);
            self.animation_ui(ui);
            ui.separator();
            self.embed_code_ui(ui);
        }
    }

    fn scenario_ui(&mut self, ui: &mut Ui) {
        if let Some(e) = &self.link_error {
            ui.colored_label(crate::toolkit::error_colour(ui), e);
            ui.label(t!("app-link-error-fallback"));
            ui.separator();
        }
        let busy = self.worker.is_some();
        if let Some(s) = self.scenario.ui(ui, busy) {
            self.link_error = None;
            self.start(s, ui.ctx());
        }
        if let Some(w) = &self.worker {
            ui.separator();
            ui.label(t!(
                "app-searching-title",
                title = scenario_title(&w.scenario)
            ));
            match (w.fraction(), w.nodes()) {
                (Some(f), _) => ui.add(egui::ProgressBar::new(f).show_percentage()),
                // The web's worker reports no count while it runs: a spinner says it is alive.
                (None, 0) => ui.add(egui::Spinner::new()),
                (None, n) => {
                    ui.add(egui::ProgressBar::new(0.0).text(t!("app-counting-nodes", n = n)))
                }
            };
            let escape = ui.input(|i| i.key_pressed(crate::keys::key(crate::keys::Action::Close)));
            if ui.button(t!("app-cancel")).on_hover_text("Esc").clicked() || escape {
                w.cancel();
            }
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
        if self.worker.is_none() && self.loaded.is_none() && self.scenario.error.is_none() {
            ui.colored_label(Color32::GRAY, t!("app-no-search-loaded"));
        }
    }
}
