//! The words of `gametree grade` (issue 45): each bug's short name for a class's table, and its
//! fix said for the language the submission is written in, with the line to write in that
//! language (`if alpha >= beta: break` to Python, `if (alpha >= beta) break;` to C; the Rust
//! `let alpha = …` hint only to Rust); the sentences a case's verdict adds to `check`'s; and
//! the sentences for a program that could not be judged, each starting with a capital and
//! never saying a program "was stopped" when it had finished.

use crate::check_words::{self, Context};
use crate::t;
use gametree_engine::check::bug::Bug;
use gametree_engine::check::judge::{Diagnosis, Judgement};
use gametree_engine::check::walker::Variant;

/// The language a submission is written in, by its source file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeLanguage {
    /// `.py`
    Python,
    /// `.c`
    C,
    /// `.cpp`, `.cc`, `.cxx`
    Cpp,
    /// `.rs`
    Rust,
    /// `.java`
    Java,
    /// `.js`, `.mjs`, `.cjs`
    JavaScript,
    /// `.php`
    Php,
    /// Any other: the fixes are said in pseudocode.
    Other,
}

impl CodeLanguage {
    /// The language of a file with this extension (without the dot, any case).
    pub fn from_extension(ext: &str) -> CodeLanguage {
        match ext.to_ascii_lowercase().as_str() {
            "py" => CodeLanguage::Python,
            "c" => CodeLanguage::C,
            "cpp" | "cc" | "cxx" => CodeLanguage::Cpp,
            "rs" => CodeLanguage::Rust,
            "java" => CodeLanguage::Java,
            "js" | "mjs" | "cjs" => CodeLanguage::JavaScript,
            "php" => CodeLanguage::Php,
            _ => CodeLanguage::Other,
        }
    }

    /// Its name, as people write it.
    pub fn name(self) -> &'static str {
        match self {
            CodeLanguage::Python => "Python",
            CodeLanguage::C => "C",
            CodeLanguage::Cpp => "C++",
            CodeLanguage::Rust => "Rust",
            CodeLanguage::Java => "Java",
            CodeLanguage::JavaScript => "JavaScript",
            CodeLanguage::Php => "PHP",
            CodeLanguage::Other => "",
        }
    }
}

/// A line of a textbook alpha-beta, the piece a fix asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    /// The cutoff test inside the loop.
    Cut,
    /// MAX raises α with its best value.
    RaiseAlpha,
    /// MIN lowers β with its best value.
    LowerBeta,
    /// The recursive call, the window passed and the side switched.
    Call,
    /// The best value started afresh in each call.
    ResetBest,
    /// MAX keeps the largest child value.
    KeepMax,
    /// One call per child, its value kept.
    OneCall,
    /// The depth limit's test.
    DepthTest,
    /// Bones' empty heap, lost by the side to move.
    EmptyHeap,
}

