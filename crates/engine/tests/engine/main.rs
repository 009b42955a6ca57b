//! The engine against independent truth: games, searches, recordings, playback, JSON traces,
//! compare and tree editing, with no window, no words and no command line (this binary links
//! none of eframe). New engine tests go into one of these modules, not a new binary; tests
//! that reach items the engine keeps `pub(crate)` are unit tests in `src/tests/`.

mod bones;
mod check;
mod check_bugs;
mod check_named;
mod check_replay;
mod code_lines;
mod compare;
mod cutoff_kinds;
mod docs_links;
mod exercises;
mod json_trace;
mod learner;
mod library;
mod mcts;
mod module_layers;
mod notation;
mod one_trace;
mod petgraph;
mod properties;
mod support;
mod tictactoe;
mod truth;
mod ttt_grid;
mod twins;
