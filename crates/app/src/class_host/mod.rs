//! The desktop's class session (issue 46): "Class session…" (its button in the title bar, or
//! F9) starts the class server of `gametree class` (gametree-class, `server`) in the app's own
//! process, on a tokio runtime with threads of its own, and the app joins it as the teacher
//! ([`crate::class::ClassClient`] at 127.0.0.1 with the key), so the app's scenario and step are
//! the session's.
//!
//! - [`ClassHost`] (here): what a start asks for ([`HostConfig`]: address, port, the web build's
//!   folder, where the answers go), the session running, its end (stopped on a thread of its
//!   own, so the window does not wait while every page is told), and why a start failed;
//! - `panel`: the host's card on the right (the students' address, the code in large type,
//!   the QR code, the students' count, the results file, Stop), foldable to one line on a
//!   projector, with the teacher's panel under it;
//! - `qr`: the students' address as a QR code, painted with egui rectangles.
//!
//! Native only: a web page cannot listen for connections.

mod panel;
mod qr;

use gametree_class::server::{Config, Handle, Limits, ResultsFile, ServerError, Stopped, start};
use std::io::ErrorKind;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

/// The port a session asks for first (as `gametree class`); a free one when it is taken.
pub const DEFAULT_PORT: u16 = 8080;

/// The web build a session serves to the students' browsers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebFolder {
    /// Looked for at start: `web/dist` in the current folder, or beside the executable (or
    /// above it: `target/release/gametree` in the repository finds the repository's).
    Find,
    /// This folder.
    At(PathBuf),
    /// None: the session only (students' browsers find no page).
    Without,
}

impl WebFolder {
    /// The folder, if it holds a web build (an `index.html`).
    pub fn resolve(&self) -> Option<PathBuf> {
        match self {
            WebFolder::Find => find_web(),
            WebFolder::At(folder) => Some(folder.clone()).filter(|f| has_page(f)),
            WebFolder::Without => None,
        }
    }
}

/// Whether `folder` holds a web build.
fn has_page(folder: &Path) -> bool {
    folder.join("index.html").is_file()
}

/// The web build beside the current folder or the executable: `web/dist` in the current
/// folder or in the executable's folder or any folder above it, or `web` beside the
/// executable (a release laid out with it).
pub fn find_web() -> Option<PathBuf> {
    let mut candidates = Vec::new();
    if let Ok(here) = std::env::current_dir() {
        candidates.push(here.join("web").join("dist"));
    }
    if let Some(dir) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    {
        candidates.push(dir.join("web"));
        candidates.extend(dir.ancestors().map(|a| a.join("web").join("dist")));
    }
    candidates.into_iter().find(|c| has_page(c))
}

/// Where the answers are written when nothing else is said: the documents folder, else the
/// home folder, else the current one.
pub fn default_results_folder() -> PathBuf {
    dirs::document_dir()
        .or_else(dirs::home_dir)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// What a start asks for.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// The address to listen on (every interface by default, so that the class reaches it).
    pub bind: IpAddr,
    /// The port (0: any free one; a taken one gives way to a free one).
    pub port: u16,
    /// The web build to serve.
    pub web: WebFolder,
    /// The folder the answers are written to (`gametree-class-CODE.csv`), as they arrive.
    pub results_folder: PathBuf,
    /// Caps on the room.
    pub limits: Limits,
}

impl Default for HostConfig {
    fn default() -> HostConfig {
        HostConfig {
            bind: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            web: WebFolder::Find,
            results_folder: default_results_folder(),
            limits: Limits::default(),
        }
    }
}

/// A session running in the app.
pub struct Running {
    handle: Handle,
    /// The students' address (`http://LAN:PORT/#join=CODE`).
    pub students_url: String,
    /// The web build served, if one was found.
    pub web: Option<PathBuf>,
    /// The QR code of the students' address.
    qr: Option<qr::Modules>,
}

impl Running {
    /// The join code.
    pub fn code(&self) -> &str {
        self.handle.code()
    }

    /// The teacher's key.
    pub fn key(&self) -> &str {
        self.handle.key()
    }

    /// The address the server listens on (its port, when 0 was asked).
    pub fn addr(&self) -> SocketAddr {
        self.handle.addr()
    }

    /// Students connected now.
    pub fn students(&self) -> u32 {
        self.handle.students()
    }

    /// The file the answers are written to, if any.
    pub fn results_file(&self) -> Option<&Path> {
        self.handle.results_file()
    }

