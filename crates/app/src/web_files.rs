//! Files in the browser, which has no file system: saving downloads the file, opening asks
//! the browser's file picker and hands the bytes back a frame or two later.

use crate::error::{AppError, WebError};
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::*;

/// Downloads `bytes` as a file called `name`.
pub fn download(name: &str, mime: &str, bytes: &[u8]) -> Result<(), AppError> {
    let refused = || WebError::DownloadRefused(name.to_string());
    let window = web_sys::window().ok_or_else(|| WebError::DownloadNoWindow(name.to_string()))?;
    let document = window
        .document()
        .ok_or_else(|| WebError::DownloadNoDocument(name.to_string()))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| refused())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| refused())?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into().ok())
        .ok_or_else(|| WebError::DownloadNoLink(name.to_string()))?;
    link.set_href(&url);
    link.set_download(name);
    let _ = link.style().set_property("display", "none");
    if let Some(body) = document.body() {
        let _ = body.append_child(&link);
    }
    link.click();
    link.remove();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Where a file chosen in the picker waits, by name and bytes, until a view takes it.
pub type Mailbox = std::rc::Rc<std::cell::RefCell<Option<(String, Vec<u8>)>>>;

/// Opens the browser's file picker for files ending in `accept` (such as ".json");
/// `deliver` gets the chosen file's name and bytes once they are read.
pub fn pick(accept: &str, deliver: impl FnOnce(String, Vec<u8>) + 'static) -> Result<(), AppError> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(WebError::PickNoDocument)?;
    let input: web_sys::HtmlInputElement = document
        .create_element("input")
        .ok()
        .and_then(|e| e.dyn_into().ok())
        .ok_or(WebError::PickNoInput)?;
    input.set_type("file");
    input.set_accept(accept);
    let source = input.clone();
    let on_change = Closure::once(move || {
        let Some(file) = source.files().and_then(|f| f.get(0)) else {
            return;
        };
        let name = file.name();
        wasm_bindgen_futures::spawn_local(async move {
            let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
            if let Ok(buffer) = buffer {
                deliver(name, js_sys::Uint8Array::new(&buffer).to_vec());
            }
        });
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    input.click();
    Ok(())
}
