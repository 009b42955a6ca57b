//! Writing files safely: every file the program writes (exports, saved trees, settings) goes
//! through [`write_atomically`], so a crash or a full disk never leaves half a file behind.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Writes `bytes` to `path` whole or not at all: the bytes go to a temporary file in the same
/// directory, which is flushed to disk and then renamed over `path` (an atomic replace on the
/// same file system). On any error the temporary file is removed and `path` is untouched.
/// The error is one line naming the file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let shown = path.display();
    let fail = |what: &str, e: std::io::Error| format!("cannot write {shown}: {what}: {e}");
    let name = path
        .file_name()
        .ok_or_else(|| format!("cannot write {shown}: expected a file name, not a directory"))?;
    if path.is_dir() {
        return Err(format!(
            "cannot write {shown}: it is a directory; expected a file name"
        ));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (tmp, mut file) = create_temp(&dir, name).map_err(|e| fail("cannot create a file", e))?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| fail("writing failed", e))
        .and_then(|()| {
            drop(file);
            fs::rename(&tmp, path).map_err(|e| fail("cannot replace the file", e))
        });
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

    /// A fresh empty directory under the system temp dir, removed at the end of the test.
    struct TempDir(PathBuf);
    impl TempDir {
        fn new(tag: &str) -> Self {
            let p = std::env::temp_dir().join(format!(
                "gametree-files-{tag}-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            let _ = fs::remove_dir_all(&p);
            fs::create_dir_all(&p).unwrap();
            TempDir(p)
        }
        fn entries(&self) -> Vec<String> {
            let mut v: Vec<String> = fs::read_dir(&self.0)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            v.sort();
            v
        }
    }
    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn replaces_an_existing_file_whole_and_leaves_no_temp_file() {
        let dir = TempDir::new("replace");
        let path = dir.0.join("tree.json");
        let long = vec![b'x'; 100_000];
        fs::write(&path, &long).unwrap();
        write_atomically(&path, b"[1,2]").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"[1,2]");
        write_atomically(&path, &long).unwrap();
        assert_eq!(fs::read(&path).unwrap(), long);
        assert_eq!(dir.entries(), ["tree.json"]);
    }

    #[test]
    fn creates_a_new_file() {
        let dir = TempDir::new("create");
        let path = dir.0.join("new.svg");
        write_atomically(&path, b"<svg/>").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"<svg/>");
        assert_eq!(dir.entries(), ["new.svg"]);
    }

    #[test]
    fn failures_name_the_file_and_leave_nothing_behind() {
        let dir = TempDir::new("fail");
        let missing = dir.0.join("no-such-dir").join("out.png");
        let e = write_atomically(&missing, b"x").unwrap_err();
        assert!(e.contains("out.png") && !e.contains('\n'), "{e}");
        let e = write_atomically(&dir.0, b"x").unwrap_err();
        assert!(e.contains("directory"), "{e}");
        // A directory where the file should go: refused, and no temporary file is left.
        fs::create_dir(dir.0.join("taken")).unwrap();
        assert!(write_atomically(&dir.0.join("taken/"), b"x").is_err());
        assert_eq!(dir.entries(), ["taken"]);
    }
}
