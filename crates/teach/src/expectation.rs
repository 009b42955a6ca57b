//! Words for expectiminimax: probabilities as fractions, a chance node's value as the weighted
//! average with its numbers ("½ × 3 + ½ × 8 = 5.5"), every step narrated, and the summary.

use crate::t;
use gametree_engine::game::{Player, PositionView};
use gametree_engine::trace::{EventKind, NodeId, Trace, flags, show_real};

/// A probability as a student writes it: ½, ¼, ¾ or n/d for denominators up to 12, else a
/// decimal ("0.35").
pub fn show_probability(p: f64) -> String {
    for d in 1..=12u32 {
        let n = (p * f64::from(d)).round();
        if n >= 1.0 && (p * f64::from(d) - n).abs() < 1e-9 {
            return match (n as u32, d) {
                (1, 1) => "1".into(),
                (1, 2) => "½".into(),
                (1, 4) => "¼".into(),
                (3, 4) => "¾".into(),
                (n, d) => format!("{n}/{d}"),
            };
        }
    }
    // Too small for two decimals: a power of ten says how small (never "0").
    if p > 0.0 && p < 0.005 {
        return format!("{p:.0e}");
    }
    show_real(p)
}

/// A value inside a sum: negative ones in brackets, "(-1)".
fn term_value(v: f64) -> String {
    let shown = show_real(v);
    if v < 0.0 { format!("({shown})") } else { shown }
}

/// A node's real value (expectiminimax), if known.
fn value(trace: &Trace, id: NodeId) -> Option<f64> {
    trace.chance.as_ref()?.values.get(id)
}

/// A chance node's value with its numbers: "½ × 3 + ½ × 8 = 5.5" (as far as its children
/// are known).
pub fn weighted_average(trace: &Trace, node: NodeId) -> String {
    let terms: Vec<String> = trace
        .children(node)
        .into_iter()
        .filter_map(|c| {
            Some(format!(
                "{} × {}",
                show_probability(trace.probability(c)?),
                term_value(value(trace, c)?)
            ))
        })
        .collect();
    let value = value(trace, node).map(show_real).unwrap_or_default();
    if terms.is_empty() {
        // Cut by the depth limit before its throw: the evaluation's value, no sum.
        return t!("narration-ex-estimated", value = value);
    }
    format!("{} = {value}", terms.join(" + "))
}

/// The value of `parent` once `child` (one of its children) has gone up: a chance node's
/// Σ p·v over its children so far, a player's best so far.
fn so_far(trace: &Trace, parent: NodeId, child: NodeId) -> f64 {
    let chance = trace.is_chance(parent);
    let player = trace.node(parent).player;
    let mut sum: Option<f64> = None;
    for c in trace.children(parent) {
        let v = value(trace, c).unwrap_or(0.0);
        sum = Some(match sum {
            _ if chance => sum.unwrap_or(0.0) + trace.probability(c).unwrap_or(0.0) * v,
            Some(s) if !player.prefers_real(v, s) => s,
            _ => v,
        });
        if c == child {
            break;
        }
    }
    sum.unwrap_or(0.0)
}

