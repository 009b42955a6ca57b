//! "Save animation…" in the export section (issue 37, item 3): the steps chosen (shared with
//! the embed code), at their speed, as an animated GIF of the tree's canvas — as this window
//! shows it now, or as a 1280×720 or 1920×1080 window does — or of slides (title, step and
//! sentence above the tree), each frame the picture `gametree render --steps A..B [--size WxH]`
//! draws for its step (the same [`Drawing`]: the presentation palette in presentation mode,
//! the windows on edges when the view shows them, the listing when the Code panel is open).
//! It is made piece by piece with a progress bar and Cancel: on the desktop in a thread (each
//! frame drawn by resvg), written to the file chosen whole or not at all; on the web between
//! the page's frames, each frame's SVG drawn by the browser (`web_raster.rs`) while the
//! page goes on, then downloaded.

use crate::App;
use crate::error::AppError;
#[cfg(not(target_arch = "wasm32"))]
use crate::file_dialog::{Answer, FileDialog, Purpose};
use egui::Ui;
use gametree_draw::animation::{Progress, SceneOf};
use gametree_draw::drawing::{Drawing, Marks};
use gametree_teach::Say;
use gametree_teach::t;

/// What the frames show: the tree's canvas (as this window shows it now, or as a window of a
/// given size does: `render --size WxH`, beside the listing when the Code panel is open), or
/// slides with the title, the step and its sentence (as `render --steps` draws them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GifSize {
    /// The canvas exactly as this window shows it now (in presentation mode too).
    #[default]
    Window,
    /// The canvas of a 1280×720 window, a projector's.
    Hd,
    /// The canvas of a 1920×1080 window.
    FullHd,
    /// Slides: the title, the step and its sentence above the tree (a game's 1280×720).
    Slides,
}

impl GifSize {
    /// Every choice, in the menu's order.
    pub const ALL: [GifSize; 4] = [
        GifSize::Window,
        GifSize::Hd,
        GifSize::FullHd,
        GifSize::Slides,
    ];

    /// The window size a preset's canvas is drawn for.
    fn window(self) -> Option<[f32; 2]> {
        match self {
            GifSize::Hd => Some([1280.0, 720.0]),
            GifSize::FullHd => Some([1920.0, 1080.0]),
            GifSize::Window | GifSize::Slides => None,
        }
    }

    /// How the menu says it, `canvas` being the canvas this window shows now.
    fn label(self, canvas: [f32; 2]) -> String {
        match (self, self.window()) {
            (_, Some([w, h])) => {
                t!("viewer-animation-size-preset", w = w as u32, h = h as u32)
            }
            (GifSize::Slides, None) => t!("viewer-animation-size-slides"),
            _ => t!(
                "viewer-animation-size-window",
                w = canvas[0].round() as u32,
                h = canvas[1].round() as u32
            ),
        }
    }
}

/// The animation section's state: the size chosen, the one being made, the last outcome.
#[derive(Default)]
pub struct AnimationExport {
    /// The size of the next animation.
    pub size: GifSize,
    /// The animation being made, if any.
    pub job: Option<Job>,
    /// "Saved FILE (N frames)", "cancelled" (Ok) or why it failed (Err).
    pub message: Option<Result<String, AppError>>,
    /// The "Save animation…" dialog, while open.
    #[cfg(not(target_arch = "wasm32"))]
    pub dialog: Option<FileDialog>,
    /// Where the last animation was saved: the dialog opens there next time.
    #[cfg(not(target_arch = "wasm32"))]
    pub folder: Option<std::path::PathBuf>,
}

/// An animation being made: how far it is, and how to stop it.
pub struct Job {
    /// Its file's name (desktop: the path chosen; web: the download's name).
    pub name: String,
    /// How many frames it has.
    pub frames: usize,
    running: Running,
}

/// Desktop: a thread writes the file; it reports its progress and reads Cancel.
#[cfg(not(target_arch = "wasm32"))]
struct Running {
    done: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    total: usize,
    cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
    result: std::sync::mpsc::Receiver<Result<bool, gametree_engine::files::PictureError>>,
}

/// Web: the animation, made into memory a few pieces each frame.
#[cfg(target_arch = "wasm32")]
struct Running {
    /// Until it is finished (then its bytes are downloaded).
    animation: Option<gametree_draw::animation::Animation<Vec<u8>>>,
    cancelled: bool,
    /// The frame the browser is drawing for the next piece.
    frame: std::rc::Rc<std::cell::RefCell<Frame>>,
    /// Woken when the browser has drawn it.
    ctx: egui::Context,
}

