//! The key table's tests: every command listed with its key, every action bound, every
//! binding one of the actions.

use super::*;

/// Every action; the match below fails to compile when one is added and not listed here.
const ALL: &[Action] = &[
    A::Step(Command::Forward),
    A::Step(Command::Back),
    A::Step(Command::Start),
    A::Step(Command::End),
    A::Step(Command::PlayPause),
    A::Step(Command::NextCutoff),
    A::Step(Command::PreviousCutoff),
    A::Step(Command::TogglePredict),
    A::Negamax,
    A::EdgeWindows,
    A::Fit,
    A::ZoomIn,
    A::ZoomOut,
    A::WalkParent,
    A::WalkChild,
    A::WalkNext,
    A::WalkPrevious,
    A::ScenarioPanel,
    A::ExportPanel,
    A::InspectorPanel,
    A::ToolsPanel,
    A::CodePanel,
    A::RunToBreakpoint,
    A::Presentation,
    A::Chance,
    A::ClassSession,
    A::Parting,
    A::OpenFile,
    A::SavePicture,
    A::SaveAnimation,
    A::CopyLink,
    A::Help,
    A::Close,
    A::Confirm,
    A::Hints,
    A::ClassAsk,
    A::Column(0),
    A::ShowStepper,
    A::ShowMode("editor"),
];

fn listed(a: Action) -> bool {
    match a {
        A::Column(c) => c < 7,
        A::ShowMode(name) => TABLE.iter().any(|r| r.words == Words::Mode(Some(name))),
        A::Step(c) => Command::ALL.contains(&c),
        A::Negamax
        | A::EdgeWindows
        | A::Fit
        | A::ZoomIn
        | A::ZoomOut
        | A::WalkParent
        | A::WalkChild
        | A::WalkNext
        | A::WalkPrevious
        | A::ScenarioPanel
        | A::ExportPanel
        | A::InspectorPanel
        | A::ToolsPanel
        | A::CodePanel
        | A::RunToBreakpoint
        | A::Presentation
        | A::Chance
        | A::ClassSession
        | A::Parting
        | A::OpenFile
        | A::SavePicture
        | A::SaveAnimation
        | A::CopyLink
        | A::Help
        | A::Close
        | A::Confirm
        | A::Hints
        | A::ClassAsk
        | A::ShowStepper => ALL.contains(&a),
    }
}

/// Every command has a key (the match stops compiling when a command is added, a reminder
/// to list it in `Command::ALL`).
#[test]
fn every_command_is_listed_and_has_a_key() {
    for c in Command::ALL {
        match c {
            Command::Forward
            | Command::Back
            | Command::Start
            | Command::End
            | Command::PlayPause
            | Command::NextCutoff
            | Command::PreviousCutoff
            | Command::TogglePredict => {
                assert!(keys_of(A::Step(c)).next().is_some(), "{c:?} has no key")
            }
        }
    }
    assert_eq!(
        Command::ALL.len(),
        8,
        "a command added to ALL is matched above"
    );
}

#[test]
fn every_action_has_a_key() {
    for &a in ALL {
        assert!(listed(a), "{a:?}");
        assert!(keys_of(a).next().is_some(), "{a:?} has no key");
    }
    for c in 0..7 {
        assert!(keys_of(A::Column(c)).next().is_some(), "column {c}");
    }
    for action in [
        A::OpenFile,
        A::SavePicture,
        A::SaveAnimation,
        A::Presentation,
    ] {
        let _ = shortcut(action);
    }
}

#[test]
fn every_binding_is_one_of_the_actions() {
    for b in bindings() {
        assert!(listed(b.action), "{:?}", b.action);
    }
}
