//! The teacher's panel: the join code and the students' count, follow / free / call back, Ask
//! (the `A` key and a button) where Predict has a question at the current step, the live count
//! and histogram of the answers (no names), Reveal, the results saved, and the per-question
//! summary.

use super::questions;
use super::student_panel::words;
use crate::App;
use egui::{RichText, Ui};
use gametree_class::protocol::{
    ClientMessage, Count, Form, QuestionKind, Reason, Reveal, Revealed,
};
use gametree_teach::t;

/// What the teacher pressed this frame.
enum Press {
    Ask,
    Reveal,
    /// Reveal, of a code-line question.
    RevealLine,
    Follow,
    Free,
    CallBack,
    Save,
    Summary,
}

/// Draws the teacher's panel and carries out what was pressed. `header`: its own heading and
/// join code (left out under the desktop's Class session card, which shows both larger).
pub fn ui(ui: &mut Ui, app: &mut App, header: bool) {
    let prepared = app.class_question().map(|(p, _)| p);
    let Some(class) = &app.class else {
        return;
    };
    let state = &class.state;
    let mut press = None;
    let mut drawn = Vec::new();
    if header {
        ui.heading(t!("class-teacher-heading"));
    }
    super::student_panel::connection_line(ui, class);
    if header {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("class-code-is"));
            ui.label(RichText::new(&state.code).monospace().strong().size(22.0));
        });
        ui.label(t!("class-students-count", count = state.students));
    }
    ui.horizontal_wrapped(|ui| {
        if state.following {
            ui.label(t!("class-locked"));
            if ui.button(t!("class-free")).clicked() {
                press = Some(Press::Free);
            }
        } else {
            ui.label(t!("class-freed"));
            if ui.button(t!("class-call-back")).clicked() {
                press = Some(Press::CallBack);
            }
            if ui.button(t!("class-follow")).clicked() {
                press = Some(Press::Follow);
            }
        }
    });
    ui.separator();
    question_section(ui, state, prepared.as_ref(), &mut press, &mut drawn);
    if press.is_none()
        && prepared.is_some()
        && state.open_question().is_none()
        && !ui.ctx().egui_wants_keyboard_input()
        && ui.input(|i| crate::keys::pressed(i, crate::keys::Action::ClassAsk))
    {
        press = Some(Press::Ask);
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("class-save-results")).clicked() {
            press = Some(Press::Save);
        }
        if ui
            .selectable_label(class.ui.summary, t!("class-summary"))
            .clicked()
        {
            press = Some(Press::Summary);
        }
    });
    match &class.ui.saved {
        Some(Ok(path)) => {
            ui.label(RichText::new(t!("class-saved", file = path.as_str())).small());
        }
        Some(Err(e)) => {
            ui.colored_label(crate::toolkit::error_colour(ui), e);
        }
        None => {}
    }
    if class.ui.summary {
        summary(ui, &state.summary);
    }
    if let Some(class) = &mut app.class {
        class.ui.drawn.clear();
        for (name, r) in &drawn {
            class.ui.mark(name, r);
        }
    }
    if let Some(press) = press {
        carry_out(app, press);
    }
}