/// `line` written in `lang`.
fn code(line: Line, lang: CodeLanguage) -> &'static str {
    use CodeLanguage as L;
    match (line, lang) {
        (Line::Cut, L::Python) => "if alpha >= beta: break",
        (Line::Cut, L::Rust) => "if alpha >= beta { break; }",
        (Line::Cut, L::Php) => "if ($alpha >= $beta) break;",
        (Line::Cut, _) => "if (alpha >= beta) break;",
        (Line::RaiseAlpha, L::Python) => "alpha = max(alpha, best)",
        (Line::RaiseAlpha, L::Rust) => "alpha = alpha.max(best);",
        (Line::RaiseAlpha, L::Php) => "$alpha = max($alpha, $best);",
        (Line::RaiseAlpha, L::C | L::Cpp) => "if (best > alpha) alpha = best;",
        (Line::RaiseAlpha, _) => "alpha = Math.max(alpha, best);",
        (Line::LowerBeta, L::Python) => "beta = min(beta, best)",
        (Line::LowerBeta, L::Rust) => "beta = beta.min(best);",
        (Line::LowerBeta, L::Php) => "$beta = min($beta, $best);",
        (Line::LowerBeta, L::C | L::Cpp) => "if (best < beta) beta = best;",
        (Line::LowerBeta, _) => "beta = Math.min(beta, best);",
        (Line::Call, L::Python) => "v = alphabeta(child, alpha, beta, not maximizing)",
        (Line::Call, L::Rust) => "let v = alphabeta(child, alpha, beta, !maximizing);",
        (Line::Call, L::Php) => "$v = alphabeta($child, $alpha, $beta, !$maximizing);",
        (Line::Call, L::C | L::Cpp | L::Java) => {
            "int v = alphabeta(child, alpha, beta, !maximizing);"
        }
        (Line::Call, _) => "const v = alphabeta(child, alpha, beta, !maximizing);",
        (Line::ResetBest, L::Python) => "best = -math.inf if maximizing else math.inf",
        (Line::ResetBest, L::Rust) => {
            "let mut best = if maximizing { i64::MIN } else { i64::MAX };"
        }
        (Line::ResetBest, L::Php) => "$best = $maximizing ? -INF : INF;",
        (Line::ResetBest, L::C | L::Cpp) => "int best = maximizing ? INT_MIN : INT_MAX;",
        (Line::ResetBest, L::Java) => {
            "int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;"
        }
        (Line::ResetBest, _) => "let best = maximizing ? -Infinity : Infinity;",
        (Line::KeepMax, L::Python) => "best = max(best, v)",
        (Line::KeepMax, L::Rust) => "best = best.max(v);",
        (Line::KeepMax, L::Php) => "$best = max($best, $v);",
        (Line::KeepMax, L::C | L::Cpp) => "if (v > best) best = v;",
        (Line::KeepMax, _) => "best = Math.max(best, v);",
        (Line::OneCall, L::Python) => "v = minimax(child, …); best = max(best, v)",
        (Line::OneCall, L::Rust) => "let v = minimax(child, …); best = best.max(v);",
        (Line::OneCall, L::Php) => "$v = minimax($child, …); $best = max($best, $v);",
        (Line::OneCall, L::C | L::Cpp | L::Java) => {
            "int v = minimax(child, …); if (v > best) best = v;"
        }
        (Line::OneCall, _) => "const v = minimax(child, …); best = Math.max(best, v);",
        (Line::DepthTest, L::Python) => "if depth == 0: return evaluate(state)",
        (Line::DepthTest, L::Rust) => "if depth == 0 { return evaluate(state); }",
        (Line::DepthTest, L::Php) => "if ($depth == 0) return evaluate($state);",
        (Line::DepthTest, _) => "if (depth == 0) return evaluate(state);",
        (Line::EmptyHeap, L::Python) => "if heap == 0: return -1 if maximizing else 1",
        (Line::EmptyHeap, L::Rust) => "if heap == 0 { return if maximizing { -1 } else { 1 }; }",
        (Line::EmptyHeap, L::Php) => "if ($heap == 0) return $maximizing ? -1 : 1;",
        (Line::EmptyHeap, _) => "if (heap == 0) return maximizing ? -1 : 1;",
    }
}

/// The bug's short name, for a class's table and a case's line ("never prunes").
pub fn bug_name(bug: Bug) -> String {
    match bug {
        Bug::NeverPrunes => t!("grade-bug-never-prunes"),
        Bug::WindowNotPassed => t!("grade-bug-window-not-passed"),
        Bug::Prunes => t!("grade-bug-prunes"),
        Bug::ChildTwice => t!("grade-bug-child-twice"),
        Bug::DrawAsEvaluation => t!("grade-bug-draw-as-evaluation"),
        Bug::Misere => t!("grade-bug-misere"),
        Bug::Scoring => t!("grade-bug-scoring"),
        Bug::Differs => t!("grade-bug-differs"),
        Bug::Variant(v) => match v {
            Variant::SidesSwapped => t!("grade-bug-wrong-side"),
            Variant::MaxMinSwapped => t!("grade-bug-max-min-swapped"),
            Variant::StrictCutoff => t!("grade-bug-strict-cutoff"),
            Variant::BestNotReset => t!("grade-bug-best-not-reset"),
            Variant::AlphaNotRaised => t!("grade-bug-alpha-not-updated"),
            Variant::BetaNotLowered => t!("grade-bug-beta-not-updated"),
            Variant::BoundsSwapped => t!("grade-bug-alpha-beta-swapped"),
            Variant::ReversedOrder => t!("grade-bug-order-reversed"),
            Variant::Reordered => t!("grade-bug-order-other"),
            Variant::LastChild => t!("grade-bug-last-child"),
            Variant::SideNotFlipped => t!("grade-bug-side-not-flipped"),
            Variant::DeeperByOne => t!("grade-bug-depth-off-by-one"),
            Variant::ShallowerByOne => t!("grade-bug-stops-early"),
            Variant::PliesPerPair => t!("grade-bug-partial-ply"),
        },
    }
}

