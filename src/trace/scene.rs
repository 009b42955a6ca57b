//! One drawing, several outputs: the tree view at one step, laid out and styled once into a
//! small list of shapes in pixel coordinates. The window paints it with egui; `render` writes
//! it as SVG or PNG. The drawing rules live only here, in [`build`].

use super::layout::Layout;
use super::{NodeId, NodeState, Playback, Status, Trace, flags, show_value};
use crate::game::{Player, PositionView};
use crate::search::Bound;
use std::collections::HashSet;

/// A colour, sRGB with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

/// Where a text's position is: its centre, or the middle of its left or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Center,
    Left,
    Right,
}

/// One thing to draw. Coordinates are pixels, y downwards.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Many line segments with one style (edges are batched): `points` holds pairs.
    Segments {
        points: Vec<[f32; 2]>,
        width: f32,
        color: Rgba,
        dashed: bool,
    },
    /// A closed polygon (node triangles, cut marks, aggregate subtree shapes).
    Polygon {
        points: Vec<[f32; 2]>,
        fill: Rgba,
        stroke: Rgba,
        stroke_width: f32,
    },
    Rect {
        min: [f32; 2],
        max: [f32; 2],
        fill: Rgba,
        stroke: Rgba,
        stroke_width: f32,
        rounding: f32,
    },
    Circle {
        center: [f32; 2],
        radius: f32,
        fill: Rgba,
        stroke: Rgba,
        stroke_width: f32,
    },
    Text {
        pos: [f32; 2],
        text: String,
        size: f32,
        color: Rgba,
        anchor: Anchor,
    },
}

/// A finished drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub size: [f32; 2],
    pub background: Rgba,
    pub shapes: Vec<Shape>,
    /// Where each drawn node is, for clicks: (node, [min x, min y, max x, max y]).
    /// Aggregated subtrees are listed under their top node.
    pub hits: Vec<(NodeId, [f32; 4])>,
}

impl Scene {
    /// The topmost node drawn at pixel `p`, if any.
    pub fn hit(&self, p: [f32; 2]) -> Option<NodeId> {
        self.hits
            .iter()
            .rev()
            .find(|(_, b)| p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3])
            .map(|&(id, _)| id)
    }
}

/// How the tree is drawn: the window's dark theme, or light and large for a projector.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Presentation: light background, high contrast.
    pub light: bool,
    /// Multiplies every text and node size.
    pub font_scale: f32,
    /// Show the α/β window under active and finished nodes (alpha-beta only).
    pub show_windows: bool,
    /// Draw only the active path (the call stack) and the moves tried from it.
    pub active_path_only: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            light: false,
            font_scale: 1.0,
            show_windows: true,
            active_path_only: false,
        }
    }
}

impl Style {
    /// For slides and projectors: light, high contrast, large text.
    pub fn slide() -> Self {
        Style {
            light: true,
            font_scale: 1.5,
            ..Style::default()
        }
    }
}

/// Vertical distance between depth levels, in leaf slots, while zoom allows (see [`Camera`]).
pub const LEVEL_RATIO: f32 = 1.6;
/// A node's radius in pixels at text scale 1, when there is room for it.
const NODE_PX: f32 = 20.0;
/// Subtrees narrower than this many pixels are drawn as one shape.
pub const AGGREGATE_PX: f32 = 6.0;
/// Text smaller than this (pixels) is not drawn.
const MIN_TEXT_PX: f32 = 7.0;
/// Height of the legend's line at text scale 1.
const LEGEND_PX: f32 = 28.0;
/// The α/β window is not drawn smaller than this (pixels): below it, it is not readable.
const MIN_WINDOW_PX: f32 = 9.0;

/// The band at the bottom of the viewport the legend takes in `style`, in pixels (the legend is
/// drawn only when the viewport is taller than 160 px).
pub fn legend_band(style: &Style) -> f32 {
    LEGEND_PX * style.font_scale.clamp(1.0, 1.4) + 4.0
}

/// Which part of the layout is on screen: a slot/depth position maps to pixels as
/// `x_px = (x - origin[0]) * zoom`, `y_px = (depth - origin[1]) * level()`, where
/// `level() = max(zoom * LEVEL_RATIO, min_level)`: zooming out on a wide tree squeezes it
/// sideways but keeps its levels apart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The layout point at the top-left corner of the viewport.
    pub origin: [f32; 2],
    /// Pixels per leaf slot.
    pub zoom: f32,
    /// The viewport size in pixels.
    pub viewport: [f32; 2],
    /// The least pixels between depth levels.
    pub min_level: f32,
}

impl Camera {
    /// Shows the whole tree of iteration `iteration` in the window's default style: see
    /// [`Camera::fit_for`].
    pub fn fit(layout: &Layout, iteration: usize, viewport: [f32; 2]) -> Camera {
        Camera::fit_for(layout, iteration, viewport, &Style::default())
    }

    /// Shows the whole tree of iteration `iteration`, centred, with room for the root's ring
    /// above and, below, for the deepest nodes' boxes and labels and then the legend's band, so
    /// nothing the tree draws is hidden under the legend.
    pub fn fit_for(layout: &Layout, iteration: usize, viewport: [f32; 2], style: &Style) -> Camera {
        let width = layout
            .widths
            .get(iteration)
            .copied()
            .unwrap_or(1.0)
            .max(1.0);
        let height = layout
            .heights
            .get(iteration)
            .copied()
            .unwrap_or(0.0)
            .max(0.0);
        let z = style.font_scale;
        // Above the root: its current-node ring. Below the deepest level: half a leaf box, a
        // name under it, a gap, then the legend.
        let top = (NODE_PX * z * 1.65 + 14.0).max(44.0);
        let legend = if viewport[1] > 160.0 {
            legend_band(style)
        } else {
            0.0
        };
        let bottom = NODE_PX * z * 0.8 + 11.0 * z * 1.5 + 12.0 + legend;
        let pad_x = 20.0;
        let avail_w = (viewport[0] - 2.0 * pad_x).max(10.0);
        let avail_h = (viewport[1] - top - bottom).max(10.0);
        let levels = height.max(1.0);
        let zoom = if height == 0.0 {
            avail_w / width
        } else {
            (avail_w / width).min(avail_h / (levels * LEVEL_RATIO))
        };
        // A wide tree is squeezed sideways, never flattened: its levels share the height.
        let min_level = avail_h / levels;
        let mut camera = Camera {
            origin: [0.0, 0.0],
            zoom: zoom.max(1e-6),
            viewport,
            min_level,
        };
        let level = camera.level();
        // Centre horizontally: slots 0..width sit at slot centres 0..width-1.
        let used = width * camera.zoom;
        let left = (viewport[0] - used) / 2.0;
        camera.origin = [-0.5 - left / camera.zoom, -top / level];
        camera
    }

    /// Pixels between depth levels.
    pub fn level(&self) -> f32 {
        (self.zoom * LEVEL_RATIO).max(self.min_level).max(1e-6)
    }

    pub fn to_screen(&self, x: f32, depth: f32) -> [f32; 2] {
        [
            (x - self.origin[0]) * self.zoom,
            (depth - self.origin[1]) * self.level(),
        ]
    }

    pub fn to_layout(&self, p: [f32; 2]) -> [f32; 2] {
        [
            p[0] / self.zoom + self.origin[0],
            p[1] / self.level() + self.origin[1],
        ]
    }

