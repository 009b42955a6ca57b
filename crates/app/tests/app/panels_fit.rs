//! Side panels wrap instead of cutting (issue 36, item 3): at 1280 × 720 and 1400 × 900, in
//! English and Chinese, every text and widget the scenario panel, the inspector and the Code
//! panel show lies within its panel's width — Connect Four's boards, the bones position graph,
//! the MCTS comparison, the Code panel's listing, variables and rule table — and the panels
//! keep their widths from step to step.

use super::support::open_sized;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use gametree_app::App;

const CASES: [(&str, &[egui::Key]); 4] = [
    (
        "#game=connect4&moves=4453&depth=6&ordering=1&tt=1&step=3",
        &[],
    ),
    ("#game=bones&bones=12&tt=1&step=end", &[]),
    (
        "#game=dice&target=6&algo=mcts&iterations=1000&seed=1&step=10",
        &[],
    ),
    ("#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22&code=aima", &[]),
];

fn open(link: &str, size: [f32; 2], zh: bool) -> Harness<'static, App> {
    if zh {
        open_sized(&format!("{link}&lang=zh"), size)
    } else {
        open_sized(link, size)
    }
}

/// The texts and widgets drawn in `panel` that reach past its sides.
fn cut_in(h: &Harness<'_, App>, panel: Rect) -> Vec<String> {
    h.query_all(
        By::new()
            .include_labels()
            .predicate(|n| n.role() != egui::accesskit::Role::Splitter),
    )
    .filter_map(|n| {
        // Nodes with no box of their own (scroll areas' contents out of view) are skipped.
        n.accesskit_node().bounding_box()?;
        let r = n.rect();
        let inside = panel.contains(r.center());
        let over = r.left() < panel.left() - 1.0 || r.right() > panel.right() + 1.0;
        (inside && over && r.width() > 0.0)
            .then(|| format!("{:?} at {r:?}", n.accesskit_node().label()))
    })
    .collect()
}

#[test]
fn side_panels_wrap_and_scale_within_their_width() {
    for (link, keys) in CASES {
        for size in [[1280.0, 720.0], [1400.0, 900.0]] {
            for zh in [false, true] {
                let mut h = open(link, size, zh);
                for &k in keys {
                    h.key_press(k);
                    h.run_steps(3);
                }
                let before = h.state().drawn;
                for step in [0, 1] {
                    if step == 1 {
                        h.key_press(egui::Key::ArrowLeft);
                        h.run_steps(3);
                    }
                    let d = h.state().drawn;
                    for (name, panel) in [
                        ("scenario", d.scenario),
                        ("inspector", d.inspector),
                        ("code", d.code),
                    ] {
                        let Some(panel) = panel else { continue };
                        let cut = cut_in(&h, panel);
                        assert!(
                            cut.is_empty(),
                            "{link} {size:?} zh={zh}: the {name} panel cuts {cut:#?}"
                        );
                    }
                    // Stepping moves no panel's edge.
                    for (a, b) in [
                        (before.scenario, d.scenario),
                        (before.inspector, d.inspector),
                        (before.code, d.code),
                    ] {
                        assert_eq!(
                            a.map(|r| r.width().round()),
                            b.map(|r| r.width().round()),
                            "{link} {size:?} zh={zh}"
                        );
                    }
                }
            }
        }
    }
}
