//! The recorded tree as one flat array, in the order the search created its nodes (each node
//! before everything below it): 44 bytes a node, links by index, values in 32 bits with the
//! rare larger ones kept aside. [`TraceNode`] is a node as everyone reads it.

use super::{NodeId, Status, TraceNode};
use crate::game::Player;
use crate::search::{Bound, INF, NEG_INF};

/// No node (a root's parent, the end of a child list).
const NONE: u32 = u32::MAX;

/// Values with |v| below this are stored as they are; larger ones go to the side table.
const DIRECT: i64 = 1 << 30;
const CODE_NO_VALUE: i32 = i32::MIN;
const CODE_NEG_INF: i32 = i32::MIN + 1;
const CODE_INF: i32 = i32::MAX;
/// Codes from here up to −[`DIRECT`] are indexes into the side table.
const CODE_BIG: i32 = i32::MIN + 2;

/// One stored node (44 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    enter_step: u32,
    exit_step: u32,
    move_code: u32,
    child_index: u32,
    value: i32,
    alpha: i32,
    beta: i32,
    depth: u16,
    /// Flags (bits 0–10 and 15), MIN (bit 11), pruned (bit 12), bound (bits 13–14).
    bits: u16,
}

/// The flags' bits: 0–10, and 15 (a chance node).
const FLAG_BITS: u16 = ((1 << 11) - 1) | (1 << 15);
const MIN_BIT: u16 = 1 << 11;
const PRUNED_BIT: u16 = 1 << 12;
const BOUND_SHIFT: u16 = 13;

/// Slots per block: the tree grows a block at a time, so it never copies itself to grow (a
/// growing array would briefly hold its old and new copies, and its unused half).
const BLOCK: usize = 1 << 12;

/// The stored nodes, in blocks of [`BLOCK`].
#[derive(Clone, Debug, Default, PartialEq)]
struct Slots {
    blocks: Vec<Vec<Slot>>,
    len: usize,
}

impl Slots {
    fn len(&self) -> usize {
        self.len
    }

    fn push(&mut self, slot: Slot) {
        if self.len.is_multiple_of(BLOCK) {
            self.blocks.push(Vec::with_capacity(BLOCK));
        }
        if let Some(b) = self.blocks.last_mut() {
            b.push(slot);
        }
        self.len += 1;
    }

    fn iter(&self) -> impl Iterator<Item = &Slot> {
        self.blocks.iter().flatten()
    }

    fn capacity(&self) -> usize {
        self.blocks.iter().map(Vec::capacity).sum()
    }
}

impl std::ops::Index<usize> for Slots {
    type Output = Slot;
    fn index(&self, i: usize) -> &Slot {
        &self.blocks[i / BLOCK][i % BLOCK]
    }
}

impl std::ops::IndexMut<usize> for Slots {
    fn index_mut(&mut self, i: usize) -> &mut Slot {
        &mut self.blocks[i / BLOCK][i % BLOCK]
    }
}

/// The recorded tree: nodes by [`NodeId`], each with its parent and its children in the
/// order they were added.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TraceTree {
    slots: Slots,
    big: Vec<i64>,
    /// Nodes `0..searched` were made while the search ran, in its order; later ones (pruned
    /// subtrees added at the end) come after.
    searched: u32,
}

/// What is wrong with a recorded tree's links (from a file or bytes made elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeFault {
    /// A node not one level below its parent.
    #[error("a node not one level below its parent")]
    Depth,
    /// A child listed under a node that is not its parent.
    #[error("a child listed under a node that is not its parent")]
    ForeignChild,
    /// A list of children that goes round in a circle.
    #[error("a list of children that goes round in a circle")]
    Circle,
    /// A node missing from its parent's children.
    #[error("a node missing from its parent's children")]
    MissingChild,
    /// Nodes out of the order the search made them.
    #[error("nodes out of the order the search made them")]
    Order,
}

impl TraceTree {
    /// An empty tree.
    pub fn new() -> TraceTree {
        TraceTree::default()
    }

    /// How many nodes the tree holds.
    pub fn node_count(&self) -> usize {
        self.slots.len()
    }

    /// Every node, in the order they were made.
    pub fn node_indices(
        &self,
    ) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + use<> {
        (0..self.slots.len() as u32).map(|i| NodeId::new(i as usize))
    }

