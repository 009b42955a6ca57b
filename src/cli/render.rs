//! `gametree render`: one step of a search drawn as a picture (SVG or PNG by the file's name),
//! the stepper's picture, for any of the six algorithms (MCTS: 4 steps per iteration, one per
//! phase). A tree file is never overwritten by its own picture. With `--size WxH` the picture
//! is the app's tree canvas at that window size instead of a slide
//! ([`crate::draw::canvas::canvas_scene`], the scene the window draws). With `--code LANG` the
//! algorithm's listing stands beside the tree, the lines the step runs lit (issue 27).

use super::errors::scenario_words;
use super::flags::ScenarioArgs;
use super::output::{Stop, raw_error_line};
use crate::t;
use crate::teach::Say;
use crate::teach::listings::{CodeLang, line_index, listing, shown};
use crate::trace::Trace;
use crate::trace::code_lines::CodeLines;
use std::path::Path;

/// What `render` adds to the picture beyond the tree.
pub struct Marks<'a> {
    /// The listing drawn beside the tree (`--code`).
    pub code: Option<&'a str>,
    /// The window passed down each edge (`--edge-windows`).
    pub edge_windows: bool,
}

/// `render`: searches the flags' scenario and writes step `step` to `out`: as a slide, or as
/// the window's canvas at window size `size`; with `marks.code`, that listing beside it.
/// `--edge-windows` for a search without windows is a usage error (exit 2).
pub fn run(
    args: &ScenarioArgs,
    step: &str,
    out: &Path,
    size: Option<[f32; 2]>,
    marks: Marks<'_>,
) -> Result<(), Stop> {
    use crate::draw::scene::Style;
    if let Some(tree) = args.tree()
        && same_file(&tree, out)
    {
        return Err(t!("cli-out-is-tree", path = out.display().to_string()).into());
    }
    // A link onto a file that is not our picture is refused before the search, not after.
    crate::draw::picture::may_write_through(out).map_err(|e| e.say())?;
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
    let trace = scenario.record(None).map_err(|e| scenario_words(&e))?;
    let step = parse_step(step, trace.event_count())?;
    let trace = std::sync::Arc::new(trace);
    crate::draw::picture::check_picture_name(out).map_err(|e| e.say())?;
    let edge_windows = marks.edge_windows;
    let mut scene = match size {
        None => {
            let style = Style {
                edge_windows,
                ..Style::slide()
            };
            crate::draw::slide::slide_scene_in(&trace, step, style)
        }
        Some(window) => {
            let style = Style {
                edge_windows,
                ..Style::default()
            };
            crate::draw::canvas::canvas_scene(&trace, step, window, &style)
        }
    };
    if let Some(code) = marks.code.and_then(CodeLang::from_code) {
        scene = with_listing(scene, &trace, step, code)?;
    }
    crate::draw::picture::write_scene(&scene, out).map_err(|e| e.say().into())
}

/// `scene` with `code`'s listing of the search beside it, the lines of step `step` lit.
fn with_listing(
    scene: crate::draw::scene::Scene,
    trace: &Trace,
    step: usize,
    code: CodeLang,
) -> Result<crate::draw::scene::Scene, String> {
    use crate::draw::code_side::{CodeRow, Lit, with_code};
    let src = listing(&trace.config, code).ok_or_else(|| t!("code-no-listing"))?;
    let shown = shown(&src, code, crate::i18n::lang());
    let lines = CodeLines::of(trace, code.style());
    let lit: Vec<usize> = lines
        .running(step)
        .map(|(at, _)| {
            at.iter()
                .filter_map(|&(l, n)| line_index(&shown, l, trace.node(n).player))
                .collect()
        })
        .unwrap_or_default();
    let rows: Vec<CodeRow> = shown
        .iter()
        .enumerate()
        .map(|(i, l)| CodeRow {
            text: l.text.clone(),
            lit: match lit.iter().position(|&j| j == i) {
                Some(_) if lit.last() == Some(&i) => Lit::Now,
                Some(_) => Lit::Before,
                None => Lit::No,
            },
        })
        .collect();
    Ok(with_code(scene, &code_title(code), &rows))
}

/// The listing's heading: "Code — AIMA".
fn code_title(code: CodeLang) -> String {
    let name = crate::teach::listings::lang_name(code);
    format!("{} — {name}", t!("code-title"))
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
