//! Editing a [`TreeSpec`] by clicks: add a child, delete a subtree, set a leaf's value, label a
//! node, turn a leaf into an inner node. Every operation returns a new, valid tree (node 0 the
//! root, numbered breadth-first, automatic names redone) or an [`EditError`] saying why not;
//! the tree passed in is never changed, so an undo stack is just a list of trees.

use super::tree::{MAX_LEAF, TreeNodeSpec, TreeSpec, letters};

/// Deepest tree the editor builds: well inside what [`TreeSpec::parse`] reads back
/// ([`MAX_NESTING`](super::tree::MAX_NESTING) levels, however each is written).
pub const MAX_EDIT_DEPTH: u32 = 50;
/// Most nodes the editor builds: more would not fit on any screen.
pub const MAX_EDIT_NODES: usize = 10_000;
/// Longest label accepted.
pub const MAX_LABEL_CHARS: usize = 40;

/// Why an edit was refused. Nodes are named as the tree shows them (label, letter or value).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// No node with this number.
    #[error("there is no node {id}; the tree has nodes 0 to {last}")]
    NoNode {
        /// The number asked for.
        id: u32,
        /// The last node's number.
        last: usize,
    },
    /// A leaf value beyond ±[`MAX_LEAF`].
    #[error("value {value} is beyond ±{limit}")]
    ValueRange {
        /// The value asked for.
        value: i64,
        /// [`MAX_LEAF`].
        limit: i64,
    },
    /// Children added to a leaf.
    #[error("{node} is a leaf")]
    AddToLeaf {
        /// The leaf.
        node: String,
    },
    /// A chance node's children changed (their probabilities go with them).
    #[error("{node} is a chance node")]
    ChanceNode {
        /// The chance node.
        node: String,
    },
    /// The tree is as big as the editor builds.
    #[error("the tree has {nodes} nodes, the most the editor builds is {limit}")]
    TooManyNodes {
        /// Nodes in the tree.
        nodes: usize,
        /// [`MAX_EDIT_NODES`].
        limit: usize,
    },
    /// An inner node turned into an inner node.
    #[error("{node} is already an inner node")]
    AlreadyInner {
        /// The node.
        node: String,
    },
    /// A child below the deepest level the editor builds.
    #[error("{node} is at depth {depth}, the editor builds at most {limit} levels")]
    TooDeep {
        /// The node.
        node: String,
        /// Its depth.
        depth: u32,
        /// [`MAX_EDIT_DEPTH`].
        limit: u32,
    },
    /// The root deleted.
    #[error("the root cannot be deleted")]
    DeleteRoot,
    /// The only child of an inner node deleted.
    #[error("{node} is the only child of {parent}")]
    OnlyChild {
        /// The child.
        node: String,
        /// Its parent.
        parent: String,
    },
    /// A value given to an inner node.
    #[error("{node} is an inner node; only leaves take a value")]
    InnerValue {
        /// The node.
        node: String,
    },
    /// A label longer than [`MAX_LABEL_CHARS`].
    #[error("the label {label:?} has {chars} characters, more than {limit}")]
    LabelTooLong {
        /// The label as typed (trimmed).
        label: String,
        /// Its length.
        chars: usize,
        /// [`MAX_LABEL_CHARS`].
        limit: usize,
    },
    /// A label with a control character.
    #[error("a label cannot contain control characters")]
    LabelControl,
}

/// A successful edit: the new tree and the node to select in it afterwards (node numbers
/// change when the tree is renumbered breadth-first).
#[derive(Clone, Debug, PartialEq)]
pub struct Edit {
    /// The edited tree, renumbered breadth-first.
    pub tree: TreeSpec,
    /// The node to select afterwards, by its new number.
    pub selected: u32,
}

