//! Writes pictures of chance and Monte Carlo recordings to a folder, to look at by eye:
//! `cargo run -p gametree-draw --example chance_pictures -- /tmp/pics`. Each scenario at a few
//! steps, as the window's canvas (fit at 1280×720 and 1920×1080) and as a slide.

use gametree_draw::layout::{fold_depth, tidy};
use gametree_draw::picture::write_scene;
use gametree_draw::scene::{Camera, Style, build};
use gametree_draw::slide::render_file;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Playback, Trace};
use std::path::PathBuf;
use std::sync::Arc;

const CHANCE_TREE: &str =
    r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#;

fn scenario(game: GameChoice, algorithm: Algorithm, iterations: u32) -> Arc<Trace> {
    let s = Scenario {
        game,
        config: SearchConfig {
            algorithm,
            mcts: MctsOptions {
                iterations,
                ..MctsOptions::default()
            },
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    Arc::new(s.record(None).expect("the scenario searches"))
}

fn tree(json: &str) -> GameChoice {
    GameChoice::Tree {
        source: TreeSource::Text {
            name: "chance".into(),
            json: json.into(),
        },
        min_root: false,
    }
}

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/pics".into()));
    std::fs::create_dir_all(&dir).expect("the folder");
    let lang = std::env::args().nth(2).unwrap_or_default();
    if lang == "zh" {
        gametree_teach::i18n::set_lang(gametree_teach::i18n::Lang::Zh);
    }
    let dice = || GameChoice::Dice { target: 6 };
    let cases = [
        ("dice_ex", scenario(dice(), Algorithm::Expectiminimax, 0)),
        (
            "tree_ex",
            scenario(tree(CHANCE_TREE), Algorithm::Expectiminimax, 0),
        ),
        ("dice_mcts", scenario(dice(), Algorithm::Mcts, 1000)),
        (
            "tree_mcts",
            scenario(tree(CHANCE_TREE), Algorithm::Mcts, 1000),
        ),
        ("dice_mcts12", scenario(dice(), Algorithm::Mcts, 12)),
    ];
    for (name, trace) in cases {
        let len = trace.event_count();
        println!("{name}: {} nodes, {len} steps", trace.tree.node_count());
        let steps = [
            1,
            2,
            3,
            4,
            len / 3,
            len / 3 + 1,
            len / 3 + 2,
            len / 3 + 3,
            len,
        ];
        for &step in &steps {
            let pb = {
                let mut pb = Playback::new(trace.clone());
                pb.seek(step);
                pb
            };
            let layout = match fold_depth(&trace, 400) {
                Some(d) => tidy(&trace, |n| {
                    trace.node(n).depth == d && trace.tree.children(n).next().is_some()
                }),
                None => tidy(&trace, |_| false),
            };
            for size in [[1280.0, 720.0], [1920.0, 1080.0]] {
                let style = Style::default();
                let camera = Camera::fit_for(&layout, 0, size, &style);
                let scene = build(&pb, &layout, &camera, &style, None);
                let out = dir.join(format!("{name}_{step}_{}{lang}.png", size[0]));
                write_scene(&scene, &out).expect("written");
                // Closer, round the current node, as a student zooms in.
                let mut near = camera;
                let focus = pb.focus();
                let at = camera.to_screen(layout.x[focus.index()], trace.node(focus).depth as f32);
                near.zoom_about(at, (70.0 / camera.zoom).max(1.0));
                near.pan([size[0] / 2.0 - at[0], size[1] / 2.0 - at[1]]);
                let scene = build(&pb, &layout, &near, &style, None);
                let out = dir.join(format!("{name}_{step}_{}near{lang}.png", size[0]));
                write_scene(&scene, &out).expect("written");
            }
            render_file(
                trace.clone(),
                step,
                &dir.join(format!("{name}_{step}_slide{lang}.png")),
            )
            .expect("written");
        }
    }
}
