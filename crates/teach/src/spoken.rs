//! What a screen reader says for a drawn node: who it is, its value so far (or bound), its
//! window and how many of its children are pruned — the picture in words, e.g. "MIN node C,
//! value at most 2, window α 3 β 2, 2 children pruned".

use super::narrate::who;
use super::words::{capitalise, tidy};
use crate::t;
use gametree_engine::game::Player;
use gametree_engine::search::Bound;
use gametree_engine::trace::{NodeId, NodeState, Playback, show_value};

/// The label of node `id` at `playback`'s step.
pub fn node_label(playback: &Playback, id: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(id);
    let mut parts = vec![capitalise(&who(trace, id))];
    let inner = trace.tree.children(id).next().is_some();
    match playback.state(id) {
        NodeState::Unseen => parts.push(t!("narration-label-unseen")),
        NodeState::Counted { visits, wins } => {
            parts.push(match crate::mcts_words::weighed(trace, id, visits, wins) {
                (wins, None) => t!(
                    "narration-label-visits",
                    visits = visits,
                    wins = gametree_engine::trace::show_real(wins)
                ),
                (wins, Some(player)) => t!(
                    "narration-label-visits-root",
                    visits = visits,
                    wins = gametree_engine::trace::show_real(wins),
                    player = player.name()
                ),
            })
        }
        NodeState::Pruned => parts.push(t!("narration-label-pruned")),
        NodeState::Active { value, .. } => {
            parts.push(match value {
                None => t!("narration-label-searching"),
                Some(v) if !inner => t!("narration-label-value", value = show_value(v)),
                Some(v) => match n.player {
                    Player::Max => {
                        t!("narration-label-searching-at-least", value = show_value(v))
                    }
                    Player::Min => {
                        t!("narration-label-searching-at-most", value = show_value(v))
                    }
                },
            });
        }
        NodeState::Done { value, bound } => {
            let value = show_value(value);
            parts.push(match bound {
                Bound::Exact => t!("narration-label-value", value = value),
                Bound::Upper => t!("narration-label-value-at-most", value = value),
                Bound::Lower => t!("narration-label-value-at-least", value = value),
            });
        }
    }
    // The window, as the picture shows it (a finished leaf has none worth saying).
    let finished_leaf = !inner && matches!(playback.state(id), NodeState::Done { .. });
    if trace.is_alphabeta()
        && !finished_leaf
        && let Some((a, b)) = playback.window(id)
    {
        parts.push(t!(
            "narration-label-window",
            alpha = show_value(a),
            beta = show_value(b)
        ));
    }
    let pruned = trace
        .tree
        .children(id)
        .filter(|&c| playback.state(c) == NodeState::Pruned)
        .count();
    if pruned > 0 {
        parts.push(t!("narration-label-children-pruned", pruned = pruned));
    }
    tidy(parts.join(&t!("narration-label-separator")))
}
