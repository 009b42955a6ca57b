//! Compact rows, 20 bytes a node, for a tree made in preorder whose small numbers fit a byte:
//! what every search of the minimax family records on tic-tac-toe, bones or Connect Four.
//!
//! In preorder a node's first child, if it has one, is the node made right after it, so no
//! row keeps its first child: node `i + 1` is `i`'s first child exactly when its parent is `i`.
//! The next sibling and the exit step are kept as distances (from the node, from its entry)
//! in 16 bits; the few that do not fit (past a subtree of 65,535 nodes or steps: the root and
//! the top few levels of a big search) are kept aside, by node, in ordered maps. With depth
//! at most 255 they are at most one node in ~250 even in the largest recording.

use super::linked::{Row8, fit};
use super::rows::{BLOCK, Column, Fresh, NO_VALUE_KEY, NONE, Slot, Store};
use std::collections::BTreeMap;

/// A distance kept aside (in the far maps).
const FAR: u16 = u16::MAX;

/// One node: parent, entry step, the distances to its next sibling and exit (0: none),
/// bits, and the small numbers in a byte each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pre {
    parent: u32,
    enter_step: u32,
    next: u16,
    exit: u16,
    bits: u16,
    depth: u8,
    move_code: u8,
    child_index: u8,
    value: u8,
    alpha: u8,
    beta: u8,
}

/// The compact rows of a tree, with the distances too far for their 16 bits.
#[derive(Clone, Debug, Default)]
pub(super) struct Compact {
    rows: Column<Pre>,
    /// Next siblings more than 65,534 nodes on, by node.
    far_next: BTreeMap<u32, u32>,
    /// Exit steps more than 65,534 steps after the entry, by node.
    far_exit: BTreeMap<u32, u32>,
}

/// The small numbers of `s` in bytes (depth, move, child index, value, α, β), if they fit.
#[inline(always)]
fn bytes(s: &Slot) -> Option<[u8; 6]> {
    Some([
        fit(u32::from(s.depth))?,
        fit(s.move_code)?,
        fit(s.child_index)?,
        fit(s.value)?,
        fit(s.alpha)?,
        fit(s.beta)?,
    ])
}

impl Compact {
    /// Sets `p`'s next sibling to the node `target` made after it.
    #[inline(always)]
    fn set_next(&mut self, p: usize, target: u32) {
        let d = target.wrapping_sub(p as u32);
        let row = self.rows.at_mut(p);
        if row.next == FAR {
            self.far_next.remove(&(p as u32));
        }
        match u16::try_from(d) {
            Ok(d) if d != 0 && d != FAR => row.next = d,
            _ => {
                row.next = FAR;
                self.far_next.insert(p as u32, target);
            }
        }
    }

    /// Sets `i`'s exit step ([`NONE`]: none).
    #[inline(never)]
    fn set_exit(&mut self, i: usize, step: u32) {
        let row = self.rows.at_mut(i);
        if row.exit == FAR {
            self.far_exit.remove(&(i as u32));
        }
        if step == NONE {
            row.exit = 0;
            return;
        }
        match u16::try_from(step.wrapping_sub(row.enter_step)) {
            Ok(d) if d != 0 && d != FAR => row.exit = d,
            _ => {
                row.exit = FAR;
                self.far_exit.insert(i as u32, step);
            }
        }
    }

    /// The row of `s`, whose small numbers are `small` (no next sibling nor exit step: those
    /// are set apart).
    fn row_of(s: &Slot, small: [u8; 6]) -> Pre {
        let [depth, move_code, child_index, value, alpha, beta] = small;
        Pre {
            parent: s.parent,
            enter_step: s.enter_step,
            next: 0,
            exit: 0,
            bits: s.bits,
            depth,
            move_code,
            child_index,
            value,
            alpha,
            beta,
        }
    }

    /// The same tree in linked rows, a block at a time (each compact block freed once
    /// copied).
    pub(super) fn into_linked(mut self) -> Column<Row8> {
        let len = self.rows.len();
        let mut linked = Column::default();
        for i in 0..len {
            let s = self.slot(i);
            linked.push_row(Row8::of(&s).unwrap_or_else(|| unreachable!("a byte a number fits")));
            // A node's first child is the next node: a block is done once its last row is.
            if (i + 1) % BLOCK == 0 {
                self.rows.blocks[i / BLOCK] = Vec::new();
            }
        }
        linked
    }
}

