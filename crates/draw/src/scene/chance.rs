//! The probabilities under a chance node, on its edges ("½", "1/6", as the teach crate writes
//! them).
//!
//! Where they go: each on a small chip centred on its edge near the child's end, where
//! neighbouring edges are furthest apart (the fan of edges is narrowest at the chance node
//! itself, and that is where six labels ran into each other). When the chips of all the
//! children do not fit side by side at one height, they are staggered: every other one a little
//! higher, so neighbours sit at two heights and have twice the room. When even that runs into
//! something and the children are all equally likely (a die), one label says it for all,
//! "each 1/6", beside the chance node, or none at all (one "1/6" among six edges would read as
//! if that face were special). Unequal chances that do not fit together each take the first
//! free place of their own (near the child, higher up, lower down) and the ones with none are
//! left out: the inspector still gives every probability. Probabilities are written only under
//! chance nodes in view and drawn big enough to show their own value. Nothing is ever drawn over a node, a name or
//! another label (the [`Board`](super::place::Board) sees to that).

use super::MIN_TEXT_PX;
use super::builder::Painter;
use super::labels::{ChipColours, text_chip, text_width};
use super::place::{Label, Spot};
use gametree_engine::trace::NodeId;
use gametree_teach::expectation::show_probability;
use gametree_teach::picture_words::each_probability;

/// Probabilities come after names and the phase's own labels, before N and moves.
const RANK_PROBABILITY: u8 = 2;
/// Where along the edge (from the chance node, 0, to the child, 1) the chips sit, together.
const NEAR_CHILD: f32 = 0.78;
/// The two heights of staggered chips.
const STAGGERED: [f32; 2] = [0.62, 0.86];
/// The least radius (pixels) of a chance node whose probabilities are written.
const MIN_CHANCE_PX: f32 = 10.0;

impl Painter<'_> {
    /// Offers the probabilities of the drawn children of the chance node `parent` (centre
    /// `pc`, radius `pr`), as the module's comment says.
    pub(super) fn probabilities(
        &mut self,
        parent: NodeId,
        pc: [f32; 2],
        pr: f32,
        children: &[NodeId],
    ) {
        let size = (12.0 * self.style.font_scale).min(self.camera.level() * 0.2);
        // Only under a chance node drawn big enough to show its own value: on a tree seen
        // whole, the fan of tiny edges would be a cloud of chips.
        if size < MIN_TEXT_PX || pr < MIN_CHANCE_PX || !self.in_view(parent) {
            return;
        }
        let kids: Vec<(NodeId, String)> = children
            .iter()
            .copied()
            .filter(|&c| self.layout.visible(c) && self.shown(c) && self.in_view(c))
            .filter_map(|c| Some((c, show_probability(self.trace.probability(c)?))))
            .collect();
        if kids.is_empty() {
            return;
        }
        let a = [pc[0], pc[1] + pr * 0.85];
        let chip = |p: &Self, t: f32, (child, text): &(NodeId, String)| {
            let cc = p.centre(*child);
            let b = [cc[0], cc[1] - p.radius(*child)];
            p.chip(
                [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
                text,
                size,
            )
        };
        let mut spots = vec![Spot::joined(kids.iter().map(|k| chip(self, NEAR_CHILD, k)))];
        if kids.len() >= 3 {
            spots.push(Spot::joined(
                kids.iter()
                    .enumerate()
                    .map(|(i, k)| chip(self, STAGGERED[i % 2], k)),
            ));
        }
        let all_equal = kids.len() >= 2 && kids.iter().all(|(_, t)| *t == kids[0].1);
        // Equal chances are all written or not at all: one "1/6" among six edges would
        // read as if that face were special.
        let each_alone: Vec<Label> = kids
            .iter()
            .filter(|_| !all_equal)
            .map(|k| Label {
                rank: RANK_PROBABILITY,
                spots: [NEAR_CHILD, STAGGERED[0], STAGGERED[1]]
                    .into_iter()
                    .map(|t| chip(self, t, k))
                    .collect(),
                otherwise: Vec::new(),
            })
            .collect();
        let otherwise = if all_equal {
            vec![Label {
                rank: RANK_PROBABILITY,
                spots: self.each_spots(parent, pc, pr, &kids[0].1, size),
                otherwise: each_alone,
            }]
        } else {
            each_alone
        };
        self.board.offer_label(Label {
            rank: RANK_PROBABILITY,
            spots,
            otherwise,
        });
    }

    /// Whether node `id`'s centre is in the part of the view labels may use (the edges of a
    /// chance node out of view are not labelled, nor an edge into a child out of view: its chip
    /// would be cut, or sit on a long edge far from the node it belongs to).
    fn in_view(&self, id: NodeId) -> bool {
        let c = self.centre(id);
        c[0] >= 0.0 && c[0] <= self.camera.viewport[0] && c[1] >= 0.0 && c[1] <= self.label_bottom
    }

    /// A probability on a chip centred at `p` (over its edge).
    fn chip(&self, p: [f32; 2], text: &str, size: f32) -> Spot {
        let pad = size * 0.3;
        let half_w = text_width(text, size) / 2.0 + pad;
        let half_h = size * 0.5 + pad * 0.7;
        let colours = ChipColours {
            fill: self.pal.chip,
            stroke: self.pal.chance,
            text: self.pal.text,
        };
        text_chip(p, [half_w, half_h], text.to_string(), size, colours)
    }

    /// Where "each p" may go: on a chip beside the chance node, right then left, clear of the
    /// current-node ring.
    fn each_spots(&self, parent: NodeId, c: [f32; 2], r: f32, p: &str, size: f32) -> Vec<Spot> {
        let text = each_probability(p);
        let half_w = text_width(&text, size) / 2.0 + size * 0.3;
        let gap = self.beside(parent, r, 5.0);
        [c[0] + gap + half_w, c[0] - gap - half_w]
            .into_iter()
            .map(|x| self.chip([x, c[1]], &text, size))
            .collect()
    }
}
