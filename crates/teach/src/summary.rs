//! The summary `gametree search` prints for people: the value and what it means in the game,
//! the best move and line, and the counts.

use super::words::show_value;
use crate::t;
use gametree_engine::compare::group;
use gametree_engine::game::ValueMeaning;
use gametree_engine::search::{Algorithm, SearchConfig, Stats};
use gametree_engine::trace::Trace;

/// What the root value means in the game's own words, for exact values of finished games:
/// " (X wins with best play, 3 moves from here)".
pub fn value_meaning(trace: &Trace) -> String {
    if trace.config.depth.is_some() {
        return t!("narration-meaning-depth-limited");
    }
    match trace
        .outcome
        .root_value
        .int()
        .and_then(|v| trace.game.meaning(v))
    {
        Some(ValueMeaning::Draw) => t!("narration-meaning-draw"),
        Some(ValueMeaning::Win { winner, moves }) => {
            let side = crate::words::side_name(trace.game.sides(), winner);
            match moves {
                Some(m) => t!("narration-meaning-win-in", side = side, moves = m),
                None => t!("narration-meaning-win", side = side),
            }
        }
        None => String::new(),
    }
}

/// The counts only the null-window searches have: "Re-searches: 2" (PVS, aspiration
/// windows) and "MTD(f) passes: 4".
pub fn null_window_lines(config: &SearchConfig, stats: &Stats) -> Vec<String> {
    let mut lines = Vec::new();
    if config.algorithm == Algorithm::Pvs || (config.aspiration.is_some() && config.iterative) {
        lines.push(t!(
            "narration-summary-re-searches",
            n = group(stats.re_searches)
        ));
    }
    if config.algorithm == Algorithm::Mtdf {
        lines.push(t!(
            "narration-summary-passes",
            n = group(u64::from(stats.passes))
        ));
    }
    lines
}

/// Cutoffs counted apart by kind (at MAX / at MIN nodes, shallow / deep); `None` when the
/// search made none.
pub fn cutoff_kinds_line(stats: &Stats) -> Option<String> {
    (stats.cutoffs > 0).then(|| {
        t!(
            "narration-summary-cutoff-kinds",
            max = stats.cutoffs_at_max,
            min = stats.cutoffs_at_min,
            shallow = stats.shallow_cutoffs,
            deep = stats.deep_cutoffs
        )
    })
}

/// The best line as a student reads it: moves in the game's notation, but in a tree each
/// node by its name, so an unlabeled leaf reads as its value ("B → 3", not the move "#1").
pub fn best_line(trace: &Trace) -> Vec<String> {
    let pv = &trace.outcome.principal_variation;
    if !matches!(
        trace.game.view(&[]),
        gametree_engine::game::PositionView::Tree { .. }
    ) {
        return pv
            .iter()
            .map(|m| crate::move_words::say_move(trace, m))
            .collect();
    }
    let mut line: Vec<String> = trace
        .principal_line()
        .into_iter()
        .skip(1)
        .filter_map(|n| crate::move_words::move_of(trace, n))
        .collect();
    line.extend(pv.iter().skip(line.len()).cloned());
    line
}

/// A short human summary (`--format summary`, docs/json-trace.md).
pub fn summary(trace: &Trace) -> String {
    if trace.mcts.is_some() {
        return mcts_summary(trace);
    }
    if trace.config.algorithm == gametree_engine::search::Algorithm::Expectiminimax {
        return crate::expectation::summary(trace);
    }
    let o = &trace.outcome;
    let s = &o.stats;
    let mut lines = vec![
        t!(
            "narration-summary-scenario",
            title = gametree_engine::game::printable(&crate::titles::trace_title(trace))
        ),
        t!(
            "narration-summary-value",
            value = show_value(o.root_value),
            meaning = value_meaning(trace)
        ),
        match o.best_move.as_deref() {
            Some(m) => t!("narration-summary-best-move", best = m),
            None => t!("narration-summary-best-move-none"),
        },
    ];
    let line = best_line(trace);
    lines.push(if line.is_empty() {
        t!("narration-summary-principal-variation", line = "—")
    } else {
        t!(
            "narration-summary-principal-variation",
            line = line.join(", ")
        )
    });
    lines.push(t!(
        "narration-summary-nodes-visited",
        n = group(s.nodes_visited)
    ));
    lines.push(t!(
        "narration-summary-leaves",
        n = group(s.leaves_evaluated)
    ));
    lines.push(t!(
        "narration-summary-cutoffs",
        n = group(s.cutoffs),
        pruned = group(s.pruned_children),
        count = s.pruned_children
    ));
    lines.extend(cutoff_kinds_line(s));
    if trace.config.uses_tt() {
        lines.push(t!("narration-summary-tt-hits", n = group(s.tt_hits)));
    }
    lines.extend(null_window_lines(&trace.config, s));
    if trace.config.iterative {
        lines.push(t!(
            "narration-summary-iterations",
            n = group(u64::from(s.iterations))
        ));
    }
    let by_depth: Vec<String> = s.nodes_by_depth.iter().map(|&n| group(n)).collect();
    lines.push(t!(
        "narration-summary-nodes-by-depth",
        counts = by_depth.join(" ")
    ));
    let pruned = trace
        .tree
        .node_indices()
        .filter(|&n| !trace.tree.visited(n))
        .count();
    lines.push(t!(
        "narration-summary-recorded",
        nodes = group(trace.tree.node_count() as u64),
        pruned = group(pruned as u64),
        steps = group(trace.event_count() as u64)
    ));
    // Names come from files: nothing in them may reach a terminal as a control code.
    lines
        .iter()
        .flat_map(|l| l.lines())
        .map(|l| gametree_engine::game::printable(l) + "\n")
        .collect()
}

