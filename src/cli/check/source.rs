//! Where a learner's events come from, line by line, as they arrive: a saved file (a regular
//! file only, at most 1 GB, refused at once when it is a pipe or a device), or a program run
//! in its own process group, whose output is read while it runs and judged as it is read. The
//! program and everything it started is ended — the whole group — when the verdict is
//! reached early, when it prints more than 64 MB, when `--timeout` passes (even if a child it
//! left behind keeps the output open), on an error, and when `check` itself is interrupted
//! (Ctrl+C, SIGTERM). It is killed before its pipe is closed — also when it floods it, or
//! speaks UTF-16 — so it has no broken pipe to complain about over the verdict; its standard
//! error is passed on until then and no further ([`Passed`]), so the verdict is the last line.

use super::program_stderr::Passed;
use crate::check::protocol::is_utf16;
use crate::files::{ReadError, not_a_file};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

/// Most bytes of output read from a program.
pub const MOST_PROGRAM_BYTES: u64 = 64 << 20;
/// Most bytes read from an events file (as `gui --events` and JSON traces).
pub const MOST_FILE_BYTES: u64 = crate::trace::json_read::MAX_TRACE_BYTES;
/// A line longer than this is the program's own output (no event is so long); only its
/// start is kept to pass through.
const MOST_LINE: usize = 64 << 10;
/// How long a finished program's output may stay open (held by a child it left behind)
/// before that child is ended too.
const GRACE: Duration = Duration::from_millis(500);

/// How long a program whose verdict is reached may take to end by itself before check ends
/// it (and says it did).
const FINISHING: Duration = Duration::from_millis(300);

/// What the reading told the judge's caller: lines, until one of these.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    /// The whole output was read; the program exited with this (`None`: a file, or success).
    Whole(Option<Failure>),
    /// The sink asked to stop: the verdict is reached (the program, if still running, was
    /// ended; `true` when it was).
    Stopped(bool),
    /// More than the byte cap.
    Flood(u64),
    /// `--timeout` passed.
    Timeout,
    /// `check` itself was interrupted by this signal (2 SIGINT, 15 SIGTERM).
    Signal(i32),
}

/// How a program failed.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// It exited with this code.
    Code(i32),
    /// A signal ended it.
    Killed,
}

/// Why a source could not be read at all.
#[derive(Debug)]
pub enum SourceError {
    /// The events file.
    File(ReadError),
    /// The text is UTF-16.
    Utf16,
    /// The program could not be started.
    Start(std::io::Error),
}

/// Splits bytes into lines (lossy UTF-8, CR dropped), each at most [`MOST_LINE`] bytes kept.
struct Lines {
    line: Vec<u8>,
    /// Bytes dropped from the line being read.
    long: bool,
    first: bool,
}

impl Lines {
    fn new() -> Lines {
        Lines {
            line: Vec::new(),
            long: false,
            first: true,
        }
    }

    /// Takes `bytes`, calling `out` with every line they complete.
    fn take(&mut self, bytes: &[u8], out: &mut impl FnMut(String)) -> Result<(), SourceError> {
        if self.first && !bytes.is_empty() {
            self.first = false;
            if is_utf16(bytes) {
                return Err(SourceError::Utf16);
            }
        }
        for piece in bytes.split_inclusive(|&b| b == b'\n') {
            let ends = piece.last() == Some(&b'\n');
            let body = if ends {
                &piece[..piece.len() - 1]
            } else {
                piece
            };
            let room = MOST_LINE.saturating_sub(self.line.len());
            self.line.extend_from_slice(&body[..body.len().min(room)]);
            self.long |= body.len() > room;
            if ends {
                out(self.line_text());
            }
        }
        Ok(())
    }

    fn line_text(&mut self) -> String {
        if self.line.last() == Some(&b'\r') {
            self.line.pop();
        }
        let text = String::from_utf8_lossy(&self.line).into_owned();
        let text = if self.long {
            // Too long to be an event: pass its start through as the program's own.
            format!("{text}…")
        } else {
            text
        };
        self.line.clear();
        self.long = false;
        text
    }

