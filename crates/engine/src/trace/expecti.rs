//! An expectiminimax search as the command line and the views read it, whatever the game: the
//! record with moves as move codes, the game's describer to name them, and its JSON.

use super::Describe;
use super::json::Fields;
use crate::game::Player;
use crate::search::expectiminimax::{ExRecord, NodeKind, StepKind};
use serde_json::{Value, json};
use std::io::{self, Write};
use std::sync::Arc;

/// A recorded expectiminimax search of one scenario.
#[derive(Clone)]
pub struct ExTrace {
    /// Every node and step.
    pub record: ExRecord,
    /// Names the positions and moves.
    pub game: Arc<dyn Describe>,
    /// The scenario searched (its game and position; the search is the record's own). Its
    /// title is made when shown, in the language in force.
    pub scenario: crate::setup::Scenario,
}

/// How JSON names a node's player: "max", "min" or "chance".
pub fn kind_name(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Player(Player::Max) => "max",
        NodeKind::Player(Player::Min) => "min",
        NodeKind::Chance => "chance",
    }
}

impl ExTrace {
    /// The move codes from the root to `node`.
    pub fn codes(&self, node: u32) -> Vec<u32> {
        let nodes = &self.record.nodes;
        super::describe::path_codes(node as usize, |n| {
            nodes[n].parent.map(|p| (p as usize, nodes[n].move_code))
        })
    }

    /// The move into `node` in notation (`None` at the root).
    pub fn move_text(&self, node: u32) -> Option<String> {
        super::describe::last_move_text(self.game.as_ref(), &self.codes(node))
    }

    /// What to call `node` in sentences: its tree label, else the move into it, else the root.
    pub fn node_name(&self, node: u32) -> super::NodeName {
        let codes = self.codes(node);
        super::describe::node_name(self.game.as_ref(), &codes)
    }

    /// The best line from the root while players choose, in notation.
    pub fn best_line(&self) -> Vec<String> {
        self.record
            .best_line()
            .into_iter()
            .filter_map(|n| self.move_text(n))
            .collect()
    }

    /// The `stats` object (SPEC.md shape); `root_value` may be fractional.
    /// `title` is the scenario's title, words for people that the caller makes.
    pub fn stats_value(&self, title: &str) -> Value {
        let r = &self.record;
        json!({
            "scenario": title,
            "algorithm": "expectiminimax",
            "root_value": r.root_value(),
            "best_move": r.chosen(0).and_then(|c| self.move_text(c)),
            "principal_variation": self.best_line(),
            "stats": {
                "nodes_visited": r.nodes_visited(),
                "leaves_evaluated": r.leaves_evaluated(),
                "cutoffs": 0,
                "cutoffs_at_max": 0,
                "cutoffs_at_min": 0,
                "shallow_cutoffs": 0,
                "deep_cutoffs": 0,
                "chance_nodes": r.chance_nodes(),
            },
        })
    }

    /// The stats object plus every node and every step.
    /// `title` as for [`Self::stats_value`].
    pub fn write_json(&self, title: &str, out: &mut impl Write) -> io::Result<()> {
        super::json::open_object(out, &self.stats_value(title))?;
        out.write_all(b"\n\"nodes\":[")?;
        for (i, n) in self.record.nodes.iter().enumerate() {
            let mut f = Fields::default();
            f.put("id", i);
            f.put("parent", n.parent);
            f.put("index", n.parent.map(|_| n.index));
            f.put("depth", n.depth);
            f.put("player", kind_name(n.kind));
            f.put("move", self.move_text(i as u32));
            f.put("probability", n.probability);
            f.put("value", n.value);
            f.put("heuristic", n.heuristic);
            out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
            f.write_to(out)?;
        }
        out.write_all(b"],\n\"events\":[")?;
        for (i, s) in self.record.steps.iter().enumerate() {
            let mut f = Fields::default();
            f.put("step", i);
            f.put(
                "kind",
                match s.kind {
                    StepKind::Enter => "enter",
                    StepKind::Leaf => "leaf",
                    StepKind::Backup => "backup",
                    StepKind::Exit => "exit",
                },
            );
            f.put("node", s.node);
            match s.kind {
                StepKind::Enter => {}
                StepKind::Backup => {
                    f.put("parent", self.record.nodes[s.node as usize].parent);
                    f.put("parent_value", s.after);
                }
                StepKind::Leaf | StepKind::Exit => f.put("value", s.after),
            }
            out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
            f.write_to(out)?;
        }
        out.write_all(b"]}\n")
    }
}