    /// Bytes the tree holds on the heap (its array and its side table).
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<Slot>() + self.big.capacity() * 8
    }

    fn slot(&self, id: NodeId) -> &Slot {
        &self.slots[id.index()]
    }

    fn pack(&mut self, v: i64) -> i32 {
        match v {
            INF => CODE_INF,
            NEG_INF => CODE_NEG_INF,
            v if v.abs() < DIRECT => v as i32,
            v => {
                self.big.push(v);
                CODE_BIG + (self.big.len() - 1) as i32
            }
        }
    }

    fn unpack(&self, code: i32) -> i64 {
        match code {
            CODE_INF => INF,
            CODE_NEG_INF => NEG_INF,
            c if i64::from(c) > -DIRECT => i64::from(c),
            c => self.big[(c - CODE_BIG) as usize],
        }
    }

    /// Node `id` as everyone reads it.
    pub fn node(&self, id: NodeId) -> TraceNode {
        let s = self.slot(id);
        let mut n = TraceNode::new(
            if s.bits & MIN_BIT != 0 {
                Player::Min
            } else {
                Player::Max
            },
            s.depth,
            s.move_code,
            s.child_index,
            if s.bits & PRUNED_BIT != 0 {
                Status::Pruned
            } else {
                Status::Visited
            },
        );
        n.alpha = self.unpack(s.alpha);
        n.beta = self.unpack(s.beta);
        n.set_value((s.value != CODE_NO_VALUE).then(|| self.unpack(s.value)));
        n.enter_step = s.enter_step;
        n.exit_step = s.exit_step;
        n.bound = match (s.bits >> BOUND_SHIFT) & 3 {
            1 => Bound::Lower,
            2 => Bound::Upper,
            _ => Bound::Exact,
        };
        n.flags = s.bits & FLAG_BITS;
        n
    }

    /// Stores `node` as node `id` (links stay as they are).
    pub fn set(&mut self, id: NodeId, node: &TraceNode) {
        let links = self.slots[id.index()];
        let mut slot = self.encode(node);
        (slot.parent, slot.first_child, slot.next_sibling) =
            (links.parent, links.first_child, links.next_sibling);
        self.slots[id.index()] = slot;
    }

    /// `node` as a slot with no links (large values go to the side table).
    fn encode(&mut self, node: &TraceNode) -> Slot {
        let value = match node.value() {
            Some(v) => self.pack(v),
            None => CODE_NO_VALUE,
        };
        let (alpha, beta) = (self.pack(node.alpha), self.pack(node.beta));
        let bound = match node.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let min = if node.player == Player::Min {
            MIN_BIT
        } else {
            0
        };
        let pruned = if node.status == Status::Pruned {
            PRUNED_BIT
        } else {
            0
        };
        Slot {
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            enter_step: node.enter_step,
            exit_step: node.exit_step,
            move_code: node.move_code,
            child_index: node.child_index,
            value,
            alpha,
            beta,
            depth: node.depth,
            bits: (node.flags & FLAG_BITS) | min | pruned | bound << BOUND_SHIFT,
        }
    }

    /// Adds the flags `flags` to node `id`.
    pub(crate) fn add_flags(&mut self, id: NodeId, flags: u16) {
        self.slots[id.index()].bits |= flags & FLAG_BITS;
    }

    /// Sets node `id`'s value and bound.
    pub(crate) fn set_result(&mut self, id: NodeId, value: i64, bound: Bound) {
        let code = self.pack(value);
        let bound = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let s = &mut self.slots[id.index()];
        s.value = code;
        s.bits = (s.bits & !(3 << BOUND_SHIFT)) | bound << BOUND_SHIFT;
    }

    /// Sets node `id`'s exit step.
    pub(crate) fn set_exit_step(&mut self, id: NodeId, step: u32) {
        self.slots[id.index()].exit_step = step;
    }

    /// Adds `node` under `parent` (a root when `None`), after `previous`, the child added
    /// to `parent` last (`None`: it is the first).
    pub fn add(
        &mut self,
        parent: Option<NodeId>,
        previous: Option<NodeId>,
        node: &TraceNode,
    ) -> NodeId {
        let id = NodeId::new(self.slots.len());
        let mut slot = self.encode(node);
        slot.parent = parent.map_or(NONE, |p| p.index() as u32);
        self.slots.push(slot);
        match (previous, parent) {
            (Some(prev), _) => self.slots[prev.index()].next_sibling = id.index() as u32,
            (None, Some(p)) => self.slots[p.index()].first_child = id.index() as u32,
            (None, None) => {}
        }
        id
    }

    /// Marks every node made so far as made by the search (see [`Self::searched`]).
    pub fn end_of_search(&mut self) {
        self.searched = self.slots.len() as u32;
    }

    /// How many nodes, from the first, the search made in its own order (each node before
    /// everything below it, entry steps never decreasing); nodes after them were added later.
    pub fn searched(&self) -> usize {
        self.searched as usize
    }

    /// The node `id` hangs under; `None` at a root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = self.slot(id).parent;
        (p != NONE).then(|| NodeId::new(p as usize))
    }

    /// `id`'s children in the order they were added (visited ones in visiting order, then
    /// the pruned ones).
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: self.slot(id).first_child,
        }
    }

    /// Whether `id` has any child.
    pub fn has_children(&self, id: NodeId) -> bool {
        self.slot(id).first_child != NONE
    }

    /// The child added after `id` to the same parent.
    pub(crate) fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        let s = self.slot(id).next_sibling;
        (s != NONE).then(|| NodeId::new(s as usize))
    }

    /// `id`'s entry step (for a pruned node, the step of the cutoff that pruned it).
    pub fn enter_step(&self, id: NodeId) -> u32 {
        self.slot(id).enter_step
    }

    /// `id`'s exit step, or [`NEVER`](super::NEVER).
    pub(crate) fn exit_step(&self, id: NodeId) -> u32 {
        self.slot(id).exit_step
    }

    /// `id`'s flags (the bits of [`super::flags`]).
    pub fn flags(&self, id: NodeId) -> u16 {
        self.slot(id).bits & FLAG_BITS
    }

    /// Whether the search entered `id`.
    pub fn visited(&self, id: NodeId) -> bool {
        self.slot(id).bits & PRUNED_BIT == 0
    }

    /// The last node among the first [`Self::searched`] whose entry step is at most `step`.
    pub(crate) fn last_entered_by(&self, step: u32) -> Option<NodeId> {
        // Binary search over the first `searched` slots.
        let (mut lo, mut hi) = (0, self.searched as usize);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.slots[mid].enter_step <= step {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo.checked_sub(1).map(NodeId::new)
    }

    /// Checks the links make a forest: each node's children point back to it, every node is
    /// some node's child or a root, and depths grow by one down every link (so no link goes
    /// round in a circle). Files and bytes from elsewhere are checked before use.
    pub(crate) fn check(&self) -> Result<(), TreeFault> {
        let n = self.slots.len();
        let mut listed = 0usize;
        for (i, s) in self.slots.iter().enumerate() {
            if s.parent != NONE {
                let p = &self.slots[s.parent as usize];
                if p.depth.checked_add(1) != Some(s.depth) {
                    return Err(TreeFault::Depth);
                }
            }
            let mut c = s.first_child;
            while c != NONE {
                if self.slots[c as usize].parent as usize != i {
                    return Err(TreeFault::ForeignChild);
                }
                listed += 1;
                if listed > n {
                    return Err(TreeFault::Circle);
                }
                c = self.slots[c as usize].next_sibling;
            }
        }
        let non_roots = self.slots.iter().filter(|s| s.parent != NONE).count();
        if listed != non_roots {
            return Err(TreeFault::MissingChild);
        }
        let made = self.searched as usize;
        if (1..made).any(|i| self.slots[i - 1].enter_step > self.slots[i].enter_step) {
            return Err(TreeFault::Order);
        }
        Ok(())
    }

    /// The bytes of the tree, for [`super::binary`]: slots, then the side table.
    pub(super) fn to_bytes(&self, out: &mut Vec<u8>) {
        out.extend((self.slots.len() as u32).to_le_bytes());
        out.extend(self.searched.to_le_bytes());
        for s in self.slots.iter() {
            for w in [
                s.parent,
                s.first_child,
                s.next_sibling,
                s.enter_step,
                s.exit_step,
                s.move_code,
                s.child_index,
            ] {
                out.extend(w.to_le_bytes());
            }
            for v in [s.value, s.alpha, s.beta] {
                out.extend(v.to_le_bytes());
            }
            out.extend(s.depth.to_le_bytes());
            out.extend(s.bits.to_le_bytes());
        }
        out.extend((self.big.len() as u32).to_le_bytes());
        for v in &self.big {
            out.extend(v.to_le_bytes());
        }
    }

    /// Reads what [`Self::to_bytes`] wrote; `None` when the bytes are short or a link points
    /// outside the tree.
    pub(super) fn from_bytes(r: &mut impl FnMut(usize) -> Option<Vec<u8>>) -> Option<TraceTree> {
        let word =
            |b: &[u8], i: usize| u32::from_le_bytes(b[i..i + 4].try_into().unwrap_or([0; 4]));
        let head = r(8)?;
        let (n, searched) = (word(&head, 0) as usize, word(&head, 4));
        let body = r(n.checked_mul(SLOT_BYTES)?)?;
        let mut slots = Slots::default();
        for rec in body.chunks_exact(SLOT_BYTES) {
            let w = |k: usize| word(rec, k * 4);
            let i = |k: usize| w(k) as i32;
            let s = Slot {
                parent: w(0),
                first_child: w(1),
                next_sibling: w(2),
                enter_step: w(3),
                exit_step: w(4),
                move_code: w(5),
                child_index: w(6),
                value: i(7),
                alpha: i(8),
                beta: i(9),
                depth: u16::from_le_bytes([rec[40], rec[41]]),
                bits: u16::from_le_bytes([rec[42], rec[43]]),
            };
            let link_ok = |l: u32| l == NONE || (l as usize) < n;
            if !link_ok(s.parent) || !link_ok(s.first_child) || !link_ok(s.next_sibling) {
                return None;
            }
            slots.push(s);
        }
        let count = word(&r(4)?, 0) as usize;
        let bytes = r(count.checked_mul(8)?)?;
        let big: Vec<i64> = bytes
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        let tree = TraceTree {
            slots,
            big,
            searched: searched.min(n as u32),
        };
        let big_ok = |c: i32| {
            !(c >= CODE_BIG && i64::from(c) <= -DIRECT)
                || ((c - CODE_BIG) as usize) < tree.big.len()
        };
        let ok = tree
            .slots
            .iter()
            .all(|s| big_ok(s.value) && big_ok(s.alpha) && big_ok(s.beta));
        ok.then_some(tree)
    }
}

