//! Writes a trace as JSON (`--format stats` and `json`, docs/json-trace.md): the outcome and
//! counts, then every node and every event with the values it changes. Streams, so big trees stay
//! cheap.

pub use super::json_chance::JsonDetail;
use super::{Event, EventKind, NodeId, Status, Trace};
use crate::search::{Bound, INF, NEG_INF};
use serde_json::{Value, json};
use std::io::{self, Write};

/// α/β edges: numbers, with ±∞ as the strings "-inf"/"+inf".
fn window_value(v: i64) -> Value {
    match v {
        INF => json!("+inf"),
        NEG_INF => json!("-inf"),
        v => json!(v),
    }
}

fn bound_name(b: Bound) -> &'static str {
    match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

/// The `stats` object: root value, best move, principal variation and counts, under the
/// scenario's `title` (words for people, which the caller makes: the trace stores what was
/// searched, not its title).
pub fn stats_value(trace: &Trace, title: &str) -> Value {
    if let Some(view) = trace.mcts_view() {
        return super::json_chance::mcts_stats(trace, &view, title);
    }
    if trace.config.algorithm == crate::search::Algorithm::Expectiminimax {
        return super::json_chance::expectiminimax_stats(trace, title);
    }
    let o = &trace.outcome;
    json!({
        "scenario": title,
        "root_value": o.root_value,
        "best_move": o.best_move,
        "principal_variation": o.principal_variation,
        "stats": o.stats,
    })
}

/// Writes `{` and the fields of the object `head` each followed by a comma, so that the
/// caller streams the rest of the object after them (its big arrays) and closes it.
pub(crate) fn open_object(out: &mut impl Write, head: &Value) -> io::Result<()> {
    out.write_all(b"{")?;
    if let Value::Object(map) = head {
        for (k, v) in map {
            serde_json::to_writer(&mut *out, k)?;
            out.write_all(b":")?;
            serde_json::to_writer(&mut *out, v)?;
            out.write_all(b",")?;
        }
    }
    Ok(())
}

/// A JSON object's fields in the order they are written (cheaper than a map for the millions
/// of nodes and steps a big trace writes).
#[derive(Default)]
pub(crate) struct Fields(Vec<(&'static str, Value)>);

impl Fields {
    /// Adds the field `key`.
    pub(crate) fn put(&mut self, key: &'static str, value: impl Into<Value>) {
        self.0.push((key, value.into()));
    }

    /// Writes the object.
    pub(crate) fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(b"{")?;
        for (i, (k, v)) in self.0.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            out.write_all(b"\"")?;
            out.write_all(k.as_bytes())?;
            out.write_all(b"\":")?;
            serde_json::to_writer(&mut *out, v)?;
        }
        out.write_all(b"}")
    }
}

/// One node as docs/json-trace.md describes it.
pub(crate) fn node_fields(trace: &Trace, id: NodeId) -> Fields {
    let n = trace.node(id);
    let visited = n.status == Status::Visited;
    let parent = trace.parent(id);
    let codes = trace.move_codes(id);
    let mut f = Fields::default();
    f.put("id", id.index());
    f.put("parent", parent.map(|p| p.index()));
    f.put("index", parent.map(|_| n.child_index));
    f.put("depth", n.depth);
    f.put("player", json!(n.player));
    f.put(
        "move",
        codes
            .split_last()
            .map(|(&last, before)| trace.game.move_text(before, last)),
    );
    f.put("position", trace.game.describe(&codes));
    f.put("status", json!(n.status));
    f.put("value", n.value());
    f.put("bound", n.value().map(|_| bound_name(n.bound)));
    f.put(
        "alpha",
        if visited {
            window_value(n.alpha)
        } else {
            Value::Null
        },
    );
    f.put(
        "beta",
        if visited {
            window_value(n.beta)
        } else {
            Value::Null
        },
    );
    f.put(
        "leaf",
        if n.has(super::flags::HEURISTIC) {
            Some("heuristic")
        } else if n.has(super::flags::TERMINAL) {
            Some("terminal")
        } else {
            None
        },
    );
    f.put("tt_hit", n.has(super::flags::TT_HIT));
    f.put("reordered", n.has(super::flags::REORDERED));
    f.put("probe", n.has(super::flags::PROBE));
    f.put("research", n.has(super::flags::RESEARCH));
    f.put("shared", n.has(super::flags::SHARED));
    f.put("code", n.move_code);
    f
}

/// Follows the events, keeping each open node's best value so far, to say what every event
/// changes. `open` holds the nodes entered and not yet left, each with its best so far (so
/// the walker needs memory for the deepest line only, not for every node).
pub(crate) struct EventWalker<'t> {
    trace: &'t Trace,
    open: Vec<(NodeId, Option<i64>)>,
}

impl<'t> EventWalker<'t> {
    /// A walker before the first event of `trace`, with no best values known yet.
    pub(crate) fn new(trace: &'t Trace) -> Self {
        EventWalker {
            trace,
            open: Vec::new(),
        }
    }

