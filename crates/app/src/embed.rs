//! The player a course page embeds (issue 37): a link with `embed=1` shows the search as a
//! player — the tree, a step bar kept within the link's `from`..`to`, the sentence, the Code
//! panel beside when the frame is wide enough — and, in the bar's corner, a link that opens
//! the whole app at the same step in a new tab. `autoplay=1` plays from the first step,
//! `loop=1` goes back to it after the last (held a moment), `speed=S` steps a second.
//!
//! The player's settings are its own, never stored: a page that embeds a player in Chinese
//! does not turn the reader's own copy of the app to Chinese.

use crate::layout::Arrangement;
use crate::state::Loaded;
use crate::stepper::Command;
use crate::stepper_panel::{Slot, Window};
use crate::{App, stepper, tree_view};
use egui::{RichText, Ui};
use gametree_engine::link::{Playing, Step};
use gametree_teach::t;

/// Below this width the Code panel stays folded: the tree needs the room.
pub const CODE_MIN_WIDTH: f32 = 720.0;
/// Steps a second when the link gives no speed (a player is watched, not skimmed).
pub const DEFAULT_SPEED: f32 = 2.0;
/// Seconds a looping player holds its last step before starting again.
pub const HOLD: f32 = 2.0;

/// How the link asked the search to be played, and where the player is in its round.
#[derive(Clone, Debug, Default)]
pub struct Player {
    /// What the link said.
    pub playing: Playing,
    /// The link's `step`, where the player starts (else at `from`).
    pub step: Option<Step>,
    /// Whether the search that loaded has been set up (first step, speed, autoplay).
    set_up: bool,
    /// Seconds spent on the last step by a looping player that played to it.
    held: Option<f32>,
}

impl Player {
    /// A player for a link's `playing` keys and its `step`.
    pub fn new(playing: Playing, step: Option<Step>) -> Player {
        Player {
            playing,
            step,
            ..Player::default()
        }
    }

    /// Whether the page is an embedded player.
    pub fn embedded(&self) -> bool {
        self.playing.embed
    }

    /// The steps the player keeps within: all of them in the whole app.
    pub fn range(&self, len: usize) -> (usize, usize) {
        if self.embedded() {
            self.playing.range(len)
        } else {
            (0, len)
        }
    }

    /// Whether it plays now (or holds its last step before playing round again).
    pub fn is_playing(&self, loaded: &Loaded) -> bool {
        loaded.transport.playing || self.held.is_some()
    }

    /// The first frame with a search loaded: its first step, its speed, playing if asked.
    pub fn set_up(&mut self, loaded: &mut Loaded) {
        if self.set_up {
            return;
        }
        self.set_up = true;
        if self.embedded() {
            // A player is watched, not explored: the whole tree stays in its small frame,
            // fitted again as the search opens nodes, instead of the view following the step
            // and cutting the root's ring or the leaves at the frame's edges.
            loaded.viewport.follow = false;
        }
        let len = loaded.playback.len();
        let (from, to) = self.range(len);
        let start = match self.step {
            Some(s) => s.resolve(len).clamp(from, to),
            None if self.playing.from.is_some() || self.embedded() => from,
            None => loaded.playback.step(),
        };
        loaded.playback.seek(start);
        if let Some(speed) = self.playing.speed {
            loaded.transport.speed = speed as f32;
        } else if self.embedded() {
            loaded.transport.speed = DEFAULT_SPEED;
        }
        if self.playing.autoplay && start < to {
            loaded.transport.toggle();
        }
    }

    /// Carries out `command` within the player's steps: Home and End go to its first and
    /// last, play at the last starts again from the first.
    pub fn apply(&mut self, loaded: &mut Loaded, command: Command) {
        let holding = self.held.take().is_some();
        let (from, to) = self.range(loaded.playback.len());
        match command {
            Command::TogglePredict => return, // a player asks no questions
            // Holding its last step before playing round again, it is playing: Space pauses.
            Command::PlayPause if holding => loaded.transport.playing = false,
            Command::Start => {
                loaded.playback.seek(from);
                loaded.transport.playing = false;
            }
            Command::End => {
                loaded.playback.seek(to);
                loaded.transport.playing = false;
            }
            Command::PlayPause if !loaded.transport.playing && loaded.playback.step() >= to => {
                loaded.playback.seek(from);
                loaded.transport.toggle();
            }
            command => stepper::apply(loaded, command),
        }
        self.keep_within(loaded);
    }

