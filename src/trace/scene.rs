//! One drawing, several outputs: the tree view at one step, laid out and styled once into a
//! small list of shapes in pixel coordinates. The window paints it with egui; `render` writes
//! it as SVG or PNG. The drawing rules live only here.

use super::layout::Layout;
use super::{NodeId, Playback};

/// A colour, sRGB with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

/// Where a text's position is: its centre, or the middle of its left or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Center,
    Left,
    Right,
}

/// One thing to draw. Coordinates are pixels, y downwards.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Many line segments with one style (edges are batched): `points` holds pairs.
    Segments { points: Vec<[f32; 2]>, width: f32, color: Rgba, dashed: bool },
    /// A closed polygon (node triangles, cut marks, aggregate subtree shapes).
    Polygon { points: Vec<[f32; 2]>, fill: Rgba, stroke: Rgba, stroke_width: f32 },
    Rect { min: [f32; 2], max: [f32; 2], fill: Rgba, stroke: Rgba, stroke_width: f32, rounding: f32 },
    Circle { center: [f32; 2], radius: f32, fill: Rgba, stroke: Rgba, stroke_width: f32 },
    Text { pos: [f32; 2], text: String, size: f32, color: Rgba, anchor: Anchor },
}

/// A finished drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub size: [f32; 2],
    pub background: Rgba,
    pub shapes: Vec<Shape>,
    /// Where each drawn node is, for clicks: (node, [min x, min y, max x, max y]).
    pub hits: Vec<(NodeId, [f32; 4])>,
}

/// Which part of the layout is on screen: a slot/depth position maps to pixels as
/// `x_px = (x - origin[0]) * zoom`, `y_px = (depth - origin[1]) * zoom * level_ratio`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The layout point at the top-left corner of the viewport.
    pub origin: [f32; 2],
    /// Pixels per leaf slot.
    pub zoom: f32,
    /// The viewport size in pixels.
    pub viewport: [f32; 2],
}
