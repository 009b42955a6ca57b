//! The text on and beside a node: its value so far (with ≥/≤ for bounds), its name, and where
//! the name goes so it does not run into its neighbours.

use super::builder::Painter;
use super::{Anchor, MIN_TEXT_PX, NODE_PX, Shape};
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::{Bound, Value};
use gametree_engine::trace::{NodeId, NodeState, show_bounded as bounded, side_view, side_window};

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
        // In the negamax view every value is seen from the side to move at its node (the
        // minimax family's whole numbers; averages are shown as they are).
        let shown = |v: Value, bound: Bound| match v {
            Value::Int(v) if self.style.negamax => {
                let (v, bound) = side_view(n.player, v, bound);
                bounded(v, bound)
            }
            v => bounded(v, bound),
        };
        let (value, faint) = match state {
            NodeState::Unseen | NodeState::Pruned => match (&name, leaf) {
                (Some(name), true) => (name.clone(), true),
                _ => (String::new(), true),
            },
            NodeState::Active { value, .. } => match value {
                None => ("?".to_string(), false),
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
            NodeState::Counted { visits, .. } => (visits.to_string(), false),
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

    /// Where an inner node's name goes: on its left when the previous node at this depth
    /// leaves room (it sits at slot lo - 1 or further left, with its α/β window kept clear of
    /// this name), else above the node's top corner on the side away from the incoming edge.
    pub(super) fn name_place(
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
}

/// About how wide `text` is at `size` pixels in the bundled proportional font.
pub(super) fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|ch| match ch {
            '∞' | 'α' | 'β' | 'M' | 'W' | 'm' | 'w' => 0.72,
            '-' | ' ' | '.' | '1' | 'i' | 'l' => 0.34,
            // Chinese characters and full-width punctuation fill the whole em.
            c if crate::font::is_wide(c) => 1.0,
            _ => 0.56,
        })
        .sum::<f32>()
        * size
}
