//! The teacher's messages (step, scenario, follow and free, ask, reveal, summary, end) and the
//! students' answers: one answer per student per question, late answers refused, the tally to
//! the teacher as each arrives, the reveal to everyone.

use super::{Out, Room, Who, frame, refused};
use crate::protocol::{
    Answer, ClientMessage, Count, EndReason, MAX_ALSO_RIGHT, MAX_LINK_BYTES, MAX_TEXT_CHARS,
    Question, QuestionSummary, Reason, Refusal, Reveal, Revealed, ServerMessage, Tally,
};
use crate::server::results::Record;
use std::collections::BTreeMap;
use std::time::Instant;

/// A question asked, with what the students must not see yet.
#[derive(Debug)]
pub(super) struct Asked {
    asked: crate::protocol::Asked,
    /// The right answer given with the ask.
    right: Option<Answer>,
    /// The reveal, once made.
    revealed: Option<Revealed>,
    at: Instant,
    counts: BTreeMap<Answer, u32>,
    answered: u32,
}

impl Room {
    /// A teacher's message.
    pub(super) fn teacher(&mut self, conn: u64, message: ClientMessage) {
        match message {
            ClientMessage::Step { step } => {
                self.view.step = step;
                self.broadcast(&ServerMessage::Step { step });
            }
            ClientMessage::Scenario { link, step } => {
                if !is_link(&link) {
                    return self.refuse_teacher(conn, Refusal::BadLink);
                }
                self.view.scenario = Some(link.clone());
                self.view.step = step;
                self.view.question = None;
                self.view.revealed = None;
                self.broadcast(&ServerMessage::Scenario { link, step });
            }
            ClientMessage::Follow | ClientMessage::CallBack => {
                self.view.following = true;
                let step = self.view.step;
                self.broadcast(&if matches!(message, ClientMessage::Follow) {
                    ServerMessage::Follow { step }
                } else {
                    ServerMessage::CallBack { step }
                });
            }
            ClientMessage::Free => {
                self.view.following = false;
                self.broadcast(&ServerMessage::Free);
            }
            ClientMessage::Ask { question, right } => self.ask(conn, question, right),
            ClientMessage::Reveal(reveal) => self.reveal(conn, reveal),
            ClientMessage::Summary => {
                let summary = frame(&ServerMessage::Summary {
                    questions: self.summary(),
                });
                if let Some(out) = self.teachers.get(&conn) {
                    let _ = out.try_send(Out::Frame(summary));
                }
            }
            ClientMessage::End => self.end(EndReason::Teacher),
            ClientMessage::Join(_) | ClientMessage::Present | ClientMessage::Answer { .. } => {}
        }
    }

    fn ask(&mut self, conn: u64, question: Question, right: Option<Answer>) {
        let right = match right {
            Some(r) => match r.canonical(&question.form) {
                Some(r) => Some(r),
                None => return self.refuse_teacher(conn, Refusal::BadQuestion),
            },
            None => None,
        };
        if !question.is_sound() {
            return self.refuse_teacher(conn, Refusal::BadQuestion);
        }
        let asked = crate::protocol::Asked {
            id: self.questions.len() as u32 + 1,
            question,
        };
        self.view.question = Some(asked.clone());
        self.view.revealed = None;
        self.broadcast(&ServerMessage::Ask(asked.clone()));
        self.questions.push(Asked {
            asked,
            right,
            revealed: None,
            at: Instant::now(),
            counts: BTreeMap::new(),
            answered: 0,
        });
        self.tell_tally();
    }

    fn reveal(&mut self, conn: u64, reveal: Reveal) {
        let Some(q) = self.open_question(reveal.question) else {
            let question = reveal.question;
            return self.refuse_teacher(conn, Refusal::NoQuestion { question });
        };
        let form = &self.questions[q].asked.question.form;
        let given = reveal.right.as_ref().and_then(|r| r.canonical(form));
        let Some(right) = given.or_else(|| self.questions[q].right.clone()) else {
            let question = reveal.question;
            return self.refuse_teacher(conn, Refusal::NoRightAnswer { question });
        };
        let also_right = reveal
            .also_right
            .iter()
            .filter_map(|a| a.canonical(form))
            .take(MAX_ALSO_RIGHT)
            .collect();
        let revealed = Revealed {
            question: reveal.question,
            step: self.questions[q].asked.question.step,
            right,
            also_right,
            reason: Reason {
                key: reveal.reason.key.map(|k| k.chars().take(200).collect()),
                text: reveal.reason.text.chars().take(MAX_TEXT_CHARS).collect(),
            },
        };
        self.questions[q].revealed = Some(revealed.clone());
        self.view.revealed = Some(revealed.clone());
        self.results.judge(&revealed);
        self.broadcast(&ServerMessage::Reveal(revealed));
        self.to_teachers(&ServerMessage::Summary {
            questions: self.summary(),
        });
    }

