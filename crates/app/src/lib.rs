//! The egui/eframe app: step through a recorded search. It only reads the trace (through
//! `Playback`) and sends commands; the search itself runs on a worker thread.
//!
//! Table of contents, one view per file:
//! - [`state`]: the search being viewed (playback, camera, selection, play/pause);
//! - [`mode`]: the trait every mode implements and the one request type views send;
//! - [`scenario_panel`]: choose game, position, algorithm and options (one control per option
//!   of the engine's table of keys), Run, through the builder the command line and links use;
//! - [`worker`]: the search on a background thread, with progress and Cancel;
//! - [`searches`]: the searches a mode asks for (Play's computer move off the UI thread, the
//!   bounded ones at once), so no view calls the engine's searches itself;
//! - [`tree_view`] and [`painter`]: the tree, drawn by `trace::scene`, painted with egui;
//! - [`stepper`]: buttons, keys and timeline;
//! - [`narration_panel`]: the sentence for each step and the log;
//! - [`stepper_panel`]: the trait every panel of the stepper implements and their registry
//!   (Code, inspector, predict, the MCTS comparison, the bones graph), each panel in its file:
//!   [`code_panel`], [`inspector`] (the current or clicked node, the call stack, the counts),
//!   [`predict_panel`] (its state in [`predictor`]), [`mcts_panel`], [`bones_graph_view`];
//! - [`keys`]: every key the app answers to, in one table the help reads;
//! - [`export_panel`]: save this step's picture, the DOT, the JSON trace; open a JSON trace;
//! - [`layout`]: where those go in a wide window, in presentation mode and on a phone;
//! - [`help`]: every key and mode (`?`), and the first-start hint;
//! - [`toolkit`]: the modes beside the stepper (editor, practice, compare, play, chance).
//! - [`error`]: why something could not be done, as facts ([`error::AppError`]), worded by
//!   teach where it is shown.
//!
//! [`App`] itself is here, with its frame; its other jobs have files of their own:
//! `startup` (which scenario it starts on), `links` (opened by a link, Copy link),
//! `arrival` (files dropped, picked or opened), `status` (facts for the browser test),
//! [`fonts`] (fonts and text sizes) and `window` (the eframe runner and the `run…`
//! functions that open the native window).

#![forbid(unsafe_code)]

pub mod animation_export;
pub mod background;
pub mod board;
pub mod bones_graph_view;
pub mod class;
#[cfg(not(target_arch = "wasm32"))]
pub mod class_host;
pub mod code_panel;
pub mod code_rule;
pub mod code_vars;
mod drawn;
pub mod embed;
pub mod embed_code;
pub mod error;
mod estimate_plot;
pub mod expand;
pub mod export_panel;
#[cfg(not(target_arch = "wasm32"))]
pub mod file_dialog;
pub mod help;
pub mod incoming;
pub mod inspector;
pub mod keys;
pub mod layout;
pub mod mcts_panel;
pub mod mode;
pub mod narration_panel;
pub mod painter;
pub mod predict_panel;
pub mod predictor;
pub mod scenario_panel;
pub mod searches;
mod side_panel;
pub mod state;
pub mod stepper;
pub mod stepper_panel;
pub mod tree_view;
#[cfg(target_arch = "wasm32")]
pub mod web_files;
#[cfg(target_arch = "wasm32")]
pub mod web_raster;
#[cfg(target_arch = "wasm32")]
pub mod web_worker;
pub mod worker;

pub mod toolkit;
#[cfg(target_arch = "wasm32")]
pub mod web;

mod arrival;
pub mod fonts;
mod links;
mod startup;
mod status;
mod window;

pub use fonts::{install_fonts, scaled};
#[cfg(target_arch = "wasm32")]
pub(crate) use window::{Window, web_hash};
#[cfg(not(target_arch = "wasm32"))]
pub use window::{open_window, run, run_events, run_link, run_scenario};

use egui::Ui;
use gametree_draw::scene::Scene;
use gametree_engine::link;
use gametree_engine::scenario::Scenario;
use gametree_teach::t;
use narration_panel::NarrationLog;
use scenario_panel::ScenarioPanel;
use state::Loaded;
use toolkit::practice::PracticeView;
use worker::Worker;

