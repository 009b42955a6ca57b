//! A learner's events judged from start to end, the one way both `gametree check` and the app's
//! check mode do it: read against the tree or game ([`super::protocol::read`]), the textbook's
//! search of the scenario recorded, the first step where the two part found
//! ([`super::compare::first_parting`]) and, where they part under alpha-beta, the classic bugs
//! that walk exactly as the learner's did ([`super::bugs::diagnose`]).

use super::bugs::{Bug, diagnose};
use super::compare::{Parting, first_parting};
use super::protocol::{ProtocolError, Read, read};
use super::shape::Shape;
use crate::scenario::{Scenario, ScenarioError};
use crate::search::Algorithm;
use crate::trace::Trace;
use std::sync::Arc;

/// What a check found.
pub struct Judged {
    /// The learner's walk, and their program's own lines.
    pub read: Read,
    /// The textbook's recording of the scenario.
    pub textbook: Arc<Trace>,
    /// The first step where the walks part (`None`: they agree).
    pub parting: Option<Parting>,
    /// The classic bugs whose walk is exactly theirs (alpha-beta, where they part; else empty).
    pub bugs: Vec<Bug>,
}

/// Why events could not be judged, as facts.
#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    /// The events do not describe a search of the tree or game.
    #[error(transparent)]
    Protocol(#[from] ProtocolError),
    /// The textbook's search of the scenario could not be made.
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
}

/// Judges the events in `text` as a search of `shape` (whose root is MIN's when `min_root`)
/// against `scenario`'s recording.
pub fn judge<S: Shape>(
    scenario: &Scenario,
    shape: &S,
    min_root: bool,
    text: &str,
) -> Result<Judged, JudgeError> {
    let read = read(text.lines().map(str::to_string), shape)?;
    let textbook = Arc::new(scenario.record(None)?);
    let parting = first_parting(&textbook, &read.walk);
    let bugs = match (&parting, scenario.config.algorithm) {
        (Some(_), Algorithm::AlphaBeta) => diagnose(shape, min_root, &read.walk),
        _ => Vec::new(),
    };
    Ok(Judged {
        read,
        textbook,
        parting,
        bugs,
    })
}
