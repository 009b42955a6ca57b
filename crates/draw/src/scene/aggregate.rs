//! Level of detail: subtrees off screen are skipped whole, and subtrees narrower than
//! [`AGGREGATE_PX`] are drawn as one shape coloured by their search state,
//! with the subtree's value inside once it is known and there is room. A node with more
//! children than its width has pixels (a learner's walk that entered one leaf millions of
//! times) draws its runs of children too narrow to tell apart as bundles, one shape per few
//! pixels: what a canvas draws grows with its size, never with the tree's.

use super::builder::{EdgeKind, Painter};
use super::labels::text_width;
use super::style::Palette;
use super::{AGGREGATE_PX, Anchor, MIN_TEXT_PX, Rgba, Shape};
use gametree_engine::trace::{NodeId, NodeState};

/// A child narrower than this on screen (its subtree's width) is drawn in a bundle with its
/// neighbours when they are as narrow: a line per pixel shows nothing.
pub(super) const BUNDLE_PX: f32 = 2.0;

/// Aggregate colours: 0 unseen, 1 partly searched, 2 searched, 3 pruned → (fill, stroke).
pub(super) fn state_colour(pal: &Palette, code: u8) -> (Rgba, Rgba) {
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
        NodeState::Done { .. } | NodeState::Counted { .. } => 2,
        NodeState::Pruned => 3,
    }
}

impl Painter<'_> {
    /// Which subtrees to skip: off screen sideways or below, or (active path only) off the path.
    pub(super) fn off_screen(&self, id: NodeId) -> bool {
        let (lo, hi) = self.span(id);
        let margin = 40.0 * self.style.font_scale;
        let c = self.camera;
        let left = (lo - c.origin[0]) * c.zoom - margin;
        let right = (hi - c.origin[0]) * c.zoom + margin;
        let top = self.centre(id)[1] - margin;
        let bottom = c.to_screen(0.0, self.layout.bottom[id.index()])[1] + margin;
        right < 0.0 || left > c.viewport[0] || top > c.viewport[1] || bottom < 0.0
    }

    /// A subtree too narrow to draw node by node: one shape from its top node down to its
    /// deepest level, coloured by how far the search has got into it.
    pub(super) fn aggregate(&mut self, id: NodeId, state: NodeState) {
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
            self.aggregate_value(id, state, [l[0], r[0]], [top[1], l[1]]);
        }
    }

    /// Draws the edges from `id` (centre `pc`, radius `pr`) to its `children` and returns
    /// the children to walk on. Runs of children too narrow to tell apart (each under
    /// [`BUNDLE_PX`], none on the path or the best line, focused or selected) are drawn as one
    /// bundle per [`AGGREGATE_PX`] of screen and not walked.
    pub(super) fn fan_out(
        &mut self,
        id: NodeId,
        pc: [f32; 2],
        pr: f32,
        children: &[NodeId],
    ) -> Vec<NodeId> {
        let mut walked = Vec::new();
        let mut k = 0;
        while k < children.len() {
            let end = self.run_end(children, k);
            if end - k >= 2 {
                self.bundle(pc, pr, &children[k..end]);
                k = end;
                continue;
            }
            let before = k.checked_sub(1).map(|j| children[j]);
            let after = children.get(k + 1).copied();
            self.child_edge(id, pc, pr, children[k], [before, after]);
            walked.push(children[k]);
            k += 1;
        }
        walked
    }

    /// Whether child `c` may go into a bundle: too narrow to see on its own, and nothing the
    /// picture points at.
    fn bundled(&self, c: NodeId) -> bool {
        self.span_px(c) < BUNDLE_PX
            && c != self.focus
            && Some(c) != self.selected
            && !self.path.contains(&c)
            && !self.best.contains(&c)
    }

    /// Where the run of bundled children from `k` ends: as many as make [`AGGREGATE_PX`].
    fn run_end(&self, children: &[NodeId], k: usize) -> usize {
        let (mut end, mut width) = (k, 0.0);
        while end < children.len() && width < AGGREGATE_PX && self.bundled(children[end]) {
            width += self.span_px(children[end]);
            end += 1;
        }
        end
    }

    /// A run of children drawn as one: an edge from the parent to the run's middle and a band
    /// (a wedge when they have subtrees) down to their deepest level, in the colour of how far
    /// the search has got into them.
    fn bundle(&mut self, pc: [f32; 2], pr: f32, run: &[NodeId]) {
        let (first, last) = (run[0], run[run.len() - 1]);
        let depth = self.trace.node(first).depth as f32;
        let bottom = run
            .iter()
            .filter_map(|c| self.layout.bottom.get(c.index()).copied())
            .filter(|b| !b.is_nan())
            .fold(depth, f32::max);
        let code = run
            .iter()
            .map(|&c| state_code(self.playback.state(c)))
            .reduce(|a, b| match (a, b) {
                _ if a == b => a,
                (0 | 1, _) | (_, 0 | 1) => 1,
                _ => 2,
            })
            .unwrap_or(0);
        let l = self.camera.to_screen(self.span(first).0 - 0.4, depth);
        let r = self.camera.to_screen(self.span(last).1 + 0.4, depth);
        if r[0] < 0.0 || l[0] > self.camera.viewport[0] {
            return;
        }
        let low = self.camera.to_screen(0.0, bottom)[1].max(l[1] + 3.0);
        let (fill, stroke) = state_colour(&self.pal, code);
        self.edge(
            super::builder::EdgeKind::Thin(code),
            [pc[0], pc[1] + pr * 0.85],
            [(l[0] + r[0]) / 2.0, l[1] - 1.5],
        );
        self.layers.aggregates.push(Shape::Polygon {
            points: vec![
                [l[0], l[1] - 1.5],
                [r[0], l[1] - 1.5],
                [r[0], low],
                [l[0], low],
            ],
            fill,
            stroke,
            stroke_width: 1.0,
        });
        self.layers
            .hits
            .push((first, [l[0] - 1.0, l[1] - 2.5, r[0] + 1.0, low + 1.0]));
    }

    /// The value of a finished subtree, written inside its wedge where it fits, so a huge
    /// tree at fit-all reads as a picture with numbers.
    fn aggregate_value(&mut self, id: NodeId, state: NodeState, x: [f32; 2], y: [f32; 2]) {
        let NodeState::Done { value, bound } = state else {
            return;
        };
        let text = match value.int() {
            Some(v) if self.style.negamax => {
                let player = self.trace.node(id).player;
                let (v, bound) = gametree_engine::trace::side_view(player, v, bound);
                gametree_engine::trace::show_bounded(v, bound)
            }
            _ => gametree_engine::trace::show_bounded(value, bound),
        };
        let width = x[1] - x[0];
        let size = (11.0 * self.style.font_scale).min((y[1] - y[0]) * 0.4);
        if size < MIN_TEXT_PX || text_width(&text, size) + 4.0 > width * 0.6 {
            return;
        }
        self.layers.text.push(Shape::Text {
            pos: [(x[0] + x[1]) / 2.0, y[0] + (y[1] - y[0]) * 0.72],
            text,
            size,
            color: self.pal.text,
            anchor: Anchor::Center,
        });
    }
}
