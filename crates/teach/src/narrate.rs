//! Narration: every step of a search explained in one plain sentence, with the numbers, the
//! way a teacher would say it at the board ("MIN node C got 2 from its first child …").

use super::words::{capitalise, ordinal, show_bounded as bounded, tidy};
use crate::t;
use gametree_engine::compare::group;
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::Bound;
use gametree_engine::trace::{
    EventKind, NodeId, NodeState, Playback, Status, Trace, flags, show_value,
};

/// "MAX node B", "MIN node after X c2", "the root (MAX)".
pub fn who(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let name = crate::move_words::node_name(trace, id);
    let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
    if let Some((label, parent)) = crate::move_words::leaf_under(trace, id) {
        return t!("narration-who-leaf-under", label = label, parent = parent);
    }
    if tree && n.has(flags::TERMINAL) {
        return t!("narration-who-leaf", name = name);
    }
    // At a chance node no one chooses: it is named for the die, not for the player after it.
    let chance = trace.is_chance(id);
    let player = if chance {
        t!("narration-who-chance-player")
    } else {
        n.player.name().to_string()
    };
    if trace.parent(id).is_none() {
        match trace.game.view(&[]) {
            PositionView::Tree { label } => {
                t!("narration-who-root-named", label = label, player = player)
            }
            _ => t!("narration-who-root", player = player),
        }
    } else if chance {
        t!("narration-who-chance", name = name)
    } else if matches!(trace.game.view(&[]), PositionView::Dice { .. }) {
        // A dice race position's name already says whose turn it is: "counter 2 (MAX to move)".
        name
    } else if matches!(
        trace.game.view(&[]),
        PositionView::Bones { .. } | PositionView::Grid { .. }
    ) {
        // A position is named as one, with its player: "the heap of 5 (MIN)".
        t!("narration-who-position", name = name, player = player)
    } else {
        t!("narration-who-node", player = player, name = name)
    }
}

/// The sentence for the step `playback` is at.
pub fn narrate(playback: &Playback) -> String {
    said(sentence(playback, false))
}

/// The sentence for a picture of the step (a slide, a frame of an animation): as [`narrate`]
/// says it, but before the first step it says what is about to happen, not which key to press
/// (a picture has no keys).
pub fn narrate_for_picture(playback: &Playback) -> String {
    said(sentence(playback, true))
}

/// Names come first in many sentences ("the root is done"): an English sentence starts
/// capitalised (Chinese has no capitals, and move text there stays as it is written).
fn said(s: String) -> String {
    if crate::i18n::lang() == crate::i18n::Lang::En {
        tidy(capitalise(&s))
    } else {
        tidy(s)
    }
}

