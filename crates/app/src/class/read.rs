//! The server's messages read from their JSON by hand, through `serde_json::Value`, instead of
//! the protocol's derived `Deserialize`: the web module already carries `Value`'s reader, and
//! serde's derived readers of internally tagged enums (every message, refusal, answer and
//! form) cost the module far more code. The result is the protocol's own types; a test checks
//! it against `ServerMessage::from_json` on every message of docs/class-protocol.md and on
//! messages written by the protocol's serializer.

use gametree_class::protocol::{
    Answer, Asked, Count, EndReason, Form, Joined, Question, QuestionKind, QuestionSummary, Reason,
    Refusal, Revealed, Role, ServerMessage, Tally, View,
};
use serde_json::Value;

fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key)?.as_str().map(str::to_string)
}

fn num(v: &Value, key: &str) -> Option<u32> {
    u32::try_from(v.get(key)?.as_u64()?).ok()
}

fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// `key`'s value unless it is missing or `null`.
fn field<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    v.get(key).filter(|x| !x.is_null())
}

fn list<T>(v: &Value, key: &str, read: fn(&Value) -> Option<T>) -> Option<Vec<T>> {
    match field(v, key) {
        None => Some(Vec::new()),
        Some(items) => items.as_array()?.iter().map(read).collect(),
    }
}

fn answer(v: &Value) -> Option<Answer> {
    Some(match v.get("type")?.as_str()? {
        "value" => Answer::Value {
            value: text(v, "value")?,
        },
        "window" => Answer::Window {
            value: text(v, "value")?,
            cut: field(v, "cut")
                .map(|c| c.as_bool())
                .map_or(Some(None), |c| c.map(Some))?,
        },
        "choice" => Answer::Choice {
            choice: num(v, "choice")?,
        },
        _ => return None,
    })
}

fn form(v: &Value) -> Option<Form> {
    Some(match v.get("type")?.as_str()? {
        "value" => Form::Value,
        "window" => Form::Window {
            cut: flag(v, "cut"),
        },
        "choice" => Form::Choice {
            choices: list(v, "choices", |c| c.as_str().map(str::to_string))?,
        },
        _ => return None,
    })
}

fn kind(v: &Value) -> Option<QuestionKind> {
    Some(match v.as_str()? {
        "window" => QuestionKind::Window,
        "value" => QuestionKind::Value,
        "mcts_choice" => QuestionKind::MctsChoice,
        "code_line" => QuestionKind::CodeLine,
        _ => return None,
    })
}

fn asked(v: &Value) -> Option<Asked> {
    let q = v.get("question")?;
    Some(Asked {
        id: num(v, "id")?,
        question: Question {
            kind: kind(q.get("kind")?)?,
            step: num(q, "step")?,
            node: num(q, "node"),
            form: form(q.get("form")?)?,
            prompt: text(q, "prompt"),
        },
    })
}

fn revealed(v: &Value) -> Option<Revealed> {
    let reason = field(v, "reason");
    Some(Revealed {
        question: num(v, "question")?,
        step: num(v, "step")?,
        right: answer(v.get("right")?)?,
        also_right: list(v, "also_right", answer)?,
        reason: Reason {
            key: reason.and_then(|r| text(r, "key")),
            text: reason.and_then(|r| text(r, "text")).unwrap_or_default(),
        },
    })
}

fn tally(v: &Value) -> Option<Tally> {
    Some(Tally {
        question: num(v, "question")?,
        answered: num(v, "answered")?,
        students: num(v, "students")?,
        counts: list(v, "counts", |c| {
            Some(Count {
                answer: answer(c.get("answer")?)?,
                count: num(c, "count")?,
            })
        })?,
    })
}

fn view(v: &Value) -> Option<View> {
    Some(View {
        scenario: text(v, "scenario"),
        step: num(v, "step").unwrap_or(0),
        following: flag(v, "following"),
        question: field(v, "question")
            .map(asked)
            .map_or(Some(None), |q| q.map(Some))?,
        revealed: field(v, "revealed")
            .map(revealed)
            .map_or(Some(None), |r| r.map(Some))?,
    })
}

