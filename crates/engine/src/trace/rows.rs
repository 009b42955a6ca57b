//! How the recorded tree stores its nodes: one row per node, in blocks (the tree grows a
//! block at a time, so it never copies itself to grow nor holds an unused half), each row as
//! narrow as the numbers recorded so far allow. A row's links, steps and flags always take
//! 22 bytes; its move, child index, depth, value and window take a byte each while every one
//! of them fits a byte (28 bytes: tic-tac-toe, bones, Connect Four's moves), two while they
//! fit 16 bits (36 bytes), else the binary form's 44 bytes ([`Slot`]). The first number too
//! wide for the rows so far widens them all, once, a block at a time.

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

/// One stored node: links, steps and bits in full, the other numbers in `S` (the depth in
/// `D`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Row<S, D> {
    pub(super) parent: u32,
    pub(super) first_child: u32,
    pub(super) next_sibling: u32,
    pub(super) enter_step: u32,
    pub(super) exit_step: u32,
    pub(super) bits: u16,
    pub(super) depth: D,
    pub(super) move_code: S,
    pub(super) child_index: S,
    pub(super) value: S,
    pub(super) alpha: S,
    pub(super) beta: S,
}

/// A number type a row may keep its small numbers in.
pub(super) trait Small: Copy + Into<u32> + TryFrom<u32> {
    /// The largest number it holds.
    const MAX: u32;
    /// `v`, which must fit.
    fn narrow(v: u32) -> Self;
}

macro_rules! small {
    ($($t:ty),*) => {$(
        impl Small for $t {
            const MAX: u32 = <$t>::MAX as u32;
            #[inline(always)]
            fn narrow(v: u32) -> Self {
                v as $t
            }
        }
    )*};
}
small!(u8, u16, u32);

/// What the recorder knows of a node when the search enters it (or a cutoff skips it): its
/// links and numbers, the value and window as keys.
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
    /// The node in full.
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

/// `v` in `S`, if it fits.
#[inline(always)]
fn fit<S: Small>(v: u32) -> Option<S> {
    S::try_from(v).ok()
}

impl<S: Small, D: Small> Row<S, D> {
    /// The move code in full.
    #[inline(always)]
    pub(super) fn code(&self) -> u32 {
        self.move_code.into()
    }

    /// The child index in full.
    #[inline(always)]
    pub(super) fn index(&self) -> u32 {
        self.child_index.into()
    }

    /// The depth in full.
    #[inline(always)]
    pub(super) fn level(&self) -> u32 {
        self.depth.into()
    }

    /// `s` in this row's widths, if its numbers fit them.
    #[inline(always)]
    pub(super) fn of(s: &Slot) -> Option<Self> {
        Some(Row {
            parent: s.parent,
            first_child: s.first_child,
            next_sibling: s.next_sibling,
            enter_step: s.enter_step,
            exit_step: s.exit_step,
            bits: s.bits,
            depth: fit(u32::from(s.depth))?,
            move_code: fit(s.move_code)?,
            child_index: fit(s.child_index)?,
            value: fit(s.value)?,
            alpha: fit(s.alpha)?,
            beta: fit(s.beta)?,
        })
    }

    /// The node in full.
    #[inline(always)]
    pub(super) fn slot(&self) -> Slot {
        Slot {
            parent: self.parent,
            first_child: self.first_child,
            next_sibling: self.next_sibling,
            enter_step: self.enter_step,
            exit_step: self.exit_step,
            move_code: self.move_code.into(),
            child_index: self.child_index.into(),
            value: self.value.into(),
            alpha: self.alpha.into(),
            beta: self.beta.into(),
            depth: self.depth.into() as u16,
            bits: self.bits,
        }
    }
}

/// The rows of one width, in blocks of [`BLOCK`] (each allocated whole when the one before
/// is full, and filled as the nodes come).
#[derive(Clone, Debug)]
pub(super) struct Column<R> {
    blocks: Vec<Vec<R>>,
}

impl<R> Default for Column<R> {
    fn default() -> Self {
        Column { blocks: Vec::new() }
    }
}

