//! The app's errors as facts: the engine's errors carried as they are, and the cases only the
//! app has (no file name typed, the computer's turn, a browser that refused a download).
//! Nothing here makes words until an error is shown: [`Say::say`] words it then, in the
//! language in force, with teach's sentences for the engine's errors and the app's own
//! messages (`t!`) for the rest, each made in this one place.

use crate::background::Stopped;
use crate::worker::Failed;
use gametree_engine::check::judge::JudgeError;
use gametree_engine::exercises::SetError;
use gametree_engine::files::{PictureError, ReadError, WriteError};
use gametree_engine::game::tree_edit::EditError;
use gametree_engine::game::{GridError, PositionError, TreeError};
use gametree_engine::scenario::{KeyError, ScenarioError};
use gametree_engine::search::{OptionsError, SearchError};
use gametree_engine::trace::json_read::TraceFileError;
use gametree_engine::trace::{NodeId, Trace};
use gametree_teach::{Say, t};
use std::path::PathBuf;
use std::sync::Arc;

/// Why something the learner asked of the app could not be done. Errors that are not `Clone`
/// in the engine (they hold an `io::Error`) are shared behind an `Arc`, so that a view can
/// keep the error it shows and hand a copy back.
#[derive(Clone, Debug)]
pub enum AppError {
    /// A scenario that could not be built or searched.
    Scenario(ScenarioError),
    /// Search options the options check refuses.
    Options(OptionsError),
    /// Keys and values the scenario builder refuses (the scenario panel's, as the command
    /// line's flags and links are).
    Key(KeyError),
    /// A tree file that is not a tree.
    Tree(TreeError),
    /// A tic-tac-toe position that is not one.
    Position(PositionError),
    /// A heap of bones or a rule of taking that is refused.
    Bones(gametree_engine::game::BonesError),
    /// A Connect Four or m,n,k board that is not a position.
    Grid(GridError),
    /// A click edit the tree editor refuses.
    Edit(EditError),
    /// A search that stopped (the node budget, a cancel).
    Search(SearchError),
    /// A JSON trace that could not be read back.
    TraceFile(TraceFileError),
    /// A file that could not be read.
    Read(ReadError),
    /// An operating-system error, said alone.
    Io(Arc<std::io::Error>),
    /// A file that could not be written.
    Write(Arc<WriteError>),
    /// A picture that could not be made or written.
    Picture(Arc<PictureError>),
    /// A search in the background that gave no recording.
    Failed(Failed),
    /// A drawing the draw crate refuses (a listing the search has none of).
    Drawing(gametree_draw::drawing::DrawingError),
    /// Save was pressed with no file name typed.
    NoFileName,
    /// Open trace was pressed with no path typed.
    NoTracePath,
    /// What was to be written could not be made (`path` is where it was going).
    CannotWrite {
        /// The file asked for.
        path: PathBuf,
        /// Why.
        error: Arc<std::io::Error>,
    },
    /// A file arrived that is not UTF-8 text.
    FileNotUtf8 {
        /// Its name.
        name: String,
        /// Where its first bad byte is.
        offset: usize,
    },
    /// A file that looks like an exercise set but is not a good one.
    FileSet {
        /// Its name.
        name: String,
        /// Why.
        error: SetError,
    },
    /// A file that looks like a trace but does not read back.
    FileNotTrace {
        /// Its name.
        name: String,
        /// Why.
        error: TraceFileError,
    },
    /// A file read as a tree that is not one.
    FileTree {
        /// Its name.
        name: String,
        /// Why.
        error: TreeError,
    },
    /// A dropped file egui could not read; egui's own words (its `DroppedFile` reports a
    /// failed read as text).
    Dropped(String),
    /// A file that arrived but could not be read.
    CannotReadFile {
        /// Its name.
        name: String,
        /// Why.
        error: Box<AppError>,
    },
    /// A program's own game was to go into a link.
    LinkCustomGame,
    /// The scenario panel's "your own game" with no game given.
    NoCustomGame,
    /// The scenario panel's tree with neither a path nor an example.
    NoTree,
    /// No display to open the window on.
    NoDisplay,
    /// The window could not be opened; eframe's own words (it speaks English only).
    CannotOpenWindow(String),
    /// Play: a move after the game is over.
    GameOver,
    /// Play: a move while the computer is to move.
    ComputersTurn,
    /// Play: a piece dropped into a full column (numbered from 1).
    ColumnFull(u32),
    /// Play: a mark on a taken cell (its name, `b2`).
    CellTaken(String),
    /// Play: more bones taken than the heap or the rule allows.
    CannotTake {
        /// The bones asked for.
        take: u32,
        /// The heap.
        left: u32,
        /// The most that may be taken now.
        most: u32,
    },
    /// Play: the computer's search failed.
    ComputerSearch(Box<AppError>),
    /// Play: the computer's search stopped without answering (no thread, or it died).
    ComputerStopped(Stopped),
    /// Play: the computer chose a move that is not legal here (its text).
    IllegalChoice(String),
    /// Check a search: the scenario is not a tree.
    CheckNeedsTree,
    /// Check a search: the tree has chance nodes.
    CheckChance,
    /// Check a search: the events file could not be judged.
    CheckBadFile {
        /// Its name.
        name: String,
        /// Why (boxed: a judge's error is large, and errors travel in every `Result`).
        error: Box<JudgeError>,
    },
    /// Compare: the comparison's thread could not start.
    CompareCannotStart(Stopped),
    /// Compare: the comparison's thread stopped without answering.
    CompareStopped(Stopped),
    /// The depth table's thread could not start.
    DepthCannotStart(Stopped),
    /// The depth table's thread stopped without answering.
    DepthStopped(Stopped),
    /// The tree editor's value box holds no whole number (as typed).
    ValueNotWhole(String),
    /// The thread making an animation ended without a word.
    AnimationLost,
    /// The tree editor: a random tree's options refused.
    RandomTree(gametree_engine::game::random_tree::RandomTreeError),
    /// The tree editor: Save with text that is not a tree.
    NotSaved(TreeError),
    /// The tree editor: an opened file that is not a tree.
    NotOpened {
        /// The file's name.
        name: String,
        /// Why.
        error: TreeError,
    },
    /// Nothing is loaded yet to export.
    ChooseScenario,
    /// Find: a move not found below a node of `trace`.
    NoMove {
        /// The move asked for, as typed.
        token: String,
        /// The search it was looked for in.
        trace: TraceRef,
        /// The node it was looked for below.
        at: NodeId,
    },
    /// The browser (web build) could not do what was asked.
    Web(WebError),
}