    /// Zooms by `factor`, keeping the layout point under pixel `p` where it is.
    pub fn zoom_about(&mut self, p: [f32; 2], factor: f32) {
        let before = self.to_layout(p);
        self.zoom = (self.zoom * factor).clamp(1e-6, 1e4);
        let after = self.to_layout(p);
        self.origin[0] += before[0] - after[0];
        self.origin[1] += before[1] - after[1];
    }

    /// Moves the view by `delta` pixels (dragging the tree right moves it right).
    pub fn pan(&mut self, delta: [f32; 2]) {
        self.origin[0] -= delta[0] / self.zoom;
        self.origin[1] -= delta[1] / self.level();
    }
}

/// The colours of one theme.
struct Palette {
    background: Rgba,
    text: Rgba,
    muted: Rgba,
    edge: Rgba,
    faint: Rgba,
    max: Rgba,
    min: Rgba,
    leaf: Rgba,
    max_fill: Rgba,
    min_fill: Rgba,
    leaf_fill: Rgba,
    active_fill: Rgba,
    pruned: Rgba,
    pruned_fill: Rgba,
    cut: Rgba,
    current: Rgba,
    best: Rgba,
    /// Behind labels that sit over the tree (α/β windows).
    chip: Rgba,
}

impl Palette {
    fn new(light: bool) -> Palette {
        if light {
            Palette {
                background: Rgba(255, 255, 255, 255),
                text: Rgba(15, 15, 20, 255),
                muted: Rgba(80, 80, 90, 255),
                edge: Rgba(70, 70, 80, 255),
                faint: Rgba(190, 192, 200, 255),
                max: Rgba(20, 80, 200, 255),
                min: Rgba(190, 60, 10, 255),
                leaf: Rgba(40, 40, 50, 255),
                max_fill: Rgba(190, 212, 250, 255),
                min_fill: Rgba(250, 205, 180, 255),
                leaf_fill: Rgba(225, 225, 230, 255),
                active_fill: Rgba(255, 244, 200, 255),
                pruned: Rgba(165, 165, 170, 255),
                pruned_fill: Rgba(236, 236, 238, 255),
                cut: Rgba(215, 25, 25, 255),
                current: Rgba(225, 140, 0, 255),
                best: Rgba(0, 150, 70, 255),
                chip: Rgba(255, 255, 255, 235),
            }
        } else {
            Palette {
                background: Rgba(26, 28, 33, 255),
                text: Rgba(232, 234, 240, 255),
                muted: Rgba(165, 170, 182, 255),
                edge: Rgba(135, 140, 152, 255),
                faint: Rgba(70, 74, 84, 255),
                max: Rgba(95, 155, 255, 255),
                min: Rgba(255, 135, 85, 255),
                leaf: Rgba(200, 202, 210, 255),
                max_fill: Rgba(38, 72, 135, 255),
                min_fill: Rgba(125, 55, 30, 255),
                leaf_fill: Rgba(62, 65, 74, 255),
                active_fill: Rgba(85, 70, 25, 255),
                // Pruned: filled grey, clearly apart from unseen (outline only, fainter).
                pruned: Rgba(125, 128, 138, 255),
                pruned_fill: Rgba(56, 58, 66, 255),
                cut: Rgba(255, 80, 80, 255),
                current: Rgba(255, 200, 50, 255),
                best: Rgba(80, 215, 130, 255),
                chip: Rgba(34, 37, 44, 235),
            }
        }
    }
}

/// Shapes collected in layers, joined at the end (edges under nodes under text).
#[derive(Default)]
struct Layers {
    aggregates: Vec<Shape>,
    nodes: Vec<Shape>,
    text: Vec<Shape>,
    hits: Vec<(NodeId, [f32; 4])>,
}

/// One batch of segments per edge style.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum EdgeKind {
    Unseen,
    Seen,
    Pruned,
    ActivePath,
    Best,
    Cut,
    /// A subtree too narrow to draw, as a line in the colour of its state.
    Thin(u8),
}

