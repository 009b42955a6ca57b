//! Abstract game trees (docs/trees.md): a number is a leaf, an array an inner node, an object
//! `{"label", "children" | "value"}` a named node. Players alternate by depth. The tree is
//! read in `tree/json.rs` (or `parens.rs`), written back in `tree/write.rs`, and played here.

mod json;
mod json_shapes;
mod write;

pub(in crate::game) use json::RawNode;

use super::tree_error::TreeError;
use super::{Evaluate, Player, PositionView, Present, Rules};
use std::sync::Arc;

/// Leaf values must fit in a JSON-safe integer so every tool reading our output agrees.
pub const MAX_LEAF: i64 = 1 << 53;
/// Largest tree file read, so a wrong file cannot exhaust memory.
pub const MAX_FILE_BYTES: u64 = 64 << 20;
/// Most nodes a tree may have (a 1,000 × 1,000 tree has about half of that), so memory stays
/// bounded whatever the file says.
pub const MAX_TREE_NODES: usize = 2_000_000;
/// Longest label accepted, in characters: names are for drawing beside a node.
pub const MAX_LABEL_CHARS: usize = 200;
/// How many levels below the root a node may be (so a tree is at most 127 edges high), in
/// either notation and whatever a level is written with: `[`, `{"children":[` or
/// `{"chance":[[p,` in JSON, `(` in the 15-150 notation. The readers count levels, not
/// brackets, and never read further down, which keeps parsing, searching and dropping a tree
/// well within the stack.
pub const MAX_NESTING: usize = 127;

/// One node of a parsed tree.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNodeSpec {
    /// The label written in the file, if any.
    pub label: Option<String>,
    /// The name shown to people: the label, else a letter (inner nodes, breadth-first: A, B, …)
    /// or the value (leaves).
    pub name: String,
    /// A leaf's value; on an inner node, an optional estimate used by depth-limited search.
    pub value: Option<i64>,
    /// Arena indices of the children, left to right (empty for a leaf).
    pub children: Vec<u32>,
    /// A chance node's probability of each child, in the same order; empty for the nodes
    /// where a player moves.
    pub probabilities: Vec<f64>,
}

/// A whole tree in an arena; node 0 is the root, nodes are numbered breadth-first.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeSpec {
    /// Every node, indexed by its number (0 the root).
    pub nodes: Vec<TreeNodeSpec>,
}

/// Spreadsheet-style letters: 0 → A, 25 → Z, 26 → AA.
pub(crate) fn letters(mut i: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (i % 26) as u8);
        if i < 26 {
            break;
        }
        i = i / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

impl TreeSpec {
    /// Parses a tree in either notation (docs/trees.md). Errors say what is wrong and where (line,
    /// column).
    pub fn parse(text: &str) -> Result<TreeSpec, TreeError> {
        // A byte-order mark (some editors write one) is not part of the tree; columns count
        // from the first character after it.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(TreeError::Empty);
        }
        if super::parens::is_parens(text) {
            return super::parens::parse(text).map(Self::from_raw);
        }
        json::read(text).map(Self::from_raw)
    }

    /// Reads and parses a tree file; the error names the file.
    pub fn read(path: &std::path::Path) -> Result<TreeSpec, TreeError> {
        use crate::files::{ReadError, read_limited};
        let bytes = read_limited(path, MAX_FILE_BYTES).map_err(|e| match e {
            ReadError::Io { source, .. } => TreeError::Unreadable {
                path: path.to_path_buf(),
                source,
            },
            ReadError::NotAFile {
                kind: crate::files::FileKind::Directory,
                ..
            } => TreeError::Directory {
                path: path.to_path_buf(),
            },
            ReadError::NotAFile { kind, .. } => TreeError::NotAFile {
                path: path.to_path_buf(),
                kind,
            },
            ReadError::TooLarge { limit, .. } => TreeError::TooLarge {
                path: path.to_path_buf(),
                limit,
            },
        })?;
        let text = String::from_utf8(bytes).map_err(|e| TreeError::NotText {
            path: path.to_path_buf(),
            offset: e.utf8_error().valid_up_to(),
        })?;
        Self::parse(&text).map_err(|e| TreeError::InFile {
            path: path.to_path_buf(),
            error: Box::new(e),
        })
    }

    /// Whether node `id` has no children.
    pub fn is_leaf(&self, id: u32) -> bool {
        self.nodes[id as usize].children.is_empty()
    }

    /// Height in edges.
    pub fn height(&self) -> u32 {
        let mut depth = vec![0u32; self.nodes.len()];
        let mut h = 0;
        for (i, n) in self.nodes.iter().enumerate() {
            for &c in &n.children {
                depth[c as usize] = depth[i] + 1;
                h = h.max(depth[i] + 1);
            }
        }
        h
    }
}

