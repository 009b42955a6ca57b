//! One drawing, several outputs: the tree view at one step, laid out and styled once into a
//! small list of shapes in pixel coordinates. The window paints it with egui; `render` writes
//! it as SVG or PNG. The drawing rules live only here, in [`build`].
//!
//! Contents: the shapes of a drawing (this file); [`Camera`] (`camera.rs`, which part of the
//! layout is on screen); [`Style`] and the palette (`style.rs`); [`build`], the walk over the
//! tree (`builder.rs`); level of detail (`aggregate.rs`, culling and aggregate shapes); edges,
//! cut marks and move labels (`edges.rs`); node shapes, rings and badges (`nodes.rs`); values
//! and names (`labels.rs`); α/β windows (`windows.rs`); the legend (`legend.rs`); chance
//! nodes' probabilities (`chance.rs`); badges and windows that find their own place, with
//! leader lines when far (`badges.rs`); Monte Carlo's N and phases (`mcts.rs`); where the
//! labels that may move go, so none covers another (`place.rs`).

mod aggregate;
mod badges;
mod builder;
mod camera;
mod chance;
#[cfg(test)]
mod clear;
mod edges;
mod labels;
mod legend;
mod mcts;
mod nodes;
mod place;
mod style;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_big;
#[cfg(test)]
mod tests_chance;
#[cfg(test)]
mod tests_clear;
#[cfg(test)]
mod tests_fans;
#[cfg(test)]
mod tests_words;
mod windows;

pub use builder::build;
pub use camera::{Camera, PAD_X, READABLE_SLOT_PX, margins, readable_slot_px};
pub use legend::legend_band;
pub use style::Style;

use gametree_engine::trace::NodeId;

/// A colour, sRGB with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

/// Where a text's position is: its centre, or the middle of its left or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The position is the text's centre.
    Center,
    /// The position is the middle of the text's left end; the text runs rightwards.
    Left,
    /// The position is the middle of the text's right end; the text runs leftwards.
    Right,
}

/// One thing to draw. Coordinates are pixels, y downwards.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Many line segments with one style (edges are batched): `points` holds pairs.
    Segments {
        /// The segments' ends, two points per segment.
        points: Vec<[f32; 2]>,
        /// Line width in pixels.
        width: f32,
        /// Line colour.
        color: Rgba,
        /// Drawn dashed (edges into pruned nodes).
        dashed: bool,
    },
    /// A closed polygon (node triangles, cut marks, aggregate subtree shapes).
    Polygon {
        /// The corners, in order around the outline.
        points: Vec<[f32; 2]>,
        /// Fill colour (fully transparent: not filled).
        fill: Rgba,
        /// Outline colour (fully transparent: no outline).
        stroke: Rgba,
        /// Outline width in pixels.
        stroke_width: f32,
    },
    /// An upright rectangle, maybe with rounded corners (leaf boxes, badges, window chips, the
    /// legend's strip).
    Rect {
        /// The top-left corner.
        min: [f32; 2],
        /// The bottom-right corner.
        max: [f32; 2],
        /// Fill colour (fully transparent: not filled).
        fill: Rgba,
        /// Outline colour (fully transparent: no outline).
        stroke: Rgba,
        /// Outline width in pixels.
        stroke_width: f32,
        /// Corner radius in pixels (0: square corners).
        rounding: f32,
    },
    /// A circle (the ring round the current node, the dot under a collapsed node too small
    /// for its badge).
    Circle {
        /// The centre.
        center: [f32; 2],
        /// The radius in pixels.
        radius: f32,
        /// Fill colour (fully transparent: not filled).
        fill: Rgba,
        /// Outline colour (fully transparent: no outline).
        stroke: Rgba,
        /// Outline width in pixels.
        stroke_width: f32,
    },
    /// One line of text.
    Text {
        /// Where the text sits: its vertical middle, and horizontally as `anchor` says.
        pos: [f32; 2],
        /// The words.
        text: String,
        /// Font size in pixels.
        size: f32,
        /// Text colour.
        color: Rgba,
        /// Which point of the text `pos` is.
        anchor: Anchor,
    },
}

/// A finished drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// Width and height in pixels.
    pub size: [f32; 2],
    /// The colour behind everything.
    pub background: Rgba,
    /// Everything to draw, in painting order (later shapes on top).
    pub shapes: Vec<Shape>,
    /// Where each drawn node is, for clicks: (node, [min x, min y, max x, max y]).
    /// Aggregated subtrees are listed under their top node.
    pub hits: Vec<(NodeId, [f32; 4])>,
}

impl Scene {
    /// Every text drawn, in painting order (what a test or a reader sees).
    pub fn texts(&self) -> Vec<String> {
        self.shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    /// Each drawn node once, with its own box (a folded node's badge is listed after it and
    /// left out here), in drawing order.
    pub fn node_boxes(&self) -> impl Iterator<Item = (NodeId, [f32; 4])> + '_ {
        let mut seen = std::collections::HashSet::new();
        self.hits
            .iter()
            .copied()
            .filter(move |(id, _)| seen.insert(*id))
    }

    /// Where node `id` is drawn: the centre of its box, if it is drawn.
    pub fn centre(&self, id: NodeId) -> Option<[f32; 2]> {
        self.hits
            .iter()
            .find(|(n, _)| *n == id)
            .map(|(_, b)| box_centre(b))
    }

    /// The topmost node drawn at pixel `p`, if any.
    pub fn hit(&self, p: [f32; 2]) -> Option<NodeId> {
        self.hits
            .iter()
            .rev()
            .find(|(_, b)| p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3])
            .map(|&(id, _)| id)
    }
}

/// The centre of a hit box.
pub fn box_centre(b: &[f32; 4]) -> [f32; 2] {
    [(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0]
}

/// Vertical distance between depth levels, in leaf slots, while zoom allows (see [`Camera`]).
pub const LEVEL_RATIO: f32 = 1.6;
/// A node's radius in pixels at text scale 1, when there is room for it.
const NODE_PX: f32 = 20.0;
/// Subtrees narrower than this many pixels are drawn as one shape.
pub const AGGREGATE_PX: f32 = 6.0;
/// Text smaller than this (pixels) is not drawn.
const MIN_TEXT_PX: f32 = 7.0;
/// The α/β window is not drawn smaller than this (pixels): below it, it is not readable.
const MIN_WINDOW_PX: f32 = 9.0;