/// Bytes of one stored node.
const SLOT_BYTES: usize = 44;

/// A node's children in the order they were added.
pub struct Children<'t> {
    tree: &'t TraceTree,
    next: u32,
}

impl Iterator for Children<'_> {
    type Item = NodeId;

    fn next(&mut self) -> Option<NodeId> {
        (self.next != NONE).then(|| {
            let id = NodeId::new(self.next as usize);
            self.next = self.tree.slots[self.next as usize].next_sibling;
            id
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_is_44_bytes_and_values_come_back() {
        assert_eq!(std::mem::size_of::<Slot>(), SLOT_BYTES);
        let mut t = TraceTree::new();
        let mut n = TraceNode::new(Player::Min, 3, 7, 2, Status::Visited);
        for (value, alpha, beta) in [
            (Some(5), NEG_INF, INF),
            (Some(-(1 << 40)), 1 << 53, -(1 << 31)),
            (None, i64::from(i32::MAX) - 1, -DIRECT + 1),
        ] {
            n.set_value(value);
            (n.alpha, n.beta) = (alpha, beta);
            n.bound = Bound::Upper;
            n.flags = super::super::flags::CUTOFF | super::super::flags::RESEARCHED;
            let id = t.add(None, None, &n);
            assert_eq!(t.node(id), n);
        }
        let root = NodeId::new(0);
        let a = t.add(Some(root), None, &n);
        let b = t.add(Some(root), Some(a), &n);
        assert_eq!(t.children(root).collect::<Vec<_>>(), vec![a, b]);
        assert_eq!(t.parent(b), Some(root));
        let mut bytes = Vec::new();
        t.to_bytes(&mut bytes);
        let mut at = 0;
        let back = TraceTree::from_bytes(&mut |k| {
            let s = bytes.get(at..at + k)?.to_vec();
            at += k;
            Some(s)
        })
        .unwrap();
        assert_eq!(back, t);
    }
}
