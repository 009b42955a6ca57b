//! Following the current node (issue 36, items 1, 2, 11): every step keeps its node ringed on
//! the canvas with its parent beside it, never under the legend's band; at the end of a search
//! the root and all its children show with their values; the minimap never covers the root,
//! the current node or the node inspected; Home shows the picture the search started from.
//! On the games and searches where this failed: Connect Four 4453 (wide and presentation, at
//! 1280 × 720), MCTS on the dice race, PVS on Wikipedia's tree.

use super::support::settle;
use egui::Rect;
use egui_kittest::Harness;
use gametree_app::App;
use gametree_app::toolkit::settings::{Settings, SettingsStore};
use gametree_engine::trace::NodeId;

const CONNECT4: &str = "#game=connect4&moves=4453&depth=6&ordering=1&tt=1";
const DICE_MCTS: &str = "#game=dice&target=6&algo=mcts&iterations=1000&seed=1";

fn wikipedia_pvs() -> String {
    let tree = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/trees/wikipedia.json"
    ))
    .unwrap();
    let tree: String = tree.split_whitespace().collect();
    format!("#tree={tree}&algo=pvs")
}

/// The app opened on `link` in a `w` × `h` window, the first-start hint dismissed.
fn open(link: &str, w: f32, h: f32, presentation: bool) -> Harness<'static, App> {
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: true,
        presentation,
        ..Settings::default()
    });
    let app = App::from_link(link, settings);
    let mut h = Harness::builder()
        .with_size(egui::vec2(w, h))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    settle(&mut h);
    h.run_steps(3);
    h
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    h.run_steps(3);
}

/// Node `id`'s box on screen, if the last frame drew it.
fn drawn(h: &Harness<'_, App>, id: NodeId) -> Option<Rect> {
    let app = h.state();
    let (canvas, scene) = (app.drawn.canvas?, app.last_scene.as_ref()?);
    let (_, b) = scene.node_boxes().find(|(n, _)| *n == id)?;
    Some(Rect::from_min_max(
        canvas.min + egui::vec2(b[0], b[1]),
        canvas.min + egui::vec2(b[2], b[3]),
    ))
}

/// Whether node `id` is drawn with its centre on the canvas above the legend's band.
fn in_view(h: &Harness<'_, App>, id: NodeId) -> bool {
    let canvas = h.state().drawn.canvas.unwrap();
    let band = gametree_draw::scene::legend_band(&h.state().toolkit.scene_style());
    let safe = Rect::from_min_max(canvas.min, canvas.max - egui::vec2(0.0, band));
    drawn(h, id).is_some_and(|b| safe.contains(b.center()))
}

/// The current node, its parent, the root and the minimap, checked at the step shown.
fn step_keeps_its_context(h: &Harness<'_, App>, what: &str) {
    let l = h.state().loaded.as_ref().unwrap();
    let trace = l.trace();
    let focus = l.playback.focus();
    let step = l.playback.step();
    assert!(in_view(h, focus), "{what}, step {step}: the current node");
    if let Some(p) = trace.parent(focus) {
        assert!(in_view(h, p), "{what}, step {step}: its parent");
    }
    if let Some(m) = l.viewport.minimap_at {
        let root = trace.root_of(focus);
        for n in [focus, root] {
            if let Some(b) = drawn(h, n) {
                assert!(
                    !m.intersects(b),
                    "{what}, step {step}: the minimap covers {n:?}"
                );
            }
        }
    }
}

/// At the end, the root and every child of it show.
fn end_shows_the_root_and_its_children(h: &mut Harness<'_, App>, what: &str) {
    press(h, egui::Key::End);
    let l = h.state().loaded.as_ref().unwrap();
    let root = l.trace().iterations.last().unwrap().root;
    let kids = l.trace().children(root);
    assert!(in_view(h, root), "{what}: the root at the end");
    for k in kids {
        assert!(in_view(h, k), "{what}: the root's child {k:?} at the end");
    }
    step_keeps_its_context(h, what);
}

#[test]
fn connect_four_keeps_each_steps_node_and_parent_and_ends_on_the_roots_moves() {
    for presentation in [false, true] {
        let what = if presentation {
            "Connect Four, presentation"
        } else {
            "Connect Four"
        };
        let mut h = open(CONNECT4, 1280.0, 720.0, presentation);
        for _ in 0..30 {
            press(&mut h, egui::Key::ArrowRight);
            step_keeps_its_context(&h, what);
        }
        end_shows_the_root_and_its_children(&mut h, what);
    }
}

#[test]
fn mcts_keeps_its_node_ringed_at_every_phase() {
    let mut h = open(DICE_MCTS, 1280.0, 720.0, false);
    for _ in 0..12 {
        press(&mut h, egui::Key::ArrowRight);
        step_keeps_its_context(&h, "MCTS on the dice race");
    }
    end_shows_the_root_and_its_children(&mut h, "MCTS on the dice race");
}

#[test]
fn pvs_on_wikipedias_tree_ends_on_the_root_and_its_children() {
    for (w, h) in [(1280.0, 720.0), (1400.0, 900.0)] {
        let mut app = open(&wikipedia_pvs(), w, h, false);
        end_shows_the_root_and_its_children(&mut app, "PVS on Wikipedia's tree");
    }
}

#[test]
fn home_shows_the_picture_the_search_started_from() {
    let mut h = open("#tree=[[3,12,8],[2,4,6],[14,5,2]]", 1400.0, 900.0, false);
    let start = h.state().loaded.as_ref().unwrap().viewport.camera;
    for _ in 0..4 {
        press(&mut h, egui::Key::ArrowRight);
    }
    press(&mut h, egui::Key::End);
    press(&mut h, egui::Key::Home);
    assert_eq!(h.state().loaded.as_ref().unwrap().viewport.camera, start);
}
