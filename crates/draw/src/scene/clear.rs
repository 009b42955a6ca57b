//! The rule the labels keep, as a check on a finished scene (for tests): no two texts overlap;
//! no text is covered by a node (but its own value inside it), a ring or a badge (but the chip
//! it is written on); no badge covers a node, another badge or a ring's line; no text or badge
//! covers a cut mark. [`collisions`] lists every break of it on one picture.

use super::place::{overlap, text_bounds};
use super::style::Palette;
use super::{Scene, Shape, Style, legend_band};

/// What the check sees on a picture, above the legend.
struct Seen {
    /// Texts: the words and their box, and whether the box is centred on its position.
    texts: Vec<(String, [f32; 4])>,
    /// Badges and chips: rectangles that are not a node's own box.
    chips: Vec<[f32; 4]>,
    /// Rings round the current node: centre, radius, line width.
    rings: Vec<([f32; 2], f32, f32)>,
    /// Cut marks' strokes: two ends and the line width.
    cuts: Vec<([f32; 2], [f32; 2], f32)>,
    /// Nodes' boxes, and the dots under folded nodes.
    nodes: Vec<[f32; 4]>,
}

/// Whether box `inner` lies within `outer` (a pixel of slack).
fn within(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - 1.0
        && inner[1] >= outer[1] - 1.0
        && inner[2] <= outer[2] + 1.0
        && inner[3] <= outer[3] + 1.0
}

fn centre(b: [f32; 4]) -> [f32; 2] {
    [(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0]
}

fn inside(p: [f32; 2], b: [f32; 4]) -> bool {
    p[0] > b[0] && p[0] < b[2] && p[1] > b[1] && p[1] < b[3]
}

/// Whether the segment from `a` to `b`, `w` pixels wide, runs through box `r`.
fn crosses(a: [f32; 2], b: [f32; 2], w: f32, r: [f32; 4]) -> bool {
    let r = [
        r[0] - w / 2.0,
        r[1] - w / 2.0,
        r[2] + w / 2.0,
        r[3] + w / 2.0,
    ];
    // Sample the segment finely: marks are a few pixels long.
    (0..=16).any(|k| {
        let t = k as f32 / 16.0;
        inside([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], r)
    })
}

/// Whether box `b` crosses the line of the ring at `c` (radius `r`, line width `w`): neither
/// wholly inside the ring nor wholly outside it.
fn on_ring(b: [f32; 4], c: [f32; 2], r: f32, w: f32) -> bool {
    let far_x = (b[0] - c[0]).abs().max((b[2] - c[0]).abs());
    let far_y = (b[1] - c[1]).abs().max((b[3] - c[1]).abs());
    let wholly_inside = far_x.hypot(far_y) <= r - w / 2.0;
    let dx = (b[0] - c[0]).max(c[0] - b[2]).max(0.0);
    let dy = (b[1] - c[1]).max(c[1] - b[3]).max(0.0);
    let wholly_outside = dx.hypot(dy) >= r + w / 2.0;
    !(wholly_inside || wholly_outside)
}

fn seen(scene: &Scene, style: &Style) -> Seen {
    let pal = Palette::new(style.light);
    let band = scene.size[1] - legend_band(style);
    let nodes: Vec<[f32; 4]> = scene.node_boxes().map(|(_, b)| b).collect();
    let mut out = Seen {
        texts: Vec::new(),
        chips: Vec::new(),
        rings: Vec::new(),
        cuts: Vec::new(),
        nodes: nodes.clone(),
    };
    for s in &scene.shapes {
        match s {
            Shape::Text { text, .. } => {
                if let Some(b) = text_bounds(s).filter(|b| b[1] < band - 1.0) {
                    out.texts.push((text.clone(), b));
                }
            }
            Shape::Rect { min, max, .. } if min[1] < band - 1.0 => {
                let b = [min[0], min[1], max[0], max[1]];
                if !nodes.iter().any(|n| within(b, *n)) {
                    out.chips.push(b);
                }
            }
            Shape::Circle {
                center,
                radius,
                stroke,
                stroke_width,
                ..
            } if center[1] < band => {
                if *stroke == pal.current {
                    out.rings.push((*center, *radius, *stroke_width));
                } else if *stroke_width == 0.0 {
                    let r = *radius;
                    out.nodes
                        .push([center[0] - r, center[1] - r, center[0] + r, center[1] + r]);
                }
            }
            Shape::Segments {
                points,
                width,
                color,
                ..
            } if *color == pal.cut => {
                for pair in points.chunks_exact(2) {
                    out.cuts.push((pair[0], pair[1], *width));
                }
            }
            _ => {}
        }
    }
    out
}

/// Every break of the module's rule on `scene` drawn in `style`, said for a test's failure
/// (empty: the picture keeps it).
pub(super) fn collisions(scene: &Scene, style: &Style) -> Vec<String> {
    let s = seen(scene, style);
    let mut found = Vec::new();
    for (i, (t, a)) in s.texts.iter().enumerate() {
        for (u, b) in &s.texts[i + 1..] {
            if overlap(*a, *b) {
                found.push(format!("text {t:?} {a:?} overlaps text {u:?} {b:?}"));
            }
        }
        // A text may sit inside one node: its own value (or a folded node's count).
        let own = s.nodes.iter().position(|n| inside(centre(*a), *n));
        for (k, n) in s.nodes.iter().enumerate() {
            if Some(k) != own && overlap(*a, *n) {
                found.push(format!("text {t:?} {a:?} is covered by node {n:?}"));
            }
        }
        // …and on one chip: its own.
        let chip = s.chips.iter().position(|c| within(*a, *c));
        for (k, c) in s.chips.iter().enumerate() {
            if Some(k) != chip && overlap(*a, *c) {
                found.push(format!("text {t:?} {a:?} is covered by badge {c:?}"));
            }
        }
        for &(c, r, w) in &s.rings {
            if on_ring(*a, c, r, w) {
                found.push(format!(
                    "text {t:?} {a:?} is under the ring at {c:?} (radius {r})"
                ));
            }
        }
        for &(p, q, w) in &s.cuts {
            if crosses(p, q, w, *a) {
                found.push(format!("text {t:?} {a:?} covers the cut mark at {p:?}"));
            }
        }
    }
    for (i, a) in s.chips.iter().enumerate() {
        for b in &s.chips[i + 1..] {
            if overlap(*a, *b) {
                found.push(format!("badge {a:?} overlaps badge {b:?}"));
            }
        }
        for n in &s.nodes {
            if overlap(*a, *n) {
                found.push(format!("badge {a:?} covers node {n:?}"));
            }
        }
        for &(c, r, w) in &s.rings {
            if on_ring(*a, c, r, w) {
                found.push(format!("badge {a:?} is under the ring at {c:?}"));
            }
        }
        for &(p, q, w) in &s.cuts {
            if crosses(p, q, w, *a) {
                found.push(format!("badge {a:?} covers the cut mark at {p:?}"));
            }
        }
    }
    found
}
