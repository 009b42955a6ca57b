//! [`Loaded`]: one recorded search being stepped through, and how the viewer is looking at it
//! (playback position, camera, collapsed subtrees, selection, play/pause). Views read and
//! change it; nothing here searches.

use super::background::Background;
use gametree_draw::layout::{Layout, tidy};
use gametree_draw::scene::Camera;
use gametree_engine::trace::{NodeId, Playback, Trace};
use std::collections::HashSet;
use std::sync::Arc;

/// Trees with more nodes than this are laid out again off the UI thread when a subtree is
/// collapsed (the full tic-tac-toe tree takes a good part of a second in a debug build).
pub const BACKGROUND_LAYOUT_NODES: usize = 20_000;

/// One loaded search and how the viewer is looking at it.
pub struct Loaded {
    /// Where in the search the viewer is: the step shown and the tree's state at it.
    pub playback: Playback,
    /// The layout with nothing collapsed (made on the worker thread).
    full_layout: Layout,
    /// The layout in use when subtrees are collapsed, and the collapsed set it was made for.
    custom_layout: Option<(HashSet<NodeId>, Layout)>,
    /// A layout being made on another thread (big trees), for this collapsed set.
    pending_layout: Option<(HashSet<NodeId>, Background<Layout>)>,
    /// The nodes whose subtrees are folded away (a double-click toggles one).
    pub collapsed: HashSet<NodeId>,
    /// Draw only the call stack and the moves tried from it.
    pub only_active_path: bool,
    /// Show values and windows from the side to move (negamax) instead of from MAX's side.
    pub negamax: bool,
    /// Predict mode: the learner's predictions, when it is on.
    pub predict: Option<super::predict_panel::Predictor>,
    /// Show every legal move's value on the inspector's board.
    pub show_move_values: bool,
    /// The move values last worked out, for the position (row-major cells) they belong to.
    pub move_values: Option<(
        String,
        Result<gametree_teach::move_values::MoveValues, String>,
    )>,
    /// The tree node under the pointer, if any.
    pub hovered: Option<NodeId>,
    /// The bones position graph (bones searches only; made when first shown).
    pub bones: Option<super::bones_graph_view::BonesGraph>,
    /// `None` until the tree view knows its size; then fitted.
    pub camera: Option<Camera>,
    /// Move the camera to keep the current node on screen as the step changes.
    pub follow: bool,
    /// The node the viewer clicked; the inspector describes it instead of the current one.
    pub selected: Option<NodeId>,
    /// Whether playback is running by itself.
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    /// Fractional steps owed to the player.
    pub play_debt: f32,
    /// Ask the tree view to fit the whole tree on its next frame.
    pub fit_requested: bool,
    /// Show the minimap when the whole tree does not fit in the view.
    pub minimap: bool,
    /// Whether the viewer has panned or zoomed since the last fit (if not, a resized view
    /// fits again).
    pub user_moved: bool,
    /// The step the camera last followed, so it moves only when the step changes.
    pub followed_step: Option<usize>,
    /// The text of the tree view's "find" box, and why the last find failed.
    pub find: (String, Option<String>),
    /// A node to bring into view once the layout shows it (a found position).
    pub center_on: Option<NodeId>,
}

impl Loaded {
    /// Shows `trace` at step 0, with `layout` as its layout with nothing collapsed.
    pub fn new(trace: Arc<Trace>, layout: Layout) -> Loaded {
        let mut loaded = Loaded::with_layout(trace, layout);
        loaded.collapse_below_fit();
        loaded
    }

    fn with_layout(trace: Arc<Trace>, layout: Layout) -> Loaded {
        Loaded {
            playback: Playback::new(trace),
            full_layout: layout,
            custom_layout: None,
            pending_layout: None,
            collapsed: HashSet::new(),
            only_active_path: false,
            show_move_values: false,
            move_values: None,
            negamax: false,
            predict: None,
            bones: None,
            hovered: None,
            camera: None,
            follow: true,
            selected: None,
            playing: false,
            speed: 4.0,
            play_debt: 0.0,
            fit_requested: true,
            minimap: true,
            user_moved: false,
            followed_step: None,
            find: (String::new(), None),
            center_on: None,
        }
    }

