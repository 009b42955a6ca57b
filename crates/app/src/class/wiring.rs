//! The app's side of a class session: the teacher's scenario and step are sent as they change;
//! a student's page opens the teacher's scenario and, while following, stays at the teacher's
//! step (its own keys and buttons do not move it); a freed student explores and may go back.

use super::ClassClient;
use crate::App;
use gametree_class::protocol::{Answer, ClientMessage, JoinLink, Role};
use gametree_engine::link;
use std::collections::HashMap;

/// What the app has done about the session: the scenario and step it shows (a student) or
/// sent (the teacher).
#[derive(Clone, Debug, Default)]
pub struct Shown {
    /// The scenario link shown or sent.
    pub scenario: Option<String>,
    /// The step sent (the teacher).
    pub step: Option<u32>,
    /// The recording and Code panel the scenario link was made for (the teacher).
    made_for: Option<(usize, &'static str)>,
    /// Joins already taken into account.
    joins: u32,
    /// "Call back"s already obeyed.
    call_backs: u32,
    /// The seat token kept in the page's storage.
    #[cfg(target_arch = "wasm32")]
    seat_kept: Option<String>,
    /// The right answers of the questions this teacher asked, by question id.
    pub right: HashMap<u32, Answer>,
}

/// The panels' own state: the student's answer as typed, the teacher's saved results.
#[derive(Clone, Debug, Default)]
pub struct PanelState {
    /// The answer as typed.
    pub answer: String,
    /// Whether the student says the node cuts off (where asked).
    pub cuts: Option<bool>,
    /// The choice picked (a choice question).
    pub choice: Option<u32>,
    /// What could not be read in the answer.
    pub problem: Option<String>,
    /// The question the form is for.
    pub form_for: Option<u32>,
    /// A code typed after a wrong one.
    pub code: String,
    /// A student's name as typed.
    pub name: String,
    /// The teacher: where the results were saved, or why not.
    pub saved: Option<Result<String, String>>,
    /// The teacher: whether the summary is shown.
    pub summary: bool,
    /// Where the panel's controls were drawn last frame (their centres; the browser test
    /// clicks them): `answer`, `cuts`, `no_cut`, `send`, `ask`, `reveal`, `back`, `code`, `join`.
    pub drawn: std::collections::BTreeMap<&'static str, [f32; 2]>,
}

impl PanelState {
    /// Notes where a control was drawn.
    pub fn mark(&mut self, name: &'static str, response: &egui::Response) {
        let c = response.rect.center();
        self.drawn.insert(name, [c.x, c.y]);
    }
}

/// A scenario link without its `step` (the session sends the step apart).
pub fn without_step(link: &str) -> String {
    let body = link.trim_start_matches('#');
    let kept: Vec<&str> = body
        .split('&')
        .filter(|p| !p.starts_with("step=") && !p.is_empty())
        .collect();
    format!("#{}", kept.join("&"))
}

impl App {
    /// Joins a class session at `url` (`ws://HOST:PORT/class`) as `link` says: the teacher
    /// with its key, a student with an optional name and the seat token kept from before.
    pub fn join_class(
        &mut self,
        url: &str,
        link: &JoinLink,
        name: Option<String>,
        seat: Option<String>,
        ctx: &egui::Context,
    ) {
        let ctx = ctx.clone();
        let wake = std::sync::Arc::new(move || ctx.request_repaint());
        self.class = Some(ClassClient::connect(url, link, name, seat, wake));
    }

    /// Whether this page is a student following the teacher: its own keys do not move it.
    pub fn class_locked(&self) -> bool {
        self.class.as_ref().is_some_and(ClassClient::locked)
    }

    /// Before the frame: what the server said, and a student's page moved to the teacher's
    /// scenario and step.
    pub(crate) fn class_before(&mut self, ctx: &egui::Context) {
        let Some(class) = &mut self.class else {
            return;
        };
        class.poll();
        #[cfg(target_arch = "wasm32")]
        super::page::remember_seat(&class.state, &mut class.app.seat_kept);
        if let Some(wait) = class.retry_after() {
            ctx.request_repaint_after(wait);
        }
        let state = &class.state;
        let new_join = state.joins > class.app.joins;
        class.app.joins = state.joins;
        match class.role() {
            Role::Teacher => {
                if new_join {
                    self.teacher_joined();
                }
            }
            Role::Student => self.follow_teacher(),
        }
    }

    /// The teacher (re)joined: a session that has a scenario already (a reloaded teacher's
    /// page) is taken as it stands; otherwise this app's scenario and step are sent.
    fn teacher_joined(&mut self) {
        let Some(class) = &mut self.class else {
            return;
        };
        let (scenario, step) = (class.state.scenario.clone(), class.state.step);
        let first = class.app.scenario.is_none();
        class.app.scenario = scenario.clone();
        class.app.step = Some(step);
        if first && let Some(link) = scenario {
            class.app.made_for = None;
            self.open_class_link(&link, step);
        }
    }

