//! The bones position graph in the app: shown for a bones search, solved heap by heap with
//! each reason, and clicked heaps named with their tree nodes.

use crate::support::harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_engine::scenario::{GameChoice, Scenario};

/// Issue 14, item 1 (in part): a bones search shows its position graph in the inspector;
/// the analysis solves heap by heap, and a clicked heap names its tree nodes.
#[test]
fn the_bones_position_graph_solves_and_links_to_the_tree() {
    let s = Scenario {
        game: GameChoice::Bones {
            bones: 8,
            max_take: 3,
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(s));
    h.run_steps(2);
    h.get_by_label("Position graph");
    h.get_by_label("heap 4: not solved yet");
    for _ in 0..5 {
        h.get_by_label("solve next heap ▶").click();
        h.run_steps(2);
    }
    h.get_by_label("4 loses: every take leaves 3, 2 or 1, and each of those wins");
    h.get_by_label("heap 4: loses");
    h.get_by_label("heap 3: wins");
    h.get_by_label("solve all").click();
    h.run_steps(2);
    h.get_by_label_contains("The losing heaps are the multiples of 4");
    h.get_by_label("heap 8: loses");
}
