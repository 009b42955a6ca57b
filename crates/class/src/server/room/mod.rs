//! The room: one task owning the session's state (seats, the teacher's step and scenario, the
//! questions, the answers), fed by the connections' commands over a channel, so no lock is
//! ever shared. What every page must hear goes out once, serialised once, on a broadcast
//! channel; what one page must hear (an answer taken, a refusal, the teacher's tally) goes to
//! that connection's own channel, never waiting for it.

mod questions;

use super::results::{Results, ResultsFile};
use super::{Final, ServerError, Shared, secret};
use crate::protocol::{
    EndReason, Join, Joined, Refusal, Role, ServerMessage, View, clean_name, normalize_code,
};
use axum::extract::ws::Utf8Bytes;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::{broadcast, mpsc, oneshot, watch};

/// How many messages a page may fall behind before it is sent the whole view again.
const EVENTS_BEHIND: usize = 512;

/// A message for every page: a frame, or the last one (the session ended).
#[derive(Clone, Debug)]
pub(crate) enum Event {
    /// A frame to send.
    Frame(Utf8Bytes),
    /// The session's end: send it and close.
    End(Utf8Bytes),
}

/// A message for one connection.
#[derive(Debug)]
pub(crate) enum Out {
    /// A frame to send.
    Frame(Utf8Bytes),
    /// A last frame to send, then close (the seat was taken over).
    Close(Utf8Bytes),
}

/// Who a joined connection is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    /// The teacher.
    Teacher,
    /// A student in this seat (its index).
    Student(usize),
}

/// What a teacher's connection sends as it changes, only the latest (a `watch` each): the
/// open question's tally and the students' count.
pub(crate) struct News {
    /// The latest `tally` frame.
    pub tally: watch::Sender<Option<Utf8Bytes>>,
    /// The latest `students` frame.
    pub students: watch::Sender<Option<Utf8Bytes>>,
}

impl Default for News {
    fn default() -> News {
        News {
            tally: watch::channel(None).0,
            students: watch::channel(None).0,
        }
    }
}

/// A join let in.
#[derive(Debug)]
pub(crate) struct Admitted {
    /// Who the connection is.
    pub who: Who,
    /// The `joined` frame.
    pub joined: Utf8Bytes,
    /// Every page's messages from now on.
    pub events: broadcast::Receiver<Event>,
    /// The teacher's: the latest tally and student count from now on.
    pub news: Option<[watch::Receiver<Option<Utf8Bytes>>; 2]>,
}

/// A join refused: the `refused` frame, and whether to close.
#[derive(Debug)]
pub(crate) struct Turned {
    /// The frame.
    pub frame: Utf8Bytes,
    /// Whether the connection closes.
    pub closing: bool,
}

/// What a connection (or the handle) asks of the room.
#[derive(Debug)]
pub(crate) enum Command {
    /// A `join`.
    Join {
        /// The connection's id.
        conn: u64,
        /// The message.
        join: Join,
        /// The connection's own channel.
        out: mpsc::Sender<Out>,
        /// The answer.
        reply: oneshot::Sender<Result<Admitted, Turned>>,
    },
    /// A joined connection closed.
    Leave {
        /// The connection's id.
        conn: u64,
        /// Who it was.
        who: Who,
    },
    /// A page fell behind: send it the whole view.
    Resync {
        /// The connection's id.
        conn: u64,
        /// Who it is.
        who: Who,
    },
    /// A teacher's message (the connection checked the role).
    Teacher {
        /// The connection's id.
        conn: u64,
        /// The message.
        message: crate::protocol::ClientMessage,
    },
    /// A student's answer.
    Answer {
        /// The connection's id.
        conn: u64,
        /// The seat.
        seat: usize,
        /// The question's id.
        question: u32,
        /// The answer.
        answer: crate::protocol::Answer,
    },
    /// The results as CSV.
    Results(oneshot::Sender<String>),
    /// The per-question summary.
    Summary(oneshot::Sender<Vec<crate::protocol::QuestionSummary>>),
    /// End the session (the server stops).
    Stop,
}

/// A seat: a student's place, kept when their connection drops.
#[derive(Debug)]
struct Seat {
    token: String,
    name: Option<String>,
    /// The connection sitting here now.
    conn: Option<(u64, mpsc::Sender<Out>)>,
    /// Their answer to the view's question.
    answer: Option<(u32, crate::protocol::Answer)>,
}

