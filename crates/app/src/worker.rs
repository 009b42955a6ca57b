//! The search runs off the UI thread: a [`Worker`] records a scenario on a background thread,
//! counts plain minimax for comparison, and lays the tree out, while the window shows its
//! progress and offers Cancel.

#[cfg(not(target_arch = "wasm32"))]
use super::background::Background;
use super::background::Stopped;
use gametree_draw::layout::{Layout, tidy};
use gametree_engine::scenario::{Progress, Scenario, ScenarioError};
use gametree_engine::trace::Trace;
use gametree_teach::Say;
use gametree_teach::t;
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

/// Why a search in the background gave no recording, as facts: the job makes no words, and
/// [`Failed::words`] says it on the window's thread, in the window's language.
#[derive(Clone, Debug)]
pub enum Failed {
    /// The scenario or its search refused: a bad position or tree, the node budget, a cancel
    /// during the search.
    Scenario(ScenarioError),
    /// Cancel was pressed while plain minimax was being counted after the search.
    Cancelled,
    /// No thread could be started for the search.
    CannotStart(Stopped),
    /// The search's thread stopped without answering.
    Stopped(Stopped),
    /// The browser could not run the search.
    #[cfg(target_arch = "wasm32")]
    Web(super::error::WebError),
}

impl Failed {
    /// What went wrong, in the language in force (call it on the window's thread).
    pub fn words(&self) -> String {
        match self {
            Failed::Scenario(e) => e.say(),
            Failed::Cancelled => t!("app-search-cancelled"),
            Failed::CannotStart(e) => t!("app-search-cannot-start", reason = e.to_string()),
            Failed::Stopped(Stopped::NoThread) => t!("app-search-no-thread"),
            Failed::Stopped(Stopped::Died) => t!("app-search-died"),
            #[cfg(target_arch = "wasm32")]
            Failed::Web(e) => e.say(),
        }
    }
}

/// A [`Failed`] search as the browser's Web Worker hands it back to the page: its facts, as
/// JSON (the worker makes no words; the page words them in its own language).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerFailure {
    /// The search would visit more than `limit` nodes (see `SearchError::NodeBudget`).
    NodeBudget {
        /// The budget.
        limit: u64,
        /// What the search already used.
        alphabeta: bool,
        /// The transposition table was on.
        tt: bool,
        /// A depth limit was set.
        depth: bool,
        /// A search of chance.
        chance: bool,
    },
    /// Recording it would hold more than `limit` nodes (see `SearchError::RecordingTooBig`).
    RecordingTooBig {
        /// The most a recording may hold.
        limit: u64,
    },
    /// More nodes than any recording may hold (see `ScenarioError::TooBigToRecord`).
    TooBigToRecord {
        /// The most a recording may hold.
        limit: u64,
        /// A search of chance.
        chance: bool,
    },
    /// The search was cancelled.
    Cancelled,
    /// The scenario itself was refused (its game could not be built): the page, which has
    /// the scenario, builds it again to say why.
    Scenario,
}

impl WorkerFailure {
    /// The facts of `failed`, to send.
    pub fn of(failed: &Failed) -> WorkerFailure {
        use gametree_engine::search::SearchError;
        match failed {
            Failed::Scenario(ScenarioError::Search(SearchError::NodeBudget { limit, in_use })) => {
                WorkerFailure::NodeBudget {
                    limit: *limit,
                    alphabeta: in_use.alphabeta,
                    tt: in_use.tt,
                    depth: in_use.depth,
                    chance: in_use.chance,
                }
            }
            Failed::Scenario(ScenarioError::Search(SearchError::RecordingTooBig { limit })) => {
                WorkerFailure::RecordingTooBig { limit: *limit }
            }
            Failed::Scenario(ScenarioError::TooBigToRecord { limit, chance }) => {
                WorkerFailure::TooBigToRecord {
                    limit: *limit,
                    chance: *chance,
                }
            }
            Failed::Scenario(ScenarioError::Search(SearchError::Cancelled)) | Failed::Cancelled => {
                WorkerFailure::Cancelled
            }
            _ => WorkerFailure::Scenario,
        }
    }

