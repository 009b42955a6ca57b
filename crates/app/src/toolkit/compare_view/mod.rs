//! Compare mode: one scenario under minimax, alpha-beta (with ordering, TT and iterative
//! deepening), PVS and MTD(f), side by side — root value, best move, nodes visited, cutoffs,
//! TT hits, re-searches, passes and time per search, with a bar chart of nodes visited, then
//! nodes visited by depth — computed by `compare` on a worker thread while a spinner turns.
//! Small trees are drawn side by side (by default) and stepped together.

pub mod chart;
mod table;

use super::{Picture, error_colour};
use crate::background::Background;
use crate::error::AppError;
use crate::mode::{Current, Mode, Request};
use egui::{RichText, Ui};
use gametree_engine::compare::{Comparison, compare, standard_configurations};
use gametree_engine::scenario::{
    ExampleTree, GameChoice, Progress, Scenario, ScenarioError, TreeSource,
};
use gametree_engine::search::SearchConfig;
use gametree_teach::Say;
use gametree_teach::compare_words::configuration_name;
use gametree_teach::t;
use gametree_teach::titles::game_title;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Trees with at most this many minimax nodes can be drawn side by side.
pub const MAX_PICTURE_NODES: u64 = 400;

/// A comparison running in the background.
struct Job {
    progress: Arc<Progress>,
    result: Background<Result<Comparison, ScenarioError>>,
}

/// The compare view's state.
pub struct CompareView {
    /// The scenario compared (its own search options are ignored: every configuration runs).
    pub scenario: Scenario,
    /// Depth limit for every configuration (`None`: to the end).
    pub depth: Option<u32>,
    result: Option<Result<Comparison, AppError>>,
    job: Option<Job>,
    /// Draw each configuration's tree side by side (small scenarios only; on at first).
    pub show_trees: bool,
    /// Each configuration drawn, and its search's picture.
    pictures: Vec<(SearchConfig, Picture)>,
    /// The step shown in every picture (synchronised stepping).
    pub step: usize,
    /// The learner cancelled: do not start again by itself.
    stopped: bool,
    /// Board games: the position searched at depths 1 … N.
    pub by_depth: super::depth_table_view::DepthTableView,
    /// The bar chart's bars as last drawn.
    chart: Vec<chart::ChartBar>,
}

impl Default for CompareView {
    /// The AIMA figure 5.2 tree.
    fn default() -> Self {
        CompareView::new(Scenario::default())
    }
}

/// Scenarios offered in the chooser.
pub fn examples() -> Vec<(String, Scenario)> {
    let game = |game| Scenario {
        game,
        ..Scenario::default()
    };
    vec![
        (t!("play-example-aima"), Scenario::default()),
        (
            t!("play-example-wikipedia"),
            game(GameChoice::Tree {
                source: TreeSource::Text {
                    name: ExampleTree::Wikipedia.into(),
                    json: ExampleTree::Wikipedia.json().into(),
                },
                min_root: false,
            }),
        ),
        (
            t!("play-example-bones", bones = 8),
            game(GameChoice::Bones {
                bones: 8,
                max_take: 3,
            }),
        ),
        (
            t!("play-example-bones", bones = 20),
            game(GameChoice::Bones {
                bones: 20,
                max_take: 3,
            }),
        ),
        (
            t!("play-example-tictactoe", position = "X...O...."),
            game(GameChoice::TicTacToe {
                position: "X...O....".into(),
            }),
        ),
        (
            t!("play-example-connect-four", moves = "4453", depth = 5),
            Scenario {
                config: gametree_engine::search::SearchConfig {
                    depth: Some(5),
                    ..Default::default()
                },
                ..game(GameChoice::ConnectFour {
                    moves: "4453".into(),
                    position: None,
                })
            },
        ),
        (
            t!("play-example-mnk", rows = 4, cols = 4, k = 3),
            game(GameChoice::Mnk {
                rows: 4,
                cols: 4,
                k: 3,
                position: "X.......O.......".into(),
            }),
        ),
        (
            t!("play-example-empty-board"),
            game(GameChoice::TicTacToe {
                position: ".........".into(),
            }),
        ),
    ]
}

impl CompareView {
    /// A view that will compare `scenario` (press Run, or call [`Self::start`]).
    pub fn new(scenario: Scenario) -> CompareView {
        CompareView {
            depth: scenario.config.depth,
            scenario,
            result: None,
            job: None,
            show_trees: true,
            pictures: Vec::new(),
            step: usize::MAX,
            stopped: false,
            by_depth: Default::default(),
            chart: Vec::new(),
        }
    }

    /// Compares another scenario (the app's current one, say); old results are dropped.
    pub fn set_scenario(&mut self, scenario: Scenario) {
        self.cancel();
        self.by_depth.clear();
        *self = CompareView {
            show_trees: self.show_trees,
            by_depth: std::mem::take(&mut self.by_depth),
            ..CompareView::new(scenario)
        };
    }

