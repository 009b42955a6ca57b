//! The code listings a learner reads beside the tree: each search written as a learner would
//! write it, with comments in English and Chinese. A listing's source is runnable code in which
//! a full-line comment `#~en …` / `#~zh …` (`//~en` in C-like languages) is shown only in its
//! language, and a trailing mark `#@loop` or `#@backup:max` names what the line does (an
//! [`Line`] of the engine's [`CodeLines`](gametree_engine::trace::code_lines::CodeLines), for
//! MAX's or MIN's branch). The marks are never shown; the tests run the sources and check that
//! the marked lines they execute are the lines the recording says, step by step.

use gametree_engine::game::Player;
use gametree_engine::lang::Lang;
use gametree_engine::search::Algorithm;
use gametree_engine::trace::code_lines::Line;

/// The languages the listings are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeLang {
    /// Python 3.
    Python,
}

impl CodeLang {
    /// Every language with listings.
    pub const ALL: [CodeLang; 1] = [CodeLang::Python];

    /// The comment that starts a mark or a worded comment line.
    fn comment(self) -> &'static str {
        match self {
            CodeLang::Python => "#",
        }
    }
}

/// The source of `algorithm`'s listing in `code`, if there is one.
pub fn source(algorithm: Algorithm, code: CodeLang) -> Option<&'static str> {
    match (algorithm, code) {
        (Algorithm::Minimax, CodeLang::Python) => {
            Some(include_str!("../listings/python/minimax.py"))
        }
        (Algorithm::AlphaBeta, CodeLang::Python) => {
            Some(include_str!("../listings/python/alphabeta.py"))
        }
        _ => None,
    }
}

/// What a marked line does: its kind, and whose branch it is on (`None`: both players').
pub type Mark = (Line, Option<Player>);

/// One line as shown: its text without marks, and its mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownLine {
    /// The code or comment, as the learner reads it.
    pub text: String,
    /// What the line does, if it is marked.
    pub mark: Option<Mark>,
}

/// A source line's mark, if it has one: `#@backup:max` → (Backup, MAX).
pub fn mark_of(line: &str, code: CodeLang) -> Option<Mark> {
    let at = format!("{}@", code.comment());
    let (_, mark) = line.rsplit_once(&at)?;
    let (kind, side) = match mark.trim().split_once(':') {
        Some((k, "max")) => (k, Some(Player::Max)),
        Some((k, "min")) => (k, Some(Player::Min)),
        Some(_) => return None,
        None => (mark.trim(), None),
    };
    Line::from_marker(kind).map(|l| (l, side))
}

/// `source` as shown in `lang`: the other language's comments dropped, marks removed.
pub fn shown(source: &str, code: CodeLang, lang: Lang) -> Vec<ShownLine> {
    let worded = format!("{}~", code.comment());
    let mine = format!("{worded}{} ", lang.code());
    let at = format!("{}@", code.comment());
    source
        .lines()
        .filter_map(|raw| {
            let body = raw.trim_start();
            if let Some(rest) = body.strip_prefix(&worded) {
                let text = rest.strip_prefix(&mine[worded.len()..])?;
                let indent = &raw[..raw.len() - body.len()];
                return Some(ShownLine {
                    text: format!("{indent}{} {text}", code.comment()),
                    mark: None,
                });
            }
            let mark = mark_of(raw, code);
            let text = match raw.rsplit_once(&at) {
                Some((code_part, _)) if mark.is_some() => code_part.trim_end(),
                _ => raw,
            };
            Some(ShownLine {
                text: text.to_string(),
                mark,
            })
        })
        .collect()
}

/// The index (0-based) of the shown line that runs `line` at a `player` node.
pub fn line_index(lines: &[ShownLine], line: Line, player: Player) -> Option<usize> {
    lines.iter().position(|l| match l.mark {
        Some((k, side)) => k == line && side.is_none_or(|s| s == player),
        None => false,
    })
}
