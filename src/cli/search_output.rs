//! What `gametree search` prints: the summary, the stats object, the whole trace as JSON or
//! a Graphviz digraph, for a recorded or a bare minimax-family search, or for expectiminimax
//! and MCTS.

use super::args::Format;
use super::errors::scenario_words;
use crate::scenario::{ChanceSearch, Scenario};
use crate::t;
use crate::teach::Say;
use crate::teach::titles::{scenario_title, trace_title};
use crate::trace::{dot, json};
use std::io::Write;

/// Runs `gametree search`, writing to `out`.
pub fn search(
    scenario: &Scenario,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| t!("cli-cannot-write-output", error = e.say());
    if no_trace {
        let outcome = scenario.run_bare().map_err(|e| scenario_words(&e))?;
        let title = scenario_title(scenario);
        let value = serde_json::json!({
            "scenario": title,
            "root_value": outcome.root_value,
            "best_move": outcome.best_move,
            "principal_variation": outcome.principal_variation,
            "stats": outcome.stats,
        });
        return match format {
            Format::Summary => writeln!(
                out,
                "{}{}",
                t!(
                    "cli-bare-summary",
                    scenario = crate::game::printable(&title),
                    value = outcome.root_value.to_string(),
                    best = crate::game::printable(
                        &outcome
                            .best_move
                            .clone()
                            .unwrap_or_else(|| t!("cli-no-move"))
                    ),
                    nodes = outcome.stats.nodes_visited,
                    leaves = outcome.stats.leaves_evaluated,
                    cutoffs = outcome.stats.cutoffs,
                ),
                crate::teach::summary::null_window_lines(&scenario.config, &outcome.stats)
                    .iter()
                    .map(|l| format!("\n{l}"))
                    .collect::<String>(),
            )
            .map_err(io),
            Format::Stats | Format::Json => writeln!(out, "{value}").map_err(io),
            Format::Dot => Err(t!("cli-dot-needs-trace")),
        };
    }
    let trace = scenario.record(None).map_err(|e| scenario_words(&e))?;
    // The title is words for people, made here in the language in force.
    let title = trace_title(&trace);
    match format {
        Format::Summary => write!(out, "{}", crate::teach::summary::summary(&trace)).map_err(io),
        Format::Stats => writeln!(out, "{}", json::stats_value(&trace, &title)).map_err(io),
        Format::Json => json::write_json(&trace, &title, out).map_err(io),
        Format::Dot => dot::write_dot(&trace, &title, out).map_err(io),
    }
}

/// Runs `gametree search --algo mcts|expectiminimax`, writing to `out`.
pub fn search_chance(
    scenario: &Scenario,
    how: ChanceSearch,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| t!("cli-cannot-write-output", error = e.say());
    let algo = how.algo().name();
    if no_trace {
        return Err(t!(
            "cli-flag-not-with-algo",
            flag = "--no-trace",
            algo = algo
        ));
    }
    if format == Format::Dot {
        return Err(t!("cli-other-no-dot", algo = algo));
    }
    match how.mcts_config() {
        Some(config) => {
            let trace = scenario.mcts(&config).map_err(|e| scenario_words(&e))?;
            let title = crate::teach::titles::mcts_trace_title(&trace);
            match format {
                Format::Stats => writeln!(out, "{}", trace.stats_value(&title)).map_err(io),
                Format::Json => trace.write_json(&title, out).map_err(io),
                _ => {
                    use crate::compare_mcts::{checkpoints, exact};
                    let exact = exact(scenario, trace.config().rewards);
                    let lines = crate::teach::summary::mcts_compare_lines(
                        exact.as_ref(),
                        &checkpoints(&trace),
                    );
                    write!(out, "{}", crate::teach::summary::mcts_summary(&trace))
                        .and_then(|_| writeln!(out, "{}", lines.join("\n")))
                        .map_err(io)
                }
            }
        }
        None => {
            let trace = scenario
                .expectiminimax(scenario.config.depth)
                .map_err(|e| scenario_words(&e))?;
            let title = crate::teach::titles::ex_trace_title(&trace);
            match format {
                Format::Stats => writeln!(out, "{}", trace.stats_value(&title)).map_err(io),
                Format::Json => trace.write_json(&title, out).map_err(io),
                _ => write!(out, "{}", crate::teach::expectation::summary(&trace)).map_err(io),
            }
        }
    }
}
