//! The class server: one room per server, a join code and a teacher's key from the OS, one
//! task per connection, the room's state owned by one task (no lock shared), every page's
//! messages on a broadcast channel, and the web folder's files.
//!
//! [`start`] runs it on a thread with a tokio runtime of its own and returns a [`Handle`]
//! (the desktop app and the command line); [`serve`] runs it on the runtime it is called
//! from and returns a [`Session`] (tests, an async program).
//!
//! ```no_run
//! use gametree_class::server::{Config, start};
//! let handle = start(Config { web: Some("web/dist".into()), ..Config::default() }).unwrap();
//! println!("{}", handle.student_url(handle.lan_address()));
//! println!("{}", handle.teacher_url());
//! handle.stop();
//! ```

mod conn;
mod files;
mod lan;
mod rate;
mod results;
mod room;
mod secret;

pub use lan::lan_address;
pub use rate::Rate;
pub use results::ResultsFile;

use crate::protocol::{EndReason, JoinLink, QuestionSummary};
use room::{Command, Room};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};

/// How many commands the room may have waiting.
const COMMAND_QUEUE: usize = 4096;
/// How long the end waits for the pages to be told.
const TELL_PAGES_WITHIN: Duration = Duration::from_secs(3);

/// What a server is started with.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (port 0: a free port).
    pub bind: SocketAddr,
    /// The web build's folder to serve (`None`: the session only).
    pub web: Option<PathBuf>,
    /// Where the answers are written as they arrive.
    pub results: ResultsFile,
    /// Caps on the room and its connections.
    pub limits: Limits,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            bind: SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 8080),
            web: None,
            results: ResultsFile::None,
            limits: Limits::default(),
        }
    }
}

/// Caps on the room and on each connection.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// The most students (seats) the room takes.
    pub max_students: u32,
    /// A student's (or a page not yet joined) longest message, in bytes.
    pub student_message_bytes: usize,
    /// The teacher's longest message (a scenario link may hold a tree's text).
    pub teacher_message_bytes: usize,
    /// A student's message rate; past it the connection is closed.
    pub student_rate: Rate,
    /// The teacher's message rate; past it messages are refused.
    pub teacher_rate: Rate,
    /// A page that has not joined by then is closed.
    pub join_within: Duration,
    /// A page heard from neither message nor pong for this long is closed.
    pub idle: Duration,
    /// How often the server pings each page.
    pub ping_every: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_students: 500,
            student_message_bytes: 4096,
            teacher_message_bytes: 1 << 20,
            student_rate: Rate {
                per_second: 5.0,
                burst: 20,
            },
            teacher_rate: Rate {
                per_second: 100.0,
                burst: 200,
            },
            join_within: Duration::from_secs(15),
            idle: Duration::from_secs(60),
            ping_every: Duration::from_secs(20),
        }
    }
}

/// Why a server could not start (said in words by the command line and the app).
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The address could not be listened on (in use, not this machine's).
    #[error("cannot listen on {addr}: {error}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        #[source]
        error: std::io::Error,
    },
    /// The web folder is not a folder.
    #[error("the web folder {0} is missing")]
    NoWeb(PathBuf),
    /// The results file could not be made (it exists, or the folder cannot be written).
    #[error("cannot write the results to {path}: {error}")]
    Results {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        error: std::io::Error,
    },
    /// The runtime (threads) could not be made.
    #[error("cannot start the server: {0}")]
    Runtime(#[source] std::io::Error),
    /// The operating system gave no random numbers.
    #[error("the operating system gave no random numbers: {0}")]
    Random(String),
}

/// The session's results when it ended, for the handle.
#[derive(Clone, Debug)]
pub(crate) struct Final {
    csv: String,
    summary: Vec<QuestionSummary>,
    answers: usize,
}

/// What the room, the connections and the handle share (atomics and channels only).
pub(crate) struct Shared {
    commands: mpsc::Sender<Command>,
    limits: Limits,
    code: String,
    key: String,
    connected: AtomicU32,
    seats: AtomicU32,
    answers: AtomicU32,
    next_conn: AtomicU64,
    /// Set once, when the session ends.
    ended: watch::Sender<Option<EndReason>>,
    /// How many connections are open.
    live: watch::Sender<usize>,
    last: OnceLock<Final>,
    journal_failed: AtomicBool,
    /// The teacher's latest tally and students' count.
    news: room::News,
}

