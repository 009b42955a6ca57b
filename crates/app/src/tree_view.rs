//! The tree view: the recorded tree at the current step, drawn by `trace::scene::build` and
//! painted with egui. Drag to pan, wheel or +/− to zoom, F to fit, click a node to inspect it,
//! double-click to collapse or expand its subtree; a minimap shows where the view is.

use super::painter;
use super::state::Loaded;
use super::toolkit::on_screen;
use crate::keys::{self, Action};
use egui::{Rect, Sense, Stroke, Ui};
use gametree_draw::scene::{self, Camera, Scene, Style, box_centre};
use gametree_engine::trace::NodeId;
use gametree_teach::Say;

mod follow;
mod minimap;
mod passes;
mod toolbar;

pub use follow::follow;

pub use toolbar::toolbar;

const MAX_ZOOM: f32 = 160.0;

fn zoom_centre(loaded: &mut Loaded, factor: f32) {
    loaded.viewport.user_moved = true;
    if let Some(c) = &mut loaded.viewport.camera {
        let centre = [c.viewport[0] / 2.0, c.viewport[1] / 2.0];
        zoom(c, centre, factor);
    }
}

fn zoom(c: &mut Camera, at: [f32; 2], factor: f32) {
    let target = (c.zoom * factor).min(MAX_ZOOM);
    c.zoom_about(at, target / c.zoom);
}

/// The camera moved to centre node `id`, if the layout draws it: always, or (`always` off)
/// only when the node is off screen or about to be (the legend is at the bottom). `None`:
/// no need to move, or the node is not laid out yet.
fn into_view(
    loaded: &Loaded,
    camera: Camera,
    id: NodeId,
    always: bool,
    style: &Style,
) -> Option<Camera> {
    let (pb, layout) = loaded.view();
    let i = id.index();
    if i >= layout.x.len() || !layout.visible(id) {
        return None;
    }
    let depth = pb.trace().node(id).depth as f32;
    let p = camera.to_screen(layout.x[i], depth);
    let v = camera.viewport;
    // Under the minimap counts as out of view too.
    let hidden = loaded.viewport.minimap && minimap::covers(v, p);
    // A folded node's pill hangs under it: keep room for it above the legend.
    let below = if loaded.layouts.collapsed.contains(&id) {
        110.0
    } else {
        64.0
    };
    let outside = p[0] < 24.0 || p[0] > v[0] - 24.0 || p[1] < 24.0 || p[1] > v[1] - below || hidden;
    let iteration = pb.trace().iteration_at(pb.step().saturating_sub(1));
    let width = layout.widths.get(iteration).copied().unwrap_or(1.0);
    let top = gametree_draw::scene::margins(camera.viewport, style, !layout.hidden.is_empty()).0;
    (always || outside).then(|| within_tree(centred(camera, layout.x[i], depth), width, top))
}

/// `c` moved as little as needed so that a tree `width` slots wide leaves no empty canvas
/// beside it when it is wider than the view, nor above its root more than the fit's `top`
/// margin (the room the root's current-node ring takes, see `scene::margins`).
pub(crate) fn within_tree(mut c: Camera, width: f32, top: f32) -> Camera {
    let margin = 24.0 / c.zoom;
    let shown = c.viewport[0] / c.zoom;
    let (left, right) = (-0.5 - margin, width - 0.5 + margin);
    if right - left > shown {
        c.origin[0] = c.origin[0].clamp(left, right - shown);
    }
    c.origin[1] = c.origin[1].max(-top / c.level());
    c
}

/// The camera centred on layout point (x, depth), keeping its zoom.
fn centred(mut c: Camera, x: f32, depth: f32) -> Camera {
    c.origin = [
        x - c.viewport[0] / 2.0 / c.zoom,
        depth - c.viewport[1] / 2.0 / c.level(),
    ];
    c
}

