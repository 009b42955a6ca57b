//! The host's card, on the window's right (above the tree on a narrow window): before a
//! session, what it is and Start (with the port); during it, the students' address, the join
//! code in large type, the QR code, the students connected (live), where the answers are
//! written, and Stop (asked twice); folded (F9 or its button), the code and the count on one
//! line, so that on a projector the tree keeps its room. The teacher's panel (Ask, the
//! histogram, Reveal…) follows under the card.

use super::{ClassHost, Outcome, Running};
use crate::App;
use crate::layout::Arrangement;
use egui::{RichText, Ui};
use gametree_class::protocol::{JoinLink, Role};
use gametree_class::server::ServerError;
use gametree_teach::{Say, t};
use std::io::ErrorKind;
use std::time::Duration;

/// How often the card is drawn again while a session runs, for the students' count.
const COUNT_EVERY: Duration = Duration::from_millis(500);

/// The card's width at a desk until the user drags its edge (300 on a projector).
const CARD_WIDTH: f32 = 320.0;

/// What the card's buttons ask for.
enum Act {
    Start,
    Stop,
    Close,
}

impl App {
    /// F9 ("Class session…"): shows the stepper and the card; with a session running, folds
    /// or unfolds it; with none, closes the card again.
    pub(crate) fn class_session_key(&mut self) {
        self.toolkit.show_stepper();
        let host = &mut self.class_host;
        if !host.open {
            host.open = true;
            host.folded = false;
        } else if host.running.is_some() {
            host.folded = !host.folded;
        } else {
            host.open = false;
        }
    }

    /// The title bar's "Class session…" button: opens or closes the card (a session running
    /// goes on; the teacher's panel stays).
    pub(crate) fn class_host_button(&mut self, ui: &mut Ui) {
        let host = &mut self.class_host;
        let text = match &host.running {
            Some(r) => t!("class-host-open-running", code = r.code()),
            None => t!("class-host-open"),
        };
        if ui
            .selectable_label(host.open, text)
            .on_hover_text(t!("class-host-open-tip"))
            .clicked()
        {
            host.open = !host.open;
            host.folded = false;
        }
    }

    /// Starts a session as [`ClassHost::config`] says and joins it as the teacher, so that
    /// this app's scenario and step are the session's. Why it could not start shows on the
    /// card.
    pub fn start_class_session(&mut self, ctx: &egui::Context) {
        self.class_host.open = true;
        let Some(running) = self.class_host.start() else {
            return;
        };
        let url = running.teacher_ws();
        let link = JoinLink {
            code: running.code().to_string(),
            teacher: Some(running.key().to_string()),
        };
        self.join_class(&url, &link, None, None, ctx);
    }

    /// Ends the session: every student's page is told; the app leaves it as the teacher.
    pub fn stop_class_session(&mut self, ctx: &egui::Context) {
        if self.class.as_ref().is_some_and(|c| c.is_teacher()) {
            self.class = None;
        }
        let ctx = ctx.clone();
        self.class_host.stop(move || ctx.request_repaint());
    }

