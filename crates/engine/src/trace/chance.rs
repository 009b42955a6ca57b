//! What games of chance and averages add to a recording, beside its tree: under a chance node,
//! each child's probability; for expectiminimax, each node's value as a real number (an
//! expectation need not be whole). Only recordings that need them carry them, so the minimax
//! family's recordings stay as small as they were.

use super::NodeId;

/// Per-node real numbers: NaN where a node has none.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PerNode(Vec<f64>);

impl PerNode {
    /// Node `id`'s number, if it has one.
    pub fn get(&self, id: NodeId) -> Option<f64> {
        self.0.get(id.index()).copied().filter(|v| !v.is_nan())
    }

    /// Sets node `id`'s number (the nodes before it without one).
    pub(crate) fn set(&mut self, id: NodeId, v: f64) {
        let i = id.index();
        if self.0.len() <= i {
            self.0.resize(i + 1, f64::NAN);
        }
        self.0[i] = v;
    }

    /// Whether no node has a number.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|v| v.is_nan())
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.0.capacity() * std::mem::size_of::<f64>()
    }

    /// Every node's number in node order (NaN: none), for writing out.
    pub(crate) fn raw(&self) -> &[f64] {
        &self.0
    }

    /// Numbers read back (NaN: none).
    pub(crate) fn from_raw(values: Vec<f64>) -> PerNode {
        PerNode(values)
    }
}

/// A recording's chance probabilities and real values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChanceValues {
    /// Under a chance node: the probability of each child.
    pub probabilities: PerNode,
    /// Expectiminimax: the value each node backed up, as a real number.
    pub values: PerNode,
}

impl ChanceValues {
    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.probabilities.heap_bytes() + self.values.heap_bytes()
    }
}
