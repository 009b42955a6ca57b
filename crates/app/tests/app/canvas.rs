//! The tree's canvas at a window size is what `render --size` draws: at 1280×720 and
//! 1920×1080, in English and Chinese, the app's tree view is as big as
//! [`gametree_draw::canvas::canvas_size_for`] says (AIMA's tree beside the Code panel at
//! 1920×1080) and draws the very scene of
//! [`gametree_draw::canvas::canvas_scene`].

use egui_kittest::Harness;
use gametree_app::App;
use gametree_draw::canvas::{canvas_scene, canvas_size_for};
use gametree_draw::scene::Style;
use gametree_engine::link;
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::picture_words::SceneWords;
use std::sync::Arc;

/// The app on `link`'s scenario in a window of `window` points, speaking `lang`, at `step`
/// (the first-start hint dismissed, not following the current node).
fn app_at(link_text: &str, window: [f32; 2], lang: Lang, step: usize) -> Harness<'static, App> {
    let scenario = link::parse(link_text, &[])
        .expect("the link reads")
        .scenario;
    let mut app = App::loaded_now(scenario);
    // The window as it always opens: the first-start hint (shown once) already dismissed.
    app.toolkit.settings.settings.hint_dismissed = true;
    app.toolkit.set_lang(lang);
    let loaded = app.loaded.as_mut().expect("loaded");
    loaded.playback.seek(step);
    // The whole tree fitted, as `render --size` draws it: "follow current node" would zoom in
    // where the fitted tree is closer than the readable spacing (bones 8).
    loaded.viewport.follow = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(window[0], window[1]))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run_steps(4);
    h
}

#[test]
fn the_tree_canvas_is_as_big_as_render_size_says_and_draws_its_scene() {
    for (link_text, step) in [("", 22), ("game=bones&bones=8", 40)] {
        for window in [[1280.0, 720.0], [1920.0, 1080.0]] {
            for lang in [Lang::En, Lang::Zh] {
                let h = app_at(link_text, window, lang, step);
                let shown = h.state().last_scene.clone().expect("the tree is drawn");
                let what = format!("{link_text:?} step {step}, {window:?}, {lang:?}");
                let trace = Arc::clone(h.state().loaded.as_ref().unwrap().trace());
                assert_eq!(shown.size, canvas_size_for(&trace, window), "{what}");
                let drawn = with_lang(lang, || {
                    let style = Style {
                        words: SceneWords::in_force(),
                        ..Style::default()
                    };
                    canvas_scene(&trace, step, window, &style)
                });
                assert!(
                    shown == drawn,
                    "{what}: the window and render --size differ"
                );
            }
        }
    }
}
