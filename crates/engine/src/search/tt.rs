//! The transposition table: positions already searched, with their value and whether it is
//! exact or only a lower/upper bound, so a search reached by another move order is not repeated.

use super::Bound;
use super::alphabeta::UNLIMITED;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Game keys are already well spread small integers; a multiply is all the hashing they need.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (k ^ k >> 29).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    pub(crate) value: i64,
    pub(crate) bound: Bound,
    /// How many plies below this position were searched; `UNLIMITED` when the subtree was
    /// searched to the end of the game.
    pub(crate) depth: u32,
    /// For a subtree searched to the end: how many plies below this position it went.
    pub(crate) height: u32,
    pub(crate) best: Option<M>,
}

impl<M> Entry<M> {
    /// Can this entry answer a search to `depth` with window (α, β) without searching?
    /// Without a depth limit from the user any deeper result helps: the search wants the true
    /// game value. With one (`strict`), only a result from the same tree may answer: the same
    /// depth, or a subtree that ended within `depth`; a deeper one would graft in knowledge
    /// the depth-limited search cannot have, and options must never change its value.
    pub(crate) fn answers(&self, depth: u32, alpha: i64, beta: i64, strict: bool) -> bool {
        let same_tree = match (strict, self.depth == UNLIMITED) {
            (false, _) => self.depth >= depth,
            (true, true) => self.height <= depth,
            (true, false) => self.depth == depth,
        };
        same_tree
            && match self.bound {
                Bound::Exact => true,
                Bound::Lower => self.value >= beta,
                Bound::Upper => self.value <= alpha,
            }
    }
}

pub(crate) struct Table<M> {
    map: HashMap<u64, Entry<M>, BuildHasherDefault<KeyHasher>>,
}

impl<M: Copy> Table<M> {
    pub(crate) fn new() -> Self {
        Table {
            map: HashMap::default(),
        }
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.map.get(&key).copied()
    }

    /// Keeps the deeper of the old and the new entry.
    pub(crate) fn store(&mut self, key: u64, entry: Entry<M>) {
        match self.map.get_mut(&key) {
            Some(old) if old.depth > entry.depth => {}
            Some(old) => *old = entry,
            None => {
                self.map.insert(key, entry);
            }
        }
    }
}