    /// The failure again, on the page that searched `scenario`.
    pub fn failed(self, scenario: &Scenario) -> Failed {
        use gametree_engine::search::{InUse, SearchError};
        let search = |e| Failed::Scenario(ScenarioError::Search(e));
        match self {
            WorkerFailure::NodeBudget {
                limit,
                alphabeta,
                tt,
                depth,
                chance,
            } => search(SearchError::NodeBudget {
                limit,
                in_use: InUse {
                    alphabeta,
                    tt,
                    depth,
                    chance,
                },
            }),
            WorkerFailure::RecordingTooBig { limit } => {
                search(SearchError::RecordingTooBig { limit })
            }
            WorkerFailure::TooBigToRecord { limit, chance } => {
                Failed::Scenario(ScenarioError::TooBigToRecord { limit, chance })
            }
            WorkerFailure::Cancelled => Failed::Cancelled,
            WorkerFailure::Scenario => match scenario.game() {
                Err(e) => Failed::Scenario(e),
                Ok(_) => Failed::Stopped(Stopped::Died),
            },
        }
    }
}

/// A search in progress in the background: on its own thread on the desktop, in a Web Worker
/// in the browser (so the page never freezes, and Cancel stops it at once).
pub struct Worker {
    /// The search's progress, shared with its job (it also holds the cancel flag).
    pub progress: Arc<Progress>,
    /// The scenario being searched (the "Searching …" line shows its title).
    pub scenario: Scenario,
    #[cfg(not(target_arch = "wasm32"))]
    job: Result<Background<Result<Finished, Failed>>, Stopped>,
    #[cfg(target_arch = "wasm32")]
    job: Result<super::web_worker::WebSearch, super::error::WebError>,
}

impl Worker {
    /// Starts recording `scenario`. `wake` is called when the result is ready (to repaint).
    pub fn start(scenario: Scenario, wake: impl Fn() + Send + 'static) -> Worker {
        let progress = Arc::new(Progress::default());
        #[cfg(not(target_arch = "wasm32"))]
        let job = {
            let shared = Arc::clone(&progress);
            let searched = scenario.clone();
            Background::start("search", move || run_job(&searched, &shared), wake)
        };
        #[cfg(target_arch = "wasm32")]
        let job = super::web_worker::WebSearch::start(scenario.clone(), wake);
        Worker {
            progress,
            scenario,
            job,
        }
    }

    /// Runs the job on this thread (tests, benches): same result, no thread.
    pub fn run_now(scenario: &Scenario) -> Result<Finished, Failed> {
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

    /// The result, once the job is done (its failure is worded where it is shown).
    pub fn poll(&mut self) -> Option<Result<Finished, Failed>> {
        match &mut self.job {
            #[cfg(not(target_arch = "wasm32"))]
            Err(e) => Some(Err(Failed::CannotStart(*e))),
            #[cfg(not(target_arch = "wasm32"))]
            Ok(job) => job
                .poll()
                .map(|answer| answer.unwrap_or_else(|e| Err(Failed::Stopped(e)))),
            #[cfg(target_arch = "wasm32")]
            Err(e) => Some(Err(Failed::Web(e.clone()))),
            #[cfg(target_arch = "wasm32")]
            Ok(job) => job.poll(),
        }
    }
}

/// Records `scenario` and counts what plain minimax visits on it (the yardstick for pruning).
pub fn record_with_yardstick(scenario: &Scenario, progress: &Progress) -> Result<Trace, Failed> {
    let mut trace = scenario.record(Some(progress)).map_err(Failed::Scenario)?;
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
        return Err(Failed::Cancelled);
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

fn run_job(scenario: &Scenario, progress: &Progress) -> Result<Finished, Failed> {
    record_with_yardstick(scenario, progress).map(|trace| finished(scenario, trace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree_engine::scenario::GameChoice;

    /// What the browser's worker sends back is what the page words: the same facts.
    #[test]
    fn a_worker_s_failure_comes_back_as_the_same_facts() {
        let mut big = Scenario {
            game: GameChoice::TicTacToe {
                position: ".........".into(),
            },
            max_nodes: 1000,
            ..Scenario::default()
        };
        big.config.algorithm = gametree_engine::search::Algorithm::Minimax;
        let failed = record_with_yardstick(&big, &Progress::default())
            .err()
            .unwrap();
        let sent = serde_json::to_string(&WorkerFailure::of(&failed)).unwrap();
        let back: WorkerFailure = serde_json::from_str(&sent).unwrap();
        assert_eq!(back.failed(&big).words(), failed.words());
        let bad = Scenario {
            game: GameChoice::TicTacToe {
                position: "XXXX".into(),
            },
            ..Scenario::default()
        };
        let failed = record_with_yardstick(&bad, &Progress::default())
            .err()
            .unwrap();
        assert_eq!(WorkerFailure::of(&failed), WorkerFailure::Scenario);
        assert_eq!(WorkerFailure::Scenario.failed(&bad).words(), failed.words());
    }
}
