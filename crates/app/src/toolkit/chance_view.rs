//! Chance and sampling: expectiminimax stepped node by node with every weighted average
//! explained, and Monte Carlo tree search stepped phase by phase or a whole iteration at a
//! time, its estimate plotted against the iterations and compared with the exact value at
//! 100, 1,000 and 10,000 iterations. Keys: ←/→ a step (a phase), PageUp/PageDown a whole
//! iteration (ten steps in expectiminimax), Home/End the first and last.

use crate::background::Background;
use crate::mode::{Current, Mode, Request};
use egui::{RichText, Ui};
use gametree_draw::scene::{Scene, Style};
use gametree_engine::compare_mcts::{Checkpoint, Exact, checkpoints, exact};
use gametree_engine::scenario::{GameChoice, Scenario, ScenarioError, TreeSource};
use gametree_engine::search::mcts::MctsConfig;
use gametree_engine::trace::expecti::ExTrace;
use gametree_engine::trace::mcts::{MctsTrace, Phase};
use gametree_engine::trace::show_real;
use gametree_teach::Say;
use gametree_teach::t;

/// The chance trees offered as examples: (the id of the message naming it, JSON).
pub const EXAMPLES: [(&str, &str); 3] = [
    (
        "app-chance-example-layers",
        r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#,
    ),
    (
        "app-chance-example-gamble",
        r#"[{"label":"safe","children":[4,5]},{"label":"gamble","chance":[[0.5,[8,9]],[0.5,[1,2]]]}]"#,
    ),
    (
        "app-chance-example-uneven",
        r#"[{"chance":[[0.25,10],[0.75,{"chance":[[0.5,0],[0.5,4]]}]]},{"chance":[[0.6,3],[0.4,[5,1]]]},2]"#,
    ),
];

/// Where the game searched comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// One of [`EXAMPLES`].
    Example(usize),
    /// The dice race to `dice_target`.
    Dice,
    /// The scenario given to the view (the stepper's, or one opened with chance nodes).
    Given,
}

/// Which search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Exact: minimax with probability-weighted averages at chance nodes.
    Expectiminimax,
    /// Sampling: UCT with random playouts.
    Mcts,
}

/// A finished MCTS run with what the view shows beside it.
pub struct McRun {
    /// The recording.
    pub trace: MctsTrace,
    /// (iterations, estimate) points for the plot.
    pub curve: Vec<(usize, f64)>,
    /// The exact answer, when the game is small enough to solve.
    pub exact: Option<Exact>,
    /// The comparison rows for [`gametree_engine::compare_mcts::CHECKPOINTS`] within the run.
    pub checkpoints: Vec<Checkpoint>,
}

/// A finished search.
pub enum Run {
    /// Expectiminimax.
    Ex(Box<ExTrace>),
    /// Monte Carlo tree search.
    Mcts(Box<McRun>),
}

/// Runs `method` on `scenario` (MCTS with `config`), with what the view shows beside it. It
/// makes no words (it runs off the window's thread): the window words an error.
pub fn compute(
    scenario: &Scenario,
    method: Method,
    config: &MctsConfig,
) -> Result<Run, ScenarioError> {
    match method {
        Method::Expectiminimax => scenario
            .expectiminimax(scenario.config.depth)
            .map(|t| Run::Ex(Box::new(t))),
        Method::Mcts => {
            let trace = scenario.mcts(config)?;
            Ok(Run::Mcts(Box::new(McRun {
                curve: trace.estimate_curve(400),
                exact: exact(scenario, trace.config().rewards),
                checkpoints: checkpoints(&trace),
                trace,
            })))
        }
    }
}