fn sentence(playback: &Playback, picture: bool) -> String {
    let trace = playback.trace();
    let Some(event) = playback.event() else {
        let root = trace.iterations.first().map(|it| it.root);
        let algorithm = crate::titles::algorithm_title(trace.config.algorithm);
        return match root {
            Some(r) if picture => t!(
                "narration-ready-picture",
                algorithm = algorithm,
                who = who(trace, r)
            ),
            Some(r) => t!(
                "narration-ready",
                algorithm = algorithm,
                who = who(trace, r)
            ),
            None => t!("narration-nothing-recorded"),
        };
    };
    let step = playback.step() - 1;
    if trace.mcts.is_some() {
        let (iteration, phase) = gametree_engine::trace::mcts::Phase::of_step(step);
        return crate::mcts_words::narrate(trace, iteration, phase).join(" ");
    }
    if trace.config.algorithm == gametree_engine::search::Algorithm::Expectiminimax {
        return crate::expectation::narrate(trace, step);
    }
    let id = event.node;
    let n = trace.node(id);
    let ab = trace.is_alphabeta();
    match event.kind {
        EventKind::Iteration => {
            let it = &trace.iterations[trace.iteration_at(playback.step() - 1)];
            // Counted by their own events: an MTD(f) pass or a re-searched root is not
            // another iteration.
            let number = trace
                .events()
                .take(step + 1)
                .filter(|e| e.kind == EventKind::Iteration)
                .count();
            // The first iteration is the first search: nothing is searched "again" yet.
            match (it.depth_limit, number) {
                (Some(d), 1) => t!("narration-iteration-deepening-first", depth = d),
                (Some(d), _) => t!("narration-iteration-deepening", number = number, depth = d),
                (None, 1) => t!("narration-iteration-first"),
                (None, _) => t!("narration-iteration", number = number),
            }
        }
        EventKind::Select | EventKind::Expand | EventKind::Playout | EventKind::Backpropagate => {
            String::new()
        }
        EventKind::Enter => enter_sentence(trace, id, ab),
        EventKind::Leaf => leaf_sentence(trace, id),
        EventKind::TtHit => t!(
            "narration-tt-hit",
            who = who(trace, id),
            value = bounded(n.value().unwrap_or(0), n.bound)
        ),
        EventKind::Backup => backup_sentence(playback, id, ab),
        EventKind::Cutoff => super::narrate_bounds::cutoff_sentence(playback, id),
        EventKind::Exit => match trace.pass_number(trace.iteration_at(playback.step() - 1)) {
            Some(_) if trace.parent(id).is_none() => {
                let it = trace.iteration_at(playback.step() - 1);
                if playback.at_end() {
                    // The last pass's root is only a bound (the picture's "≤ 6"): its answer
                    // and the bounds it closes come first, then the search's value.
                    let answer = super::null_window::pass_answer(trace, id, it);
                    answer + " " + &exit_sentence(trace, id, true)
                } else {
                    super::null_window::pass_exit_sentence(trace, id, it)
                }
            }
            _ => super::null_window::test_exit_sentence(trace, id)
                .unwrap_or_else(|| exit_sentence(trace, id, playback.at_end())),
        },
        EventKind::Pass => super::null_window::pass_sentence(playback, id),
        EventKind::Research => super::null_window::research_sentence(playback, id),
    }
}

/// What the negamax view changes, said beside the step's sentence: values from the side to
/// move, MIN's signs flipped, the same search; with the focused node's value both ways.
pub fn negamax_note(playback: &Playback) -> String {
    let trace = playback.trace();
    let id = playback.focus();
    let n = trace.node(id);
    let here = match playback.state(id) {
        NodeState::Done {
            value: gametree_engine::search::Value::Int(value),
            bound,
        } if n.player == Player::Min => {
            let (v, b) = gametree_engine::trace::side_view(n.player, value, bound);
            t!(
                "narration-negamax-here-value",
                name = crate::move_words::node_name(trace, id),
                value = bounded(value, bound),
                side = bounded(v, b)
            )
        }
        NodeState::Active { alpha, beta, .. }
            if n.player == Player::Min && trace.is_alphabeta() =>
        {
            let (a, b) = gametree_engine::trace::side_window(n.player, (alpha, beta));
            t!(
                "narration-negamax-here-window",
                alpha = show_value(alpha),
                beta = show_value(beta),
                side_alpha = show_value(a),
                side_beta = show_value(b)
            )
        }
        _ => String::new(),
    };
    tidy(t!("narration-negamax-note") + &here)
}

