//! The engine's tests that reach items only the engine itself needs (issue 38): moved here from
//! the integration tests in `tests/engine/` so those items can be `pub(crate)`. Tests that use
//! `gametree-testkit` stay in `tests/engine/`: the testkit depends on the engine, so a unit test
//! using it would see a second copy of the engine's types.

mod observer_ref;
mod trace_read_cap;
mod tree_edit;
mod tree_names;
