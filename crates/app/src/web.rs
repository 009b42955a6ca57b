//! The web build's entry point: the page (web/index.html) creates a [`WebHandle`] and starts
//! it on its canvas. The app opens on the page's link (`#tree=…&step=22`), else on the last
//! scenario kept in the browser's storage.

use crate::toolkit::settings::SettingsStore;
use crate::{App, Window, install_fonts, web_hash};
use wasm_bindgen::prelude::*;

/// The Web Worker's side of a search (web/worker.js calls it): records the scenario given as
/// JSON `{"scenario": …}` (other fields, such as an old page's `"lang"`, are ignored: the
/// worker makes no words), with the plain-minimax yardstick, and returns the trace as bytes
/// (`trace::binary`). A failure is thrown as the JSON of its facts
/// ([`WorkerFailure`](crate::worker::WorkerFailure)), which the page words.
#[wasm_bindgen]
pub fn worker_record(request_json: &str) -> Result<Vec<u8>, JsValue> {
    use crate::worker::WorkerFailure;
    #[derive(serde::Deserialize)]
    struct Request {
        scenario: gametree_engine::scenario::Scenario,
    }
    let thrown =
        |f: WorkerFailure| JsValue::from_str(&serde_json::to_string(&f).unwrap_or_default());
    let request: Request =
        serde_json::from_str(request_json).map_err(|_| thrown(WorkerFailure::Scenario))?;
    let progress = gametree_engine::scenario::Progress::default();
    let trace = crate::worker::record_with_yardstick(&request.scenario, &progress)
        .map_err(|e| thrown(WorkerFailure::of(&e)))?;
    Ok(gametree_engine::trace::binary::encode(&trace))
}

/// The running app, as the page's script holds it.
#[derive(Clone)]
#[wasm_bindgen]
pub struct WebHandle {
    runner: eframe::WebRunner,
}

#[wasm_bindgen]
impl WebHandle {
    /// Installs the panic hook and the console logger.
    #[allow(clippy::new_without_default)]
    #[wasm_bindgen(constructor)]
    pub fn new() -> Self {
        eframe::WebLogger::init(log::LevelFilter::Warn).ok();
        WebHandle {
            runner: eframe::WebRunner::new(),
        }
    }

    /// Starts the app on `canvas`; fails (a JS exception) when WebGL is missing.
    #[wasm_bindgen]
    pub async fn start(&self, canvas: web_sys::HtmlCanvasElement) -> Result<(), JsValue> {
        self.runner
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| {
                    install_fonts(&cc.egui_ctx);
                    let settings = SettingsStore::load();
                    let hash = web_hash();
                    // A class session's page (`#join=CODE`, the teacher's with `&teacher=KEY`)
                    // starts on the scenario it remembers until the session's arrives.
                    let join = gametree_class::protocol::JoinLink::parse(&hash);
                    let app = if let Some(link) = &join {
                        let mut app =
                            App::with_settings(None, settings.speaking(class_lang(&hash)));
                        crate::class::page::join(&mut app, link, &hash, &cc.egui_ctx);
                        app
                    } else if hash.trim_start_matches('#').is_empty() {
                        App::with_settings(None, settings)
                    } else {
                        App::from_link(&hash, settings)
                    };
                    Ok(Box::new(Window::new(app)))
                }),
            )
            .await
    }

    /// Stops the app.
    #[wasm_bindgen]
    pub fn destroy(&self) {
        self.runner.destroy();
    }

    /// What the app shows now, as JSON (see `App::status`); `null` before it has started.
    #[wasm_bindgen]
    pub fn status(&self) -> String {
        self.runner
            .app_mut::<Window>()
            .map_or_else(|| "null".to_string(), |w| w.status())
    }

    /// The current step's picture as SVG, as Download SVG writes it (`undefined` before a
    /// search is shown): the browser test compares the PNG the page draws with it.
    #[wasm_bindgen]
    pub fn picture_svg(&self) -> Option<String> {
        self.runner
            .app_mut::<Window>()
            .and_then(|w| w.picture_svg())
    }

    /// Hands over the Chinese font the page fetched (`NotoSansSC-Subset.otf`, beside the
    /// module, which does not carry it): the app draws Chinese with it from the next frame
    /// on, and pictures of Chinese text carry it. Before or after [`WebHandle::start`].
    #[wasm_bindgen]
    pub fn set_cjk_font(&self, bytes: Vec<u8>) {
        gametree_draw::font::provide_cjk_font(bytes);
        if let Some(window) = self.runner.app_mut::<Window>() {
            window.wake();
        }
    }

    /// Hands over the words of the language `lang` (`"en"` or `"zh"`) that the page fetched
    /// (`en.ftl` or `zh.ftl`, beside the module, which carries no words): the page hands over
    /// its own language's before [`WebHandle::start`], the other's once the app runs; the app
    /// speaks that language in its own words from the next frame on. Another code is ignored.
    #[wasm_bindgen]
    pub fn set_words(&self, lang: &str, text: String) {
        let Some(lang) = gametree_engine::lang::Lang::parse(lang) else {
            return;
        };
        gametree_teach::i18n::provide_words(lang, text);
        if let Some(window) = self.runner.app_mut::<Window>() {
            window.wake();
        }
    }

    /// Whether the app has panicked (the page then shows the message).
    #[wasm_bindgen]
    pub fn has_panicked(&self) -> bool {
        self.runner.has_panicked()
    }

    /// The panic's message, if any.
    #[wasm_bindgen]
    pub fn panic_message(&self) -> Option<String> {
        self.runner.panic_summary().map(|s| s.message())
    }

    /// The panic's call stack, if any.
    #[wasm_bindgen]
    pub fn panic_callstack(&self) -> Option<String> {
        self.runner.panic_summary().map(|s| s.callstack())
    }
}

/// A class page's language (`&lang=zh` beside `join`).
fn class_lang(hash: &str) -> Option<gametree_engine::lang::Lang> {
    hash.trim_start_matches('#')
        .split('&')
        .find_map(|p| p.strip_prefix("lang="))
        .and_then(gametree_engine::lang::Lang::parse)
}