    /// A student: the teacher's scenario opened, and the teacher's step while following (or
    /// once called back).
    fn follow_teacher(&mut self) {
        let Some(class) = &mut self.class else {
            return;
        };
        let state = &class.state;
        let step = state.step;
        let call_back = state.call_backs > class.app.call_backs;
        class.app.call_backs = state.call_backs;
        if let Some(link) = state.scenario.clone()
            && class.app.scenario.as_ref() != Some(&link)
        {
            class.app.scenario = Some(link.clone());
            self.open_class_link(&link, step);
            return;
        }
        let follow = state.following || call_back;
        if follow && let Some(loaded) = &mut self.loaded {
            loaded.transport.playing = false;
            if loaded.playback.step() != step as usize {
                loaded.playback.seek(step as usize);
            }
        }
    }

    /// A student going back to the teacher's step (the button while free).
    pub fn back_to_teacher(&mut self) {
        let Some(class) = &self.class else {
            return;
        };
        let step = class.state.step as usize;
        if let Some(loaded) = &mut self.loaded {
            loaded.transport.playing = false;
            loaded.playback.seek(step);
        }
    }

    /// Opens the session's scenario link at `step`.
    fn open_class_link(&mut self, text: &str, step: u32) {
        match link::parse(text, &crate::toolkit::link_names()) {
            Ok(mut l) => {
                l.step = Some(link::Step::At(step as usize));
                self.open_link(l);
                self.toolkit.show_stepper();
            }
            Err(e) => {
                use gametree_teach::Say;
                self.link_error = Some(e.say());
            }
        }
    }

    /// After the frame: the teacher's scenario and step sent as they changed; a following
    /// student kept at the teacher's step whatever its keys or buttons did.
    pub(crate) fn class_after(&mut self) {
        let Some(class) = &self.class else {
            return;
        };
        match class.role() {
            Role::Teacher => self.send_teachers_moves(),
            Role::Student => {
                if class.locked() {
                    self.follow_teacher();
                }
            }
        }
    }

    fn send_teachers_moves(&mut self) {
        if self.worker.is_some() || self.pending.is_some() {
            return;
        }
        let made_for = self.loaded.as_ref().map(|l| {
            (
                std::sync::Arc::as_ptr(l.trace()) as usize,
                if self.panels.wide.code {
                    self.code().lang.code()
                } else {
                    ""
                },
            )
        });
        let Some(class) = &self.class else {
            return;
        };
        if !class.state.connected || made_for.is_none() {
            return;
        }
        let step = self.loaded.as_ref().map_or(0, |l| l.playback.step() as u32);
        if class.app.made_for != made_for {
            let link = self.current_link().ok().map(|l| without_step(&l));
            let Some(class) = &mut self.class else {
                return;
            };
            class.app.made_for = made_for;
            if let Some(link) = link
                && class.app.scenario.as_ref() != Some(&link)
            {
                class.send(&ClientMessage::Scenario {
                    link: link.clone(),
                    step,
                });
                class.app.scenario = Some(link);
                class.app.step = Some(step);
            }
        }
        let Some(class) = &mut self.class else {
            return;
        };
        if class.app.step != Some(step) {
            class.send(&ClientMessage::Step { step });
            class.app.step = Some(step);
        }
    }
}

impl App {
    /// The question Ask sends at the current step: the Code panel's "which line runs next?"
    /// while the Code panel is shown (and its listing has the line), else Predict's question
    /// there; with the step that runs the line (for the code-line question).
    pub fn class_question(&mut self) -> Option<(super::questions::Prepared, Option<usize>)> {
        let loaded = self.loaded.as_ref()?;
        if self.drawn.code.is_some() {
            let code = self
                .stepper_panels
                .get_mut::<crate::code_panel::CodePanel>();
            if let Some((p, at)) = super::code_line::prepare(code, &loaded.playback) {
                return Some((p, Some(at)));
            }
        }
        super::questions::prepare(&loaded.playback).map(|p| (p, None))
    }

    /// The class panel: the teacher's or the student's, on the right of a wide window, above
    /// the tree on a phone.
    pub(crate) fn class_panel(&mut self, ui: &mut egui::Ui, narrow: bool) {
        let Some(class) = &self.class else {
            return;
        };
        let teacher = class.role() == Role::Teacher;
        let draw = |ui: &mut egui::Ui, app: &mut App| {
            egui::ScrollArea::vertical()
                .id_salt("class-scroll")
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    if teacher {
                        super::teacher_panel::ui(ui, app, true);
                    } else {
                        super::student_panel::ui(ui, app);
                    }
                });
        };
        if narrow {
            egui::Panel::top("class").resizable(false).show(ui, |ui| {
                ui.set_max_height(ui.ctx().content_rect().height() * 0.45);
                draw(ui, self)
            });
        } else {
            egui::Panel::right("class")
                .resizable(true)
                .default_size(if teacher { 320.0 } else { 280.0 })
                .size_range(220.0..=520.0)
                .show(ui, |ui| draw(ui, self));
        }
    }
}
