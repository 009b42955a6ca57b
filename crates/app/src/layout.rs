//! The stepper's screen, laid out for the window it is in:
//! - wide (a desk): the scenario and export panel on the left, the inspector on the right, the
//!   stepper and the narration under the tree;
//! - presentation (a projector, F5): those panels folded away so the tree fills the window,
//!   the narration under it in large type; a key or a small button brings each panel back
//!   (S, E, I and T, in [`crate::keys::TABLE`]);
//! - narrow (a phone, under [`NARROW_WIDTH`]): one column, the tree first at full width, then
//!   the step buttons (big enough for a finger) and the sentence; the panels behind a menu
//!   button.
//!
//! Panels keep still: each has a width (or height) of its own that only the user changes by
//! dragging its edge; what does not fit wraps or scrolls inside it.

use super::{App, help, stepper, tree_view};
pub use crate::drawn::Drawn;
use crate::keys::{self, Action};
use crate::stepper_panel::{Slot, Window};
use egui::{RichText, Ui};
use gametree_teach::t;

/// Below this width (in points) the window is laid out in one column, as on a phone.
pub const NARROW_WIDTH: f32 = 800.0;
/// The Code panel's width until the user drags its edge.
pub const CODE_WIDTH: f32 = gametree_draw::canvas::PANELS.code;
/// The left panel's width until the user drags its edge.
pub const SCENARIO_WIDTH: f32 = gametree_draw::canvas::PANELS.scenario;
/// The inspector's width until the user drags its edge.
pub const INSPECTOR_WIDTH: f32 = gametree_draw::canvas::PANELS.inspector;

/// Which way the window is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Side panels around the tree.
    Wide,
    /// Presentation mode: the tree fills the window, the narration in large type.
    Presentation,
    /// One column, as on a phone.
    Narrow,
}

impl Arrangement {
    /// The arrangement for a window `width` points wide, in presentation mode or not.
    pub fn of(width: f32, presentation: bool) -> Arrangement {
        if width < NARROW_WIDTH {
            Arrangement::Narrow
        } else if presentation {
            Arrangement::Presentation
        } else {
            Arrangement::Wide
        }
    }
}

/// Which panels show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The scenario panel (game, position, algorithm, Run).
    pub scenario: bool,
    /// Export and open, Copy link.
    pub export: bool,
    /// The inspector.
    pub inspector: bool,
    /// The tree's toolbar.
    pub tools: bool,
    /// The Code panel (opened with a tree in a wide window, see
    /// [`gametree_draw::canvas::opens_with_code`], else when asked for).
    pub code: bool,
}

impl Shown {
    const ALL: Shown = Shown {
        scenario: true,
        export: true,
        inspector: true,
        tools: true,
        code: false,
    };
    const NONE: Shown = Shown {
        scenario: false,
        export: false,
        inspector: false,
        tools: false,
        code: false,
    };
}

/// The panels shown in each arrangement (each keeps its own), and the narrow window's menu.
pub struct Panels {
    /// At a desk: every panel, until hidden.
    pub wide: Shown,
    /// On a projector: none, until brought back.
    pub presentation: Shown,
    /// On a phone: only the toolbar counts (the rest are in the menu).
    pub narrow: Shown,
    /// On a phone: the menu (modes, scenario, export, inspector) covers the tree.
    pub menu: bool,
    /// The learner (or a link) showed or hid the Code panel: their choice stands from then on.
    pub code_chosen: bool,
    /// A search was loaded: the next wide frame decides whether the Code panel opens with it.
    pub code_pending: bool,
    /// Whether the Code panel showed last frame (opening it in a small window makes room).
    pub code_was: bool,
    /// How wide the title bar's buttons were last frame (the title is cut to leave them room).
    pub buttons_width: f32,
    /// The learner showed or hid the inspector at a desk: their choice stands from then on
    /// (until then it shows only in a window at least
    /// [`gametree_draw::canvas::INSPECTOR_OPENS_FROM`] wide).
    pub inspector_chosen: bool,
}

