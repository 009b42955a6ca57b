//! The egui/eframe app: step through a recorded search. It only reads the trace (through
//! `Playback`) and sends commands; the search itself runs on a worker thread.
//!
//! Table of contents, one view per file:
//! - [`state`]: the search being viewed (playback, camera, selection, play/pause);
//! - [`mode`]: the trait every mode implements and the one request type views send;
//! - [`scenario_panel`]: choose game, position, algorithm and options, Run;
//! - [`worker`]: the search on a background thread, with progress and Cancel;
//! - [`tree_view`] and [`painter`]: the tree, drawn by `trace::scene`, painted with egui;
//! - [`stepper`]: buttons, keys and timeline;
//! - [`narration_panel`]: the sentence for each step and the log;
//! - [`inspector`]: the current or clicked node, the call stack, the counts;
//! - [`export_panel`]: save this step's picture, the DOT, the JSON trace; open a JSON trace.

pub mod export_panel;
pub mod inspector;
pub mod mode;
pub mod narration_panel;
pub mod painter;
pub mod scenario_panel;
pub mod state;
pub mod stepper;
pub mod tree_view;
pub mod worker;

pub mod toolkit;

use crate::draw::scene::Scene;
use crate::game::Game;
use crate::scenario::{CustomGame, GameChoice, Scenario};
use crate::search::SearchConfig;
use egui::{Color32, RichText, Ui};
use narration_panel::NarrationLog;
use scenario_panel::ScenarioPanel;
use state::Loaded;
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
    /// The tree as drawn last frame (tests look at it).
    pub last_scene: Option<Scene>,
    shown_title: String,
    /// The classroom toolkit (issue 4): its views are modes beside the stepper.
    pub toolkit: toolkit::Toolkit,
    /// Export this step / the trace, open a JSON trace.
    pub export: export_panel::ExportPanel,
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
        let scenario = scenario.unwrap_or_else(|| settings.settings.last_scenario.clone());
        App {
            scenario: ScenarioPanel::from_scenario(&scenario),
            loaded: None,
            worker: None,
            narration: NarrationLog::default(),
            pending: Some(scenario),
            last_scene: None,
            shown_title: String::new(),
            toolkit: toolkit::Toolkit::new(settings),
            export: export_panel::ExportPanel::default(),
        }
    }

    /// Shows `trace` (read from a file) in the stepper, at step 0, instead of the current
    /// search; a search under way is cancelled.
    pub fn open_trace(&mut self, trace: std::sync::Arc<crate::trace::Trace>) {
        if let Some(w) = self.worker.take() {
            w.cancel();
        }
        let layout = crate::draw::layout::tidy(&trace, |_| false);
        self.loaded = Some(Loaded::new(trace, layout));
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

    fn finish(&mut self, result: Result<worker::Finished, String>) {
        match result {
            Ok(f) => {
                // Only a scenario that loaded is remembered: one that fails (or crashes the
                // program) never becomes the one every start opens on.
                self.toolkit.remember_scenario(&f.scenario);
                self.loaded = Some(Loaded::new(f.trace, f.layout));
                self.narration = NarrationLog::default();
                self.scenario.error = None;
            }
            Err(e) => self.scenario.error = Some(e),
        }
    }

    /// Starts searching `scenario` in the background (cancelling any search under way).
    pub fn start(&mut self, scenario: Scenario, ctx: &egui::Context) {
        if let Some(w) = &self.worker {
            w.cancel();
        }
        let ctx = ctx.clone();
        self.worker = Some(Worker::start(scenario, move || ctx.request_repaint()));
    }

    /// Draws the whole app.
    pub fn ui(&mut self, ui: &mut Ui) {
        if let Some(s) = self.pending.take() {
            self.start(s, ui.ctx());
        }
        if let Some(result) = self.worker.as_ref().and_then(|w| w.poll()) {
            self.worker = None;
            self.finish(result);
        }
        egui::Panel::top("modes").show(ui, |ui| self.toolkit.mode_bar(ui));
        if self.toolkit.is_open() {
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
        if let Some(loaded) = &mut self.loaded {
            self.export.shortcut(ui, loaded);
            for command in stepper::keys(ui) {
                stepper::apply(loaded, command);
            }
            let dt = ui.input(|i| i.stable_dt).min(0.1);
            loaded.tick(dt);
            if loaded.playing {
                ui.ctx().request_repaint();
            }
        }
        self.window_title(ui);

        egui::Panel::top("title").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new("Game Tree Lab")
                        .strong()
                        .size(scaled(ui, 18.0)),
                );
                if let Some(l) = &self.loaded {
                    ui.label(RichText::new(&l.trace().title).size(scaled(ui, 15.0)));
                }
            });
            ui.label(RichText::new(stepper::SHORTCUTS).weak().small());
        });
        egui::Panel::left("scenario")
            .default_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.scenario_ui(ui));
            });
        let Some(loaded) = &mut self.loaded else {
            egui::CentralPanel::default_margins().show(ui, |ui| {
                ui.centered_and_justified(|ui| {
                    ui.label(if self.worker.is_some() {
                        "Searching…"
                    } else {
                        "Choose a scenario and press Run."
                    });
                });
            });
            return;
        };
        egui::Panel::right("inspector")
            .default_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| inspector::ui(ui, loaded));
            });
        egui::Panel::bottom("narration")
            .resizable(true)
            .default_size(150.0)
            .show(ui, |ui| self.narration.ui(ui, loaded));
        egui::Panel::bottom("stepper").show(ui, |ui| {
            for command in stepper::bar(ui, loaded) {
                stepper::apply(loaded, command);
            }
        });
        let style = self.toolkit.scene_style();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            tree_view::toolbar(ui, loaded);
            self.last_scene = Some(tree_view::ui(ui, loaded, &style));
        });
    }

    fn scenario_ui(&mut self, ui: &mut Ui) {
        let busy = self.worker.is_some();
        if let Some(s) = self.scenario.ui(ui, busy) {
            self.start(s, ui.ctx());
        }
        if let Some(w) = &self.worker {
            ui.separator();
            ui.label(format!("Searching {}…", w.title));
            match w.fraction() {
                Some(f) => ui.add(egui::ProgressBar::new(f).show_percentage()),
                None => ui.add(
                    egui::ProgressBar::new(0.0).text(format!("counting: {} nodes", w.nodes())),
                ),
            };
            if ui.button("Cancel").clicked() {
                w.cancel();
            }
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
        if self.worker.is_none() && self.loaded.is_none() && self.scenario.error.is_none() {
            ui.colored_label(Color32::GRAY, "No search loaded.");
        }
        ui.separator();
        if let Some(r) = self.export.ui(ui, self.loaded.as_ref()) {
            self.carry_out(r, ui.ctx());
        }
    }

    /// Does what a view asked for.
    fn carry_out(&mut self, request: mode::Request, ctx: &egui::Context) {
        match request {
            mode::Request::Search(s) => self.start(s, ctx),
            mode::Request::Practise(s) => {
                self.toolkit.practice.set_scenario(s);
                self.toolkit.tool = Some(toolkit::Tool::Practice);
            }
            mode::Request::Show { trace, play } => {
                self.open_trace(trace);
                if let Some(loaded) = &mut self.loaded {
                    loaded.playing = play;
                }
            }
        }
    }

    fn window_title(&mut self, ui: &Ui) {
        let title = match &self.loaded {
            Some(l) => format!("Game Tree Lab — {}", l.trace().title),
            None => "Game Tree Lab".to_string(),
        };
        if title != self.shown_title {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
    }
}

/// `px` (a size for the default 12.5 pt body text) scaled with the theme's text size, so
/// explicitly sized text grows with presentation mode and the text-size setting.
pub fn scaled(ui: &Ui, px: f32) -> f32 {
    let body = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Body)
        .map_or(12.5, |f| f.size);
    px * body / 12.5
}

