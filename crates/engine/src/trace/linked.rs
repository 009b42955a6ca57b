//! Linked rows: each node with its parent, first child and next sibling, so they hold any
//! tree (Monte Carlo tree search's, an explicit tree's pruned subtrees added at the end, a
//! tree read from a file). Links and steps take 20 bytes and the bits 2; the move, child
//! index, depth, value and window take a byte each while they fit one (28 bytes a node), 16
//! bits while they fit those (36), else the binary form's 44 bytes.

use super::rows::{BLOCK, Column, Fresh, NO_VALUE_KEY, NONE, Slot, Store};

/// One stored node: links, steps and bits in full, the other numbers in `S` (the depth in
/// `D`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Row<S, D> {
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    enter_step: u32,
    exit_step: u32,
    bits: u16,
    depth: D,
    move_code: S,
    child_index: S,
    value: S,
    alpha: S,
    beta: S,
}

/// Rows with one byte for each small number.
pub(super) type Row8 = Row<u8, u8>;
/// Rows with 16 bits for each small number.
pub(super) type Row16 = Row<u16, u16>;
/// Rows with every number in full (the binary form's 44 bytes).
pub(super) type Row32 = Row<u32, u16>;

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

/// `v` in `S`, if it fits.
#[inline(always)]
pub(super) fn fit<S: Small>(v: u32) -> Option<S> {
    S::try_from(v).ok()
}

impl<S: Small, D: Small> Row<S, D> {
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
    fn slot(&self) -> Slot {
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

impl<S: Small, D: Small> Store for Column<Row<S, D>> {
    fn slot(&self, i: usize) -> Slot {
        self.at(i).slot()
    }

    #[inline(always)]
    fn parent(&self, i: usize) -> u32 {
        self.at(i).parent
    }

    #[inline(always)]
    fn first_child(&self, i: usize) -> u32 {
        self.at(i).first_child
    }

    #[inline(always)]
    fn next_sibling(&self, i: usize) -> u32 {
        self.at(i).next_sibling
    }

    #[inline(always)]
    fn enter_step(&self, i: usize) -> u32 {
        self.at(i).enter_step
    }

    #[inline(always)]
    fn exit_step(&self, i: usize) -> u32 {
        self.at(i).exit_step
    }

    #[inline(always)]
    fn bits(&self, i: usize) -> u16 {
        self.at(i).bits
    }

    #[inline(always)]
    fn depth(&self, i: usize) -> u32 {
        self.at(i).depth.into()
    }

    #[inline(always)]
    fn move_code(&self, i: usize) -> u32 {
        self.at(i).move_code.into()
    }

    #[inline(always)]
    fn child_index(&self, i: usize) -> u32 {
        self.at(i).child_index.into()
    }

    #[inline(always)]
    fn set_bits(&mut self, i: usize, bits: u16) {
        self.at_mut(i).bits = bits;
    }

    #[inline(always)]
    fn set_exit_step(&mut self, i: usize, step: u32) {
        self.at_mut(i).exit_step = step;
    }

    fn push(&mut self, s: &Slot) -> bool {
        Row::of(s).map(|r| self.push_row(r)).is_some()
    }

    fn put(&mut self, i: usize, s: &Slot) -> bool {
        Row::of(s).map(|r| *self.at_mut(i) = r).is_some()
    }

    #[inline(always)]
    fn add_fresh(&mut self, i: usize, f: &Fresh) -> bool {
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
        self.link(i as u32, f.parent, f.previous)
    }

    #[inline(always)]
    fn link(&mut self, id: u32, parent: u32, previous: u32) -> bool {
        if previous != NONE {
            self.at_mut(previous as usize).next_sibling = id;
        } else if parent != NONE {
            self.at_mut(parent as usize).first_child = id;
        }
        true
    }

    #[inline(always)]
    fn finish(&mut self, i: usize, key: u32, bits: impl Fn(u16) -> u16, exit: u32) -> bool {
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

    fn heap_bytes(&self) -> usize {
        Column::heap_bytes(self)
    }
}

/// The rows of `c` in wider rows, a block at a time (each old block freed once copied).
pub(super) fn widened<S: Small, D: Small, T: Small, E: Small>(
    c: Column<Row<S, D>>,
) -> Column<Row<T, E>> {
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

#[cfg(test)]
mod tests {
    use super::super::rows::Rows;
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
        let mut rows = Rows::linked();
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
        let mut deep = Rows::linked();
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
