//! The code listings a learner reads beside the tree: each search written as a learner would
//! write it, with comments in English and Chinese. A listing's source is runnable code (or
//! pseudocode) in which a full-line comment `#~en …` / `#~zh …` is shown only in its language,
//! and trailing marks `#@loop` or `#@cut-test:max #@cut:max` name what the line does (a
//! [`Line`] of the engine's [`CodeLines`](gametree_engine::trace::code_lines::CodeLines), on
//! MAX's or MIN's branch or on both). The marks are never shown; the tests run the Python
//! sources and check that the marked lines they execute are the lines the recording says, step
//! by step. The pseudocode listings (the single-function style and AIMA's) use the same marks.
//! One file holds a listing with and without its options: a line ending in `#?table` (or
//! `//?!order`) is kept only when the transposition table is on (move ordering is off), and
//! [`listing`] composes the variant the search ran with.

use gametree_engine::game::Player;
use gametree_engine::lang::Lang;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::code_lines::{Line, Style};

/// The languages the listings are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeLang {
    /// Pseudocode, one function for both players (`α ← max(α, v); if α ≥ β: break`).
    Pseudo,
    /// Pseudocode in AIMA's style: MAX-VALUE and MIN-VALUE, `if v ≥ β then return v`.
    Aima,
    /// Python 3.
    Python,
    /// C (C99).
    C,
    /// Rust.
    Rust,
    /// Java.
    Java,
    /// PHP, static methods of a solver class as the Chinese PHP tutorial writes them.
    Php,
}

impl CodeLang {
    /// Every language with listings, in the order a learner is offered them.
    pub const ALL: [CodeLang; 7] = [
        CodeLang::Pseudo,
        CodeLang::Aima,
        CodeLang::Python,
        CodeLang::C,
        CodeLang::Rust,
        CodeLang::Java,
        CodeLang::Php,
    ];

    /// The name links and `render --code` use.
    pub fn code(self) -> &'static str {
        match self {
            CodeLang::Pseudo => "pseudo",
            CodeLang::Aima => "aima",
            CodeLang::Python => "python",
            CodeLang::C => "c",
            CodeLang::Rust => "rust",
            CodeLang::Java => "java",
            CodeLang::Php => "php",
        }
    }

    /// The language `code` names.
    pub fn from_code(code: &str) -> Option<CodeLang> {
        CodeLang::ALL.into_iter().find(|c| c.code() == code)
    }

    /// The order the listing runs a step's lines in.
    pub fn style(self) -> Style {
        match self {
            CodeLang::Aima => Style::Aima,
            _ => Style::Single,
        }
    }

    /// The comment that starts a mark (`#@`, `//@`) or a worded line (`#~`, `//~`) in the source.
    pub fn comment(self) -> &'static str {
        match self {
            CodeLang::Pseudo | CodeLang::Aima | CodeLang::Python => "#",
            CodeLang::C | CodeLang::Rust | CodeLang::Java | CodeLang::Php => "//",
        }
    }

    /// How a worded comment starts when shown.
    fn shown_comment(self) -> &'static str {
        match self {
            CodeLang::Python => "#",
            _ => "//",
        }
    }
}

/// The name a learner reads on a listing's tab and a picture's heading ("Pseudocode", "伪代码").
pub fn lang_name(code: CodeLang) -> String {
    match code {
        CodeLang::Pseudo => crate::t!("code-lang-pseudo"),
        CodeLang::Aima => crate::t!("code-lang-aima"),
        CodeLang::Python => crate::t!("code-lang-python"),
        CodeLang::C => crate::t!("code-lang-c"),
        CodeLang::Rust => crate::t!("code-lang-rust"),
        CodeLang::Java => crate::t!("code-lang-java"),
        CodeLang::Php => crate::t!("code-lang-php"),
    }
}

/// The listing of the search `config` describes in `code`: the core function, with the
/// table's lines when it is on and the children taken best first when ordering is on, after
/// iterative deepening's or MTD(f)'s driver. `None` where there is none yet (the learners'
/// languages have minimax and alpha-beta, without iterative deepening).
pub fn listing(config: &SearchConfig, code: CodeLang) -> Option<String> {
    let core = compose(core(config, code)?, code, config);
    let deepening = match code {
        _ if !config.iterative => "",
        CodeLang::Pseudo if config.aspiration.is_some() => {
            include_str!("../listings/pseudo/aspiration.txt")
        }
        CodeLang::Pseudo => include_str!("../listings/pseudo/iterative.txt"),
        CodeLang::Aima if config.aspiration.is_some() => {
            include_str!("../listings/aima/aspiration.txt")
        }
        CodeLang::Aima => include_str!("../listings/aima/iterative.txt"),
        _ => "",
    };
    let passes = match (config.algorithm, code) {
        (Algorithm::Mtdf, CodeLang::Pseudo) => include_str!("../listings/pseudo/mtdf.txt"),
        (Algorithm::Mtdf, CodeLang::Aima) => include_str!("../listings/aima/mtdf.txt"),
        _ => "",
    };
    let driver = format!("{deepening}{passes}");
    Some(format!("{driver}{core}"))
}

