//! An exercise set's printable sheet: for each tree of the set its empty picture (step 0) and
//! its answer (the search's end, values and windows shown), as `gametree sheet` and the
//! practice view's Save sheet write it.
//!
//! A sheet replaces only pictures a sheet wrote: each carries the sheet's mark
//! ([`crate::mark`]: an SVG comment before the picture, a PNG `tEXt` chunk after its
//! header), so writing the same sheet again replaces the old pictures, while a file of the
//! same name without the mark (a hand-made `exercise-1.svg`) is kept and refused in one line. A symbolic link is never written
//! through (it could lead out of the folder), and a pipe, device or socket is never replaced.

use crate::mark::{Mark, has_mark, with_mark};
use gametree_engine::exercises::{ExerciseSet, SheetError};
use gametree_engine::files::{PictureError, WriteError, WriteStep, not_a_file};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use crate::mark::SHEET_MARK;

/// Writes `set`'s sheet as `exercise-K` and `answer-K` with `extension` ("svg" or "png") into
/// `dir` (made if missing). Returns the files written. Every name is checked before any
/// picture is written (see the module's notes): nothing is written when one is refused.
pub fn write_sheet(
    set: &ExerciseSet,
    dir: &Path,
    extension: &str,
) -> Result<Vec<PathBuf>, SheetError> {
    std::fs::create_dir_all(dir).map_err(|source| SheetError::Folder {
        folder: dir.to_path_buf(),
        source,
    })?;
    let exercises = set.exercises();
    let name = |what: &str, k: usize| dir.join(format!("{what}-{}.{extension}", k + 1));
    for k in 0..exercises.len() {
        may_replace(&name("exercise", k))?;
        may_replace(&name("answer", k))?;
    }
    let mut written = Vec::new();
    for (k, e) in exercises.into_iter().enumerate() {
        let trace = Arc::new(e.scenario.record(None)?);
        // The empty tree shows each position once (PVS's second visits would give the
        // answer away); the key shows the whole search.
        let blank = gametree_teach::first_visits::first_visits(&trace)
            .map_or_else(|| trace.clone(), Arc::new);
        let end = trace.event_count();
        for (what, picture, step) in [("exercise", blank, 0), ("answer", trace, end)] {
            let path = name(what, k);
            write_marked(&picture, step, &path)?;
            written.push(path);
        }
    }
    Ok(written)
}

/// Draws step `step` of `trace` into `path` with the sheet's mark, checking the name again
/// (a file may have appeared while the searches ran).
fn write_marked(
    trace: &Arc<gametree_engine::trace::Trace>,
    step: usize,
    path: &Path,
) -> Result<(), SheetError> {
    let kind = crate::picture::check_picture_name(path)?;
    let scene = crate::slide::slide_scene(trace, step.min(trace.event_count()));
    let bytes = with_mark(
        crate::picture::picture_bytes(&scene, kind, path)?,
        kind,
        Mark::Sheet,
    );
    may_replace(path)?;
    gametree_engine::files::write_atomically(path, &bytes).map_err(PictureError::from)?;
    Ok(())
}

/// Whether the sheet may write `path`: nothing there, or a regular file that carries the mark.
fn may_replace(path: &Path) -> Result<(), SheetError> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(PictureError::from(WriteError::Io {
                path: path.to_path_buf(),
                step: WriteStep::Create,
                source,
            })
            .into());
        }
    };
    if meta.file_type().is_symlink() {
        return Err(SheetError::Link {
            path: path.to_path_buf(),
        });
    }
    if let Some(kind) = not_a_file(&meta) {
        return Err(PictureError::from(WriteError::NotAFile {
            path: path.to_path_buf(),
            kind,
        })
        .into());
    }
    if has_mark(path, &[Mark::Sheet]) {
        Ok(())
    } else {
        Err(SheetError::NotASheetFile {
            path: path.to_path_buf(),
        })
    }
}
