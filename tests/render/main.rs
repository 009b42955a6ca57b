//! Pictures of steps (`gametree render`, the app's export): what is drawn, in SVG and PNG;
//! animated GIFs of several steps; the fonts they and the web page draw text with.

mod animation;
mod canvas;
mod chinese;
mod code;
mod pictures;
mod web_fonts;
