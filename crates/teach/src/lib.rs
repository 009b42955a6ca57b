//! The teacher's words, written once: [`narrate()`] explains every step in one sentence,
//! [`practice`] checks a learner's answers against a recording, [`summary`] tells a search's
//! result, [`titles`] names what was searched, [`words`] holds the wording helpers they
//! share, and [`picture_words`] the words the draw crate puts on pictures.
//!
//! Errors are worded here too, and only here: every error of the engine, the draw crate, the
//! app and the command line travels as facts (an enum) to where it is shown, and [`Say`] makes
//! its sentence there, in the language in force; advice that depends on the error (what to
//! change when a search is over its node budget) is decided once, in [`say`], and said for
//! the app or for the command line's flags.

#![forbid(unsafe_code)]

pub mod bones_graph;
pub mod check_words;
pub mod claim;
pub mod compare_words;
pub mod exercise_words;
pub mod expectation;
pub mod first_visits;
pub mod grade_words;
pub mod i18n;
pub mod listings;
pub mod mcts_words;
pub mod move_values;
pub mod move_words;
pub mod narrate;
pub mod narrate_bounds;
pub mod null_window;
pub mod picture_words;
pub mod play_words;
pub mod practice;
pub mod predict;
pub mod predict_chance;
pub mod say;
pub mod spoken;
pub mod summary;
pub mod titles;
pub mod words;

pub use narrate::narrate;
pub use say::Say;