fn enter_sentence(trace: &Trace, id: NodeId, ab: bool) -> String {
    let n = trace.node(id);
    let (alpha, beta) = (show_value(n.alpha), show_value(n.beta));
    let reason = super::null_window::window_reason(trace, id);
    let order = if n.has(flags::REORDERED) {
        t!("narration-enter-ordering")
    } else {
        String::new()
    };
    let who = who(trace, id);
    let sentence = match trace.parent(id) {
        None => match (ab, n.player) {
            (true, Player::Max) => t!(
                "narration-enter-root-window-max",
                who = who,
                alpha = alpha,
                beta = beta,
                reason = reason
            ),
            (true, Player::Min) => t!(
                "narration-enter-root-window-min",
                who = who,
                alpha = alpha,
                beta = beta,
                reason = reason
            ),
            (false, Player::Max) => t!("narration-enter-root-max", who = who, reason = reason),
            (false, Player::Min) => t!("narration-enter-root-min", who = who, reason = reason),
        },
        Some(p) => {
            let mv = crate::move_words::move_of(trace, id).unwrap_or_default();
            let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
            // A tree's node is its label ("from B"); a position is said with its player
            // ("from MIN node after X b1"), as a name alone does not read as a noun.
            let parent = if tree || trace.parent(p).is_none() {
                crate::move_words::node_name(trace, p)
            } else {
                self::who(trace, p)
            };
            // On a tree the child is a named node, in a game the move that reaches it; under
            // alpha-beta its window is told too.
            let message = match (tree, ab) {
                (true, false) => "narration-enter-child",
                (true, true) => "narration-enter-child-window",
                (false, false) => "narration-enter-child-move",
                (false, true) => "narration-enter-child-move-window",
            };
            crate::i18n::tr_with(
                message,
                &[
                    ("parent", parent.into()),
                    ("who", who.into()),
                    ("mv", mv.into()),
                    ("alpha", alpha.into()),
                    ("beta", beta.into()),
                    ("reason", reason.into()),
                ],
            )
        }
    };
    sentence + &order
}

fn leaf_sentence(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let v = n.value().unwrap_or(0);
    let codes = trace.move_codes(id);
    if n.has(flags::HEURISTIC) {
        let terms = trace.game.evaluation_terms(&codes);
        if terms.is_empty() {
            return t!(
                "narration-leaf-depth-limit",
                name = who(trace, id),
                value = v.to_string()
            );
        }
        return t!(
            "narration-leaf-depth-limit-estimate",
            name = who(trace, id),
            estimate = estimate_words(&terms, v)
        );
    }
    match trace.game.view(&codes) {
        PositionView::Grid { rules, .. } => {
            let (k, top) = (rules.k, rules.cells() as i64 + 1);
            match v.signum() {
                1 => t!(
                    "narration-leaf-x-wins",
                    k = k.to_string(),
                    top = top.to_string(),
                    moves = (top - v).to_string(),
                    value = v.to_string()
                ),
                -1 => t!(
                    "narration-leaf-o-wins",
                    k = k.to_string(),
                    top = top.to_string(),
                    moves = (top + v).to_string(),
                    value = v.to_string()
                ),
                _ => t!("narration-leaf-draw", k = k.to_string()),
            }
        }
        PositionView::Bones { .. } => t!(
            "narration-leaf-no-bones",
            player = n.player.name(),
            value = v.to_string()
        ),
        _ => t!(
            "narration-leaf",
            who = who(trace, id),
            value = v.to_string()
        ),
    }
}

fn backup_sentence(playback: &Playback, child: NodeId, ab: bool) -> String {
    let trace = playback.trace();
    let Some(parent) = trace.parent(child) else {
        return String::new();
    };
    let p = trace.node(parent);
    let v = trace.node(child).value().unwrap_or(0);
    let mut before = playback.clone();
    before.back();
    let old = before.best_so_far(parent);
    let place = child_place(trace, child);
    let child_bound = trace.node(child).bound;
    let improved = old.is_none_or(|o| p.player.prefers(v, o));
    let best_now = if improved { v } else { old.unwrap_or(v) };
    // What α and β do, said after the best so far.
    let mut more = String::new();
    if ab && let NodeState::Active { alpha, beta, .. } = playback.state(parent) {
        let (old_alpha, old_beta) = match before.state(parent) {
            NodeState::Active { alpha, beta, .. } => (alpha, beta),
            _ => (alpha, beta),
        };
        match p.player {
            Player::Max if alpha != old_alpha => {
                more += &t!(
                    "narration-backup-alpha-rises",
                    old = show_value(old_alpha),
                    new = show_value(alpha)
                )
            }
            Player::Min if beta != old_beta => {
                more += &t!(
                    "narration-backup-beta-falls",
                    old = show_value(old_beta),
                    new = show_value(beta)
                )
            }
            _ => {}
        }
        if alpha >= beta {
            more += &t!(
                "narration-backup-now-cut",
                alpha = show_value(alpha),
                beta = show_value(beta)
            );
        }
    }
    let child_who = who(trace, child);
    let who = capitalise(&who(trace, parent));
    let value = bounded(v, child_bound);
    let best = show_value(best_now);
    let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
    // On a tree the child is named too ("from its 1st child (leaf 3)").
    let id = match (tree, improved, p.player) {
        (true, true, _) => "narration-backup-tree-best",
        (true, false, Player::Max) => "narration-backup-tree-not-higher",
        (true, false, Player::Min) => "narration-backup-tree-not-lower",
        (false, true, _) => "narration-backup-best",
        (false, false, Player::Max) => "narration-backup-not-higher",
        (false, false, Player::Min) => "narration-backup-not-lower",
    };
    let mut args: Vec<(&str, crate::i18n::Arg)> = vec![
        ("who", who.into()),
        ("value", value.into()),
        ("place", place.into()),
        ("best", best.into()),
        ("more", more.into()),
    ];
    if tree {
        args.push(("child", child_who.into()));
    }
    crate::i18n::tr_with(id, &args)
}