/// A running session, on the runtime it was started from.
pub struct Session {
    addr: SocketAddr,
    shared: Arc<Shared>,
    results: Option<PathBuf>,
    done: tokio::task::JoinHandle<()>,
}

/// Starts a server on the runtime this is called from: binds, makes the code and key, and
/// serves until [`Session::stop`] or the teacher's `end`.
pub async fn serve(config: Config) -> Result<Session, ServerError> {
    if let Some(web) = &config.web
        && !web.is_dir()
    {
        return Err(ServerError::NoWeb(web.clone()));
    }
    let code = secret::join_code()?;
    let key = secret::teacher_key()?;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .map_err(|error| ServerError::Bind {
            addr: config.bind,
            error,
        })?;
    let addr = listener.local_addr().map_err(|error| ServerError::Bind {
        addr: config.bind,
        error,
    })?;
    let (commands, command_rx) = mpsc::channel(COMMAND_QUEUE);
    let shared = Arc::new(Shared {
        commands,
        limits: config.limits.clone(),
        code: code.clone(),
        key: key.clone(),
        connected: AtomicU32::new(0),
        seats: AtomicU32::new(0),
        answers: AtomicU32::new(0),
        next_conn: AtomicU64::new(0),
        ended: watch::channel(None).0,
        live: watch::channel(0).0,
        last: OnceLock::new(),
        journal_failed: AtomicBool::new(false),
        news: room::News::default(),
    });
    let room = Room::new(shared.clone(), code, key, &config.results)?;
    let results = room.results_path();
    let room = tokio::spawn(room.run(command_rx));
    let app = files::router(shared.clone(), config.web.as_deref());
    // Small frames go out at once (no Nagle delay before a step reaches a page).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let mut ended = shared.ended.subscribe();
    let server = axum::serve(listener, app).with_graceful_shutdown(async move {
        let _ = ended.wait_for(Option::is_some).await;
    });
    let live = shared.live.subscribe();
    let done = tokio::spawn(async move {
        let _ = server.await;
        let mut live = live;
        let _ = tokio::time::timeout(TELL_PAGES_WITHIN, live.wait_for(|n| *n == 0)).await;
        let _ = room.await;
    });
    Ok(Session {
        addr,
        shared,
        results,
        done,
    })
}

impl Session {
    /// The address the server listens on (its port, when 0 was asked).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The join code.
    pub fn code(&self) -> &str {
        &self.shared.code
    }

    /// The teacher's key.
    pub fn key(&self) -> &str {
        &self.shared.key
    }

    /// The results file, if the answers are written to one.
    pub fn results_file(&self) -> Option<&Path> {
        self.results.as_deref()
    }

    /// Students connected now.
    pub fn students(&self) -> u32 {
        self.shared.connected.load(Ordering::Relaxed)
    }

    /// Seats taken (students connected or not).
    pub fn seats(&self) -> u32 {
        self.shared.seats.load(Ordering::Relaxed)
    }

    /// Answers taken so far.
    pub fn answers(&self) -> u32 {
        self.shared.answers.load(Ordering::Relaxed)
    }

    /// Why the session ended, once it has.
    pub fn ended(&self) -> Option<EndReason> {
        *self.shared.ended.borrow()
    }

    /// Whether a write to the results file failed (the answers are still downloadable).
    pub fn results_failed(&self) -> bool {
        self.shared.journal_failed.load(Ordering::Relaxed)
    }

    /// The students' address on `host`: `http://HOST:PORT/#join=CODE`.
    pub fn student_url(&self, host: IpAddr) -> String {
        let link = JoinLink {
            code: self.code().to_string(),
            teacher: None,
        };
        format!(
            "http://{}/{}",
            SocketAddr::new(host, self.addr.port()),
            link.fragment()
        )
    }

    /// The teacher's address on this machine: `http://127.0.0.1:PORT/#join=CODE&teacher=KEY`
    /// (the bound address instead, when the server listens on one address only).
    pub fn teacher_url(&self) -> String {
        let link = JoinLink {
            code: self.code().to_string(),
            teacher: Some(self.key().to_string()),
        };
        let host = match self.addr.ip() {
            ip if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            ip => ip,
        };
        let here = SocketAddr::new(host, self.addr.port());
        format!("http://{here}/{}", link.fragment())
    }

