//! Files in and out, safely: every file the program writes (exports, saved trees, settings)
//! goes through [`write_atomically`] (or, streamed, [`AtomicFile`]), so a crash or a full disk never leaves half a file
//! behind, a link keeps pointing at the file and the file keeps its permissions; every file it
//! reads goes through [`read_limited`], which refuses pipes and devices before opening them
//! and never reads more than a limit. Writing refuses what reading refuses: a directory, pipe,
//! device or socket, named or behind a link, is never replaced by a file. Errors carry the facts (the path, what it is, which
//! step failed, what the system said); the teach crate says them.

mod picture;
mod streamed;

pub use picture::{PictureError, PictureKind, PngError, check_animation_name, check_picture_name};
pub use streamed::AtomicFile;

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a file could not be read.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ReadError {
    /// It could not be opened or read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The path asked for.
        path: PathBuf,
        /// What the operating system said.
        source: Arc<std::io::Error>,
    },
    /// It is not a regular file: a directory, a pipe, a device or a socket.
    #[error("cannot read {}: it is {kind}", path.display())]
    NotAFile {
        /// The path asked for.
        path: PathBuf,
        /// What it is instead.
        kind: FileKind,
    },
    /// It is longer than the limit.
    #[error("cannot read {}: it is larger than {limit} bytes", path.display())]
    TooLarge {
        /// The path asked for.
        path: PathBuf,
        /// The limit in bytes.
        limit: u64,
    },
}

/// What a path is when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileKind {
    /// A directory.
    #[error("a directory")]
    Directory,
    /// A named pipe (FIFO): opening it would wait for a writer.
    #[error("a named pipe (FIFO)")]
    Fifo,
    /// A character or block device.
    #[error("a device")]
    Device,
    /// A socket.
    #[error("a socket")]
    Socket,
    /// Anything else that is not a regular file.
    #[error("not a regular file")]
    Other,
}

impl ReadError {
    /// Whether the file is simply not there.
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }
}

/// What a path is when it is not a regular file (`None` for a regular file).
pub fn not_a_file(meta: &fs::Metadata) -> Option<FileKind> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some(FileKind::Directory);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(FileKind::Fifo);
        }
        if t.is_char_device() || t.is_block_device() {
            return Some(FileKind::Device);
        }
        if t.is_socket() {
            return Some(FileKind::Socket);
        }
    }
    Some(FileKind::Other)
}

