//! Files arriving: dropped on the window, picked in the browser, or chosen in the Open…
//! dialog (Ctrl+O). A trace opens in the stepper, a tree is searched with the panel's options,
//! an exercise set opens in practice, a learner's events in check mode beside the textbook's
//! search of the tree open; what is wrong with a file shows in place.

#[cfg(not(target_arch = "wasm32"))]
use crate::file_dialog;
use crate::keys::{self, Action};
use crate::scenario_panel::ScenarioPanel;
use crate::toolkit::check_view::CheckView;
use crate::toolkit::practice::PracticeView;
use crate::{App, incoming};
use egui::Ui;
use gametree_engine::scenario::Scenario;
#[cfg(not(target_arch = "wasm32"))]
use gametree_teach::t;

impl App {
    /// A file dropped on the window or picked: a trace opens in the stepper, a tree is
    /// searched with the panel's options; what is wrong with it shows in place.
    pub fn file_arrived(
        &mut self,
        name: &str,
        bytes: Result<Vec<u8>, crate::error::AppError>,
        ctx: &egui::Context,
    ) {
        let base = self.scenario.scenario().unwrap_or_default();
        let opened = bytes
            .map_err(|e| crate::error::AppError::CannotReadFile {
                name: name.to_string(),
                error: Box::new(e),
            })
            .and_then(|b| incoming::recognise(name, &b, &base));
        match opened {
            Ok(incoming::Opened::Trace(trace)) => {
                self.toolkit.show_stepper();
                self.open_trace(trace);
            }
            Ok(incoming::Opened::Tree(scenario)) => {
                self.toolkit.show_stepper();
                self.scenario = ScenarioPanel::from_scenario(&scenario);
                self.start(scenario, ctx);
            }
            Ok(incoming::Opened::Set(set)) => {
                self.toolkit.mode_mut::<PracticeView>().start_set(set);
                self.toolkit.show::<PracticeView>();
            }
            Ok(incoming::Opened::Events { name, text }) => self.open_events(&name, text, &base),
            Err(e) => self.scenario.error = Some(e),
        }
    }

    /// Opens a learner's events in check mode, beside the textbook's search of `scenario`'s
    /// tree (a file that cannot be read shows its one line there).
    pub fn open_events(&mut self, name: &str, text: String, scenario: &Scenario) {
        self.toolkit
            .mode_mut::<CheckView>()
            .open(name, text, scenario);
        self.toolkit.show::<CheckView>();
    }

    /// Reads the files that arrived since the last frame: dropped or picked, the Open…
    /// shortcut, the answer of the Open… dialog.
    pub(crate) fn take_files(&mut self, ui: &mut Ui) {
        for (name, bytes) in self.inbox.take(ui.ctx()) {
            self.file_arrived(&name, bytes, ui.ctx());
        }
        if ui.input_mut(|i| i.consume_shortcut(&keys::shortcut(Action::OpenFile))) {
            self.ask_for_file(ui.ctx());
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(dialog) = &mut self.open_dialog
            && let Some(answer) = dialog.show(ui.ctx())
        {
            self.open_dialog = None;
            if let file_dialog::Answer::Chosen(path) = answer {
                let name = path.display().to_string();
                let bytes = gametree_engine::files::read_limited(
                    &path,
                    gametree_engine::trace::json_read::MAX_TRACE_BYTES,
                )
                .map_err(crate::error::AppError::from);
                self.file_arrived(&name, bytes, ui.ctx());
            }
        }
    }

    /// Asks for a file to open: the Open… dialog on the desktop, the browser's picker on the
    /// web.
    pub(crate) fn ask_for_file(&mut self, ctx: &egui::Context) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = ctx;
            self.open_dialog = Some(file_dialog::FileDialog::new(
                file_dialog::Purpose::Open,
                &t!("app-open-dialog-title"),
                &["json", "jsonl", "events"],
                None,
                "",
            ));
        }
        #[cfg(target_arch = "wasm32")]
        if let Err(e) = self.inbox.pick(ctx) {
            self.scenario.error = Some(e);
        }
    }
}
