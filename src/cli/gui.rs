//! `gametree gui` (and no command at all): the window opens on the remembered scenario, on the
//! scenario the flags give (any of the six searches, in the stepper), on a link, or (`--events
//! FILE --tree F`) in check mode on a learner's events beside the textbook's search. A bad link
//! or events file is refused here, before any window opens.

use super::args::GuiArgs;
use super::errors::CliError;
use super::flags::ScenarioArgs;
use crate::check::judge::judge_text;
use crate::check::replay::tree_of;
use crate::check::shape::GameShape;
use crate::files::read_limited;
use crate::game::Player;
use crate::game::tree::TreeGame;
use crate::i18n::Lang;
use crate::scenario::Scenario;
use crate::search::Algorithm;
use crate::trace::json_read::MAX_TRACE_BYTES;
use std::path::Path;

/// How the window opens: on the remembered scenario, on flags, or on a link.
#[cfg_attr(not(feature = "app"), allow(dead_code))]
pub enum Opening {
    /// The scenario the settings remember.
    Remembered,
    /// A scenario the flags give.
    Scenario(Scenario),
    /// A link's text.
    Link(String),
    /// A learner's events (the file's name and text) on the scenario's tree, in check mode.
    Events {
        /// The tree and the textbook search.
        scenario: Scenario,
        /// The events file's name.
        name: String,
        /// Its text.
        text: String,
    },
}

/// `gui`: the flags' scenario, or the link given.
pub fn run(args: GuiArgs, lang: Option<Lang>) -> Result<(), CliError> {
    match (args.link, &args.events) {
        (Some(text), _) => open_app(Opening::Link(text), lang),
        (None, Some(file)) => open_app(events(&args.scenario, file)?, lang),
        (None, None) => open_app(Opening::Scenario(args.scenario.built()?), lang),
    }
}

/// `gui --events FILE`: the events read against `--tree` (minimax or alpha-beta), refused
/// in one line when they cannot be read, before any window opens.
fn events(args: &ScenarioArgs, file: &Path) -> Result<Opening, CliError> {
    if super::check::chance_tree(args) {
        return Err(CliError::EventsChance);
    }
    let scenario = args.built()?;
    if !matches!(
        scenario.config.algorithm,
        Algorithm::Minimax | Algorithm::AlphaBeta
    ) {
        return Err(CliError::EventsNeedAlgo);
    }
    let Some(tree) = tree_of(&scenario) else {
        return Err(CliError::EventsNeedTree);
    };
    let (tree, min_root) = tree.map_err(CliError::Scenario)?;
    let bytes = read_limited(file, MAX_TRACE_BYTES).map_err(CliError::Read)?;
    // The bytes become the text without a copy when they are UTF-8 (a file may be 1 GiB).
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let root = if min_root { Player::Min } else { Player::Max };
    let shape = GameShape::new(TreeGame::new(std::sync::Arc::new(tree), root));
    let setup = crate::check::judge::Setup {
        iterative: false,
        ..crate::check::judge::Setup::of(&scenario.config, scenario.max_nodes)
    };
    if let Err(error) = judge_text(shape, setup, &text) {
        return Err(CliError::Events {
            name,
            error: Box::new(error),
        });
    }
    Ok(Opening::Events {
        scenario,
        name,
        text,
    })
}

/// Opens the window (or says this build has none), in `lang` when `--lang` names one (the
/// choice is kept in the settings, as the app's own switch keeps it).
pub fn open_app(opening: Opening, lang: Option<Lang>) -> Result<(), CliError> {
    #[cfg(feature = "app")]
    return match opening {
        Opening::Remembered => crate::app::run_scenario(None, lang),
        Opening::Scenario(s) => crate::app::run_scenario(Some(s), lang),
        Opening::Events {
            scenario,
            name,
            text,
        } => crate::app::run_events(scenario, name, text, lang),
        Opening::Link(text) => {
            // A bad link is refused here, on the command line, before any window opens; the
            // app's registry of modes is what `mode=` may name.
            let modes = crate::app::toolkit::link_names();
            crate::link::parse(&text, &modes).map_err(CliError::Link)?;
            crate::app::run_link(&text, lang)
        }
    }
    .map_err(CliError::App);
    #[cfg(not(feature = "app"))]
    {
        let _ = (opening, lang);
        Err(CliError::NoWindow)
    }
}
