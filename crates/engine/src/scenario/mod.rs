//! A scenario: which game from which position, searched how. The command line, links and
//! the app all describe what to run as a [`Scenario`], built from the one table of keys
//! ([`keys`], [`build()`]), and get a recorded [`Trace`] (or a bare [`Outcome`]) back from the
//! same functions here.

pub mod build;
mod error;
mod key_error;
pub mod keys;
mod kind;
mod run;
mod tree_name;
pub mod value;

pub use build::{Origin, build};
pub use error::ScenarioError;
pub use key_error::{KeyError, Problem};
pub use keys::Key;
pub use kind::GameKind;
pub use run::{
    AnyGame, CustomGame, MAX_RECORDED_NODES, Progress, SEARCH_STACK_BYTES, limits, on_search_stack,
    outcome_of, record_game,
};
pub use tree_name::{ExampleTree, TreeName};

use crate::game::dice::DiceRace;
use crate::game::{Bones, Grid, GridError, GridRules, Player, TicTacToe, TreeGame, TreeSpec};
pub use crate::search::OptionsError;
use crate::search::mcts::Rewards;
use crate::search::{self, Algorithm, SearchConfig, SearchError};
use crate::trace::{Outcome, Searched, Trace};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Where a tree comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TreeSource {
    /// A tree file, read when the search starts.
    File(PathBuf),
    /// Tree notation typed in or built in (`name` says which, for titles).
    Text {
        /// Which tree this is, e.g. [`ExampleTree::Aima`]; stored as the string it always
        /// was ("AIMA figure 5.2").
        name: TreeName,
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
    /// Any other [`Game`](crate::game::Game), given by a program (see [`CustomGame`]); never stored in settings.
    #[serde(skip)]
    Custom(CustomGame),
}

impl GameChoice {
    /// Which kind of game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            GameChoice::TicTacToe { .. } => GameKind::TicTacToe,
            GameChoice::Bones { .. } => GameKind::Bones,
            GameChoice::ConnectFour { .. } => GameKind::ConnectFour,
            GameChoice::Mnk { .. } => GameKind::Mnk,
            GameChoice::Tree { .. } => GameKind::Tree,
            GameChoice::Dice { .. } => GameKind::Dice,
            GameChoice::Custom(_) => GameKind::Custom,
        }
    }

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

/// The tree of AIMA figure 5.2, the book's first alpha-beta example.
pub const AIMA_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The Wikipedia "Alpha–beta pruning" figure's tree (root value 6).
pub const WIKIPEDIA_TREE: &str =
    "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]";

/// The textbook trees, in the order menus list them.
pub const EXAMPLE_TREES: [ExampleTree; 2] = [ExampleTree::Aima, ExampleTree::Wikipedia];

/// Small trees with chance nodes, for expectiminimax and MCTS, in the order menus list them.
/// The first has the layers of AIMA's figure 5.11 (MAX, chance, MIN).
pub const CHANCE_EXAMPLE_TREES: [ExampleTree; 3] = [
    ExampleTree::ChanceLayers,
    ExampleTree::SureOrGamble,
    ExampleTree::UnevenOdds,
];

/// The example tree `text` is (whatever its spacing), if it is one.
pub fn example_tree(text: &str) -> Option<ExampleTree> {
    let tree = TreeSpec::parse(text).ok()?.to_json();
    ExampleTree::ALL
        .into_iter()
        .find(|e| TreeSpec::parse(e.json()).is_ok_and(|t| t.to_json() == tree))
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
            .and_then(|t| example_tree(t).map(|n| (n, t)))
        {
            Some((example, json)) => TreeSource::Text {
                name: TreeName::Example(example),
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
                    name: TreeName::Example(ExampleTree::Aima),
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
        // At the recording cap, raising --max-nodes cannot help: say what can.
        on_search_stack(|| game.record(&config, budget, progress, searched))?.map_err(|e| match e {
            SearchError::NodeBudget { .. } if asked >= MAX_RECORDED_NODES => {
                ScenarioError::TooBigToRecord {
                    limit: MAX_RECORDED_NODES,
                    chance: config.algorithm.handles_chance(),
                }
            }
            e => e.into(),
        })
    }

    /// A game of chance asked of the minimax family, which has no rule for a throw, is searched
    /// by expectiminimax (SPEC: a chance game with no algorithm means it), keeping only the
    /// depth limit of its options. Returns whether the search changed (a game that cannot be
    /// built is left for the search to report).
    pub fn search_chance_by_default(&mut self) -> bool {
        let chance =
            !self.config.algorithm.handles_chance() && self.game().is_ok_and(|g| g.has_chance());
        if chance {
            self.config = SearchConfig {
                algorithm: Algorithm::Expectiminimax,
                depth: self.config.depth,
                ..SearchConfig::default()
            };
        }
        chance
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
