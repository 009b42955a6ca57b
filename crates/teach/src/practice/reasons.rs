//! Why a practice entry is wrong, in one plain sentence with the numbers: the value a node
//! backs up, the window it starts with, the cutoff that pruned a branch, why a visited node
//! is not pruned, and whether PVS searches a test again.

use super::{Answers, Mark, Question};
use crate::first_visits::searched_again;
use crate::i18n::{Arg, tr_with};
use crate::t;
use crate::words::{Joined, capitalise, ordinal, series, show_bounded, tidy, window_text};
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::{Bound, INF, NEG_INF};
use gametree_engine::trace::{NodeId, Status, Trace, flags, show_value};

/// Explains a wrong entry of a [`Report`](super::Report) in one sentence with the numbers (`None` for a
/// right one). [`check`](super::check) does this for the first mistake; the app may ask for any other.
pub fn explain(trace: &Trace, answers: &Answers, mark: &Mark) -> Option<String> {
    if mark.right || mark.node.index() >= trace.tree.node_count() {
        return None;
    }
    let n = mark.node;
    let who = full(trace, n);
    // Chinese drops the spaces a message puts between a node's name in words and the text.
    Some(tidy(match mark.question {
        Question::Value => {
            let reason = value_reason(trace, n);
            match answers.values.get(&n) {
                Some(g) => t!(
                    "practice-value-wrote",
                    who = &who,
                    given = g.to_string(),
                    reason = reason
                ),
                None => t!("practice-value-blank", who = &who, reason = reason),
            }
        }
        Question::Window => {
            let reason = window_reason(trace, n);
            match answers.windows.as_ref().and_then(|w| w.get(&n)) {
                Some(&g) => t!(
                    "practice-window-wrote",
                    who = &who,
                    window = window_text(g),
                    reason = reason
                ),
                None => t!("practice-window-blank", who = &who, reason = reason),
            }
        }
        Question::Research => research_reason(trace, n, answers.researched.contains(&n)),
        Question::Pruned if trace.node(n).status == Status::Visited => t!(
            "practice-marked-visited",
            who = &who,
            reason = visited_reason(trace, n)
        ),
        Question::Pruned => {
            let reason = match trace.parent(n) {
                Some(p) => cutoff_reason(trace, p, &parent_name(trace, p)),
                None => t!("practice-root-never-pruned"),
            };
            if below(trace, n).iter().any(|d| answers.pruned.contains(d)) {
                t!(
                    "practice-not-marked-pruned-mark-top",
                    who = &who,
                    reason = reason,
                    node = this(trace, n)
                )
            } else {
                t!("practice-not-marked-pruned", who = &who, reason = reason)
            }
        }
    }))
}

/// Why the test `n` is or is not searched again, with its numbers.
fn research_reason(trace: &Trace, n: NodeId, said: bool) -> String {
    let node = trace.node(n);
    let who = full(trace, n);
    let v = show_bounded(node.value().unwrap_or(0), node.bound);
    let parent = trace.parent(n).map(|p| trace.node(p));
    let (alpha, beta) = match parent.map(|p| p.player) {
        Some(Player::Max) => (node.alpha, parent.map_or(INF, |p| p.beta)),
        _ => (parent.map_or(NEG_INF, |p| p.alpha), node.beta),
    };
    // Chooses the message's "you said PVS searches it again" or "… does not …".
    let said = if said { "yes" } else { "no" };
    if searched_again(trace, n) {
        return t!(
            "practice-research-again",
            who = who,
            said = said,
            value = v,
            window = window_text((alpha, beta))
        );
    }
    match parent.map(|p| p.player) {
        Some(Player::Max) if node.value().is_some_and(|x| x <= alpha) => t!(
            "practice-research-not-alpha",
            who = who,
            said = said,
            value = v,
            alpha = show_value(alpha)
        ),
        Some(Player::Min) if node.value().is_some_and(|x| x >= beta) => t!(
            "practice-research-not-beta",
            who = who,
            said = said,
            value = v,
            beta = show_value(beta)
        ),
        _ => t!(
            "practice-research-not-cutoff",
            who = who,
            said = said,
            value = v
        ),
    }
}

