//! The class session's WebSocket: text frames in and out, whatever the platform. On the
//! desktop a plain blocking client (tungstenite) on a thread of its own, reading with a short
//! timeout so that frames to send go out between reads; on the web the browser's WebSocket.
//! Either way the app polls [`Socket::events`] each frame and is woken when one arrives.

/// What happened on the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SocketEvent {
    /// The connection is open: join now.
    Opened,
    /// A text frame.
    Text(String),
    /// The connection is closed (or could not be opened).
    Closed,
}

/// Wakes the app when something arrives (its context's repaint).
pub type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;

#[cfg(not(target_arch = "wasm32"))]
pub use native::Socket;
#[cfg(target_arch = "wasm32")]
pub use web::Socket;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::{SocketEvent, Wake};
    use std::io::ErrorKind;
    use std::net::{TcpStream, ToSocketAddrs};
    use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
    use std::time::Duration;
    use tungstenite::{Message, client::IntoClientRequest};

    /// How long a read waits before frames to send get their turn.
    const READ_TURN: Duration = Duration::from_millis(20);
    /// How long connecting may take.
    const CONNECT_WITHIN: Duration = Duration::from_secs(5);

    /// A connection to `ws://HOST:PORT/class` on a thread of its own.
    pub struct Socket {
        outgoing: Sender<String>,
        incoming: Receiver<SocketEvent>,
    }

    impl Socket {
        /// Opens `url` (`ws://host:port/path`); [`SocketEvent::Opened`] or
        /// [`SocketEvent::Closed`] follows.
        pub fn open(url: &str, wake: Wake) -> Socket {
            let (outgoing, out_rx) = mpsc::channel::<String>();
            let (in_tx, incoming) = mpsc::channel();
            let url = url.to_string();
            let spawned = std::thread::Builder::new()
                .name("class socket".into())
                .spawn(move || {
                    let tell = |e: SocketEvent| {
                        let _ = in_tx.send(e);
                        wake();
                    };
                    run(&url, &out_rx, &tell);
                    tell(SocketEvent::Closed);
                });
            if spawned.is_err() {
                let (in_tx, rx) = mpsc::channel();
                let _ = in_tx.send(SocketEvent::Closed);
                return Socket {
                    outgoing,
                    incoming: rx,
                };
            }
            Socket { outgoing, incoming }
        }

        /// Sends a text frame (dropped when the connection is closed).
        pub fn send(&self, text: String) {
            let _ = self.outgoing.send(text);
        }

        /// What happened since the last call.
        pub fn events(&self) -> Vec<SocketEvent> {
            self.incoming.try_iter().collect()
        }
    }

    /// The connection's life: connect, hand-shake, then read and send until either side
    /// closes (the socket dropped closes it).
    fn run(url: &str, out: &Receiver<String>, tell: &dyn Fn(SocketEvent)) {
        let Some(host) = url
            .split_once("://")
            .map(|(_, rest)| rest.split('/').next().unwrap_or_default().to_string())
        else {
            return;
        };
        let Some(addr) = host.to_socket_addrs().ok().and_then(|mut a| a.next()) else {
            return;
        };
        let Ok(stream) = TcpStream::connect_timeout(&addr, CONNECT_WITHIN) else {
            return;
        };
        let _ = stream.set_nodelay(true);
        let Ok(request) = url.into_client_request() else {
            return;
        };
        let Ok((mut ws, _)) = tungstenite::client(request, stream) else {
            return;
        };
        if ws.get_ref().set_read_timeout(Some(READ_TURN)).is_err() {
            return;
        }
        tell(SocketEvent::Opened);
        loop {
            loop {
                match out.try_recv() {
                    Ok(text) => {
                        if ws.send(Message::text(text)).is_err() {
                            return;
                        }
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        let _ = ws.close(None);
                        let _ = ws.flush();
                        return;
                    }
                }
            }
            match ws.read() {
                Ok(Message::Text(text)) => tell(SocketEvent::Text(text.to_string())),
                Ok(Message::Close(_)) => {
                    let _ = ws.flush();
                    return;
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(_) => return,
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{SocketEvent, Wake};
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;

    type Inbox = Rc<RefCell<Vec<SocketEvent>>>;

    /// The browser's WebSocket and the handlers that fill its inbox.
    pub struct Socket {
        ws: Option<web_sys::WebSocket>,
        inbox: Inbox,
        _handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    }

    impl Socket {
        /// Opens `url`; [`SocketEvent::Opened`] or [`SocketEvent::Closed`] follows.
        pub fn open(url: &str, wake: Wake) -> Socket {
            let inbox: Inbox = Rc::default();
            let Ok(ws) = web_sys::WebSocket::new(url) else {
                inbox.borrow_mut().push(SocketEvent::Closed);
                return Socket {
                    ws: None,
                    inbox,
                    _handlers: Vec::new(),
                };
            };
            let handler = |make: fn(&web_sys::Event) -> Option<SocketEvent>| {
                let (inbox, wake) = (inbox.clone(), wake.clone());
                Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                    if let Some(event) = make(&e) {
                        inbox.borrow_mut().push(event);
                        wake();
                    }
                })
            };
            let opened = handler(|_| Some(SocketEvent::Opened));
            let message = handler(|e| {
                let e = e.dyn_ref::<web_sys::MessageEvent>()?;
                e.data().as_string().map(SocketEvent::Text)
            });
            let closed = handler(|_| Some(SocketEvent::Closed));
            ws.set_onopen(Some(opened.as_ref().unchecked_ref()));
            ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
            ws.set_onclose(Some(closed.as_ref().unchecked_ref()));
            Socket {
                ws: Some(ws),
                inbox,
                _handlers: vec![opened, message, closed],
            }
        }

        /// Sends a text frame (dropped when the connection is not open).
        pub fn send(&self, text: String) {
            if let Some(ws) = &self.ws {
                let _ = ws.send_with_str(&text);
            }
        }

        /// What happened since the last call.
        pub fn events(&self) -> Vec<SocketEvent> {
            std::mem::take(&mut *self.inbox.borrow_mut())
        }
    }

    impl Drop for Socket {
        fn drop(&mut self) {
            if let Some(ws) = &self.ws {
                ws.set_onopen(None);
                ws.set_onmessage(None);
                ws.set_onclose(None);
                let _ = ws.close();
            }
        }
    }
}
