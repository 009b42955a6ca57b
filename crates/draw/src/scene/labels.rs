//! The text on and beside a node: its value so far (with ≥/≤ for bounds), its name, and where
//! the name goes so it does not run into its neighbours.

use super::builder::Painter;
use super::mcts::corner_out;
use super::place::Spot;
use super::{Anchor, MIN_TEXT_PX, NODE_PX, Shape};
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::{Bound, Value};
use gametree_engine::trace::{
    NodeId, NodeState, show_bounded as bounded, show_real, side_view, side_window,
};

/// Names come first among the labels that find their own place.
const RANK_NAME: u8 = 0;

impl Painter<'_> {
    /// The value inside the node, its name beside it, its α/β window below.
    pub(super) fn node_text(
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
        let n = self.trace.node(id);
        let name = if self.tree_game {
            match self.trace.game.view(&self.trace.move_codes(id)) {
                PositionView::Tree { label } => Some(label),
                _ => None,
            }
        } else {
            None
        };
        let chance = self.trace.is_chance(id) && !leaf;
        let (value, faint) = self.value_text(id, state, leaf, chance, name.as_deref());
        let color = if faint {
            self.pal.pruned
        } else {
            self.pal.text
        };
        // Inside a triangle the wide part is away from the tip.
        let dy = match (leaf || chance, n.player) {
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
        if let Some(name) = name {
            let shows_value = !value.is_empty() && !faint;
            self.name_label(id, c, r, leaf.then_some(bottom), name, shows_value);
        }
        if let NodeState::Counted { visits, .. } = state {
            self.visits_label(id, c, r, visits);
        }
        if self.style.show_windows
            && self.alphabeta
            && !leaf
            && let Some(w) = self.playback.window(id)
        {
            let (a, b) = if self.style.negamax {
                side_window(n.player, w)
            } else {
                w
            };
            self.window_label(id, c, r, a, b);
        }
    }

    /// The text inside a node, and whether it is drawn faint: its value so far (with ≥ or ≤
    /// while it is only a bound), a chance node's Σ so far, an MCTS node's W/N; a tree leaf's
    /// name (its value, or its label) faint until it is evaluated, as sentences name it.
    fn value_text(
        &self,
        id: NodeId,
        state: NodeState,
        leaf: bool,
        chance: bool,
        name: Option<&str>,
    ) -> (String, bool) {
        let n = self.trace.node(id);
        // In the negamax view every value is seen from the side to move at its node (the
        // minimax family's whole numbers; averages are shown as they are).
        let shown = |v: Value, bound: Bound| match v {
            Value::Int(v) if self.style.negamax => {
                let (v, bound) = side_view(n.player, v, bound);
                bounded(v, bound)
            }
            v => bounded(v, bound),
        };
        match state {
            NodeState::Unseen | NodeState::Pruned => match (&name, leaf) {
                (Some(name), true) => (name.to_string(), true),
                _ => (String::new(), true),
            },
            NodeState::Active { value, .. } => match value {
                // A tree's leaf is named by its value (or label), as the sentence names it
                // ("go down to leaf 3"): faint until it is evaluated, as before it is reached.
                None => match (leaf, name) {
                    (true, Some(name)) => (name.to_string(), true),
                    _ => ("?".to_string(), false),
                },
                // A chance node's weighted sum so far, Σ p·v over the children done: not a
                // bound, so no ≥ or ≤.
                Some(v) if chance => (format!("Σ {}", bounded(v, Bound::Exact)), false),
                Some(v) if leaf || self.trace.tree.children(id).next().is_none() => {
                    (shown(v, Bound::Exact), false)
                }
                Some(v) => (
                    shown(
                        v,
                        match n.player {
                            Player::Max => Bound::Lower,
                            Player::Min => Bound::Upper,
                        },
                    ),
                    false,
                ),
            },
            NodeState::Done { value, bound } => (shown(value, bound), false),
            // W/N, as the player who moved into the node weighs it; the root has no such
            // player (its N is beside it).
            NodeState::Counted { visits, wins } => match (self.trace.parent(id), visits) {
                (None, _) => (String::new(), false),
                (Some(_), 0) => ("?".to_string(), false),
                (Some(_), n) => (show_real(wins / f64::from(n)), false),
            },
        }
    }

    /// A tree node's name: an inner node's by its letter or label, beside it (see
    /// [`Self::name_places`]); a labelled leaf's under its box (`leaf_bottom`, and past the
    /// ring round the current node), when the box shows a value that is not the name itself.
    fn name_label(
        &mut self,
        id: NodeId,
        c: [f32; 2],
        r: f32,
        leaf_bottom: Option<f32>,
        name: String,
        shows_value: bool,
    ) {
        let small = (11.0 * self.style.font_scale).min(r * 0.9);
        let size = small.max(MIN_TEXT_PX);
        let Some(bottom) = leaf_bottom else {
            let spots = self
                .name_places(id, c, r, text_width(&name, size), size)
                .into_iter()
                .map(|(pos, anchor)| {
                    Spot::text(Shape::Text {
                        pos,
                        text: name.clone(),
                        size,
                        color: self.pal.muted,
                        anchor,
                    })
                })
                .collect();
            self.board.offer(RANK_NAME, spots);
            return;
        };
        let is_value = self
            .trace
            .node(id)
            .value()
            .is_some_and(|v| v.to_string() == name);
        let unlabeled = name.parse::<i64>().is_ok();
        if !is_value && !unlabeled && shows_value {
            // Under the box; under the current node's ring past the ring.
            let y = if self.is_current(id) {
                let ring = self.ring_radius(r) + 1.5 * self.style.font_scale.sqrt();
                (bottom + small * 0.9).max(c[1] + ring + 2.0 + size * 0.5)
            } else {
                bottom + small * 0.9
            };
            self.layers.text.push(Shape::Text {
                pos: [c[0], y],
                text: name,
                size,
                color: self.pal.muted,
                anchor: Anchor::Center,
            });
        }
    }

    /// Where an inner node's name may go, best first: on its left when the previous node at
    /// this depth leaves room (it sits at slot lo - 1 or further left), else above the node's
    /// top corner on the side away from the incoming edge, then on the other side. Around the
    /// current node the places above move out past its ring.
    pub(super) fn name_places(
        &self,
        id: NodeId,
        c: [f32; 2],
        r: f32,
        width: f32,
        size: f32,
    ) -> Vec<([f32; 2], Anchor)> {
        let i = id.index();
        let x = if self.is_current(id) {
            c[0] - self.ring_radius(r) - 6.0
        } else {
            c[0] - r * 1.75 - 6.0
        };
        let prev = self.camera.to_screen(self.layout.lo[i] - 1.0, 0.0)[0];
        let r_max = (NODE_PX * self.style.font_scale).min(self.camera.level() * 0.28);
        let left = ([x, c[1] - r * 0.35], Anchor::Right);
        let from_left = self
            .trace
            .parent(id)
            .filter(|p| self.layout.visible(*p))
            .is_some_and(|p| self.layout.x[p.index()] < self.layout.x[i] - 0.01);
        let (right_above, left_above) = if self.is_current(id) {
            // Off the ring's diagonal, clear of it.
            let ring = self.ring_radius(r) + 6.0;
            let half = [width / 2.0, size / 2.0];
            let right = corner_out(c, ring, half, [1.0, -1.0]);
            let left = corner_out(c, ring, half, [-1.0, -1.0]);
            (
                ([right[0] - half[0], right[1]], Anchor::Left),
                ([left[0] + half[0], left[1]], Anchor::Right),
            )
        } else {
            let y = c[1] - r - size * 0.75;
            (
                ([c[0] + r * 0.5, y], Anchor::Left),
                ([c[0] - r * 0.5, y], Anchor::Right),
            )
        };
        let above = if from_left {
            [right_above, left_above]
        } else {
            [left_above, right_above]
        };
        if self.layout.lo[i] < 0.5 || x - width >= prev + r_max * 1.2 + 4.0 {
            vec![left, above[0], above[1]]
        } else {
            above.to_vec()
        }
    }
}