/// Every node strictly below `n`.
fn below(trace: &Trace, n: NodeId) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut stack = trace.children(n);
    while let Some(c) = stack.pop() {
        out.push(c);
        stack.extend(trace.children(c));
    }
    out
}

fn is_tree(trace: &Trace, n: NodeId) -> bool {
    matches!(
        trace.game.view(&trace.move_codes(n)),
        PositionView::Tree { .. }
    )
}

/// How a sentence refers to a node: "C", "leaf 4 under C", "the position after X a1, O b2".
fn short(trace: &Trace, n: NodeId) -> String {
    let parent = trace.parent(n);
    if is_tree(trace, n) {
        let name = crate::move_words::label(trace, n);
        match parent {
            Some(p) if trace.children(n).is_empty() => {
                t!(
                    "practice-node-leaf-under",
                    name = name,
                    parent = short(trace, p)
                )
            }
            _ => name,
        }
    } else if parent.is_none() {
        t!("practice-node-the-root")
    } else {
        let codes = trace.move_codes(n);
        let moves: Vec<String> = (0..codes.len())
            .map(|i| trace.game.move_text(&codes[..i], codes[i]))
            .collect();
        t!("practice-node-position-after", moves = moves.join(", "))
    }
}

/// How the rest of a sentence refers to the node it is about: "C", or "this position".
fn this(trace: &Trace, n: NodeId) -> String {
    if is_tree(trace, n) || trace.parent(n).is_none() {
        short(trace, n)
    } else {
        t!("practice-node-this-position")
    }
}

/// How a sentence about a node refers to its parent: "A", or "the previous position".
fn parent_name(trace: &Trace, p: NodeId) -> String {
    if is_tree(trace, p) || trace.parent(p).is_none() {
        short(trace, p)
    } else {
        t!("practice-node-previous-position")
    }
}

/// How a sentence starts with a node: "Node C", "Leaf 4 under C", "The position after X a1".
fn full(trace: &Trace, n: NodeId) -> String {
    let leaf = trace.parent(n).is_some() && trace.children(n).is_empty();
    if is_tree(trace, n) && !leaf {
        return t!(
            "practice-node-named",
            name = crate::move_words::label(trace, n)
        );
    }
    capitalise(&short(trace, n))
}

/// Visited children in the order the search entered them.
fn searched_children(trace: &Trace, n: NodeId) -> Vec<NodeId> {
    let mut kids: Vec<NodeId> = trace
        .children(n)
        .into_iter()
        .filter(|&c| trace.node(c).status == Status::Visited)
        .collect();
    gametree_engine::sort::sort_by_key(&mut kids, |&c| trace.node(c).enter_step);
    kids
}

fn returned(trace: &Trace, c: NodeId) -> String {
    show_value(trace.node(c).value().unwrap_or(0))
}

/// How the search at `n` (which cut off) stopped: which child (1 for the first), what it
/// returned, and the window edge it reached (β for MAX, α for MIN).
fn cut_facts(trace: &Trace, n: NodeId) -> (usize, String, String) {
    let node = trace.node(n);
    let kids = searched_children(trace, n);
    let (i, last) = kids
        .iter()
        .copied()
        .enumerate()
        .next_back()
        .unwrap_or((0, n));
    let edge = match node.player {
        Player::Max => node.beta,
        Player::Min => node.alpha,
    };
    (i + 1, returned(trace, last), show_value(edge))
}

/// Why `n` (which cut off) stopped early: "C is a MIN node whose first child returned 2 ≤ α = 3,
/// so C's remaining children are pruned".
fn cutoff_reason(trace: &Trace, n: NodeId, s: &str) -> String {
    let id = match trace.node(n).player {
        Player::Max => "practice-reason-cutoff-max",
        Player::Min => "practice-reason-cutoff-min",
    };
    tr_with(id, &cut_args(trace, n, s))
}

