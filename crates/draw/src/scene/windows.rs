//! The α/β window of a node, on a chip the [`Board`](super::place::Board) places: beside the
//! node on its right where no edge runs (edges leave a node from its top and bottom tips), on
//! one line or two (α over β), else on its left; the current node's window, which the
//! narration talks about, may also go under the node or off its corners, and then further out
//! with a leader line. A window never covers a node, a name, another label, the current-node
//! ring or a cut mark; another node's window with no free place beside it is left out (the
//! inspector gives it).
//!
//! When the style asks for it, each edge a child was entered by also carries the window its
//! parent passed down it, "(α, β)", on a chip over the edge's middle part; one that finds no
//! free place is left out.

use super::badges::{ChipPaint, ChipText};
use super::builder::Painter;
use super::{MIN_WINDOW_PX, Shape};
use gametree_engine::trace::{NodeId, show_value, side_window};

/// The current node's window is placed with the names, before every other label.
const RANK_FOCUS_WINDOW: u8 = 0;
/// Other nodes' windows come after names, badges and probabilities.
const RANK_WINDOW: u8 = 3;
/// Where a window on one line may go, best first: right, left, below, then the corners.
const ONE_LINE: [[f32; 2]; 7] = [
    [1.0, 0.0],
    [-1.0, 0.0],
    [0.0, 1.0],
    [1.0, 1.0],
    [-1.0, 1.0],
    [1.0, -1.0],
    [-1.0, -1.0],
];
/// Where a window on two lines may go: right, left.
const TWO_LINES: [[f32; 2]; 2] = [[1.0, 0.0], [-1.0, 0.0]];
/// Windows passed down edges come after the nodes' own windows and before moves.
const RANK_EDGE_WINDOW: u8 = 3;
/// Where along an edge (0 at the parent, 1 at the child) its window may sit, best first.
/// Lower first: sibling edges are further apart near their children.
const ALONG_EDGE: [f32; 5] = [0.6, 0.45, 0.75, 0.3, 0.85];

impl Painter<'_> {
    /// Offers node `id`'s window `[alpha, beta]` (centre `c`, radius `r`) at the places the
    /// module's comment lists, sized with the node; none when smaller than
    /// [`MIN_WINDOW_PX`].
    pub(super) fn window_label(&mut self, id: NodeId, c: [f32; 2], r: f32, alpha: i64, beta: i64) {
        let z = self.style.font_scale;
        let size = (r * 0.8).min(13.0 * z);
        if size < MIN_WINDOW_PX {
            return;
        }
        let focus = self.is_current(id);
        let (a, b) = (show_value(alpha), show_value(beta));
        let pad = size * 0.35;
        let one = ChipText::new(vec![format!("α={a} β={b}")], size, pad, true);
        let two = ChipText::new(vec![format!("α={a}"), format!("β={b}")], size, pad, true);
        let paint = ChipPaint {
            fill: self.pal.chip,
            stroke: if focus {
                self.pal.current
            } else {
                self.pal.faint
            },
            text: if self.path.contains(&id) {
                self.pal.text
            } else {
                self.pal.muted
            },
        };
        let reach = self.reach(focus, r);
        let near = |p: &Self, text: &ChipText, places: &[[f32; 2]]| {
            p.chip_spots(c, reach, text, paint, places, false)
        };
        // Beside the node first (one line, then two), then below and the corners.
        let mut spots = near(self, &one, &ONE_LINE[..2]);
        spots.extend(near(self, &two, &TWO_LINES));
        if focus {
            spots.extend(near(self, &one, &ONE_LINE[2..]));
            spots.extend(
                self.chip_spots(c, reach, &one, paint, &ONE_LINE, true)
                    .into_iter()
                    .filter(|s| matches!(s.shapes.first(), Some(Shape::Segments { .. }))),
            );
        }
        let rank = if focus {
            RANK_FOCUS_WINDOW
        } else {
            RANK_WINDOW
        };
        self.board.offer(rank, spots);
    }

    /// The window (α, β) the parent passed down the edge from `a` (the parent's bottom) to `b`
    /// (the top of `child`): the window `child` was entered with, from the side to move at the
    /// child in the negamax view. Sized with the child; none when smaller than
    /// [`MIN_WINDOW_PX`].
    pub(super) fn edge_window(&mut self, child: NodeId, a: [f32; 2], b: [f32; 2]) {
        let z = self.style.font_scale;
        let size = (self.radius(child) * 0.7).min(11.0 * z);
        if size < MIN_WINDOW_PX {
            return;
        }
        let n = self.trace.node(child);
        let (alpha, beta) = if self.style.negamax {
            side_window(n.player, (n.alpha, n.beta))
        } else {
            (n.alpha, n.beta)
        };
        let text = ChipText::new(
            vec![format!("({}, {})", show_value(alpha), show_value(beta))],
            size,
            size * 0.3,
            false,
        );
        let paint = ChipPaint {
            fill: self.pal.chip,
            stroke: self.pal.faint,
            text: if self.path.contains(&child) {
                self.pal.text
            } else {
                self.pal.muted
            },
        };
        let spots = ALONG_EDGE
            .iter()
            .map(|t| {
                let p = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
                self.chip_at(p, &text, paint)
            })
            .collect();
        self.board.offer(RANK_EDGE_WINDOW, spots);
    }
}