    /// Lays out a trace here and now (tests, small trees).
    pub fn from_trace(trace: Trace) -> Loaded {
        let layout = tidy(&trace, |_| false);
        Loaded::new(Arc::new(trace), layout)
    }

    /// The recorded search being shown.
    pub fn trace(&self) -> &Arc<Trace> {
        self.playback.trace()
    }

    /// The title to show, made from what the recording searched, in the language in force
    /// (a trace file's own title as it is).
    pub fn title(&self) -> String {
        gametree_teach::titles::trace_title(self.trace())
    }

    /// The layout for the current view, remade only when the collapsed set changes. For a big
    /// tree it is remade on another thread, and the previous layout is shown until it is ready,
    /// so a double-click never stalls the window.
    pub fn layout(&mut self) -> &Layout {
        if let Some((set, job)) = &mut self.pending_layout
            && let Some(answer) = job.poll()
        {
            if let Ok(layout) = answer {
                self.custom_layout = Some((set.clone(), layout));
                // The view was fitted to the layout shown meanwhile: fit the new one.
                if !self.user_moved {
                    self.fit_requested = true;
                }
            }
            self.pending_layout = None;
        }
        let current = self.custom_layout.as_ref().map(|c| &c.0);
        let pending = self.pending_layout.as_ref().map(|p| &p.0);
        if !self.collapsed.is_empty()
            && current != Some(&self.collapsed)
            && pending != Some(&self.collapsed)
        {
            let trace = Arc::clone(self.trace());
            let set = self.collapsed.clone();
            if trace.tree.node_count() <= BACKGROUND_LAYOUT_NODES {
                let layout = tidy(&trace, |n| set.contains(&n));
                self.custom_layout = Some((set, layout));
            } else {
                let for_job = set.clone();
                let job = move || tidy(&trace, |n| for_job.contains(&n));
                match Background::start("layout", job, || {}) {
                    Ok(job) => self.pending_layout = Some((set, job)),
                    // No thread to spare: the whole tree stays drawn as it was.
                    Err(_) => self.collapsed.clear(),
                }
            }
        }
        self.view().1
    }

    /// Whether a layout is being made in the background (the view shows the previous one).
    pub fn layout_pending(&self) -> bool {
        self.pending_layout.is_some()
    }

    /// The playback and the layout in use, together (call [`Loaded::layout`] first so the
    /// layout is current).
    pub fn view(&self) -> (&Playback, &Layout) {
        let layout = match &self.custom_layout {
            Some((_, l)) if !self.collapsed.is_empty() => l,
            _ => &self.full_layout,
        };
        (&self.playback, layout)
    }

    /// The layout with nothing collapsed.
    pub fn full_layout(&self) -> &Layout {
        &self.full_layout
    }

    /// Collapses `id`'s subtree, or expands it if it was collapsed (double-click).
    pub fn toggle_collapsed(&mut self, id: NodeId) {
        if !self.collapsed.remove(&id) {
            if self.trace().tree.children(id).next().is_none() {
                return;
            }
            self.collapsed.insert(id);
        }
    }

    /// Expands every collapsed subtree.
    pub fn expand_all(&mut self) {
        self.collapsed.clear();
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
            match &mut self.predict {
                // Predicting: step by step, stopping at the next question.
                Some(p) => {
                    for _ in 0..whole as usize {
                        if !p.allows_forward(&self.playback) {
                            self.playing = false;
                            break;
                        }
                        self.playback.forward();
                    }
                }
                None => {
                    let to = self.playback.step() + whole as usize;
                    self.playback.seek(to);
                }
            }
        }
        if self.playback.at_end() {
            self.playing = false;
        }
    }
}