impl<S: Small, D: Small> Column<Row<S, D>> {
    /// Adds the new node `f` as row `i` (the next) and links it under its parent: `false`
    /// (nothing stored) when its numbers do not fit this width. The recorder's hot path.
    #[inline(always)]
    pub(super) fn add_fresh(&mut self, i: usize, f: &Fresh) -> bool {
        let small = f.move_code | f.child_index | f.alpha | f.beta;
        if small > S::MAX || f.depth > D::MAX {
            return false;
        }
        self.push_with(|| Row {
            parent: f.parent,
            first_child: NONE,
            next_sibling: NONE,
            enter_step: f.enter_step,
            exit_step: NONE,
            bits: f.bits,
            depth: D::narrow(f.depth),
            move_code: S::narrow(f.move_code),
            child_index: S::narrow(f.child_index),
            value: S::narrow(NO_VALUE_KEY),
            alpha: S::narrow(f.alpha),
            beta: S::narrow(f.beta),
        });
        self.link(i as u32, f.parent, f.previous);
        true
    }

    /// Links node `id` after `previous`, or as `parent`'s first child.
    #[inline(always)]
    pub(super) fn link(&mut self, id: u32, parent: u32, previous: u32) {
        if previous != NONE {
            self.at_mut(previous as usize).next_sibling = id;
        } else if parent != NONE {
            self.at_mut(parent as usize).first_child = id;
        }
    }

    /// Sets row `i`'s value key, bits (through `bits`) and, unless [`NONE`], exit step:
    /// `false` (nothing changed) when the key does not fit this width.
    #[inline(always)]
    pub(super) fn finish(
        &mut self,
        i: usize,
        key: u32,
        bits: impl Fn(u16) -> u16,
        exit: u32,
    ) -> bool {
        if key > S::MAX {
            return false;
        }
        let row = self.at_mut(i);
        row.value = S::narrow(key);
        row.bits = bits(row.bits);
        if exit != NONE {
            row.exit_step = exit;
        }
        true
    }
}

impl<R: Copy> Column<R> {
    /// Adds `r` as the next row.
    #[inline(always)]
    fn push(&mut self, r: R) {
        self.push_with(|| r);
    }

    /// Adds the row `make` makes as the next row. Room is made first, so that the row is
    /// written where it goes, not built aside and copied.
    #[inline(always)]
    fn push_with(&mut self, make: impl FnOnce() -> R) {
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
    fn heap_bytes(&self) -> usize {
        self.blocks.len() * BLOCK * std::mem::size_of::<R>()
    }
}

/// Rows with one byte for each small number.
pub(super) type Row8 = Row<u8, u8>;
/// Rows with 16 bits for each small number.
pub(super) type Row16 = Row<u16, u16>;
/// Rows with every number in full (the binary form's 44 bytes).
pub(super) type Row32 = Row<u32, u16>;

/// Every row of a tree, in the narrowest width its numbers have needed so far.
#[derive(Clone, Debug)]
pub(super) enum Rows {
    /// Every small number fits a byte.
    R8(Column<Row8>),
    /// Every small number fits 16 bits.
    R16(Column<Row16>),
    /// Any numbers.
    R32(Column<Row32>),
}

impl Default for Rows {
    fn default() -> Self {
        Rows::R8(Column::default())
    }
}

/// Runs `$e` with `$c` bound to the rows' column, whatever its width.
macro_rules! each {
    ($rows:expr, $c:ident => $e:expr) => {
        match $rows {
            Rows::R8($c) => $e,
            Rows::R16($c) => $e,
            Rows::R32($c) => $e,
        }
    };
}
pub(super) use each;

impl Rows {
    /// Adds `s` as the next node, widening the rows if it needs.
    pub(super) fn push(&mut self, s: &Slot) {
        let stored = match self {
            Rows::R8(c) => Row::of(s).map(|r| c.push(r)),
            Rows::R16(c) => Row::of(s).map(|r| c.push(r)),
            Rows::R32(c) => Row::of(s).map(|r| c.push(r)),
        };
        if stored.is_none() {
            self.widen_for(s);
            self.push(s);
        }
    }

