//! What `gametree search` prints: the summary, the stats object, the whole trace as JSON or
//! a Graphviz digraph, for a recorded or a bare search of any of the six algorithms (MCTS's
//! summary adds how its estimates compare with the exact values).

use super::args::Format;
use super::errors::CliError;
use super::output::Stop;
use crate::scenario::Scenario;
use crate::search::Algorithm;
use crate::t;
use crate::teach::titles::{scenario_title, trace_title};
use crate::trace::{dot, json};
use std::io::Write;

/// Runs `gametree search`, writing to `out` (a failed write is [`Stop::Output`]).
pub fn search(
    scenario: &Scenario,
    format: Format,
    no_trace: bool,
    out: &mut impl Write,
) -> Result<(), Stop> {
    let io = Stop::Output;
    if no_trace {
        let outcome = scenario.run_bare().map_err(CliError::Scenario)?;
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
                crate::teach::summary::cutoff_kinds_line(&outcome.stats)
                    .into_iter()
                    .chain(crate::teach::summary::null_window_lines(
                        &scenario.config,
                        &outcome.stats
                    ))
                    .map(|l| format!("\n{l}"))
                    .collect::<String>(),
            )
            .map_err(io),
            Format::Stats | Format::Json => writeln!(out, "{value}").map_err(io),
            Format::Dot => Err(CliError::DotNeedsTrace.into()),
        };
    }
    let trace = scenario.record(None).map_err(CliError::Scenario)?;
    // The title is words for people, made here in the language in force.
    let title = trace_title(&trace);
    match format {
        Format::Summary => {
            write!(out, "{}", crate::teach::summary::summary(&trace)).map_err(io)?;
            if trace.config.algorithm == Algorithm::Mcts {
                use crate::compare_mcts::{checkpoints, exact};
                let exact = exact(scenario, trace.config.mcts.rewards);
                let lines = crate::teach::summary::mcts_compare_lines(
                    &trace,
                    exact.as_ref(),
                    &checkpoints(&trace),
                );
                writeln!(out, "{}", lines.join("\n")).map_err(io)?;
            }
            Ok(())
        }
        Format::Stats => writeln!(out, "{}", json::stats_value(&trace, &title)).map_err(io),
        Format::Json => {
            let detail = json::write_json(&trace, &title, out).map_err(io)?;
            // Said on stderr: stdout holds the document and nothing else.
            if let Some(words) = crate::teach::say::json_detail_words(detail) {
                let line = t!("cli-note", message = crate::game::printable(&words));
                super::output::raw_error_line(&line, 0);
            }
            Ok(())
        }
        Format::Dot => dot::write_dot(&trace, &title, out).map_err(io),
    }
}
