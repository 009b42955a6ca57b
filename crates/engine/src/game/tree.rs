//! Abstract game trees read from JSON (SPEC.md): a number is a leaf, an array an inner node,
//! an object `{"label", "children" | "value"}` a named node. Players alternate by depth.

use super::tree_error::{JsonKind, TreeError, TreeProblem};
use super::{Evaluate, Player, PositionView, Present, Rules};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;
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
/// How deep brackets may nest (`[` and `{` together): serde_json's recursion limit, which keeps
/// parsing, searching and dropping a tree well within the stack.
pub const MAX_NESTING: usize = 127;

thread_local! {
    /// Nodes read so far by the parse running on this thread.
    static NODES_READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The problem the parse on this thread stopped at, as a value (serde carries only text).
    static PROBLEM: std::cell::RefCell<Option<TreeProblem>> = const { std::cell::RefCell::new(None) };
}

/// Stops the parse at `problem`, keeping it as a value for [`TreeError::Invalid`].
fn fail<E: de::Error>(problem: TreeProblem) -> E {
    let e = E::custom(&problem);
    PROBLEM.with(|p| *p.borrow_mut() = Some(problem));
    e
}

/// Counts one more node, failing once the tree passes [`MAX_TREE_NODES`].
fn count_node<E: de::Error>() -> Result<(), E> {
    let n = NODES_READ.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    if n > MAX_TREE_NODES {
        Err(fail(TreeProblem::TooManyNodes {
            limit: MAX_TREE_NODES,
        }))
    } else {
        Ok(())
    }
}

/// Text from the file, shown in an error: quoted and escaped (so it stays on one line) and
/// cut short if long.
fn quote(text: &str) -> String {
    const MAX: usize = 40;
    let quoted = serde_json::Value::String(text.chars().take(MAX).collect()).to_string();
    if text.chars().count() > MAX {
        format!("{}…\"", &quoted[..quoted.len() - 1])
    } else {
        quoted
    }
}

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

/// The nested form serde reads, before it is flattened into the arena.
pub(super) struct RawNode {
    label: Option<String>,
    value: Option<i64>,
    children: Vec<RawNode>,
    probabilities: Vec<f64>,
}

impl RawNode {
    /// A leaf worth `value`, unlabeled.
    pub(super) fn leaf(value: i64) -> RawNode {
        RawNode {
            label: None,
            value: Some(value),
            children: Vec::new(),
            probabilities: Vec::new(),
        }
    }

    /// An unlabeled inner node over `children`.
    pub(super) fn inner(children: Vec<RawNode>) -> RawNode {
        RawNode {
            label: None,
            value: None,
            children,
            probabilities: Vec::new(),
        }
    }
}

fn leaf_value<E: de::Error>(v: i128) -> Result<i64, E> {
    if v.abs() > MAX_LEAF as i128 {
        Err(fail(TreeProblem::LeafTooLarge {
            value: v.to_string(),
            limit: MAX_LEAF,
        }))
    } else {
        Ok(v as i64)
    }
}

/// A number JSON could only read as a decimal: a fraction, or too large for an integer.
fn decimal_leaf<E: de::Error>(v: f64) -> E {
    if v.fract() == 0.0 && v.abs() > MAX_LEAF as f64 {
        fail(TreeProblem::LeafTooLarge {
            value: format!("{v:e}"),
            limit: MAX_LEAF,
        })
    } else if v.fract() == 0.0 {
        fail(TreeProblem::DecimalWhole {
            written: format!("{v:?}"),
            whole: format!("{v}"),
        })
    } else {
        let plain = v.to_string();
        let shown = if plain.len() <= 24 {
            plain
        } else {
            format!("{v:e}")
        };
        fail(TreeProblem::Fraction { value: shown })
    }
}

/// The value of `"children"`: an array, nothing else.
struct Children(Vec<RawNode>);

impl<'de> Deserialize<'de> for Children {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ChildrenVisitor;
        impl<'de> Visitor<'de> for ChildrenVisitor {
            type Value = Children;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("\"children\" to be an array of child nodes, such as [1, 2]")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Children, A::Error> {
                let mut children = Vec::new();
                while let Some(child) = seq.next_element::<RawNode>()? {
                    children.push(child);
                }
                Ok(Children(children))
            }
        }
        d.deserialize_seq(ChildrenVisitor)
    }
}

