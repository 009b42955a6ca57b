//! What can be wrong with a tree file, as values: [`TreeError`] says where (file, line,
//! column) and [`TreeProblem`] what, each with the facts as fields. Their `Display` is a terse
//! English line for logs; the teach crate says them to people.

use crate::files::FileKind;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a tree could not be read.
#[derive(Clone, Debug, thiserror::Error)]
pub enum TreeError {
    /// Nothing but white space.
    #[error("the tree is empty")]
    Empty,
    /// Not JSON at this place.
    #[error("line {line}, column {column}: not valid JSON ({what})")]
    Syntax {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What JSON found wrong there.
        what: JsonSyntax,
    },
    /// Not the 15-150 notation at this place (the text starts with `(`).
    #[error("line {line}, column {column}: {what}")]
    Notation {
        /// 1-based line of the fault.
        line: usize,
        /// 1-based column (in characters) of the fault.
        column: usize,
        /// What is wrong there.
        what: NotationProblem,
    },
    /// The text stops before the tree is complete.
    #[error("line {line}, column {column}: the text ends in the middle of the tree")]
    CutShort {
        /// Line where the text ends.
        line: usize,
        /// Column where the text ends.
        column: usize,
        /// The notation the text is written in: which brackets are left open.
        notation: TreeNotation,
    },
    /// A node further below the root than the reader allows.
    #[error("line {line}, column {column}: a node more than {limit} levels below the root")]
    TooDeep {
        /// Line of the first node past the limit.
        line: usize,
        /// Its column.
        column: usize,
        /// [`MAX_NESTING`](super::tree::MAX_NESTING): how many levels below the root a node
        /// may be.
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
    #[error("cannot read tree file {}: {source}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        source: Arc<std::io::Error>,
    },
    /// The path is a directory.
    #[error("tree file {} is a directory", path.display())]
    Directory {
        /// The directory.
        path: PathBuf,
    },
    /// The path is a pipe, a device or a socket: refused before opening it.
    #[error("tree file {} is {kind}", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is instead.
        kind: FileKind,
    },
    /// The file is over the size limit.
    #[error("tree file {} is larger than {limit} bytes", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// [`MAX_FILE_BYTES`](super::tree::MAX_FILE_BYTES).
        limit: u64,
    },
    /// The file is not UTF-8 text.
    #[error("tree file {} is not UTF-8 (bad byte at offset {offset})", path.display())]
    NotText {
        /// The file.
        path: PathBuf,
        /// Byte offset of the first byte that is not UTF-8.
        offset: usize,
    },
    /// The file's text has an error.
    #[error("tree file {}: {error}", path.display())]
    InFile {
        /// The file.
        path: PathBuf,
        /// The error in its text.
        #[source]
        error: Box<TreeError>,
    },
}