/// The chance-and-sampling view.
pub struct ChanceView {
    /// Where the game comes from.
    pub source: Source,
    /// The dice race's target.
    pub dice_target: i64,
    /// The scenario for [`Source::Given`].
    pub given: Option<Scenario>,
    /// Which search.
    pub method: Method,
    /// MCTS: iterations, seed and exploration constant.
    pub mcts: MctsConfig,
    /// The step shown: expectiminimax's step, or MCTS's phase (4 per iteration).
    pub step: usize,
    run: Option<Run>,
    job: Option<Background<Result<Run, ScenarioError>>>,
    /// Why the last run failed.
    pub error: Option<String>,
    /// The step to show once the search is done (from a link).
    pub pending_step: Option<gametree_engine::link::Step>,
    /// Desktop: the file Save picture writes (.png or .svg); follows the step until typed in.
    pub save_path: String,
    save_path_typed: bool,
    /// What the last save said (the file written, or why not).
    pub save_message: Option<Result<String, String>>,
    /// The picture last drawn, for the step it shows (rebuilt only when the step changes).
    scene: Option<((usize, gametree_teach::i18n::Lang, Style), Scene)>,
    scrolled_to: Option<usize>,
}

impl Default for ChanceView {
    fn default() -> Self {
        ChanceView {
            source: Source::Example(0),
            dice_target: 3,
            given: None,
            method: Method::Expectiminimax,
            mcts: MctsConfig::default(),
            step: 0,
            run: None,
            job: None,
            error: None,
            pending_step: None,
            save_path: String::new(),
            save_path_typed: false,
            save_message: None,
            scene: None,
            scrolled_to: None,
        }
    }
}

impl ChanceView {
    /// The scenario the controls describe.
    pub fn scenario(&self) -> Result<Scenario, String> {
        let game = match self.source {
            Source::Example(i) => GameChoice::Tree {
                source: TreeSource::Text {
                    name: gametree_teach::i18n::tr(EXAMPLES[i].0),
                    json: EXAMPLES[i].1.into(),
                },
                min_root: false,
            },
            Source::Dice => GameChoice::Dice {
                target: self.dice_target,
            },
            Source::Given => match &self.given {
                Some(s) => return Ok(s.clone()),
                None => return Err(t!("app-chance-no-scenario")),
            },
        };
        Ok(Scenario {
            game,
            ..Scenario::default()
        })
    }

    /// Shows `scenario` (one with chance nodes, sent from the stepper) under expectiminimax.
    pub fn open(&mut self, scenario: Scenario, ctx: &egui::Context) {
        self.given = Some(scenario);
        self.source = Source::Given;
        self.method = Method::Expectiminimax;
        self.start(ctx);
    }

    /// The finished search shown, if any.
    pub fn run(&self) -> Option<&Run> {
        self.run.as_ref()
    }

