//! A recording's walk read off it (its entries, leaves and exits by path), as the learner's
//! walk is written: the app steps the two together, and the tests hold the step-by-step
//! searches of [`super::walker`] to the searcher's own recordings.

use super::Walk;
use crate::trace::{EventKind, NodeId, Trace};

/// The recording's walk: each step, and the event (step index) it comes from.
pub fn textbook_walk(trace: &Trace) -> (Vec<Walk>, Vec<usize>) {
    let mut walk = Vec::new();
    let mut at = Vec::new();
    for (k, e) in trace.events().enumerate() {
        let path = trace.path(e.node);
        let value = trace.node(e.node).value().unwrap_or(0);
        let step = match e.kind {
            EventKind::Enter => Walk::Enter(path),
            EventKind::Leaf => Walk::Leaf(path, value),
            EventKind::Exit => Walk::Exit(path, value),
            _ => continue,
        };
        walk.push(step);
        at.push(k);
    }
    (walk, at)
}

/// The node of `trace` at `path` (child indices from the first root), if there is one.
pub fn node_at(trace: &Trace, path: &[u32]) -> Option<NodeId> {
    let mut n = trace.iterations.first()?.root;
    for &i in path {
        n = *trace
            .children(n)
            .iter()
            .find(|&&c| trace.node(c).child_index == i)?;
    }
    Some(n)
}
