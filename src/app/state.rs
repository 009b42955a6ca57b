//! [`Loaded`]: one recorded search being stepped through, and how the viewer is looking at it
//! (playback position, camera, collapsed subtrees, selection, play/pause). Views read and
//! change it; nothing here searches.

use crate::trace::layout::{Layout, tidy};
use crate::trace::scene::Camera;
use crate::trace::{NodeId, Playback, Trace};
use std::collections::HashSet;
use std::sync::Arc;

pub struct Loaded {
    pub playback: Playback,
    /// The layout with nothing collapsed (made on the worker thread).
    full_layout: Layout,
    /// The layout in use when subtrees are collapsed.
    custom_layout: Option<Layout>,
    pub collapsed: HashSet<NodeId>,
    /// Draw only the call stack and the moves tried from it.
    pub only_active_path: bool,
    /// `None` until the tree view knows its size; then fitted.
    pub camera: Option<Camera>,
    pub follow: bool,
    pub selected: Option<NodeId>,
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    /// Fractional steps owed to the player.
    pub play_debt: f32,
    /// Ask the tree view to fit the whole tree on its next frame.
    pub fit_requested: bool,
    pub minimap: bool,
    /// The step the camera last followed, so it moves only when the step changes.
    pub followed_step: Option<usize>,
}

impl Loaded {
    pub fn new(trace: Arc<Trace>, layout: Layout) -> Loaded {
        Loaded {
            playback: Playback::new(trace),
            full_layout: layout,
            custom_layout: None,
            collapsed: HashSet::new(),
            only_active_path: false,
            camera: None,
            follow: true,
            selected: None,
            playing: false,
            speed: 4.0,
            play_debt: 0.0,
            fit_requested: true,
            minimap: true,
            followed_step: None,
        }
    }

    /// Lays out a trace here and now (tests, small trees).
    pub fn from_trace(trace: Trace) -> Loaded {
        let layout = tidy(&trace, |_| false);
        Loaded::new(Arc::new(trace), layout)
    }

    pub fn trace(&self) -> &Arc<Trace> {
        self.playback.trace()
    }

    /// The layout for the current view, remade only when the collapsed set changes.
    pub fn layout(&mut self) -> &Layout {
        if !self.collapsed.is_empty() && self.custom_layout.is_none() {
            let trace = Arc::clone(self.trace());
            let collapsed = &self.collapsed;
            self.custom_layout = Some(tidy(&trace, |n| collapsed.contains(&n)));
        }
        self.custom_layout.as_ref().unwrap_or(&self.full_layout)
    }

    /// The playback and the layout in use, together (call [`Loaded::layout`] first so the
    /// layout is current).
    pub fn view(&self) -> (&Playback, &Layout) {
        (
            &self.playback,
            self.custom_layout.as_ref().unwrap_or(&self.full_layout),
        )
    }

    /// The layout with nothing collapsed.
    pub fn full_layout(&self) -> &Layout {
        &self.full_layout
    }

    fn relayout(&mut self) {
        self.custom_layout = None;
    }

    /// Collapses `id`'s subtree, or expands it if it was collapsed.
    pub fn toggle_collapsed(&mut self, id: NodeId) {
        if !self.collapsed.remove(&id) {
            if self.trace().tree.neighbors(id).next().is_none() {
                return;
            }
            self.collapsed.insert(id);
        }
        self.relayout();
    }

    pub fn expand_all(&mut self) {
        self.collapsed.clear();
        self.relayout();
    }

    /// The node the inspector describes: the clicked one, else the current one.
    pub fn inspected(&self) -> NodeId {
        self.selected.unwrap_or_else(|| self.playback.focus())
    }

    /// Advances playback by `dt` seconds of play; stops at the end.
    pub fn tick(&mut self, dt: f32) {
        if !self.playing {
            return;
        }
        self.play_debt += dt * self.speed;
        let whole = self.play_debt.floor();
        if whole >= 1.0 {
            self.play_debt -= whole;
            let to = self.playback.step() + whole as usize;
            self.playback.seek(to);
        }
        if self.playback.at_end() {
            self.playing = false;
        }
    }
}
