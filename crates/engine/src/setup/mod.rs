//! What to search, as plain data: the [`Scenario`] (which game from which position, searched
//! how), the [`GameChoice`] and where a tree comes from ([`TreeSource`], [`TreeName`]), with
//! their serde, and why a scenario could not be searched ([`ScenarioError`]). This data sits below the recording: a trace stores the scenario it searched,
//! so nothing here imports the trace, the scenario's runners or links. The code that builds
//! and runs a scenario is the `scenario` module, which re-exports all of this.

mod error;
mod tree_name;

pub use error::ScenarioError;
pub use tree_name::{ExampleTree, TreeName};

use crate::game::{GameKind, Grid, GridError, GridRules, TreeSpec};
use crate::search::mcts::Rewards;
use crate::search::{self, Algorithm, OptionsError, SearchConfig};
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::path::PathBuf;
use std::sync::Arc;

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
        /// The tree in the JSON notation (docs/trees.md).
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
    pub(crate) fn from_file(path: PathBuf) -> TreeSource {
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

/// A game given by a program rather than by name: its title and the game itself.
/// [`CustomGame::new`] wraps any [`Game`](crate::game::Game); the scenario runs it.
#[derive(Clone)]
pub struct CustomGame {
    /// What to call the game in titles, e.g. "Nim 3-4-5".
    pub name: String,
    /// The game, made runnable by [`CustomGame::new`]. This data sits below the trace, and
    /// running a game makes a trace, so the runnable game is kept here as `Any` and only the
    /// scenario, which made it, takes it out again.
    pub(crate) game: Arc<dyn Any + Send + Sync>,
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

impl Scenario {
    /// Refuses options that make no search or cannot go together (see [`OptionsError`]);
    /// every search of a scenario checks this first, whoever built it.
    pub fn check_options(&self) -> Result<(), OptionsError> {
        if self.max_nodes == 0 {
            return Err(OptionsError::NoBudget);
        }
        self.config.check()
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

    /// The search options as the search runs them: MCTS rewards a tree's leaf values, a
    /// game's win, draw or loss.
    pub(crate) fn search_config(&self) -> SearchConfig {
        let mut config = self.config.clone();
        if config.algorithm == Algorithm::Mcts {
            config.mcts.rewards = match self.game {
                GameChoice::Tree { .. } => Rewards::Values,
                _ => Rewards::Outcomes,
            };
        }
        config
    }
}
