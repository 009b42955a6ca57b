//! Pictures of the searches that handle chance: expectiminimax at one step (chance nodes as
//! circles, probabilities on their edges, values with up to 2 decimals) and Monte Carlo tree
//! search at one phase of one iteration (N and W/N under each node, the path chosen, the
//! random playout as a dashed line to its result). Both are drawn by [`small_tree`].

use crate::scene::small_tree::{PicKind, PicNode, PicState, Playout, small_tree};
use crate::scene::{Scene, Style};
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::expectiminimax::{NodeKind, StepKind};
use gametree_engine::trace::expecti::ExTrace;
use gametree_engine::trace::mcts::{MctsTrace, Phase, Snapshot};
use gametree_engine::trace::show_real;
use gametree_teach::Say;
use gametree_teach::expectation::show_probability;
use gametree_teach::mcts_words::{playout_moves, show_reward};

/// Most search-tree nodes an MCTS picture draws; beyond it only the most visited are shown.
pub const MCTS_DRAWN: usize = 160;

/// Above this many nodes an expectiminimax picture shows the top two levels, the path to the
/// current node and the children of the nodes on it (the rest would be too small to read).
pub const EX_DRAWN: usize = 400;

fn player_kind(p: Player) -> PicKind {
    match p {
        Player::Max => PicKind::Max,
        Player::Min => PicKind::Min,
    }
}

/// Expectiminimax at step `step`: the nodes entered so far in colour, the rest faint; each
/// node's value as far as it is known; the current node ringed, and the best line at the end.
pub fn ex_picture(trace: &ExTrace, step: usize, style: &Style) -> Scene {
    let r = &trace.record;
    let step = step.min(r.steps.len().saturating_sub(1));
    let mut value: Vec<Option<f64>> = vec![None; r.nodes.len()];
    for s in &r.steps[..=step] {
        match s.kind {
            StepKind::Enter => {}
            StepKind::Leaf | StepKind::Exit => value[s.node as usize] = Some(s.after),
            StepKind::Backup => {
                if let Some(p) = r.nodes[s.node as usize].parent {
                    value[p as usize] = Some(s.after);
                }
            }
        }
    }
    let mut has_children = vec![false; r.nodes.len()];
    for n in &r.nodes {
        if let Some(p) = n.parent {
            has_children[p as usize] = true;
        }
    }
    let at_end = step + 1 == r.steps.len();
    let best: Vec<u32> = if at_end { r.best_line() } else { vec![] };
    let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
    let current = r.steps[step].node as usize;
    // On the path to the current node (the call stack), for big trees.
    let mut on_path = vec![false; r.nodes.len()];
    let mut at = Some(current as u32);
    while let Some(n) = at {
        on_path[n as usize] = true;
        at = r.nodes[n as usize].parent;
    }
    let big = r.nodes.len() > EX_DRAWN;
    let nodes = r
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let kind = match n.kind {
                NodeKind::Chance => PicKind::Chance,
                _ if !has_children[i] => PicKind::Leaf,
                NodeKind::Player(p) => player_kind(p),
            };
            let state = if n.enter_step as usize > step {
                PicState::Unseen
            } else if n.exit_step as usize > step {
                PicState::Active
            } else {
                PicState::Done
            };
            let mut pic = PicNode::new(n.parent.map(|p| p as usize), kind, state);
            pic.shown = !big
                || n.depth <= 1
                || on_path[i]
                || best.contains(&(i as u32))
                || n.parent.is_some_and(|p| on_path[p as usize]);
            if !pic.shown {
                return pic;
            }
            pic.value = value[i].map(show_real);
            pic.edge = match (n.probability, tree) {
                (Some(p), true) => Some(show_probability(p)),
                (Some(p), false) => Some(format!(
                    "{} {}",
                    trace.move_text(i as u32).unwrap_or_default(),
                    show_probability(p)
                )),
                (None, false) => trace.move_text(i as u32),
                (None, true) => None,
            };
            if tree && kind != PicKind::Leaf {
                pic.note = Some(trace.node_name(i as u32).say());
            }
            pic.ring = i == current;
            pic.path = i == 0 && at_end || best.contains(&(i as u32));
            pic
        })
        .collect::<Vec<_>>();
    small_tree(&nodes, None, style)
}

/// The node the picture of MCTS's step `step` centres on: where that phase happens.
pub fn mcts_focus(trace: &MctsTrace, step: usize) -> usize {
    let (i, phase) = Phase::of_step(step);
    let it = &trace.record.iterations[i];
    let reached = it.backed_up.first().copied().unwrap_or(0);
    match phase {
        Phase::Selection => it.selection.last().map_or(0, |c| c.chosen),
        Phase::Expansion | Phase::Simulation => reached,
        Phase::Backpropagation => 0,
    }
}

/// MCTS at its step `step` (four per iteration, see [`Phase::of_step`]).
pub fn mcts_step_picture(trace: &MctsTrace, step: usize, style: &Style) -> Scene {
    let (iteration, phase) = Phase::of_step(step);
    mcts_picture(trace, &trace.snapshot(iteration, phase), style)
}

/// MCTS as it stood at `snap`: the most visited nodes (all when few) with N and W/N, this
/// iteration's path emphasised, and the playout from the node it reached.
pub fn mcts_picture(trace: &MctsTrace, snap: &Snapshot, style: &Style) -> Scene {
    let r = &trace.record;
    let (i, phase) = snap.at;
    let it = &r.iterations[i];
    let reached = it.backed_up.first().copied().unwrap_or(0);
    let mut on_path = vec![false; snap.nodes];
    on_path[0] = true;
    for c in &it.selection {
        on_path[c.chosen] = true;
    }
    if phase >= Phase::Expansion
        && let Some(e) = it.expanded
    {
        on_path[e] = true;
    }
    // The most visited nodes when there are too many to draw, and always this iteration's path.
    let threshold = if snap.nodes <= MCTS_DRAWN {
        0
    } else {
        let mut v: Vec<u32> = snap.visits[..snap.nodes].to_vec();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v[MCTS_DRAWN - 1].max(1)
    };
    let focus = mcts_focus(trace, 4 * i + phase as usize);
    let nodes: Vec<PicNode> = (0..snap.nodes)
        .map(|n| {
            let node = &r.nodes[n];
            let kind = if node.chance {
                PicKind::Chance
            } else if node.children.is_empty() && node.untried.is_empty() {
                PicKind::Leaf
            } else {
                player_kind(node.mover.other())
            };
            let state = match (on_path[n], snap.visits[n]) {
                (true, _) => PicState::Active,
                (false, 0) => PicState::Unseen,
                _ => PicState::Done,
            };
            let mut pic = PicNode::new(node.parent, kind, state);
            pic.shown = on_path[n] || snap.visits[n] >= threshold;
            if !pic.shown {
                return pic;
            }
            // A tree's unlabeled leaves are moves "#k": their value says more, so no label.
            pic.edge = trace.move_text(n).filter(|m| !m.starts_with('#'));
            // W/N is for the player who moved into a node: the root has none.
            pic.value = node.parent.and(snap.mean(n)).map(show_real);
            pic.order = node.mv.unwrap_or(0);
            pic.note = Some(format!("N {}", snap.visits[n]));
            pic.ring = n == focus;
            pic.path = on_path[n];
            pic
        })
        .collect();
    let playout = (phase >= Phase::Simulation).then(|| Playout {
        from: reached,
        result: show_reward(it.max_reward),
        moves: playout_moves(it.playout.len()),
    });
    small_tree(&nodes, playout.as_ref(), style)
}