/// The search an error is about, kept to name its nodes when the error is said (a trace
/// has no `Debug` of its own: it is shown by its title).
#[derive(Clone)]
pub struct TraceRef(pub Arc<Trace>);

impl std::fmt::Debug for TraceRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("TraceRef").field(&self.0.searched).finish()
    }
}

/// What the browser refused (web build); `name` is the file concerned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebError {
    /// A download was refused.
    DownloadRefused(String),
    /// No window to download from.
    DownloadNoWindow(String),
    /// No document to download from.
    DownloadNoDocument(String),
    /// No link could be made to download with.
    DownloadNoLink(String),
    /// No document to pick a file in.
    PickNoDocument,
    /// No file input could be made.
    PickNoInput,
    /// The scenario could not be sent to a worker.
    CannotSendScenario,
    /// No worker could be started.
    CannotStartWorker,
    /// The worker refused the search.
    RefusedToStart,
    /// The worker answered with neither a trace nor a failure it could name.
    SearchStopped,
    /// The worker failed; the browser's own words (its `ErrorEvent` message).
    WorkerFailed(String),
    /// The worker's recording could not be decoded.
    Decode(gametree_engine::trace::binary::DecodeError),
}

impl From<ScenarioError> for AppError {
    fn from(e: ScenarioError) -> AppError {
        AppError::Scenario(e)
    }
}

impl From<TreeError> for AppError {
    fn from(e: TreeError) -> AppError {
        AppError::Tree(e)
    }
}

impl From<KeyError> for AppError {
    /// The options check's refusals stay [`AppError::Options`], however they arrived.
    fn from(e: KeyError) -> AppError {
        match e {
            KeyError::Options(e) => AppError::Options(e),
            e => AppError::Key(e),
        }
    }
}

