//! Writing files safely: every file the program writes (exports, saved trees, settings) goes
//! through [`write_atomically`], so a crash or a full disk never leaves half a file behind.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a file could not be written. `path` is untouched in every case.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The name is a directory, or has no file name.
    #[error("cannot write {}: it is a directory; expected a file name", .path.display())]
    NotAFile {
        /// The path asked for.
        path: PathBuf,
    },
    /// A step of the write failed.
    #[error("cannot write {}: {step}: {source}", .path.display())]
    Io {
        /// The path asked for.
        path: PathBuf,
        /// Which step: creating the temporary file, writing, or replacing.
        step: &'static str,
        /// What the operating system said.
        source: std::io::Error,
    },
}

/// Writes `bytes` to `path` whole or not at all: the bytes go to a temporary file in the same
/// directory, which is flushed to disk and then renamed over `path` (an atomic replace on the
/// same file system). On any error the temporary file is removed and `path` is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let io = |step: &'static str| {
        move |source| WriteError::Io {
            path: path.to_path_buf(),
            step,
            source,
        }
    };
    let not_a_file = || WriteError::NotAFile {
        path: path.to_path_buf(),
    };
    let name = path.file_name().ok_or_else(not_a_file)?;
    if path.is_dir() {
        return Err(not_a_file());
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (tmp, mut file) = create_temp(&dir, name).map_err(io("cannot create a file"))?;
    let flushed = file.write_all(bytes).and_then(|()| file.sync_all());
    // The file is closed at the end of this block, before the rename (Windows cannot rename
    // an open file).
    let flushed = {
        let _closed = file;
        flushed
    };
    let written = flushed
        .map_err(io("writing failed"))
        .and_then(|()| fs::rename(&tmp, path).map_err(io("cannot replace the file")));
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
        return written;
    }
    // Make the rename itself durable; not every platform can open a directory, so best effort.
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// A new, uniquely named hidden file next to the target: `.NAME.PID.N.tmp`.
fn create_temp(dir: &Path, name: &std::ffi::OsStr) -> std::io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(".{}.{n}.tmp", std::process::id()));
        let tmp = dir.join(tmp_name);
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn replaces_an_existing_file_whole_and_leaves_no_temp_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tree.json");
        let long = vec![b'x'; 100_000];
        fs::write(&path, &long).unwrap();
        write_atomically(&path, b"[1,2]").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"[1,2]");
        write_atomically(&path, &long).unwrap();
        assert_eq!(fs::read(&path).unwrap(), long);
        assert_eq!(entries(dir.path()), ["tree.json"]);
    }

    #[test]
    fn creates_a_new_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.svg");
        write_atomically(&path, b"<svg/>").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"<svg/>");
        assert_eq!(entries(dir.path()), ["new.svg"]);
    }

    #[test]
    fn failures_name_the_file_and_leave_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no-such-dir").join("out.png");
        let e = write_atomically(&missing, b"x").unwrap_err();
        assert!(
            matches!(&e, WriteError::Io { path, step: "cannot create a file", .. } if *path == missing),
            "{e:?}"
        );
        let line = e.to_string();
        assert!(line.contains("out.png") && !line.contains('\n'), "{line}");
        let e = write_atomically(dir.path(), b"x").unwrap_err();
        assert!(matches!(e, WriteError::NotAFile { .. }), "{e:?}");
        // A directory where the file should go: refused, and no temporary file is left.
        fs::create_dir(dir.path().join("taken")).unwrap();
        assert!(write_atomically(&dir.path().join("taken/"), b"x").is_err());
        assert_eq!(entries(dir.path()), ["taken"]);
    }
}
