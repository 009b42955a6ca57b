//! The encoder: an [`Animation`] planned step by step, then written frame by frame, each
//! frame's pixels drawn by the caller's rasteriser ([`Animation::advance_with`]) or, with the
//! `png` feature, by resvg ([`Animation::advance`]).

use super::frames::{self, Screen, count_colours, count_pixels, patch};
use super::palette::{Palette, Rgb, TRANSPARENT};
use super::raster::Raster;
use super::{LAST_FRAME_HOLD, MAX_FRAMES, Progress, SceneOf, delay_of};
use crate::mark::PICTURE_MARK;
use crate::scene::Scene;
use gametree_engine::files::{PictureError, PngError, WriteError};
use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};

/// An animation being made: the steps, how fast, and where it goes.
pub struct Animation<W: Write> {
    scene_of: SceneOf,
    first: usize,
    last: usize,
    /// Hundredths of a second each frame but the last stays.
    delay: u16,
    /// The file written (errors name it).
    path: PathBuf,
    stage: Stage<W>,
    /// The scene whose pixels the next piece needs, once [`Animation::wants_pixels`] built it
    /// (kept for that piece, so a scene is built once).
    wanted: Option<(usize, Scene)>,
}

/// Where an animation is.
enum Stage<W: Write> {
    /// Building each step's scene for its size and colours (and drawing the first and the
    /// last step, whose pixels choose the palette); `next` is the step to look at.
    Planning { next: usize, plan: Plan, out: W },
    /// Writing frames; `next` is the step to draw.
    Encoding(Box<Encoding<W>>),
    /// Written whole (or failed and given up).
    Done(Option<W>),
}

/// What the first pass learns: the largest frame, the scenes' colours, the pixels of the
/// first and last frames, and the first frame itself (written first).
#[derive(Default)]
struct Plan {
    size: [u32; 2],
    colours: BTreeMap<Rgb, u64>,
    pixels: HashMap<Rgb, u64>,
    first: Option<(Raster, Rgb)>,
}

/// The encoder and the screen as the last frame left it.
struct Encoding<W: Write> {
    encoder: gif::Encoder<W>,
    palette: Palette,
    before: Screen,
    now: Screen,
    next: usize,
    /// The first frame, drawn already to choose the palette.
    first: Option<(Raster, Rgb)>,
}

impl<W: Write> Animation<W> {
    /// An animation of steps `first..=last` (`first` ≤ `last`), drawn by `scene_of`, `fps`
    /// frames a second (held to [`MIN_FPS`](super::MIN_FPS)..=[`MAX_FPS`](super::MAX_FPS); the last frame stays
    /// [`LAST_FRAME_HOLD`]), written to `out`, which is the file `path` (for errors). More than
    /// [`MAX_FRAMES`] frames are refused.
    pub fn new(
        scene_of: SceneOf,
        (first, last): (usize, usize),
        fps: f64,
        out: W,
        path: &Path,
    ) -> Result<Self, PictureError> {
        let last = last.max(first);
        let frames = last - first + 1;
        if frames > MAX_FRAMES {
            return Err(PictureError::TooManyFrames {
                frames,
                most: MAX_FRAMES,
            });
        }
        Ok(Animation {
            scene_of,
            first,
            last,
            delay: delay_of(fps),
            path: path.to_path_buf(),
            stage: Stage::Planning {
                next: first,
                plan: Plan::default(),
                out,
            },
            wanted: None,
        })
    }

    /// How many frames it has.
    pub fn frames(&self) -> usize {
        self.last - self.first + 1
    }

    /// How far it is.
    pub fn progress(&self) -> Progress {
        let frames = self.frames();
        let done = match &self.stage {
            Stage::Planning { next, .. } => next - self.first,
            Stage::Encoding(e) => frames + (e.next - self.first),
            Stage::Done(_) => 2 * frames,
        };
        Progress {
            done,
            total: 2 * frames,
        }
    }

