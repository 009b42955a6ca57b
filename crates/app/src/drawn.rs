//! Where the stepper's parts were drawn, in screen points: the layout notes each part as it
//! draws it; tests, the browser test's status and Save animation read it.

use crate::stepper_panel::PanelId;

/// Where the stepper's parts were drawn last frame, in screen points (tests look at it).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Drawn {
    /// The tree's canvas, when this frame drew it.
    pub canvas: Option<egui::Rect>,
    /// The tree's canvas as a frame last drew it (kept across frames: Save animation's
    /// "the canvas of this window (W×H)" is drawn before this frame lays the canvas out).
    pub last_canvas: Option<egui::Rect>,
    /// The left panel (scenario and export), when shown.
    pub scenario: Option<egui::Rect>,
    /// The inspector, when shown.
    pub inspector: Option<egui::Rect>,
    /// The Code panel, when shown.
    pub code: Option<egui::Rect>,
    /// The narration under the stepper.
    pub narration: Option<egui::Rect>,
    /// The current step's sentence in it, all of it (also what is scrolled out of sight).
    pub sentence: Option<egui::Rect>,
    /// The step buttons and timeline.
    pub stepper: Option<egui::Rect>,
    /// On a phone: the forward button.
    pub forward: Option<egui::Rect>,
    /// In an embedded player: the corner link that opens the whole app.
    pub open: Option<egui::Rect>,
}

impl Drawn {
    /// Notes where the stepper's panel `id` was drawn (the inspector's and the Code panel's
    /// places are kept).
    pub(crate) fn set(&mut self, id: PanelId, rect: egui::Rect) {
        match id {
            PanelId::Inspector => self.inspector = Some(rect),
            PanelId::Code => self.code = Some(rect),
            PanelId::Predict | PanelId::Mcts | PanelId::BonesGraph => {}
        }
    }

    /// Notes the tree's canvas as this frame lays it out.
    pub(crate) fn note_canvas(&mut self, ui: &egui::Ui) {
        self.canvas = Some(ui.available_rect_before_wrap());
    }
}