/// The whole window's state. [`App::ui`] draws it into any `Ui`, so tests can drive it
/// without eframe.
pub struct App {
    /// The scenario panel on the left: the search to run next.
    pub scenario: ScenarioPanel,
    /// The search being stepped through, once one has loaded.
    pub loaded: Option<Loaded>,
    /// The search running in the background, if any.
    pub worker: Option<Worker>,
    /// The narration under the tree: this step's sentence and the log before it.
    pub narration: NarrationLog,
    /// A scenario to start on the next frame (when a context is at hand to wake us).
    pending: Option<Scenario>,
    /// The step to show once the next search has loaded (a link's `step`).
    pending_step: Option<link::Step>,
    /// While the remembered scenario loads: a file saying so, removed once it has loaded
    /// (or failed). Found at the next start, it means that start died loading it.
    loading_mark: Option<std::path::PathBuf>,
    /// The tree as drawn last frame (tests look at it).
    pub last_scene: Option<Scene>,
    shown_title: String,
    /// The classroom toolkit (issue 4): its views are modes beside the stepper.
    pub toolkit: toolkit::Toolkit,
    /// Export this step / the trace, open a JSON trace.
    pub export: export_panel::ExportPanel,
    /// The link "Copy link" last copied, or why it could not.
    pub copied_link: Option<Result<String, error::AppError>>,
    /// Which panels show in each arrangement (and the phone's menu).
    pub panels: layout::Panels,
    /// The help window (`?`).
    pub help: help::Help,
    /// Where the tree and the panels were drawn last frame (tests look at it).
    pub drawn: layout::Drawn,
    /// The stepper's panels (Code, inspector, predict, MCTS, bones graph), each with its own
    /// state, as [`stepper_panel::registry`] lists them.
    pub stepper_panels: stepper_panel::StepperPanels,
    /// Files dropped on the window (or picked in the browser), being read.
    pub inbox: incoming::Inbox,
    /// Why the link the app was opened with could not be read (kept until the next Run).
    pub link_error: Option<String>,
    /// How the link the app was opened with plays its search: an embedded player
    /// (`embed=1`), `autoplay`, `loop`, `speed`, `from`, `to`.
    pub player: Option<embed::Player>,
    /// "Copy embed code": whether the player plays by itself, and what was copied.
    pub embed_code: embed_code::EmbedCode,
    /// "Save animation…": the size, the animation being made, what came of the last.
    pub animation: animation_export::AnimationExport,
    /// The Open… dialog, while open (desktop).
    #[cfg(not(target_arch = "wasm32"))]
    pub open_dialog: Option<file_dialog::FileDialog>,
    /// The class session this app has joined, as teacher or student (issue 46).
    pub class: Option<class::ClassClient>,
    /// The desktop's own class session ("Class session…", F9): the server in this process.
    #[cfg(not(target_arch = "wasm32"))]
    pub class_host: class_host::ClassHost,
}

impl App {
    /// An app that will search `scenario` on a worker thread as soon as it is drawn.
    pub fn new(scenario: Scenario) -> App {
        App::with_settings(
            Some(scenario),
            toolkit::settings::SettingsStore::in_memory(Default::default()),
        )
    }

    /// An app remembering `settings`. With no explicit `scenario` it starts on the last
    /// scenario the settings remember (the default one if that cannot be read back).
    pub fn with_settings(
        scenario: Option<Scenario>,
        settings: toolkit::settings::SettingsStore,
    ) -> App {
        // Its notes speak the store's language, whoever builds it.
        let lang = settings.lang();
        gametree_teach::i18n::with_lang(lang, || App::build(scenario, settings))
    }

    /// Shows `trace` (read from a file) in the stepper, at step 0, instead of the current
    /// search; a search under way is cancelled.
    pub fn open_trace(&mut self, trace: std::sync::Arc<gametree_engine::trace::Trace>) {
        if let Some(w) = self.worker.take() {
            w.cancel();
        }
        let layout = gametree_draw::layout::tidy(&trace, |_| false);
        self.stepper_panels.new_trace(&trace);
        self.loaded = Some(Loaded::new(trace, layout));
        self.panels.code_pending = true;
        self.narration = NarrationLog::default();
        self.scenario.error = None;
    }

    /// An app with `scenario` already searched on this thread (tests, benches). A failed
    /// search leaves the app empty with the error shown.
    pub fn loaded_now(scenario: Scenario) -> App {
        let mut app = App::new(scenario.clone());
        app.pending = None;
        app.finish(Worker::run_now(&scenario));
        app
    }

