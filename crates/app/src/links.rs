//! Links: the app opened by a link (its scenario, step, mode and language), the link to what
//! it shows now, and the "Copy link" button that copies it.

use crate::error::AppError;
use crate::mode;
use crate::scenario_panel::ScenarioPanel;
use crate::{App, toolkit};
use egui::{RichText, Ui};
use gametree_engine::link;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_teach::Say;
use gametree_teach::listings::CodeLang;
use gametree_teach::t;

impl App {
    /// An app opened by a link (see [`gametree_engine::link`]): its scenario searched, shown at its step,
    /// in its mode. A link that cannot be read leaves the app on the remembered scenario with
    /// the link's error shown in place.
    pub fn from_link(text: &str, settings: toolkit::settings::SettingsStore) -> App {
        match link::parse(text, &crate::toolkit::link_names()) {
            Ok(l) => {
                // An embedded player keeps settings of its own, never stored.
                let settings = if l.playing.embed {
                    player_settings(&settings)
                } else {
                    settings
                };
                // The link's language is chosen first, so all the app makes speaks it.
                let settings = settings.speaking(l.lang);
                let mut app = App::with_settings(Some(l.scenario.clone()), settings);
                app.open_link(l);
                app
            }
            Err(e) => {
                let lang = settings.lang();
                // A player that cannot be read says why in its frame, not in the whole app.
                let embed = link::asks_embed(text);
                let settings = if embed {
                    player_settings(&settings)
                } else {
                    settings
                };
                let mut app = App::with_settings(None, settings);
                app.link_error = Some(gametree_teach::i18n::with_lang(lang, || e.say()));
                if embed {
                    app.pending = None;
                    app.player = Some(crate::embed::Player::new(
                        link::Playing {
                            embed: true,
                            ..Default::default()
                        },
                        None,
                    ));
                }
                app
            }
        }
    }

    /// Opens `link`: searches its scenario, and shows its step and mode once it has loaded.
    pub fn open_link(&mut self, link: link::Link) {
        if let Some(lang) = link.lang {
            self.toolkit.set_lang(lang);
        }
        if let Some(code) = link.code.as_deref().and_then(CodeLang::from_code) {
            self.code_mut().lang = code;
            self.panels.wide.code = true;
            self.panels.presentation.code = true;
            self.panels.code_chosen = true;
        }
        self.scenario = ScenarioPanel::from_scenario(&link.scenario);
        self.link_error = None;
        self.player = Some(crate::embed::Player::new(link.playing, link.step));
        self.pending = Some(link.scenario.clone());
        self.pending_step = link.step;
        let opened = match &link.mode {
            None => {
                self.toolkit.show_stepper();
                None
            }
            Some(mode) => self.toolkit.open_link(mode, &link),
        };
        if opened == Some(mode::Opened::Alone) {
            self.pending = None;
        }
        // A game of chance has no minimax trace for the stepper: a link to another mode (Play
        // the dice race, say) stays there instead of being sent to the chance view.
        if self.toolkit.is_open() && link.scenario.game().is_ok_and(|g| g.has_chance()) {
            self.pending = None;
        }
    }

    /// The link to what the app shows now: the scenario in the panel at the current step
    /// (a tree file's text goes into the link), in the current mode — or the mode's own link
    /// when it shows a search of its own.
    pub fn current_link(&self) -> Result<String, AppError> {
        let mode = self.toolkit.shown_mode();
        if let Some(own) = mode.and_then(|m| m.own_link()) {
            return own;
        }
        let scenario = self.scenario.scenario()?;
        let tree_text = link_tree_text(&scenario)?;
        let step = self
            .loaded
            .as_ref()
            .map(|l| link::Step::At(l.playback.step()));
        let mode = mode.map(|m| m.link_name());
        let mut text = link::write(&scenario, tree_text.as_deref(), step, mode);
        // The Code panel, as shown at a desk (a projector's panels fold away on their own).
        if self.panels.wide.code && mode.is_none() {
            text.push_str("&code=");
            text.push_str(self.code().lang.code());
        }
        Ok(text)
    }

    /// "Copy link" (and Ctrl+Shift+L): the scenario at this step as a link to the web build
    /// (this page's address on the web, the published page's on the desktop; `gui --link`
    /// opens it too), put on the system's clipboard.
    pub(crate) fn copy_link(&mut self, ctx: &egui::Context) {
        let base = page_address_or_published(&self.toolkit.settings.settings);
        let link = self.current_link().map(|fragment| base + &fragment);
        if let Ok(text) = &link {
            ctx.copy_text(text.clone());
        }
        self.copied_link = Some(link);
    }

