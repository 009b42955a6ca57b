//! Unit tests of the scene builder: textbook values and cuts on the drawing, hit boxes, the
//! camera, level of detail on the full tic-tac-toe tree, and no overlapping text.

use super::labels::text_width;
use super::legend::LEGEND_PX;
use super::style::Palette;
use super::*;
use crate::layout::tidy;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Playback, Trace};
use std::sync::Arc;

fn aima() -> Arc<Trace> {
    Arc::new(Scenario::default().record(None).unwrap())
}

fn texts(scene: &Scene) -> Vec<String> {
    scene.texts()
}

#[test]
fn every_visible_aima_node_has_a_hit_box() {
    let trace = aima();
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
    let mut pb = Playback::new(trace.clone());
    for step in [0, 5, pb.len()] {
        pb.seek(step);
        let scene = build(&pb, &layout, &camera, &Style::default(), None);
        for id in trace.tree.node_indices() {
            let c = camera.to_screen(layout.x[id.index()], trace.node(id).depth as f32);
            assert!(c[0] > 0.0 && c[0] < 1000.0 && c[1] > 0.0 && c[1] < 600.0);
            assert_eq!(scene.hit(c), Some(id), "node {id:?} at step {step}");
        }
    }
}

#[test]
fn aima_end_shows_the_textbook_values_and_a_cut() {
    let trace = aima();
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let scene = build(&pb, &layout, &camera, &Style::default(), None);
    let t = texts(&scene);
    // AIMA 5.2: root 3, B 3, C ≤ 2 (cut after its first leaf), D 2.
    assert!(t.contains(&"≤ 2".to_string()), "{t:?}");
    assert!(t.iter().filter(|s| *s == "3").count() >= 2, "{t:?}");
    let cut = scene
        .shapes
        .iter()
        .any(|s| matches!(s, Shape::Segments { color, .. } if *color == Palette::new(false).cut));
    assert!(cut, "a pruned edge carries a cut mark");
    pb.seek(0);
    let start = build(&pb, &layout, &camera, &Style::default(), None);
    assert_ne!(start, scene);
}

#[test]
fn camera_round_trips_and_fits_the_tree() {
    let trace = aima();
    let layout = tidy(&trace, |_| false);
    let cam = Camera::fit(&layout, 0, [800.0, 500.0]);
    let p = cam.to_screen(3.0, 2.0);
    let back = cam.to_layout(p);
    assert!((back[0] - 3.0).abs() < 1e-4 && (back[1] - 2.0).abs() < 1e-4);
    let left = cam.to_screen(0.0, 0.0);
    let right = cam.to_screen(8.0, 2.0);
    assert!(left[0] > 0.0 && right[0] < 800.0 && right[1] < 500.0 - LEGEND_PX);
    let mut z = cam;
    z.zoom_about([400.0, 250.0], 2.0);
    let a = cam.to_layout([400.0, 250.0]);
    let b = z.to_layout([400.0, 250.0]);
    assert!((a[0] - b[0]).abs() < 1e-3 && (a[1] - b[1]).abs() < 1e-3);
}

#[test]
fn level_of_detail_bounds_the_full_tictactoe_tree() {
    let scenario = Scenario {
        game: GameChoice::TicTacToe {
            position: ".........".into(),
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let trace = Arc::new(scenario.record(None).unwrap());
    assert_eq!(trace.tree.node_count(), 549_946);
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1600.0, 900.0]);
    let mut pb = Playback::new(trace.clone());
    for step in [0, pb.len() / 3, pb.len()] {
        pb.seek(step);
        let scene = build(&pb, &layout, &camera, &Style::default(), None);
        let points: usize = scene
            .shapes
            .iter()
            .map(|s| match s {
                Shape::Segments { points, .. } | Shape::Polygon { points, .. } => points.len(),
                _ => 1,
            })
            .sum();
        assert!(scene.shapes.len() < 3000, "{} shapes", scene.shapes.len());
        assert!(points < 20_000, "{points} points");
        assert!(!scene.hits.is_empty());
        // Everything is inside or near the viewport.
        assert!(
            scene
                .hits
                .iter()
                .all(|(_, b)| b[2] > -100.0 && b[0] < 1700.0)
        );
    }
    // Zoomed in close, only a few nodes are drawn, with text.
    let mut close = camera;
    close.zoom = 80.0;
    close.origin = [1000.0, 3.0];
    pb.seek(pb.len());
    let scene = build(&pb, &layout, &close, &Style::default(), None);
    assert!(scene.hits.len() < 200, "{} hits", scene.hits.len());
    assert!(!texts(&scene).is_empty());
}

