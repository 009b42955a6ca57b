//! The class session's messages: every message between the teacher's page or app, a student's
//! page and the server, as plain serde data (docs/class-protocol.md shows each with its JSON).
//!
//! One WebSocket per page at [`WS_PATH`], text frames, one JSON object per frame, its kind in
//! `"type"`. A connection's first message is [`ClientMessage::Join`]; the server answers
//! [`ServerMessage::Joined`] (or [`ServerMessage::Refused`]). A page holding the teacher's key
//! is a teacher and may drive the session; every other page is a student and may only say it
//! is present and answer. The scenario travels once, as a link's keys (`#key=value&…`, as the
//! app's links carry it); afterwards only step numbers, questions and answers travel. The
//! server knows link keys, step numbers and answers, never a search: the teacher's side sends
//! the right answer (with the question, kept from the students, or with the reveal).
//!
//! Messages about the session's state are absolute (the step *is* 12, the question *is* 3),
//! so a message received twice changes nothing.

mod question;
mod refusal;

pub use question::{
    Answer, Asked, Count, Form, MAX_ALSO_RIGHT, MAX_CHOICES, MAX_LABEL_CHARS, MAX_TEXT_CHARS,
    MAX_VALUE_CHARS, Question, QuestionKind, QuestionSummary, Reason, Reveal, Revealed, Tally,
};
pub use refusal::{EndReason, Refusal};

use serde::{Deserialize, Serialize};

/// The WebSocket's path on the server.
pub const WS_PATH: &str = "/class";
/// The teacher's download of the results as CSV (`?key=KEY`).
pub const RESULTS_PATH: &str = "/class/results.csv";
/// The join code's letters: no look-alikes (no 0/O, 1/I/L).
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// The join code's length.
pub const CODE_LEN: usize = 6;
/// A student's name is cut to this many characters.
pub const MAX_NAME_CHARS: usize = 32;
/// A scenario link's most bytes (a link may carry a whole tree's text).
pub const MAX_LINK_BYTES: usize = 512 * 1024;

/// What a page (or the app) sends to the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message of every connection: the code, and the key for the teacher.
    Join(Join),
    /// A student says they are still there (also keeps an idle connection open).
    Present,
    /// A student's answer to the open question.
    Answer {
        /// The question's id, from [`ServerMessage::Ask`].
        question: u32,
        /// The answer, in the question's form.
        answer: Answer,
    },
    /// Teacher: the class is at this step.
    Step {
        /// The step (the index of the next event, as links' `step=`).
        step: u32,
    },
    /// Teacher: another scenario (another tree, game, search or code language).
    Scenario {
        /// The scenario as a link, `#key=value&…` (without `step`).
        link: String,
        /// The step in it.
        step: u32,
    },
    /// Teacher: students follow the teacher's step (the default).
    Follow,
    /// Teacher: students may explore on their own.
    Free,
    /// Teacher: everyone back to the teacher's step, following again.
    CallBack,
    /// Teacher: ask the class a question (the open question until the next ask or reveal).
    Ask {
        /// The question.
        question: Question,
        /// The right answer, kept from the students until the reveal (it lets the results
        /// say right or wrong as each answer arrives).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        right: Option<Answer>,
    },
    /// Teacher: show everyone the right answer; the question closes.
    Reveal(Reveal),
    /// Teacher: send me the per-question summary.
    Summary,
    /// Teacher: end the session (every page is told).
    End,
}

impl ClientMessage {
    /// Whether only a teacher may send this message.
    pub fn is_teachers(&self) -> bool {
        !matches!(
            self,
            ClientMessage::Join(_) | ClientMessage::Present | ClientMessage::Answer { .. }
        )
    }

    /// The message as one JSON text frame.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A JSON text frame read as a message.
    pub fn from_json(text: &str) -> Result<ClientMessage, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// [`ClientMessage::Join`]'s fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Join {
    /// The join code (as typed: case and spaces do not matter).
    pub code: String,
    /// A student's name (optional: anonymous by default), cut to [`MAX_NAME_CHARS`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The seat token a page was given before: the same seat and answers again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    /// The teacher's key: only a page holding it drives the session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teacher: Option<String>,
}

/// Who a connection is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Drives the session (holds the key).
    Teacher,
    /// Follows and answers.
    Student,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to a join: the role, the seat and the whole session as it stands.
    Joined(Joined),
    /// The whole session again, to a page that fell behind (the same as `joined`'s view).
    Sync(View),
    /// The teacher's step.
    Step {
        /// The step.
        step: u32,
    },
    /// The teacher's new scenario (the open question, if any, is closed).
    Scenario {
        /// The scenario as a link, `#key=value&…`.
        link: String,
        /// The step in it.
        step: u32,
    },
    /// Students follow the teacher, at this step.
    Follow {
        /// The teacher's step.
        step: u32,
    },
    /// Students may explore on their own.
    Free,
    /// Everyone back to the teacher's step, following again.
    CallBack {
        /// The teacher's step.
        step: u32,
    },
    /// A question to answer (the right answer is not in it).
    Ask(Asked),
    /// To a student: the answer was taken.
    Answered {
        /// The question.
        question: u32,
        /// The answer as kept (its canonical form).
        answer: Answer,
    },
    /// To the teacher: how the class answered so far (no names).
    Tally(Tally),
    /// To everyone: the right answer and why; the question is closed.
    Reveal(Revealed),
    /// To the teacher: how many students there are.
    Students {
        /// Connected now.
        connected: u32,
        /// Seats taken (connected or not).
        seats: u32,
    },
    /// To the teacher: every question so far.
    Summary {
        /// One per question, in the order asked.
        questions: Vec<QuestionSummary>,
    },
    /// A message refused, with why; `closing`: the server closes the connection after it.
    Refused {
        /// Why.
        refusal: Refusal,
        /// Whether the connection closes now.
        #[serde(default)]
        closing: bool,
    },
    /// The session is over; the connection closes.
    Ended {
        /// Why.
        why: EndReason,
    },
}