    /// Whether every frame is written.
    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done(_))
    }

    /// The step whose pixels the next piece of work needs, if it needs any: the first and the
    /// last step while planning (they choose the palette), every frame but the first (drawn
    /// already) while writing.
    fn pixels_for(&self) -> Option<usize> {
        match &self.stage {
            Stage::Planning { next, .. } => {
                (*next == self.first || *next == self.last).then_some(*next)
            }
            Stage::Encoding(e) => e.first.is_none().then_some(e.next),
            Stage::Done(_) => None,
        }
    }

    /// The scene the next piece of work needs drawn as pixels, if it needs any: what a
    /// rasteriser that cannot answer at once (the browser's) draws before
    /// [`Animation::advance_with`] is called with those pixels. The scene is kept for that
    /// piece, so it is built once.
    pub fn wants_pixels(&mut self) -> Option<&Scene> {
        let step = self.pixels_for()?;
        if self.wanted.as_ref().is_none_or(|(k, _)| *k != step) {
            self.wanted = Some((step, (self.scene_of)(step)));
        }
        self.wanted.as_ref().map(|(_, scene)| scene)
    }

    /// Step `step`'s scene: the one kept by [`Animation::wants_pixels`], else built now.
    fn scene_at(&mut self, step: usize) -> Scene {
        match self.wanted.take() {
            Some((k, scene)) if k == step => scene,
            _ => (self.scene_of)(step),
        }
    }

    /// Does the next piece of work: looks at one step's scene, or writes one frame (the first
    /// of them also chooses the palette and writes the file's start). `rasterise` draws the
    /// scene's pixels when the piece needs them ([`Animation::wants_pixels`]); it is called at
    /// most once.
    pub fn advance_with(
        &mut self,
        rasterise: impl FnOnce(&Scene) -> Result<Raster, PngError>,
    ) -> Result<(), PictureError> {
        let stage = std::mem::replace(&mut self.stage, Stage::Done(None));
        self.stage = match stage {
            Stage::Planning {
                next,
                mut plan,
                out,
            } => {
                let scene = self.scene_at(next);
                plan.size[0] = plan.size[0].max(scene.size[0].ceil() as u32);
                plan.size[1] = plan.size[1].max(scene.size[1].ceil() as u32);
                count_colours(&scene, &mut plan.colours);
                if next == self.first || next == self.last {
                    let raster = self.drawn(&scene, rasterise)?;
                    let background = frames::background(&scene);
                    count_pixels(&raster, background, &mut plan.pixels);
                    if next == self.first {
                        plan.first = Some((raster, background));
                    }
                }
                if next < self.last {
                    Stage::Planning {
                        next: next + 1,
                        plan,
                        out,
                    }
                } else {
                    Stage::Encoding(Box::new(self.start(plan, out)?))
                }
            }
            Stage::Encoding(mut e) => {
                self.write_frame(&mut e, rasterise)?;
                e.next += 1;
                if e.next > self.last {
                    Stage::Done(Some(e.encoder.into_inner().map_err(|x| self.gif_error(x))?))
                } else {
                    Stage::Encoding(e)
                }
            }
            done @ Stage::Done(_) => done,
        };
        Ok(())
    }

    /// Does the next piece of work, drawing the pixels it needs with resvg.
    #[cfg(feature = "png")]
    pub fn advance(&mut self) -> Result<(), PictureError> {
        self.advance_with(crate::png::scene_to_raster)
    }

    /// Works to the end, drawing with resvg and asking `keep_going` with the progress before
    /// each piece: `Ok(None)` when it says no (cancelled), else the writer with the whole
    /// animation in it.
    #[cfg(feature = "png")]
    pub fn run(
        mut self,
        mut keep_going: impl FnMut(Progress) -> bool,
    ) -> Result<Option<W>, PictureError> {
        while !self.is_done() {
            if !keep_going(self.progress()) {
                return Ok(None);
            }
            self.advance()?;
        }
        Ok(self.finish())
    }

    /// The writer, once every frame is written.
    pub fn finish(self) -> Option<W> {
        match self.stage {
            Stage::Done(out) => out,
            _ => None,
        }
    }

    /// Chooses the palette from the scenes' colours and the first and last frames' pixels,
    /// and writes the file's start: screen, palette, loop, mark.
    fn start(&self, plan: Plan, out: W) -> Result<Encoding<W>, PictureError> {
        let Plan {
            size,
            colours,
            pixels,
            first,
        } = plan;
        let background = first.as_ref().map_or([255; 3], |(_, bg)| *bg);
        let palette = Palette::build(background, &colours, &pixels);
        let size = [
            size[0].clamp(1, u32::from(u16::MAX)) as u16,
            size[1].clamp(1, u32::from(u16::MAX)) as u16,
        ];
        let gif_error = |e| self.gif_error(e);
        let mut encoder =
            gif::Encoder::new(out, size[0], size[1], &palette.table()).map_err(gif_error)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(gif_error)?;
        encoder
            .write_raw_extension(gif::AnyExtension(0xFE), &[PICTURE_MARK.as_bytes()])
            .map_err(gif_error)?;
        Ok(Encoding {
            encoder,
            palette,
            before: Screen::new(size),
            now: Screen::new(size),
            next: self.first,
            first,
        })
    }

    /// `scene`'s pixels drawn by `rasterise`; its failure names the file.
    fn drawn(
        &self,
        scene: &Scene,
        rasterise: impl FnOnce(&Scene) -> Result<Raster, PngError>,
    ) -> Result<Raster, PictureError> {
        rasterise(scene).map_err(|problem| PictureError::Png {
            path: self.path.clone(),
            problem,
        })
    }

    /// Draws step `e.next` and writes it: whole for the first frame, else what changed.
    fn write_frame(
        &mut self,
        e: &mut Encoding<W>,
        rasterise: impl FnOnce(&Scene) -> Result<Raster, PngError>,
    ) -> Result<(), PictureError> {
        let (raster, background) = match e.first.take() {
            Some(drawn) => drawn,
            None => {
                let scene = self.scene_at(e.next);
                (self.drawn(&scene, rasterise)?, frames::background(&scene))
            }
        };
        e.now.draw(&raster, background, &mut e.palette);
        let delay = if e.next == self.last {
            LAST_FRAME_HOLD
        } else {
            self.delay
        };
        let frame = if e.next == self.first {
            gif::Frame {
                width: e.now.size[0],
                height: e.now.size[1],
                buffer: std::borrow::Cow::Borrowed(&e.now.indices),
                delay,
                dispose: gif::DisposalMethod::Keep,
                ..gif::Frame::default()
            }
        } else {
            let p = patch(&e.before, &e.now);
            gif::Frame {
                left: p.at[0],
                top: p.at[1],
                width: p.size[0],
                height: p.size[1],
                buffer: std::borrow::Cow::Owned(p.indices),
                delay,
                dispose: gif::DisposalMethod::Keep,
                transparent: Some(TRANSPARENT),
                ..gif::Frame::default()
            }
        };
        e.encoder
            .write_frame(&frame)
            .map_err(|x| self.gif_error(x))?;
        std::mem::swap(&mut e.before, &mut e.now);
        Ok(())
    }

    /// The encoder's error as the program's: a failed write names the file.
    fn gif_error(&self, e: gif::EncodingError) -> PictureError {
        match e {
            gif::EncodingError::Io(source) => PictureError::Write(WriteError::Io {
                path: self.path.clone(),
                step: gametree_engine::files::WriteStep::Write,
                source,
            }),
            other => PictureError::Gif {
                path: self.path.clone(),
                detail: other.to_string(),
            },
        }
    }
}

/// Writes steps `steps` drawn by `scene_of` (rasterised by resvg) to the file `out` as an
/// animated GIF, `fps` frames
/// a second, asking `keep_going` before each piece of work. The name must end in `.gif`; a
/// file already there is replaced only when this program wrote it, through a link only onto
/// such a file ([`crate::picture::may_replace`]); it is replaced whole when the last frame is
/// written, and stays as it was on an error or when `keep_going` says no (then `Ok(false)`).
#[cfg(feature = "png")]
pub fn write_file(
    scene_of: SceneOf,
    steps: (usize, usize),
    fps: f64,
    out: &Path,
    keep_going: impl FnMut(Progress) -> bool,
) -> Result<bool, PictureError> {
    gametree_engine::files::check_animation_name(out)?;
    crate::picture::may_replace(out)?;
    let file = gametree_engine::files::AtomicFile::create(out)?;
    match Animation::new(scene_of, steps, fps, file, out)?.run(keep_going)? {
        Some(file) => {
            file.commit()?;
            Ok(true)
        }
        None => Ok(false),
    }
}
