//! The teacher's side against the recording: narration and its claims, the words in both
//! languages, practice and predict checking, the bones position graph, chance and grid words,
//! and every engine error said in both languages.

mod bones_graph;
mod chance;
mod claims;
mod compare;
mod dice_names;
mod display_and_words;
mod error_words;
mod grid;
mod i18n;
mod listings_cases;
mod listings_compiled;
mod listings_php;
mod listings_run;
mod null_window;
mod play_words;
mod practice;
mod predict;
mod say;
mod sentences;
mod titles;
// The tests' helpers shared with the engine's (trees, an independent minimax, trace
// invariants): the testkit crate.
mod support {
    pub use gametree_testkit::*;
}