/// Everything `build` needs while it walks the tree.
struct Painter<'a> {
    playback: &'a Playback,
    trace: &'a Trace,
    layout: &'a Layout,
    camera: &'a Camera,
    style: &'a Style,
    pal: Palette,
    /// The call stack (or the best line at the end): drawn emphasised.
    path: HashSet<NodeId>,
    best: HashSet<NodeId>,
    focus: NodeId,
    selected: Option<NodeId>,
    tree_game: bool,
    alphabeta: bool,
    /// The last slot of the iteration drawn: nodes reaching it have nothing to their right.
    right_edge: f32,
    edges: Vec<(EdgeKind, Vec<[f32; 2]>)>,
    layers: Layers,
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
    let stack = playback.stack();
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
        right_edge: layout
            .widths
            .get(trace.iteration_at(playback.step().saturating_sub(1)))
            .map_or(f32::INFINITY, |w| w - 1.0),
        edges: Vec::new(),
        layers: Layers::default(),
    };
    if root.index() < layout.x.len() && layout.visible(root) {
        p.walk(root);
    }
    let mut shapes = Vec::new();
    let order = [
        EdgeKind::Unseen,
        EdgeKind::Pruned,
        EdgeKind::Seen,
        EdgeKind::ActivePath,
        EdgeKind::Best,
    ];
    let z = style.font_scale;
    let mut thin = Vec::new();
    for (kind, points) in std::mem::take(&mut p.edges) {
        let (width, color, dashed) = match kind {
            EdgeKind::Unseen => (1.2 * z, p.pal.faint, false),
            EdgeKind::Seen => (1.6 * z, p.pal.edge, false),
            EdgeKind::Pruned => (1.4 * z, p.pal.pruned, true),
            EdgeKind::ActivePath => (4.0 * z, p.pal.current, false),
            EdgeKind::Best => (4.0 * z, p.pal.best, false),
            EdgeKind::Cut => (2.5 * z, p.pal.cut, false),
            EdgeKind::Thin(c) => (1.0, state_colour(&p.pal, c).1, false),
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
    shapes.sort_by_key(|(i, _)| *i);
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
    out.append(&mut p.layers.aggregates);
    out.append(&mut p.layers.nodes);
    out.extend(cut_shape);
    out.append(&mut p.layers.text);
    if size[1] > 160.0 {
        legend(&p.pal, style, size, &mut out);
    }
    Scene {
        size,
        background,
        shapes: out,
        hits: p.layers.hits,
    }
}

/// Aggregate colours: 0 unseen, 1 partly searched, 2 searched, 3 pruned → (fill, stroke).
fn state_colour(pal: &Palette, code: u8) -> (Rgba, Rgba) {
    match code {
        0 => (pal.background, pal.faint),
        1 => (pal.active_fill, pal.current),
        2 => (pal.leaf_fill, pal.edge),
        _ => (pal.pruned_fill, pal.pruned),
    }
}

fn state_code(s: NodeState) -> u8 {
    match s {
        NodeState::Unseen => 0,
        NodeState::Active { .. } => 1,
        NodeState::Done { .. } => 2,
        NodeState::Pruned => 3,
    }
}

/// "≥ 3", "≤ 3" or "3".
fn bounded(value: i64, bound: Bound) -> String {
    match bound {
        Bound::Exact => show_value(value),
        Bound::Lower => format!("≥ {}", show_value(value)),
        Bound::Upper => format!("≤ {}", show_value(value)),
    }
}

impl Painter<'_> {
    fn span(&self, id: NodeId) -> (f32, f32) {
        let i = id.index();
        (self.layout.lo[i], self.layout.hi[i])
    }

    /// Width of the subtree under `id` in pixels (one slot per leaf).
    fn span_px(&self, id: NodeId) -> f32 {
        let (lo, hi) = self.span(id);
        (hi - lo + 1.0) * self.camera.zoom
    }

    /// Node size: as large as the style asks, but never wider than its subtree or its level.
    fn radius(&self, id: NodeId) -> f32 {
        (NODE_PX * self.style.font_scale)
            .min(self.span_px(id) * 0.3)
            .min(self.camera.level() * 0.28)
    }

    fn centre(&self, id: NodeId) -> [f32; 2] {
        let i = id.index();
        self.camera
            .to_screen(self.layout.x[i], self.trace.node(id).depth as f32)
    }

    fn is_leaf(&self, id: NodeId) -> bool {
        let n = self.trace.node(id);
        n.has(flags::TERMINAL)
            || n.has(flags::HEURISTIC)
            || (self.tree_game && self.trace.tree.neighbors(id).next().is_none())
    }

    fn edge(&mut self, kind: EdgeKind, a: [f32; 2], b: [f32; 2]) {
        match self.edges.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, pts)) => pts.extend([a, b]),
            None => self.edges.push((kind, vec![a, b])),
        }
    }

    /// Which subtrees to skip: off screen sideways or below, or (active path only) off the path.
    fn off_screen(&self, id: NodeId) -> bool {
        let (lo, hi) = self.span(id);
        let margin = 40.0 * self.style.font_scale;
        let c = self.camera;
        let left = (lo - c.origin[0]) * c.zoom - margin;
        let right = (hi - c.origin[0]) * c.zoom + margin;
        let top = self.centre(id)[1] - margin;
        let bottom = c.to_screen(0.0, self.layout.bottom[id.index()])[1] + margin;
        right < 0.0 || left > c.viewport[0] || top > c.viewport[1] || bottom < 0.0
    }

    /// Draws `root`'s subtree, depth first, without recursion (trees may be deep).
    fn walk(&mut self, root: NodeId) {
        let mut todo = vec![root];
        while let Some(id) = todo.pop() {
            if self.off_screen(id) {
                continue;
            }
            let state = self.playback.state(id);
            // A collapsed node keeps its children in the trace, but none are laid out.
            let hidden = self.layout.hidden_below(id);
            let has_children = hidden == 0 && self.trace.tree.neighbors(id).next().is_some();
            if has_children && self.span_px(id) < AGGREGATE_PX {
                self.aggregate(id, state);
                continue;
            }
            let centre = self.centre(id);
            let r = self.radius(id);
            let children = if has_children {
                self.trace.children(id)
            } else {
                Vec::new()
            };
            let show_children = !self.style.active_path_only
                || self.path.contains(&id)
                || self.best.contains(&id)
                || (self.path.is_empty() && self.best.is_empty() && id == root);
            if show_children {
                for (k, &c) in children.iter().enumerate() {
                    let before = k.checked_sub(1).map(|j| children[j]);
                    let after = children.get(k + 1).copied();
                    self.child_edge(id, centre, r, c, [before, after]);
                }
                todo.extend(children.iter().rev().copied());
            }
            let on_screen = centre[0] > -r * 3.0
                && centre[0] < self.camera.viewport[0] + r * 3.0
                && centre[1] > -r * 3.0
                && centre[1] < self.camera.viewport[1] + r * 3.0;
            if on_screen {
                self.node(id, state, centre, r);
                if hidden > 0 {
                    self.collapsed_badge(id, centre, r, hidden);
                }
            }
        }
    }

    /// The edge from `parent` down to `child`, styled by the child's state and the paths.
    /// `siblings` are the children drawn just before and after `child` (for the label's room).
    fn child_edge(
        &mut self,
        parent: NodeId,
        pc: [f32; 2],
        pr: f32,
        child: NodeId,
        siblings: [Option<NodeId>; 2],
    ) {
        let cc = self.centre(child);
        let cr = self.radius(child);
        let a = [pc[0], pc[1] + pr * 0.85];
        let b = [cc[0], cc[1] - cr];
        let vw = self.camera.viewport;
        if a[0].max(b[0]) < 0.0 || a[0].min(b[0]) > vw[0] || a[1] > vw[1] || b[1] < 0.0 {
            return;
        }
        let child_state = self.playback.state(child);
        let parent_pruned = self.trace.node(parent).status == Status::Pruned;
        let kind = if self.best.contains(&child) && self.best.contains(&parent) {
            EdgeKind::Best
        } else if self.path.contains(&child) && self.path.contains(&parent) {
            EdgeKind::ActivePath
        } else {
            match child_state {
                NodeState::Unseen => EdgeKind::Unseen,
                NodeState::Pruned => EdgeKind::Pruned,
                _ => EdgeKind::Seen,
            }
        };
        self.edge(kind, a, b);
        if child_state == NodeState::Pruned && !parent_pruned {
            // The cut mark: two short strokes across the middle of the edge.
            let m = [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
            let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
            let len = (dx * dx + dy * dy).sqrt().max(1e-3);
            let (ux, uy) = (dx / len, dy / len);
            let (nx, ny) = (-uy, ux);
            let half = (7.0 * self.style.font_scale).min(len * 0.2);
            let gap = (3.0 * self.style.font_scale).min(len * 0.08);
            for s in [-1.0f32, 1.0] {
                let c = [m[0] + ux * gap * s, m[1] + uy * gap * s];
                // Slanted a little, like a pair of scissors' cut.
                let a2 = [
                    c[0] - nx * half - ux * half * 0.4,
                    c[1] - ny * half - uy * half * 0.4,
                ];
                let b2 = [
                    c[0] + nx * half + ux * half * 0.4,
                    c[1] + ny * half + uy * half * 0.4,
                ];
                self.edge(EdgeKind::Cut, a2, b2);
            }
        }
        if !self.tree_game {
            let cut = child_state == NodeState::Pruned && !parent_pruned;
            self.edge_label(child, a, b, siblings, cut);
        }
    }

    /// Where the edge from the parent's bottom point `a` into `child` is at height `y`.
    fn edge_x_at(&self, a: [f32; 2], child: NodeId, y: f32) -> f32 {
        let c = self.centre(child);
        let b = [c[0], c[1] - self.radius(child)];
        let dy = b[1] - a[1];
        if dy.abs() < 1e-3 {
            return b[0];
        }
        a[0] + (y - a[1]) / dy * (b[0] - a[0])
    }

    /// The move on the edge into `child`, beside the edge on its outer side (away from the fan
    /// of sibling edges), clear of the edge itself. Drawn only when the label fits before the
    /// neighbouring edge at that height: close siblings rely on the inspector instead.
    fn edge_label(
        &mut self,
        child: NodeId,
        a: [f32; 2],
        b: [f32; 2],
        siblings: [Option<NodeId>; 2],
        cut: bool,
    ) {
        let size = (12.0 * self.style.font_scale).min(self.camera.level() * 0.2);
        if size < MIN_TEXT_PX {
            return;
        }
        let Some(text) = self.trace.move_text(child) else {
            return;
        };
        if text.starts_with('#') {
            return;
        }
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let goes_left = dx < -0.5;
        // The outer normal: up-left for an edge going left, up-right otherwise.
        let n = if goes_left {
            [-dy / len, dx / len]
        } else {
            [dy / len, -dx / len]
        };
        let half_h = size * 0.62;
        // Far enough along the normal that the text's nearest corner clears the line.
        let d = half_h * n[1].abs() + 3.0;
        // Past the cut mark on a pruned edge, which sits at the middle.
        let t = if cut { 0.74 } else { 0.55 };
        let m = [a[0] + dx * t, a[1] + dy * t];
        let p = [m[0] + n[0] * d, m[1] + n[1] * d];
        let width = text_width(&text, size);
        // The text's far end must stay clear of the neighbour on that side: the next sibling
        // edge, or for the outermost child the edge of its own subtree's slots.
        let top = p[1] - half_h;
        let fits = if goes_left {
            let limit = match siblings[0] {
                Some(s) => self.edge_x_at(a, s, top),
                None => self
                    .camera
                    .to_screen(self.layout.lo[child.index()] - 0.5, 0.0)[0],
            };
            p[0] - width - 4.0 >= limit
        } else {
            let limit = match siblings[1] {
                Some(s) => self.edge_x_at(a, s, top),
                None => self
                    .camera
                    .to_screen(self.layout.hi[child.index()] + 0.5, 0.0)[0],
            };
            p[0] + width + 4.0 <= limit
        };
        if !fits {
            return;
        }
        let color = match self.playback.state(child) {
            NodeState::Unseen | NodeState::Pruned => self.pal.pruned,
            _ => self.pal.muted,
        };
        self.layers.text.push(Shape::Text {
            pos: p,
            text,
            size,
            color,
            anchor: if goes_left {
                Anchor::Right
            } else {
                Anchor::Left
            },
        });
    }

    /// The mark of a collapsed node: a pill just under it saying how many nodes the collapse
    /// hides ("+12"); double-clicking the node opens it again.
    fn collapsed_badge(&mut self, id: NodeId, c: [f32; 2], r: f32, hidden: usize) {
        let text = format!("+{hidden}");
        // As wide as the node's slot allows (it has nothing below it to run into).
        let per_px = text_width(&text, 1.0) + 0.9;
        let size = (11.0 * self.style.font_scale).min((self.camera.zoom - 2.0) / per_px);
        let top = c[1] + r + 2.0;
        if size < MIN_TEXT_PX {
            // Too small for text: a dot still says "there is more below".
            self.layers.nodes.push(Shape::Circle {
                center: [c[0], top + r.max(1.5)],
                radius: r.max(1.5),
                fill: self.pal.muted,
                stroke: Rgba(0, 0, 0, 0),
                stroke_width: 0.0,
            });
            return;
        }
        let half_w = text_width(&text, size) / 2.0 + size * 0.45;
        let h = size * 1.35;
        let min = [c[0] - half_w, top];
        let max = [c[0] + half_w, top + h];
        self.layers.text.push(Shape::Rect {
            min,
            max,
            fill: self.pal.muted,
            stroke: self.pal.background,
            stroke_width: 1.0,
            rounding: h / 2.0,
        });
        self.layers.text.push(Shape::Text {
            pos: [c[0], top + h / 2.0],
            text,
            size,
            color: self.pal.background,
            anchor: Anchor::Center,
        });
        self.layers
            .hits
            .push((id, [min[0], c[1] - r, max[0], max[1]]));
    }

    /// A subtree too narrow to draw node by node: one shape from its top node down to its
    /// deepest level, coloured by how far the search has got into it.
    fn aggregate(&mut self, id: NodeId, state: NodeState) {
        let top = self.centre(id);
        let (lo, hi) = self.span(id);
        let bottom_depth = self
            .layout
            .bottom
            .get(id.index())
            .copied()
            .unwrap_or(f32::NAN);
        let bottom_depth = if bottom_depth.is_nan() {
            self.trace.node(id).depth as f32 + 1.0
        } else {
            bottom_depth
        };
        let l = self.camera.to_screen(lo - 0.4, bottom_depth);
        let r = self.camera.to_screen(hi + 0.4, bottom_depth);
        let code = state_code(state);
        let (fill, stroke) = state_colour(&self.pal, code);
        let box_ = [
            l[0].min(top[0]) - 1.0,
            top[1] - 1.0,
            r[0].max(top[0]) + 1.0,
            l[1] + 1.0,
        ];
        self.layers.hits.push((id, box_));
        if r[0] - l[0] < 1.5 {
            self.edge(EdgeKind::Thin(code), top, [(l[0] + r[0]) / 2.0, l[1]]);
        } else {
            // A wedge with a flat top, never a needle-thin triangle: painters that join
            // strokes with mitres (egui) draw a needle's tip as a spike hundreds of pixels long.
            let t = ((r[0] - l[0]) * 0.15).max(0.75);
            self.layers.aggregates.push(Shape::Polygon {
                points: vec![[top[0] - t, top[1]], [top[0] + t, top[1]], r, l],
                fill,
                stroke,
                stroke_width: 1.0,
            });
        }
    }

    /// One node: its shape, its value so far, its window, its name, and the rings that say
    /// "current" or "selected".
    fn node(&mut self, id: NodeId, state: NodeState, c: [f32; 2], r: f32) {
        let n = *self.trace.node(id);
        let pal = &self.pal;
        let leaf = self.is_leaf(id);
        let on_path = self.path.contains(&id);
        let on_best = self.best.contains(&id);
        let (mut stroke, fill, mut width) = match state {
            NodeState::Unseen => (pal.faint, pal.background, 1.2),
            NodeState::Pruned => (pal.pruned, pal.pruned_fill, 1.2),
            NodeState::Active { .. } => (
                match (leaf, n.player) {
                    (true, _) => pal.leaf,
                    (false, Player::Max) => pal.max,
                    (false, Player::Min) => pal.min,
                },
                pal.active_fill,
                2.5,
            ),
            NodeState::Done { .. } => match (leaf, n.player) {
                (true, _) => (pal.leaf, pal.leaf_fill, 1.6),
                (false, Player::Max) => (pal.max, pal.max_fill, 2.0),
                (false, Player::Min) => (pal.min, pal.min_fill, 2.0),
            },
        };
        if on_best {
            stroke = pal.best;
            width = 3.0;
        } else if on_path {
            width = 3.0;
        }
        let width = width * self.style.font_scale.sqrt();
        let (shape, bottom) = if leaf {
            let (hw, hh) = (r * 1.05, r * 0.8);
            (
                Shape::Rect {
                    min: [c[0] - hw, c[1] - hh],
                    max: [c[0] + hw, c[1] + hh],
                    fill,
                    stroke,
                    stroke_width: width,
                    rounding: r * 0.15,
                },
                c[1] + hh,
            )
        } else {
            let (w, down) = (r * 1.2, r * 0.85);
            let points = match n.player {
                Player::Max => vec![
                    [c[0], c[1] - r],
                    [c[0] + w, c[1] + down],
                    [c[0] - w, c[1] + down],
                ],
                Player::Min => vec![
                    [c[0] - w, c[1] - down],
                    [c[0] + w, c[1] - down],
                    [c[0], c[1] + r],
                ],
            };
            (
                Shape::Polygon {
                    points,
                    fill,
                    stroke,
                    stroke_width: width,
                },
                c[1] + r.max(down),
            )
        };
        self.layers.nodes.push(shape);
        let hit_r = r.max(4.0);
        self.layers.hits.push((
            id,
            [
                c[0] - hit_r * 1.2,
                c[1] - hit_r,
                c[0] + hit_r * 1.2,
                c[1] + hit_r,
            ],
        ));
        if id == self.focus && self.playback.step() > 0 && !self.playback.finished() {
            self.layers.nodes.push(Shape::Circle {
                center: c,
                radius: r * 1.65 + 3.0,
                fill: Rgba(0, 0, 0, 0),
                stroke: self.pal.current,
                stroke_width: 3.0 * self.style.font_scale.sqrt(),
            });
        }
        if Some(id) == self.selected {
            let s = r * 1.5 + 5.0;
            self.layers.nodes.push(Shape::Rect {
                min: [c[0] - s, c[1] - s],
                max: [c[0] + s, c[1] + s],
                fill: Rgba(0, 0, 0, 0),
                stroke: self.pal.text,
                stroke_width: 1.5,
                rounding: 4.0,
            });
        }
        self.node_text(id, state, c, r, leaf, bottom);
    }

    /// The value inside the node, its name beside it, its α/β window below.
    fn node_text(
        &mut self,
        id: NodeId,
        state: NodeState,
        c: [f32; 2],
        r: f32,
        leaf: bool,
        bottom: f32,
    ) {
        let z = self.style.font_scale;
        let size = (15.0 * z).min(r * 0.85);
        if size < MIN_TEXT_PX {
            return;
        }
        let n = *self.trace.node(id);
        let name = if self.tree_game {
            match self.trace.game.view(&self.trace.move_codes(id)) {
                PositionView::Tree { label } => Some(label),
                _ => None,
            }
        } else {
            None
        };
        let (value, faint) = match state {
            NodeState::Unseen | NodeState::Pruned => match (&name, leaf) {
                (Some(name), true) => (name.clone(), true),
                _ => (String::new(), true),
            },
            NodeState::Active { value, .. } => match value {
                None => ("?".to_string(), false),
                Some(v) if leaf || self.trace.tree.neighbors(id).next().is_none() => {
                    (show_value(v), false)
                }
                Some(v) => (
                    bounded(
                        v,
                        match n.player {
                            Player::Max => Bound::Lower,
                            Player::Min => Bound::Upper,
                        },
                    ),
                    false,
                ),
            },
            NodeState::Done { value, bound } => (bounded(value, bound), false),
        };
        let color = if faint {
            self.pal.pruned
        } else {
            self.pal.text
        };
        // Inside a triangle the wide part is away from the tip.
        let dy = match (leaf, n.player) {
            (true, _) => 0.0,
            (false, Player::Max) => r * 0.28,
            (false, Player::Min) => -r * 0.22,
        };
        let text_size = if value.chars().count() > 3 {
            size * 0.85
        } else {
            size
        };
        if !value.is_empty() {
            self.layers.text.push(Shape::Text {
                pos: [c[0], c[1] + dy],
                text: value.clone(),
                size: text_size,
                color,
                anchor: Anchor::Center,
            });
        }
        let small = (11.0 * z).min(r * 0.9);
        // Names: inner tree nodes by their letter or label; labelled leaves under the box.
        if let Some(name) = name {
            let is_value = leaf && n.value().is_some_and(|v| v.to_string() == name);
            let unlabeled_leaf = leaf && name.parse::<i64>().is_ok();
            if !leaf {
                let size = small.max(MIN_TEXT_PX);
                let (pos, anchor) = self.name_place(id, c, r, text_width(&name, size), size);
                self.layers.text.push(Shape::Text {
                    pos,
                    text: name,
                    size,
                    color: self.pal.muted,
                    anchor,
                });
            } else if !is_value && !unlabeled_leaf && !value.is_empty() && !faint {
                self.layers.text.push(Shape::Text {
                    pos: [c[0], bottom + small * 0.9],
                    text: name,
                    size: small.max(MIN_TEXT_PX),
                    color: self.pal.muted,
                    anchor: Anchor::Center,
                });
            }
        }
        if self.style.show_windows && self.alphabeta && !leaf {
            let window = match state {
                NodeState::Active { alpha, beta, .. } => Some((alpha, beta)),
                NodeState::Done { value, .. } => Some(match n.player {
                    Player::Max => (n.alpha.max(value), n.beta),
                    Player::Min => (n.alpha, n.beta.min(value)),
                }),
                _ => None,
            };
            if let Some((a, b)) = window {
                self.window_label(id, c, r, a, b);
            }
        }
    }

    /// Where an inner node's name goes: on its left when the previous node at this depth
    /// leaves room (it sits at slot lo - 1 or further left, with its α/β window kept clear of
    /// this name), else above the node's top corner on the side away from the incoming edge.
    fn name_place(
        &self,
        id: NodeId,
        c: [f32; 2],
        r: f32,
        width: f32,
        size: f32,
    ) -> ([f32; 2], Anchor) {
        let i = id.index();
        let x = c[0] - r * 1.75 - 6.0;
        let prev = self.camera.to_screen(self.layout.lo[i] - 1.0, 0.0)[0];
        let r_max = (NODE_PX * self.style.font_scale).min(self.camera.level() * 0.28);
        if self.layout.lo[i] < 0.5 || x - width >= prev + r_max * 1.2 + 4.0 {
            return ([x, c[1] - r * 0.35], Anchor::Right);
        }
        let from_left = self
            .trace
            .parent(id)
            .filter(|p| self.layout.visible(*p))
            .is_some_and(|p| self.layout.x[p.index()] < self.layout.x[i] - 0.01);
        let y = c[1] - r - size * 0.75;
        if from_left {
            ([c[0] + r * 0.5, y], Anchor::Left)
        } else {
            ([c[0] - r * 0.5, y], Anchor::Right)
        }
    }

    /// The α/β window beside the node on its right, where no edge runs (edges leave a node
    /// from its top and bottom tips), sized with the node. On one line if the room before the
    /// next node at this depth allows, else as two lines (α over β); hidden when even that
    /// does not fit or would be smaller than [`MIN_WINDOW_PX`]. The current node, whose window
    /// the narration talks about, may fall back to a pill under it.
    fn window_label(&mut self, id: NodeId, c: [f32; 2], r: f32, alpha: i64, beta: i64) {
        let z = self.style.font_scale;
        let size = (r * 0.8).min(13.0 * z);
        if size < MIN_WINDOW_PX {
            return;
        }
        let is_focus = id == self.focus && self.playback.step() > 0 && !self.playback.finished();
        // Clear of the node, and of the current-node ring around it.
        let gap = if is_focus { r * 1.65 + 6.0 } else { r + 5.0 };
        let x0 = c[0] + gap;
        let i = id.index();
        let room = if self.layout.hi[i] >= self.right_edge {
            f32::INFINITY
        } else {
            // The next node at this depth sits at slot hi + 1 or further right; keep clear of
            // its left corner and, in trees, of its name on its left.
            let next = self.camera.to_screen(self.layout.hi[i] + 1.0, 0.0)[0];
            let r_max = (NODE_PX * z).min(self.camera.level() * 0.28);
            let name = if self.tree_game {
                r_max * 0.55 + 6.0 + 2.0 * 11.0 * z * 0.6
            } else {
                0.0
            };
            next - r_max * 1.2 - name - 6.0 - x0
        };
        let (a, b) = (show_value(alpha), show_value(beta));
        let one = format!("α={a} β={b}");
        let pad = size * 0.35;
        let color = if self.path.contains(&id) {
            self.pal.text
        } else {
            self.pal.muted
        };
        let one_w = text_width(&one, size) + 2.0 * pad;
        let lines: Vec<String> = if one_w <= room {
            vec![one]
        } else if text_width(&format!("α={a}"), size).max(text_width(&format!("β={b}"), size))
            + 2.0 * pad
            <= room
        {
            vec![format!("α={a}"), format!("β={b}")]
        } else {
            if is_focus {
                self.window_pill_below(c, r, one, size, color);
            }
            return;
        };
        let line_h = size * 1.2;
        let w = lines
            .iter()
            .map(|l| text_width(l, size))
            .fold(0.0, f32::max)
            + 2.0 * pad;
        let h = line_h * lines.len() as f32 + pad;
        let top = c[1] - h / 2.0;
        self.layers.text.push(Shape::Rect {
            min: [x0, top],
            max: [x0 + w, top + h],
            fill: self.pal.chip,
            stroke: self.pal.faint,
            stroke_width: 1.0,
            rounding: size * 0.4,
        });
        for (k, line) in lines.into_iter().enumerate() {
            self.layers.text.push(Shape::Text {
                pos: [x0 + pad, top + pad / 2.0 + line_h * (k as f32 + 0.5)],
                text: line,
                size,
                color,
                anchor: Anchor::Left,
            });
        }
    }

    /// The current node's window when there is no room beside it: on an opaque pill under the
    /// node (it covers the edges there rather than running into them).
    fn window_pill_below(&mut self, c: [f32; 2], r: f32, text: String, size: f32, color: Rgba) {
        let half = text_width(&text, size) / 2.0 + size * 0.35;
        let y = c[1] + r * 1.65 + 6.0 + size * 0.7;
        self.layers.text.push(Shape::Rect {
            min: [c[0] - half, y - size * 0.7],
            max: [c[0] + half, y + size * 0.7],
            fill: self.pal.chip,
            stroke: self.pal.current,
            stroke_width: 1.0,
            rounding: size * 0.4,
        });
        self.layers.text.push(Shape::Text {
            pos: [c[0], y],
            text,
            size,
            color,
            anchor: Anchor::Center,
        });
    }
}

