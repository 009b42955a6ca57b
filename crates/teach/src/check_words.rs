//! The words of `gametree check` (issue 28): the verdict on a learner's search against the
//! textbook's, the first place the two part said with the numbers, and why a program's events
//! could not be read.

use crate::Say;
use crate::t;
use gametree_engine::check::Walk;
use gametree_engine::check::bugs::Bug;
use gametree_engine::check::compare::{Parting, node_at};
use gametree_engine::check::protocol::ProtocolError;
use gametree_engine::trace::{Trace, show_value};

/// The node at `path` said with its player ("MIN node C", "leaf 6 under C").
fn named(trace: &Trace, path: &[u32]) -> String {
    node_at(trace, path).map_or_else(|| format!("#{path:?}"), |n| crate::narrate::who(trace, n))
}

/// One step of a walk said as what a search did ("entered MIN node C").
fn did(trace: &Trace, w: &Walk) -> String {
    match w {
        Walk::Enter(p) => t!("check-did-enter", node = named(trace, p)),
        Walk::Leaf(p, v) => t!("check-did-leaf", node = named(trace, p), value = *v),
        Walk::Exit(p, v) => t!("check-did-exit", node = named(trace, p), value = *v),
    }
}

/// The verdict when the walks agree: `nodes` entered, the same values, the same cutoffs.
pub fn agree(algorithm: &str, nodes: usize) -> String {
    t!("check-agree", algorithm = algorithm, nodes = nodes)
}

/// The first place the learner's search parts from `algorithm`'s recording `trace`.
pub fn parting(trace: &Trace, algorithm: &str, p: &Parting) -> String {
    let step = p.index + 1;
    match (&p.theirs, &p.ours) {
        (Some(Walk::Enter(child)), Some(Walk::Exit(parent, _))) if p.cut.is_some() => {
            let cut = p.cut.as_ref().expect("checked");
            t!(
                "check-entered-pruned",
                step = step,
                child = named(trace, child),
                parent = named(trace, parent),
                algorithm = algorithm,
                searched = cut.searched,
                alpha = show_value(cut.alpha),
                beta = show_value(cut.beta)
            )
        }
        (Some(Walk::Exit(a, mine)), Some(Walk::Exit(b, right))) if a == b => t!(
            "check-returned",
            step = step,
            node = named(trace, a),
            value = *mine,
            algorithm = algorithm,
            right = *right
        ),
        (Some(theirs), Some(ours)) => t!(
            "check-differ",
            step = step,
            theirs = did(trace, theirs),
            algorithm = algorithm,
            ours = did(trace, ours)
        ),
        (None, Some(ours)) => t!(
            "check-stopped",
            step = step,
            algorithm = algorithm,
            ours = did(trace, ours)
        ),
        (Some(theirs), None) => t!(
            "check-went-on",
            step = step,
            algorithm = algorithm,
            theirs = did(trace, theirs)
        ),
        (None, None) => agree(algorithm, 0),
    }
}

/// "Your search behaves exactly like alpha-beta that does not pass α and β down …", or `None`
/// when no classic bug walks as theirs.
pub fn diagnosis(bugs: &[Bug]) -> Option<String> {
    let said: Vec<String> = bugs
        .iter()
        .map(|b| match b {
            Bug::WindowNotPassed => t!("check-bug-window-not-passed"),
            Bug::MaxMinSwapped => t!("check-bug-max-min-swapped"),
            Bug::AlphaAtMin => t!("check-bug-alpha-at-min"),
            Bug::StrictCutoff => t!("check-bug-strict-cutoff"),
            Bug::BestNotReset => t!("check-bug-best-not-reset"),
            Bug::CutAfterLoop => t!("check-bug-cut-after-loop"),
        })
        .collect();
    (!said.is_empty()).then(|| {
        t!(
            "check-diagnosis",
            bugs = said.join(&t!("check-bug-or")).as_str()
        )
    })
}

impl Say for ProtocolError {
    fn say(&self) -> String {
        match self {
            ProtocolError::NoEvents => t!("check-no-events"),
            ProtocolError::Outside { line } => t!("check-outside", line = *line),
            ProtocolError::RootAgain { line } => t!("check-root-again", line = *line),
            ProtocolError::NoSuchChild {
                line,
                index,
                children,
                ..
            } => t!(
                "check-no-such-child",
                line = *line,
                index = *index,
                children = *children
            ),
            ProtocolError::WrongLeaf {
                line, given, tree, ..
            } => t!(
                "check-wrong-leaf",
                line = *line,
                given = *given,
                tree = *tree
            ),
            ProtocolError::Unfinished { open } => t!("check-unfinished", open = *open),
            ProtocolError::TooMany { limit } => t!("check-too-many", limit = *limit),
        }
    }
}
