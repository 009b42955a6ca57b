//! The student's panel: a line saying they follow the teacher (or explore, with "back to the
//! teacher"), the open question in the Predict panel's own form (a value, and whether the node
//! cuts off where asked), their answer as kept, and the reveal: the right answer, Predict's
//! reason and whether they had it. A wrong join code is said, with a box to type another.

use super::{ClassClient, questions};
use crate::App;
use egui::{RichText, Ui};
use gametree_class::protocol::{ClientMessage, EndReason, Refusal};
use gametree_teach::t;

/// The connection's line: joining, joined, reconnecting, ended, or the last refusal.
pub fn connection_line(ui: &mut Ui, class: &ClassClient) {
    let state = &class.state;
    let error = crate::toolkit::error_colour(ui);
    if let Some(why) = state.ended {
        let text = match why {
            EndReason::Teacher => t!("class-ended-teacher"),
            EndReason::Stopped => t!("class-ended-stopped"),
        };
        ui.colored_label(error, text);
        return;
    }
    if let Some(refusal) = &state.error {
        ui.colored_label(error, refusal_words(refusal));
    }
    if !state.connected && state.error.is_none() {
        let text = if state.joins == 0 {
            t!("class-joining")
        } else {
            t!("class-reconnecting")
        };
        ui.colored_label(error, text);
    }
}

/// An answer in words: the value, with "cuts off" or "no cutoff" where asked, or the
/// choice's label.
pub fn words(
    answer: &gametree_class::protocol::Answer,
    form: &gametree_class::protocol::Form,
) -> String {
    use gametree_class::protocol::Answer;
    match answer {
        Answer::Window {
            value,
            cut: Some(true),
        } => t!("class-answer-cuts", value = value.as_str()),
        Answer::Window {
            value,
            cut: Some(false),
        } => t!("class-answer-no-cut", value = value.as_str()),
        other => other.text(form),
    }
}

/// A refusal in words.
pub fn refusal_words(refusal: &Refusal) -> String {
    match refusal {
        Refusal::WrongCode => t!("class-refused-wrong-code"),
        Refusal::RoomFull { max_students } => {
            t!("class-refused-room-full", max = *max_students)
        }
        Refusal::NotTeacher => t!("class-refused-not-teacher"),
        Refusal::Late { .. } => t!("class-refused-late"),
        Refusal::AnsweredAlready { .. } => t!("class-refused-answered-already"),
        Refusal::TooFast => t!("class-refused-too-fast"),
        Refusal::TakenOver => t!("class-refused-taken-over"),
        Refusal::Ended => t!("class-ended-stopped"),
        _ => t!("class-refused-other"),
    }
}

/// Draws the student's panel and carries out what was pressed.
pub fn ui(ui: &mut Ui, app: &mut App) {
    let Some(class) = &mut app.class else {
        return;
    };
    class.ui.drawn.clear();
    connection_line(ui, class);
    if matches!(class.state.error, Some(Refusal::WrongCode)) && class.state.role.is_none() {
        let mut join = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("class-code-label"));
            let r = ui
                .add(egui::TextEdit::singleline(&mut class.ui.code).desired_width(90.0))
                .labelled_by(l.id);
            let b = ui.button(t!("class-join"));
            class.ui.mark("code", &r);
            class.ui.mark("join", &b);
            join = (r.lost_focus()
                && ui.input(|i| i.key_pressed(crate::keys::key(crate::keys::Action::Confirm))))
                | b.clicked();
        });
        if join && !class.ui.code.trim().is_empty() {
            let code = class.ui.code.clone();
            class.join_again(&code);
        }
        return;
    }
    if class.state.role.is_none() {
        return;
    }
    let mut back = false;
    ui.horizontal_wrapped(|ui| {
        if class.state.following {
            ui.label(RichText::new(t!("class-following")).strong());
        } else {
            ui.label(RichText::new(t!("class-exploring")).strong());
            let b = ui.button(t!("class-back-to-teacher"));
            class.ui.mark("back", &b);
            back = b.clicked();
        }
    });
    name_ui(ui, class);
    question_ui(ui, class, app.loaded.as_ref().map(|l| &l.playback));
    if back {
        app.back_to_teacher();
    }
}

/// The student's name: anonymous until they type one (optional).
fn name_ui(ui: &mut Ui, class: &mut ClassClient) {
    if let Some(name) = &class.state.name {
        ui.label(RichText::new(t!("class-name-is", name = name.as_str())).weak());
        return;
    }
    let mut set = false;
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(t!("class-name-label"));
        let r = ui
            .add(egui::TextEdit::singleline(&mut class.ui.name).desired_width(110.0))
            .labelled_by(l.id);
        set = r.lost_focus()
            && ui.input(|i| i.key_pressed(crate::keys::key(crate::keys::Action::Confirm)));
        set |= ui.button(t!("class-name-set")).clicked();
    });
    if set && !class.ui.name.trim().is_empty() {
        let name = class.ui.name.clone();
        class.set_name(&name);
    }
}