/// The summary of a Monte Carlo tree search: the move chosen and how often, the estimate and
/// what it means, every root move's N and W/N, and the most visited line.
pub fn mcts_summary(trace: &Trace) -> String {
    use gametree_engine::search::mcts::Rewards;
    use gametree_engine::trace::{NodeId, show_real};
    let Some(view) = trace.mcts_view() else {
        return String::new();
    };
    let options = &view.record.options;
    let done = view.record.len();
    let root = NodeId::new(0);
    let mut lines = vec![
        t!(
            "narration-summary-scenario",
            title = gametree_engine::game::printable(&crate::titles::trace_title(trace))
        ),
        t!(
            "narration-mcts-summary-run",
            iterations = group(done as u64),
            seed = options.seed.to_string(),
            exploration = show_real(options.exploration),
        ),
    ];
    match view
        .most_visited(root, done)
        .filter(|_| !trace.is_chance(root))
    {
        Some(best) => {
            let side = crate::words::side_name(trace.game.sides(), trace.node(root).player);
            lines.push(t!(
                "narration-mcts-summary-best",
                best = crate::move_words::move_of(trace, best).unwrap_or_default(),
                visits = group(u64::from(view.visits(best, done).0)),
                iterations = group(done as u64),
            ));
            let estimate = show_real(trace.outcome.root_value.as_f64());
            lines.push(match options.rewards {
                Rewards::Outcomes => {
                    t!(
                        "narration-mcts-summary-win-rate",
                        estimate = estimate,
                        side = side
                    )
                }
                Rewards::Values => t!("narration-mcts-summary-mean", estimate = estimate),
            });
            lines.push(t!("narration-mcts-summary-children"));
            for n in trace.children(root) {
                let (visits, w) = view.visits(n, done);
                lines.push(
                    "  ".to_string()
                        + &t!(
                            "narration-mcts-summary-child",
                            played = crate::move_words::move_of(trace, n).unwrap_or_default(),
                            visits = visits,
                            mean = if visits > 0 {
                                show_real(w / f64::from(visits))
                            } else {
                                "—".into()
                            },
                        ),
                );
            }
        }
        None if trace.is_chance(root) => lines.push(t!(
            "narration-mcts-summary-mean",
            estimate = show_real(trace.outcome.root_value.as_f64())
        )),
        None => lines.push(t!("narration-summary-best-move-none")),
    }
    let line = crate::summary::best_line(trace);
    lines.push(t!(
        "narration-mcts-summary-line",
        line = if line.is_empty() {
            "—".to_string()
        } else {
            line.join(" → ")
        }
    ));
    lines.push(t!(
        "narration-mcts-summary-tree",
        nodes = group(trace.tree.node_count() as u64),
        moves = group(view.record.playout_moves() as u64),
    ));
    lines.join("\n") + "\n"
}

/// MCTS against the exact search, for the summary: the exact move and value, then MCTS's
/// move and estimate at each checkpoint with how far off it is.
pub fn mcts_compare_lines(
    trace: &Trace,
    exact: Option<&gametree_engine::compare_mcts::Exact>,
    checkpoints: &[gametree_engine::compare_mcts::Checkpoint],
) -> Vec<String> {
    use gametree_engine::trace::show_real;
    let mut lines = vec![match exact {
        Some(e) => t!(
            "narration-mcts-summary-exact",
            best = crate::mcts_words::best_moves(trace, e),
            value = show_real(e.estimate),
        ),
        None => t!("narration-mcts-summary-no-exact"),
    }];
    for c in checkpoints {
        let off = exact.map(|e| show_real((c.estimate - e.estimate).abs()));
        let agrees = exact.is_some_and(|e| c.best.as_deref().is_some_and(|b| e.agrees(b)));
        lines.push(
            "  ".to_string()
                + &t!(
                    "narration-mcts-summary-checkpoint",
                    iterations = c.iterations,
                    played = c
                        .best
                        .as_deref()
                        .map_or("—".into(), |b| crate::move_words::say_move(trace, b)),
                    agrees = if agrees { "yes" } else { "no" },
                    estimate = show_real(c.estimate),
                    off = off.unwrap_or_else(|| "—".into()),
                ),
        );
    }
    lines
}