/// Renumbers `tree` breadth-first from node 0 and recomputes the automatic names exactly as
/// [`TreeSpec::parse`] would, so `TreeSpec::parse(&t.to_json()) == Ok(t)`. Nodes not reachable
/// from the root are dropped. Returns the new tree and, for each old node, its new number.
pub(crate) fn renumber(tree: &TreeSpec) -> (TreeSpec, Vec<Option<u32>>) {
    let mut new_id = vec![None; tree.nodes.len()];
    let mut order = Vec::with_capacity(tree.nodes.len());
    if !tree.nodes.is_empty() {
        new_id[0] = Some(0);
        order.push(0u32);
    }
    let mut i = 0;
    while i < order.len() {
        for &c in &tree.nodes[order[i] as usize].children {
            if new_id.get(c as usize).is_some_and(|n| n.is_none()) {
                new_id[c as usize] = Some(order.len() as u32);
                order.push(c);
            }
        }
        i += 1;
    }
    let mut inner = 0usize;
    let nodes = order
        .iter()
        .map(|&old| {
            let n = &tree.nodes[old as usize];
            let children: Vec<u32> = n
                .children
                .iter()
                .filter_map(|&c| new_id.get(c as usize).copied().flatten())
                .collect();
            let leaf = children.is_empty();
            let name = match (&n.label, leaf) {
                (Some(l), _) => l.clone(),
                (None, false) => {
                    inner += 1;
                    letters(inner - 1)
                }
                (None, true) => n.value.unwrap_or(0).to_string(),
            };
            TreeNodeSpec {
                label: n.label.clone(),
                name,
                // A leaf always carries a value (the notation writes it as a number).
                value: if leaf {
                    Some(n.value.unwrap_or(0))
                } else {
                    n.value
                },
                children,
                probabilities: n.probabilities.clone(),
            }
        })
        .collect();
    (TreeSpec { nodes }, new_id)
}

fn check_node(tree: &TreeSpec, id: u32) -> Result<&TreeNodeSpec, EditError> {
    tree.nodes.get(id as usize).ok_or(EditError::NoNode {
        id,
        last: tree.nodes.len().saturating_sub(1),
    })
}

fn check_value(value: i64) -> Result<(), EditError> {
    if value.abs() > MAX_LEAF {
        Err(EditError::ValueRange {
            value,
            limit: MAX_LEAF,
        })
    } else {
        Ok(())
    }
}

fn parent_of(tree: &TreeSpec, id: u32) -> Option<u32> {
    tree.nodes
        .iter()
        .position(|n| n.children.contains(&id))
        .map(|p| p as u32)
}

fn depth_of(tree: &TreeSpec, mut id: u32) -> u32 {
    let mut d = 0;
    while let Some(p) = parent_of(tree, id) {
        id = p;
        d += 1;
    }
    d
}

fn finish(tree: TreeSpec, select_old: u32) -> Edit {
    let (tree, map) = renumber(&tree);
    let selected = map.get(select_old as usize).copied().flatten().unwrap_or(0);
    Edit { tree, selected }
}

/// A tree may not grow past [`MAX_EDIT_NODES`].
fn check_room(tree: &TreeSpec) -> Result<(), EditError> {
    if tree.nodes.len() >= MAX_EDIT_NODES {
        return Err(EditError::TooManyNodes {
            nodes: tree.nodes.len(),
            limit: MAX_EDIT_NODES,
        });
    }
    Ok(())
}

/// `t` with a new unnamed leaf of `value` as the last child of `parent`, the leaf selected.
fn with_new_leaf(mut t: TreeSpec, parent: u32, value: i64) -> Edit {
    let id = t.nodes.len() as u32;
    t.nodes.push(TreeNodeSpec {
        label: None,
        name: String::new(),
        value: Some(value),
        children: vec![],
        probabilities: vec![],
    });
    t.nodes[parent as usize].children.push(id);
    finish(t, id)
}

