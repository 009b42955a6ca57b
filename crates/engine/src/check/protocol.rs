//! The event protocol, one line at a time: a line that is a JSON object with an event key
//! (`enter`, `leaf`, `exit`) is an event and is judged there, a bad value included (`{"enter":
//! -1}`, `{"exit": "NaN"}`); any other line is the program's own output. Infinite bounds may be
//! written `"-inf"`, `"inf"`, `"+inf"` or as Python's bare `-Infinity`/`Infinity`; a leading
//! byte-order mark is skipped. Numbers are whole and within ±2^53 (or an `i64` written exactly,
//! as `PHP_INT_MAX` is); what cannot be read is a fact ([`ProtocolError`]) naming the line.

use super::shape::{Place, Stops};
use crate::search::{INF, NEG_INF};
use serde_json::Value as Json;

/// Most events read from one program or file (docs/check.md: 20M).
pub const MOST_EVENTS: usize = 20_000_000;

/// The largest magnitude a number written with a fraction part or an exponent may have and
/// still be read as a whole number exactly (2^53, as tree leaves).
const EXACT: f64 = 9_007_199_254_740_992.0;

/// Which child an `enter` names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// `{"enter": null}`: the root.
    Root,
    /// `{"enter": I}`: child I in generation order.
    Index(u64),
    /// `{"enter": "X b2"}`: a move in notation, or on a tree a child's name.
    Name(String),
}

/// What one event line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// A node is entered.
    Enter(Target),
    /// A value is evaluated at the current node.
    Leaf(i64),
    /// The current node returns a value.
    Exit(i64),
}

/// An event line: the event and the window it carried, if it carried one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct EventLine {
    /// The event.
    pub(crate) event: Event,
    /// `"alpha"` and `"beta"`, when both are given as numbers or infinities.
    pub(crate) window: Option<(i64, i64)>,
}

/// The event keys, for naming the one whose value is bad.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// `enter`.
    Enter,
    /// `leaf`.
    Leaf,
    /// `exit`.
    Exit,
}

/// Why an event's value cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// `enter` takes null, a child's index from 0, or a move's name.
    NotAChild,
    /// A value is a whole number (or an infinity).
    NotWhole,
    /// A whole number beyond what can be compared exactly.
    OutOfRange,
    /// Two event keys on one line.
    TwoEvents,
}

/// Why a program's events do not describe a search of the tree or game, as facts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// No event at all.
    #[error("no events")]
    NoEvents,
    /// The text is UTF-16 (or another wide encoding), not UTF-8.
    #[error("the events are UTF-16 text")]
    Utf16,
    /// An event names no node: `enter` of a child before the root, a leaf or exit with no node
    /// open.
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
    /// An event line whose value cannot be read.
    #[error("line {line}: {key:?} {written}: {problem:?}")]
    BadValue {
        /// The line.
        line: usize,
        /// The event key.
        key: Key,
        /// The value as written (printable, at most 40 characters).
        written: String,
        /// What is wrong with it.
        problem: ValueProblem,
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
    /// On a game, a move for the side not to move ("O c1" where X is to move and c1 is free).
    #[error("line {line}: {given} at {at:?}, but {legal} is the move there")]
    WrongSide {
        /// The line.
        line: usize,
        /// The position.
        at: Place,
        /// The move as written.
        given: String,
        /// The legal move to the same place, in notation ("X c1").
        legal: String,
    },
    /// `{"leaf": V}` at a tree's leaf whose value is another.
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

/// What one line is: an event, the program's own output, or an event that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// An event.
    Event(EventLine),
    /// The program's own output.
    Own,
    /// An event line with a bad value.
    Bad {
        /// The key.
        key: Key,
        /// The value as written.
        written: String,
        /// What is wrong.
        problem: ValueProblem,
    },
}

/// Whether text starting with `head` is UTF-16 (a byte-order mark, or a NUL in every other
/// byte of ASCII text).
pub fn is_utf16(head: &[u8]) -> bool {
    if head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let pairs = head.len().min(64) / 2;
    pairs >= 2
        && (head.chunks(2).take(pairs).all(|p| p[1] == 0 && p[0] != 0)
            || head.chunks(2).take(pairs).all(|p| p[0] == 0 && p[1] != 0))
}

/// Reads one line of a program's output.
pub(crate) fn parse(line: &str) -> Line {
    let text = line.trim_start_matches('\u{feff}').trim();
    if !text.starts_with('{') {
        return Line::Own;
    }
    let object = match serde_json::from_str::<Json>(text) {
        Ok(Json::Object(o)) => o,
        Ok(_) => return Line::Own,
        // Python's json writes bare Infinity and NaN: read them as strings and try again.
        Err(_) => match serde_json::from_str::<Json>(&quote_bare_words(text)) {
            Ok(Json::Object(o)) => o,
            _ => return Line::Own,
        },
    };
    let keys = [
        ("enter", Key::Enter),
        ("leaf", Key::Leaf),
        ("exit", Key::Exit),
    ];
    let mut found = keys.iter().filter(|(k, _)| object.contains_key(*k));
    let Some(&(name, key)) = found.next() else {
        return Line::Own;
    };
    let value = &object[name];
    let bad = |problem| Line::Bad {
        key,
        written: written(value),
        problem,
    };
    if found.next().is_some() {
        return bad(ValueProblem::TwoEvents);
    }
    let event = match key {
        Key::Enter => match value {
            Json::Null => Event::Enter(Target::Root),
            Json::String(m) => Event::Enter(Target::Name(m.clone())),
            v => match v.as_u64() {
                Some(i) => Event::Enter(Target::Index(i)),
                None => return bad(ValueProblem::NotAChild),
            },
        },
        Key::Leaf | Key::Exit => match number(value) {
            Ok(v) if key == Key::Leaf => Event::Leaf(v),
            Ok(v) => Event::Exit(v),
            Err(problem) => return bad(problem),
        },
    };
    let bound = |k: &str| object.get(k).and_then(|v| number(v).ok());
    let window = bound("alpha").zip(bound("beta"));
    Line::Event(EventLine { event, window })
}