/// Web: the pixels of the frame the next piece needs, drawn by the browser between frames.
#[cfg(target_arch = "wasm32")]
#[derive(Default)]
enum Frame {
    /// Not asked for yet.
    #[default]
    Idle,
    /// Being drawn.
    Drawing,
    /// Drawn (or refused).
    Drawn(Result<gametree_draw::animation::Raster, gametree_engine::files::PngError>),
}

/// How an animation ended.
pub enum Ended {
    /// Written (desktop) or handed to the browser (web).
    Made,
    /// Stopped by Cancel: nothing written.
    Cancelled,
    /// Failed: why.
    Failed(AppError),
}

impl Job {
    /// Starts animating steps `steps` of `drawing` at `fps` into `name`.
    #[cfg(not(target_arch = "wasm32"))]
    fn start(
        drawing: Drawing,
        steps: (usize, usize),
        fps: f64,
        name: String,
        ctx: &egui::Context,
        lang: gametree_teach::i18n::Lang,
    ) -> Job {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        let frames = steps.1 - steps.0 + 1;
        let done = Arc::new(AtomicUsize::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (tell, result) = std::sync::mpsc::channel();
        let (seen, stop, ctx, path) = (
            done.clone(),
            cancel.clone(),
            ctx.clone(),
            std::path::PathBuf::from(&name),
        );
        std::thread::spawn(move || {
            // The frames' sentences in the app's language.
            gametree_teach::i18n::set_thread_lang(Some(lang));
            let scene_of: SceneOf = Box::new(move |k| drawing.scene(k));
            let keep_going = |p: Progress| {
                seen.store(p.done, Ordering::Relaxed);
                ctx.request_repaint();
                !stop.load(Ordering::Relaxed)
            };
            let written =
                gametree_draw::animation::write_file(scene_of, steps, fps, &path, keep_going);
            let _ = tell.send(written);
            ctx.request_repaint();
        });
        Job {
            name,
            frames,
            running: Running {
                done,
                total: 2 * frames,
                cancel,
                result,
            },
        }
    }

    /// Starts animating steps `steps` of `drawing` at `fps`, to download as `name`.
    #[cfg(target_arch = "wasm32")]
    fn start(
        drawing: Drawing,
        steps: (usize, usize),
        fps: f64,
        name: String,
        ctx: &egui::Context,
    ) -> Result<Job, AppError> {
        let scene_of: SceneOf = Box::new(move |k| drawing.scene(k));
        let animation = gametree_draw::animation::Animation::new(
            scene_of,
            steps,
            fps,
            Vec::new(),
            std::path::Path::new(&name),
        )?;
        Ok(Job {
            name,
            frames: steps.1 - steps.0 + 1,
            running: Running {
                animation: Some(animation),
                cancelled: false,
                frame: std::rc::Rc::default(),
                ctx: ctx.clone(),
            },
        })
    }

    /// How far it is.
    pub fn progress(&self) -> Progress {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let done = self.running.done.load(std::sync::atomic::Ordering::Relaxed);
            Progress {
                done: done.min(self.running.total),
                total: self.running.total,
            }
        }
        #[cfg(target_arch = "wasm32")]
        match &self.running.animation {
            Some(a) => a.progress(),
            None => Progress {
                done: 2 * self.frames,
                total: 2 * self.frames,
            },
        }
    }

    /// Frames written so far (the first half of the work looks at each step's scene).
    pub fn frames_written(&self) -> usize {
        self.progress().done.saturating_sub(self.frames)
    }

    /// Asks it to stop; [`Job::poll`] says when it has (the file stays as it was).
    pub fn cancel(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        self.running
            .cancel
            .store(true, std::sync::atomic::Ordering::Relaxed);
        #[cfg(target_arch = "wasm32")]
        {
            self.running.cancelled = true;
        }
    }

