//! `gametree class` through the real binary: without the web build it says how to make it;
//! with one it prints the students' address, then the teacher's, then a QR code, serves the
//! folder, and ends cleanly on Ctrl+C (SIGINT).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

#[test]
fn without_the_web_build_it_says_how_to_make_it() {
    for (lang, words) in [("en", "bash web/build.sh"), ("zh", "bash web/build.sh")] {
        let (ok, out, err) = super::support::gametree(
            lang,
            &["class", "--web", "/no/such/web/dist", "--port", "0"],
        );
        assert!(!ok);
        assert!(out.is_empty(), "{out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains(words) && err.contains("/no/such/web/dist"),
            "{err}"
        );
    }
}

#[cfg(unix)]
#[test]
fn it_prints_the_addresses_and_a_qr_code_serves_the_folder_and_ends_on_ctrl_c() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<p>class page</p>").unwrap();
    let results = web.path().join("answers.csv");
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(["class", "--port", "0", "--web"])
        .arg(web.path())
        .arg("--results")
        .arg(&results)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = |what: &str| {
        let mut l = String::new();
        out.read_line(&mut l).expect(what);
        l.trim_end().to_string()
    };
    let students = line("the students' line");
    let teacher = line("the teacher's line");
    let code = students.rsplit("#join=").next().unwrap().to_string();
    assert!(students.starts_with("students: http://"), "{students}");
    assert_eq!(code.len(), 6, "{students}");
    assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
    let port: u16 = teacher
        .strip_prefix("teacher: http://127.0.0.1:")
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("{teacher}"));
    assert!(
        teacher.contains(&format!("/#join={code}&teacher=")),
        "{teacher}"
    );
    let key = teacher.rsplit("teacher=").next().unwrap();
    assert!(key.len() >= 32, "{teacher}");
    let qr = line("the QR code");
    assert!(
        qr.chars().all(|c| matches!(c, ' ' | '█' | '▀' | '▄')),
        "{qr}"
    );
    let mut http = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    http.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut page = String::new();
    http.read_to_string(&mut page).unwrap();
    assert!(
        page.starts_with("HTTP/1.1 200") && page.contains("class page"),
        "{page}"
    );
    let pid = rustix::process::Pid::from_raw(child.id() as i32).unwrap();
    rustix::process::kill_process(pid, rustix::process::Signal::INT).unwrap();
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?} {rest}");
    assert!(
        rest.contains("The class has ended: 0 answers from 0 students."),
        "{rest}"
    );
    assert_eq!(
        std::fs::read_to_string(&results).unwrap(),
        "student,seat,question,step,answer,result,seconds\n"
    );
}