    /// The index of question `id` if it is the open one (in the view, not revealed).
    fn open_question(&self, id: u32) -> Option<usize> {
        let current = self.view.question.as_ref()?.id;
        let q = (id as usize).checked_sub(1)?;
        (current == id && self.questions.get(q)?.revealed.is_none()).then_some(q)
    }

    /// A student's answer.
    pub(super) fn answer(&mut self, conn: u64, seat: usize, question: u32, answer: Answer) {
        let Some(out) = self.out_of(conn, Who::Student(seat)).cloned() else {
            return;
        };
        let refuse = |refusal| {
            let _ = out.try_send(Out::Frame(refused(refusal, false)));
        };
        let Some(q) = self.open_question(question) else {
            return refuse(Refusal::Late { question });
        };
        let place = &mut self.seats[seat];
        if place.answer.as_ref().is_some_and(|(id, _)| *id == question) {
            return refuse(Refusal::AnsweredAlready { question });
        }
        let asked = &mut self.questions[q];
        let form = &asked.asked.question.form;
        let Some(kept) = answer.canonical(form) else {
            return refuse(Refusal::BadAnswer { question });
        };
        *asked.counts.entry(kept.clone()).or_default() += 1;
        asked.answered += 1;
        place.answer = Some((question, kept.clone()));
        let record = Record {
            name: place.name.clone(),
            seat: seat as u32 + 1,
            question,
            step: asked.asked.question.step,
            text: kept.text(form),
            right: asked.right.as_ref().map(|r| *r == kept),
            answer: kept.clone(),
            seconds: asked.at.elapsed().as_secs_f64(),
        };
        self.results.add(record);
        self.shared.answers.store(
            self.results.len() as u32,
            std::sync::atomic::Ordering::Relaxed,
        );
        let _ = out.try_send(Out::Frame(frame(&ServerMessage::Answered {
            question,
            answer: kept,
        })));
        self.tell_tally();
    }

    /// Gives the teacher the open question's tally (the latest replaces any the teacher's
    /// connection has not sent yet: a burst of answers never queues a burst of tallies, and
    /// the last is never lost).
    fn tell_tally(&self) {
        if let Some(tally) = self.open_tally() {
            let news = Some(frame(&ServerMessage::Tally(tally)));
            self.shared.news.tally.send_replace(news);
        }
    }

    /// The view's question's tally (open or revealed).
    pub(super) fn open_tally(&self) -> Option<Tally> {
        let id = self.view.question.as_ref()?.id;
        let asked = self.questions.get(id as usize - 1)?;
        let mut counts: Vec<Count> = asked
            .counts
            .iter()
            .map(|(answer, &count)| Count {
                answer: answer.clone(),
                count,
            })
            .collect();
        counts.sort_by_key(|c| std::cmp::Reverse(c.count));
        Some(Tally {
            question: id,
            answered: asked.answered,
            students: self.connected,
            counts,
        })
    }

    /// Every question's results so far.
    pub(super) fn summary(&self) -> Vec<QuestionSummary> {
        let questions: Vec<_> = self
            .questions
            .iter()
            .map(|q| {
                (
                    q.asked.id,
                    q.asked.question.kind,
                    q.asked.question.step,
                    q.revealed.is_some(),
                )
            })
            .collect();
        self.results.summary(&questions)
    }
}

/// Whether `link` can be a scenario link: not empty, within [`MAX_LINK_BYTES`], no control
/// characters (the server reads no key of it: the pages do).
fn is_link(link: &str) -> bool {
    !link.trim_start_matches('#').is_empty()
        && link.len() <= MAX_LINK_BYTES
        && !link.chars().any(char::is_control)
}
