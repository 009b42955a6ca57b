//! [`Loaded`]: one recorded search being stepped through, and how the viewer is looking at it:
//! the playback, the layouts (with folded subtrees), the viewport (camera, fit, follow), the
//! transport (play/pause, speed), view options, caches, the selection and the find box, each
//! its own struct. Views read and change it; nothing here searches.

use super::background::Background;
use gametree_draw::layout::{Layout, tidy, tidy_at};
use gametree_draw::scene::Camera;
use gametree_engine::trace::{NodeId, Playback, Trace};
use std::collections::HashSet;
use std::sync::Arc;

/// Trees with more nodes than this are laid out again off the UI thread when a subtree is
/// collapsed (the full tic-tac-toe tree takes a good part of a second in a debug build).
pub const BACKGROUND_LAYOUT_NODES: usize = 20_000;

/// One loaded search and how the viewer is looking at it: each concern its own struct.
pub struct Loaded {
    /// Where in the search the viewer is: the step shown and the tree's state at it.
    pub playback: Playback,
    /// The layouts: the whole tree's, and the one with subtrees folded.
    pub layouts: Layouts,
    /// Where the tree view looks and how it moves: fit, follow, pan and zoom.
    pub viewport: Viewport,
    /// Playing by itself, and how fast.
    pub transport: Transport,
    /// What the views show of the search: negamax values, the active path, move values.
    pub options: ViewOptions,
    /// Answers worked out for the viewer on demand (move values).
    pub caches: Caches,
    /// Predict mode: the learner's predictions, when it is on.
    pub predict: Option<super::predictor::Predictor>,
    /// The node the viewer clicked; the inspector describes it instead of the current one.
    pub selected: Option<NodeId>,
    /// Nodes a panel asks the tree to ring (the bones graph: the clicked heap's nodes).
    pub ringed: HashSet<NodeId>,
    /// The tree node under the pointer, if any.
    pub hovered: Option<NodeId>,
    /// The tree view's "find" box.
    pub find: FindBox,
}

/// The layouts of the tree: the whole tree's (made on the worker thread) and, once subtrees
/// are folded or a re-search copy is not created yet, one for the tree as it is drawn (made on
/// another thread for big trees).
pub struct Layouts {
    /// The layout with nothing collapsed.
    full: Layout,
    /// The layout in use when subtrees are collapsed (or re-searches not yet made), and what it
    /// was made for.
    custom: Option<(LayoutKey, Layout)>,
    /// A layout being made on another thread (big trees), for this key.
    pending: Option<(LayoutKey, Background<Layout>)>,
    /// The nodes whose subtrees are folded away (a double-click toggles one).
    pub collapsed: HashSet<NodeId>,
    /// The steps at which the recording's re-search copies are entered (PVS, aspiration):
    /// until then they take no place in the layout.
    research_steps: Vec<u32>,
    /// How many re-search copies exist at the step shown.
    stage: usize,
    /// The canvas size, in readable leaf slots and levels, the automatic fold was last made
    /// for.
    pub fitted_slots: Option<[u32; 2]>,
    /// Whether the fold is still the automatic one (made again for a canvas of another size);
    /// off once the viewer folds or opens nodes by hand (the fold is then theirs to keep).
    pub auto_fold: bool,
}

/// What a layout is made for: the folded nodes, and how many re-search copies exist.
type LayoutKey = (HashSet<NodeId>, usize);

/// Where the tree view looks, and what moves it.
pub struct Viewport {
    /// `None` until the tree view knows its size; then fitted.
    pub camera: Option<Camera>,
    /// Move the camera to keep the current node on screen as the step changes.
    pub follow: bool,
    /// Ask the tree view to fit the whole tree on its next frame.
    pub fit_requested: bool,
    /// Show the minimap when the whole tree does not fit in the view.
    pub minimap: bool,
    /// Whether the viewer has panned or zoomed since the last fit (if not, a resized view
    /// fits again).
    pub user_moved: bool,
    /// The step the camera last followed, so it moves only when the step changes.
    pub followed_step: Option<usize>,
    /// A node to bring into view once the layout shows it (a found position).
    pub center_on: Option<NodeId>,
    /// Where the minimap was drawn last frame, on screen (`None`: not drawn).
    pub minimap_at: Option<egui::Rect>,
    /// MTD(f): the finished pass (iteration index) whose tree is drawn instead of the current
    /// one, and the step at which it was chosen (stepping goes back to the current pass).
    pub shown_pass: Option<(usize, usize)>,
}

