//! Every engine error said to people: for a representative value of each error type (and of
//! most variants) [`Say::say`] is one non-empty line in both languages, and the Chinese has
//! no English left in it but the names that are never translated (flags, JSON keys, file
//! formats).

use super::i18n::english_words;
use gametree_engine::exercises::{SetError, SheetError};
use gametree_engine::files::{FileKind, PictureError, PngError, ReadError, WriteError, WriteStep};
use gametree_engine::game::grid::LineProblem;
use gametree_engine::game::random_tree::RandomTreeError;
use gametree_engine::game::tictactoe::Impossible;
use gametree_engine::game::tree_edit::EditError;
use gametree_engine::game::{
    BonesError, GridError, JsonKind, JsonSyntax, NotationProblem, PositionError, TreeError,
    TreeNotation, TreeProblem, dice::TargetError,
};
use gametree_engine::link::LinkError;
use gametree_engine::scenario::{GameKind, Key, KeyError, Problem, ScenarioError};
use gametree_engine::search::{Algorithm, InUse, OptionsError, SearchError};
use gametree_engine::trace::binary::{Damage, DecodeError};
use gametree_engine::trace::json_read::{EventProblem, NodeProblem, TraceFileError};
use gametree_engine::trace::{EventKind, TreeFault};
use gametree_teach::Say;
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::practice::AnswerError;
use std::path::PathBuf;
use std::sync::Arc;

/// A path with no English in it.
fn path() -> PathBuf {
    PathBuf::from("/数据/树")
}

fn io(kind: std::io::ErrorKind) -> std::io::Error {
    std::io::Error::from(kind)
}

/// What Chinese error lines may keep in English: names that are never translated (file
/// formats and units, JSON's words, a trace's field names) besides the narration's own.
const NAMES: [&str; 13] = [
    "JSON", "UTF", "MB", "FIFO", "SVG", "PNG", "Unicode", "id", "bound", "null", "true", "false",
    "inf",
];

/// The English words left in a Chinese line once the never-translated parts are taken out:
/// command-line flags and their values, a link's `key=value`, file name endings (`.svg`),
/// `code`, and quoted keys or input ("…", “…”).
fn stray_english(zh: &str) -> Vec<String> {
    let mut text = String::new();
    let mut closing = None;
    for c in zh.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '`' => closing = Some('`'),
                '"' => closing = Some('"'),
                '“' => closing = Some('”'),
                _ => text.push(c),
            },
        }
    }
    let words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !w.starts_with('.') && !w.contains('='))
        .collect();
    // A flag and its value (`--algo mcts`) are the command line's own words.
    let mut without_flags: Vec<&str> = Vec::new();
    let mut value_next = false;
    for w in words {
        let w = if value_next {
            w.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '-')
        } else {
            w
        };
        value_next = w.contains("--");
        without_flags.push(w.find("--").map_or(w, |at| &w[..at]));
    }
    english_words(&without_flags.join(" "))
        .into_iter()
        .filter(|w| !NAMES.contains(&w.as_str()))
        .collect()
}

/// One representative value of every engine error type (most variants), with its name.
fn every_error() -> Vec<(&'static str, Box<dyn Say>)> {
    let mut out = file_errors();
    out.extend(animation_errors());
    out.extend(tree_errors());
    out.extend(tree_problems());
    out.extend(game_errors());
    out.extend(search_errors());
    out.extend(trace_errors());
    out.extend(link_errors());
    out
}

/// Animations: their names, their length, the file they would replace.
fn animation_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    vec![
        (
            "picture gif for one step",
            Box::new(PictureError::AnimationName { path: path() }),
        ),
        (
            "animation not gif",
            Box::new(PictureError::NotAnAnimation { path: path() }),
        ),
        (
            "animation too long",
            Box::new(PictureError::TooManyFrames {
                frames: 5_001,
                most: 5_000,
            }),
        ),
        (
            "animation over another file",
            Box::new(PictureError::NotOurs { path: path() }),
        ),
        (
            "animation encoder",
            Box::new(PictureError::Gif {
                path: path(),
                detail: "too many colours".into(),
            }),
        ),
    ]
}

