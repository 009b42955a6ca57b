//! Writes the recorded tree as a Graphviz digraph through petgraph's DOT writer
//! ([`petgraph::dot::Dot`], which runs on the tree as it is: see [`super::graph`]): MAX nodes
//! as up-triangles, MIN as down-triangles, leaves as boxes, values inside, pruned nodes and
//! the edges into them grey and dashed, each edge labelled with its move.

use super::{Status, Trace, TraceNode, show_value};
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

/// A node's attributes: its shape, its value as its label, and grey and dashed if pruned.
fn node_attributes(n: &TraceNode) -> String {
    let shape = match n.player {
        _ if n.has(super::flags::TERMINAL) || n.has(super::flags::HEURISTIC) => "box",
        Player::Max => "triangle",
        Player::Min => "invtriangle",
    };
    let value = match (n.value(), n.bound) {
        (None, _) => "?".to_string(),
        (Some(v), Bound::Exact) => show_value(v),
        (Some(v), Bound::Lower) => format!("≥{}", show_value(v)),
        (Some(v), Bound::Upper) => format!("≤{}", show_value(v)),
    };
    // PVS's tests and second visits say so under the value (`\n`: a line break in DOT).
    let value = escape(&value);
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
        let text = trace.move_text(e.target()).unwrap_or_default();
        let style = if trace.node(e.target()).status == Status::Pruned {
            ", style=dashed, color=gray"
        } else {
            ""
        };
        format!("label=\"{}\"{style} ", escape(&text))
    };
    let node = |_, n: super::graph::TraceNodeRef| node_attributes(n.weight());
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
