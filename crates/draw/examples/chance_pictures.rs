//! Writes pictures of chance and Monte Carlo recordings to a folder, to look at by eye:
//! `cargo run -p gametree-draw --example chance_pictures -- /tmp/pics [zh] [dice_mcts]`. Each
//! recording at a few steps, as the window's canvas (fitted at 1280×720 and 1920×1080, folded
//! as the app folds it, and zoomed in round the current node) and as a slide.

use gametree_draw::layout::{fold_set, tidy, unfold_line};
use gametree_draw::picture::write_scene;
use gametree_draw::scene::{Camera, Style, build};
use gametree_draw::slide::render_file;
use gametree_engine::scenario::{GameChoice, TreeSource};
use gametree_engine::search::Algorithm;
use gametree_engine::trace::{Playback, Trace};
use std::path::PathBuf;
use std::sync::Arc;

/// Chance nodes of 2, 3, 4 and 6 children, equal and unequal.
const CHANCE_TREE: &str = r#"[
  {"chance":[[0.5,[2,4]],[0.5,[7,4]]]},
  {"chance":[[0.25,[6,0]],[0.25,[5,2]],[0.5,[1,8]]]},
  {"chance":[[0.1,[3,1]],[0.2,[4,9]],[0.3,[2,2]],[0.4,[8,5]]]},
  {"chance":[[0.16666666666666666,[1,3]],[0.16666666666666666,[2,6]],
    [0.16666666666666666,[5,4]],[0.16666666666666666,[0,7]],
    [0.16666666666666666,[9,2]],[0.16666666666666666,[3,3]]]}
]"#;

fn scenario(game: GameChoice, algorithm: Algorithm, iterations: u32) -> Arc<Trace> {
    gametree_testkit::record_game(game, algorithm, iterations)
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

/// The recordings pictured, by name.
const CASES: [&str; 7] = [
    "dice_ex",
    "tree_ex",
    "dice_mcts",
    "tree_mcts",
    "dice_mcts12",
    "ttt_mcts",
    "ttt_mcts100k",
];

/// The recording called `name` in [`CASES`].
fn case(name: &str) -> Arc<Trace> {
    let dice = GameChoice::Dice { target: 6 };
    let ttt = GameChoice::TicTacToe {
        position: ".........".into(),
    };
    match name {
        "dice_ex" => scenario(dice, Algorithm::Expectiminimax, 0),
        "tree_ex" => scenario(tree(CHANCE_TREE), Algorithm::Expectiminimax, 0),
        "dice_mcts" => scenario(dice, Algorithm::Mcts, 1000),
        "tree_mcts" => scenario(tree(CHANCE_TREE), Algorithm::Mcts, 1000),
        "dice_mcts12" => scenario(dice, Algorithm::Mcts, 12),
        "ttt_mcts" => scenario(ttt, Algorithm::Mcts, 1000),
        _ => scenario(ttt, Algorithm::Mcts, 100_000),
    }
}

/// Arguments: the folder, then `zh` for Chinese (or anything else), then the start of the
/// names of the cases to picture (all when absent).
fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/pics".into()));
    std::fs::create_dir_all(&dir).expect("the folder");
    let lang = std::env::args().nth(2).unwrap_or_default();
    if lang == "zh" {
        gametree_teach::i18n::set_lang(gametree_teach::i18n::Lang::Zh);
    }
    let only = std::env::args().nth(3).unwrap_or_default();
    for name in CASES.into_iter().filter(|n| n.starts_with(only.as_str())) {
        let trace = case(name);
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
        for step in steps {
            picture_step(&trace, step, &dir, &format!("{name}_{step}"), &lang);
        }
    }
}

/// Step `step` as the window shows it (fitted, and zoomed in round the current node, at two
/// sizes) and as a slide, in `dir`, the files' names starting `stem` and ending `lang`.
fn picture_step(trace: &Arc<Trace>, step: usize, dir: &std::path::Path, stem: &str, lang: &str) {
    let mut pb = Playback::new(trace.clone());
    pb.seek(step);
    // As the app opens a recording: folded to about 300 nodes, the path to the current node
    // open.
    let layout = match fold_set(trace, 300) {
        Some(mut folded) => {
            unfold_line(trace, &mut folded, &trace.ancestry(pb.focus()));
            tidy(trace, |n| folded.contains(&n))
        }
        None => tidy(trace, |_| false),
    };
    for size in [[1280.0, 720.0], [1920.0, 1080.0]] {
        let style = Style::default();
        let camera = Camera::fit_for(&layout, 0, size, &style);
        let scene = build(&pb, &layout, &camera, &style, None);
        let out = dir.join(format!("{stem}_{}{lang}.png", size[0]));
        write_scene(&scene, &out).expect("written");
        let mut near = camera;
        let focus = pb.focus();
        let at = camera.to_screen(layout.x[focus.index()], trace.node(focus).depth as f32);
        near.zoom_about(at, (70.0 / camera.zoom).max(1.0));
        near.pan([size[0] / 2.0 - at[0], size[1] / 2.0 - at[1]]);
        let scene = build(&pb, &layout, &near, &style, None);
        let out = dir.join(format!("{stem}_{}near{lang}.png", size[0]));
        write_scene(&scene, &out).expect("written");
    }
    render_file(
        trace.clone(),
        step,
        &dir.join(format!("{stem}_slide{lang}.png")),
    )
    .expect("written");
}
