//! One task per connection: it reads the page's messages (capped in size and rate, refused by
//! role), hands them to the room, and writes what the room and every-page broadcast send it.
//! A page that floods is closed here, without the room or the other pages noticing; a page
//! that falls behind the broadcast gets the whole view again instead of every missed message.

use super::Shared;
use super::rate::Bucket;
use super::room::{Command, Event, Out, Turned, Who, frame, refused};
use crate::protocol::{ClientMessage, EndReason, Refusal, ServerMessage};
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::{broadcast, mpsc, oneshot, watch};

/// How many messages for this page alone may wait (answers taken, refusals, tallies).
const OUT_QUEUE: usize = 64;
/// A page that takes longer than this to take one message is closed.
const SEND_WITHIN: Duration = Duration::from_secs(10);
/// How long a closing connection waits for the page's own close frame.
const CLOSE_WITHIN: Duration = Duration::from_secs(3);
/// WebSocket close codes: normal, and "policy violation" (flooding).
const CLOSE_NORMAL: u16 = 1000;
const CLOSE_POLICY: u16 = 1008;

/// Whether the connection goes on.
enum Flow {
    Go,
    Stop,
}

struct Conn {
    socket: WebSocket,
    shared: Arc<Shared>,
    id: u64,
    who: Option<Who>,
    out_tx: mpsc::Sender<Out>,
    events: Option<broadcast::Receiver<Event>>,
    /// The teacher's news: the latest tally.
    tally: Option<watch::Receiver<Option<Utf8Bytes>>>,
    /// The teacher's news: the latest students' count.
    students: Option<watch::Receiver<Option<Utf8Bytes>>>,
    bucket: Bucket,
    heard: Instant,
}

/// Serves one WebSocket until it closes or the session ends.
pub(crate) async fn serve(socket: WebSocket, shared: Arc<Shared>) {
    let _alive = Alive::new(shared.clone());
    let (out_tx, out_rx) = mpsc::channel(OUT_QUEUE);
    let mut conn = Conn {
        socket,
        id: shared.next_conn.fetch_add(1, Ordering::Relaxed),
        who: None,
        out_tx,
        events: None,
        tally: None,
        students: None,
        bucket: Bucket::new(shared.limits.student_rate),
        heard: Instant::now(),
        shared,
    };
    conn.run(out_rx).await;
    if let Some(who) = conn.who {
        let leave = Command::Leave { conn: conn.id, who };
        let _ = conn.shared.commands.send(leave).await;
    }
}

/// Counts the connection as open while it lives (the end waits for every page to be told).
struct Alive(Arc<Shared>);

impl Alive {
    fn new(shared: Arc<Shared>) -> Alive {
        shared.live.send_modify(|n| *n += 1);
        Alive(shared)
    }
}

impl Drop for Alive {
    fn drop(&mut self) {
        self.0.live.send_modify(|n| *n -= 1);
    }
}

/// The next every-page event, or never before joining.
async fn next_event(events: &mut Option<broadcast::Receiver<Event>>) -> Result<Event, RecvError> {
    match events {
        Some(events) => events.recv().await,
        None => std::future::pending().await,
    }
}

/// The next news (a frame changed since the last one sent), or never.
async fn next_news(news: &mut Option<watch::Receiver<Option<Utf8Bytes>>>) -> Utf8Bytes {
    if let Some(rx) = news {
        while rx.changed().await.is_ok() {
            if let Some(frame) = rx.borrow_and_update().clone() {
                return frame;
            }
        }
    }
    std::future::pending().await
}

impl Conn {
    async fn run(&mut self, mut out_rx: mpsc::Receiver<Out>) {
        let limits = &self.shared.limits;
        let mut ping = tokio::time::interval(limits.ping_every);
        ping.reset();
        let join_by = tokio::time::sleep(limits.join_within);
        tokio::pin!(join_by);
        let mut ended = self.shared.ended.subscribe();
        loop {
            let flow = tokio::select! {
                incoming = self.socket.recv() => match incoming {
                    Some(Ok(message)) => self.incoming(message).await,
                    _ => Flow::Stop,
                },
                event = next_event(&mut self.events) => self.event(event).await,
                news = next_news(&mut self.tally) => self.send(news).await,
                news = next_news(&mut self.students) => self.send(news).await,
                Some(out) = out_rx.recv() => match out {
                    Out::Frame(f) => self.send(f).await,
                    Out::Close(f) => self.close(f, CLOSE_NORMAL).await,
                },
                _ = ping.tick() => self.ping().await,
                () = &mut join_by, if self.who.is_none() => {
                    self.close(refused(Refusal::NotJoined, true), CLOSE_POLICY).await
                }
                why = async { ended.wait_for(Option::is_some).await.ok().and_then(|w| *w) },
                    if self.who.is_none() => {
                    let why = why.unwrap_or(EndReason::Stopped);
                    self.close(frame(&ServerMessage::Ended { why }), CLOSE_NORMAL).await
                }
            };
            if let Flow::Stop = flow {
                break;
            }
        }
    }

