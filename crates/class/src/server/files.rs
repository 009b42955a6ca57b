//! The HTTP side: the session's WebSocket, the teacher's results download, and the web
//! folder's files — precompressed `.br`/`.gz` chosen by `Accept-Encoding` (tower-http's
//! ServeDir), revalidated with every load (`Cache-Control: no-cache`, answered `304 Not
//! Modified` while unchanged, so a device downloads the module once), no directory listings,
//! no hidden files, and nothing outside the folder: `..`, and links leading out of it, are
//! not found.

use super::Shared;
use super::room::Command;
use crate::protocol::{RESULTS_PATH, WS_PATH};
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::sync::oneshot;
use tower_http::services::ServeDir;

/// The server's routes: the WebSocket, the results, and the web folder (if any).
pub(crate) fn router(shared: Arc<Shared>, web: Option<&Path>) -> Router {
    let router = Router::new()
        .route(WS_PATH, get(upgrade))
        .route(RESULTS_PATH, get(results))
        .with_state(shared);
    let Some(web) = web else {
        return router;
    };
    let root = Arc::new(WebRoot {
        root: web.to_path_buf(),
        real: web.canonicalize().unwrap_or_else(|_| web.to_path_buf()),
    });
    let files = ServeDir::new(web)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(true);
    let files = Router::new()
        .fallback_service(files)
        .layer(from_fn_with_state(root, guard));
    router.fallback_service(files)
}

/// The session's WebSocket, its messages capped at the teacher's size (a student's smaller
/// cap is the connection's to check), with small buffers: a class is many quiet connections.
/// Past twice the room's cap (and a hundred more) of open connections, new ones wait outside
/// (503): pages that never join cannot use up the machine's sockets.
async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    let most = 2 * shared.limits.max_students as usize + 100;
    if *shared.live.borrow() >= most {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    let limit = shared.limits.teacher_message_bytes;
    ws.max_message_size(limit)
        .max_frame_size(limit)
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .on_upgrade(move |socket| super::conn::serve(socket, shared))
}

/// `GET /class/results.csv?key=KEY` (or `Authorization: Bearer KEY`): the answers so far.
async fn results(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let from_query = request.uri().query().and_then(|q| {
        q.split('&')
            .find_map(|pair| pair.strip_prefix("key="))
            .map(str::to_string)
    });
    let from_header = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_string);
    let given = from_query.or(from_header).unwrap_or_default();
    if !super::secret::same(&given, &shared.key) {
        return StatusCode::FORBIDDEN.into_response();
    }
    let csv = match shared.last.get() {
        Some(last) => last.csv.clone(),
        None => {
            let (reply, answer) = oneshot::channel();
            let _ = shared.commands.send(Command::Results(reply)).await;
            match answer.await {
                Ok(csv) => csv,
                Err(_) => shared.last.get().map(|l| l.csv.clone()).unwrap_or_default(),
            }
        }
    };
    let disposition = format!(
        "attachment; filename=\"gametree-class-{}.csv\"",
        shared.code
    );
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        csv,
    )
        .into_response()
}

/// The web folder, as given and as the file system resolves it.
struct WebRoot {
    root: PathBuf,
    real: PathBuf,
}

impl WebRoot {
    /// Whether the request's path may be served: each of its segments a plain name (no `..`,
    /// no hidden file, no backslash), and every file it could be served from (the file, its
    /// `.br` and `.gz`, a folder's `index.html`) inside the folder once links are followed.
    fn allows(&self, path: &str) -> bool {
        let Ok(decoded) = percent_encoding::percent_decode_str(path).decode_utf8() else {
            return false;
        };
        let mut file = self.root.clone();
        for segment in decoded.split('/').filter(|s| !s.is_empty()) {
            if segment.starts_with('.') || segment.contains(['\\', '\0', ':']) {
                return false;
            }
            file.push(segment);
        }
        let index = file.join("index.html");
        [file.clone(), index]
            .iter()
            .flat_map(|f| {
                ["", ".br", ".gz"].map(|ext| {
                    let mut name = f.clone().into_os_string();
                    name.push(ext);
                    PathBuf::from(name)
                })
            })
            .filter_map(|f| std::fs::canonicalize(f).ok())
            .all(|real| real.starts_with(&self.real))
    }
}

/// Lets through only GET and HEAD of paths inside the folder, and adds the caching headers.
async fn guard(State(root): State<Arc<WebRoot>>, request: Request, next: Next) -> Response {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let path = request.uri().path().to_string();
    let checker = root.clone();
    let allowed = tokio::task::spawn_blocking(move || checker.allows(&path))
        .await
        .unwrap_or(false);
    if !allowed {
        return StatusCode::NOT_FOUND.into_response();
    }
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_leading_out_of_the_folder_are_not_served() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.js"), "x").unwrap();
        let root = WebRoot {
            root: dir.path().into(),
            real: dir.path().canonicalize().unwrap(),
        };
        assert!(root.allows("/a.js"));
        assert!(root.allows("/missing.js"));
        assert!(root.allows("/"));
        for bad in [
            "/../etc/passwd",
            "/%2e%2e/x",
            "/.git/config",
            "/a%5cb",
            "/%ff",
        ] {
            assert!(!root.allows(bad), "{bad}");
        }
        #[cfg(unix)]
        {
            let outside = tempfile::tempdir().unwrap();
            std::fs::write(outside.path().join("secret"), "s").unwrap();
            std::os::unix::fs::symlink(outside.path().join("secret"), dir.path().join("s"))
                .unwrap();
            assert!(!root.allows("/s"));
        }
    }
}
