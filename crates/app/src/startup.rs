//! How the app starts: on the scenario asked for, else on the last one the settings remember
//! — unless its options are refused, or the last start died loading it (a mark file beside
//! the settings says so), when it starts on the default scenario with a word why.

use crate::narration_panel::NarrationLog;
use crate::scenario_panel::ScenarioPanel;
use crate::toolkit::settings::SettingsNote;
use crate::{App, code_panel, export_panel, incoming, toolkit};
use gametree_engine::scenario::Scenario;
use gametree_teach::titles::scenario_title;

/// The file beside the settings that says the remembered scenario is loading.
const LOADING_MARK: &str = "loading-last-scenario";

impl App {
    /// The app `with_settings` makes, in the store's language.
    pub(crate) fn build(
        scenario: Option<Scenario>,
        settings: toolkit::settings::SettingsStore,
    ) -> App {
        let mut settings = settings;
        // A remembered scenario whose options no search accepts (an edited settings file)
        // gives way to the default, with a word why.
        let remembered = settings.settings.last_scenario.clone();
        let remembered = match remembered.check_options() {
            Ok(()) => remembered,
            Err(e) => {
                settings.note = Some(SettingsNote::LastScenarioRefused(e));
                Scenario::default()
            }
        };
        // A start that died loading the remembered scenario (out of memory, killed) left its
        // mark: this start takes the default instead, so one bad scenario cannot lock the
        // program out.
        let mark = settings
            .path()
            .and_then(|p| p.parent())
            .map(|d| d.join(LOADING_MARK));
        let mut loading_mark = None;
        let remembered = match &mark {
            _ if scenario.is_some() => remembered,
            Some(m) if gametree_engine::files::read_limited(m, 1024).is_ok() => {
                let _ = std::fs::remove_file(m);
                settings.note = Some(SettingsNote::LastStartStopped(Box::new(remembered)));
                Scenario::default()
            }
            Some(m) => {
                if gametree_engine::files::write_atomically(
                    m,
                    scenario_title(&remembered).as_bytes(),
                )
                .is_ok()
                {
                    loading_mark = Some(m.clone());
                }
                remembered
            }
            None => remembered,
        };
        let scenario = scenario.unwrap_or(remembered);
        let code = code_panel::CodePanel::choosing(settings.settings.code.as_deref());
        App {
            scenario: ScenarioPanel::from_scenario(&scenario),
            loaded: None,
            worker: None,
            narration: NarrationLog::default(),
            pending: Some(scenario),
            pending_step: None,
            loading_mark,
            last_scene: None,
            shown_title: String::new(),
            toolkit: toolkit::Toolkit::new(settings),
            export: export_panel::ExportPanel::default(),
            copied_link: None,
            panels: Default::default(),
            stepper_panels: crate::stepper_panel::StepperPanels::new(code),
            help: Default::default(),
            drawn: Default::default(),
            inbox: incoming::Inbox::default(),
            link_error: None,
            player: None,
            embed_code: Default::default(),
            animation: Default::default(),
            #[cfg(not(target_arch = "wasm32"))]
            open_dialog: None,
            class: None,
            #[cfg(not(target_arch = "wasm32"))]
            class_host: Default::default(),
        }
    }
}