    /// A message from the page.
    async fn incoming(&mut self, message: Message) -> Flow {
        self.heard = Instant::now();
        if !self.bucket.take(self.heard) {
            return match self.who {
                Some(Who::Teacher) => self.send(refused(Refusal::TooFast, false)).await,
                _ => {
                    self.close(refused(Refusal::TooFast, true), CLOSE_POLICY)
                        .await
                }
            };
        }
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => return self.send(refused(Refusal::Unreadable, false)).await,
            Message::Ping(_) | Message::Pong(_) => return Flow::Go,
            Message::Close(_) => return Flow::Stop,
        };
        let limits = &self.shared.limits;
        let limit = match self.who {
            Some(Who::Teacher) => limits.teacher_message_bytes,
            _ => limits.student_message_bytes,
        };
        if text.len() > limit {
            let limit = limit as u32;
            return self.send(refused(Refusal::TooBig { limit }, false)).await;
        }
        let Ok(message) = ClientMessage::from_json(&text) else {
            return self.send(refused(Refusal::Unreadable, false)).await;
        };
        let command = match (self.who, message) {
            (None, ClientMessage::Join(join)) => return self.join(join).await,
            (None, _) => return self.send(refused(Refusal::NotJoined, false)).await,
            (Some(_), ClientMessage::Join(_)) => {
                return self.send(refused(Refusal::JoinedAlready, false)).await;
            }
            // Present: heard (the idle close waits again); nothing for the room.
            (Some(_), ClientMessage::Present) => return Flow::Go,
            (Some(Who::Student(seat)), ClientMessage::Answer { question, answer }) => {
                Command::Answer {
                    conn: self.id,
                    seat,
                    question,
                    answer,
                }
            }
            (Some(Who::Student(_)), _) => {
                return self.send(refused(Refusal::NotTeacher, false)).await;
            }
            (Some(Who::Teacher), ClientMessage::Answer { question, .. }) => {
                return self
                    .send(refused(Refusal::BadAnswer { question }, false))
                    .await;
            }
            (Some(Who::Teacher), message) => Command::Teacher {
                conn: self.id,
                message,
            },
        };
        self.tell_room(command).await
    }

    async fn tell_room(&mut self, command: Command) -> Flow {
        match self.shared.commands.send(command).await {
            Ok(()) => Flow::Go,
            Err(_) => Flow::Stop,
        }
    }

    async fn join(&mut self, join: crate::protocol::Join) -> Flow {
        let (reply, answer) = oneshot::channel();
        let command = Command::Join {
            conn: self.id,
            join,
            out: self.out_tx.clone(),
            reply,
        };
        if let Flow::Stop = self.tell_room(command).await {
            return Flow::Stop;
        }
        match answer.await {
            Ok(Ok(admitted)) => {
                self.who = Some(admitted.who);
                self.events = Some(admitted.events);
                if let Some([tally, students]) = admitted.news {
                    (self.tally, self.students) = (Some(tally), Some(students));
                }
                if admitted.who == Who::Teacher {
                    self.bucket = Bucket::new(self.shared.limits.teacher_rate);
                }
                self.send(admitted.joined).await
            }
            Ok(Err(Turned {
                frame,
                closing: true,
            })) => self.close(frame, CLOSE_NORMAL).await,
            Ok(Err(Turned { frame, .. })) => self.send(frame).await,
            Err(_) => Flow::Stop,
        }
    }

    /// A message for every page.
    async fn event(&mut self, event: Result<Event, RecvError>) -> Flow {
        match event {
            Ok(Event::Frame(f)) => self.send(f).await,
            Ok(Event::End(f)) => self.close(f, CLOSE_NORMAL).await,
            Err(RecvError::Lagged(_)) => match self.who {
                Some(who) => self.tell_room(Command::Resync { conn: self.id, who }).await,
                None => Flow::Go,
            },
            Err(RecvError::Closed) => Flow::Stop,
        }
    }

    async fn ping(&mut self) -> Flow {
        if self.heard.elapsed() > self.shared.limits.idle {
            return self.close(Utf8Bytes::from_static(""), CLOSE_NORMAL).await;
        }
        self.write(Message::Ping(Default::default())).await
    }

    async fn send(&mut self, frame: Utf8Bytes) -> Flow {
        self.write(Message::Text(frame)).await
    }

    /// Sends `last` (if not empty), then closes with `code`: the close frame, then what the
    /// page still sends is read and dropped until its own close frame (for a while at most),
    /// so that the socket closes cleanly and the page reads `last` (a socket closed with
    /// unread data is reset, and the page could lose it).
    async fn close(&mut self, last: Utf8Bytes, code: u16) -> Flow {
        if !last.is_empty() {
            let _ = self.write(Message::Text(last)).await;
        }
        let close = Message::Close(Some(CloseFrame {
            code,
            reason: Utf8Bytes::from_static(""),
        }));
        if let Flow::Go = self.write(close).await {
            let drain = async {
                while let Some(Ok(m)) = self.socket.recv().await {
                    if let Message::Close(_) = m {
                        break;
                    }
                }
            };
            let _ = tokio::time::timeout(CLOSE_WITHIN, drain).await;
        }
        Flow::Stop
    }

    async fn write(&mut self, message: Message) -> Flow {
        match tokio::time::timeout(SEND_WITHIN, self.socket.send(message)).await {
            Ok(Ok(())) => Flow::Go,
            _ => Flow::Stop,
        }
    }
}
