//! Trees: errors in a tree's text or file (JSON or the 15-150 notation), the tree editor's
//! refusals and random trees' options.

use super::Say;
use super::files::shown_path;
use crate::t;
use gametree_engine::game::random_tree::RandomTreeError;
use gametree_engine::game::shown_text;
use gametree_engine::game::tree_edit::EditError;
use gametree_engine::game::{
    JsonKind, JsonSyntax, NotationProblem, TreeError, TreeNotation, TreeProblem,
};

impl Say for TreeError {
    fn say(&self) -> String {
        match self {
            TreeError::Empty => t!("engine-tree-empty"),
            TreeError::Syntax { line, column, what } => t!(
                "engine-tree-syntax",
                line = *line,
                column = *column,
                what = what.say()
            ),
            TreeError::Notation { line, column, what } => t!(
                "engine-tree-notation",
                line = *line,
                column = *column,
                what = what.say()
            ),
            TreeError::CutShort {
                line,
                column,
                notation: TreeNotation::Json,
            } => t!("engine-tree-cut-short", line = *line, column = *column),
            TreeError::CutShort {
                line,
                column,
                notation: TreeNotation::Parens,
            } => t!(
                "engine-tree-cut-short-parens",
                line = *line,
                column = *column
            ),
            TreeError::TooDeep {
                line,
                column,
                limit,
            } => t!(
                "engine-tree-too-deep",
                line = *line,
                column = *column,
                limit = *limit
            ),
            TreeError::Invalid {
                line,
                column,
                problem,
            } => t!(
                "engine-tree-invalid",
                line = *line,
                column = *column,
                problem = problem.say()
            ),
            TreeError::Unreadable { path, source } => t!(
                "engine-tree-unreadable",
                path = shown_path(path),
                error = source.as_ref().say()
            ),
            TreeError::Directory { path } => {
                t!("engine-tree-directory", path = shown_path(path))
            }
            TreeError::NotAFile { path, kind } => t!(
                "engine-tree-not-a-file",
                path = shown_path(path),
                kind = kind.say()
            ),
            TreeError::TooLarge { path, limit } => t!(
                "engine-tree-too-large",
                path = shown_path(path),
                mb = *limit >> 20
            ),
            TreeError::NotText { path, offset } => t!(
                "engine-tree-not-text",
                path = shown_path(path),
                offset = *offset
            ),
            TreeError::InFile { path, error } => t!(
                "engine-tree-in-file",
                path = shown_path(path),
                error = error.say()
            ),
        }
    }
}

/// What JSON found wrong: the program's words for serde_json's syntax errors; for any other
/// (not expected) only that JSON does not allow it, never serde_json's own words.
impl Say for JsonSyntax {
    fn say(&self) -> String {
        match self {
            JsonSyntax::TrailingCharacters => t!("engine-json-trailing-characters"),
            JsonSyntax::ValueMissing => t!("engine-json-value-missing"),
            JsonSyntax::ExpectedColon => t!("engine-json-expected-colon"),
            JsonSyntax::ExpectedCommaOrBracket => t!("engine-json-expected-comma-or-bracket"),
            JsonSyntax::ExpectedCommaOrBrace => t!("engine-json-expected-comma-or-brace"),
            JsonSyntax::ExpectedIdent => t!("engine-json-expected-ident"),
            JsonSyntax::ExpectedQuote => t!("engine-json-expected-quote"),
            JsonSyntax::InvalidEscape => t!("engine-json-invalid-escape"),
            JsonSyntax::InvalidNumber => t!("engine-json-invalid-number"),
            JsonSyntax::NumberOutOfRange => t!("engine-json-number-out-of-range"),
            JsonSyntax::InvalidCodePoint => t!("engine-json-invalid-code-point"),
            JsonSyntax::ControlCharacter => t!("engine-json-control-character"),
            JsonSyntax::KeyNotString => t!("engine-json-key-not-string"),
            JsonSyntax::TrailingComma => t!("engine-json-trailing-comma"),
            JsonSyntax::LoneSurrogate => t!("engine-json-lone-surrogate"),
            JsonSyntax::HexEscapeEnd => t!("engine-json-hex-escape-end"),
            JsonSyntax::Other(_) => t!("engine-json-other"),
        }
    }
}

impl Say for NotationProblem {
    fn say(&self) -> String {
        match self {
            NotationProblem::Sign => t!("engine-parens-sign"),
            NotationProblem::Start => t!("engine-parens-start"),
            NotationProblem::LeafClose => t!("engine-parens-leaf-close"),
            NotationProblem::ClosesNothing => t!("engine-parens-closes-nothing"),
            NotationProblem::LoneNumber { value } => {
                t!("engine-parens-lone-number", value = value.to_string())
            }
            NotationProblem::Unexpected { found } => t!(
                "engine-parens-unexpected",
                found = shown_text(&found.to_string())
            ),
            NotationProblem::Trailing => t!("engine-parens-trailing"),
            NotationProblem::NoChildren => t!("engine-parens-no-children"),
        }
    }
}

/// "a number", "an array", …
impl Say for JsonKind {
    fn say(&self) -> String {
        match self {
            JsonKind::Null => t!("engine-json-kind-null"),
            JsonKind::Bool => t!("engine-json-kind-bool"),
            JsonKind::Number => t!("engine-json-kind-number"),
            JsonKind::Text => t!("engine-json-kind-text"),
            JsonKind::Array => t!("engine-json-kind-array"),
            JsonKind::Object => t!("engine-json-kind-object"),
        }
    }
}

