//! The click-to-build editor and the random tree generator: every tree they produce is a valid
//! tree in the JSON notation (docs/trees.md) (it reads back identically), and edits that would
//! break a tree are refused with the facts of why (the teach crate's tests check how that is said).

use crate::game::TreeSpec;
use crate::game::random_tree::{RandomTreeError, RandomTreeOptions, random_tree};
use crate::game::tree::MAX_LEAF;
use crate::game::tree_edit::{
    Edit, EditError, add_child, delete_subtree, make_inner, renumber, set_label, set_leaf_value,
};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn aima() -> TreeSpec {
    TreeSpec::parse(AIMA).unwrap()
}

/// The editor's promise: what it returns reads back as itself.
fn assert_valid(t: &TreeSpec) {
    let back = TreeSpec::parse(&t.to_json()).unwrap_or_else(|e| panic!("{}: {e}", t.to_json()));
    assert_eq!(&back, t, "{}", t.to_json());
}

fn id_named(t: &TreeSpec, name: &str) -> u32 {
    t.nodes.iter().position(|n| n.name == name).unwrap() as u32
}

#[test]
fn add_child_appends_a_leaf_and_selects_it() {
    let t = aima();
    let b = id_named(&t, "B");
    let Edit { tree, selected } = add_child(&t, b, 7).unwrap();
    assert_valid(&tree);
    assert_eq!(tree.to_json(), "[[3,12,8,7],[2,4,6],[14,5,2]]");
    assert_eq!(tree.nodes[selected as usize].value, Some(7));
    assert!(tree.is_leaf(selected));
    // The original is untouched (undo is keeping the old tree).
    assert_eq!(t, aima());
}

#[test]
fn add_child_to_a_leaf_is_refused() {
    let t = aima();
    let e = add_child(&t, 4, 1).unwrap_err();
    assert_eq!(e, EditError::AddToLeaf { node: "3".into() });
}

#[test]
fn make_inner_keeps_the_value_below() {
    let t = aima();
    let leaf = 5; // the 12 under B
    assert_eq!(t.nodes[leaf].value, Some(12));
    let Edit { tree, selected } = make_inner(&t, leaf as u32).unwrap();
    assert_valid(&tree);
    assert_eq!(tree.to_json(), "[[3,[12],8],[2,4,6],[14,5,2]]");
    assert_eq!(tree.nodes[selected as usize].value, Some(12));
    // The new inner node takes the next letter breadth-first.
    assert_eq!(tree.nodes[5].name, "E");
    assert_eq!(
        make_inner(&tree, 0).unwrap_err(),
        EditError::AlreadyInner { node: "A".into() }
    );
    // A one-leaf tree grows from its root.
    let single = TreeSpec::parse("7").unwrap();
    let grown = make_inner(&single, 0).unwrap().tree;
    assert_valid(&grown);
    assert_eq!(grown.to_json(), "[7]");
}

#[test]
fn delete_subtree_renumbers_breadth_first() {
    let t = aima();
    let c = id_named(&t, "C");
    let Edit { tree, selected } = delete_subtree(&t, c).unwrap();
    assert_valid(&tree);
    assert_eq!(tree.to_json(), "[[3,12,8],[14,5,2]]");
    assert_eq!(selected, 0);
    // D moved up: automatic letters follow breadth-first order again.
    assert_eq!(tree.nodes[2].name, "C");
    let leaf = delete_subtree(&tree, 3).unwrap().tree;
    assert_eq!(leaf.to_json(), "[[12,8],[14,5,2]]");
}