/// Reading and writing files, and pictures.
fn file_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    vec![
        ("io", Box::new(io(std::io::ErrorKind::NotFound))),
        (
            "io denied",
            Box::new(io(std::io::ErrorKind::PermissionDenied)),
        ),
        ("file kind", Box::new(FileKind::Fifo)),
        (
            "read io",
            Box::new(ReadError::Io {
                path: path(),
                source: Arc::new(io(std::io::ErrorKind::NotFound)),
            }),
        ),
        (
            "read not a file",
            Box::new(ReadError::NotAFile {
                path: path(),
                kind: FileKind::Device,
            }),
        ),
        (
            "read too large",
            Box::new(ReadError::TooLarge {
                path: path(),
                limit: 64 << 20,
            }),
        ),
        (
            "write not a file",
            Box::new(WriteError::NotAFile {
                path: path(),
                kind: FileKind::Directory,
            }),
        ),
        (
            "write not a file (pipe)",
            Box::new(WriteError::NotAFile {
                path: path(),
                kind: FileKind::Fifo,
            }),
        ),
        (
            "write io",
            Box::new(WriteError::Io {
                path: path(),
                step: WriteStep::Replace,
                source: io(std::io::ErrorKind::PermissionDenied),
            }),
        ),
        (
            "picture kind",
            Box::new(PictureError::UnknownKind { path: path() }),
        ),
        (
            "picture png",
            Box::new(PictureError::PngNotBuilt { path: path() }),
        ),
        (
            "picture too big",
            Box::new(PictureError::Png {
                path: path(),
                problem: PngError::TooBig {
                    width: 90_000,
                    height: 20,
                },
            }),
        ),
        (
            "picture through a link",
            Box::new(PictureError::LinkToOther {
                path: path(),
                target: "/数据/笔记".into(),
            }),
        ),
        (
            "picture write",
            Box::new(PictureError::Write(WriteError::NotAFile {
                path: path(),
                kind: FileKind::Device,
            })),
        ),
        (
            "png too many shapes",
            Box::new(PngError::TooManyShapes {
                elements: 1_000_012,
                most: 990_000,
            }),
        ),
        (
            "png",
            Box::new(PngError::TooBig {
                width: 1,
                height: 2,
            }),
        ),
        (
            "png not drawn by the browser",
            Box::new(PngError::Rasterise {
                detail: "the image did not decode".into(),
            }),
        ),
    ]
}

/// Tree files and the tree notation.
fn tree_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    let tree_file = |error| TreeError::InFile {
        path: path(),
        error: Box::new(error),
    };
    vec![
        ("tree empty", Box::new(TreeError::Empty)),
        (
            "tree syntax",
            Box::new(TreeError::Syntax {
                line: 2,
                column: 3,
                what: JsonSyntax::ValueMissing,
            }),
        ),
        (
            "tree notation",
            Box::new(TreeError::Notation {
                line: 1,
                column: 4,
                what: NotationProblem::LoneNumber { value: 3 },
            }),
        ),
        (
            "tree cut short",
            Box::new(TreeError::CutShort {
                line: 1,
                column: 9,
                notation: TreeNotation::Json,
            }),
        ),
        (
            "tree cut short in parentheses",
            Box::new(TreeError::CutShort {
                line: 1,
                column: 9,
                notation: TreeNotation::Parens,
            }),
        ),
        (
            "tree too deep",
            Box::new(TreeError::TooDeep {
                line: 1,
                column: 128,
                limit: 127,
            }),
        ),
        (
            "tree invalid",
            Box::new(TreeError::Invalid {
                line: 1,
                column: 2,
                problem: TreeProblem::NoChildren,
            }),
        ),
        (
            "tree unreadable",
            Box::new(TreeError::Unreadable {
                path: path(),
                source: Arc::new(io(std::io::ErrorKind::NotFound)),
            }),
        ),
        (
            "tree directory",
            Box::new(TreeError::Directory { path: path() }),
        ),
        (
            "tree not a file",
            Box::new(TreeError::NotAFile {
                path: path(),
                kind: FileKind::Socket,
            }),
        ),
        (
            "tree too large",
            Box::new(TreeError::TooLarge {
                path: path(),
                limit: 64 << 20,
            }),
        ),
        (
            "tree not text",
            Box::new(TreeError::NotText {
                path: path(),
                offset: 7,
            }),
        ),
        ("tree in file", Box::new(tree_file(TreeError::Empty))),
    ]
}

