//! The learner's program's standard error, passed on to check's own as it comes (its
//! tracebacks and prints are the learner's to see) until the verdict is near: then the gate
//! shuts, so nothing the program, or a process it left behind, writes later lands after
//! check's one line. That line starts a line of its own even when the program's last words
//! did not end one.

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

/// The thread passing the program's standard error on, and its gate.
pub struct Passed {
    gate: Arc<Mutex<Gate>>,
    /// Says when the program's standard error has ended (every holder closed it).
    ended: Receiver<()>,
}

impl Passed {
    /// Starts passing `from` (the program's standard error) on to ours.
    pub fn spawn(mut from: impl Read + Send + 'static) -> Passed {
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
