//! Random game trees for endless practice: every leaf at the same depth, each inner node with
//! a number of children drawn from a range, leaf values drawn from a range. The same options
//! and seed always give the same tree (a self-contained splitmix64 generator, no dependency).

use super::tree::{MAX_LEAF, TreeNodeSpec, TreeSpec, letters};

/// Deepest random tree offered.
pub const MAX_RANDOM_DEPTH: u32 = 12;
/// Largest random tree offered, in nodes.
pub const MAX_RANDOM_NODES: u64 = 100_000;

/// What kind of tree to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomTreeOptions {
    /// Edges from the root to every leaf (0 = the root is a single leaf).
    pub depth: u32,
    /// Fewest children of an inner node (at least 1).
    pub min_children: u32,
    /// Most children of an inner node; equal to `min_children` for a fixed branching factor.
    pub max_children: u32,
    /// Smallest leaf value.
    pub min_value: i64,
    /// Largest leaf value.
    pub max_value: i64,
    /// Seed for the generator: the same options and seed always give the same tree.
    pub seed: u64,
}

/// Why options cannot make a random tree.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RandomTreeError {
    /// Deeper than [`MAX_RANDOM_DEPTH`].
    #[error("depth {depth} is beyond {limit}")]
    TooDeep {
        /// The depth asked for.
        depth: u32,
        /// [`MAX_RANDOM_DEPTH`].
        limit: u32,
    },
    /// Inner nodes with no children.
    #[error("branching must be at least 1")]
    NoBranching,
    /// The fewest children more than the most.
    #[error("branching {min}..{max} is empty")]
    BranchingEmpty {
        /// Fewest children.
        min: u32,
        /// Most children.
        max: u32,
    },
    /// The smallest value above the largest.
    #[error("value range {min}..{max} is empty")]
    ValuesEmpty {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// Values beyond ±[`MAX_LEAF`].
    #[error("value range {min}..{max} goes beyond ±{limit}")]
    ValuesTooWide {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
        /// [`MAX_LEAF`].
        limit: i64,
    },
    /// More nodes than [`MAX_RANDOM_NODES`] could come out.
    #[error(
        "depth {depth} with up to {children} children could make {total} nodes, more than {limit}"
    )]
    TooManyNodes {
        /// The depth asked for.
        depth: u32,
        /// Most children.
        children: u32,
        /// Nodes the largest such tree has.
        total: u64,
        /// [`MAX_RANDOM_NODES`].
        limit: u64,
    },
}

impl Default for RandomTreeOptions {
    /// A textbook-sized exercise: depth 3, two or three children, values 0..=20.
    fn default() -> Self {
        RandomTreeOptions {
            depth: 3,
            min_children: 2,
            max_children: 3,
            min_value: 0,
            max_value: 20,
            seed: 1,
        }
    }
}

/// splitmix64 (Steele, Lea and Flood 2014): tiny, fast, and good enough for exercises.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator whose sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next number of the sequence, uniform over all of `u64`.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi` (requires `lo <= hi`), without modulo bias worth noticing here.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi as i128 - lo as i128 + 1) as u128;
        let r = ((self.next_u64() as u128 * span) >> 64) as i128;
        (lo as i128 + r) as i64
    }
}

impl RandomTreeOptions {
    /// Checks the options; the error names the option and the accepted range.
    pub(crate) fn validate(&self) -> Result<(), RandomTreeError> {
        if self.depth > MAX_RANDOM_DEPTH {
            return Err(RandomTreeError::TooDeep {
                depth: self.depth,
                limit: MAX_RANDOM_DEPTH,
            });
        }
        if self.min_children == 0 {
            return Err(RandomTreeError::NoBranching);
        }
        if self.min_children > self.max_children {
            return Err(RandomTreeError::BranchingEmpty {
                min: self.min_children,
                max: self.max_children,
            });
        }
        if self.min_value > self.max_value {
            return Err(RandomTreeError::ValuesEmpty {
                min: self.min_value,
                max: self.max_value,
            });
        }
        if self.min_value < -MAX_LEAF || self.max_value > MAX_LEAF {
            return Err(RandomTreeError::ValuesTooWide {
                min: self.min_value,
                max: self.max_value,
                limit: MAX_LEAF,
            });
        }
        let mut level = 1u64;
        let mut total = 1u64;
        for _ in 0..self.depth {
            level = level.saturating_mul(self.max_children as u64);
            total = total.saturating_add(level);
        }
        if total > MAX_RANDOM_NODES {
            return Err(RandomTreeError::TooManyNodes {
                depth: self.depth,
                children: self.max_children,
                total,
                limit: MAX_RANDOM_NODES,
            });
        }
        Ok(())
    }
}

/// Draws a tree. The same options (seed included) always give the same tree. Nodes come out
/// numbered breadth-first with automatic names, exactly as [`TreeSpec::parse`] would number
/// the tree's JSON.
pub fn random_tree(options: &RandomTreeOptions) -> Result<TreeSpec, RandomTreeError> {
    options.validate()?;
    let mut rng = SplitMix64::new(options.seed);
    // Breadth-first: the nodes of one level are numbered before any of the next.
    let mut nodes = vec![TreeNodeSpec {
        label: None,
        name: String::new(),
        value: None,
        children: vec![],
        probabilities: vec![],
    }];
    let mut level = vec![0u32];
    for _ in 0..options.depth {
        let mut next = Vec::new();
        for &id in &level {
            let n = rng.range(options.min_children as i64, options.max_children as i64) as u32;
            for _ in 0..n {
                let child = nodes.len() as u32;
                nodes.push(TreeNodeSpec {
                    label: None,
                    name: String::new(),
                    value: None,
                    children: vec![],
                    probabilities: vec![],
                });
                nodes[id as usize].children.push(child);
                next.push(child);
            }
        }
        level = next;
    }
    let mut inner = 0;
    for node in &mut nodes {
        if node.children.is_empty() {
            let v = rng.range(options.min_value, options.max_value);
            node.value = Some(v);
            node.name = v.to_string();
        } else {
            node.name = letters(inner);
            inner += 1;
        }
    }
    Ok(TreeSpec { nodes })
}
