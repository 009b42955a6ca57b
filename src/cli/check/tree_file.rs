//! The `{tree}` a learner's program reads: the tree in plain JSON (numbers and arrays) in a
//! temporary file named `gametree-check-PID-STAMP.json`, removed when the check ends however
//! it ends (a guard's drop runs on errors, panics and the signals `check` catches). A file left
//! by a `check` that was killed outright is removed by the next one, which can tell it by the
//! process id in its name (no such process runs any more).

use crate::game::tree::TreeSpec;
use std::path::{Path, PathBuf};

/// The start of every such file's name.
const PREFIX: &str = "gametree-check-";

/// A temporary tree file, removed on drop.
pub struct TreeFile {
    path: PathBuf,
}

/// Why the tree could not be written for the program.
#[derive(Debug)]
pub struct TreeFileError {
    /// The temporary folder.
    pub folder: PathBuf,
    /// What the system said.
    pub error: std::io::Error,
}

impl TreeFile {
    /// Writes `tree` in plain JSON to a new file in the temporary folder.
    pub fn write(tree: &TreeSpec) -> Result<TreeFile, TreeFileError> {
        let folder = std::env::temp_dir();
        clean_stale(&folder);
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let path = folder.join(format!("{PREFIX}{}-{stamp}.json", std::process::id()));
        let mut json = String::new();
        plain_json(tree, 0, &mut json);
        let fail = |error| TreeFileError {
            folder: folder.clone(),
            error,
        };
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut f| std::io::Write::write_all(&mut f, json.as_bytes()))
            .map_err(fail)?;
        Ok(TreeFile { path })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TreeFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Writes `tree` in plain JSON to `path` (`grade` writes each case's tree into a submission's
/// own temporary folder), replacing what is there.
pub fn write_plain(tree: &TreeSpec, path: &Path) -> std::io::Result<()> {
    let mut json = String::new();
    plain_json(tree, 0, &mut json);
    std::fs::write(path, json)
}

/// Removes tree files whose `check` no longer runs (it was killed before it could).
fn clean_stale(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(PREFIX)) else {
            continue;
        };
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !alive(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with this id runs (Linux: it has a /proc entry; elsewhere assumed).
fn alive(pid: u32) -> bool {
    let proc = Path::new("/proc");
    !proc.is_dir() || proc.join(pid.to_string()).exists()
}

/// The tree in plain JSON: numbers and arrays, labels dropped.
fn plain_json(tree: &TreeSpec, id: u32, out: &mut String) {
    let node = &tree.nodes[id as usize];
    if node.children.is_empty() {
        out.push_str(&node.value.unwrap_or(0).to_string());
        return;
    }
    out.push('[');
    for (i, &c) in node.children.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        plain_json(tree, c, out);
    }
    out.push(']');
}