    /// Whether a search is under way.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    /// Starts the search the controls describe, off the UI thread.
    pub fn start(&mut self, ctx: &egui::Context) {
        let scenario = match self.scenario() {
            Ok(s) => s,
            Err(e) => {
                self.error = Some(e);
                return;
            }
        };
        let (method, config) = (self.method, self.mcts);
        let job = move || compute(&scenario, method, &config);
        let ctx = ctx.clone();
        match Background::start("chance", job, move || ctx.request_repaint()) {
            Ok(j) => self.job = Some(j),
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Runs the search here and now (tests).
    pub fn run_now(&mut self) {
        let r = self
            .scenario()
            .and_then(|s| compute(&s, self.method, &self.mcts).map_err(|e| e.say()));
        self.finish(r);
    }

    fn finish(&mut self, r: Result<Run, String>) {
        match r {
            Ok(run) => {
                self.run = Some(run);
                self.error = None;
                self.step = 0;
                if let Some(step) = self.pending_step.take() {
                    let len = self.len();
                    self.seek(step.resolve(len));
                }
                self.scene = None;
                self.scrolled_to = None;
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// How many steps the shown search has (phases for MCTS).
    pub fn len(&self) -> usize {
        match &self.run {
            Some(Run::Ex(t)) => t.record.steps.len(),
            Some(Run::Mcts(m)) => m.trace.record.iterations.len() * 4,
            None => 0,
        }
    }

    /// Whether there is nothing to step through.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Moves to step `step` (clamped).
    pub fn seek(&mut self, step: usize) {
        self.step = step.min(self.len().saturating_sub(1));
    }

    /// The sentences that explain the step shown.
    pub fn narration(&self) -> Vec<String> {
        match &self.run {
            Some(Run::Ex(t)) => vec![gametree_teach::expectation::narrate(t, self.step)],
            Some(Run::Mcts(m)) => {
                let (i, phase) = Phase::of_step(self.step);
                gametree_teach::mcts_words::narrate(&m.trace, i, phase)
            }
            None => vec![],
        }
    }

    /// The picture of the step shown (kept until the step changes).
    pub fn picture(&mut self, style: &Style) -> Option<Scene> {
        let key = (self.step, gametree_teach::i18n::lang(), *style);
        if let Some((k, scene)) = &self.scene
            && *k == key
        {
            return Some(scene.clone());
        }
        let scene = self.draw_picture(style)?;
        self.scene = Some((key, scene.clone()));
        Some(scene)
    }

    fn draw_picture(&self, style: &Style) -> Option<Scene> {
        match &self.run {
            Some(Run::Ex(t)) => Some(gametree_draw::chance::ex_picture(t, self.step, style)),
            Some(Run::Mcts(m)) => {
                let step = self.step;
                Some(gametree_draw::chance::mcts_step_picture(
                    &m.trace, step, style,
                ))
            }
            None => None,
        }
    }

    /// The link to what the view shows: its scenario and search at its step (`mode=chance`).
    pub fn link(&self) -> Result<String, String> {
        let scenario = self.scenario()?;
        let tree_text = crate::link_tree_text(&scenario)?;
        let search = match self.method {
            Method::Expectiminimax => gametree_engine::scenario::ChanceSearch::Expectiminimax,
            Method::Mcts => gametree_engine::scenario::ChanceSearch::Mcts {
                iterations: self.mcts.iterations,
                seed: self.mcts.seed,
                exploration: self.mcts.exploration,
            },
        };
        let step = Some(gametree_engine::link::Step::At(self.step));
        Ok(gametree_engine::link::write_chance(
            &scenario,
            tree_text.as_deref(),
            step,
            search,
        ))
    }

    /// What the view shows, in a few facts (for the browser test): the search, the step,
    /// the number of steps, the value (expectiminimax's, or MCTS's estimate) and the error.
    pub fn facts(&self) -> serde_json::Value {
        let (method, value, exact) = match &self.run {
            Some(Run::Ex(t)) => ("expectiminimax", Some(t.record.root_value()), None),
            Some(Run::Mcts(m)) => (
                "mcts",
                m.trace.record.estimate(),
                m.exact.as_ref().map(|e| e.estimate),
            ),
            None => ("", None, None),
        };
        serde_json::json!({
            "method": method,
            "busy": self.busy(),
            "step": self.step,
            "len": self.len(),
            "value": value,
            "exact": exact,
            "error": self.error,
        })
    }

    /// The node the step shown happens at (ringed in the picture).
    pub fn focus_node(&self) -> Option<usize> {
        match &self.run {
            Some(Run::Ex(t)) => t.record.steps.get(self.step).map(|s| s.node as usize),
            Some(Run::Mcts(m)) => Some(gametree_draw::chance::mcts_focus(&m.trace, self.step)),
            None => None,
        }
    }

    /// The step shown as a slide: the same picture, light (as `gametree render` draws it).
    pub fn slide(&self) -> Option<Scene> {
        self.draw_picture(&Style::slide())
    }

    /// Saves the step shown as a picture: desktop to `save_path`, web as a download.
    pub fn save_picture(&mut self) {
        let name = if self.save_path_typed && !self.save_path.trim().is_empty() {
            self.save_path.trim().to_string()
        } else {
            format!("gametree-chance-step-{}.png", self.step + 1)
        };
        self.save_picture_as(&name);
    }

    /// Saves the step shown as the picture `name` (.png or .svg): a file on the desktop, a
    /// download on the web.
    pub fn save_picture_as(&mut self, name: &str) {
        let Some(scene) = self.slide() else {
            return;
        };
        let path = std::path::Path::new(name);
        #[cfg(not(target_arch = "wasm32"))]
        let done = gametree_draw::picture::write_scene(&scene, path);
        #[cfg(target_arch = "wasm32")]
        let done = gametree_draw::picture::check_picture_name(path)
            .and_then(|kind| gametree_draw::picture::picture_bytes(&scene, kind, path))
            .map(|bytes| {
                let mime = if name.ends_with(".svg") {
                    "image/svg+xml"
                } else {
                    "image/png"
                };
                crate::web_files::download(name, mime, &bytes)
            });
        self.save_message = Some(match done {
            Ok(_) => Ok(t!("viewer-saved", path = name)),
            Err(e) => Err(e.say()),
        });
    }

    fn save_ui(&mut self, ui: &mut Ui) {
        if !self.save_path_typed {
            self.save_path = format!("gametree-chance-step-{}.png", self.step + 1);
        }
        ui.horizontal_wrapped(|ui| {
            #[cfg(not(target_arch = "wasm32"))]
            {
                let l = ui.label(t!("viewer-save-as"));
                let edit = ui
                    .add(egui::TextEdit::singleline(&mut self.save_path).desired_width(220.0))
                    .labelled_by(l.id);
                if edit.changed() {
                    self.save_path_typed = true;
                }
            }
            if ui
                .button(t!("viewer-save-picture"))
                .on_hover_text(t!("app-chance-save-hint"))
                .clicked()
            {
                self.save_picture();
            }
            match &self.save_message {
                Some(Ok(m)) => {
                    ui.label(m);
                }
                Some(Err(e)) => {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
                None => {}
            }
        });
    }

    fn keys(&mut self, ui: &Ui) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let jump = match &self.run {
            Some(Run::Mcts(_)) => 4,
            _ => 10,
        };
        let (len, step) = (self.len(), self.step);
        ui.input(|i| {
            use egui::Key;
            if i.key_pressed(Key::ArrowRight) {
                self.step = (step + 1).min(len.saturating_sub(1));
            } else if i.key_pressed(Key::ArrowLeft) {
                self.step = step.saturating_sub(1);
            } else if i.key_pressed(Key::PageDown) {
                self.step = (step + jump).min(len.saturating_sub(1));
            } else if i.key_pressed(Key::PageUp) {
                self.step = step.saturating_sub(jump);
            } else if i.key_pressed(Key::Home) {
                self.step = 0;
            } else if i.key_pressed(Key::End) {
                self.step = len.saturating_sub(1);
            }
        });
    }

    fn controls(&mut self, ui: &mut Ui) {
        let before = (self.source, self.method);
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("app-chance-game"));
            for (i, (name, _)) in EXAMPLES.iter().enumerate() {
                let words = gametree_teach::i18n::tr(name);
                ui.selectable_value(&mut self.source, Source::Example(i), words);
            }
            ui.selectable_value(&mut self.source, Source::Dice, t!("panels-game-dice"));
            if let Some(g) = &self.given {
                let title =
                    gametree_engine::game::shown_text(&gametree_teach::titles::game_title(g));
                ui.selectable_value(&mut self.source, Source::Given, title);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if self.source == Source::Dice {
                let l = ui.label(t!("panels-dice-target"));
                ui.add(egui::DragValue::new(&mut self.dice_target).range(1..=8))
                    .labelled_by(l.id);
                ui.separator();
            }
            ui.selectable_value(
                &mut self.method,
                Method::Expectiminimax,
                t!("app-chance-expectiminimax"),
            );
            ui.selectable_value(&mut self.method, Method::Mcts, t!("app-chance-mcts"));
            if self.method == Method::Mcts {
                let l = ui.label(t!("app-chance-iterations"));
                ui.add(
                    egui::DragValue::new(&mut self.mcts.iterations)
                        .range(1..=200_000)
                        .speed(50),
                )
                .labelled_by(l.id);
                let l = ui.label(t!("app-chance-seed"));
                ui.add(egui::DragValue::new(&mut self.mcts.seed))
                    .labelled_by(l.id);
                let l = ui.label(t!("app-chance-exploration"));
                ui.add(
                    egui::DragValue::new(&mut self.mcts.exploration)
                        .range(0.0..=100.0)
                        .speed(0.05)
                        .max_decimals(2),
                )
                .labelled_by(l.id);
            }
            let run = ui.add_enabled(!self.busy(), egui::Button::new(t!("app-chance-run")));
            if run.clicked() || (self.run.is_none() && self.job.is_none() && self.error.is_none()) {
                self.start(ui.ctx());
            }
            if self.busy() {
                ui.spinner();
                ui.label(t!("app-chance-working"));
            }
        });
        if before != (self.source, self.method) && !self.busy() {
            self.start(ui.ctx());
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    }

    fn mcts_panel(ui: &mut Ui, m: &McRun) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("app-chance-compare-heading")).strong());
            match &m.exact {
                Some(e) => ui.label(t!(
                    "app-chance-exact",
                    best = gametree_teach::mcts_words::best_moves(e),
                    value = show_real(e.estimate),
                )),
                None => ui.label(t!("app-chance-no-exact")),
            };
        });
        egui::Grid::new("mcts-checkpoints")
            .striped(true)
            .show(ui, |ui| {
                ui.label(t!("app-chance-col-iterations"));
                ui.label(t!("app-chance-col-move"));
                ui.label(t!("app-chance-col-estimate"));
                ui.label(t!("app-chance-col-error"));
                ui.end_row();
                for c in &m.checkpoints {
                    ui.label(c.iterations.to_string());
                    let agrees = m.exact.as_ref().is_some_and(|e| e.agrees(&c.best));
                    ui.label(if agrees {
                        t!("app-chance-move-agrees", played = c.best.as_str())
                    } else {
                        c.best.clone()
                    });
                    ui.label(show_real(c.estimate));
                    ui.label(
                        m.exact
                            .as_ref()
                            .map(|e| show_real((c.estimate - e.estimate).abs()))
                            .unwrap_or_else(|| "—".into()),
                    );
                    ui.end_row();
                }
            });
        use egui_plot::{HLine, Legend, Line, Plot, PlotPoints};
        let points: PlotPoints = m
            .curve
            .iter()
            .map(|&(k, e)| [(k as f64).log10(), e])
            .collect();
        Plot::new("mcts-estimate")
            .height(150.0)
            .legend(Legend::default())
            .allow_scroll(false)
            .x_axis_label(t!("app-chance-plot-x"))
            .y_axis_label(t!("app-chance-plot-y"))
            .y_axis_min_width(40.0)
            .show_axes([true, true])
            .x_axis_formatter(|mark, _| format!("{:.0}", 10f64.powf(mark.value)))
            .show(ui, |plot| {
                plot.line(Line::new(t!("app-chance-plot-estimate"), points));
                if let Some(e) = &m.exact {
                    plot.hline(HLine::new(t!("app-chance-plot-exact"), e.estimate));
                }
            });
    }
}

