//! The helpers the engine's tests share with the teach crate's: `gametree-testkit`.

pub use gametree_testkit::*;
