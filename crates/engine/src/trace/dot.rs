//! Writes the recorded tree as a Graphviz digraph through petgraph's DOT writer
//! ([`petgraph::dot::Dot`], which runs on the tree as it is: see the `graph` module): MAX nodes
//! as up-triangles, MIN as down-triangles, chance nodes as circles, leaves as boxes, values
//! inside (expectiminimax's expectations; MCTS's W/N over N), pruned nodes and the edges into
//! them grey and dashed, each edge labelled with its move (and its probability under a die).

use super::{NodeId, Status, Trace, TraceNode, show_real, show_value};
use crate::game::Player;
use crate::search::Bound;
use petgraph::dot::{Config, Dot};
use petgraph::visit::{EdgeRef, NodeRef};
use std::io::{self, Write};

/// `s` inside a DOT string: characters that could break the file replaced, `\` and `"`
/// escaped.
fn escape(s: &str) -> String {
    crate::game::printable(s)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// A node's value as its label: the minimax family's (with its bound), expectiminimax's
/// expectation, or MCTS's W/N over N at the end of the search.
fn value_label(trace: &Trace, id: NodeId, n: &TraceNode) -> String {
    if let Some(view) = trace.mcts_view() {
        let done = view.record.len();
        let (visits, _) = view.visits(id, done);
        return match view.mean(id, done) {
            Some(mean) if trace.tree.parent(id).is_some() => {
                format!("{}\nN={visits}", escape(&show_real(mean)))
            }
            _ => format!("N={visits}"),
        };
    }
    if let Some(v) = trace.chance.as_ref().and_then(|c| c.values.get(id)) {
        return escape(&show_real(v));
    }
    let value = match (n.value(), n.bound) {
        (None, _) => "?".to_string(),
        (Some(v), Bound::Exact) => show_value(v),
        (Some(v), Bound::Lower) => format!("≥{}", show_value(v)),
        (Some(v), Bound::Upper) => format!("≤{}", show_value(v)),
    };
    escape(&value)
}

/// A node's attributes: its shape, its value as its label, and grey and dashed if pruned.
fn node_attributes(trace: &Trace, id: NodeId, n: &TraceNode) -> String {
    let shape = match n.player {
        _ if n.has(super::flags::TERMINAL) || n.has(super::flags::HEURISTIC) => "box",
        _ if n.has(super::flags::CHANCE) => "circle",
        Player::Max => "triangle",
        Player::Min => "invtriangle",
    };
    let value = value_label(trace, id, n);
    // PVS's tests and second visits say so under the value (`\n`: a line break in DOT).
    let value = if n.has(super::flags::RESEARCH) {
        format!("{value}\\n2nd")
    } else if n.has(super::flags::PROBE) {
        format!("{value}\\ntest")
    } else {
        value
    };
    let style = if n.status == Status::Pruned {
        ", style=dashed, color=gray, fontcolor=gray"
    } else if n.has(super::flags::RESEARCH) {
        ", penwidth=2"
    } else {
        ""
    };
    format!("shape={shape}, label=\"{value}\"{style} ")
}

/// Writes `trace` to `out` as a Graphviz digraph (`search --format dot`), with `label` (the
/// scenario's title, in the caller's words) as the graph's label.
pub fn write_dot(trace: &Trace, label: &str, out: &mut impl Write) -> io::Result<()> {
    let edge = |_, e: super::graph::EdgeReference| {
        let mut text = escape(&trace.move_text(e.target()).unwrap_or_default());
        if let Some(p) = trace.probability(e.target()) {
            text = format!("{text} ({})", show_real(p));
        }
        let style = if trace.node(e.target()).status == Status::Pruned {
            ", style=dashed, color=gray"
        } else {
            ""
        };
        format!("label=\"{text}\"{style} ")
    };
    let node = |_, n: super::graph::TraceNodeRef| node_attributes(trace, n.id(), n.weight());
    let dot = Dot::with_attr_getters(
        &trace.tree,
        &[
            Config::GraphContentOnly,
            Config::NodeNoLabel,
            Config::EdgeNoLabel,
        ],
        &edge,
        &node,
    );
    writeln!(out, "digraph gametree {{")?;
    writeln!(out, "    label=\"{}\";", escape(label))?;
    writeln!(out, "    node [fontname=\"Helvetica\"];")?;
    writeln!(out, "    edge [fontname=\"Helvetica\", fontsize=10];")?;
    // The weights are not written (the labels are the attributes above): `Debug` is only
    // the formatting trait petgraph asks of them.
    write!(out, "{dot:?}")?;
    writeln!(out, "}}")
}
