//! The JSON of expectiminimax and Monte Carlo tree search recordings (SPEC.md): the stats
//! object of each, then `nodes` and `events` like every recording. Expectiminimax's events
//! are the minimax family's kinds (enter, leaf, backup, exit) with real values; MCTS's are its
//! four phases, each iteration's selection with the UCB terms of the children weighed.

use super::json::{Fields, open_object};
use super::mcts::MctsView;
use super::{Event, EventKind, NodeId, Trace, flags};
use crate::search::mcts::Rewards;
use serde_json::{Value as Json, json};
use std::io::{self, Write};

/// How JSON names a node's player: "max", "min" or "chance".
fn player_name(trace: &Trace, id: NodeId) -> &'static str {
    if trace.is_chance(id) {
        "chance"
    } else {
        match trace.node(id).player {
            crate::game::Player::Max => "max",
            crate::game::Player::Min => "min",
        }
    }
}

/// The fields every chance or MCTS node has: where it hangs, who moves, the move, its position.
fn node_head(trace: &Trace, id: NodeId) -> Fields {
    let n = trace.node(id);
    let parent = trace.parent(id);
    let mut f = Fields::default();
    f.put("id", id.index());
    f.put("parent", parent.map(|p| p.index()));
    f.put("index", parent.map(|_| n.child_index));
    f.put("depth", n.depth);
    f.put("player", player_name(trace, id));
    f.put("move", trace.move_text(id));
    f.put("code", parent.map(|_| n.move_code));
    f.put("probability", trace.probability(id));
    f.put("position", trace.game.describe(&trace.move_codes(id)));
    f
}

/// The `stats` object of an expectiminimax search: `root_value` may be fractional.
pub fn expectiminimax_stats(trace: &Trace, title: &str) -> Json {
    let o = &trace.outcome;
    json!({
        "scenario": title,
        "algorithm": "expectiminimax",
        "root_value": o.root_value.as_f64(),
        "best_move": o.best_move,
        "principal_variation": o.principal_variation,
        "stats": {
            "nodes_visited": o.stats.nodes_visited,
            "leaves_evaluated": o.stats.leaves_evaluated,
            "cutoffs": 0,
            "cutoffs_at_max": 0,
            "cutoffs_at_min": 0,
            "shallow_cutoffs": 0,
            "deep_cutoffs": 0,
            "chance_nodes": o.stats.chance_nodes,
        },
    })
}

/// The `stats` object of a Monte Carlo tree search: `root_value` is the estimate (W/N of the
/// chosen move), `principal_variation` the most visited line.
pub fn mcts_stats(trace: &Trace, view: &MctsView<'_>, title: &str) -> Json {
    let o = &trace.outcome;
    let options = &view.record.options;
    let done = view.record.len();
    let root = trace
        .iterations
        .first()
        .map_or(NodeId::new(0), |it| it.root);
    json!({
        "scenario": title,
        "algorithm": "mcts",
        "root_value": o.root_value.as_f64(),
        "best_move": o.best_move,
        "principal_variation": o.principal_variation,
        "rewards": match options.rewards {
            Rewards::Outcomes => "win_draw_loss",
            Rewards::Values => "leaf_values",
        },
        "stats": {
            "nodes_visited": o.stats.nodes_visited,
            "leaves_evaluated": o.stats.leaves_evaluated,
            "cutoffs": 0,
            "cutoffs_at_max": 0,
            "cutoffs_at_min": 0,
            "shallow_cutoffs": 0,
            "deep_cutoffs": 0,
            "mcts_iterations": o.stats.mcts_iterations,
            "playout_moves": o.stats.playout_moves,
            "seed": options.seed,
            "exploration": options.exploration,
        },
        "root_children": trace.children(root).into_iter().map(|c| {
            let (n, w) = view.visits(c, done);
            json!({"move": trace.move_text(c), "visits": n, "wins": w})
        }).collect::<Vec<_>>(),
    })
}

/// What a reader needs beside the stats to replay the recording.
fn replay_fields(trace: &Trace, stats: &mut Json) {
    if let Some(o) = stats.as_object_mut() {
        o.insert("config".into(), json!(trace.config));
        o.insert("game".into(), super::json::game_value(trace));
    }
}

