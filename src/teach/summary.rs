//! The summary `gametree search` prints for people: the value and what it means in the game,
//! the best move and line, and the counts.

use super::words::show_value;
use crate::game::ValueMeaning;
use crate::search::{Algorithm, SearchConfig, Stats};
use crate::trace::Trace;

/// What the root value means in the game's own words, for exact values of finished games:
/// " (X wins with best play, 3 moves from here)".
pub fn value_meaning(trace: &Trace) -> String {
    if trace.config.depth.is_some() {
        return " (depth-limited: the evaluation function's estimate)".into();
    }
    match trace.game.meaning(trace.outcome.root_value) {
        Some(ValueMeaning::Draw) => " (a draw with best play)".into(),
        Some(ValueMeaning::Win { winner, moves }) => {
            let side = trace.game.side_name(winner);
            match moves {
                Some(m) => format!(
                    " ({side} wins with best play, {m} move{} from here)",
                    if m == 1 { "" } else { "s" }
                ),
                None => format!(" ({side} wins with best play)"),
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
        lines.push(format!("Re-searches: {}", stats.re_searches));
    }
    if config.algorithm == Algorithm::Mtdf {
        lines.push(format!("MTD(f) passes: {}", stats.passes));
    }
    lines
}

/// The best line as a student reads it: moves in the game's notation, but in a tree each
/// node by its name, so an unlabeled leaf reads as its value ("B → 3", not the move "#1").
pub fn best_line(trace: &Trace) -> Vec<String> {
    let pv = &trace.outcome.principal_variation;
    if !matches!(trace.game.view(&[]), crate::game::PositionView::Tree { .. }) {
        return pv.clone();
    }
    let mut line: Vec<String> = trace
        .principal_line()
        .into_iter()
        .skip(1)
        .map(|n| trace.node_name(n))
        .collect();
    line.extend(pv.iter().skip(line.len()).cloned());
    line
}

/// A short human summary (SPEC.md `--format summary`).
pub fn summary(trace: &Trace) -> String {
    let o = &trace.outcome;
    let s = &o.stats;
    let mut text = format!("Scenario: {}\n", crate::game::printable(&trace.title));
    text += &format!(
        "Value: {}{}\n",
        show_value(o.root_value),
        value_meaning(trace)
    );
    text += &format!(
        "Best move: {}\n",
        o.best_move.as_deref().unwrap_or("none (the game is over)")
    );
    let line = best_line(trace);
    text += &format!(
        "Principal variation: {}\n",
        if line.is_empty() {
            "—".into()
        } else {
            line.join(", ")
        }
    );
    text += &format!(
        "Nodes visited: {}\nLeaves evaluated: {}\nCutoffs: {} ({} children pruned)\n",
        s.nodes_visited, s.leaves_evaluated, s.cutoffs, s.pruned_children
    );
    if trace.config.uses_tt() {
        text += &format!("Transposition table hits: {}\n", s.tt_hits);
    }
    for line in null_window_lines(&trace.config, s) {
        text += &line;
        text += "\n";
    }
    if trace.config.iterative {
        text += &format!("Iterations: {}\n", s.iterations);
    }
    let by_depth: Vec<String> = s.nodes_by_depth.iter().map(|n| n.to_string()).collect();
    text += &format!("Nodes by depth: {}\n", by_depth.join(" "));
    let pruned = trace
        .tree
        .node_indices()
        .filter(|&n| !trace.tree.visited(n))
        .count();
    text += &format!(
        "Recorded: {} nodes ({} pruned), {} steps\n",
        trace.tree.node_count(),
        pruned,
        trace.event_count()
    );
    // Names come from files: nothing in them may reach a terminal as a control code.
    text.lines()
        .map(|l| crate::game::printable(l) + "\n")
        .collect()
}
