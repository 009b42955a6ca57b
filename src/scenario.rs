//! A scenario: which game from which position, searched how. The command line and the app
//! both describe what to run as a [`Scenario`] and get a recorded [`Trace`] (or a bare
//! [`Outcome`]) back from the same functions here.

use crate::game::{Bones, Game, Player, TicTacToe, TreeGame, TreeSpec};
use crate::search::{self, Algorithm, Limits, SearchConfig, SearchError, SearchResult};
use crate::trace::recorder::Sizer;
use crate::trace::{GameDescriber, Outcome, Recorder, Trace};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Where a tree comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeSource {
    File(PathBuf),
    /// Tree notation typed in or built in (`name` says which, for titles).
    Text {
        name: String,
        json: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// 9 cells, row-major, `X` `O` `.`.
    TicTacToe {
        position: String,
    },
    Bones {
        bones: i64,
        max_take: i64,
    },
    Tree {
        source: TreeSource,
        min_root: bool,
    },
}

/// Everything needed to run one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub game: GameChoice,
    pub config: SearchConfig,
    pub max_nodes: u64,
}

/// The tree of AIMA figure 5.2, the book's first alpha-beta example.
pub const AIMA_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

impl Default for Scenario {
    /// The AIMA figure 5.2 tree under alpha-beta: small, and it prunes.
    fn default() -> Self {
        Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: "AIMA figure 5.2".into(),
                    json: AIMA_TREE.into(),
                },
                min_root: false,
            },
            config: SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                ..SearchConfig::default()
            },
            max_nodes: search::DEFAULT_MAX_NODES,
        }
    }
}

/// Shared with a search running on another thread: its progress, and a cancel button.
#[derive(Default)]
pub struct Progress {
    /// Nodes visited so far in the current pass.
    pub nodes: AtomicU64,
    /// Nodes the recording pass will visit, once the first (counting) pass knows; 0 before.
    pub total: AtomicU64,
    pub cancel: AtomicBool,
}

/// Something to do with whichever game the scenario names.
pub trait GameJob {
    type Output;
    fn run<G: Game + Send + Sync + 'static>(self, game: G, title: String) -> Self::Output;
}

impl Scenario {
    /// The game and position in words.
    pub fn game_title(&self) -> String {
        match &self.game {
            GameChoice::TicTacToe { position } => format!("tic-tac-toe {position}"),
            GameChoice::Bones { bones, max_take } => format!("bones n={bones}, take 1–{max_take}"),
            GameChoice::Tree { source, min_root } => {
                let name = match source {
                    TreeSource::File(p) => p.display().to_string(),
                    TreeSource::Text { name, .. } => name.clone(),
                };
                if *min_root {
                    format!("tree {name} (MIN at root)")
                } else {
                    format!("tree {name}")
                }
            }
        }
    }

    /// The algorithm and options in words.
    pub fn search_title(&self) -> String {
        let c = &self.config;
        let mut s = match c.algorithm {
            Algorithm::Minimax => "minimax".to_string(),
            Algorithm::AlphaBeta => "alpha-beta".to_string(),
        };
        for (on, name) in [
            (c.ordering, "ordering"),
            (c.tt, "TT"),
            (c.iterative, "iterative deepening"),
        ] {
            if on {
                s += " + ";
                s += name;
            }
        }
        if let Some(d) = c.depth {
            s += &format!(", depth ≤ {d}");
        }
        s
    }

    pub fn title(&self) -> String {
        format!("{} — {}", self.game_title(), self.search_title())
    }

    /// Builds the game the scenario names and hands it to `job`. Bad positions, heaps or
    /// tree files come back as one readable line.
    pub fn with_game<J: GameJob>(&self, job: J) -> Result<J::Output, String> {
        let title = self.title();
        Ok(match &self.game {
            GameChoice::TicTacToe { position } => {
                job.run(TicTacToe::from_position(position)?, title)
            }
            GameChoice::Bones { bones, max_take } => job.run(Bones::new(*bones, *max_take)?, title),
            GameChoice::Tree { source, min_root } => {
                let spec = match source {
                    TreeSource::File(path) => TreeSpec::read(path)?,
                    TreeSource::Text { name, json } => {
                        TreeSpec::parse(json).map_err(|e| format!("tree {name}: {e}"))?
                    }
                };
                let root = if *min_root { Player::Min } else { Player::Max };
                job.run(TreeGame::new(Arc::new(spec), root), title)
            }
        })
    }

    /// Runs the search and records every step (on its own thread with a deep stack, see
    /// [`on_search_stack`]).
    pub fn record(&self, progress: Option<&Progress>) -> Result<Trace, String> {
        on_search_stack(|| {
            self.with_game(RecordJob {
                scenario: self,
                progress,
            })?
        })?
    }

