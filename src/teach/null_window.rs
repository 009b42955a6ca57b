//! Narration for the searches built on null windows: MTD(f)'s passes and the bounds they
//! close in with, PVS's tests and re-searches, and aspiration windows at the root.

use super::words::{show_bounded as bounded, window_text};
use crate::game::Player;
use crate::search::{Bound, INF, NEG_INF};
use crate::trace::{NodeId, NodeState, Playback, Trace, flags, show_value};

/// What MTD(f) knows of the value from the passes of iteration `it`'s depth up to `it`
/// (included) that finished before step `step`: (lower, upper) bounds, ±∞ where nothing
/// is known.
pub fn mtdf_bounds(trace: &Trace, it: usize, step: usize) -> (i64, i64) {
    let (mut lower, mut upper) = (NEG_INF, INF);
    for (v, bound) in mtdf_answers(trace, it, step) {
        if bound != Bound::Upper {
            lower = lower.max(v);
        }
        if bound != Bound::Lower {
            upper = upper.min(v);
        }
    }
    (lower, upper)
}

/// The answers of the passes of iteration `it`'s depth up to `it` (included) that finished
/// before step `step`: each root's value and bound, first pass first.
pub fn mtdf_answers(trace: &Trace, it: usize, step: usize) -> Vec<(i64, Bound)> {
    let Some(k) = trace.pass_number(it) else {
        return Vec::new();
    };
    let mut answers = Vec::new();
    for i in it + 1 - k..=it {
        let root = trace.node(trace.iterations[i].root);
        let Some(v) = root.value() else { continue };
        if root.exit_step == crate::trace::NEVER || root.exit_step as usize >= step {
            continue;
        }
        answers.push((v, root.bound));
    }
    answers
}

/// "3 ≤ value ≤ +∞".
pub fn bounds_text((lower, upper): (i64, i64)) -> String {
    format!("{} ≤ value ≤ {}", show_value(lower), show_value(upper))
}

/// The sentence for a new MTD(f) pass at `root`.
pub fn pass_sentence(playback: &Playback, root: NodeId) -> String {
    let trace = playback.trace();
    let it = trace.iteration_at(playback.step() - 1);
    let k = trace.pass_number(it).unwrap_or(1);
    let n = trace.node(root);
    let known = if k == 1 {
        "nothing is known yet".to_string()
    } else {
        format!(
            "so far {}",
            bounds_text(mtdf_bounds(trace, it - 1, playback.step()))
        )
    };
    format!(
        "MTD(f) pass {k} ({known}): is the value at least {b}? Search the whole tree with the null window {w}, which can only answer yes (≥ {b}) or no (≤ {a}).",
        a = show_value(n.alpha),
        b = show_value(n.beta),
        w = window_text((n.alpha, n.beta)),
    )
}

/// The sentence when an MTD(f) pass's root (iteration `it`) is finished.
pub fn pass_exit_sentence(trace: &Trace, root: NodeId, it: usize) -> String {
    let after = trace.node(root).exit_step as usize + 1;
    let n = trace.node(root);
    let k = trace.pass_number(it).unwrap_or(1);
    let v = n.value().unwrap_or(0);
    let answer = match n.bound {
        Bound::Lower => format!("yes, the root is worth {}", bounded(v, Bound::Lower)),
        Bound::Upper => format!("no, the root is worth {}", bounded(v, Bound::Upper)),
        Bound::Exact => format!("the root is worth exactly {}", show_value(v)),
    };
    let (lower, upper) = mtdf_bounds(trace, it, after);
    let next = if lower == upper {
        format!(
            " The bounds meet: the value is {} after {k} passes.",
            show_value(lower)
        )
    } else {
        " The next pass tests right next to the bound just learnt.".to_string()
    };
    format!(
        "Pass {k} is over: {answer}, so now {}.{next}",
        bounds_text((lower, upper))
    )
}

