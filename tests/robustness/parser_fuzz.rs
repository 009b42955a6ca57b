//! Property tests for the tree-file parser (`TreeSpec::parse`): arbitrary bytes and random
//! JSON-like text never make it panic and always give a one-line error or a tree; generated
//! valid trees parse to the shape they were written with and round-trip through `to_json`.
//! `PROPTEST_CASES=N` runs more cases (the cargo-fuzz target in fuzz/ goes further).

use gametree::game::tree::MAX_LEAF;
use gametree::game::{TreeError, TreeProblem, TreeSpec};
use gametree::teach::Say;
use proptest::prelude::*;

/// Modest by default so `cargo test` stays fast; PROPTEST_CASES overrides.
fn config() -> ProptestConfig {
    let mut c = ProptestConfig::default();
    if std::env::var("PROPTEST_CASES").is_err() {
        c.cases = 300;
    }
    c
}

/// Parses, and checks the contract: a tree that writes back to itself, or one error line.
fn parse_checked(text: &str) -> Result<TreeSpec, TreeError> {
    let parsed = TreeSpec::parse(text);
    match &parsed {
        Ok(tree) => {
            let again = TreeSpec::parse(&tree.to_json());
            assert_eq!(
                again.as_ref().ok(),
                Some(tree),
                "to_json of {text:?} does not round-trip"
            );
        }
        Err(e) => {
            let line = e.to_string();
            assert!(
                !line.trim().is_empty() && !line.contains('\n') && line.len() < 400,
                "error for {text:?} is not one short line: {line:?}"
            );
        }
    }
    parsed
}

/// JSON-ish text: valid JSON values of any kind, nested at random, with numbers and keys
/// chosen to hit the parser's edges, sometimes damaged afterwards.
fn json_ish() -> impl Strategy<Value = String> {
    let number = prop_oneof![
        (-20i64..20).prop_map(|n| n.to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        Just(MAX_LEAF.to_string()),
        Just((MAX_LEAF + 1).to_string()),
        Just(format!("-{}", MAX_LEAF + 1)),
        Just("99999999999999999999".to_string()),
        Just("-0".to_string()),
        Just("1e30".to_string()),
        Just("1e400".to_string()),
        Just("3.0".to_string()),
        any::<f64>().prop_map(|f| format!("{f:?}")),
        "-?[0-9]{1,3}(\\.[0-9]{1,3})?([eE][-+]?[0-9]{1,3})?",
    ];
    let string = prop_oneof![
        "[a-zA-Z0-9 ]{0,6}".prop_map(|s| format!("\"{s}\"")),
        Just("\"\\n\\u00e9\\\"\"".to_string()),
        Just("\"\\ud800\"".to_string()),
        ".{0,8}".prop_map(|s| serde_json::Value::String(s).to_string()),
    ];
    let leaf = prop_oneof![
        4 => number,
        1 => string.clone(),
        1 => Just("true".to_string()),
        1 => Just("null".to_string()),
    ];
    let key = prop_oneof![
        3 => Just("\"children\"".to_string()),
        3 => Just("\"value\"".to_string()),
        3 => Just("\"label\"".to_string()),
        1 => string,
    ];
    let value = leaf.prop_recursive(6, 64, 5, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec((key.clone(), inner), 0..4).prop_map(|kv| {
                let pairs: Vec<String> = kv.into_iter().map(|(k, v)| format!("{k}:{v}")).collect();
                format!("{{{}}}", pairs.join(","))
            }),
        ]
    });
    (
        value,
        0usize..4,
        any::<prop::sample::Index>(),
        any::<char>(),
    )
        .prop_map(|(text, damage, at, c)| {
            let cut = at.index(text.len() + 1);
            let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap();
            match damage {
                0 => text[..cut].to_string(),
                1 => format!("{}{c}{}", &text[..cut], &text[cut..]),
                _ => format!(" {text}\n"),
            }
        })
}

/// A tree as written in a file, to compare the parse against.
#[derive(Clone, Debug)]
enum Tree {
    Leaf(i64, Option<String>),
    Inner(Vec<Tree>, Option<String>, Option<i64>),
}

impl Tree {
    fn text(&self) -> String {
        let label = |l: &Option<String>| {
            l.as_ref()
                .map(|l| format!("\"label\":{},", serde_json::Value::String(l.clone())))
                .unwrap_or_default()
        };
        match self {
            Tree::Leaf(v, None) => v.to_string(),
            Tree::Leaf(v, l) => format!("{{{}\"value\":{v}}}", label(l)),
            Tree::Inner(c, None, None) => format!("[{}]", Self::list(c)),
            Tree::Inner(c, l, est) => {
                let est = est.map(|v| format!("\"value\":{v},")).unwrap_or_default();
                format!("{{{}{est}\"children\":[{}]}}", label(l), Self::list(c))
            }
        }
    }