/// The core function's source, before [`compose`] keeps the lines of the options in force.
fn core(config: &SearchConfig, code: CodeLang) -> Option<&'static str> {
    use Algorithm::{AlphaBeta, Expectiminimax, Mcts, Minimax, Mtdf, Pvs};
    use CodeLang::{Aima, C, Java, Php, Pseudo, Python, Rust};
    let table = config.uses_tt();
    Some(match (config.algorithm, code) {
        (Minimax, Pseudo) => include_str!("../listings/pseudo/minimax.txt"),
        (AlphaBeta | Mtdf, Pseudo) => include_str!("../listings/pseudo/alphabeta.txt"),
        (Pvs, Pseudo) if !table => include_str!("../listings/pseudo/pvs.txt"),
        (Expectiminimax, Pseudo) => include_str!("../listings/pseudo/expectiminimax.txt"),
        (Mcts, Pseudo) => include_str!("../listings/pseudo/mcts.txt"),
        (Minimax, Aima) => include_str!("../listings/aima/minimax.txt"),
        (AlphaBeta | Mtdf, Aima) => include_str!("../listings/aima/alphabeta.txt"),
        (Pvs, Aima) if !table => include_str!("../listings/aima/pvs.txt"),
        (Expectiminimax, Aima) => include_str!("../listings/aima/expectiminimax.txt"),
        (Mcts, Aima) => include_str!("../listings/aima/mcts.txt"),
        _ if config.iterative => return None,
        (Minimax, Python) => include_str!("../listings/python/minimax.py"),
        (AlphaBeta, Python) => include_str!("../listings/python/alphabeta.py"),
        (Minimax, C) => include_str!("../listings/c/minimax.c"),
        (AlphaBeta, C) => include_str!("../listings/c/alphabeta.c"),
        (Minimax, Rust) => include_str!("../listings/rust/minimax.rs"),
        (AlphaBeta, Rust) => include_str!("../listings/rust/alphabeta.rs"),
        (Minimax, Java) => include_str!("../listings/java/minimax.java"),
        (AlphaBeta, Java) => include_str!("../listings/java/alphabeta.java"),
        (Minimax, Php) => include_str!("../listings/php/minimax.php"),
        (AlphaBeta, Php) => include_str!("../listings/php/alphabeta.php"),
        _ => return None,
    })
}

/// An option a source line can be kept for: `#?table` (the transposition table is on),
/// `#?!order` (move ordering is off), `#?mtdf` (MTD(f)'s passes call it); several on one line
/// must all hold (`//?` in C, Rust, Java and PHP). `None` for a name that is no option.
fn option_holds(option: &str, config: &SearchConfig) -> Option<bool> {
    let (want, name) = match option.strip_prefix('!') {
        Some(name) => (false, name),
        None => (true, option),
    };
    let on = match name {
        "table" => config.uses_tt(),
        "order" => config.ordering,
        "mtdf" => config.algorithm == Algorithm::Mtdf,
        _ => return None,
    };
    Some(on == want)
}

/// `source` with the lines of the options `config` has and the tags that name them removed:
/// one file holds a listing with and without the table and ordering.
///
/// # Panics
/// On a tag that names no option: the listings are compiled in, and the tests compose every
/// one of them with every option.
pub fn compose(source: &str, code: CodeLang, config: &SearchConfig) -> String {
    let tag = format!("{}?", code.comment());
    let mut out = String::with_capacity(source.len());
    for line in source.lines() {
        let (text, kept) = match line.find(&tag) {
            None => (line, true),
            Some(at) => {
                let kept = line[at..]
                    .split(&tag)
                    .map(str::trim)
                    .filter(|o| !o.is_empty())
                    .all(|o| {
                        option_holds(o, config)
                            .unwrap_or_else(|| panic!("unknown listing option {o:?} in {line:?}"))
                    });
                (line[..at].trim_end(), kept)
            }
        };
        if kept {
            out.push_str(text);
            out.push('\n');
        }
    }
    out
}