#[test]
fn deletions_that_leave_an_inner_node_empty_are_refused() {
    let t = aima();
    let e = delete_subtree(&t, 0).unwrap_err();
    assert_eq!(e, EditError::DeleteRoot);
    let lone = TreeSpec::parse("[[1,2]]").unwrap();
    let e = delete_subtree(&lone, 1).unwrap_err();
    assert!(matches!(e, EditError::OnlyChild { .. }), "{e:?}");
    let last = TreeSpec::parse("[[5],[1,2]]").unwrap();
    let e = delete_subtree(&last, 3).unwrap_err();
    assert_eq!(
        e,
        EditError::OnlyChild {
            node: "5".into(),
            parent: "B".into()
        }
    );
    assert_eq!(
        delete_subtree(&t, 99).unwrap_err(),
        EditError::NoNode { id: 99, last: 12 }
    );
}

#[test]
fn leaf_values_are_checked() {
    let t = aima();
    let Edit { tree, selected } = set_leaf_value(&t, 4, -9).unwrap();
    assert_valid(&tree);
    assert_eq!(selected, 4);
    assert_eq!(tree.to_json(), "[[-9,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(tree.nodes[4].name, "-9");
    let e = set_leaf_value(&t, 4, MAX_LEAF + 1).unwrap_err();
    assert_eq!(
        e,
        EditError::ValueRange {
            value: MAX_LEAF + 1,
            limit: MAX_LEAF
        }
    );
    assert!(set_leaf_value(&t, 4, -MAX_LEAF - 1).is_err());
    assert!(set_leaf_value(&t, 4, MAX_LEAF).is_ok());
    assert!(add_child(&t, 1, i64::MAX).is_err());
    let e = set_leaf_value(&t, 1, 3).unwrap_err();
    assert_eq!(e, EditError::InnerValue { node: "B".into() });
}

#[test]
fn labels_name_nodes_and_blank_restores_the_letter() {
    let t = aima();
    let labelled = set_label(&t, 1, "  left ").unwrap().tree;
    assert_valid(&labelled);
    assert_eq!(labelled.nodes[1].name, "left");
    // Labelled nodes do not use up a letter.
    assert_eq!(labelled.nodes[2].name, "B");
    let leaf = set_label(&labelled, 4, "x").unwrap().tree;
    assert_valid(&leaf);
    assert!(leaf.to_json().contains("{\"label\":\"x\",\"value\":3}"));
    let back = set_label(&set_label(&leaf, 4, "").unwrap().tree, 1, " ")
        .unwrap()
        .tree;
    assert_eq!(back, t);
    assert!(set_label(&t, 1, &"x".repeat(41)).is_err());
    assert!(set_label(&t, 1, "a\nb").is_err());
    let quoted = set_label(&t, 1, "say \"hi\"").unwrap().tree;
    assert_valid(&quoted);
}

/// A long random sequence of edits never produces a tree that does not read back.
#[test]
fn random_edit_sequences_stay_valid() {
    let mut rng = crate::game::random_tree::SplitMix64::new(42);
    let mut t = aima();
    let mut refused = 0;
    for _ in 0..2000 {
        let id = rng.range(0, t.nodes.len() as i64 - 1) as u32;
        let v = rng.range(-50, 50);
        let result = match rng.range(0, 4) {
            0 => add_child(&t, id, v),
            1 => delete_subtree(&t, id),
            2 => set_leaf_value(&t, id, v),
            3 => make_inner(&t, id),
            _ => set_label(&t, id, if v > 0 { "n" } else { "" }),
        };
        match result {
            Ok(Edit { tree, selected }) => {
                assert!((selected as usize) < tree.nodes.len());
                assert_valid(&tree);
                assert_eq!(renumber(&tree).0, tree);
                t = tree;
            }
            Err(e) => {
                // The terse line for logs is one line too.
                let line = e.to_string();
                assert!(!line.is_empty() && !line.contains('\n'), "{e:?}");
                refused += 1;
            }
        }
    }
    assert!(refused > 0 && refused < 2000);
}

// The random tree generator.

fn leaf_depths(t: &TreeSpec) -> Vec<u32> {
    let mut depth = vec![0u32; t.nodes.len()];
    let mut out = vec![];
    for (i, n) in t.nodes.iter().enumerate() {
        for &c in &n.children {
            depth[c as usize] = depth[i] + 1;
        }
        if n.children.is_empty() {
            out.push(depth[i]);
        }
    }
    out
}

#[test]
fn random_trees_parse_and_respect_the_options() {
    for seed in 0..200u64 {
        let opts = RandomTreeOptions {
            depth: (seed % 5) as u32,
            min_children: 1 + (seed % 3) as u32,
            max_children: 1 + (seed % 3) as u32 + (seed % 2) as u32 * 2,
            min_value: -((seed % 7) as i64),
            max_value: (seed % 11) as i64,
            seed,
        };
        let t = random_tree(&opts).unwrap();
        assert_valid(&t);
        assert!(leaf_depths(&t).iter().all(|&d| d == opts.depth), "{opts:?}");
        assert_eq!(t.height(), opts.depth);
        for n in &t.nodes {
            if n.children.is_empty() {
                let v = n.value.unwrap();
                assert!(v >= opts.min_value && v <= opts.max_value, "{v} {opts:?}");
            } else {
                let k = n.children.len() as u32;
                assert!(
                    k >= opts.min_children && k <= opts.max_children,
                    "{k} {opts:?}"
                );
                assert_eq!(n.value, None);
            }
        }
    }
}

#[test]
fn random_trees_are_reproducible_and_vary_with_the_seed() {
    let opts = RandomTreeOptions::default();
    let a = random_tree(&opts).unwrap();
    assert_eq!(random_tree(&opts).unwrap(), a);
    let others: Vec<TreeSpec> = (2..12)
        .map(|seed| {
            random_tree(&RandomTreeOptions {
                seed,
                ..opts.clone()
            })
            .unwrap()
        })
        .collect();
    assert!(others.iter().any(|t| t != &a));
    // A range of branching factors really is used.
    let sizes: std::collections::BTreeSet<usize> = others
        .iter()
        .flat_map(|t| t.nodes.iter().map(|n| n.children.len()))
        .collect();
    assert!(sizes.contains(&2) && sizes.contains(&3), "{sizes:?}");
    // Extreme values stay inside the range.
    let wide = RandomTreeOptions {
        min_value: -MAX_LEAF,
        max_value: MAX_LEAF,
        ..opts.clone()
    };
    assert_valid(&random_tree(&wide).unwrap());
}

#[test]
fn bad_generator_options_are_refused_with_a_reason() {
    let ok = RandomTreeOptions::default();
    let cases = [
        (
            RandomTreeOptions {
                depth: 13,
                ..ok.clone()
            },
            RandomTreeError::TooDeep {
                depth: 13,
                limit: 12,
            },
        ),
        (
            RandomTreeOptions {
                min_children: 0,
                ..ok.clone()
            },
            RandomTreeError::NoBranching,
        ),
        (
            RandomTreeOptions {
                min_children: 4,
                max_children: 2,
                ..ok.clone()
            },
            RandomTreeError::BranchingEmpty { min: 4, max: 2 },
        ),
        (
            RandomTreeOptions {
                min_value: 5,
                max_value: 1,
                ..ok.clone()
            },
            RandomTreeError::ValuesEmpty { min: 5, max: 1 },
        ),
        (
            RandomTreeOptions {
                max_value: i64::MAX,
                ..ok.clone()
            },
            RandomTreeError::ValuesTooWide {
                min: 0,
                max: i64::MAX,
                limit: MAX_LEAF,
            },
        ),
        (
            RandomTreeOptions {
                depth: 12,
                max_children: 10,
                ..ok.clone()
            },
            RandomTreeError::TooManyNodes {
                depth: 12,
                children: 10,
                total: 1_111_111_111_111,
                limit: 100_000,
            },
        ),
    ];
    for (opts, expected) in cases {
        let e = random_tree(&opts).unwrap_err();
        assert_eq!(e, expected, "{opts:?}");
    }
}
