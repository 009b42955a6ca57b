//! Tree leaves named by their value alone ("3") that share it with a sibling: sentences add
//! their index ("3 (#2)"). `Trace::has_unnamed_twin` (one replay to the parent, the tree
//! compares its children) against the definition, sibling by sibling: another child index,
//! move text `#k`, the same name. Random trees with few distinct values, so twins are common;
//! on the recorded trace and on the same trace read back from its JSON (named from the file).

use crate::support::{Tree, config, record_tree};
use gametree_engine::search::Algorithm;
use gametree_engine::trace::json::write_json;
use gametree_engine::trace::json_read::read_json_str;
use gametree_engine::trace::{NodeId, Trace};
use proptest::prelude::*;

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (0i64..3).prop_map(Tree::Leaf);
    leaf.prop_recursive(3, 40, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

/// The definition: a sibling of another child index whose move text is `#k` and whose name
/// is the node's.
fn twin_by_definition(trace: &Trace, id: NodeId) -> bool {
    let Some(parent) = trace.parent(id) else {
        return false;
    };
    let unnamed = |n| trace.move_text(n).is_some_and(|m| m.starts_with('#'));
    let index = trace.node(id).child_index;
    trace.children(parent).into_iter().any(|c| {
        trace.node(c).child_index != index
            && unnamed(c)
            && trace.node_name(c) == trace.node_name(id)
    })
}

fn check(trace: &Trace) {
    for id in trace.tree.node_indices() {
        let unnamed = trace.move_text(id).is_some_and(|m| m.starts_with('#'));
        if unnamed {
            assert_eq!(
                trace.has_unnamed_twin(id),
                twin_by_definition(trace, id),
                "node {id:?}, move {:?}",
                trace.move_text(id)
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn unnamed_twins_are_the_siblings_named_alike(t in tree(), algo in 0usize..3) {
        let algorithm = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Pvs][algo];
        let trace = record_tree(&t.to_json(), false, config(algorithm));
        check(&trace);
        let mut bytes = Vec::new();
        write_json(&trace, "twins", &mut bytes).unwrap();
        check(&read_json_str(std::str::from_utf8(&bytes).unwrap()).unwrap());
    }
}

/// AIMA-style leaves: `[[3,3,8],[3,4,6]]` has twins under the first node only, and a labelled
/// leaf is never one.
#[test]
fn twins_in_a_small_tree() {
    let trace = record_tree(
        r#"[[3,3,8],[3,4,{"label":"x","value":4}]]"#,
        false,
        config(Algorithm::Minimax),
    );
    let twins: Vec<String> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.has_unnamed_twin(n))
        .map(|n| trace.path(n).iter().map(u32::to_string).collect::<String>())
        .collect();
    assert_eq!(twins, ["00", "01"]);
}