/// The plain listing of `algorithm` in `code` (no table, no ordering, no iterative deepening).
pub fn source(algorithm: Algorithm, code: CodeLang) -> Option<String> {
    let config = SearchConfig {
        algorithm,
        ..SearchConfig::default()
    };
    listing(&config, code)
}

/// What a marked line does: its kind, and whose branch it is on (`None`: both players').
pub type Mark = (Line, Option<Player>);

/// One line as shown: its text without marks, and its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownLine {
    /// The code or comment, as the learner reads it.
    pub text: String,
    /// What the line does (empty for an unmarked line).
    pub marks: Vec<Mark>,
}

/// A source line's marks: `#@backup:max` → [(Backup, MAX)] (`//@` in C, Rust, Java and PHP).
pub fn marks_of(line: &str, code: CodeLang) -> Vec<Mark> {
    let at = format!("{}@", code.comment());
    let Some(first) = line.find(&at) else {
        return Vec::new();
    };
    line[first..]
        .split(&at)
        .filter_map(|mark| {
            let (kind, side) = match mark.trim().split_once(':') {
                Some((k, "max")) => (k, Some(Player::Max)),
                Some((k, "min")) => (k, Some(Player::Min)),
                Some(_) => return None,
                None => (mark.trim(), None),
            };
            Line::from_marker(kind).map(|l| (l, side))
        })
        .collect()
}

/// Whether `marks` say the line runs `line` at a `player` node.
pub fn runs(marks: &[Mark], line: Line, player: Player) -> bool {
    marks
        .iter()
        .any(|&(k, side)| k == line && side.is_none_or(|s| s == player))
}

/// `source` as shown in `lang`: the other language's comments dropped, marks removed.
pub fn shown(source: &str, code: CodeLang, lang: Lang) -> Vec<ShownLine> {
    let mine = format!("{} ", lang.code());
    let (worded, at) = (
        format!("{}~", code.comment()),
        format!("{}@", code.comment()),
    );
    source
        .lines()
        .filter_map(|raw| {
            let body = raw.trim_start();
            if let Some(rest) = body.strip_prefix(&worded) {
                let text = rest.strip_prefix(&mine)?;
                let indent = &raw[..raw.len() - body.len()];
                return Some(ShownLine {
                    text: format!("{indent}{} {text}", code.shown_comment()),
                    marks: Vec::new(),
                });
            }
            let marks = marks_of(raw, code);
            let text = match raw.find(&at) {
                Some(i) if !marks.is_empty() => raw[..i].trim_end(),
                _ => raw,
            };
            Some(ShownLine {
                text: text.to_string(),
                marks,
            })
        })
        .collect()
}

/// The index (0-based) of the shown line that runs `line` at a `player` node.
pub fn line_index(lines: &[ShownLine], line: Line, player: Player) -> Option<usize> {
    lines.iter().position(|l| runs(&l.marks, line, player))
}

/// The names a listing gives the current call's variables, so the Code panel's variables read
/// as the code the learner sees: the node (AIMA's `state`), the depth left, the window, the
/// best value so far (AIMA's `v`) and the child being tried (AIMA's action `a`, C's index `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarNames {
    /// The node (position) the call is at.
    pub node: &'static str,
    /// The depth left.
    pub depth: &'static str,
    /// α.
    pub alpha: &'static str,
    /// β.
    pub beta: &'static str,
    /// The best value so far.
    pub best: &'static str,
    /// The child being tried.
    pub child: &'static str,
}

/// The variables' names in listing `code`.
pub fn var_names(code: CodeLang) -> VarNames {
    let plain = VarNames {
        node: "node",
        depth: "depth",
        alpha: "alpha",
        beta: "beta",
        best: "best",
        child: "child",
    };
    match code {
        CodeLang::Pseudo => VarNames {
            alpha: "α",
            beta: "β",
            ..plain
        },
        CodeLang::Aima => VarNames {
            node: "state",
            alpha: "α",
            beta: "β",
            best: "v",
            child: "a",
            ..plain
        },
        CodeLang::C => VarNames {
            child: "i",
            ..plain
        },
        CodeLang::Php => VarNames {
            node: "$node",
            depth: "$depth",
            alpha: "$alpha",
            beta: "$beta",
            best: "$best",
            child: "$child",
        },
        CodeLang::Python | CodeLang::Rust | CodeLang::Java => plain,
    }
}
