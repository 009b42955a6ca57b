//! An exercise set's printable sheet: for each tree of the set its empty picture (step 0) and
//! its answer (the search's end, values and windows shown), as `gametree sheet` and the
//! practice view's Save sheet write it.

use gametree_engine::exercises::{ExerciseSet, SheetError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Writes `set`'s sheet as `exercise-K` and `answer-K` with `extension` ("svg" or "png") into
/// `dir` (made if missing). Returns the files written.
pub fn write_sheet(
    set: &ExerciseSet,
    dir: &Path,
    extension: &str,
) -> Result<Vec<PathBuf>, SheetError> {
    std::fs::create_dir_all(dir).map_err(|source| SheetError::Folder {
        folder: dir.to_path_buf(),
        source,
    })?;
    let mut written = Vec::new();
    for (k, e) in set.exercises().into_iter().enumerate() {
        let trace = Arc::new(e.scenario.record(None)?);
        // The empty tree shows each position once (PVS's second visits would give the
        // answer away); the key shows the whole search.
        let blank = gametree_teach::first_visits::first_visits(&trace)
            .map_or_else(|| trace.clone(), Arc::new);
        let end = trace.event_count();
        for (name, picture, step) in [("exercise", blank, 0), ("answer", trace, end)] {
            let path = dir.join(format!("{name}-{}.{extension}", k + 1));
            crate::slide::render_file(picture, step, &path)?;
            written.push(path);
        }
    }
    Ok(written)
}
