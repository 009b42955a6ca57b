//! How the recorded tree stores its nodes: one row per node, in blocks (the tree grows a
//! block at a time, so it never copies itself to grow nor holds an unused half), each row as
//! small as the tree recorded so far allows.
//!
//! A tree made in preorder (each node's first child made right after it: every search of
//! the minimax family on a game) whose moves, child indexes, depths, values and windows fit a
//! byte is kept in compact rows of 20 bytes (the `compact` module: tic-tac-toe, bones,
//! Connect Four). Any other tree is kept in linked rows (the `linked` module) of 28 bytes while
//! those numbers fit a byte, 36 while they fit 16 bits, else the binary form's 44 bytes
//! ([`Slot`]). The first node the rows cannot hold changes them all, once, a block at a time.

use super::compact::Compact;
use super::linked::{Row8, Row16, Row32, widened};

/// No node (a root's parent, the end of a child list), and no step.
pub(super) const NONE: u32 = u32::MAX;

/// The key of no value (see [`code_key`]).
pub(super) const NO_VALUE_KEY: u32 = 2;

/// Nodes per block.
pub(super) const BLOCK: usize = 1 << 12;

/// One node in full, as the binary form stores it (44 bytes) and as trees compare: links,
/// steps, the move and child index, the value and window as keys of their 32-bit codes (see
/// [`code_key`]), the depth, and the flags, player, status and bound as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Slot {
    pub(super) parent: u32,
    pub(super) first_child: u32,
    pub(super) next_sibling: u32,
    pub(super) enter_step: u32,
    pub(super) exit_step: u32,
    pub(super) move_code: u32,
    pub(super) child_index: u32,
    pub(super) value: u32,
    pub(super) alpha: u32,
    pub(super) beta: u32,
    pub(super) depth: u16,
    pub(super) bits: u16,
}

/// What the recorder knows of a node when the search enters it (or a cutoff skips it): its
/// parent, the child added to that parent before it, its step and numbers, the window as
/// keys. It has no value, no exit step and no children yet.
#[derive(Clone, Copy, Debug)]
pub(super) struct Fresh {
    pub(super) parent: u32,
    /// The child added to the parent before it, or [`NONE`].
    pub(super) previous: u32,
    pub(super) enter_step: u32,
    pub(super) bits: u16,
    pub(super) depth: u32,
    pub(super) move_code: u32,
    pub(super) child_index: u32,
    pub(super) alpha: u32,
    pub(super) beta: u32,
}

impl Fresh {
    /// The node in full (not linked yet).
    pub(super) fn slot(&self) -> Slot {
        Slot {
            parent: self.parent,
            first_child: NONE,
            next_sibling: NONE,
            enter_step: self.enter_step,
            exit_step: NONE,
            move_code: self.move_code,
            child_index: self.child_index,
            value: NO_VALUE_KEY,
            alpha: self.alpha,
            beta: self.beta,
            depth: self.depth as u16,
            bits: self.bits,
        }
    }
}

