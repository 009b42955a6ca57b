//! A scenario run: the command line, links and the app all describe what to run as a
//! [`Scenario`], built here from the one table of keys ([`keys`], [`build()`]), and get a
//! recorded [`Trace`] (or a bare [`Outcome`]) back from the same functions here. The
//! scenario's plain data (the [`Scenario`] struct, [`GameChoice`], [`TreeSource`], …) sits
//! below the trace, which stores it, and is re-exported here: this module is the code that
//! builds and runs it. A search's options read back into keys ([`option_pairs`], the options
//! each algorithm takes in [`options_of`]) for links and the app's scenario panel, so adding
//! an option is a row of the table, a field of [`SearchConfig`] and a line each in `build` and
//! `option_pairs`: the command line's flag, links and the panel's control follow.

pub mod build;
mod key_error;
pub mod keys;
mod pairs;
mod run;
#[cfg(test)]
mod shipped_tests;
#[cfg(test)]
mod trace_tests;
pub mod value;

pub use build::{Origin, build};
pub use key_error::{KeyError, Problem};
pub use keys::Key;
pub use pairs::{game_pairs, option_pairs, options_of, origin_of};
pub use run::{
    AnyGame, MAX_RECORDED_NODES, Progress, SEARCH_STACK_BYTES, limits, on_search_stack, outcome_of,
    record_game,
};

pub use crate::game::GameKind;
pub use crate::search::OptionsError;
pub use crate::setup::{
    AIMA_TREE, CHANCE_EXAMPLE_TREES, CustomGame, EXAMPLE_TREES, ExampleTree, GameChoice, Scenario,
    ScenarioError, TreeName, TreeSource, WIKIPEDIA_TREE, example_tree,
};

use crate::game::dice::DiceRace;
use crate::game::{Bones, Player, Shipped, TicTacToe, TreeGame, TreeSpec};
use crate::search::{Algorithm, SearchConfig, SearchError};
use crate::trace::{Outcome, Searched, Trace};
use std::sync::Arc;
use std::sync::atomic::Ordering;

impl Scenario {
    /// Builds the game the scenario names. Bad positions, heaps or tree files come back as
    /// errors that say what is wrong. The web build runs every shipped game as one type
    /// ([`Shipped`]), so that the searches are compiled once for all of them; the desktop and
    /// the command line run each as its own type, which is faster.
    pub fn game(&self) -> Result<Arc<dyn AnyGame>, ScenarioError> {
        self.game_as(false)
    }

    /// The game, as [`Shipped`] when `shipped` or on the web, as its own type when not (on the
    /// web the branch that is never taken is compiled out, and with it the searches' copies).
    pub(crate) fn game_as(&self, shipped: bool) -> Result<Arc<dyn AnyGame>, ScenarioError> {
        self.check_options()?;
        let game = match &self.game {
            GameChoice::TicTacToe { position } => {
                Shipped::TicTacToe(TicTacToe::from_position(position)?)
            }
            GameChoice::Bones { bones, max_take } => Shipped::Bones(Bones::new(*bones, *max_take)?),
            GameChoice::Dice { target } => {
                Shipped::Dice(DiceRace::new(*target).map_err(ScenarioError::Dice)?)
            }
            GameChoice::ConnectFour { .. } | GameChoice::Mnk { .. } => {
                Shipped::Grid(self.grid().expect("a grid game")?)
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
                Shipped::Tree(TreeGame::new(Arc::new(spec), root))
            }
            GameChoice::Custom(custom) => return Ok(custom.runnable()),
        };
        if shipped || cfg!(target_arch = "wasm32") {
            return Ok(Arc::new(game));
        }
        Ok(match game {
            Shipped::TicTacToe(g) => Arc::new(g),
            Shipped::Bones(g) => Arc::new(g),
            Shipped::Grid(g) => Arc::new(g),
            Shipped::Tree(g) => Arc::new(g),
            Shipped::Dice(g) => Arc::new(g),
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
    /// by expectiminimax (docs/conventions.md: a chance game with no algorithm means it), keeping
    /// only the depth limit of its options. Returns whether the search changed (a game that cannot
    /// be built is left for the search to report).
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
    pub(crate) fn run_bare_with(
        &self,
        progress: Option<&Progress>,
    ) -> Result<Outcome, ScenarioError> {
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
