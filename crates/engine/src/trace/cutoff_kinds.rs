//! The kind of every cutoff in a recording, read off its steps alone: at a MAX node (value ≥ β,
//! a β cutoff) or at a MIN node (value ≤ α, an α cutoff), and shallow or deep (Knuth and
//! Moore). α and β each remember the node that last strictly changed them (a tie moves
//! nothing): a child entered with its parent's bound inherits who set it, a bound the parent
//! made up for the child (PVS's test window) is the parent's, and the window a search starts
//! with (full, aspiration, an MTD(f) test) is set by the root's caller. A cutoff is shallow
//! when the bound it meets (β at MAX, α at MIN) was set by the node's parent, deep when it was
//! set further up. The searcher counts the same in its `Stats`; this walk is the independent
//! reading the viewer and the tests use.

use super::window_walk::{Frame, back_up, enter};
use super::{EventKind, NodeId, Trace};
use crate::game::Player;

/// One cutoff's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutoffKind {
    /// The step (event index) of the cutoff.
    pub step: u32,
    /// The node that stopped early.
    pub(crate) node: NodeId,
    /// Whose node it is: MAX met β, MIN met α.
    pub player: Player,
    /// The bound it met was set by its parent (else further up: a deep cutoff).
    pub shallow: bool,
    /// The node that set that bound, `None` for the search's caller (the starting window).
    pub set_by: Option<NodeId>,
}

/// Every cutoff of `trace`, in the order of its steps.
pub fn cutoff_kinds(trace: &Trace) -> Vec<CutoffKind> {
    let mut out = Vec::new();
    if trace.mcts.is_some() || !trace.is_alphabeta() {
        return out;
    }
    let mut stack: Vec<Frame> = Vec::new();
    for (k, e) in trace.events().enumerate() {
        match e.kind {
            EventKind::Enter => stack.push(enter(trace, e.node, stack.last())),
            EventKind::Exit => {
                stack.pop();
            }
            EventKind::Backup => {
                if let (Some(v), Some(f)) = (trace.node(e.node).value(), stack.last_mut()) {
                    back_up(f, v);
                }
            }
            EventKind::Cutoff => {
                if let Some(f) = stack.last() {
                    out.push(kind(trace, f, k as u32));
                }
            }
            _ => {}
        }
    }
    out
}

fn kind(trace: &Trace, f: &Frame, step: u32) -> CutoffKind {
    let set_by = match f.player {
        Player::Max => f.beta_by,
        Player::Min => f.alpha_by,
    };
    CutoffKind {
        step,
        node: f.node,
        player: f.player,
        shallow: set_by == trace.parent(f.node),
        set_by,
    }
}
