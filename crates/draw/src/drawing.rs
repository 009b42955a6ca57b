//! How a step of a search is drawn as a picture, the same for `gametree render` (one step as
//! SVG or PNG, several as an animated GIF) and the app's Save picture and Save animation: a
//! slide, or the app's canvas at a window size; in the slide's, the window's or the
//! presentation palette; the windows on edges or not; an algorithm's listing beside it, the
//! lines the step runs lit, or not.

use crate::scene::{Scene, Style};
use crate::slide::SlideFrame;
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
    kind: Kind,
    style: Style,
    code: Option<Listing>,
}

/// A slide, or the window's canvas.
enum Kind {
    /// A slide on the frame every slide of the search shares (sized for the whole search, or
    /// for the steps an animation shows, see [`Drawing::for_steps`]).
    Slide(SlideFrame),
    /// The app's canvas in a window of this size.
    Canvas([f32; 2]),
    /// A canvas of exactly this size (the one a window shows now).
    CanvasOf([f32; 2]),
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
        let kind = match size {
            Some(window) => Kind::Canvas(window),
            None => Kind::Slide(SlideFrame::new(&trace, 0..=trace.event_count())),
        };
        Ok(Drawing {
            trace,
            kind,
            style,
            code,
        })
    }

    /// The drawing of `trace` on a canvas of exactly `canvas` pixels (the one the app's
    /// window shows now, in whatever arrangement), in the window's style or the presentation
    /// palette as `marks` say, the listing beside it if asked.
    pub fn canvas_of(
        trace: std::sync::Arc<Trace>,
        canvas: [f32; 2],
        marks: &Marks<'_>,
    ) -> Result<Drawing, DrawingError> {
        let mut d = Drawing::new(trace, Some(canvas), marks)?;
        d.kind = Kind::CanvasOf(canvas);
        Ok(d)
    }

    /// The drawing of steps `steps` only: a slide keeps room for the longest sentence of
    /// those steps (not of the whole search), so an animation's frames fit them closely.
    pub fn for_steps(mut self, steps: std::ops::RangeInclusive<usize>) -> Drawing {
        if let Kind::Slide(_) = self.kind {
            self.kind = Kind::Slide(SlideFrame::new(&self.trace, steps));
        }
        self
    }

    /// Step `step`'s picture.
    pub fn scene(&self, step: usize) -> Scene {
        let scene = match &self.kind {
            Kind::Canvas(window) => {
                crate::canvas::canvas_scene(&self.trace, step, *window, &self.style)
            }
            Kind::CanvasOf(canvas) => {
                crate::canvas::canvas_scene_sized(&self.trace, step, *canvas, &self.style)
            }
            Kind::Slide(frame) => frame.scene(&self.trace, step, self.style),
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
