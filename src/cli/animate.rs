//! `gametree render --steps A..B --out FILE.gif`: the steps as an animated GIF, each frame the
//! picture `render --step N` draws ([`super::render::Drawing::scene`]), encoded by the draw
//! crate's animation (the same encoder as the app's Save animation) and streamed to the file.

use super::errors::StepsError;
use super::output::Stop;
use super::render::Drawing;
use crate::draw::animation::MAX_FRAMES;
use std::path::Path;

/// `--steps` read as text, before any search: `A..B` as (A, Some(B)), `A..end` as (A, None),
/// `all` as (0, None); `None` when the text is no range at all (a usage error, exit 2).
pub fn read_range(text: &str) -> Option<(usize, Option<usize>)> {
    let trimmed = text.trim();
    if trimmed == "all" {
        return Some((0, None));
    }
    let (a, b) = trimmed.split_once("..")?;
    let a: usize = a.trim().parse().ok()?;
    match b.trim() {
        "end" => Some((a, None)),
        b => Some((a, Some(b.parse().ok()?))),
    }
}

/// Reads `--steps`: `A..B` (B may be `end`) or `all`, within a search of `len` steps (0 to
/// `len`), A no later than B, at most [`MAX_FRAMES`] frames. Each refusal is one line.
pub fn parse_steps(text: &str, len: usize) -> Result<(usize, usize), StepsError> {
    let (from, to) = read_range(text).ok_or_else(|| StepsError::NotSteps {
        steps: text.to_string(),
        last: len,
    })?;
    let to = to.unwrap_or(len);
    if let Some(past) = [from, to].into_iter().find(|&s| s > len) {
        return Err(StepsError::StepsPastEnd {
            steps: text.to_string(),
            step: past,
            last: len,
        });
    }
    if from > to {
        return Err(StepsError::Backwards {
            steps: text.to_string(),
            from,
            to,
        });
    }
    let frames = to - from + 1;
    if frames > MAX_FRAMES {
        return Err(StepsError::TooManyFrames {
            frames,
            most: MAX_FRAMES,
        });
    }
    Ok((from, to))
}

/// Writes steps `steps` of `drawing` to `out` as an animated GIF, `fps` frames a second.
#[cfg(feature = "render")]
pub fn write(drawing: Drawing, steps: (usize, usize), fps: f64, out: &Path) -> Result<(), Stop> {
    let drawing = drawing.for_steps(steps.0..=steps.1);
    let scene_of: crate::draw::animation::SceneOf = Box::new(move |k| drawing.scene(k));
    let mut bar = ProgressBar::new();
    let written = crate::draw::animation::write_file(scene_of, steps, fps, out, |p| {
        bar.show(p);
        true
    });
    bar.finish();
    written?;
    Ok(())
}

/// A progress bar on standard error while an animation is made, when that is a terminal
/// (a long render says how far it is; a script's log gets nothing): the bar, the frames
/// done of all, redrawn at most ten times a second, cleared at the end.
#[cfg(feature = "render")]
struct ProgressBar {
    shown: bool,
    last: Option<std::time::Instant>,
}

#[cfg(feature = "render")]
impl ProgressBar {
    fn new() -> ProgressBar {
        ProgressBar {
            shown: false,
            last: None,
        }
    }

    fn show(&mut self, p: crate::draw::animation::Progress) {
        use std::io::{IsTerminal, Write};
        let now = std::time::Instant::now();
        if !std::io::stderr().is_terminal()
            || self
                .last
                .is_some_and(|t| now.duration_since(t).as_millis() < 100)
        {
            return;
        }
        self.last = Some(now);
        let width = 30;
        let filled = p.done * width / p.total.max(1);
        let line = crate::t!(
            "cli-animation-progress",
            bar = format!("{}{}", "█".repeat(filled), "░".repeat(width - filled)),
            percent = p.done * 100 / p.total.max(1)
        );
        let mut err = std::io::stderr();
        let _ = write!(err, "\r{line}");
        let _ = err.flush();
        self.shown = true;
    }

    fn finish(&mut self) {
        if self.shown {
            use std::io::Write;
            let mut err = std::io::stderr();
            let _ = write!(err, "\r\x1b[2K");
            let _ = err.flush();
        }
    }
}

/// Without the `render` feature there are no rasters to animate.
#[cfg(not(feature = "render"))]
pub fn write(_: Drawing, _: (usize, usize), _: f64, out: &Path) -> Result<(), Stop> {
    Err(crate::draw::picture::PictureError::PngNotBuilt {
        path: out.to_path_buf(),
    }
    .into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teach::Say;

    #[test]
    fn steps_are_a_range_within_the_search() {
        assert_eq!(parse_steps("all", 40), Ok((0, 40)));
        assert_eq!(parse_steps("3..end", 40), Ok((3, 40)));
        assert_eq!(parse_steps(" 5..5 ", 40), Ok((5, 5)));
        for bad in ["", "3", "a..b", "3..", "..4", "-1..3", "3..x", "1...4"] {
            assert!(parse_steps(bad, 40).is_err(), "{bad}");
        }
        let past = parse_steps("3..41", 40).unwrap_err();
        assert!(matches!(
            past,
            StepsError::StepsPastEnd {
                step: 41,
                last: 40,
                ..
            }
        ));
        let past = past.say();
        assert!(past.contains("41") && past.contains("40"), "{past}");
        let backwards = parse_steps("9..3", 40).unwrap_err();
        assert!(matches!(
            backwards,
            StepsError::Backwards { from: 9, to: 3, .. }
        ));
        let backwards = backwards.say();
        assert!(
            backwards.contains('9') && backwards.contains('3'),
            "{backwards}"
        );
        let long = parse_steps("0..5000", 6000).unwrap_err();
        assert_eq!(
            long,
            StepsError::TooManyFrames {
                frames: 5001,
                most: 5000
            }
        );
        let long = long.say();
        assert!(long.contains("5,001") && long.contains("5,000"), "{long}");
        assert_eq!(parse_steps("0..4999", 6000), Ok((0, 4999)));
    }
}