    /// Plays on by `dt` seconds: stops at the last step, or holds it and starts again from
    /// the first when looping. Returns whether another frame is wanted soon.
    pub fn tick(&mut self, loaded: &mut Loaded, dt: f32) -> bool {
        let (from, to) = self.range(loaded.playback.len());
        if let Some(held) = &mut self.held {
            *held += dt;
            if *held >= HOLD {
                self.held = None;
                loaded.playback.seek(from);
                loaded.transport.toggle(); // paused while held: this plays again
            }
            return true;
        }
        let was_playing = loaded.transport.playing;
        loaded.tick(dt);
        self.keep_within(loaded);
        if was_playing && loaded.playback.step() >= to {
            loaded.transport.playing = false;
            if self.playing.looping && from < to {
                self.held = Some(0.0);
            }
        }
        self.is_playing(loaded)
    }

    /// Brings the step back within the player's steps.
    fn keep_within(&self, loaded: &mut Loaded) {
        let (from, to) = self.range(loaded.playback.len());
        let step = loaded.playback.step();
        if step < from || step > to {
            loaded.playback.seek(step.clamp(from, to));
        }
    }
}

impl App {
    /// Whether the page is an embedded player (`embed=1`).
    pub fn embedded(&self) -> bool {
        self.player.as_ref().is_some_and(Player::embedded)
    }

    /// Whether the search plays by itself now (a looping player holding its last step too).
    pub fn playing(&self) -> bool {
        match (&self.loaded, &self.player) {
            (Some(l), Some(p)) => p.is_playing(l),
            (Some(l), None) => l.transport.playing,
            _ => false,
        }
    }

    /// The steps a player keeps within, `[from, to]`, once its search has loaded.
    pub fn player_range(&self) -> Option<[usize; 2]> {
        let (loaded, player) = (self.loaded.as_ref()?, self.player.as_ref()?);
        let (from, to) = player.range(loaded.playback.len());
        Some([from, to])
    }

    /// The embedded player's screen: the step bar and the sentence at the bottom, the Code
    /// panel on the right when there is room (and the link asked for it), the tree.
    pub(crate) fn embed_screen(&mut self, ui: &mut Ui) {
        self.drawn = crate::layout::Drawn::default();
        self.stepper_panels.begin_frame();
        let size = ui.ctx().content_rect().size();
        // The corner link opens the whole app at the step shown (as of the last frame).
        let step = self.loaded.as_ref().map(|l| Step::At(l.playback.step()));
        let open = crate::links::page_address_or_published(&self.toolkit.settings.settings)
            + &self.player_link(step).unwrap_or_default();
        let Some(loaded) = &mut self.loaded else {
            self.embed_waiting(ui);
            return;
        };
        let Some(player) = &mut self.player else {
            return;
        };
        player.set_up(loaded);
        for command in stepper::keys(ui) {
            player.apply(loaded, command);
        }
        let dt = ui.input(|i| i.stable_dt).min(0.1);
        if player.tick(loaded, dt) {
            ui.ctx().request_repaint();
        }
        // The sentence's band holds two lines in a small frame, three in a larger one (a longer
        // sentence scrolls inside it); smaller type in a small frame leaves the tree its room.
        let (lines, text) = if size.y < 360.0 {
            (2.0, 13.0)
        } else {
            (3.0, 15.0)
        };
        let band = lines * crate::scaled(ui, text) * 1.4 + 10.0;
        // Thin margins: in a small frame every pixel is the tree's.
        let thin =
            egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(6, 3));
        let below = egui::Panel::bottom("embed-sentence")
            .frame(thin)
            .resizable(false)
            .exact_size(band)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("embed-sentence-scroll")
                    .auto_shrink([false, false])
                    // Scrolls in a band lower than egui's default least height (64 px).
                    .min_scrolled_height(0.0)
                    .show(ui, |ui| {
                        self.narration.sentence_sized(ui, loaded, text);
                    });
            });
        self.drawn.narration = Some(below.response.rect);
        let bar = egui::Panel::bottom("embed-steps")
            .frame(thin)
            .resizable(false)
            .show(ui, |ui| {
                let (commands, link) = step_bar(ui, loaded, player, &open, size.x);
                for command in commands {
                    player.apply(loaded, command);
                }
                link
            });
        self.drawn.stepper = Some(bar.response.rect);
        self.drawn.open = Some(bar.inner);
        // The panels beside the tree (the Code panel, when the link asks for it), given room.
        let window = Window {
            arrangement: Arrangement::Wide,
            shown: self.panels.wide,
        };
        let beside = self
            .stepper_panels
            .open_in(Slot::BesideTree, loaded, &window);
        for i in beside.into_iter().filter(|_| size.x >= CODE_MIN_WIDTH) {
            let id = self.stepper_panels.at(i).id();
            let most = size.x * 0.45;
            let panel = egui::Panel::right(format!("embed-{}", id.name()))
                .resizable(true)
                .default_size(size.x * 0.4)
                .size_range(220.0..=most)
                .show(ui, |ui| self.stepper_panels.show_at(i, ui, loaded, &window));
            self.drawn.set(id, panel.response.rect);
        }
        let style = self.toolkit.scene_style();
        let centre = egui::CentralPanel::no_frame()
            .frame(egui::Frame::central_panel(ui.style()).inner_margin(egui::Margin::same(2)));
        centre.show(ui, |ui| {
            self.drawn.canvas = Some(ui.available_rect_before_wrap());
            self.last_scene = Some(tree_view::ui(ui, loaded, &style));
        });
    }

    /// Before the search has loaded: a spinner, or the one line that says why it cannot.
    fn embed_waiting(&mut self, ui: &mut Ui) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.centered_and_justified(|ui| {
                let error = self.link_error.clone().or(self
                    .scenario
                    .error
                    .as_ref()
                    .map(gametree_teach::Say::say));
                match error {
                    Some(e) => {
                        ui.colored_label(crate::toolkit::error_colour(ui), e);
                    }
                    None => {
                        ui.add(egui::Spinner::new());
                    }
                }
            });
        });
    }
}

