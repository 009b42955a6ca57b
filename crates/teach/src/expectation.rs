//! Words for expectiminimax: probabilities as fractions, a chance node's value as the weighted
//! average with its numbers ("½ × 3 + ½ × 8 = 5.5"), every step narrated, and the summary.

use crate::Say;
use crate::t;
use gametree_engine::game::Player;
use gametree_engine::search::expectiminimax::{NodeKind, StepKind};
use gametree_engine::trace::expecti::ExTrace;
use gametree_engine::trace::show_real;

/// A probability as a student writes it: ½, ¼, ¾ or n/d for denominators up to 12, else a
/// decimal ("0.35").
pub fn show_probability(p: f64) -> String {
    for d in 1..=12u32 {
        let n = (p * f64::from(d)).round();
        if (p * f64::from(d) - n).abs() < 1e-9 {
            return match (n as u32, d) {
                (1, 1) => "1".into(),
                (1, 2) => "½".into(),
                (1, 4) => "¼".into(),
                (3, 4) => "¾".into(),
                (n, d) => format!("{n}/{d}"),
            };
        }
    }
    show_real(p)
}

/// A value inside a sum: negative ones in brackets, "(-1)".
fn term_value(v: f64) -> String {
    let shown = show_real(v);
    if v < 0.0 { format!("({shown})") } else { shown }
}

/// A chance node's value with its numbers: "½ × 3 + ½ × 8 = 5.5" (as far as its children
/// are known).
pub fn weighted_average(trace: &ExTrace, node: u32) -> String {
    let r = &trace.record;
    let terms: Vec<String> = r
        .children(node)
        .into_iter()
        .filter_map(|c| {
            let c = &r.nodes[c as usize];
            Some(format!(
                "{} × {}",
                show_probability(c.probability?),
                term_value(c.value?)
            ))
        })
        .collect();
    let value = r.nodes[node as usize]
        .value
        .map(show_real)
        .unwrap_or_default();
    format!("{} = {value}", terms.join(" + "))
}

/// What step `step` does, in a sentence or two.
pub fn narrate(trace: &ExTrace, step: usize) -> String {
    let r = &trace.record;
    let s = r.steps[step];
    let node = &r.nodes[s.node as usize];
    let name = trace.node_name(s.node).say();
    match s.kind {
        StepKind::Enter => match node.kind {
            NodeKind::Chance => t!("narration-ex-enter-chance", node = name),
            NodeKind::Player(p) => t!("narration-ex-enter-player", node = name, player = p.name()),
        },
        StepKind::Leaf if node.heuristic => {
            t!(
                "narration-ex-evaluated",
                node = name,
                value = show_real(s.after)
            )
        }
        StepKind::Leaf => t!("narration-ex-leaf", node = name, value = show_real(s.after)),
        StepKind::Backup => {
            let parent = node.parent.unwrap_or(0);
            let parent_name = trace.node_name(parent).say();
            let value = show_real(node.value.unwrap_or(0.0));
            match r.nodes[parent as usize].kind {
                NodeKind::Chance => t!(
                    "narration-ex-backup-chance",
                    node = name,
                    value = value,
                    probability = show_probability(node.probability.unwrap_or(0.0)),
                    parent = parent_name,
                    sum = show_real(s.after),
                ),
                NodeKind::Player(p) => t!(
                    "narration-ex-backup-player",
                    node = name,
                    value = value,
                    parent = parent_name,
                    player = p.name(),
                    best = show_real(s.after),
                ),
            }
        }
        StepKind::Exit => match node.kind {
            NodeKind::Chance => t!(
                "narration-ex-exit-chance",
                node = name,
                average = weighted_average(trace, s.node),
            ),
            // A leaf's value came in its own step right after it was entered.
            NodeKind::Player(_) if r.steps[node.enter_step as usize + 1].kind == StepKind::Leaf => {
                t!("narration-ex-exit-leaf", node = name)
            }
            NodeKind::Player(p) => {
                let which = match p {
                    Player::Max => "max",
                    Player::Min => "min",
                };
                t!(
                    "narration-ex-exit-player",
                    node = name,
                    value = show_real(s.after),
                    which = which,
                )
            }
        },
    }
}

/// Most chance nodes the summary lists with their averages.
const SUMMARY_AVERAGES: usize = 12;

/// The summary `gametree search --algo expectiminimax` prints: value, best move and line,
/// counts, and the weighted average of the first chance nodes.
pub fn summary(trace: &ExTrace) -> String {
    let r = &trace.record;
    let mut lines = vec![
        t!(
            "narration-summary-scenario",
            title = gametree_engine::game::printable(&crate::titles::ex_trace_title(trace))
        ),
        t!(
            "narration-ex-summary-value",
            value = show_real(r.root_value())
        ),
        match r.chosen(0).and_then(|c| trace.move_text(c)) {
            Some(m) => t!("narration-summary-best-move", best = m),
            None => t!("narration-ex-summary-no-choice"),
        },
    ];
    let line = trace.best_line();
    if !line.is_empty() {
        lines.push(t!(
            "narration-summary-principal-variation",
            line = line.join(" → ")
        ));
    }
    lines.push(t!(
        "narration-ex-summary-counts",
        nodes = r.nodes_visited().to_string(),
        leaves = r.leaves_evaluated().to_string(),
        chance = r.chance_nodes().to_string(),
    ));
    let chance: Vec<u32> = (0..r.nodes.len() as u32)
        .filter(|&n| r.nodes[n as usize].kind == NodeKind::Chance)
        .collect();
    if !chance.is_empty() {
        lines.push(t!("narration-ex-summary-averages"));
        for &n in chance.iter().take(SUMMARY_AVERAGES) {
            lines.push(
                "  ".to_string()
                    + &t!(
                        "narration-ex-summary-average",
                        node = trace.node_name(n).say(),
                        average = weighted_average(trace, n)
                    ),
            );
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