/// The value of `"chance"`: `[probability, subtree]` pairs, at least one.
struct Chance(Vec<(f64, RawNode)>);

/// One `[probability, subtree]` pair.
struct ChancePair(f64, RawNode);

impl<'de> Deserialize<'de> for ChancePair {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct PairVisitor;
        impl<'de> Visitor<'de> for PairVisitor {
            type Value = ChancePair;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a [probability, subtree] pair")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ChancePair, A::Error> {
                let p = match seq.next_element::<serde_json::Value>()? {
                    Some(serde_json::Value::Number(n)) => {
                        let p = n.as_f64().unwrap_or(f64::NAN);
                        if !(p > 0.0 && p <= 1.0) {
                            return Err(fail(TreeProblem::Probability {
                                value: n.to_string(),
                            }));
                        }
                        p
                    }
                    Some(other) => {
                        return Err(fail(TreeProblem::Probability {
                            value: other.to_string().chars().take(40).collect(),
                        }));
                    }
                    None => return Err(fail(TreeProblem::ChanceNotPairs)),
                };
                let Some(child) = seq.next_element::<RawNode>()? else {
                    return Err(fail(TreeProblem::ChanceNotPairs));
                };
                if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                    return Err(fail(TreeProblem::ChanceNotPairs));
                }
                Ok(ChancePair(p, child))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<ChancePair, A::Error> {
                Err(fail(TreeProblem::ChanceNotPairs))
            }
        }
        d.deserialize_any(PairVisitor)
    }
}

impl<'de> Deserialize<'de> for Chance {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ChanceVisitor;
        impl<'de> Visitor<'de> for ChanceVisitor {
            type Value = Chance;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("\"chance\" to be an array of [probability, subtree] pairs")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Chance, A::Error> {
                let mut pairs = Vec::new();
                while let Some(ChancePair(p, child)) = seq.next_element::<ChancePair>()? {
                    pairs.push((p, child));
                }
                if pairs.is_empty() {
                    return Err(fail(TreeProblem::ChanceNotPairs));
                }
                Ok(Chance(pairs))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Chance, A::Error> {
                Err(fail(TreeProblem::ChanceNotPairs))
            }
        }
        d.deserialize_any(ChanceVisitor)
    }
}

struct RawVisitor;

