//! Game Tree Lab's engine: the rules of the games ([`game`]), the searches that report every
//! step to an observer ([`search`](mod@search)), the recording of a search and its playback
//! ([`trace`]), scenarios and links that say what to search ([`scenario`], [`link`]),
//! several searches side by side ([`compare`]), exercise sets ([`exercises`]) and the file
//! limits every reader keeps ([`files`]).
//!
//! The engine says nothing in words: its results and errors carry facts (values, moves,
//! positions, which option), and the `gametree-teach` crate turns them into sentences.
//!
//! # Its shape
//!
//! Imports point one way, from the code that runs a search down to the data it runs on:
//!
//! - `game` (rules, and [`GameKind`](game::GameKind), the one name of a kind of game) and
//!   `search` (the six searches and their options) are at the bottom.
//! - A private `setup` module holds a scenario's plain data: [`Scenario`], its
//!   [`GameChoice`](scenario::GameChoice), where a tree comes from, the example trees, with
//!   their serde, and why a scenario could not be searched
//!   ([`ScenarioError`]). It imports only `game`, `search` and
//!   `files`, so the trace, which stores the scenario it searched, and [`exercises`], whose
//!   sets are scenarios, sit above it without a circle.
//! - `trace` records and plays back a search; it imports no scenario code.
//! - [`scenario`] is the code that builds a scenario from the one table of keys and runs it
//!   (recorded or bare); it re-exports the data, so `scenario::Scenario` and the rest are where
//!   they always were.
//! - [`exercises`] makes a set's trees from the data in `setup`; `scenario` reads a set's
//!   `set=` value with it.
//! - [`link`] reads and writes a scenario as a link and points to `scenario` only (the step
//!   and code-listing values it shares with the keys live in [`scenario::value`], re-exported
//!   here).
//!
//! What is `pub` is what the README's library example and the other crates (teach, draw, the
//! app, the command line, testkit) and the tests use; the rest is `pub(crate)`.
//!
//! Each error's `Display` (its `#[error("…")]`) is kept on purpose, for a library user: a
//! terse English line of the facts, the same whatever language the program speaks, for
//! `?` in a `main`, logs and panics. It is not what people are shown, and it is not meant to
//! match it: the app and the command line show teach's `Say`, in the learner's language,
//! which also says what is accepted and what would help (teach's `display_and_words` test
//! holds the two to that).
//!
//! # A game, searched and recorded, its steps walked
//!
//! ```
//! use gametree_engine::search::{Algorithm, Bound, SearchConfig, search_bare, Limits};
//! use gametree_engine::trace::{EventKind, Searched, Status};
//! use gametree_engine::{Evaluate, Player, Playback, Present, Rules, record_game};
//! use std::sync::Arc;
//!
//! /// A heap of `left` stones; a move takes 1 or 2; whoever cannot move loses.
//! #[derive(Clone)]
//! struct Stones { left: u32, ply: u32 }
//!
//! impl Rules for Stones {
//!     type Move = u32;
//!     fn to_move(&self) -> Player {
//!         if self.ply % 2 == 0 { Player::Max } else { Player::Min }
//!     }
//!     fn moves(&self, out: &mut Vec<u32>) {
//!         out.extend((1..=2).filter(|&k| k <= self.left));
//!     }
//!     fn play(&mut self, k: u32) { self.left -= k; self.ply += 1; }
//!     fn undo(&mut self, k: u32) { self.left += k; self.ply -= 1; }
//!     fn outcome(&self) -> Option<i64> {
//!         (self.left == 0).then(|| if self.to_move() == Player::Max { -1 } else { 1 })
//!     }
//!     fn move_code(k: u32) -> u32 { k }
//!     fn describe(&self) -> String { format!("{} left", self.left) }
//! }
//! impl Evaluate for Stones {} // no heuristics: the defaults
//! impl Present for Stones {} // moves shown as numbers: the defaults
//!
//! // 5 stones: the player to move wins by taking 2 (leaving a multiple of 3).
//! let alphabeta = SearchConfig::default();
//! let bare = search_bare(&mut Stones { left: 5, ply: 0 }, &alphabeta, &Limits::default()).unwrap();
//! assert_eq!(bare.value, 1);
//! assert_eq!(bare.best_move, Some(2));
//!
//! // The recorded search is the same search, every step kept: walk it.
//! let stones = Searched::Titled("5 stones".into());
//! let trace = record_game(Stones { left: 5, ply: 0 }, &alphabeta, 1_000, None, stones)
//!     .unwrap();
//! assert_eq!(trace.outcome.stats, bare.stats);
//! let cutoffs = trace.events().filter(|e| e.kind == EventKind::Cutoff).count() as u64;
//! assert_eq!(cutoffs, bare.stats.cutoffs);
//! let pruned = trace.tree.node_indices().filter(|&n| trace.node(n).status == Status::Pruned);
//! assert_eq!(pruned.count() as u64, bare.stats.pruned_children);
//!
//! // Plain minimax prunes nothing and visits more.
//! let minimax = SearchConfig { algorithm: Algorithm::Minimax, ..SearchConfig::default() };
//! let plain = search_bare(&mut Stones { left: 5, ply: 0 }, &minimax, &Limits::default()).unwrap();
//! assert!(plain.stats.nodes_visited > bare.stats.nodes_visited);
//!
//! // A playback seeks any step and says how each node stands there.
//! let mut playback = Playback::new(Arc::new(trace));
//! playback.seek(playback.len());
//! let root = playback.trace().iterations[0].root;
//! assert_eq!(playback.trace().node(root).value(), Some(1));
//! assert_eq!(playback.trace().node(root).bound, Bound::Exact);
//! ```

#![forbid(unsafe_code)]

pub mod check;
pub mod compare;
pub mod compare_mcts;
pub mod exercises;
pub mod files;
pub mod game;
pub mod lang;
pub mod link;
pub mod scenario;
pub mod search;
mod setup;
pub mod sort;
pub mod trace;

#[cfg(test)]
mod tests;

pub use game::{Evaluate, Game, Player, PositionView, Present, Rules};
pub use scenario::{Scenario, ScenarioError, record_game};
pub use search::{Algorithm, SearchConfig, SearchError, SearchResult, search};
pub use trace::{Playback, Trace};