    /// The "Copy link" button, what it copied, and a note when the address is this computer's.
    pub(crate) fn link_ui(&mut self, ui: &mut Ui) {
        if ui
            .button(t!("app-copy-link"))
            .on_hover_text(t!("app-copy-link-tip"))
            .clicked()
        {
            self.copy_link(ui.ctx());
        }
        copied_ui(ui, self.copied_link.as_ref(), |shown| {
            t!("app-link-copied", link = shown)
        });
        if matches!(&self.copied_link, Some(Ok(link)) if is_local_address(link)) {
            local_note_ui(ui);
        }
    }
}

/// Whether `address` opens only on this computer (loopback, any-address, a file): a class
/// cannot open what it points to.
pub(crate) fn is_local_address(address: &str) -> bool {
    let rest = address.trim();
    if rest.starts_with("file:") {
        return true;
    }
    let rest = rest.split_once("://").map_or(rest, |(_, r)| r);
    let host = rest.split(['/', '#', '?']).next().unwrap_or_default();
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(h, _)| h),
    };
    matches!(host, "localhost" | "0.0.0.0" | "::1" | "::") || host.starts_with("127.")
}

/// Beside a copied link or embed code whose address is this computer's: the class cannot open
/// it; where to say the published page is.
pub(crate) fn local_note_ui(ui: &mut Ui) {
    ui.colored_label(toolkit::error_colour(ui), t!("app-link-local"));
}

/// The text of a tree file the scenario names, for a link (which carries the tree itself);
/// `None` for other games. A program's own game has no link.
pub(crate) fn link_tree_text(scenario: &Scenario) -> Result<Option<String>, AppError> {
    match &scenario.game {
        GameChoice::Tree {
            source: gametree_engine::scenario::TreeSource::File(path),
            ..
        } => Ok(Some(gametree_engine::game::TreeSpec::read(path)?.to_json())),
        GameChoice::Custom(_) => Err(AppError::LinkCustomGame),
        _ => Ok(None),
    }
}

/// The settings of an embedded player: the defaults, in the reader's language unless the
/// link says, never stored.
fn player_settings(
    settings: &toolkit::settings::SettingsStore,
) -> toolkit::settings::SettingsStore {
    toolkit::settings::SettingsStore::in_memory(Default::default())
        .with_system_lang(settings.lang())
}

/// The address a link to the whole app starts with: this page's on the web, the published
/// page's (set beside "Copy embed code", kept in the settings) on the desktop.
pub(crate) fn page_address_or_published(settings: &toolkit::settings::Settings) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = settings;
        page_address()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let given = settings.page_address.trim();
        let base = given.split('#').next().unwrap_or_default();
        if base.is_empty() {
            crate::toolkit::settings::PUBLISHED_PAGE.to_string()
        } else {
            base.to_string()
        }
    }
}

/// This page's address without its fragment (a link on the web starts with it).
#[cfg(target_arch = "wasm32")]
fn page_address() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Under a Copy button: what was copied, shortened and small ("copied: …", the whole text on
/// hover, words by `said`), or why nothing could be, in red.
pub(crate) fn copied_ui(
    ui: &mut Ui,
    copied: Option<&Result<String, AppError>>,
    said: impl FnOnce(String) -> String,
) {
    match copied {
        Some(Ok(text)) => {
            let shown = gametree_engine::game::shown_text(text);
            ui.label(RichText::new(said(shown)).small().weak())
                .on_hover_text(text.as_str());
        }
        Some(Err(e)) => {
            ui.colored_label(toolkit::error_colour(ui), e.say());
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::is_local_address;

    #[test]
    fn addresses_only_this_computer_opens_are_local() {
        for local in [
            "http://127.0.0.1:8080/",
            "http://localhost/#tree=1",
            "https://[::1]:9000/x",
            "http://0.0.0.0:8080",
            "file:///home/t/web/dist/index.html",
            "127.0.0.1:8080",
        ] {
            assert!(is_local_address(local), "{local}");
        }
        for shared in [
            "https://school.example/gametree/",
            "http://192.168.1.20:8080/#join=ABC234",
            "http://[2001:db8::1]:8080/",
            "https://localhost.example.org/",
        ] {
            assert!(!is_local_address(shared), "{shared}");
        }
    }
}
