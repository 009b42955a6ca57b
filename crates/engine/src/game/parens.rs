//! The 15-150 visualizer's tree notation, read and written: a leaf is `(v)` and an inner node
//! lists its children in parentheses, so AIMA figure 5.2 is
//! `(((3)(12)(8))((2)(4)(6))((14)(5)(2)))`; white space may go anywhere between tokens.
//! [`TreeSpec::parse`](super::TreeSpec::parse) reads it when the text starts with `(`, and
//! [`TreeSpec::to_parens`](super::TreeSpec::to_parens) writes it.

use super::tree::{MAX_LEAF, MAX_NESTING, MAX_TREE_NODES, RawNode};
use super::tree_error::{NotationProblem, TreeError, TreeNotation, TreeProblem};

/// Whether `text` is in this notation: its first character other than white space is `(`.
pub(crate) fn is_parens(text: &str) -> bool {
    text.trim_start().starts_with('(')
}

/// A cursor over the text that knows its line and column (1-based, in characters).
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl Cursor<'_> {
    fn skip_space(&mut self) {
        while let Some(&c) = self.chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.bump();
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn at(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    fn notation(&self, what: NotationProblem) -> TreeError {
        TreeError::Notation {
            line: self.line,
            column: self.column,
            what,
        }
    }

    fn invalid(&self, (line, column): (usize, usize), problem: TreeProblem) -> TreeError {
        TreeError::Invalid {
            line,
            column,
            problem,
        }
    }

    /// A whole number (optionally signed) starting here.
    fn number(&mut self) -> Result<i64, TreeError> {
        let start = self.at();
        let mut digits = String::new();
        if let Some(&c) = self.chars.peek()
            && (c == '-' || c == '+')
        {
            digits.push(c);
            self.bump();
        }
        while let Some(&c) = self.chars.peek() {
            if !c.is_ascii_digit() {
                break;
            }
            digits.push(c);
            self.bump();
            if digits.len() > 40 {
                return Err(self.invalid(
                    start,
                    TreeProblem::LeafTooLarge {
                        value: format!("{}…", &digits[..20]),
                        limit: MAX_LEAF,
                    },
                ));
            }
        }
        if !digits.ends_with(|c: char| c.is_ascii_digit()) {
            return Err(self.notation(NotationProblem::Sign));
        }
        match digits.parse::<i128>() {
            Ok(v) if v.abs() <= MAX_LEAF as i128 => Ok(v as i64),
            _ => Err(self.invalid(
                start,
                TreeProblem::LeafTooLarge {
                    value: digits,
                    limit: MAX_LEAF,
                },
            )),
        }
    }
}

/// Reads a whole tree in the 15-150 notation.
pub(super) fn parse(text: &str) -> Result<RawNode, TreeError> {
    let mut c = Cursor {
        chars: text.chars().peekable(),
        line: 1,
        column: 1,
    };
    // Open nodes, innermost last: the children read so far.
    let mut open: Vec<Vec<RawNode>> = Vec::new();
    let mut nodes = 0usize;
    c.skip_space();
    if c.chars.peek() != Some(&'(') {
        return Err(c.notation(NotationProblem::Start));
    }
    loop {
        c.skip_space();
        let (line, column) = c.at();
        match c.chars.peek().copied() {
            None => return Err(cut_short(line, column)),
            Some('(') => {
                // The node this opens is `open.len()` levels below the root.
                if open.len() > MAX_NESTING {
                    return Err(TreeError::TooDeep {
                        line,
                        column,
                        limit: MAX_NESTING,
                    });
                }
                nodes += 1;
                if nodes > MAX_TREE_NODES {
                    return Err(c.invalid(
                        (line, column),
                        TreeProblem::TooManyNodes {
                            limit: MAX_TREE_NODES,
                        },
                    ));
                }
                c.bump();
                c.skip_space();
                if matches!(c.chars.peek(), Some(&ch) if ch.is_ascii_digit() || ch == '-' || ch == '+')
                {
                    // A leaf: (v).
                    let value = c.number()?;
                    c.skip_space();
                    if c.chars.peek() != Some(&')') {
                        return match c.chars.peek() {
                            None => {
                                let (line, column) = c.at();
                                Err(cut_short(line, column))
                            }
                            Some(_) => Err(c.notation(NotationProblem::LeafClose)),
                        };
                    }
                    c.bump();
                    let leaf = RawNode::leaf(value);
                    match open.last_mut() {
                        Some(children) => children.push(leaf),
                        None => return finish(&mut c, leaf),
                    }
                } else {
                    open.push(Vec::new());
                }
            }
            Some(')') => {
                let Some(children) = open.pop() else {
                    return Err(c.notation(NotationProblem::ClosesNothing));
                };
                if children.is_empty() {
                    return Err(c.notation(NotationProblem::NoChildren));
                }
                c.bump();
                let node = RawNode::inner(children);
                match open.last_mut() {
                    Some(parent) => parent.push(node),
                    None => return finish(&mut c, node),
                }
            }
            Some(ch) if ch.is_ascii_digit() || ch == '-' => {
                let start = c.at();
                let value = c.number()?;
                let (line, column) = start;
                return Err(TreeError::Notation {
                    line,
                    column,
                    what: NotationProblem::LoneNumber { value },
                });
            }
            Some(ch) => {
                return Err(c.notation(NotationProblem::Unexpected { found: ch }));
            }
        }
    }
}

/// The text ends at `line`, `column` with parentheses still open.
fn cut_short(line: usize, column: usize) -> TreeError {
    TreeError::CutShort {
        line,
        column,
        notation: TreeNotation::Parens,
    }
}

/// The tree is complete: only white space may follow.
fn finish(c: &mut Cursor, root: RawNode) -> Result<RawNode, TreeError> {
    c.skip_space();
    match c.chars.peek() {
        None => Ok(root),
        Some(_) => Err(c.notation(NotationProblem::Trailing)),
    }
}