    /// Whether a comparison is running on its worker thread.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The last comparison, or why it failed.
    pub fn result(&self) -> Option<&Result<Comparison, AppError>> {
        self.result.as_ref()
    }

    /// Starts the comparison in the background; `wake` is called when it is done.
    pub fn start(&mut self, wake: impl Fn() + Send + 'static) {
        self.cancel();
        let progress = Arc::new(Progress::default());
        let scenario = self.scenario.clone();
        let configs = standard_configurations(self.depth);
        let p = progress.clone();
        // The worker makes no words: its answer is worded here, on the window's thread.
        let job = move || compare(&scenario, &configs, Some(&p));
        match Background::start("compare", job, wake) {
            Ok(result) => self.job = Some(Job { progress, result }),
            Err(e) => self.result = Some(Err(AppError::CompareCannotStart(e))),
        }
        self.pictures.clear();
    }

    /// Runs the comparison on this thread (tests).
    pub fn run_now(&mut self) {
        self.cancel();
        let scenario = self.scenario.clone();
        let configs = standard_configurations(self.depth);
        let r = compare(&scenario, &configs, None).map_err(AppError::from);
        self.finish(r);
    }

    /// The configurations whose trees are drawn side by side.
    pub fn drawn_trees(&self) -> Vec<String> {
        self.pictures
            .iter()
            .map(|(c, _)| configuration_name(c))
            .collect()
    }

