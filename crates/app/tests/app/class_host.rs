//! "Class session…" in the desktop app (issue 46 item 2): F9 opens the card, Start starts the
//! class server in the app's process on 127.0.0.1 port 0, and the card shows the code, the
//! students' address and the QR code. A real WebSocket student (tungstenite on a thread of its
//! own, speaking the protocol: `join` with the code) takes a seat, and the card's count reaches
//! 1; the app, joined as the teacher, sends its scenario and steps, which the student receives;
//! Stop (asked twice) ends the session and the student is told (`ended`, `stopped`).

use crate::support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::class_host::{HostConfig, WebFolder};
use gametree_app::toolkit::settings::{Settings, SettingsStore};
use gametree_class::protocol::{
    CODE_ALPHABET, ClientMessage, EndReason, Join, Role, ServerMessage,
};
use std::net::{IpAddr, Ipv4Addr, TcpStream};
use std::sync::mpsc;
use std::time::Duration;

/// How many frames a wait may take (10 ms apart) before the test fails: a guard, not a
/// measure.
const FRAMES: usize = 3000;

/// The app on the default scenario (AIMA 5.2), hint dismissed, its session to listen on
/// 127.0.0.1, a free port, the answers going to `results`, serving `web`.
fn host(results: &std::path::Path, web: WebFolder) -> Harness<'static, App> {
    harness(host_app(results, web, Settings::default()))
}

/// The app of [`host`] with `settings` (the hint dismissed).
fn host_app(results: &std::path::Path, web: WebFolder, settings: Settings) -> App {
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: true,
        ..settings
    });
    let mut app = App::loaded_now(Default::default());
    app.toolkit.settings = settings;
    app.class_host.config = HostConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        web,
        results_folder: results.to_path_buf(),
        limits: Default::default(),
    };
    app
}

