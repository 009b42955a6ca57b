//! The 15-150 visualizer's notation against a writer in the test: random trees written with
//! random spacing read back as the same tree, the engine writes them back readably, and
//! mistakes are reported at their line and column.

use crate::support::Tree;
use gametree_engine::game::tree::MAX_NESTING;
use gametree_engine::game::{NotationProblem, TreeError, TreeNotation, TreeProblem, TreeSpec};
use proptest::prelude::*;

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (-999i64..1000).prop_map(Tree::Leaf);
    leaf.prop_recursive(5, 60, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

/// `t` in the notation, with `space(i)` between tokens.
fn parens(t: &Tree, space: &mut impl FnMut() -> &'static str) -> String {
    match t {
        Tree::Leaf(v) => format!("({}{v}{})", space(), space()),
        Tree::Node(kids) => {
            let mut s = format!("({}", space());
            for k in kids {
                s += &parens(k, space);
                s += space();
            }
            s + ")"
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn parenthesised_trees_read_as_their_json(t in tree(), spaces in prop::collection::vec(0usize..4, 1..200)) {
        let pick = ["", " ", "\n", "\t "];
        let mut i = 0;
        let mut space = || { i += 1; pick[spaces[i % spaces.len()]] };
        let text = parens(&t, &mut space);
        let read = TreeSpec::parse(&text);
        prop_assert!(read.is_ok(), "{}: {:?}", text, read.err());
        let read = read.unwrap();
        prop_assert_eq!(read.to_json(), t.to_json());
        // Written back, it reads as the same tree again.
        let again = TreeSpec::parse(&read.to_parens()).unwrap();
        prop_assert_eq!(again.to_json(), t.to_json());
        prop_assert_eq!(read.to_parens(), parens(&t, &mut || ""));
    }
}

#[test]
fn aima_in_the_15_150_notation() {
    let t = TreeSpec::parse("(((3)(12)(8))((2)(4)(6))((14)(5)(2)))").unwrap();
    assert_eq!(t.to_json(), "[[3,12,8],[2,4,6],[14,5,2]]");
    let t = TreeSpec::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    assert_eq!(t.to_parens(), "(((3)(12)(8))((2)(4)(6))((14)(5)(2)))");
}

#[test]
fn mistakes_are_placed_by_line_and_column() {
    let err = |text: &str| TreeSpec::parse(text).unwrap_err();
    let at = |e: &TreeError| e.position();
    // An unexpected character.
    let e = err("(((3)(12)(8))\n ((2) (4)(6))\n((14)(5) x))");
    assert!(matches!(e, TreeError::Notation { .. }), "{e}");
    assert_eq!(at(&e), Some((3, 10)));
    // The text stops early.
    let e = err("((3)(12)");
    assert!(
        matches!(
            e,
            TreeError::CutShort {
                line: 1,
                column: 9,
                notation: TreeNotation::Parens
            }
        ),
        "{e}"
    );
    // An empty inner node, a leaf with two numbers, something after the tree.
    assert_eq!(at(&err("(()(1))")), Some((1, 3)));
    assert!(matches!(
        err("(()(1))"),
        TreeError::Notation {
            what: NotationProblem::NoChildren,
            ..
        }
    ));
    assert!(matches!(
        err("((3 4))"),
        TreeError::Notation {
            what: NotationProblem::LeafClose,
            ..
        }
    ));
    let e = err("((1)(2)) (3)");
    assert_eq!(at(&e), Some((1, 10)));
    assert!(
        matches!(
            e,
            TreeError::Notation {
                what: NotationProblem::Trailing,
                ..
            }
        ),
        "{e:?}"
    );
    // Too deep, too big a leaf.
    let deep = "(".repeat(200) + "(1)" + &")".repeat(200);
    assert!(matches!(err(&deep), TreeError::TooDeep { .. }));
    assert!(matches!(
        err("((99999999999999999999))").problem(),
        Some(TreeProblem::LeafTooLarge { .. })
    ));
}

/// Issue 25, item 15: nesting is counted in tree levels, as in JSON: a leaf 127 levels below
/// the root is read, one more level is refused with the limit.
#[test]
fn nesting_is_counted_in_levels() {
    let chain = |levels: usize| "(".repeat(levels) + "(1)" + &")".repeat(levels);
    let deepest = TreeSpec::parse(&chain(MAX_NESTING)).unwrap();
    assert_eq!(deepest.height() as usize, MAX_NESTING);
    assert_eq!(
        TreeSpec::parse(&("[".repeat(MAX_NESTING) + "1" + &"]".repeat(MAX_NESTING)))
            .unwrap()
            .height(),
        deepest.height()
    );
    let e = TreeSpec::parse(&chain(MAX_NESTING + 1)).unwrap_err();
    assert!(
        matches!(e, TreeError::TooDeep { line: 1, column: 129, limit } if limit == MAX_NESTING),
        "{e:?}"
    );
}
