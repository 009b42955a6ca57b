//! The answer rows of practice mode, beside the tree: a row per node with the value (or
//! bound) typed for each inner node, its α/β window when asked, the "pruned" tick, and for
//! PVS tests the "searched again?" tick; each with its verdict after Check.

use super::round::{Round, Verdict};
use crate::toolkit::verdict_colour;
use egui::{Color32, RichText, TextEdit, Ui};
use gametree_engine::trace::{NodeId, Trace, flags};
use gametree_teach::Say;
use gametree_teach::practice::Question;
use gametree_teach::t;
use std::collections::BTreeSet;

impl Round {
    /// The grid of rows, windows asked when `windows`.
    pub(super) fn rows_ui(&mut self, ui: &mut Ui, windows: bool) {
        let trace = self.sheet.trace.clone();
        let all = self.sheet.questions.all.clone();
        let tests = !self.sheet.questions.tests.is_empty();
        egui::Grid::new("practice grid")
            .striped(true)
            .num_columns(3 + 2 * windows as usize + tests as usize)
            .show(ui, |ui| {
                ui.label(RichText::new(t!("practice-column-node")).strong());
                ui.label(RichText::new(t!("practice-column-value")).strong());
                if windows {
                    ui.label(RichText::new("α").strong());
                    ui.label(RichText::new("β").strong());
                }
                ui.label(RichText::new(t!("practice-column-pruned")).strong());
                if tests {
                    ui.label(RichText::new(t!("practice-column-searched-again")).strong())
                        .on_hover_text(t!("practice-column-searched-again-hint"));
                }
                ui.end_row();
                for n in all {
                    self.row(ui, &trace, n, windows);
                    if tests {
                        self.research_cell(ui, &trace, n);
                    }
                    ui.end_row();
                }
            });
    }

    /// One node's row: its name, value box, window boxes and pruned tick.
    fn row(&mut self, ui: &mut Ui, trace: &Trace, n: NodeId, windows: bool) {
        let name = self.sheet.name_or_empty(n);
        let inner = self.sheet.inner.contains(&n);
        ui.horizontal(|ui| {
            ui.add_space(trace.node(n).depth as f32 * 16.0);
            ui.label(row_label(trace, n, &name, inner));
        });
        let value_mark = self.marking.verdict(trace, n, Question::Value);
        let window_mark = self.marking.verdict(trace, n, Question::Window);
        let pruned_mark = self.marking.verdict(trace, n, Question::Pruned);
        let entry = self.answers.entries.entry(n).or_default();
        if inner {
            ui.horizontal(|ui| {
                let colour = value_mark.as_ref().map(|m| verdict_colour(ui, m.0));
                text_box(
                    ui,
                    &mut entry.value,
                    &t!("practice-value-of", node = &name),
                    70.0,
                    colour,
                );
                verdict(ui, value_mark.as_ref());
            });
        } else {
            ui.label("");
        }
        if windows {
            if inner {
                let colour = window_mark.as_ref().map(|m| verdict_colour(ui, m.0));
                text_box(
                    ui,
                    &mut entry.alpha,
                    &t!("practice-alpha-of", node = &name),
                    50.0,
                    colour,
                );
                ui.horizontal(|ui| {
                    text_box(
                        ui,
                        &mut entry.beta,
                        &t!("practice-beta-of", node = &name),
                        50.0,
                        colour,
                    );
                    verdict(ui, window_mark.as_ref());
                });
            } else {
                ui.label("");
                ui.label("");
            }
        }
        ui.horizontal(|ui| {
            if trace.parent(n).is_some()
                && let Some(on) = tick(
                    ui,
                    self.answers.pruned.contains(&n),
                    &t!("practice-pruned-name", node = &name),
                    pruned_mark.as_ref(),
                )
            {
                set_member(&mut self.answers.pruned, n, on);
            }
        });
    }

    /// The "searched again?" tick of a PVS test (empty for the other nodes).
    fn research_cell(&mut self, ui: &mut Ui, trace: &Trace, n: NodeId) {
        if !self.sheet.questions.tests.contains(&n) {
            ui.label("");
            return;
        }
        let name = self.sheet.name_or_empty(n);
        let mark = self.marking.verdict(trace, n, Question::Research);
        ui.horizontal(|ui| {
            let label = t!("practice-searched-again-name", node = &name);
            let on = self.answers.researched.contains(&n);
            if let Some(on) = tick(ui, on, &label, mark.as_ref()) {
                set_member(&mut self.answers.researched, n, on);
            }
        });
    }
}

/// The words naming a row: an inner node by its unique name and player, a leaf by its own
/// name (and value, when the name is not the value).
fn row_label(trace: &Trace, n: NodeId, name: &str, inner: bool) -> String {
    let node = trace.node(n);
    if inner {
        return t!(
            "practice-row-inner",
            node = name,
            player = node.player.name()
        );
    }
    // Rows tell equal leaves apart by where they sit; the name stays plain.
    let own = trace.node_name(n).say();
    match node.value() {
        Some(v) if v.to_string() != own && node.has(flags::TERMINAL) => {
            t!(
                "practice-row-leaf-value",
                node = &own,
                value = v.to_string()
            )
        }
        _ => t!("practice-row-leaf", node = &own),
    }
}

/// Puts `id` in `set` or takes it out.
pub(super) fn set_member(set: &mut BTreeSet<NodeId>, id: NodeId, member: bool) {
    if member {
        set.insert(id);
    } else {
        set.remove(&id);
    }
}

/// A tick box named for screen readers and tests, with its verdict after it; the new state
/// when it was clicked.
fn tick(ui: &mut Ui, on: bool, name: &str, mark: Option<&Verdict>) -> Option<bool> {
    let mut on = on;
    let changed = ui.checkbox(&mut on, "").accessible_name(name).changed();
    verdict(ui, mark);
    changed.then_some(on)
}

/// A small text box named for screen readers and tests, tinted by its verdict.
fn text_box(ui: &mut Ui, text: &mut String, name: &str, width: f32, colour: Option<Color32>) {
    let mut edit = TextEdit::singleline(text).desired_width(width);
    if let Some(c) = colour {
        edit = edit.text_color(c);
    }
    ui.add(edit).accessible_name(name);
}

/// "right" or "wrong" (bold, green or red) after an entry; hovering a wrong one explains it.
fn verdict(ui: &mut Ui, mark: Option<&Verdict>) {
    if let Some((right, expected, why)) = mark {
        let word = if *right {
            t!("practice-right")
        } else {
            t!("practice-wrong")
        };
        let r = ui.label(
            RichText::new(word)
                .strong()
                .color(verdict_colour(ui, *right)),
        );
        if !right {
            r.on_hover_text(
                why.clone()
                    .unwrap_or_else(|| t!("practice-expected", expected = expected)),
            );
        }
    }
}