/// The session's state, owned by the room's task.
pub(crate) struct Room {
    shared: Arc<Shared>,
    code: String,
    key: String,
    seats: Vec<Seat>,
    tokens: HashMap<String, usize>,
    teachers: HashMap<u64, mpsc::Sender<Out>>,
    connected: u32,
    view: View,
    questions: Vec<questions::Asked>,
    results: Results,
    events: broadcast::Sender<Event>,
    ended: bool,
}

/// A frame from a message.
pub(crate) fn frame(message: &ServerMessage) -> Utf8Bytes {
    Utf8Bytes::from(message.to_json())
}

/// A `refused` frame.
pub(crate) fn refused(refusal: Refusal, closing: bool) -> Utf8Bytes {
    frame(&ServerMessage::Refused { refusal, closing })
}

impl Room {
    /// A room with a new code and key, its results written where `results` says.
    pub fn new(
        shared: Arc<Shared>,
        code: String,
        key: String,
        results: &ResultsFile,
    ) -> Result<Room, ServerError> {
        let results = Results::open(results, &code)?;
        Ok(Room {
            shared,
            code,
            key,
            seats: Vec::new(),
            tokens: HashMap::new(),
            teachers: HashMap::new(),
            connected: 0,
            view: View {
                following: true,
                ..View::default()
            },
            questions: Vec::new(),
            results,
            events: broadcast::channel(EVENTS_BEHIND).0,
            ended: false,
        })
    }

    /// The results file's path.
    pub fn results_path(&self) -> Option<std::path::PathBuf> {
        self.results.path().map(std::path::Path::to_path_buf)
    }

    /// Runs the room until the session ends and every command is answered.
    pub async fn run(mut self, mut commands: mpsc::Receiver<Command>) {
        while let Some(command) = commands.recv().await {
            self.command(command);
            if self.ended {
                break;
            }
        }
        if !self.ended {
            self.end(EndReason::Stopped);
        }
    }

    fn command(&mut self, command: Command) {
        match command {
            Command::Join {
                conn,
                join,
                out,
                reply,
            } => {
                let _ = reply.send(self.join(conn, join, out));
            }
            Command::Leave { conn, who } => self.leave(conn, who),
            Command::Resync { conn, who } => {
                let sync = frame(&ServerMessage::Sync(self.view.clone()));
                if let Some(out) = self.out_of(conn, who) {
                    let _ = out.try_send(Out::Frame(sync));
                }
            }
            Command::Teacher { conn, message } => self.teacher(conn, message),
            Command::Answer {
                conn,
                seat,
                question,
                answer,
            } => self.answer(conn, seat, question, answer),
            Command::Results(reply) => {
                let _ = reply.send(self.results.csv());
            }
            Command::Summary(reply) => {
                let _ = reply.send(self.summary());
            }
            Command::Stop => self.end(EndReason::Stopped),
        }
    }

    /// A connection's own channel, if it is still the one in its place.
    fn out_of(&self, conn: u64, who: Who) -> Option<&mpsc::Sender<Out>> {
        match who {
            Who::Teacher => self.teachers.get(&conn),
            Who::Student(seat) => match &self.seats.get(seat)?.conn {
                Some((c, out)) if *c == conn => Some(out),
                _ => None,
            },
        }
    }

