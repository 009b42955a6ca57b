//! Words for Monte Carlo tree search: each phase of an iteration explained with its numbers,
//! above all each UCB choice ("UCB = 0.58 + 1.41 × √(ln 40 / 12) = 1.36").

use crate::t;
use gametree_engine::trace::mcts::{MctsTrace, Phase};
use gametree_engine::trace::show_real;

/// A name for a search-tree node in sentences: its tree label, else "the position after
/// MOVE", else "the root".
pub fn node_name(trace: &MctsTrace, node: usize) -> String {
    use gametree_engine::trace::NodeName;
    let codes = trace.codes(node);
    match gametree_engine::trace::describe::node_name(trace.game.as_ref(), &codes) {
        NodeName::AfterMove(played) => t!("narration-mcts-position-after", played = played),
        other => crate::Say::say(&other),
    }
}

/// The exact search's best moves as a list: "X a1", or "X a1, X a2, X a3, … (9)" when more
/// than four are as good.
pub fn best_moves(exact: &gametree_engine::compare_mcts::Exact) -> String {
    let good = &exact.equally_good;
    match good.len() {
        0 => "—".into(),
        1..=4 => good.join(", "),
        n => format!("{}, … ({n})", good[..3].join(", ")),
    }
}

/// A reward as a student reads it: 1, ½, 0 in games; the value on trees.
pub fn show_reward(r: f64) -> String {
    if r == 0.5 { "½".into() } else { show_real(r) }
}

/// The label on a picture's playout line: "3 random moves".
pub fn playout_moves(count: usize) -> String {
    t!("viewer-mcts-playout-moves", count = count)
}

/// One sentence per selection choice of iteration `iteration`, with UCB's numbers.
pub fn selection_lines(trace: &MctsTrace, iteration: usize) -> Vec<String> {
    let r = &trace.record;
    let it = &r.iterations[iteration];
    let c = trace.config().exploration;
    // N and W as they stood when this iteration began.
    let snap = trace.snapshot(iteration, Phase::Selection);
    let mut lines = Vec::new();
    for choice in &it.selection {
        let at = node_name(trace, choice.node);
        let chosen = trace.move_text(choice.chosen).unwrap_or_default();
        let terms = r.terms(choice, &snap.visits, &snap.wins);
        let Some(t) = terms.iter().find(|t| t.child == choice.chosen) else {
            lines.push(t!("narration-mcts-throw", node = at, face = chosen));
            continue;
        };
        lines.push(t!(
            "narration-mcts-choice",
            node = at,
            player = trace.player(choice.node).name(),
            chosen = chosen,
            mean = show_real(t.mean),
            c = show_real(c),
            parent_n = snap.visits[choice.node],
            n = snap.visits[choice.chosen],
            explore = show_real(t.explore),
            ucb = show_real(t.ucb()),
            count = terms.len(),
        ));
    }
    lines
}

/// What phase `phase` of iteration `iteration` does, in a few sentences.
pub fn narrate(trace: &MctsTrace, iteration: usize, phase: Phase) -> Vec<String> {
    let r = &trace.record;
    let it = &r.iterations[iteration];
    let reached = it.backed_up.first().copied().unwrap_or(0);
    match phase {
        Phase::Selection => {
            let mut lines = vec![t!(
                "narration-mcts-selection",
                iteration = iteration + 1,
                steps = it.selection.len()
            )];
            lines.extend(selection_lines(trace, iteration));
            lines
        }
        Phase::Expansion => vec![match it.expanded {
            Some(n) => t!(
                "narration-mcts-expansion",
                parent = node_name(trace, r.nodes[n].parent.unwrap_or(0)),
                played = trace.move_text(n).unwrap_or_default(),
            ),
            None => t!(
                "narration-mcts-no-expansion",
                node = node_name(trace, reached)
            ),
        }],
        Phase::Simulation => {
            let moves = trace.playout_texts(iteration);
            let result = show_reward(it.max_reward);
            vec![if moves.is_empty() {
                t!(
                    "narration-mcts-no-playout",
                    node = node_name(trace, reached),
                    result = result
                )
            } else {
                t!(
                    "narration-mcts-playout",
                    node = node_name(trace, reached),
                    count = moves.len(),
                    moves = moves.join(", "),
                    result = result,
                )
            }]
        }
        Phase::Backpropagation => {
            let snap = trace.snapshot(iteration, Phase::Backpropagation);
            let root_mean = snap.mean(0).map(show_real).unwrap_or_default();
            let backup = match trace.config().rewards {
                gametree_engine::search::mcts::Rewards::Outcomes => "narration-mcts-backup",
                gametree_engine::search::mcts::Rewards::Values => "narration-mcts-backup-values",
            };
            vec![
                crate::i18n::tr_with(
                    backup,
                    &[
                        ("count", crate::i18n::Arg::from(it.backed_up.len())),
                        ("result", crate::i18n::Arg::from(show_reward(it.max_reward))),
                    ],
                ),
                t!(
                    "narration-mcts-root-now",
                    visits = snap.visits[0],
                    best = snap
                        .best_child(r)
                        .and_then(|b| trace.move_text(b))
                        .unwrap_or_default(),
                    mean = snap
                        .best_child(r)
                        .and_then(|b| snap.mean(b))
                        .map(show_real)
                        .unwrap_or(root_mean),
                ),
            ]
        }
    }
}