/// Appends a new leaf with `value` as the last child of the inner node `parent`.
/// A leaf has no children to add to: turn it into an inner node first ([`make_inner`]).
pub fn add_child(tree: &TreeSpec, parent: u32, value: i64) -> Result<Edit, EditError> {
    let node = check_node(tree, parent)?;
    check_value(value)?;
    if node.children.is_empty() {
        return Err(EditError::AddToLeaf {
            node: node.name.clone(),
        });
    }
    if !node.probabilities.is_empty() {
        return Err(EditError::ChanceNode {
            node: node.name.clone(),
        });
    }
    check_room(tree)?;
    Ok(with_new_leaf(tree.clone(), parent, value))
}

/// Turns the leaf `id` into an inner node with one child that keeps the leaf's value and
/// label-free name (so the tree's value is unchanged and nothing typed is lost). The node
/// keeps its own label. Selects the new child.
pub fn make_inner(tree: &TreeSpec, id: u32) -> Result<Edit, EditError> {
    let node = check_node(tree, id)?;
    if !node.children.is_empty() {
        return Err(EditError::AlreadyInner {
            node: node.name.clone(),
        });
    }
    if depth_of(tree, id) + 1 > MAX_EDIT_DEPTH {
        return Err(EditError::TooDeep {
            node: node.name.clone(),
            depth: depth_of(tree, id),
            limit: MAX_EDIT_DEPTH,
        });
    }
    check_room(tree)?;
    let mut t = tree.clone();
    let value = t.nodes[id as usize].value.take().unwrap_or(0);
    Ok(with_new_leaf(t, id, value))
}

/// Deletes `id` and everything below it. Refused for the root, and for the only child of a
/// node (an inner node needs at least one child: delete the parent's subtree instead).
/// Selects the parent.
pub fn delete_subtree(tree: &TreeSpec, id: u32) -> Result<Edit, EditError> {
    let node = check_node(tree, id)?;
    let Some(parent) = parent_of(tree, id) else {
        return Err(EditError::DeleteRoot);
    };
    let p = &tree.nodes[parent as usize];
    if !p.probabilities.is_empty() {
        return Err(EditError::ChanceNode {
            node: p.name.clone(),
        });
    }
    if p.children.len() == 1 {
        return Err(EditError::OnlyChild {
            node: node.name.clone(),
            parent: p.name.clone(),
        });
    }
    let mut t = tree.clone();
    t.nodes[parent as usize].children.retain(|&c| c != id);
    Ok(finish(t, parent))
}

/// Sets the value of the leaf `id`. Inner nodes get their value from their children.
pub fn set_leaf_value(tree: &TreeSpec, id: u32, value: i64) -> Result<Edit, EditError> {
    let node = check_node(tree, id)?;
    check_value(value)?;
    if !node.children.is_empty() {
        return Err(EditError::InnerValue {
            node: node.name.clone(),
        });
    }
    let mut t = tree.clone();
    t.nodes[id as usize].value = Some(value);
    Ok(finish(t, id))
}

/// Names node `id`. An empty (or blank) label goes back to the automatic name (a letter for
/// an inner node, the value for a leaf). Labels are trimmed and at most [`MAX_LABEL_CHARS`].
pub fn set_label(tree: &TreeSpec, id: u32, label: &str) -> Result<Edit, EditError> {
    check_node(tree, id)?;
    let label = label.trim();
    if label.chars().count() > MAX_LABEL_CHARS {
        return Err(EditError::LabelTooLong {
            label: label.to_string(),
            chars: label.chars().count(),
            limit: MAX_LABEL_CHARS,
        });
    }
    if label.chars().any(char::is_control) {
        return Err(EditError::LabelControl);
    }
    let mut t = tree.clone();
    t.nodes[id as usize].label = (!label.is_empty()).then(|| label.to_string());
    Ok(finish(t, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumber_is_what_parse_gives() {
        let t = TreeSpec::parse("[[3,12,8],{\"label\":\"Q\",\"children\":[2,[4,6]]},1]").unwrap();
        assert_eq!(renumber(&t).0, t);
    }
}
