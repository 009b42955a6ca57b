//! "Copy embed code" (issue 37): the `<iframe>` that puts the current search, within the
//! steps chosen, as a player in a course page; and the steps chosen themselves, which the
//! animation saved from the export section shares.

use crate::App;
use egui::Ui;
use gametree_engine::trace::Playback;
use gametree_teach::t;

/// A search this long or shorter is shown whole by default.
pub const SHORT: usize = 60;
/// The player's frame when the Code panel is not shown, and when it is.
pub const FRAME: [u32; 2] = [640, 400];
/// The player's frame beside the Code panel.
pub const FRAME_WITH_CODE: [u32; 2] = [1000, 480];

/// The steps an animation or a player shows: typed by the user, or following the step (from
/// it to the next cutoff, or the whole search when it is short).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepRange {
    /// The first step.
    pub from: usize,
    /// The last step.
    pub to: usize,
    /// Whether the user chose them (then they stay, kept within the steps there are).
    pub typed: bool,
    /// Steps a second.
    pub speed: Speed,
}

/// Steps a second in an animation or a player, 2 until chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(pub u8);

impl Default for Speed {
    fn default() -> Self {
        Speed(2)
    }
}

impl StepRange {
    /// The default range for `pb`, unless typed; either way within its steps.
    pub fn follow(&mut self, pb: &Playback) {
        let len = pb.len();
        if self.typed {
            self.to = self.to.min(len);
            self.from = self.from.min(self.to);
            return;
        }
        (self.from, self.to) = default_range(pb);
    }

    /// The from/to fields and the speed, on one row.
    pub fn ui(&mut self, ui: &mut Ui, len: usize) {
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("viewer-range-from"));
            let from = ui
                .add(egui::DragValue::new(&mut self.from).range(0..=len))
                .labelled_by(l.id);
            let l = ui.label(t!("viewer-range-to"));
            let to = ui
                .add(egui::DragValue::new(&mut self.to).range(0..=len))
                .labelled_by(l.id);
            if from.changed() || to.changed() {
                self.typed = true;
                if from.changed() {
                    self.to = self.to.max(self.from);
                } else {
                    self.from = self.from.min(self.to);
                }
            }
            let l = ui.label(t!("viewer-range-speed"));
            ui.add(
                egui::DragValue::new(&mut self.speed.0)
                    .range(1..=30)
                    .suffix(t!("app-stepper-steps-per-second")),
            )
            .labelled_by(l.id);
        });
    }
}

/// From the current step to the next cutoff, or every step of a short search.
pub fn default_range(pb: &Playback) -> (usize, usize) {
    let len = pb.len();
    if len <= SHORT {
        return (0, len);
    }
    let from = pb.step().min(len);
    (from, pb.next_cutoff_step().unwrap_or(len).max(from))
}

/// The `<iframe>` for a player of `fragment` (a link, `#` and all) at `base`, within `range`,
/// playing by itself when `autoplay`, titled `title`, `size` pixels.
pub fn iframe(
    base: &str,
    fragment: &str,
    range: &StepRange,
    autoplay: bool,
    title: &str,
    size: [u32; 2],
) -> String {
    let mut src = format!(
        "{base}{fragment}&embed=1&from={}&to={}&speed={}",
        range.from, range.to, range.speed.0
    );
    if autoplay {
        src.push_str("&autoplay=1&loop=1");
    }
    format!(
        "<iframe src=\"{}\" width=\"{}\" height=\"{}\" title=\"{}\" style=\"border:0\" loading=\"lazy\"></iframe>",
        attribute(&src),
        size[0],
        size[1],
        attribute(title)
    )
}

/// `text` as an HTML attribute's value between double quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// What "Copy embed code" last did: the code copied, or why there is none.
pub struct EmbedCode {
    /// Whether the player plays by itself (autoplay and loop).
    pub plays_itself: bool,
    /// The code last copied, or why it could not be made.
    pub copied: Option<Result<String, crate::error::AppError>>,
}

impl Default for EmbedCode {
    fn default() -> Self {
        EmbedCode {
            plays_itself: true,
            copied: None,
        }
    }
}

impl App {
    /// The steps an animation and a player show, and their speed: one row above both.
    pub(crate) fn steps_ui(&mut self, ui: &mut Ui) {
        let Some(loaded) = &self.loaded else {
            return;
        };
        let len = loaded.playback.len();
        self.export.range.follow(&loaded.playback);
        self.export.range.ui(ui, len);
    }

    /// The export section's "Copy embed code": whether it plays by itself, the published
    /// page's address (desktop), the button and what it copied (of the steps above).
    pub(crate) fn embed_code_ui(&mut self, ui: &mut Ui) {
        let Some(loaded) = &self.loaded else {
            return;
        };
        let title = loaded.title();
        self.export.range.follow(&loaded.playback);
        ui.checkbox(
            &mut self.embed_code.plays_itself,
            t!("viewer-embed-plays-itself"),
        )
        .on_hover_text(t!("viewer-embed-plays-itself-tip"));
        #[cfg(not(target_arch = "wasm32"))]
        self.page_address_ui(ui);
        if ui
            .button(t!("viewer-embed-copy"))
            .on_hover_text(t!("viewer-embed-copy-tip"))
            .clicked()
        {
            let code = self.player_link(None).map(|fragment| {
                let size = if self.panels.wide.code {
                    FRAME_WITH_CODE
                } else {
                    FRAME
                };
                let base = crate::links::page_address_or_published(&self.toolkit.settings.settings);
                iframe(
                    &base,
                    &fragment,
                    &self.export.range,
                    self.embed_code.plays_itself,
                    &title,
                    size,
                )
            });
            if let Ok(text) = &code {
                ui.ctx().copy_text(text.clone());
            }
            self.embed_code.copied = Some(code);
        }
        crate::links::copied_ui(ui, self.embed_code.copied.as_ref(), |shown| {
            t!("viewer-embed-copied", code = shown)
        });
        let base = crate::links::page_address_or_published(&self.toolkit.settings.settings);
        if self.embed_code.copied.is_some() && crate::links::is_local_address(&base) {
            crate::links::local_note_ui(ui);
        }
    }

    /// The link to the scenario at `step` with the Code panel if shown and the language: what
    /// a player starts from, and what its corner link opens.
    pub(crate) fn player_link(
        &self,
        step: Option<gametree_engine::link::Step>,
    ) -> Result<String, crate::error::AppError> {
        let scenario = self.scenario.scenario()?;
        let tree_text = crate::links::link_tree_text(&scenario)?;
        let mut text = gametree_engine::link::write(&scenario, tree_text.as_deref(), step, None);
        if self.panels.wide.code {
            text.push_str("&code=");
            text.push_str(self.code().lang.code());
        }
        text.push_str("&lang=");
        text.push_str(self.lang().code());
        Ok(text)
    }

    /// Desktop: where the web build is published, which the code points to.
    #[cfg(not(target_arch = "wasm32"))]
    fn page_address_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let l = ui.label(t!("viewer-embed-page"));
            let mut text = self.toolkit.settings.settings.page_address.clone();
            let edit = ui
                .add(egui::TextEdit::singleline(&mut text).desired_width(ui.available_width()))
                .labelled_by(l.id)
                .on_hover_text(t!("viewer-embed-page-tip"));
            if edit.changed() {
                self.toolkit.settings.update(|s| s.page_address = text);
            }
        });
    }
}