/// A value as a whole number: an integer (exactly, if it fits 64 bits), a number with a
/// fraction part or an exponent that is whole and within ±2^53, or an infinity as a string.
pub(crate) fn number(v: &Json) -> Result<i64, ValueProblem> {
    if let Some(i) = v.as_i64() {
        return Ok(i);
    }
    if v.as_u64().is_some() {
        return Err(ValueProblem::OutOfRange);
    }
    if let Some(f) = v.as_f64() {
        return match f {
            f if f.fract() != 0.0 => Err(ValueProblem::NotWhole),
            f if f.abs() > EXACT => Err(ValueProblem::OutOfRange),
            f => Ok(f as i64),
        };
    }
    match v.as_str().map(|s| s.trim().to_lowercase()).as_deref() {
        Some("inf" | "+inf" | "infinity" | "+infinity") => Ok(INF),
        Some("-inf" | "-infinity") => Ok(NEG_INF),
        _ => Err(ValueProblem::NotWhole),
    }
}

/// A value as written, printable and at most 40 characters.
fn written(v: &Json) -> String {
    let text = match v {
        Json::String(s) => format!("\"{s}\""),
        v => v.to_string(),
    };
    let text = crate::game::printable(&text);
    match text.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// `text` with Python's bare `Infinity`, `-Infinity` and `NaN` outside strings quoted, so
/// that serde reads them as strings.
fn quote_bare_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut in_string = false;
    let mut escaped = false;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if in_string {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let word = ["-Infinity", "Infinity", "NaN"]
            .into_iter()
            .find(|w| rest.starts_with(w));
        if let Some(w) = word {
            out.push('"');
            out.push_str(w);
            out.push('"');
            rest = &rest[w.len()..];
            continue;
        }
        in_string = c == '"';
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(line: &str) -> Event {
        match parse(line) {
            Line::Event(e) => e.event,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn events_and_own_lines() {
        assert_eq!(event(r#"{"enter": null}"#), Event::Enter(Target::Root));
        assert_eq!(
            event("\u{feff}{\"enter\": 2}"),
            Event::Enter(Target::Index(2))
        );
        assert_eq!(event(r#"{"exit": 12.0}"#), Event::Exit(12));
        assert_eq!(event(r#"{"exit": -Infinity}"#), Event::Exit(NEG_INF));
        assert_eq!(
            event(r#"{"enter": "Infinity"}"#),
            Event::Enter(Target::Name("Infinity".into()))
        );
        assert_eq!(
            event(r#"{"exit": 9223372036854775807}"#),
            Event::Exit(i64::MAX)
        );
        for own in ["hello", "{\"value\": 3}", "[1]", "{broken", ""] {
            assert_eq!(parse(own), Line::Own, "{own}");
        }
        let Line::Event(e) = parse(r#"{"enter": null, "alpha": -Infinity, "beta": "+inf"}"#) else {
            panic!()
        };
        assert_eq!(e.window, Some((NEG_INF, INF)));
    }

    #[test]
    fn bad_values_are_events_judged_where_they_stand() {
        let problem = |line: &str| match parse(line) {
            Line::Bad { problem, .. } => problem,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(problem(r#"{"enter": -1}"#), ValueProblem::NotAChild);
        assert_eq!(problem(r#"{"enter": 1.5}"#), ValueProblem::NotAChild);
        assert_eq!(problem(r#"{"exit": "NaN"}"#), ValueProblem::NotWhole);
        assert_eq!(problem(r#"{"exit": NaN}"#), ValueProblem::NotWhole);
        assert_eq!(problem(r#"{"leaf": 2.5}"#), ValueProblem::NotWhole);
        assert_eq!(problem(r#"{"leaf": 1e300}"#), ValueProblem::OutOfRange);
        assert_eq!(
            problem(r#"{"leaf": 18446744073709551615}"#),
            ValueProblem::OutOfRange
        );
        assert_eq!(
            problem(r#"{"leaf": 1, "exit": 1}"#),
            ValueProblem::TwoEvents
        );
        let Line::Bad { written, .. } = parse(r#"{"leaf": 1e300}"#) else {
            panic!()
        };
        assert_eq!(written, "1e+300");
    }

    #[test]
    fn utf16_is_told_apart() {
        assert!(is_utf16(&[0xFF, 0xFE, b'{', 0]));
        assert!(is_utf16(b"{\0\"\0e\0n\0"));
        assert!(!is_utf16(b"{\"enter\": null}"));
    }
}