fn refusal(v: &Value) -> Option<Refusal> {
    let question = || num(v, "question");
    Some(match v.get("reason")?.as_str()? {
        "wrong_code" => Refusal::WrongCode,
        "room_full" => Refusal::RoomFull {
            max_students: num(v, "max_students")?,
        },
        "not_teacher" => Refusal::NotTeacher,
        "too_big" => Refusal::TooBig {
            limit: num(v, "limit")?,
        },
        "too_fast" => Refusal::TooFast,
        "late" => Refusal::Late {
            question: question()?,
        },
        "answered_already" => Refusal::AnsweredAlready {
            question: question()?,
        },
        "bad_answer" => Refusal::BadAnswer {
            question: question()?,
        },
        "not_joined" => Refusal::NotJoined,
        "joined_already" => Refusal::JoinedAlready,
        "unreadable" => Refusal::Unreadable,
        "bad_question" => Refusal::BadQuestion,
        "bad_link" => Refusal::BadLink,
        "no_question" => Refusal::NoQuestion {
            question: question()?,
        },
        "no_right_answer" => Refusal::NoRightAnswer {
            question: question()?,
        },
        "taken_over" => Refusal::TakenOver,
        "ended" => Refusal::Ended,
        _ => return None,
    })
}

fn summary(v: &Value) -> Option<QuestionSummary> {
    Some(QuestionSummary {
        question: num(v, "question")?,
        kind: kind(v.get("kind")?)?,
        step: num(v, "step")?,
        answered: num(v, "answered")?,
        right: num(v, "right")?,
        wrong: num(v, "wrong")?,
        revealed: flag(v, "revealed"),
    })
}

fn joined(v: &Value) -> Option<Joined> {
    Some(Joined {
        role: match v.get("role")?.as_str()? {
            "teacher" => Role::Teacher,
            "student" => Role::Student,
            _ => return None,
        },
        seat: text(v, "seat"),
        seat_number: num(v, "seat_number"),
        name: text(v, "name"),
        rejoined: flag(v, "rejoined"),
        view: view(v.get("view")?)?,
        answer: field(v, "answer")
            .map(answer)
            .map_or(Some(None), |a| a.map(Some))?,
        code: text(v, "code"),
        students: num(v, "students"),
        tally: field(v, "tally")
            .map(tally)
            .map_or(Some(None), |t| t.map(Some))?,
    })
}

