//! Game Tree Lab's engine: the rules of the games ([`game`]), the searches that report every
//! step to an observer ([`search`](mod@search)), the recording of a search and its playback
//! ([`trace`]), scenarios and links that say what to search ([`scenario`], [`link`]),
//! several searches side by side ([`compare`]), exercise sets ([`exercises`]) and the file
//! limits every reader keeps ([`files`]).

#![forbid(unsafe_code)]

pub mod compare;
pub mod compare_mcts;
pub mod exercises;
pub mod files;
pub mod game;
pub mod i18n;
pub mod link;
pub mod scenario;
pub mod search;
pub mod trace;

pub use game::{Game, Player, PositionView};
pub use scenario::{Scenario, ScenarioError, record_game};
pub use search::{Algorithm, SearchConfig, SearchError, SearchResult, search};
pub use trace::{Playback, Trace};
