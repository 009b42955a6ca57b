//! What every mode of the app shares: the [`Mode`] trait each view implements (its name, key
//! and link name, and one `ui` that draws it), the [`Current`] search the stepper shows (views
//! may offer to use it), and the one [`Request`] type a view sends to the app. The modes
//! themselves are listed once, in [`crate::toolkit::registry`].

use egui::Ui;
use gametree_engine::link::Link;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::Trace;
use std::any::Any;
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
/// state and draws itself, as egui's demo library does. The mode bar, the mode keys, links
/// (`mode=…`) and Copy link all read these, so a new mode is one file implementing this, one
/// line in [`crate::toolkit::registry`] and its key's row in [`crate::keys::TABLE`].
pub trait Mode: AsAny {
    /// The mode's name in links (`mode=editor`) and in the app's status facts: the same in
    /// every language.
    fn link_name(&self) -> &'static str;

    /// The key that opens it, as [`crate::keys::TABLE`] binds it to this link name. Function
    /// keys type nothing, so they work even while a text box has the keyboard.
    fn key(&self) -> egui::Key {
        crate::keys::mode_key(Some(self.link_name()))
    }

    /// Its name on the mode bar, in the language in force.
    fn name(&self) -> String;

    /// What it is for, in a sentence (the mode bar's tooltip).
    fn purpose(&self) -> String;

    /// Draws the view; returns what it asks the app to do, if anything.
    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request>;

    /// Opens the mode on what a link (`mode=` this mode) carries: its scenario, step or
    /// exercise set. [`Opened::Alone`] when the mode shows the link's search itself, so the
    /// stepper need not search it too.
    fn open_link(&mut self, link: &Link) -> Opened {
        let _ = link;
        Opened::WithStepper
    }

    /// The link to what the mode shows, when that is not the stepper's scenario at its step
    /// (the default: `None`, and Copy link writes the stepper's scenario with this mode).
    fn own_link(&self) -> Option<Result<String, crate::error::AppError>> {
        None
    }

    /// What the mode shows, in a few facts for the browser test (default: nothing).
    fn status(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
}

/// A mode as [`Any`], so the app can reach a mode's own methods by its type (every mode has it).
pub trait AsAny {
    /// Read only.
    fn as_any(&self) -> &dyn Any;
    /// To change it.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Any> AsAny for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// Whether a mode opened by a link shows the link's search itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opened {
    /// The stepper searches the link's scenario too (the mode offers it, or goes beside it).
    WithStepper,
    /// The mode runs the link's search itself; the stepper is left as it was.
    Alone,
}