impl From<OptionsError> for AppError {
    fn from(e: OptionsError) -> AppError {
        AppError::Options(e)
    }
}

impl From<PositionError> for AppError {
    fn from(e: PositionError) -> AppError {
        AppError::Position(e)
    }
}

impl From<gametree_engine::game::BonesError> for AppError {
    fn from(e: gametree_engine::game::BonesError) -> AppError {
        AppError::Bones(e)
    }
}

impl From<GridError> for AppError {
    fn from(e: GridError) -> AppError {
        AppError::Grid(e)
    }
}

impl From<EditError> for AppError {
    fn from(e: EditError) -> AppError {
        AppError::Edit(e)
    }
}

impl From<SearchError> for AppError {
    fn from(e: SearchError) -> AppError {
        AppError::Search(e)
    }
}

impl From<TraceFileError> for AppError {
    fn from(e: TraceFileError) -> AppError {
        AppError::TraceFile(e)
    }
}

impl From<ReadError> for AppError {
    fn from(e: ReadError) -> AppError {
        AppError::Read(e)
    }
}

impl From<WriteError> for AppError {
    fn from(e: WriteError) -> AppError {
        AppError::Write(Arc::new(e))
    }
}

impl From<PictureError> for AppError {
    fn from(e: PictureError) -> AppError {
        AppError::Picture(Arc::new(e))
    }
}

impl From<Failed> for AppError {
    fn from(e: Failed) -> AppError {
        AppError::Failed(e)
    }
}

impl From<WebError> for AppError {
    fn from(e: WebError) -> AppError {
        AppError::Web(e)
    }
}

impl From<gametree_draw::drawing::DrawingError> for AppError {
    fn from(e: gametree_draw::drawing::DrawingError) -> AppError {
        AppError::Drawing(e)
    }
}

/// A library user's `Display` (`gametree_app::run(…)?` in a `main`): the same words the
/// window shows, in the language in force.
impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say())
    }
}

impl std::error::Error for AppError {}

impl Say for AppError {
    fn say(&self) -> String {
        match self {
            AppError::Scenario(e) => e.say(),
            AppError::Options(e) => e.say(),
            AppError::Key(e) => e.say(),
            AppError::Tree(e) => e.say(),
            AppError::Position(e) => e.say(),
            AppError::Bones(e) => e.say(),
            AppError::Grid(e) => e.say(),
            AppError::Edit(e) => e.say(),
            AppError::Search(e) => e.say(),
            AppError::TraceFile(e) => e.say(),
            AppError::Read(e) => e.say(),
            AppError::Io(e) => e.as_ref().say(),
            AppError::Write(e) => e.as_ref().say(),
            AppError::Picture(e) => e.as_ref().say(),
            AppError::Failed(e) => e.words(),
            AppError::Drawing(e) => e.say(),
            AppError::Web(e) => e.say(),
            e => own_words(e),
        }
    }
}