    /// Runs the bare search (no recording), for speed.
    pub fn run_bare(&self) -> Result<Outcome, String> {
        self.run_bare_with(None)
    }

    /// The bare search, reporting progress and stopping when `progress.cancel` is set.
    pub fn run_bare_with(&self, progress: Option<&Progress>) -> Result<Outcome, String> {
        on_search_stack(|| {
            self.with_game(BareJob {
                config: &self.config,
                max_nodes: self.max_nodes,
                progress,
            })?
        })?
    }

    /// How many nodes plain minimax visits here (the yardstick for pruning), if it fits the budget.
    pub fn minimax_nodes(&self, progress: Option<&Progress>) -> Option<u64> {
        let mut plain = self.clone();
        plain.config = SearchConfig {
            algorithm: Algorithm::Minimax,
            depth: self.config.depth,
            ..SearchConfig::default()
        };
        if progress.is_some_and(|p| p.cancel.load(Ordering::Relaxed)) {
            return None;
        }
        plain
            .run_bare_with(progress)
            .ok()
            .map(|o| o.stats.nodes_visited)
    }
}

/// Stack for a search: it recurses once per move, and the deepest game accepted (bones, 1,000
/// moves) needs about 2 MB in a debug build, more than some threads have (a Windows main
/// thread: 1 MB; a spawned thread: 2 MB). Only the pages used are ever touched.
pub const SEARCH_STACK_BYTES: usize = 64 << 20;

/// Runs `f` on a fresh thread with [`SEARCH_STACK_BYTES`] of stack and waits for it, so a
/// search never overflows the stack of whichever thread asked for it. A panic in `f` is
/// passed on unchanged.
pub fn on_search_stack<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, String> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK_BYTES)
            .spawn_scoped(scope, f)
            .map_err(|e| format!("cannot start the search (no thread available): {e}"))?;
        Ok(thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}

fn limits(max_nodes: u64, progress: Option<&Progress>) -> Limits<'_> {
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

struct RecordJob<'a> {
    scenario: &'a Scenario,
    progress: Option<&'a Progress>,
}

impl GameJob for RecordJob<'_> {
    type Output = Result<Trace, String>;
    fn run<G: Game + Send + Sync + 'static>(self, game: G, title: String) -> Result<Trace, String> {
        let asked = self.scenario.max_nodes;
        let budget = asked.min(MAX_RECORDED_NODES);
        record_game(game, &self.scenario.config, budget, self.progress, title).map_err(|e| {
            match e {
                SearchError::NodeBudget { .. } if asked > budget => format!(
                    "the search would visit more than {MAX_RECORDED_NODES} nodes, too many to record step by step; use --no-trace for the value and counts only, or make it smaller (alpha-beta, --tt, --depth)"
                ),
                e => e.to_string(),
            }
        })
    }
}

/// Most nodes a recording may hold, whatever `--max-nodes` says: at about 200 bytes a node,
/// a recorded trace stays within a few GB. The bare search (`--no-trace`) keeps no tree and
/// is bounded by `--max-nodes` alone.
pub const MAX_RECORDED_NODES: u64 = 20_000_000;

struct BareJob<'a> {
    config: &'a SearchConfig,
    max_nodes: u64,
    progress: Option<&'a Progress>,
}

impl GameJob for BareJob<'_> {
    type Output = Result<Outcome, String>;
    fn run<G: Game + Send + Sync + 'static>(
        self,
        mut game: G,
        _title: String,
    ) -> Result<Outcome, String> {
        let result = search::search_bare(
            &mut game,
            self.config,
            &limits(self.max_nodes, self.progress),
        )
        .map_err(|e| e.to_string())?;
        Ok(outcome_of(&game, &result))
    }
}

/// Records a search of `game`. A first, bare pass counts what the recording will hold, so
/// memory is reserved once and exactly (and an over-budget search fails before allocating).
pub fn record_game<G: Game + Send + Sync + 'static>(
    mut game: G,
    config: &SearchConfig,
    max_nodes: u64,
    progress: Option<&Progress>,
    title: String,
) -> Result<Trace, SearchError> {
    let limits = limits(max_nodes, progress);
    let mut recorder = if config.time_limit.is_none() {
        let mut sizer = Sizer::default();
        search::search(&mut game, config, &limits, &mut sizer)?;
        if let Some(p) = progress {
            p.total.store(sizer.nodes, Ordering::Relaxed);
            p.nodes.store(0, Ordering::Relaxed);
        }
        Recorder::with_capacity(sizer.nodes as usize, sizer.events as usize, config.depth)
    } else {
        Recorder::with_capacity(0, 0, config.depth)
    };
    let result = search::search(&mut game, config, &limits, &mut recorder)?;
    let outcome = outcome_of(&game, &result);
    Ok(recorder.finish(
        config.clone(),
        outcome,
        Arc::new(GameDescriber(game)),
        title,
    ))
}
