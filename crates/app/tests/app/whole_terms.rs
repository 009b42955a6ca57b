//! A term is never broken inside a word (issue 36, item 9): the scenario panel's MCTS options
//! keep each name on one row beside its value, in English and in Chinese, where a line may
//! otherwise break between any two characters ("探索常 / 数 C").

use super::support::settle;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use gametree_app::App;
use gametree_app::toolkit::settings::{Settings, SettingsStore};

fn open(link: &str, size: [f32; 2]) -> Harness<'static, App> {
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

#[test]
fn the_mcts_options_keep_each_name_on_one_row() {
    let link = "#game=dice&target=6&algo=mcts&iterations=1000&seed=1";
    for size in [[1280.0, 720.0], [1400.0, 900.0], [1000.0, 700.0]] {
        for (lang, names) in [
            ("en", ["iterations", "seed", "exploration C"]),
            ("zh", ["迭代次数", "种子", "探索常数 C"]),
        ] {
            let h = open(&format!("{link}&lang={lang}"), size);
            let heights: Vec<f32> = names
                .iter()
                // The name's label (its value's field is labelled by it too).
                .map(|name| {
                    h.query_all(By::new().predicate(|n| {
                        n.role() == egui::accesskit::Role::Label
                            && (n.label().as_deref() == Some(*name)
                                || n.value().as_deref() == Some(*name))
                    }))
                    .next()
                    .unwrap_or_else(|| panic!("{lang}: no label {name}"))
                    .rect()
                    .height()
                })
                .collect();
            for (name, height) in names.iter().zip(&heights) {
                // One row: as tall as the shortest name, not two rows of it.
                assert!(
                    *height < heights[1] * 1.5,
                    "{lang} at {size:?}: {name} is {height} px tall, {heights:?}"
                );
            }
        }
    }
}
