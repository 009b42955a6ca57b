//! Pictures as files: which kind a file name asks for ([`check_picture_name`], and for an
//! animation [`check_animation_name`]) and why a picture could not be written
//! ([`PictureError`], with the PNG failures as [`PngError`]).
//! The drawing itself is the draw crate's; naming and writing the file are file matters.

use super::WriteError;
use std::path::{Path, PathBuf};

/// The two kinds of picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    /// Scalable text, opens in any browser.
    Svg,
    /// Pixels: drawn by resvg on the desktop and the command line, by the browser on the web.
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
        Some("gif") => Err(PictureError::AnimationName {
            path: out.to_path_buf(),
        }),
        _ => Err(PictureError::UnknownKind {
            path: out.to_path_buf(),
        }),
    }
}

/// Whether `out`'s name asks for an animation: it must end in `.gif` (any case).
pub fn check_animation_name(out: &Path) -> Result<(), PictureError> {
    let ext = out.extension().and_then(|e| e.to_str());
    if ext.is_some_and(|e| e.eq_ignore_ascii_case("gif")) {
        Ok(())
    } else {
        Err(PictureError::NotAnAnimation {
            path: out.to_path_buf(),
        })
    }
}

/// Why a picture could not be written.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The name ends in neither `.svg` nor `.png`.
    #[error("cannot write {}: the name must end in .svg or .png", path.display())]
    UnknownKind {
        /// The file asked for.
        path: PathBuf,
    },
    /// One step asked for with a `.gif` name: a GIF is an animation of several steps.
    #[error("cannot write {}: a .gif is an animation of several steps", path.display())]
    AnimationName {
        /// The file asked for.
        path: PathBuf,
    },
    /// An animation asked for with a name that does not end in `.gif`.
    #[error("cannot write {}: an animation's name must end in .gif", path.display())]
    NotAnAnimation {
        /// The file asked for.
        path: PathBuf,
    },
    /// An animation of more frames than one may have.
    #[error("an animation of {frames} frames is more than {most}")]
    TooManyFrames {
        /// The frames asked for.
        frames: usize,
        /// The most an animation has.
        most: usize,
    },
    /// A file is there already and this program did not write it (it carries no mark): an
    /// animation replaces only its own files.
    #[error("cannot write {}: the file is there and this program did not write it", path.display())]
    NotOurs {
        /// The file asked for.
        path: PathBuf,
    },
    /// The GIF encoder refused (for a reason other than writing).
    #[error("cannot write {}: cannot encode the GIF: {detail}", path.display())]
    Gif {
        /// The file asked for.
        path: PathBuf,
        /// What the encoder said.
        detail: String,
    },
    /// PNG asked for in a build without PNG pictures.
    #[error("cannot write {}: this build draws SVG only", path.display())]
    PngNotBuilt {
        /// The file asked for.
        path: PathBuf,
    },
    /// Making the PNG failed.
    #[error("cannot write {}: {problem}", path.display())]
    Png {
        /// The file asked for.
        path: PathBuf,
        /// What went wrong.
        #[source]
        problem: PngError,
    },
    /// `path` is a symbolic link to `target`, which is not a picture this program wrote (or
    /// is nothing yet): writing through the link would replace that file with a picture.
    #[error("cannot write {}: it is a link to {}, which is not a picture this program wrote", path.display(), target.display())]
    LinkToOther {
        /// The file asked for (the link).
        path: PathBuf,
        /// What the link names.
        target: PathBuf,
    },
    /// The file system refused.
    #[error(transparent)]
    Write(#[from] WriteError),
}

/// Why a scene could not be made into PNG bytes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PngError {
    /// The scene's SVG does not parse.
    #[error("the SVG does not parse: {detail}")]
    SvgDoesNotParse {
        /// What the SVG reader said.
        detail: String,
    },
    /// More pixels than a picture can have.
    #[error("cannot make a {width}×{height} picture")]
    TooBig {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// More SVG elements than the PNG renderer takes (resvg refuses over a million).
    #[error("the picture has {elements} shapes, more than the {most} a PNG can be drawn from")]
    TooManyShapes {
        /// The picture's elements.
        elements: usize,
        /// The most the renderer takes.
        most: usize,
    },
    /// The PNG encoder failed.
    #[error("cannot encode the PNG: {detail}")]
    Encode {
        /// What the encoder said.
        detail: String,
    },
    /// The rasteriser could not draw the picture's pixels (on the web: the browser did not
    /// decode the SVG or gave no pixels for it).
    #[error("cannot draw the picture's pixels: {detail}")]
    Rasterise {
        /// What the rasteriser said.
        detail: String,
    },
}
