//! The classroom toolkit views driven through egui_kittest, checked against independent truth:
//! the tree notation itself, hand-worked AIMA figure 5.2 answers, a brute-force minimax of
//! random trees, and the known strategies of tic-tac-toe and bones (leave a multiple of 4).
//! One file per view, and `mounted` for the views inside the whole app; the helpers they
//! share are here.

mod compare;
mod editor;
mod mounted;
mod play;
mod practice;

use egui::{Event, PointerButton, Pos2};
use egui_kittest::Harness;
use gametree_engine::game::TreeSpec;

pub(crate) fn harness<S>(
    state: S,
    ui: impl FnMut(&mut egui::Ui, &mut S) + 'static,
) -> Harness<'static, S> {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .build_ui_state(ui, state)
}

pub(crate) fn click_at(h: &mut Harness<'_, impl Sized>, pos: Pos2) {
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Default::default(),
        });
    }
    h.run();
}

/// Minimax straight from the notation's tree: independent of the search and the trace.
pub(crate) fn minimax(t: &TreeSpec, id: u32, max: bool) -> i64 {
    let n = &t.nodes[id as usize];
    if n.children.is_empty() {
        return n.value.unwrap_or(0);
    }
    let vals = n.children.iter().map(|&c| minimax(t, c, !max));
    if max {
        vals.max().unwrap()
    } else {
        vals.min().unwrap()
    }
}
