//! `gametree gui` (and no command at all): the window opens on the remembered scenario, on the
//! scenario the flags give (any of the six searches, in the stepper), or on a link. A bad link
//! is refused here, before any window opens.

use super::args::GuiArgs;
use crate::i18n::Lang;
use crate::scenario::Scenario;
#[cfg(not(feature = "app"))]
use crate::t;
#[cfg(feature = "app")]
use crate::teach::Say;

/// How the window opens: on the remembered scenario, on flags, or on a link.
#[cfg_attr(not(feature = "app"), allow(dead_code))]
pub enum Opening {
    /// The scenario the settings remember.
    Remembered,
    /// A scenario the flags give.
    Scenario(Scenario),
    /// A link's text.
    Link(String),
}

/// `gui`: the flags' scenario, or the link given.
pub fn run(args: GuiArgs, lang: Option<Lang>) -> Result<(), String> {
    match args.link {
        Some(text) => open_app(Opening::Link(text), lang),
        None => open_app(Opening::Scenario(args.scenario.built()?), lang),
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
