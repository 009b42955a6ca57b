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

#![forbid(unsafe_code)]

pub mod background;
pub mod board;
pub mod bones_graph_view;
pub mod expand;
pub mod export_panel;
#[cfg(not(target_arch = "wasm32"))]
pub mod file_dialog;
pub mod incoming;
pub mod inspector;
pub mod mode;
pub mod narration_panel;
pub mod painter;
pub mod predict_panel;
pub mod scenario_panel;
pub mod state;
pub mod stepper;
pub mod tree_view;
#[cfg(target_arch = "wasm32")]
pub mod web_files;
#[cfg(target_arch = "wasm32")]
pub mod web_worker;
pub mod worker;

pub mod toolkit;
#[cfg(target_arch = "wasm32")]
pub mod web;

use egui::{Color32, RichText, Ui};
use gametree_draw::scene::Scene;
use gametree_engine::link;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_teach::Say;
use gametree_teach::t;
use gametree_teach::titles::scenario_title;
use narration_panel::NarrationLog;
use scenario_panel::ScenarioPanel;
use state::Loaded;
use toolkit::chance_view::ChanceView;
use toolkit::practice_view::PracticeView;
use worker::Worker;

/// Ctrl+O (⌘O on a Mac): open a tree or a trace.
pub const OPEN_FILE: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::O);