    fn list(children: &[Tree]) -> String {
        children
            .iter()
            .map(Tree::text)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// (depth, value, label) of every node in depth-first order.
    fn walk(&self, depth: usize, out: &mut Vec<(usize, Option<i64>, Option<String>)>) {
        match self {
            Tree::Leaf(v, l) => out.push((depth, Some(*v), l.clone())),
            Tree::Inner(c, l, est) => {
                out.push((depth, *est, l.clone()));
                for child in c {
                    child.walk(depth + 1, out);
                }
            }
        }
    }
}

/// The same walk over a parsed tree.
fn walk_spec(
    spec: &TreeSpec,
    id: u32,
    depth: usize,
    out: &mut Vec<(usize, Option<i64>, Option<String>)>,
) {
    let node = &spec.nodes[id as usize];
    out.push((depth, node.value, node.label.clone()));
    for &c in &node.children {
        walk_spec(spec, c, depth + 1, out);
    }
}

fn valid_tree() -> impl Strategy<Value = Tree> {
    // Labels are printable text (controls and non-characters are refused, see edge_cases):
    // every plane's last two code points are non-characters too (U+7FFFE came up once).
    let printable = "[^\\p{Cc}\u{fffe}\u{ffff}\u{fdd0}-\u{fdef}]{0,6}"
        .prop_filter("printable labels", |l: &String| {
            l.chars().all(gametree::game::is_printable)
        });
    let label = prop::option::weighted(0.3, printable);
    let value = prop_oneof![-100i64..100, -MAX_LEAF..=MAX_LEAF];
    let leaf = (value.clone(), label.clone()).prop_map(|(v, l)| Tree::Leaf(v, l));
    leaf.prop_recursive(7, 200, 6, move |inner| {
        (
            prop::collection::vec(inner, 1..6),
            label.clone(),
            prop::option::weighted(0.2, value.clone()),
        )
            .prop_map(|(c, l, e)| Tree::Inner(c, l, e))
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let _ = parse_checked(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn json_ish_text_never_panics(text in json_ish()) {
        let _ = parse_checked(&text);
    }

    #[test]
    fn valid_trees_parse_to_their_shape_and_round_trip(tree in valid_tree()) {
        let text = tree.text();
        let spec = parse_checked(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        let (mut written, mut parsed) = (Vec::new(), Vec::new());
        tree.walk(0, &mut written);
        walk_spec(&spec, 0, 0, &mut parsed);
        prop_assert_eq!(parsed, written);
        // Breadth-first numbering: every child comes after its parent.
        for (i, n) in spec.nodes.iter().enumerate() {
            prop_assert!(n.children.iter().all(|&c| c as usize > i));
        }
    }
}

/// Edges found while writing the properties, kept as plain regression tests.
#[test]
fn edge_cases() {
    let ok = |t: &str| parse_checked(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    let err = |t: &str| parse_checked(t).expect_err(t);
    assert_eq!(
        ok(&format!("[{MAX_LEAF},-{MAX_LEAF}]")).nodes[2].value,
        Some(-MAX_LEAF)
    );
    let big = err(&format!("[{}]", MAX_LEAF + 1));
    assert!(
        matches!(
            big.problem(),
            Some(TreeProblem::LeafTooLarge { limit, .. }) if *limit == MAX_LEAF
        ),
        "{big:?}"
    );
    assert_eq!(big.position().map(|(line, _)| line), Some(1));
    // JSON reads -0 as a float; it is still the whole number 0.
    assert_eq!(ok("[-0]").nodes[1].value, Some(0));
    assert_eq!(ok("{\"value\":-0}").nodes[0].value, Some(0));
    assert!(
        matches!(err("[0.0]").problem(), Some(TreeProblem::DecimalWhole { whole, .. }) if whole == "0"),
        "{:?}",
        err("[0.0]")
    );
    assert!(err("[0.0]").say().contains("whole number 0"));
    assert_eq!(err("[1e400]").position().map(|p| p.0), Some(1));
    assert_eq!(err("[\"\\ud800\"]").position().map(|p| p.0), Some(1));
    assert_eq!(
        err("{\"label\":\"\\ud800\",\"value\":1}")
            .position()
            .map(|p| p.0),
        Some(1)
    );
    assert!(matches!(err("[]").problem(), Some(TreeProblem::NoChildren)));
    assert!(matches!(err("   "), TreeError::Empty));
    assert!(matches!(err("[[1,2]"), TreeError::CutShort { line: 1, .. }));
    assert!(matches!(
        err(&format!("{}1{}", "[".repeat(200), "]".repeat(200))),
        TreeError::TooDeep { limit: 127, .. }
    ));
    // Labels with quotes and non-ASCII survive a round trip…
    let t = ok("{\"label\":\"a \\\"b\\\" é 中\",\"children\":[1]}");
    assert_eq!(t.nodes[0].label.as_deref(), Some("a \"b\" é 中"));
    // …but not a newline, a NUL or a non-character: they cannot be shown.
    for bad in ["\\n", "\\u0000", "\\uffff"] {
        let e = err(&format!("{{\"label\":\"a{bad}b\",\"value\":1}}"));
        assert!(
            matches!(e.problem(), Some(TreeProblem::LabelCharacter { .. })),
            "{e:?}"
        );
    }
    // An estimate on an inner node without a label.
    let t = ok("{\"value\":4,\"children\":[1,2]}");
    assert_eq!(t.nodes[0].value, Some(4));
    // Found by json_ish_text_never_panics: a tiny float once printed 300 digits.
    let e = err("[1.96667035873557e-309]").to_string();
    assert!(e.contains("1.96667035873557e-309") && e.len() < 200, "{e}");
    // Long text in an error is cut short.
    let long = format!("[\"{}\"]", "x".repeat(10_000));
    assert!(err(&long).to_string().len() < 300);
}
