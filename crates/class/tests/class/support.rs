//! A real server on 127.0.0.1:0 with a web folder and a results file in a temporary folder,
//! real WebSocket clients (tokio-tungstenite), and a plain HTTP/1.1 GET over a socket.

use futures_util::{SinkExt, StreamExt};
use gametree_class::protocol::{ClientMessage, Join, Joined, Refusal, Role, ServerMessage};
use gametree_class::server::{Config, Limits, ResultsFile, Session, serve};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// A test waits this long for a message before it fails (a guard against hanging, not a
/// measure of speed).
const PATIENCE: Duration = Duration::from_secs(20);

/// A server and its folders.
pub struct Server {
    pub session: Session,
    pub web: tempfile::TempDir,
    pub results: PathBuf,
    _dir: tempfile::TempDir,
}

impl Server {
    /// A server with `limits`, serving a small web folder.
    pub async fn start(limits: Limits) -> Server {
        let web = tempfile::tempdir().unwrap();
        std::fs::write(web.path().join("index.html"), "<!doctype html><p>class</p>").unwrap();
        std::fs::write(web.path().join("gametree_bg.wasm"), b"\0asm raw").unwrap();
        std::fs::write(web.path().join("gametree_bg.wasm.br"), b"brotli").unwrap();
        std::fs::write(web.path().join("gametree_bg.wasm.gz"), b"gzip").unwrap();
        std::fs::create_dir(web.path().join("assets")).unwrap();
        std::fs::write(web.path().join("assets/a.txt"), "a").unwrap();
        let dir = tempfile::tempdir().unwrap();
        let results = dir.path().join("results.csv");
        let session = serve(Config {
            bind: "127.0.0.1:0".parse().unwrap(),
            web: Some(web.path().to_path_buf()),
            results: ResultsFile::At(results.clone()),
            limits,
        })
        .await
        .unwrap();
        Server {
            session,
            web,
            results,
            _dir: dir,
        }
    }

    /// A server with the default limits.
    pub async fn default() -> Server {
        Server::start(Limits::default()).await
    }

    pub fn addr(&self) -> SocketAddr {
        self.session.addr()
    }

    /// A connection, not joined yet.
    pub async fn connect(&self) -> Client {
        let url = format!("ws://{}/class", self.addr());
        let (ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client { ws }
    }

    /// The teacher, joined.
    pub async fn teacher(&self) -> (Client, Joined) {
        let mut client = self.connect().await;
        let joined = client
            .join(Join {
                code: self.session.code().into(),
                teacher: Some(self.session.key().into()),
                ..Join::default()
            })
            .await;
        assert_eq!(joined.role, Role::Teacher);
        (client, joined)
    }

    /// A student, joined (named `name`, in the seat of `seat` if given).
    pub async fn student(&self, name: Option<&str>, seat: Option<&str>) -> (Client, Joined) {
        let mut client = self.connect().await;
        let joined = client
            .join(Join {
                code: self.session.code().to_lowercase(),
                name: name.map(str::to_string),
                seat: seat.map(str::to_string),
                teacher: None,
            })
            .await;
        assert_eq!(joined.role, Role::Student);
        (client, joined)
    }
}

/// A WebSocket client.
pub struct Client {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
}

impl Client {
    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&message.to_json()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.unwrap();
    }

    /// Sends, and says whether the connection took it (a closed one does not).
    pub async fn try_send(&mut self, message: &ClientMessage) -> bool {
        self.ws.send(Message::text(message.to_json())).await.is_ok()
    }

    /// Sends a join and expects `joined`.
    pub async fn join(&mut self, join: Join) -> Joined {
        self.send(&ClientMessage::Join(join)).await;
        match self.recv().await {
            ServerMessage::Joined(joined) => joined,
            other => panic!("expected joined, got {other:?}"),
        }
    }

    /// The next message (pings answered by the client itself); `None` when the server
    /// closed the connection.
    pub async fn next(&mut self) -> Option<ServerMessage> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .expect("the server said nothing");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    return Some(ServerMessage::from_json(&text).unwrap());
                }
                Some(Ok(Message::Close(_))) => {
                    // Answer the server's close frame, as a browser does (reading on sends
                    // the answer tungstenite has queued).
                    let _ = tokio::time::timeout(PATIENCE, self.ws.next()).await;
                    return None;
                }
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn recv(&mut self) -> ServerMessage {
        self.next().await.expect("the server closed the connection")
    }

    /// Skips messages until one `pick` takes.
    pub async fn until<T>(&mut self, mut pick: impl FnMut(&ServerMessage) -> Option<T>) -> T {
        loop {
            let message = self.recv().await;
            if let Some(found) = pick(&message) {
                return found;
            }
        }
    }

    /// The next refusal (skipping other messages).
    pub async fn refusal(&mut self) -> (Refusal, bool) {
        self.until(|m| match m {
            ServerMessage::Refused { refusal, closing } => Some((refusal.clone(), *closing)),
            _ => None,
        })
        .await
    }

    /// Waits for the next step message and returns its step.
    pub async fn step(&mut self) -> u32 {
        self.until(|m| match m {
            ServerMessage::Step { step } => Some(*step),
            _ => None,
        })
        .await
    }

    /// Reads until the server closes the connection; the messages seen on the way.
    pub async fn until_closed(&mut self) -> Vec<ServerMessage> {
        let mut seen = Vec::new();
        while let Some(message) = self.next().await {
            seen.push(message);
        }
        seen
    }
}

/// A GET of `path` with `headers`: the status, the headers (names in lower case) and the body.
pub async fn get(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut response))
        .await
        .unwrap()
        .unwrap();
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a whole head");
    let head = String::from_utf8_lossy(&response[..split]).to_string();
    let body = response[split + 4..].to_vec();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, body)
}

/// A header's value.
pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}
