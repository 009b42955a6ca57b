//! Drawing check mode: the file's name and Open…, the verdict, the step bar (with →/←,
//! Home/End and D for the first difference), and the two trees side by side with the node
//! where they part ringed on both and a legend saying what the ring means.

use super::{CheckView, Checked};
use crate::keys::{self, Action, Command};
use crate::mode::Request;
use crate::toolkit::{error_colour, picture_style};
use egui::{Color32, RichText, Stroke, Ui};
use gametree_engine::trace::NodeId;
use gametree_teach::Say;
use gametree_teach::t;

/// The colour of the ring on the node where the searches part: magenta, a colour the canvas
/// uses for nothing else.
pub fn parting_colour(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(255, 80, 220)
    } else {
        Color32::from_rgb(190, 0, 150)
    }
}

impl CheckView {
    /// Draws the view; asks for a file when Open… is pressed.
    pub(super) fn draw(&mut self, ui: &mut Ui) -> Option<Request> {
        self.keys(ui);
        let mut request = None;
        ui.horizontal_wrapped(|ui| {
            let title = match self.checked() {
                Some(c) => t!("app-check-title", name = c.name.as_str()),
                None => t!("app-tool-check"),
            };
            ui.label(RichText::new(title).strong().size(crate::scaled(ui, 16.0)));
            if ui
                .button(t!("app-check-open"))
                .on_hover_text(t!("app-check-open-hover"))
                .clicked()
            {
                request = Some(Request::OpenFile);
            }
            if ui
                .selectable_label(self.grade.shown, t!("app-grade-open"))
                .on_hover_text(t!("app-grade-open-hover"))
                .clicked()
            {
                self.grade.shown = !self.grade.shown;
            }
        });
        if self.grade.shown {
            if let Some(o) = self.grade.ui(ui) {
                self.open(&o.name, o.events, &o.scenario);
                self.go_to_parting();
                // The trees need the room; the table is kept for the next student.
                self.grade.shown = false;
            }
            ui.separator();
        }
        match &self.opened {
            None => {
                ui.label(t!("app-check-intro"));
                return request;
            }
            Some(Err(e)) => {
                ui.colored_label(error_colour(ui), e.say());
                ui.label(t!("app-check-intro"));
                return request;
            }
            Some(Ok(_)) => {}
        }
        self.verdict_ui(ui);
        self.step_bar(ui);
        ui.separator();
        self.trees(ui);
        request
    }

