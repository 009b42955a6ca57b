//! The help: every key, every mode in one sentence, and what Predict, the negamax view and the
//! Cutoff buttons are for, in a window opened by `?` or the "?" button at the top; and the
//! first-start hint (→ takes a step, the mode bar switches modes, ? opens the help), shown
//! until it is dismissed once (the settings remember it).

use crate::keys::{self, Action, Words};
use egui::{RichText, Ui};
use gametree_teach::t;

/// Whether the help window is open.
#[derive(Default)]
pub struct Help {
    /// The help window is showing.
    pub open: bool,
}

/// The key list's rows, as (keys, what they do): every row of [`keys::TABLE`] but the modes'
/// (the help lists those with the modes), the keys written as on the keyboard.
pub fn key_rows() -> Vec<(&'static str, String)> {
    keys::TABLE
        .iter()
        .filter_map(|row| match row.words {
            Words::Line(id) => Some((row.keys, gametree_teach::i18n::tr(id))),
            Words::Mode(_) => None,
        })
        .collect()
}

impl Help {
    /// `?` opens or closes the help, Esc closes it (not while a text box has the keyboard).
    pub fn keys(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let (question, escape) = ctx.input(|i| {
            let typed = i
                .events
                .iter()
                .any(|e| matches!(e, egui::Event::Text(t) if t == "?"));
            (
                typed || i.key_pressed(keys::key(Action::Help)),
                i.key_pressed(keys::key(Action::Close)),
            )
        });
        if question {
            self.open = !self.open;
        } else if escape {
            self.open = false;
        }
    }

    /// The "?" button that opens the help, big enough to find.
    pub fn button(&mut self, ui: &mut Ui) {
        let text = RichText::new(t!("app-help-button")).strong();
        if ui
            .selectable_label(self.open, text)
            .on_hover_text(t!("app-help-button-tip"))
            .clicked()
        {
            self.open = !self.open;
        }
    }

    /// The help window, while open: keys, modes (`modes`: key, name, purpose; `key_hint`: the
    /// same in one line) and what the stepper's less obvious controls are for.
    pub fn window(&mut self, ctx: &egui::Context, modes: &[(String, String, String)], hint: &str) {
        if !self.open {
            return;
        }
        let screen = ctx.content_rect();
        let width = (screen.width() - 48.0).clamp(200.0, 720.0);
        let mut open = true;
        // Its own Close button: egui's cross names itself in English to screen readers.
        egui::Window::new(t!("app-help-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .min_width(width)
            .max_width(width)
            .show(ctx, |ui| {
                if ui.button(t!("app-help-close")).clicked() {
                    open = false;
                }
                egui::ScrollArea::vertical()
                    .max_height((screen.height() - 120.0).max(120.0))
                    .min_scrolled_height((screen.height() - 200.0).clamp(120.0, 640.0))
                    .show(ui, |ui| contents(ui, modes, hint));
            });
        self.open = open;
    }
}

/// What the help says, section by section.
fn contents(ui: &mut Ui, modes: &[(String, String, String)], hint: &str) {
    ui.heading(t!("app-help-keys-heading"));
    egui::Grid::new("help-keys")
        .num_columns(2)
        .min_col_width(ui.available_width() * 0.25)
        .striped(true)
        .show(ui, |ui| {
            for (keys, what) in key_rows() {
                ui.label(RichText::new(keys).strong().monospace());
                ui.add(egui::Label::new(what).wrap());
                ui.end_row();
            }
        });
    ui.label(t!("app-help-mouse"));
    ui.separator();
    ui.heading(t!("app-help-modes-heading"));
    ui.label(RichText::new(hint).strong());
    for (key, name, purpose) in modes {
        ui.add(
            egui::Label::new(t!(
                "app-help-mode",
                key = key.as_str(),
                name = name.as_str(),
                purpose = purpose.as_str()
            ))
            .wrap(),
        );
    }
    ui.separator();
    ui.heading(t!("app-help-what-heading"));
    for what in [
        t!("app-help-predict"),
        t!("app-help-negamax"),
        t!("app-help-cutoffs"),
    ] {
        ui.add(egui::Label::new(what).wrap());
    }
}

/// The first-start hint, until dismissed: where to begin. Returns true when "Got it" is clicked.
pub fn first_hint(ui: &mut Ui) -> bool {
    let mut dismissed = false;
    egui::Frame::group(ui.style())
        .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                // On a phone there is no → key: the hint speaks of the buttons and the menu.
                let touch = ui.ctx().content_rect().width() < crate::layout::NARROW_WIDTH;
                let hint = if touch {
                    t!("app-first-hint-touch")
                } else {
                    t!("app-first-hint")
                };
                ui.label(RichText::new(hint).strong());
                dismissed = ui.button(t!("app-first-hint-dismiss")).clicked();
            });
        });
    dismissed
}
