//! Every key the app answers to, in one table ([`TABLE`]): each row the keys as the help writes
//! them, where they apply, the words the help says for them, and each key (with its modifiers)
//! bound to the [`Action`] it asks for. The input handling asks this table for its keys and the
//! help overlay lists its rows, so a key cannot be handled without being in the help.

use egui::{Key, KeyboardShortcut, Modifiers};

/// What the stepper's keys and buttons ask for (its bar's buttons send the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// One step forward.
    Forward,
    /// One step back.
    Back,
    /// Back to step 0, before the search starts.
    Start,
    /// To the last step, where the search has finished.
    End,
    /// Start or stop playing (from the start again when at the end).
    PlayPause,
    /// Forward to the next cutoff.
    NextCutoff,
    /// Back to the previous cutoff.
    PreviousCutoff,
    /// Predict mode on or off.
    TogglePredict,
}

impl Command {
    /// Every command, each with its key in [`TABLE`].
    pub const ALL: [Command; 8] = [
        Command::Forward,
        Command::Back,
        Command::Start,
        Command::End,
        Command::PlayPause,
        Command::NextCutoff,
        Command::PreviousCutoff,
        Command::TogglePredict,
    ];
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A step of the stepper (also Check a search's walk): forward, back, play…
    Step(Command),
    /// The negamax view on or off.
    Negamax,
    /// The windows passed down each edge on or off.
    EdgeWindows,
    /// Show the whole tree.
    Fit,
    /// Zoom in.
    ZoomIn,
    /// Zoom out.
    ZoomOut,
    /// Inspect the inspected node's parent.
    WalkParent,
    /// Inspect its first child.
    WalkChild,
    /// Inspect its next sibling.
    WalkNext,
    /// Inspect its previous sibling.
    WalkPrevious,
    /// Show or hide the scenario panel.
    ScenarioPanel,
    /// Show or hide the export panel.
    ExportPanel,
    /// Show or hide the inspector.
    InspectorPanel,
    /// Show or hide the tree's toolbar.
    ToolsPanel,
    /// Show or hide the Code panel.
    CodePanel,
    /// Run to the next breakpoint in the Code panel.
    RunToBreakpoint,
    /// Presentation mode on or off.
    Presentation,
    /// Copy a link to the scenario at this step.
    CopyLink,
    /// Expectiminimax or MCTS on the scenario, in the stepper.
    Chance,
    /// Class session…: open its card (start a session), fold or unfold it (the desktop).
    ClassSession,
    /// In Check a search: to the step where the learner's search parts from the textbook's.
    Parting,
    /// Open a tree or a trace.
    OpenFile,
    /// Save this step as a picture.
    SavePicture,
    /// Save the steps chosen as an animation.
    SaveAnimation,
    /// Open or close the help.
    Help,
    /// Close the help or the Open dialog; cancel the search under way.
    Close,
    /// In a text box: take what was typed (find, predict, a file's name).
    Confirm,
    /// In Play: the hints on or off.
    Hints,
    /// In a class session, the teacher: ask the class Predict's question at this step.
    ClassAsk,
    /// In Play, Connect Four: drop a piece in this column (0 = the first).
    Column(u8),
    /// Show the stepper.
    ShowStepper,
    /// Show the mode of this link name.
    ShowMode(&'static str),
}

/// Where a row's keys apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Anywhere in the app (not while a text box has the keyboard, unless a function key).
    Everywhere,
    /// In the stepper.
    Stepper,
    /// In the stepper's tree.
    Tree,
    /// In Check a search.
    Check,
    /// In Play against the computer.
    Play,
    /// In a text box.
    TextBox,
}

/// What the help says for a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// A line of the help's key list: this message's id.
    Line(&'static str),
    /// A line of the help's list of modes (the stepper's own words when `None`, else the
    /// mode of this link name).
    Mode(Option<&'static str>),
}

/// One key with its modifiers, and what it asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The key.
    pub key: Key,
    /// The modifiers held with it.
    pub modifiers: Modifiers,
    /// What it asks for.
    pub action: Action,
}

impl Binding {
    /// As an egui shortcut.
    pub fn shortcut(&self) -> KeyboardShortcut {
        KeyboardShortcut::new(self.modifiers, self.key)
    }
}

/// One row of the table: one line of the help.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// The keys as the help writes them ("→ / ←").
    pub keys: &'static str,
    /// Where they apply.
    pub places: &'static [Place],
    /// What the help says.
    pub words: Words,
    /// The keys themselves.
    pub bindings: &'static [Binding],
}

