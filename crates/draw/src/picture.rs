//! Writes a [`Scene`] to a file as SVG or PNG, chosen by the file's name.

use super::scene::Scene;
use super::svg::scene_to_svg;
use gametree_engine::t;
use std::path::{Path, PathBuf};

/// Why a picture could not be written.
#[derive(Debug)]
pub enum PictureError {
    /// The name ends in neither `.svg` nor `.png`.
    UnknownKind {
        /// The file asked for.
        path: PathBuf,
    },
    /// PNG asked for in a build without the `render` feature.
    PngNotBuilt {
        /// The file asked for.
        path: PathBuf,
    },
    /// Rasterising failed.
    Rasterise {
        /// The file asked for.
        path: PathBuf,
        /// What went wrong, in resvg's words.
        reason: String,
    },
    /// The file system refused.
    Write(gametree_engine::files::WriteError),
}

impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            PictureError::UnknownKind { path } => {
                t!(
                    "cli-picture-unknown-kind",
                    path = path.display().to_string()
                )
            }
            PictureError::PngNotBuilt { path } => {
                t!(
                    "cli-picture-png-not-built",
                    path = path.display().to_string()
                )
            }
            PictureError::Rasterise { path, reason } => t!(
                "cli-picture-failed",
                path = path.display().to_string(),
                reason = reason
            ),
            PictureError::Write(e) => return std::fmt::Display::fmt(e, f),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for PictureError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // As `#[error(transparent)]` did: the write error speaks for itself.
            PictureError::Write(e) => std::error::Error::source(e),
            _ => None,
        }
    }
}

impl From<gametree_engine::files::WriteError> for PictureError {
    fn from(e: gametree_engine::files::WriteError) -> Self {
        PictureError::Write(e)
    }
}

/// The two kinds of picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    /// Scalable text, opens in any browser.
    Svg,
    /// Pixels, drawn by resvg.
    Png,
}

/// Which picture `out`'s name asks for (by its extension, any case).
pub fn check_picture_name(out: &Path) -> Result<PictureKind, PictureError> {
    let ext = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("svg") => Ok(PictureKind::Svg),
        Some("png") => Ok(PictureKind::Png),
        _ => Err(PictureError::UnknownKind {
            path: out.to_path_buf(),
        }),
    }
}

/// The picture's bytes, SVG or PNG.
pub fn picture_bytes(
    scene: &Scene,
    kind: PictureKind,
    out: &Path,
) -> Result<Vec<u8>, PictureError> {
    match kind {
        PictureKind::Svg => Ok(scene_to_svg(scene).into_bytes()),
        #[cfg(feature = "png")]
        PictureKind::Png => {
            super::png::scene_to_png(scene).map_err(|reason| PictureError::Rasterise {
                path: out.to_path_buf(),
                reason,
            })
        }
        #[cfg(not(feature = "png"))]
        PictureKind::Png => Err(PictureError::PngNotBuilt {
            path: out.to_path_buf(),
        }),
    }
}

/// Writes `scene` to `out` as SVG or PNG, chosen by the file name; replaces the file whole.
pub fn write_scene(scene: &Scene, out: &Path) -> Result<(), PictureError> {
    let kind = check_picture_name(out)?;
    let bytes = picture_bytes(scene, kind, out)?;
    gametree_engine::files::write_atomically(out, &bytes)?;
    Ok(())
}