    /// The host's card (and the teacher's panel under it) while the card is open: on the
    /// right, or above the tree in a narrow window. False when it is closed (the class panel
    /// alone is drawn then).
    pub(crate) fn class_host_panel(&mut self, ui: &mut Ui, a: Arrangement) -> bool {
        let ctx = ui.ctx().clone();
        if self.class_host.poll() {
            // The teacher's page ended the session.
            self.stop_class_session(&ctx);
        }
        if self.class_host.running.is_some() || self.class_host.is_stopping() {
            ctx.request_repaint_after(COUNT_EVERY);
        }
        if !self.class_host.open {
            self.class_host.drawn = None;
            return false;
        }
        let presentation = a == Arrangement::Presentation;
        if self.class_host.drawn.is_none() && a == Arrangement::Wide {
            // Just opened at a desk too narrow for the card beside the inspector and the
            // Code panel: the inspector folds (I brings it back), so the tree keeps its room.
            let width = ctx.content_rect().width();
            if width < gametree_draw::canvas::INSPECTOR_OPENS_FROM + CARD_WIDTH {
                self.panels.wide.inspector = false;
                self.panels.inspector_chosen = true;
            }
        }
        let teacher = self
            .class
            .as_ref()
            .is_some_and(|c| c.role() == Role::Teacher);
        let draw = |ui: &mut Ui, app: &mut App| {
            egui::ScrollArea::vertical()
                .id_salt("class-host-scroll")
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    let act = card(ui, &mut app.class_host);
                    if teacher && app.class_host.running.is_some() {
                        ui.separator();
                        crate::class::teacher_panel::ui(ui, app, false);
                    }
                    act
                })
                .inner
        };
        let shown = if a == Arrangement::Narrow {
            egui::Panel::top("class-host")
                .resizable(false)
                .show(ui, |ui| {
                    ui.set_max_height(ui.ctx().content_rect().height() * 0.45);
                    draw(ui, self)
                })
        } else {
            egui::Panel::right(("class-host", presentation))
                .resizable(true)
                .default_size(if presentation { 300.0 } else { CARD_WIDTH })
                .size_range(220.0..=560.0)
                .show(ui, |ui| draw(ui, self))
        };
        self.class_host.drawn = Some(shown.response.rect);
        match shown.inner {
            Some(Act::Start) => self.start_class_session(&ctx),
            Some(Act::Stop) => self.stop_class_session(&ctx),
            Some(Act::Close) => self.class_host.open = false,
            None => {}
        }
        true
    }
}

/// The card itself; what was pressed.
fn card(ui: &mut Ui, host: &mut ClassHost) -> Option<Act> {
    let mut act = None;
    ui.horizontal(|ui| {
        let heading = RichText::new(t!("class-host-heading"))
            .strong()
            .size(crate::scaled(ui, 17.0));
        ui.label(heading);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if host.running.is_some() {
                let text = if host.folded {
                    t!("class-host-unfold")
                } else {
                    t!("class-host-fold")
                };
                if ui
                    .button(text)
                    .on_hover_text(t!("class-host-fold-tip"))
                    .clicked()
                {
                    host.folded = !host.folded;
                }
            } else if !host.is_stopping() && ui.button(t!("class-host-close")).clicked() {
                act = Some(Act::Close);
            }
        });
    });
    if let Some(running) = &host.running {
        if host.folded {
            folded(ui, running);
        } else {
            unfolded(ui, running);
        }
        if host.confirm_stop {
            ui.label(RichText::new(t!("class-host-stop-confirm")).strong());
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("class-host-stop-yes")).clicked() {
                    act = Some(Act::Stop);
                }
                if ui.button(t!("class-host-stop-no")).clicked() {
                    host.confirm_stop = false;
                }
            });
        } else if ui.button(t!("class-host-stop")).clicked() {
            host.confirm_stop = true;
        }
        return act;
    }
    if host.is_stopping() {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.label(t!("class-host-stopping"));
        });
        return act;
    }
    match &host.last {
        Some(Outcome::Failed(e)) => {
            ui.colored_label(crate::toolkit::error_colour(ui), server_words(e));
        }
        Some(Outcome::Ended(stopped)) => {
            ui.label(
                RichText::new(t!(
                    "class-host-ended",
                    answers = stopped.answers as usize,
                    students = stopped.seats as usize
                ))
                .strong(),
            );
            if let Some(file) = &stopped.results_file {
                results_line(ui, file, stopped.results_failed);
            }
        }
        None => {}
    }
    ui.label(t!("class-host-intro"));
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(t!("class-host-port"));
        ui.add(egui::DragValue::new(&mut host.config.port).range(0..=65535))
            .labelled_by(l.id)
            .on_hover_text(t!("class-host-port-tip"));
    });
    web_line(ui, host.config.web.resolve().as_deref());
    let start = egui::Button::new(RichText::new(t!("class-host-start")).strong());
    if ui.add(start).clicked() {
        act = Some(Act::Start);
    }
    act
}