impl TreeError {
    /// Where in the text the error is (1-based line and column), if it is in the text.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            TreeError::Syntax { line, column, .. }
            | TreeError::Notation { line, column, .. }
            | TreeError::CutShort { line, column, .. }
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

/// The two notations a tree's text may be written in (docs/trees.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeNotation {
    /// JSON: numbers, `[arrays]` and `{objects}`.
    Json,
    /// The 15-150 notation: `(v)` leaves and parentheses.
    Parens,
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

/// What is wrong with a node of a tree written in valid JSON.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TreeProblem {
    /// More than [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES) nodes.
    #[error("more than {limit} nodes")]
    TooManyNodes {
        /// [`MAX_TREE_NODES`](super::tree::MAX_TREE_NODES).
        limit: usize,
    },
    /// A leaf beyond ±[`MAX_LEAF`](super::tree::MAX_LEAF).
    #[error("leaf {value} is beyond ±{limit}")]
    LeafTooLarge {
        /// The leaf as written (or in exponent form).
        value: String,
        /// [`MAX_LEAF`](super::tree::MAX_LEAF).
        limit: i64,
    },
    /// A whole number written with a decimal point.
    #[error("leaf {written} is written as a decimal ({whole})")]
    DecimalWhole {
        /// As read, e.g. `3.0`.
        written: String,
        /// The whole number meant, e.g. `3`.
        whole: String,
    },
    /// A fraction.
    #[error("leaf {value} is not a whole number")]
    Fraction {
        /// The number as read.
        value: String,
    },
    /// `[]`.
    #[error("an inner node [] has no children")]
    NoChildren,
    /// `"children": []`.
    #[error("\"children\" is empty")]
    EmptyChildrenKey,
    /// `"label"` that is not text.
    #[error("\"label\" is {found:?}")]
    LabelNotText {
        /// What it is instead.
        found: JsonKind,
    },
    /// A label longer than [`MAX_LABEL_CHARS`](super::tree::MAX_LABEL_CHARS).
    #[error("a label has {chars} characters, more than {limit}")]
    LabelTooLong {
        /// Its length.
        chars: usize,
        /// The limit.
        limit: usize,
    },
    /// A label with a control character or a non-character.
    #[error("a label holds U+{code:04X}")]
    LabelCharacter {
        /// The character's code point.
        code: u32,
    },
    /// `"value"` that is not a number.
    #[error("\"value\" is {found:?}")]
    ValueNotNumber {
        /// What it is instead.
        found: JsonKind,
    },
    /// A key other than label, children and value.
    #[error("unknown key {key}")]
    UnknownKey {
        /// The key, quoted and shortened.
        key: String,
    },
    /// The same key twice in one object.
    #[error("the key {key} appears twice")]
    DuplicateKey {
        /// The key, quoted.
        key: String,
    },
    /// An object with neither children nor value.
    #[error("an object with neither \"children\" nor \"value\"")]
    EmptyObject,
    /// true, false or null where a node belongs.
    #[error("found {found} where a node belongs")]
    NotANode {
        /// What was found, as JSON writes it: `true`, `false`, `null`.
        found: &'static str,
    },
    /// Text where a node belongs.
    #[error("found the text {text} where a node belongs")]
    TextNotANode {
        /// The text, quoted and shortened.
        text: String,
    },
    /// `"chance"` that is not an array of `[probability, subtree]` pairs.
    #[error("\"chance\" is not [probability, subtree] pairs")]
    ChanceNotPairs,
    /// A probability that is not a number in (0, 1].
    #[error("probability {value} is not in (0, 1]")]
    Probability {
        /// The probability as written (or what was found instead).
        value: String,
    },
    /// A chance node whose probabilities do not sum to 1.
    #[error("probabilities add up to {sum}")]
    ProbabilitySum {
        /// Their sum.
        sum: String,
    },
    /// `"chance"` that is not an array at all.
    #[error("\"chance\" is {found:?}")]
    ChanceNotArray {
        /// What it is instead.
        found: JsonKind,
    },
    /// An element of `"chance"` that is not an array (a `[probability, subtree]` pair).
    #[error("{found:?} where a [probability, subtree] pair belongs")]
    ChanceNotPair {
        /// What it is instead.
        found: JsonKind,
    },
    /// `"children"` that is not an array.
    #[error("\"children\" is {found:?}")]
    ChildrenNotArray {
        /// What it is instead.
        found: JsonKind,
    },
    /// `"chance"` together with `"children"` or `"value"`.
    #[error("\"chance\" with \"children\" or \"value\"")]
    ChanceAndChildren,
    /// Anything else serde_json refused (in its words, for developers; people are told what a
    /// tree node may be). The reader checks every shape itself, so this is not expected.
    #[error("{0}")]
    Other(String),
}

/// What JSON found wrong in a tree's text: serde_json's syntax errors, one variant each, and
/// its own words for any other.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JsonSyntax {
    /// Something follows the end of the tree.
    #[error("trailing characters")]
    TrailingCharacters,
    /// A value is missing.
    #[error("expected value")]
    ValueMissing,
    /// `:` expected.
    #[error("expected `:`")]
    ExpectedColon,
    /// `,` or `]` expected.
    #[error("expected `,` or `]`")]
    ExpectedCommaOrBracket,
    /// `,` or `}` expected.
    #[error("expected `,` or `}}`")]
    ExpectedCommaOrBrace,
    /// A word such as `true` misspelt.
    #[error("expected ident")]
    ExpectedIdent,
    /// `"` expected.
    #[error("expected `\"`")]
    ExpectedQuote,
    /// A bad `\` escape.
    #[error("invalid escape")]
    InvalidEscape,
    /// A number JSON cannot read.
    #[error("invalid number")]
    InvalidNumber,
    /// A number too large for JSON.
    #[error("number out of range")]
    NumberOutOfRange,
    /// A `\u` escape that is not a character.
    #[error("invalid unicode code point")]
    InvalidCodePoint,
    /// A control character inside a string.
    #[error("control character (\\u0000-\\u001F) found while parsing a string")]
    ControlCharacter,
    /// An object key that is not a string.
    #[error("key must be a string")]
    KeyNotString,
    /// A comma before `]` or `}`.
    #[error("trailing comma")]
    TrailingComma,
    /// Half a surrogate pair.
    #[error("lone leading surrogate in hex escape")]
    LoneSurrogate,
    /// A `\u` escape cut short.
    #[error("unexpected end of hex escape")]
    HexEscapeEnd,
    /// Anything else, in serde_json's words (for developers; people are told it is not valid
    /// JSON). serde_json has no other syntax error a tree can meet, so this is not expected.
    #[error("{0}")]
    Other(String),
}

