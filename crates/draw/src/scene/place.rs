//! Placing the labels that may move or go: each optional label (a move on its edge, a chance
//! child's probability, an MCTS node's N, the playout's note, a "new" badge, a tree node's
//! name, a visit badge "test" / "2nd" / "est.", an α/β window, a table answer's mark) offers a
//! few places in order of preference, and takes the first that runs into nothing already on
//! the picture: no node, no other text or badge, no cut mark, not the current-node ring, not
//! past the viewport's sides or into the legend; a place far from its node is joined to it by
//! a leader line, which runs into nothing either. A label with no free place is left out (the
//! inspector and the narration still say it): a picture never shows two texts on top of each
//! other. A folded node's pill (its value and hidden count) is placed before every other
//! label, at its first free spot; only where none is free (zoomed far out, or a crowded
//! projector) does a dot under the node stand for it ([`Board::keep`]). Before even those go
//! the moves on the path being searched ([`Board::lead`]).

use super::Shape;
use super::labels::text_width;
use gametree_engine::trace::NodeId;

/// Pixels kept free to the left and right of a label (half that above and below).
const SPARE: f32 = 2.0;

/// One place a label may take: what it draws there and the boxes it covers (several for a
/// set of labels placed together, such as the probabilities under one chance node).
pub(super) struct Spot {
    /// The boxes the label covers there: [min x, min y, max x, max y].
    pub(super) bounds: Vec<[f32; 4]>,
    /// What it draws there (texts, maybe on chips).
    pub(super) shapes: Vec<Shape>,
    /// Leader lines from the label back to its node: they may cross edges, but no node, text
    /// or cut mark.
    pub(super) lines: Vec<[[f32; 2]; 2]>,
}

impl Spot {
    /// A bare text, covering its own box.
    pub(super) fn text(shape: Shape) -> Spot {
        Spot {
            bounds: text_bounds(&shape).into_iter().collect(),
            shapes: vec![shape],
            lines: Vec::new(),
        }
    }

    /// Several spots taken together, as one.
    pub(super) fn joined(spots: impl IntoIterator<Item = Spot>) -> Spot {
        let mut all = Spot {
            bounds: Vec::new(),
            shapes: Vec::new(),
            lines: Vec::new(),
        };
        for s in spots {
            all.bounds.extend(s.bounds);
            all.shapes.extend(s.shapes);
            all.lines.extend(s.lines);
        }
        all
    }
}

/// A label and the places it may take, best first.
pub(super) struct Label {
    /// Labels with a smaller rank are placed first.
    pub(super) rank: u8,
    /// Its places, best first.
    pub(super) spots: Vec<Spot>,
    /// Labels offered instead when none of the spots is free (each placed on its own).
    pub(super) otherwise: Vec<Label>,
}

/// What is already on the picture, and the labels waiting for a place.
#[derive(Default)]
pub(super) struct Board {
    /// Boxes nothing may cover: nodes, fixed texts.
    taken: Vec<[f32; 4]>,
    /// Rings round the current node (centre, outer radius): no label inside.
    rings: Vec<([f32; 2], f32)>,
    /// Labels to place.
    pub(super) labels: Vec<Label>,
    /// Labels that must stay, with the node each belongs to (a folded node's pill), placed
    /// before the others.
    kept: Vec<(NodeId, Vec<Spot>, Spot)>,
    /// The leader lines placed so far: a later one may not cross them, nor a later label
    /// cover them.
    leaders: Vec<[[f32; 2]; 2]>,
    /// Labels placed before everything else, even the kept ones (the moves on the path being
    /// searched: the line the sentence walks down).
    leading: Vec<Vec<Spot>>,
}

/// The box of a text shape, from its anchor and [`text_width`] (a line is as high as its size).
pub(super) fn text_bounds(shape: &Shape) -> Option<[f32; 4]> {
    let Shape::Text {
        pos,
        text,
        size,
        anchor,
        ..
    } = shape
    else {
        return None;
    };
    let w = text_width(text, *size);
    let x0 = match anchor {
        super::Anchor::Left => pos[0],
        super::Anchor::Center => pos[0] - w / 2.0,
        super::Anchor::Right => pos[0] - w,
    };
    let h = size * 0.5;
    Some([x0, pos[1] - h, x0 + w, pos[1] + h])
}