impl<'de> Visitor<'de> for RawVisitor {
    type Value = RawNode;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a tree: an integer leaf, an array of children, or an object with \"label\" and \"children\" or \"value\"")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawNode, E> {
        count_node()?;
        Ok(RawNode {
            label: None,
            value: Some(leaf_value(v as i128)?),
            children: vec![],
            probabilities: vec![],
        })
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawNode, E> {
        count_node()?;
        Ok(RawNode {
            label: None,
            value: Some(leaf_value(v as i128)?),
            children: vec![],
            probabilities: vec![],
        })
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<RawNode, E> {
        // JSON reads the integer -0 as the float -0.0: it is the leaf 0.
        if v == 0.0 && v.is_sign_negative() {
            return self.visit_i64(0);
        }
        Err(decimal_leaf(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<RawNode, A::Error> {
        count_node()?;
        let mut children = Vec::new();
        while let Some(child) = seq.next_element::<RawNode>()? {
            children.push(child);
        }
        if children.is_empty() {
            return Err(fail(TreeProblem::NoChildren));
        }
        Ok(RawNode {
            label: None,
            value: None,
            children,
            probabilities: vec![],
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawNode, A::Error> {
        let mut node = RawNode {
            label: None,
            value: None,
            children: vec![],
            probabilities: vec![],
        };
        count_node()?;
        let mut has_children = false;
        let mut seen: Vec<String> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                return Err(fail(TreeProblem::DuplicateKey { key: quote(&key) }));
            }
            seen.push(key.clone());
            match key.as_str() {
                "label" => match map.next_value::<serde_json::Value>()? {
                    serde_json::Value::String(l) => {
                        if l.chars().count() > MAX_LABEL_CHARS {
                            return Err(fail(TreeProblem::LabelTooLong {
                                chars: l.chars().count(),
                                limit: MAX_LABEL_CHARS,
                            }));
                        }
                        if let Some(c) = l.chars().find(|&c| !super::is_printable(c)) {
                            return Err(fail(TreeProblem::LabelCharacter { code: c as u32 }));
                        }
                        node.label = Some(l)
                    }
                    other => {
                        return Err(fail(TreeProblem::LabelNotText {
                            found: kind_of(&other),
                        }));
                    }
                },
                "value" => {
                    let v = match map.next_value::<serde_json::Value>()? {
                        serde_json::Value::Number(v) => v,
                        other => {
                            return Err(fail(TreeProblem::ValueNotNumber {
                                found: kind_of(&other),
                            }));
                        }
                    };
                    node.value = Some(match (v.as_i64(), v.as_u64(), v.as_f64()) {
                        (Some(i), _, _) => leaf_value(i as i128)?,
                        (None, Some(u), _) => leaf_value(u as i128)?,
                        (None, None, Some(f)) if f == 0.0 && f.is_sign_negative() => 0,
                        (None, None, f) => return Err(decimal_leaf(f.unwrap_or(f64::NAN))),
                    });
                }
                "chance" => {
                    let Chance(pairs) = map.next_value()?;
                    let sum: f64 = pairs.iter().map(|(p, _)| p).sum();
                    if (sum - 1.0).abs() > 1e-9 {
                        return Err(fail(TreeProblem::ProbabilitySum {
                            sum: format!("{}", (sum * 1e9).round() / 1e9),
                        }));
                    }
                    (node.probabilities, node.children) = pairs.into_iter().unzip();
                }
                "children" => {
                    let Children(children) = map.next_value()?;
                    if children.is_empty() {
                        return Err(fail(TreeProblem::EmptyChildrenKey));
                    }
                    node.children = children;
                    has_children = true;
                }
                other => {
                    return Err(fail(TreeProblem::UnknownKey { key: quote(other) }));
                }
            }
        }
        let chance = !node.probabilities.is_empty();
        if chance && (has_children || node.value.is_some()) {
            return Err(fail(TreeProblem::ChanceAndChildren));
        }
        if !has_children && !chance && node.value.is_none() {
            return Err(fail(TreeProblem::EmptyObject));
        }
        Ok(node)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<RawNode, E> {
        Err(fail(TreeProblem::TextNotANode { text: quote(v) }))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<RawNode, E> {
        Err(fail(TreeProblem::NotANode {
            found: if v { "true" } else { "false" },
        }))
    }

    fn visit_unit<E: de::Error>(self) -> Result<RawNode, E> {
        Err(fail(TreeProblem::NotANode { found: "null" }))
    }
}

/// The kind of a JSON value, for messages about one of the wrong kind.
fn kind_of(v: &serde_json::Value) -> JsonKind {
    match v {
        serde_json::Value::Null => JsonKind::Null,
        serde_json::Value::Bool(_) => JsonKind::Bool,
        serde_json::Value::Number(_) => JsonKind::Number,
        serde_json::Value::String(_) => JsonKind::Text,
        serde_json::Value::Array(_) => JsonKind::Array,
        serde_json::Value::Object(_) => JsonKind::Object,
    }
}

impl<'de> Deserialize<'de> for RawNode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RawVisitor)
    }
}

/// A JSON error as a [`TreeError`] with its place: the problem the visitor kept, or what
/// serde_json found.
fn json_error(e: &serde_json::Error) -> TreeError {
    use serde_json::error::Category;
    let (line, column) = (e.line(), e.column());
    if let Some(problem) = PROBLEM.with(|p| p.borrow_mut().take()) {
        return TreeError::Invalid {
            line,
            column,
            problem,
        };
    }
    let full = e.to_string();
    let at = format!(" at line {line} column {column}");
    let msg = full.strip_suffix(&at).unwrap_or(&full);
    match e.classify() {
        _ if msg.starts_with("recursion limit exceeded") => TreeError::TooDeep {
            line,
            column,
            limit: MAX_NESTING,
        },
        Category::Eof => TreeError::CutShort { line, column },
        Category::Syntax => TreeError::Syntax {
            line,
            column,
            what: super::tree_error::JsonSyntax::from_serde(msg),
        },
        Category::Data | Category::Io => TreeError::Invalid {
            line,
            column,
            problem: TreeProblem::Other(msg.to_string()),
        },
    }
}

/// Spreadsheet-style letters: 0 → A, 25 → Z, 26 → AA.
pub fn letters(mut i: usize) -> String {
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
    /// Parses the SPEC.md tree notation. Errors say what is wrong and where (line, column).
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
        NODES_READ.with(|c| c.set(0));
        PROBLEM.with(|p| *p.borrow_mut() = None);
        let raw: RawNode = serde_json::from_str(text).map_err(|e| json_error(&e))?;
        Ok(Self::from_raw(raw))
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

    /// Flattens breadth-first so that node numbers and automatic letters read level by level.
    fn from_raw(root: RawNode) -> TreeSpec {
        let mut nodes = Vec::new();
        let mut queue = std::collections::VecDeque::from([root]);
        let mut next_id = 1u32;
        let mut inner = 0usize;
        while let Some(raw) = queue.pop_front() {
            let n = raw.children.len() as u32;
            let children: Vec<u32> = (next_id..next_id + n).collect();
            next_id += n;
            let name = match (&raw.label, raw.children.is_empty()) {
                (Some(l), _) => l.clone(),
                (None, false) => {
                    inner += 1;
                    letters(inner - 1)
                }
                (None, true) => raw.value.unwrap_or(0).to_string(),
            };
            nodes.push(TreeNodeSpec {
                label: raw.label,
                name,
                value: raw.value,
                children,
                probabilities: raw.probabilities,
            });
            queue.extend(raw.children);
        }
        TreeSpec { nodes }
    }

    /// The tree in the 15-150 visualizer's notation: `(v)` for a leaf, children in
    /// parentheses for an inner node. Labels and inner nodes' own values have no place in it
    /// and are left out.
    pub fn to_parens(&self) -> String {
        let mut out = String::new();
        // (node, next child to write) — no recursion, however deep.
        let mut stack = vec![(0u32, 0usize)];
        while let Some((id, next)) = stack.pop() {
            let node = &self.nodes[id as usize];
            if node.children.is_empty() {
                out += &format!("({})", node.value.unwrap_or(0));
                continue;
            }
            if next == 0 {
                out.push('(');
            }
            match node.children.get(next) {
                Some(&child) => {
                    stack.push((id, next + 1));
                    stack.push((child, 0));
                }
                None => out.push(')'),
            }
        }
        out
    }

    /// Writes the tree back in the SPEC.md notation (compact: plain numbers and arrays where
    /// nothing else was given).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_node(0, &mut out);
        out
    }

    fn write_node(&self, id: u32, out: &mut String) {
        let node = &self.nodes[id as usize];
        let write_children = |out: &mut String| {
            out.push('[');
            for (i, &c) in node.children.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write_node(c, out);
            }
            out.push(']');
        };
        if !node.probabilities.is_empty() {
            out.push('{');
            if let Some(l) = &node.label {
                out.push_str(&format!(
                    "\"label\":{},",
                    serde_json::Value::String(l.clone())
                ));
            }
            out.push_str("\"chance\":[");
            for (i, (&c, p)) in node.children.iter().zip(&node.probabilities).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&format!("[{p},"));
                self.write_node(c, out);
                out.push(']');
            }
            out.push_str("]}");
            return;
        }
        match &node.label {
            None if node.children.is_empty() => out.push_str(&node.value.unwrap_or(0).to_string()),
            None if node.value.is_none() => write_children(out),
            _ => {
                out.push('{');
                if let Some(l) = &node.label {
                    out.push_str(&format!(
                        "\"label\":{}",
                        serde_json::Value::String(l.clone())
                    ));
                }
                if let Some(v) = node.value {
                    if node.label.is_some() {
                        out.push(',');
                    }
                    out.push_str(&format!("\"value\":{v}"));
                }
                if !node.children.is_empty() {
                    out.push_str(",\"children\":");
                    write_children(out);
                }
                out.push('}');
            }
        }
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
    pub fn spec(&self) -> &Arc<TreeSpec> {
        &self.spec
    }

    /// The arena index of the current node.
    pub fn node(&self) -> u32 {
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