impl JsonSyntax {
    /// The variant for serde_json's description of a syntax error (without its place).
    pub(crate) fn from_serde(what: &str) -> JsonSyntax {
        match what {
            "trailing characters" => JsonSyntax::TrailingCharacters,
            "expected value" => JsonSyntax::ValueMissing,
            "expected `:`" => JsonSyntax::ExpectedColon,
            "expected `,` or `]`" => JsonSyntax::ExpectedCommaOrBracket,
            "expected `,` or `}`" => JsonSyntax::ExpectedCommaOrBrace,
            "expected ident" => JsonSyntax::ExpectedIdent,
            "expected `\"`" => JsonSyntax::ExpectedQuote,
            "invalid escape" => JsonSyntax::InvalidEscape,
            "invalid number" => JsonSyntax::InvalidNumber,
            "number out of range" => JsonSyntax::NumberOutOfRange,
            "invalid unicode code point" => JsonSyntax::InvalidCodePoint,
            "control character (\\u0000-\\u001F) found while parsing a string" => {
                JsonSyntax::ControlCharacter
            }
            "key must be a string" => JsonSyntax::KeyNotString,
            "trailing comma" => JsonSyntax::TrailingComma,
            "lone leading surrogate in hex escape" => JsonSyntax::LoneSurrogate,
            "unexpected end of hex escape" => JsonSyntax::HexEscapeEnd,
            other => JsonSyntax::Other(other.to_string()),
        }
    }
}

/// What is wrong at a place in a tree written in the 15-150 notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationProblem {
    /// A sign with no number after it.
    #[error("expected a whole number after the sign")]
    Sign,
    /// The text does not start with `(`.
    #[error("expected ( to start the tree")]
    Start,
    /// A leaf's number not followed by `)`.
    #[error("expected ) after the leaf's number")]
    LeafClose,
    /// A `)` with nothing open.
    #[error("this ) closes nothing")]
    ClosesNothing,
    /// A number outside parentheses.
    #[error("the number {value} stands alone")]
    LoneNumber {
        /// The number.
        value: i64,
    },
    /// Something other than `(` or `)`.
    #[error("expected ( or ), found {found:?}")]
    Unexpected {
        /// What was found.
        found: char,
    },
    /// Text after the complete tree.
    #[error("text follows the complete tree")]
    Trailing,
    /// `()`: an inner node with no children.
    #[error("an inner node () has no children")]
    NoChildren,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TreeSpec;

    /// serde_json names a syntax error's kind only in its message (its `Category` says no
    /// more than "syntax"), so `from_serde` reads the message: every kind a tree can meet is
    /// produced here from a real input, and a serde_json whose words changed would fail this
    /// test instead of showing a learner the unnamed `Other`.
    #[test]
    fn serde_jsons_syntax_errors_become_variants() {
        let what = |text: &str| match TreeSpec::parse(text) {
            Err(TreeError::Syntax { what, .. }) => what,
            other => panic!("{text}: {other:?}"),
        };
        let cases = [
            ("[1] 2", JsonSyntax::TrailingCharacters),
            ("[1,,2]", JsonSyntax::ValueMissing),
            (r#"{"label" "A"}"#, JsonSyntax::ExpectedColon),
            ("[1 2]", JsonSyntax::ExpectedCommaOrBracket),
            (
                r#"{"label":"A" "children":[1]}"#,
                JsonSyntax::ExpectedCommaOrBrace,
            ),
            ("[tru]", JsonSyntax::ExpectedIdent),
            (r#"["\q"]"#, JsonSyntax::InvalidEscape),
            ("[01]", JsonSyntax::InvalidNumber),
            ("[1e999]", JsonSyntax::NumberOutOfRange),
            ("[\"a\u{1}\"]", JsonSyntax::ControlCharacter),
            ("{a:1}", JsonSyntax::KeyNotString),
            ("[1,]", JsonSyntax::TrailingComma),
            (r#"{"label":"A",}"#, JsonSyntax::TrailingComma),
            (r#"["\udc00"]"#, JsonSyntax::LoneSurrogate),
            (r#"["\ud800"]"#, JsonSyntax::HexEscapeEnd),
        ];
        for (text, expected) in cases {
            assert_eq!(what(text), expected, "{text}");
        }
    }
}
