//! Recordings read back: JSON traces that are refused (which node or event, and what is
//! wrong with it) and recordings passed as bytes that are damaged.

use super::Say;
use super::files::shown_path;
use crate::t;
use gametree_engine::compare::group;
use gametree_engine::trace::binary::{Damage, DecodeError};
use gametree_engine::trace::json::JsonDetail;
use gametree_engine::trace::json_read::{EventProblem, NodeProblem, TraceFileError};
use gametree_engine::trace::{EventKind, TreeFault};

impl Say for TraceFileError {
    fn say(&self) -> String {
        match self {
            TraceFileError::Unreadable { path, source } => t!(
                "engine-trace-unreadable",
                path = shown_path(path),
                error = source.as_ref().say()
            ),
            TraceFileError::NotAFile { path, kind } => t!(
                "engine-trace-unreadable",
                path = shown_path(path),
                error = t!("engine-trace-not-a-file", kind = kind.say())
            ),
            TraceFileError::InFile { path, error } => t!(
                "engine-trace-in-file",
                path = shown_path(path),
                error = error.say()
            ),
            TraceFileError::TooLarge { limit } => t!("engine-trace-too-large", mb = *limit >> 20),
            // serde's own description is English: only English sentences quote it.
            TraceFileError::Json {
                line,
                column,
                message,
            } => t!(
                "engine-trace-json",
                line = *line,
                column = *column,
                detail = message.as_str()
            ),
            TraceFileError::NoConfig => t!("engine-trace-no-config"),
            TraceFileError::NoNodes => t!("engine-trace-no-nodes"),
            TraceFileError::TooManyNodes { nodes, limit } => t!(
                "engine-trace-too-many-nodes",
                nodes = *nodes,
                limit = *limit
            ),
            TraceFileError::Node { node, problem } => {
                t!("engine-trace-node", node = *node, problem = problem.say())
            }
            TraceFileError::Event { event, problem } => {
                t!(
                    "engine-trace-event",
                    event = *event,
                    problem = problem.say()
                )
            }
            TraceFileError::NoSearch => t!("engine-trace-no-search"),
        }
    }
}

impl Say for NodeProblem {
    fn say(&self) -> String {
        match self {
            NodeProblem::EdgeNotNumber { edge, text } => {
                t!("engine-trace-edge-not-number", what = *edge, text = text)
            }
            NodeProblem::BadId { id } => t!("engine-trace-bad-id", id = *id),
            NodeProblem::BadBound { bound } => t!("engine-trace-bad-bound", bound = bound),
            NodeProblem::NotBelowParent { parent } => {
                t!("engine-trace-not-below-parent", parent = *parent)
            }
            NodeProblem::ParentAfter { parent } => {
                t!("engine-trace-parent-after", parent = *parent)
            }
            NodeProblem::RootDepth { depth } => t!("engine-trace-root-depth", depth = *depth),
            NodeProblem::Unpruned => t!("engine-trace-unpruned"),
            NodeProblem::Tree(fault) => fault.say(),
            NodeProblem::ChanceInMinimax => t!("engine-trace-chance-in-minimax"),
            NodeProblem::RealInMinimax => t!("engine-trace-real-in-minimax"),
            NodeProblem::Inconsistent => t!("engine-trace-inconsistent"),
        }
    }
}

impl Say for EventProblem {
    fn say(&self) -> String {
        match self {
            EventProblem::BadStep { step } => t!("engine-trace-bad-step", step = *step),
            EventProblem::BadNode { node, nodes } => {
                t!("engine-trace-bad-node", node = *node, nodes = *nodes)
            }
            EventProblem::IterationNotRoot => t!("engine-trace-iteration-not-root"),
            EventProblem::EntersTwice { node } => t!("engine-trace-enters-twice", node = *node),
            EventProblem::PassNotRoot => t!("engine-trace-pass-not-root"),
            EventProblem::PrunesStranger { pruned, node } => t!(
                "engine-trace-prunes-stranger",
                pruned = *pruned,
                node = *node
            ),
            EventProblem::NeverExited => t!("engine-trace-never-exited"),
            EventProblem::StepDiffers {
                step,
                derived,
                derived_node,
                kind,
                node,
            } => t!(
                "engine-trace-step-differs",
                step = *step,
                derived = event_kind_words(*derived),
                derived_node = *derived_node,
                kind = event_kind_words(*kind),
                node = *node
            ),
            EventProblem::IterationDuringSearch => t!("engine-trace-iteration-during-search"),
            EventProblem::ResearchUntested => t!("engine-trace-research-untested"),
            EventProblem::EnterStranger => t!("engine-trace-enter-stranger"),
            EventProblem::EventElsewhere => t!("engine-trace-event-elsewhere"),
            EventProblem::ExitElsewhere => t!("engine-trace-exit-elsewhere"),
            EventProblem::BackupUnfound => t!("engine-trace-backup-unfound"),
        }
    }
}

impl Say for TreeFault {
    fn say(&self) -> String {
        match self {
            TreeFault::Depth => t!("engine-trace-tree-depth"),
            TreeFault::ForeignChild => t!("engine-trace-tree-foreign-child"),
            TreeFault::Circle => t!("engine-trace-tree-circle"),
            TreeFault::MissingChild => t!("engine-trace-tree-missing-child"),
            TreeFault::Order => t!("engine-trace-tree-order"),
        }
    }
}

impl Say for Damage {
    fn say(&self) -> String {
        match self {
            Damage::DanglingLink => t!("engine-binary-dangling-link"),
            Damage::TrailingBytes => t!("engine-binary-trailing-bytes"),
            Damage::IterationOutside => t!("engine-binary-iteration-outside"),
            Damage::Tree(fault) => fault.say(),
        }
    }
}

impl Say for DecodeError {
    fn say(&self) -> String {
        match self {
            DecodeError::CutShort => t!("engine-binary-cut-short"),
            DecodeError::Header(error) => t!("engine-binary-header", error = error),
            DecodeError::Damaged(damage) => t!("engine-binary-damaged", problem = damage.say()),
        }
    }
}

/// What a step does, in words ("a backup", "回传"), for sentences naming a step of a trace.
pub fn event_kind_words(kind: EventKind) -> String {
    match kind {
        EventKind::Iteration => t!("engine-trace-kind-iteration"),
        EventKind::Enter => t!("engine-trace-kind-enter"),
        EventKind::Leaf => t!("engine-trace-kind-leaf"),
        EventKind::TtHit => t!("engine-trace-kind-tt-hit"),
        EventKind::Backup => t!("engine-trace-kind-backup"),
        EventKind::Cutoff => t!("engine-trace-kind-cutoff"),
        EventKind::Exit => t!("engine-trace-kind-exit"),
        EventKind::Pass => t!("engine-trace-kind-pass"),
        EventKind::Research => t!("engine-trace-kind-research"),
        EventKind::Select => t!("engine-trace-kind-select"),
        EventKind::Expand => t!("engine-trace-kind-expand"),
        EventKind::Playout => t!("engine-trace-kind-playout"),
        EventKind::Backpropagate => t!("engine-trace-kind-backpropagate"),
    }
}

/// What a JSON trace left out, in words, when it left something out (a long MCTS written
/// compactly); `None` when every event carries every detail.
pub fn json_detail_words(detail: JsonDetail) -> Option<String> {
    match detail {
        JsonDetail::Full => None,
        JsonDetail::Compact {
            from_iteration,
            iterations,
            full_bytes,
        } => Some(t!(
            "engine-json-compact",
            from = group(from_iteration as u64),
            iterations = group(iterations as u64),
            mb = group(full_bytes >> 20)
        )),
    }
}
