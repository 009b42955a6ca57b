//! The tree's canvas as the app's window shows it: how big the canvas is at a window size
//! ([`canvas_size`], from the panels' sizes the app opens with, [`PANELS`]), the layout a
//! search opens with ([`opening_layout`]) and the scene of one step on that canvas
//! ([`canvas_scene`]). `gametree render --size WxH` draws this scene, and the tests of the
//! scene's labels check it, so that a picture, a test and the window agree.

use crate::layout::{Layout, fold_set, fold_to_fit, opened_at, tidy_at, unfold_line};
use crate::scene::{self, Camera, Scene, Style};
use gametree_engine::trace::{Playback, Trace};
use std::sync::Arc;

/// The sizes, in points, of what the app's stepper puts around the tree's canvas when it
/// opens (the app's panels take their default sizes from here).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Panels {
    /// The scenario panel on the left: its default width.
    pub scenario: f32,
    /// The inspector on the right: its default width.
    pub inspector: f32,
    /// The Code panel beside the tree, when it opens with the search: its default width.
    pub code: f32,
    /// The narration under the tree: its default height.
    pub narration: f32,
    /// The inspector's own margin and separator, when it shows.
    pub inspector_margin: f32,
    /// Everything else across: the other panels' margins and separators, and the tree
    /// view's own.
    pub across: f32,
    /// Everything else down: the mode bar, the title bar, the stepper's bar, the tree's
    /// toolbar and the margins between them.
    pub down: f32,
}

/// The panels of the app's stepper as it opens (measured from the app at 1280×720,
/// 1360×900 and 1920×1080; the app's test `the_tree_canvas_is_as_big_as_render_size_says`
/// keeps them true).
pub const PANELS: Panels = Panels {
    scenario: 260.0,
    inspector: 300.0,
    code: 340.0,
    narration: 150.0,
    inspector_margin: 0.0,
    across: 32.0,
    down: 155.0,
};

/// The narrowest window the inspector opens in: in a narrower one (a 1280×720 projector) the
/// app opens with it folded (I brings it back), so the tree's canvas keeps three quarters of
/// the width rather than half.
pub const INSPECTOR_OPENS_FROM: f32 = 1400.0;

/// The narrowest window the Code panel opens in by itself: narrower, it would leave the tree
/// too little room (the learner opens it with C).
pub const CODE_OPENS_FROM: f32 = 1360.0;

/// Whether the app opens `trace` with its Code panel in a window `window` points wide: for a
/// tree (the textbook's, or one the learner wrote), not for a game, whose trees are big, and
/// only in a window wide enough for the tree, the side panels and the code.
pub fn opens_with_code(trace: &Trace, window_width: f32) -> bool {
    use gametree_engine::game::PositionView;
    matches!(trace.game.view(&[]), PositionView::Tree { .. }) && window_width >= CODE_OPENS_FROM
}

/// The size of the tree's canvas in the app's stepper when it opens `trace` in a window of
/// `window` points: [`canvas_size`], less the Code panel when it opens with the search
/// ([`opens_with_code`]).
pub fn canvas_size_for(trace: &Trace, window: [f32; 2]) -> [f32; 2] {
    let [w, h] = canvas_size(window);
    if opens_with_code(trace, window[0]) {
        [(w - PANELS.code).max(1.0), h]
    } else {
        [w, h]
    }
}

/// Most nodes shown when a big search opens (the rest folded, see [`fold_set`]).
pub const OPENING_NODES: u64 = 300;

/// The size of the tree's canvas in the app's stepper when its window is `window` points
/// big, its side panels as it opens them (the inspector only from [`INSPECTOR_OPENS_FROM`])
/// and the Code panel closed.
pub fn canvas_size(window: [f32; 2]) -> [f32; 2] {
    let p = PANELS;
    let inspector = if window[0] >= INSPECTOR_OPENS_FROM {
        p.inspector + p.inspector_margin
    } else {
        0.0
    };
    [
        (window[0] - p.scenario - inspector - p.across).max(1.0),
        (window[1] - p.narration - p.down).max(1.0),
    ]
}

/// The layout the app opens a search with on a canvas of `viewport` pixels in `style`, at
/// `playback`'s step: a Monte Carlo search folded by visits to about [`OPENING_NODES`] nodes,
/// the minimax family folded to what fits the canvas at a readable spacing
/// ([`fold_to_fit`]); the nodes above the current one opened, and a re-search copy placed only
/// once the search has made it ([`tidy_at`]).
pub fn opening_layout(
    trace: &Trace,
    playback: &Playback,
    viewport: [f32; 2],
    style: &Style,
) -> Layout {
    let folded = if trace.mcts.is_some() {
        fold_set(trace, OPENING_NODES)
    } else {
        let slots = Camera::readable_slots(viewport, style).floor();
        let levels = Camera::readable_levels(viewport, style).floor();
        fold_to_fit(trace, slots, levels)
    };
    let mut folded = folded.unwrap_or_default();
    // The nodes above the current one open (as the app reveals it), and at a cutoff the
    // cutting node too; otherwise the current node stays as it is, folded or not.
    unfold_line(trace, &mut folded, &opened_at(playback));
    tidy_at(trace, playback.step(), |n| folded.contains(&n))
}

/// Step `step` of `trace` as the app's canvas draws it in a window of `window` points, in
/// `style`, the whole tree fitted in view (as the app shows a search it opens, beside the Code
/// panel when that opens with it).
pub fn canvas_scene(trace: &Arc<Trace>, step: usize, window: [f32; 2], style: &Style) -> Scene {
    canvas_scene_sized(trace, step, canvas_size_for(trace, window), style)
}

/// Step `step` of `trace` on a canvas of exactly `canvas` pixels, as the app opens a search
/// on it (the canvas a window shows now, whatever its panels).
pub fn canvas_scene_sized(
    trace: &Arc<Trace>,
    step: usize,
    canvas: [f32; 2],
    style: &Style,
) -> Scene {
    let mut playback = Playback::new(trace.clone());
    playback.seek(step);
    let layout = opening_layout(trace, &playback, canvas, style);
    scene_on_canvas(&playback, &layout, canvas, style)
}

/// The scene of `playback`'s step on a canvas of `viewport` pixels with `layout`, fitted.
pub fn scene_on_canvas(
    playback: &Playback,
    layout: &Layout,
    viewport: [f32; 2],
    style: &Style,
) -> Scene {
    let iteration = playback
        .trace()
        .iteration_at(playback.step().saturating_sub(1));
    let camera = Camera::fit_for(layout, iteration, viewport, style);
    scene::build(playback, layout, &camera, style, None)
}