impl Default for Panels {
    fn default() -> Self {
        Panels {
            wide: Shown::ALL,
            presentation: Shown::NONE,
            narrow: Shown::NONE,
            menu: false,
            code_chosen: false,
            code_pending: false,
            code_was: false,
            buttons_width: 0.0,
            inspector_chosen: false,
        }
    }
}

impl Panels {
    /// The panels showing in `a`.
    pub fn shown(&self, a: Arrangement) -> Shown {
        match a {
            Arrangement::Wide => self.wide,
            Arrangement::Presentation => self.presentation,
            Arrangement::Narrow => self.narrow,
        }
    }

    fn shown_mut(&mut self, a: Arrangement) -> &mut Shown {
        match a {
            Arrangement::Wide => &mut self.wide,
            Arrangement::Presentation => &mut self.presentation,
            Arrangement::Narrow => &mut self.narrow,
        }
    }

    /// S, E, I, T and C show or hide their panels (not while a text box has the keyboard); on
    /// a phone S, E and I open or close the menu instead.
    pub fn keys(&mut self, ctx: &egui::Context, a: Arrangement) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |action| {
            let key = keys::key(action);
            ctx.input(|i| {
                i.events.iter().any(|e| {
                    matches!(e, egui::Event::Key { key: k, pressed: true, repeat: false, modifiers, .. }
                        if *k == key && modifiers.is_none())
                })
            })
        };
        let [s, e, i, t, c] = [
            Action::ScenarioPanel,
            Action::ExportPanel,
            Action::InspectorPanel,
            Action::ToolsPanel,
            Action::CodePanel,
        ]
        .map(pressed);
        if a == Arrangement::Narrow && (s || e || i) {
            self.menu = !self.menu;
        }
        self.code_chosen |= c && a != Arrangement::Narrow;
        self.inspector_chosen |= i && a == Arrangement::Wide;
        let shown = self.shown_mut(a);
        if a != Arrangement::Narrow {
            shown.scenario ^= s;
            shown.export ^= e;
            shown.inspector ^= i;
            shown.code ^= c;
        }
        shown.tools ^= t;
    }

    /// The small buttons that show or hide each panel, with their keys.
    pub fn toggles(&mut self, ui: &mut Ui, a: Arrangement) {
        let code_before = self.shown(a).code;
        let inspector_before = self.shown(a).inspector;
        let shown = self.shown_mut(a);
        for (on, text) in [
            (&mut shown.scenario, t!("app-panel-scenario")),
            (&mut shown.export, t!("app-panel-export")),
            (&mut shown.inspector, t!("app-panel-inspector")),
            (&mut shown.tools, t!("app-panel-tools")),
            (&mut shown.code, t!("app-panel-code")),
        ] {
            if ui
                .selectable_label(*on, text)
                .on_hover_text(t!("app-panel-tip"))
                .clicked()
            {
                *on = !*on;
            }
        }
        self.code_chosen |= self.shown(a).code != code_before;
        self.inspector_chosen |=
            a == Arrangement::Wide && self.shown(a).inspector != inspector_before;
    }
}

impl App {
    /// After a search loads, at a desk: the Code panel opens with a tree in a window wide
    /// enough ([`gametree_draw::canvas::opens_with_code`]) and closes for a game, unless the
    /// learner has shown or hidden it themselves.
    fn code_opens(&mut self, ui: &Ui, a: Arrangement) {
        if a != Arrangement::Wide || !std::mem::take(&mut self.panels.code_pending) {
            return;
        }
        if let (Some(l), false) = (&self.loaded, self.panels.code_chosen) {
            let width = ui.ctx().content_rect().width();
            self.panels.wide.code = gametree_draw::canvas::opens_with_code(l.trace(), width);
        }
    }

    /// At a desk, until the learner shows or hides the inspector: it shows in a window at
    /// least [`gametree_draw::canvas::INSPECTOR_OPENS_FROM`] wide and folds in a narrower one
    /// (a 1280×720 projector), so the tree gets most of the width; I (or its button) brings
    /// it back, and that choice stands.
    fn inspector_opens(&mut self, ui: &Ui, a: Arrangement) {
        if a != Arrangement::Wide || self.panels.inspector_chosen {
            return;
        }
        let width = ui.ctx().content_rect().width();
        self.panels.wide.inspector = width >= gametree_draw::canvas::INSPECTOR_OPENS_FROM;
    }

