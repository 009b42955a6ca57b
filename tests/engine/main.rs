//! The engine against independent truth: games, searches, recordings, playback, JSON traces,
//! compare, practice checking and tree editing, with no window and no command line.
//! New engine tests go into one of these modules (or a new one here), not a new binary.

mod bones;
mod bones_graph;
mod chance;
mod compare;
mod exercises;
mod grid;
mod i18n;
mod json_trace;
mod library;
mod mcts;
mod notation;
mod null_window;
mod practice;
mod predict;
mod properties;
mod support;
mod tictactoe;
mod tree_edit;
mod truth;