const fn bind(key: Key, action: Action) -> Binding {
    Binding {
        key,
        modifiers: Modifiers::NONE,
        action,
    }
}

const fn with(modifiers: Modifiers, key: Key, action: Action) -> Binding {
    Binding {
        key,
        modifiers,
        action,
    }
}

const fn line(
    keys: &'static str,
    places: &'static [Place],
    id: &'static str,
    bindings: &'static [Binding],
) -> Row {
    Row {
        keys,
        places,
        words: Words::Line(id),
        bindings,
    }
}

const fn mode(keys: &'static str, name: Option<&'static str>, bindings: &'static [Binding]) -> Row {
    Row {
        keys,
        places: &[Place::Everywhere],
        words: Words::Mode(name),
        bindings,
    }
}

use Action as A;
use Place as P;

/// Every key the app answers to, in the help's order: the key list first, then the modes.
pub const TABLE: &[Row] = &[
    line(
        "→ / ←",
        &[P::Stepper, P::Check],
        "app-help-key-step",
        &[
            bind(Key::ArrowRight, A::Step(Command::Forward)),
            bind(Key::ArrowLeft, A::Step(Command::Back)),
        ],
    ),
    line(
        "Home / End",
        &[P::Stepper, P::Check],
        "app-help-key-ends",
        &[
            bind(Key::Home, A::Step(Command::Start)),
            bind(Key::End, A::Step(Command::End)),
        ],
    ),
    line(
        "Space",
        &[P::Stepper],
        "app-help-key-play",
        &[bind(Key::Space, A::Step(Command::PlayPause))],
    ),
    line(
        "N / P",
        &[P::Stepper],
        "app-help-key-cutoff",
        &[
            bind(Key::N, A::Step(Command::NextCutoff)),
            bind(Key::P, A::Step(Command::PreviousCutoff)),
        ],
    ),
    line(
        "Q",
        &[P::Stepper],
        "app-help-key-predict",
        &[bind(Key::Q, A::Step(Command::TogglePredict))],
    ),
    line(
        "V",
        &[P::Tree],
        "app-help-key-negamax",
        &[bind(Key::V, A::Negamax)],
    ),
    line(
        "W",
        &[P::Tree],
        "app-help-key-edge-windows",
        &[bind(Key::W, A::EdgeWindows)],
    ),
    line("F", &[P::Tree], "app-help-key-fit", &[bind(Key::F, A::Fit)]),
    line(
        "+ / −",
        &[P::Tree],
        "app-help-key-zoom",
        &[
            bind(Key::Plus, A::ZoomIn),
            bind(Key::Equals, A::ZoomIn),
            bind(Key::Minus, A::ZoomOut),
        ],
    ),
    line(
        "Alt + ↑ ↓ ← →",
        &[P::Tree],
        "app-help-key-walk",
        &[
            with(Modifiers::ALT, Key::ArrowUp, A::WalkParent),
            with(Modifiers::ALT, Key::ArrowDown, A::WalkChild),
            with(Modifiers::ALT, Key::ArrowRight, A::WalkNext),
            with(Modifiers::ALT, Key::ArrowLeft, A::WalkPrevious),
        ],
    ),
    line(
        "S / E / I / T",
        &[P::Stepper],
        "app-help-key-panels",
        &[
            bind(Key::S, A::ScenarioPanel),
            bind(Key::E, A::ExportPanel),
            bind(Key::I, A::InspectorPanel),
            bind(Key::T, A::ToolsPanel),
        ],
    ),
    line(
        "C",
        &[P::Stepper],
        "app-help-key-code",
        &[bind(Key::C, A::CodePanel)],
    ),
    line(
        "Shift + →",
        &[P::Stepper],
        "app-help-key-run-to-breakpoint",
        &[with(Modifiers::SHIFT, Key::ArrowRight, A::RunToBreakpoint)],
    ),
    line(
        "F5 / Ctrl+P",
        &[P::Everywhere],
        "app-help-key-presentation",
        &[
            bind(Key::F5, A::Presentation),
            with(Modifiers::COMMAND, Key::P, A::Presentation),
        ],
    ),
    line(
        "F7",
        &[P::Everywhere],
        "app-help-key-chance",
        &[bind(Key::F7, A::Chance)],
    ),
    line(
        "F9",
        &[P::Everywhere],
        "app-help-key-class-session",
        &[bind(Key::F9, A::ClassSession)],
    ),
    line(
        "D",
        &[P::Check],
        "app-help-key-parting",
        &[bind(Key::D, A::Parting)],
    ),
    line(
        "H",
        &[P::Play],
        "app-help-key-hints",
        &[bind(Key::H, A::Hints)],
    ),
    line(
        "A",
        &[P::Stepper],
        "app-help-key-class-ask",
        &[bind(Key::A, A::ClassAsk)],
    ),
    line(
        "1–7",
        &[P::Play],
        "app-help-key-column",
        &[
            bind(Key::Num1, A::Column(0)),
            bind(Key::Num2, A::Column(1)),
            bind(Key::Num3, A::Column(2)),
            bind(Key::Num4, A::Column(3)),
            bind(Key::Num5, A::Column(4)),
            bind(Key::Num6, A::Column(5)),
            bind(Key::Num7, A::Column(6)),
        ],
    ),
    line(
        "Ctrl+O",
        &[P::Everywhere],
        "app-help-key-open",
        &[with(Modifiers::COMMAND, Key::O, A::OpenFile)],
    ),
    line(
        "Ctrl+S",
        &[P::Stepper],
        "app-help-key-save",
        &[with(Modifiers::COMMAND, Key::S, A::SavePicture)],
    ),
    line(
        "Ctrl+Shift+S",
        &[P::Stepper],
        "app-help-key-save-animation",
        &[with(
            Modifiers::COMMAND.plus(Modifiers::SHIFT),
            Key::S,
            A::SaveAnimation,
        )],
    ),
    line(
        "Ctrl+Shift+L",
        &[P::Stepper],
        "app-help-key-copy-link",
        &[with(
            Modifiers::COMMAND.plus(Modifiers::SHIFT),
            Key::L,
            A::CopyLink,
        )],
    ),
    line(
        "Enter",
        &[P::TextBox],
        "app-help-key-confirm",
        &[bind(Key::Enter, A::Confirm)],
    ),
    line(
        "Esc",
        &[P::Everywhere],
        "app-help-key-close",
        &[bind(Key::Escape, A::Close)],
    ),
    line(
        "?",
        &[P::Everywhere],
        "app-help-key-help",
        &[bind(Key::Questionmark, A::Help)],
    ),
    mode("F1", None, &[bind(Key::F1, A::ShowStepper)]),
    mode(
        "F2",
        Some("editor"),
        &[bind(Key::F2, A::ShowMode("editor"))],
    ),
    mode(
        "F3",
        Some("practice"),
        &[bind(Key::F3, A::ShowMode("practice"))],
    ),
    mode(
        "F4",
        Some("compare"),
        &[bind(Key::F4, A::ShowMode("compare"))],
    ),
    mode("F6", Some("play"), &[bind(Key::F6, A::ShowMode("play"))]),
    mode("F8", Some("check"), &[bind(Key::F8, A::ShowMode("check"))]),
];

