//! A scenario: which game from which position, searched how. The command line and the app
//! both describe what to run as a [`Scenario`] and get a recorded [`Trace`] (or a bare
//! [`Outcome`]) back from the same functions here.

use crate::game::dice::DiceRace;
use crate::game::{
    Bones, BonesError, Game, Grid, GridError, GridRules, Player, PositionError, TicTacToe,
    TreeError, TreeGame, TreeSpec,
};
pub use crate::search::OptionsError;
use crate::search::mcts::Rewards;
use crate::search::{self, Algorithm, Limits, SearchConfig, SearchError, SearchResult};
use crate::trace::recorder::Sizer;
use crate::trace::{Describe, GameDescriber, Outcome, Recorder, Searched, Trace};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Where a tree comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TreeSource {
    /// A tree file, read when the search starts.
    File(PathBuf),
    /// Tree notation typed in or built in (`name` says which, for titles).
    Text {
        /// What to call the tree in titles, e.g. "AIMA figure 5.2".
        name: String,
        /// The tree in the SPEC.md notation.
        json: String,
    },
}

/// Which game, from which position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameChoice {
    /// Tic-tac-toe from a position.
    TicTacToe {
        /// 9 cells, row-major, `X` `O` `.`.
        position: String,
    },
    /// The Game of Bones.
    Bones {
        /// Bones in the heap.
        bones: i64,
        /// The most a move may take.
        max_take: i64,
    },
    /// Connect Four (7 columns × 6 rows, gravity).
    ConnectFour {
        /// The columns played so far, 1–7 ("4453"); used when `position` is `None`.
        moves: String,
        /// A whole board instead: 42 cells row by row from the top, `X` `O` `.`.
        #[serde(default)]
        position: Option<String>,
    },
    /// An m,n,k-game: `rows` × `cols`, `k` in a row wins.
    Mnk {
        /// Rows, 3–5.
        rows: u8,
        /// Columns, 3–5.
        cols: u8,
        /// How many in a row win, 3 to the longer side.
        k: u8,
        /// The cells row by row from the top, `X` `O` `.`.
        position: String,
    },
    /// An abstract tree.
    Tree {
        /// Where the tree comes from.
        source: TreeSource,
        /// MIN moves at the root.
        min_root: bool,
    },
    /// Dice race: step 1 or roll a die, first to the target wins (a game of chance).
    Dice {
        /// The counter's target.
        target: i64,
    },
    /// Any other [`Game`], given by a program (see [`CustomGame`]); never stored in settings.
    #[serde(skip)]
    Custom(CustomGame),
}

impl GameChoice {
    /// The choice for a board position: tic-tac-toe for 3 × 3 with 3 in a row, Connect Four,
    /// or an m,n,k-game.
    pub fn of_grid(grid: &Grid) -> GameChoice {
        let r = grid.rules();
        let position = grid.position_text();
        if r == GridRules::CONNECT_FOUR {
            GameChoice::ConnectFour {
                moves: String::new(),
                position: Some(position),
            }
        } else if (r.rows, r.cols, r.k) == (3, 3, 3) {
            GameChoice::TicTacToe { position }
        } else {
            GameChoice::Mnk {
                rows: r.rows,
                cols: r.cols,
                k: r.k,
                position,
            }
        }
    }
}

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

/// A game given by a program rather than by name: its title and the game itself.
#[derive(Clone)]
pub struct CustomGame {
    /// What to call the game in titles, e.g. "Nim 3-4-5".
    pub name: String,
    /// The game at its starting position.
    pub game: Arc<dyn AnyGame>,
}

impl CustomGame {
    /// Wraps `game` under the title `name`.
    pub fn new<G: Game + Send + Sync + 'static>(name: impl Into<String>, game: G) -> CustomGame {
        CustomGame {
            name: name.into(),
            game: Arc::new(game),
        }
    }
}

impl PartialEq for CustomGame {
    /// The same game object (games have no equality of their own).
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name && Arc::ptr_eq(&self.game, &other.game)
    }
}

impl Eq for CustomGame {}

impl std::fmt::Debug for CustomGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CustomGame({:?})", self.name)
    }
}

/// Everything needed to run one search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Scenario {
    /// The game and its position.
    pub game: GameChoice,
    /// The algorithm and its options.
    pub config: SearchConfig,
    /// The node budget (`--max-nodes`).
    pub max_nodes: u64,
}

