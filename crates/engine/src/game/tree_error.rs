//! What can be wrong with a tree file, as values: [`TreeError`] says where (file, line,
//! column) and [`TreeProblem`] what, each with the facts as fields. Their messages are one
//! line saying what would be accepted.

use std::path::PathBuf;
use std::sync::Arc;

/// Why a tree could not be read.
#[derive(Clone, Debug)]
pub enum TreeError {
    /// Nothing but white space.
    Empty,
    /// Not JSON at this place.
    Syntax {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What JSON found wrong there.
        what: String,
    },
    /// Not the 15-150 notation at this place (the text starts with `(`).
    Notation {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What is wrong there.
        what: String,
    },
    /// The text stops before the tree is complete.
    CutShort {
        /// Line where the text ends.
        line: usize,
        /// Column where the text ends.
        column: usize,
    },
    /// More brackets open at once than the parser allows.
    TooDeep {
        /// Line of the bracket past the limit.
        line: usize,
        /// Its column.
        column: usize,
        /// [`MAX_NESTING`](super::tree::MAX_NESTING).
        limit: usize,
    },
    /// Valid JSON that is not a valid tree here.
    Invalid {
        /// Line of the fault.
        line: usize,
        /// Column of the fault.
        column: usize,
        /// What is wrong.
        problem: TreeProblem,
    },
    /// The file cannot be opened or read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: Arc<std::io::Error>,
    },
    /// The path is a directory.
    Directory {
        /// The directory.
        path: PathBuf,
    },
    /// The path is a pipe, a device or a socket: refused before opening it.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, e.g. "a named pipe (FIFO)".
        kind: &'static str,
    },
    /// The file is over the size limit.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// [`MAX_FILE_BYTES`](super::tree::MAX_FILE_BYTES).
        limit: u64,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// The file.
        path: PathBuf,
        /// Byte offset of the first byte that is not UTF-8.
        offset: usize,
    },
    /// The file's text has an error.
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

/// The kind of a JSON value found where another kind belongs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonKind {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool,
    /// A number.
    Number,
    /// A string.
    Text,
    /// An array.
    Array,
    /// An object.
    Object,
}

impl JsonKind {
    /// "a number", "an array", … in the language in force.
    pub fn words(self) -> String {
        use crate::t;
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

/// What is wrong with a node of a tree written in valid JSON.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeProblem {
    /// More than [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES) nodes.
    TooManyNodes {
        /// [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES).
        limit: usize,
    },
    /// A leaf beyond ±[`MAX_LEAF`](super::tree::MAX_LEAF).
    LeafTooLarge {
        /// The leaf as written (or in exponent form).
        value: String,
        /// [`MAX_LEAF`](super::tree::MAX_LEAF).
        limit: i64,
    },
    /// A whole number written with a decimal point.
    DecimalWhole {
        /// As read, e.g. `3.0`.
        written: String,
        /// The whole number meant, e.g. `3`.
        whole: String,
    },
    /// A fraction.
    Fraction {
        /// The number as read.
        value: String,
    },
    /// `[]`.
    NoChildren,
    /// `"children": []`.
    EmptyChildrenKey,
    /// `"label"` that is not text.
    LabelNotText {
        /// What it is instead.
        found: JsonKind,
    },
    /// A label longer than [`MAX_LABEL_CHARS`](super::tree::MAX_LABEL_CHARS).
    LabelTooLong {
        /// Its length.
        chars: usize,
        /// The limit.
        limit: usize,
    },
    /// A label with a control character or a non-character.
    LabelCharacter {
        /// The character's code point.
        code: u32,
    },
    /// `"value"` that is not a number.
    ValueNotNumber {
        /// What it is instead.
        found: JsonKind,
    },
    /// A key other than label, children and value.
    UnknownKey {
        /// The key, quoted and shortened.
        key: String,
    },
    /// The same key twice in one object.
    DuplicateKey {
        /// The key, quoted.
        key: String,
    },
    /// An object with neither children nor value.
    EmptyObject,
    /// true, false or null where a node belongs.
    NotANode {
        /// What was found, as JSON writes it: `true`, `false`, `null`.
        found: &'static str,
    },
    /// Text where a node belongs.
    TextNotANode {
        /// The text, quoted and shortened.
        text: String,
    },
    /// `"chance"` that is not an array of `[probability, subtree]` pairs.
    ChanceNotPairs,
    /// A probability that is not a number in (0, 1].
    Probability {
        /// The probability as written (or what was found instead).
        value: String,
    },
    /// A chance node whose probabilities do not sum to 1.
    ProbabilitySum {
        /// Their sum.
        sum: String,
    },
    /// `"chance"` together with `"children"` or `"value"`.
    ChanceAndChildren,
    /// `"children"` that is not an array (in serde's words).
    Other(String),
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::t;
        f.write_str(&match self {
            TreeError::Empty => t!("engine-tree-empty"),
            TreeError::Syntax { line, column, what } => t!(
                "engine-tree-syntax",
                line = *line,
                column = *column,
                what = json_words(what)
            ),
            TreeError::Notation { line, column, what } => t!(
                "engine-tree-notation",
                line = *line,
                column = *column,
                what = what
            ),
            TreeError::CutShort { line, column } => {
                t!("engine-tree-cut-short", line = *line, column = *column)
            }
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
                problem = problem.to_string()
            ),
            TreeError::Unreadable { path, source } => t!(
                "engine-tree-unreadable",
                path = path.display().to_string(),
                error = crate::i18n::io_error(source)
            ),
            TreeError::Directory { path } => {
                t!("engine-tree-directory", path = path.display().to_string())
            }
            TreeError::NotAFile { path, kind } => t!(
                "engine-tree-not-a-file",
                path = path.display().to_string(),
                kind = crate::files::kind_words(kind)
            ),
            TreeError::TooLarge { path, limit } => t!(
                "engine-tree-too-large",
                path = path.display().to_string(),
                mb = *limit >> 20
            ),
            TreeError::NotText { path, offset } => t!(
                "engine-tree-not-text",
                path = path.display().to_string(),
                offset = *offset
            ),
            TreeError::InFile { path, error } => t!(
                "engine-tree-in-file",
                path = path.display().to_string(),
                error = error.to_string()
            ),
        })
    }
}

