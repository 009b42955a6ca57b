//! Unit tests of fans too wide to draw child by child (issue 43, item 16: a learner's walk
//! that entered one leaf ten million times made a scene of millions of shapes, and the window
//! ran out of memory tessellating it): runs of children narrower than a pixel or two are
//! drawn as bundles, so what a canvas draws grows with the canvas, not with the tree; the
//! node the step is at is still drawn on its own.

use super::*;
use crate::layout::tidy;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Playback, Trace};
use std::sync::Arc;

/// A root over a MIN node with `n` leaves and one leaf beside it, searched by minimax.
fn fan(n: usize) -> Arc<Trace> {
    let json = format!("[[{}], 5]", vec!["1"; n].join(","));
    let scenario = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "fan".into(),
                json,
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    Arc::new(scenario.record(None).unwrap())
}

/// Points of every shape: what the painter has to tessellate.
fn points(scene: &Scene) -> usize {
    scene
        .shapes
        .iter()
        .map(|s| match s {
            Shape::Segments { points, .. } | Shape::Polygon { points, .. } => points.len(),
            _ => 1,
        })
        .sum()
}

#[test]
fn a_fan_of_a_hundred_thousand_children_costs_what_the_canvas_can_show() {
    let style = Style::default();
    let viewport = [1280.0, 720.0];
    let mut sizes = Vec::new();
    for n in [10_000, 100_000] {
        let trace = fan(n);
        let layout = tidy(&trace, |_| false);
        let camera = Camera::fit(&layout, 0, viewport);
        let mut pb = Playback::new(trace.clone());
        // In the middle of the fan: the step is at one of its leaves.
        pb.seek(pb.len() / 2);
        let focus = pb.focus();
        let scene = build(&pb, &layout, &camera, &style, None);
        let drawn = points(&scene);
        assert!(
            drawn < 4_000,
            "{n} children: {} shapes, {drawn} points",
            scene.shapes.len()
        );
        assert!(
            scene.node_boxes().any(|(id, _)| id == focus),
            "{n} children: the current node is drawn on its own"
        );
        // The bundles answer clicks and hovers as nodes do.
        let covered = scene.hits.len();
        assert!(covered > 50, "{n} children: {covered} hit boxes");
        sizes.push(drawn);
    }
    // Ten times the children, about the same picture.
    let (a, b) = (sizes[0] as f32, sizes[1] as f32);
    assert!(b < a * 1.5 && a < b * 1.5, "{sizes:?}");
}
