//! Writes a [`Scene`] to a file as SVG or PNG, chosen by the file's name, with the program's
//! mark ([`crate::mark`]). Which kind a name asks for and why writing failed are the engine's
//! file matters ([`gametree_engine::files`]); they are re-exported here. A symbolic link is
//! written through only onto a picture this program wrote ([`may_write_through`]).

use super::scene::Scene;
use super::svg::scene_to_svg;
use crate::mark::{Mark, has_mark, with_mark};
pub use gametree_engine::files::{
    PictureError, PictureKind, check_animation_name, check_picture_name,
};
use std::path::Path;

/// The picture's bytes, SVG or PNG.
pub fn picture_bytes(
    scene: &Scene,
    kind: PictureKind,
    out: &Path,
) -> Result<Vec<u8>, PictureError> {
    match kind {
        PictureKind::Svg => Ok(scene_to_svg(scene).into_bytes()),
        #[cfg(feature = "png")]
        PictureKind::Png => super::png::scene_to_png(scene).map_err(|problem| PictureError::Png {
            path: out.to_path_buf(),
            problem,
        }),
        #[cfg(not(feature = "png"))]
        PictureKind::Png => Err(PictureError::PngNotBuilt {
            path: out.to_path_buf(),
        }),
    }
}

/// Whether `out` may be written: anything but a symbolic link, or a link to a picture this
/// program wrote (one carrying a mark). A link to any other file (`ln -s notes.txt x.svg`), or
/// to nothing yet, is refused ([`PictureError::LinkToOther`]): writing through it would fill
/// the file it names with a picture. A link to a pipe or device is left to
/// [`gametree_engine::files::write_atomically`], which refuses it by what it is.
pub fn may_write_through(out: &Path) -> Result<(), PictureError> {
    let is_link = std::fs::symlink_metadata(out).is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        return Ok(());
    }
    match std::fs::metadata(out) {
        Ok(m) if gametree_engine::files::not_a_file(&m).is_some() => Ok(()),
        Ok(_) if has_mark(out, &Mark::ALL) => Ok(()),
        _ => Err(PictureError::LinkToOther {
            path: out.to_path_buf(),
            target: std::fs::read_link(out).unwrap_or_default(),
        }),
    }
}

/// Whether an animation may be written at `out`: [`may_write_through`], and a file already
/// there only when this program wrote it (it carries a mark): an animation never replaces a
/// file of anyone else's ([`PictureError::NotOurs`]). A directory, pipe or device there is
/// left to the writer, which refuses it by what it is.
pub fn may_replace(out: &Path) -> Result<(), PictureError> {
    may_write_through(out)?;
    match std::fs::metadata(out) {
        Ok(m) if m.is_file() && !has_mark(out, &Mark::ALL) => Err(PictureError::NotOurs {
            path: out.to_path_buf(),
        }),
        _ => Ok(()),
    }
}

/// Writes `scene` to `out` as SVG or PNG, chosen by the file name, with the program's mark;
/// replaces the file whole. Through a link only onto a picture of its own
/// ([`may_write_through`]).
pub fn write_scene(scene: &Scene, out: &Path) -> Result<(), PictureError> {
    let kind = check_picture_name(out)?;
    may_write_through(out)?;
    let bytes = with_mark(picture_bytes(scene, kind, out)?, kind, Mark::Picture);
    gametree_engine::files::write_atomically(out, &bytes)?;
    Ok(())
}
