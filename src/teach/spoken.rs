//! What a screen reader says for a drawn node: who it is, its value so far (or bound), its
//! window and how many of its children are pruned — the picture in words, e.g. "MIN node C,
//! value at most 2, window α 3 β 2, 2 children pruned".

use super::narrate::who;
use super::words::{capitalise, plural};
use crate::game::Player;
use crate::search::Bound;
use crate::trace::{NodeId, NodeState, Playback, show_value};

/// A value or bound in words: "at most 2", "at least 5", "3".
fn value_words(value: i64, bound: Bound) -> String {
    match bound {
        Bound::Exact => show_value(value),
        Bound::Upper => format!("at most {}", show_value(value)),
        Bound::Lower => format!("at least {}", show_value(value)),
    }
}

/// The label of node `id` at `playback`'s step.
pub fn node_label(playback: &Playback, id: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(id);
    let mut parts = vec![capitalise(&who(trace, id))];
    let inner = trace.tree.children(id).next().is_some();
    match playback.state(id) {
        NodeState::Unseen => parts.push("not reached yet".into()),
        NodeState::Pruned => parts.push("pruned".into()),
        NodeState::Active { value, .. } => {
            parts.push(match value {
                None => "being searched, no value yet".into(),
                Some(v) if !inner => format!("value {}", show_value(v)),
                Some(v) => format!(
                    "being searched, best so far {}",
                    value_words(
                        v,
                        match n.player {
                            Player::Max => Bound::Lower,
                            Player::Min => Bound::Upper,
                        }
                    )
                ),
            });
        }
        NodeState::Done { value, bound } => {
            parts.push(format!("value {}", value_words(value, bound)));
        }
    }
    // The window, as the picture shows it (a finished leaf has none worth saying).
    let finished_leaf = !inner && matches!(playback.state(id), NodeState::Done { .. });
    if trace.is_alphabeta()
        && !finished_leaf
        && let Some((a, b)) = playback.window(id)
    {
        parts.push(format!("window α {} β {}", show_value(a), show_value(b)));
    }
    let pruned = trace
        .tree
        .children(id)
        .filter(|&c| playback.state(c) == NodeState::Pruned)
        .count();
    if pruned > 0 {
        parts.push(format!("{} pruned", plural(pruned, "child", "children")));
    }
    parts.join(", ")
}
