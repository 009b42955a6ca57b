//! Following the current node (issue 36, item 1): the camera keeps on screen what the step is
//! about — the current node, its parent and its siblings (as many as fit, the nearest ones),
//! at a cutoff the node's children (the pruned ones with their cut mark),
//! and at the end of the search the root and its children with their values — inside the
//! margins the fit keeps (room for the current node's ring above, for labels and the legend's
//! band below), zoomed to where the nodes can be read. It moves as little as it can: a step
//! whose context is already in view leaves the picture still.

use super::{MAX_ZOOM, within_tree};
use crate::state::Loaded;
use gametree_draw::scene::{Camera, LEVEL_RATIO, PAD_X, Style, margins, readable_slot_px};
use gametree_engine::trace::{EventKind, NodeId};

/// A point of the layout: slot and depth.
type At = (f32, f32);

/// The least zoom following goes to (pixels per leaf slot) to keep a node and its parent in
/// one view.
const MIN_ZOOM: f32 = 2.0;

/// Where the nodes the step is about are: those that must share the view — the current node
/// and its parent; at the root or at the end of the search the root and all its children —
/// then the others it would show as far as they fit, nearest first (the current node's
/// siblings). The current node comes first.
fn context(loaded: &Loaded, id: NodeId) -> (Vec<At>, usize) {
    let (pb, layout) = loaded.view();
    let trace = pb.trace();
    let at = |n: NodeId| {
        let x = *layout.x.get(n.index())?;
        (layout.visible(n) && !x.is_nan()).then_some((x, trace.node(n).depth as f32))
    };
    let Some(here) = at(id) else {
        return (Vec::new(), 0);
    };
    let kids = |p: NodeId| {
        let mut kids: Vec<At> = trace.children(p).into_iter().filter_map(at).collect();
        gametree_engine::sort::sort_by(&mut kids, |a, b| {
            (a.0 - here.0).abs().total_cmp(&(b.0 - here.0).abs())
        });
        kids
    };
    let mut must = vec![here];
    let parent = trace.parent(id);
    let root = trace.iterations.last().map(|it| it.root);
    if let Some(p) = parent {
        must.extend(at(p));
    }
    // At a cutoff the sentence speaks of the node's children, the pruned ones above all.
    if pb
        .event()
        .is_some_and(|e| e.kind == EventKind::Cutoff && e.node == id)
    {
        must.extend(trace.children(id).into_iter().filter_map(at));
    }
    if let Some(r) = root.filter(|_| parent.is_none() || pb.finished()) {
        must.extend(at(r));
        must.extend(kids(r));
    }
    let count = must.len();
    if let Some(p) = parent {
        must.extend(kids(p));
    }
    (must, count)
}

/// The camera that shows what step `id` is about (see the module's doc); `None` when the
/// current camera shows it already.
pub fn follow(loaded: &Loaded, camera: Camera, id: NodeId, style: &Style) -> Option<Camera> {
    let (wanted, must) = context(loaded, id);
    let &here = wanted.first()?;
    let folded = !loaded.view().1.hidden.is_empty();
    let v = camera.viewport;
    let (top, bottom) = margins(v, style, folded);
    let room = [
        (v[0] - 2.0 * PAD_X).max(10.0),
        (v[1] - top - bottom).max(10.0),
    ];
    let readable = readable_slot_px(style);
    let must_fit = room[0] / (span(&wanted[..must]).0 + 1.0);
    let mut c = camera;
    if c.zoom > must_fit {
        // They do not fit at this zoom: zoom out until they do (below the readable spacing
        // if need be: Monte Carlo's tree is laid out as it ends, its first nodes far apart).
        c.zoom = must_fit.max(MIN_ZOOM);
    } else if c.zoom < readable * 0.999 {
        // Too close to read: zoom in, as far as 1.6 times the readable spacing while the
        // family fits, never past what keeps the must-haves together.
        let family = span(&wanted).0 + 1.0;
        c.zoom = (room[0] / family)
            .clamp(readable * 1.1, readable * 1.6)
            .min(must_fit);
    }
    c.zoom = c.zoom.min(MAX_ZOOM);
    // The points that fit at this zoom, nearest first.
    let mut shown = must;
    while shown < wanted.len() && span(&wanted[..=shown]).0 + 1.0 <= room[0] / c.zoom {
        shown += 1;
    }
    let kept = &wanted[..shown.max(1)];
    // Levels far apart (a fit made before the folds above opened) come closer.
    let levels = span(kept).1.max(1.0);
    if levels * c.level() > room[1] {
        c.min_level = room[1] / levels;
        c.zoom = c.zoom.min(c.min_level / LEVEL_RATIO);
    }
    // Zoomed about the node where it was, then moved as little as needed.
    if c.zoom != camera.zoom || c.min_level != camera.min_level {
        let p = camera.to_screen(here.0, here.1);
        let inside = p[0] >= 0.0 && p[0] <= v[0] && p[1] >= 0.0 && p[1] <= v[1];
        let anchor = if inside { p } else { [v[0] / 2.0, v[1] / 2.0] };
        c.origin = [here.0 - anchor[0] / c.zoom, here.1 - anchor[1] / c.level()];
    }
    let (lo, hi) = bounds(kept);
    let a = c.to_screen(lo.0 - 0.5, lo.1);
    let b = c.to_screen(hi.0 + 0.5, hi.1);
    let dx = shift(a[0], b[0], PAD_X, v[0] - PAD_X);
    let dy = shift(a[1], b[1], top, v[1] - bottom);
    c.origin[0] -= dx / c.zoom;
    c.origin[1] -= dy / c.level();
    let iteration = {
        let (pb, _) = loaded.view();
        pb.trace().iteration_at(pb.step().saturating_sub(1))
    };
    let width = loaded
        .view()
        .1
        .widths
        .get(iteration)
        .copied()
        .unwrap_or(1.0);
    let c = within_tree(c, width, top);
    (c != camera).then_some(c)
}

/// The pixels to move a span [`a`, `b`] so that it lies within [`lo`, `hi`] (its middle
/// there when it is wider).
fn shift(a: f32, b: f32, lo: f32, hi: f32) -> f32 {
    if b - a > hi - lo {
        (lo + hi) / 2.0 - (a + b) / 2.0
    } else if a < lo {
        lo - a
    } else if b > hi {
        hi - b
    } else {
        0.0
    }
}

/// The least and greatest slot and depth among `points`.
fn bounds(points: &[At]) -> (At, At) {
    points.iter().fold(
        (
            (f32::INFINITY, f32::INFINITY),
            (f32::NEG_INFINITY, f32::NEG_INFINITY),
        ),
        |(lo, hi), &(x, d)| ((lo.0.min(x), lo.1.min(d)), (hi.0.max(x), hi.1.max(d))),
    )
}

/// How many slots and levels `points` spread over.
fn span(points: &[At]) -> (f32, f32) {
    let (lo, hi) = bounds(points);
    (hi.0 - lo.0, hi.1 - lo.1)
}
