//! Badges and chips that find their own place: a node's visit badge ("test", "2nd", "est.")
//! and its α/β window are offered to the [`Board`](super::place::Board) with a few places
//! near the node, best first, and then places further out joined to the node by a thin
//! leader line. The board takes the first place that covers no node, name, other label,
//! ring or cut mark.

use super::builder::Painter;
use super::mcts::corner_out;
use super::place::Spot;
use super::{Anchor, Rgba, Shape};
use gametree_engine::trace::NodeId;

/// Visit badges come just after names: they say what kind of search reached the node.
const RANK_BADGE: u8 = 1;
/// Where a visit badge may go round its node, best first: off its top left corner (where
/// it always was), off its top right, above it, left of it, off its bottom corners, and last
/// right of it (where the α/β window goes).
const BADGE_PLACES: [[f32; 2]; 7] = [
    [-1.0, -1.0],
    [1.0, -1.0],
    [0.0, -1.0],
    [-1.0, 0.0],
    [-1.0, 1.0],
    [1.0, 1.0],
    [1.0, 0.0],
];

/// How a chip is painted: its fill and outline, its text's colour.
#[derive(Clone, Copy)]
pub(super) struct ChipPaint {
    pub(super) fill: Rgba,
    pub(super) stroke: Rgba,
    pub(super) text: Rgba,
}

/// Text on a chip, one or more lines, left-aligned or centred.
pub(super) struct ChipText {
    pub(super) lines: Vec<String>,
    pub(super) size: f32,
    /// The chip's half width and half height.
    pub(super) half: [f32; 2],
    /// Lines start at the chip's left padding (else each is centred).
    pub(super) left: bool,
    /// The padding round the lines.
    pub(super) pad: f32,
}

impl ChipText {
    /// Lines of text at `size` on a chip with `pad` pixels round them.
    pub(super) fn new(lines: Vec<String>, size: f32, pad: f32, left: bool) -> ChipText {
        let w = lines
            .iter()
            .map(|l| super::labels::text_width(l, size))
            .fold(0.0, f32::max);
        let h = size * 1.2 * lines.len() as f32;
        ChipText {
            lines,
            size,
            half: [w / 2.0 + pad, h / 2.0 + pad / 2.0],
            left,
            pad,
        }
    }
}

