//! Unit tests of the canvas on games of chance and Monte Carlo searches: the dice race and a
//! chance tree under expectiminimax and under MCTS (1,000 iterations), at many steps, two
//! window sizes, in English and Chinese, fitted and zoomed in. On every picture no two texts
//! overlap, no text sits on a node (but its own value) or under the current-node ring, no text
//! is cut at the sides, and at fit every node is inside the view. Then what must be there:
//! chance circles, probabilities, N beside MCTS nodes, the playout's dashed line, the legend's
//! keys, and the same in the SVG.

use super::place::{overlap, text_bounds};
use super::style::Palette;
use super::*;
use crate::layout::{Layout, tidy};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Playback, Trace};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::picture_words::SceneWords;
use std::sync::Arc;

/// A chance tree whose chance nodes have 2, 3, 4 and 6 children, equal and unequal.
const CHANCE_TREE: &str = r#"[
  {"chance":[[0.5,[2,4]],[0.5,[7,4]]]},
  {"chance":[[0.25,[6,0]],[0.25,[5,2]],[0.5,[1,8]]]},
  {"chance":[[0.1,[3,1]],[0.2,[4,9]],[0.3,[2,2]],[0.4,[8,5]]]},
  {"chance":[[0.16666666666666666,[1,3]],[0.16666666666666666,[2,6]],
    [0.16666666666666666,[5,4]],[0.16666666666666666,[0,7]],
    [0.16666666666666666,[9,2]],[0.16666666666666666,[3,3]]]}
]"#;

fn record(game: GameChoice, algorithm: Algorithm) -> Arc<Trace> {
    let scenario = Scenario {
        game,
        config: SearchConfig {
            algorithm,
            mcts: MctsOptions {
                iterations: 1000,
                ..MctsOptions::default()
            },
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    Arc::new(scenario.record(None).expect("the scenario searches"))
}

fn dice(algorithm: Algorithm) -> Arc<Trace> {
    record(GameChoice::Dice { target: 6 }, algorithm)
}

fn chance_tree(algorithm: Algorithm) -> Arc<Trace> {
    let game = GameChoice::Tree {
        source: TreeSource::Text {
            name: "chance".into(),
            json: CHANCE_TREE.into(),
        },
        min_root: false,
    };
    record(game, algorithm)
}

/// The four recordings every check runs on.
fn recordings() -> Vec<Arc<Trace>> {
    vec![
        dice(Algorithm::Expectiminimax),
        chance_tree(Algorithm::Expectiminimax),
        dice(Algorithm::Mcts),
        chance_tree(Algorithm::Mcts),
    ]
}

/// Steps worth looking at: the first few, four phases in a row at a third and at two thirds,
/// and the end.
fn steps(len: usize) -> Vec<usize> {
    let mut s = vec![1, 2, 3, 4, 5];
    for at in [len / 3, 2 * len / 3] {
        s.extend(at..at + 4);
    }
    s.push(len);
    s.retain(|&k| k <= len);
    s
}

/// The fitted camera, and one zoomed in round the current node as a student would.
fn cameras(layout: &Layout, pb: &Playback, viewport: [f32; 2], style: &Style) -> Vec<Camera> {
    let fit = Camera::fit_for(layout, 0, viewport, style);
    let focus = pb.focus();
    let mut near = fit;
    if layout.visible(focus) {
        let at = fit.to_screen(layout.x[focus.index()], pb.trace().node(focus).depth as f32);
        near.zoom_about(at, (70.0 / fit.zoom).max(1.0));
        near.pan([viewport[0] / 2.0 - at[0], viewport[1] / 2.0 - at[1]]);
    }
    vec![fit, near]
}

/// The rings round the current node: (centre, radius, stroke width).
fn rings(scene: &Scene, band: f32) -> Vec<([f32; 2], f32, f32)> {
    let current = [Palette::new(false).current, Palette::new(true).current];
    scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Circle {
                center,
                radius,
                stroke,
                stroke_width,
                ..
            } if current.contains(stroke) && center[1] < band => {
                Some((*center, *radius, *stroke_width))
            }
            _ => None,
        })
        .collect()
}