/// A server's text frame as a message; `None` when it is none of the protocol's.
pub fn server_message(frame: &str) -> Option<ServerMessage> {
    let v: Value = serde_json::from_str(frame).ok()?;
    let step = || num(&v, "step");
    Some(match v.get("type")?.as_str()? {
        "joined" => ServerMessage::Joined(joined(&v)?),
        "sync" => ServerMessage::Sync(view(&v)?),
        "step" => ServerMessage::Step { step: step()? },
        "scenario" => ServerMessage::Scenario {
            link: text(&v, "link")?,
            step: step()?,
        },
        "follow" => ServerMessage::Follow { step: step()? },
        "free" => ServerMessage::Free,
        "call_back" => ServerMessage::CallBack { step: step()? },
        "ask" => ServerMessage::Ask(asked(&v)?),
        "answered" => ServerMessage::Answered {
            question: num(&v, "question")?,
            answer: answer(v.get("answer")?)?,
        },
        "tally" => ServerMessage::Tally(tally(&v)?),
        "reveal" => ServerMessage::Reveal(revealed(&v)?),
        "students" => ServerMessage::Students {
            connected: num(&v, "connected")?,
            seats: num(&v, "seats")?,
        },
        "summary" => ServerMessage::Summary {
            questions: list(&v, "questions", summary)?,
        },
        "refused" => ServerMessage::Refused {
            refusal: refusal(v.get("refusal")?)?,
            closing: flag(&v, "closing"),
        },
        "ended" => ServerMessage::Ended {
            why: match v.get("why")?.as_str()? {
                "teacher" => EndReason::Teacher,
                "stopped" => EndReason::Stopped,
                _ => return None,
            },
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every server message in the protocol's document reads as the protocol's own reader
    /// reads it.
    #[test]
    fn every_message_of_the_protocols_page_reads_as_serde_reads_it() {
        let doc = include_str!("../../../../docs/class-protocol.md");
        let mut read = 0;
        for block in doc.split("```json server").skip(1) {
            let json = block.split("```").next().unwrap().trim();
            let truth = ServerMessage::from_json(json).expect(json);
            assert_eq!(server_message(json), Some(truth), "{json}");
            read += 1;
        }
        assert!(read >= 15, "{read} messages");
    }

    /// Messages written by the protocol's serializer, one of each kind and every refusal,
    /// read back the same; a frame of no known type, or with a field of the wrong kind, is
    /// none.
    #[test]
    fn messages_written_by_the_protocol_read_back() {
        let window = Answer::Window {
            value: "≥3".into(),
            cut: Some(false),
        };
        let asked = Asked {
            id: 7,
            question: Question {
                kind: QuestionKind::MctsChoice,
                step: 9,
                node: None,
                form: Form::Choice {
                    choices: vec!["a1".into(), "b2".into()],
                },
                prompt: Some("which?".into()),
            },
        };
        let revealed = Revealed {
            question: 7,
            step: 9,
            right: Answer::Choice { choice: 1 },
            also_right: vec![window.clone()],
            reason: Reason {
                key: Some("k".into()),
                text: "why".into(),
            },
        };
        let tally = Tally {
            question: 7,
            answered: 2,
            students: 3,
            counts: vec![Count {
                answer: window.clone(),
                count: 2,
            }],
        };
        let view = View {
            scenario: Some("#tree=[1,[2,3]]".into()),
            step: 4,
            following: false,
            question: Some(asked.clone()),
            revealed: Some(revealed.clone()),
        };
        let messages = vec![
            ServerMessage::Joined(Joined {
                role: Role::Teacher,
                seat: Some("s".into()),
                seat_number: Some(2),
                name: Some("Ana".into()),
                rejoined: true,
                view: view.clone(),
                answer: Some(Answer::Value { value: "3".into() }),
                code: Some("ABC234".into()),
                students: Some(3),
                tally: Some(tally.clone()),
            }),
            ServerMessage::Sync(view),
            ServerMessage::Sync(View::default()),
            ServerMessage::Step { step: 3 },
            ServerMessage::Scenario {
                link: "#game=connect4".into(),
                step: 0,
            },
            ServerMessage::Follow { step: 2 },
            ServerMessage::Free,
            ServerMessage::CallBack { step: 2 },
            ServerMessage::Ask(asked),
            ServerMessage::Answered {
                question: 7,
                answer: window,
            },
            ServerMessage::Tally(tally),
            ServerMessage::Reveal(revealed),
            ServerMessage::Students {
                connected: 1,
                seats: 2,
            },
            ServerMessage::Summary {
                questions: vec![QuestionSummary {
                    question: 7,
                    kind: QuestionKind::CodeLine,
                    step: 9,
                    answered: 2,
                    right: 1,
                    wrong: 1,
                    revealed: true,
                }],
            },
            ServerMessage::Ended {
                why: EndReason::Stopped,
            },
        ];
        for m in messages {
            assert_eq!(
                server_message(&m.to_json()),
                Some(m.clone()),
                "{}",
                m.to_json()
            );
        }
        assert_eq!(server_message(r#"{"type":"hello"}"#), None);
        assert_eq!(server_message(r#"{"type":"step","step":"3"}"#), None);
        assert_eq!(server_message("not json"), None);
    }

    /// Every refusal, with its facts, reads back.
    #[test]
    fn every_refusal_reads_back() {
        let mut messages = Vec::new();
        let q = 4;
        for refusal in [
            Refusal::WrongCode,
            Refusal::RoomFull { max_students: 5 },
            Refusal::NotTeacher,
            Refusal::TooBig { limit: 4096 },
            Refusal::TooFast,
            Refusal::Late { question: q },
            Refusal::AnsweredAlready { question: q },
            Refusal::BadAnswer { question: q },
            Refusal::NotJoined,
            Refusal::JoinedAlready,
            Refusal::Unreadable,
            Refusal::BadQuestion,
            Refusal::BadLink,
            Refusal::NoQuestion { question: q },
            Refusal::NoRightAnswer { question: q },
            Refusal::TakenOver,
            Refusal::Ended,
        ] {
            messages.push(ServerMessage::Refused {
                refusal,
                closing: true,
            });
        }
        for m in messages {
            assert_eq!(
                server_message(&m.to_json()),
                Some(m.clone()),
                "{}",
                m.to_json()
            );
        }
    }
}
