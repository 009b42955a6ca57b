//! Tree names are stored as the strings they always were (issue 38): every [`TreeName`] is
//! saved in JSON as exactly the string a scenario saved before names had a type, and reading
//! those strings gives the variants back, so old settings load and new ones are the same bytes.

use crate::scenario::{
    CHANCE_EXAMPLE_TREES, EXAMPLE_TREES, ExampleTree, GameChoice, Scenario, TreeName, TreeSource,
};

/// Every kind of name with the string scenarios have always stored for it.
fn stored() -> Vec<(TreeName, &'static str)> {
    use ExampleTree::*;
    vec![
        (TreeName::Example(Aima), "AIMA figure 5.2"),
        (TreeName::Example(Wikipedia), "Wikipedia's alpha-beta tree"),
        (TreeName::Example(ChanceLayers), "MAX, chance, MIN"),
        (TreeName::Example(SureOrGamble), "a sure thing or a gamble"),
        (TreeName::Example(UnevenOdds), "uneven odds"),
        (TreeName::FromLink, "from the link"),
        (TreeName::Edited, "edited tree"),
        (TreeName::Random { seed: 7 }, "random 7"),
        (
            TreeName::Random { seed: u64::MAX },
            "random 18446744073709551615",
        ),
        (
            TreeName::SetTree {
                level: 2,
                seed: 7,
                tree: 3,
            },
            "exercise 2:7:3",
        ),
        (TreeName::Named("my tree".into()), "my tree"),
        (TreeName::Named("tree.json".into()), "tree.json"),
        (TreeName::Named(String::new()), ""),
    ]
}

#[test]
fn every_name_is_stored_as_the_string_it_always_was() {
    for (name, text) in stored() {
        let json = serde_json::to_string(&name).unwrap();
        assert_eq!(json, serde_json::to_string(text).unwrap(), "{name:?}");
        assert_eq!(name.to_string(), text);
        assert_eq!(String::from(name.clone()), text);
        let back: TreeName = serde_json::from_str(&json).unwrap();
        assert_eq!(back, name, "{json}");
        assert_eq!(TreeName::from(text), name);
        assert_eq!(TreeName::from(text.to_string()), name);
    }
}

#[test]
fn every_example_tree_has_a_stored_name() {
    let names: Vec<_> = stored().into_iter().map(|(n, _)| n).collect();
    for e in ExampleTree::ALL {
        assert!(names.contains(&TreeName::Example(e)), "{e:?}");
    }
    assert_eq!(
        EXAMPLE_TREES
            .iter()
            .chain(&CHANCE_EXAMPLE_TREES)
            .copied()
            .collect::<Vec<_>>(),
        ExampleTree::ALL
    );
    assert!(CHANCE_EXAMPLE_TREES.iter().all(|e| e.has_chance()));
    assert!(!EXAMPLE_TREES.iter().any(|e| e.has_chance()));
}

/// Strings no variant writes back the same way stay names of their own, so they are saved
/// again byte for byte.
#[test]
fn strings_no_variant_writes_are_names_of_their_own() {
    for text in [
        "random 07",
        "random +7",
        "random ",
        "random seven",
        "random 18446744073709551616",
        "exercise 2:7",
        "exercise 2:7:3:1",
        "exercise 02:7:3",
        "exercise 300:7:3",
        "aima figure 5.2",
        "from the link ",
    ] {
        let name = TreeName::from(text);
        assert_eq!(name, TreeName::Named(text.into()));
        let json = serde_json::to_string(&name).unwrap();
        assert_eq!(json, serde_json::to_string(text).unwrap());
    }
}

/// A whole scenario saves its tree's name where and as it always did.
#[test]
fn a_scenario_saves_the_name_as_before() {
    let json = serde_json::to_string(&Scenario::default().game).unwrap();
    assert_eq!(
        json,
        r#"{"tree":{"source":{"text":{"name":"AIMA figure 5.2","json":"[[3,12,8],[2,4,6],[14,5,2]]"}},"min_root":false}}"#
    );
    let old =
        r#"{"tree":{"source":{"text":{"name":"exercise 4:11:2","json":"[1,2]"}},"min_root":true}}"#;
    let game: GameChoice = serde_json::from_str(old).unwrap();
    assert_eq!(
        game,
        GameChoice::Tree {
            source: TreeSource::Text {
                name: TreeName::SetTree {
                    level: 4,
                    seed: 11,
                    tree: 2
                },
                json: "[1,2]".into(),
            },
            min_root: true,
        }
    );
    assert_eq!(serde_json::to_string(&game).unwrap(), old);
}