/// Every binding in the table, row by row.
pub fn bindings() -> impl Iterator<Item = &'static Binding> {
    TABLE.iter().flat_map(|r| r.bindings.iter())
}

/// The keys bound to `action` (with any modifiers).
pub fn keys_of(action: Action) -> impl Iterator<Item = Key> {
    bindings()
        .filter(move |b| b.action == action)
        .map(|b| b.key)
}

/// The first key bound to `action`. Every action the app handles has one (the table's test
/// checks it).
pub fn key(action: Action) -> Key {
    keys_of(action)
        .next()
        .unwrap_or_else(|| panic!("{action:?} has no key in keys::TABLE"))
}

/// The shortcut (key and modifiers) bound to `action` with modifiers.
pub fn shortcut(action: Action) -> KeyboardShortcut {
    bindings()
        .find(|b| b.action == action && !b.modifiers.is_none())
        .map(Binding::shortcut)
        .unwrap_or_else(|| panic!("{action:?} has no shortcut in keys::TABLE"))
}

/// Whether a key bound to `action` without modifiers was pressed this frame (egui's
/// `key_pressed`: held modifiers do not matter).
pub fn pressed(i: &egui::InputState, action: Action) -> bool {
    bindings()
        .filter(|b| b.action == action && b.modifiers.is_none())
        .any(|b| i.key_pressed(b.key))
}

/// The key that shows the mode of this link name (`None`: the stepper).
pub fn mode_key(link_name: Option<&str>) -> Key {
    TABLE
        .iter()
        .find(|r| matches!(r.words, Words::Mode(n) if n == link_name))
        .and_then(|r| r.bindings.first())
        .map(|b| b.key)
        .unwrap_or_else(|| panic!("mode {link_name:?} has no key in keys::TABLE"))
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