impl Default for Viewport {
    fn default() -> Self {
        Viewport {
            camera: None,
            follow: true,
            fit_requested: true,
            minimap: true,
            user_moved: false,
            followed_step: None,
            center_on: None,
            minimap_at: None,
            shown_pass: None,
        }
    }
}

/// Playing by itself: on or off, steps per second, and the part of a step owed.
pub struct Transport {
    /// Whether playback is running by itself.
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    /// Fractional steps owed to the player.
    debt: f32,
}

impl Default for Transport {
    fn default() -> Self {
        Transport {
            playing: false,
            speed: 4.0,
            debt: 0.0,
        }
    }
}

impl Transport {
    /// Starts playing, or pauses.
    pub fn toggle(&mut self) {
        self.playing = !self.playing;
        self.debt = 0.0;
    }

    /// The whole steps owed after `dt` seconds of play (0 while paused).
    fn steps_owed(&mut self, dt: f32) -> usize {
        if !self.playing {
            return 0;
        }
        self.debt += dt * self.speed;
        let whole = self.debt.floor();
        self.debt -= whole;
        whole as usize
    }
}

/// What the views show of the search.
#[derive(Default)]
pub struct ViewOptions {
    /// Draw only the call stack and the moves tried from it.
    pub only_active_path: bool,
    /// Show values and windows from the side to move (negamax) instead of from MAX's side.
    pub negamax: bool,
    /// Write on each edge the window (α, β) passed down it (alpha-beta searches).
    pub edge_windows: bool,
    /// Show every legal move's value on the inspector's board.
    pub show_move_values: bool,
}

/// Answers worked out for the viewer when first asked, kept while the search is shown.
#[derive(Default)]
pub struct Caches {
    /// The move values last worked out, for the position (row-major cells) they belong to.
    pub move_values: Option<(
        String,
        Result<gametree_teach::move_values::MoveValues, gametree_engine::search::SearchError>,
    )>,
}

/// The tree view's "find" box: the moves typed, and why the last find failed.
#[derive(Debug, Default)]
pub struct FindBox {
    /// The moves typed ("O b2, X c3").
    pub text: String,
    /// Why the last find failed.
    pub error: Option<crate::error::AppError>,
}

impl Loaded {
    /// Shows `trace` at step 0, with `layout` as its layout with nothing collapsed.
    pub fn new(trace: Arc<Trace>, layout: Layout) -> Loaded {
        let mut layouts = Layouts::new(layout);
        layouts.research_steps = gametree_draw::layout::research_steps(&trace);
        let mut loaded = Loaded {
            playback: Playback::new(trace),
            layouts,
            viewport: Viewport::default(),
            transport: Transport::default(),
            options: ViewOptions::default(),
            caches: Caches::default(),
            predict: None,
            selected: None,
            ringed: HashSet::new(),
            hovered: None,
            find: FindBox::default(),
        };
        loaded.collapse_below_fit();
        loaded
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

    /// The node the inspector describes: the clicked one, else the current one.
    pub fn inspected(&self) -> NodeId {
        self.selected.unwrap_or_else(|| self.playback.focus())
    }

    /// Advances playback by `dt` seconds of play; stops at the end.
    pub fn tick(&mut self, dt: f32) {
        let whole = self.transport.steps_owed(dt);
        if whole > 0 {
            match &mut self.predict {
                // Predicting: step by step, stopping at the next question.
                Some(p) => {
                    for _ in 0..whole {
                        if !p.allows_forward(&self.playback) {
                            self.transport.playing = false;
                            break;
                        }
                        self.playback.forward();
                    }
                }
                None => {
                    let to = self.playback.step() + whole;
                    self.playback.seek(to);
                }
            }
        }
        if self.playback.at_end() {
            self.transport.playing = false;
        }
    }

    /// The layout for the current view (see [`Layouts::current`]); a new one made in the
    /// background asks the view to fit it, unless the viewer has moved.
    pub fn layout(&mut self) -> &Layout {
        let trace = Arc::clone(self.trace());
        let step = self.playback.step();
        if self.layouts.refresh(&trace, step) && !self.viewport.user_moved {
            self.viewport.fit_requested = true;
        }
        self.layouts.current()
    }

    /// The playback and the layout in use, together (call [`Loaded::layout`] first so the
    /// layout is current).
    pub fn view(&self) -> (&Playback, &Layout) {
        (&self.playback, self.layouts.current())
    }

    /// Collapses `id`'s subtree, or expands it if it was collapsed (double-click).
    pub fn toggle_collapsed(&mut self, id: NodeId) {
        let trace = Arc::clone(self.trace());
        self.layouts.toggle(&trace, id);
        self.layouts.auto_fold = false;
    }
}

impl Layouts {
    /// The layouts of a tree whose whole layout is `full`, nothing collapsed.
    pub fn new(full: Layout) -> Layouts {
        Layouts {
            full,
            custom: None,
            pending: None,
            collapsed: HashSet::new(),
            research_steps: Vec::new(),
            stage: 0,
            fitted_slots: None,
            auto_fold: true,
        }
    }

