//! The recorded tree, in the order the search created its nodes (each node before everything
//! below it): a column per field, links by index, values as 32-bit codes (the rare larger
//! ones kept aside) in as few bits as they need; 20 bytes a tic-tac-toe node, 44 at most
//! (the binary form's record). [`TraceNode`] is a node as everyone reads it.

use super::rows::{Fresh, NONE, Rows, Slot, Store, code_key, each, key_code};
use super::{NodeId, Status, TraceNode};
use crate::game::Player;
use crate::search::{Bound, INF, NEG_INF};

/// Values with |v| below this are stored as they are; larger ones go to the side table.
pub(super) const DIRECT: i64 = 1 << 30;
const CODE_NO_VALUE: i32 = i32::MIN;
const CODE_NEG_INF: i32 = i32::MIN + 1;
const CODE_INF: i32 = i32::MAX;
/// Codes from here up to −[`DIRECT`] are indexes into the side table.
pub(super) const CODE_BIG: i32 = i32::MIN + 2;

/// The flags' bits: 0–10, and 15 (a chance node).
const FLAG_BITS: u16 = ((1 << 11) - 1) | (1 << 15);
const MIN_BIT: u16 = 1 << 11;
const PRUNED_BIT: u16 = 1 << 12;
const BOUND_SHIFT: u16 = 13;

/// A bound as its two bits.
#[inline]
fn bound_bits(bound: Bound) -> u16 {
    match bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    }
}

/// A node's flags, player, status and bound as its 16 bits.
#[inline]
fn node_bits(node: &TraceNode) -> u16 {
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
    (node.flags & FLAG_BITS) | min | pruned | bound_bits(node.bound) << BOUND_SHIFT
}

/// A node the search enters, as the recorder adds it ([`TraceTree::add_entered`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entered {
    /// Its depth (see [`TraceNode::depth`]).
    pub(crate) depth: u32,
    /// The move that led to it.
    pub(crate) move_code: u32,
    /// Which child of its parent it is.
    pub(crate) child_index: u32,
    /// The window it is entered with.
    pub(crate) alpha: i64,
    /// β on entry.
    pub(crate) beta: i64,
    /// The step of its entry.
    pub(crate) enter_step: u32,
    /// Its flags, player and status as bits ([`Entered::bits`]).
    pub(crate) bits: u16,
}

impl Entered {
    /// The bits of a node of `player`'s with `flags` (pruned or not).
    #[inline]
    pub(crate) fn bits(player: Player, flags: u16, pruned: bool) -> u16 {
        let min = if player == Player::Min { MIN_BIT } else { 0 };
        let pruned = if pruned { PRUNED_BIT } else { 0 };
        (flags & FLAG_BITS) | min | pruned
    }
}

/// The recorded tree: nodes by [`NodeId`], each with its parent and its children in the
/// order they were added, stored as rows (see the `rows` module: 20 bytes a node for a
/// search's tree whose numbers fit a byte, 44 at most).
#[derive(Clone, Debug, Default)]
pub struct TraceTree {
    pub(super) len: usize,
    pub(super) rows: Rows,
    pub(super) big: Vec<i64>,
    /// Nodes `0..searched` were made while the search ran, in its order; later ones (pruned
    /// subtrees added at the end) come after.
    pub(super) searched: u32,
}