/// What is wrong inside a tree's text.
fn tree_problems() -> Vec<(&'static str, Box<dyn Say>)> {
    vec![
        (
            "tree problem",
            Box::new(TreeProblem::LabelNotText {
                found: JsonKind::Array,
            }),
        ),
        (
            "tree problem probability",
            Box::new(TreeProblem::ProbabilitySum { sum: "0.9".into() }),
        ),
        (
            "tree problem chance not array",
            Box::new(TreeProblem::ChanceNotArray {
                found: JsonKind::Text,
            }),
        ),
        (
            "tree problem chance not pair",
            Box::new(TreeProblem::ChanceNotPair {
                found: JsonKind::Null,
            }),
        ),
        (
            "tree problem children not array",
            Box::new(TreeProblem::ChildrenNotArray {
                found: JsonKind::Object,
            }),
        ),
        (
            "tree problem in serde's words",
            Box::new(TreeProblem::Other(
                "invalid type: map, expected a tree".into(),
            )),
        ),
        ("json syntax", Box::new(JsonSyntax::TrailingCharacters)),
        (
            "json syntax in serde's words",
            Box::new(JsonSyntax::Other("recursion limit exceeded".into())),
        ),
        ("json kind", Box::new(JsonKind::Number)),
        (
            "notation",
            Box::new(NotationProblem::Unexpected { found: '*' }),
        ),
        (
            "notation no children",
            Box::new(NotationProblem::NoChildren),
        ),
    ]
}

fn game_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    vec![
        (
            "position",
            Box::new(PositionError::CellCount {
                position: "X.".into(),
                cells: 2,
            }),
        ),
        (
            "position cell",
            Box::new(PositionError::BadCell {
                position: "X0".into(),
                cell: 2,
                found: '0',
            }),
        ),
        (
            "position impossible",
            Box::new(PositionError::Impossible {
                position: "X.O".into(),
                problem: Impossible::BothWin,
            }),
        ),
        ("impossible", Box::new(Impossible::MovedAfterOWon)),
        (
            "bones",
            Box::new(BonesError::MaxTake {
                max_take: 0,
                limit: 100,
            }),
        ),
        ("grid size", Box::new(GridError::Size { rows: 9, cols: 3 })),
        (
            "grid floating",
            Box::new(GridError::Floating {
                position: "X.O".into(),
                cell: "a3".into(),
            }),
        ),
        (
            "grid after win",
            Box::new(GridError::AfterWin {
                moves: "4455667".into(),
                index: 7,
            }),
        ),
        ("line", Box::new(LineProblem::MovedAfterXWon)),
        ("target", Box::new(TargetError { target: 21 })),
        (
            "edit",
            Box::new(EditError::OnlyChild {
                node: "5".into(),
                parent: "B".into(),
            }),
        ),
        ("edit root", Box::new(EditError::DeleteRoot)),
        (
            "edit value",
            Box::new(EditError::ValueRange {
                value: 1 << 60,
                limit: 1 << 53,
            }),
        ),
        (
            "random",
            Box::new(RandomTreeError::TooManyNodes {
                depth: 12,
                children: 10,
                total: 1_111_111_111_111,
                limit: 100_000,
            }),
        ),
        ("random branching", Box::new(RandomTreeError::NoBranching)),
        (
            "answer",
            Box::new(AnswerError::NotAWindowEdge { text: "7.5".into() }),
        ),
        ("answer cut", Box::new(AnswerError::SayCut)),
    ]
}

fn search_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    let budget = SearchError::NodeBudget {
        limit: 1000,
        in_use: InUse::default(),
    };
    vec![
        (
            "options",
            Box::new(OptionsError::AspirationNeedsPruning(Algorithm::Mtdf)),
        ),
        ("options width", Box::new(OptionsError::AspirationWidth(0))),
        ("search budget", Box::new(budget.clone())),
        ("search cancelled", Box::new(SearchError::Cancelled)),
        ("in use", Box::new(InUse::default())),
        (
            "scenario named tree",
            Box::new(ScenarioError::NamedTree {
                name: "甲".into(),
                error: TreeError::CutShort {
                    line: 1,
                    column: 3,
                    notation: TreeNotation::Json,
                },
            }),
        ),
        ("scenario search", Box::new(ScenarioError::Search(budget))),
        (
            "scenario too big",
            Box::new(ScenarioError::TooBigToRecord {
                limit: 20_000_000,
                chance: false,
            }),
        ),
        (
            "scenario no thread",
            Box::new(ScenarioError::NoThread(Arc::new(io(
                std::io::ErrorKind::OutOfMemory,
            )))),
        ),
        (
            "scenario chance",
            Box::new(ScenarioError::ChanceNeedsExpectiminimax {
                algorithm: Algorithm::AlphaBeta,
            }),
        ),
        (
            "scenario dice",
            Box::new(ScenarioError::Dice(TargetError { target: 0 })),
        ),
    ]
}

