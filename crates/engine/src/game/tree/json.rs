//! Reading the JSON tree notation (docs/trees.md) with serde: a visitor that checks every node as
//! it is read (leaf sizes, labels, keys, how many nodes) and keeps the first problem as a value, so
//! that the error says what is wrong and where; then the nested nodes are numbered breadth-first
//! into a [`TreeSpec`].

use super::json_shapes::{ChanceSeed, ChildrenSeed, Scalar, Shallow};
use super::{
    MAX_LABEL_CHARS, MAX_LEAF, MAX_NESTING, MAX_TREE_NODES, TreeNodeSpec, TreeSpec, letters,
};
use crate::game::tree_error::{JsonKind, JsonSyntax, TreeError, TreeNotation, TreeProblem};
use serde::de::{self, DeserializeSeed, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// Reads `text` as a tree in JSON, every node checked.
pub(super) fn read(text: &str) -> Result<RawNode, TreeError> {
    NODES_READ.with(|c| c.set(0));
    STOPPED.with(|p| *p.borrow_mut() = None);
    let mut de = serde_json::Deserializer::from_str(text);
    // serde_json's own limit counts brackets (127, whatever they hold: a chance level takes
    // three); the reader counts tree levels instead ([`MAX_NESTING`]) and never descends
    // into anything but a node, so the stack stays bounded without it.
    de.disable_recursion_limit();
    NodeSeed { depth: 0 }
        .deserialize(&mut de)
        .and_then(|root| de.end().map(|()| root))
        .map_err(|e| json_error(&e))
}

thread_local! {
    /// Nodes read so far by the parse running on this thread.
    static NODES_READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Why the parse on this thread stopped, as a value (serde carries only text).
    static STOPPED: std::cell::RefCell<Option<Stop>> = const { std::cell::RefCell::new(None) };
}

/// Why the visitor stopped the parse.
enum Stop {
    /// A node is wrong: [`TreeError::Invalid`].
    Problem(TreeProblem),
    /// A node lies more than [`MAX_NESTING`] levels below the root: [`TreeError::TooDeep`].
    TooDeep,
}

/// Stops the parse at `problem`, keeping it as a value for [`TreeError::Invalid`].
pub(super) fn fail<E: de::Error>(problem: TreeProblem) -> E {
    let e = E::custom(&problem);
    STOPPED.with(|p| *p.borrow_mut() = Some(Stop::Problem(problem)));
    e
}

/// Counts one more node, failing once the tree passes [`MAX_TREE_NODES`].
pub(super) fn count_node<E: de::Error>() -> Result<(), E> {
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
pub(super) fn quote(text: &str) -> String {
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

/// Reads one node `depth` levels below the root, refusing it past [`MAX_NESTING`] before
/// reading anything inside it: the parse's recursion is bounded by the tree's levels.
#[derive(Clone, Copy)]
pub(super) struct NodeSeed {
    /// Levels below the root (the root is 0).
    pub(super) depth: usize,
}

impl<'de> DeserializeSeed<'de> for NodeSeed {
    type Value = RawNode;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<RawNode, D::Error> {
        if self.depth > MAX_NESTING {
            let e = D::Error::custom("nested too deeply");
            STOPPED.with(|p| *p.borrow_mut() = Some(Stop::TooDeep));
            return Err(e);
        }
        d.deserialize_any(RawVisitor { depth: self.depth })
    }
}

/// Reads the node [`NodeSeed`] handed it.
struct RawVisitor {
    depth: usize,
}

impl RawVisitor {
    /// A leaf worth `v`, counted and checked.
    fn leaf<E: de::Error>(v: i128) -> Result<RawNode, E> {
        count_node()?;
        Ok(RawNode::leaf(leaf_value(v)?))
    }
}

impl<'de> Visitor<'de> for RawVisitor {
    type Value = RawNode;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a tree: an integer leaf, an array of children, or an object with \"label\" and \"children\", \"value\" or \"chance\"")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawNode, E> {
        Self::leaf(v as i128)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawNode, E> {
        Self::leaf(v as i128)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<RawNode, E> {
        // JSON reads the integer -0 as the float -0.0: it is the leaf 0.
        if v == 0.0 && v.is_sign_negative() {
            return Self::leaf(0);
        }
        Err(decimal_leaf(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<RawNode, A::Error> {
        count_node()?;
        let below = NodeSeed {
            depth: self.depth + 1,
        };
        let mut children = Vec::new();
        while let Some(child) = seq.next_element_seed(below)? {
            children.push(child);
        }
        if children.is_empty() {
            return Err(fail(TreeProblem::NoChildren));
        }
        Ok(RawNode::inner(children))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawNode, A::Error> {
        let mut node = RawNode::inner(Vec::new());
        count_node()?;
        let below = NodeSeed {
            depth: self.depth + 1,
        };
        let mut has_children = false;
        let mut seen: Vec<String> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                return Err(fail(TreeProblem::DuplicateKey { key: quote(&key) }));
            }
            seen.push(key.clone());
            match key.as_str() {
                "label" => node.label = Some(label(map.next_value_seed(Shallow(label_kind))?)?),
                "value" => node.value = Some(value(map.next_value_seed(Shallow(value_kind))?)?),
                "chance" => {
                    let pairs = map.next_value_seed(ChanceSeed(below))?;
                    let sum: f64 = pairs.iter().map(|(p, _)| p).sum();
                    if (sum - 1.0).abs() > 1e-9 {
                        return Err(fail(TreeProblem::ProbabilitySum {
                            sum: format!("{}", (sum * 1e9).round() / 1e9),
                        }));
                    }
                    (node.probabilities, node.children) = pairs.into_iter().unzip();
                }
                "children" => {
                    let children = map.next_value_seed(ChildrenSeed(below))?;
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

fn label_kind(found: JsonKind) -> TreeProblem {
    TreeProblem::LabelNotText { found }
}

fn value_kind(found: JsonKind) -> TreeProblem {
    TreeProblem::ValueNotNumber { found }
}

/// The value of `"label"`: printable text of at most [`MAX_LABEL_CHARS`] characters.
fn label<E: de::Error>(found: Scalar) -> Result<String, E> {
    let Scalar::Text(l) = found else {
        return Err(fail(label_kind(found.kind())));
    };
    if l.chars().count() > MAX_LABEL_CHARS {
        return Err(fail(TreeProblem::LabelTooLong {
            chars: l.chars().count(),
            limit: MAX_LABEL_CHARS,
        }));
    }
    if let Some(c) = l.chars().find(|&c| !crate::game::is_printable(c)) {
        return Err(fail(TreeProblem::LabelCharacter { code: c as u32 }));
    }
    Ok(l)
}

/// The value of `"value"`: a whole number within ±[`MAX_LEAF`].
fn value<E: de::Error>(found: Scalar) -> Result<i64, E> {
    match found {
        Scalar::Int(i) => leaf_value(i),
        Scalar::Float(f) if f == 0.0 && f.is_sign_negative() => Ok(0),
        Scalar::Float(f) => Err(decimal_leaf(f)),
        other => Err(fail(value_kind(other.kind()))),
    }
}

/// A JSON error as a [`TreeError`] with its place: the problem the visitor kept, or what
/// serde_json found.
fn json_error(e: &serde_json::Error) -> TreeError {
    use serde_json::error::Category;
    let (line, column) = (e.line(), e.column());
    match STOPPED.with(|p| p.borrow_mut().take()) {
        Some(Stop::Problem(problem)) => {
            return TreeError::Invalid {
                line,
                column,
                problem,
            };
        }
        Some(Stop::TooDeep) => {
            return TreeError::TooDeep {
                line,
                column,
                limit: MAX_NESTING,
            };
        }
        None => {}
    }
    let full = e.to_string();
    let at = format!(" at line {line} column {column}");
    let msg = full.strip_suffix(&at).unwrap_or(&full);
    match e.classify() {
        Category::Eof => TreeError::CutShort {
            line,
            column,
            notation: TreeNotation::Json,
        },
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
