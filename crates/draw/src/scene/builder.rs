//! The scene builder: [`build`] walks the tree of the current iteration depth first, collects
//! shapes in layers and joins them in drawing order (edges under nodes under text).

use super::aggregate::state_colour;
use super::legend::{Keys, legend};
use super::mcts::MctsStep;
use super::place::{Board, text_bounds};
use super::style::Palette;
use super::{AGGREGATE_PX, Camera, NODE_PX, Scene, Shape, Style, legend_band};
use crate::layout::{Layout, not_created_yet};
use gametree_engine::game::PositionView;
use gametree_engine::trace::{NodeId, NodeState, Playback, Trace, flags};
use std::collections::HashSet;

/// Shapes collected in layers, joined at the end (edges under nodes under text).
#[derive(Default)]
pub(super) struct Layers {
    pub(super) aggregates: Vec<Shape>,
    pub(super) nodes: Vec<Shape>,
    pub(super) text: Vec<Shape>,
    pub(super) hits: Vec<(NodeId, [f32; 4])>,
}

/// One batch of segments per edge style.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum EdgeKind {
    Unseen,
    Seen,
    Pruned,
    ActivePath,
    Best,
    Cut,
    /// A Monte Carlo playout: random moves from the node reached to the end of the game.
    Playout,
    /// A subtree too narrow to draw, as a line in the colour of its state.
    Thin(u8),
}

/// Everything `build` needs while it walks the tree.
pub(super) struct Painter<'a> {
    pub(super) playback: &'a Playback,
    pub(super) trace: &'a Trace,
    pub(super) layout: &'a Layout,
    pub(super) camera: &'a Camera,
    pub(super) style: &'a Style,
    pub(super) pal: Palette,
    /// The call stack (or the best line at the end): drawn emphasised.
    pub(super) path: HashSet<NodeId>,
    pub(super) best: HashSet<NodeId>,
    pub(super) focus: NodeId,
    pub(super) selected: Option<NodeId>,
    pub(super) tree_game: bool,
    pub(super) alphabeta: bool,
    pub(super) edges: Vec<(EdgeKind, Vec<[f32; 2]>)>,
    pub(super) layers: Layers,
    /// The labels that find their own place once every node is drawn.
    pub(super) board: Board,
    /// Monte Carlo tree search: the phase the current step shows (`None` for the other
    /// searches, before the first step and at the end).
    pub(super) mcts: Option<MctsStep>,
    /// Monte Carlo tree search: nodes appear when expansion adds them (until then they are
    /// not drawn, though the layout keeps their place).
    pub(super) hide_unseen: bool,
    /// The bottom of the area labels may use (the legend's band is below it).
    pub(super) label_bottom: f32,
}

/// Draws the iteration that contains the current step of `playback`, as `camera` sees it.
/// The work done scales with what is visible: subtrees off screen are skipped whole, and
/// subtrees narrower than [`AGGREGATE_PX`] become one shape.
pub fn build(
    playback: &Playback,
    layout: &Layout,
    camera: &Camera,
    style: &Style,
    selected: Option<NodeId>,
) -> Scene {
    let trace: &Trace = playback.trace();
    let pal = Palette::new(style.light);
    let background = pal.background;
    let size = camera.viewport;
    let Some(iteration) = trace
        .iterations
        .get(trace.iteration_at(playback.step().saturating_sub(1)))
    else {
        return Scene {
            size,
            background,
            shapes: vec![],
            hits: vec![],
        };
    };
    let root = iteration.root;
    let mcts = MctsStep::of(playback);
    // At the end a Monte Carlo search shows its best line, not its last iteration's path.
    let stack = if trace.mcts.is_some() && playback.finished() {
        Vec::new()
    } else {
        playback.stack()
    };
    let best: HashSet<NodeId> = if playback.finished() {
        trace.principal_line().into_iter().collect()
    } else {
        HashSet::new()
    };
    let mut p = Painter {
        playback,
        trace,
        layout,
        camera,
        style,
        pal,
        path: stack.iter().copied().collect(),
        best,
        focus: playback.focus(),
        selected,
        tree_game: matches!(trace.game.view(&[]), PositionView::Tree { .. }),
        alphabeta: trace.is_alphabeta(),
        edges: Vec::new(),
        layers: Layers::default(),
        board: Board::default(),
        mcts,
        hide_unseen: trace.mcts.is_some(),
        label_bottom: if size[1] > 160.0 {
            size[1] - legend_band(style)
        } else {
            size[1]
        },
    };
    if root.index() < layout.x.len() && layout.visible(root) {
        p.walk(root);
        p.mcts_marks();
    }
    p.place_labels();
    let mut out = p.join_layers();
    if size[1] > 160.0 {
        let keys = Keys {
            edge_windows: style.edge_windows && trace.is_alphabeta(),
            ..Keys::of(trace)
        };
        legend(&p.pal, style, size, keys, &mut out);
    }
    Scene {
        size,
        background,
        shapes: out,
        hits: std::mem::take(&mut p.layers.hits),
    }
}