    /// The last line, when the text does not end with a newline.
    fn finish(&mut self, out: &mut impl FnMut(String)) {
        if !self.line.is_empty() || self.long {
            out(self.line_text());
        }
    }
}

/// Reads the events file at `path` line by line into `sink` (which answers whether to go
/// on): a regular file only (a pipe or device is refused before it is opened), at most
/// [`MOST_FILE_BYTES`].
pub fn read_file(path: &Path, mut sink: impl FnMut(String) -> bool) -> Result<Ended, SourceError> {
    let io = |e: std::io::Error| {
        SourceError::File(ReadError::Io {
            path: path.to_path_buf(),
            source: Arc::new(e),
        })
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = not_a_file(&meta) {
        return Err(SourceError::File(ReadError::NotAFile {
            path: path.to_path_buf(),
            kind,
        }));
    }
    if meta.len() > MOST_FILE_BYTES {
        return Err(SourceError::File(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit: MOST_FILE_BYTES,
        }));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let mut reader = BufReader::with_capacity(1 << 16, file.take(MOST_FILE_BYTES + 1));
    let mut lines = Lines::new();
    let mut go_on = true;
    let mut read = 0u64;
    loop {
        let buf = reader.fill_buf().map_err(io)?;
        if buf.is_empty() {
            break;
        }
        let n = buf.len();
        read += n as u64;
        lines.take(buf, &mut |l| go_on = go_on && sink(l))?;
        reader.consume(n);
        if !go_on {
            return Ok(Ended::Stopped(false));
        }
        if read > MOST_FILE_BYTES {
            return Err(SourceError::File(ReadError::TooLarge {
                path: path.to_path_buf(),
                limit: MOST_FILE_BYTES,
            }));
        }
    }
    lines.finish(&mut |l| go_on = go_on && sink(l));
    Ok(if go_on {
        Ended::Whole(None)
    } else {
        Ended::Stopped(false)
    })
}

/// What the output reader sends: lines, or how the output ended.
enum Chunk {
    Lines(Vec<String>),
    Flood,
    Eof,
    Utf16,
}

/// How a program is started: its arguments, where, with what added to its environment, and
/// where its standard error goes (`None`: on to ours, as `check` passes it; else kept, at most
/// the buffer's cap, as `grade` keeps each submission's).
pub struct Launch<'a> {
    /// The program and its arguments.
    pub argv: &'a [String],
    /// The folder it runs in (`None`: ours).
    pub cwd: Option<&'a Path>,
    /// Variables added to its environment.
    pub env: &'a [(String, String)],
    /// Where its standard error is kept, instead of passed on.
    pub keep_stderr: Option<super::program_stderr::Kept>,
}