/// Every rule of the module's comment, on one picture; `what` names it in failures.
fn check(scene: &Scene, style: &Style, fitted: bool, what: &str) {
    let [w, h] = scene.size;
    let band = h - legend_band(style);
    let texts: Vec<(String, [f32; 4], bool)> = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, anchor, .. } => {
                Some((text.clone(), text_bounds(s)?, *anchor == Anchor::Center))
            }
            _ => None,
        })
        .filter(|(_, b, _)| b[1] < band - 1.0)
        .collect();
    let inside =
        |p: [f32; 2], b: &[f32; 4]| p[0] > b[0] && p[0] < b[2] && p[1] > b[1] && p[1] < b[3];
    for (i, (t, a, centred)) in texts.iter().enumerate() {
        assert!(
            a[3] <= band + 1.0,
            "{what}: {t:?} {a:?} runs into the legend"
        );
        for (u, b, _) in &texts[i + 1..] {
            assert!(!overlap(*a, *b), "{what}: {t:?} {a:?} overlaps {u:?} {b:?}");
        }
        // A centred text may sit inside one node: its own (its value, a folded node's badge).
        let centre = [(a[0] + a[2]) / 2.0, (a[1] + a[3]) / 2.0];
        let own = scene
            .hits
            .iter()
            .find(|(_, b)| *centred && inside(centre, b))
            .map(|(id, _)| *id);
        // Zoomed in, a node half out of view takes its value with it; nothing else is cut.
        if fitted || own.is_none() {
            assert!(
                a[0] >= -0.5 && a[2] <= w + 0.5,
                "{what}: {t:?} {a:?} is cut"
            );
        }
        for (id, b) in &scene.hits {
            if Some(*id) != own {
                assert!(
                    !overlap(*a, *b),
                    "{what}: {t:?} {a:?} covers node {id:?} {b:?}"
                );
            }
        }
        for (c, r, sw) in rings(scene, band) {
            let far_x = (a[0] - c[0]).abs().max((a[2] - c[0]).abs());
            let far_y = (a[1] - c[1]).abs().max((a[3] - c[1]).abs());
            let within = far_x.hypot(far_y) <= r - sw / 2.0;
            let dx = (a[0] - c[0]).max(c[0] - a[2]).max(0.0);
            let dy = (a[1] - c[1]).max(c[1] - a[3]).max(0.0);
            let outside = dx.hypot(dy) >= r + sw / 2.0;
            assert!(
                within || outside,
                "{what}: {t:?} {a:?} is under the ring at {c:?}"
            );
        }
    }
    if fitted {
        for (id, b) in &scene.hits {
            assert!(
                b[0] >= 0.0 && b[2] <= w && b[1] >= 0.0 && b[3] <= band,
                "{what}: node {id:?} {b:?} is outside the view {w}×{band}"
            );
        }
    }
}

#[test]
fn chance_and_mcts_pictures_keep_their_texts_apart_and_in_view() {
    for trace in recordings() {
        let layout = tidy(&trace, |_| false);
        let mut pb = Playback::new(trace.clone());
        let title = gametree_teach::titles::trace_title(&trace);
        for lang in [Lang::En, Lang::Zh] {
            with_lang(lang, || {
                let style = Style {
                    words: SceneWords::in_force(),
                    ..Style::default()
                };
                for viewport in [[1280.0, 720.0], [1920.0, 1080.0]] {
                    for step in steps(pb.len()) {
                        pb.seek(step);
                        for (k, camera) in
                            cameras(&layout, &pb, viewport, &style).iter().enumerate()
                        {
                            let scene = build(&pb, &layout, camera, &style, None);
                            let what =
                                format!("{title}, {lang:?}, step {step}, {viewport:?}, camera {k}");
                            check(&scene, &style, k == 0, &what);
                        }
                    }
                }
            });
        }
    }
}
