//! A term is never broken inside a word (issue 36, item 9): the scenario panel's MCTS options
//! keep each name on one row beside its value, in English and in Chinese, where a line may
//! otherwise break between any two characters ("探索常 / 数 C").

use super::support::open_sized;
use egui_kittest::kittest::{By, Queryable};

#[test]
fn the_mcts_options_keep_each_name_on_one_row() {
    let link = "#game=dice&target=6&algo=mcts&iterations=1000&seed=1";
    for size in [[1280.0, 720.0], [1400.0, 900.0], [1000.0, 700.0]] {
        for (lang, names) in [
            ("en", ["iterations", "seed", "exploration C"]),
            ("zh", ["迭代次数", "种子", "探索常数 C"]),
        ] {
            let h = open_sized(&format!("{link}&lang={lang}"), size);
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