impl Store for Compact {
    fn slot(&self, i: usize) -> Slot {
        let r = self.rows.at(i);
        Slot {
            parent: r.parent,
            first_child: self.first_child(i),
            next_sibling: self.next_sibling(i),
            enter_step: r.enter_step,
            exit_step: self.exit_step(i),
            move_code: u32::from(r.move_code),
            child_index: u32::from(r.child_index),
            value: u32::from(r.value),
            alpha: u32::from(r.alpha),
            beta: u32::from(r.beta),
            depth: u16::from(r.depth),
            bits: r.bits,
        }
    }

    #[inline(always)]
    fn parent(&self, i: usize) -> u32 {
        self.rows.at(i).parent
    }

    #[inline(always)]
    fn first_child(&self, i: usize) -> u32 {
        let next = i + 1;
        if next < self.rows.len() && self.rows.at(next).parent as usize == i {
            next as u32
        } else {
            NONE
        }
    }

    #[inline(always)]
    fn next_sibling(&self, i: usize) -> u32 {
        match self.rows.at(i).next {
            0 => NONE,
            FAR => self.far_next.get(&(i as u32)).copied().unwrap_or(NONE),
            d => i as u32 + u32::from(d),
        }
    }

    #[inline(always)]
    fn enter_step(&self, i: usize) -> u32 {
        self.rows.at(i).enter_step
    }

    #[inline(always)]
    fn exit_step(&self, i: usize) -> u32 {
        let r = self.rows.at(i);
        match r.exit {
            0 => NONE,
            FAR => self.far_exit.get(&(i as u32)).copied().unwrap_or(NONE),
            d => r.enter_step + u32::from(d),
        }
    }

    #[inline(always)]
    fn bits(&self, i: usize) -> u16 {
        self.rows.at(i).bits
    }

    #[inline(always)]
    fn depth(&self, i: usize) -> u32 {
        u32::from(self.rows.at(i).depth)
    }

    #[inline(always)]
    fn move_code(&self, i: usize) -> u32 {
        u32::from(self.rows.at(i).move_code)
    }

    #[inline(always)]
    fn child_index(&self, i: usize) -> u32 {
        u32::from(self.rows.at(i).child_index)
    }

    #[inline(always)]
    fn set_bits(&mut self, i: usize, bits: u16) {
        self.rows.at_mut(i).bits = bits;
    }

    fn set_exit_step(&mut self, i: usize, step: u32) {
        self.set_exit(i, step);
    }

    /// Holds a new node with no children and no next sibling yet.
    fn push(&mut self, s: &Slot) -> bool {
        let Some(small) = bytes(s).filter(|_| s.first_child == NONE && s.next_sibling == NONE)
        else {
            return false;
        };
        let i = self.rows.len();
        self.rows.push_row(Self::row_of(s, small));
        self.set_exit(i, s.exit_step);
        true
    }

    /// Holds `s` when its links are the ones node `i` has.
    fn put(&mut self, i: usize, s: &Slot) -> bool {
        let same_links = s.parent == self.parent(i)
            && s.first_child == self.first_child(i)
            && s.next_sibling == self.next_sibling(i);
        let Some(small) = bytes(s).filter(|_| same_links) else {
            return false;
        };
        let row = self.rows.at_mut(i);
        *row = Pre {
            next: row.next,
            exit: row.exit,
            ..Self::row_of(s, small)
        };
        self.set_exit(i, s.exit_step);
        true
    }

    /// Holds the new node when its numbers fit a byte and it keeps the preorder: a first child
    /// comes right after its parent.
    #[inline(always)]
    fn add_fresh(&mut self, i: usize, f: &Fresh) -> bool {
        let small = f.move_code | f.child_index | f.alpha | f.beta | f.depth;
        let preorder = f.previous != NONE || f.parent == NONE || f.parent as usize + 1 == i;
        if small > u32::from(u8::MAX) || !preorder {
            return false;
        }
        self.rows.push_with(|| Pre {
            parent: f.parent,
            enter_step: f.enter_step,
            next: 0,
            exit: 0,
            bits: f.bits,
            depth: f.depth as u8,
            move_code: f.move_code as u8,
            child_index: f.child_index as u8,
            value: NO_VALUE_KEY as u8,
            alpha: f.alpha as u8,
            beta: f.beta as u8,
        });
        if f.previous != NONE {
            self.set_next(f.previous as usize, i as u32);
        }
        true
    }

    /// Links a next sibling; a first child only where the preorder already says so.
    fn link(&mut self, id: u32, parent: u32, previous: u32) -> bool {
        if previous != NONE {
            self.set_next(previous as usize, id);
            true
        } else {
            parent == NONE || parent.wrapping_add(1) == id
        }
    }

