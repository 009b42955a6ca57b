//! A small tree drawn whole, for searches whose records are not minimax traces (expectiminimax,
//! Monte Carlo tree search): MAX ▲, MIN ▼, chance ○ and leaf boxes, a value in each node, a
//! note under it, a label on the edge above it (a probability), a ring on the current node and
//! a dashed line from a node to the result of a random playout.

use super::style::Palette;
use super::{Anchor, MIN_TEXT_PX, Rgba, Scene, Shape, Style};
use gametree_engine::trace::NodeId;

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PicKind {
    /// MAX chooses here.
    Max,
    /// MIN chooses here.
    Min,
    /// A die decides here.
    Chance,
    /// The game is over (or a tree leaf).
    Leaf,
}

/// How far the search has got with a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PicState {
    /// Not reached yet: a faint outline.
    Unseen,
    /// Being worked on (on the search's path).
    Active,
    /// Finished.
    Done,
}

/// One node to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct PicNode {
    /// The parent (an earlier or later index; `None` for the root).
    pub parent: Option<usize>,
    /// Its shape.
    pub kind: PicKind,
    /// Its colours.
    pub state: PicState,
    /// Drawn at all (a hidden node hides its subtree).
    pub shown: bool,
    /// Text inside the node (its value).
    pub value: Option<String>,
    /// Text beside the node (its name, its N).
    pub note: Option<String>,
    /// Text on the edge from its parent (a probability, a move).
    pub edge: Option<String>,
    /// The current node: ringed.
    pub ring: bool,
    /// On the path being explained: thick edge and outline.
    pub path: bool,
    /// Where it goes among its siblings (smaller left; equal keep their index order).
    pub order: u32,
}

impl PicNode {
    /// A shown node with no texts, not on the path.
    pub fn new(parent: Option<usize>, kind: PicKind, state: PicState) -> PicNode {
        PicNode {
            parent,
            kind,
            state,
            shown: true,
            value: None,
            note: None,
            edge: None,
            ring: false,
            path: false,
            order: 0,
        }
    }
}

/// A random playout drawn from a node: a dashed line down to a box with its result.
#[derive(Clone, Debug, PartialEq)]
pub struct Playout {
    /// The node it starts from.
    pub from: usize,
    /// The words in the box (the result), and beside the line (how many moves).
    pub result: String,
    /// Beside the dashed line.
    pub moves: String,
}

/// Node radius, spacing between leaves and between levels, in pixels at font scale 1.
const R: f32 = 15.0;
const SLOT: f32 = 58.0;
const LEVEL: f32 = 78.0;
const MARGIN: f32 = 30.0;