    fn finish(&mut self, result: Result<worker::Finished, worker::Failed>) {
        match result {
            Ok(f) => {
                // Only a scenario that loaded is remembered: one that fails (or crashes the
                // program) never becomes the one every start opens on.
                self.toolkit.remember_scenario(&f.scenario);
                self.stepper_panels.new_trace(&f.trace);
                let mut loaded = Loaded::new(f.trace, f.layout);
                if let Some(step) = self.pending_step.take() {
                    let len = loaded.playback.len();
                    loaded.playback.seek(step.resolve(len));
                }
                // The link's way of playing applies to the first search it loads.
                if let Some(player) = &mut self.player {
                    player.set_up(&mut loaded);
                }
                self.loaded = Some(loaded);
                self.panels.code_pending = true;
                self.narration = NarrationLog::default();
                self.scenario.error = None;
            }
            Err(e) => self.scenario.error = Some(e.into()),
        }
    }

    /// Starts searching `scenario` in the background (cancelling any search under way).
    pub fn start(&mut self, scenario: Scenario, ctx: &egui::Context) {
        if let Some(w) = &self.worker {
            w.cancel();
        }
        let mut scenario = scenario;
        if scenario.search_chance_by_default() {
            self.scenario = ScenarioPanel::from_scenario(&scenario);
        }
        let ctx = ctx.clone();
        self.worker = Some(Worker::start(scenario, move || ctx.request_repaint()));
    }

    /// The language in force: the settings' choice, else the system's (English for settings
    /// that are not the app's own file, as in tests).
    pub fn lang(&self) -> gametree_teach::i18n::Lang {
        self.toolkit.lang()
    }

    /// Draws the whole app, in [its language](Self::lang) (this thread speaks it from here on).
    pub fn ui(&mut self, ui: &mut Ui) {
        gametree_teach::i18n::set_thread_lang(Some(self.lang()));
        if let Some(s) = self.pending.take() {
            self.start(s, ui.ctx());
        }
        if let Some(result) = self.worker.as_mut().and_then(|w| w.poll()) {
            self.worker = None;
            self.finish(result);
            if let Some(mark) = self.loading_mark.take() {
                let _ = std::fs::remove_file(mark);
            }
        }
        self.poll_animation();
        self.class_before(ui.ctx());
        if self.embedded() {
            self.window_title(ui);
            self.embed_screen(ui);
            return;
        }
        self.take_files(ui);
        if ui.input(|i| keys::pressed(i, keys::Action::Chance)) {
            self.chance_key(ui.ctx());
        }
        #[cfg(not(target_arch = "wasm32"))]
        if ui.input(|i| keys::pressed(i, keys::Action::ClassSession)) {
            self.class_session_key();
        }
        self.toolkit.keys_and_theme(ui.ctx());
        let width = ui.ctx().content_rect().width();
        let arrangement =
            layout::Arrangement::of(width, self.toolkit.settings.settings.presentation);
        self.help.keys(ui.ctx());
        let (modes, hint) = (self.toolkit.mode_lines(), self.toolkit.key_hint());
        self.help.window(ui.ctx(), &modes, &hint);
        if arrangement == layout::Arrangement::Narrow {
            self.narrow_bar(ui);
        } else {
            egui::Panel::top("modes").show(ui, |ui| self.toolkit.mode_bar(ui));
        }
        let menu = arrangement == layout::Arrangement::Narrow && self.panels.menu;
        if self.toolkit.is_open() && !menu {
            let trace = self.loaded.as_ref().map(|l| l.trace().clone());
            let scenario = self.scenario.scenario().ok();
            let current = mode::Current {
                trace: trace.as_ref(),
                scenario: scenario.as_ref(),
            };
            let request = egui::CentralPanel::default_margins()
                .show(ui, |ui| self.toolkit.ui(ui, current))
                .inner;
            if let Some(r) = request {
                self.carry_out(r, ui.ctx());
            }
            return;
        }
        // Before Ctrl+S, which would take Ctrl+Shift+S too.
        self.animation_keys(ui);
        if ui.input_mut(|i| i.consume_shortcut(&keys::shortcut(keys::Action::CopyLink))) {
            self.copy_link(ui.ctx());
        }
        if let Some(loaded) = &mut self.loaded {
            self.export.shortcut(ui, loaded);
            // A student following the teacher is not moved by their own keys.
            let locked = self.class.as_ref().is_some_and(class::ClassClient::locked);
            for command in stepper::keys(ui) {
                if !locked {
                    stepper::apply(loaded, command);
                }
            }
            let dt = ui.input(|i| i.stable_dt).min(0.1);
            let before = loaded.playback.step();
            loaded.tick(dt);
            // Breakpoints in the Code panel: Play stops on a marked line, Shift+→ runs to one.
            let code_shown = self.panels.shown(arrangement).code;
            let run_to = code_shown
                && !ui.ctx().egui_wants_keyboard_input()
                && ui.input(|i| {
                    i.modifiers.shift_only()
                        && i.key_pressed(keys::key(keys::Action::RunToBreakpoint))
                });
            if code_shown && (loaded.transport.playing || run_to) {
                let trace = loaded.trace().clone();
                let to = if run_to {
                    loaded.playback.len()
                } else {
                    loaded.playback.step()
                };
                if let Some(stop) = self
                    .stepper_panels
                    .get_mut::<code_panel::CodePanel>()
                    .first_break(&trace, before, to)
                {
                    loaded.playback.seek(stop);
                    loaded.transport.playing = false;
                } else if run_to {
                    loaded.playback.seek(to);
                }
            }
            if loaded.transport.playing {
                ui.ctx().request_repaint();
            }
        }
        self.panels.keys(ui.ctx(), arrangement);
        self.window_title(ui);
        // The desktop's own session: its card, with the teacher's panel under it.
        #[cfg(not(target_arch = "wasm32"))]
        let hosted = self.class_host_panel(ui, arrangement);
        #[cfg(target_arch = "wasm32")]
        let hosted = false;
        if !hosted {
            self.class_panel(ui, arrangement == layout::Arrangement::Narrow);
        }
        let before = self.drawn;
        match arrangement {
            layout::Arrangement::Narrow => self.narrow_screen(ui),
            a => self.wide_screen(ui, a),
        }
        self.class_after();
        if self.drawn != before {
            // A panel sized itself to its contents this frame: draw again so that every part
            // is where the next frame puts it (and a tap lands where the eye sees a button).
            ui.ctx().request_repaint();
        }
    }