/// Whether two boxes overlap (touching is not overlapping).
pub(super) fn overlap(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// Whether box `b` comes within `radius` of `c`.
fn touches_disc(b: [f32; 4], c: [f32; 2], radius: f32) -> bool {
    let dx = (b[0] - c[0]).max(c[0] - b[2]).max(0.0);
    let dy = (b[1] - c[1]).max(c[1] - b[3]).max(0.0);
    dx * dx + dy * dy < radius * radius
}

impl Board {
    /// Marks `b` as taken (a node, a fixed text).
    pub(super) fn take(&mut self, b: [f32; 4]) {
        self.taken.push(b);
    }

    /// Marks the disc round `c` of radius `radius` (the current-node ring) as taken.
    pub(super) fn ring(&mut self, c: [f32; 2], radius: f32) {
        self.rings.push((c, radius));
    }

    /// A label to place later, at the first of `spots` that is free.
    pub(super) fn offer(&mut self, rank: u8, spots: Vec<Spot>) {
        if !spots.is_empty() {
            self.labels.push(Label {
                rank,
                spots,
                otherwise: Vec::new(),
            });
        }
    }

    /// A label placed before every other, even the kept ones, at the first of `spots` that
    /// is free (or not at all).
    pub(super) fn lead(&mut self, spots: Vec<Spot>) {
        self.leading.push(spots);
    }

    /// A label that must stay (a folded node's pill, its first box the node's second hit box):
    /// placed before every offered label at its first free spot, else `fallback` (a small
    /// mark that takes its place) where that is free.
    pub(super) fn keep(&mut self, id: NodeId, spots: Vec<Spot>, fallback: Spot) {
        self.kept.push((id, spots, fallback));
    }

    /// A label to place later, with the labels to try instead when it finds no free spot.
    pub(super) fn offer_label(&mut self, label: Label) {
        self.labels.push(label);
    }

    /// Whether `b` is free: inside `area` and clear of everything taken, with a little room
    /// to spare around it (text widths are estimates).
    fn free(&self, b: [f32; 4], area: [f32; 4]) -> bool {
        let b = [
            b[0] - SPARE,
            b[1] - SPARE / 2.0,
            b[2] + SPARE,
            b[3] + SPARE / 2.0,
        ];
        b[0] >= area[0]
            && b[1] >= area[1]
            && b[2] <= area[2]
            && b[3] <= area[3]
            && !self.taken.iter().any(|t| overlap(*t, b))
            && !self.rings.iter().any(|(c, r)| touches_disc(b, *c, *r))
            && !self.leaders.iter().any(|l| line_meets_box(*l, b))
    }

    /// Whether every box of `spot` is free and none overlaps another, and its leader lines
    /// run through nothing taken.
    fn spot_free(&self, spot: &Spot, area: [f32; 4]) -> bool {
        spot.bounds.iter().enumerate().all(|(i, b)| {
            self.free(*b, area) && !spot.bounds[i + 1..].iter().any(|o| overlap(*o, *b))
        }) && spot.lines.iter().all(|l| self.line_free(*l))
    }

    /// Whether the line from `a` to `b` stays clear of everything taken (sampled every few
    /// pixels; its ends touch the node and the label, and are left out).
    fn line_free(&self, [a, b]: [[f32; 2]; 2]) -> bool {
        let len = (b[0] - a[0]).hypot(b[1] - a[1]);
        let n = (len / 3.0).ceil().max(2.0) as usize;
        (1..n).all(|k| {
            let t = k as f32 / n as f32;
            let p = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
            let dot = [p[0] - 0.5, p[1] - 0.5, p[0] + 0.5, p[1] + 0.5];
            !self.taken.iter().any(|r| overlap(*r, dot))
        }) && !self.leaders.iter().any(|l| segments_cross(*l, [a, b]))
    }

    /// Takes what `spot` covers: its boxes and its leader lines.
    fn take_spot(&mut self, spot: &Spot) {
        self.taken.extend(spot.bounds.iter().copied());
        self.leaders.extend(spot.lines.iter().copied());
    }

    /// Places the labels that must stay, then every label offered, in rank order (the order
    /// offered among equals), each at its first free spot inside `area`; returns the shapes to
    /// draw, and the boxes of the kept labels by node (for clicks).
    pub(super) fn place(mut self, area: [f32; 4]) -> (Vec<Shape>, Vec<(NodeId, [f32; 4])>) {
        let mut out = Vec::new();
        let mut hits = Vec::new();
        for spots in std::mem::take(&mut self.leading) {
            if let Some(spot) = spots.into_iter().find(|s| self.spot_free(s, area)) {
                self.take_spot(&spot);
                out.extend(spot.shapes);
            }
        }
        for (id, spots, fallback) in std::mem::take(&mut self.kept) {
            match spots.into_iter().find(|s| self.spot_free(s, area)) {
                Some(spot) => {
                    if let Some(b) = spot.bounds.first() {
                        hits.push((id, *b));
                    }
                    self.take_spot(&spot);
                    out.extend(spot.shapes);
                }
                None if self.spot_free(&fallback, area) => {
                    self.take_spot(&fallback);
                    out.extend(fallback.shapes);
                }
                None => {}
            }
        }
        let mut labels = std::mem::take(&mut self.labels);
        gametree_engine::sort::sort_by_key(&mut labels, |l| l.rank);
        for label in labels {
            self.place_one(label, area, &mut out);
        }
        (out, hits)
    }

    fn place_one(&mut self, label: Label, area: [f32; 4], out: &mut Vec<Shape>) {
        match label.spots.into_iter().find(|s| self.spot_free(s, area)) {
            Some(spot) => {
                self.take_spot(&spot);
                out.extend(spot.shapes);
            }
            None => {
                for other in label.otherwise {
                    self.place_one(other, area, out);
                }
            }
        }
    }
}

/// Whether segments `p` and `q` cross (touching ends count as crossing only when they are not
/// the same point: two leaders may leave one node).
fn segments_cross(p: [[f32; 2]; 2], q: [[f32; 2]; 2]) -> bool {
    let orient = |a: [f32; 2], b: [f32; 2], c: [f32; 2]| {
        (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    };
    let (d1, d2) = (orient(q[0], q[1], p[0]), orient(q[0], q[1], p[1]));
    let (d3, d4) = (orient(p[0], p[1], q[0]), orient(p[0], p[1], q[1]));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// Whether the segment `l` passes through box `b`.
fn line_meets_box(l: [[f32; 2]; 2], b: [f32; 4]) -> bool {
    let [a, c] = l;
    let inside = |p: [f32; 2]| p[0] > b[0] && p[0] < b[2] && p[1] > b[1] && p[1] < b[3];
    if inside(a) || inside(c) {
        return true;
    }
    let corners = [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]];
    (0..4).any(|i| segments_cross(l, [corners[i], corners[(i + 1) % 4]]))
}

#[cfg(test)]
mod tests {
    use super::{line_meets_box, segments_cross};

    #[test]
    fn crossing_segments_and_boxes() {
        assert!(segments_cross(
            [[0.0, 0.0], [10.0, 10.0]],
            [[0.0, 10.0], [10.0, 0.0]]
        ));
        assert!(!segments_cross(
            [[0.0, 0.0], [10.0, 0.0]],
            [[0.0, 5.0], [10.0, 5.0]]
        ));
        // Two leaders from one point do not cross.
        assert!(!segments_cross(
            [[0.0, 0.0], [10.0, 10.0]],
            [[0.0, 0.0], [10.0, -10.0]]
        ));
        assert!(line_meets_box(
            [[0.0, 5.0], [20.0, 5.0]],
            [5.0, 0.0, 10.0, 10.0]
        ));
        assert!(!line_meets_box(
            [[0.0, 20.0], [20.0, 20.0]],
            [5.0, 0.0, 10.0, 10.0]
        ));
    }
}
