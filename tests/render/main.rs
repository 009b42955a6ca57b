//! Pictures of steps (`gametree render`, the app's export): what is drawn, in SVG and PNG.

mod canvas;
mod chinese;
mod code;
mod pictures;
