//! The `gametree` command line through the real binary: the SPEC.md output contract.
//! Malformed input through the binary lives in `tests/robustness`.

mod chance;
mod languages;
mod search;
mod support;
