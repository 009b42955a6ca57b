//! Running a game: any [`Game`] behind one object ([`AnyGame`], [`CustomGame`]), recorded or
//! bare, on a thread with a stack deep enough for the deepest game, within a node budget.

use super::{CustomGame, ScenarioError};
use crate::game::Game;
use crate::search::{self, Limits, SearchConfig, SearchError, SearchResult};
use crate::trace::sizer::Sizer;
use crate::trace::{Describe, GameDescriber, Outcome, Recorder, Searched, Trace};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A game of any type behind one object: what scenarios, compare and the app need to run it.
/// Every `Game + Send + Sync + 'static` is one.
pub trait AnyGame: Send + Sync {
    /// Records a search of this position (see [`record_game`]).
    fn record(
        &self,
        config: &SearchConfig,
        max_nodes: u64,
        progress: Option<&Progress>,
        searched: Searched,
    ) -> Result<Trace, SearchError>;

    /// The bare search of this position: value, best move and counts.
    fn bare(&self, config: &SearchConfig, limits: &Limits) -> Result<Outcome, SearchError>;

    /// What names this game's positions and moves in a trace of it (replaying the rules).
    fn describer(&self) -> Arc<dyn Describe>;

    /// Whether some position is a chance node (see
    /// [`Rules::has_chance`](crate::game::Rules::has_chance)).
    fn has_chance(&self) -> bool;
}

impl<G: Game + Send + Sync + 'static> AnyGame for G {
    fn record(
        &self,
        config: &SearchConfig,
        max_nodes: u64,
        progress: Option<&Progress>,
        searched: Searched,
    ) -> Result<Trace, SearchError> {
        record_game(self.clone(), config, max_nodes, progress, searched)
    }

    fn bare(&self, config: &SearchConfig, limits: &Limits) -> Result<Outcome, SearchError> {
        let mut game = self.clone();
        let result = search::search_bare(&mut game, config, limits)?;
        Ok(outcome_of(self, &result))
    }

    fn describer(&self) -> Arc<dyn Describe> {
        Arc::new(GameDescriber(self.clone()))
    }

    fn has_chance(&self) -> bool {
        crate::game::Rules::has_chance(self)
    }
}

impl CustomGame {
    /// Wraps `game` under the title `name`.
    pub fn new<G: Game + Send + Sync + 'static>(name: impl Into<String>, game: G) -> CustomGame {
        let game: Arc<dyn AnyGame> = Arc::new(game);
        CustomGame {
            name: name.into(),
            game: Arc::new(game),
        }
    }

    /// The game, to run: what [`CustomGame::new`] made of it.
    pub(crate) fn runnable(&self) -> Arc<dyn AnyGame> {
        self.game
            .downcast_ref::<Arc<dyn AnyGame>>()
            .expect("only CustomGame::new makes a CustomGame's game")
            .clone()
    }
}

/// Shared with a search running on another thread: its progress, and a cancel button.
#[derive(Default)]
pub struct Progress {
    /// Nodes visited so far in the current pass.
    pub nodes: AtomicU64,
    /// Nodes the recording pass will visit, once the first (counting) pass knows; 0 before.
    pub total: AtomicU64,
    /// The cancel button: set it from another thread and the search stops soon after.
    pub cancel: AtomicBool,
}

/// Stack for a search: it recurses once per move, and the deepest game accepted (bones, 1,000
/// moves) needs about 2 MB in a debug build, more than some threads have (a Windows main
/// thread: 1 MB; a spawned thread: 2 MB). Only the pages used are ever touched.
pub const SEARCH_STACK_BYTES: usize = 64 << 20;

/// Runs `f` on a fresh thread with [`SEARCH_STACK_BYTES`] of stack and waits for it, so a
/// search never overflows the stack of whichever thread asked for it. A panic in `f` is
/// passed on unchanged.
pub fn on_search_stack<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, ScenarioError> {
    // The web has no threads; the web build gives its one thread a large stack instead.
    #[cfg(target_arch = "wasm32")]
    return Ok(f());
    #[cfg(not(target_arch = "wasm32"))]
    {
        // The search makes no words (its results and errors are facts), so the thread needs
        // no language of its own.
        std::thread::scope(|scope| {
            let thread = std::thread::Builder::new()
                .name("search".into())
                .stack_size(SEARCH_STACK_BYTES)
                .spawn_scoped(scope, f)
                .map_err(|e| ScenarioError::NoThread(Arc::new(e)))?;
            Ok(thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
        })
    }
}

/// The node budget, cancel button and progress counter of a search watched through `progress`.
pub fn limits(max_nodes: u64, progress: Option<&Progress>) -> Limits<'_> {
    Limits {
        max_nodes,
        cancel: progress.map(|p| &p.cancel),
        progress: progress.map(|p| &p.nodes),
    }
}

/// The moves of a search result in notation.
pub fn outcome_of<G: Game>(game: &G, result: &SearchResult<G::Move>) -> Outcome {
    let mut g = game.clone();
    let mut pv = Vec::new();
    for &m in &result.principal_variation {
        pv.push(g.move_text(m));
        g.play(m);
    }
    Outcome {
        root_value: result.value,
        best_move: pv.first().cloned(),
        principal_variation: pv,
        stats: result.stats.clone(),
    }
}

/// The recording's own limit, which running a scenario keeps (defined with the trace, which
/// the JSON reader also keeps to).
pub use crate::trace::MAX_RECORDED_NODES;

/// Records a search of `game`, holding at most [`MAX_RECORDED_NODES`] nodes (pruned ones
/// included). `searched` says what it is a search of: a [`Scenario`](super::Scenario), or a name of the
/// program's own for its game (`"Nim 1-2-3".into()`), which titles show as it is.
pub fn record_game<G: Game + Send + Sync + 'static>(
    mut game: G,
    config: &SearchConfig,
    max_nodes: u64,
    progress: Option<&Progress>,
    searched: Searched,
) -> Result<Trace, SearchError> {
    let limits = limits(max_nodes, progress);
    // Explicit trees keep their pruned subtrees: count first, so a recording too big to hold
    // is refused before it takes the memory (games keep only the pruned children).
    if game.show_pruned_subtrees() && config.algorithm.prunes() {
        let mut sizer = Sizer::capped(MAX_RECORDED_NODES);
        search::search(&mut game, config, &limits, &mut sizer)?;
        if sizer.nodes > MAX_RECORDED_NODES {
            return Err(SearchError::RecordingTooBig {
                limit: MAX_RECORDED_NODES,
            });
        }
        if let Some(p) = progress {
            p.total.store(sizer.nodes, Ordering::Relaxed);
            p.nodes.store(0, Ordering::Relaxed);
        }
    }
    let mut recorder = Recorder::new(config.depth).capped(MAX_RECORDED_NODES);
    let root = game.clone();
    let result = search::search(&mut game, config, &limits, &mut recorder)?;
    recorder.add_pruned_subtrees(&root);
    if recorder.overflowed {
        return Err(SearchError::RecordingTooBig {
            limit: MAX_RECORDED_NODES,
        });
    }
    let outcome = outcome_of(&game, &result);
    let codes = result.principal_variation.iter().map(|&m| G::move_code(m));
    let mut trace = recorder.finish(
        config.clone(),
        outcome,
        Arc::new(GameDescriber(game)),
        searched,
    );
    trace.principal_codes = Some(codes.collect());
    Ok(trace)
}