/// Lets the proportional font fall back on Hack, which has the symbols the app writes
/// (α β ∞ ≥ ≤ → ▲ ▼) that egui's default proportional font lacks.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !family.iter().any(|f| f == "Hack")
    {
        family.push("Hack".to_owned());
    }
    ctx.set_fonts(fonts);
}

struct Window(App);

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.0.ui(ui);
    }
}

/// Opens the window on `scenario` (searched in the background; errors show in the window);
/// `None`: on the last scenario remembered in the settings.
pub fn run_scenario(scenario: Option<Scenario>) -> Result<(), String> {
    open_window(move || App::with_settings(scenario, toolkit::settings::SettingsStore::load()))
}

/// Opens the window on your own game: `game` from its position, searched as `options` say,
/// in the stepper (the scenario panel lists it by `name` beside the built-in games). Returns
/// when the window is closed.
///
/// ```no_run
/// # use gametree::game::Bones;
/// # use gametree::search::SearchConfig;
/// let heap = Bones::new(7, 3).unwrap();
/// gametree::app::run("seven bones", heap, SearchConfig::default()).unwrap();
/// ```
pub fn run<G: Game + Send + Sync + 'static>(
    name: &str,
    game: G,
    options: SearchConfig,
) -> Result<(), String> {
    run_scenario(Some(Scenario {
        game: GameChoice::Custom(CustomGame::new(name, game)),
        config: options,
        ..Scenario::default()
    }))
}

/// Opens the Game Tree Lab window (fonts installed) on the app `make` builds once the window
/// exists; returns when the window is closed.
pub fn open_window(make: impl FnOnce() -> App + 'static) -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Game Tree Lab")
            .with_inner_size([1360.0, 820.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Game Tree Lab",
        options,
        Box::new(move |cc| {
            install_fonts(&cc.egui_ctx);
            Ok(Box::new(Window(make())))
        }),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}
