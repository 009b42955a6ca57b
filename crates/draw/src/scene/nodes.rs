//! Node shapes: MAX triangles, MIN triangles, chance circles and leaf boxes in the colours of
//! their state, the rings for "current" and "selected", and the badge of a collapsed node.

use super::builder::Painter;
use super::labels::text_width;
use super::{Anchor, MIN_TEXT_PX, Rgba, Shape};
use gametree_engine::game::Player;
use gametree_engine::trace::{NodeId, NodeState, flags};

impl Painter<'_> {
    /// One node: its shape, its value so far, its window, its name, and the rings that say
    /// "current" or "selected".
    pub(super) fn node(&mut self, id: NodeId, state: NodeState, c: [f32; 2], r: f32) {
        let n = self.trace.node(id);
        let leaf = self.is_leaf(id);
        let chance = self.trace.is_chance(id) && !leaf;
        let (stroke, fill, width) = self.node_paint(id, state, leaf, chance);
        // A leaf at the depth limit is an estimate, not a finished game: drawn as a pill, with
        // an "est." badge.
        let estimate = n.has(flags::HEURISTIC);
        let (shape, bottom) = if leaf {
            let (hw, hh) = (r * 1.05, r * 0.8);
            let rounding = if estimate { hh } else { r * 0.15 };
            (
                Shape::Rect {
                    min: [c[0] - hw, c[1] - hh],
                    max: [c[0] + hw, c[1] + hh],
                    fill,
                    stroke,
                    stroke_width: width,
                    rounding,
                },
                c[1] + hh,
            )
        } else if chance {
            // A die decides here, no one chooses: a circle, neither MAX's ▲ nor MIN's ▼.
            (
                Shape::Circle {
                    center: c,
                    radius: r,
                    fill,
                    stroke,
                    stroke_width: width,
                },
                c[1] + r,
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
        if self.is_current(id) {
            let radius = self.ring_radius(r);
            let stroke_width = 3.0 * self.style.font_scale.sqrt();
            self.layers.nodes.push(Shape::Circle {
                center: c,
                radius,
                fill: Rgba(0, 0, 0, 0),
                stroke: self.pal.current,
                stroke_width,
            });
            self.board.ring(c, radius + stroke_width / 2.0 + 1.0);
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
        if state != NodeState::Unseen && state != NodeState::Pruned {
            self.visit_badge(id, c, r);
        }
    }

    /// Whether `id` is the current step's node, ringed.
    pub(super) fn is_current(&self, id: NodeId) -> bool {
        id == self.focus && self.playback.step() > 0 && !self.playback.finished()
    }

    /// The radius of the ring round the current node, whose own radius is `r`: never over a
    /// neighbour (nodes keep within their slots; the ring keeps within the current node's).
    pub(super) fn ring_radius(&self, r: f32) -> f32 {
        let full = r * 1.65 + 3.0;
        let i = self.focus.index();
        if i >= self.layout.x.len() {
            return full;
        }
        let x = self.layout.x[i];
        let room = (x - self.layout.lo[i] + 0.5).min(self.layout.hi[i] + 0.5 - x);
        let room = room * self.camera.zoom - 2.0 - 1.5 * self.style.font_scale.sqrt();
        full.min(room.max(r * 1.35 + 2.0))
    }

    /// A node's outline colour, fill and outline width, from its state and kind, thicker on
    /// the paths.
    fn node_paint(
        &self,
        id: NodeId,
        state: NodeState,
        leaf: bool,
        chance: bool,
    ) -> (Rgba, Rgba, f32) {
        let pal = &self.pal;
        let player = self.trace.node(id).player;
        let outline = match (leaf, chance, player) {
            (true, _, _) => pal.leaf,
            (false, true, _) => pal.chance,
            (false, false, Player::Max) => pal.max,
            (false, false, Player::Min) => pal.min,
        };
        let (mut stroke, fill, mut width) = match state {
            NodeState::Unseen => (pal.faint, pal.background, 1.2),
            NodeState::Pruned => (pal.pruned, pal.pruned_fill, 1.2),
            NodeState::Active { .. } => (outline, pal.active_fill, 2.5),
            NodeState::Done { .. } | NodeState::Counted { .. } => {
                let (fill, width) = match (leaf, chance, player) {
                    (true, _, _) => (pal.leaf_fill, 1.6),
                    (false, true, _) => (pal.chance_fill, 2.0),
                    (false, false, Player::Max) => (pal.max_fill, 2.0),
                    (false, false, Player::Min) => (pal.min_fill, 2.0),
                };
                (outline, fill, width)
            }
        };
        if self.best.contains(&id) {
            stroke = pal.best;
            width = 3.0;
        } else if self.path.contains(&id) {
            width = 3.0;
        }
        (stroke, fill, width * self.style.font_scale.sqrt())
    }

    /// What kind of visit a node was, on a pill at its top left (or the first free place
    /// round it, see `badges.rs`): "test" for a null-window test (PVS's later children,
    /// MTD(f)'s passes), "2nd" for the second visit of a position whose test beat its bound,
    /// "est." for a leaf the depth limit stopped at (its value is the evaluation's estimate).
    fn visit_badge(&mut self, id: NodeId, c: [f32; 2], r: f32) {
        let n = self.trace.node(id);
        let (text, colour) = if n.has(flags::RESEARCH) {
            (&self.style.words.research, self.pal.current)
        } else if n.has(flags::PROBE) {
            (&self.style.words.test, self.pal.muted)
        } else if n.has(flags::HEURISTIC) {
            (&self.style.words.estimate, self.pal.muted)
        } else {
            return;
        };
        let size = (10.0 * self.style.font_scale).min(r * 0.75);
        if size < MIN_TEXT_PX {
            return;
        }
        let text = text.clone();
        self.offer_visit_badge(id, c, r, &text, colour, size);
    }

    /// The mark of a collapsed node: a pill just under it saying how many nodes the collapse
    /// hides ("+12"); double-clicking the node opens it again.
    pub(super) fn collapsed_badge(&mut self, id: NodeId, c: [f32; 2], r: f32, hidden: usize) {
        let text = format!("+{hidden}");
        // As wide as the node's slot allows (it has nothing below it to run into).
        let per_px = text_width(&text, 1.0) + 0.9;
        let size = (11.0 * self.style.font_scale).min((self.camera.zoom - 2.0) / per_px);
        let top = c[1] + r + 2.0;
        if size < MIN_TEXT_PX {
            // Too small for text: a dot still says "there is more below".
            let radius = r.max(1.5);
            let centre = [c[0], top + radius];
            self.board.take([
                centre[0] - radius,
                centre[1] - radius,
                centre[0] + radius,
                centre[1] + radius,
            ]);
            self.layers.nodes.push(Shape::Circle {
                center: centre,
                radius,
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
}
