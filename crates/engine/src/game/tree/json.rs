//! Reading the SPEC.md tree notation with serde: a visitor that checks every node as it is
//! read (leaf sizes, labels, keys, how many nodes) and keeps the first problem as a value, so
//! that the error says what is wrong and where; then the nested nodes are numbered
//! breadth-first into a [`TreeSpec`].

use super::{
    MAX_LABEL_CHARS, MAX_LEAF, MAX_NESTING, MAX_TREE_NODES, TreeNodeSpec, TreeSpec, letters,
};
use crate::game::tree_error::{JsonKind, JsonSyntax, TreeError, TreeProblem};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// Reads `text` as a tree in JSON, every node checked.
pub(super) fn read(text: &str) -> Result<RawNode, TreeError> {
    NODES_READ.with(|c| c.set(0));
    PROBLEM.with(|p| *p.borrow_mut() = None);
    serde_json::from_str(text).map_err(|e| json_error(&e))
}

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

/// The nested form serde reads, before it is flattened into the arena.
pub(in crate::game) struct RawNode {
    label: Option<String>,
    value: Option<i64>,
    children: Vec<RawNode>,
    probabilities: Vec<f64>,
}

impl RawNode {
    /// A leaf worth `value`, unlabeled.
    pub(in crate::game) fn leaf(value: i64) -> RawNode {
        RawNode {
            label: None,
            value: Some(value),
            children: Vec::new(),
            probabilities: Vec::new(),
        }
    }

    /// An unlabeled inner node over `children`.
    pub(in crate::game) fn inner(children: Vec<RawNode>) -> RawNode {
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
                        if let Some(c) = l.chars().find(|&c| !crate::game::is_printable(c)) {
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
            what: JsonSyntax::from_serde(msg),
        },
        Category::Data | Category::Io => TreeError::Invalid {
            line,
            column,
            problem: TreeProblem::Other(msg.to_string()),
        },
    }
}

impl TreeSpec {
    /// Flattens breadth-first so that node numbers and automatic letters read level by level.
    pub(in crate::game) fn from_raw(root: RawNode) -> TreeSpec {
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
}