/// Child `id`'s place among its parent's children, said: "second child" in the tree's order
/// (a re-search is the same child again), or "second child tried" where move ordering tried
/// the children in another order.
pub fn child_place(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let Some(parent) = trace.parent(id) else {
        return String::new();
    };
    if !trace.node(parent).has(flags::REORDERED) {
        return t!(
            "narration-child-place",
            ordinal = ordinal(n.child_index as usize + 1)
        );
    }
    let mut tried: Vec<u32> = trace
        .tree
        .children(parent)
        .map(|c| trace.node(c))
        .filter(|c| c.enter_step <= n.enter_step && c.status == Status::Visited)
        .map(|c| c.child_index)
        .collect();
    gametree_engine::sort::sort(&mut tried);
    tried.dedup();
    t!(
        "narration-child-place-tried",
        ordinal = ordinal(tried.len())
    )
}

fn exit_sentence(trace: &Trace, id: NodeId, at_end: bool) -> String {
    let n = trace.node(id);
    let v = n.value().unwrap_or(0);
    let value = show_value(v);
    if trace.parent(id).is_none() && at_end {
        let nodes = trace.outcome.stats.nodes_visited;
        let cutoffs = trace.outcome.stats.cutoffs;
        return match trace.outcome.best_move.as_deref() {
            Some(m) => t!(
                "narration-search-over-best",
                value = value,
                best = crate::move_words::say_move(trace, m),
                nodes = nodes,
                cutoffs = cutoffs,
                nodes_shown = group(nodes),
                cutoffs_shown = group(cutoffs)
            ),
            None => t!(
                "narration-search-over",
                value = value,
                nodes = nodes,
                cutoffs = cutoffs,
                nodes_shown = group(nodes),
                cutoffs_shown = group(cutoffs)
            ),
        };
    }
    let what = if n.has(flags::TERMINAL) || n.has(flags::HEURISTIC) || n.has(flags::TT_HIT) {
        "done"
    } else {
        "finished"
    };
    let who = capitalise(&who(trace, id));
    if let Some(s) = super::narrate_bounds::bound_exit_sentence(trace, id, &who, what) {
        return s;
    }
    match n.bound {
        Bound::Exact => t!(
            "narration-exit-exact",
            who = who,
            what = what,
            value = value
        ),
        Bound::Lower => t!(
            "narration-exit-at-least-cut",
            who = who,
            what = what,
            value = value
        ),
        Bound::Upper => t!(
            "narration-exit-at-most-cut",
            who = who,
            what = what,
            value = value
        ),
    }
}

/// An estimate with its terms: "3 × (1 − 0) for marks in the centre + 2 × (1 − 2) for marks
/// in corners = 1", each term weight × (MAX's count − MIN's count).
pub fn estimate_words(terms: &[gametree_engine::game::EvalTerm], value: i64) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|term| {
            t!(
                "narration-estimate-term",
                weight = term.weight.to_string(),
                max = term.max.to_string(),
                min = term.min.to_string(),
                name = crate::Say::say(&term.counted)
            )
        })
        .collect();
    format!("{} = {value}", parts.join(" + "))
}

#[cfg(test)]
#[path = "narrate_tests.rs"]
mod tests;