/// The short name of a bug or failure as reports name it in files (`strict-cutoff`, `timeout`),
/// in words; an unknown name is said as it is.
pub fn name_of(id: &str) -> String {
    if let Some(bug) = Bug::from_id(id) {
        return bug_name(bug);
    }
    match id {
        "no-source" => t!("grade-bug-no-source"),
        "build-failed" => t!("grade-bug-build-failed"),
        "timeout" => t!("grade-bug-timeout"),
        "crashed" => t!("grade-bug-crashed"),
        "cannot-start" => t!("grade-bug-cannot-start"),
        "flood" => t!("grade-bug-flood"),
        "unreadable" => t!("grade-bug-unreadable"),
        other => other.to_string(),
    }
}

/// How to fix `bug`, said for a program in `lang`, with the line to write in that language.
pub fn fix(bug: Bug, lang: CodeLanguage) -> String {
    let c = |line| code(line, lang).to_string();
    let said = match bug {
        Bug::NeverPrunes => t!(
            "grade-fix-never-prunes",
            raise = c(Line::RaiseAlpha),
            call = c(Line::Call),
            cut = c(Line::Cut)
        ),
        Bug::Prunes => t!("grade-fix-prunes"),
        Bug::WindowNotPassed => t!("grade-fix-window-not-passed", code = c(Line::Call)),
        Bug::ChildTwice => t!("grade-fix-child-twice", code = c(Line::OneCall)),
        Bug::DrawAsEvaluation => t!("grade-fix-draw-as-evaluation"),
        Bug::Misere => t!("grade-fix-misere", code = c(Line::EmptyHeap)),
        Bug::Scoring => t!("grade-fix-scoring"),
        Bug::Differs => t!("grade-fix-differs"),
        Bug::Variant(v) => match v {
            Variant::SidesSwapped => t!("grade-fix-wrong-side"),
            Variant::StrictCutoff => t!("grade-fix-strict-cutoff", code = c(Line::Cut)),
            Variant::AlphaNotRaised => {
                t!("grade-fix-alpha-not-updated", code = c(Line::RaiseAlpha))
            }
            Variant::BetaNotLowered => t!("grade-fix-beta-not-updated", code = c(Line::LowerBeta)),
            Variant::BoundsSwapped => t!(
                "grade-fix-alpha-beta-swapped",
                raise = c(Line::RaiseAlpha),
                lower = c(Line::LowerBeta)
            ),
            Variant::MaxMinSwapped => t!("grade-fix-max-min-swapped", code = c(Line::KeepMax)),
            Variant::BestNotReset => t!("grade-fix-best-not-reset", code = c(Line::ResetBest)),
            Variant::LastChild => t!("grade-fix-last-child", code = c(Line::KeepMax)),
            Variant::SideNotFlipped => t!("grade-fix-side-not-flipped", code = c(Line::Call)),
            Variant::ReversedOrder => t!("grade-fix-order-reversed"),
            Variant::Reordered => t!("grade-fix-order-other"),
            Variant::DeeperByOne => t!("grade-fix-depth-off-by-one", code = c(Line::DepthTest)),
            Variant::ShallowerByOne => t!("grade-fix-stops-early", code = c(Line::DepthTest)),
            Variant::PliesPerPair => t!("grade-fix-partial-ply", code = c(Line::Call)),
        },
    };
    // `let alpha = …` in a Rust loop shadows α: the update is gone at the next turn.
    let hint = match (bug, lang) {
        (Bug::NeverPrunes, CodeLanguage::Rust) => t!("grade-fix-rust-shadow"),
        (Bug::Variant(Variant::BestNotReset), CodeLanguage::C | CodeLanguage::Cpp) => {
            t!("grade-fix-c-static")
        }
        (Bug::Variant(Variant::BestNotReset), CodeLanguage::Php) => t!("grade-fix-php-static"),
        _ => return said,
    };
    format!("{said} {hint}")
}

/// The verdict of a judged case, a line each: `check`'s (the scoring, that they agree or where
/// they part, what the walk is exactly), with minimax's "never prunes" said without another
/// language's hint, and the bug's fix for a program in `lang`.
pub fn verdict(ctx: &Context, j: &Judgement, lang: CodeLanguage) -> Vec<String> {
    let mut lines = check_words::verdict(ctx, j);
    let never = check_words::diagnosis(ctx, Diagnosis::NeverPrunes, j);
    for line in &mut lines {
        if *line == never {
            *line = t!("grade-never-prunes");
        }
    }
    if let Some(bug) = j.bug() {
        lines.push(t!(
            "grade-bug-line",
            bug = bug_name(bug),
            fix = fix(bug, lang)
        ));
    }
    lines
}
