//! The check view's picture of one search at one step, as a file can hold it (issue 45): the
//! whole tree fitted to a size, drawn by the one scene builder, with the ring the check view
//! puts round the node where the learner's search and the textbook's first part. `grade`'s
//! HTML report draws the learner's walk (replayed as a recording) and the textbook's side by
//! side with it, as the app's Check a search shows them.

use crate::layout;
use crate::scene::{self, Camera, Rgba, Scene, Shape, Style};
use gametree_engine::trace::{NodeId, Playback, Trace};
use std::sync::Arc;

/// The ring's colour: magenta, a colour the canvas uses for nothing else.
pub const PARTING: Rgba = Rgba(214, 0, 170, 255);

/// `trace` at `step`, fitted to `size` (pixels), with a ring round `mark` when it is drawn.
pub fn check_scene(
    trace: &Arc<Trace>,
    step: usize,
    mark: Option<NodeId>,
    size: [f32; 2],
    style: &Style,
) -> Scene {
    let layout = layout::tidy(trace, |_| false);
    let mut playback = Playback::new(trace.clone());
    playback.seek(step.min(playback.len()));
    let iteration = trace.iteration_at(playback.step().saturating_sub(1));
    let camera = Camera::fit_for(&layout, iteration, size, style);
    let mut scene = scene::build(&playback, &layout, &camera, style, None);
    if let Some((_, b)) = mark.and_then(|m| scene.node_boxes().find(|(n, _)| *n == m)) {
        let radius = ((b[2] - b[0]).max(b[3] - b[1]) / 2.0 + 6.0).max(10.0);
        scene.shapes.push(Shape::Circle {
            center: scene::box_centre(&b),
            radius,
            fill: Rgba(0, 0, 0, 0),
            stroke: PARTING,
            stroke_width: 3.5,
        });
    }
    scene
}