/// The colours of a text on a chip: the chip's fill and outline, and the text's.
pub(super) struct ChipColours {
    /// Inside the chip.
    pub fill: super::Rgba,
    /// Its outline.
    pub stroke: super::Rgba,
    /// The text on it.
    pub text: super::Rgba,
}

/// `text` at `size` on a chip with round ends centred at `p`, `half` its half width and half
/// height.
pub(super) fn text_chip(
    p: [f32; 2],
    half: [f32; 2],
    text: String,
    size: f32,
    colours: ChipColours,
) -> Spot {
    let [half_w, half_h] = half;
    let bounds = [p[0] - half_w, p[1] - half_h, p[0] + half_w, p[1] + half_h];
    Spot {
        bounds: vec![bounds],
        shapes: vec![
            Shape::Rect {
                min: [bounds[0], bounds[1]],
                max: [bounds[2], bounds[3]],
                fill: colours.fill,
                stroke: colours.stroke,
                stroke_width: 1.0,
                rounding: half_h,
            },
            Shape::Text {
                pos: p,
                text,
                size,
                color: colours.text,
                anchor: Anchor::Center,
            },
        ],
        lines: Vec::new(),
    }
}

/// About how wide `text` is at `size` pixels in the bundled proportional font.
pub(super) fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|ch| match ch {
            '∞' | 'α' | 'β' | 'M' | 'N' | 'W' | 'm' | 'w' => 0.72,
            // Fractions are drawn as wide as two digits.
            '½' | '¼' | '¾' => 0.88,
            '-' | ' ' | '.' | '1' | 'i' | 'l' => 0.34,
            // Chinese characters and full-width punctuation fill the whole em.
            c if crate::font::is_wide(c) => 1.0,
            _ => 0.56,
        })
        .sum::<f32>()
        * size
}
