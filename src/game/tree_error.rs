//! What can be wrong with a tree file, as values: [`TreeError`] says where (file, line,
//! column) and [`TreeProblem`] what, each with the facts as fields. Their messages are one
//! line saying what would be accepted.

use std::path::PathBuf;
use std::sync::Arc;

/// Why a tree could not be read.
#[derive(Clone, Debug, thiserror::Error)]
pub enum TreeError {
    /// Nothing but white space.
    #[error("the tree is empty; expected JSON such as [[3,12,8],[2,4,6],[14,5,2]]")]
    Empty,
    /// Not JSON at this place.
    #[error(
        "line {line}, column {column}: this is not valid JSON ({what}); expected a tree such as [[3,12,8],[2,4,6],[14,5,2]]"
    )]
    Syntax {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What JSON found wrong there.
        what: String,
    },
    /// Not the 15-150 notation at this place (the text starts with `(`).
    #[error(
        "line {line}, column {column}: {what}; in this notation a leaf is (v) and an inner node lists its children in parentheses, e.g. (((3)(12)(8))((2)(4)(6))((14)(5)(2)))"
    )]
    Notation {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What is wrong there.
        what: String,
    },
    /// The text stops before the tree is complete.
    #[error(
        "line {line}, column {column}: the text ends in the middle of the tree; is the file cut short? every [ needs its ] and every {{ its }}"
    )]
    CutShort {
        /// Line where the text ends.
        line: usize,
        /// Column where the text ends.
        column: usize,
    },
    /// More brackets open at once than the parser allows.
    #[error(
        "line {line}, column {column}: the tree is nested too deeply; at most {limit} brackets ([ and {{ together) may be open at once"
    )]
    TooDeep {
        /// Line of the bracket past the limit.
        line: usize,
        /// Its column.
        column: usize,
        /// [`MAX_NESTING`](super::tree::MAX_NESTING).
        limit: usize,
    },
    /// Valid JSON that is not a valid tree here.
    #[error("line {line}, column {column}: {problem}")]
    Invalid {
        /// Line of the fault.
        line: usize,
        /// Column of the fault.
        column: usize,
        /// What is wrong.
        problem: TreeProblem,
    },
    /// The file cannot be opened or read.
    #[error("cannot read tree file {}: {source}", .path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: Arc<std::io::Error>,
    },
    /// The path is a directory.
    #[error("tree file {} is a directory; expected a JSON file", .path.display())]
    Directory {
        /// The directory.
        path: PathBuf,
    },
    /// The path is a pipe, a device or a socket: refused before opening it.
    #[error("tree file {} is {kind}; expected a JSON file", .path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, e.g. "a named pipe (FIFO)".
        kind: &'static str,
    },
    /// The file is over the size limit.
    #[error(
        "tree file {} is larger than {} MB; tree files may be at most {} MB",
        .path.display(), .limit >> 20, .limit >> 20
    )]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// [`MAX_FILE_BYTES`](super::tree::MAX_FILE_BYTES).
        limit: u64,
    },
    /// The file is not UTF-8 text.
    #[error("tree file {} is not UTF-8 text (bad byte at offset {offset}); expected JSON", .path.display())]
    NotText {
        /// The file.
        path: PathBuf,
        /// Byte offset of the first byte that is not UTF-8.
        offset: usize,
    },
    /// The file's text has an error.
    #[error("tree file {}: {error}", .path.display())]
    InFile {
        /// The file.
        path: PathBuf,
        /// The error in its text.
        error: Box<TreeError>,
    },
}

impl TreeError {
    /// Where in the text the error is (1-based line and column), if it is in the text.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            TreeError::Syntax { line, column, .. }
            | TreeError::Notation { line, column, .. }
            | TreeError::CutShort { line, column }
            | TreeError::TooDeep { line, column, .. }
            | TreeError::Invalid { line, column, .. } => Some((*line, *column)),
            TreeError::InFile { error, .. } => error.position(),
            _ => None,
        }
    }

    /// The problem, for errors in the text's content (not its syntax or the file).
    pub fn problem(&self) -> Option<&TreeProblem> {
        match self {
            TreeError::Invalid { problem, .. } => Some(problem),
            TreeError::InFile { error, .. } => error.problem(),
            _ => None,
        }
    }
}

/// What is wrong with a node of a tree written in valid JSON.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TreeProblem {
    /// More than [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES) nodes.
    #[error("the tree has more than {limit} nodes; at most {limit} are supported")]
    TooManyNodes {
        /// [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES).
        limit: usize,
    },
    /// A leaf beyond ±[`MAX_LEAF`](super::tree::MAX_LEAF).
    #[error("leaf {value} is too large; leaves must be whole numbers from -{limit} to {limit}")]
    LeafTooLarge {
        /// The leaf as written (or in exponent form).
        value: String,
        /// [`MAX_LEAF`](super::tree::MAX_LEAF).
        limit: i64,
    },
    /// A whole number written with a decimal point.
    #[error("leaf {written} is written as a decimal; write it as the whole number {whole}")]
    DecimalWhole {
        /// As read, e.g. `3.0`.
        written: String,
        /// The whole number meant, e.g. `3`.
        whole: String,
    },
    /// A fraction.
    #[error("leaf {value} is not a whole number; leaves must be integers such as 3 or -12")]
    Fraction {
        /// The number as read.
        value: String,
    },
    /// `[]`.
    #[error("an inner node [] has no children; give it at least one child or make it a number")]
    NoChildren,
    /// `"children": []`.
    #[error("\"children\" must be an array with at least one child")]
    EmptyChildrenKey,
    /// `"label"` that is not text.
    #[error("\"label\" is {found}; a label must be text in quotes, such as \"B\"")]
    LabelNotText {
        /// What it is instead ("a number", "an array", …).
        found: &'static str,
    },
    /// A label longer than [`MAX_LABEL_CHARS`](super::tree::MAX_LABEL_CHARS).
    #[error("a label has {chars} characters; labels may have at most {limit}")]
    LabelTooLong {
        /// Its length.
        chars: usize,
        /// The limit.
        limit: usize,
    },
    /// A label with a control character or a non-character.
    #[error(
        "a label holds the character U+{code:04X}, which cannot be shown (a control character or a non-character); labels are ordinary text"
    )]
    LabelCharacter {
        /// The character's code point.
        code: u32,
    },
    /// `"value"` that is not a number.
    #[error("\"value\" is {found}; a value must be a whole number, such as 3")]
    ValueNotNumber {
        /// What it is instead.
        found: &'static str,
    },
    /// A key other than label, children and value.
    #[error("unknown key {key} in a tree node; expected \"label\", \"children\" or \"value\"")]
    UnknownKey {
        /// The key, quoted and shortened.
        key: String,
    },
    /// The same key twice in one object.
    #[error("the key {key} appears twice in one tree node; give each key once")]
    DuplicateKey {
        /// The key, quoted.
        key: String,
    },
    /// An object with neither children nor value.
    #[error("a node object needs \"children\" (an inner node) or \"value\" (a leaf)")]
    EmptyObject,
    /// Text, true/false or null where a node belongs.
    #[error(
        "found {found} where a tree node was expected; leaves are whole numbers, inner nodes [arrays]"
    )]
    NotANode {
        /// What was found: `the text "x"`, `true`, `null`.
        found: String,
    },
    /// `"children"` that is not an array (in serde's words).
    #[error("{0}")]
    Other(String),
}
