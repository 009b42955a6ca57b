//! The app in a window: the eframe runner (native or web) around [`App`], which speaks the
//! app's language on every frame and, on the web, follows the page's address; and the
//! functions that open the native window on a scenario, a link or your own game.

use crate::App;
#[cfg(not(target_arch = "wasm32"))]
use crate::error::AppError;
use crate::install_fonts;
#[cfg(not(target_arch = "wasm32"))]
use crate::toolkit;
use egui::Ui;
#[cfg(target_arch = "wasm32")]
use gametree_engine::link;
#[cfg(not(target_arch = "wasm32"))]
use gametree_engine::scenario::{GameChoice, Scenario};
#[cfg(target_arch = "wasm32")]
use gametree_teach::Say;
#[cfg(not(target_arch = "wasm32"))]
use gametree_teach::t;

/// The app in an eframe window (native or web).
pub(crate) struct Window {
    app: App,
    /// The page's address fragment last seen (web): a new link typed or opened in the same tab
    /// opens its scenario.
    #[cfg(target_arch = "wasm32")]
    hash: String,
    /// Web: whether the fonts have the Chinese font, which the page fetches beside the module
    /// and hands over when it has it ([`crate::web::WebHandle::set_cjk_font`]).
    #[cfg(target_arch = "wasm32")]
    cjk: bool,
    /// Web: the window's context, to wake it when the Chinese font or words arrive.
    #[cfg(target_arch = "wasm32")]
    ctx: Option<egui::Context>,
    /// Web: the languages whose words the page has been asked for ([`ask_page_for_words`]).
    #[cfg(target_arch = "wasm32")]
    words_asked: Vec<gametree_teach::i18n::Lang>,
}

impl Window {
    pub(crate) fn new(app: App) -> Window {
        Window {
            app,
            #[cfg(target_arch = "wasm32")]
            hash: web_hash(),
            #[cfg(target_arch = "wasm32")]
            cjk: gametree_draw::font::cjk_font().is_some(),
            #[cfg(target_arch = "wasm32")]
            ctx: None,
            #[cfg(target_arch = "wasm32")]
            words_asked: Vec::new(),
        }
    }

    /// Web: draws again soon (the Chinese font or words have arrived).
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn wake(&self) {
        if let Some(ctx) = &self.ctx {
            ctx.request_repaint();
        }
    }
}

/// Asks the page for `lang`'s words (index.html's `gametree_want_words`, which fetches
/// `en.ftl` or `zh.ftl` beside the module and hands them over with
/// [`crate::web::WebHandle::set_words`]); a page without that function is not asked.
#[cfg(target_arch = "wasm32")]
fn ask_page_for_words(lang: gametree_teach::i18n::Lang) {
    use wasm_bindgen::JsCast as _;
    let Some(window) = web_sys::window() else {
        return;
    };
    let wanted = js_sys::Reflect::get(&window, &"gametree_want_words".into()).ok();
    if let Some(fetch) = wanted
        .as_ref()
        .and_then(|f| f.dyn_ref::<js_sys::Function>())
    {
        fetch
            .call1(&wasm_bindgen::JsValue::NULL, &lang.code().into())
            .ok();
    }
}

/// The page address's fragment (`#…`), or nothing.
#[cfg(target_arch = "wasm32")]
pub(crate) fn web_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        // The window's frames speak the app's language, and so do the threads that chose none
        // of their own (a search's own stack). Tests' harnesses draw `App::ui` alone, which
        // sets only its own thread's language, so tests in parallel never change each other's.
        let lang = self.app.lang();
        gametree_teach::i18n::set_thread_lang(Some(lang));
        gametree_teach::i18n::set_lang(lang);
        #[cfg(target_arch = "wasm32")]
        {
            self.ctx.get_or_insert_with(|| ui.ctx().clone());
            if !self.cjk && gametree_draw::font::cjk_font().is_some() {
                self.cjk = true;
                install_fonts(ui.ctx());
            }
            // A language whose words the page has not fetched (the other one than the page
            // started in): spoken in the other's until they arrive.
            if !gametree_teach::i18n::has_words(lang) && !self.words_asked.contains(&lang) {
                self.words_asked.push(lang);
                ask_page_for_words(lang);
            }
            let hash = web_hash();
            if hash != self.hash {
                self.hash = hash;
                match link::parse(&self.hash, &crate::toolkit::link_names()) {
                    Ok(l) => self.app.open_link(l),
                    Err(e) => self.app.link_error = Some(e.say()),
                }
            }
        }
        self.app.ui(ui);
    }

    #[cfg(target_arch = "wasm32")]
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(&mut *self)
    }
}

