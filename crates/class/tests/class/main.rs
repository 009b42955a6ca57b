//! The class server, tested with real WebSocket clients against a real server on 127.0.0.1:0:
//! one test binary (tests/class/), one module per concern. No test measures time: a wait has
//! a long deadline only so that a bug fails instead of hanging.

#![forbid(unsafe_code)]

mod answers;
mod docs;
mod files;
mod refusals;
mod session;
mod support;
