//! The `gametree` command line through the real binary: the output contract of docs/cli.md and
//! docs/json-trace.md. Malformed input through the binary lives in `tests/robustness`.

mod chance;
mod class;
mod grade;
mod grade_class;
mod grade_languages;
mod grade_progress;
mod languages;
mod search;
mod support;