/// The facts of `n`'s cutoff as message arguments: the node, which child, what it returned,
/// and the bound it crossed (β at a MAX node, α at a MIN node; both names are given).
fn cut_args(trace: &Trace, n: NodeId, s: &str) -> Vec<(&'static str, Arg)> {
    let (index, returned, edge) = cut_facts(trace, n);
    vec![
        ("node", s.into()),
        ("nth", ordinal(index).into()),
        ("returned", returned.into()),
        ("alpha", edge.clone().into()),
        ("beta", edge.into()),
    ]
}

/// Why the recorded value (or bound) of the inner node `n` is what it is.
fn value_reason(trace: &Trace, n: NodeId) -> String {
    let node = trace.node(n);
    let s = this(trace, n);
    let v = show_value(node.value().unwrap_or(0));
    if node.has(flags::CUTOFF) {
        let rel = if node.bound == Bound::Lower {
            "≥"
        } else {
            "≤"
        };
        let id = match node.player {
            Player::Max => "practice-reason-cutoff-value-max",
            Player::Min => "practice-reason-cutoff-value-min",
        };
        let mut args = cut_args(trace, n, &s);
        args.extend([("rel", rel.into()), ("value", v.into())]);
        return tr_with(id, &args);
    }
    let kids = searched_children(trace, n);
    let values: Vec<String> = kids.iter().map(|&c| returned(trace, c)).collect();
    let count = kids.len();
    let id = match (node.bound, node.player) {
        (Bound::Exact, _) if count == 1 => "practice-reason-exact-one",
        (Bound::Exact, Player::Max) => "practice-reason-exact-max",
        (Bound::Exact, Player::Min) => "practice-reason-exact-min",
        (Bound::Upper, Player::Max) => "practice-reason-upper-max",
        (Bound::Lower, Player::Min) => "practice-reason-lower-min",
        (Bound::Upper, Player::Min) => "practice-reason-upper-min",
        (Bound::Lower, Player::Max) => "practice-reason-lower-max",
    };
    tr_with(
        id,
        &[
            ("node", s.into()),
            ("player", node.player.name().into()),
            ("count", count.into()),
            ("values", series(&values, Joined::And).into()),
            ("alpha", show_value(node.alpha).into()),
            ("beta", show_value(node.beta).into()),
            ("value", v.into()),
        ],
    )
}

/// Why `n` starts with the window it does.
fn window_reason(trace: &Trace, n: NodeId) -> String {
    let node = trace.node(n);
    let s = this(trace, n);
    let w = window_text((node.alpha, node.beta));
    let Some(p) = trace.parent(n) else {
        return t!("practice-window-root", node = s, window = w);
    };
    let parent = trace.node(p);
    let ps = parent_name(trace, p);
    let earlier: Vec<NodeId> = searched_children(trace, p)
        .into_iter()
        .take_while(|&c| c != n)
        .collect();
    if earlier.is_empty() {
        return t!(
            "practice-window-first-child",
            node = s,
            parent = ps,
            window = w
        );
    }
    let values: Vec<String> = earlier.iter().map(|&c| returned(trace, c)).collect();
    let values = series(&values, Joined::And);
    match parent.player {
        Player::Max => t!(
            "practice-window-later-max",
            node = s,
            parent = ps,
            window = w,
            alpha = show_value(parent.alpha),
            values = values,
            beta = show_value(parent.beta)
        ),
        Player::Min => t!(
            "practice-window-later-min",
            node = s,
            parent = ps,
            window = w,
            beta = show_value(parent.beta),
            values = values,
            alpha = show_value(parent.alpha)
        ),
    }
}

/// Why the visited node `n` is not pruned.
fn visited_reason(trace: &Trace, n: NodeId) -> String {
    if !trace.is_alphabeta() {
        return t!("practice-visited-minimax");
    }
    let node = trace.node(n);
    match trace.parent(n) {
        None => t!("practice-visited-root"),
        Some(p) => t!(
            "practice-visited-open",
            parent = parent_name(trace, p),
            alpha = show_value(node.alpha),
            beta = show_value(node.beta)
        ),
    }
}