/// The tree, filling the rest of `ui`, drawn in `style` (the theme's: dark, or light and
/// larger in presentation mode). Returns the scene drawn (tests read it).
pub fn ui(ui: &mut Ui, loaded: &mut Loaded, style: &Style) -> Scene {
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    let viewport = [rect.width().max(1.0), rect.height().max(1.0)];
    if loaded.fold_to_fit(viewport, style) && !loaded.viewport.user_moved {
        loaded.viewport.fit_requested = true;
    }
    loaded.layout();
    if loaded.layouts.pending() {
        // A big tree is being laid out again on another thread: look for it next frame.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(30));
    }
    // The iteration drawn: the step's, or a finished MTD(f) pass chosen in the toolbar.
    let (pass, iteration) = passes::shown(loaded);
    let mut camera = camera_this_frame(loaded, viewport, iteration, style);
    pan_and_zoom(ui, loaded, &response, rect, &mut camera);
    if !ui.ctx().egui_wants_keyboard_input() {
        view_keys(ui, loaded, &mut camera, iteration, style);
    }
    if pass.is_none() {
        keep_in_view(ui, loaded, &mut camera, style);
    }
    loaded.viewport.camera = Some(camera);
    let style = Style {
        active_path_only: loaded.options.only_active_path,
        negamax: loaded.options.negamax,
        edge_windows: loaded.options.edge_windows,
        ..*style
    };
    let (pb, layout) = loaded.view();
    let scene = scene::build(
        pass.as_ref().unwrap_or(pb),
        layout,
        &camera,
        &style,
        loaded.selected,
    );
    painter::paint(ui.painter(), rect, &scene);
    clicks(loaded, &response, rect, &scene);
    board_under_pointer(loaded, &response);
    speak_nodes(ui, loaded, rect, &scene);
    ring_asked_nodes(ui, loaded, rect, &scene);
    loaded.viewport.minimap_at = None;
    if loaded.viewport.minimap
        && !loaded.options.only_active_path
        && !whole_tree_shown(loaded, &camera, iteration)
    {
        let root = loaded.trace().iterations.last().map(|it| it.root);
        let keep: Vec<NodeId> = [Some(loaded.playback.focus()), root, loaded.selected]
            .into_iter()
            .flatten()
            .collect();
        if let Some(at) = minimap::place(rect, &scene, &keep, &style) {
            minimap::draw(ui, loaded, at, &style);
            loaded.viewport.minimap_at = Some(at);
        }
    }
    scene
}

/// The camera to start this frame from: last frame's, or a fit of the whole tree when asked
/// (F, a new tree) or when the view changed size and the viewer had not moved it.
fn camera_this_frame(
    loaded: &mut Loaded,
    viewport: [f32; 2],
    iteration: usize,
    style: &Style,
) -> Camera {
    match loaded.viewport.camera {
        Some(c)
            if !loaded.viewport.fit_requested
                && (loaded.viewport.user_moved || c.viewport == viewport) =>
        {
            Camera { viewport, ..c }
        }
        // A fit waits for a layout being made on another thread (after "expand all").
        Some(c) if loaded.layouts.pending() => Camera { viewport, ..c },
        _ => {
            loaded.viewport.fit_requested = false;
            loaded.viewport.user_moved = false;
            Camera::fit_for(loaded.view().1, iteration, viewport, style)
        }
    }
}

/// Dragging pans; the wheel and a pinch zoom about the pointer.
fn pan_and_zoom(
    ui: &Ui,
    loaded: &mut Loaded,
    response: &egui::Response,
    rect: egui::Rect,
    camera: &mut Camera,
) {
    if response.dragged() {
        let d = response.drag_delta();
        camera.pan([d.x, d.y]);
        loaded.viewport.user_moved = true;
    }
    if response.hovered() {
        let (scroll, pinch, pointer) = ui.input(|i| {
            (
                i.smooth_scroll_delta.y,
                i.zoom_delta(),
                i.pointer.hover_pos(),
            )
        });
        let factor = (scroll * 0.002).exp() * pinch;
        if (factor - 1.0).abs() > 1e-4 {
            let viewport = camera.viewport;
            let at = pointer.map_or([viewport[0] / 2.0, viewport[1] / 2.0], |p| {
                [p.x - rect.min.x, p.y - rect.min.y]
            });
            zoom(camera, at, factor);
            loaded.viewport.user_moved = true;
        }
    }
}

