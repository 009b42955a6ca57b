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

/// Step `step` of `trace`, fitted at 1280×720 in the window's style, in English.
fn picture(trace: &Arc<Trace>, layout: &Layout, step: usize) -> Scene {
    with_lang(Lang::En, || {
        let style = Style {
            words: SceneWords::in_force(),
            ..Style::default()
        };
        let mut pb = Playback::new(trace.clone());
        pb.seek(step);
        let camera = Camera::fit_for(layout, 0, [1280.0, 720.0], &style);
        build(&pb, layout, &camera, &style, None)
    })
}

fn texts_of(scene: &Scene) -> Vec<String> {
    scene.texts()
}

#[test]
fn chance_nodes_are_circles_with_their_probabilities_and_expectations() {
    let trace = chance_tree(Algorithm::Expectiminimax);
    let layout = tidy(&trace, |_| false);
    let scene = picture(&trace, &layout, trace.event_count());
    let pal = Palette::new(false);
    let chance: Vec<_> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.is_chance(n))
        .collect();
    assert_eq!(chance.len(), 4);
    for &n in &chance {
        let c = scene.centre(n).expect("every chance node is drawn");
        let circle = scene.shapes.iter().any(|s| {
            matches!(s, Shape::Circle { center, stroke, .. }
                if (*stroke == pal.chance || *stroke == pal.best) && (center[0] - c[0]).abs() < 0.5 && (center[1] - c[1]).abs() < 0.5)
        });
        assert!(circle, "chance node {n:?} is not a circle");
    }
    // MAX's root and the fifteen MIN nodes stay triangles (and so do the legend's two).
    let triangles = scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Polygon { stroke, .. } if *stroke == pal.max || *stroke == pal.min || *stroke == pal.best))
        .count();
    assert_eq!(triangles, 1 + 15 + 2);
    let t = texts_of(&scene);
    for p in ["½", "¼", "1/10", "1/5", "3/10", "2/5"] {
        assert!(t.iter().any(|s| s == p), "{p} is missing: {t:?}");
    }
    let sixths = t.iter().filter(|s| *s == "1/6").count();
    assert!(sixths == 6 || t.iter().any(|s| s == "each 1/6"), "{t:?}");
    // Expectations with up to two decimals: B = ½·2 + ½·4 = 3, D = 3.5, the root 3.5.
    assert!(t.iter().filter(|s| *s == "3.5").count() >= 2, "{t:?}");
    assert!(
        t.iter().any(|s| s == "chance node"),
        "the legend's key: {t:?}"
    );
    assert!(
        !t.iter().any(|s| s == "pruned"),
        "nothing is pruned here: {t:?}"
    );
    // While a chance node is open, its weighted sum so far.
    let mut pb = Playback::new(trace.clone());
    let open = (1..pb.len())
        .find(|&k| {
            pb.seek(k);
            matches!(
                pb.state(chance[0]),
                gametree_engine::trace::NodeState::Active { value: Some(_), .. }
            )
        })
        .expect("the first chance node adds up its children");
    assert!(
        texts_of(&picture(&trace, &layout, open))
            .iter()
            .any(|s| s.starts_with("Σ "))
    );
}

/// An iteration of `trace` that expanded a node and played out at least one move.
fn full_iteration(trace: &Trace) -> usize {
    let record = trace.mcts.as_deref().expect("an MCTS recording");
    (0..record.len())
        .find(|&k| {
            let it = record.iteration(k);
            k > 2 && it.expanded.is_some() && !it.playout.is_empty()
        })
        .expect("an iteration with a new node and a playout")
}

