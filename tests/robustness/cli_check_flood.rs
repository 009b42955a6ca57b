//! `gametree check` against a program that floods its output and, told of a broken pipe,
//! prints a traceback (issue 36): check ends the program before it closes the pipe, so no
//! traceback comes, and check's one line is the last one — also when a process the program
//! left in a session of its own (out of the group check ends) writes a traceback a second
//! after its pipe breaks.

use super::cli_errors::BIN;
use std::process::{Command, Output, Stdio};

fn aima() -> String {
    format!("{}/examples/trees/aima.json", env!("CARGO_MANIFEST_DIR"))
}

/// Python floods of standard output: one event, then a thousand x's a line, forever.
const FLOOD: &str = r#"import sys
print('{"enter": null}', flush=True)
line = "x" * 1000 + "\n"
while True:
    sys.stdout.write(line)
"#;

/// A program that starts the flood in a session of its own, where ending the program's group
/// does not reach it: a second after its pipe breaks it prints a traceback and some words.
const LEFT_BEHIND: &str = r#"import subprocess, sys, time
child = '''
import sys, time, traceback
line = "x" * 1000 + "\\n"
try:
    while True:
        sys.stdout.write(line)
except BrokenPipeError:
    time.sleep(1)
    traceback.print_exc()
    sys.stderr.write("late words from the flood\\n")
    sys.stderr.flush()
'''
print('{"enter": null}', flush=True)
subprocess.Popen([sys.executable, "-c", child], start_new_session=True)
time.sleep(60)
"#;

fn check_python(program: &str) -> Output {
    Command::new(BIN)
        .env("LC_ALL", "C")
        .args(["check", "--tree", &aima(), "--timeout", "60", "--"])
        .args(["python3", "-c", program])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// Whether `python3` runs here.
fn python() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn a_flooding_program_with_a_traceback_ends_with_the_verdict() {
    if !python() {
        eprintln!("python3 is not here: skipped");
        return;
    }
    for (name, program) in [("flood", FLOOD), ("left behind", LEFT_BEHIND)] {
        let o = check_python(program);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(3), "{name}: {err}");
        let last = err.trim_end().lines().last().unwrap_or_default();
        assert!(
            last.starts_with("error: ") && last.contains("more than 64 MB"),
            "{name}: the last line is {last:?}"
        );
        // Ended before its pipe was closed, the program never learnt of a broken pipe.
        for late in ["BrokenPipeError", "Traceback", "late words"] {
            assert!(!err.contains(late), "{name}: {late} in {err}");
        }
    }
}