/// What every kind of row keeps: node by node, its fields, and the changes a recording makes.
/// A change the rows cannot hold returns `false` and changes nothing; [`Rows`] then moves the
/// tree to rows that can.
pub(super) trait Store {
    /// Node `i` in full.
    fn slot(&self, i: usize) -> Slot;
    /// The node `i` hangs under, or [`NONE`].
    fn parent(&self, i: usize) -> u32;
    /// `i`'s first child, or [`NONE`].
    fn first_child(&self, i: usize) -> u32;
    /// The child added after `i` to the same parent, or [`NONE`].
    fn next_sibling(&self, i: usize) -> u32;
    /// `i`'s entry step.
    fn enter_step(&self, i: usize) -> u32;
    /// `i`'s exit step, or [`NONE`].
    fn exit_step(&self, i: usize) -> u32;
    /// `i`'s flags, player, status and bound.
    fn bits(&self, i: usize) -> u16;
    /// `i`'s depth.
    fn depth(&self, i: usize) -> u32;
    /// The move that led to `i`.
    fn move_code(&self, i: usize) -> u32;
    /// Which child of its parent `i` is.
    fn child_index(&self, i: usize) -> u32;
    /// Sets `i`'s bits.
    fn set_bits(&mut self, i: usize, bits: u16);
    /// Sets `i`'s exit step.
    fn set_exit_step(&mut self, i: usize, step: u32);
    /// Adds `s` as the next node.
    fn push(&mut self, s: &Slot) -> bool;
    /// Stores `s` as node `i`, whose links it keeps.
    fn put(&mut self, i: usize, s: &Slot) -> bool;
    /// Adds `f` as node `i` (the next) and links it under its parent. The recorder's hot path.
    fn add_fresh(&mut self, i: usize, f: &Fresh) -> bool;
    /// Links node `id` after `previous`, or (`previous` [`NONE`]) as `parent`'s first child.
    fn link(&mut self, id: u32, parent: u32, previous: u32) -> bool;
    /// Sets `i`'s value key, its bits (through `bits`) and, unless [`NONE`], its exit step.
    /// The recorder's hot path.
    fn finish(&mut self, i: usize, key: u32, bits: impl Fn(u16) -> u16, exit: u32) -> bool;
    /// Bytes held on the heap.
    fn heap_bytes(&self) -> usize;
}

/// Rows of one kind, in blocks of [`BLOCK`] (each allocated whole when the one before is
/// full, and filled as the nodes come).
#[derive(Clone, Debug)]
pub(super) struct Column<R> {
    pub(super) blocks: Vec<Vec<R>>,
}

impl<R> Default for Column<R> {
    fn default() -> Self {
        Column { blocks: Vec::new() }
    }
}

impl<R> Column<R> {
    /// Rows held.
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.blocks
            .last()
            .map_or(0, |b| (self.blocks.len() - 1) * BLOCK + b.len())
    }

    /// Adds `r` as the next row.
    #[inline(always)]
    pub(super) fn push_row(&mut self, r: R) {
        self.push_with(|| r);
    }

    /// Adds the row `make` makes as the next row. Room is made first, so that the row is
    /// written where it goes, not built aside and copied.
    #[inline(always)]
    pub(super) fn push_with(&mut self, make: impl FnOnce() -> R) {
        if self.blocks.last().is_none_or(|b| b.len() >= b.capacity()) {
            self.add_block();
        }
        match self.blocks.last_mut() {
            // Within its capacity (a block is allocated whole), so the push never grows it.
            Some(b) if b.len() < b.capacity() => b.push(make()),
            _ => unreachable!("a block with room was just added"),
        }
    }

    /// Adds an empty block (room for [`BLOCK`] more rows).
    #[cold]
    #[inline(never)]
    fn add_block(&mut self) {
        self.blocks.push(Vec::with_capacity(BLOCK));
    }

    /// Row `i`.
    #[inline(always)]
    pub(super) fn at(&self, i: usize) -> &R {
        &self.blocks[i / BLOCK][i % BLOCK]
    }

    /// Row `i`, to change.
    #[inline(always)]
    pub(super) fn at_mut(&mut self, i: usize) -> &mut R {
        &mut self.blocks[i / BLOCK][i % BLOCK]
    }

    /// Bytes its blocks hold.
    pub(super) fn heap_bytes(&self) -> usize {
        self.blocks.len() * BLOCK * std::mem::size_of::<R>()
    }
}

/// Every row of a tree, in the smallest kind its nodes have allowed so far.
#[derive(Clone, Debug)]
pub(super) enum Rows {
    /// Made in preorder, every small number a byte.
    C8(Compact),
    /// Every small number fits a byte.
    R8(Column<Row8>),
    /// Every small number fits 16 bits.
    R16(Column<Row16>),
    /// Any numbers.
    R32(Column<Row32>),
}

impl Default for Rows {
    fn default() -> Self {
        Rows::C8(Compact::default())
    }
}