/// Every text's box, from its anchor and the same width estimate the builder uses.
fn text_boxes(scene: &Scene) -> Vec<(String, [f32; 4])> {
    scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                pos,
                text,
                size,
                anchor,
                ..
            } => {
                let w = text_width(text, *size);
                let x0 = match anchor {
                    Anchor::Left => pos[0],
                    Anchor::Center => pos[0] - w / 2.0,
                    Anchor::Right => pos[0] - w,
                };
                let h = size * 0.5;
                Some((text.clone(), [x0, pos[1] - h, x0 + w, pos[1] + h]))
            }
            _ => None,
        })
        .collect()
}

fn overlap(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

fn tictactoe(position: &str, algorithm: Algorithm) -> Arc<Trace> {
    let scenario = Scenario {
        game: GameChoice::TicTacToe {
            position: position.into(),
        },
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    Arc::new(scenario.record(None).unwrap())
}

#[test]
fn at_fit_all_nothing_is_drawn_in_the_legend_band() {
    let full = tictactoe(".........", Algorithm::Minimax);
    let mid = tictactoe("XO..X...O", Algorithm::AlphaBeta);
    for trace in [aima(), mid, full] {
        let layout = tidy(&trace, |_| false);
        let mut pb = Playback::new(trace.clone());
        for style in [
            Style::default(),
            Style::slide(),
            Style {
                font_scale: 2.5,
                ..Style::default()
            },
        ] {
            for viewport in [[1000.0, 600.0], [700.0, 420.0], [1600.0, 900.0]] {
                let camera = Camera::fit_for(&layout, 0, viewport, &style);
                let band = viewport[1] - legend_band(&style);
                for step in [1, pb.len() / 2, pb.len()] {
                    pb.seek(step);
                    let scene = build(&pb, &layout, &camera, &style, None);
                    assert!(!scene.hits.is_empty());
                    for (id, b) in &scene.hits {
                        assert!(b[3] <= band, "{id:?} {b:?} reaches the legend at {band}");
                        assert!(b[1] >= 0.0, "{id:?} {b:?} is above the view");
                    }
                    // Texts (leaf names under boxes, windows) stay above it too.
                    for (t, b) in text_boxes(&scene) {
                        if b[1] < band - 1.0 {
                            assert!(b[3] <= band + 1.0, "{t:?} {b:?} runs into the legend");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_collapsed_node_is_drawn_with_a_badge_counting_what_it_hides() {
    let trace = aima();
    let root = trace.iterations[0].root;
    let b = trace.children(root)[0];
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    // AIMA 5.2: B has three leaves; the root has 12 nodes below it.
    for (collapsed, hidden) in [(b, 3), (root, 12)] {
        let layout = tidy(&trace, |n| n == collapsed);
        for viewport in [[1000.0, 600.0], [300.0, 200.0]] {
            let camera = Camera::fit(&layout, 0, viewport);
            let scene = build(&pb, &layout, &camera, &Style::default(), None);
            let badge = gametree_teach::picture_words::folded_more(hidden);
            assert_eq!(
                texts(&scene).iter().filter(|t| **t == badge).count(),
                1,
                "{:?}",
                texts(&scene)
            );
            // The node itself is drawn and clickable, and nothing hidden is.
            let c = camera.to_screen(
                layout.x[collapsed.index()],
                trace.node(collapsed).depth as f32,
            );
            assert_eq!(scene.hit(c), Some(collapsed));
            for (id, _) in &scene.hits {
                assert!(layout.visible(*id), "{id:?} is hidden but drawn");
            }
            let finite = |p: &[f32; 2]| p[0].is_finite() && p[1].is_finite();
            for s in &scene.shapes {
                match s {
                    Shape::Segments { points, .. } | Shape::Polygon { points, .. } => {
                        assert!(points.iter().all(finite), "{s:?}")
                    }
                    Shape::Text { pos, .. } => assert!(finite(pos)),
                    _ => {}
                }
            }
        }
    }
    // No badge without a collapse.
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
    let scene = build(&pb, &layout, &camera, &Style::default(), None);
    assert!(!texts(&scene).iter().any(|t| t.starts_with('+')));
}

fn windows(scene: &Scene) -> usize {
    texts(scene).iter().filter(|t| t.starts_with("α=")).count()
}

#[test]
fn windows_show_at_close_zoom_and_hide_when_too_small() {
    let trace = aima();
    let layout = tidy(&trace, |_| false);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let near = Camera::fit(&layout, 0, [1000.0, 600.0]);
    let scene = build(&pb, &layout, &near, &Style::default(), None);
    // The root and B, C, D are finished inner nodes: each shows its window.
    assert!(windows(&scene) >= 4, "{:?}", texts(&scene));
    let sizes: Vec<f32> = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, size, .. } if text.starts_with("α=") => Some(*size),
            _ => None,
        })
        .collect();
    assert!(sizes.iter().all(|&s| s >= MIN_WINDOW_PX), "{sizes:?}");
    // Windows sit beside nodes: no window text overlaps any node's box.
    for (t, b) in text_boxes(&scene) {
        if t.starts_with("α=") || t.starts_with("β=") {
            for (id, h) in &scene.hits {
                assert!(!overlap(b, *h), "{t:?} {b:?} covers node {id:?} {h:?}");
            }
        }
    }
    let far = Camera::fit(&layout, 0, [220.0, 150.0]);
    let scene = build(&pb, &layout, &far, &Style::default(), None);
    assert!(!scene.hits.is_empty());
    assert_eq!(windows(&scene), 0, "{:?}", texts(&scene));
    // A larger text scale makes them larger.
    let big = Style {
        font_scale: 1.5,
        ..Style::default()
    };
    let wide = Camera::fit_for(&layout, 0, [1600.0, 900.0], &big);
    let scene = build(&pb, &layout, &wide, &big, None);
    let largest = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, size, .. } if text.starts_with("α=") => Some(*size),
            _ => None,
        })
        .fold(0.0, f32::max);
    assert!(largest > sizes.iter().copied().fold(0.0, f32::max));
}

#[test]
fn no_two_texts_overlap_on_textbook_and_tictactoe_trees() {
    let wiki = Arc::new(
        Scenario {
            game: GameChoice::Tree {
                source: gametree_engine::scenario::TreeSource::File(
                    concat!(
                        env!("CARGO_MANIFEST_DIR"),
                        "/../../examples/trees/wikipedia.json"
                    )
                    .into(),
                ),
                min_root: false,
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap(),
    );
    let ttt = tictactoe("XO..X...O", Algorithm::AlphaBeta);
    let bones = Arc::new(
        Scenario {
            game: GameChoice::Bones {
                bones: 6,
                max_take: 3,
            },
            ..Scenario::default()
        }
        .record(None)
        .unwrap(),
    );
    for trace in [aima(), wiki, ttt, bones] {
        let layout = tidy(&trace, |_| false);
        let mut pb = Playback::new(trace.clone());
        for viewport in [[1000.0, 600.0], [1600.0, 900.0], [3200.0, 1200.0]] {
            for style in [Style::default(), Style::slide()] {
                let camera = Camera::fit_for(&layout, 0, viewport, &style);
                for step in [pb.len() / 3, pb.len()] {
                    pb.seek(step);
                    let scene = build(&pb, &layout, &camera, &style, None);
                    let boxes = text_boxes(&scene);
                    let legend = viewport[1] - legend_band(&style);
                    for (i, (t, a)) in boxes.iter().enumerate() {
                        for (u, b) in &boxes[i + 1..] {
                            if a[1] < legend && b[1] < legend {
                                assert!(
                                    !overlap(*a, *b),
                                    "{t:?} {a:?} overlaps {u:?} {b:?} ({} at {viewport:?})",
                                    gametree_teach::titles::trace_title(&trace)
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The smallest interior angle of a polygon, in degrees.
fn sharpest_corner(points: &[[f32; 2]]) -> f32 {
    let n = points.len();
    (0..n)
        .map(|i| {
            let (p, q, r) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            let a = [p[0] - q[0], p[1] - q[1]];
            let b = [r[0] - q[0], r[1] - q[1]];
            let cos =
                (a[0] * b[0] + a[1] * b[1]) / ((a[0].hypot(a[1]) * b[0].hypot(b[1])).max(1e-9));
            cos.clamp(-1.0, 1.0).acos().to_degrees()
        })
        .fold(180.0, f32::min)
}

#[test]
fn no_needle_polygons_on_the_full_tree() {
    // egui strokes polygons with mitre joins: a corner sharper than a few degrees becomes a
    // long spike across the view (it showed as streaks over the root and into the legend).
    let trace = tictactoe(".........", Algorithm::Minimax);
    let layout = tidy(&trace, |_| false);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len() / 2);
    for viewport in [[822.0, 590.0], [1600.0, 900.0], [400.0, 300.0]] {
        let fit = Camera::fit(&layout, 0, viewport);
        let mut near = fit;
        near.zoom_about([viewport[0] / 2.0, viewport[1] / 3.0], 8.0);
        for camera in [fit, near] {
            let scene = build(&pb, &layout, &camera, &Style::default(), None);
            let mut polygons = 0;
            for s in &scene.shapes {
                if let Shape::Polygon { points, .. } = s {
                    polygons += 1;
                    let a = sharpest_corner(points);
                    assert!(a >= 15.0, "a corner of {a} degrees: {points:?}");
                }
            }
            assert!(polygons > 0);
        }
    }
}

#[test]
fn active_path_only_draws_fewer_nodes() {
    let trace = aima();
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1000.0, 600.0]);
    let mut pb = Playback::new(trace.clone());
    pb.seek(8);
    let all = build(&pb, &layout, &camera, &Style::default(), None);
    let style = Style {
        active_path_only: true,
        ..Style::default()
    };
    let path = build(&pb, &layout, &camera, &style, None);
    assert!(path.hits.len() < all.hits.len());
    for id in pb.stack() {
        assert!(path.hits.iter().any(|(h, _)| *h == id));
    }
}

#[test]
fn the_legend_and_the_badges_are_the_styles_words() {
    use gametree_teach::picture_words::SceneWords;
    let words: &'static SceneWords = Box::leak(Box::new(SceneWords {
        leaf: "LEAF".into(),
        current: "NOW".into(),
        searching: "PATH".into(),
        pruned: "CUT".into(),
        best_line: "BEST".into(),
        research: "AGAIN".into(),
        test: "PROBE".into(),
        estimate: "GUESS".into(),
        chance: "DIE".into(),
        visits: "COUNTS".into(),
        new_node: "FRESH".into(),
        table: "TABLE".into(),
        edge_window: "PASSED".into(),
    }));
    let style = Style {
        words,
        ..Style::default()
    };
    let trace = tictactoe("X.O.X.O..", Algorithm::Pvs);
    let layout = tidy(&trace, |_| false);
    let camera = Camera::fit(&layout, 0, [1600.0, 900.0]);
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    let t = texts(&build(&pb, &layout, &camera, &style, None));
    for word in ["MAX", "MIN", "LEAF", "NOW", "PATH", "CUT", "BEST", "PROBE"] {
        assert!(t.iter().any(|s| s == word), "{word} is missing: {t:?}");
    }
    // The default style's words are the teach crate's, in the language in force.
    let plain = texts(&build(&pb, &layout, &camera, &Style::default(), None));
    assert!(plain.contains(&SceneWords::in_force().test));
    assert!(!plain.iter().any(|s| s == "PROBE"));
}