fn trace_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    let in_file = |error| TraceFileError::InFile {
        path: path(),
        error: Box::new(error),
    };
    vec![
        (
            "trace unreadable",
            Box::new(TraceFileError::Unreadable {
                path: path(),
                source: Arc::new(io(std::io::ErrorKind::NotFound)),
            }),
        ),
        (
            "trace not a file",
            Box::new(TraceFileError::NotAFile {
                path: path(),
                kind: FileKind::Directory,
            }),
        ),
        (
            "trace too large",
            Box::new(in_file(TraceFileError::TooLarge { limit: 1 << 30 })),
        ),
        (
            "trace node",
            Box::new(in_file(TraceFileError::Node {
                node: 3,
                problem: NodeProblem::ParentAfter { parent: 5 },
            })),
        ),
        (
            "trace event",
            Box::new(TraceFileError::Event {
                event: 7,
                problem: EventProblem::PrunesStranger { pruned: 4, node: 2 },
            }),
        ),
        ("trace no search", Box::new(TraceFileError::NoSearch)),
        (
            "trace json in serde's words",
            Box::new(in_file(TraceFileError::Json {
                line: 3,
                column: 17,
                message: "invalid type: floating point `3.0`, expected i64".into(),
            })),
        ),
        (
            "node problem",
            Box::new(NodeProblem::Tree(TreeFault::Circle)),
        ),
        ("event problem", Box::new(EventProblem::NeverExited)),
        ("tree fault", Box::new(TreeFault::Order)),
        ("decode", Box::new(DecodeError::CutShort)),
        (
            "decode damaged",
            Box::new(DecodeError::Damaged(Damage::Tree(TreeFault::MissingChild))),
        ),
        ("damage", Box::new(Damage::TrailingBytes)),
    ]
}

