//! A class session's client (issue 46): the teacher's or a student's page (or the desktop app)
//! joined to `gametree class` or the desktop app's own session (docs/class-protocol.md).
//!
//! - [`ClassClient`]: the connection ([`socket`]) and the session as it stands ([`ClassState`],
//!   [`state`]); it joins, rejoins with its seat token when the connection drops, and sends
//!   the teacher's steps, scenario and questions or the student's answers;
//! - [`questions`]: Predict's question at a step as the session's question, its right answer
//!   and reason, and the judging of the answers given;
//! - [`teacher_panel`] and [`student_panel`]: what each sees (drawn by egui, so the web page
//!   and the desktop share them);
//! - [`wiring`]: the app's side: a teacher's steps and scenario are sent, a following student
//!   is moved to the teacher's step and their own keys do not move them.

pub mod code_line;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod questions;
pub mod read;
pub mod results;
pub mod socket;
pub mod state;
pub mod student_panel;
pub mod teacher_panel;
pub mod wiring;

pub use state::ClassState;

use gametree_class::protocol::{ClientMessage, Join, JoinLink, Role, ServerMessage};
use socket::{Socket, SocketEvent, Wake};
use web_time::{Duration, Instant};

/// The first wait before joining again after the connection dropped; it doubles up to
/// [`RETRY_MOST`].
const RETRY_FIRST: Duration = Duration::from_millis(500);
/// The longest wait between attempts to join again.
const RETRY_MOST: Duration = Duration::from_secs(4);

/// A page's connection to the class session and what it knows of it.
pub struct ClassClient {
    /// The session as the server's messages say it.
    pub state: ClassState,
    /// What the app has done about the session (which scenario and step it shows or sent).
    pub app: wiring::Shown,
    /// The student's answer form and the teacher's panel's own state.
    pub ui: wiring::PanelState,
    url: String,
    join: Join,
    socket: Option<Socket>,
    wake: Wake,
    retry_in: Duration,
    retry_at: Option<Instant>,
}

impl ClassClient {
    /// Joins the session at `url` (`ws://HOST:PORT/class`) as `link` says (the teacher with
    /// its key), with a `name` (a student's, optional) and a seat token kept from before.
    pub fn connect(
        url: &str,
        link: &JoinLink,
        name: Option<String>,
        seat: Option<String>,
        wake: Wake,
    ) -> ClassClient {
        let mut state = ClassState::new(&link.code);
        state.seat = seat.clone();
        let mut client = ClassClient {
            state,
            app: wiring::Shown::default(),
            ui: wiring::PanelState::default(),
            url: url.to_string(),
            join: Join {
                code: link.code.clone(),
                name,
                seat: None,
                teacher: link.teacher.clone(),
            },
            socket: None,
            wake,
            retry_in: RETRY_FIRST,
            retry_at: None,
        };
        client.open();
        client
    }

    /// The WebSocket address of the page's own server (`ws://host:port/class`, `wss` on
    /// https).
    pub fn url_for(host: &str, secure: bool) -> String {
        let scheme = if secure { "wss" } else { "ws" };
        format!("{scheme}://{host}{}", gametree_class::protocol::WS_PATH)
    }

    /// Whether this page holds the teacher's key.
    pub fn is_teacher(&self) -> bool {
        self.join.teacher.is_some()
    }

    /// Whether a student follows the teacher now (the class is locked to the teacher's step).
    pub fn locked(&self) -> bool {
        !self.is_teacher() && self.state.following
    }

    fn open(&mut self) {
        self.socket = Some(Socket::open(&self.url, self.wake.clone()));
        self.retry_at = None;
    }

    /// Sends `message` (dropped while the connection is down: the state travels again on
    /// the next join).
    pub fn send(&self, message: &ClientMessage) {
        if let (Some(socket), true) = (&self.socket, self.state.connected) {
            socket.send(message.to_json());
        }
    }

    /// Applies what arrived; joins when the connection opens, and opens it again after a
    /// while when it dropped (unless the session ended or the join was refused for good).
    /// Returns whether anything arrived.
    pub fn poll(&mut self) -> bool {
        let events = self.socket.as_ref().map(Socket::events).unwrap_or_default();
        let any = !events.is_empty();
        for event in events {
            match event {
                SocketEvent::Opened => {
                    let join = Join {
                        seat: self.state.seat.clone(),
                        ..self.join.clone()
                    };
                    if let Some(socket) = &self.socket {
                        socket.send(ClientMessage::Join(join).to_json());
                    }
                }
                SocketEvent::Text(text) => {
                    if let Some(message) = read::server_message(&text) {
                        if matches!(message, ServerMessage::Joined(_)) {
                            self.retry_in = RETRY_FIRST;
                        }
                        self.state.apply(message);
                    }
                }
                SocketEvent::Closed => {
                    self.state.disconnected();
                    self.socket = None;
                    if !self.state.gives_up() {
                        self.retry_at = Some(Instant::now() + self.retry_in);
                        self.retry_in = (self.retry_in * 2).min(RETRY_MOST);
                    }
                }
            }
        }
        if self.retry_at.is_some_and(|at| Instant::now() >= at) {
            self.open();
        }
        any
    }

    /// How long until the next attempt to join again, if one is due.
    pub fn retry_after(&self) -> Option<Duration> {
        self.retry_at
            .map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Tries to join again now with another code (a student who typed a wrong one).
    pub fn join_again(&mut self, code: &str) {
        let code = gametree_class::protocol::normalize_code(code);
        self.join.code = code.clone();
        self.state.code = code;
        self.state.error = None;
        self.socket = None;
        self.open();
    }

    /// Joins again with a name (a student who typed one): the same seat, now named.
    pub fn set_name(&mut self, name: &str) {
        let Some(name) = gametree_class::protocol::clean_name(name) else {
            return;
        };
        self.join.name = Some(name);
        self.socket = None;
        self.state.disconnected();
        self.open();
    }

    /// The role joined as (or the one asked for, before joining).
    pub fn role(&self) -> Role {
        self.state.role.unwrap_or(if self.is_teacher() {
            Role::Teacher
        } else {
            Role::Student
        })
    }

    /// The teacher's key (for downloading the results).
    pub fn key(&self) -> Option<&str> {
        self.join.teacher.as_deref()
    }

    /// The server's HTTP address (`http://host:port`), from the WebSocket's.
    pub fn http_base(&self) -> String {
        let rest = self.url.split_once("://").map_or("", |(_, r)| r);
        let host = rest.split('/').next().unwrap_or_default();
        let scheme = if self.url.starts_with("wss:") {
            "https"
        } else {
            "http"
        };
        format!("{scheme}://{host}")
    }
}