    /// F7 ([`keys::Action::Chance`]), the key of the chance view that was: the stepper, on the
    /// scenario searched by expectiminimax if it has chance nodes, else by MCTS (a search of
    /// either stays as it is).
    fn chance_key(&mut self, ctx: &egui::Context) {
        self.toolkit.show_stepper();
        let Ok(mut scenario) = self.scenario.scenario() else {
            return;
        };
        if scenario.config.algorithm.handles_chance() {
            return;
        }
        // A game of chance goes to expectiminimax; any other to MCTS with its defaults.
        if !scenario.search_chance_by_default() {
            scenario.config = gametree_engine::search::SearchConfig {
                algorithm: gametree_engine::search::Algorithm::Mcts,
                ..Default::default()
            };
        }
        self.scenario = ScenarioPanel::from_scenario(&scenario);
        self.start(scenario, ctx);
    }

    /// The Code panel: the listing chosen and the lines of the search shown.
    pub fn code(&self) -> &code_panel::CodePanel {
        self.stepper_panels.get()
    }

    /// The Code panel, to change it.
    pub fn code_mut(&mut self) -> &mut code_panel::CodePanel {
        self.stepper_panels.get_mut()
    }

    /// Does what a view asked for.
    fn carry_out(&mut self, request: mode::Request, ctx: &egui::Context) {
        match request {
            mode::Request::Search(s) => {
                self.toolkit.show_stepper();
                self.start(s, ctx);
            }
            mode::Request::Practise(s) => {
                self.toolkit.mode_mut::<PracticeView>().set_scenario(s);
                self.toolkit.show::<PracticeView>();
            }
            mode::Request::Show { trace, play } => {
                self.toolkit.show_stepper();
                self.open_trace(trace);
                if let Some(loaded) = &mut self.loaded {
                    loaded.transport.playing = play;
                }
            }
            mode::Request::OpenFile => self.ask_for_file(ctx),
        }
    }

    fn window_title(&mut self, ui: &Ui) {
        let title = match &self.loaded {
            Some(l) => t!("app-window-title", title = l.title()),
            None => t!("app-name"),
        };
        if title != self.shown_title {
            // The browser's tab shows the page's title (eframe's web runner ignores the command).
            #[cfg(target_arch = "wasm32")]
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                let _ = ui;
                document.set_title(&title);
            }
            #[cfg(not(target_arch = "wasm32"))]
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
    }
}
