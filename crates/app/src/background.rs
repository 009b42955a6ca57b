//! Work off the UI thread, the same way on every platform: on the desktop a [`Background`]
//! job runs on its own thread (with a deep stack, for searches); on the web, which has no
//! threads, it runs between two frames, the first time it is polled, so the window can show
//! "Searching…" before the work starts.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// A job started in the background; [`Background::poll`] hands back its answer once.
pub struct Background<T> {
    #[cfg(not(target_arch = "wasm32"))]
    answer: Receiver<T>,
    #[cfg(target_arch = "wasm32")]
    job: Option<Box<dyn FnOnce() -> T>>,
}

/// Why a job gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// No thread could be started for it.
    NoThread,
    /// Its thread ended without answering (it panicked).
    Died,
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Stopped::NoThread => gametree_teach::t!("app-job-no-thread"),
            Stopped::Died => gametree_teach::t!("app-job-died"),
        })
    }
}

impl std::error::Error for Stopped {}

impl<T: Send + 'static> Background<T> {
    /// Starts `job`; `wake` is called once it has answered (to repaint the window). Jobs make
    /// no words (they hand back facts, which the window words on its own thread), so the job's
    /// thread has no language of its own.
    pub fn start(
        name: &str,
        job: impl FnOnce() -> T + Send + 'static,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Background<T>, Stopped> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, rx) = channel();
            std::thread::Builder::new()
                .name(name.into())
                .stack_size(gametree_engine::scenario::SEARCH_STACK_BYTES)
                .spawn(move || {
                    let _ = tx.send(job());
                    wake();
                })
                .map_err(|_| Stopped::NoThread)?;
            Ok(Background { answer: rx })
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = name;
            wake();
            Ok(Background {
                job: Some(Box::new(job)),
            })
        }
    }

    /// Waits for the answer (on the web the job runs now, on this thread).
    pub fn wait(self) -> Result<T, Stopped> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.answer.recv().map_err(|_| Stopped::Died)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let mut this = self;
            this.poll().unwrap_or(Err(Stopped::Died))
        }
    }

    /// The answer, once it is there (`None` while the job runs).
    pub fn poll(&mut self) -> Option<Result<T, Stopped>> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            match self.answer.try_recv() {
                Ok(t) => Some(Ok(t)),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Err(Stopped::Died)),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.job.take().map(|job| Ok(job()))
        }
    }
}