/// The app's own cases in words (the engine's are said by teach above).
fn own_words(e: &AppError) -> String {
    let stopped = |s: &Stopped| s.to_string();
    match e {
        AppError::NoFileName => t!("viewer-no-file-name"),
        AppError::NoTracePath => t!("viewer-no-trace-path"),
        AppError::CannotWrite { path, error } => t!(
            "viewer-cannot-write",
            path = path.display().to_string(),
            error = error.as_ref().say()
        ),
        AppError::FileNotUtf8 { name, offset } => {
            t!("app-file-not-utf8", name = name.as_str(), offset = *offset)
        }
        AppError::FileSet { name, error } => {
            t!(
                "app-file-set-error",
                name = name.as_str(),
                error = error.say()
            )
        }
        AppError::FileNotTrace { name, error } => {
            t!(
                "app-file-not-trace",
                name = name.as_str(),
                error = error.say()
            )
        }
        AppError::FileTree { name, error } => {
            t!(
                "app-file-tree-error",
                name = name.as_str(),
                error = error.say()
            )
        }
        AppError::CannotReadFile { name, error } => {
            t!(
                "app-cannot-read-file",
                name = name.as_str(),
                error = error.say()
            )
        }
        AppError::Dropped(words) => words.clone(),
        AppError::LinkCustomGame => t!("app-link-custom-game"),
        AppError::NoCustomGame => t!("panels-error-no-custom-game"),
        AppError::NoTree => t!("panels-error-no-tree"),
        AppError::NoDisplay => t!("app-no-display"),
        AppError::CannotOpenWindow(error) => {
            t!("app-cannot-open-window", error = error.as_str())
        }
        AppError::GameOver => t!("play-err-game-over"),
        AppError::ComputersTurn => t!("play-err-computers-turn"),
        AppError::ColumnFull(column) => t!("play-err-column-full", column = *column),
        AppError::CellTaken(cell) => t!("play-err-cell-taken", cell = cell.as_str()),
        AppError::CannotTake { take, left, most } => t!(
            "play-err-cannot-take",
            take = *take,
            left = *left,
            most = *most
        ),
        AppError::ComputerSearch(e) => t!("play-err-search-failed", error = e.say()),
        AppError::ComputerStopped(s) => t!("play-err-search-failed", error = stopped(s)),
        AppError::IllegalChoice(mv) => t!("play-err-illegal-choice", mv = mv.as_str()),
        AppError::CheckNeedsTree => t!("app-check-needs-tree"),
        AppError::CheckChance => t!("check-chance"),
        AppError::CheckBadFile { name, error } => {
            t!(
                "app-check-bad-file",
                name = name.as_str(),
                error = error.say()
            )
        }
        AppError::CompareCannotStart(s) => t!("play-compare-cannot-start", error = stopped(s)),
        AppError::CompareStopped(s) => t!("play-compare-stopped", error = stopped(s)),
        AppError::DepthCannotStart(s) => t!("play-depth-cannot-start", error = stopped(s)),
        AppError::DepthStopped(s) => t!("play-depth-stopped", error = stopped(s)),
        AppError::ValueNotWhole(value) => {
            t!("panels-editor-value-not-whole", value = value.as_str())
        }
        AppError::RandomTree(e) => e.say(),
        AppError::NotSaved(e) => t!("panels-editor-not-saved", error = e.say()),
        AppError::NotOpened { name, error } => t!(
            "panels-editor-open-error",
            name = name.as_str(),
            error = error.say()
        ),
        AppError::AnimationLost => t!("viewer-animation-lost"),
        AppError::ChooseScenario => t!("app-choose-scenario"),
        AppError::NoMove { token, trace, at } => t!(
            "app-find-no-move",
            token = gametree_engine::game::shown_text(token),
            node = gametree_teach::move_words::node_name(&trace.0, *at)
        ),
        // Said by teach in `Say for AppError`.
        AppError::Scenario(_)
        | AppError::Options(_)
        | AppError::Key(_)
        | AppError::Tree(_)
        | AppError::Position(_)
        | AppError::Bones(_)
        | AppError::Grid(_)
        | AppError::Edit(_)
        | AppError::Search(_)
        | AppError::TraceFile(_)
        | AppError::Read(_)
        | AppError::Io(_)
        | AppError::Write(_)
        | AppError::Picture(_)
        | AppError::Failed(_)
        | AppError::Drawing(_)
        | AppError::Web(_) => e.say(),
    }
}

impl Say for WebError {
    fn say(&self) -> String {
        match self {
            WebError::DownloadRefused(name) => t!("viewer-download-refused", name = name.as_str()),
            WebError::DownloadNoWindow(name) => {
                t!("viewer-download-no-window", name = name.as_str())
            }
            WebError::DownloadNoDocument(name) => {
                t!("viewer-download-no-document", name = name.as_str())
            }
            WebError::DownloadNoLink(name) => t!("viewer-download-no-link", name = name.as_str()),
            WebError::PickNoDocument => t!("viewer-pick-no-document"),
            WebError::PickNoInput => t!("viewer-pick-no-input"),
            WebError::CannotSendScenario => t!("app-web-cannot-search-scenario"),
            WebError::CannotStartWorker => t!("app-web-cannot-start-worker"),
            WebError::RefusedToStart => t!("app-web-refused-to-start"),
            WebError::SearchStopped => t!("app-web-search-stopped"),
            WebError::WorkerFailed(reason) => t!("app-web-worker-failed", reason = reason.as_str()),
            WebError::Decode(e) => e.say(),
        }
    }
}
