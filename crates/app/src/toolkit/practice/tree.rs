//! The tree itself as practice mode's answer sheet: click an inner node to type its value
//! under the picture, click an edge to mark (or unmark) it pruned; after Check every wrong
//! entry is ringed in red on the tree, with the right answer and why on hover.

use super::round::Round;
use super::rows::set_member;
use crate::toolkit::{picture_style, verdict_colour};
use egui::{Rect, RichText, Stroke, TextEdit, Ui};
use gametree_teach::practice;
use gametree_teach::t;

impl Round {
    /// The picture, the learner's marks on it, and the value box of the node clicked.
    pub(super) fn tree_ui(&mut self, ui: &mut Ui) {
        let size = (ui.available_size() - egui::vec2(0.0, 40.0)).max(egui::vec2(200.0, 200.0));
        let style = picture_style(ui, self.marking.solution_shown);
        let tree = &mut self.tree;
        let clicked = tree.picture.ui(ui, size, &style, tree.chosen);
        if let Some(n) = clicked {
            tree.chosen = self.sheet.inner.contains(&n).then_some(n);
        } else if let Some(child) = tree
            .picture
            .last_click
            .and_then(|p| tree.picture.edge_at(p))
        {
            let marked = self.answers.pruned.contains(&child);
            set_member(&mut self.answers.pruned, child, !marked);
        }
        self.tree_marks(ui);
        match self.tree.chosen {
            Some(n) => {
                let name = self.sheet.name_or_empty(n);
                ui.horizontal(|ui| {
                    ui.label(t!("practice-tree-value-label", node = &name));
                    let entry = self.answers.entries.entry(n).or_default();
                    ui.add(TextEdit::singleline(&mut entry.value).desired_width(70.0))
                        .accessible_name(t!("practice-tree-value-name", node = &name));
                });
            }
            None => {
                ui.label(RichText::new(t!("practice-tree-hint")).weak());
            }
        }
    }

    /// Draws the learner's pruned marks (a red × on the edge) and, after Check, a red ring on
    /// every node with a wrong entry, explained on hover.
    fn tree_marks(&self, ui: &mut Ui) {
        let picture = &self.tree.picture;
        let Some(rect) = picture.last_rect else {
            return;
        };
        let painter = ui.painter().with_clip_rect(rect);
        let red = verdict_colour(ui, false);
        let trace = picture.playback.trace();
        for &child in &self.answers.pruned {
            let (Some(c), Some(p)) = (
                picture.screen_centre(child),
                trace.parent(child).and_then(|p| picture.screen_centre(p)),
            ) else {
                continue;
            };
            let m = c + (p - c) * 0.5;
            let d = 5.0;
            let stroke = Stroke::new(2.5, red);
            painter.line_segment([m + egui::vec2(-d, -d), m + egui::vec2(d, d)], stroke);
            painter.line_segment([m + egui::vec2(-d, d), m + egui::vec2(d, -d)], stroke);
        }
        let Some((report, answers)) = &self.marking.report else {
            return;
        };
        for mark in report.marks.iter().filter(|m| !m.right) {
            let Some(c) = picture.screen_centre(mark.node) else {
                continue;
            };
            painter.circle_stroke(c, 16.0, Stroke::new(3.0, red));
            let why = practice::explain(&self.sheet.trace, answers, mark)
                .unwrap_or_else(|| t!("practice-expected", expected = &mark.expected));
            let name = self.sheet.name_or_empty(mark.node);
            ui.interact(
                Rect::from_center_size(c, egui::vec2(32.0, 32.0)),
                ui.scope_id()
                    .with(("mistake", mark.node.index(), mark.question)),
                egui::Sense::hover(),
            )
            .on_hover_text(t!(
                "practice-mistake-hover",
                expected = &mark.expected,
                why = why
            ))
            .widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Label,
                    true,
                    t!(
                        "practice-mistake-name",
                        node = &name,
                        expected = &mark.expected
                    ),
                )
            });
        }
    }
}