#[test]
fn mcts_steps_show_their_phase() {
    let trace = dice(Algorithm::Mcts);
    let pal = Palette::new(false);
    let k = full_iteration(&trace);
    let it = trace.mcts.as_deref().unwrap().iteration(k);
    let layout = tidy(&trace, |_| false);
    let words = with_lang(Lang::En, SceneWords::in_force);
    let arrows = |s: &Scene| {
        s.shapes
            .iter()
            .filter(|x| matches!(x, Shape::Polygon { fill, .. } if *fill == pal.current))
            .count()
    };
    let dashed = |s: &Scene| {
        s.shapes.iter().any(
            |x| matches!(x, Shape::Segments { dashed: true, color, .. } if *color == pal.current),
        )
    };
    // Selection: arrows down the path, no playout yet.
    let selection = picture(&trace, &layout, 4 * k + 1);
    assert!(arrows(&selection) > 0);
    assert!(!dashed(&selection));
    // Expansion: the new node is drawn and marked.
    let expansion = picture(&trace, &layout, 4 * k + 2);
    assert!(expansion.centre(it.expanded.unwrap()).is_some());
    assert!(
        selection.centre(it.expanded.unwrap()).is_none(),
        "drawn before it exists"
    );
    assert!(texts_of(&expansion).contains(&words.new_node));
    // Playout: the dashed line, its moves and its result.
    let playout = picture(&trace, &layout, 4 * k + 3);
    assert!(dashed(&playout));
    let t = texts_of(&playout);
    let moves = with_lang(Lang::En, || {
        gametree_teach::mcts_words::playout_moves(it.playout.len())
    });
    assert!(t.contains(&moves), "{moves:?} is missing: {t:?}");
    assert!(t.contains(&gametree_teach::mcts_words::show_reward(it.max_reward)));
    // Backpropagation: arrows up, and every node on the path has its new N, emphasised.
    let back = picture(&trace, &layout, 4 * k + 4);
    assert!(arrows(&back) > 0);
    let view = trace.mcts_view().unwrap();
    for n in trace.ancestry(it.reached) {
        let label = format!("N={}", view.visits(n, k + 1).0);
        let emphasised = back.shapes.iter().any(|s| {
            matches!(s, Shape::Text { text, color, .. } if *text == label && *color == pal.current)
        });
        assert!(emphasised || back.centre(n).is_none(), "{label} of {n:?}");
    }
    assert!(texts_of(&back).contains(&words.visits), "the legend's key");
}

#[test]
fn an_svg_shows_chance_circles_probabilities_and_the_dashed_playout() {
    let trace = chance_tree(Algorithm::Expectiminimax);
    let layout = tidy(&trace, |_| false);
    let svg = crate::svg::scene_to_svg(&picture(&trace, &layout, trace.event_count()));
    let Rgba(r, g, b, _) = Palette::new(false).chance;
    let chance = format!("stroke=\"#{r:02x}{g:02x}{b:02x}\"");
    assert!(
        svg.lines()
            .any(|l| l.starts_with("<circle") && l.contains(&chance)),
        "no chance circle in the SVG"
    );
    assert!(svg.contains(">½</text>") && svg.contains(">2/5</text>"));
    let trace = dice(Algorithm::Mcts);
    let layout = tidy(&trace, |_| false);
    let k = full_iteration(&trace);
    let svg = crate::svg::scene_to_svg(&picture(&trace, &layout, 4 * k + 3));
    let Rgba(r, g, b, _) = Palette::new(false).current;
    let current = format!("stroke=\"#{r:02x}{g:02x}{b:02x}\"");
    assert!(
        svg.lines().any(|l| l.starts_with("<path")
            && l.contains(&current)
            && l.contains("stroke-dasharray")),
        "no dashed playout in the SVG"
    );
    assert!(svg.contains("random move"));
    #[cfg(feature = "png")]
    crate::png::parse_svg(&svg).expect("the SVG parses");
}

#[test]
fn big_mcts_trees_fold_and_keep_their_texts_apart() {
    for iterations in [1000, 100_000] {
        let scenario = Scenario {
            game: GameChoice::TicTacToe {
                position: ".........".into(),
            },
            config: SearchConfig {
                algorithm: Algorithm::Mcts,
                mcts: MctsOptions {
                    iterations,
                    ..MctsOptions::default()
                },
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        let trace = Arc::new(scenario.record(None).unwrap());
        let folded = crate::layout::fold_set(&trace, 300).expect("folded");
        let mut pb = Playback::new(trace.clone());
        for lang in [Lang::En, Lang::Zh] {
            with_lang(lang, || {
                let style = Style {
                    words: SceneWords::in_force(),
                    ..Style::default()
                };
                for step in steps(pb.len()) {
                    pb.seek(step);
                    // As the app shows a step: the folded nodes above the current one open.
                    let mut open = folded.clone();
                    crate::layout::unfold_line(&trace, &mut open, &trace.ancestry(pb.focus()));
                    let layout = tidy(&trace, |n| open.contains(&n));
                    assert!(layout.visible(pb.focus()));
                    for viewport in [[1280.0, 720.0], [1920.0, 1080.0]] {
                        let cams = cameras(&layout, &pb, viewport, &style);
                        for (k, camera) in cams.iter().enumerate() {
                            let scene = build(&pb, &layout, camera, &style, None);
                            let what = format!(
                                "MCTS {iterations}, {lang:?}, step {step}, {viewport:?}, camera {k}"
                            );
                            check(&scene, &style, k == 0, &what);
                        }
                    }
                }
            });
        }
    }
}
