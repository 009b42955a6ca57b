//! Draws one step of a trace as an SVG or PNG file. (Being built: see issue 4.)

use super::Trace;
use std::path::Path;
use std::sync::Arc;

pub fn render_file(_trace: Arc<Trace>, _step: usize, out: &Path) -> Result<(), String> {
    Err(format!(
        "cannot write {}: rendering is not built yet",
        out.display()
    ))
}