fn link_errors() -> Vec<(&'static str, Box<dyn Say>)> {
    // Every key error, said by a link (with its keys) and as a fact about the key.
    let key_errors = [
        KeyError::Unknown {
            key: "colour".into(),
        },
        KeyError::Repeated { key: Key::Tt },
        KeyError::BadValue {
            key: Key::Depth,
            value: "0".into(),
            problem: Problem::OutOfRange,
        },
        KeyError::UnknownMode {
            value: "chess".into(),
            modes: vec!["editor".into(), "play".into()],
        },
        KeyError::WrongGame {
            key: Key::Rows,
            game: GameKind::ConnectFour,
        },
        KeyError::Together {
            key: Key::Moves,
            other: Key::Position,
        },
        KeyError::Missing {
            game: GameKind::Bones,
            key: Key::Bones,
        },
        KeyError::NeedsMcts {
            key: Key::Exploration,
        },
        KeyError::NotWithAlgo {
            key: Key::Tt,
            algo: Algorithm::Expectiminimax,
        },
        KeyError::NeedsIterative {
            key: Key::TimeLimit,
        },
        KeyError::ChanceGame {
            algorithm: Algorithm::AlphaBeta,
            game: GameKind::Dice,
        },
        KeyError::Options(OptionsError::AspirationWithoutIterative),
        KeyError::Options(OptionsError::AspirationNeedsPruning(Algorithm::Minimax)),
        KeyError::Options(OptionsError::DepthZero),
    ];
    let mut out: Vec<(&'static str, Box<dyn Say>)> = Vec::new();
    for e in key_errors {
        out.push(("link error", Box::new(LinkError(e.clone()))));
        out.push(("key error", Box::new(e)));
    }
    let others: [(&'static str, Box<dyn Say>); 6] = [
        ("set level", Box::new(SetError::Level(9))),
        ("set count", Box::new(SetError::Count(0))),
        (
            "sheet folder",
            Box::new(SheetError::Folder {
                folder: path(),
                source: io(std::io::ErrorKind::PermissionDenied),
            }),
        ),
        (
            "sheet search",
            Box::new(SheetError::Search(ScenarioError::Search(
                SearchError::Cancelled,
            ))),
        ),
        (
            "sheet not ours",
            Box::new(SheetError::NotASheetFile { path: path() }),
        ),
        ("sheet link", Box::new(SheetError::Link { path: path() })),
    ];
    out.extend(others);
    out
}

#[test]
fn every_error_is_one_line_in_both_languages() {
    let errors = every_error();
    assert!(errors.len() > 60, "only {} errors", errors.len());
    for (name, error) in &errors {
        for lang in Lang::ALL {
            let said = with_lang(lang, || error.say());
            assert!(
                !said.trim().is_empty() && !said.contains('\n'),
                "{name} in {lang:?}: {said:?}"
            );
        }
        let (en, zh) = (
            with_lang(Lang::En, || error.say()),
            with_lang(Lang::Zh, || error.say()),
        );
        assert_ne!(en, zh, "{name} is not translated");
    }
}

#[test]
fn chinese_errors_have_no_english_left() {
    // The check can fail: the same errors in English are full of English words.
    assert!(!stray_english("the search was cancelled").is_empty());
    for (name, error) in every_error() {
        let zh = with_lang(Lang::Zh, || error.say());
        let stray = stray_english(&zh);
        assert!(stray.is_empty(), "{name}: \"{zh}\" has English {stray:?}");
    }
}

/// A step the tree and the file disagree on names the events in words, in each language
/// (issue 35, item 11: not Rust's names `Backup`, `Leaf`, which are not even the file's).
#[test]
fn a_disagreeing_step_names_the_events_in_words() {
    let e = EventProblem::StepDiffers {
        step: 12,
        derived: EventKind::Backup,
        derived_node: 4,
        kind: EventKind::Leaf,
        node: 5,
    };
    let en = with_lang(Lang::En, || e.say());
    assert_eq!(
        en,
        "the tree says step 12 is a backup at node 4, the file says a leaf's value at node 5"
    );
    let zh = with_lang(Lang::Zh, || e.say());
    assert!(zh.contains("回传") && zh.contains("叶节点"), "{zh}");
    assert_eq!(stray_english(&zh), Vec::<String>::new(), "{zh}");
    // Every kind has its words, different in the two languages.
    for kind in [
        EventKind::Iteration,
        EventKind::Enter,
        EventKind::Leaf,
        EventKind::TtHit,
        EventKind::Backup,
        EventKind::Cutoff,
        EventKind::Exit,
        EventKind::Pass,
        EventKind::Research,
        EventKind::Select,
        EventKind::Expand,
        EventKind::Playout,
        EventKind::Backpropagate,
    ] {
        let words = |lang| with_lang(lang, || gametree_teach::say::event_kind_words(kind));
        let (en, zh) = (words(Lang::En), words(Lang::Zh));
        assert!(
            !en.contains(&format!("{kind:?}")) && en != zh,
            "{kind:?}: {en} / {zh}"
        );
        assert_eq!(stray_english(&zh), Vec::<String>::new(), "{kind:?}: {zh}");
    }
}

/// Issue 35: what a long MCTS trace left out is said in both languages, with its numbers
/// grouped; a trace written whole says nothing.
#[test]
fn a_compact_json_trace_says_what_it_left_out() {
    use gametree_engine::trace::json::JsonDetail;
    use gametree_teach::say::json_detail_words;
    assert_eq!(json_detail_words(JsonDetail::Full), None);
    let compact = JsonDetail::Compact {
        from_iteration: 1_234,
        iterations: 200_000,
        full_bytes: 24 << 30,
    };
    let en = with_lang(Lang::En, || json_detail_words(compact)).unwrap();
    assert!(
        en.contains("1,234") && en.contains("200,000") && en.contains("24,576 MB"),
        "{en}"
    );
    let zh = with_lang(Lang::Zh, || json_detail_words(compact)).unwrap();
    assert!(zh.contains("200,000") && zh.contains("读回"), "{zh}");
    assert_eq!(stray_english(&zh), ["UCB"], "{zh}");
}