/// About how wide `text` is at `size` pixels in the bundled proportional font.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|ch| match ch {
            '∞' | 'α' | 'β' | 'M' | 'W' | 'm' | 'w' => 0.72,
            '-' | ' ' | '.' | '1' | 'i' | 'l' => 0.34,
            _ => 0.56,
        })
        .sum::<f32>()
        * size
}

/// A one-line key along the bottom edge: what each mark means.
fn legend(pal: &Palette, style: &Style, size: [f32; 2], out: &mut Vec<Shape>) {
    let z = style.font_scale.min(1.4);
    let text_size = 11.0 * z;
    let s = 6.5 * z;
    let band = legend_band(style);
    let y = size[1] - band * 0.5;
    // A strip in the background colour: a tree panned under the legend does not blur it.
    out.push(Shape::Rect {
        min: [0.0, size[1] - band],
        max: size,
        fill: Rgba(pal.background.0, pal.background.1, pal.background.2, 235),
        stroke: Rgba(0, 0, 0, 0),
        stroke_width: 0.0,
        rounding: 0.0,
    });
    let mut x = 12.0;
    let items: [(&str, u8); 7] = [
        ("MAX", 0),
        ("MIN", 1),
        ("leaf", 2),
        ("current", 3),
        ("searching", 4),
        ("pruned", 5),
        ("best line", 6),
    ];
    for (label, mark) in items {
        let needed = 2.5 * s + label.chars().count() as f32 * text_size * 0.6 + 18.0;
        if x + needed > size[0] - 8.0 {
            break;
        }
        let c = [x + s, y];
        match mark {
            0 => out.push(Shape::Polygon {
                points: vec![
                    [c[0], c[1] - s],
                    [c[0] + s * 1.2, c[1] + s * 0.85],
                    [c[0] - s * 1.2, c[1] + s * 0.85],
                ],
                fill: pal.max_fill,
                stroke: pal.max,
                stroke_width: 1.5,
            }),
            1 => out.push(Shape::Polygon {
                points: vec![
                    [c[0] - s * 1.2, c[1] - s * 0.85],
                    [c[0] + s * 1.2, c[1] - s * 0.85],
                    [c[0], c[1] + s],
                ],
                fill: pal.min_fill,
                stroke: pal.min,
                stroke_width: 1.5,
            }),
            2 => out.push(Shape::Rect {
                min: [c[0] - s, c[1] - s * 0.8],
                max: [c[0] + s, c[1] + s * 0.8],
                fill: pal.leaf_fill,
                stroke: pal.leaf,
                stroke_width: 1.5,
                rounding: 1.5,
            }),
            3 => out.push(Shape::Circle {
                center: c,
                radius: s,
                fill: Rgba(0, 0, 0, 0),
                stroke: pal.current,
                stroke_width: 2.5,
            }),
            4 | 6 => out.push(Shape::Segments {
                points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
                width: 4.0 * z,
                color: if mark == 4 { pal.current } else { pal.best },
                dashed: false,
            }),
            _ => {
                out.push(Shape::Segments {
                    points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
                    width: 1.5,
                    color: pal.pruned,
                    dashed: true,
                });
                out.push(Shape::Segments {
                    points: vec![
                        [c[0] - 3.0, c[1] - s],
                        [c[0] - 1.0, c[1] + s],
                        [c[0] + 1.0, c[1] - s],
                        [c[0] + 3.0, c[1] + s],
                    ],
                    width: 2.0,
                    color: pal.cut,
                    dashed: false,
                });
            }
        }
        out.push(Shape::Text {
            pos: [x + 2.5 * s + 4.0, y],
            text: label.to_string(),
            size: text_size,
            color: pal.muted,
            anchor: Anchor::Left,
        });
        x += needed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{GameChoice, Scenario};
    use crate::search::{Algorithm, SearchConfig};
    use crate::trace::layout::tidy;
    use std::sync::Arc;

    fn aima() -> Arc<Trace> {
        Arc::new(Scenario::default().record(None).unwrap())
    }

    fn texts(scene: &Scene) -> Vec<String> {
        scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_visible_aima_node_has_a_hit_box() {
        let trace = aima();
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
        let mut pb = Playback::new(trace.clone());
        for step in [0, 5, pb.len()] {
            pb.seek(step);
            let scene = build(&pb, &layout, &camera, &Style::default(), None);
            for id in trace.tree.node_indices() {
                let c = camera.to_screen(layout.x[id.index()], trace.node(id).depth as f32);
                assert!(c[0] > 0.0 && c[0] < 1000.0 && c[1] > 0.0 && c[1] < 600.0);
                assert_eq!(scene.hit(c), Some(id), "node {id:?} at step {step}");
            }
        }
    }

    #[test]
    fn aima_end_shows_the_textbook_values_and_a_cut() {
        let trace = aima();
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len());
        let scene = build(&pb, &layout, &camera, &Style::default(), None);
        let t = texts(&scene);
        // AIMA 5.2: root 3, B 3, C ≤ 2 (cut after its first leaf), D 2.
        assert!(t.contains(&"≤ 2".to_string()), "{t:?}");
        assert!(t.iter().filter(|s| *s == "3").count() >= 2, "{t:?}");
        let cut = scene.shapes.iter().any(
            |s| matches!(s, Shape::Segments { color, .. } if *color == Palette::new(false).cut),
        );
        assert!(cut, "a pruned edge carries a cut mark");
        pb.seek(0);
        let start = build(&pb, &layout, &camera, &Style::default(), None);
        assert_ne!(start, scene);
    }

    #[test]
    fn camera_round_trips_and_fits_the_tree() {
        let trace = aima();
        let layout = tidy(&trace, |_| false);
        let cam = Camera::fit(&layout, 0, [800.0, 500.0]);
        let p = cam.to_screen(3.0, 2.0);
        let back = cam.to_layout(p);
        assert!((back[0] - 3.0).abs() < 1e-4 && (back[1] - 2.0).abs() < 1e-4);
        let left = cam.to_screen(0.0, 0.0);
        let right = cam.to_screen(8.0, 2.0);
        assert!(left[0] > 0.0 && right[0] < 800.0 && right[1] < 500.0 - LEGEND_PX);
        let mut z = cam;
        z.zoom_about([400.0, 250.0], 2.0);
        let a = cam.to_layout([400.0, 250.0]);
        let b = z.to_layout([400.0, 250.0]);
        assert!((a[0] - b[0]).abs() < 1e-3 && (a[1] - b[1]).abs() < 1e-3);
    }

    #[test]
    fn level_of_detail_bounds_the_full_tictactoe_tree() {
        let scenario = Scenario {
            game: GameChoice::TicTacToe {
                position: ".........".into(),
            },
            config: SearchConfig {
                algorithm: Algorithm::Minimax,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        let trace = Arc::new(scenario.record(None).unwrap());
        assert_eq!(trace.tree.node_count(), 549_946);
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, [1600.0, 900.0]);
        let mut pb = Playback::new(trace.clone());
        for step in [0, pb.len() / 3, pb.len()] {
            pb.seek(step);
            let scene = build(&pb, &layout, &camera, &Style::default(), None);
            let points: usize = scene
                .shapes
                .iter()
                .map(|s| match s {
                    Shape::Segments { points, .. } | Shape::Polygon { points, .. } => points.len(),
                    _ => 1,
                })
                .sum();
            assert!(scene.shapes.len() < 3000, "{} shapes", scene.shapes.len());
            assert!(points < 20_000, "{points} points");
            assert!(!scene.hits.is_empty());
            // Everything is inside or near the viewport.
            assert!(
                scene
                    .hits
                    .iter()
                    .all(|(_, b)| b[2] > -100.0 && b[0] < 1700.0)
            );
        }
        // Zoomed in close, only a few nodes are drawn, with text.
        let mut close = camera;
        close.zoom = 80.0;
        close.origin = [1000.0, 3.0];
        pb.seek(pb.len());
        let scene = build(&pb, &layout, &close, &Style::default(), None);
        assert!(scene.hits.len() < 200, "{} hits", scene.hits.len());
        assert!(!texts(&scene).is_empty());
    }

    /// Prints what one frame of the full tic-tac-toe tree costs to build (run with --ignored).
    #[test]
    #[ignore]
    fn print_build_cost_on_the_full_tree() {
        let scenario = Scenario {
            game: GameChoice::TicTacToe {
                position: ".........".into(),
            },
            config: SearchConfig {
                algorithm: Algorithm::Minimax,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        let trace = Arc::new(scenario.record(None).unwrap());
        let layout = tidy(&trace, |_| false);
        let fit = Camera::fit(&layout, 0, [1600.0, 900.0]);
        let mut close = fit;
        close.zoom = 60.0;
        close.origin = [100_000.0, 4.0];
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len() / 2);
        for (name, camera) in [("fit-all", fit), ("close", close)] {
            let start = std::time::Instant::now();
            let mut scene = None;
            for _ in 0..20 {
                scene = Some(build(&pb, &layout, &camera, &Style::default(), None));
            }
            let each = start.elapsed() / 20;
            let scene = scene.unwrap();
            println!(
                "{name}: {:?} per build, {} shapes, {} hit boxes",
                each,
                scene.shapes.len(),
                scene.hits.len()
            );
        }
    }

    /// Every text's box, from its anchor and the same width estimate the builder uses.
    fn text_boxes(scene: &Scene) -> Vec<(String, [f32; 4])> {
        scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text {
                    pos,
                    text,
                    size,
                    anchor,
                    ..
                } => {
                    let w = text_width(text, *size);
                    let x0 = match anchor {
                        Anchor::Left => pos[0],
                        Anchor::Center => pos[0] - w / 2.0,
                        Anchor::Right => pos[0] - w,
                    };
                    let h = size * 0.5;
                    Some((text.clone(), [x0, pos[1] - h, x0 + w, pos[1] + h]))
                }
                _ => None,
            })
            .collect()
    }

    fn overlap(a: [f32; 4], b: [f32; 4]) -> bool {
        a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
    }

    fn tictactoe(position: &str, algorithm: Algorithm) -> Arc<Trace> {
        let scenario = Scenario {
            game: GameChoice::TicTacToe {
                position: position.into(),
            },
            config: SearchConfig {
                algorithm,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        Arc::new(scenario.record(None).unwrap())
    }

    #[test]
    fn at_fit_all_nothing_is_drawn_in_the_legend_band() {
        let full = tictactoe(".........", Algorithm::Minimax);
        let mid = tictactoe("XO..X...O", Algorithm::AlphaBeta);
        for trace in [aima(), mid, full] {
            let layout = tidy(&trace, |_| false);
            let mut pb = Playback::new(trace.clone());
            for style in [
                Style::default(),
                Style::slide(),
                Style {
                    font_scale: 2.5,
                    ..Style::default()
                },
            ] {
                for viewport in [[1000.0, 600.0], [700.0, 420.0], [1600.0, 900.0]] {
                    let camera = Camera::fit_for(&layout, 0, viewport, &style);
                    let band = viewport[1] - legend_band(&style);
                    for step in [1, pb.len() / 2, pb.len()] {
                        pb.seek(step);
                        let scene = build(&pb, &layout, &camera, &style, None);
                        assert!(!scene.hits.is_empty());
                        for (id, b) in &scene.hits {
                            assert!(b[3] <= band, "{id:?} {b:?} reaches the legend at {band}");
                            assert!(b[1] >= 0.0, "{id:?} {b:?} is above the view");
                        }
                        // Texts (leaf names under boxes, windows) stay above it too.
                        for (t, b) in text_boxes(&scene) {
                            if b[1] < band - 1.0 {
                                assert!(b[3] <= band + 1.0, "{t:?} {b:?} runs into the legend");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_collapsed_node_is_drawn_with_a_badge_counting_what_it_hides() {
        let trace = aima();
        let root = trace.iterations[0].root;
        let b = trace.children(root)[0];
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len());
        // AIMA 5.2: B has three leaves; the root has 12 nodes below it.
        for (collapsed, hidden) in [(b, 3), (root, 12)] {
            let layout = tidy(&trace, |n| n == collapsed);
            for viewport in [[1000.0, 600.0], [300.0, 200.0]] {
                let camera = Camera::fit(&layout, 0, viewport);
                let scene = build(&pb, &layout, &camera, &Style::default(), None);
                let badge = format!("+{hidden}");
                assert_eq!(
                    texts(&scene).iter().filter(|t| **t == badge).count(),
                    1,
                    "{:?}",
                    texts(&scene)
                );
                // The node itself is drawn and clickable, and nothing hidden is.
                let c = camera.to_screen(
                    layout.x[collapsed.index()],
                    trace.node(collapsed).depth as f32,
                );
                assert_eq!(scene.hit(c), Some(collapsed));
                for (id, _) in &scene.hits {
                    assert!(layout.visible(*id), "{id:?} is hidden but drawn");
                }
                let finite = |p: &[f32; 2]| p[0].is_finite() && p[1].is_finite();
                for s in &scene.shapes {
                    match s {
                        Shape::Segments { points, .. } | Shape::Polygon { points, .. } => {
                            assert!(points.iter().all(finite), "{s:?}")
                        }
                        Shape::Text { pos, .. } => assert!(finite(pos)),
                        _ => {}
                    }
                }
            }
        }
        // No badge without a collapse.
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
        let scene = build(&pb, &layout, &camera, &Style::default(), None);
        assert!(!texts(&scene).iter().any(|t| t.starts_with('+')));
    }

    fn windows(scene: &Scene) -> usize {
        texts(scene).iter().filter(|t| t.starts_with("α=")).count()
    }

    #[test]
    fn windows_show_at_close_zoom_and_hide_when_too_small() {
        let trace = aima();
        let layout = tidy(&trace, |_| false);
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len());
        let near = Camera::fit(&layout, 0, [1000.0, 600.0]);
        let scene = build(&pb, &layout, &near, &Style::default(), None);
        // The root and B, C, D are finished inner nodes: each shows its window.
        assert!(windows(&scene) >= 4, "{:?}", texts(&scene));
        let sizes: Vec<f32> = scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, size, .. } if text.starts_with("α=") => Some(*size),
                _ => None,
            })
            .collect();
        assert!(sizes.iter().all(|&s| s >= MIN_WINDOW_PX), "{sizes:?}");
        // Windows sit beside nodes: no window text overlaps any node's box.
        for (t, b) in text_boxes(&scene) {
            if t.starts_with("α=") || t.starts_with("β=") {
                for (id, h) in &scene.hits {
                    assert!(!overlap(b, *h), "{t:?} {b:?} covers node {id:?} {h:?}");
                }
            }
        }
        let far = Camera::fit(&layout, 0, [220.0, 150.0]);
        let scene = build(&pb, &layout, &far, &Style::default(), None);
        assert!(!scene.hits.is_empty());
        assert_eq!(windows(&scene), 0, "{:?}", texts(&scene));
        // A larger text scale makes them larger.
        let big = Style {
            font_scale: 1.5,
            ..Style::default()
        };
        let wide = Camera::fit_for(&layout, 0, [1600.0, 900.0], &big);
        let scene = build(&pb, &layout, &wide, &big, None);
        let largest = scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, size, .. } if text.starts_with("α=") => Some(*size),
                _ => None,
            })
            .fold(0.0, f32::max);
        assert!(largest > sizes.iter().copied().fold(0.0, f32::max));
    }

    #[test]
    fn no_two_texts_overlap_on_textbook_and_tictactoe_trees() {
        let wiki = Arc::new(
            Scenario {
                game: GameChoice::Tree {
                    source: crate::scenario::TreeSource::File(
                        "examples/trees/wikipedia.json".into(),
                    ),
                    min_root: false,
                },
                ..Scenario::default()
            }
            .record(None)
            .unwrap(),
        );
        let ttt = tictactoe("XO..X...O", Algorithm::AlphaBeta);
        let bones = Arc::new(
            Scenario {
                game: GameChoice::Bones {
                    bones: 6,
                    max_take: 3,
                },
                ..Scenario::default()
            }
            .record(None)
            .unwrap(),
        );
        for trace in [aima(), wiki, ttt, bones] {
            let layout = tidy(&trace, |_| false);
            let mut pb = Playback::new(trace.clone());
            for viewport in [[1000.0, 600.0], [1600.0, 900.0], [3200.0, 1200.0]] {
                for style in [Style::default(), Style::slide()] {
                    let camera = Camera::fit_for(&layout, 0, viewport, &style);
                    for step in [pb.len() / 3, pb.len()] {
                        pb.seek(step);
                        let scene = build(&pb, &layout, &camera, &style, None);
                        let boxes = text_boxes(&scene);
                        let legend = viewport[1] - legend_band(&style);
                        for (i, (t, a)) in boxes.iter().enumerate() {
                            for (u, b) in &boxes[i + 1..] {
                                if a[1] < legend && b[1] < legend {
                                    assert!(
                                        !overlap(*a, *b),
                                        "{t:?} {a:?} overlaps {u:?} {b:?} ({} at {viewport:?})",
                                        trace.title
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The smallest interior angle of a polygon, in degrees.
    fn sharpest_corner(points: &[[f32; 2]]) -> f32 {
        let n = points.len();
        (0..n)
            .map(|i| {
                let (p, q, r) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
                let a = [p[0] - q[0], p[1] - q[1]];
                let b = [r[0] - q[0], r[1] - q[1]];
                let cos =
                    (a[0] * b[0] + a[1] * b[1]) / ((a[0].hypot(a[1]) * b[0].hypot(b[1])).max(1e-9));
                cos.clamp(-1.0, 1.0).acos().to_degrees()
            })
            .fold(180.0, f32::min)
    }

    #[test]
    fn no_needle_polygons_on_the_full_tree() {
        // egui strokes polygons with mitre joins: a corner sharper than a few degrees becomes a
        // long spike across the view (it showed as streaks over the root and into the legend).
        let trace = tictactoe(".........", Algorithm::Minimax);
        let layout = tidy(&trace, |_| false);
        let mut pb = Playback::new(trace.clone());
        pb.seek(pb.len() / 2);
        for viewport in [[822.0, 590.0], [1600.0, 900.0], [400.0, 300.0]] {
            let fit = Camera::fit(&layout, 0, viewport);
            let mut near = fit;
            near.zoom_about([viewport[0] / 2.0, viewport[1] / 3.0], 8.0);
            for camera in [fit, near] {
                let scene = build(&pb, &layout, &camera, &Style::default(), None);
                let mut polygons = 0;
                for s in &scene.shapes {
                    if let Shape::Polygon { points, .. } = s {
                        polygons += 1;
                        let a = sharpest_corner(points);
                        assert!(a >= 15.0, "a corner of {a} degrees: {points:?}");
                    }
                }
                assert!(polygons > 0);
            }
        }
    }

    #[test]
    fn active_path_only_draws_fewer_nodes() {
        let trace = aima();
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
        let mut pb = Playback::new(trace.clone());
        pb.seek(8);
        let all = build(&pb, &layout, &camera, &Style::default(), None);
        let style = Style {
            active_path_only: true,
            ..Style::default()
        };
        let path = build(&pb, &layout, &camera, &style, None);
        assert!(path.hits.len() < all.hits.len());
        for id in pb.stack() {
            assert!(path.hits.iter().any(|(h, _)| *h == id));
        }
    }
}
