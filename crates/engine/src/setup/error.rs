//! Why a scenario could not be searched: its game's errors, the search's, and the options
//! check's, as facts.

use crate::game::{BonesError, GridError, PositionError, TreeError};
use crate::search::{Algorithm, OptionsError, SearchError};
use std::sync::Arc;

/// Why a scenario could not be searched.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ScenarioError {
    /// The tree file or text.
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// The tree typed in or built in, named.
    #[error("tree {name}: {error}")]
    NamedTree {
        /// Which tree.
        name: crate::setup::TreeName,
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
        /// [`MAX_RECORDED_NODES`](crate::trace::MAX_RECORDED_NODES).
        limit: u64,
        /// A search of chance (expectiminimax), which alpha-beta and the table cannot shrink.
        chance: bool,
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
