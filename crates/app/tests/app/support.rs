//! What the app's tests share: a harness around the whole app, and waiting for its search.

use egui_kittest::Harness;
use gametree_app::App;

/// The whole app in a 1400 × 900 window with its fonts, driven without a display.
pub fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

/// Runs frames until no search is under way (or a generous limit passes).
pub fn settle(h: &mut Harness<'_, App>) {
    for _ in 0..600 {
        h.step();
        if h.state().worker.is_none() {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the search did not finish");
}

/// One view (not the whole app) in a 1100 × 900 window, drawn by `ui`.
pub fn view_harness<S>(
    state: S,
    ui: impl FnMut(&mut egui::Ui, &mut S) + 'static,
) -> Harness<'static, S> {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .build_ui_state(ui, state)
}

/// Tic-tac-toe from `position` under plain minimax (every child entered).
pub fn tic_tac_toe_minimax(position: &str) -> gametree_engine::scenario::Scenario {
    use gametree_engine::scenario::{GameChoice, Scenario};
    use gametree_engine::search::{Algorithm, SearchConfig};
    Scenario {
        game: GameChoice::TicTacToe {
            position: position.into(),
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

/// The app opened by `link` in a `size` window, the first-start hint dismissed, once its
/// search has loaded and a few frames have settled the panels.
pub fn open_sized(link: &str, size: [f32; 2]) -> Harness<'static, App> {
    use gametree_app::toolkit::settings::{Settings, SettingsStore};
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: true,
        ..Settings::default()
    });
    let app = App::from_link(link, settings);
    let mut h = Harness::builder()
        .with_size(egui::vec2(size[0], size[1]))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    settle(&mut h);
    h.run_steps(4);
    h
}