    /// →/← one step, Home/End, D to the first difference (while no text box has the keys).
    fn keys(&mut self, ui: &Ui) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let (right, left, home, end, part) = ui.input(|i| {
            (
                keys::pressed(i, Action::Step(Command::Forward)),
                keys::pressed(i, Action::Step(Command::Back)),
                keys::pressed(i, Action::Step(Command::Start)),
                keys::pressed(i, Action::Step(Command::End)),
                keys::pressed(i, Action::Parting),
            )
        });
        if right {
            self.go_to(self.step + 1);
        }
        if left {
            self.go_to(self.step.saturating_sub(1));
        }
        if home {
            self.go_to(0);
        }
        if end {
            self.go_to(usize::MAX);
        }
        if part {
            self.go_to_parting();
        }
    }

    /// The verdict in the words of `gametree check`, in the ring's colour when they part.
    fn verdict_ui(&self, ui: &mut Ui) {
        let Some(c) = self.checked() else { return };
        let colour = match c.judged.parting {
            Some(_) => parting_colour(ui),
            None => crate::toolkit::verdict_colour(ui, true),
        };
        for (i, line) in c.verdict().into_iter().enumerate() {
            let text = RichText::new(line).color(colour);
            ui.label(if i == 0 { text.strong() } else { text });
        }
    }

    /// |◀ ◀ the slider ▶ ▶|, "Step k of N", the jump to the first difference, and "they part
    /// here" at that step.
    fn step_bar(&mut self, ui: &mut Ui) {
        let Some(c) = self.checked() else { return };
        let (len, parting) = (c.len(), c.parting_step());
        let mut step = self.step;
        ui.horizontal_wrapped(|ui| {
            let back = ui
                .add_enabled(step > 0, egui::Button::new("|◀"))
                .on_hover_text(t!("app-check-start"));
            if back.clicked() {
                step = 0;
            }
            if ui
                .add_enabled(step > 0, egui::Button::new("◀"))
                .on_hover_text(t!("app-check-back"))
                .clicked()
            {
                step = step.saturating_sub(1);
            }
            ui.add(egui::Slider::new(&mut step, 0..=len).show_value(false))
                .on_hover_text(t!("app-check-step-all"));
            if ui
                .add_enabled(step < len, egui::Button::new("▶"))
                .on_hover_text(t!("app-check-forward"))
                .clicked()
            {
                step += 1;
            }
            if ui
                .add_enabled(step < len, egui::Button::new("▶|"))
                .on_hover_text(t!("app-check-end"))
                .clicked()
            {
                step = len;
            }
            ui.label(t!("app-check-step", step = step, steps = len));
            if let Some(p) = parting
                && ui
                    .button(t!("app-check-go-to-parting"))
                    .on_hover_text(t!("app-check-go-to-parting-hover"))
                    .clicked()
            {
                step = p;
            }
            if parting == Some(step) {
                ui.label(
                    RichText::new(t!("app-check-here"))
                        .strong()
                        .color(parting_colour(ui)),
                );
            }
        });
        if step != self.step {
            self.go_to(step);
        }
    }

    /// The two trees side by side, each titled, the parting node ringed; the legend below.
    fn trees(&mut self, ui: &mut Ui) {
        let colour = parting_colour(ui);
        let Some(Ok(c)) = &mut self.opened else {
            return;
        };
        let legend = ui.text_style_height(&egui::TextStyle::Body) * 2.0;
        let gap = ui.spacing().item_spacing.x;
        let width = (ui.available_width() - gap) / 2.0;
        let title_h = ui.text_style_height(&egui::TextStyle::Body) + 2.0 * gap;
        let tall = (ui.available_height() - legend - title_h - 2.0 * gap).max(150.0);
        // The learner's windows show when their events carried them ("alpha"/"beta"): the
        // evidence for a window not passed down.
        let styles = [picture_style(ui, c.windows), picture_style(ui, true)];
        let titles = [t!("app-check-yours"), c.textbook_title()];
        let did = c.did();
        let Checked {
            theirs,
            ours,
            marks,
            ..
        } = c;
        ui.horizontal(|ui| {
            let pairs = [(theirs, marks.0), (ours, marks.1)];
            let heads = titles.into_iter().zip(did);
            for (((picture, mark), (title, did)), style) in
                pairs.into_iter().zip(heads).zip(&styles)
            {
                ui.vertical(|ui| {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(title).strong());
                        // What this search did at the step shown ("finished" past its end).
                        let said = match did {
                            Some(d) => t!("app-check-did", did = d),
                            None if self.step > 0 => t!("app-check-did-nothing"),
                            None => String::new(),
                        };
                        ui.label(said);
                    });
                    picture.ui(ui, egui::vec2(width, tall), style, None);
                    if let Some(node) = mark {
                        ring(ui, picture, node, colour);
                    }
                });
            }
        });
        if c.judged.parting.is_some() {
            ui.horizontal_wrapped(|ui| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                ui.painter()
                    .circle_stroke(rect.center(), 7.0, Stroke::new(3.0, colour));
                ui.label(t!("app-check-legend-parting"));
            });
        }
    }
}

/// A ring around `node` as `picture` drew it last (where it stands in a bundle of children
/// too narrow to draw one by one, when it is in one).
fn ring(ui: &Ui, picture: &crate::toolkit::Picture, node: NodeId, colour: Color32) {
    let (Some(rect), Some(scene)) = (picture.last_rect, &picture.last_scene) else {
        return;
    };
    let drawn = scene.node_boxes().find(|(n, _)| *n == node).map(|(_, b)| {
        let centre = crate::toolkit::on_screen(rect, gametree_draw::scene::box_centre(&b));
        (
            centre,
            ((b[2] - b[0]).max(b[3] - b[1]) / 2.0 + 6.0).max(10.0),
        )
    });
    let Some((centre, radius)) = drawn.or_else(|| Some((picture.node_on_screen(node)?, 10.0)))
    else {
        return;
    };
    ui.painter()
        .with_clip_rect(rect)
        .circle_stroke(centre, radius, Stroke::new(3.5, colour));
}
