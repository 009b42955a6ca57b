//! What every mode of the app shares: the [`Mode`] trait each view implements (one `ui` that
//! draws it), the [`Current`] search the stepper shows (views may offer to use it), and the
//! one [`Request`] type a view sends to the app.

use egui::Ui;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::Trace;
use std::sync::Arc;

/// What a view asks the app to do.
#[derive(Clone)]
pub enum Request {
    /// Search this scenario and show it in the stepper ("Search this tree", "Show why").
    Search(Scenario),
    /// Practise this scenario by hand (the editor's "Practise this tree").
    Practise(Scenario),
    /// Show this recorded search in the stepper ("Open trace"), playing it if `play`
    /// (Practice's "Play the search").
    Show {
        /// The recording.
        trace: Arc<Trace>,
        /// Start playing at once.
        play: bool,
    },
    /// Ask for a file to open (a tree or a trace): a dialog on the desktop, the browser's
    /// picker on the web.
    OpenFile,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Search(s) => write!(f, "Search({s:?})"),
            Request::Practise(s) => write!(f, "Practise({s:?})"),
            Request::Show { trace, play } => {
                write!(f, "Show({:?}, play: {play})", trace.searched)
            }
            Request::OpenFile => write!(f, "OpenFile"),
        }
    }
}

/// The stepper's search, which other modes may offer to use.
#[derive(Clone, Copy, Default)]
pub struct Current<'a> {
    /// The recording the stepper shows.
    pub trace: Option<&'a Arc<Trace>>,
    /// The scenario it came from, when it came from one (not from a file).
    pub scenario: Option<&'a Scenario>,
}

/// One mode of the app (tree editor, practice, compare, play): a view that keeps its own
/// state and draws itself, as egui's demo library does.
pub trait Mode {
    /// Draws the view; returns what it asks the app to do, if anything.
    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request>;
}