    /// Makes the layout for the collapsed set and the re-search copies made by `step` if they
    /// changed: at once for a small tree, on another thread for a big one (the previous layout
    /// is shown until it is ready, so a double-click never stalls the window). True when a
    /// background layout just arrived.
    pub fn refresh(&mut self, trace: &Arc<Trace>, step: usize) -> bool {
        let mut arrived = false;
        if let Some((key, job)) = &mut self.pending
            && let Some(answer) = job.poll()
        {
            if let Ok(layout) = answer {
                self.custom = Some((key.clone(), layout));
                arrived = true;
            }
            self.pending = None;
        }
        self.stage = gametree_draw::layout::research_stage(&self.research_steps, step);
        if !self.needs_custom() {
            return arrived;
        }
        let key = (self.collapsed.clone(), self.stage);
        let current = self.custom.as_ref().map(|c| &c.0);
        let pending = self.pending.as_ref().map(|p| &p.0);
        if current != Some(&key) && pending != Some(&key) {
            let trace = Arc::clone(trace);
            let set = key.0.clone();
            if trace.tree.node_count() <= BACKGROUND_LAYOUT_NODES {
                let layout = tidy_at(&trace, step, |n| set.contains(&n));
                self.custom = Some((key, layout));
            } else {
                let job = move || tidy_at(&trace, step, |n| set.contains(&n));
                match Background::start("layout", job, || {}) {
                    Ok(job) => self.pending = Some((key, job)),
                    // No thread to spare: the whole tree stays drawn as it was.
                    Err(_) => self.collapsed.clear(),
                }
            }
        }
        arrived
    }

    /// Whether the whole tree's layout will not do: subtrees are folded, or a re-search copy
    /// does not exist yet.
    fn needs_custom(&self) -> bool {
        !self.collapsed.is_empty() || self.stage < self.research_steps.len()
    }

    /// The layout in use: the one made for the folded nodes and the re-searches made so far
    /// (or the last one made, while the next is made), else the whole tree's.
    pub fn current(&self) -> &Layout {
        match &self.custom {
            Some((_, l)) if self.needs_custom() => l,
            _ => &self.full,
        }
    }

    /// Whether a layout is being made in the background (the view shows the previous one).
    pub fn pending(&self) -> bool {
        self.pending.is_some()
    }

    /// The layout with nothing collapsed.
    pub fn full(&self) -> &Layout {
        &self.full
    }

    /// Collapses `id`'s subtree, or expands it if it was collapsed.
    pub fn toggle(&mut self, trace: &Trace, id: NodeId) {
        if !self.collapsed.remove(&id) {
            if trace.tree.children(id).next().is_none() {
                return;
            }
            self.collapsed.insert(id);
        }
    }

    /// Expands every collapsed subtree.
    pub fn expand_all(&mut self) {
        self.collapsed.clear();
        self.auto_fold = false;
    }

    /// Folds the tree again to what the canvas shows at the readable spacing (after
    /// [`Layouts::expand_all`] or folds made by hand).
    pub fn fold_again(&mut self) {
        self.auto_fold = true;
        self.fitted_slots = None;
    }
}
