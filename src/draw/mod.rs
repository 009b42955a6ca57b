//! Drawing a recorded tree: [`layout`] places every node (a pure function of the trace),
//! [`scene`] styles one step into a small list of shapes that both the window and the files
//! draw, [`svg`] writes them as SVG, `png` (the `render` feature) rasterises them, and
//! [`picture`] writes either to a file.

pub mod chance;
pub mod layout;
pub mod picture;
#[cfg(feature = "render")]
pub mod png;
pub mod scene;
pub mod svg;
