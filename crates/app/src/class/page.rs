//! The web page's side of a class session: `#join=CODE` (a student; `&name=…` optional) or
//! `#join=CODE&teacher=KEY` (the teacher) joins the session of the server the page came from
//! (`ws://` its own host `/class`, `wss://` on https), and a student's seat token is kept in
//! the browser's storage, so a reload takes the same seat.

use crate::App;
use gametree_class::protocol::JoinLink;

/// The storage key of the seat token for the session `code`.
fn seat_key(code: &str) -> String {
    format!("gametree-class-seat-{code}")
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Joins the session the page's address names.
pub fn join(app: &mut App, link: &JoinLink, hash: &str, ctx: &egui::Context) {
    let location = web_sys::window().map(|w| w.location());
    let host = location
        .as_ref()
        .and_then(|l| l.host().ok())
        .unwrap_or_default();
    let secure = location
        .as_ref()
        .and_then(|l| l.protocol().ok())
        .is_some_and(|p| p == "https:");
    let url = super::ClassClient::url_for(&host, secure);
    let name = hash
        .trim_start_matches('#')
        .split('&')
        .find_map(|p| p.strip_prefix("name="))
        .map(|n| {
            js_sys::decode_uri_component(n)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| n.to_string())
        })
        .and_then(|n| gametree_class::protocol::clean_name(&n));
    let seat = if link.teacher.is_none() {
        storage().and_then(|s| s.get_item(&seat_key(&link.code)).ok().flatten())
    } else {
        None
    };
    app.join_class(&url, link, name, seat, ctx);
}

/// Keeps a student's seat token in the browser's storage once the session has given it.
pub fn remember_seat(state: &super::ClassState, kept: &mut Option<String>) {
    if state.seat.is_some() && state.seat != *kept {
        if let (Some(s), Some(seat)) = (storage(), &state.seat) {
            let _ = s.set_item(&seat_key(&state.code), seat);
        }
        kept.clone_from(&state.seat);
    }
}