/// The sentence for a re-search: `tested` just came back outside what its window can tell.
pub fn research_sentence(playback: &Playback, tested: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(tested);
    let v = bounded(n.value().unwrap_or(0), n.bound);
    let Some(parent) = trace.parent(tested) else {
        return format!(
            "The root came back {v}, on or outside the aspiration window {}: that is only a bound, so search the root again at the same depth with the full window (-∞, +∞).",
            window_text((n.alpha, n.beta))
        );
    };
    let (alpha, beta) = match playback.state(parent) {
        NodeState::Active { alpha, beta, .. } => (alpha, beta),
        _ => (trace.node(parent).alpha, trace.node(parent).beta),
    };
    let name = trace.node_name(tested);
    let better = match trace.node(parent).player {
        Player::Max => format!(
            "better than α = {} for MAX (it is worth {v})",
            show_value(alpha)
        ),
        Player::Min => format!(
            "better than β = {} for MIN (it is worth {v})",
            show_value(beta)
        ),
    };
    format!(
        "The null-window test says {name} is {better}, so search it again with the window {} to learn its value.",
        window_text((alpha, beta))
    )
}

/// What an entered node's window means, for nodes entered with a narrowed window; empty
/// for the others.
pub fn window_reason(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let Some(parent) = trace.parent(id) else {
        let first = trace
            .iterations
            .iter()
            .position(|it| it.root == id)
            .is_some_and(|i| i == 0);
        let full = (n.alpha, n.beta) == (NEG_INF, INF);
        return if n.has(flags::RESEARCH) {
            " — the second search of this root, with the full window".into()
        } else if !full && !n.has(flags::PROBE) && !first && trace.config.aspiration.is_some() {
            " — an aspiration window around the last iteration's value".into()
        } else {
            String::new()
        };
    };
    let name = trace.node_name(id);
    if n.has(flags::RESEARCH) {
        return format!(
            " — the second visit of {name}: its test beat the bound, so now it gets the whole window that is left"
        );
    }
    if !n.has(flags::PROBE) {
        // Below a test (or inside an MTD(f) pass) the window stays null.
        return if n.beta.checked_sub(n.alpha) == Some(1) {
            format!(
                " — a null window handed down from the test above: only whether {name} is ≥ {} matters, not its exact value",
                show_value(n.beta)
            )
        } else {
            String::new()
        };
    }
    match trace.node(parent).player {
        Player::Max => format!(
            " — a null-window test: can {name} be better for MAX than α = {}? Only yes or no comes back, which costs far less than its value",
            show_value(n.alpha)
        ),
        Player::Min => format!(
            " — a null-window test: can {name} be better for MIN than β = {}? Only yes or no comes back, which costs far less than its value",
            show_value(n.beta)
        ),
    }
}

/// The sentence when a PVS test below the root finishes: what its yes-or-no answer is
/// (`None` for the other nodes).
pub fn test_exit_sentence(trace: &Trace, id: NodeId) -> Option<String> {
    let n = trace.node(id);
    let parent = trace.parent(id)?;
    if !n.has(flags::PROBE) {
        return None;
    }
    let v = bounded(n.value().unwrap_or(0), n.bound);
    let name = trace.node_name(id);
    let (alpha, beta) = (show_value(n.alpha), show_value(n.beta));
    let exact = n.bound == Bound::Exact;
    Some(match trace.node(parent).player {
        Player::Max if n.value().is_some_and(|x| x > n.alpha) => format!(
            "The test of {name} is over: it is worth {v}, more than α = {alpha}, so it may be better for MAX than the best so far."
        ),
        Player::Max => format!(
            "The test of {name} is over: it is worth {v}, no more than α = {alpha}, so MAX's best stays{}.",
            if exact {
                ""
            } else {
                " and its exact value is not needed"
            }
        ),
        Player::Min if n.value().is_some_and(|x| x < n.beta) => format!(
            "The test of {name} is over: it is worth {v}, less than β = {beta}, so it may be better for MIN than the best so far."
        ),
        Player::Min => format!(
            "The test of {name} is over: it is worth {v}, no less than β = {beta}, so MIN's best stays{}.",
            if exact {
                ""
            } else {
                " and its exact value is not needed"
            }
        ),
    })
}
