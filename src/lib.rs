//! Game Tree Lab: watch minimax and alpha-beta think, one step at a time.
//!
//! An instrumented search records every node it enters, every value it backs up and every
//! α/β cutoff into a tree; a [`Playback`] steps through that record, and [`teach::narrate()`]
//! says in one sentence what each step did. The egui app (feature `app`), the `gametree`
//! command line (feature `cli`) and PNG pictures (feature `render`) are built on the same
//! engine; `cargo build --no-default-features` builds the engine alone.
//!
//! The crates are the layers, and data flows one way: `gametree-engine` ([`game`] rules,
//! [`search`](mod@search) algorithms reporting to an observer, [`trace`] the recording, [`scenario`]
//! and [`link`]) → `gametree-teach` ([`teach`]: the words) → `gametree-draw` ([`draw`]: layout,
//! the one scene, SVG and PNG) → `gametree-app` (`app`: the window). This package re-exports
//! them, so a library user depends on one crate, and adds the command line (`cli`).
//!
//! # Your own game, searched, recorded and stepped through
//!
//! ```
//! use gametree::{Evaluate, Player, Playback, Present, Rules, SearchConfig, record_game};
//! use std::sync::Arc;
//!
//! /// Count down from `left`; a move subtracts 1 or 2; whoever cannot move loses.
//! #[derive(Clone)]
//! struct Countdown { left: u32, ply: u32 }
//!
//! impl Rules for Countdown {
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
//! impl Evaluate for Countdown {} // no heuristics: the defaults
//! impl Present for Countdown {} // moves shown as numbers: the defaults
//!
//! // Alpha-beta (the default) from 6: the player to move loses, since 6 is a multiple of 3.
//! let trace = record_game(Countdown { left: 6, ply: 0 }, &SearchConfig::default(),
//!                         1_000, None, "countdown from 6".into()).unwrap();
//! assert_eq!(trace.outcome.root_value, -1);
//!
//! // Step through the recording as the app does, one sentence per step.
//! let mut playback = Playback::new(Arc::new(trace));
//! let mut sentences = Vec::new();
//! while playback.forward() {
//!     sentences.push(gametree::teach::narrate(&playback));
//! }
//! assert_eq!(playback.step(), playback.len());
//! assert!(sentences[0].contains("root"));
//! ```

#![forbid(unsafe_code)]

pub use gametree_engine::*;

#[cfg(feature = "app")]
pub use gametree_app as app;
#[cfg(feature = "draw")]
pub use gametree_draw as draw;
#[cfg(feature = "teach")]
pub use gametree_teach as teach;
#[cfg(feature = "teach")]
pub use gametree_teach::{i18n, t};

#[cfg(feature = "cli")]
pub mod cli;
