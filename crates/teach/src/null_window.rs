//! Narration for the searches built on null windows: MTD(f)'s passes and the bounds they
//! close in with, PVS's tests and re-searches, and aspiration windows at the root.

use super::words::{show_bounded as bounded, window_text};
use crate::t;
use gametree_engine::game::Player;
use gametree_engine::search::{Bound, INF, NEG_INF};
use gametree_engine::trace::{NodeId, NodeState, Playback, Trace, flags, show_value};

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
        if root.exit_step == gametree_engine::trace::NEVER || root.exit_step as usize >= step {
            continue;
        }
        answers.push((v, root.bound));
    }
    answers
}

/// "3 ≤ value ≤ +∞".
pub fn bounds_text((lower, upper): (i64, i64)) -> String {
    t!(
        "narration-bounds",
        lower = show_value(lower),
        upper = show_value(upper)
    )
}

/// The sentence for a new MTD(f) pass at `root`.
pub fn pass_sentence(playback: &Playback, root: NodeId) -> String {
    let trace = playback.trace();
    let it = trace.iteration_at(playback.step() - 1);
    let k = trace.pass_number(it).unwrap_or(1);
    let n = trace.node(root);
    let (alpha, beta) = (show_value(n.alpha), show_value(n.beta));
    let window = window_text((n.alpha, n.beta));
    if k == 1 {
        t!(
            "narration-pass-first",
            pass = k,
            alpha = alpha,
            beta = beta,
            window = window
        )
    } else {
        t!(
            "narration-pass",
            pass = k,
            bounds = bounds_text(mtdf_bounds(trace, it - 1, playback.step())),
            alpha = alpha,
            beta = beta,
            window = window
        )
    }
}

/// The sentence when an MTD(f) pass's root (iteration `it`) is finished.
pub fn pass_exit_sentence(trace: &Trace, root: NodeId, it: usize) -> String {
    let after = trace.node(root).exit_step as usize + 1;
    let k = trace.pass_number(it).unwrap_or(1);
    let (lower, upper) = mtdf_bounds(trace, it, after);
    let next = if lower == upper {
        t!(
            "narration-pass-bounds-meet",
            value = show_value(lower),
            passes = k.to_string()
        )
    } else {
        t!("narration-pass-next")
    };
    pass_answer(trace, root, it) + &next
}

/// What an MTD(f) pass's root (iteration `it`) answered, with the bounds known after it:
/// "Pass 3 is over: no, the root is worth ≤ 6, so now 6 ≤ value ≤ 6."
pub fn pass_answer(trace: &Trace, root: NodeId, it: usize) -> String {
    let after = trace.node(root).exit_step as usize + 1;
    let n = trace.node(root);
    let k = trace.pass_number(it).unwrap_or(1);
    let v = n.value().unwrap_or(0);
    let bounds = bounds_text(mtdf_bounds(trace, it, after));
    match n.bound {
        Bound::Lower => t!(
            "narration-pass-over-yes",
            pass = k,
            value = bounded(v, Bound::Lower),
            bounds = bounds
        ),
        Bound::Upper => t!(
            "narration-pass-over-no",
            pass = k,
            value = bounded(v, Bound::Upper),
            bounds = bounds
        ),
        Bound::Exact => t!(
            "narration-pass-over-exact",
            pass = k,
            value = show_value(v),
            bounds = bounds
        ),
    }
}

/// The sentence for a re-search: `tested` just came back outside what its window can tell.
pub fn research_sentence(playback: &Playback, tested: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(tested);
    let v = bounded(n.value().unwrap_or(0), n.bound);
    let Some(parent) = trace.parent(tested) else {
        return t!(
            "narration-research-root",
            value = v,
            window = window_text((n.alpha, n.beta))
        );
    };
    let (alpha, beta) = match playback.state(parent) {
        NodeState::Active { alpha, beta, .. } => (alpha, beta),
        _ => (trace.node(parent).alpha, trace.node(parent).beta),
    };
    let name = crate::move_words::node_name(trace, tested);
    let window = window_text((alpha, beta));
    match trace.node(parent).player {
        Player::Max => t!(
            "narration-research-max",
            name = name,
            alpha = show_value(alpha),
            value = v,
            window = window
        ),
        Player::Min => t!(
            "narration-research-min",
            name = name,
            beta = show_value(beta),
            value = v,
            window = window
        ),
    }
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
            t!("narration-reason-root-research")
        } else if !full && !n.has(flags::PROBE) && !first && trace.config.aspiration.is_some() {
            t!("narration-reason-aspiration")
        } else {
            String::new()
        };
    };
    let name = crate::move_words::node_name(trace, id);
    if n.has(flags::RESEARCH) {
        return t!("narration-reason-research", name = name);
    }
    if !n.has(flags::PROBE) {
        // Below a test (or inside an MTD(f) pass) the window stays null.
        if n.beta.checked_sub(n.alpha) != Some(1) {
            return String::new();
        }
        use super::narrate_bounds::{Edge, Source, source};
        let sources = [
            source(trace, id, Edge::Alpha),
            source(trace, id, Edge::Beta),
        ];
        return if sources.iter().any(|s| matches!(s, Source::Test { .. })) {
            t!(
                "narration-reason-null-below",
                name = name,
                beta = show_value(n.beta)
            )
        } else if let Some(&Source::Pass { root }) =
            sources.iter().find(|s| matches!(s, Source::Pass { .. }))
        {
            let it = trace.iterations.iter().position(|it| it.root == root);
            t!(
                "narration-reason-null-pass",
                name = name,
                beta = show_value(n.beta),
                pass = it.and_then(|it| trace.pass_number(it)).unwrap_or(1)
            )
        } else {
            // Two bounds from real branches that happen to be one apart: nothing to explain.
            String::new()
        };
    }
    // A leaf is not searched: its test gives its value, not only yes or no.
    if n.has(flags::TERMINAL) || n.has(flags::HEURISTIC) {
        let limit = if n.has(flags::TERMINAL) { "no" } else { "yes" };
        return match trace.node(parent).player {
            Player::Max => t!(
                "narration-reason-test-leaf-max",
                name = name,
                alpha = show_value(n.alpha),
                limit = limit
            ),
            Player::Min => t!(
                "narration-reason-test-leaf-min",
                name = name,
                beta = show_value(n.beta),
                limit = limit
            ),
        };
    }
    match trace.node(parent).player {
        Player::Max => t!(
            "narration-reason-test-max",
            name = name,
            alpha = show_value(n.alpha)
        ),
        Player::Min => t!(
            "narration-reason-test-min",
            name = name,
            beta = show_value(n.beta)
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
    let name = crate::move_words::node_name(trace, id);
    let (alpha, beta) = (show_value(n.alpha), show_value(n.beta));
    let exact = n.bound == Bound::Exact;
    let id = match trace.node(parent).player {
        Player::Max if n.value().is_some_and(|x| x > n.alpha) => "narration-test-over-max-better",
        Player::Max if exact => "narration-test-over-max-stays",
        Player::Max => "narration-test-over-max-stays-bound",
        Player::Min if n.value().is_some_and(|x| x < n.beta) => "narration-test-over-min-better",
        Player::Min if exact => "narration-test-over-min-stays",
        Player::Min => "narration-test-over-min-stays-bound",
    };
    Some(crate::i18n::tr_with(
        id,
        &[
            ("name", name.into()),
            ("value", v.into()),
            ("alpha", alpha.into()),
            ("beta", beta.into()),
        ],
    ))
}