/// The player's step bar: start, back, play or pause, forward, end; "k / n"; a timeline kept
/// within the player's steps; the corner link to the whole app. Buttons are as large as the
/// frame allows a finger (smaller in a frame only 240 high). Returns the commands clicked and
/// where the corner link is.
fn step_bar(
    ui: &mut Ui,
    loaded: &mut Loaded,
    player: &Player,
    open: &str,
    width: f32,
) -> (Vec<Command>, egui::Rect) {
    let mut out = vec![];
    let mut link = egui::Rect::NOTHING;
    let height = ui.ctx().content_rect().height();
    let side = if height < 360.0 { 30.0 } else { 36.0 };
    let (from, to) = player.range(loaded.playback.len());
    ui.horizontal(|ui| {
        let mut button = |ui: &mut Ui, text: &str, tip: String, command| {
            let b = egui::Button::new(RichText::new(text).size(crate::scaled(ui, 15.0)))
                .min_size(egui::vec2(side, side));
            if ui.add(b).on_hover_text(tip).clicked() {
                out.push(command);
            }
        };
        button(ui, "|◀", t!("app-embed-start-tip"), Command::Start);
        button(ui, "◀", t!("app-embed-back-tip"), Command::Back);
        let (play, tip) = if player.is_playing(loaded) {
            (t!("app-embed-pause"), t!("app-embed-pause-tip"))
        } else {
            (t!("app-embed-play"), t!("app-embed-play-tip"))
        };
        button(ui, &play, tip, Command::PlayPause);
        button(ui, "▶", t!("app-embed-forward-tip"), Command::Forward);
        button(ui, "▶|", t!("app-embed-end-tip"), Command::End);
        let step = loaded.playback.step();
        let count = ui.label(RichText::new(format!("{step}/{to}")).monospace());
        // The corner link: words when there is room, an arrow with its words as a tip if not.
        let words = t!("app-embed-open");
        let label = if width >= 560.0 {
            format!("{words} ↗")
        } else {
            "↗".to_string()
        };
        let link_width = if width >= 560.0 { 170.0 } else { 24.0 };
        let room = ui.available_width() - link_width - 12.0;
        if room >= 40.0 && to > from {
            let mut k = step;
            ui.spacing_mut().slider_width = room;
            let slider = egui::Slider::new(&mut k, from..=to).show_value(false);
            let r = ui.add(slider).labelled_by(count.id);
            if r.on_hover_text(t!("app-stepper-timeline-tip")).changed() {
                loaded.playback.seek(k);
                loaded.transport.playing = false;
            }
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let text = RichText::new(label).small();
            let to_app = egui::Hyperlink::from_label_and_url(text, open).open_in_new_tab(true);
            link = ui.add(to_app).on_hover_text(words).rect;
        });
    });
    (out, link)
}