/// Runs frames until `done` holds.
fn until(
    h: &mut Harness<'_, App>,
    what: &str,
    mut done: impl FnMut(&mut Harness<'_, App>) -> bool,
) {
    for _ in 0..FRAMES {
        h.step();
        if done(h) {
            h.run_steps(1);
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("waited in vain for {what}");
}

/// A student's page as a plain WebSocket client on a thread: joins with `code`, then hands
/// over every message the server sends until the connection closes.
fn student(port: u16, code: &str) -> mpsc::Receiver<ServerMessage> {
    let (tell, heard) = mpsc::channel();
    let url = format!("ws://127.0.0.1:{port}/class");
    let join = ClientMessage::Join(Join {
        code: code.to_lowercase(),
        ..Join::default()
    });
    std::thread::spawn(move || {
        let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let (mut ws, _) = tungstenite::client(url.as_str(), stream).unwrap();
        ws.send(tungstenite::Message::text(join.to_json())).unwrap();
        while let Ok(m) = ws.read() {
            if let tungstenite::Message::Text(text) = m
                && let Ok(message) = ServerMessage::from_json(&text)
                && tell.send(message).is_err()
            {
                return;
            }
        }
    });
    heard
}

/// Waits (running the app's frames) for a message from the server to the student that
/// `wanted` picks; every message heard on the way is kept in `heard`.
fn hear<T>(
    h: &mut Harness<'_, App>,
    rx: &mpsc::Receiver<ServerMessage>,
    heard: &mut Vec<ServerMessage>,
    what: &str,
    wanted: impl Fn(&ServerMessage) -> Option<T>,
) -> T {
    for _ in 0..FRAMES {
        h.step();
        while let Ok(m) = rx.try_recv() {
            heard.push(m);
        }
        if let Some(found) = heard.iter().find_map(&wanted) {
            return found;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the student never heard {what}: {heard:?}");
}

#[test]
fn a_session_from_the_app_seats_a_student_follows_the_app_and_stop_tells_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(dir.path(), WebFolder::Without);
    assert!(h.state().class_host.running.is_none());

    // F9 opens the card; Start starts the session.
    assert!(
        h.state().panels.wide.inspector,
        "1400 wide: the inspector shows"
    );
    h.key_press(egui::Key::F9);
    h.run_steps(2);
    // The card takes the inspector's place, so that the tree keeps its room.
    assert!(!h.state().panels.wide.inspector);
    h.get_by_label("Start the session").click();
    h.run_steps(2);
    let (code, addr, url) = {
        let r = h
            .state()
            .class_host
            .running
            .as_ref()
            .expect("a session runs");
        (r.code().to_string(), r.addr(), r.students_url.clone())
    };
    assert_eq!(code.len(), 6, "{code}");
    assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
    assert_ne!(addr.port(), 0, "port 0 asked for a free one");
    assert_eq!(
        url,
        format!("http://127.0.0.1:{}/#join={code}", addr.port())
    );
    // The address, the code in two groups, the QR code and the count are on the card; with no
    // web build, one line says how to make it.
    h.get_by_label(&url);
    h.get_by_label(&format!("{} {}", &code[..3], &code[3..]));
    h.get_by_label("QR code of the students' address");
    h.get_by_label("0 students");
    h.get_by_label_contains("bash web/build.sh");
    let results = dir.path().join(format!("gametree-class-{code}.csv"));
    assert!(results.is_file(), "the answers' file is made at the start");
    h.get_by_label_contains(&results.display().to_string());

    // The app joins as the teacher (the card's count is of students only).
    until(&mut h, "the app to join as the teacher", |h| {
        h.state()
            .class
            .as_ref()
            .is_some_and(|c| c.state.role == Some(Role::Teacher) && c.state.connected)
    });

    // A student joins with the code (typed in small letters).
    let rx = student(addr.port(), &code);
    let mut heard = Vec::new();
    let seat = hear(&mut h, &rx, &mut heard, "joined", |m| match m {
        ServerMessage::Joined(j) => Some((j.role, j.seat_number)),
        _ => None,
    });
    assert_eq!(seat, (Role::Student, Some(1)));
    until(&mut h, "the card to count 1 student", |h| {
        h.query_by_label("1 student").is_some()
    });
    assert_eq!(h.state().class_host.running.as_ref().unwrap().students(), 1);

    // The app's scenario is the session's: the student has it (as the app's own link reads
    // it) and follows the app's steps.
    let link = hear(&mut h, &rx, &mut heard, "the scenario", |m| match m {
        ServerMessage::Joined(j) => j.view.scenario.clone(),
        ServerMessage::Scenario { link, .. } => Some(link.clone()),
        _ => None,
    });
    let own = h.state().current_link().unwrap();
    assert_eq!(
        link,
        gametree_app::class::wiring::without_step(&own),
        "the app's own scenario"
    );
    for _ in 0..2 {
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(1);
    }
    let step = hear(&mut h, &rx, &mut heard, "step 2", |m| match m {
        ServerMessage::Step { step: 2 } => Some(2),
        _ => None,
    });
    assert_eq!(step, 2);
    // The teacher's panel under the card: at step 5 Predict has a question (B's new β), and
    // A asks it of the class.
    for _ in 0..3 {
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(1);
    }
    h.get_by_label("Ask the class");
    h.key_press(egui::Key::A);
    h.run_steps(1);
    let asked = hear(&mut h, &rx, &mut heard, "the question", |m| match m {
        ServerMessage::Ask(asked) => Some(asked.question.step),
        _ => None,
    });
    assert_eq!(asked, 5);

    // Stop asks first; "Keep it running" keeps it.
    h.get_by_label("Stop session").click();
    h.run_steps(2);
    h.get_by_label("Keep it running").click();
    h.run_steps(2);
    assert!(h.state().class_host.running.is_some());
    h.get_by_label("Stop session").click();
    h.run_steps(2);
    h.get_by_label("Stop it").click();
    h.run_steps(1);
    let why = hear(&mut h, &rx, &mut heard, "the end", |m| match m {
        ServerMessage::Ended { why } => Some(*why),
        _ => None,
    });
    assert_eq!(why, EndReason::Stopped);
    until(&mut h, "the card to say the session ended", |h| {
        h.query_by_label_contains("The session has ended").is_some()
    });
    h.get_by_label("The session has ended: 0 answers from 1 student.");
    assert!(h.state().class.is_none(), "the app left the session");
    assert!(h.state().class_host.running.is_none());
    // Another can start.
    h.get_by_label("Start the session");
}

/// On a projector (1280 × 720, presentation mode) the card stands beside the tree: the code
/// in large type and the whole QR code in the window, the tree keeping most of the width; F9
/// folds the card to the code and the count, and unfolds it. In Chinese too, with a web build
/// found.
#[test]
fn on_a_projector_the_card_stands_beside_the_tree_and_folds() {
    let dir = tempfile::tempdir().unwrap();
    let web = dir.path().join("dist");
    std::fs::create_dir(&web).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html>").unwrap();
    let settings = Settings {
        presentation: true,
        lang: Some(gametree_teach::i18n::Lang::Zh),
        ..Settings::default()
    };
    let app = host_app(dir.path(), WebFolder::At(web.clone()), settings);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 720.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run_steps(4);
    let ctx = h.ctx.clone();
    h.state_mut().start_class_session(&ctx);
    h.run_steps(4);
    let code = h
        .state()
        .class_host
        .running
        .as_ref()
        .unwrap()
        .code()
        .to_string();
    let spaced = format!("{} {}", &code[..3], &code[3..]);
    h.get_by_label("加入码");
    h.get_by_label("0 名学生");
    h.get_by_label_contains(&web.display().to_string());
    assert!(h.query_by_label_contains("bash web/build.sh").is_none());
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
    let qr = h.get_by_label("学生地址的二维码").rect();
    assert!(screen.contains_rect(qr), "the whole QR code shows: {qr:?}");
    assert!(
        qr.width() >= 200.0,
        "a QR code readable across a room: {qr:?}"
    );
    let big = h.get_by_label(&spaced).rect();
    assert!(big.height() >= 40.0, "the code in large type: {big:?}");
    let card = h.state().class_host.drawn.unwrap();
    let canvas = h.state().drawn.canvas.unwrap();
    assert!(
        !card.intersects(canvas.shrink(1.0)),
        "{card:?} over {canvas:?}"
    );
    assert!(
        canvas.width() >= 0.7 * 1280.0,
        "the tree keeps its room: {canvas:?}"
    );

    // Folded: no QR code, the code and the count on their lines, still beside the tree.
    h.key_press(egui::Key::F9);
    h.run_steps(3);
    assert!(h.query_by_label("学生地址的二维码").is_none());
    assert!(h.get_by_label(&spaced).rect().height() >= 26.0);
    h.get_by_label("0 名学生");
    h.key_press(egui::Key::F9);
    h.run_steps(3);
    h.get_by_label("学生地址的二维码");
    h.state_mut().stop_class_session(&ctx);
    until(&mut h, "the session to stop", |h| {
        !h.state().class_host.is_stopping()
    });
}
