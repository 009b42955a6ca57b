//! The tree itself as practice mode's answer sheet: click an inner node and its value box
//! opens beside it, with the keyboard (type, Enter); click an edge to mark (or unmark) it
//! pruned; the values typed stand beside their nodes, and after Check every wrong entry is
//! ringed in red on the tree, with the right answer and why on hover.

use super::round::Round;
use super::rows::set_member;
use crate::toolkit::{on_screen, picture_style, verdict_colour};
use egui::{Align2, Pos2, Rect, RichText, Stroke, TextEdit, Ui};
use gametree_engine::trace::NodeId;
use gametree_teach::practice;
use gametree_teach::t;

impl Round {
    /// The picture, the learner's marks on it, and the value box of the node clicked.
    pub(super) fn tree_ui(&mut self, ui: &mut Ui) {
        let size = (ui.available_size() - egui::vec2(0.0, 40.0)).max(egui::vec2(200.0, 200.0));
        let style = picture_style(ui, self.marking.solution_shown);
        let tree = &mut self.tree;
        let clicked = tree.picture.ui(ui, size, &style, tree.chosen);
        let mut just_chosen = false;
        if let Some(n) = clicked {
            tree.chosen = self.sheet.inner.contains(&n).then_some(n);
            just_chosen = tree.chosen.is_some();
        } else if let Some(child) = tree
            .picture
            .last_click
            .and_then(|p| tree.picture.edge_at(p))
        {
            let marked = self.answers.pruned.contains(&child);
            set_member(&mut self.answers.pruned, child, !marked);
        }
        self.tree_marks(ui);
        self.typed_values(ui);
        if let Some(n) = self.tree.chosen {
            self.value_field(ui, n, just_chosen);
        }
        ui.label(RichText::new(t!("practice-tree-hint")).weak());
    }

    /// Node `n`'s box as drawn last frame, in screen points.
    fn node_rect(&self, n: NodeId) -> Option<Rect> {
        let picture = &self.tree.picture;
        let rect = picture.last_rect?;
        let (_, b) = picture
            .last_scene
            .as_ref()?
            .node_boxes()
            .find(|&(id, _)| id == n)?;
        Some(Rect::from_min_max(
            on_screen(rect, [b[0], b[1]]),
            on_screen(rect, [b[2], b[3]]),
        ))
    }

    /// The value box of node `n`, on the tree just right of the node (left of it where the
    /// canvas ends), and given the keyboard when the node was `just_chosen`: typing answers,
    /// and Enter (or Escape, or a click elsewhere) closes it, keeping what was typed.
    fn value_field(&mut self, ui: &mut Ui, n: NodeId, just_chosen: bool) {
        let (Some(node), Some(canvas)) = (self.node_rect(n), self.tree.picture.last_rect) else {
            return;
        };
        let id = ui.scope_id().with(("practice value field", n.index()));
        // Beside the node, on the side with room for the box (its size as drawn last frame).
        let wide = ui
            .ctx()
            .memory(|m| m.area_rect(id))
            .map_or(crate::scaled(ui, 200.0), |r| r.width());
        let (at, pivot) = if node.right() + 6.0 + wide <= canvas.right() {
            (
                Pos2::new(node.right() + 6.0, node.center().y),
                Align2::LEFT_CENTER,
            )
        } else {
            (
                Pos2::new(node.left() - 6.0, node.center().y),
                Align2::RIGHT_CENTER,
            )
        };
        let name = self.sheet.name_or_empty(n);
        let entry = self.answers.entries.entry(n).or_default();
        let field = egui::Area::new(id)
            .order(egui::Order::Foreground)
            .fixed_pos(at)
            .pivot(pivot)
            .constrain_to(canvas)
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style())
                    .show(ui, |ui| {
                        ui.horizontal(|ui| {
                            ui.label(t!("practice-tree-value-label", node = &name));
                            ui.add(
                                TextEdit::singleline(&mut entry.value)
                                    .id_salt(("practice value", n.index()))
                                    .desired_width(crate::scaled(ui, 70.0)),
                            )
                            .accessible_name(t!("practice-tree-value-name", node = &name))
                        })
                        .inner
                    })
                    .inner
            })
            .inner;
        if just_chosen {
            field.request_focus();
        } else if field.lost_focus() {
            self.tree.chosen = None;
        }
    }

    /// The values typed so far, each just right of its node (but the one being typed).
    fn typed_values(&self, ui: &Ui) {
        let Some(canvas) = self.tree.picture.last_rect else {
            return;
        };
        let painter = ui.painter().with_clip_rect(canvas);
        let font = egui::TextStyle::Body.resolve(ui.style());
        let visuals = ui.visuals();
        for (&n, entry) in &self.answers.entries {
            let value = entry.value.trim();
            if value.is_empty() || self.tree.chosen == Some(n) {
                continue;
            }
            let Some(node) = self.node_rect(n) else {
                continue;
            };
            let at = Pos2::new(node.right() + 6.0, node.center().y);
            let galley =
                painter.layout_no_wrap(value.to_owned(), font.clone(), visuals.text_color());
            let back =
                Rect::from_min_size(at - egui::vec2(0.0, galley.size().y / 2.0), galley.size())
                    .expand(3.0);
            painter.rect_filled(back, 3.0, visuals.extreme_bg_color);
            painter.rect_stroke(
                back,
                3.0,
                visuals.widgets.inactive.bg_stroke,
                egui::StrokeKind::Inside,
            );
            painter.galley(
                back.min + egui::vec2(3.0, 3.0),
                galley,
                visuals.text_color(),
            );
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
