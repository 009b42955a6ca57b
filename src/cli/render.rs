//! `gametree render`: one step of a search drawn as a picture (SVG or PNG by the file's name),
//! the stepper's picture, for any of the six algorithms (MCTS: 4 steps per iteration, one per
//! phase). A tree file is never overwritten by its own picture. With `--size WxH` the picture
//! is the app's tree canvas at that window size instead of a slide
//! ([`crate::draw::canvas::canvas_scene`], the scene the window draws). With `--code LANG` the
//! algorithm's listing stands beside the tree, the lines the step runs lit (issue 27). With
//! `--steps A..B` the steps are an animated GIF, each frame drawn as one picture is
//! ([`Drawing::scene`]; the file is written by `animate`).

use super::errors::{CliError, StepsError};
use super::flags::ScenarioArgs;
use super::output::{Stop, raw_error_line};
pub use crate::draw::drawing::{Drawing, Marks};
use crate::t;
use std::path::Path;

/// Which steps `render` draws: one picture, or an animation.
pub enum Steps<'a> {
    /// `--step N|end`: one picture.
    One(&'a str),
    /// `--steps A..B|all`: an animated GIF, `fps` frames a second.
    Many {
        /// The range as given.
        range: &'a str,
        /// Frames a second.
        fps: f64,
    },
}

/// `render`: searches the flags' scenario and writes step `step` to `out` (or, with
/// `--steps`, those steps as an animated GIF): as a slide, or as the window's canvas at window
/// size `size`; with `marks.code`, that listing beside it. `--edge-windows` for a search
/// without windows is a usage error (exit 2).
pub fn run(
    args: &ScenarioArgs,
    steps: Steps<'_>,
    out: &Path,
    size: Option<[f32; 2]>,
    marks: Marks<'_>,
) -> Result<(), Stop> {
    if let Some(tree) = args.tree()
        && same_file(&tree, out)
    {
        return Err(CliError::OutIsTree(out.to_path_buf()).into());
    }
    if let Steps::Many { .. } = steps {
        crate::draw::picture::check_animation_name(out)
            .and_then(|()| crate::draw::picture::may_replace(out))?;
    }
    // A link onto a file that is not our picture is refused before the search, not after.
    crate::draw::picture::may_write_through(out)?;
    let scenario = args.built()?;
    let algorithm = scenario.config.algorithm;
    if marks.edge_windows && !algorithm.prunes() {
        let message = t!(
            "cli-edge-windows-no-windows",
            algo = crate::teach::titles::algorithm_title(algorithm)
        );
        let line = t!("cli-see-help", error = t!("cli-error", message = message));
        return Err(Stop::Exit(raw_error_line(&line, 2)));
    }
    let trace = std::sync::Arc::new(scenario.record(None).map_err(CliError::Scenario)?);
    let len = trace.event_count();
    match steps {
        Steps::One(step) => {
            let step = parse_step(step, len)?;
            crate::draw::picture::check_picture_name(out)?;
            let scene = Drawing::new(trace, size, &marks)
                .map_err(CliError::Drawing)?
                .scene(step);
            Ok(crate::draw::picture::write_scene(&scene, out)?)
        }
        Steps::Many { range, fps } => {
            let steps = super::animate::parse_steps(range, len)?;
            let drawing = Drawing::new(trace, size, &marks).map_err(CliError::Drawing)?;
            super::animate::write(drawing, steps, fps, out)
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
pub fn parse_step(text: &str, len: usize) -> Result<usize, StepsError> {
    if text == "end" {
        return Ok(len);
    }
    match text.parse::<usize>() {
        Ok(k) if k <= len => Ok(k),
        Ok(step) => Err(StepsError::StepPastEnd { step, last: len }),
        Err(_) => Err(StepsError::NotAStep {
            step: text.to_string(),
            last: len,
        }),
    }
}