/// The view's keys: F fits, + and − zoom, V turns the negamax view on or off, W the windows
/// on edges, Alt+arrows walk the tree.
fn view_keys(ui: &Ui, loaded: &mut Loaded, camera: &mut Camera, iteration: usize, style: &Style) {
    let (fit, zoom_in, zoom_out, negamax, edge_windows) = ui.input(|i| {
        (
            keys::pressed(i, Action::Fit),
            keys::pressed(i, Action::ZoomIn),
            keys::pressed(i, Action::ZoomOut),
            keys::pressed(i, Action::Negamax),
            keys::pressed(i, Action::EdgeWindows),
        )
    });
    if negamax {
        loaded.options.negamax = !loaded.options.negamax;
    }
    if edge_windows {
        loaded.options.edge_windows = !loaded.options.edge_windows;
    }
    if let Some(to) = walk_key(ui, loaded) {
        loaded.selected = Some(to);
        if let Some(moved) = into_view(loaded, *camera, to, false, style) {
            *camera = moved;
            loaded.viewport.user_moved = true;
        }
    }
    if fit {
        *camera = Camera::fit_for(loaded.view().1, iteration, camera.viewport, style);
        loaded.viewport.user_moved = false;
    }
    loaded.viewport.user_moved |= zoom_in || zoom_out;
    let centre = [camera.viewport[0] / 2.0, camera.viewport[1] / 2.0];
    if zoom_in {
        zoom(camera, centre, 1.25);
    }
    if zoom_out {
        zoom(camera, centre, 0.8);
    }
}

/// The current step's node is always drawn (the folded nodes above it open, and at a cutoff
/// the cutting node, so its pruned children show with their cut mark), a found position
/// comes into view once the layout draws it, and the camera follows the step when asked,
/// zooming in where the nodes are too close to read (see [`follow`]).
fn keep_in_view(ui: &Ui, loaded: &mut Loaded, camera: &mut Camera, style: &Style) {
    let focus = loaded.playback.focus();
    if loaded.open_step() {
        // The tree just grew: fitted again next frame (unless the viewer moved the view, or
        // following zooms to the current node itself).
        if !loaded.viewport.user_moved && !loaded.viewport.follow {
            loaded.viewport.fit_requested = true;
        }
        // Followed next frame, on the layout with the opened nodes in it.
        ui.ctx().request_repaint();
        return;
    }
    if let Some(id) = loaded.viewport.center_on {
        match into_view(loaded, *camera, id, true, style) {
            Some(moved) => {
                *camera = moved;
                loaded.viewport.user_moved = true;
                loaded.viewport.center_on = None;
            }
            None => ui
                .ctx()
                .request_repaint_after(std::time::Duration::from_millis(30)),
        }
    }
    let step = loaded.playback.step();
    // Back at the start (Home, or stepped back to it), following shows the picture the
    // search started from: the fit.
    if loaded.viewport.follow && step == 0 && loaded.viewport.followed_step.is_some_and(|s| s != 0)
    {
        loaded.viewport.followed_step = Some(0);
        let iteration = loaded.playback.trace().iteration_at(0);
        *camera = Camera::fit_for(loaded.view().1, iteration, camera.viewport, style);
        loaded.viewport.user_moved = false;
        return;
    }
    // Followed once the layout draws the node (it may open above it this frame).
    if loaded.viewport.follow
        && loaded.viewport.followed_step != Some(step)
        && loaded
            .view()
            .1
            .x
            .get(focus.index())
            .is_some_and(|x| !x.is_nan())
    {
        loaded.viewport.followed_step = Some(step);
        if let Some(moved) = follow(loaded, *camera, focus, style) {
            *camera = moved;
        }
    }
}

/// A click selects a node (and opens one more level under a folded one); a double-click folds
/// or unfolds its subtree; the node under the pointer is remembered.
fn clicks(loaded: &mut Loaded, response: &egui::Response, rect: egui::Rect, scene: &Scene) {
    let local = |p: egui::Pos2| [p.x - rect.min.x, p.y - rect.min.y];
    if response.double_clicked() {
        if let Some(id) = response
            .interact_pointer_pos()
            .and_then(|p| scene.hit(local(p)))
        {
            loaded.toggle_collapsed(id);
        }
    } else if response.clicked() {
        loaded.selected = response
            .interact_pointer_pos()
            .and_then(|p| scene.hit(local(p)));
        if let Some(id) = loaded.selected
            && loaded.expand_one_level(id)
        {
            // Opened by hand: the fold is the viewer's now, not made again for the size.
            loaded.layouts.auto_fold = false;
        }
    }
    loaded.hovered = response.hover_pos().and_then(|p| scene.hit(local(p)));
}