    /// Whether it has ended, and how (desktop: the thread said so).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn poll(&mut self) -> Option<Ended> {
        use std::sync::mpsc::TryRecvError;
        match self.running.result.try_recv() {
            Ok(Ok(true)) => Some(Ended::Made),
            Ok(Ok(false)) => Some(Ended::Cancelled),
            Ok(Err(e)) => Some(Ended::Failed(e.into())),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Ended::Failed(AppError::AnimationLost)),
        }
    }

    /// Makes a few more pieces (every scene looked at takes little; a frame written takes
    /// one frame of the page, and its pixels are drawn by the browser before it, while the page
    /// goes on), and downloads the file when the last is made.
    #[cfg(target_arch = "wasm32")]
    pub fn poll(&mut self) -> Option<Ended> {
        if self.running.cancelled {
            return Some(Ended::Cancelled);
        }
        let animation = self.running.animation.as_mut()?;
        for _ in 0..16 {
            if animation.is_done() {
                break;
            }
            let writing = animation.progress().done >= self.frames;
            let pixels = match animation.wants_pixels() {
                None => None,
                Some(scene) => {
                    let mut frame = self.running.frame.borrow_mut();
                    match std::mem::take(&mut *frame) {
                        Frame::Drawn(pixels) => Some(pixels),
                        Frame::Drawing => {
                            *frame = Frame::Drawing;
                            return None;
                        }
                        Frame::Idle => {
                            *frame = Frame::Drawing;
                            let (slot, ctx) =
                                (self.running.frame.clone(), self.running.ctx.clone());
                            let drawing = crate::web_raster::raster(scene);
                            wasm_bindgen_futures::spawn_local(async move {
                                *slot.borrow_mut() = Frame::Drawn(drawing.await);
                                ctx.request_repaint();
                            });
                            return None;
                        }
                    }
                }
            };
            let advanced = animation.advance_with(|_| {
                pixels.unwrap_or_else(|| {
                    Err(gametree_engine::files::PngError::Rasterise {
                        detail: String::new(),
                    })
                })
            });
            if let Err(e) = advanced {
                return Some(Ended::Failed(e.into()));
            }
            if writing {
                break;
            }
        }
        if !animation.is_done() {
            return None;
        }
        let bytes = self
            .running
            .animation
            .take()
            .and_then(|a| a.finish())
            .unwrap_or_default();
        Some(
            match crate::web_files::download(&self.name, "image/gif", &bytes) {
                Ok(()) => Ended::Made,
                Err(e) => Ended::Failed(e),
            },
        )
    }
}

/// The name an animation of steps `from` to `to` is offered under.
pub fn default_name(from: usize, to: usize) -> String {
    format!("gametree-steps-{from}-{to}.gif")
}

impl App {
    /// Each frame: how the animation being made is doing; its end said in the section.
    pub(crate) fn poll_animation(&mut self) {
        let Some(job) = &mut self.animation.job else {
            return;
        };
        let Some(ended) = job.poll() else {
            return;
        };
        let frames = job.frames;
        let name = job.name.clone();
        self.animation.job = None;
        self.animation.message = Some(match ended {
            #[cfg(not(target_arch = "wasm32"))]
            Ended::Made => Ok(t!(
                "viewer-animation-saved",
                path = crate::export_panel::shown(std::path::Path::new(&name)),
                frames = frames
            )),
            #[cfg(target_arch = "wasm32")]
            Ended::Made => Ok(t!(
                "viewer-animation-downloaded",
                name = name.as_str(),
                frames = frames
            )),
            Ended::Cancelled => Ok(t!("viewer-animation-cancelled")),
            Ended::Failed(why) => Err(why),
        });
    }

