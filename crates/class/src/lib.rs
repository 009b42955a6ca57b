//! Game Tree Lab's live class session: the teacher steps through a search, every student's
//! page follows, and the class answers the search's own questions.
//!
//! - [`protocol`] (always built, plain serde data, for wasm32 too): every message between the
//!   teacher's page or app, a student's page and the server (docs/class-protocol.md).
//! - `server` (feature `server`: tokio, axum, tower-http): rooms, seats, join codes, questions,
//!   answers, results, and the web folder's files; [`server::start`] runs it in a thread of its
//!   own (the desktop app, the command line), [`server::serve`] on a runtime already running.
//!
//! The server knows link keys, step numbers and answers, never a search: the teacher's side
//! makes each question and sends its right answer.

#![forbid(unsafe_code)]

pub mod protocol;
#[cfg(feature = "server")]
pub mod server;