impl std::error::Error for TreeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TreeError::Unreadable { source, .. } => Some(source.as_ref()),
            _ => None,
        }
    }
}

/// What JSON found wrong, in the language in force, from serde_json's words for its syntax
/// errors; anything else as it is.
fn json_words(what: &str) -> String {
    use crate::t;
    match what {
        "trailing characters" => t!("engine-json-trailing-characters"),
        "expected value" => t!("engine-json-value-missing"),
        "expected `:`" => t!("engine-json-expected-colon"),
        "expected `,` or `]`" => t!("engine-json-expected-comma-or-bracket"),
        "expected `,` or `}`" => t!("engine-json-expected-comma-or-brace"),
        "expected ident" => t!("engine-json-expected-ident"),
        "expected `\"`" => t!("engine-json-expected-quote"),
        "invalid escape" => t!("engine-json-invalid-escape"),
        "invalid number" => t!("engine-json-invalid-number"),
        "number out of range" => t!("engine-json-number-out-of-range"),
        "invalid unicode code point" => t!("engine-json-invalid-code-point"),
        "control character (\\u0000-\\u001F) found while parsing a string" => {
            t!("engine-json-control-character")
        }
        "key must be a string" => t!("engine-json-key-not-string"),
        "trailing comma" => t!("engine-json-trailing-comma"),
        "lone leading surrogate in hex escape" => t!("engine-json-lone-surrogate"),
        "unexpected end of hex escape" => t!("engine-json-hex-escape-end"),
        other => other.to_string(),
    }
}

impl std::fmt::Display for TreeProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::t;
        f.write_str(&match self {
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
                t!("engine-tree-label-not-text", found = found.words())
            }
            TreeProblem::LabelTooLong { chars, limit } => {
                t!("engine-tree-label-too-long", chars = *chars, limit = *limit)
            }
            TreeProblem::LabelCharacter { code } => {
                t!("engine-tree-label-character", code = format!("{code:04X}"))
            }
            TreeProblem::ValueNotNumber { found } => {
                t!("engine-tree-value-not-number", found = found.words())
            }
            TreeProblem::UnknownKey { key } => t!("engine-tree-unknown-key", key = key),
            TreeProblem::DuplicateKey { key } => t!("engine-tree-duplicate-key", key = key),
            TreeProblem::EmptyObject => t!("engine-tree-empty-object"),
            TreeProblem::ChanceNotPairs => t!("engine-tree-chance-not-pairs"),
            TreeProblem::Probability { value } => t!("engine-tree-probability", value = value),
            TreeProblem::ProbabilitySum { sum } => t!("engine-tree-probability-sum", sum = sum),
            TreeProblem::ChanceAndChildren => t!("engine-tree-chance-and-children"),
            TreeProblem::NotANode { found } => t!("engine-tree-not-a-node", found = *found),
            TreeProblem::TextNotANode { text } => t!(
                "engine-tree-not-a-node",
                found = t!("engine-tree-found-text", text = text)
            ),
            TreeProblem::Other(text) => text.clone(),
        })
    }
}

impl std::error::Error for TreeProblem {}