    /// Stops a running comparison (rows not yet done report the cancel).
    pub fn cancel(&mut self) {
        if let Some(j) = self.job.take() {
            j.progress.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Takes the worker's answer if it is ready.
    pub fn poll(&mut self) {
        let Some(job) = &mut self.job else { return };
        if let Some(answer) = job.result.poll() {
            self.job = None;
            self.finish(match answer {
                Ok(r) => r.map_err(AppError::from),
                Err(e) => Err(AppError::CompareStopped(e)),
            });
        }
    }

    fn finish(&mut self, r: Result<Comparison, AppError>) {
        self.result = Some(r);
        self.pictures.clear();
        if self.show_trees {
            self.draw_trees();
        }
    }

    /// Records each configuration's search for the side-by-side pictures (small scenarios).
    fn draw_trees(&mut self) {
        self.pictures.clear();
        let small = self
            .result
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .and_then(|c| c.rows.first())
            .and_then(|r| r.result.as_ref().ok())
            .is_some_and(|r| r.nodes_visited <= MAX_PICTURE_NODES);
        if !small {
            return;
        }
        for config in standard_configurations(self.depth) {
            let s = Scenario {
                config: config.clone(),
                ..self.scenario.clone()
            };
            if let Ok(t) = crate::searches::record_now(&s) {
                let end = t.event_count();
                self.pictures.push((config, Picture::new(Arc::new(t), end)));
            }
        }
        self.step = usize::MAX;
    }

    /// Draws the view with a button offering `other` (the stepper's scenario) for comparison;
    /// returns it when the button is pressed. The first time it is shown (and after choosing
    /// another scenario) the comparison starts by itself, so the table is there without a click.
    fn draw(&mut self, ui: &mut Ui, other: Option<Scenario>) -> Option<Scenario> {
        self.poll();
        if self.result.is_none() && !self.is_running() && !self.stopped {
            let ctx = ui.ctx().clone();
            self.start(move || ctx.request_repaint());
        }
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t!("play-compare-title", game = game_title(&self.scenario)))
                    .strong()
                    .size(super::super::scaled(ui, 16.0)),
            );
            if let Some(s) = other
                && ui
                    .button(t!("play-compare-stepper-scenario"))
                    .on_hover_text(t!(
                        "play-compare-stepper-scenario-hover",
                        game = game_title(&s)
                    ))
                    .clicked()
            {
                chosen = Some(s);
            }
        });
        ui.label(t!("play-compare-intro"));
        ui.horizontal_wrapped(|ui| {
            let busy = self.is_running();
            // A fixed id, so the chooser keeps its state whatever the language.
            egui::ComboBox::new("scenario", t!("play-compare-scenario"))
                .selected_text(game_title(&self.scenario))
                .show_ui(ui, |ui| {
                    for (name, s) in examples() {
                        if ui.selectable_label(false, name).clicked() && !busy {
                            self.set_scenario(s);
                        }
                    }
                });
            let mut limited = self.depth.is_some();
            if ui
                .checkbox(&mut limited, t!("play-compare-depth-limit"))
                .changed()
            {
                self.depth = limited.then_some(3);
            }
            if let Some(d) = &mut self.depth {
                ui.add(egui::DragValue::new(d).range(1..=20))
                    .accessible_name(t!("play-compare-depth-limit"));
            }
            if ui
                .checkbox(&mut self.show_trees, t!("play-compare-draw-trees"))
                .changed()
                && self.show_trees
            {
                self.draw_trees();
            }
            if busy {
                ui.spinner();
                let nodes = self
                    .job
                    .as_ref()
                    .map_or(0, |j| j.progress.nodes.load(Ordering::Relaxed));
                ui.label(t!("play-searching", nodes = nodes));
                if ui.button(t!("play-cancel")).clicked() {
                    self.cancel();
                    self.stopped = true;
                }
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(50));
            } else if ui
                .button(t!("play-run"))
                .on_hover_text(t!("play-run-hover"))
                .clicked()
            {
                let ctx = ui.ctx().clone();
                self.start(move || ctx.request_repaint());
            }
        });
        ui.separator();
        let height = ui.available_height();
        egui::ScrollArea::vertical()
            .id_salt("compare body")
            .auto_shrink(false)
            .show(ui, |ui| self.body(ui, height));
        chosen
    }

    /// Below the controls: the totals with the bar chart beside (or below) them, the trees
    /// side by side where they fit, nodes by depth, and the depth table of a board game.
    /// `height`: how tall the view is, so the trees can share what is left of it.
    fn body(&mut self, ui: &mut Ui, height: f32) {
        let top = ui.cursor().top();
        match &self.result {
            None if !self.is_running() => {
                ui.label(t!("play-compare-press-run"));
            }
            None => {}
            Some(Err(e)) => {
                ui.colored_label(error_colour(ui), e.say());
            }
            Some(Ok(c)) => {
                let room = ui.available_rect_before_wrap();
                // A table wider than the view (large type, long names) scrolls sideways;
                // the chart then goes below it.
                let (drawn, table) = {
                    let r = egui::ScrollArea::horizontal()
                        .id_salt("compare totals")
                        .show(ui, |ui| ui.vertical(|ui| table::totals(ui, c)).inner);
                    let mut rect = r.inner_rect;
                    rect.set_width(r.content_size.x.min(rect.width()));
                    (r.inner, rect)
                };
                self.chart = chart::ui(ui, c, &drawn, table, room);
            }
        }
        if self.show_trees {
            let left = height - (ui.cursor().top() - top);
            self.pictures_ui(ui, left);
        }
        if let Some(Ok(c)) = &self.result {
            table::by_depth(ui, c);
        }
        if self.scenario.grid().is_some() {
            self.by_depth.ui(ui, &self.scenario);
        }
    }

    /// The bars of the chart as last drawn: each configuration and its nodes visited.
    pub fn chart_bars(&self) -> &[chart::ChartBar] {
        &self.chart
    }

    /// Each configuration's tree, side by side, stepped together; as many to a row as fit
    /// at a readable size, sharing the `left` height of the view.
    fn pictures_ui(&mut self, ui: &mut Ui, left: f32) {
        if self.pictures.is_empty() {
            if self.result.as_ref().is_some_and(|r| r.is_ok()) {
                ui.label(t!("play-compare-trees-limit", nodes = MAX_PICTURE_NODES));
            }
            return;
        }
        ui.separator();
        let longest = self
            .pictures
            .iter()
            .map(|(_, p)| p.playback.len())
            .max()
            .unwrap_or(0);
        self.step = self.step.min(longest);
        ui.add(
            egui::Slider::new(&mut self.step, 0..=longest).text(t!("play-compare-step-all-trees")),
        );
        let gap = ui.spacing().item_spacing.x;
        let per_row = ((ui.available_width() / 260.0).floor() as usize).clamp(2, 5);
        let width = ui.available_width() / per_row as f32 - gap;
        let rows = self.pictures.len().div_ceil(per_row) as f32;
        let label = ui.text_style_height(&egui::TextStyle::Body) + 2.0 * gap;
        let tall = ((left - 40.0) / rows - label).clamp(150.0, 320.0);
        let mut style = super::picture_style(ui, false);
        style.font_scale *= 0.8;
        for row in self.pictures.chunks_mut(per_row) {
            ui.horizontal(|ui| {
                for (config, p) in row.iter_mut() {
                    ui.vertical(|ui| {
                        ui.label(configuration_name(config));
                        let k = self.step.min(p.playback.len());
                        p.playback.seek(k);
                        p.ui(ui, egui::vec2(width, tall), &style, None);
                    });
                }
            });
        }
    }
}

impl Mode for CompareView {
    /// Offers the stepper's scenario when it is another than the one compared.
    fn link_name(&self) -> &'static str {
        "compare"
    }

    fn name(&self) -> String {
        t!("app-tool-compare")
    }

    fn purpose(&self) -> String {
        t!("app-tool-compare-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        self.set_scenario(link.scenario.clone());
        crate::mode::Opened::WithStepper
    }

    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        let offer = current.scenario.filter(|s| **s != self.scenario).cloned();
        if let Some(s) = self.draw(ui, offer) {
            self.set_scenario(s);
        }
        None
    }
}