/// The board of the node under the pointer, beside it (tic-tac-toe, m,n,k, Connect Four).
fn board_under_pointer(loaded: &Loaded, response: &egui::Response) {
    let Some(id) = loaded.hovered else { return };
    let trace = loaded.trace();
    if let gametree_engine::game::PositionView::Grid { rules, cells } =
        trace.game.view(&trace.move_codes(id))
    {
        let name = trace.node_name(id).say();
        response.clone().on_hover_ui_at_pointer(|ui| {
            ui.label(name);
            super::board::ui(ui, "hovered board", rules, &cells, 16.0, false, None);
        });
    }
}

/// Rings, in the tree, the nodes a panel asks for (the heap clicked in the bones position
/// graph).
fn ring_asked_nodes(ui: &Ui, loaded: &Loaded, rect: Rect, scene: &Scene) {
    if loaded.ringed.is_empty() {
        return;
    }
    let painter = ui.painter().with_clip_rect(rect);
    let stroke = Stroke::new(2.0, ui.visuals().text_color());
    for (id, b) in scene.node_boxes() {
        if loaded.ringed.contains(&id) {
            let c = on_screen(rect, box_centre(&b));
            let r = ((b[2] - b[0]).max(b[3] - b[1]) / 2.0 + 3.0).max(4.0);
            painter.circle_stroke(c, r, stroke);
        }
    }
}

/// Alt+↑ / Alt+↓ / Alt+→ / Alt+← move the inspected node to its parent, first child, next
/// or previous sibling (from the current node when none is chosen): the keyboard's way
/// around the tree, and the inspector follows.
fn walk_key(ui: &Ui, loaded: &Loaded) -> Option<NodeId> {
    let pressed = |action| {
        let key = keys::key(action);
        ui.input(|i| {
            i.events.iter().any(|e| {
                matches!(e, egui::Event::Key { key: k, pressed: true, modifiers, .. }
                    if *k == key && modifiers.alt && !modifiers.ctrl)
            })
        })
    };
    let trace = loaded.trace();
    let from = loaded.inspected();
    let siblings = || {
        trace
            .parent(from)
            .map(|p| trace.children(p))
            .unwrap_or_default()
    };
    let at = |list: Vec<NodeId>, delta: isize| {
        let i = list.iter().position(|&n| n == from)? as isize + delta;
        list.get(usize::try_from(i).ok()?).copied()
    };
    if pressed(Action::WalkParent) {
        trace.parent(from)
    } else if pressed(Action::WalkChild) {
        trace.children(from).first().copied()
    } else if pressed(Action::WalkNext) {
        at(siblings(), 1)
    } else if pressed(Action::WalkPrevious) {
        at(siblings(), -1)
    } else {
        None
    }
}

/// Most drawn nodes put into the accessibility tree each frame (in drawing order): enough to
/// read what is on screen, cheap enough per frame.
const MAX_SPOKEN_NODES: usize = 400;

/// Puts the drawn nodes into egui's accessibility tree (AccessKit), each with what a screen
/// reader should say: "MIN node C, value at most 2, window α 3 β 2, 2 children pruned".
fn speak_nodes(ui: &mut Ui, loaded: &Loaded, rect: Rect, scene: &Scene) {
    let pb = &loaded.playback;
    for (id, b) in scene.node_boxes().take(MAX_SPOKEN_NODES) {
        let area = Rect::from_min_max(on_screen(rect, [b[0], b[1]]), on_screen(rect, [b[2], b[3]]))
            .intersect(rect);
        if !area.is_positive() {
            continue;
        }
        let response = ui.interact(
            area,
            ui.scope_id().with(("node", id.index())),
            Sense::hover(),
        );
        let label = gametree_teach::spoken::node_label(pb, id);
        let selected = loaded.selected == Some(id);
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::TreeItem, true, selected, label.clone())
        });
    }
}

/// Whether the view already shows the whole tree (then a minimap would only hide part of it).
fn whole_tree_shown(loaded: &Loaded, camera: &Camera, iteration: usize) -> bool {
    let layout = loaded.view().1;
    let width = layout.widths.get(iteration).copied().unwrap_or(1.0);
    let height = layout.heights.get(iteration).copied().unwrap_or(0.0);
    let a = camera.to_screen(-0.5, 0.0);
    let b = camera.to_screen(width - 0.5, height);
    a[0] >= -1.0 && b[0] <= camera.viewport[0] + 1.0 && a[1] >= -1.0 && b[1] <= camera.viewport[1]
}