/// The question: open (its count, histogram and Reveal), revealed (the answer, the bars and
/// Predict's reason), and Ask where Predict has a question at this step.
fn question_section(
    ui: &mut Ui,
    state: &super::ClassState,
    prepared: Option<&questions::Prepared>,
    press: &mut Option<Press>,
    drawn: &mut Vec<(&'static str, egui::Response)>,
) {
    match (state.open_question(), &state.question, &state.revealed) {
        (Some(asked), _, _) => {
            ui.label(RichText::new(t!("class-asked", id = asked.id)).strong());
            if let Some(p) = &asked.question.prompt {
                ui.label(p);
            }
            let answered = state.tally.as_ref().map_or(0, |t| t.answered);
            ui.label(
                RichText::new(t!(
                    "class-answered-count",
                    answered = answered,
                    students = state.students
                ))
                .strong(),
            );
            let counts = state.tally.as_ref().map_or(&[][..], |t| &t.counts[..]);
            histogram(ui, counts, &asked.question.form, None);
            let b = ui.button(t!("class-reveal"));
            drawn.push(("reveal", b.clone()));
            if b.clicked() {
                *press = Some(Press::Reveal);
            }
        }
        (None, Some(asked), Some(revealed)) if revealed.question == asked.id => {
            ui.label(RichText::new(t!("class-revealed", id = asked.id)).strong());
            ui.label(t!(
                "class-right-answer",
                answer = words(&revealed.right, &asked.question.form)
            ));
            let counts = state.tally.as_ref().map_or(&[][..], |t| &t.counts[..]);
            histogram(ui, counts, &asked.question.form, Some(revealed));
            ui.label(RichText::new(&revealed.reason.text).weak());
        }
        _ => {}
    }
    if state.open_question().is_none() {
        match &prepared {
            Some(p) => {
                ui.horizontal_wrapped(|ui| {
                    let b = ui.button(t!("class-ask"));
                    drawn.push(("ask", b.clone()));
                    if b.clicked() {
                        *press = Some(Press::Ask);
                    }
                    ui.label(RichText::new(t!("class-ask-key")).weak());
                });
                if let Some(prompt) = &p.question.prompt {
                    ui.label(RichText::new(prompt).italics());
                }
            }
            None => {
                ui.label(RichText::new(t!("class-no-question")).weak());
            }
        }
    }
}

fn carry_out(app: &mut App, press: Press) {
    let line_open = app.class.as_ref().is_some_and(|c| {
        c.state
            .open_question()
            .is_some_and(|a| a.question.kind == QuestionKind::CodeLine)
    });
    let press = match press {
        Press::Reveal if line_open => Press::RevealLine,
        other => other,
    };
    match press {
        Press::Ask => {
            let asked = app.class_question();
            if let (Some((p, _)), Some(class)) = (asked, &mut app.class) {
                class.send(&ClientMessage::Ask {
                    question: p.question,
                    right: Some(p.right),
                });
            }
            return;
        }
        Press::RevealLine => return reveal_line(app),
        _ => {}
    }
    let Some(class) = &mut app.class else {
        return;
    };
    match press {
        Press::Follow => class.send(&ClientMessage::Follow),
        Press::Free => class.send(&ClientMessage::Free),
        Press::CallBack => class.send(&ClientMessage::CallBack),
        Press::Summary => {
            class.ui.summary = !class.ui.summary;
            class.send(&ClientMessage::Summary);
        }
        Press::Save => class.ui.saved = Some(super::results::save(class)),
        Press::Ask | Press::RevealLine => unreachable!("carried out above"),
        Press::Reveal => {
            let (Some(asked), Some(loaded)) =
                (class.state.open_question().cloned(), &mut app.loaded)
            else {
                return;
            };
            let mut at = loaded.playback.clone();
            at.seek(asked.question.step as usize);
            let Some(p) = questions::prepare(&at) else {
                return;
            };
            let given: Vec<_> = class
                .state
                .tally
                .as_ref()
                .map(|t| t.counts.iter().map(|c| c.answer.clone()).collect())
                .unwrap_or_default();
            let also_right = questions::judge(&at, &asked.question, &given, &p.right);
            let reason = questions::reason(&at, &asked.question).unwrap_or_default();
            class.send(&ClientMessage::Reveal(Reveal {
                question: asked.id,
                right: Some(p.right),
                also_right,
                reason: Reason {
                    key: None,
                    text: reason,
                },
            }));
            // The step then goes on: the class sees what the question was about happen.
            if loaded.playback.step() == asked.question.step as usize {
                loaded.playback.forward();
            }
        }
    }
}

/// Reveals the open code-line question: the right line kept from the Ask, the reason saying
/// it, and the search taken to the step that runs it (as the Code panel's own answer does).
fn reveal_line(app: &mut App) {
    let Some(asked) = app
        .class
        .as_ref()
        .and_then(|c| c.state.open_question().cloned())
    else {
        return;
    };
    // The question made again at its step: its right line, if the listing is the one asked
    // about (else the server's own, kept from the Ask), and the step that runs it.
    let again = app.loaded.as_ref().and_then(|l| {
        let mut at = l.playback.clone();
        at.seek(asked.question.step as usize);
        let code = app.stepper_panels.get_mut::<crate::code_panel::CodePanel>();
        super::code_line::prepare(code, &at)
    });
    let runs_at = again.as_ref().map(|(_, s)| *s);
    let right = again
        .filter(|(p, _)| p.question.form == asked.question.form)
        .map(|(p, _)| p.right);
    let Some(class) = &mut app.class else {
        return;
    };
    let reason = right
        .as_ref()
        .and_then(|r| super::code_line::reason(&asked.question, r))
        .unwrap_or_default();
    class.send(&ClientMessage::Reveal(Reveal {
        question: asked.id,
        right,
        also_right: Vec::new(),
        reason: Reason {
            key: Some("class-line-runs-next".into()),
            text: reason,
        },
    }));
    if let Some(loaded) = &mut app.loaded
        && loaded.playback.step() == asked.question.step as usize
    {
        match runs_at {
            Some(step) => {
                loaded.playback.seek(step);
            }
            None => {
                loaded.playback.forward();
            }
        }
    }
}

/// The answers as bars, the most given first, with their counts (no names); after the
/// reveal the right ones in the right colour.
pub fn histogram(ui: &mut Ui, counts: &[Count], form: &Form, revealed: Option<&Revealed>) {
    let most = counts.iter().map(|c| c.count).max().unwrap_or(0).max(1);
    let width = (ui.available_width() - 150.0).clamp(40.0, 300.0);
    let colour = ui.visuals().selection.bg_fill;
    egui::Grid::new("class histogram")
        .num_columns(3)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for c in counts {
                let right = revealed.map(|r| r.judges(&c.answer));
                let mut label = RichText::new(words(&c.answer, form)).strong();
                if let Some(r) = right {
                    label = label.color(crate::toolkit::verdict_colour(ui, r));
                }
                ui.add(egui::Label::new(label).wrap_mode(egui::TextWrapMode::Extend));
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(width, 18.0), egui::Sense::hover());
                let filled = rect.width() * c.count as f32 / most as f32;
                let bar = egui::Rect::from_min_size(rect.min, egui::vec2(filled, rect.height()));
                let fill = match right {
                    Some(r) => crate::toolkit::verdict_colour(ui, r),
                    None => colour,
                };
                ui.painter().rect_filled(bar, 2.0, fill);
                ui.label(RichText::new(c.count.to_string()).strong());
                ui.end_row();
            }
        });
    if counts.is_empty() {
        ui.label(RichText::new(t!("class-no-answers-yet")).weak());
    }
}

/// Each question's success: answered, right, wrong.
fn summary(ui: &mut Ui, questions: &[gametree_class::protocol::QuestionSummary]) {
    if questions.is_empty() {
        ui.label(RichText::new(t!("class-summary-empty")).weak());
        return;
    }
    egui::Grid::new("class summary")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            ui.label(RichText::new(t!("class-summary-question")).strong());
            ui.label(RichText::new(t!("class-summary-step")).strong());
            ui.label(RichText::new(t!("class-summary-answered")).strong());
            ui.label(RichText::new(t!("class-summary-right")).strong());
            ui.end_row();
            for q in questions {
                ui.label(format!("{}", q.question));
                ui.label(format!("{}", q.step));
                ui.label(format!("{}", q.answered));
                let share = (q.right * 100)
                    .checked_div(q.answered)
                    .map_or_else(|| "–".to_string(), |p| format!("{} ({p}%)", q.right));
                ui.label(share);
                ui.end_row();
            }
        });
}
