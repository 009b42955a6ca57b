//! Animated GIFs of a search (the `gif` feature): one frame per step, each frame the very
//! picture of that step (the pixels of the scene the caller draws for it: `render`'s slide or
//! canvas, the app's canvas), streamed to any writer frame by frame. The encoder takes each
//! frame as a [`Raster`] from any rasteriser: resvg's with the `png` feature
//! ([`write_file`], [`Animation::run`]), the browser's on the web
//! ([`Animation::wants_pixels`], [`Animation::advance_with`]), so the GIF needs no `png`.
//!
//! An [`Animation`] works in small pieces, so that a caller can show progress and cancel (the
//! app's thread, the web build between two frames of the page): first it builds each step's
//! scene to learn the picture's size and its colours (drawing the first and last steps,
//! whose pixels choose the palette), then it draws and writes one frame per piece. All frames share one palette ([`palette`]); each frame after the first stores only
//! the rectangle that changed, its unchanged pixels transparent, over the frame before it
//! (disposal "keep"). Frames smaller than the largest (a slide grows with its narration) sit
//! at the top left on the scene's background. The file carries the program's mark
//! ([`crate::mark`]) as a GIF comment.

#[cfg(feature = "gif")]
mod encoder;
#[cfg(feature = "gif")]
mod frames;
#[cfg(feature = "gif")]
pub mod palette;
#[cfg(feature = "gif")]
mod raster;
#[cfg(all(test, feature = "gif", feature = "png"))]
mod tests;

#[cfg(feature = "gif")]
pub use encoder::Animation;
#[cfg(all(feature = "gif", feature = "png"))]
pub use encoder::write_file;
#[cfg(feature = "gif")]
pub use raster::Raster;

use crate::scene::Scene;

/// The most frames an animation has.
pub const MAX_FRAMES: usize = 5_000;
/// How long the last frame stays, in hundredths of a second, before the animation loops.
pub const LAST_FRAME_HOLD: u16 = 300;
/// Frames a second: at least this…
pub const MIN_FPS: f64 = 0.1;
/// …and at most this (a GIF counts time in hundredths of a second; browsers slow faster ones).
pub const MAX_FPS: f64 = 50.0;

/// The scene of a step, as the caller draws it (the same function as for one picture).
pub type SceneOf = Box<dyn Fn(usize) -> Scene + Send>;

/// How far an animation is: pieces of work done of all there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Pieces done.
    pub done: usize,
    /// All pieces (two per frame: its scene looked at, then its frame written).
    pub total: usize,
}

/// Hundredths of a second a frame stays at `fps` frames a second.
pub fn delay_of(fps: f64) -> u16 {
    let fps = if fps.is_finite() {
        fps.clamp(MIN_FPS, MAX_FPS)
    } else {
        2.0
    };
    (100.0 / fps).round() as u16
}