/// Reads the whole file at `path` (following links), at most `limit` bytes. A directory, pipe,
/// device or socket is refused before it is opened (opening a pipe with no writer would wait
/// for ever), and a file that grows past the limit while being read is refused too.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let io = |e: std::io::Error| ReadError::Io {
        path: path.to_path_buf(),
        source: Arc::new(e),
    };
    let meta = fs::metadata(path).map_err(io)?;
    if let Some(kind) = not_a_file(&meta) {
        return Err(ReadError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    let too_large = || ReadError::TooLarge {
        path: path.to_path_buf(),
        limit,
    };
    if meta.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    File::open(path)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// A name beside `path` that is not taken: `NAME.bad`, then `NAME.bad.2`, `NAME.bad.3`, …
/// (for keeping every corrupt copy of a file).
pub fn free_name(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    let first = PathBuf::from(&name);
    if fs::symlink_metadata(&first).is_err() {
        return first;
    }
    (2..)
        .map(|k| {
            let mut n = name.clone();
            n.push(format!(".{k}"));
            PathBuf::from(n)
        })
        .find(|p| fs::symlink_metadata(p).is_err())
        .unwrap_or(first)
}

/// Where writing to `path` must go: through a symbolic link (or a chain of them) to the file
/// it names, so the link stays a link.
fn through_links(path: &Path) -> PathBuf {
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => match fs::read_link(&at) {
                Ok(target) => {
                    at = match at.parent() {
                        Some(dir) if target.is_relative() => dir.join(target),
                        _ => target,
                    };
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    at
}

/// Why a file could not be written. `path` is untouched in every case.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The name is not a regular file (a directory, a pipe, a device or a socket, itself or
    /// behind a link), or has no file name ([`FileKind::Directory`]).
    #[error("cannot write {}: it is {kind}", path.display())]
    NotAFile {
        /// The path asked for.
        path: PathBuf,
        /// What it is instead.
        kind: FileKind,
    },
    /// A step of the write failed.
    #[error("cannot write {}: {step}: {source}", path.display())]
    Io {
        /// The path asked for.
        path: PathBuf,
        /// Which step failed.
        step: WriteStep,
        /// What the operating system said.
        source: std::io::Error,
    },
}

/// The steps of [`write_atomically`] that can fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteStep {
    /// Creating the temporary file beside the target.
    #[error("cannot create a file")]
    Create,
    /// Writing the bytes and flushing them to disk.
    #[error("writing failed")]
    Write,
    /// Renaming the temporary file over the target.
    #[error("cannot replace the file")]
    Replace,
}

/// Writes `bytes` to `path` whole or not at all: the bytes go to a temporary file in the same
/// directory, which is flushed to disk and then renamed over `path` (an atomic replace on the
/// same file system). On any error the temporary file is removed and `path` is untouched.
/// A link is written through (its target is replaced, the link stays), an existing file keeps
/// its permissions, and temporary files left by an earlier run that was killed are removed.
/// A directory, pipe, device or socket at `path` (or where its links lead) is refused
/// ([`WriteError::NotAFile`]): renaming a file over it would replace it (as root, a link to
/// `/dev/null` would replace `/dev/null`).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let target = through_links(path);
    write_file(path, &target, bytes)
}

fn write_file(path: &Path, target: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut file = AtomicFile::create_at(path, target)?;
    file.write_all(bytes).map_err(|e| file.failed(e))?;
    file.commit()
}

/// Removes `.NAME.PID.N.tmp` files beside the target left by a process that no longer runs
/// (killed in the middle of a write). Where running processes cannot be listed (no `/proc`),
/// only temporaries older than a day go.
fn remove_stale_temps(dir: &Path, name: &std::ffi::OsStr) {
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let prefix = prefix.to_string_lossy().into_owned();
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let procs = Path::new("/proc/self").exists();
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = file
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".tmp"))
        else {
            continue;
        };
        let Some(pid) = rest.split('.').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let dead = if procs {
            pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists()
        } else {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age.as_secs() > 24 * 3600)
        };
        if dead {
            let _ = fs::remove_file(entry.path());
        }
    }
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
        crate::sort::sort(&mut v);
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

    #[cfg(unix)]
    #[test]
    fn links_stay_links_and_modes_stay() {
        use std::os::unix::fs::{PermissionsExt, symlink};
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.json");
        fs::write(&real, b"old").unwrap();
        fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.path().join("link.json");
        symlink("real.json", &link).unwrap();
        write_atomically(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&real).unwrap(), b"new");
        let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // A dangling link: the file it names is created.
        let dangling = dir.path().join("to-be.svg");
        symlink("made.svg", &dangling).unwrap();
        write_atomically(&dangling, b"<svg/>").unwrap();
        assert_eq!(fs::read(dir.path().join("made.svg")).unwrap(), b"<svg/>");
    }

    #[test]
    fn temporaries_of_dead_processes_are_cleaned_up() {
        let dir = tempfile::tempdir().unwrap();
        // A pid far above any Linux pid_max: no such process.
        let stale = dir.path().join(".out.svg.4294967294.0.tmp");
        fs::write(&stale, b"half").unwrap();
        let mine = dir
            .path()
            .join(format!(".out.svg.{}.99.tmp", std::process::id()));
        fs::write(&mine, b"being written").unwrap();
        write_atomically(&dir.path().join("out.svg"), b"<svg/>").unwrap();
        if Path::new("/proc/self").exists() {
            assert!(!stale.exists(), "a dead process's temporary stays");
        }
        assert!(mine.exists(), "a running process's temporary is removed");
    }

    #[cfg(unix)]
    #[test]
    fn pipes_and_devices_are_refused_before_opening() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("tree.json");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = read_limited(&fifo, 100).unwrap_err();
            assert!(
                matches!(
                    e,
                    ReadError::NotAFile {
                        kind: FileKind::Fifo,
                        ..
                    }
                ),
                "{e}"
            );
        }
        let e = read_limited(Path::new("/dev/zero"), 100).unwrap_err();
        assert!(
            matches!(
                e,
                ReadError::NotAFile {
                    kind: FileKind::Device,
                    ..
                }
            ),
            "{e}"
        );
        let big = dir.path().join("big");
        fs::write(&big, vec![b' '; 200]).unwrap();
        assert!(matches!(
            read_limited(&big, 100),
            Err(ReadError::TooLarge { limit: 100, .. })
        ));
        assert_eq!(read_limited(&big, 200).unwrap().len(), 200);
        assert!(
            read_limited(&dir.path().join("none"), 1)
                .unwrap_err()
                .is_missing()
        );
    }

    /// Issue 25, item 7: a pipe, or a link to a device, is refused and stays what it was.
    #[cfg(unix)]
    #[test]
    fn pipes_and_devices_are_never_replaced_by_a_file() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pic.svg");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = write_atomically(&fifo, b"<svg/>").unwrap_err();
            assert!(
                matches!(&e, WriteError::NotAFile { path, kind: FileKind::Fifo } if *path == fifo),
                "{e:?}"
            );
            assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        }
        let link = dir.path().join("null.svg");
        std::os::unix::fs::symlink("/dev/null", &link).unwrap();
        let e = write_atomically(&link, b"<svg/>").unwrap_err();
        assert!(
            matches!(&e, WriteError::NotAFile { path, kind: FileKind::Device } if *path == link),
            "{e:?}"
        );
        assert!(
            fs::metadata("/dev/null")
                .unwrap()
                .file_type()
                .is_char_device()
        );
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }

    #[test]
    fn bad_copies_are_numbered() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("settings.json");
        assert_eq!(free_name(&p, ".bad"), dir.path().join("settings.json.bad"));
        fs::write(dir.path().join("settings.json.bad"), b"x").unwrap();
        assert_eq!(
            free_name(&p, ".bad"),
            dir.path().join("settings.json.bad.2")
        );
        fs::write(dir.path().join("settings.json.bad.2"), b"x").unwrap();
        assert_eq!(
            free_name(&p, ".bad"),
            dir.path().join("settings.json.bad.3")
        );
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
            matches!(&e, WriteError::Io { path, step: WriteStep::Create, .. } if *path == missing),
            "{e:?}"
        );
        let line = e.to_string();
        assert!(line.contains("out.png") && !line.contains('\n'), "{line}");
        let e = write_atomically(dir.path(), b"x").unwrap_err();
        assert!(
            matches!(
                e,
                WriteError::NotAFile {
                    kind: FileKind::Directory,
                    ..
                }
            ),
            "{e:?}"
        );
        // A directory where the file should go: refused, and no temporary file is left.
        fs::create_dir(dir.path().join("taken")).unwrap();
        assert!(write_atomically(&dir.path().join("taken/"), b"x").is_err());
        assert_eq!(entries(dir.path()), ["taken"]);
    }
}
