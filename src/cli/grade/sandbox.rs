//! One submission's own temporary copy, and every program it runs: the folder is copied (regular
//! files and folders only, no links followed, at most 2,000 files and 64 MB) with the files the
//! assignment provides, into a new temporary folder whose `home/work/` is the programs' folder
//! and their `HOME` (`TMPDIR` is inside the folder too, and `..` and `../..` are its own), so
//! the originals are never touched by a program that deletes what it reaches by relative paths
//! or its home. This is no sandbox against a program that means harm by absolute paths: run
//! untrusted code in a container (Gradescope runs each submission in one). Each program runs
//! in its own process group (as `check` runs one), under `sh -c 'ulimit -d KB; exec "$@"'`: the
//! memory limit is the data segment's, which the kernel enforces on every process the program
//! starts and which, unlike `ulimit -v`, leaves the address space the JVM and V8 reserve alone.
//! Where rustup, cargo and pyenv keep their tools is named outright (their shims look in
//! `HOME`). Every process it started carries a mark in its environment, so what escapes its group
//! (`setsid`, a double fork) is found in `/proc` and ended too when the submission is done.

use super::assignment::Assignment;
use crate::cli::check::program_stderr::Kept;
use crate::cli::check::source::{Ended, Failure, Launch, run_program};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Most files and bytes copied from a submission.
const MOST_COPIED: (usize, u64) = (2_000, 64 << 20);
/// Most bytes of a build's output kept.
const MOST_BUILD_OUTPUT: usize = 8 << 10;
/// The name of the environment variable marking a submission's processes.
const MARK: &str = "GAMETREE_GRADE";

/// A submission's temporary folder, removed (with every process it left) on drop.
pub struct Sandbox {
    root: Option<tempfile::TempDir>,
    /// The copy the programs run in.
    pub work: PathBuf,
    /// Where each case's `{tree}` is written.
    pub trees: PathBuf,
    /// The environment every program gets.
    pub env: Vec<(String, String)>,
    mark: String,
}

/// How a build or run ended, with its output.
pub struct Ran {
    /// How it ended.
    pub ended: Ended,
    /// What it printed, standard output then standard error, cut.
    pub output: String,
}

