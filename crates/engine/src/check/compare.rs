//! The textbook's walk read off a recording, and the first place a learner's walk parts from
//! it, with the facts a sentence needs there (the node's window when the textbook cut off).

use super::Walk;
use crate::trace::{EventKind, NodeId, Playback, Trace, flags};
use std::sync::Arc;

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

/// Where a learner's walk first parts from the textbook's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parting {
    /// The step (0-based) of the walks where they differ.
    pub index: usize,
    /// The learner's step there (`None`: their walk ended).
    pub theirs: Option<Walk>,
    /// The textbook's step there (`None`: it had ended).
    pub ours: Option<Walk>,
    /// When the textbook left a node there because it cut off: that node's window at the
    /// cutoff (α, β) and how many of its children it had searched.
    pub cut: Option<Cut>,
}

/// A textbook cutoff at the place the walks part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut {
    /// The node that cut off.
    pub node: NodeId,
    /// Its window at the cutoff.
    pub alpha: i64,
    /// Its window at the cutoff.
    pub beta: i64,
    /// Its children searched before it.
    pub searched: usize,
}

/// The first place `theirs` parts from the recording `trace`, or `None` when they agree.
pub fn first_parting(trace: &Arc<Trace>, theirs: &[Walk]) -> Option<Parting> {
    let (ours, at) = textbook_walk(trace);
    let index = (0..ours.len().max(theirs.len())).find(|&i| ours.get(i) != theirs.get(i))?;
    let cut = ours.get(index).and_then(|w| match w {
        Walk::Exit(_, _) => {
            let k = at[index];
            let node = trace.event(k).node;
            (trace.tree.flags(node) & flags::CUTOFF != 0).then(|| {
                let mut pb = Playback::new(trace.clone());
                pb.seek(k);
                let (alpha, beta) = pb.window(node).unwrap_or((0, 0));
                let searched = trace
                    .children(node)
                    .iter()
                    .filter(|&&c| trace.tree.visited(c))
                    .count();
                Cut {
                    node,
                    alpha,
                    beta,
                    searched,
                }
            })
        }
        _ => None,
    });
    Some(Parting {
        index,
        theirs: theirs.get(index).cloned(),
        ours: ours.get(index).cloned(),
        cut,
    })
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
