//! Searches and scenarios: options refused, searches stopped, scenarios that cannot be
//! searched. The node budget's advice is said in words here; the command line names its
//! flags instead (src/cli).

use super::Say;
use crate::t;
use gametree_engine::scenario::ScenarioError;
use gametree_engine::search::{InUse, OptionsError, SearchError};

use crate::titles::{algorithm_title as algorithm_name, tree_title as tree_name};

impl Say for OptionsError {
    fn say(&self) -> String {
        match self {
            OptionsError::DepthZero => t!("engine-options-depth-zero"),
            OptionsError::NoBudget => t!("engine-options-no-budget"),
            OptionsError::AspirationWithoutIterative => {
                t!("engine-options-aspiration-without-iterative")
            }
            OptionsError::AspirationNeedsPruning(a) => t!(
                "engine-options-aspiration-needs-pruning",
                algorithm = algorithm_name(*a)
            ),
            OptionsError::AspirationWidth(w) => {
                t!("engine-options-aspiration-width", width = w.to_string())
            }
        }
    }
}

/// What would make a search smaller, in words, naming only what it does not use yet:
/// "use alpha-beta, the transposition table, a depth limit, or raise the node budget".
impl Say for InUse {
    fn say(&self) -> String {
        match (self.alphabeta, self.tt, self.depth) {
            _ if self.chance && self.depth => t!("engine-advice-chance-smaller-depth"),
            _ if self.chance => t!("engine-advice-chance-depth"),
            (false, false, false) => t!("engine-advice-ab-tt-depth"),
            (false, false, true) => t!("engine-advice-ab-tt-smaller-depth"),
            (false, true, false) => t!("engine-advice-ab-depth"),
            (false, true, true) => t!("engine-advice-ab-smaller-depth"),
            (true, false, false) => t!("engine-advice-tt-depth"),
            (true, false, true) => t!("engine-advice-tt-smaller-depth"),
            (true, true, false) => t!("engine-advice-depth"),
            (true, true, true) => t!("engine-advice-smaller-depth"),
        }
    }
}

impl Say for SearchError {
    fn say(&self) -> String {
        match self {
            SearchError::NodeBudget { limit, in_use } => t!(
                "engine-search-node-budget",
                limit = limit.to_string(),
                advice = in_use.say()
            ),
            SearchError::Cancelled => t!("engine-search-cancelled"),
            SearchError::RecordingTooBig { limit } => {
                t!("engine-search-recording-too-big", limit = limit.to_string())
            }
        }
    }
}

impl Say for ScenarioError {
    fn say(&self) -> String {
        match self {
            ScenarioError::Tree(e) => e.say(),
            ScenarioError::NamedTree { name, error } => t!(
                "engine-scenario-named-tree",
                name = tree_name(name),
                error = error.say()
            ),
            ScenarioError::Position(e) => e.say(),
            ScenarioError::Bones(e) => e.say(),
            ScenarioError::Grid(e) => e.say(),
            ScenarioError::Dice(e) => e.say(),
            ScenarioError::Search(e) => e.say(),
            ScenarioError::TooBigToRecord {
                limit,
                chance: false,
            } => t!(
                "engine-scenario-too-big-to-record",
                limit = limit.to_string()
            ),
            ScenarioError::TooBigToRecord {
                limit,
                chance: true,
            } => t!(
                "engine-scenario-too-big-to-record-chance",
                limit = limit.to_string()
            ),
            ScenarioError::NoThread(error) => {
                t!("engine-scenario-no-thread", error = error.as_ref().say())
            }
            ScenarioError::Options(e) => e.say(),
            ScenarioError::ChanceNeedsExpectiminimax { algorithm } => t!(
                "engine-scenario-chance-needs-expectiminimax",
                algo = algorithm_name(*algorithm)
            ),
        }
    }
}
