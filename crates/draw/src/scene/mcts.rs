//! What a Monte Carlo tree search adds to the picture: each node's N beside it (its W/N is its
//! value, inside), and the phase of the current step. Selection: the path down to where it
//! stopped, with arrows pointing down. Expansion: the new node marked "new". Playout: a dashed
//! line from the node reached down to a small box holding the result, with the number of
//! random moves beside it. Backpropagation: the path from the node reached up to the root,
//! with arrows pointing up and the N of every node on it (the numbers that just changed)
//! emphasised.

use super::builder::{EdgeKind, Painter};
use super::labels::{ChipColours, text_chip, text_width};
use super::place::Spot;
use super::{Anchor, MIN_TEXT_PX, Shape};
use gametree_engine::trace::mcts::Phase;
use gametree_engine::trace::{NodeId, Playback};
use gametree_teach::mcts_words::{playout_moves, show_reward};

/// The labels of this step's phase, placed first.
const RANK_PHASE: u8 = 1;
/// The N of the nodes on this step's path.
const RANK_PATH_VISITS: u8 = 2;
/// The N of the other nodes.
const RANK_VISITS: u8 = 3;

/// The phase of one iteration the current step shows.
pub(super) struct MctsStep {
    /// Which of the four phases.
    pub(super) phase: Phase,
    /// The node expansion added, if it added one.
    pub(super) expanded: Option<NodeId>,
    /// Where the playout starts and the reward goes up from.
    pub(super) reached: NodeId,
    /// How many random moves the playout made.
    pub(super) moves: usize,
    /// The playout's result for MAX.
    pub(super) reward: f64,
}

impl MctsStep {
    /// What `playback`'s current step shows, for a Monte Carlo search between its first step
    /// and its end.
    pub(super) fn of(playback: &Playback) -> Option<MctsStep> {
        let record = playback.trace().mcts.as_deref()?;
        if playback.step() == 0 || playback.finished() {
            return None;
        }
        let (k, phase) = Phase::of_step(playback.step() - 1);
        if k >= record.len() {
            return None;
        }
        let it = record.iteration(k);
        Some(MctsStep {
            phase,
            expanded: it.expanded,
            reached: it.reached,
            moves: it.playout.len(),
            reward: it.max_reward,
        })
    }
}

