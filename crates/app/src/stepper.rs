//! Stepping through the search: the button bar (start, back, play/pause, forward, end,
//! previous/next cutoff), the speed control, the timeline slider with "step k of n", and the
//! keyboard shortcuts that do the same.

use super::state::Loaded;
use crate::keys::{self, Action};
use egui::Ui;
use gametree_teach::t;

/// The keyboard shortcuts, for the help line and the README.
pub fn shortcuts() -> String {
    t!("app-stepper-shortcuts")
}

pub use crate::keys::Command;

/// Carries out `command`; every command but play/pause also stops playing.
pub fn apply(loaded: &mut Loaded, command: Command) {
    let pb = &mut loaded.playback;
    match command {
        Command::TogglePredict => {
            loaded.predict = match loaded.predict {
                Some(_) => None,
                None => Some(Default::default()),
            };
            return;
        }
        Command::Forward => {
            // Predicting, → stops before a step to predict; Check takes it.
            if let Some(p) = &mut loaded.predict
                && !p.allows_forward(pb)
            {
                loaded.transport.playing = false;
                return;
            }
            pb.forward();
        }
        Command::Back => {
            pb.back();
        }
        Command::Start => {
            pb.seek(0);
        }
        Command::End => {
            let n = pb.len();
            pb.seek(n);
        }
        Command::NextCutoff => {
            pb.next_cutoff();
        }
        Command::PreviousCutoff => {
            pb.previous_cutoff();
        }
        Command::PlayPause => {
            if pb.at_end() && !loaded.transport.playing {
                pb.seek(0);
            }
            loaded.transport.toggle();
            return;
        }
    }
    loaded.transport.playing = false;
}

/// Reads the stepping keys (unless a text field has the keyboard).
pub fn keys(ui: &Ui) -> Vec<Command> {
    if ui.ctx().egui_wants_keyboard_input() {
        return vec![];
    }
    ui.input(|i| {
        let mut out = vec![];
        for command in Command::ALL {
            let key = keys::key(Action::Step(command));
            let presses = i
                .events
                .iter()
                .filter(|e| {
                    matches!(e, egui::Event::Key { key: k, pressed: true, modifiers, .. }
                        if *k == key && modifiers.is_none())
                })
                .count();
            out.extend(std::iter::repeat_n(command, presses));
        }
        out
    })
}

/// The button bar and timeline. Returns the commands clicked.
pub fn bar(ui: &mut Ui, loaded: &mut Loaded) -> Vec<Command> {
    let mut out = vec![];
    let n = loaded.playback.len();
    ui.horizontal_wrapped(|ui| {
        let mut button = |ui: &mut Ui, text: String, tip: &str, command| {
            if ui.button(text).on_hover_text(tip).clicked() {
                out.push(command);
            }
        };
        button(ui, t!("app-stepper-start"), "Home", Command::Start);
        button(ui, t!("app-stepper-back"), "←", Command::Back);
        let play = if loaded.transport.playing {
            t!("app-stepper-pause")
        } else {
            t!("app-stepper-play")
        };
        button(ui, play, "Space", Command::PlayPause);
        button(ui, t!("app-stepper-forward"), "→", Command::Forward);
        button(ui, t!("app-stepper-end"), "End", Command::End);
        ui.separator();
        // N and P stop where each search does something worth a stop (`Trace::is_marked`).
        let [previous, previous_tip, next, next_tip] = match loaded.trace().config.algorithm {
            gametree_engine::search::Algorithm::Expectiminimax => [
                t!("app-stepper-previous-chance"),
                t!("app-stepper-previous-chance-tip"),
                t!("app-stepper-next-chance"),
                t!("app-stepper-next-chance-tip"),
            ],
            gametree_engine::search::Algorithm::Mcts => [
                t!("app-stepper-previous-iteration"),
                t!("app-stepper-previous-iteration-tip"),
                t!("app-stepper-next-iteration"),
                t!("app-stepper-next-iteration-tip"),
            ],
            _ => [
                t!("app-stepper-previous-cutoff"),
                t!("app-stepper-previous-cutoff-tip"),
                t!("app-stepper-next-cutoff"),
                t!("app-stepper-next-cutoff-tip"),
            ],
        };
        button(ui, previous, &previous_tip, Command::PreviousCutoff);
        button(ui, next, &next_tip, Command::NextCutoff);
        ui.separator();
        let mut on = loaded.predict.is_some();
        if ui
            .checkbox(&mut on, t!("app-stepper-predict"))
            .on_hover_text(t!("app-stepper-predict-tip"))
            .changed()
        {
            out.push(Command::TogglePredict);
        }
    });
    ui.horizontal(|ui| {
        // The speed sits on the timeline's row so the buttons fit even with presentation fonts.
        let label = ui.label(t!("app-stepper-speed"));
        ui.spacing_mut().slider_width = 90.0;
        ui.add(
            egui::Slider::new(&mut loaded.transport.speed, 0.5..=5000.0)
                .logarithmic(true)
                .suffix(t!("app-stepper-steps-per-second"))
                .max_decimals(1),
        )
        .labelled_by(label.id);
        ui.separator();
        let label = ui.label(t!(
            "app-stepper-step-of",
            step = loaded.playback.step(),
            n = n
        ));
        let mut k = loaded.playback.step();
        ui.spacing_mut().slider_width = (ui.available_width() - 20.0).max(100.0);
        let slider = egui::Slider::new(&mut k, 0..=n).show_value(false);
        let response = ui.add(slider).labelled_by(label.id);
        if response
            .on_hover_text(t!("app-stepper-timeline-tip"))
            .changed()
        {
            loaded.playback.seek(k);
            loaded.transport.playing = false;
        }
    });
    out
}

/// The smallest size of a button meant for a finger (a phone, a narrow window).
pub const FINGER: f32 = 44.0;

/// The button bar for a phone or a narrow window: the same commands as [`bar`] on buttons at
/// least [`FINGER`] points square, the arrows without their words, and the step count.
/// Returns the commands tapped and where the forward button is (the browser test taps it).
pub fn touch_bar(ui: &mut Ui, loaded: &mut Loaded) -> (Vec<Command>, egui::Rect) {
    let mut out = vec![];
    let mut forward = egui::Rect::NOTHING;
    let size = egui::vec2(FINGER, FINGER);
    let mut button = |ui: &mut Ui, text: String, tip: &str, command| {
        let b = egui::Button::new(egui::RichText::new(text).size(super::scaled(ui, 16.0)))
            .min_size(size);
        let r = ui.add(b).on_hover_text(tip);
        if r.clicked() {
            out.push(command);
        }
        r.rect
    };
    ui.horizontal_wrapped(|ui| {
        button(ui, "|◀".into(), "Home", Command::Start);
        button(ui, "◀".into(), "←", Command::Back);
        let play = if loaded.transport.playing {
            t!("app-stepper-pause")
        } else {
            t!("app-stepper-play")
        };
        button(ui, play, "Space", Command::PlayPause);
        forward = button(ui, "▶".into(), "→", Command::Forward);
        button(ui, "▶|".into(), "End", Command::End);
    });
    ui.horizontal_wrapped(|ui| {
        button(
            ui,
            t!("app-stepper-previous-cutoff"),
            "P",
            Command::PreviousCutoff,
        );
        button(ui, t!("app-stepper-next-cutoff"), "N", Command::NextCutoff);
        ui.label(t!(
            "app-stepper-step-of",
            step = loaded.playback.step(),
            n = loaded.playback.len()
        ));
    });
    (out, forward)
}
