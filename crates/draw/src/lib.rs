//! Drawing a recorded tree: [`layout`] places every node (a pure function of the trace),
//! [`canvas`] is the app's tree canvas at a window size, [`scene`] styles one step into a
//! small list of shapes that both the window and the files draw, [`svg`] writes them as SVG, `png` (the `png` feature) rasterises them, [`animation`] (the
//! encoder behind the `gif` feature) makes an animated GIF of several steps from those rasters,
//! [`picture`] writes either to a file with the program's [`mark`], [`slide`] puts a step and its sentence on a picture,
//! and [`sheet`] writes an exercise set's printable sheet; [`drawing`] is the one drawing of a
//! step the app and `render` share (a step it cannot draw is a
//! [`DrawingError`](drawing::DrawingError), a fact the teach crate words); [`font`] is the
//! bundled Chinese font. The words on pictures come from the teach crate
//! ([`gametree_teach::picture_words`]); this crate has none of its own.

#![forbid(unsafe_code)]

pub mod animation;
pub mod canvas;
pub mod check_picture;
pub mod code_side;
pub mod drawing;
pub mod font;
pub mod layout;
pub mod mark;
pub mod picture;
#[cfg(feature = "png")]
pub mod png;
pub mod scene;
pub mod sheet;
pub mod slide;
pub mod svg;