/// What step `step` of an expectiminimax search does, in a sentence or two.
pub fn narrate(trace: &Trace, step: usize) -> String {
    let e = trace.event(step);
    let id = e.node;
    let name = crate::move_words::node_name(trace, id);
    let chance = trace.is_chance(id);
    let player = trace.node(id).player;
    let v = value(trace, id).unwrap_or(0.0);
    match e.kind {
        EventKind::Enter if chance => t!("narration-ex-enter-chance", node = name),
        // No one moves at a leaf or where the game is over.
        EventKind::Enter if trace.tree.flags(id) & flags::TERMINAL != 0 => {
            match trace.game.view(&[]) {
                PositionView::Tree { .. } => t!(
                    "narration-ex-enter-leaf",
                    who = crate::narrate::who(trace, id)
                ),
                _ => t!("narration-ex-enter-game-over", node = name),
            }
        }
        EventKind::Enter => t!(
            "narration-ex-enter-player",
            node = name,
            player = player.name()
        ),
        EventKind::Leaf if trace.tree.flags(id) & flags::HEURISTIC != 0 => {
            t!("narration-ex-evaluated", node = name, value = show_real(v))
        }
        EventKind::Leaf => t!("narration-ex-leaf", node = name, value = show_real(v)),
        EventKind::Backup => {
            let parent = trace.parent(id).unwrap_or(id);
            let mut parent_name = crate::move_words::node_name(trace, parent);
            // Two nodes with one name ("after step" below "after step"): the parent is
            // named by its place.
            if parent_name == name {
                parent_name = t!("narration-ex-its-parent");
            }
            // A leaf named by its value is not said twice ("3", not "3 under B = 3"): its
            // parent is named right after.
            let node_value = if crate::move_words::label(trace, id) == show_real(v) {
                show_real(v)
            } else {
                format!("{name} = {}", show_real(v))
            };
            let after = show_real(so_far(trace, parent, id));
            if trace.is_chance(parent) {
                t!(
                    "narration-ex-backup-chance",
                    node_value = node_value,
                    term = term_value(v),
                    probability = show_probability(trace.probability(id).unwrap_or(0.0)),
                    parent = parent_name,
                    sum = after,
                )
            } else {
                t!(
                    "narration-ex-backup-player",
                    node_value = node_value,
                    parent = parent_name,
                    player = trace.node(parent).player.name(),
                    best = after,
                )
            }
        }
        EventKind::Exit if chance => t!(
            "narration-ex-exit-chance",
            node = name,
            average = weighted_average(trace, id),
        ),
        // A leaf's value came in its own step right after it was entered.
        EventKind::Exit if trace.tree.children(id).next().is_none() => {
            t!("narration-ex-exit-leaf", node = name)
        }
        _ => {
            let which = match player {
                Player::Max => "max",
                Player::Min => "min",
            };
            t!(
                "narration-ex-exit-player",
                node = name,
                value = show_real(v),
                which = which
            )
        }
    }
}

/// Most chance nodes the summary lists with their averages.
const SUMMARY_AVERAGES: usize = 12;

/// The summary `gametree search --algo expectiminimax` prints: value, best move and line,
/// counts, and the weighted average of the first chance nodes.
pub fn summary(trace: &Trace) -> String {
    let o = &trace.outcome;
    let mut lines = vec![
        t!(
            "narration-summary-scenario",
            title = gametree_engine::game::printable(&crate::titles::trace_title(trace))
        ),
        t!(
            "narration-ex-summary-value",
            value = show_real(o.root_value.as_f64())
        ),
        match &o.best_move {
            Some(m) => t!(
                "narration-summary-best-move",
                best = crate::move_words::say_move(trace, m)
            ),
            None => t!("narration-ex-summary-no-choice"),
        },
    ];
    if !o.principal_variation.is_empty() {
        lines.push(t!(
            "narration-summary-principal-variation",
            line = o
                .principal_variation
                .iter()
                .map(|m| crate::move_words::say_move(trace, m))
                .collect::<Vec<_>>()
                .join(" → ")
        ));
    }
    lines.push(t!(
        "narration-ex-summary-counts",
        nodes = gametree_engine::compare::group(o.stats.nodes_visited),
        leaves = gametree_engine::compare::group(o.stats.leaves_evaluated),
        chance = gametree_engine::compare::group(o.stats.chance_nodes),
    ));
    let chance: Vec<NodeId> = trace
        .tree
        .node_indices()
        .filter(|&n| trace.is_chance(n))
        .collect();
    if !chance.is_empty() {
        lines.push(t!("narration-ex-summary-averages"));
        for &n in chance.iter().take(SUMMARY_AVERAGES) {
            let node = crate::move_words::node_name(trace, n);
            let average = weighted_average(trace, n);
            // Out of context, equal dice positions are told apart by the moves to them.
            let line = match crate::move_words::dice_route(trace, n) {
                Some(moves) => t!(
                    "narration-ex-summary-average-after",
                    node = node,
                    moves = moves,
                    average = average
                ),
                None => t!(
                    "narration-ex-summary-average",
                    node = node,
                    average = average
                ),
            };
            lines.push("  ".to_string() + &crate::words::tidy(line));
        }
        if chance.len() > SUMMARY_AVERAGES {
            lines.push(
                "  ".to_string()
                    + &t!(
                        "narration-ex-summary-more",
                        n = (chance.len() - SUMMARY_AVERAGES).to_string()
                    ),
            );
        }
    }
    lines.join("\n") + "\n"
}