/// A position in an abstract tree: which node we are at, and the way back up.
#[derive(Clone, Debug)]
pub struct TreeGame {
    spec: Arc<TreeSpec>,
    at: u32,
    path: Vec<u32>,
    root_player: Player,
    has_chance: bool,
}

impl TreeGame {
    /// Play on `spec` from its root; `root_player` is MAX unless `--min-root`.
    pub fn new(spec: Arc<TreeSpec>, root_player: Player) -> Self {
        let has_chance = spec.nodes.iter().any(|n| !n.probabilities.is_empty());
        TreeGame {
            spec,
            at: 0,
            path: Vec::new(),
            root_player,
            has_chance,
        }
    }

    /// The tree being played on.
    pub(crate) fn spec(&self) -> &Arc<TreeSpec> {
        &self.spec
    }

    /// The arena index of the current node.
    pub(crate) fn node(&self) -> u32 {
        self.at
    }

    fn estimate(&self, id: u32) -> Option<i64> {
        self.spec.nodes[id as usize].value
    }
}

impl Rules for TreeGame {
    /// The index of a child, left to right.
    type Move = u32;

    /// Players alternate by depth; a chance node passes the turn on unchanged, so under
    /// MAX → chance the children are MIN's (AIMA figure 5.11). At a chance node: the player who
    /// moves after it.
    fn to_move(&self) -> Player {
        let turns = if self.has_chance {
            let nodes = &self.spec.nodes;
            self.path
                .iter()
                .filter(|&&a| nodes[a as usize].probabilities.is_empty())
                .count()
        } else {
            self.path.len()
        };
        if turns.is_multiple_of(2) {
            self.root_player
        } else {
            self.root_player.other()
        }
    }

    fn chance(&self) -> Option<Vec<f64>> {
        let p = &self.spec.nodes[self.at as usize].probabilities;
        (!p.is_empty()).then(|| p.clone())
    }

    fn has_chance(&self) -> bool {
        self.has_chance
    }

    fn moves(&self, out: &mut Vec<u32>) {
        out.extend(0..self.spec.nodes[self.at as usize].children.len() as u32);
    }

    fn play(&mut self, child: u32) {
        self.path.push(self.at);
        self.at = self.spec.nodes[self.at as usize].children[child as usize];
    }

    fn undo(&mut self, _child: u32) {
        if let Some(parent) = self.path.pop() {
            self.at = parent;
        }
    }

    fn outcome(&self) -> Option<i64> {
        if self.spec.is_leaf(self.at) {
            self.estimate(self.at)
        } else {
            None
        }
    }

    fn move_code(child: u32) -> u32 {
        child
    }

    fn move_from_code(&self, code: u32) -> Option<u32> {
        ((code as usize) < self.spec.nodes[self.at as usize].children.len()).then_some(code)
    }

    fn key(&self) -> u64 {
        self.at as u64
    }

    fn describe(&self) -> String {
        self.spec.nodes[self.at as usize].name.clone()
    }
}