    /// The Code panel opened in a window narrower than it opens by itself in: the scenario
    /// panel folds (S brings it back), so the tree keeps most of the width beside the code.
    fn room_for_code(&mut self, ui: &Ui, a: Arrangement) {
        let now = self.panels.shown(a).code;
        let opened = now && !std::mem::replace(&mut self.panels.code_was, now);
        let width = ui.ctx().content_rect().width();
        if opened && a == Arrangement::Wide && width < gametree_draw::canvas::CODE_OPENS_FROM {
            let shown = self.panels.shown_mut(a);
            shown.scenario = false;
            shown.export = false;
        }
    }

    /// The stepper's screen beside a wide window: side panels (as shown), the stepper, the
    /// narration, and the tree in what is left.
    pub(crate) fn wide_screen(&mut self, ui: &mut Ui, a: Arrangement) {
        self.inspector_opens(ui, a);
        self.code_opens(ui, a);
        self.room_for_code(ui, a);
        let shown = self.panels.shown(a);
        let presentation = a == Arrangement::Presentation;
        // The canvas last drawn stays known (the left panel, drawn first, says its size).
        if let Some(canvas) = self.drawn.canvas {
            self.drawn.last_canvas = Some(canvas);
        }
        self.drawn = Drawn {
            last_canvas: self.drawn.last_canvas,
            ..Drawn::default()
        };
        self.stepper_panels.begin_frame();
        egui::Panel::top("title").show(ui, |ui| self.title_bar(ui, a));
        if shown.scenario || shown.export {
            let left = egui::Panel::left(("scenario", presentation))
                .resizable(true)
                .default_size(SCENARIO_WIDTH)
                .size_range(180.0..=640.0)
                .show(ui, |ui| {
                    // Scrolls down, never sideways: text wraps at the panel's width.
                    egui::ScrollArea::vertical()
                        .id_salt("scenario-scroll")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            self.side_ui(ui, shown)
                        });
                });
            self.drawn.scenario = Some(left.response.rect);
        }
        let Some(loaded) = &mut self.loaded else {
            self.nothing_loaded(ui);
            return;
        };
        let window = Window {
            arrangement: a,
            shown,
        };
        // The panels on the window's right edge (the inspector), each its own side panel,
        // then the Code panel: both the window's whole height, so the code shows a whole
        // function and its rule table beside the tree and its sentence.
        let request = self
            .stepper_panels
            .side_panels(Slot::Right, &mut self.drawn, ui, loaded, &window)
            .or(self.stepper_panels.side_panels(
                Slot::BesideTree,
                &mut self.drawn,
                ui,
                loaded,
                &window,
            ));
        let narration = if presentation {
            super::scaled(ui, 21.0) * 5.6
        } else {
            gametree_draw::canvas::PANELS.narration
        };
        let panel = egui::Panel::bottom(("narration", presentation));
        // On a projector the sentence's band keeps its height: a long sentence scrolls inside
        // it instead of pushing the band past the window's bottom.
        let panel = if presentation {
            panel
                .resizable(false)
                .default_size(narration)
                .size_range(48.0..=narration)
        } else {
            panel
                .resizable(true)
                .default_size(narration)
                .size_range(48.0..=600.0)
        };
        let below = panel.show(ui, |ui| {
            let now = if presentation {
                ui.available_height()
            } else {
                ui.available_height() * 0.6
            };
            egui::ScrollArea::vertical()
                .id_salt("sentence_now")
                .max_height(now)
                // On a projector the sentence has the panel to itself: it fills it, so
                // the panel does not shrink to one line and grow at the next.
                .auto_shrink([false, !presentation])
                .show(ui, |ui| {
                    let above = Slot::AboveNarration;
                    self.stepper_panels.show(above, ui, loaded, &window);
                    self.drawn.sentence =
                        Some(self.narration.sentence_ui(ui, loaded, presentation));
                });
            if !presentation {
                ui.separator();
                self.narration.log_ui(ui);
            }
        });
        self.drawn.narration = Some(below.response.rect);
        let bar = egui::Panel::bottom(("stepper", presentation)).show(ui, |ui| {
            for command in stepper::bar(ui, loaded) {
                stepper::apply(loaded, command);
            }
        });
        self.drawn.stepper = Some(bar.response.rect);
        if self.drawn.code.is_some() {
            // The listing chosen is remembered for next time.
            let code: &crate::code_panel::CodePanel = self.stepper_panels.get();
            let chosen = Some(code.lang.code().to_string());
            if self.toolkit.settings.settings.code != chosen {
                self.toolkit.settings.update(|s| s.code = chosen);
            }
        }
        let style = self.toolkit.scene_style();
        let centre = if presentation {
            egui::CentralPanel::no_frame()
                .frame(egui::Frame::central_panel(ui.style()).inner_margin(egui::Margin::same(4)))
        } else {
            egui::CentralPanel::default_margins()
        };
        centre.show(ui, |ui| {
            if shown.tools {
                tree_view::toolbar(ui, loaded);
            }
            self.drawn.note_canvas(ui);
            self.last_scene = Some(tree_view::ui(ui, loaded, &style));
        });
        if let Some(r) = request {
            self.carry_out(r, ui.ctx());
        }
    }

    /// The stepper's screen in a narrow window: the tree at full width, the step buttons and
    /// the sentence under it; the modes and panels behind the menu button.
    pub(crate) fn narrow_screen(&mut self, ui: &mut Ui) {
        // The canvas last drawn stays known (the left panel, drawn first, says its size).
        if let Some(canvas) = self.drawn.canvas {
            self.drawn.last_canvas = Some(canvas);
        }
        self.drawn = Drawn {
            last_canvas: self.drawn.last_canvas,
            ..Drawn::default()
        };
        self.stepper_panels.begin_frame();
        if self.panels.menu {
            self.menu(ui);
            return;
        }
        let Some(loaded) = &mut self.loaded else {
            self.nothing_loaded(ui);
            return;
        };
        let below = egui::Panel::bottom("narrow-narration")
            .resizable(false)
            .exact_size((ui.available_height() * 0.2).clamp(90.0, 200.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("narrow-now")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let window = Window {
                            arrangement: Arrangement::Narrow,
                            shown: self.panels.narrow,
                        };
                        let above = Slot::AboveNarration;
                        self.stepper_panels.show(above, ui, loaded, &window);
                        self.narration.sentence_ui(ui, loaded, false);
                    });
            });
        // Two rows of finger-sized buttons, sized outright: a panel that sized itself to them
        // was seen overlapping the sentence in the browser.
        let rows = 2.0 * stepper::FINGER + 3.0 * ui.spacing().item_spacing.y + 20.0;
        let bar = egui::Panel::bottom("narrow-stepper")
            .resizable(false)
            .exact_size(rows)
            .show(ui, |ui| {
                let (commands, forward) = stepper::touch_bar(ui, loaded);
                for command in commands {
                    stepper::apply(loaded, command);
                }
                forward
            });
        self.drawn.forward = Some(bar.inner);
        self.drawn.narration = Some(below.response.rect);
        self.drawn.stepper = Some(bar.response.rect);
        let style = self.toolkit.scene_style();
        let tools = self.panels.narrow.tools;
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if tools {
                tree_view::toolbar(ui, loaded);
            }
            self.drawn.note_canvas(ui);
            self.last_scene = Some(tree_view::ui(ui, loaded, &style));
        });
    }

    /// The narrow window's bar: the menu button, the title, the help button (and the
    /// first-start hint under them until it is dismissed).
    pub(crate) fn narrow_bar(&mut self, ui: &mut Ui) {
        egui::Panel::top("narrow-bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.spacing_mut().interact_size.y = stepper::FINGER;
                let size = egui::vec2(stepper::FINGER, stepper::FINGER);
                let menu = egui::Button::selectable(
                    self.panels.menu,
                    RichText::new(t!("app-menu")).strong(),
                )
                .min_size(size);
                if ui.add(menu).on_hover_text(t!("app-menu-tip")).clicked() {
                    self.panels.menu = !self.panels.menu;
                }
                self.help.button(ui);
                let title = self
                    .loaded
                    .as_ref()
                    .map_or_else(|| t!("app-name"), |l| l.title());
                ui.add(egui::Label::new(RichText::new(title).strong()).truncate());
            });
            self.hint_row(ui);
        });
    }

    /// On a phone, the menu in place of the tree: the modes and settings, the scenario, the
    /// export and the inspector, one under the other.
    fn menu(&mut self, ui: &mut Ui) {
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("narrow-menu")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.spacing_mut().interact_size.y = stepper::FINGER;
                    let (mode, searching) = (
                        self.toolkit.shown_mode().map(|m| m.link_name()),
                        self.worker.is_some(),
                    );
                    self.toolkit.mode_bar(ui);
                    ui.separator();
                    let mut tools = self.panels.narrow.tools;
                    ui.checkbox(&mut tools, t!("app-panel-tools"));
                    self.panels.narrow.tools = tools;
                    ui.separator();
                    self.side_ui(ui, Shown::ALL);
                    let mut request = None;
                    if let Some(loaded) = &mut self.loaded {
                        ui.separator();
                        // Every panel of the right edge, whatever the narrow window shows.
                        let window = Window {
                            arrangement: Arrangement::Narrow,
                            shown: Shown::ALL,
                        };
                        request = self.stepper_panels.show(Slot::Right, ui, loaded, &window);
                    }
                    if let Some(r) = request {
                        self.carry_out(r, ui.ctx());
                    }
                    // A mode chosen or a search started: the menu makes way for it.
                    let now = self.toolkit.shown_mode().map(|m| m.link_name());
                    if now != mode || (self.worker.is_some() && !searching) {
                        self.panels.menu = false;
                    }
                });
        });
    }

    /// The bar under the modes: the app's name and the search's title, the panels' buttons
    /// and the help button; the first-start hint under them until it is dismissed.
    fn title_bar(&mut self, ui: &mut Ui, a: Arrangement) {
        // One row: the title cut short (its whole text on hover) where the row is too narrow
        // for it beside the panels' buttons and help, which were measured last frame.
        ui.horizontal(|ui| {
            let room = (ui.available_width() - self.panels.buttons_width - 16.0).max(40.0);
            ui.scope(|ui| {
                ui.set_max_width(room);
                if a == Arrangement::Wide {
                    ui.label(
                        RichText::new(t!("app-name"))
                            .strong()
                            .size(super::scaled(ui, 18.0)),
                    );
                }
                if let Some(l) = &self.loaded {
                    let title = RichText::new(l.title()).size(super::scaled(ui, 15.0));
                    ui.add(egui::Label::new(title).truncate());
                }
            });
            let start = ui.cursor().min.x;
            ui.separator();
            self.panels.toggles(ui, a);
            #[cfg(not(target_arch = "wasm32"))]
            self.class_host_button(ui);
            self.help.button(ui);
            self.panels.buttons_width = ui.cursor().min.x - start;
        });
        // Not on a projector: the class does not need it, the tree needs the room.
        if a != Arrangement::Presentation {
            self.hint_row(ui);
        }
    }

    /// The first-start hint, until dismissed (remembered in the settings).
    fn hint_row(&mut self, ui: &mut Ui) {
        if !self.toolkit.settings.settings.hint_dismissed && help::first_hint(ui) {
            self.toolkit.settings.update(|s| s.hint_dismissed = true);
        }
    }

    /// The centre before a search has loaded: searching, or choose a scenario.
    fn nothing_loaded(&mut self, ui: &mut Ui) {
        let searching = self.worker.is_some();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            ui.centered_and_justified(|ui| {
                ui.label(if searching {
                    t!("app-searching")
                } else {
                    t!("app-choose-scenario")
                });
            });
        });
    }
}
