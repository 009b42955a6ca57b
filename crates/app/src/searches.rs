//! The searches the views ask for, run in one place. A view does not call the engine's
//! searches itself: it asks here, by what it wants (a scenario recorded, the values of a
//! position's moves, a dice race's two choices), and gets the answer as facts it words itself.
//!
//! A search whose size the view cannot bound (the computer's move in Play, a search of a
//! whole game) runs off the UI thread as a [`Pending`] answer the view polls each frame (a
//! [`Background`] job: its own thread on the desktop, between two frames on the web), so the
//! window never freezes. The others are bounded by the view that asks and are answered at
//! once ([`record_now`], [`move_values`], [`dice_choice`]): practice's search of a scenario
//! (at most [`PRACTICE_SEARCH_NODES`](crate::toolkit::practice::PRACTICE_SEARCH_NODES)
//! visited), the editor's picture of the tree being edited, the compare view's small pictures
//! (only when the search visits at most its picture budget), the check view's textbook search
//! of the tree whose walk it has just read, the move values of hints and of the inspector
//! (within [`gametree_teach::move_values`]'s budget), a dice race to at most twelve.

use crate::background::{Background, Stopped};
use gametree_engine::game::dice::{DiceMove, DiceRace};
use gametree_engine::game::{Grid, Shipped, ShippedMove};
use gametree_engine::scenario::{Scenario, ScenarioError};
use gametree_engine::search::{SearchError, expected_move_values};
use gametree_engine::trace::Trace;
use gametree_teach::move_values::MoveValues;

/// The most nodes one of a dice race's two choices may take to search.
const DICE_CHOICE_NODES: u64 = 5_000_000;

/// An answer on its way: [`Pending::poll`] hands it back once, [`Pending::wait`] blocks for it.
pub struct Pending<T> {
    job: Result<Background<T>, Stopped>,
}

impl<T: Send + 'static> Pending<T> {
    fn start(
        name: &str,
        job: impl FnOnce() -> T + Send + 'static,
        wake: impl Fn() + Send + 'static,
    ) -> Pending<T> {
        Pending {
            job: Background::start(name, job, wake),
        }
    }

    /// The answer, once it is there (`None` while the search runs).
    pub fn poll(&mut self) -> Option<Result<T, Stopped>> {
        match &mut self.job {
            Ok(job) => job.poll(),
            Err(e) => Some(Err(*e)),
        }
    }

    /// Waits for the answer (for callers with no frames to wait through: tests, scripts).
    pub fn wait(self) -> Result<T, Stopped> {
        match self.job {
            Ok(job) => job.wait(),
            Err(e) => Err(e),
        }
    }
}

/// Records `scenario` off the UI thread; `wake` is called when the answer is there.
pub fn record(
    scenario: Scenario,
    wake: impl Fn() + Send + 'static,
) -> Pending<Result<Trace, ScenarioError>> {
    Pending::start("play search", move || scenario.record(None), wake)
}

/// Records `scenario` at once, for a search the caller has bounded (see the module's list).
pub fn record_now(scenario: &Scenario) -> Result<Trace, ScenarioError> {
    scenario.record(None)
}

/// Every legal move's value in a grid game's position (Play's hints, the inspector's move
/// values), searched as [`gametree_teach::move_values::move_values`] does: within its
/// budget, at once. The searches here take every game as [`Shipped`], the one type the web
/// compiles them for (see [`Scenario::game`]).
pub fn move_values(game: &Grid, depth: Option<u32>) -> Result<MoveValues, SearchError> {
    gametree_teach::move_values::move_values(&Shipped::Grid(*game), depth)
}

/// The expected values (MAX's view) of stepping and of rolling from `game`, each by
/// expectiminimax to the end of the race, at once (a race to at most twelve is small). Both
/// are legal until the race is over, and the computer only chooses before that.
pub fn dice_choice(game: DiceRace) -> Result<(f64, f64), SearchError> {
    let values = expected_move_values(&Shipped::Dice(game), DICE_CHOICE_NODES)?;
    let of = |mv: DiceMove| {
        values
            .iter()
            .find(|(m, _)| *m == ShippedMove::Dice(mv))
            .map_or(0.0, |(_, v)| *v)
    };
    Ok((of(DiceMove::Step), of(DiceMove::Roll)))
}