impl Painter<'_> {
    /// N beside a Monte Carlo node, on its right (else its left), clear of the current-node
    /// ring; emphasised on the path during backpropagation, where it just went up by one.
    pub(super) fn visits_label(&mut self, id: NodeId, c: [f32; 2], r: f32, visits: u32) {
        let z = self.style.font_scale;
        let size = (11.0 * z).min(r * 0.8);
        if size < MIN_TEXT_PX {
            return;
        }
        let on_path = self.path.contains(&id);
        let backing_up = on_path
            && self
                .mcts
                .as_ref()
                .is_some_and(|m| m.phase == Phase::Backpropagation);
        let color = if backing_up {
            self.pal.current
        } else if on_path {
            self.pal.text
        } else {
            self.pal.muted
        };
        let gap = self.beside(id, r, 5.0);
        let text = format!("N={visits}");
        let spots = [(c[0] + gap, Anchor::Left), (c[0] - gap, Anchor::Right)]
            .into_iter()
            .map(|(x, anchor)| {
                Spot::text(Shape::Text {
                    pos: [x, c[1]],
                    text: text.clone(),
                    size,
                    color,
                    anchor,
                })
            })
            .collect();
        let rank = if on_path {
            RANK_PATH_VISITS
        } else {
            RANK_VISITS
        };
        self.board.offer(rank, spots);
    }

    /// The marks of the current step's phase (drawn after the tree is walked).
    pub(super) fn mcts_marks(&mut self) {
        let Some(step) = self.mcts.as_ref() else {
            return;
        };
        let (phase, reached, expanded) = (step.phase, step.reached, step.expanded);
        let drawn =
            |p: &Self, n: NodeId| n.index() < p.layout.x.len() && p.layout.visible(n) && p.shown(n);
        match phase {
            Phase::Selection => self.path_arrows(false),
            Phase::Expansion => {
                if let Some(new) = expanded.filter(|&n| drawn(self, n)) {
                    self.new_badge(new);
                }
            }
            Phase::Simulation if drawn(self, reached) => self.playout(reached),
            Phase::Backpropagation if drawn(self, reached) => {
                self.playout(reached);
                self.path_arrows(true);
            }
            Phase::Simulation | Phase::Backpropagation => {}
        }
    }

    /// A small arrowhead on each edge of the path, pointing up to the root (`up`) or down.
    fn path_arrows(&mut self, up: bool) {
        // The path is the call stack: down to where selection stopped, or to the node reached.
        let line = self.playback.stack();
        // Wider than the path's line, so the head stands out of it.
        let s = 8.0 * self.style.font_scale;
        for w in line.windows(2) {
            let (pc, cc) = (self.centre(w[0]), self.centre(w[1]));
            let (pr, cr) = (self.radius(w[0]), self.radius(w[1]));
            let a = [pc[0], pc[1] + pr * 0.85];
            let b = [cc[0], cc[1] - cr];
            let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
            let len = dx.hypot(dy);
            if len < 1.0 {
                continue;
            }
            // The part of the edge outside the current node's ring, if it ends in one.
            let skip = |n: NodeId, r: f32, inside: f32| {
                if self.is_current(n) {
                    (self.ring_radius(r) - inside).max(0.0)
                } else {
                    0.0
                }
            };
            let (from, to) = (skip(w[0], pr, pr * 0.85), len - skip(w[1], cr, cr));
            if to - from < 4.0 * s {
                continue;
            }
            let t = (from + to) / 2.0 / len;
            let m = [a[0] + dx * t, a[1] + dy * t];
            // The unit vector the arrow points along.
            let (ux, uy) = if up {
                (-dx / len, -dy / len)
            } else {
                (dx / len, dy / len)
            };
            let tip = [m[0] + ux * s, m[1] + uy * s];
            let back = [m[0] - ux * s * 0.6, m[1] - uy * s * 0.6];
            let (nx, ny) = (-uy * s * 0.8, ux * s * 0.8);
            let points = vec![
                tip,
                [back[0] + nx, back[1] + ny],
                [back[0] - nx, back[1] - ny],
            ];
            let bounds = bound(&points);
            self.layers.nodes.push(Shape::Polygon {
                points,
                fill: self.pal.current,
                stroke: self.pal.background,
                stroke_width: 1.0,
            });
            self.board.take(bounds);
        }
    }

    /// "new" on a pill beside the node expansion just added, outside its ring.
    fn new_badge(&mut self, id: NodeId) {
        let c = self.centre(id);
        let r = self.radius(id);
        let size = (11.5 * self.style.font_scale).max(MIN_TEXT_PX);
        let text = self.style.words.new_node.clone();
        let half_w = text_width(&text, size) / 2.0 + size * 0.4;
        let half_h = size * 0.7;
        let ring = self.beside(id, r, 6.0);
        let centres = [
            corner_out(c, ring, [half_w, half_h], [1.0, -1.0]),
            corner_out(c, ring, [half_w, half_h], [-1.0, -1.0]),
            [c[0] + ring + half_w, c[1]],
            [c[0] - ring - half_w, c[1]],
        ];
        let spots = centres
            .into_iter()
            .map(|p| {
                let colours = ChipColours {
                    fill: self.pal.current,
                    stroke: self.pal.background,
                    text: self.pal.background,
                };
                text_chip(p, [half_w, half_h], text.clone(), size, colours)
            })
            .collect();
        self.board.offer(RANK_PHASE, spots);
    }

    /// The playout from `from`: a dashed line straight down to a small box holding its result
    /// (1, ½, 0, or a tree's leaf value), and the number of random moves beside the line. A
    /// playout of no moves (the node reached is the end of the game) draws nothing: the node
    /// itself is the end.
    fn playout(&mut self, from: NodeId) {
        let Some(step) = self.mcts.as_ref() else {
            return;
        };
        let (moves, reward) = (step.moves, step.reward);
        if moves == 0 {
            return;
        }
        let z = self.style.font_scale;
        let c = self.centre(from);
        let r = self.radius(from);
        let size = (12.0 * z).min(self.camera.level() * 0.2).max(MIN_TEXT_PX);
        let result = show_reward(reward);
        let half_w = text_width(&result, size) / 2.0 + size * 0.45;
        let half_h = size * 0.75;
        let top = c[1] + r;
        // Down one level at most, never into the legend.
        let end = (c[1] + self.camera.level() * 0.8).min(self.label_bottom - half_h * 2.0 - 2.0);
        if end - top < 8.0 {
            return;
        }
        self.edge(EdgeKind::Playout, [c[0], top], [c[0], end]);
        let bounds = [c[0] - half_w, end, c[0] + half_w, end + 2.0 * half_h];
        self.layers.nodes.push(Shape::Rect {
            min: [bounds[0], bounds[1]],
            max: [bounds[2], bounds[3]],
            fill: self.pal.leaf_fill,
            stroke: self.pal.current,
            stroke_width: 1.5,
            rounding: 2.0,
        });
        self.layers.text.push(Shape::Text {
            pos: [c[0], end + half_h],
            text: result,
            size,
            color: self.pal.text,
            anchor: Anchor::Center,
        });
        // The line and its box: labels keep off them.
        self.board.take([c[0] - 2.0, top, c[0] + 2.0, end]);
        self.board.take(bounds);
        let note = playout_moves(moves);
        let mid = (top + end) / 2.0;
        let gap = 5.0;
        let spots = [
            ([c[0] + gap, mid], Anchor::Left),
            ([c[0] - gap, mid], Anchor::Right),
            ([bounds[2] + gap, end + half_h], Anchor::Left),
            ([bounds[0] - gap, end + half_h], Anchor::Right),
        ]
        .into_iter()
        .map(|(pos, anchor)| {
            Spot::text(Shape::Text {
                pos,
                text: note.clone(),
                size,
                color: self.pal.current,
                anchor,
            })
        })
        .collect();
        self.board.offer(RANK_PHASE, spots);
    }
}

/// The centre of a box of half-size `half` whose nearest corner is `distance` from `c`
/// diagonally, towards `towards` (±1, ±1): a box beside a ring of that radius, off its
/// diagonal.
pub(super) fn corner_out(
    c: [f32; 2],
    distance: f32,
    half: [f32; 2],
    towards: [f32; 2],
) -> [f32; 2] {
    let d = distance * std::f32::consts::FRAC_1_SQRT_2;
    [
        c[0] + towards[0] * (d + half[0]),
        c[1] + towards[1] * (d + half[1]),
    ]
}

/// The box round `points`.
fn bound(points: &[[f32; 2]]) -> [f32; 4] {
    points.iter().fold(
        [
            f32::INFINITY,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        ],
        |b, p| {
            [
                b[0].min(p[0]),
                b[1].min(p[1]),
                b[2].max(p[0]),
                b[3].max(p[1]),
            ]
        },
    )
}
