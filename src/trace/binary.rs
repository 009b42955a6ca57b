//! A compact binary form of a [`Trace`], for handing a recording from one place to another
//! fast (the web build records in a Web Worker and sends the bytes to the page): a JSON
//! header (config, outcome, title, iterations), then fixed-size node and event records. The
//! game's describer is not in the bytes; the receiver rebuilds it from the scenario.

use super::{Describe, Event, EventKind, Iteration, NodeId, Outcome, Status, Trace, TraceNode};
use crate::game::Player;
use crate::search::{Bound, SearchConfig};
use petgraph::graph::DiGraph;
use std::sync::Arc;

/// What the header holds (everything but the tree and the events).
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    config: SearchConfig,
    outcome: Outcome,
    title: String,
    minimax_nodes: Option<u64>,
    principal_codes: Option<Vec<u32>>,
    /// (root, depth limit, first step) per iteration.
    iterations: Vec<(u32, Option<u32>, u32)>,
}

/// Bytes per node record.
const NODE_BYTES: usize = 51;
/// Bytes per event record.
const EVENT_BYTES: usize = 5;
/// No parent (a root).
const NO_PARENT: u32 = u32::MAX;

/// Why bytes are not a trace.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes stop early.
    #[error("the recording is cut short")]
    CutShort,
    /// The header is not what [`encode`] writes.
    #[error("the recording's header is damaged: {0}")]
    Header(String),
    /// A record names something that is not there.
    #[error("the recording is damaged: {0}")]
    Damaged(&'static str),
}

/// The trace as bytes.
pub fn encode(trace: &Trace) -> Vec<u8> {
    let header = Header {
        config: trace.config.clone(),
        outcome: trace.outcome.clone(),
        title: trace.title.clone(),
        minimax_nodes: trace.minimax_nodes,
        principal_codes: trace.principal_codes.clone(),
        iterations: trace
            .iterations
            .iter()
            .map(|it| (it.root.index() as u32, it.depth_limit, it.first_step))
            .collect(),
    };
    let head = serde_json::to_vec(&header).unwrap_or_default();
    let nodes = trace.tree.node_count();
    let mut out =
        Vec::with_capacity(12 + head.len() + nodes * NODE_BYTES + trace.events.len() * EVENT_BYTES);
    out.extend((head.len() as u32).to_le_bytes());
    out.extend(&head);
    out.extend((nodes as u32).to_le_bytes());
    for id in trace.tree.node_indices() {
        let n = &trace.tree[id];
        let parent = trace.parent(id).map_or(NO_PARENT, |p| p.index() as u32);
        out.extend(parent.to_le_bytes());
        out.extend(n.alpha.to_le_bytes());
        out.extend(n.beta.to_le_bytes());
        out.extend(n.value().unwrap_or(i64::MIN).to_le_bytes());
        out.extend(u8::from(n.value().is_some()).to_le_bytes());
        out.extend(n.enter_step.to_le_bytes());
        out.extend(n.exit_step.to_le_bytes());
        out.extend(n.move_code.to_le_bytes());
        out.extend(n.child_index.to_le_bytes());
        out.extend(n.depth.to_le_bytes());
        out.push(matches!(n.player, Player::Min) as u8);
        out.push(matches!(n.status, Status::Pruned) as u8);
        out.push(match n.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        });
        out.push(n.flags);
    }
    out.extend((trace.events.len() as u32).to_le_bytes());
    for e in &trace.events {
        out.push(kind_code(e.kind));
        out.extend((e.node.index() as u32).to_le_bytes());
    }
    out
}

fn kind_code(kind: EventKind) -> u8 {
    match kind {
        EventKind::Iteration => 0,
        EventKind::Enter => 1,
        EventKind::Leaf => 2,
        EventKind::TtHit => 3,
        EventKind::Backup => 4,
        EventKind::Cutoff => 5,
        EventKind::Exit => 6,
        EventKind::Pass => 7,
        EventKind::Research => 8,
    }
}