impl Window {
    /// The app's [`App::status`], as JSON text.
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn status(&self) -> String {
        self.app.status().to_string()
    }

    /// The current step's picture as SVG, as Download SVG writes it (none before a search is
    /// shown).
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn picture_svg(&self) -> Option<String> {
        self.app
            .loaded
            .as_ref()
            .map(|l| gametree_draw::svg::scene_to_svg(&crate::export_panel::slide_of(l)))
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on `scenario` (searched in the background; errors show in the window);
/// `None`: on the last scenario remembered in the settings. `lang`, when given, is chosen as
/// the app's language (and kept, as the app's switch keeps it).
pub fn run_scenario(
    scenario: Option<Scenario>,
    lang: Option<gametree_teach::i18n::Lang>,
) -> Result<(), AppError> {
    open_window(move || {
        App::with_settings(
            scenario,
            toolkit::settings::SettingsStore::load().speaking(lang),
        )
    })
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window in check mode on a learner's events (`text`, from the file `name`) beside
/// the textbook's search of `scenario`'s tree (which the stepper searches too); `lang` as in
/// [`run_scenario`].
pub fn run_events(
    scenario: Scenario,
    name: String,
    text: String,
    lang: Option<gametree_teach::i18n::Lang>,
) -> Result<(), AppError> {
    open_window(move || {
        let mut app = App::with_settings(
            Some(scenario.clone()),
            toolkit::settings::SettingsStore::load().speaking(lang),
        );
        gametree_teach::i18n::with_lang(app.lang(), || app.open_events(&name, text, &scenario));
        app
    })
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on a link (see [`gametree_engine::link`]): its scenario at its step, in its mode;
/// `lang` as in [`run_scenario`] (a `lang=` in the link itself is applied after it).
pub fn run_link(text: &str, lang: Option<gametree_teach::i18n::Lang>) -> Result<(), AppError> {
    let text = text.to_string();
    open_window(move || {
        App::from_link(
            &text,
            toolkit::settings::SettingsStore::load().speaking(lang),
        )
    })
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the window on your own game: `game` from its position, searched as `options` say,
/// in the stepper (the scenario panel lists it by `name` beside the built-in games). Returns
/// when the window is closed.
///
/// ```no_run
/// # use gametree_engine::game::Bones;
/// # use gametree_engine::search::SearchConfig;
/// let heap = Bones::new(7, 3).unwrap();
/// gametree_app::run("seven bones", heap, SearchConfig::default()).unwrap();
/// ```
pub fn run<G: gametree_engine::game::Game + Send + Sync + 'static>(
    name: &str,
    game: G,
    options: gametree_engine::search::SearchConfig,
) -> Result<(), AppError> {
    run_scenario(
        Some(Scenario {
            game: GameChoice::Custom(gametree_engine::scenario::CustomGame::new(name, game)),
            config: options,
            ..Scenario::default()
        }),
        None,
    )
}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the Game Tree Lab window (fonts installed) on the app `make` builds once the window
/// exists; returns when the window is closed. With no display to open it on (no `DISPLAY` or
/// `WAYLAND_DISPLAY`, an empty one, or one no server answers) the error is "no display found"
/// in the language in force.
pub fn open_window(make: impl FnOnce() -> App + 'static) -> Result<(), AppError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    if !display_named() {
        return Err(AppError::NoDisplay);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(t!("app-name"))
            .with_inner_size([1360.0, 820.0]),
        ..Default::default()
    };
    // Whether the window came up: an event loop that fails before it does found no display.
    let opened = std::rc::Rc::new(std::cell::Cell::new(false));
    let seen = opened.clone();
    eframe::run_native(
        "Game Tree Lab",
        options,
        Box::new(move |cc| {
            seen.set(true);
            install_fonts(&cc.egui_ctx);
            Ok(Box::new(Window::new(make())))
        }),
    )
    .map_err(|e| match e {
        eframe::Error::WinitEventLoop(_) if !opened.get() => AppError::NoDisplay,
        e => AppError::CannotOpenWindow(e.to_string()),
    })
}

/// Whether the environment names a display (empty values name none, as winit reads them).
#[cfg(all(unix, not(target_os = "macos")))]
fn display_named() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()))
}
