//! What a typed-in or built-in tree is, as a fact: one of the example trees, the tree a link
//! carried, a random tree's seed, an exercise set's tree, or a name of its own (a file's, a
//! program's). The teach crate words it in the learner's language; the engine never shows it.
//!
//! A [`TreeName`] is stored (settings, scenarios in JSON) as the string it has always been
//! stored as: "AIMA figure 5.2", "from the link", "random 7", "exercise 2:7:3". Those strings
//! are storage identifiers, not words for people, and must never change: old settings load
//! through them. [`TreeName::from`] reads one back, and [`Display`](std::fmt::Display) writes it.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The trees the engine has built in: two textbook alpha-beta figures and three small trees
/// with chance nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExampleTree {
    /// AIMA figure 5.2, the book's first alpha-beta example ([`AIMA_TREE`](super::AIMA_TREE)).
    Aima,
    /// The Wikipedia "Alpha–beta pruning" figure's tree
    /// ([`WIKIPEDIA_TREE`](super::WIKIPEDIA_TREE)).
    Wikipedia,
    /// MAX, chance, MIN: the layers of AIMA's figure 5.11.
    ChanceLayers,
    /// A sure thing or a gamble: a plain move against a throw.
    SureOrGamble,
    /// Uneven odds: chance nodes whose outcomes are not equally likely.
    UnevenOdds,
}

impl ExampleTree {
    /// Every example tree: the textbook trees, then the chance trees.
    pub(crate) const ALL: [ExampleTree; 5] = [
        ExampleTree::Aima,
        ExampleTree::Wikipedia,
        ExampleTree::ChanceLayers,
        ExampleTree::SureOrGamble,
        ExampleTree::UnevenOdds,
    ];

    /// The tree in the JSON notation (docs/trees.md).
    pub fn json(self) -> &'static str {
        match self {
            ExampleTree::Aima => super::AIMA_TREE,
            ExampleTree::Wikipedia => super::WIKIPEDIA_TREE,
            ExampleTree::ChanceLayers => {
                r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#
            }
            ExampleTree::SureOrGamble => {
                r#"[{"label":"safe","children":[4,5]},{"label":"gamble","chance":[[0.5,[8,9]],[0.5,[1,2]]]}]"#
            }
            ExampleTree::UnevenOdds => {
                r#"[{"chance":[[0.25,10],[0.75,{"chance":[[0.5,0],[0.5,4]]}]]},{"chance":[[0.6,3],[0.4,[5,1]]]},2]"#
            }
        }
    }

    /// Whether the tree has chance nodes (so only expectiminimax and MCTS search it).
    pub fn has_chance(self) -> bool {
        !matches!(self, ExampleTree::Aima | ExampleTree::Wikipedia)
    }

    /// The storage identifier scenarios have always saved for this tree (not words to show).
    fn stored(self) -> &'static str {
        match self {
            ExampleTree::Aima => "AIMA figure 5.2",
            ExampleTree::Wikipedia => "Wikipedia's alpha-beta tree",
            ExampleTree::ChanceLayers => "MAX, chance, MIN",
            ExampleTree::SureOrGamble => "a sure thing or a gamble",
            ExampleTree::UnevenOdds => "uneven odds",
        }
    }
}

/// What a tree given as text is, for titles and messages (which the teach crate words). It is
/// saved as one string, exactly the string scenarios have always saved (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum TreeName {
    /// One of the built-in trees.
    Example(ExampleTree),
    /// The tree a link carried.
    FromLink,
    /// The tree built in the tree editor.
    Edited,
    /// A random tree drawn from this seed (see [`random_tree`](crate::game::random_tree)).
    Random {
        /// The seed it was drawn from.
        seed: u64,
    },
    /// Tree `tree` (from 1) of the exercise set (`level`, `seed`), as the `exercises` module
    /// draws it.
    SetTree {
        /// The set's level.
        level: u8,
        /// The set's seed.
        seed: u64,
        /// Which tree of the set, from 1.
        tree: u32,
    },
    /// Any other name, shown as it is: a file's, a program's. Reading a stored string
    /// ([`TreeName::from`]) gives this only when no other variant is stored as that string.
    Named(String),
}

/// How a random tree's seed is stored: "random 7".
const RANDOM_PREFIX: &str = "random ";
/// How an exercise set's tree is stored: "exercise 2:7:3".
const SET_TREE_PREFIX: &str = "exercise ";
/// How the tree a link carried is stored.
const FROM_LINK: &str = "from the link";
/// How the tree editor's tree is stored.
const EDITED: &str = "edited tree";

impl fmt::Display for TreeName {
    /// The stored string: "AIMA figure 5.2", "from the link", "random 7", "exercise 2:7:3",
    /// or the name itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeName::Example(e) => f.write_str(e.stored()),
            TreeName::FromLink => f.write_str(FROM_LINK),
            TreeName::Edited => f.write_str(EDITED),
            TreeName::Random { seed } => write!(f, "{RANDOM_PREFIX}{seed}"),
            TreeName::SetTree { level, seed, tree } => {
                write!(f, "{SET_TREE_PREFIX}{level}:{seed}:{tree}")
            }
            TreeName::Named(name) => f.write_str(name),
        }
    }
}

/// The variant a stored string names other than [`TreeName::Named`], if any (not checked to
/// be written back the same).
fn parse_known(s: &str) -> Option<TreeName> {
    if s == FROM_LINK {
        return Some(TreeName::FromLink);
    }
    if s == EDITED {
        return Some(TreeName::Edited);
    }
    if let Some(e) = ExampleTree::ALL.into_iter().find(|e| e.stored() == s) {
        return Some(TreeName::Example(e));
    }
    if let Some(seed) = s.strip_prefix(RANDOM_PREFIX) {
        return seed.parse().ok().map(|seed| TreeName::Random { seed });
    }
    let mut parts = s.strip_prefix(SET_TREE_PREFIX)?.split(':');
    let level = parts.next()?.parse().ok()?;
    let seed = parts.next()?.parse().ok()?;
    let tree = parts.next()?.parse().ok()?;
    parts
        .next()
        .is_none()
        .then_some(TreeName::SetTree { level, seed, tree })
}

impl From<&str> for TreeName {
    /// Reads a stored name back. A string that is written back differently ("random 07") is
    /// a [`TreeName::Named`], so every stored string is saved again byte for byte.
    fn from(s: &str) -> Self {
        match parse_known(s) {
            Some(known) if known.to_string() == s => known,
            _ => TreeName::Named(s.to_string()),
        }
    }
}

impl From<String> for TreeName {
    /// Reads a stored name back, as from a `&str`.
    fn from(s: String) -> Self {
        match parse_known(&s) {
            Some(known) if known.to_string() == s => known,
            _ => TreeName::Named(s),
        }
    }
}

impl From<TreeName> for String {
    /// The stored string, as [`Display`](fmt::Display) writes it.
    fn from(name: TreeName) -> Self {
        match name {
            TreeName::Named(s) => s,
            other => other.to_string(),
        }
    }
}

impl From<ExampleTree> for TreeName {
    /// The example tree's name.
    fn from(e: ExampleTree) -> Self {
        TreeName::Example(e)
    }
}
