//! The event protocol read line by line against the tree the program was given: every line
//! that is a protocol object becomes a step of the walk (checked: the child exists, a leaf's
//! value is the tree's, every node ends with its own exit), any other line is the program's own
//! output and passed through. Infinite bounds may be written `"-inf"`, `"inf"`, `"+inf"` or as
//! Python's bare `-Infinity`/`Infinity`.

use super::Walk;
use crate::game::tree::TreeSpec;

/// Most events read from one program (SPEC: 20M).
pub const MOST_EVENTS: usize = 20_000_000;

/// Why a program's events do not describe a search of the tree, as facts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// No event at all.
    #[error("no events")]
    NoEvents,
    /// An event names no node: `enter` of a child before the root, or after the root's exit.
    #[error("line {line}: event outside the search")]
    Outside {
        /// The line (1-based).
        line: usize,
    },
    /// `{"enter": null}` while a node is open.
    #[error("line {line}: the root entered again")]
    RootAgain {
        /// The line (1-based).
        line: usize,
    },
    /// `{"enter": I}` for a child the node does not have.
    #[error("line {line}: no child {index} at {path:?}")]
    NoSuchChild {
        /// The line.
        line: usize,
        /// The node's path.
        path: Vec<u32>,
        /// The child asked for.
        index: u64,
        /// How many children it has.
        children: usize,
    },
    /// `{"leaf": V}` at a leaf whose value is another.
    #[error("line {line}: leaf value {given}, the tree says {tree}")]
    WrongLeaf {
        /// The line.
        line: usize,
        /// The leaf's path.
        path: Vec<u32>,
        /// The value printed.
        given: i64,
        /// The tree's value.
        tree: i64,
    },
    /// The output ended with nodes not exited.
    #[error("{open} nodes never exited")]
    Unfinished {
        /// How many.
        open: usize,
    },
    /// More events than [`MOST_EVENTS`].
    #[error("more than {limit} events")]
    TooMany {
        /// The limit.
        limit: usize,
    },
}

/// What a program printed: its walk, and the lines that were its own output.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Read {
    /// The steps, in order.
    pub walk: Vec<Walk>,
    /// Lines that are not protocol events, to pass through to the learner.
    pub passed: Vec<String>,
}

/// A protocol event on one line.
enum Event {
    Enter(Option<u64>),
    Leaf(i64),
    Exit(i64),
}

/// Reads one line as an event, or `None` when it is not one.
fn event(line: &str) -> Option<Event> {
    // Python's json writes bare Infinity: make it a string so serde can read the object.
    let fixed = line
        .replace("-Infinity", "\"-inf\"")
        .replace("Infinity", "\"inf\"");
    let value: serde_json::Value = serde_json::from_str(fixed.trim()).ok()?;
    let object = value.as_object()?;
    let int = |v: &serde_json::Value| {
        v.as_i64()
            .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64))
    };
    if let Some(v) = object.get("enter") {
        return match v {
            serde_json::Value::Null => Some(Event::Enter(None)),
            v => v.as_u64().map(|i| Event::Enter(Some(i))),
        };
    }
    if let Some(v) = object.get("leaf") {
        return int(v).map(Event::Leaf);
    }
    object.get("exit").and_then(int).map(Event::Exit)
}

/// Reads `lines` as a search of `tree`.
pub fn read(
    lines: impl IntoIterator<Item = String>,
    tree: &TreeSpec,
) -> Result<Read, ProtocolError> {
    let mut out = Read::default();
    // The open nodes: (arena index, path).
    let mut stack: Vec<(u32, Vec<u32>)> = Vec::new();
    let mut done = false;
    for (i, text) in lines.into_iter().enumerate() {
        let line = i + 1;
        let Some(e) = event(&text) else {
            out.passed.push(text);
            continue;
        };
        if out.walk.len() >= MOST_EVENTS {
            return Err(ProtocolError::TooMany { limit: MOST_EVENTS });
        }
        match e {
            Event::Enter(None) if stack.is_empty() && !done => {
                stack.push((0, Vec::new()));
                out.walk.push(Walk::Enter(Vec::new()));
            }
            Event::Enter(None) if !stack.is_empty() => {
                return Err(ProtocolError::RootAgain { line });
            }
            Event::Enter(Some(index)) => {
                let Some((at, path)) = stack.last() else {
                    return Err(ProtocolError::Outside { line });
                };
                let kids = &tree.nodes[*at as usize].children;
                let Some(&child) = usize::try_from(index).ok().and_then(|k| kids.get(k)) else {
                    return Err(ProtocolError::NoSuchChild {
                        line,
                        path: path.clone(),
                        index,
                        children: kids.len(),
                    });
                };
                let mut p = path.clone();
                p.push(index as u32);
                out.walk.push(Walk::Enter(p.clone()));
                stack.push((child, p));
            }
            Event::Leaf(v) => {
                let Some((at, path)) = stack.last() else {
                    return Err(ProtocolError::Outside { line });
                };
                let node = &tree.nodes[*at as usize];
                if let (true, Some(tv)) = (node.children.is_empty(), node.value)
                    && tv != v
                {
                    return Err(ProtocolError::WrongLeaf {
                        line,
                        path: path.clone(),
                        given: v,
                        tree: tv,
                    });
                }
                out.walk.push(Walk::Leaf(path.clone(), v));
            }
            Event::Exit(v) => {
                let Some((_, path)) = stack.pop() else {
                    return Err(ProtocolError::Outside { line });
                };
                done = stack.is_empty();
                out.walk.push(Walk::Exit(path, v));
            }
            Event::Enter(None) => return Err(ProtocolError::Outside { line }),
        }
    }
    if out.walk.is_empty() {
        return Err(ProtocolError::NoEvents);
    }
    if !stack.is_empty() {
        return Err(ProtocolError::Unfinished { open: stack.len() });
    }
    Ok(out)
}