    #[inline(always)]
    fn finish(&mut self, i: usize, key: u32, bits: impl Fn(u16) -> u16, exit: u32) -> bool {
        if key > u32::from(u8::MAX) {
            return false;
        }
        let row = self.rows.at_mut(i);
        row.value = key as u8;
        row.bits = bits(row.bits);
        if exit != NONE {
            // As `set_exit`, on the row at hand.
            match u16::try_from(exit.wrapping_sub(row.enter_step)) {
                Ok(d) if d != 0 && d != FAR && row.exit != FAR => row.exit = d,
                _ => self.set_exit(i, exit),
            }
        }
        true
    }

    /// Its rows, and about 16 bytes for each distance kept aside.
    fn heap_bytes(&self) -> usize {
        self.rows.heap_bytes() + (self.far_next.len() + self.far_exit.len()) * 16
    }
}

#[cfg(test)]
mod tests {
    use super::super::rows::Rows;
    use super::super::{NodeId, Status, TraceNode, TraceTree};
    use super::*;
    use crate::game::Player;

    /// A node at `depth`, entered at `enter` and left at `exit`.
    fn node(depth: u16, index: u32, enter: u32, exit: u32) -> TraceNode {
        let mut n = TraceNode::new(Player::Max, depth, index, index, Status::Visited);
        n.set_value(Some(i64::from(index % 7) - 3));
        (n.enter_step, n.exit_step) = (enter, exit);
        n
    }

    #[test]
    fn a_compact_row_is_20_bytes() {
        assert_eq!(std::mem::size_of::<Pre>(), 20);
    }

    #[test]
    fn far_siblings_and_exits_come_back_and_survive_the_move_to_linked_rows() {
        // root ─ a ─ 256 children ─ 256 grandchildren each (65,792 nodes below a), then b:
        // a's next sibling and the root's and a's exits are more than 65,535 away.
        let mut t = TraceTree::new();
        let last = 2 * 256 * 257 + 10;
        let root = t.add(None, None, &node(0, 0, 0, last));
        let a = t.add(Some(root), None, &node(1, 0, 1, last - 2));
        let mut step = 2;
        let mut previous = None;
        let mut kids = Vec::new();
        for i in 0..256 {
            let kid = t.add(Some(a), previous, &node(2, i, step, NONE));
            step += 1;
            let mut grandchild = None;
            for j in 0..256 {
                let g = t.add(Some(kid), grandchild, &node(3, j, step, step + 1));
                grandchild = Some(g);
                step += 2;
            }
            let mut n = t.node(kid);
            n.exit_step = step;
            t.set(kid, &n);
            step += 1;
            kids.push(kid);
            previous = Some(kid);
        }
        let b = t.add(Some(root), Some(a), &node(1, 1, last - 1, last - 1));
        assert!(
            matches!(t.rows, Rows::C8(_)),
            "a search's tree in preorder is compact"
        );
        let check = |t: &TraceTree| {
            assert_eq!(t.children(root).collect::<Vec<_>>(), vec![a, b]);
            assert_eq!(t.children(a).collect::<Vec<_>>(), kids);
            assert_eq!(t.node(root), node(0, 0, 0, last));
            assert_eq!(t.node(a), node(1, 0, 1, last - 2));
            assert_eq!(
                t.node(b),
                node(1, 1, last - 1, last - 1),
                "exit at its entry"
            );
            let k = kids[200];
            assert_eq!(t.children(k).count(), 256);
            assert_eq!(t.parent(k), Some(a));
            assert_eq!(t.node(k).exit_step - t.node(k).enter_step, 2 * 256 + 1);
            assert!(!t.has_children(b));
        };
        check(&t);
        let n = t.node_count();
        let rows = n.div_ceil(BLOCK) * BLOCK * 20;
        assert_eq!(
            t.heap_bytes(),
            rows + 4 * 16,
            "a's sibling, the root's, a's, b's exits aside"
        );
        // A first child made long after its parent is not in preorder: the rows become
        // linked ones, and hold the same tree.
        let leaf = t.children(kids[0]).next().expect("a grandchild");
        assert!(!t.has_children(leaf));
        let late = t.add(Some(leaf), None, &node(4, 0, last, last));
        assert!(matches!(t.rows, Rows::R8(_)));
        check(&t);
        assert_eq!(t.children(leaf).collect::<Vec<_>>(), vec![late]);
        assert_eq!(t.parent(late), Some(leaf));
        assert_eq!(t.node(NodeId::new(n)), node(4, 0, last, last));
    }
}
