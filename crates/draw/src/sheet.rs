//! An exercise set's printable sheet: for each tree of the set its empty picture (step 0) and
//! its answer (the search's end, values and windows shown), as `gametree sheet` and the
//! practice view's Save sheet write it.
//!
//! A sheet replaces only pictures a sheet wrote: each carries [`SHEET_MARK`] (an SVG comment
//! before the picture, a PNG `tEXt` chunk after its header), so writing the same sheet again
//! replaces the old pictures, while a file of the same name without the mark (a hand-made
//! `exercise-1.svg`) is kept and refused in one line. A symbolic link is never written
//! through (it could lead out of the folder), and a pipe, device or socket is never replaced.

use gametree_engine::exercises::{ExerciseSet, SheetError};
use gametree_engine::files::{PictureError, PictureKind, WriteError, WriteStep, not_a_file};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The mark every picture of a sheet carries near its start: a file with it may be replaced
/// by the next sheet written into its folder; a file without it is never replaced.
pub const SHEET_MARK: &str =
    "written by a Game Tree Lab sheet; the next sheet written into this folder replaces it";

/// How far into a file the mark is looked for.
const MARK_WITHIN: u64 = 4096;

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
    let bytes = mark(crate::picture::picture_bytes(&scene, kind, path)?, kind);
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
    if has_mark(path) {
        Ok(())
    } else {
        Err(SheetError::NotASheetFile {
            path: path.to_path_buf(),
        })
    }
}

/// Whether the regular file at `path` carries [`SHEET_MARK`] near its start (a file that
/// cannot be read does not).
fn has_mark(path: &Path) -> bool {
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(MARK_WITHIN).read_to_end(&mut head));
    read.is_ok()
        && head
            .windows(SHEET_MARK.len())
            .any(|w| w == SHEET_MARK.as_bytes())
}

/// The picture's bytes with the sheet's mark: an SVG comment before the picture, or a PNG
/// `tEXt` chunk ("Comment") right after the header chunk.
fn mark(bytes: Vec<u8>, kind: PictureKind) -> Vec<u8> {
    match kind {
        PictureKind::Svg => {
            let mut marked = format!("<!-- {SHEET_MARK} -->\n").into_bytes();
            marked.extend(bytes);
            marked
        }
        PictureKind::Png => {
            // The 8-byte signature, then IHDR: length (4), type (4), 13 bytes, CRC (4).
            const AFTER_HEADER: usize = 8 + 4 + 4 + 13 + 4;
            if bytes.len() < AFTER_HEADER || &bytes[12..16] != b"IHDR" {
                return bytes;
            }
            let mut data = b"Comment\0".to_vec();
            data.extend_from_slice(SHEET_MARK.as_bytes());
            let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
            chunk.extend_from_slice(b"tEXt");
            chunk.extend_from_slice(&data);
            chunk.extend_from_slice(&crc32(&chunk[4..]).to_be_bytes());
            let mut marked = bytes[..AFTER_HEADER].to_vec();
            marked.extend(chunk);
            marked.extend_from_slice(&bytes[AFTER_HEADER..]);
            marked
        }
    }
}

/// The CRC-32 a PNG chunk ends with (over its type and data).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_png_check_sum_is_the_standard_one() {
        // The CRC-32 of "IEND" every PNG ends with, and the classic check value.
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[cfg(feature = "png")]
    #[test]
    fn a_marked_png_still_decodes_and_carries_the_mark() {
        let pixmap = resvg::tiny_skia::Pixmap::new(3, 2).unwrap();
        let png = pixmap.encode_png().unwrap();
        let marked = mark(png.clone(), PictureKind::Png);
        assert_eq!(
            marked.len(),
            png.len() + 12 + "Comment\0".len() + SHEET_MARK.len()
        );
        let back = resvg::tiny_skia::Pixmap::decode_png(&marked).unwrap();
        assert_eq!((back.width(), back.height()), (3, 2));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("answer-1.png");
        std::fs::write(&path, &marked).unwrap();
        assert!(has_mark(&path));
        std::fs::write(&path, &png).unwrap();
        assert!(!has_mark(&path));
    }
}
