//! Monte Carlo tree search against the exact search, beside the canvas: the exact answer, MCTS's
//! move and estimate after 100, 1,000 and 10,000 iterations, and the estimate's curve against
//! the iterations with the exact value as a line. Worked out off the UI thread once per
//! recording (the exact search can take a moment).

use crate::background::Background;
use crate::keys::Action;
use crate::mode::Request;
use crate::state::Loaded;
use crate::stepper_panel::{Inner, PanelId, Slot, Spot, StepperPanel, Window};
use egui::{RichText, Ui};
use gametree_engine::compare_mcts::{Checkpoint, Exact, checkpoints, exact};
use gametree_engine::trace::{NodeId, Trace, show_real};
use gametree_teach::t;
use std::sync::Arc;

/// What the panel shows.
pub struct Comparison {
    /// The exact answer in the estimate's terms (`None` when too big to solve).
    pub exact: Option<Exact>,
    /// MCTS at the checkpoints within the run.
    pub checkpoints: Vec<Checkpoint>,
    /// The root's estimate after k iterations, at up to 200 points: (k, estimate).
    pub curve: Vec<(usize, f64)>,
}

/// Most points of the estimate curve.
const CURVE_POINTS: usize = 200;

/// The estimate (W/N of the most visited root child, or of the root at a chance root) after
/// every so many iterations.
pub fn estimate_curve(trace: &Trace) -> Vec<(usize, f64)> {
    let Some(view) = trace.mcts_view() else {
        return Vec::new();
    };
    let total = view.record.len();
    let every = total.div_ceil(CURVE_POINTS).max(1);
    let root = NodeId::new(0);
    (1..=total)
        .filter(|k| k % every == 0 || *k == total)
        .filter_map(|k| {
            let node = if trace.is_chance(root) {
                root
            } else {
                view.most_visited(root, k)?
            };
            let (n, w) = view.visits(node, k);
            (n > 0).then(|| (k, w / f64::from(n)))
        })
        .collect()
}

/// The comparison of one recording, worked out in the background.
#[derive(Default)]
pub struct McPanel {
    /// The recording it is for.
    for_trace: Option<Arc<Trace>>,
    job: Option<Background<Comparison>>,
    /// The finished comparison.
    pub shown: Option<Comparison>,
}

impl McPanel {
    /// Starts (once per recording) and picks up the comparison for `trace`.
    fn refresh(&mut self, trace: &Arc<Trace>, ctx: &egui::Context) {
        let same = self
            .for_trace
            .as_ref()
            .is_some_and(|t| Arc::ptr_eq(t, trace));
        if !same {
            self.for_trace = Some(trace.clone());
            self.shown = None;
            let t = trace.clone();
            let job = move || {
                let rewards = t
                    .mcts
                    .as_ref()
                    .map(|m| m.options.rewards)
                    .unwrap_or_default();
                Comparison {
                    exact: t.searched.scenario().and_then(|s| exact(s, rewards)),
                    checkpoints: checkpoints(&t),
                    curve: estimate_curve(&t),
                }
            };
            let ctx = ctx.clone();
            self.job = Background::start("mcts-compare", job, move || ctx.request_repaint()).ok();
        }
        if let Some(job) = &mut self.job
            && let Some(answer) = job.poll()
        {
            self.job = None;
            self.shown = answer.ok();
        }
    }

    /// The panel for the MCTS recording `trace`.
    pub fn ui(&mut self, ui: &mut Ui, trace: &Arc<Trace>) {
        self.refresh(trace, ui.ctx());
        ui.label(RichText::new(t!("app-chance-compare-heading")).strong());
        let Some(m) = &self.shown else {
            ui.add(egui::Spinner::new());
            return;
        };
        ui.label(match &m.exact {
            Some(e) => t!(
                "app-chance-exact",
                best = gametree_teach::mcts_words::best_moves(trace, e),
                value = show_real(e.estimate),
            ),
            None => t!("app-chance-no-exact"),
        });
        checkpoint_table(ui, m, trace);
        estimate_plot(ui, m);
    }
}

impl StepperPanel for McPanel {
    fn id(&self) -> PanelId {
        PanelId::Mcts
    }

    fn title(&self) -> String {
        t!("app-chance-compare-heading")
    }

    fn slot(&self) -> Slot {
        Slot::InInspector(Spot::AfterNodeFacts)
    }

    fn key(&self) -> Option<Action> {
        None
    }

