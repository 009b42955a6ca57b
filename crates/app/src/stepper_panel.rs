//! What every panel of the stepper shares, as [`crate::mode`] is for the modes: the
//! [`StepperPanel`] trait each panel implements (its id, its title, where it goes, whether it is
//! open for this trace and window, and one `show` that draws it), the [`registry`] listing them
//! as data, and [`StepperPanels`], which holds each panel's own state and draws the panels of a
//! [`Slot`] for the layout. The panels read the stepper's state ([`Loaded`]); it knows none of
//! them.

use crate::keys::Action;
use crate::layout::{Arrangement, CODE_WIDTH, Drawn, INSPECTOR_WIDTH, Shown};
use crate::mode::{AsAny, Request};
use crate::state::Loaded;
use egui::Ui;
use gametree_engine::trace::Trace;
use std::sync::Arc;

/// Which panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PanelId {
    /// The algorithm's code, the running line lit.
    Code,
    /// The current or clicked node, the call stack, the counts.
    Inspector,
    /// Predict mode's question above the narration.
    Predict,
    /// Monte Carlo tree search against the exact search (MCTS recordings).
    Mcts,
    /// The bones position graph (bones searches).
    BonesGraph,
}

impl PanelId {
    /// Its name in the window's ids and the browser test's facts.
    pub fn name(self) -> &'static str {
        match self {
            PanelId::Code => "code",
            PanelId::Inspector => "inspector",
            PanelId::Predict => "predict",
            PanelId::Mcts => "mcts",
            PanelId::BonesGraph => "bones-graph",
        }
    }
}

/// Where a panel goes on the stepper's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A side panel on the window's right edge (on a phone: in the menu).
    Right,
    /// Beside the tree and its sentence, right of them, the window's whole height (the Code
    /// panel: a whole function and its rule table fit at 1280×720).
    BesideTree,
    /// Above the narration's sentence.
    AboveNarration,
    /// Inside the inspector, where it says.
    InInspector(Spot),
}

/// Where in the inspector a panel inside it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// After the position (and MTD(f)'s passes).
    AfterPosition,
    /// After the chance and MCTS facts about the node.
    AfterNodeFacts,
}

/// The window a panel is asked about: its arrangement and which panels the learner shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    /// Wide, presentation or narrow.
    pub arrangement: Arrangement,
    /// The panels shown (by their buttons and keys).
    pub shown: Shown,
}

/// One panel of the stepper: a view with its own state that draws itself for the loaded
/// search. The layout asks the [`registry`]'s panels of each slot whether they are open and
/// shows them, so a new panel is one file implementing this and one line in [`registry`].
pub trait StepperPanel: AsAny {
    /// Which panel it is.
    fn id(&self) -> PanelId;

    /// Its title, in the language in force.
    fn title(&self) -> String;

    /// Where it goes.
    fn slot(&self) -> Slot;

    /// The key that opens and closes it, if it has one of its own (a panel inside the
    /// inspector opens with the inspector).
    fn key(&self) -> Option<Action>;

    /// Whether it shows for `loaded` in `window`.
    fn is_open(&self, loaded: &Loaded, window: &Window) -> bool;

    /// Draws it; returns what it asks the app to do, if anything. `inner` draws the panels
    /// inside this one (the inspector's).
    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, inner: &mut Inner<'_>) -> Option<Request>;

    /// A new search was loaded: forget what belonged to the last one.
    fn new_trace(&mut self, trace: &Arc<Trace>) {
        let _ = trace;
    }
}

/// Every panel of the stepper, one line each: the layout, the panel test and the app's
/// accessors read this list.
pub fn registry(code: crate::code_panel::CodePanel) -> Vec<Box<dyn StepperPanel>> {
    vec![
        Box::new(code),
        Box::new(crate::inspector::Inspector),
        Box::new(crate::predict_panel::PredictPanel),
        Box::new(crate::bones_graph_view::BonesGraphPanel::default()),
        Box::new(crate::mcts_panel::McPanel::default()),
    ]
}

/// The panels inside the one being shown, and the window they are asked about.
pub struct Inner<'a> {
    panels: &'a mut [Box<dyn StepperPanel>],
    window: Window,
    shown: &'a mut Vec<PanelId>,
}

impl Inner<'_> {
    /// Shows the open panels inside the inspector at `spot`; what the last of them asks for.
    pub fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, spot: Spot) -> Option<Request> {
        let mut request = None;
        for p in self.panels.iter_mut() {
            if p.slot() == Slot::InInspector(spot) && p.is_open(loaded, &self.window) {
                self.shown.push(p.id());
                let mut none = Inner {
                    panels: &mut [],
                    window: self.window,
                    shown: self.shown,
                };
                request = p.show(ui, loaded, &mut none).or(request);
            }
        }
        request
    }
}