/// Reads the bytes [`encode`] wrote back into a trace describing its positions with `game`.
pub fn decode(bytes: &[u8], game: Arc<dyn Describe>) -> Result<Trace, DecodeError> {
    let mut r = Reader { bytes, at: 0 };
    let head_len = r.u32()? as usize;
    let header: Header = serde_json::from_slice(r.take(head_len)?)
        .map_err(|e| DecodeError::Header(e.to_string()))?;
    let nodes = r.u32()? as usize;
    if nodes.saturating_mul(NODE_BYTES) > bytes.len() {
        return Err(DecodeError::CutShort);
    }
    let mut tree: DiGraph<TraceNode, (), u32> = DiGraph::with_capacity(nodes, nodes);
    for i in 0..nodes {
        let parent = r.u32()?;
        let alpha = r.i64()?;
        let beta = r.i64()?;
        let value = r.i64()?;
        let known = r.u8()? == 1;
        let enter_step = r.u32()?;
        let exit_step = r.u32()?;
        let move_code = r.u32()?;
        let child_index = r.u32()?;
        let depth = u16::from_le_bytes([r.u8()?, r.u8()?]);
        let player = if r.u8()? == 1 {
            Player::Min
        } else {
            Player::Max
        };
        let status = if r.u8()? == 1 {
            Status::Pruned
        } else {
            Status::Visited
        };
        let bound = match r.u8()? {
            0 => Bound::Exact,
            1 => Bound::Lower,
            2 => Bound::Upper,
            _ => {
                return Err(DecodeError::Damaged(
                    "a bound that is not exact, lower or upper",
                ));
            }
        };
        let flags = r.u8()?;
        let mut node = TraceNode::new(player, depth, move_code, child_index, status);
        node.alpha = alpha;
        node.beta = beta;
        node.set_value(known.then_some(value));
        node.enter_step = enter_step;
        node.exit_step = exit_step;
        node.bound = bound;
        node.flags = flags;
        let id = tree.add_node(node);
        if parent != NO_PARENT {
            if parent as usize >= i {
                return Err(DecodeError::Damaged("a node before its parent"));
            }
            tree.add_edge(NodeId::new(parent as usize), id, ());
        }
    }
    let count = r.u32()? as usize;
    if count.saturating_mul(EVENT_BYTES) > bytes.len() {
        return Err(DecodeError::CutShort);
    }
    let mut events = Vec::with_capacity(count);
    for _ in 0..count {
        let kind = match r.u8()? {
            0 => EventKind::Iteration,
            1 => EventKind::Enter,
            2 => EventKind::Leaf,
            3 => EventKind::TtHit,
            4 => EventKind::Backup,
            5 => EventKind::Cutoff,
            6 => EventKind::Exit,
            7 => EventKind::Pass,
            8 => EventKind::Research,
            _ => return Err(DecodeError::Damaged("an event of no known kind")),
        };
        let node = r.u32()? as usize;
        if node >= nodes {
            return Err(DecodeError::Damaged("an event on a node that is not there"));
        }
        events.push(Event {
            kind,
            node: NodeId::new(node),
        });
    }
    let mut iterations = Vec::with_capacity(header.iterations.len());
    for (root, depth_limit, first_step) in header.iterations {
        if root as usize >= nodes || first_step as usize > events.len() {
            return Err(DecodeError::Damaged("an iteration outside the recording"));
        }
        iterations.push(Iteration {
            root: NodeId::new(root as usize),
            depth_limit,
            first_step,
        });
    }
    Ok(Trace {
        tree,
        events,
        iterations,
        config: header.config,
        outcome: header.outcome,
        game,
        title: header.title,
        minimax_nodes: header.minimax_nodes,
        principal_codes: header.principal_codes,
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        let end = self.at.checked_add(n).ok_or(DecodeError::CutShort)?;
        let slice = self.bytes.get(self.at..end).ok_or(DecodeError::CutShort)?;
        self.at = end;
        Ok(slice)
    }
    fn u8(&mut self) -> Result<u8, DecodeError> {
        Ok(self.take(1)?[0])
    }
    fn u32(&mut self) -> Result<u32, DecodeError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn i64(&mut self) -> Result<i64, DecodeError> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(i64::from_le_bytes(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{GameChoice, Scenario};
    use crate::search::Algorithm;
    use crate::trace::Playback;

    fn round_trip(s: &Scenario) {
        let trace = s.record(None).unwrap();
        let bytes = encode(&trace);
        let back = decode(&bytes, trace.game.clone()).unwrap();
        assert_eq!(back.tree.node_count(), trace.tree.node_count());
        for id in trace.tree.node_indices() {
            assert_eq!(back.tree[id], trace.tree[id]);
            assert_eq!(back.parent(id), trace.parent(id));
        }
        assert_eq!(back.events, trace.events);
        assert_eq!(back.iterations, trace.iterations);
        assert_eq!(back.outcome, trace.outcome);
        assert_eq!(back.title, trace.title);
        assert_eq!(back.principal_codes, trace.principal_codes);
        assert_eq!(back.principal_line(), trace.principal_line());
        // Every step replays the same.
        let (mut a, mut b) = (
            Playback::new(Arc::new(trace)),
            Playback::new(Arc::new(back)),
        );
        while a.forward() {
            assert!(b.forward());
            assert_eq!(a.counts(), b.counts());
        }
        // Cut anywhere, it is refused, never a panic.
        for cut in [0, 3, bytes.len() / 2, bytes.len() - 1] {
            assert!(decode(&bytes[..cut], a.trace().game.clone()).is_err());
        }
    }

    #[test]
    fn traces_come_back_exactly() {
        round_trip(&Scenario::default());
        let mut ttt = Scenario {
            game: GameChoice::TicTacToe {
                position: "XO..X...O".into(),
            },
            ..Scenario::default()
        };
        ttt.config.algorithm = Algorithm::Minimax;
        round_trip(&ttt);
        let mut bones = Scenario {
            game: GameChoice::Bones {
                bones: 9,
                max_take: 3,
            },
            ..Scenario::default()
        };
        bones.config.iterative = true;
        bones.config.tt = true;
        bones.config.ordering = true;
        round_trip(&bones);
    }
}