    /// The address students should use: the bound one, or this machine's LAN address when
    /// bound to every interface.
    pub fn lan_address(&self) -> IpAddr {
        match self.addr.ip() {
            ip if ip.is_unspecified() => lan_address(),
            ip => ip,
        }
    }

    /// The answers so far, as CSV.
    pub async fn results_csv(&self) -> String {
        let (reply, answer) = oneshot::channel();
        if self
            .shared
            .commands
            .send(Command::Results(reply))
            .await
            .is_ok()
            && let Ok(csv) = answer.await
        {
            return csv;
        }
        self.last().map(|l| l.csv.clone()).unwrap_or_default()
    }

    /// Every question's results so far.
    pub async fn summary(&self) -> Vec<QuestionSummary> {
        let (reply, answer) = oneshot::channel();
        if self
            .shared
            .commands
            .send(Command::Summary(reply))
            .await
            .is_ok()
            && let Ok(summary) = answer.await
        {
            return summary;
        }
        self.last().map(|l| l.summary.clone()).unwrap_or_default()
    }

    fn last(&self) -> Option<&Final> {
        self.shared.last.get()
    }

    /// Ends the session (every page is told), and waits until the server has stopped.
    pub async fn stop(self) {
        let _ = self.shared.commands.send(Command::Stop).await;
        self.finished().await;
    }

    /// Waits until the session has ended (the teacher's `end`, or [`Session::stop`]).
    pub async fn finished(self) {
        let _ = self.done.await;
    }
}

/// What a stopped session kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stopped {
    /// Answers taken.
    pub answers: u32,
    /// Seats taken (students who joined).
    pub seats: u32,
    /// The results file, if any.
    pub results_file: Option<PathBuf>,
    /// Whether a write to it failed (the answers were downloadable all the same).
    pub results_failed: bool,
}

/// A session running on a thread of its own (with its own tokio runtime).
pub struct Handle {
    session: Option<Session>,
    runtime: Option<tokio::runtime::Runtime>,
}

/// Starts a server on a thread of its own (two worker threads): the desktop app and the
/// command line, which have no async runtime of their own.
pub fn start(config: Config) -> Result<Handle, ServerError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("gametree-class")
        .enable_io()
        .enable_time()
        .build()
        .map_err(ServerError::Runtime)?;
    let session = runtime.block_on(serve(config))?;
    Ok(Handle {
        session: Some(session),
        runtime: Some(runtime),
    })
}

impl Handle {
    fn runtime(&self) -> &tokio::runtime::Runtime {
        self.runtime.as_ref().expect("a handle keeps its runtime")
    }

    /// The session (its address, code, key, counts). Its `async` methods are also the
    /// handle's, blocking: [`Handle::results_csv`], [`Handle::summary`].
    pub fn session(&self) -> &Session {
        self.session.as_ref().expect("a handle keeps its session")
    }

    /// The answers so far, as CSV (blocks; not from inside an async task).
    pub fn results_csv(&self) -> String {
        self.runtime().block_on(self.session().results_csv())
    }

    /// Every question's results so far (blocks; not from inside an async task).
    pub fn summary(&self) -> Vec<QuestionSummary> {
        self.runtime().block_on(self.session().summary())
    }

    /// How many answers the session kept, once it ended.
    pub fn final_answers(&self) -> Option<usize> {
        self.session().last().map(|l| l.answers)
    }

    /// Ends the session (every page is told), stops the server's threads, and says what the
    /// session kept.
    pub fn stop(mut self) -> Stopped {
        let mut stopped = Stopped::default();
        if let (Some(session), Some(runtime)) = (self.session.take(), self.runtime.take()) {
            let shared = session.shared.clone();
            stopped.results_file = session.results.clone();
            runtime.block_on(session.stop());
            runtime.shutdown_timeout(Duration::from_secs(1));
            stopped.answers = shared.answers.load(Ordering::Relaxed);
            stopped.seats = shared.seats.load(Ordering::Relaxed);
            stopped.results_failed = shared.journal_failed.load(Ordering::Relaxed);
        }
        stopped
    }
}

impl std::ops::Deref for Handle {
    type Target = Session;

    fn deref(&self) -> &Session {
        self.session()
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        if let (Some(session), Some(runtime)) = (self.session.take(), self.runtime.take()) {
            runtime.block_on(session.stop());
            runtime.shutdown_timeout(Duration::from_secs(1));
        }
    }
}
