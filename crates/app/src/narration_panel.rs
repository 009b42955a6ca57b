//! The narration under the tree: the current step in one plain sentence (from
//! `trace::narrate`), and a scrollable log of the steps before it.

use super::state::Loaded;
use egui::{RichText, Ui};
use gametree_engine::trace::Playback;
use gametree_teach::narrate::narrate;

/// How many earlier steps the log lists.
const LOG_LINES: usize = 40;

/// The sentences for the steps up to the current one, remade only when the step changes.
#[derive(Default)]
pub struct NarrationLog {
    /// (step, sentence), oldest first; the last one is the current step.
    lines: Vec<(usize, String)>,
    /// (step, number of steps, language) the lines were made for.
    made_for: Option<(usize, usize, gametree_teach::i18n::Lang)>,
    scratch: Option<Playback>,
}

impl NarrationLog {
    /// The sentence for the current step.
    pub fn current(&self) -> &str {
        self.lines.last().map_or("", |(_, s)| s.as_str())
    }

    fn refresh(&mut self, loaded: &Loaded) {
        let step = loaded.playback.step();
        let key = (step, loaded.playback.len(), gametree_teach::i18n::lang());
        if self.made_for == Some(key) {
            return;
        }
        if self.made_for.is_some_and(|(_, _, lang)| lang != key.2) {
            self.lines.clear(); // said in another language
        }
        let scratch = match &mut self.scratch {
            Some(p) if std::sync::Arc::ptr_eq(p.trace(), loaded.trace()) => p,
            slot => slot.insert(loaded.playback.clone()),
        };
        // Reuse the lines we already have when stepping forward by a few.
        let first = step.saturating_sub(LOG_LINES);
        self.lines.retain(|(k, _)| *k >= first && *k < step);
        let have_from = match self.lines.first() {
            Some((k, _)) if *k == first && self.lines.len() == step - first => step,
            _ => {
                self.lines.clear();
                first
            }
        };
        for k in have_from..=step {
            scratch.seek(k);
            self.lines.push((k, narrate(scratch)));
        }
        self.made_for = Some(key);
    }

    /// Draws the current step's sentence (in large type on a projector: `large`), and the
    /// negamax view's note when it is on. On a projector the band keeps its height, so a
    /// sentence too long for it at the large type is drawn smaller until it fits whole.
    /// Returns where the sentence was drawn, all of it (scrolled out of sight or not).
    pub fn sentence_ui(&mut self, ui: &mut Ui, loaded: &Loaded, large: bool) -> egui::Rect {
        if large {
            self.refresh(loaded);
            let room = ui.clip_rect().bottom() - ui.cursor().top();
            let size = fitting_size(ui, self.current(), 21.0, room);
            self.sentence_sized(ui, loaded, size)
        } else {
            self.sentence_sized(ui, loaded, 16.0)
        }
    }

    /// Draws the current step's sentence in type of `size` points (before the text scale);
    /// returns where it was drawn.
    pub fn sentence_sized(&mut self, ui: &mut Ui, loaded: &Loaded, size: f32) -> egui::Rect {
        self.refresh(loaded);
        let drawn = ui.add(
            egui::Label::new(
                RichText::new(self.current())
                    .size(super::scaled(ui, size))
                    .strong(),
            )
            .wrap(),
        );
        if loaded.options.negamax {
            ui.label(
                RichText::new(gametree_teach::narrate::negamax_note(&loaded.playback)).italics(),
            );
        }
        drawn.rect
    }

    /// The log of the steps before the current one, scrolled to the newest, filling the rest
    /// of `ui` exactly (so the panel it is in never grows with it).
    pub fn log_ui(&mut self, ui: &mut Ui) {
        egui::ScrollArea::vertical()
            .id_salt("log_lines")
            .auto_shrink([false, false])
            .min_scrolled_height(0.0)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                let n = self.lines.len();
                for (k, line) in self.lines.iter().take(n.saturating_sub(1)) {
                    ui.label(RichText::new(format!("{k:>5}  {line}")).weak());
                }
            });
    }

    /// Draws the current step's sentence and, below it, the log of the steps before.
    pub fn ui(&mut self, ui: &mut Ui, loaded: &Loaded) {
        self.sentence_ui(ui, loaded, false);
        ui.separator();
        self.log_ui(ui);
    }
}

/// The largest type, from `size` points down to two thirds of it, in which `text` wrapped to
/// `ui`'s width fits `room` points of height (the smallest when none does).
fn fitting_size(ui: &Ui, text: &str, size: f32, room: f32) -> f32 {
    let width = ui.available_width();
    let smallest = size * 2.0 / 3.0;
    let mut s = size;
    while s > smallest {
        let font = egui::FontId::proportional(super::scaled(ui, s));
        let height = ui
            .fonts_mut(|f| f.layout(text.to_owned(), font, egui::Color32::WHITE, width))
            .size()
            .y;
        if height <= room {
            return s;
        }
        s -= 0.5;
    }
    smallest
}
