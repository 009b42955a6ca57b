//! N and W of any node of a Monte Carlo search tree after any number of iterations, in
//! O(log n) and without replaying. Each iteration adds its reward to every node from the node
//! it reached up to the root, which are exactly the nodes whose subtree holds that node; with
//! the tree's nodes numbered in depth-first order, a subtree is a range of numbers, so
//! "N(node) after k iterations" is how many of the first k iterations reached a number in
//! that range. A persistent segment tree over the numbers, one version per iteration (each
//! sharing all but one path with the one before), answers it, and the sum of the rewards
//! alike.

/// One cell of the segment tree: its two halves and the count and reward sum under it. Cell 0
/// is the empty cell (its halves are itself).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Cell {
    left: u32,
    right: u32,
    count: u32,
    sum: f64,
}

/// The counts of every version (iterations done: 0, 1, …).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct VisitCounts {
    /// Positions `0..size` (depth-first numbers of the tree's nodes).
    size: u32,
    cells: Vec<Cell>,
    /// The root cell after k iterations.
    roots: Vec<u32>,
}

impl VisitCounts {
    /// Counts over `size` positions with no iteration yet.
    pub(crate) fn new(size: u32) -> VisitCounts {
        VisitCounts {
            size: size.max(1),
            cells: vec![Cell::default()],
            roots: vec![0],
        }
    }

    /// Adds the next iteration: it reached position `at` with `reward`.
    pub(crate) fn push(&mut self, at: u32, reward: f64) {
        let last = *self.roots.last().unwrap_or(&0);
        let root = self.insert(last, 0, self.size, at, reward);
        self.roots.push(root);
    }

    fn insert(&mut self, from: u32, lo: u32, hi: u32, at: u32, reward: f64) -> u32 {
        let mut cell = self.cells[from as usize];
        cell.count += 1;
        cell.sum += reward;
        if hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if at < mid {
                cell.left = self.insert(cell.left, lo, mid, at, reward);
            } else {
                cell.right = self.insert(cell.right, mid, hi, at, reward);
            }
        }
        self.cells.push(cell);
        (self.cells.len() - 1) as u32
    }

    /// After `done` iterations: how many reached a position in `range`, and their rewards' sum.
    pub(crate) fn query(&self, done: usize, range: std::ops::Range<u32>) -> (u32, f64) {
        let root = self.roots[done.min(self.roots.len() - 1)];
        let mut out = (0, 0.0);
        self.collect(root, 0, self.size, &range, &mut out);
        out
    }

    fn collect(
        &self,
        cell: u32,
        lo: u32,
        hi: u32,
        range: &std::ops::Range<u32>,
        out: &mut (u32, f64),
    ) {
        if cell == 0 || range.end <= lo || hi <= range.start {
            return;
        }
        let c = self.cells[cell as usize];
        if range.start <= lo && hi <= range.end {
            out.0 += c.count;
            out.1 += c.sum;
            return;
        }
        let mid = lo + (hi - lo) / 2;
        self.collect(c.left, lo, mid, range, out);
        self.collect(c.right, mid, hi, range, out);
    }

    /// Bytes held on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.cells.capacity() * std::mem::size_of::<Cell>()
            + self.roots.capacity() * std::mem::size_of::<u32>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_counts_what_a_replay_counts() {
        let points: Vec<(u32, f64)> = (0..300u32)
            .map(|k| ((k * 37) % 41, f64::from(k % 3) / 2.0))
            .collect();
        let mut c = VisitCounts::new(41);
        for &(at, r) in &points {
            c.push(at, r);
        }
        for done in [0, 1, 2, 50, 299, 300] {
            for range in [0..41, 3..4, 10..20, 40..41, 0..1] {
                let (n, s) = points[..done]
                    .iter()
                    .filter(|(at, _)| range.contains(at))
                    .fold((0, 0.0), |(n, s), &(_, r)| (n + 1, s + r));
                assert_eq!(c.query(done, range.clone()), (n, s), "{done} {range:?}");
            }
        }
    }
}
