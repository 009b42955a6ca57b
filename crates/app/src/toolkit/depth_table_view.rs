//! Compare's "depth by depth" table for board games: the position searched at depth limits
//! 1 … N, each row with the move chosen, the value and the nodes alpha-beta visits plain,
//! with ordering, with the table and with both — so a learner sees the answer change with
//! the depth and the work grow. Runs on a worker thread with a Cancel button.

use super::error_colour;
use crate::background::Background;
use crate::error::AppError;
use egui::{RichText, Ui};
use gametree_engine::compare::{DEPTH_TABLE_COLUMNS, DepthTable, depth_table, group};
use gametree_engine::scenario::{Progress, Scenario, ScenarioError};
use gametree_teach::Say;
use gametree_teach::t;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// The table being worked out on a worker thread (its error is worded on the window's).
type Job = Background<Result<DepthTable, ScenarioError>>;

/// The deepest limit offered.
pub const MAX_TABLE_DEPTH: u32 = 12;

/// The depth table's state: how deep, the running job, the last table.
pub struct DepthTableView {
    /// Search depths 1 to this.
    pub max_depth: u32,
    job: Option<(Arc<Progress>, Job)>,
    result: Option<Result<DepthTable, AppError>>,
    /// The learner cancelled: do not start again by itself.
    stopped: bool,
}

impl Default for DepthTableView {
    /// Depths 1 to 9, nothing run yet.
    fn default() -> Self {
        DepthTableView {
            max_depth: 9,
            job: None,
            result: None,
            stopped: false,
        }
    }
}

impl DepthTableView {
    /// The last table, or why it failed.
    pub fn result(&self) -> Option<&Result<DepthTable, AppError>> {
        self.result.as_ref()
    }

    /// Runs the table on this thread (tests).
    pub fn run_now(&mut self, scenario: &Scenario) {
        self.cancel();
        self.result = Some(depth_table(scenario, 1..=self.max_depth, None).map_err(AppError::from));
    }

    /// Stops a running table.
    pub fn cancel(&mut self) {
        if let Some((p, _)) = self.job.take() {
            p.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Forgets the table (another scenario was chosen); the next one starts by itself.
    pub fn clear(&mut self) {
        self.cancel();
        self.result = None;
        self.stopped = false;
    }

    fn start(&mut self, scenario: &Scenario, ctx: &egui::Context) {
        self.cancel();
        let progress = Arc::new(Progress::default());
        let (p, s, depth) = (progress.clone(), scenario.clone(), self.max_depth);
        // The worker makes no words: its answer is worded on the window's thread.
        let job = move || depth_table(&s, 1..=depth, Some(&p));
        let ctx = ctx.clone();
        match Background::start("depth table", job, move || ctx.request_repaint()) {
            Ok(b) => self.job = Some((progress, b)),
            Err(e) => self.result = Some(Err(AppError::DepthCannotStart(e))),
        }
    }

    /// Draws the section: the depth chooser and Run (or progress and Cancel), then the table.
    /// The first time it is shown for a scenario it starts by itself.
    pub fn ui(&mut self, ui: &mut Ui, scenario: &Scenario) {
        if self.result.is_none() && self.job.is_none() && !self.stopped {
            self.start(scenario, ui.ctx());
        }
        if let Some((_, job)) = &mut self.job
            && let Some(answer) = job.poll()
        {
            self.job = None;
            self.result = Some(match answer {
                Ok(r) => r.map_err(AppError::from),
                Err(e) => Err(AppError::DepthStopped(e)),
            });
        }
        ui.add_space(8.0);
        ui.label(RichText::new(t!("play-depth-by-depth")).strong());
        ui.label(RichText::new(t!("play-depth-intro")).weak());
        ui.horizontal(|ui| {
            let l = ui.label(t!("play-depth-depths-up-to"));
            ui.add(egui::DragValue::new(&mut self.max_depth).range(1..=MAX_TABLE_DEPTH))
                .labelled_by(l.id);
            if let Some((p, _)) = &self.job {
                ui.spinner();
                ui.label(t!(
                    "play-searching",
                    nodes = p.nodes.load(Ordering::Relaxed)
                ));
                if ui.button(t!("play-cancel")).clicked() {
                    self.cancel();
                    self.stopped = true;
                }
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(50));
            } else if ui.button(t!("play-depth-search-every-depth")).clicked() {
                self.start(scenario, ui.ctx());
            }
        });
        match &self.result {
            None => {}
            Some(Err(e)) => {
                ui.colored_label(error_colour(ui), e.say());
            }
            Some(Ok(t)) => table(ui, t),
        }
    }
}

fn table(ui: &mut Ui, t: &DepthTable) {
    egui::Grid::new("depth table")
        .striped(true)
        .num_columns(3 + DEPTH_TABLE_COLUMNS.len())
        .show(ui, |ui| {
            for h in gametree_teach::compare_words::depth_table_headings() {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            let mut last: Option<&str> = None;
            for r in &t.rows {
                ui.label(r.depth.to_string());
                let mv = r.best_move.as_deref().unwrap_or("—");
                // A move that differs from the depth above is marked: the answer changed.
                let changed = last.is_some_and(|l| l != mv);
                let text = RichText::new(mv);
                ui.label(if changed { text.strong() } else { text });
                last = Some(mv);
                ui.label(
                    r.value
                        .map_or("—".into(), gametree_engine::trace::show_value),
                );
                for n in &r.nodes {
                    ui.label(match n {
                        Ok(n) => group(*n),
                        Err(_) => t!("play-over-budget"),
                    });
                }
                ui.end_row();
            }
        });
}