/// The question: its form while open and unanswered, the answer as kept, the reveal.
fn question_ui(
    ui: &mut Ui,
    class: &mut ClassClient,
    playback: Option<&gametree_engine::trace::Playback>,
) {
    let Some(asked) = class.state.question.clone() else {
        return;
    };
    let q = &asked.question;
    let local = playback.and_then(|pb| questions::local(pb, q));
    let is_line = q.kind == gametree_class::protocol::QuestionKind::CodeLine;
    let prompt = local
        .as_ref()
        .map(|l| l.prompt.clone())
        .or_else(|| is_line.then(|| t!("class-line-question")))
        .or_else(|| q.prompt.clone())
        .unwrap_or_default();
    let accent = ui.visuals().selection.stroke.color;
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.5, accent))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(t!("class-question")).strong().color(accent));
                ui.label(RichText::new(&prompt).strong());
            });
            if let Some(revealed) = class
                .state
                .revealed
                .clone()
                .filter(|r| r.question == asked.id)
            {
                ui.label(
                    RichText::new(t!(
                        "class-right-answer",
                        answer = words(&revealed.right, &q.form)
                    ))
                    .strong(),
                );
                let had = class.state.had_it() == Some(true);
                let line = match &class.state.answer {
                    Some(a) if had => t!("class-you-had-it", answer = words(a, &q.form)),
                    Some(a) => t!("class-you-did-not", answer = words(a, &q.form)),
                    None => t!("class-you-did-not-answer"),
                };
                let colour = crate::toolkit::verdict_colour(ui, had);
                ui.label(RichText::new(line).color(colour));
                let reason = super::code_line::reason(q, &revealed.right)
                    .filter(|_| is_line)
                    .or_else(|| playback.and_then(|pb| questions::reason(pb, q)))
                    .unwrap_or(revealed.reason.text.clone());
                ui.label(reason);
                return;
            }
            if let Some(a) = &class.state.answer {
                ui.label(t!("class-your-answer-kept", answer = words(a, &q.form)));
                ui.label(RichText::new(t!("class-wait-reveal")).weak());
                return;
            }
            if class.ui.form_for != Some(asked.id) {
                class.ui.form_for = Some(asked.id);
                class.ui.answer.clear();
                class.ui.cuts = None;
                class.ui.choice = None;
                class.ui.problem = None;
            }
            if let gametree_class::protocol::Form::Choice { choices } = &q.form {
                return choice_form(ui, class, asked.id, choices);
            }
            let mut send = false;
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(t!("practice-predict-your-answer"));
                let r = ui
                    .add(egui::TextEdit::singleline(&mut class.ui.answer).desired_width(80.0))
                    .labelled_by(l.id);
                class.ui.mark("answer", &r);
                send = r.lost_focus()
                    && ui.input(|i| i.key_pressed(crate::keys::key(crate::keys::Action::Confirm)));
                if matches!(q.form, gametree_class::protocol::Form::Window { cut: true }) {
                    let cuts = &mut class.ui.cuts;
                    let y = ui.selectable_value(cuts, Some(true), t!("practice-predict-cuts-off"));
                    let n = ui.selectable_value(
                        cuts,
                        Some(false),
                        t!("practice-predict-no-cutoff-choice"),
                    );
                    class.ui.mark("cuts", &y);
                    class.ui.mark("no_cut", &n);
                }
                let b = ui.button(t!("class-send"));
                class.ui.mark("send", &b);
                send |= b.clicked();
            });
            if let Some(p) = &class.ui.problem {
                ui.colored_label(crate::toolkit::error_colour(ui), p);
            }
            if send {
                let cut_asked =
                    matches!(q.form, gametree_class::protocol::Form::Window { cut: true });
                if cut_asked && class.ui.cuts.is_none() {
                    class.ui.problem = Some(t!("practice-predict-say-cut"));
                    return;
                }
                match questions::read_answer(playback, q, &class.ui.answer, class.ui.cuts) {
                    Ok(answer) => {
                        class.ui.problem = None;
                        class.send(&ClientMessage::Answer {
                            question: asked.id,
                            answer,
                        });
                    }
                    Err(e) => class.ui.problem = Some(e),
                }
            }
        });
}

/// A choice question's form (the code's lines): the choices as buttons, one chosen, and Send.
fn choice_form(ui: &mut Ui, class: &mut ClassClient, id: u32, choices: &[String]) {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    for (i, label) in choices.iter().enumerate() {
        let i = i as u32;
        let text = RichText::new(label).font(font.clone());
        ui.selectable_value(&mut class.ui.choice, Some(i), text);
    }
    let b = ui.add_enabled(
        class.ui.choice.is_some(),
        egui::Button::new(t!("class-send")),
    );
    class.ui.mark("send", &b);
    if b.clicked()
        && let Some(choice) = class.ui.choice
    {
        class.send(&ClientMessage::Answer {
            question: id,
            answer: gametree_class::protocol::Answer::Choice { choice },
        });
    }
}
