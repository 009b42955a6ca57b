//! `gametree class`: a live class session. The class server (crates/class) serves the web build
//! and the session; this prints the students' address, the teacher's address and a QR code of
//! the students' address in the terminal, then waits until Ctrl+C (or the teacher's page ends
//! the class), when every page is told.

use super::args::ClassArgs;
use super::errors::CliError;
use super::output::{Stop, print_line};
use crate::t;
use crate::teach::Say;
use gametree_class::server::{Config, Limits, ResultsFile, ServerError, start};
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::time::Duration;

/// Runs the session until Ctrl+C or the teacher's end.
pub fn run(args: &ClassArgs) -> Result<(), Stop> {
    if !args.web.join("index.html").is_file() {
        return Err(CliError::NoWebBuild(args.web.clone()).into());
    }
    let results = match &args.results {
        Some(file) => ResultsFile::At(file.clone()),
        None => ResultsFile::InFolder(".".into()),
    };
    let interrupted = signals::watch();
    let handle = start(Config {
        bind: SocketAddr::new(args.bind, args.port),
        web: Some(args.web.clone()),
        results,
        limits: Limits {
            max_students: args.max_students,
            ..Limits::default()
        },
    })
    .map_err(CliError::Class)?;
    let students = handle.student_url(handle.lan_address());
    print_line(&t!("cli-class-students", url = students.as_str()))?;
    print_line(&t!("cli-class-teacher", url = handle.teacher_url()))?;
    if let Some(qr) = qr_code(&students) {
        print_line(&qr)?;
    }
    if let Some(file) = handle.results_file() {
        let file = crate::game::printable(&file.display().to_string());
        print_line(&t!("cli-class-results-file", file = file))?;
    }
    print_line(&t!("cli-class-stop-hint"))?;
    while !signals::caught(&interrupted) && handle.ended().is_none() {
        std::thread::sleep(Duration::from_millis(100));
    }
    let stopped = handle.stop();
    if stopped.results_failed {
        print_line(&t!("cli-class-results-failed"))?;
    }
    print_line(&t!(
        "cli-class-ended",
        answers = stopped.answers as usize,
        students = stopped.seats as usize
    ))
}

/// The students' address as a QR code of Unicode half blocks (two rows of modules per line),
/// light modules drawn, for a terminal's dark background.
fn qr_code(text: &str) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// Why the server could not start, in the command line's words.
pub fn server_words(e: &ServerError) -> String {
    match e {
        ServerError::Bind { addr, error } if error.kind() == ErrorKind::AddrInUse => {
            t!("cli-class-port-in-use", port = addr.port().to_string())
        }
        ServerError::Bind { addr, error } => t!(
            "cli-class-cannot-listen",
            addr = addr.to_string(),
            error = error.say()
        ),
        ServerError::NoWeb(folder) => t!(
            "cli-class-no-web",
            folder = crate::game::printable(&folder.display().to_string())
        ),
        ServerError::Results { path, error } => {
            let file = crate::game::printable(&path.display().to_string());
            if error.kind() == ErrorKind::AlreadyExists {
                t!("cli-class-results-exist", file = file)
            } else {
                t!(
                    "cli-class-results-cannot-write",
                    file = file,
                    error = error.say()
                )
            }
        }
        ServerError::Runtime(error) => t!("cli-class-runtime", error = error.say()),
        ServerError::Random(error) => t!("cli-class-random", error = error.as_str()),
    }
}

/// Ctrl+C and SIGTERM: noted, so that the session ends with every page told.
mod signals {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Starts watching SIGINT and SIGTERM (nothing elsewhere: there Ctrl+C ends the process).
    pub fn watch() -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(false));
        #[cfg(unix)]
        for sig in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
            let _ = signal_hook::flag::register(sig, flag.clone());
        }
        flag
    }

    /// Whether one was caught.
    pub fn caught(flag: &AtomicBool) -> bool {
        flag.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_qr_code_is_half_blocks() {
        let qr = qr_code("http://192.168.1.20:8080/#join=ABC234").unwrap();
        assert!(qr.lines().count() > 10);
        assert!(
            qr.chars()
                .all(|c| matches!(c, ' ' | '█' | '▀' | '▄' | '\n')),
            "{qr}"
        );
    }
}