impl<'a> Launch<'a> {
    /// `argv` run here, its standard error passed on.
    pub fn plain(argv: &'a [String]) -> Launch<'a> {
        Launch {
            argv,
            cwd: None,
            env: &[],
            keep_stderr: None,
        }
    }
}

/// Runs `argv` (its own process group, stdin empty, stderr passed on until the verdict) and
/// feeds its output's lines to `sink` as they come, until the output ends or `sink` says stop;
/// ends the group on every way out but a clean end of a program whose children are gone.
pub fn run_program(
    launch: &Launch,
    timeout: f64,
    sink: impl FnMut(String) -> bool,
) -> Result<Ended, SourceError> {
    let argv = launch.argv;
    let mut command = Command::new(&argv[0]);
    command
        .args(&argv[1..])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(cwd) = launch.cwd {
        command.current_dir(cwd);
    }
    for (key, value) in launch.env {
        command.env(key, value);
    }
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let interrupted = signals::watch();
    let mut child = command.spawn().map_err(SourceError::Start)?;
    let stderr = child.stderr.take().expect("piped");
    let passed = match &launch.keep_stderr {
        None => Passed::spawn(stderr),
        Some(kept) => Passed::keep(stderr, kept.clone()),
    };
    let ended = read_program(&mut child, timeout, interrupted, sink);
    // The program's group is gone (or what it left behind is no longer heard): its last
    // words, then the verdict.
    passed.shut(GRACE);
    ended
}

/// [`run_program`]'s reading of the running `child`'s output, ending its group on the way out.
fn read_program(
    child: &mut Child,
    timeout: f64,
    interrupted: &signals::Flags,
    mut sink: impl FnMut(String) -> bool,
) -> Result<Ended, SourceError> {
    let group = Group(child.id());
    let stdout = child.stdout.take().expect("piped");
    let (lines, stop_reading) = spawn_reader(stdout);
    let deadline = Instant::now() + Duration::from_secs_f64(timeout);
    let mut exited_at: Option<Instant> = None;
    let mut strays_ended = false;
    let mut status = None;
    let ended = loop {
        if let Some(sig) = signals::caught(interrupted) {
            break Ended::Signal(sig);
        }
        let now = Instant::now();
        if now >= deadline {
            break Ended::Timeout;
        }
        if status.is_none()
            && let Ok(Some(s)) = child.try_wait()
        {
            status = Some(s);
            exited_at = Some(now);
        }
        if !strays_ended && exited_at.is_some_and(|t| now >= t + GRACE) {
            // The program is gone but something it started holds its output open: end it,
            // and read what is left in the pipe to its end.
            group.end_group();
            strays_ended = true;
        }
        match lines.recv_timeout(Duration::from_millis(50).min(deadline - now)) {
            Ok(Chunk::Lines(batch)) => {
                let mut go_on = true;
                for l in batch {
                    go_on = go_on && sink(l);
                }
                if !go_on {
                    let running = status.is_none() && !finishes(child, &lines, deadline);
                    break Ended::Stopped(running);
                }
            }
            Ok(Chunk::Flood) => break Ended::Flood(MOST_PROGRAM_BYTES),
            Ok(Chunk::Utf16) => {
                group.end(child);
                stop_reading.store(true, Ordering::Relaxed);
                return Err(SourceError::Utf16);
            }
            Ok(Chunk::Eof) | Err(RecvTimeoutError::Disconnected) => {
                let s = match status {
                    Some(s) => Some(s),
                    None => wait_until(child, deadline, interrupted),
                };
                match s {
                    Some(s) => break Ended::Whole(failure(Some(s))),
                    None if signals::caught(interrupted).is_some() => {
                        break Ended::Signal(signals::caught(interrupted).unwrap_or(2));
                    }
                    None => break Ended::Timeout,
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    };
    // End the whole group before the pipe closes (a program told of a broken pipe would
    // print a traceback over the verdict), then let the reader go.
    group.end(child);
    stop_reading.store(true, Ordering::Relaxed);
    drop(lines);
    Ok(ended)
}

/// After the verdict: whether the program ends by itself within [`FINISHING`] (its events
/// all printed, it was on its way out), so that it is not said to have been stopped. More
/// lines coming mean it was still at work: check stops it, and says so.
fn finishes(child: &mut Child, lines: &Receiver<Chunk>, deadline: Instant) -> bool {
    let until = (Instant::now() + FINISHING).min(deadline);
    loop {
        if let Ok(Some(_)) = child.try_wait() {
            return true;
        }
        let now = Instant::now();
        if now >= until {
            return false;
        }
        match lines.recv_timeout(Duration::from_millis(10).min(until - now)) {
            Ok(Chunk::Lines(_) | Chunk::Flood | Chunk::Utf16) => return false,
            // The output has ended: wait for the exit.
            Ok(Chunk::Eof) | Err(RecvTimeoutError::Disconnected) => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// The program's exit as a failure, when it failed.
fn failure(status: Option<std::process::ExitStatus>) -> Option<Failure> {
    let s = status?;
    if s.success() {
        return None;
    }
    Some(s.code().map_or(Failure::Killed, Failure::Code))
}

/// Waits for the program to exit, until the deadline or an interruption.
fn wait_until(
    child: &mut Child,
    deadline: Instant,
    interrupted: &signals::Flags,
) -> Option<std::process::ExitStatus> {
    loop {
        if let Ok(Some(s)) = child.try_wait() {
            return Some(s);
        }
        if Instant::now() >= deadline || signals::caught(interrupted).is_some() {
            return None;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Reads the program's output on a thread, in batches of lines, counting bytes.
fn spawn_reader(mut stdout: impl Read + Send + 'static) -> (Receiver<Chunk>, Arc<AtomicBool>) {
    let (tx, rx) = sync_channel(16);
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 1 << 16];
        let mut lines = Lines::new();
        let mut read = 0u64;
        loop {
            let n = match stdout.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            read += n as u64;
            if read > MOST_PROGRAM_BYTES {
                let _ = tx.send(Chunk::Flood);
                drain(&mut stdout, &mut buf, &stopped);
                return;
            }
            let mut batch = Vec::new();
            if lines.take(&buf[..n], &mut |l| batch.push(l)).is_err() {
                let _ = tx.send(Chunk::Utf16);
                drain(&mut stdout, &mut buf, &stopped);
                return;
            }
            if stopped.load(Ordering::Relaxed)
                || (!batch.is_empty() && tx.send(Chunk::Lines(batch)).is_err())
            {
                return;
            }
        }
        let mut batch = Vec::new();
        lines.finish(&mut |l| batch.push(l));
        if !batch.is_empty() {
            let _ = tx.send(Chunk::Lines(batch));
        }
        let _ = tx.send(Chunk::Eof);
    });
    (rx, stop)
}

/// Reads and drops the rest of the output until it ends or the reading is stopped: the pipe
/// stays open while the program is ended, so it is never told of a broken pipe (and never
/// prints a traceback about it).
fn drain(stdout: &mut impl Read, buf: &mut [u8], stopped: &AtomicBool) {
    while !stopped.load(Ordering::Relaxed) {
        match stdout.read(buf) {
            Ok(0) => return,
            Err(e) if e.kind() != std::io::ErrorKind::Interrupted => return,
            _ => {}
        }
    }
}

/// The program's process group.
struct Group(u32);

impl Group {
    /// Ends every process of the group (the program and what it started), then reaps the
    /// program.
    fn end(&self, child: &mut Child) {
        self.end_group();
        let _ = child.kill();
        let _ = child.wait();
    }

    /// Ends every process left in the group.
    fn end_group(&self) {
        #[cfg(unix)]
        if let Some(pid) = rustix::process::Pid::from_raw(self.0 as i32) {
            let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
        }
    }
}

/// Ctrl+C and SIGTERM while a program runs: noted, so the program's group is ended and the
/// temporary tree removed before `check` exits.
pub mod signals {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// The flags of the signals watched.
    pub type Flags = Vec<(i32, Arc<AtomicBool>)>;

    /// Starts watching SIGINT and SIGTERM (nothing elsewhere), once for the whole run:
    /// every program started afterwards reads the same flags.
    pub fn watch() -> &'static Flags {
        static FLAGS: std::sync::OnceLock<Flags> = std::sync::OnceLock::new();
        FLAGS.get_or_init(|| {
            #[cfg(unix)]
            {
                [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM]
                    .into_iter()
                    .filter_map(|sig| {
                        let flag = Arc::new(AtomicBool::new(false));
                        signal_hook::flag::register(sig, flag.clone())
                            .ok()
                            .map(|_| (sig, flag))
                    })
                    .collect()
            }
            #[cfg(not(unix))]
            Vec::new()
        })
    }

    /// The signal caught, if one was.
    pub fn caught(flags: &Flags) -> Option<i32> {
        flags
            .iter()
            .find(|(_, f)| f.load(Ordering::Relaxed))
            .map(|(s, _)| *s)
    }
}
