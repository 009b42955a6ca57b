//! The web folder's files: precompressed `.br`/`.gz` chosen by `Accept-Encoding`, with the
//! right `Content-Encoding` and caching headers; nothing outside the folder, no listings.

use crate::support::{Server, get, header};

#[tokio::test]
async fn precompressed_files_are_chosen_by_accept_encoding() {
    let server = Server::default().await;
    let addr = server.addr();
    let wasm = "/gametree_bg.wasm";
    let (status, headers, body) = get(addr, wasm, &[("Accept-Encoding", "gzip, br")]).await;
    assert_eq!(status, 200);
    assert_eq!(body, b"brotli");
    assert_eq!(header(&headers, "content-encoding"), Some("br"));
    assert_eq!(header(&headers, "content-type"), Some("application/wasm"));
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
    assert_eq!(header(&headers, "vary"), Some("accept-encoding"));
    assert_eq!(header(&headers, "x-content-type-options"), Some("nosniff"));
    let modified = header(&headers, "last-modified")
        .expect("last-modified")
        .to_string();
    let (_, headers, body) = get(addr, wasm, &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(
        (body.as_slice(), header(&headers, "content-encoding")),
        (&b"gzip"[..], Some("gzip"))
    );
    let (_, headers, body) = get(addr, wasm, &[]).await;
    assert_eq!(body, b"\0asm raw");
    assert_eq!(header(&headers, "content-encoding"), None);
    // Unchanged since the last load: not sent again.
    let (status, _, body) = get(
        addr,
        wasm,
        &[("Accept-Encoding", "br"), ("If-Modified-Since", &modified)],
    )
    .await;
    assert_eq!(status, 304);
    assert!(body.is_empty());
    let (status, headers, body) = get(addr, "/", &[]).await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&body).contains("class"));
    assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
}

#[tokio::test]
async fn nothing_outside_the_folder_and_no_listings() {
    let server = Server::default().await;
    let addr = server.addr();
    let outside = server
        .web
        .path()
        .parent()
        .unwrap()
        .join("outside-secret.txt");
    std::fs::write(&outside, "secret").unwrap();
    let name = outside.file_name().unwrap().to_string_lossy().to_string();
    for path in [
        format!("/../{name}"),
        format!("/%2e%2e/{name}"),
        format!("/assets/..%2f..%2f{name}"),
        "/..%5c..%5cetc/passwd".to_string(),
        "/.hidden".to_string(),
    ] {
        let (status, _, body) = get(addr, &path, &[]).await;
        assert!(status == 404 || status == 400, "{path}: {status}");
        assert!(!String::from_utf8_lossy(&body).contains("secret"), "{path}");
    }
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&outside, server.web.path().join("link.txt")).unwrap();
        let (status, _, body) = get(addr, "/link.txt", &[]).await;
        assert_eq!(status, 404);
        assert!(!String::from_utf8_lossy(&body).contains("secret"));
    }
    // A folder without index.html is not listed.
    let (status, _, body) = get(addr, "/assets/", &[]).await;
    assert_eq!(status, 404);
    assert!(!String::from_utf8_lossy(&body).contains("a.txt"));
    let (status, _, body) = get(addr, "/assets/a.txt", &[]).await;
    assert_eq!((status, body.as_slice()), (200, &b"a"[..]));
    std::fs::remove_file(outside).unwrap();
}
