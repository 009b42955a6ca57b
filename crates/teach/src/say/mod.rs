//! One sentence for every fact the engine reports: each engine error variant (and the other
//! results that people read) is said here, in the language in force. The engine's own
//! `Display` is a terse English line for logs and developers; people are shown [`Say::say`].
//!
//! One file per area of the engine, each implementing [`Say`] for that area's types. Nested
//! errors say their inner error with its own `say`.

mod eval;
mod files;
mod game;
pub mod keys;
mod link;
mod node;
mod practice;
mod search;
mod trace;
mod tree;

pub use search::Advice;
pub use trace::{event_kind_words, json_detail_words};

/// What a value says to people, in the language in force.
pub trait Say {
    /// The sentence (one line, no final newline), e.g. "the tree file is empty".
    fn say(&self) -> String;
}