    /// The export section's animation: the size, "Save animation…" (with the steps and speed
    /// the section shows above it), and while one is made, its progress and Cancel.
    pub(crate) fn animation_ui(&mut self, ui: &mut Ui) {
        if self.loaded.is_none() {
            return;
        }
        let canvas = self.canvas_shown(ui.ctx());
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("viewer-animation-size"));
            let size = &mut self.animation.size;
            egui::ComboBox::from_id_salt("animation-size")
                .selected_text(size.label(canvas))
                .show_ui(ui, |ui| {
                    for s in GifSize::ALL {
                        ui.selectable_value(size, s, s.label(canvas));
                    }
                })
                .response
                .labelled_by(l.id);
        });
        let range = self.export.range;
        if let Some(job) = &mut self.animation.job {
            let p = job.progress();
            let shown = egui::ProgressBar::new(p.done as f32 / p.total.max(1) as f32).text(t!(
                "viewer-animation-making",
                done = job.frames_written(),
                frames = job.frames
            ));
            ui.add(shown);
            if ui.button(t!("viewer-animation-cancel")).clicked() {
                job.cancel();
            }
            ui.ctx().request_repaint();
        } else {
            let frames = range.to - range.from + 1;
            let save = ui.button(t!("viewer-animation-save")).on_hover_text(t!(
                "viewer-animation-save-tip",
                from = range.from,
                to = range.to,
                frames = frames,
                speed = range.speed.0
            ));
            if save.clicked() {
                self.ask_animation(ui.ctx());
            }
        }
        match &self.animation.message {
            Some(Ok(m)) => {
                ui.label(m);
            }
            Some(Err(e)) => {
                ui.colored_label(crate::toolkit::error_colour(ui), e.say());
            }
            None => {}
        }
    }

    /// Save animation… (the button, or Ctrl+Shift+S): on the desktop the dialog to choose the
    /// file, on the web the download at once; nothing while one is being made.
    pub fn ask_animation(&mut self, ctx: &egui::Context) {
        let Some(loaded) = &self.loaded else {
            return;
        };
        if self.animation.job.is_some() {
            return;
        }
        self.export.range.follow(&loaded.playback);
        let range = self.export.range;
        let name = default_name(range.from, range.to);
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = ctx;
            // Where the last animation went, else beside the picture's name.
            let picture = std::path::PathBuf::from(self.export.path.trim());
            let dir = self.animation.folder.clone().or_else(|| {
                std::path::absolute(&picture)
                    .ok()
                    .and_then(|p| p.parent().map(std::path::Path::to_path_buf))
            });
            self.animation.dialog = Some(FileDialog::new(
                Purpose::Save,
                &t!("viewer-animation-dialog-title"),
                &["gif"],
                dir.as_deref(),
                &name,
            ));
        }
        #[cfg(target_arch = "wasm32")]
        self.start_animation(ctx, name);
    }

    /// Each frame in the stepper, wherever the export section is: Ctrl+Shift+S and the
    /// dialog (desktop).
    pub(crate) fn animation_keys(&mut self, ui: &Ui) {
        if ui.input_mut(|i| {
            i.consume_shortcut(&crate::keys::shortcut(crate::keys::Action::SaveAnimation))
        }) {
            self.ask_animation(ui.ctx());
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(dialog) = &mut self.animation.dialog
            && let Some(answer) = dialog.show(ui.ctx())
        {
            self.animation.dialog = None;
            if let Answer::Chosen(path) = answer {
                self.animation.folder = path.parent().map(std::path::Path::to_path_buf);
                self.start_animation(ui.ctx(), path.display().to_string());
            }
        }
    }

    /// The tree's canvas as the window shows it now (before the first frame: as a window of
    /// this size opens it).
    fn canvas_shown(&self, ctx: &egui::Context) -> [f32; 2] {
        match self.drawn.canvas.or(self.drawn.last_canvas) {
            Some(r) => [r.width().round(), r.height().round()],
            None => gametree_draw::canvas::canvas_size(ctx.content_rect().size().into()),
        }
    }

    /// The drawing of this search's frames as the section asks: the canvas or the slides
    /// chosen, the presentation palette in presentation mode, the windows on edges when
    /// shown, the listing when the Code panel is open.
    pub fn animation_drawing(&self, window: [f32; 2]) -> Result<Drawing, AppError> {
        let loaded = self.loaded.as_ref().ok_or(AppError::ChooseScenario)?;
        let presentation = self.toolkit.settings.settings.presentation;
        let arrangement = crate::layout::Arrangement::of(window[0], presentation);
        let code = self
            .panels
            .shown(arrangement)
            .code
            .then(|| self.code().lang.code());
        let marks = Marks {
            code,
            edge_windows: loaded.options.edge_windows,
            presentation,
        };
        let trace = loaded.trace().clone();
        let range = self.export.range;
        Ok(match (self.animation.size, self.animation.size.window()) {
            (_, Some(preset)) => Drawing::new(trace, Some(preset), &marks)?,
            (GifSize::Slides, None) => {
                Drawing::new(trace, None, &marks)?.for_steps(range.from..=range.to.max(range.from))
            }
            _ => {
                let canvas = match self.drawn.canvas.or(self.drawn.last_canvas) {
                    Some(r) => [r.width().round(), r.height().round()],
                    None => gametree_draw::canvas::canvas_size(window),
                };
                Drawing::canvas_of(trace, canvas, &marks)?
            }
        })
    }

    /// Starts making the animation of the steps chosen into `name`.
    pub fn start_animation(&mut self, ctx: &egui::Context, name: String) {
        let window: [f32; 2] = ctx.content_rect().size().into();
        let range = self.export.range;
        let steps = (range.from, range.to.max(range.from));
        let fps = f64::from(range.speed.0);
        self.animation.message = None;
        let drawing = match self.animation_drawing(window) {
            Ok(d) => d,
            Err(e) => {
                self.animation.message = Some(Err(e));
                return;
            }
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.animation.job = Some(Job::start(drawing, steps, fps, name, ctx, self.lang()));
        }
        #[cfg(target_arch = "wasm32")]
        match Job::start(drawing, steps, fps, name, ctx) {
            Ok(job) => self.animation.job = Some(job),
            Err(e) => self.animation.message = Some(Err(e)),
        }
        ctx.request_repaint();
    }
}
