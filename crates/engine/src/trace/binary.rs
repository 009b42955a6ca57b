//! A compact binary form of a [`Trace`], for handing a recording from one place to another
//! fast (the web build records in a Web Worker and sends the bytes to the page): a JSON
//! header (config, outcome, iterations, step count), then the tree's stored nodes as
//! they are (44 bytes each), then, for games of chance, every node's probability and real
//! value, and for Monte Carlo tree search its iterations and playouts. Neither the game's describer nor what was searched is in the
//! bytes: the receiver, which asked for the search, has the scenario and rebuilds both.

use super::{Describe, Iteration, NodeId, Outcome, Searched, Trace, TraceTree};
use crate::search::SearchConfig;
use std::sync::Arc;

/// What the header holds (everything but the tree).
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    config: SearchConfig,
    outcome: Outcome,
    minimax_nodes: Option<u64>,
    principal_codes: Option<Vec<u32>>,
    /// (root, depth limit, first step) per iteration.
    iterations: Vec<(u32, Option<u32>, u32)>,
    /// How many steps the search took.
    steps: usize,
    /// Per-node probabilities and real values follow the tree (games of chance).
    #[serde(default)]
    chance: bool,
    /// MCTS's iterations follow, searched with these rewards.
    #[serde(default)]
    mcts: Option<crate::search::mcts::Rewards>,
}

/// Why bytes are not a trace.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes stop early.
    #[error("the recording is cut short")]
    CutShort,
    /// The header is not what [`encode`] writes: serde_json's words for what is wrong.
    #[error("the recording's header is damaged: {0}")]
    Header(String),
    /// A record names something that is not there.
    #[error("the recording is damaged: {0}")]
    Damaged(Damage),
}

/// What is damaged in a recording's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// A link to a node that is not there.
    #[error("a link to a node that is not there")]
    DanglingLink,
    /// Bytes after the tree.
    #[error("bytes after the tree")]
    TrailingBytes,
    /// An iteration outside the recording.
    #[error("an iteration outside the recording")]
    IterationOutside,
    /// The tree's links are wrong.
    #[error("{0}")]
    Tree(super::tree::TreeFault),
}

/// The trace as bytes.
pub fn encode(trace: &Trace) -> Vec<u8> {
    let header = Header {
        config: trace.config.clone(),
        outcome: trace.outcome.clone(),
        minimax_nodes: trace.minimax_nodes,
        principal_codes: trace.principal_codes.clone(),
        iterations: trace
            .iterations
            .iter()
            .map(|it| (it.root.index() as u32, it.depth_limit, it.first_step))
            .collect(),
        steps: trace.event_count,
        chance: trace.chance.is_some(),
        mcts: trace.mcts.as_ref().map(|m| m.options.rewards),
    };
    let head = serde_json::to_vec(&header).unwrap_or_default();
    let mut out = Vec::with_capacity(16 + head.len() + trace.tree.heap_bytes());
    out.extend((head.len() as u32).to_le_bytes());
    out.extend(&head);
    trace.tree.to_bytes(&mut out);
    if let Some(c) = &trace.chance {
        let n = trace.tree.node_count();
        for per_node in [&c.probabilities, &c.values] {
            let raw = per_node.raw();
            for i in 0..n {
                out.extend(raw.get(i).copied().unwrap_or(f64::NAN).to_le_bytes());
            }
        }
    }
    if let Some(m) = &trace.mcts {
        m.to_bytes(&mut out);
    }
    out
}

/// `n` real numbers, as [`encode`] writes them.
fn reals(r: &mut Reader<'_>, n: usize) -> Result<Vec<f64>, DecodeError> {
    let bytes = r.take(n.checked_mul(8).ok_or(DecodeError::CutShort)?)?;
    Ok(bytes
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        .collect())
}

/// Reads the bytes [`encode`] wrote back into a trace of `searched` describing its positions
/// with `game`.
pub fn decode(
    bytes: &[u8],
    game: Arc<dyn Describe>,
    searched: Searched,
) -> Result<Trace, DecodeError> {
    let mut r = Reader { bytes, at: 0 };
    let head_len = r.u32()? as usize;
    // Read as text, as every other JSON the web module reads: one copy of the reader.
    let header: Header = std::str::from_utf8(r.take(head_len)?)
        .map_err(|e| DecodeError::Header(e.to_string()))
        .and_then(|text| {
            serde_json::from_str(text).map_err(|e| DecodeError::Header(e.to_string()))
        })?;
    let mut cut_short = false;
    let tree = TraceTree::from_bytes(&mut |n| match r.take(n) {
        Ok(b) => Some(b.to_vec()),
        Err(_) => {
            cut_short = true;
            None
        }
    });
    let tree = match tree {
        Some(t) => t,
        None if cut_short => return Err(DecodeError::CutShort),
        None => return Err(DecodeError::Damaged(Damage::DanglingLink)),
    };
    let chance = if header.chance {
        let n = tree.node_count();
        Some(super::chance::ChanceValues {
            probabilities: super::chance::PerNode::from_raw(reals(&mut r, n)?),
            values: super::chance::PerNode::from_raw(reals(&mut r, n)?),
        })
    } else {
        None
    };
    let mcts = match header.mcts {
        Some(rewards) => {
            let options = crate::search::MctsOptions {
                rewards,
                ..header.config.mcts
            };
            let mut short = false;
            let record = super::mcts::MctsRecord::from_bytes(options, &tree, &mut |n| {
                let b = r.take(n).ok().map(<[u8]>::to_vec);
                short |= b.is_none();
                b
            });
            match record {
                Some(m) => Some(Box::new(m)),
                None if short => return Err(DecodeError::CutShort),
                None => return Err(DecodeError::Damaged(Damage::DanglingLink)),
            }
        }
        None => None,
    };
    if r.at != bytes.len() {
        return Err(DecodeError::Damaged(Damage::TrailingBytes));
    }
    tree.check()
        .map_err(|fault| DecodeError::Damaged(Damage::Tree(fault)))?;
    let nodes = tree.node_count();
    let mut iterations = Vec::with_capacity(header.iterations.len());
    for (root, depth_limit, first_step) in header.iterations {
        if root as usize >= nodes
            || first_step as usize > header.steps
            || tree.parent(NodeId::new(root as usize)).is_some()
        {
            return Err(DecodeError::Damaged(Damage::IterationOutside));
        }
        iterations.push(Iteration {
            root: NodeId::new(root as usize),
            depth_limit,
            first_step,
        });
    }
    Ok(Trace {
        tree,
        event_count: header.steps,
        iterations,
        config: header.config,
        outcome: header.outcome,
        game,
        searched,
        minimax_nodes: header.minimax_nodes,
        principal_codes: header.principal_codes,
        chance,
        mcts,
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
    fn u32(&mut self) -> Result<u32, DecodeError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}