    /// The JSON of event `step`; call in order.
    pub(crate) fn event_fields(&mut self, step: usize, e: Event) -> Fields {
        let t = self.trace;
        let n = t.node(e.node);
        let mut o = Fields::default();
        o.put("step", step);
        o.put("kind", json!(e.kind));
        o.put("node", e.node.index());
        match e.kind {
            EventKind::Iteration => {
                let it = &t.iterations[t.iteration_at(step)];
                o.put("depth", json!(it.depth_limit));
            }
            EventKind::Enter | EventKind::Pass => {
                if e.kind == EventKind::Enter {
                    self.open.push((e.node, None));
                }
                o.put("alpha", window_value(n.alpha));
                o.put("beta", window_value(n.beta));
            }
            EventKind::Research => {
                o.put("value", json!(n.value()));
            }
            EventKind::Leaf => {
                o.put("value", json!(n.value()));
                o.put("heuristic", json!(n.has(super::flags::HEURISTIC)));
            }
            EventKind::TtHit | EventKind::Exit => {
                if e.kind == EventKind::Exit {
                    self.open.pop();
                }
                o.put("value", json!(n.value()));
                o.put("bound", json!(bound_name(n.bound)));
            }
            EventKind::Backup => {
                let open = self
                    .open
                    .last_mut()
                    .filter(|(n, _)| Some(*n) == t.parent(e.node));
                if let (Some((parent, slot)), Some(child_value)) = (open, n.value()) {
                    let parent = *parent;
                    let p = t.node(parent);
                    let best = match *slot {
                        Some(b) if !p.player.prefers(child_value, b) => b,
                        _ => child_value,
                    };
                    *slot = Some(best);
                    let (mut alpha, mut beta) = (p.alpha, p.beta);
                    if t.is_alphabeta() {
                        match p.player {
                            crate::game::Player::Max => alpha = alpha.max(best),
                            crate::game::Player::Min => beta = beta.min(best),
                        }
                    }
                    o.put("value", json!(child_value));
                    o.put("parent", json!(parent.index()));
                    o.put("parent_value", json!(best));
                    o.put("alpha", window_value(alpha));
                    o.put("beta", window_value(beta));
                }
            }
            EventKind::Select
            | EventKind::Expand
            | EventKind::Playout
            | EventKind::Backpropagate => {}
            EventKind::Cutoff => {
                let pruned: Vec<usize> = t
                    .children(e.node)
                    .into_iter()
                    .filter(|&c| {
                        t.node(c).status == Status::Pruned && t.node(c).enter_step == step as u32
                    })
                    .map(|c| c.index())
                    .collect();
                o.put("pruned", json!(pruned));
                o.put("rule", json!("alpha >= beta"));
            }
        }
        o
    }
}

/// Which kind of position the nodes' `position` texts describe (see json_read).
pub(super) fn game_value(trace: &Trace) -> Value {
    json!(crate::game::named::TraceGame::of(&trace.game.view(&[])))
}

/// Writes the full trace: stats (under `title`, see [`stats_value`]), nodes, events. Says
/// whether every event carries every detail (a very long MCTS is written compactly past a
/// size, see the `json_chance` module).
pub fn write_json(trace: &Trace, title: &str, out: &mut impl Write) -> io::Result<JsonDetail> {
    if trace.mcts.is_some() {
        return super::json_chance::write_mcts(trace, title, out);
    }
    if trace.config.algorithm == crate::search::Algorithm::Expectiminimax {
        super::json_chance::write_expectiminimax(trace, title, out)?;
        return Ok(JsonDetail::Full);
    }
    let mut stats = stats_value(trace, title);
    if let Some(o) = stats.as_object_mut() {
        // What json_read needs to replay the trace and name its positions again.
        o.insert("config".into(), json!(trace.config));
        o.insert("game".into(), game_value(trace));
        o.insert("minimax_nodes".into(), json!(trace.minimax_nodes));
        o.insert("principal_codes".into(), json!(trace.principal_codes));
    }
    let head = serde_json::to_string(&stats)?;
    // Reopen the stats object to append the two big arrays without building them in memory.
    out.write_all(&head.as_bytes()[..head.len() - 1])?;
    out.write_all(b",\"nodes\":[")?;
    for (i, id) in trace.tree.node_indices().enumerate() {
        if i > 0 {
            out.write_all(b",\n")?;
        }
        node_fields(trace, id).write_to(out)?;
    }
    out.write_all(b"],\"events\":[")?;
    let mut walker = EventWalker::new(trace);
    for (i, e) in trace.events().enumerate() {
        if i > 0 {
            out.write_all(b",\n")?;
        }
        walker.event_fields(i, e).write_to(out)?;
    }
    out.write_all(b"]}\n")?;
    Ok(JsonDetail::Full)
}
