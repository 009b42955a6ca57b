//! What the command line's tests share: running the real binary.

use std::process::Command;

/// Runs `gametree --lang LANG ARGS` (the expectations are in that language, whatever the test
/// machine's), returning (exit success, stdout, stderr).
pub fn gametree(lang: &str, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(["--lang", lang])
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        String::from_utf8(out.stderr).expect("UTF-8 errors"),
    )
}