/// Runs `$e` with `$c` bound to the rows, whatever their kind.
macro_rules! each {
    ($rows:expr, $c:ident => $e:expr) => {
        match $rows {
            Rows::C8($c) => $e,
            Rows::R8($c) => $e,
            Rows::R16($c) => $e,
            Rows::R32($c) => $e,
        }
    };
}
pub(super) use each;

impl Rows {
    /// Rows that link every node (for trees read from bytes, whose links are kept as they
    /// are, right or wrong, until they are checked).
    pub(super) fn linked() -> Rows {
        Rows::R8(Column::default())
    }

    /// Node `i` in full.
    #[inline]
    pub(super) fn slot(&self, i: usize) -> Slot {
        each!(self, c => c.slot(i))
    }

    /// Adds `s` as the next node, moving to rows that hold it if these do not.
    pub(super) fn push(&mut self, s: &Slot) {
        if !each!(self, c => c.push(s)) {
            self.make_room(s);
            self.push(s);
        }
    }

    /// Stores `s` as node `i` (links kept), moving to rows that hold it if these do not.
    pub(super) fn put(&mut self, i: usize, s: &Slot) {
        if !each!(self, c => c.put(i, s)) {
            self.make_room(s);
            self.put(i, s);
        }
    }

    /// Links node `id` after `previous` or under `parent`, moving to linked rows if these
    /// cannot.
    pub(super) fn link(&mut self, id: u32, parent: u32, previous: u32) {
        if !each!(self, c => c.link(id, parent, previous)) {
            self.make_linked();
            self.link(id, parent, previous);
        }
    }

    /// Moves to rows that hold `s`: from compact rows to linked ones, else to wider ones.
    #[cold]
    #[inline(never)]
    fn make_room(&mut self, s: &Slot) {
        match self {
            Rows::C8(_) => self.make_linked(),
            _ => self.widen_for(s),
        }
    }

    /// Moves compact rows to linked ones (of a byte a number, as compact rows have).
    #[cold]
    #[inline(never)]
    fn make_linked(&mut self) {
        if let Rows::C8(c) = self {
            *self = Rows::R8(std::mem::take(c).into_linked());
        }
    }

    /// Widens linked rows so that `s` fits them.
    fn widen_for(&mut self, s: &Slot) {
        *self = match std::mem::take(self) {
            Rows::R8(c) if Row16::of(s).is_some() => Rows::R16(widened(c)),
            Rows::R8(c) => Rows::R32(widened(c)),
            Rows::R16(c) => Rows::R32(widened(c)),
            other => other,
        };
    }

    /// Bytes the rows hold.
    pub(super) fn heap_bytes(&self) -> usize {
        each!(self, c => c.heap_bytes())
    }
}

/// A stored value's 32-bit code (see `tree.rs`: small values as they are, ±∞, none, and
/// indexes of the side table far below) as a small unsigned number, its key: ±∞ and none
/// first, then 0, −1, 1, −2, 2, … (a zigzag), so the small values of most games fit a byte.
#[inline(always)]
pub(super) fn code_key(code: i32) -> u32 {
    (((code << 1) ^ (code >> 31)) as u32).wrapping_add(3)
}

/// The code [`code_key`] made `key` of.
#[inline(always)]
pub(super) fn key_code(key: u32) -> i32 {
    let z = key.wrapping_sub(3);
    ((z >> 1) as i32) ^ -((z & 1) as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_keys_are_one_to_one_and_small_codes_fit_a_byte() {
        for code in [0, 1, -1, 2, -2, 126, -126, i32::MAX, i32::MIN, i32::MIN + 1] {
            assert_eq!(key_code(code_key(code)), code);
        }
        for code in [i32::MIN, i32::MIN + 1, i32::MAX] {
            assert!(code_key(code) < 3, "{code}");
        }
        assert_eq!(code_key(i32::MIN), NO_VALUE_KEY, "no value");
        assert!((-126..=126).all(|c| code_key(c) <= 255));
        assert_eq!(code_key(127), 257);
    }
}