impl Evaluate for TreeGame {
    /// An inner node's `value` if the file gives one, else 0.
    fn evaluate(&self) -> i64 {
        self.estimate(self.at).unwrap_or(0)
    }

    /// Children whose value is known without search (leaves, estimates) best-first for the
    /// player to move; the others keep their order after them.
    fn ordering_key(&self, child: u32) -> i64 {
        let id = self.spec.nodes[self.at as usize].children[child as usize];
        match (self.estimate(id), self.to_move()) {
            (Some(v), Player::Max) => -v,
            (Some(v), Player::Min) => v,
            (None, _) => MAX_LEAF + 1,
        }
    }
}

impl Present for TreeGame {
    /// The child's label, its letter for an unlabeled inner node, `#k` for the k-th leaf.
    fn move_text(&self, child: u32) -> String {
        let id = self.spec.nodes[self.at as usize].children[child as usize];
        let node = &self.spec.nodes[id as usize];
        match (&node.label, node.children.is_empty()) {
            (Some(l), _) => l.clone(),
            (None, false) => node.name.clone(),
            (None, true) => format!("#{}", child + 1),
        }
    }

    /// Both children's move texts are `#k` and their names (their values) are the same.
    fn same_unnamed_child(&self, a: u32, b: u32) -> bool {
        let children = &self.spec.nodes[self.at as usize].children;
        let node = |c: u32| &self.spec.nodes[children[c as usize] as usize];
        let unnamed = |c: u32| match (&node(c).label, node(c).children.is_empty()) {
            (Some(label), _) => label.starts_with('#'),
            (None, leaf) => leaf,
        };
        unnamed(a) && unnamed(b) && node(a).name == node(b).name
    }

    fn view(&self) -> PositionView {
        PositionView::Tree {
            label: self.spec.nodes[self.at as usize].name.clone(),
        }
    }

    fn show_pruned_subtrees(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tree_error::TreeProblem;

    #[test]
    fn parses_aima_and_labels_breadth_first() {
        let t = TreeSpec::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        assert_eq!(t.nodes.len(), 13);
        let names: Vec<&str> = t.nodes[..4].iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "C", "D"]);
        assert_eq!(t.nodes[4].value, Some(3));
        assert_eq!(t.height(), 2);
    }

    #[test]
    fn errors_name_the_place() {
        let err = |t: &str| TreeSpec::parse(t).unwrap_err();
        let e = err("[[3,12,8],\n[]]");
        assert!(matches!(
            e,
            TreeError::Invalid {
                line: 2,
                problem: TreeProblem::NoChildren,
                ..
            }
        ));
        assert!(e.to_string().starts_with("line 2, column"), "{e}");
        assert!(matches!(
            err("[1.5]").problem(),
            Some(TreeProblem::Fraction { value }) if value == "1.5"
        ));
        assert!(matches!(
            err("[1, \"x\"]").problem(),
            Some(TreeProblem::TextNotANode { text }) if text == "\"x\""
        ));
        assert!(matches!(
            err("{\"a\": 1}").problem(),
            Some(TreeProblem::UnknownKey { key }) if key == "\"a\""
        ));
        assert!(matches!(
            err("[99999999999999999999]").problem(),
            Some(TreeProblem::LeafTooLarge { .. })
        ));
        assert!(matches!(err(""), TreeError::Empty));
        let deep = "[".repeat(200_000) + &"]".repeat(200_000);
        assert!(matches!(err(&deep), TreeError::TooDeep { limit, .. } if limit == MAX_NESTING));
    }

    #[test]
    fn round_trips_through_text() {
        for text in [
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "{\"label\":\"R\",\"children\":[{\"label\":\"x\",\"value\":3},[1,2]]}",
            "7",
        ] {
            let t = TreeSpec::parse(text).unwrap();
            assert_eq!(t.to_json(), text);
            assert_eq!(TreeSpec::parse(&t.to_json()).unwrap(), t);
        }
    }

    #[test]
    fn letters_continue_past_z() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
    }
}
