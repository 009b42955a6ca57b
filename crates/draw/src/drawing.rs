//! How a step of a search is drawn as a picture, the same for `gametree render` (one step as
//! SVG or PNG, several as an animated GIF) and the app's Save picture and Save animation: a
//! slide, or the app's canvas at a window size; in the slide's, the window's or the
//! presentation palette; the windows on edges or not; an algorithm's listing beside it, the
//! lines the step runs lit, or not.

use crate::scene::{Scene, Style};
use gametree_engine::trace::Trace;
use gametree_engine::trace::code_lines::CodeLines;
use gametree_teach::listings::{CodeLang, ShownLine, line_index, listing, shown};
use gametree_teach::{Say, t};

/// What a picture adds beyond the tree, and how it is coloured (`render`'s flags).
pub struct Marks<'a> {
    /// The listing drawn beside the tree (`--code`).
    pub code: Option<&'a str>,
    /// The window passed down each edge (`--edge-windows`).
    pub edge_windows: bool,
    /// The app's presentation palette (`--presentation`; a slide always has it).
    pub presentation: bool,
}

/// How `render` draws a step of one search: a slide, or the window's canvas at a window size;
/// in the slide's, the window's or the presentation palette; with a listing beside it or not.
/// One picture and every frame of an animation are drawn by [`Drawing::scene`].
pub struct Drawing {
    /// The search drawn.
    pub trace: std::sync::Arc<Trace>,
    size: Option<[f32; 2]>,
    style: Style,
    code: Option<Listing>,
}

/// Why a drawing cannot be made: the listing asked for is one the search has none of (an
/// algorithm without a listing). Worded by [`Say`] where it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawingError {
    /// No listing of this search in the language asked for.
    NoListing,
}

impl Say for DrawingError {
    fn say(&self) -> String {
        match self {
            DrawingError::NoListing => t!("code-no-listing"),
        }
    }
}

/// A listing to draw beside the tree, and the lines each step runs.
struct Listing {
    code: CodeLang,
    shown: Vec<ShownLine>,
    lines: CodeLines,
}

impl Drawing {
    /// The drawing of `trace` asked for by `size` and `marks`; a listing the search has none
    /// of is refused.
    pub fn new(
        trace: std::sync::Arc<Trace>,
        size: Option<[f32; 2]>,
        marks: &Marks<'_>,
    ) -> Result<Drawing, DrawingError> {
        let base = if size.is_none() || marks.presentation {
            Style::slide()
        } else {
            Style::default()
        };
        let style = Style {
            edge_windows: marks.edge_windows,
            ..base
        };
        let code = match marks.code.and_then(CodeLang::from_code) {
            Some(code) => {
                let src = listing(&trace.config, code).ok_or(DrawingError::NoListing)?;
                Some(Listing {
                    code,
                    shown: shown(&src, code, gametree_teach::i18n::lang()),
                    lines: CodeLines::of(&trace, code.style()),
                })
            }
            None => None,
        };
        Ok(Drawing {
            trace,
            size,
            style,
            code,
        })
    }

    /// Step `step`'s picture.
    pub fn scene(&self, step: usize) -> Scene {
        let scene = match self.size {
            None => crate::slide::slide_scene_in(&self.trace, step, self.style),
            Some(window) => crate::canvas::canvas_scene(&self.trace, step, window, &self.style),
        };
        match &self.code {
            Some(listing) => listing.beside(scene, &self.trace, step),
            None => scene,
        }
    }
}

impl Listing {
    /// `scene` with the listing beside it, the lines of step `step` lit.
    fn beside(&self, scene: Scene, trace: &Trace, step: usize) -> Scene {
        use crate::code_side::{CodeRow, Lit, with_code};
        let lit: Vec<usize> = self
            .lines
            .running(step)
            .map(|(at, _)| {
                at.iter()
                    .filter_map(|&(l, n)| line_index(&self.shown, l, trace.node(n).player))
                    .collect()
            })
            .unwrap_or_default();
        let rows: Vec<CodeRow> = self
            .shown
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
        with_code(scene, &code_title(self.code), &rows)
    }
}

/// The listing's heading: "Code — AIMA".
fn code_title(code: CodeLang) -> String {
    let name = gametree_teach::listings::lang_name(code);
    format!("{} — {name}", t!("code-title"))
}
