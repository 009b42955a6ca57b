//! Game Tree Lab: watch minimax and alpha-beta think, one step at a time.
//!
//! Data flows one way: [`game`] (rules) → [`search`] (algorithms reporting to an observer) →
//! [`trace`] (the recorded tree, playback, exports) → [`app`] (the egui window).
//! [`scenario`] ties a game description and search options to a recorded trace; the command
//! line and the app both go through it.

pub mod app;
pub mod cli;
pub mod compare;
pub mod files;
pub mod game;
pub mod scenario;
pub mod search;
pub mod trace;