    /// Whether a write to the results file failed.
    pub fn results_failed(&self) -> bool {
        self.handle.results_failed()
    }

    /// The teacher's WebSocket address on this machine (`ws://127.0.0.1:PORT/class`, or the
    /// bound address when the server listens on one only).
    pub fn teacher_ws(&self) -> String {
        let addr = self.addr();
        let host = match addr.ip() {
            ip if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            ip => ip,
        };
        format!(
            "ws://{}{}",
            SocketAddr::new(host, addr.port()),
            gametree_class::protocol::WS_PATH
        )
    }
}

/// How the last session went, or why a start failed.
pub enum Outcome {
    /// The session ended; what it kept.
    Ended(Stopped),
    /// The server could not start.
    Failed(ServerError),
}

/// The app's class session host: closed, a card to start one, a session running, or one
/// stopping.
#[derive(Default)]
pub struct ClassHost {
    /// Whether the card shows (to start a session, or the one running).
    pub open: bool,
    /// The card folded to one line (the code and the students' count): the tree gets the
    /// room, and the teacher's panel under it.
    pub folded: bool,
    /// What the next start asks for.
    pub config: HostConfig,
    /// The session running.
    pub running: Option<Running>,
    /// A session being stopped on a thread of its own: what it kept arrives here.
    stopping: Option<mpsc::Receiver<Stopped>>,
    /// The last session's end, or why the last start failed.
    pub last: Option<Outcome>,
    /// Stop was pressed once: the card asks to confirm.
    pub confirm_stop: bool,
    /// Where the card was drawn last frame (tests look at it).
    pub drawn: Option<egui::Rect>,
}

impl ClassHost {
    /// Starts a session as [`ClassHost::config`] says (a taken port gives way to a free one);
    /// the running session, or why it could not start (kept in [`ClassHost::last`] too).
    pub fn start(&mut self) -> Option<&Running> {
        if self.running.is_some() || self.stopping.is_some() {
            return self.running.as_ref();
        }
        let c = &self.config;
        let web = c.web.resolve();
        let config = Config {
            bind: SocketAddr::new(c.bind, c.port),
            web: web.clone(),
            results: ResultsFile::InFolder(c.results_folder.clone()),
            limits: c.limits.clone(),
        };
        let started = match start(config.clone()) {
            Err(ServerError::Bind { error, .. })
                if error.kind() == ErrorKind::AddrInUse && c.port != 0 =>
            {
                start(Config {
                    bind: SocketAddr::new(c.bind, 0),
                    ..config
                })
            }
            r => r,
        };
        match started {
            Ok(handle) => {
                let host = handle.lan_address();
                let students_url = handle.student_url(host);
                let qr = qr::Modules::of(&students_url);
                self.running = Some(Running {
                    handle,
                    students_url,
                    web,
                    qr,
                });
                self.last = None;
                self.folded = false;
                self.confirm_stop = false;
            }
            Err(e) => self.last = Some(Outcome::Failed(e)),
        }
        self.running.as_ref()
    }

    /// Ends the session on a thread of its own (every page is told; the window does not
    /// wait); [`ClassHost::poll`] takes what it kept. `wake` is called when it has stopped.
    pub fn stop(&mut self, wake: impl Fn() + Send + 'static) {
        self.confirm_stop = false;
        let Some(running) = self.running.take() else {
            return;
        };
        let (tell, told) = mpsc::channel();
        let handle = running.handle;
        let spawned = std::thread::Builder::new()
            .name("class stop".into())
            .spawn(move || {
                let _ = tell.send(handle.stop());
                wake();
            });
        // No thread to spare: the handle, dropped with the closure, stopped it here.
        if spawned.is_ok() {
            self.stopping = Some(told);
        }
    }

    /// Whether a session is being stopped.
    pub fn is_stopping(&self) -> bool {
        self.stopping.is_some()
    }

    /// Takes a stopped session's end; true when the session running has ended by itself
    /// (the teacher's page sent `end`) and should be stopped.
    pub fn poll(&mut self) -> bool {
        if let Some(told) = &self.stopping {
            match told.try_recv() {
                Ok(stopped) => {
                    self.last = Some(Outcome::Ended(stopped));
                    self.stopping = None;
                }
                Err(mpsc::TryRecvError::Disconnected) => self.stopping = None,
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
        self.running
            .as_ref()
            .is_some_and(|r| r.handle.ended().is_some())
    }
}