impl Painter<'_> {
    /// The places round a node (centre `c`, its own marks reaching `reach` from it: a box, or
    /// a ring when `reach` is the same both ways) for a chip of half size `half`, best first:
    /// the ones listed in `near` (unit directions: a chip towards (1, 0) sits right of the
    /// node, towards (-1, -1) off its top left corner), then the same further out.
    fn chip_centres(
        &self,
        c: [f32; 2],
        reach: [f32; 2],
        half: [f32; 2],
        near: &[[f32; 2]],
    ) -> Vec<([f32; 2], bool)> {
        let ring = reach[0] == reach[1];
        let mut out = Vec::new();
        for (far, gap) in [(false, 4.0), (true, 4.0 + 3.0 * half[1] + 10.0)] {
            for d in near {
                let p = if ring && d[0] != 0.0 && d[1] != 0.0 {
                    corner_out(c, reach[0] + gap, half, *d)
                } else {
                    [
                        c[0] + d[0] * (reach[0] + gap + half[0]),
                        c[1] + d[1] * (reach[1] + gap + half[1]),
                    ]
                };
                out.push((p, far));
            }
        }
        out
    }

    /// How far a node's own marks reach from its centre `c` (radius `r`): its box, or the
    /// ring round it when it is the current node.
    pub(super) fn reach(&self, current: bool, r: f32) -> [f32; 2] {
        if current {
            let ring = self.ring_radius(r) + 3.0 * self.style.font_scale.sqrt();
            [ring, ring]
        } else {
            [r * 1.2, r]
        }
    }

    /// The places for a chip for the node at `c` (see [`Self::chip_centres`]): those `near`
    /// it, then, when `leader` allows, the same further out with a leader line back to it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn chip_spots(
        &self,
        c: [f32; 2],
        reach: [f32; 2],
        text: &ChipText,
        paint: ChipPaint,
        near: &[[f32; 2]],
        leader: bool,
    ) -> Vec<Spot> {
        self.chip_centres(c, reach, text.half, near)
            .into_iter()
            .filter(|(_, far)| leader || !far)
            .map(|(p, far)| {
                let mut spot = self.chip_at(p, text, paint);
                if far {
                    let line = self.leader_line(c, reach, p, text.half);
                    spot.lines.push(line);
                    spot.shapes.insert(
                        0,
                        Shape::Segments {
                            points: line.to_vec(),
                            width: 1.0,
                            color: self.pal.muted,
                            dashed: false,
                        },
                    );
                }
                spot
            })
            .collect()
    }

    /// A node's visit badge ("test", "2nd", "est.": `text` at `size` on a pill of `colour`),
    /// above its left corner if that is free, else at the first free place round it.
    pub(super) fn offer_visit_badge(
        &mut self,
        id: NodeId,
        c: [f32; 2],
        r: f32,
        text: &str,
        colour: Rgba,
        size: f32,
    ) {
        let chip = ChipText::new(vec![text.to_string()], size, size * 0.35, false);
        let paint = ChipPaint {
            fill: colour,
            stroke: self.pal.background,
            text: self.pal.background,
        };
        let reach = self.reach(self.is_current(id), r);
        let spots = self.chip_spots(c, reach, &chip, paint, &BADGE_PLACES, true);
        self.board.offer(RANK_BADGE, spots);
    }

    /// The ends of a thin line from the edge of the node's reach to the chip centred at `p`.
    fn leader_line(
        &self,
        c: [f32; 2],
        reach: [f32; 2],
        p: [f32; 2],
        half: [f32; 2],
    ) -> [[f32; 2]; 2] {
        let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
        let len = dx.hypot(dy).max(1e-3);
        let (ux, uy) = (dx / len, dy / len);
        // From the ring (a circle), or from where the line leaves the node's box.
        let out = if reach[0] == reach[1] {
            reach[0]
        } else {
            let tx = reach[0] / ux.abs().max(1e-3);
            let ty = reach[1] / uy.abs().max(1e-3);
            tx.min(ty) + 1.0
        };
        let from = [c[0] + ux * out, c[1] + uy * out];
        // Stop at the chip's edge: the first side the line meets.
        let tx = if ux.abs() > 1e-3 {
            half[0] / ux.abs()
        } else {
            f32::INFINITY
        };
        let ty = if uy.abs() > 1e-3 {
            half[1] / uy.abs()
        } else {
            f32::INFINITY
        };
        let back = tx.min(ty);
        let to = [p[0] - ux * back, p[1] - uy * back];
        [from, to]
    }

    /// The chip's shapes centred at `p`, and its box.
    pub(super) fn chip_at(&self, p: [f32; 2], text: &ChipText, paint: ChipPaint) -> Spot {
        let [hw, hh] = text.half;
        let bounds = [p[0] - hw, p[1] - hh, p[0] + hw, p[1] + hh];
        let mut shapes = vec![Shape::Rect {
            min: [bounds[0], bounds[1]],
            max: [bounds[2], bounds[3]],
            fill: paint.fill,
            stroke: paint.stroke,
            stroke_width: 1.0,
            rounding: (text.size * 0.4).min(hh),
        }];
        let line_h = text.size * 1.2;
        let top = p[1] - line_h * text.lines.len() as f32 / 2.0;
        for (k, line) in text.lines.iter().enumerate() {
            let y = top + line_h * (k as f32 + 0.5);
            let (x, anchor) = if text.left {
                (bounds[0] + text.pad, Anchor::Left)
            } else {
                (p[0], Anchor::Center)
            };
            shapes.push(Shape::Text {
                pos: [x, y],
                text: line.clone(),
                size: text.size,
                color: paint.text,
                anchor,
            });
        }
        Spot {
            bounds: vec![bounds],
            shapes,
            lines: Vec::new(),
        }
    }
}