/// Writes an expectiminimax recording: stats, nodes (with their probability and real value),
/// events (leaf and exit with the value, backup with the parent's value so far).
pub fn write_expectiminimax(trace: &Trace, title: &str, out: &mut impl Write) -> io::Result<()> {
    let mut stats = expectiminimax_stats(trace, title);
    replay_fields(trace, &mut stats);
    open_object(out, &stats)?;
    let values = trace.chance.as_ref().map(|c| &c.values);
    out.write_all(b"\n\"nodes\":[")?;
    for (i, id) in trace.tree.node_indices().enumerate() {
        let mut f = node_head(trace, id);
        f.put("value", values.and_then(|v| v.get(id)));
        f.put("heuristic", trace.tree.flags(id) & flags::HEURISTIC != 0);
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        f.write_to(out)?;
    }
    out.write_all(b"],\n\"events\":[")?;
    // The open nodes, each with its value so far (a player's best, a chance node's Σ p·v).
    let mut open: Vec<(NodeId, Option<f64>)> = Vec::new();
    for (i, e) in trace.events().enumerate() {
        let mut f = Fields::default();
        f.put("step", i);
        f.put("kind", json!(e.kind));
        f.put("node", e.node.index());
        let value = values.and_then(|v| v.get(e.node));
        match e.kind {
            EventKind::Enter => open.push((e.node, None)),
            EventKind::Leaf => f.put("value", value),
            EventKind::Exit => {
                open.pop();
                f.put("value", value);
            }
            EventKind::Backup => {
                if let Some((parent, so_far)) = open.last_mut() {
                    let v = value.unwrap_or(0.0);
                    let next = if trace.is_chance(*parent) {
                        so_far.unwrap_or(0.0) + trace.probability(e.node).unwrap_or(0.0) * v
                    } else {
                        match *so_far {
                            Some(s) if !trace.node(*parent).player.prefers_real(v, s) => s,
                            _ => v,
                        }
                    };
                    *so_far = Some(next);
                    f.put("parent", parent.index());
                    f.put("parent_value", next);
                }
            }
            _ => {}
        }
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        f.write_to(out)?;
    }
    out.write_all(b"]}\n")
}

/// The selection of iteration `k`: each choice on the way down, with the UCB terms of the
/// children weighed (none where the die decided).
pub fn selection_value(trace: &Trace, view: &MctsView<'_>, k: usize, stop: NodeId) -> Json {
    let path = trace.ancestry(stop);
    json!(
        path.windows(2)
            .map(|w| {
                let terms = view.terms(w[0], k);
                json!({
                    "node": w[0].index(),
                    "chosen": w[1].index(),
                    "children": terms.iter().map(|t| json!({
                        "node": t.child,
                        "mean": t.mean,
                        "explore": t.explore,
                        "ucb": t.ucb(),
                    })).collect::<Vec<_>>(),
                })
            })
            .collect::<Vec<_>>()
    )
}

/// One MCTS event's fields.
fn mcts_event(trace: &Trace, view: &MctsView<'_>, step: usize, e: Event) -> Fields {
    let k = step / 4;
    let it = view.record.iteration(k);
    let mut f = Fields::default();
    f.put("step", step);
    f.put("kind", json!(e.kind));
    f.put("node", e.node.index());
    f.put("iteration", k + 1);
    match e.kind {
        EventKind::Select => f.put("selection", selection_value(trace, view, k, it.selected)),
        EventKind::Expand => f.put("added", it.expanded.is_some()),
        EventKind::Playout => {
            let mut codes = trace.move_codes(it.reached);
            let texts: Vec<String> = it
                .playout
                .iter()
                .map(|&c| {
                    let t = trace.game.move_text(&codes, c);
                    codes.push(c);
                    t
                })
                .collect();
            f.put("playout", texts);
            f.put("codes", it.playout.clone());
            f.put("reward", it.max_reward);
        }
        EventKind::Backpropagate => {
            let mut line: Vec<usize> = trace
                .ancestry(it.reached)
                .iter()
                .map(|n| n.index())
                .collect();
            line.reverse();
            f.put("backed_up", line);
        }
        _ => {}
    }
    f
}

/// Writes a Monte Carlo tree search: stats, the search tree's nodes (N, W and W/N at the
/// end), and every iteration's four phases.
pub fn write_mcts(trace: &Trace, title: &str, out: &mut impl Write) -> io::Result<()> {
    let Some(view) = trace.mcts_view() else {
        return Ok(());
    };
    let mut stats = mcts_stats(trace, &view, title);
    replay_fields(trace, &mut stats);
    open_object(out, &stats)?;
    let done = view.record.len();
    out.write_all(b"\n\"nodes\":[")?;
    for (i, id) in trace.tree.node_indices().enumerate() {
        let mut f = node_head(trace, id);
        let (n, w) = view.visits(id, done);
        let terminal = trace.tree.flags(id) & flags::TERMINAL != 0;
        f.put("leaf", terminal.then_some("terminal"));
        f.put("visits", n);
        f.put("wins", w);
        f.put("mean", (n > 0).then(|| w / f64::from(n)));
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        f.write_to(out)?;
    }
    out.write_all(b"],\n\"events\":[")?;
    for (i, e) in trace.events().enumerate() {
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        mcts_event(trace, &view, i, e).write_to(out)?;
    }
    out.write_all(b"]}\n")
}
