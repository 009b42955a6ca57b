//! The JSON of expectiminimax and Monte Carlo tree search recordings (docs/json-trace.md): the
//! stats object of each, then `nodes` and `events` like every recording. Expectiminimax's events
//! are the minimax family's kinds (enter, leaf, backup, exit) with real values; MCTS's are its four
//! phases, each iteration's selection with the UCB terms of the children weighed.
//!
//! An MCTS iteration's details grow with the depth of its path and the length of its playout
//! (bones 1000 taking 1 at a time: ~117 KB an iteration). Once [`FULL_DETAIL_BYTES`] are
//! written, the remaining iterations are written compactly ([`JsonDetail::Compact`]): each
//! event keeps `step`, `kind`, `node`, `iteration` and what reading back needs (`added`, the
//! playout's `codes` and `reward`), and leaves out what follows from them (the selection's
//! UCB terms, the playout's move texts, the backed-up path). The file then stays readable back
//! and within the size the moves themselves take.

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
pub(crate) fn expectiminimax_stats(trace: &Trace, title: &str) -> Json {
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
pub(crate) fn mcts_stats(trace: &Trace, view: &MctsView<'_>, title: &str) -> Json {
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
pub(crate) fn write_expectiminimax(
    trace: &Trace,
    title: &str,
    out: &mut impl Write,
) -> io::Result<()> {
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
pub(crate) fn selection_value(trace: &Trace, view: &MctsView<'_>, k: usize, stop: NodeId) -> Json {
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

/// How many bytes of an MCTS trace are written with every detail before the rest of the
/// iterations are written compactly (see the module's notes).
pub(crate) const FULL_DETAIL_BYTES: u64 = 64 << 20;

/// How much detail a JSON trace was written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonDetail {
    /// Every event with every field docs/json-trace.md gives it.
    Full,
    /// MCTS: iterations `from_iteration` (counting from 1) to `iterations` were written
    /// compactly, without the selection's UCB terms, the playout's move texts and the
    /// backed-up path; `full_bytes` is about what the whole file would have taken in full.
    Compact {
        /// The first iteration written compactly.
        from_iteration: usize,
        /// How many iterations there are.
        iterations: usize,
        /// About how many bytes the file would have taken with every detail.
        full_bytes: u64,
    },
}

/// A writer that counts the bytes written through it.
struct Counting<'a, W: Write> {
    inner: &'a mut W,
    written: u64,
}

impl<W: Write> Write for Counting<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// One MCTS event's fields; `compact` leaves out what reading back does not need.
fn mcts_event(trace: &Trace, view: &MctsView<'_>, step: usize, e: Event, compact: bool) -> Fields {
    let k = step / 4;
    let it = view.record.iteration(k);
    let mut f = Fields::default();
    f.put("step", step);
    f.put("kind", json!(e.kind));
    f.put("node", e.node.index());
    f.put("iteration", k + 1);
    match e.kind {
        EventKind::Select if !compact => {
            f.put("selection", selection_value(trace, view, k, it.selected));
        }
        EventKind::Expand => f.put("added", it.expanded.is_some()),
        EventKind::Playout if compact => {
            f.put("codes", it.playout.clone());
            f.put("reward", it.max_reward);
        }
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
        EventKind::Backpropagate if !compact => {
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
/// end), and every iteration's four phases; past [`FULL_DETAIL_BYTES`], compactly (says so).
pub(crate) fn write_mcts(
    trace: &Trace,
    title: &str,
    out: &mut impl Write,
) -> io::Result<JsonDetail> {
    write_mcts_within(trace, title, out, FULL_DETAIL_BYTES)
}

/// [`write_mcts`], with every detail for the first `budget` bytes.
pub(crate) fn write_mcts_within(
    trace: &Trace,
    title: &str,
    out: &mut impl Write,
    budget: u64,
) -> io::Result<JsonDetail> {
    let Some(view) = trace.mcts_view() else {
        return Ok(JsonDetail::Full);
    };
    let mut stats = mcts_stats(trace, &view, title);
    replay_fields(trace, &mut stats);
    let mut out = Counting {
        inner: out,
        written: 0,
    };
    open_object(&mut out, &stats)?;
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
        f.write_to(&mut out)?;
    }
    out.write_all(b"],\n\"events\":[")?;
    let mut compact_from = None;
    // Where the last iteration written in full started, and the size of the one before.
    let (mut started, mut last_full) = (out.written, 0);
    for (i, e) in trace.events().enumerate() {
        if i % 4 == 0 && compact_from.is_none() {
            (last_full, started) = (out.written - started, out.written);
            if out.written > budget {
                compact_from = Some((i / 4, out.written));
            }
        }
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        mcts_event(trace, &view, i, e, compact_from.is_some()).write_to(&mut out)?;
    }
    out.write_all(b"]}\n")?;
    Ok(match compact_from {
        None => JsonDetail::Full,
        Some((k, full_part)) => {
            // The last iteration written in full stands for each written compactly (paths
            // only grow as the tree does, so this is about right, if anything too little).
            let rest = last_full.saturating_mul((done - k) as u64);
            JsonDetail::Compact {
                from_iteration: k + 1,
                iterations: done,
                full_bytes: full_part.saturating_add(rest).max(out.written),
            }
        }
    })
}
