//! The teacher's "Save results": the session's answers as CSV, from the server's
//! [`RESULTS_PATH`] with the teacher's key. On the desktop the CSV is fetched (a plain HTTP
//! GET) and written to a file (the downloads folder, else the current one); on the web the
//! browser downloads it.

use super::ClassClient;
use gametree_class::protocol::RESULTS_PATH;
use gametree_teach::t;

/// The results' address on the server, with the key.
pub fn address(class: &ClassClient) -> Option<String> {
    let key = class.key()?;
    Some(format!("{}{RESULTS_PATH}?key={key}", class.http_base()))
}

/// The file's name: `gametree-class-CODE-results.csv`.
pub fn file_name(class: &ClassClient) -> String {
    format!("gametree-class-{}-results.csv", class.state.code)
}

/// Saves the results; says where, or why not.
#[cfg(not(target_arch = "wasm32"))]
pub fn save(class: &ClassClient) -> Result<String, String> {
    let address = address(class).ok_or_else(|| t!("class-save-failed", error = "no key"))?;
    let csv = fetch(&address).map_err(|e| t!("class-save-failed", error = e.to_string()))?;
    let folder = dirs::download_dir()
        .filter(|d| d.is_dir())
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default();
    let path = folder.join(file_name(class));
    std::fs::write(&path, csv).map_err(|e| t!("class-save-failed", error = e.to_string()))?;
    Ok(path.display().to_string())
}

/// The browser downloads the results (a link with `download` clicked).
#[cfg(target_arch = "wasm32")]
pub fn save(class: &ClassClient) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    let failed = || t!("class-save-failed", error = "download");
    let address = address(class).ok_or_else(failed)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(failed)?;
    let a = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or_else(failed)?;
    a.set_href(&address);
    a.set_download(&file_name(class));
    a.click();
    Ok(file_name(class))
}

/// A plain HTTP/1.1 GET of `address` (`http://host:port/path`); the body when the answer is
/// 200.
#[cfg(not(target_arch = "wasm32"))]
pub fn fetch(address: &str) -> std::io::Result<String> {
    use std::io::{Error, Read, Write};
    use std::net::{TcpStream, ToSocketAddrs};
    let rest = address
        .strip_prefix("http://")
        .ok_or_else(|| Error::other("not http"))?;
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let addr = host
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| Error::other("no address"))?;
    let timeout = std::time::Duration::from_secs(5);
    let mut stream = TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    write!(
        stream,
        "GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    let text = String::from_utf8_lossy(&answer);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| Error::other("no answer"))?;
    if !head.starts_with("HTTP/1.1 200") {
        return Err(Error::other(
            head.lines().next().unwrap_or_default().to_string(),
        ));
    }
    if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        return Ok(unchunk(body));
    }
    Ok(body.to_string())
}

/// A chunked body's data.
#[cfg(not(target_arch = "wasm32"))]
fn unchunk(body: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || after.len() < n {
            break;
        }
        out.push_str(after.get(..n).unwrap_or_default());
        rest = after
            .get(n..)
            .unwrap_or_default()
            .trim_start_matches("\r\n");
    }
    out
}
