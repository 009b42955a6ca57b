//! Node shapes: MAX triangles, MIN triangles, chance circles and leaf boxes in the colours of
//! their state, the rings for "current" and "selected", the mark of a transposition-table
//! answer, and the pill of a folded node (its value and how many nodes it hides).

use super::builder::Painter;
use super::labels::text_width;
use super::place::Spot;

/// The table's mark is placed first among the labels that may go (with the names): it says
/// what kind of node this is.
const RANK_TABLE: u8 = 0;
use super::style::Palette;
use super::{Anchor, MIN_TEXT_PX, Rgba, Shape};
use gametree_engine::game::Player;
use gametree_engine::search::{Bound, Value};
use gametree_engine::trace::{NodeId, NodeState, flags, show_bounded, show_real, side_view};

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
        if n.has(flags::TT_HIT) {
            self.table_mark(c, r);
        }
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

    /// How far from the centre of node `id` (radius `r`) a label beside it starts: `past_ring`
    /// beyond the current-node ring when `id` is the current node, else just clear of the node.
    pub(super) fn beside(&self, id: NodeId, r: f32, past_ring: f32) -> f32 {
        if self.is_current(id) {
            self.ring_radius(r) + past_ring
        } else {
            r * 1.2 + 4.0
        }
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

    /// The mark of a folded node: a pill with what the subtree is worth so far (its value, or
    /// "?" while unknown) over how many nodes the fold hides ("8,751 more"; where siblings
    /// crowd and that finds no room, the count alone), in the type of a node's name, never
    /// smaller; double-clicking the node opens it again. It goes to the
    /// board before every other label ([`Board::keep`](super::place::Board)): just under the
    /// node if that is free, else a row or more lower or beside it, joined to the node by a
    /// thin line (never across another such line); a node not reached yet only right under
    /// it. Zoomed out far past the readable spacing (the pill wider than six
    /// slots), or with no free place at all, a dot under the node says "there is more below".
    pub(super) fn collapsed_badge(
        &mut self,
        id: NodeId,
        state: NodeState,
        c: [f32; 2],
        r: f32,
        hidden: usize,
    ) {
        let size = (11.0 * self.style.font_scale).max(MIN_TEXT_PX);
        let value = self.folded_value(id, state);
        let count = gametree_teach::picture_words::folded_more(hidden);
        let half_w = text_width(&value, size).max(text_width(&count, size)) / 2.0 + size * 0.45;
        let h = size * super::camera::FOLDED_PILL_LINES;
        if half_w * 2.0 > self.camera.zoom.max(1e-3) * 6.0 {
            let dot = self.folded_dot(c, r);
            self.board.keep(id, Vec::new(), dot);
            return;
        }
        let faint = matches!(state, NodeState::Unseen | NodeState::Pruned);
        let pill = FoldedPill {
            value,
            count,
            size,
            half_w,
            h,
            faint,
        };
        // Under the current node: below its ring and the room its window's pill may take.
        let under = if self.is_current(id) {
            let window = (r * 0.8).min(13.0 * self.style.font_scale) * 1.4;
            self.ring_radius(r) + 6.0 + window + 3.0
        } else {
            r + 2.0
        };
        let below = c[1] + under;
        // Under the node, nearest first: centred, then a row or more lower and shifted
        // sideways by parts of its width (its leader never crossing another). A node the
        // search has not reached (or pruned) says only what is already plain (nothing known
        // yet), so its pill goes right under it or not at all (the dot then says there is
        // more below): far pills on long leaders were most of a crowded picture.
        let mut places: Vec<(f32, [f32; 2])> = Vec::new();
        let (rows, shifts): (usize, &[f32]) = if faint {
            (1, &[0.0])
        } else {
            (8, &[0.0, 0.6, -0.6, 1.2, -1.2, 2.0, -2.0, 3.0, -3.0])
        };
        for row in 0..rows {
            let top = below + row as f32 * (h + 2.0);
            for &dx in shifts {
                let cost = row as f32 + dx.abs() * 0.8;
                places.push((cost, [c[0] + dx * half_w * 2.0, top]));
            }
        }
        gametree_engine::sort::sort_by(&mut places, |a, b| a.0.total_cmp(&b.0));
        let mut spots: Vec<Spot> = places
            .iter()
            .map(|&(_, at)| self.pill_spot(&pill, c, r, at))
            .collect();
        // Beside the node, then above it, row by row.
        if !faint {
            let side = r * 1.2 + 4.0 + half_w;
            for dx in [side, -side] {
                spots.push(self.pill_spot(&pill, c, r, [c[0] + dx, c[1] - h / 2.0]));
            }
            for row in 0..3 {
                let top = c[1] - r - 4.0 - h - row as f32 * (h + 2.0);
                for dx in [0.0f32, 0.6, -0.6, 1.2, -1.2] {
                    spots.push(self.pill_spot(&pill, c, r, [c[0] + dx * half_w * 2.0, top]));
                }
            }
        }
        // Where siblings crowd, the count alone ("1,456" under the value): narrower, and
        // still the count, where "1,456 more" found no room.
        let count = gametree_engine::compare::group(hidden as u64);
        let narrow_w =
            text_width(&pill.value, size).max(text_width(&count, size)) / 2.0 + size * 0.45;
        if narrow_w < half_w {
            let narrow = FoldedPill {
                count,
                half_w: narrow_w,
                ..pill
            };
            for &(_, at) in &places {
                let at = [c[0] + (at[0] - c[0]) * narrow_w / half_w, at[1]];
                spots.push(self.pill_spot(&narrow, c, r, at));
            }
        }
        let dot = self.folded_dot(c, r);
        self.board.keep(id, spots, dot);
    }

    /// The folded pill's shapes with its top centre at `at`, joined to the node (centre `c`,
    /// radius `r`) by a thin line when it does not sit right under it.
    fn pill_spot(&self, pill: &FoldedPill, c: [f32; 2], r: f32, at: [f32; 2]) -> Spot {
        let FoldedPill {
            size, half_w, h, ..
        } = *pill;
        let line = size * 1.2;
        let min = [at[0] - half_w, at[1]];
        let max = [at[0] + half_w, at[1] + h];
        let mut shapes = Vec::new();
        let mut lines = Vec::new();
        if at[0] != c[0] || at[1] > c[1] + r + 2.5 {
            // From the node's edge to the pill's nearest point.
            let to = [c[0].clamp(min[0], max[0]), c[1].clamp(min[1], max[1])];
            let (dx, dy) = (to[0] - c[0], to[1] - c[1]);
            let len = dx.hypot(dy).max(1e-3);
            let (ux, uy) = (dx / len, dy / len);
            // Where the line leaves the node's box (its hit box: 1.2 r by r, at least 4 px).
            let hr = r.max(4.0);
            let out = (hr * 1.2 / ux.abs().max(1e-3)).min(hr / uy.abs().max(1e-3)) + 1.0;
            let from = [c[0] + ux * out, c[1] + uy * out];
            shapes.push(Shape::Segments {
                points: vec![from, to],
                width: 1.0,
                color: self.pal.muted,
                dashed: false,
            });
            lines.push([from, to]);
        }
        shapes.push(Shape::Rect {
            min,
            max,
            fill: self.pal.chip,
            stroke: self.pal.muted,
            stroke_width: 1.0,
            rounding: size * 0.4,
        });
        shapes.push(Shape::Text {
            pos: [at[0], at[1] + size * 0.15 + line / 2.0],
            text: pill.value.clone(),
            size,
            color: if pill.faint {
                self.pal.muted
            } else {
                self.pal.text
            },
            anchor: Anchor::Center,
        });
        shapes.push(Shape::Text {
            pos: [at[0], at[1] + size * 0.15 + line * 1.5],
            text: pill.count.clone(),
            size,
            color: self.pal.muted,
            anchor: Anchor::Center,
        });
        Spot {
            bounds: vec![[min[0], min[1], max[0], max[1]]],
            shapes,
            lines,
        }
    }

    /// The mark of a folded node with no room for its pill: a dot under it still says "there
    /// is more below" (the inspector says its value and count).
    fn folded_dot(&self, c: [f32; 2], r: f32) -> Spot {
        // Small beside a node drawn large, but never smaller than a visible speck.
        let radius = (r * 0.35).clamp(1.5, 4.0 * self.style.font_scale);
        let centre = [c[0], c[1] + r + 2.0 + radius];
        Spot {
            bounds: vec![[
                centre[0] - radius,
                centre[1] - radius,
                centre[0] + radius,
                centre[1] + radius,
            ]],
            shapes: vec![Shape::Circle {
                center: centre,
                radius,
                fill: self.pal.muted,
                stroke: Rgba(0, 0, 0, 0),
                stroke_width: 0.0,
            }],
            lines: Vec::new(),
        }
    }

    /// What a folded node is worth at this step, as its pill says it: its value (≥ or ≤ while
    /// only a bound; from the side to move in the negamax view), an MCTS node's W/N, or "?".
    fn folded_value(&self, id: NodeId, state: NodeState) -> String {
        let player = self.trace.node(id).player;
        let show = |v: Value, bound: Bound| match v {
            Value::Int(v) if self.style.negamax => {
                let (v, bound) = side_view(player, v, bound);
                show_bounded(v, bound)
            }
            v => show_bounded(v, bound),
        };
        match state {
            NodeState::Unseen | NodeState::Pruned => "?".to_string(),
            NodeState::Active { value: None, .. } => "?".to_string(),
            NodeState::Active { value: Some(v), .. } => show(
                v,
                match player {
                    Player::Max => Bound::Lower,
                    Player::Min => Bound::Upper,
                },
            ),
            NodeState::Done { value, bound } => show(value, bound),
            NodeState::Counted { visits: 0, .. } => "?".to_string(),
            NodeState::Counted { visits, wins } => show_real(wins / f64::from(visits)),
        }
    }

    /// The mark of a node the transposition table answered: a small table (a grid) just under
    /// the node (a table answer has no children, so nothing hangs there), else beside or above
    /// it, wherever it covers nothing (with no room anywhere it is left out, as a name
    /// would be: the inspector still says it). The
    /// node keeps its own shape (it is a position like any other, only not searched again),
    /// so the tree keeps its shape from pass to pass.
    fn table_mark(&mut self, c: [f32; 2], r: f32) {
        let s = (r * 0.5).clamp(4.0, 8.0 * self.style.font_scale);
        let below = c[1] + r + s * 0.8 + 2.0;
        let side = r * 1.2 + 3.0 + s;
        let centres = [
            [c[0], below],
            [c[0] + side, c[1]],
            [c[0] - side, c[1]],
            [c[0] + side, below],
            [c[0] - side, below],
            [c[0], c[1] - r - s - 3.0],
            [c[0], below + 2.0 * s + 2.0],
        ];
        let spots = centres
            .iter()
            .map(|&p| {
                let mut shapes = Vec::new();
                table_glyph(&self.pal, p, s, &mut shapes);
                Spot {
                    bounds: vec![[p[0] - s, p[1] - s * 0.8, p[0] + s, p[1] + s * 0.8]],
                    shapes,
                    lines: Vec::new(),
                }
            })
            .collect();
        self.board.offer(RANK_TABLE, spots);
    }
}

/// What a folded node's pill says, and how big it is.
struct FoldedPill {
    value: String,
    count: String,
    size: f32,
    half_w: f32,
    h: f32,
    faint: bool,
}

/// The transposition table's mark, `s` pixels from its centre to its sides: a small grid, as
/// a table is drawn (the legend draws the same).
pub(super) fn table_glyph(pal: &Palette, c: [f32; 2], s: f32, out: &mut Vec<Shape>) {
    out.push(Shape::Rect {
        min: [c[0] - s, c[1] - s * 0.8],
        max: [c[0] + s, c[1] + s * 0.8],
        fill: pal.chip,
        stroke: pal.text,
        stroke_width: 1.2,
        rounding: 1.0,
    });
    out.push(Shape::Segments {
        points: vec![
            [c[0] - s, c[1] - s * 0.25],
            [c[0] + s, c[1] - s * 0.25],
            [c[0] - s, c[1] + s * 0.3],
            [c[0] + s, c[1] + s * 0.3],
            [c[0] - s * 0.2, c[1] - s * 0.8],
            [c[0] - s * 0.2, c[1] + s * 0.8],
        ],
        width: 1.0,
        color: pal.text,
        dashed: false,
    });
}
