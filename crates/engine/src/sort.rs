//! One stable sort for every kind of list the program sorts, small on the web.
//!
//! The standard library's sort is compiled again for each element type and comparison, about
//! 7 KB of the web module each time (40 of them were 300 KB before wasm-opt, issue 44). On the
//! web, [`sort_by`] sorts the list's positions instead, with one merge sort shared by every
//! type, and then moves the elements into that order: a few hundred bytes per call site. On
//! the desktop and the command line it is the standard library's stable sort. Both are stable,
//! so a list comes out in the same order on every platform.

use std::cmp::Ordering;

/// Sorts `v` by `compare`, stably (equal elements keep their order).
#[inline]
pub fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], compare: F) {
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_by(compare);
    #[cfg(target_arch = "wasm32")]
    sort_by_positions(v, compare);
}

/// Sorts `v` by the key `key` gives each element, stably.
#[inline]
pub fn sort_by_key<T, K: Ord, F: FnMut(&T) -> K>(v: &mut [T], mut key: F) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` in ascending order, stably.
#[inline]
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The web's sort (public for the tests, which compare it with the standard library's on
/// every platform): the positions `0..n` merge-sorted by comparing the elements there, then
/// each element moved to its place.
pub fn sort_by_positions<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut compare: F) {
    if v.len() < 2 {
        return;
    }
    let order = sorted_positions(v.len(), &mut |a, b| compare(&v[a], &v[b]));
    arrange(v, order);
}

/// Positions `0..n` in the order `compare` sorts them, equal ones in ascending order: a
/// bottom-up merge sort (one copy in the module for every type).
fn sorted_positions(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<u32> {
    let mut from: Vec<u32> = (0..n as u32).collect();
    let mut to = vec![0u32; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut to[start..end] {
                // The left run's element goes first unless the right one is strictly less.
                let left = i < mid
                    && (j >= end || compare(from[j] as usize, from[i] as usize) != Ordering::Less);
                if left {
                    *slot = from[i];
                    i += 1;
                } else {
                    *slot = from[j];
                    j += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    from
}

/// Moves the elements of `v` so that position `i` holds the one that was at `order[i]`,
/// following each cycle of the permutation with swaps.
fn arrange<T>(v: &mut [T], mut order: Vec<u32>) {
    for start in 0..v.len() {
        let mut at = start;
        loop {
            let from = order[at] as usize;
            order[at] = at as u32;
            if from == start {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency for one test).
    fn numbers(seed: u64, n: usize, range: u64) -> Vec<u64> {
        let mut x = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % range
            })
            .collect()
    }

    /// Lists of every length up to 70 and a few long ones, with many equal keys: the web's
    /// sort gives exactly the standard library's stable order (each element tagged with its
    /// first position, so a tie broken the other way shows).
    #[test]
    fn the_web_sort_is_the_standard_stable_sort() {
        let lengths = (0..70).chain([255, 256, 257, 1000, 4097]);
        for (seed, n) in lengths.enumerate() {
            for range in [1, 3, 1000] {
                let keys = numbers(seed as u64 + 1, n, range);
                let tagged: Vec<(u64, usize)> = keys.into_iter().zip(0..).collect();
                let mut ours = tagged.clone();
                sort_by_positions(&mut ours, |a, b| a.0.cmp(&b.0));
                let mut std = tagged;
                std.sort_by_key(|a| a.0);
                assert_eq!(ours, std, "length {n}, keys below {range}");
            }
        }
    }

    #[test]
    fn by_key_and_plain_sort_agree_with_the_standard_library() {
        let mut words = vec!["pear", "fig", "apple", "kiwi", "date", "plum"];
        let mut expected = words.clone();
        expected.sort_by_key(|w| w.len());
        sort_by_key(&mut words, |w| w.len());
        assert_eq!(words, expected);
        let mut n = numbers(7, 300, 50);
        let mut expected = n.clone();
        expected.sort();
        sort(&mut n);
        assert_eq!(n, expected);
    }
}