    /// Node `i` in full.
    #[inline]
    pub(super) fn slot(&self, i: usize) -> Slot {
        each!(self, c => c.at(i).slot())
    }

    /// Stores `s` as node `i` (which must be there), widening the rows if it needs.
    pub(super) fn put(&mut self, i: usize, s: &Slot) {
        let stored = match self {
            Rows::R8(c) => Row::of(s).map(|r| *c.at_mut(i) = r),
            Rows::R16(c) => Row::of(s).map(|r| *c.at_mut(i) = r),
            Rows::R32(c) => Row::of(s).map(|r| *c.at_mut(i) = r),
        };
        if stored.is_none() {
            self.widen_for(s);
            self.put(i, s);
        }
    }

    /// Widens the rows so that `s` fits them.
    #[cold]
    #[inline(never)]
    pub(super) fn widen_for(&mut self, s: &Slot) {
        *self = match std::mem::take(self) {
            Rows::R8(c) if Row16::of(s).is_some() => Rows::R16(widened(c)),
            Rows::R8(c) => Rows::R32(widened(c)),
            Rows::R16(c) => Rows::R32(widened(c)),
            Rows::R32(c) => Rows::R32(c),
        };
    }

    /// Bytes the rows hold.
    pub(super) fn heap_bytes(&self) -> usize {
        each!(self, c => c.heap_bytes())
    }
}

/// The rows of `c` in a wider row, a block at a time (each old block freed once copied).
fn widened<S: Small, D: Small, T: Small, E: Small>(c: Column<Row<S, D>>) -> Column<Row<T, E>> {
    let blocks =
        c.blocks
            .into_iter()
            .map(|b| {
                let mut rows = Vec::with_capacity(BLOCK);
                rows.extend(b.iter().map(|r| {
                    Row::of(&r.slot()).unwrap_or_else(|| unreachable!("wider rows hold it"))
                }));
                rows
            })
            .collect();
    Column { blocks }
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

    /// A node with no links, no value and no steps yet.
    const EMPTY: Slot = Slot {
        parent: NONE,
        first_child: NONE,
        next_sibling: NONE,
        enter_step: NONE,
        exit_step: NONE,
        move_code: 0,
        child_index: 0,
        value: NO_VALUE_KEY,
        alpha: 0,
        beta: 0,
        depth: 0,
        bits: 0,
    };

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

    #[test]
    fn rows_are_28_36_and_44_bytes() {
        assert_eq!(std::mem::size_of::<Row8>(), 28);
        assert_eq!(std::mem::size_of::<Row16>(), 36);
        assert_eq!(std::mem::size_of::<Row32>(), 44);
    }

    #[test]
    fn rows_widen_once_and_keep_what_they_held() {
        let slot = |i: usize, wide: u32| Slot {
            move_code: (i % 200) as u32,
            child_index: wide,
            enter_step: i as u32,
            ..EMPTY
        };
        let mut rows = Rows::default();
        for i in 0..2 * BLOCK {
            rows.push(&slot(i, 1));
        }
        assert!(matches!(rows, Rows::R8(_)));
        assert_eq!(rows.heap_bytes(), 2 * BLOCK * 28);
        rows.put(BLOCK + 5, &slot(BLOCK + 5, 300));
        assert!(matches!(rows, Rows::R16(_)));
        rows.put(7, &slot(7, 70_000));
        assert!(matches!(rows, Rows::R32(_)));
        assert_eq!(rows.heap_bytes(), 2 * BLOCK * 44);
        for i in 0..2 * BLOCK {
            let wide = match i {
                7 => 70_000,
                i if i == BLOCK + 5 => 300,
                _ => 1,
            };
            assert_eq!(rows.slot(i), slot(i, wide));
        }
        let mut deep = Rows::default();
        deep.push(&EMPTY);
        deep.push(&Slot {
            depth: 1000,
            ..EMPTY
        });
        assert!(matches!(deep, Rows::R16(_)));
        assert_eq!(deep.slot(1).depth, 1000);
        assert_eq!(deep.slot(0), EMPTY);
    }
}
