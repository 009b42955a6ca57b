//! Writes a [`Scene`] to a file as SVG or PNG, chosen by the file's name. Which kind a name
//! asks for and why writing failed are the engine's file matters
//! ([`gametree_engine::files`]); they are re-exported here.

use super::scene::Scene;
use super::svg::scene_to_svg;
pub use gametree_engine::files::{PictureError, PictureKind, check_picture_name};
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

/// Writes `scene` to `out` as SVG or PNG, chosen by the file name; replaces the file whole.
pub fn write_scene(scene: &Scene, out: &Path) -> Result<(), PictureError> {
    let kind = check_picture_name(out)?;
    let bytes = picture_bytes(scene, kind, out)?;
    gametree_engine::files::write_atomically(out, &bytes)?;
    Ok(())
}
