//! A walk over a recording that keeps, for each node on the search's stack, its window now,
//! its best value so far and which node last strictly changed α and β (a tie moves nothing):
//! what the cutoff kinds and the code panel's lines are read from.

use super::{NodeId, Trace};
use crate::game::Player;

/// A node on the walk's stack: its window now and who set each bound.
pub(crate) struct Frame {
    pub(crate) node: NodeId,
    pub(crate) player: Player,
    pub(crate) alpha: i64,
    pub(crate) beta: i64,
    pub(crate) alpha_by: Option<NodeId>,
    pub(crate) beta_by: Option<NodeId>,
    pub(crate) best: Option<i64>,
}

/// The frame of `id` as it is entered below `parent` (the top of the stack).
pub(crate) fn enter(trace: &Trace, id: NodeId, parent: Option<&Frame>) -> Frame {
    let n = trace.node(id);
    let (alpha_by, beta_by) = match parent {
        Some(p) if trace.parent(id) == Some(p.node) => (
            if n.alpha == p.alpha {
                p.alpha_by
            } else {
                Some(p.node)
            },
            if n.beta == p.beta {
                p.beta_by
            } else {
                Some(p.node)
            },
        ),
        _ => (None, None),
    };
    Frame {
        node: id,
        player: n.player,
        alpha: n.alpha,
        beta: n.beta,
        alpha_by,
        beta_by,
        best: None,
    }
}

/// A child's value `v` goes up into `f`: its best so far, and its own bound if `v` moves it.
pub(crate) fn back_up(f: &mut Frame, v: i64) {
    let best = match f.best {
        Some(b) if !f.player.prefers(v, b) => b,
        _ => v,
    };
    f.best = Some(best);
    match f.player {
        Player::Max if best > f.alpha => (f.alpha, f.alpha_by) = (best, Some(f.node)),
        Player::Min if best < f.beta => (f.beta, f.beta_by) = (best, Some(f.node)),
        _ => {}
    }
}