/// The stepper's panels, each with its own state, in the [`registry`]'s order.
pub struct StepperPanels {
    panels: Vec<Box<dyn StepperPanel>>,
    /// The panels shown since [`Self::begin_frame`]: those of the last time the stepper's
    /// screen was drawn (tests look at it).
    shown: Vec<PanelId>,
}

impl StepperPanels {
    /// The registry's panels, the Code panel as `code` is.
    pub fn new(code: crate::code_panel::CodePanel) -> StepperPanels {
        StepperPanels {
            panels: registry(code),
            shown: Vec::new(),
        }
    }

    /// The stepper's screen is drawn again: no panel shown yet.
    pub fn begin_frame(&mut self) {
        self.shown.clear();
    }

    /// The panels shown the last time the stepper's screen was drawn, in the order drawn.
    pub fn shown(&self) -> &[PanelId] {
        &self.shown
    }

    /// Every panel, in the registry's order.
    pub fn all(&self) -> impl Iterator<Item = &dyn StepperPanel> {
        self.panels.iter().map(|p| p.as_ref())
    }

    /// The panel of type `P`. Every panel type is in the [`registry`].
    pub fn get<P: StepperPanel + 'static>(&self) -> &P {
        self.panels
            .iter()
            .find_map(|p| p.as_ref().as_any().downcast_ref::<P>())
            .expect("every panel type is in the registry")
    }

    /// The panel of type `P`, to change it.
    pub fn get_mut<P: StepperPanel + 'static>(&mut self) -> &mut P {
        self.panels
            .iter_mut()
            .find_map(|p| p.as_mut().as_any_mut().downcast_mut::<P>())
            .expect("every panel type is in the registry")
    }

    /// A new search was loaded: every panel forgets the last one's.
    pub fn new_trace(&mut self, trace: &Arc<Trace>) {
        for p in &mut self.panels {
            p.new_trace(trace);
        }
    }

    /// The panels of `slot` open for `loaded` in `window`, by index.
    pub fn open_in(&self, slot: Slot, loaded: &Loaded, window: &Window) -> Vec<usize> {
        (0..self.panels.len())
            .filter(|&i| {
                let p = &self.panels[i];
                p.slot() == slot && p.is_open(loaded, window)
            })
            .collect()
    }

    /// The panel at `index` (from [`Self::open_in`]).
    pub fn at(&self, index: usize) -> &dyn StepperPanel {
        self.panels[index].as_ref()
    }

    /// Shows the panel at `index`, with the panels after it in the registry as the ones that
    /// may go inside it.
    pub fn show_at(
        &mut self,
        index: usize,
        ui: &mut Ui,
        loaded: &mut Loaded,
        window: &Window,
    ) -> Option<Request> {
        let (before, after) = self.panels.split_at_mut(index + 1);
        self.shown.push(before[index].id());
        let mut inner = Inner {
            panels: after,
            window: *window,
            shown: &mut self.shown,
        };
        before[index].show(ui, loaded, &mut inner)
    }

    /// Shows, one under the other, every panel of `slot` open for `loaded` in `window`; what
    /// the last of them asks for.
    pub fn show(
        &mut self,
        slot: Slot,
        ui: &mut Ui,
        loaded: &mut Loaded,
        window: &Window,
    ) -> Option<Request> {
        let mut request = None;
        for i in self.open_in(slot, loaded, window) {
            request = self.show_at(i, ui, loaded, window).or(request);
        }
        request
    }

    /// The open panels of `slot`, each a resizable side panel on the right whose rectangle is
    /// kept in `drawn`: the right edge's (the inspector) at the inspector's width and
    /// scrolling, those beside the tree (the Code panel) at the Code panel's, at most 45% of the
    /// room it shares with the tree, so the tree stays readable; what the last of them asks for.
    pub fn side_panels(
        &mut self,
        slot: Slot,
        drawn: &mut Drawn,
        ui: &mut Ui,
        loaded: &mut Loaded,
        window: &Window,
    ) -> Option<Request> {
        let presentation = window.arrangement == Arrangement::Presentation;
        let scrolls = slot == Slot::Right;
        let mut request = None;
        for i in self.open_in(slot, loaded, window) {
            let id = self.at(i).id();
            let (width, range) = if scrolls {
                (INSPECTOR_WIDTH, 200.0..=720.0)
            } else {
                let most = (ui.available_width() * 0.45).max(220.0);
                (CODE_WIDTH.min(most), 220.0..=most.min(900.0))
            };
            let panel = egui::Panel::right((id.name(), presentation))
                .resizable(true)
                .default_size(width)
                .size_range(range)
                .show(ui, |ui| {
                    if !scrolls {
                        return self.show_at(i, ui, loaded, window);
                    }
                    egui::ScrollArea::vertical()
                        .id_salt(format!("{}-scroll", id.name()))
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            self.show_at(i, ui, loaded, window)
                        })
                        .inner
                });
            request = panel.inner.or(request);
            drawn.set(id, panel.response.rect);
        }
        request
    }
}
