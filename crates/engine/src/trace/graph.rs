//! The recorded tree is a petgraph graph: [`TraceTree`] implements petgraph's graph traits
//! (for `&TraceTree`, as petgraph does for `&Graph`), so petgraph's walks ([`Dfs`], `Bfs`),
//! its algorithms and its DOT writer run on a recording as it is, with no copy and no memory
//! added per node. Edges go from parent to child; a node's weight is its [`TraceNode`], an
//! edge has none (`()`), and an edge's id is its (parent, child) pair.
//!
//! A node's neighbours are its children listed last first, the order petgraph's `Graph` lists
//! a node's edges in (the one added last first). So petgraph's [`Dfs`] from a root walks its
//! subtree in preorder with the children in order — for a recording, the order the search
//! made the nodes in — exactly as it walks a `Graph` built by adding the same nodes and edges
//! in id order.
//!
//! [`Dfs`]: petgraph::visit::Dfs

use super::{NodeId, TraceNode, TraceTree};
use fixedbitset::FixedBitSet;
use petgraph::visit::{
    Data, EdgeCount, GraphBase, GraphProp, IntoEdgeReferences, IntoNeighbors,
    IntoNeighborsDirected, IntoNodeIdentifiers, IntoNodeReferences, NodeCompactIndexable,
    NodeCount, NodeIndexable, NodeRef, Visitable,
};
use petgraph::{Directed, Direction};

impl GraphBase for TraceTree {
    type NodeId = NodeId;
    /// An edge is named by its ends: (parent, child).
    type EdgeId = (NodeId, NodeId);
}

impl Data for TraceTree {
    type NodeWeight = TraceNode;
    type EdgeWeight = ();
}

impl GraphProp for TraceTree {
    type EdgeType = Directed;
}

impl NodeCount for TraceTree {
    fn node_count(&self) -> usize {
        TraceTree::node_count(self)
    }
}

impl NodeIndexable for TraceTree {
    fn node_bound(&self) -> usize {
        TraceTree::node_count(self)
    }

    fn to_index(&self, a: NodeId) -> usize {
        a.index()
    }

    fn from_index(&self, i: usize) -> NodeId {
        NodeId::new(i)
    }
}

/// Node ids are exactly `0..node_count()`.
impl NodeCompactIndexable for TraceTree {}

impl EdgeCount for TraceTree {
    /// One edge into every node but a root.
    fn edge_count(&self) -> usize {
        self.node_indices()
            .filter(|&id| self.parent(id).is_some())
            .count()
    }
}

impl Visitable for TraceTree {
    type Map = FixedBitSet;

    fn visit_map(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(TraceTree::node_count(self))
    }

    fn reset_map(&self, map: &mut FixedBitSet) {
        map.clear();
        map.grow(TraceTree::node_count(self));
    }
}

/// A node's neighbours one way: its children (last first) or its parent.
pub(crate) type Neighbors = std::iter::Rev<std::vec::IntoIter<NodeId>>;

impl IntoNeighbors for &TraceTree {
    type Neighbors = Neighbors;

    /// `a`'s children, the last one first (see the module's notes).
    fn neighbors(self, a: NodeId) -> Neighbors {
        self.neighbors_directed(a, Direction::Outgoing)
    }
}

impl IntoNeighborsDirected for &TraceTree {
    type NeighborsDirected = Neighbors;

    /// Outgoing: `a`'s children, the last one first; incoming: its parent (none at a root).
    fn neighbors_directed(self, a: NodeId, d: Direction) -> Neighbors {
        let ids: Vec<NodeId> = match d {
            Direction::Outgoing => self.children(a).collect(),
            Direction::Incoming => self.parent(a).into_iter().collect(),
        };
        ids.into_iter().rev()
    }
}

/// Every node id, in the order they were made.
pub(crate) type NodeIdentifiers = std::iter::Map<std::ops::Range<usize>, fn(usize) -> NodeId>;

impl IntoNodeIdentifiers for &TraceTree {
    type NodeIdentifiers = NodeIdentifiers;

    fn node_identifiers(self) -> NodeIdentifiers {
        (0..TraceTree::node_count(self)).map(NodeId::new as fn(usize) -> NodeId)
    }
}

/// A node with its weight, as petgraph's node references carry it: the node read off the
/// tree (a copy, so nothing is stored for it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TraceNodeRef {
    /// The node's id.
    pub(crate) id: NodeId,
    /// The node as everyone reads it.
    pub(crate) node: TraceNode,
}

impl NodeRef for TraceNodeRef {
    type NodeId = NodeId;
    type Weight = TraceNode;

    fn id(&self) -> NodeId {
        self.id
    }

    fn weight(&self) -> &TraceNode {
        &self.node
    }
}

/// Every node with its weight, in the order they were made.
pub struct NodeReferences<'t> {
    tree: &'t TraceTree,
    next: usize,
}

impl Iterator for NodeReferences<'_> {
    type Item = TraceNodeRef;

    fn next(&mut self) -> Option<TraceNodeRef> {
        (self.next < TraceTree::node_count(self.tree)).then(|| {
            let id = NodeId::new(self.next);
            self.next += 1;
            TraceNodeRef {
                id,
                node: self.tree.node(id),
            }
        })
    }
}

impl<'t> IntoNodeReferences for &'t TraceTree {
    type NodeRef = TraceNodeRef;
    type NodeReferences = NodeReferences<'t>;

    fn node_references(self) -> NodeReferences<'t> {
        NodeReferences {
            tree: self,
            next: 0,
        }
    }
}

/// An edge as petgraph's edge references carry it: (parent, child, its weight `()`).
pub(crate) type EdgeReference = (NodeId, NodeId, &'static ());

/// Every edge, in the order of the child it leads to (the order the nodes were made).
pub struct EdgeReferences<'t> {
    tree: &'t TraceTree,
    next: usize,
}

impl Iterator for EdgeReferences<'_> {
    type Item = EdgeReference;

    fn next(&mut self) -> Option<EdgeReference> {
        while self.next < TraceTree::node_count(self.tree) {
            let child = NodeId::new(self.next);
            self.next += 1;
            if let Some(parent) = self.tree.parent(child) {
                return Some((parent, child, &()));
            }
        }
        None
    }
}

impl<'t> IntoEdgeReferences for &'t TraceTree {
    type EdgeRef = EdgeReference;
    type EdgeReferences = EdgeReferences<'t>;

    fn edge_references(self) -> EdgeReferences<'t> {
        EdgeReferences {
            tree: self,
            next: 0,
        }
    }
}
