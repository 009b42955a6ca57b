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

/// Issue 26: bones shows 134 visited, "147 nodes in the tree" and 177 for minimax; the graph
/// says what each counts, and the numbers add up: the tree holds the positions entered and the
/// moves cutoffs skipped. The graph can be shown large, in a window of its own.
#[test]
fn the_bones_graph_says_how_its_counts_differ_and_can_be_shown_large() {
    let s = Scenario {
        game: GameChoice::Bones {
            bones: 8,
            max_take: 3,
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(s));
    h.run_steps(2);
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let visited = trace.outcome.stats.nodes_visited;
    let nodes = trace.tree.node_count() as u64;
    let minimax = trace.minimax_nodes.unwrap();
    assert_eq!((visited, nodes, minimax), (134, 147, 177));
    h.get_by_label("What the counts count");
    h.get_by_label("134 visited: the positions this search entered, the root included.");
    h.get_by_label_contains("147 nodes in the tree: the 134 positions entered and the 13 moves");
    h.get_by_label_contains("177 for plain minimax: it prunes nothing");
    // Drawn once in the inspector; "Show the graph large" draws it again, in its own window.
    assert_eq!(h.get_all_by_label("heap 4: not solved yet").count(), 1);
    h.get_by_label("Show the graph large").click();
    h.run_steps(3);
    assert_eq!(h.get_all_by_label("heap 4: not solved yet").count(), 2);
}