impl Sandbox {
    /// A new temporary copy of `folder` (and the `provided` files).
    pub fn new(folder: &Path, provided: &[(String, Vec<u8>)]) -> std::io::Result<Sandbox> {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        let root = tempfile::Builder::new()
            .prefix("gametree-grade-")
            .tempdir()?;
        // Two levels down, so that `..` and `../..` are still this submission's own.
        let work = root.path().join("home").join("work");
        let trees = root.path().join("trees");
        let tmp = root.path().join("tmp");
        for f in [
            root.path().join("home"),
            work.clone(),
            trees.clone(),
            tmp.clone(),
        ] {
            std::fs::create_dir(f)?;
        }
        let mut budget = MOST_COPIED;
        copy_tree(folder, &work, &mut budget, 0)?;
        for (name, bytes) in provided {
            std::fs::write(work.join(name), bytes)?;
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let mark = format!(
            "{}-{}-{stamp}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        );
        let mut env = toolchain_homes();
        env.extend([
            ("HOME".to_string(), work.to_string_lossy().into_owned()),
            ("TMPDIR".to_string(), tmp.to_string_lossy().into_owned()),
            (MARK.to_string(), mark.clone()),
        ]);
        Ok(Sandbox {
            root: Some(root),
            work,
            trees,
            env,
            mark,
        })
    }

    /// `argv` run under the memory limit (`memory` bytes), as `sh` starts it.
    pub fn limited(argv: &[String], memory: u64) -> Vec<String> {
        let mut out: Vec<String> = [
            "sh",
            "-c",
            "ulimit -d \"$1\" 2>/dev/null; shift; exec \"$@\"",
            "gametree-grade",
        ]
        .map(String::from)
        .to_vec();
        out.push((memory / 1024).to_string());
        out.extend(argv.iter().cloned());
        out
    }

    /// Runs `argv` in the copy to its end (or `timeout`), keeping its output: a build.
    pub fn run_to_end(&self, argv: &[String], assignment: &Assignment, timeout: f64) -> Ran {
        let argv = Sandbox::limited(argv, assignment.memory);
        let kept = Kept::new(MOST_BUILD_OUTPUT);
        let launch = Launch {
            argv: &argv,
            cwd: Some(&self.work),
            env: &self.env,
            keep_stderr: Some(kept.clone()),
        };
        let mut output = String::new();
        let ended = run_program(&launch, timeout, |line| {
            if output.len() < MOST_BUILD_OUTPUT {
                output.push_str(&line);
                output.push('\n');
            }
            true
        })
        .unwrap_or(Ended::Whole(Some(Failure::Code(127))));
        self.sweep();
        output.push_str(&kept.text());
        Ran { ended, output }
    }

    /// Ends every process the submission started that is still running, also those that
    /// left its process group: they carry its mark.
    pub fn sweep(&self) {
        sweep(&format!("{MARK}={}", self.mark));
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        self.sweep();
        if let Some(root) = self.root.take() {
            // A program may have taken away its own folders' permissions.
            writable(root.path());
            let _ = root.close();
        }
    }
}

/// Where the toolchain managers keep their tools (rustup, cargo, pyenv): their usual folders
/// in the real home, named outright, since a submission's `HOME` is its copy.
fn toolchain_homes() -> Vec<(String, String)> {
    let Some(home) = std::env::var_os("HOME").map(PathBuf::from) else {
        return Vec::new();
    };
    [
        ("RUSTUP_HOME", ".rustup"),
        ("CARGO_HOME", ".cargo"),
        ("PYENV_ROOT", ".pyenv"),
    ]
    .into_iter()
    .filter(|(var, _)| std::env::var_os(var).is_none())
    .filter(|(_, dir)| home.join(dir).is_dir())
    .map(|(var, dir)| {
        (
            var.to_string(),
            home.join(dir).to_string_lossy().into_owned(),
        )
    })
    .collect()
}

/// Copies `from` into `to` (made already): regular files and folders, no links, within the
/// budget of files and bytes left.
fn copy_tree(from: &Path, to: &Path, budget: &mut (usize, u64), depth: u32) -> std::io::Result<()> {
    if depth > 16 {
        return Ok(());
    }
    let mut entries: Vec<_> = std::fs::read_dir(from)?.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let Ok(kind) = e.file_type() else { continue };
        let target = to.join(e.file_name());
        if kind.is_dir() {
            std::fs::create_dir(&target)?;
            copy_tree(&e.path(), &target, budget, depth + 1)?;
        } else if kind.is_file() {
            let len = e.metadata().map_or(u64::MAX, |m| m.len());
            if budget.0 == 0 || len > budget.1 {
                continue;
            }
            budget.0 -= 1;
            budget.1 -= len;
            std::fs::copy(e.path(), &target)?;
        }
    }
    Ok(())
}

/// Gives the owner back every permission on `root`'s folders, so it can be removed.
fn writable(root: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(root, std::fs::Permissions::from_mode(0o700));
        let Ok(entries) = std::fs::read_dir(root) else {
            return;
        };
        for e in entries.flatten() {
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                writable(&e.path());
            }
        }
    }
}

/// Ends every process whose environment holds `needle` (`NAME=VALUE`), until none is left.
fn sweep(needle: &str) {
    #[cfg(target_os = "linux")]
    for _ in 0..10 {
        let mut found = false;
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return;
        };
        for e in entries.flatten() {
            let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else {
                continue;
            };
            if pid == std::process::id() as i32 {
                continue;
            }
            let Ok(env) = std::fs::read(e.path().join("environ")) else {
                continue;
            };
            if env.split(|&b| b == 0).any(|v| v == needle.as_bytes())
                && let Some(p) = rustix::process::Pid::from_raw(pid)
            {
                let _ = rustix::process::kill_process(p, rustix::process::Signal::KILL);
                found = true;
            }
        }
        if !found {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    #[cfg(not(target_os = "linux"))]
    let _ = needle;
}