impl Painter<'_> {
    /// Every shape collected, in drawing order: edges (batched by style, thin subtrees after
    /// them), aggregates, nodes, cut marks, then texts.
    fn join_layers(&mut self) -> Vec<Shape> {
        let mut shapes = Vec::new();
        let order = [
            EdgeKind::Unseen,
            EdgeKind::Pruned,
            EdgeKind::Seen,
            EdgeKind::ActivePath,
            EdgeKind::Best,
            EdgeKind::Playout,
        ];
        let z = self.style.font_scale;
        let mut thin = Vec::new();
        for (kind, points) in std::mem::take(&mut self.edges) {
            let (width, color, dashed) = match kind {
                EdgeKind::Unseen => (1.2 * z, self.pal.faint, false),
                EdgeKind::Seen => (1.6 * z, self.pal.edge, false),
                EdgeKind::Pruned => (1.4 * z, self.pal.pruned, true),
                EdgeKind::ActivePath => (4.0 * z, self.pal.current, false),
                EdgeKind::Best => (4.0 * z, self.pal.best, false),
                EdgeKind::Cut => (2.5 * z, self.pal.cut, false),
                EdgeKind::Playout => (2.2 * z, self.pal.current, true),
                EdgeKind::Thin(c) => (1.0, state_colour(&self.pal, c).1, false),
            };
            let shape = Shape::Segments {
                points,
                width,
                color,
                dashed,
            };
            match order.iter().position(|&k| k == kind) {
                Some(i) => shapes.push((i, shape)),
                None if matches!(kind, EdgeKind::Thin(_)) => thin.push(shape),
                None => shapes.push((order.len(), shape)),
            }
        }
        gametree_engine::sort::sort_by_key(&mut shapes, |(i, _)| *i);
        let cut = shapes.iter().position(|(i, _)| *i == order.len());
        let mut out: Vec<Shape> = Vec::new();
        let mut cut_shape = None;
        for (i, (_, s)) in shapes.into_iter().enumerate() {
            if Some(i) == cut {
                cut_shape = Some(s);
            } else {
                out.push(s);
            }
        }
        out.extend(thin);
        out.append(&mut self.layers.aggregates);
        out.append(&mut self.layers.nodes);
        out.extend(cut_shape);
        out.append(&mut self.layers.text);
        out
    }

    /// Gives every optional label its place, clear of the nodes, the cut marks and the texts
    /// already drawn.
    fn place_labels(&mut self) {
        let mut board = std::mem::take(&mut self.board);
        for (_, b) in &self.layers.hits {
            board.take(*b);
        }
        for s in &self.layers.text {
            match s {
                Shape::Rect { min, max, .. } => board.take([min[0], min[1], max[0], max[1]]),
                s => board.take(text_bounds(s).unwrap_or([0.0; 4])),
            }
        }
        // Cut marks: the moment being taught, never covered.
        let w = 2.5 * self.style.font_scale / 2.0;
        for (_, points) in self.edges.iter().filter(|(k, _)| *k == EdgeKind::Cut) {
            for pair in points.chunks_exact(2) {
                let (a, b) = (pair[0], pair[1]);
                board.take([
                    a[0].min(b[0]) - w,
                    a[1].min(b[1]) - w,
                    a[0].max(b[0]) + w,
                    a[1].max(b[1]) + w,
                ]);
            }
        }
        let area = [0.0, 0.0, self.camera.viewport[0], self.label_bottom];
        let (placed, hits) = board.place(area);
        self.layers.text.extend(placed);
        self.layers.hits.extend(hits);
    }

    /// Whether `id` is drawn at all at this step: a Monte Carlo node only once it is added, a
    /// re-search copy (PVS, aspiration) only once the search creates it.
    pub(super) fn shown(&self, id: NodeId) -> bool {
        if not_created_yet(self.trace, id, self.playback.step()) {
            return false;
        }
        !self.hide_unseen || self.playback.state(id) != NodeState::Unseen
    }

    pub(super) fn span(&self, id: NodeId) -> (f32, f32) {
        let i = id.index();
        (self.layout.lo[i], self.layout.hi[i])
    }

    /// Width of the subtree under `id` in pixels (one slot per leaf).
    pub(super) fn span_px(&self, id: NodeId) -> f32 {
        let (lo, hi) = self.span(id);
        (hi - lo + 1.0) * self.camera.zoom
    }

    /// Node size: as large as the style asks, but never wider than its subtree or its level.
    pub(super) fn radius(&self, id: NodeId) -> f32 {
        (NODE_PX * self.style.font_scale)
            .min(self.span_px(id) * 0.3)
            .min(self.camera.level() * 0.28)
    }

    pub(super) fn centre(&self, id: NodeId) -> [f32; 2] {
        let i = id.index();
        self.camera
            .to_screen(self.layout.x[i], self.trace.node(id).depth as f32)
    }

    pub(super) fn is_leaf(&self, id: NodeId) -> bool {
        let n = self.trace.node(id);
        // A table answer has no children either, but it is a position like the others (it keeps
        // its shape, with the table's mark).
        n.has(flags::TERMINAL)
            || n.has(flags::HEURISTIC)
            || (self.tree_game
                && !n.has(flags::TT_HIT)
                && self.trace.tree.children(id).next().is_none()
                && !(n.has(flags::SHARED) && self.shares_an_inner_node(id)))
    }

    /// Whether the pruned node `id`, whose subtree the recording keeps once under a later
    /// copy of the same position ([`flags::SHARED`]), is an inner node: a copy at its place in
    /// another iteration (an MTD(f) pass, a deeper iteration) has children. Such a node is
    /// drawn as the MIN or MAX node it is, not as a leaf's box (MTD(f) pass 1's D).
    fn shares_an_inner_node(&self, id: NodeId) -> bool {
        let path = self.trace.path(id);
        self.trace.iterations.iter().any(|it| {
            let mut at = it.root;
            for &i in &path {
                match self
                    .trace
                    .tree
                    .children(at)
                    .find(|&c| self.trace.node(c).child_index == i)
                {
                    Some(c) => at = c,
                    None => return false,
                }
            }
            self.trace.tree.children(at).next().is_some()
        })
    }

    pub(super) fn edge(&mut self, kind: EdgeKind, a: [f32; 2], b: [f32; 2]) {
        match self.edges.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, pts)) => pts.extend([a, b]),
            None => self.edges.push((kind, vec![a, b])),
        }
    }

    /// Draws `root`'s subtree, depth first, without recursion (trees may be deep).
    pub(super) fn walk(&mut self, root: NodeId) {
        let mut todo = vec![root];
        while let Some(id) = todo.pop() {
            if self.off_screen(id) {
                continue;
            }
            if !self.shown(id) {
                continue;
            }
            let state = self.playback.state(id);
            // A collapsed node keeps its children in the trace, but none are laid out.
            let hidden = self.layout.hidden_below(id);
            let has_children = hidden == 0 && self.trace.tree.children(id).next().is_some();
            if has_children && self.span_px(id) < AGGREGATE_PX {
                self.aggregate(id, state);
                continue;
            }
            let centre = self.centre(id);
            let r = self.radius(id);
            let children = if has_children {
                let mut kids = self.trace.children(id);
                kids.retain(|&c| self.layout.visible(c) && self.shown(c));
                kids
            } else {
                Vec::new()
            };
            let show_children = !self.style.active_path_only
                || self.path.contains(&id)
                || self.best.contains(&id)
                || (self.path.is_empty() && self.best.is_empty() && id == root);
            if show_children {
                if self.trace.is_chance(id) {
                    self.probabilities(id, centre, r, &children);
                }
                let walked = self.fan_out(id, centre, r, &children);
                todo.extend(walked.iter().rev().copied());
            }
            let on_screen = centre[0] > -r * 3.0
                && centre[0] < self.camera.viewport[0] + r * 3.0
                && centre[1] > -r * 3.0
                && centre[1] < self.camera.viewport[1] + r * 3.0;
            if on_screen {
                self.node(id, state, centre, r);
                if hidden > 0 {
                    self.collapsed_badge(id, state, centre, r, hidden);
                }
            }
        }
    }
}
