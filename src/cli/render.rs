//! `gametree render`: one step of a search drawn as a picture (SVG or PNG by the file's name),
//! the stepper's picture, for any of the six algorithms (MCTS: 4 steps per iteration, one per
//! phase). A tree file is never overwritten by its own picture. With `--size WxH` the picture
//! is the app's tree canvas at that window size instead of a slide
//! ([`crate::draw::canvas::canvas_scene`], the scene the window draws).

use super::errors::scenario_words;
use super::flags::ScenarioArgs;
use crate::t;
use crate::teach::Say;
use std::path::Path;

/// `render`: searches the flags' scenario and writes step `step` to `out`: as a slide, or as
/// the window's canvas at window size `size`.
pub fn run(
    args: &ScenarioArgs,
    step: &str,
    out: &Path,
    size: Option<[f32; 2]>,
) -> Result<(), String> {
    if let Some(tree) = args.tree()
        && same_file(&tree, out)
    {
        return Err(t!("cli-out-is-tree", path = out.display().to_string()));
    }
    let trace = args.built()?.record(None).map_err(|e| scenario_words(&e))?;
    let step = parse_step(step, trace.event_count())?;
    let trace = std::sync::Arc::new(trace);
    match size {
        None => crate::draw::slide::render_file(trace, step, out).map_err(|e| e.say()),
        Some(window) => {
            crate::draw::picture::check_picture_name(out).map_err(|e| e.say())?;
            let style = crate::draw::scene::Style::default();
            let scene = crate::draw::canvas::canvas_scene(&trace, step, window, &style);
            crate::draw::picture::write_scene(&scene, out).map_err(|e| e.say())
        }
    }
}

/// Whether two paths name the same existing file (also through links and `..`).
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Parses the step argument of `render`: a number or `end`.
pub fn parse_step(text: &str, len: usize) -> Result<usize, String> {
    if text == "end" {
        return Ok(len);
    }
    match text.parse::<usize>() {
        Ok(k) if k <= len => Ok(k),
        Ok(k) => Err(t!("cli-step-past-end", step = k, last = len)),
        Err(_) => Err(t!("cli-step-not-a-step", step = text, last = len)),
    }
}
