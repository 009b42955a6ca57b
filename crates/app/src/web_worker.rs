//! Searches in the browser run in a Web Worker (web/worker.js, a second copy of the module):
//! the page sends the scenario as JSON, the worker records it and sends the trace back as
//! bytes (`trace::binary`), which the page decodes and lays out. The page never freezes while
//! the search runs, and Cancel ends the worker at once.

use super::worker::{Failed, Finished, WorkerFailure, finished};
use crate::error::WebError;
use gametree_engine::scenario::Scenario;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::*;

/// The worker's answer: the trace's bytes, or why there are none (the facts it sent, or the
/// page's own words for what went wrong around it).
type Answer = Rc<RefCell<Option<Result<Vec<u8>, Failed>>>>;

/// Searches with at most this many nodes (the bare count) run at once on the page.
pub const INLINE_NODES: u64 = 20_000;

/// A search in the browser: done at once, or running in a Web Worker.
pub enum WebSearch {
    /// Small: already done (taken by the first poll).
    Done(Option<Result<Finished, Failed>>),
    /// Running in a worker.
    Worker(Running),
}

/// A search running in a Web Worker.
pub struct Running {
    worker: web_sys::Worker,
    scenario: Scenario,
    answer: Answer,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl WebSearch {
    /// Starts a worker on `scenario`; `wake` is called when it answers. A search small enough
    /// to be over in a blink (at most [`INLINE_NODES`] nodes) is done here at once instead: a
    /// worker first has to load its own copy of the module, which takes longer than the search.
    pub fn start(scenario: Scenario, wake: impl Fn() + 'static) -> Result<WebSearch, WebError> {
        let mut probe = scenario.clone();
        probe.max_nodes = probe.max_nodes.min(INLINE_NODES);
        if probe.run_bare().is_ok() {
            let progress = gametree_engine::scenario::Progress::default();
            let done = super::worker::record_with_yardstick(&scenario, &progress)
                .map(|trace| finished(&scenario, trace));
            wake();
            return Ok(WebSearch::Done(Some(done)));
        }
        // The worker makes no words: it sends back facts, which the page words.
        let request = serde_json::json!({ "scenario": &scenario });
        let json = serde_json::to_string(&request).map_err(|_| WebError::CannotSendScenario)?;
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options("./worker.js", &options)
            .map_err(|_| WebError::CannotStartWorker)?;
        let answer: Answer = Rc::default();
        let wake = Rc::new(wake);
        let (slot, woken) = (answer.clone(), wake.clone());
        let searched = scenario.clone();
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let data = e.data();
                let field = |name: &str| js_sys::Reflect::get(&data, &JsValue::from_str(name)).ok();
                let result = match field("trace").filter(|v| !v.is_undefined()) {
                    Some(bytes) => Ok(js_sys::Uint8Array::new(&bytes).to_vec()),
                    None => Err(field("error")
                        .and_then(|v| v.as_string())
                        .and_then(|json| serde_json::from_str::<WorkerFailure>(&json).ok())
                        .map_or_else(
                            || Failed::Web(WebError::SearchStopped),
                            |f| f.failed(&searched),
                        )),
                };
                *slot.borrow_mut() = Some(result);
                woken();
            });
        let slot = answer.clone();
        let on_error =
            Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
                *slot.borrow_mut() = Some(Err(Failed::Web(WebError::WorkerFailed(e.message()))));
                wake();
            });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker
            .post_message(&JsValue::from_str(&json))
            .map_err(|_| WebError::RefusedToStart)?;
        Ok(WebSearch::Worker(Running {
            worker,
            scenario,
            answer,
            _on_message: on_message,
            _on_error: on_error,
        }))
    }

    /// Ends the worker now.
    pub fn cancel(&self) {
        if let WebSearch::Worker(r) = self {
            r.worker.terminate();
            *r.answer.borrow_mut() = Some(Err(Failed::Cancelled));
        }
    }

    /// The recorded search, decoded and laid out, once the worker has answered.
    pub fn poll(&mut self) -> Option<Result<Finished, Failed>> {
        let r = match self {
            WebSearch::Done(done) => return done.take(),
            WebSearch::Worker(r) => r,
        };
        let answer = r.answer.borrow_mut().take()?;
        Some(answer.and_then(|bytes| {
            let game = r.scenario.game().map_err(Failed::Scenario)?;
            let trace = gametree_engine::trace::binary::decode(
                &bytes,
                game.describer(),
                r.scenario.clone().into(),
            )
            .map_err(|e| Failed::Web(WebError::Decode(e)))?;
            Ok(finished(&r.scenario, trace))
        }))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