    fn join(&mut self, conn: u64, join: Join, out: mpsc::Sender<Out>) -> Result<Admitted, Turned> {
        let turn = |refusal, closing| Turned {
            frame: refused(refusal, closing),
            closing,
        };
        if self.ended {
            return Err(turn(Refusal::Ended, true));
        }
        if normalize_code(&join.code) != self.code {
            return Err(turn(Refusal::WrongCode, false));
        }
        if let Some(key) = &join.teacher {
            if !secret::same(key, &self.key) {
                return Err(turn(Refusal::NotTeacher, false));
            }
            self.teachers.insert(conn, out);
            let joined = Joined {
                role: Role::Teacher,
                seat: None,
                seat_number: None,
                name: None,
                rejoined: false,
                view: self.view.clone(),
                answer: None,
                code: Some(self.code.clone()),
                students: Some(self.connected),
                tally: self.open_tally(),
            };
            return Ok(self.admit(Who::Teacher, &joined));
        }
        let known = join.seat.as_ref().and_then(|t| self.tokens.get(t)).copied();
        let (seat, rejoined) = match known {
            Some(seat) => (seat, true),
            None if self.seats.len() >= self.shared.limits.max_students as usize => {
                let max_students = self.shared.limits.max_students;
                return Err(turn(Refusal::RoomFull { max_students }, false));
            }
            None => {
                let Ok(token) = secret::seat_token() else {
                    return Err(turn(Refusal::Ended, true));
                };
                self.tokens.insert(token.clone(), self.seats.len());
                self.seats.push(Seat {
                    token,
                    name: None,
                    conn: None,
                    answer: None,
                });
                (self.seats.len() - 1, false)
            }
        };
        let place = &mut self.seats[seat];
        if let Some(name) = join.name.as_deref().and_then(clean_name) {
            place.name = Some(name);
        }
        match place.conn.replace((conn, out)) {
            Some((_, old)) => {
                let _ = old.try_send(Out::Close(refused(Refusal::TakenOver, true)));
            }
            None => self.connected += 1,
        }
        let current = self.view.question.as_ref().map(|q| q.id);
        let joined = Joined {
            role: Role::Student,
            seat: Some(place.token.clone()),
            seat_number: Some(seat as u32 + 1),
            name: place.name.clone(),
            rejoined,
            view: self.view.clone(),
            answer: place
                .answer
                .clone()
                .filter(|(q, _)| Some(*q) == current)
                .map(|(_, a)| a),
            code: None,
            students: None,
            tally: None,
        };
        self.count_students();
        Ok(self.admit(Who::Student(seat), &joined))
    }

    /// The `joined` frame and a receiver of every page's messages from this moment on.
    fn admit(&self, who: Who, joined: &Joined) -> Admitted {
        let news = &self.shared.news;
        Admitted {
            who,
            joined: frame(&ServerMessage::Joined(joined.clone())),
            events: self.events.subscribe(),
            news: (who == Who::Teacher)
                .then(|| [news.tally.subscribe(), news.students.subscribe()]),
        }
    }

    fn leave(&mut self, conn: u64, who: Who) {
        match who {
            Who::Teacher => {
                self.teachers.remove(&conn);
            }
            Who::Student(seat) => {
                let Some(place) = self.seats.get_mut(seat) else {
                    return;
                };
                if place.conn.as_ref().is_some_and(|(c, _)| *c == conn) {
                    place.conn = None;
                    self.connected -= 1;
                    self.count_students();
                }
            }
        }
    }

    /// Tells the teacher (and the handle) how many students there are.
    fn count_students(&mut self) {
        self.shared
            .connected
            .store(self.connected, Ordering::Relaxed);
        self.shared
            .seats
            .store(self.seats.len() as u32, Ordering::Relaxed);
        self.to_teachers(&ServerMessage::Students {
            connected: self.connected,
            seats: self.seats.len() as u32,
        });
    }

    /// Sends `message` to every page.
    fn broadcast(&self, message: &ServerMessage) {
        let _ = self.events.send(Event::Frame(frame(message)));
    }

    /// Sends `message` to every teacher's connection (never waiting).
    fn to_teachers(&self, message: &ServerMessage) {
        if self.teachers.is_empty() {
            return;
        }
        let frame = frame(message);
        for out in self.teachers.values() {
            let _ = out.try_send(Out::Frame(frame.clone()));
        }
    }

    /// Refuses a teacher's message.
    fn refuse_teacher(&self, conn: u64, refusal: Refusal) {
        if let Some(out) = self.teachers.get(&conn) {
            let _ = out.try_send(Out::Frame(refused(refusal, false)));
        }
    }

    /// Ends the session: every page is told, the results are kept for the handle.
    fn end(&mut self, why: EndReason) {
        self.ended = true;
        let _ = self
            .events
            .send(Event::End(frame(&ServerMessage::Ended { why })));
        let _ = self.shared.last.set(Final {
            csv: self.results.csv(),
            summary: self.summary(),
            answers: self.results.len(),
        });
        self.shared
            .journal_failed
            .store(self.results.failed, Ordering::Relaxed);
        self.shared.ended.send_replace(Some(why));
    }
}