/// The file beside the settings that says the remembered scenario is loading.
const LOADING_MARK: &str = "loading-last-scenario";

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
    pub copied_link: Option<Result<String, String>>,
    /// Files dropped on the window (or picked in the browser), being read.
    pub inbox: incoming::Inbox,
    /// Why the link the app was opened with could not be read (kept until the next Run).
    pub link_error: Option<String>,
    /// The Open… dialog, while open (desktop).
    #[cfg(not(target_arch = "wasm32"))]
    pub open_dialog: Option<file_dialog::FileDialog>,
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

    fn build(scenario: Option<Scenario>, settings: toolkit::settings::SettingsStore) -> App {
        let mut settings = settings;
        // A remembered scenario whose options no search accepts (an edited settings file)
        // gives way to the default, with a word why.
        let remembered = settings.settings.last_scenario.clone();
        let remembered = match remembered.check_options() {
            Ok(()) => remembered,
            Err(e) => {
                settings.note = Some(t!("app-note-last-scenario-refused", error = e.say()));
                Scenario::default()
            }
        };
        // A start that died loading the remembered scenario (out of memory, killed) left its
        // mark: this start takes the default instead, so one bad scenario cannot lock the
        // program out.
        let mark = settings
            .path()
            .and_then(|p| p.parent())
            .map(|d| d.join(LOADING_MARK));
        let mut loading_mark = None;
        let remembered = match &mark {
            _ if scenario.is_some() => remembered,
            Some(m) if gametree_engine::files::read_limited(m, 1024).is_ok() => {
                let _ = std::fs::remove_file(m);
                settings.note = Some(t!(
                    "app-note-last-start-stopped",
                    scenario = gametree_engine::game::shown_text(&scenario_title(&remembered))
                ));
                Scenario::default()
            }
            Some(m) => {
                if gametree_engine::files::write_atomically(
                    m,
                    scenario_title(&remembered).as_bytes(),
                )
                .is_ok()
                {
                    loading_mark = Some(m.clone());
                }
                remembered
            }
            None => remembered,
        };
        let scenario = scenario.unwrap_or(remembered);
        App {
            scenario: ScenarioPanel::from_scenario(&scenario),
            loaded: None,
            worker: None,
            narration: NarrationLog::default(),
            pending: Some(scenario),
            pending_step: None,
            loading_mark,
            last_scene: None,
            shown_title: String::new(),
            toolkit: toolkit::Toolkit::new(settings),
            export: export_panel::ExportPanel::default(),
            copied_link: None,
            inbox: incoming::Inbox::default(),
            link_error: None,
            #[cfg(not(target_arch = "wasm32"))]
            open_dialog: None,
        }
    }

    /// A file dropped on the window or picked: a trace opens in the stepper, a tree is
    /// searched with the panel's options; what is wrong with it shows in place.
    pub fn file_arrived(
        &mut self,
        name: &str,
        bytes: Result<Vec<u8>, String>,
        ctx: &egui::Context,
    ) {
        let base = self.scenario.scenario().unwrap_or_default();
        let opened = bytes
            .map_err(|e| t!("app-cannot-read-file", name = name, error = e))
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
            Err(e) => self.scenario.error = Some(e),
        }
    }

    /// An app opened by a link (see [`gametree_engine::link`]): its scenario searched, shown at its step,
    /// in its mode. A link that cannot be read leaves the app on the remembered scenario with
    /// the link's error shown in place.
    pub fn from_link(text: &str, settings: toolkit::settings::SettingsStore) -> App {
        match link::parse(text, &toolkit::link_names()) {
            Ok(l) => {
                // The link's language is chosen first, so all the app makes speaks it.
                let settings = settings.speaking(l.lang);
                let mut app = App::with_settings(Some(l.scenario.clone()), settings);
                app.open_link(l);
                app
            }
            Err(e) => {
                let lang = settings.lang();
                let mut app = App::with_settings(None, settings);
                app.link_error = Some(gametree_teach::i18n::with_lang(lang, || e.say()));
                app
            }
        }
    }

    /// Opens `link`: searches its scenario, and shows its step and mode once it has loaded.
    pub fn open_link(&mut self, link: link::Link) {
        if let Some(lang) = link.lang {
            self.toolkit.set_lang(lang);
        }
        self.scenario = ScenarioPanel::from_scenario(&link.scenario);
        self.link_error = None;
        self.pending = Some(link.scenario.clone());
        self.pending_step = link.step;
        let opened = match &link.mode {
            None => {
                self.toolkit.show_stepper();
                None
            }
            Some(mode) => self.toolkit.open_link(mode, &link),
        };
        if opened == Some(mode::Opened::Alone) {
            self.pending = None;
        }
        // A game of chance has no minimax trace for the stepper: a link to another mode (Play
        // the dice race, say) stays there instead of being sent to the chance view.
        if self.toolkit.is_open() && link.scenario.game().is_ok_and(|g| g.has_chance()) {
            self.pending = None;
        }
    }

    /// The link to what the app shows now: the scenario in the panel at the current step
    /// (a tree file's text goes into the link), in the current mode — or the mode's own link
    /// when it shows a search of its own.
    pub fn current_link(&self) -> Result<String, String> {
        let mode = self.toolkit.shown_mode();
        if let Some(own) = mode.and_then(|m| m.own_link()) {
            return own;
        }
        let scenario = self.scenario.scenario()?;
        let tree_text = link_tree_text(&scenario)?;
        let step = self
            .loaded
            .as_ref()
            .map(|l| link::Step::At(l.playback.step()));
        let mode = mode.map(|m| m.link_name());
        Ok(link::write(&scenario, tree_text.as_deref(), step, mode))
    }

    /// What the app shows, in a few facts (the browser test reads them through the page):
    /// the search's title, the step and its event, the error in place, the mode.
    pub fn status(&self) -> serde_json::Value {
        let loaded = self.loaded.as_ref().map(|l| {
            let pb = &l.playback;
            let trace = l.trace();
            let event = pb.event();
            serde_json::json!({
                "title": l.title(),
                "shown_title": l.title(),
                "step": pb.step(),
                "len": pb.len(),
                "event": event.map(|e| e.kind),
                "node": event.map(|e| trace.node_name(e.node).say()),
                "root_value": trace.outcome.root_value,
                "nodes": trace.tree.node_count(),
                "algorithm": trace.config.algorithm.name(),
                "negamax": l.options.negamax,
            })
        });
        let mut facts = serde_json::json!({
            "loaded": loaded,
            "searching": self.worker.is_some(),
            "error": self.link_error.as_ref().or(self.scenario.error.as_ref()),
            "mode": self.toolkit.shown_mode().map(|m| m.link_name()),
            "presentation": self.toolkit.settings.settings.presentation,
            "lang": self.lang().code(),
        });
        // Each mode's own facts under its link name ("chance": {…}).
        for m in self.toolkit.modes() {
            let status = m.status();
            if !status.is_null() {
                facts[m.link_name()] = status;
            }
        }
        facts
    }

    /// Shows `trace` (read from a file) in the stepper, at step 0, instead of the current
    /// search; a search under way is cancelled.
    pub fn open_trace(&mut self, trace: std::sync::Arc<gametree_engine::trace::Trace>) {
        if let Some(w) = self.worker.take() {
            w.cancel();
        }
        let layout = gametree_draw::layout::tidy(&trace, |_| false);
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
                let mut loaded = Loaded::new(f.trace, f.layout);
                if let Some(step) = self.pending_step.take() {
                    let len = loaded.playback.len();
                    loaded.playback.seek(step.resolve(len));
                }
                self.loaded = Some(loaded);
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
        // A game with chance nodes has no minimax trace: the chance view searches it.
        if scenario.game().is_ok_and(|g| g.has_chance()) {
            self.worker = None;
            self.scenario.error = None;
            self.toolkit.mode_mut::<ChanceView>().open(scenario, ctx);
            self.toolkit.show::<ChanceView>();
            return;
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
        for (name, bytes) in self.inbox.take(ui.ctx()) {
            self.file_arrived(&name, bytes, ui.ctx());
        }
        if ui.input_mut(|i| i.consume_shortcut(&OPEN_FILE)) {
            self.carry_out(mode::Request::OpenFile, ui.ctx());
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
                .map_err(|e| e.say());
                self.file_arrived(&name, bytes, ui.ctx());
            }
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
            if loaded.transport.playing {
                ui.ctx().request_repaint();
            }
        }
        self.window_title(ui);

        egui::Panel::top("title").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(t!("app-name"))
                        .strong()
                        .size(scaled(ui, 18.0)),
                );
                if let Some(l) = &self.loaded {
                    ui.label(RichText::new(l.title()).size(scaled(ui, 15.0)));
                }
            });
            ui.label(RichText::new(stepper::shortcuts()).weak().small());
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
                        t!("app-searching")
                    } else {
                        t!("app-choose-scenario")
                    });
                });
            });
            return;
        };
        let mut request = None;
        egui::Panel::right("inspector")
            .default_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = inspector::ui(ui, loaded));
            });
        egui::Panel::bottom("narration")
            .resizable(true)
            .default_size(150.0)
            .show(ui, |ui| {
                predict_panel::ui(ui, loaded);
                self.narration.ui(ui, loaded);
            });
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
        if let Some(r) = request {
            self.carry_out(r, ui.ctx());
        }
    }

    fn scenario_ui(&mut self, ui: &mut Ui) {
        if let Some(e) = &self.link_error {
            ui.colored_label(toolkit::error_colour(ui), e);
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
            let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
            if ui.button(t!("app-cancel")).on_hover_text("Esc").clicked() || escape {
                w.cancel();
            }
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
        if self.worker.is_none() && self.loaded.is_none() && self.scenario.error.is_none() {
            ui.colored_label(Color32::GRAY, t!("app-no-search-loaded"));
        }
        ui.separator();
        if let Some(r) = self.export.ui(ui, self.loaded.as_ref()) {
            self.carry_out(r, ui.ctx());
        }
        ui.separator();
        self.link_ui(ui);
    }

    /// "Copy link": the scenario at this step as a link the web build (and `gui --link`) opens.
    fn link_ui(&mut self, ui: &mut Ui) {
        if ui
            .button(t!("app-copy-link"))
            .on_hover_text(t!("app-copy-link-tip"))
            .clicked()
        {
            let link = self
                .current_link()
                .map(|fragment| page_address() + &fragment);
            if let Ok(text) = &link {
                ui.ctx().copy_text(text.clone());
            }
            self.copied_link = Some(link);
        }
        match &self.copied_link {
            Some(Ok(text)) => {
                let shown = gametree_engine::game::shown_text(text);
                ui.label(
                    RichText::new(t!("app-link-copied", link = shown))
                        .small()
                        .weak(),
                )
                .on_hover_text(text.as_str());
            }
            Some(Err(e)) => {
                ui.colored_label(toolkit::error_colour(ui), e);
            }
            None => {}
        }
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
            mode::Request::OpenFile => {
                #[cfg(not(target_arch = "wasm32"))]
                {
                    self.open_dialog = Some(file_dialog::FileDialog::new(
                        file_dialog::Purpose::Open,
                        &t!("app-open-dialog-title"),
                        &["json"],
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

/// The text of a tree file the scenario names, for a link (which carries the tree itself);
/// `None` for other games. A program's own game has no link.
pub(crate) fn link_tree_text(scenario: &Scenario) -> Result<Option<String>, String> {
    match &scenario.game {
        GameChoice::Tree {
            source: gametree_engine::scenario::TreeSource::File(path),
            ..
        } => Ok(Some(
            gametree_engine::game::TreeSpec::read(path)
                .map_err(|e| e.say())?
                .to_json(),
        )),
        GameChoice::Custom(_) => Err(t!("app-link-custom-game")),
        _ => Ok(None),
    }
}

/// The page's address without its fragment, on the web (a link starts with it); nothing on
/// the desktop, where `gametree gui --link` takes the fragment alone.
fn page_address() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let href = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        href.split('#').next().unwrap_or_default().to_string()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
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
/// (α β ∞ ≥ ≤ → ▲ ▼) that egui's default proportional font lacks, and both families on the
/// bundled Chinese font ([`gametree_draw::font::CJK_FONT`]).
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    let cjk = gametree_draw::font::CJK_FAMILY.to_owned();
    fonts.font_data.insert(
        cjk.clone(),
        std::sync::Arc::new(egui::FontData::from_static(gametree_draw::font::CJK_FONT)),
    );
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !family.iter().any(|f| f == "Hack")
    {
        family.push("Hack".to_owned());
    }
    for family in fonts.families.values_mut() {
        family.push(cjk.clone());
    }
    ctx.set_fonts(fonts);
}

/// The app in an eframe window (native or web).
pub(crate) struct Window {
    app: App,
    /// The page's address fragment last seen (web): a new link typed or opened in the same tab
    /// opens its scenario.
    #[cfg(target_arch = "wasm32")]
    hash: String,
}

impl Window {
    pub(crate) fn new(app: App) -> Window {
        Window {
            app,
            #[cfg(target_arch = "wasm32")]
            hash: web_hash(),
        }
    }
}

/// The page address's fragment (`#…`), or nothing.
#[cfg(target_arch = "wasm32")]
pub(crate) fn web_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        // The window's frames speak the app's language, and so do the threads that chose none
        // of their own (a search's own stack). Tests' harnesses draw `App::ui` alone, which
        // sets only its own thread's language, so tests in parallel never change each other's.
        let lang = self.app.lang();
        gametree_teach::i18n::set_thread_lang(Some(lang));
        gametree_teach::i18n::set_lang(lang);
        #[cfg(target_arch = "wasm32")]
        {
            let hash = web_hash();
            if hash != self.hash {
                self.hash = hash;
                match link::parse(&self.hash, &toolkit::link_names()) {
                    Ok(l) => self.app.open_link(l),
                    Err(e) => self.app.link_error = Some(e.say()),
                }
            }
        }
        self.app.ui(ui);
    }

    #[cfg(target_arch = "wasm32")]
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(&mut *self)
    }
}

impl Window {
    /// The app's [`App::status`], as JSON text.
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn status(&self) -> String {
        self.app.status().to_string()
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on `scenario` (searched in the background; errors show in the window);
/// `None`: on the last scenario remembered in the settings. `lang`, when given, is chosen as
/// the app's language (and kept, as the app's switch keeps it).
pub fn run_scenario(
    scenario: Option<Scenario>,
    lang: Option<gametree_teach::i18n::Lang>,
) -> Result<(), String> {
    open_window(move || {
        App::with_settings(
            scenario,
            toolkit::settings::SettingsStore::load().speaking(lang),
        )
    })
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on a link (see [`gametree_engine::link`]): its scenario at its step, in its mode;
/// `lang` as in [`run_scenario`] (a `lang=` in the link itself is applied after it).
pub fn run_link(text: &str, lang: Option<gametree_teach::i18n::Lang>) -> Result<(), String> {
    let text = text.to_string();
    open_window(move || {
        App::from_link(
            &text,
            toolkit::settings::SettingsStore::load().speaking(lang),
        )
    })
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on your own game: `game` from its position, searched as `options` say,
/// in the stepper (the scenario panel lists it by `name` beside the built-in games). Returns
/// when the window is closed.
///
/// ```no_run
/// # use gametree_engine::game::Bones;
/// # use gametree_engine::search::SearchConfig;
/// let heap = Bones::new(7, 3).unwrap();
/// gametree_app::run("seven bones", heap, SearchConfig::default()).unwrap();
/// ```
pub fn run<G: gametree_engine::game::Game + Send + Sync + 'static>(
    name: &str,
    game: G,
    options: gametree_engine::search::SearchConfig,
) -> Result<(), String> {
    run_scenario(
        Some(Scenario {
            game: GameChoice::Custom(gametree_engine::scenario::CustomGame::new(name, game)),
            config: options,
            ..Scenario::default()
        }),
        None,
    )
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the Game Tree Lab window (fonts installed) on the app `make` builds once the window
/// exists; returns when the window is closed.
pub fn open_window(make: impl FnOnce() -> App + 'static) -> Result<(), String> {
    #[cfg(all(unix, not(target_os = "macos")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Err(t!("app-no-display"));
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(t!("app-name"))
            .with_inner_size([1360.0, 820.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Game Tree Lab",
        options,
        Box::new(move |cc| {
            install_fonts(&cc.egui_ctx);
            Ok(Box::new(Window::new(make())))
        }),
    )
    .map_err(|e| t!("app-cannot-open-window", error = e.to_string()))
}