impl ServerMessage {
    /// The message as one JSON text frame.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A JSON text frame read as a message.
    pub fn from_json(text: &str) -> Result<ServerMessage, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// [`ServerMessage::Joined`]'s fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Joined {
    /// Teacher or student.
    pub role: Role,
    /// A student's seat token: keep it (the page's storage) and send it with the next join.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    /// A student's seat number (from 1), as the results name anonymous students.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_number: Option<u32>,
    /// A student's name as kept (cut, control characters removed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether the seat token given was known: the same seat, with its answers.
    #[serde(default)]
    pub rejoined: bool,
    /// The session as it stands.
    pub view: View,
    /// A student's answer to the view's question, if they gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<Answer>,
    /// Teacher: the join code (for showing it large).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Teacher: the students connected now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub students: Option<u32>,
    /// Teacher: the open question's tally.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<Tally>,
}

/// The session as a page should show it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The scenario as a link (`None` until the teacher sets one).
    #[serde(default)]
    pub scenario: Option<String>,
    /// The teacher's step.
    #[serde(default)]
    pub step: u32,
    /// Whether students follow the teacher's step.
    #[serde(default)]
    pub following: bool,
    /// The last question asked in this scenario, open or revealed.
    #[serde(default)]
    pub question: Option<Asked>,
    /// Its reveal, once revealed (then answers are refused as late).
    #[serde(default)]
    pub revealed: Option<Revealed>,
}

/// A session's address fragment: `#join=CODE` for students, `#join=CODE&teacher=KEY` for the
/// teacher (other keys are left to the app's link reader).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinLink {
    /// The join code.
    pub code: String,
    /// The teacher's key, if the address carries it.
    pub teacher: Option<String>,
}

impl JoinLink {
    /// Reads `join` and `teacher` from an address fragment (`#` optional); `None` without
    /// `join`.
    pub fn parse(fragment: &str) -> Option<JoinLink> {
        let mut code = None;
        let mut teacher = None;
        for pair in fragment.trim_start_matches('#').split('&') {
            match pair.split_once('=') {
                Some(("join", v)) => code = Some(normalize_code(v)),
                Some(("teacher", v)) if !v.is_empty() => teacher = Some(v.to_string()),
                _ => {}
            }
        }
        code.map(|code| JoinLink { code, teacher })
    }

    /// The fragment: `#join=CODE`, with `&teacher=KEY` for the teacher.
    pub fn fragment(&self) -> String {
        match &self.teacher {
            Some(key) => format!("#join={}&teacher={key}", self.code),
            None => format!("#join={}", self.code),
        }
    }
}

/// A join code as typed, made comparable: upper case, without spaces or dashes.
pub fn normalize_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .collect()
}

/// A name as the session keeps it: control and direction-changing characters removed, spaces
/// squeezed, cut to [`MAX_NAME_CHARS`]; `None` when nothing is left.
pub fn clean_name(typed: &str) -> Option<String> {
    let kept: String = typed
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !is_bidi_control(*c))
        .collect();
    let squeezed = kept.split_whitespace().collect::<Vec<_>>().join(" ");
    let cut: String = squeezed.chars().take(MAX_NAME_CHARS).collect();
    let cut = cut.trim().to_string();
    (!cut.is_empty()).then_some(cut)
}

/// Characters that change the direction of the text after them (a name must not reorder the
/// teacher's screen).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_as_written() {
        let join = ClientMessage::Join(Join {
            code: "ABC234".into(),
            name: Some("Ana".into()),
            seat: None,
            teacher: None,
        });
        let text = join.to_json();
        assert_eq!(text, r#"{"type":"join","code":"ABC234","name":"Ana"}"#);
        assert_eq!(ClientMessage::from_json(&text).unwrap(), join);
        let step = ServerMessage::Step { step: 12 };
        assert_eq!(step.to_json(), r#"{"type":"step","step":12}"#);
        assert_eq!(ServerMessage::from_json(&step.to_json()).unwrap(), step);
        assert_eq!(
            ClientMessage::from_json(r#"{"type":"call_back"}"#).unwrap(),
            ClientMessage::CallBack
        );
    }

    #[test]
    fn only_join_present_and_answer_are_a_students() {
        let students = [
            ClientMessage::Join(Join::default()),
            ClientMessage::Present,
            ClientMessage::Answer {
                question: 1,
                answer: Answer::Choice { choice: 0 },
            },
        ];
        assert!(students.iter().all(|m| !m.is_teachers()));
        assert!(ClientMessage::Step { step: 1 }.is_teachers());
        assert!(ClientMessage::End.is_teachers());
    }

    #[test]
    fn join_links_and_names() {
        let link = JoinLink::parse("#join=abc-234&teacher=k3y").unwrap();
        assert_eq!(link.code, "ABC234");
        assert_eq!(link.teacher.as_deref(), Some("k3y"));
        assert_eq!(link.fragment(), "#join=ABC234&teacher=k3y");
        assert_eq!(JoinLink::parse("#tree=[1]"), None);
        assert_eq!(
            clean_name("  Ana\u{202E}\n  Li \u{7}"),
            Some("Ana Li".into())
        );
        assert_eq!(clean_name(" \t "), None);
        assert_eq!(clean_name(&"é".repeat(100)).unwrap().chars().count(), 32);
        assert_eq!(
            clean_name("<b>x</b>"),
            Some("<b>x</b>".into()),
            "kept as text"
        );
    }
}
