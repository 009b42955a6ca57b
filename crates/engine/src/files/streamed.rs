//! A file written piece by piece and still whole or not at all: [`AtomicFile`] streams into a
//! temporary file beside the target and renames it over the target only when
//! [`AtomicFile::commit`] is called. Dropped before that (an error, a cancel), it removes the
//! temporary file and the target is untouched. An animation is written this way, frame by
//! frame, without holding every frame; [`super::write_atomically`] is the same for bytes held.

use super::{FileKind, WriteError, WriteStep, create_temp, not_a_file, remove_stale_temps};
use std::fs::{self, File};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// A file being written: a temporary file beside its target, renamed over it by
/// [`AtomicFile::commit`]. It writes through a buffer; errors of single writes are the
/// system's, `AtomicFile::failed` names them.
pub struct AtomicFile {
    /// The path asked for (errors name it).
    path: PathBuf,
    /// Where the bytes go in the end: `path`, or the file its links lead to.
    target: PathBuf,
    /// The temporary file's path.
    tmp: PathBuf,
    /// The temporary file; `None` once committed.
    file: Option<BufWriter<File>>,
}

impl AtomicFile {
    /// Starts writing `path` (through its links to the file they name). A directory, pipe,
    /// device or socket there is refused ([`WriteError::NotAFile`]); the replacement keeps the
    /// old file's permissions.
    pub fn create(path: &Path) -> Result<AtomicFile, WriteError> {
        AtomicFile::create_at(path, &super::through_links(path))
    }

    /// [`AtomicFile::create`] writing to `target`, where `path`'s links lead.
    pub(super) fn create_at(path: &Path, target: &Path) -> Result<AtomicFile, WriteError> {
        let refused = |kind| WriteError::NotAFile {
            path: path.to_path_buf(),
            kind,
        };
        let name = target
            .file_name()
            .ok_or_else(|| refused(FileKind::Directory))?;
        if let Some(kind) = fs::metadata(target).ok().as_ref().and_then(not_a_file) {
            return Err(refused(kind));
        }
        let dir = dir_of(target);
        remove_stale_temps(&dir, name);
        let (tmp, file) = create_temp(&dir, name).map_err(|source| WriteError::Io {
            path: path.to_path_buf(),
            step: WriteStep::Create,
            source,
        })?;
        // The replacement keeps the old file's permissions (a private 0600 file stays private).
        if let Ok(old) = fs::metadata(target) {
            let _ = file.set_permissions(old.permissions());
        }
        Ok(AtomicFile {
            path: path.to_path_buf(),
            target: target.to_path_buf(),
            tmp,
            file: Some(BufWriter::new(file)),
        })
    }

    /// A failed write named as this file's ([`WriteStep::Write`]).
    pub(crate) fn failed(&self, source: std::io::Error) -> WriteError {
        WriteError::Io {
            path: self.path.clone(),
            step: WriteStep::Write,
            source,
        }
    }

    /// Flushes the bytes to disk and renames the temporary file over the target. On an error
    /// the temporary file is removed and the target is untouched.
    pub fn commit(mut self) -> Result<(), WriteError> {
        let Some(buffered) = self.file.take() else {
            return Ok(());
        };
        let flushed = buffered
            .into_inner()
            .map_err(std::io::IntoInnerError::into_error)
            // The file is closed as the closure ends, before the rename (Windows cannot rename
            // an open file).
            .and_then(|file| file.sync_all());
        let io = |step| {
            let path = self.path.clone();
            move |source| WriteError::Io { path, step, source }
        };
        let written = flushed
            .map_err(io(WriteStep::Write))
            .and_then(|()| fs::rename(&self.tmp, &self.target).map_err(io(WriteStep::Replace)));
        if written.is_err() {
            let _ = fs::remove_file(&self.tmp);
            return written;
        }
        // Make the rename itself durable; not every platform can open a directory.
        if let Ok(d) = File::open(dir_of(&self.target)) {
            let _ = d.sync_all();
        }
        Ok(())
    }
}

/// The folder `target` is in (`.` for a bare name).
fn dir_of(target: &Path) -> PathBuf {
    match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.file {
            Some(f) => f.write(buf),
            None => Err(std::io::Error::other("the file is already committed")),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.file {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for AtomicFile {
    /// Not committed: the temporary file goes, the target stays as it was.
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_changes_until_commit_and_a_dropped_file_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.gif");
        fs::write(&path, b"old").unwrap();
        let mut f = AtomicFile::create(&path).unwrap();
        f.write_all(b"new, ").unwrap();
        f.write_all(b"in pieces").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"old");
        f.commit().unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new, in pieces");
        let mut f = AtomicFile::create(&path).unwrap();
        f.write_all(b"cancelled").unwrap();
        drop(f);
        assert_eq!(fs::read(&path).unwrap(), b"new, in pieces");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left");
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            AtomicFile::create(dir.path()),
            Err(WriteError::NotAFile {
                kind: FileKind::Directory,
                ..
            })
        ));
    }
}