/// Lays out the shown nodes (leaves left to right in child order, parents centred over their
/// children) and draws them.
pub fn small_tree(nodes: &[PicNode], playout: Option<&Playout>, style: &Style) -> Scene {
    let s = style.font_scale.max(0.5);
    let (r, slot, level, margin) = (R * s, SLOT * s, LEVEL * s, MARGIN * s);
    let pal = Palette::new(style.light);
    let mut children = vec![Vec::new(); nodes.len()];
    let mut roots = Vec::new();
    for (i, n) in nodes.iter().enumerate() {
        if !n.shown {
            continue;
        }
        match n.parent {
            Some(p) if nodes[p].shown => children[p].push(i),
            Some(_) => {}
            None => roots.push(i),
        }
    }
    for c in &mut children {
        c.sort_by_key(|&k| nodes[k].order);
    }
    // Depth-first, without recursion: leaves take the next slot, parents the middle of theirs.
    let mut pos = vec![[0.0f32; 2]; nodes.len()];
    let mut laid = vec![false; nodes.len()];
    let mut next_slot = 0.0f32;
    let mut max_depth = 0usize;
    let mut stack: Vec<(usize, usize, bool)> = roots.iter().rev().map(|&r| (r, 0, false)).collect();
    while let Some((n, depth, done)) = stack.pop() {
        max_depth = max_depth.max(depth);
        laid[n] = true;
        let y = margin + r + 16.0 * s + depth as f32 * level;
        if children[n].is_empty() {
            pos[n] = [margin + slot / 2.0 + next_slot * slot, y];
            next_slot += 1.0;
        } else if done {
            let first = pos[children[n][0]][0];
            let last = pos[*children[n].last().unwrap_or(&n)][0];
            pos[n] = [(first + last) / 2.0, y];
        } else {
            stack.push((n, depth, true));
            for &c in children[n].iter().rev() {
                stack.push((c, depth + 1, false));
            }
        }
    }
    let playout_depth = playout.map_or(0, |_| 1);
    let size = [
        2.0 * margin + next_slot.max(1.0) * slot,
        2.0 * margin + 2.0 * r + 32.0 * s + (max_depth + playout_depth) as f32 * level,
    ];
    let text = |pos: [f32; 2], text: String, size: f32, color: Rgba, anchor| Shape::Text {
        pos,
        text,
        size: size.max(MIN_TEXT_PX),
        color,
        anchor,
    };
    let mut edges = Vec::new();
    let mut path_edges = Vec::new();
    let mut shapes = Vec::new();
    let mut texts = Vec::new();
    let mut hits = Vec::new();
    for (i, n) in nodes.iter().enumerate() {
        if !laid[i] {
            continue;
        }
        let c = pos[i];
        if let Some(p) = n.parent {
            let from = [pos[p][0], pos[p][1] + r];
            let to = [c[0], c[1] - r];
            if n.path {
                path_edges.extend([from, to]);
            } else {
                edges.extend([from, to]);
            }
            if let Some(label) = &n.edge {
                let mid = [(from[0] + to[0]) / 2.0, (from[1] + to[1]) / 2.0];
                let right = to[0] >= from[0];
                let at = [mid[0] + if right { 5.0 } else { -5.0 } * s, mid[1]];
                let anchor = if right { Anchor::Left } else { Anchor::Right };
                texts.push(text(at, label.clone(), 11.0 * s, pal.muted, anchor));
            }
        }
        let (stroke, fill) = match (n.state, n.kind) {
            (PicState::Unseen, _) => (pal.faint, pal.background),
            (PicState::Active, PicKind::Max) => (pal.max, pal.active_fill),
            (PicState::Active, PicKind::Min) => (pal.min, pal.active_fill),
            (PicState::Active, _) => (pal.leaf, pal.active_fill),
            (PicState::Done, PicKind::Max) => (pal.max, pal.max_fill),
            (PicState::Done, PicKind::Min) => (pal.min, pal.min_fill),
            (PicState::Done, _) => (pal.leaf, pal.leaf_fill),
        };
        let stroke = if n.path && n.state != PicState::Unseen {
            pal.best
        } else {
            stroke
        };
        let width = if n.path { 3.0 } else { 1.8 } * s.sqrt();
        let (w, down) = (r * 1.2, r * 0.85);
        shapes.push(match n.kind {
            PicKind::Max => Shape::Polygon {
                points: vec![
                    [c[0], c[1] - r],
                    [c[0] + w, c[1] + down],
                    [c[0] - w, c[1] + down],
                ],
                fill,
                stroke,
                stroke_width: width,
            },
            PicKind::Min => Shape::Polygon {
                points: vec![
                    [c[0] - w, c[1] - down],
                    [c[0] + w, c[1] - down],
                    [c[0], c[1] + r],
                ],
                fill,
                stroke,
                stroke_width: width,
            },
            PicKind::Chance => Shape::Circle {
                center: c,
                radius: r,
                fill,
                stroke,
                stroke_width: width,
            },
            PicKind::Leaf => Shape::Rect {
                min: [c[0] - r * 1.1, c[1] - r * 0.8],
                max: [c[0] + r * 1.1, c[1] + r * 0.8],
                fill,
                stroke,
                stroke_width: width,
                rounding: r * 0.15,
            },
        });
        if n.ring {
            shapes.push(Shape::Circle {
                center: c,
                radius: r * 1.55,
                fill: Rgba(0, 0, 0, 0),
                stroke: pal.current,
                stroke_width: 3.0 * s.sqrt(),
            });
        }
        if let Some(v) = &n.value {
            let y = match n.kind {
                PicKind::Max => c[1] + r * 0.25,
                PicKind::Min => c[1] - r * 0.25,
                _ => c[1],
            };
            texts.push(text(
                [c[0], y],
                v.clone(),
                11.5 * s,
                pal.text,
                Anchor::Center,
            ));
        }
        if let Some(note) = &n.note {
            // Beside an inner node, clear of the edges that leave its bottom; under a leaf,
            // clear of its neighbours.
            let (at, anchor) = if n.kind == PicKind::Leaf && children[i].is_empty() {
                ([c[0], c[1] + r * 0.8 + 8.0 * s], Anchor::Center)
            } else {
                ([c[0] + r * 1.3, c[1] - r * 0.1], Anchor::Left)
            };
            texts.push(text(at, note.clone(), 10.0 * s, pal.muted, anchor));
        }
        hits.push((
            NodeId::new(i),
            [c[0] - r * 1.2, c[1] - r, c[0] + r * 1.2, c[1] + r],
        ));
    }
    let mut dashed = Vec::new();
    if let Some(p) = playout
        && laid.get(p.from).copied().unwrap_or(false)
    {
        let from = pos[p.from];
        let to = [from[0], from[1] + level];
        dashed.extend([[from[0], from[1] + r], [to[0], to[1] - r * 0.8]]);
        texts.push(text(
            [from[0] + 6.0 * s, from[1] + level / 2.0],
            p.moves.clone(),
            10.0 * s,
            pal.muted,
            Anchor::Left,
        ));
        shapes.push(Shape::Rect {
            min: [to[0] - r * 1.3, to[1] - r * 0.8],
            max: [to[0] + r * 1.3, to[1] + r * 0.8],
            fill: pal.background,
            stroke: pal.current,
            stroke_width: 2.0 * s.sqrt(),
            rounding: r * 0.8,
        });
        texts.push(text(
            to,
            p.result.clone(),
            11.0 * s,
            pal.text,
            Anchor::Center,
        ));
    }
    let mut all = vec![
        Shape::Segments {
            points: edges,
            width: 1.5 * s.sqrt(),
            color: pal.edge,
            dashed: false,
        },
        Shape::Segments {
            points: path_edges,
            width: 3.5 * s.sqrt(),
            color: pal.best,
            dashed: false,
        },
        Shape::Segments {
            points: dashed,
            width: 2.0 * s.sqrt(),
            color: pal.current,
            dashed: true,
        },
    ];
    all.extend(shapes);
    all.extend(texts);
    Scene {
        size,
        background: pal.background,
        shapes: all,
        hits,
    }
}
