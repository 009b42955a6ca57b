//! The search runs off the UI thread: a [`Worker`] records a scenario on a background thread,
//! counts plain minimax for comparison, and lays the tree out, while the window shows its
//! progress and offers Cancel.

#[cfg(not(target_arch = "wasm32"))]
use super::background::Background;
use gametree_draw::layout::{Layout, tidy};
use gametree_engine::scenario::{Progress, Scenario};
use gametree_engine::t;
use gametree_engine::trace::Trace;
use gametree_teach::Say;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// What a finished job hands back: the recorded trace and its full layout.
pub struct Finished {
    /// The scenario that was searched.
    pub scenario: Scenario,
    /// Its recording.
    pub trace: Arc<Trace>,
    /// The layout of the whole recording.
    pub layout: Layout,
}

/// A search in progress in the background: on its own thread on the desktop, in a Web Worker
/// in the browser (so the page never freezes, and Cancel stops it at once).
pub struct Worker {
    /// The search's progress, shared with its job (it also holds the cancel flag).
    pub progress: Arc<Progress>,
    /// The scenario's title, for the "Searching …" line.
    pub title: String,
    #[cfg(not(target_arch = "wasm32"))]
    job: Result<Background<Result<Finished, String>>, String>,
    #[cfg(target_arch = "wasm32")]
    job: Result<super::web_worker::WebSearch, String>,
}

impl Worker {
    /// Starts recording `scenario`. `wake` is called when the result is ready (to repaint).
    pub fn start(scenario: Scenario, wake: impl Fn() + Send + 'static) -> Worker {
        let progress = Arc::new(Progress::default());
        let title = scenario.title();
        #[cfg(not(target_arch = "wasm32"))]
        let job = {
            let shared = Arc::clone(&progress);
            Background::start("search", move || run_job(&scenario, &shared), wake)
                .map_err(|e| t!("app-search-cannot-start", reason = e.to_string()))
        };
        #[cfg(target_arch = "wasm32")]
        let job = super::web_worker::WebSearch::start(scenario, wake);
        Worker {
            progress,
            title,
            job,
        }
    }

    /// Runs the job on this thread (tests, benches): same result, no thread.
    pub fn run_now(scenario: &Scenario) -> Result<Finished, String> {
        run_job(scenario, &Progress::default())
    }

    /// Asks the search to stop; its result is then an error.
    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
        #[cfg(target_arch = "wasm32")]
        if let Ok(job) = &self.job {
            job.cancel();
        }
    }

    /// The fraction done, if the total is known yet (the counting pass comes first).
    pub fn fraction(&self) -> Option<f32> {
        let total = self.progress.total.load(Ordering::Relaxed);
        let nodes = self.progress.nodes.load(Ordering::Relaxed);
        (total > 0).then(|| (nodes as f32 / total as f32).min(1.0))
    }

    /// Nodes visited so far in the current pass.
    pub fn nodes(&self) -> u64 {
        self.progress.nodes.load(Ordering::Relaxed)
    }

    /// The result, once the job is done.
    pub fn poll(&mut self) -> Option<Result<Finished, String>> {
        match &mut self.job {
            Err(e) => Some(Err(e.clone())),
            #[cfg(not(target_arch = "wasm32"))]
            Ok(job) => job.poll().map(|answer| {
                answer.unwrap_or_else(|e| {
                    Err(match e {
                        super::background::Stopped::NoThread => t!("app-search-no-thread"),
                        super::background::Stopped::Died => t!("app-search-died"),
                    })
                })
            }),
            #[cfg(target_arch = "wasm32")]
            Ok(job) => job.poll(),
        }
    }
}

/// Records `scenario` and counts what plain minimax visits on it (the yardstick for pruning).
pub fn record_with_yardstick(scenario: &Scenario, progress: &Progress) -> Result<Trace, String> {
    let mut trace = scenario.record(Some(progress)).map_err(|e| e.say())?;
    if trace.minimax_nodes.is_none() {
        let c = &trace.config;
        let plain = !trace.is_alphabeta() && !c.tt && !c.iterative && !c.ordering;
        trace.minimax_nodes = if plain {
            Some(trace.outcome.stats.nodes_visited)
        } else {
            scenario.minimax_nodes(Some(progress))
        };
    }
    if progress.cancel.load(Ordering::Relaxed) {
        return Err(t!("app-search-cancelled"));
    }
    Ok(trace)
}

/// A recorded trace, laid out, as the stepper takes it.
pub fn finished(scenario: &Scenario, trace: Trace) -> Finished {
    let layout = tidy(&trace, |_| false);
    Finished {
        scenario: scenario.clone(),
        trace: Arc::new(trace),
        layout,
    }
}

fn run_job(scenario: &Scenario, progress: &Progress) -> Result<Finished, String> {
    record_with_yardstick(scenario, progress).map(|trace| finished(scenario, trace))
}
