//! The learner's program's standard error, passed on to check's own as it comes (its
//! tracebacks and prints are the learner's to see) until the verdict is near: then the gate
//! shuts, so nothing the program, or a process it left behind, writes later lands after
//! check's one line. That line starts a line of its own even when the program's last words
//! did not end one. `grade` keeps each submission's standard error instead ([`Kept`]), the
//! first bytes of it, for its report.

use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// Whether the program's words still go through, and whether the last byte that went
/// through ended a line.
struct Gate {
    open: bool,
    line_ended: bool,
}

/// Where a program's standard error is kept instead of passed on: its first bytes, up to a cap,
/// shared with the thread reading it.
#[derive(Clone, Debug, Default)]
pub struct Kept {
    bytes: Arc<Mutex<Vec<u8>>>,
    cap: usize,
}

impl Kept {
    /// Keeps at most `cap` bytes.
    pub fn new(cap: usize) -> Kept {
        Kept {
            bytes: Arc::default(),
            cap,
        }
    }

    /// What was kept, as text (lossy UTF-8).
    pub fn text(&self) -> String {
        let bytes = self.bytes.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn take(&self, more: &[u8]) {
        let mut bytes = self.bytes.lock().unwrap_or_else(PoisonError::into_inner);
        let room = self.cap.saturating_sub(bytes.len());
        bytes.extend_from_slice(&more[..more.len().min(room)]);
    }
}

/// The thread passing the program's standard error on, and its gate.
pub struct Passed {
    gate: Arc<Mutex<Gate>>,
    /// Says when the program's standard error has ended (every holder closed it).
    ended: Receiver<()>,
}

impl Passed {
    /// Starts passing `from` (the program's standard error) on to ours.
    pub fn spawn(from: impl Read + Send + 'static) -> Passed {
        Passed::start(from, None)
    }

    /// Starts keeping `from` (the program's standard error) in `kept`; the rest is read and
    /// dropped.
    pub fn keep(from: impl Read + Send + 'static, kept: Kept) -> Passed {
        Passed::start(from, Some(kept))
    }

    fn start(mut from: impl Read + Send + 'static, kept: Option<Kept>) -> Passed {
        let gate = Arc::new(Mutex::new(Gate {
            open: true,
            line_ended: true,
        }));
        let shared = gate.clone();
        let (tell, ended) = sync_channel(1);
        std::thread::spawn(move || {
            let mut buf = vec![0u8; 1 << 14];
            loop {
                let n = match from.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                // Checked and written under the lock: once `shut` returns, nothing more goes
                // through.
                let mut gate = shared.lock().unwrap_or_else(PoisonError::into_inner);
                if !gate.open {
                    return;
                }
                if let Some(kept) = &kept {
                    kept.take(&buf[..n]);
                    continue;
                }
                let mut err = std::io::stderr().lock();
                let _ = err.write_all(&buf[..n]);
                let _ = err.flush();
                gate.line_ended = buf[n - 1] == b'\n';
            }
            let _ = tell.send(());
        });
        Passed { gate, ended }
    }

    /// Waits at most `grace` for the program's standard error to end (it ends at once when
    /// the program and its group are gone), then shuts the gate, ending an unfinished line.
    pub fn shut(self, grace: Duration) {
        let _ = self.ended.recv_timeout(grace);
        let mut gate = self.gate.lock().unwrap_or_else(PoisonError::into_inner);
        gate.open = false;
        if !gate.line_ended {
            let _ = writeln!(std::io::stderr().lock());
        }
    }
}