impl Say for TreeProblem {
    fn say(&self) -> String {
        match self {
            TreeProblem::TooManyNodes { limit } => {
                t!("engine-tree-too-many-nodes", limit = *limit)
            }
            TreeProblem::LeafTooLarge { value, limit } => t!(
                "engine-tree-leaf-too-large",
                value = value,
                limit = limit.to_string()
            ),
            TreeProblem::DecimalWhole { written, whole } => t!(
                "engine-tree-decimal-whole",
                written = written,
                whole = whole
            ),
            TreeProblem::Fraction { value } => t!("engine-tree-fraction", value = value),
            TreeProblem::NoChildren => t!("engine-tree-no-children"),
            TreeProblem::EmptyChildrenKey => t!("engine-tree-empty-children-key"),
            TreeProblem::LabelNotText { found } => {
                t!("engine-tree-label-not-text", found = found.say())
            }
            TreeProblem::LabelTooLong { chars, limit } => {
                t!("engine-tree-label-too-long", chars = *chars, limit = *limit)
            }
            TreeProblem::LabelCharacter { code } => {
                t!("engine-tree-label-character", code = format!("{code:04X}"))
            }
            TreeProblem::ValueNotNumber { found } => {
                t!("engine-tree-value-not-number", found = found.say())
            }
            TreeProblem::UnknownKey { key } => t!("engine-tree-unknown-key", key = key),
            TreeProblem::DuplicateKey { key } => t!("engine-tree-duplicate-key", key = key),
            TreeProblem::EmptyObject => t!("engine-tree-empty-object"),
            TreeProblem::ChanceNotPairs => t!("engine-tree-chance-not-pairs"),
            TreeProblem::Probability { value } => t!("engine-tree-probability", value = value),
            TreeProblem::ProbabilitySum { sum } => t!("engine-tree-probability-sum", sum = sum),
            TreeProblem::ChanceNotArray { found } => {
                t!("engine-tree-chance-not-array", found = found.say())
            }
            TreeProblem::ChanceNotPair { found } => {
                t!("engine-tree-chance-not-pair", found = found.say())
            }
            TreeProblem::ChildrenNotArray { found } => {
                t!("engine-tree-children-not-array", found = found.say())
            }
            TreeProblem::ChanceAndChildren => t!("engine-tree-chance-and-children"),
            TreeProblem::NotANode { found } => t!("engine-tree-not-a-node", found = *found),
            TreeProblem::TextNotANode { text } => t!(
                "engine-tree-not-a-node",
                found = t!("engine-tree-found-text", text = text)
            ),
            // Not expected (the reader checks every shape); serde_json's words are for
            // developers, people are told what a node may be.
            TreeProblem::Other(_) => t!("engine-tree-other"),
        }
    }
}

impl Say for EditError {
    fn say(&self) -> String {
        match self {
            EditError::NoNode { id, last } => t!("engine-edit-no-node", id = *id, last = *last),
            EditError::ValueRange { value, limit } => t!(
                "engine-edit-value-range",
                value = value.to_string(),
                limit = limit.to_string()
            ),
            EditError::AddToLeaf { node } => t!("engine-edit-add-to-leaf", node = node),
            EditError::ChanceNode { node } => t!("engine-edit-chance-node", node = node),
            EditError::TooManyNodes { nodes, limit } => {
                t!("engine-edit-too-many-nodes", nodes = *nodes, limit = *limit)
            }
            EditError::AlreadyInner { node } => t!("engine-edit-already-inner", node = node),
            EditError::TooDeep { node, depth, limit } => t!(
                "engine-edit-too-deep",
                node = node,
                depth = *depth,
                limit = *limit
            ),
            EditError::DeleteRoot => t!("engine-edit-delete-root"),
            EditError::OnlyChild { node, parent } => {
                t!("engine-edit-only-child", node = node, parent = parent)
            }
            EditError::InnerValue { node } => t!("engine-edit-inner-value", node = node),
            EditError::LabelTooLong {
                label,
                chars,
                limit,
            } => t!(
                "engine-edit-label-too-long",
                label = label,
                chars = *chars,
                limit = *limit
            ),
            EditError::LabelControl => t!("engine-edit-label-control"),
        }
    }
}

impl Say for RandomTreeError {
    fn say(&self) -> String {
        match self {
            RandomTreeError::TooDeep { depth, limit } => {
                t!("engine-random-too-deep", depth = *depth, limit = *limit)
            }
            RandomTreeError::NoBranching => t!("engine-random-no-branching"),
            RandomTreeError::BranchingEmpty { min, max } => {
                t!("engine-random-branching-empty", min = *min, max = *max)
            }
            RandomTreeError::ValuesEmpty { min, max } => t!(
                "engine-random-values-empty",
                min = min.to_string(),
                max = max.to_string()
            ),
            RandomTreeError::ValuesTooWide { min, max, limit } => t!(
                "engine-random-values-too-wide",
                min = min.to_string(),
                max = max.to_string(),
                limit = limit.to_string()
            ),
            RandomTreeError::TooManyNodes {
                depth,
                children,
                total,
                limit,
            } => t!(
                "engine-random-too-many-nodes",
                depth = *depth,
                children = *children,
                total = total.to_string(),
                limit = *limit
            ),
        }
    }
}
