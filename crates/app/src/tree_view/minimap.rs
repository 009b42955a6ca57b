//! The minimap: the whole tree small, with the view's rectangle on it; click or drag on it to
//! move the view there. It goes in a corner of the canvas where the tree is not (issue 36,
//! item 2): never over the root, the current node, the node being inspected or their labels;
//! when every corner would cover one of them, it is not drawn.

use super::{centred, painter};
use crate::state::Loaded;
use egui::{Color32, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};
use gametree_draw::scene::{self, Camera, Scene, Style, legend_band};
use gametree_engine::trace::NodeId;

/// Below this canvas width there is no minimap: a corner of a narrow canvas (an embedded
/// player, a phone) is the tree's.
pub const MIN_CANVAS_WIDTH: f32 = 800.0;

/// The minimap's size in the canvas `tree_rect` (`None`: the canvas is too small for one).
fn size(tree_rect: Rect) -> Option<Vec2> {
    if tree_rect.width() < MIN_CANVAS_WIDTH {
        return None;
    }
    let size = vec2(
        (tree_rect.width() * 0.22).clamp(120.0, 260.0),
        (tree_rect.height() * 0.18).clamp(70.0, 150.0),
    );
    (tree_rect.width() >= size.x * 2.0 && tree_rect.height() >= size.y * 2.0).then_some(size)
}

/// The four corners the minimap may take, in the order tried: top right, top left, bottom
/// right and bottom left (above the legend's band).
fn corners(tree_rect: Rect, style: &Style) -> Vec<Rect> {
    let Some(s) = size(tree_rect) else {
        return Vec::new();
    };
    let (l, r) = (tree_rect.min.x + 8.0, tree_rect.max.x - s.x - 8.0);
    let (t, b) = (
        tree_rect.min.y + 8.0,
        tree_rect.max.y - legend_band(style) - s.y - 8.0,
    );
    [(r, t), (l, t), (r, b), (l, b)]
        .into_iter()
        .map(|(x, y)| Rect::from_min_size(pos2(x, y), s))
        .collect()
}

/// Where the minimap goes: the first corner clear of the nodes in `keep` and their labels (a
/// node's box widened by the room its value, window and badges take), preferring the one over
/// the fewest other nodes; `None` when none is clear.
pub fn place(tree_rect: Rect, scene: &Scene, keep: &[NodeId], style: &Style) -> Option<Rect> {
    let screen = |b: [f32; 4]| {
        Rect::from_min_max(
            pos2(b[0], b[1]) + tree_rect.min.to_vec2(),
            pos2(b[2], b[3]) + tree_rect.min.to_vec2(),
        )
    };
    let labels = 90.0 * style.font_scale.max(1.0);
    let kept: Vec<Rect> = scene
        .node_boxes()
        .filter(|(id, _)| keep.contains(id))
        .map(|(_, b)| screen(b).expand2(vec2(labels, 28.0)))
        .collect();
    let others: Vec<Rect> = scene.node_boxes().map(|(_, b)| screen(b)).collect();
    corners(tree_rect, style)
        .into_iter()
        .filter(|c| !kept.iter().any(|k| k.intersects(c.expand(6.0))))
        .min_by_key(|c| others.iter().filter(|o| o.intersects(*c)).count())
}

/// Whether pixel `p` of a canvas of size `v` is under the minimap where it would be drawn
/// first (the top-right corner).
pub fn covers(v: [f32; 2], p: [f32; 2]) -> bool {
    let canvas = Rect::from_min_size(pos2(0.0, 0.0), vec2(v[0], v[1]));
    size(canvas).is_some_and(|s| {
        Rect::from_min_size(pos2(v[0] - s.x - 8.0, 8.0), s)
            .expand(24.0)
            .contains(pos2(p[0], p[1]))
    })
}

/// Draws the minimap at `rect` and moves the view where it is clicked or dragged.
pub fn draw(ui: &mut Ui, loaded: &mut Loaded, rect: Rect, style: &Style) {
    let size = rect.size();
    let response = ui.interact(rect, ui.scope_id().with("minimap"), Sense::click_and_drag());
    let Some(camera) = loaded.viewport.camera else {
        return;
    };
    let step = loaded.playback.step();
    let (pb, layout) = loaded.view();
    let iteration = pb.trace().iteration_at(step.saturating_sub(1));
    let mini = Camera::fit(layout, iteration, [size.x, size.y]);
    let style = Style {
        show_windows: false,
        active_path_only: false,
        ..*style
    };
    let scene = scene::build(pb, layout, &mini, &style, None);
    // An opaque ground: the tree under the minimap does not show through it.
    ui.painter()
        .rect_filled(rect, 2.0, ui.visuals().extreme_bg_color);
    painter::paint(ui.painter(), rect, &scene);
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect_stroke(
        rect,
        2.0,
        Stroke::new(1.0, Color32::from_gray(140)),
        StrokeKind::Inside,
    );
    // The main view's corners, in layout coordinates, drawn through the minimap camera.
    let a = camera.to_layout([0.0, 0.0]);
    let b = camera.to_layout(camera.viewport);
    let pa = mini.to_screen(a[0], a[1]);
    let pb_ = mini.to_screen(b[0], b[1]);
    let view = Rect::from_min_max(
        pos2(pa[0], pa[1]) + rect.min.to_vec2(),
        pos2(pb_[0], pb_[1]) + rect.min.to_vec2(),
    );
    let view = view.intersect(rect.expand(2.0));
    painter.rect_stroke(
        view.expand2(Vec2::splat(0.5)),
        1.0,
        Stroke::new(1.5, Color32::from_rgb(255, 200, 50)),
        StrokeKind::Middle,
    );
    if (response.clicked() || response.dragged())
        && let Some(p) = response.interact_pointer_pos()
    {
        let l = mini.to_layout([p.x - rect.min.x, p.y - rect.min.y]);
        loaded.viewport.camera = Some(centred(camera, l[0], l[1]));
        loaded.viewport.follow = false;
        loaded.viewport.user_moved = true;
    }
}
