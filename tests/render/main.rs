//! Pictures of steps (`gametree render`, the app's export): what is drawn, in SVG and PNG;
//! animated GIFs of several steps.

mod animation;
mod canvas;
mod chinese;
mod code;
mod pictures;
