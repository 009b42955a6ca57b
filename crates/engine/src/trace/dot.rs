//! Writes the recorded tree as a Graphviz digraph: MAX nodes as up-triangles, MIN as
//! down-triangles, values inside, pruned nodes grey and dashed.

use super::{Status, Trace, show_value};
use crate::game::Player;
use crate::search::Bound;
use std::io::{self, Write};

fn escape(s: &str) -> String {
    crate::game::printable(s)
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// Writes `trace` to `out` as a Graphviz digraph (`search --format dot`) under `label`, the
/// scenario's title (the caller makes it, in the language in force).
pub fn write_dot(trace: &Trace, label: &str, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "digraph gametree {{")?;
    writeln!(out, "  label=\"{}\";", escape(label))?;
    writeln!(
        out,
        "  node [fontname=\"Helvetica\"]; edge [fontname=\"Helvetica\", fontsize=10];"
    )?;
    for id in trace.tree.node_indices() {
        let n = trace.node(id);
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
        // PVS's tests and second visits say so under the value.
        let value = if n.has(super::flags::RESEARCH) {
            format!("{value}\n2nd")
        } else if n.has(super::flags::PROBE) {
            format!("{value}\ntest")
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
        writeln!(
            out,
            "  n{} [shape={shape}, label=\"{}\"{style}];",
            id.index(),
            escape(&value)
        )?;
    }
    for b in trace.tree.node_indices() {
        let Some(a) = trace.parent(b) else {
            continue;
        };
        let label = trace.move_text(b).unwrap_or_default();
        let style = if trace.node(b).status == Status::Pruned {
            ", style=dashed, color=gray"
        } else {
            ""
        };
        writeln!(
            out,
            "  n{} -> n{} [label=\"{}\"{style}];",
            a.index(),
            b.index(),
            escape(&label)
        )?;
    }
    writeln!(out, "}}")
}
