//! The event protocol read line by line against the tree or game the program was given
//! ([`Shape`]): every line that is a protocol object becomes a step of the walk (checked: the
//! child exists — by index, or on a game by its move in notation, `{"enter": "X b2"}` — a
//! leaf's value is the tree's or the game's, every node ends with its own exit), any other line
//! is the program's own output and passed through. Infinite bounds may be written `"-inf"`,
//! `"inf"`, `"+inf"` or as Python's bare `-Infinity`/`Infinity`.

use super::Walk;
use super::shape::{Place, Shape, Stops};

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
    /// On a game, `{"enter": M}` for a move (or an index) the search cannot enter there.
    #[error("line {line}: {given} cannot be entered at {at:?}; legal: {legal:?}")]
    IllegalMove {
        /// The line.
        line: usize,
        /// The position.
        at: Place,
        /// The move (or index) as written.
        given: String,
        /// The moves legal there, in notation.
        legal: Vec<String>,
        /// Why the search stops there, when it does (the game is over, the depth limit).
        stops: Stops,
    },
    /// On a game, `{"leaf": V}` where the game's value (its score, or the evaluation at the
    /// depth limit) is another.
    #[error("line {line}: leaf value {given} at {at:?}, the game says {game}")]
    WrongValue {
        /// The line.
        line: usize,
        /// The position.
        at: Place,
        /// The value printed.
        given: i64,
        /// The game's value there.
        game: i64,
        /// Why the position is a leaf: the game is over, or the depth limit.
        stops: Stops,
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

/// Which child an `enter` names: an index, or (on a game) a move in notation.
enum Target {
    Index(u64),
    Move(String),
}

/// A protocol event on one line.
enum Event {
    Enter(Option<Target>),
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
            serde_json::Value::String(m) => Some(Event::Enter(Some(Target::Move(m.clone())))),
            v => v.as_u64().map(|i| Event::Enter(Some(Target::Index(i)))),
        };
    }
    if let Some(v) = object.get("leaf") {
        return int(v).map(Event::Leaf);
    }
    object.get("exit").and_then(int).map(Event::Exit)
}

/// The open nodes of a walk being read: each with its node and path.
type Open<S> = Vec<(<S as Shape>::Node, Vec<u32>)>;

/// Enters the child `target` names of the node on top of `stack`.
fn enter<S: Shape>(
    shape: &S,
    stack: &mut Open<S>,
    target: Target,
    line: usize,
) -> Result<Vec<u32>, ProtocolError> {
    let Some((at, path)) = stack.last() else {
        return Err(ProtocolError::Outside { line });
    };
    let count = shape.count(at);
    let index = match &target {
        Target::Index(i) => usize::try_from(*i).ok().filter(|&k| k < count),
        Target::Move(m) => shape.index_of(at, m).map(|k| k as usize),
    };
    let Some(index) = index else {
        return Err(match (shape.place(at, path), target) {
            (Place::Tree { path, .. }, Target::Index(index)) => ProtocolError::NoSuchChild {
                line,
                path,
                index,
                children: count,
            },
            (place, target) => ProtocolError::IllegalMove {
                line,
                at: place,
                given: match target {
                    Target::Index(i) => i.to_string(),
                    Target::Move(m) => m,
                },
                legal: shape.legal(at),
                stops: shape.stops(at),
            },
        });
    };
    let child = shape.child(at, index as u32);
    let mut p = path.clone();
    p.push(index as u32);
    stack.push((child, p.clone()));
    Ok(p)
}

/// Checks a leaf's value `v` at the node on top of `stack` against the shape's.
fn leaf<S: Shape>(
    shape: &S,
    stack: &Open<S>,
    v: i64,
    line: usize,
) -> Result<Vec<u32>, ProtocolError> {
    let Some((at, path)) = stack.last() else {
        return Err(ProtocolError::Outside { line });
    };
    match shape.value(at) {
        Some(right) if right != v => Err(match shape.place(at, path) {
            Place::Tree { path, .. } => ProtocolError::WrongLeaf {
                line,
                path,
                given: v,
                tree: right,
            },
            place => ProtocolError::WrongValue {
                line,
                at: place,
                given: v,
                game: right,
                stops: shape.stops(at),
            },
        }),
        _ => Ok(path.clone()),
    }
}

/// Reads `lines` as a search of `shape` (a tree, or a game from a position).
pub fn read<S: Shape>(
    lines: impl IntoIterator<Item = String>,
    shape: &S,
) -> Result<Read, ProtocolError> {
    let mut out = Read::default();
    let mut stack: Open<S> = Vec::new();
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
                stack.push((shape.root(), Vec::new()));
                out.walk.push(Walk::Enter(Vec::new()));
            }
            Event::Enter(None) if !stack.is_empty() => {
                return Err(ProtocolError::RootAgain { line });
            }
            Event::Enter(Some(target)) => {
                let p = enter(shape, &mut stack, target, line)?;
                out.walk.push(Walk::Enter(p));
            }
            Event::Leaf(v) => {
                let p = leaf(shape, &stack, v, line)?;
                out.walk.push(Walk::Leaf(p, v));
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
