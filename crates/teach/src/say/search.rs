//! Searches and scenarios: options refused, searches stopped, scenarios that cannot be
//! searched. The node budget's advice is decided once here ([`Advice`]) and said in words, or
//! naming the command line's flags for src/cli.

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

/// Which advice a search past the node budget gets: what it does not use yet of alpha-beta,
/// the transposition table and a depth limit (or, for chance, a depth limit and a smaller
/// game). Decided once here; said in words ([`InUse::say`]) or naming the command line's
/// flags ([`Advice::in_flags`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice {
    /// Alpha-beta, the table, a depth limit.
    AbTtDepth,
    /// Alpha-beta, the table, a smaller depth limit.
    AbTtSmallerDepth,
    /// Alpha-beta, a depth limit.
    AbDepth,
    /// Alpha-beta, a smaller depth limit.
    AbSmallerDepth,
    /// The table, a depth limit.
    TtDepth,
    /// The table, a smaller depth limit.
    TtSmallerDepth,
    /// A depth limit.
    Depth,
    /// A smaller depth limit.
    SmallerDepth,
    /// A search of chance: a depth limit or a smaller game.
    ChanceDepth,
    /// A search of chance: a smaller depth limit or a smaller game.
    ChanceSmallerDepth,
}

impl Advice {
    /// The advice for a search that used `in_use`.
    pub fn of(in_use: &InUse) -> Advice {
        match (in_use.alphabeta, in_use.tt, in_use.depth) {
            _ if in_use.chance && in_use.depth => Advice::ChanceSmallerDepth,
            _ if in_use.chance => Advice::ChanceDepth,
            (false, false, false) => Advice::AbTtDepth,
            (false, false, true) => Advice::AbTtSmallerDepth,
            (false, true, false) => Advice::AbDepth,
            (false, true, true) => Advice::AbSmallerDepth,
            (true, false, false) => Advice::TtDepth,
            (true, false, true) => Advice::TtSmallerDepth,
            (true, true, false) => Advice::Depth,
            (true, true, true) => Advice::SmallerDepth,
        }
    }

    /// The advice naming the command line's flags: "use alpha-beta, --tt, --depth, or raise
    /// --max-nodes".
    pub fn in_flags(self) -> String {
        match self {
            Advice::ChanceSmallerDepth => t!("cli-advice-chance-smaller-depth"),
            Advice::ChanceDepth => t!("cli-advice-chance-depth"),
            Advice::AbTtDepth => t!("cli-advice-ab-tt-depth"),
            Advice::AbTtSmallerDepth => t!("cli-advice-ab-tt-smaller-depth"),
            Advice::AbDepth => t!("cli-advice-ab-depth"),
            Advice::AbSmallerDepth => t!("cli-advice-ab-smaller-depth"),
            Advice::TtDepth => t!("cli-advice-tt-depth"),
            Advice::TtSmallerDepth => t!("cli-advice-tt-smaller-depth"),
            Advice::Depth => t!("cli-advice-depth"),
            Advice::SmallerDepth => t!("cli-advice-smaller-depth"),
        }
    }
}

/// What would make a search smaller, in words, naming only what it does not use yet:
/// "use alpha-beta, the transposition table, a depth limit, or raise the node budget".
impl Say for InUse {
    fn say(&self) -> String {
        match Advice::of(self) {
            Advice::ChanceSmallerDepth => t!("engine-advice-chance-smaller-depth"),
            Advice::ChanceDepth => t!("engine-advice-chance-depth"),
            Advice::AbTtDepth => t!("engine-advice-ab-tt-depth"),
            Advice::AbTtSmallerDepth => t!("engine-advice-ab-tt-smaller-depth"),
            Advice::AbDepth => t!("engine-advice-ab-depth"),
            Advice::AbSmallerDepth => t!("engine-advice-ab-smaller-depth"),
            Advice::TtDepth => t!("engine-advice-tt-depth"),
            Advice::TtSmallerDepth => t!("engine-advice-tt-smaller-depth"),
            Advice::Depth => t!("engine-advice-depth"),
            Advice::SmallerDepth => t!("engine-advice-smaller-depth"),
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
