//! The recorded tree as bytes, for [`super::binary`]: each node's 44-byte record (links,
//! steps, move, child index, value and window codes, depth and bits), then the side table of
//! large values. The record is the one the tree has always been written in, whatever width
//! its rows are kept in.

use super::TraceTree;
use super::rows::{NONE, Slot, code_key, key_code};
use super::tree::{CODE_BIG, DIRECT};

/// Bytes of one stored node.
pub(super) const SLOT_BYTES: usize = 44;

impl TraceTree {
    /// The bytes of the tree, for [`super::binary`]: each node's 44 bytes, then the side
    /// table.
    pub(super) fn to_bytes(&self, out: &mut Vec<u8>) {
        out.extend((self.len as u32).to_le_bytes());
        out.extend(self.searched.to_le_bytes());
        for i in 0..self.len {
            let s = self.rows.slot(i);
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
            for key in [s.value, s.alpha, s.beta] {
                out.extend(key_code(key).to_le_bytes());
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
        let mut tree = TraceTree {
            rows: super::rows::Rows::linked(),
            ..TraceTree::new()
        };
        for rec in body.chunks_exact(SLOT_BYTES) {
            let w = |k: usize| word(rec, k * 4);
            let code = |k: usize| w(k) as i32;
            let s = Slot {
                parent: w(0),
                first_child: w(1),
                next_sibling: w(2),
                enter_step: w(3),
                exit_step: w(4),
                move_code: w(5),
                child_index: w(6),
                value: code_key(code(7)),
                alpha: code_key(code(8)),
                beta: code_key(code(9)),
                depth: u16::from_le_bytes([rec[40], rec[41]]),
                bits: u16::from_le_bytes([rec[42], rec[43]]),
            };
            let link_ok = |l: u32| l == NONE || (l as usize) < n;
            if !link_ok(s.parent) || !link_ok(s.first_child) || !link_ok(s.next_sibling) {
                return None;
            }
            tree.push(&s);
        }
        let count = word(&r(4)?, 0) as usize;
        let bytes = r(count.checked_mul(8)?)?;
        tree.big = bytes
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        tree.searched = searched.min(n as u32);
        let big_ok = |c: i32| {
            !(c >= CODE_BIG && i64::from(c) <= -DIRECT)
                || ((c - CODE_BIG) as usize) < tree.big.len()
        };
        let ok = (0..n).all(|i| {
            let s = tree.rows.slot(i);
            [s.value, s.alpha, s.beta]
                .into_iter()
                .all(|key| big_ok(key_code(key)))
        });
        ok.then_some(tree)
    }
}
