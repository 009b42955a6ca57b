//! Edges: the line from a parent into each child, styled by the child's state and the paths,
//! the cut mark on an edge the search pruned, and the move written beside the edge.

use super::builder::{EdgeKind, Painter};
use super::labels::text_width;
use super::place::Spot;
use super::{Anchor, MIN_TEXT_PX, Rgba, Shape};
use gametree_engine::trace::{NodeId, NodeState, Status};
use gametree_teach::picture_words::edge_move;

/// Moves on edges give way to every other label (but the moves on the path being searched,
/// which go first of all: `Board::lead`).
const RANK_MOVE: u8 = 4;

impl Painter<'_> {
    /// The edge from `parent` down to `child`, styled by the child's state and the paths.
    /// `siblings` are the children drawn just before and after `child` (for the label's room).
    pub(super) fn child_edge(
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
        if self.hide_unseen && child_state == NodeState::Unseen {
            return;
        }
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
            // The cut mark: two short strokes across the edge, at its middle, or lower down
            // where the fan of pruned siblings' edges is too close there for marks that do
            // not run into each other (smaller marks where even that is too close).
            let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
            let len = (dx * dx + dy * dy).sqrt().max(1e-3);
            let (ux, uy) = (dx / len, dy / len);
            let (nx, ny) = (-uy, ux);
            let want = (7.0 * self.style.font_scale).min(len * 0.2);
            let room = |t: f32| {
                let y = a[1] + dy * t;
                let x = a[0] + dx * t;
                siblings
                    .iter()
                    .flatten()
                    .map(|&s| (self.edge_x_at(a, s, y) - x).abs())
                    .fold(f32::INFINITY, f32::min)
            };
            // A mark is about 2.2 half-lengths across; neighbours' marks share the room.
            let t = [0.5f32, 0.6, 0.7]
                .into_iter()
                .find(|&t| room(t) >= 2.3 * want)
                .unwrap_or(0.7);
            let half = want.min(room(t) / 2.3).max(2.5);
            let m = [a[0] + dx * t, a[1] + dy * t];
            let gap = (3.0 * self.style.font_scale)
                .min(len * 0.08)
                .min(half * 0.45);
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
        let entered = !matches!(child_state, NodeState::Unseen | NodeState::Pruned);
        if self.style.edge_windows && self.alphabeta && entered {
            self.edge_window(child, a, b);
        }
        if !self.tree_game {
            let cut = child_state == NodeState::Pruned && !parent_pruned;
            self.edge_label(child, a, b, siblings, cut);
        }
    }

    /// Where the edge from the parent's bottom point `a` into `child` is at height `y`.
    pub(super) fn edge_x_at(&self, a: [f32; 2], child: NodeId, y: f32) -> f32 {
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
    /// neighbouring edge at that height and runs into no other label or node: close siblings
    /// rely on the inspector instead. The edge of the move being searched (on the highlighted
    /// path) is placed before the other moves and may also sit higher or lower along its edge,
    /// or on the edge's other side, so the line being searched is always named.
    pub(super) fn edge_label(
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
        // Unnamed moves ("#2") are not written; the dice race's are words in the reader's
        // language.
        if self
            .trace
            .move_text(child)
            .is_none_or(|m| m.starts_with('#'))
        {
            return;
        }
        let Some(text) = edge_move(self.trace, child) else {
            return;
        };
        let searched = self.path.contains(&child);
        let outer_left = b[0] - a[0] < -0.5;
        // Past the cut mark on a pruned edge, which sits at the middle.
        let along: &[f32] = match (cut, searched) {
            (true, _) => &[0.74, 0.3],
            (false, false) => &[0.55],
            (false, true) => &[0.55, 0.4, 0.7, 0.25],
        };
        let sides: &[bool] = if searched {
            &[outer_left, !outer_left]
        } else {
            &[outer_left]
        };
        let color = match self.playback.state(child) {
            NodeState::Unseen | NodeState::Pruned => self.pal.pruned,
            _ => self.pal.muted,
        };
        let mut spots = Vec::new();
        for &t in along {
            for &left in sides {
                let pos = self.beside_edge(child, a, b, siblings, &text, size, t, left, searched);
                if let Some(pos) = pos {
                    spots.push(Spot::text(Shape::Text {
                        pos,
                        text: text.clone(),
                        size,
                        color,
                        anchor: if left { Anchor::Right } else { Anchor::Left },
                    }));
                }
            }
        }
        if searched {
            // Where no place between the sibling edges is wide enough, the move still goes
            // beside its edge, on a chip of the background that the neighbouring edge runs
            // behind (the board keeps it off every node and label).
            for &t in along {
                for &left in sides {
                    let pos =
                        self.beside_edge(child, a, b, [None, None], &text, size, t, left, true);
                    let Some(pos) = pos else { continue };
                    let label = Shape::Text {
                        pos,
                        text: text.clone(),
                        size,
                        color,
                        anchor: if left { Anchor::Right } else { Anchor::Left },
                    };
                    let mut spot = Spot::text(label.clone());
                    let b = spot.bounds[0];
                    spot.shapes = vec![
                        Shape::Rect {
                            min: [b[0] - 2.0, b[1] - 1.0],
                            max: [b[2] + 2.0, b[3] + 1.0],
                            fill: self.pal.background,
                            stroke: Rgba(0, 0, 0, 0),
                            stroke_width: 0.0,
                            rounding: 2.0,
                        },
                        label,
                    ];
                    spots.push(spot);
                }
            }
            self.board.lead(spots);
        } else {
            self.board.offer(RANK_MOVE, spots);
        }
    }

    /// Where a label `text` of `size` goes beside the edge from `a` to `b` at `t` of its
    /// length, on its `left` side, clear of the edge itself; `None` when it would reach the
    /// neighbouring edge on that side (or, for the outermost child, past its subtree's slots,
    /// unless it is the move being searched: the board still keeps it off every node and
    /// label).
    fn beside_edge(
        &self,
        child: NodeId,
        a: [f32; 2],
        b: [f32; 2],
        siblings: [Option<NodeId>; 2],
        text: &str,
        size: f32,
        t: f32,
        left: bool,
        searched: bool,
    ) -> Option<[f32; 2]> {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        // The normal on that side (edges run downwards): on an edge's outer side it points
        // up and away from the fan of siblings, on its inner side down under the edge.
        let n = if left {
            [-dy / len, dx / len]
        } else {
            [dy / len, -dx / len]
        };
        let half_h = size * 0.62;
        // Far enough along the normal that the text's nearest corner clears the line.
        let d = half_h * n[1].abs() + 3.0;
        let m = [a[0] + dx * t, a[1] + dy * t];
        let p = [m[0] + n[0] * d, m[1] + n[1] * d];
        let width = text_width(text, size);
        // The text's far end must stay clear of the neighbour on that side: the next sibling
        // edge, or for the outermost child the edge of its own subtree's slots.
        let top = p[1] - half_h;
        let fits = if left {
            let limit = match siblings[0] {
                Some(s) => self.edge_x_at(a, s, top),
                None if searched => f32::NEG_INFINITY,
                None => self
                    .camera
                    .to_screen(self.layout.lo[child.index()] - 0.5, 0.0)[0],
            };
            p[0] - width - 4.0 >= limit
        } else {
            let limit = match siblings[1] {
                Some(s) => self.edge_x_at(a, s, top),
                None if searched => f32::INFINITY,
                None => self
                    .camera
                    .to_screen(self.layout.hi[child.index()] + 0.5, 0.0)[0],
            };
            p[0] + width + 4.0 <= limit
        };
        fits.then_some(p)
    }
}
