//! `gametree gui` (and no command at all): the window opens on the remembered scenario, on the
//! scenario the flags give, or on a link; expectiminimax and MCTS open the chance view through
//! the link that opens it. A bad link is refused here, before any window opens.

use super::args::GuiArgs;
use crate::i18n::Lang;
use crate::scenario::{ChanceSearch, GameChoice, Scenario, TreeSource};
#[cfg(not(feature = "app"))]
use crate::t;
use crate::teach::Say;

/// How the window opens: on the remembered scenario, on flags, or on a link.
pub enum Opening {
    /// The scenario the settings remember.
    Remembered,
    /// A scenario the flags give.
    Scenario(Scenario),
    /// A link's text.
    Link(String),
}

/// `gui`: the flags' scenario (through a link for the chance view), or the link given.
pub fn run(args: GuiArgs, lang: Option<Lang>) -> Result<(), String> {
    if let Some(text) = args.link {
        return open_app(Opening::Link(text), lang);
    }
    let built = args.scenario.built()?;
    match built.chance {
        Some(how) => open_app(Opening::Link(chance_link(&built.scenario, how)?), lang),
        None => open_app(Opening::Scenario(built.scenario), lang),
    }
}

/// Opens the window (or says this build has none), in `lang` when `--lang` names one (the
/// choice is kept in the settings, as the app's own switch keeps it).
pub fn open_app(opening: Opening, lang: Option<Lang>) -> Result<(), String> {
    #[cfg(feature = "app")]
    return match opening {
        Opening::Remembered => crate::app::run_scenario(None, lang),
        Opening::Scenario(s) => crate::app::run_scenario(Some(s), lang),
        Opening::Link(text) => {
            // A bad link is refused here, on the command line, before any window opens; the
            // app's registry of modes is what `mode=` may name.
            let modes = crate::app::toolkit::link_names();
            crate::link::parse(&text, &modes).map_err(|e| e.say())?;
            crate::app::run_link(&text, lang)
        }
    };
    #[cfg(not(feature = "app"))]
    {
        let _ = (opening, lang);
        Err(t!("cli-no-window"))
    }
}

/// The link that opens `scenario` in the app's chance view under `how`.
fn chance_link(scenario: &Scenario, how: ChanceSearch) -> Result<String, String> {
    let tree_text = match &scenario.game {
        GameChoice::Tree {
            source: TreeSource::File(path),
            ..
        } => Some(
            crate::game::TreeSpec::read(path)
                .map_err(|e| e.say())?
                .to_json(),
        ),
        _ => None,
    };
    Ok(crate::link::write_chance(
        scenario,
        tree_text.as_deref(),
        None,
        how,
    ))
}