/// The running session unfolded: address, code, QR code, count, results file, web build.
fn unfolded(ui: &mut Ui, running: &Running) {
    ui.label(t!("class-host-join-at"));
    let url = RichText::new(&running.students_url)
        .monospace()
        .size(crate::scaled(ui, 13.0));
    ui.add(egui::Label::new(url).selectable(true));
    ui.add_space(4.0);
    ui.label(t!("class-host-code"));
    // Seven monospace characters ("ABC 234") across the card, within reason.
    let size = (ui.available_width() / 4.4).clamp(28.0, 72.0);
    let code = RichText::new(spaced(running.code()))
        .monospace()
        .strong()
        .size(size);
    ui.add(egui::Label::new(code).selectable(true));
    if let Some(qr) = &running.qr {
        let side = ui
            .available_width()
            .min(ui.ctx().content_rect().height() * 0.42);
        ui.vertical_centered(|ui| qr.ui(ui, side, &t!("class-host-qr")));
    }
    students(ui, running, 22.0);
    match running.results_file() {
        Some(file) => results_line(ui, file, running.results_failed()),
        None => {
            ui.label(RichText::new(t!("class-host-no-results-file")).weak());
        }
    }
    web_line(ui, running.web.as_deref());
}

/// The running session folded: the code and the count on one line.
fn folded(ui: &mut Ui, running: &Running) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("class-host-code"));
        let code = RichText::new(spaced(running.code()))
            .monospace()
            .strong()
            .size(crate::scaled(ui, 26.0));
        ui.label(code);
    });
    students(ui, running, 17.0);
}

/// The students connected now, in large type.
fn students(ui: &mut Ui, running: &Running, size: f32) {
    let count = running.students() as usize;
    ui.label(
        RichText::new(t!("class-host-students", count = count))
            .strong()
            .size(crate::scaled(ui, size)),
    );
}

/// Where the answers are written (and whether writing failed).
fn results_line(ui: &mut Ui, file: &std::path::Path, failed: bool) {
    let file = file.display().to_string();
    ui.label(RichText::new(t!("class-host-results", file = file.as_str())).weak());
    if failed {
        ui.colored_label(
            crate::toolkit::error_colour(ui),
            t!("class-host-results-failed"),
        );
    }
}

/// The web build served, or one line saying how to make it (students' browsers find no page
/// without it).
fn web_line(ui: &mut Ui, found: Option<&std::path::Path>) {
    match found {
        Some(folder) => {
            let folder = folder.display().to_string();
            ui.label(RichText::new(t!("class-host-web", folder = folder.as_str())).weak());
        }
        None => {
            ui.colored_label(crate::toolkit::error_colour(ui), t!("class-host-no-web"));
        }
    }
}

/// The code in two groups of three ("ABC 234"), easier to read out and to type (a space is
/// ignored when typed).
fn spaced(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    if chars.len() == 6 {
        let (a, b) = chars.split_at(3);
        format!(
            "{} {}",
            a.iter().collect::<String>(),
            b.iter().collect::<String>()
        )
    } else {
        code.to_string()
    }
}

/// Why the server could not start, in words.
pub fn server_words(e: &ServerError) -> String {
    match e {
        ServerError::Bind { addr, error } if error.kind() == ErrorKind::AddrInUse => {
            t!("class-host-port-in-use", port = addr.port().to_string())
        }
        ServerError::Bind { addr, error } => t!(
            "class-host-cannot-listen",
            addr = addr.to_string(),
            error = error.say()
        ),
        ServerError::NoWeb(folder) => t!(
            "class-host-no-web-folder",
            folder = folder.display().to_string()
        ),
        ServerError::Results { path, error } => t!(
            "class-host-results-cannot-write",
            file = path.display().to_string(),
            error = error.say()
        ),
        ServerError::Runtime(error) => t!("class-host-runtime", error = error.say()),
        ServerError::Random(error) => t!("class-host-random", error = error.as_str()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_code_reads_in_two_groups() {
        assert_eq!(super::spaced("ABC234"), "ABC 234");
        assert_eq!(super::spaced("AB"), "AB");
    }
}