    fn is_open(&self, loaded: &Loaded, _: &Window) -> bool {
        loaded.trace().mcts.is_some()
    }

    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, _: &mut Inner<'_>) -> Option<Request> {
        ui.separator();
        self.ui(ui, loaded.trace());
        None
    }

    fn new_trace(&mut self, _: &Arc<Trace>) {
        *self = McPanel::default();
    }
}

/// MCTS's move and estimate at each checkpoint, and how far off it is: one line a row in the
/// inspector's narrow column (a move that is an exact best move is marked "(best)", said once
/// under the table, not in every row).
fn checkpoint_table(ui: &mut Ui, m: &Comparison, trace: &Trace) {
    let mut marked = false;
    egui::Grid::new("mcts-checkpoints")
        .striped(true)
        .show(ui, |ui| {
            for head in [
                t!("app-chance-col-iterations"),
                t!("app-chance-col-move"),
                t!("app-chance-col-estimate"),
                t!("app-chance-col-error"),
            ] {
                whole_words(ui, head);
            }
            ui.end_row();
            for c in &m.checkpoints {
                ui.label(c.iterations.to_string());
                let played = c.best.clone().unwrap_or_else(|| "—".into());
                let agrees = m.exact.as_ref().is_some_and(|e| e.agrees(&played));
                // Moves in words (the dice race's in Chinese too).
                let best = gametree_teach::move_words::say_move(trace, &played);
                let cell = if agrees {
                    marked = true;
                    t!("app-chance-move-agrees", played = best.as_str())
                } else {
                    best
                };
                ui.add(egui::Label::new(cell).wrap_mode(egui::TextWrapMode::Extend));
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
    if marked {
        ui.label(RichText::new(t!("app-chance-agrees-key")).weak());
    }
}

/// A cell of the table that wraps between words, never inside one ("iterations" was cut to
/// "iterati / ons" in a narrow panel): its words are put into lines as wide as the cell has
/// room for, a word too long for that on a line of its own, so the column grows to its
/// longest word. Chinese, written without spaces, may break between any two characters and is
/// left to egui's wrapping.
fn whole_words(ui: &mut Ui, text: String) {
    if text.chars().any(|c| c >= '\u{2E80}') {
        ui.label(text);
        return;
    }
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width = |t: &str| crate::fonts::text_width(ui, t, &font);
    let lines = word_lines(&text, ui.available_width(), width);
    ui.add(egui::Label::new(lines.join("\n")).wrap_mode(egui::TextWrapMode::Extend));
}

/// `text`'s words put into lines no wider than `room` (by `width`), in order, each line as full
/// as it can be; a word wider than `room` has a line of its own, whole.
fn word_lines(text: &str, room: f32, width: impl Fn(&str) -> f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if width(&format!("{line} {word}")) <= room => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The estimate against the iterations (log scale), with the exact value as a dashed line
/// under it ([`crate::estimate_plot`]); the key under the plot, not inside it (in a narrow panel
/// a legend box covers the curve and is cut at the edge). Shorter in a short window, so it
/// stays in view.
fn estimate_plot(ui: &mut Ui, m: &Comparison) {
    use crate::estimate_plot::{ESTIMATE, EXACT, show};
    let height = (ui.ctx().content_rect().height() * 0.2).clamp(100.0, 160.0);
    show(ui, height, &m.curve, m.exact.as_ref().map(|e| e.estimate));
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(ESTIMATE, RichText::new("——").strong());
        ui.label(t!("app-chance-plot-estimate"));
        if m.exact.is_some() {
            ui.colored_label(EXACT, "- - -");
            ui.label(t!("app-chance-plot-exact"));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::word_lines;

    #[test]
    fn cells_wrap_between_words_never_inside_one() {
        // Each character one point wide.
        let width = |t: &str| t.chars().count() as f32;
        assert_eq!(word_lines("iterations", 4.0, width), ["iterations"]);
        assert_eq!(
            word_lines("most visited move", 12.0, width),
            ["most visited", "move"]
        );
        assert_eq!(
            word_lines("step (an exact best move)", 8.0, width),
            ["step (an", "exact", "best", "move)"]
        );
        let text = "the quick brown fox jumps over the lazy dog";
        for room in 1..50 {
            let lines = word_lines(text, room as f32, width);
            assert_eq!(lines.join(" "), text, "nothing lost or split");
            for line in &lines {
                assert!(width(line) <= room as f32 || !line.contains(' '), "{line}");
            }
        }
    }
}