/// Why a scenario could not be searched.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ScenarioError {
    /// The tree file or text.
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// The tree typed in or built in, named.
    #[error("tree {name}: {error}")]
    NamedTree {
        /// The tree's name.
        name: String,
        /// What is wrong with its text.
        #[source]
        error: TreeError,
    },
    /// The tic-tac-toe position.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// The heap or the largest take.
    #[error(transparent)]
    Bones(#[from] BonesError),
    /// The Connect Four or m,n,k board.
    #[error(transparent)]
    Grid(#[from] GridError),
    /// The dice race's target.
    #[error(transparent)]
    Dice(#[from] crate::game::dice::TargetError),
    /// The search itself (budget, cancel).
    #[error(transparent)]
    Search(#[from] SearchError),
    /// More nodes than a recording may hold, whatever `--max-nodes` says.
    #[error("the search would visit more than {limit} nodes, too many to record")]
    TooBigToRecord {
        /// [`MAX_RECORDED_NODES`].
        limit: u64,
    },
    /// No thread could be started for the search.
    #[error("cannot start the search thread: {0}")]
    NoThread(#[source] Arc<std::io::Error>),
    /// Options that cannot go together or make no search.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// Minimax or one of its successors asked of a game with chance nodes.
    #[error("this game has chance nodes, which {algorithm:?} cannot search")]
    ChanceNeedsExpectiminimax {
        /// The algorithm asked for.
        algorithm: Algorithm,
    },
}

impl ScenarioError {
    /// The error in the tree's text, if that is what is wrong.
    pub fn tree_error(&self) -> Option<&TreeError> {
        match self {
            ScenarioError::Tree(e) | ScenarioError::NamedTree { error: e, .. } => Some(e),
            _ => None,
        }
    }
}

/// The tree of AIMA figure 5.2, the book's first alpha-beta example.
pub const AIMA_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The Wikipedia "Alpha–beta pruning" figure's tree (root value 6).
pub const WIKIPEDIA_TREE: &str =
    "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]";

/// The textbook trees by the names titles, slides and menus give them.
pub const EXAMPLE_TREES: [(&str, &str); 2] = [
    ("AIMA figure 5.2", AIMA_TREE),
    ("Wikipedia's alpha-beta tree", WIKIPEDIA_TREE),
];

/// The name of the textbook tree `text` is (whatever its spacing), if it is one.
pub fn example_name(text: &str) -> Option<&'static str> {
    let tree = TreeSpec::parse(text).ok()?.to_json();
    EXAMPLE_TREES
        .iter()
        .find(|(_, json)| TreeSpec::parse(json).is_ok_and(|t| t.to_json() == tree))
        .map(|(name, _)| *name)
}

impl TreeSource {
    /// A tree file, or, when the file holds one of the textbook trees, that tree by its name
    /// (so titles and slides say "Wikipedia's alpha-beta tree", not a path).
    pub fn from_file(path: PathBuf) -> TreeSource {
        let text = crate::files::read_limited(&path, crate::game::tree::MAX_FILE_BYTES)
            .ok()
            .and_then(|b| String::from_utf8(b).ok());
        match text
            .as_deref()
            .and_then(|t| example_name(t).map(|n| (n, t)))
        {
            Some((name, json)) => TreeSource::Text {
                name: name.into(),
                json: json.trim().into(),
            },
            None => TreeSource::File(path),
        }
    }
}

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
    /// The cancel button: set it from another thread and the search stops soon after.
    pub cancel: AtomicBool,
}

impl Scenario {
    /// Refuses options that make no search or cannot go together (see [`OptionsError`]);
    /// every search of a scenario checks this first, whoever built it.
    pub fn check_options(&self) -> Result<(), OptionsError> {
        if self.max_nodes == 0 {
            return Err(OptionsError::NoBudget);
        }
        self.config.check()
    }

    /// Builds the game the scenario names. Bad positions, heaps or tree files come back as
    /// errors that say what is wrong.
    pub fn game(&self) -> Result<Arc<dyn AnyGame>, ScenarioError> {
        self.check_options()?;
        Ok(match &self.game {
            GameChoice::TicTacToe { position } => Arc::new(TicTacToe::from_position(position)?),
            GameChoice::Bones { bones, max_take } => Arc::new(Bones::new(*bones, *max_take)?),
            GameChoice::Dice { target } => {
                Arc::new(DiceRace::new(*target).map_err(ScenarioError::Dice)?)
            }
            GameChoice::ConnectFour { .. } | GameChoice::Mnk { .. } => {
                Arc::new(self.grid().expect("a grid game")?)
            }
            GameChoice::Tree { source, min_root } => {
                let spec = match source {
                    TreeSource::File(path) => TreeSpec::read(path)?,
                    TreeSource::Text { name, json } => {
                        TreeSpec::parse(json).map_err(|error| ScenarioError::NamedTree {
                            name: name.clone(),
                            error,
                        })?
                    }
                };
                let root = if *min_root { Player::Min } else { Player::Max };
                Arc::new(TreeGame::new(Arc::new(spec), root))
            }
            GameChoice::Custom(custom) => custom.game.clone(),
        })
    }

    /// The Connect Four or m,n,k-game position the scenario names (`None` for other games).
    pub fn grid(&self) -> Option<Result<Grid, GridError>> {
        Some(match &self.game {
            GameChoice::ConnectFour { moves, position } => match position {
                Some(p) => Grid::from_position(GridRules::CONNECT_FOUR, p),
                None => Grid::from_moves(moves),
            },
            GameChoice::Mnk {
                rows,
                cols,
                k,
                position,
            } => GridRules::mnk(i64::from(*rows), i64::from(*cols), i64::from(*k))
                .and_then(|rules| Grid::from_position(rules, position)),
            _ => return None,
        })
    }

    /// Runs the search and records every step (on its own thread with a deep stack, see
    /// [`on_search_stack`]).
    pub fn record(&self, progress: Option<&Progress>) -> Result<Trace, ScenarioError> {
        let game = self.searchable_game()?;
        let asked = self.max_nodes;
        let budget = asked.min(MAX_RECORDED_NODES);
        let searched = Searched::from(self.clone());
        let config = self.search_config();
        on_search_stack(|| game.record(&config, budget, progress, searched))?.map_err(|e| match e {
            SearchError::NodeBudget { .. } if asked > budget => ScenarioError::TooBigToRecord {
                limit: MAX_RECORDED_NODES,
            },
            e => e.into(),
        })
    }

    /// The search options as the search runs them: MCTS rewards a tree's leaf values, a
    /// game's win, draw or loss.
    pub fn search_config(&self) -> SearchConfig {
        let mut config = self.config.clone();
        if config.algorithm == Algorithm::Mcts {
            config.mcts.rewards = match self.game {
                GameChoice::Tree { .. } => Rewards::Values,
                _ => Rewards::Outcomes,
            };
        }
        config
    }

    /// The game, refused when it has chance nodes and the algorithm is minimax or one of its
    /// successors: they have no rule for a throw.
    fn searchable_game(&self) -> Result<Arc<dyn AnyGame>, ScenarioError> {
        let game = self.game()?;
        if game.has_chance() && !self.config.algorithm.handles_chance() {
            return Err(ScenarioError::ChanceNeedsExpectiminimax {
                algorithm: self.config.algorithm,
            });
        }
        Ok(game)
    }

    /// Runs the bare search (no recording), for speed.
    pub fn run_bare(&self) -> Result<Outcome, ScenarioError> {
        self.run_bare_with(None)
    }

    /// The bare search, reporting progress and stopping when `progress.cancel` is set.
    pub fn run_bare_with(&self, progress: Option<&Progress>) -> Result<Outcome, ScenarioError> {
        let game = self.searchable_game()?;
        let limits = limits(self.max_nodes, progress);
        let config = self.search_config();
        Ok(on_search_stack(|| game.bare(&config, &limits))??)
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

/// Most nodes a recording may hold, whatever `--max-nodes` says: at 44 bytes a node, a
/// recorded trace stays under 1 GB. The bare search (`--no-trace`) keeps no tree and
/// is bounded by `--max-nodes` alone.
pub const MAX_RECORDED_NODES: u64 = 20_000_000;

/// Records a search of `game`, holding at most [`MAX_RECORDED_NODES`] nodes (pruned ones
/// included). `searched` says what it is a search of: a [`Scenario`], or a name of the
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