/// Two trees are equal when they store the same nodes with the same links and the same side
/// table, however wide their rows grew.
impl PartialEq for TraceTree {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len
            && self.searched == other.searched
            && self.big == other.big
            && (0..self.len).all(|i| self.rows.slot(i) == other.rows.slot(i))
    }
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
        self.len
    }

    /// Every node, in the order they were made.
    pub fn node_indices(
        &self,
    ) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + use<> {
        (0..self.len as u32).map(|i| NodeId::new(i as usize))
    }

    /// Bytes the tree holds on the heap (its rows and its side table).
    pub fn heap_bytes(&self) -> usize {
        self.rows.heap_bytes() + self.big.capacity() * 8
    }

    /// `v`'s code (large values go to the side table) as a key (see the `rows` module).
    #[inline]
    fn pack(&mut self, v: i64) -> u32 {
        code_key(match v {
            INF => CODE_INF,
            NEG_INF => CODE_NEG_INF,
            v if v.abs() < DIRECT => v as i32,
            v => {
                self.big.push(v);
                CODE_BIG + (self.big.len() - 1) as i32
            }
        })
    }

    /// The value a key stands for (the key of no value must be caught before).
    fn unpack(&self, key: u32) -> i64 {
        match key_code(key) {
            CODE_INF => INF,
            CODE_NEG_INF => NEG_INF,
            c if i64::from(c) > -DIRECT => i64::from(c),
            c => self.big[(c - CODE_BIG) as usize],
        }
    }

    /// Node `id` as everyone reads it.
    pub fn node(&self, id: NodeId) -> TraceNode {
        let s = self.rows.slot(id.index());
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
        n.set_value((key_code(s.value) != CODE_NO_VALUE).then(|| self.unpack(s.value)));
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
        let i = id.index();
        let old = self.rows.slot(i);
        let slot = Slot {
            parent: old.parent,
            first_child: old.first_child,
            next_sibling: old.next_sibling,
            ..self.encode(node)
        };
        self.rows.put(i, &slot);
    }

    /// `node` as a slot with no links (large values go to the side table: the value's first,
    /// then α's and β's).
    #[inline]
    fn encode(&mut self, node: &TraceNode) -> Slot {
        let value = match node.value() {
            Some(v) => self.pack(v),
            None => code_key(CODE_NO_VALUE),
        };
        let (alpha, beta) = (self.pack(node.alpha), self.pack(node.beta));
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
            bits: node_bits(node),
        }
    }

    /// `v`'s key when it needs no side table (±∞ and |v| below [`DIRECT`]).
    #[inline(always)]
    fn direct_key(v: i64) -> Option<u32> {
        // |v| < DIRECT, in one comparison.
        if (v.wrapping_add(DIRECT - 1) as u64) < (2 * DIRECT - 1) as u64 {
            Some(code_key(v as i32))
        } else if v == INF {
            Some(code_key(CODE_INF))
        } else if v == NEG_INF {
            Some(code_key(CODE_NEG_INF))
        } else {
            None
        }
    }

    /// `v`'s key, the side table's when it needs it (as [`Self::pack`]).
    #[inline(always)]
    pub(crate) fn key(&mut self, v: i64) -> u32 {
        match Self::direct_key(v) {
            Some(key) => key,
            None => self.pack_big(v),
        }
    }

    /// A large value's key: it goes to the side table.
    #[cold]
    #[inline(never)]
    fn pack_big(&mut self, v: i64) -> u32 {
        self.pack(v)
    }

    /// Adds the node the search enters now, or a child a cutoff skips (the recorder's hot
    /// path; as [`Self::add`] with no value and no exit step).
    #[inline(always)]
    pub(crate) fn add_entered(&mut self, (parent, previous): (u32, u32), node: Entered) -> NodeId {
        let i = self.len;
        self.len += 1;
        let fresh = Fresh {
            parent,
            previous,
            enter_step: node.enter_step,
            bits: node.bits,
            depth: node.depth,
            move_code: node.move_code,
            child_index: node.child_index,
            alpha: self.key(node.alpha),
            beta: self.key(node.beta),
        };
        if !each!(&mut self.rows, c => c.add_fresh(i, &fresh)) {
            self.add_wider(i, fresh);
        }
        NodeId::new(i)
    }

    /// Moves the rows to ones that hold `fresh`, then adds it as node `i`.
    #[cold]
    #[inline(never)]
    fn add_wider(&mut self, i: usize, fresh: Fresh) {
        self.rows.push(&fresh.slot());
        self.rows.link(i as u32, fresh.parent, fresh.previous);
    }

    /// Sets node `id`'s value (as its key, see [`Self::key`]) and bound, and (unless
    /// [`NONE`]) its exit step; adds `flags`. The recorder's hot path: one row touched.
    #[inline(always)]
    pub(crate) fn finish_node(
        &mut self,
        id: NodeId,
        (key, bound): (u32, Bound),
        exit: u32,
        flags: u16,
    ) {
        let i = id.index();
        let bits = |bits: u16| {
            (bits & !(3 << BOUND_SHIFT)) | bound_bits(bound) << BOUND_SHIFT | (flags & FLAG_BITS)
        };
        if !each!(&mut self.rows, c => c.finish(i, key, bits, exit)) {
            self.finish_wider(i, key, bits(self.rows.slot(i).bits), exit);
        }
    }

    /// Moves the rows to ones that hold the value key `key`, then sets node `i`'s value, bits
    /// and exit.
    #[cold]
    #[inline(never)]
    fn finish_wider(&mut self, i: usize, key: u32, bits: u16, exit: u32) {
        let old = self.rows.slot(i);
        let slot = Slot {
            value: key,
            bits,
            exit_step: if exit == NONE { old.exit_step } else { exit },
            ..old
        };
        self.rows.put(i, &slot);
    }

    /// Adds the flags `flags` to node `id`.
    #[inline]
    pub(crate) fn add_flags(&mut self, id: NodeId, flags: u16) {
        let i = id.index();
        each!(&mut self.rows, c => c.set_bits(i, c.bits(i) | (flags & FLAG_BITS)));
    }

    /// Sets node `id`'s exit step.
    #[inline]
    pub(crate) fn set_exit_step(&mut self, id: NodeId, step: u32) {
        each!(&mut self.rows, c => c.set_exit_step(id.index(), step));
    }

    /// Adds `node` under `parent` (a root when `None`), after `previous`, the child added
    /// to `parent` last (`None`: it is the first).
    pub fn add(
        &mut self,
        parent: Option<NodeId>,
        previous: Option<NodeId>,
        node: &TraceNode,
    ) -> NodeId {
        let slot = Slot {
            parent: parent.map_or(NONE, |p| p.index() as u32),
            ..self.encode(node)
        };
        let id = self.push(&slot);
        let previous = previous.map_or(NONE, |p| p.index() as u32);
        self.rows.link(id as u32, slot.parent, previous);
        NodeId::new(id)
    }

    /// Adds `s` as the next node, its links as they are.
    #[inline]
    pub(super) fn push(&mut self, s: &Slot) -> usize {
        let i = self.len;
        self.len += 1;
        self.rows.push(s);
        i
    }

    /// Marks every node made so far as made by the search (see [`Self::searched`]).
    pub fn end_of_search(&mut self) {
        self.searched = self.len as u32;
    }

    /// How many nodes, from the first, the search made in its own order (each node before
    /// everything below it, entry steps never decreasing); nodes after them were added later.
    pub fn searched(&self) -> usize {
        self.searched as usize
    }

    /// The node `id` hangs under; `None` at a root.
    #[inline(always)]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = each!(&self.rows, c => c.parent(id.index()));
        (p != NONE).then(|| NodeId::new(p as usize))
    }

    /// `id`'s children in the order they were added (visited ones in visiting order, then
    /// the pruned ones).
    #[inline(always)]
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: each!(&self.rows, c => c.first_child(id.index())),
        }
    }

    /// Whether `id` has any child.
    pub fn has_children(&self, id: NodeId) -> bool {
        each!(&self.rows, c => c.first_child(id.index())) != NONE
    }

    /// The child added after `id` to the same parent.
    #[inline(always)]
    pub(crate) fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        let s = each!(&self.rows, c => c.next_sibling(id.index()));
        (s != NONE).then(|| NodeId::new(s as usize))
    }

    /// `id`'s entry step (for a pruned node, the step of the cutoff that pruned it).
    #[inline(always)]
    pub fn enter_step(&self, id: NodeId) -> u32 {
        each!(&self.rows, c => c.enter_step(id.index()))
    }

    /// `id`'s exit step, or [`NEVER`](super::NEVER).
    #[inline(always)]
    pub(crate) fn exit_step(&self, id: NodeId) -> u32 {
        each!(&self.rows, c => c.exit_step(id.index()))
    }

    /// `id`'s flags (the bits of [`super::flags`]).
    #[inline(always)]
    pub fn flags(&self, id: NodeId) -> u16 {
        each!(&self.rows, c => c.bits(id.index())) & FLAG_BITS
    }

    /// Whether the search entered `id`.
    #[inline(always)]
    pub fn visited(&self, id: NodeId) -> bool {
        each!(&self.rows, c => c.bits(id.index())) & PRUNED_BIT == 0
    }

    /// Moves below its iteration's root (the root is 0), as in [`TraceNode::depth`].
    #[inline]
    pub fn depth(&self, id: NodeId) -> u16 {
        each!(&self.rows, c => c.depth(id.index())) as u16
    }

    /// The move that led to `id`, as in [`TraceNode::move_code`].
    #[inline]
    pub fn move_code(&self, id: NodeId) -> u32 {
        each!(&self.rows, c => c.move_code(id.index()))
    }

    /// Which child of its parent `id` is, in generation order, as in
    /// [`TraceNode::child_index`].
    #[inline]
    pub fn child_index(&self, id: NodeId) -> u32 {
        each!(&self.rows, c => c.child_index(id.index()))
    }

    /// The last node among the first [`Self::searched`] whose entry step is at most `step`.
    pub(crate) fn last_entered_by(&self, step: u32) -> Option<NodeId> {
        // Binary search over the first `searched` nodes.
        let (mut lo, mut hi) = (0, self.searched as usize);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.enter_step(NodeId::new(mid)) <= step {
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
        let n = self.len;
        let slot = |i: usize| self.rows.slot(i);
        let mut listed = 0usize;
        let mut non_roots = 0usize;
        for i in 0..n {
            let s = slot(i);
            if s.parent != NONE {
                non_roots += 1;
                if slot(s.parent as usize).depth.checked_add(1) != Some(s.depth) {
                    return Err(TreeFault::Depth);
                }
            }
            let mut c = s.first_child;
            while c != NONE {
                let child = slot(c as usize);
                if child.parent as usize != i {
                    return Err(TreeFault::ForeignChild);
                }
                listed += 1;
                if listed > n {
                    return Err(TreeFault::Circle);
                }
                c = child.next_sibling;
            }
        }
        if listed != non_roots {
            return Err(TreeFault::MissingChild);
        }
        let made = self.searched as usize;
        let step = |i: usize| self.enter_step(NodeId::new(i));
        if (1..made).any(|i| step(i - 1) > step(i)) {
            return Err(TreeFault::Order);
        }
        Ok(())
    }
}

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
            self.next = self
                .tree
                .next_sibling(id)
                .map_or(NONE, |s| s.index() as u32);
            id
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_is_44_bytes_and_values_come_back() {
        assert_eq!(
            std::mem::size_of::<Slot>(),
            super::super::tree_bytes::SLOT_BYTES
        );
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
