//! Which part of the layout is on screen: [`Camera`] maps slot/depth positions to pixels and
//! back, fits a whole iteration in the viewport, zooms and pans.

use super::{LEVEL_RATIO, NODE_PX, Style, legend_band};
use crate::layout::Layout;

/// The least pixels between neighbouring nodes (one leaf slot) at which a tree is read, at text
/// scale 1: room for a node with its value inside and, for a folded node, the count of what it
/// hides. Big trees fold to what fits at this spacing; following the current node zooms in to
/// at least it.
pub const READABLE_SLOT_PX: f32 = 30.0;

/// The readable spacing of [`READABLE_SLOT_PX`] in `style` (it grows with large text).
pub fn readable_slot_px(style: &Style) -> f32 {
    READABLE_SLOT_PX * style.font_scale.max(1.0).sqrt()
}

/// Which part of the layout is on screen: a slot/depth position maps to pixels as
/// `x_px = (x - origin[0]) * zoom`, `y_px = (depth - origin[1]) * level()`, where
/// `level() = max(zoom * LEVEL_RATIO, min_level)`: zooming out on a wide tree squeezes it
/// sideways but keeps its levels apart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The layout point at the top-left corner of the viewport.
    pub origin: [f32; 2],
    /// Pixels per leaf slot.
    pub zoom: f32,
    /// The viewport size in pixels.
    pub viewport: [f32; 2],
    /// The least pixels between depth levels.
    pub min_level: f32,
}

/// The height of a folded node's pill, in lines of its text (two lines and some padding).
pub(super) const FOLDED_PILL_LINES: f32 = 2.7;

/// The room a fitted tree leaves above its root and below its deepest level, in pixels. Above
/// the root: its current-node ring. Below the deepest level: half a leaf box, a name under it
/// (or, when nodes are `folded`, a folded node's pill: its value over its count), a gap, then
/// the legend. Following the current node keeps what it shows inside the same margins.
pub fn margins(viewport: [f32; 2], style: &Style, folded: bool) -> (f32, f32) {
    let z = style.font_scale;
    let top = (NODE_PX * z * 1.65 + 14.0).max(44.0);
    let legend = if viewport[1] > 160.0 {
        legend_band(style)
    } else {
        0.0
    };
    // A folded node's pill hangs from the node's tip (a triangle reaches a whole radius
    // down), with a little room to spare round it.
    let pill = if folded {
        NODE_PX * z + 2.0 + FOLDED_PILL_LINES * 11.0 * z.max(1.0) + 4.0
    } else {
        0.0
    };
    let bottom = (NODE_PX * z * 0.8 + 11.0 * z * 1.5).max(pill) + 12.0 + legend;
    (top, bottom)
}

/// The empty margin left and right of a fitted tree, in pixels.
pub const PAD_X: f32 = 20.0;

impl Camera {
    /// Shows the whole tree of iteration `iteration` in the window's default style: see
    /// [`Camera::fit_for`].
    pub fn fit(layout: &Layout, iteration: usize, viewport: [f32; 2]) -> Camera {
        Camera::fit_for(layout, iteration, viewport, &Style::default())
    }

    /// Shows the whole tree of iteration `iteration`, centred, with room for the root's ring
    /// above and, below, for the deepest nodes' boxes and labels and then the legend's band, so
    /// nothing the tree draws is hidden under the legend.
    pub fn fit_for(layout: &Layout, iteration: usize, viewport: [f32; 2], style: &Style) -> Camera {
        let width = layout
            .widths
            .get(iteration)
            .copied()
            .unwrap_or(1.0)
            .max(1.0);
        let height = layout
            .heights
            .get(iteration)
            .copied()
            .unwrap_or(0.0)
            .max(0.0);
        let (top, bottom) = margins(viewport, style, !layout.hidden.is_empty());
        let pad_x = PAD_X;
        let avail_w = (viewport[0] - 2.0 * pad_x).max(10.0);
        let avail_h = (viewport[1] - top - bottom).max(10.0);
        let levels = height.max(1.0);
        let zoom = if height == 0.0 {
            avail_w / width
        } else {
            (avail_w / width).min(avail_h / (levels * LEVEL_RATIO))
        };
        // A wide tree is squeezed sideways, never flattened: its levels share the height.
        let min_level = avail_h / levels;
        let mut camera = Camera {
            origin: [0.0, 0.0],
            zoom: zoom.max(1e-6),
            viewport,
            min_level,
        };
        let level = camera.level();
        // Centre horizontally: slots 0..width sit at slot centres 0..width-1.
        let used = width * camera.zoom;
        let left = (viewport[0] - used) / 2.0;
        camera.origin = [-0.5 - left / camera.zoom, -top / level];
        camera
    }

    /// How many leaf slots a tree may be wide to be fitted into `viewport` at the readable
    /// spacing of `style` (see [`readable_slot_px`]): the `slots` of `layout::fold_to_fit`.
    pub fn readable_slots(viewport: [f32; 2], style: &Style) -> f32 {
        ((viewport[0] - 2.0 * PAD_X) / readable_slot_px(style)).max(1.0)
    }

    /// How many levels below the root a tree may have to be fitted into `viewport` at the
    /// readable spacing of `style` (the fit keeps levels `LEVEL_RATIO` slots apart): the
    /// `levels` of `layout::fold_to_fit`.
    pub fn readable_levels(viewport: [f32; 2], style: &Style) -> f32 {
        let (top, bottom) = margins(viewport, style, true);
        let avail_h = (viewport[1] - top - bottom).max(10.0);
        (avail_h / (LEVEL_RATIO * readable_slot_px(style))).max(1.0)
    }

    /// Pixels between depth levels.
    pub fn level(&self) -> f32 {
        (self.zoom * LEVEL_RATIO).max(self.min_level).max(1e-6)
    }

    /// The pixel where the layout point (`x` in slots, `depth`) appears.
    pub fn to_screen(&self, x: f32, depth: f32) -> [f32; 2] {
        [
            (x - self.origin[0]) * self.zoom,
            (depth - self.origin[1]) * self.level(),
        ]
    }

    /// The layout point (slot, depth) under pixel `p`: the inverse of [`Camera::to_screen`].
    pub fn to_layout(&self, p: [f32; 2]) -> [f32; 2] {
        [
            p[0] / self.zoom + self.origin[0],
            p[1] / self.level() + self.origin[1],
        ]
    }

    /// Zooms by `factor`, keeping the layout point under pixel `p` where it is.
    pub fn zoom_about(&mut self, p: [f32; 2], factor: f32) {
        let before = self.to_layout(p);
        self.zoom = (self.zoom * factor).clamp(1e-6, 1e4);
        let after = self.to_layout(p);
        self.origin[0] += before[0] - after[0];
        self.origin[1] += before[1] - after[1];
    }

    /// Moves the view by `delta` pixels (dragging the tree right moves it right).
    pub fn pan(&mut self, delta: [f32; 2]) {
        self.origin[0] -= delta[0] / self.zoom;
        self.origin[1] -= delta[1] / self.level();
    }
}
