//! Why the server refused a message, and why a session ended: facts, each a variant with its
//! numbers, for the page to say in its own language.

use serde::{Deserialize, Serialize};

/// A message refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Refusal {
    /// The join code is not this session's (no seat is taken).
    WrongCode,
    /// The room has all the students it takes.
    RoomFull {
        /// The cap (`--max-students`).
        max_students: u32,
    },
    /// A teacher's message from a page without the key, or a wrong key.
    NotTeacher,
    /// A message longer than the connection may send.
    TooBig {
        /// The most bytes a message may have.
        limit: u32,
    },
    /// Too many messages too fast: a student's connection is closed.
    TooFast,
    /// An answer to a question already closed (revealed, or another asked since).
    Late {
        /// The question.
        question: u32,
    },
    /// A second answer to the same question.
    AnsweredAlready {
        /// The question.
        question: u32,
    },
    /// An answer that does not fit its question's form.
    BadAnswer {
        /// The question.
        question: u32,
    },
    /// A message before `join`.
    NotJoined,
    /// A second `join` on one connection.
    JoinedAlready,
    /// Not a message of the protocol (not JSON, an unknown type, a binary frame).
    Unreadable,
    /// A question beyond the protocol's limits.
    BadQuestion,
    /// A scenario link that is not one (empty, control characters, too long).
    BadLink,
    /// A reveal of a question that is not the open one.
    NoQuestion {
        /// The question named.
        question: u32,
    },
    /// A reveal without a right answer, when the ask had none either.
    NoRightAnswer {
        /// The question.
        question: u32,
    },
    /// The same seat joined from another connection (a reload): this one closes.
    TakenOver,
    /// The session has ended.
    Ended,
}

/// Why a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The teacher ended it.
    Teacher,
    /// The server was stopped (Ctrl+C, the app closed the session).
    Stopped,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_carry_their_facts() {
        let text = serde_json::to_string(&Refusal::RoomFull { max_students: 500 }).unwrap();
        assert_eq!(text, r#"{"reason":"room_full","max_students":500}"#);
        let back: Refusal = serde_json::from_str(r#"{"reason":"too_fast"}"#).unwrap();
        assert_eq!(back, Refusal::TooFast);
    }
}