impl Mode for ChanceView {
    fn link_name(&self) -> &'static str {
        "chance"
    }

    fn key(&self) -> egui::Key {
        egui::Key::F7
    }

    fn name(&self) -> String {
        t!("app-tool-chance")
    }

    fn purpose(&self) -> String {
        t!("app-tool-chance-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        self.given = Some(link.scenario.clone());
        self.source = Source::Given;
        self.method = Method::Expectiminimax;
        if let Some(gametree_engine::scenario::ChanceSearch::Mcts {
            iterations,
            seed,
            exploration,
        }) = link.chance
        {
            self.method = Method::Mcts;
            (self.mcts.iterations, self.mcts.seed) = (iterations, seed);
            self.mcts.exploration = exploration;
        }
        self.pending_step = link.step;
        crate::mode::Opened::Alone
    }

    fn own_link(&self) -> Option<Result<String, String>> {
        Some(self.link())
    }

    fn status(&self) -> serde_json::Value {
        self.facts()
    }

    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        if let Some(job) = &mut self.job
            && let Some(r) = job.poll()
        {
            self.job = None;
            self.finish(match r {
                Ok(r) => r.map_err(|e| e.say()),
                Err(e) => Err(e.to_string()),
            });
        }
        // The stepper's game is offered too (MCTS on tic-tac-toe or bones, say).
        if self.source != Source::Given
            && let Some(s) = current.scenario
            && self.given.as_ref() != Some(s)
        {
            self.given = Some(s.clone());
        }
        ui.heading(t!("app-chance-heading"));
        self.controls(ui);
        if self.is_empty() {
            return None;
        }
        self.keys(ui);
        ui.separator();
        let len = self.len();
        match &self.run {
            Some(Run::Mcts(_)) => {
                ui.horizontal_wrapped(|ui| {
                    let mut iteration = self.step / 4 + 1;
                    let l = ui.label(t!("app-chance-iteration"));
                    ui.add(egui::Slider::new(&mut iteration, 1..=len / 4))
                        .labelled_by(l.id);
                    let mut phase = self.step % 4;
                    ui.label(t!("app-chance-phase-label"));
                    for (k, _) in Phase::ALL.iter().enumerate() {
                        let name = t!("app-chance-phase", phase = k as i64);
                        ui.selectable_value(&mut phase, k, name);
                    }
                    self.step = (iteration - 1) * 4 + phase;
                });
            }
            _ => {
                ui.horizontal(|ui| {
                    let mut shown = self.step + 1;
                    let l = ui.label(t!("app-chance-step-of", total = len));
                    ui.add(egui::Slider::new(&mut shown, 1..=len))
                        .labelled_by(l.id);
                    self.step = shown - 1;
                });
            }
        }
        ui.label(RichText::new(t!("app-chance-keys")).small());
        if ui.input_mut(|i| i.consume_shortcut(&super::super::export_panel::SAVE_PICTURE)) {
            self.save_picture();
        }
        self.save_ui(ui);
        for line in self.narration() {
            ui.label(line);
        }
        if let Some(Run::Mcts(m)) = &self.run {
            ChanceView::mcts_panel(ui, m);
        }
        // The theme in force: light and large in presentation mode, as the other views.
        let style = super::picture_style(ui, false);
        let focus_step = self.step;
        if let Some(scene) = self.picture(&style) {
            let focus = self.focus_node();
            egui::ScrollArea::both()
                .id_salt("chance-picture")
                .show(ui, |ui| {
                    let size = egui::vec2(scene.size[0], scene.size[1]);
                    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                    crate::painter::paint(ui.painter(), rect, &scene);
                    // Keep the ringed node (the step's node) in view as the step changes.
                    if self.scrolled_to != Some(focus_step) {
                        self.scrolled_to = Some(focus_step);
                        if let Some(b) = focus.and_then(|f| {
                            scene
                                .hits
                                .iter()
                                .find(|(id, _)| id.index() == f)
                                .map(|h| h.1)
                        }) {
                            let r = egui::Rect::from_min_max(
                                rect.min + egui::vec2(b[0], b[1]),
                                rect.min + egui::vec2(b[2], b[3]),
                            );
                            ui.scroll_to_rect(r, Some(egui::Align::Center));
                        }
                    }
                });
        }
        None
    }
}
