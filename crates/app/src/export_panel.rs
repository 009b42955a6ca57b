//! Export and open, in the app: save the current step as a picture (SVG or PNG, drawn by
//! `teach::slide` exactly as `gametree render` draws it), the recorded tree as DOT, the trace
//! as JSON; and open a JSON trace (from `gametree search --format json` or from here) to step
//! through it again. Every write is atomic; the result or the one-line error shows in place.

use super::error::AppError;
#[cfg(not(target_arch = "wasm32"))]
use super::file_dialog::{Answer, FileDialog, Purpose};
use super::mode::Request;
use super::state::Loaded;
use egui::{Color32, RichText, Ui};
use gametree_draw::slide;
use gametree_engine::trace::{Trace, dot, json, json_read};
use gametree_teach::Say;
use gametree_teach::t;
use gametree_teach::titles::trace_title;
use std::path::Path;
#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;
use std::sync::Arc;

/// The export section's state: the file names typed and the last outcome.
#[derive(Default)]
pub struct ExportPanel {
    /// The picture's file; empty until typed, then `gametree-step-K.png` for the current step.
    pub path: String,
    /// Whether the user typed the path (otherwise it follows the step).
    pub path_typed: bool,
    /// The JSON trace to open.
    pub open_path: String,
    /// "Saved FILE" / "Opened FILE" (Ok) or the error (Err), shown under the buttons.
    pub message: Option<Result<String, AppError>>,
    /// The steps an animation or an embedded player shows.
    pub range: crate::embed_code::StepRange,
    /// The "Save picture as…" dialog, while open.
    #[cfg(not(target_arch = "wasm32"))]
    pub save_dialog: Option<FileDialog>,
    /// Web: how the PNG the browser is drawing ended, once it has (then shown as `message`).
    #[cfg(target_arch = "wasm32")]
    pub drawn: Drawn,
}

/// Web: where a PNG drawn by the browser (a frame or so later) leaves its outcome.
#[cfg(target_arch = "wasm32")]
pub type Drawn = std::rc::Rc<std::cell::RefCell<Option<Result<String, AppError>>>>;

/// The default picture name for step `k`.
pub fn default_name(step: usize) -> String {
    format!("gametree-step-{step}.png")
}

impl ExportPanel {
    /// Reads Ctrl+S (save the picture) even when the section is scrolled away.
    pub fn shortcut(&mut self, ui: &Ui, loaded: &Loaded) {
        if ui.input_mut(|i| {
            i.consume_shortcut(&crate::keys::shortcut(crate::keys::Action::SavePicture))
        }) {
            self.follow_step(loaded);
            #[cfg(not(target_arch = "wasm32"))]
            {
                self.message = Some(save_picture(loaded, Path::new(self.path.trim())));
            }
            #[cfg(target_arch = "wasm32")]
            {
                let png = gametree_draw::picture::PictureKind::Png;
                self.download_picture(loaded, png, ui.ctx());
            }
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(done) = self.drawn.borrow_mut().take() {
            self.message = Some(done);
        }
    }

    fn follow_step(&mut self, loaded: &Loaded) {
        if !self.path_typed || self.path.trim().is_empty() {
            self.path = default_name(loaded.playback.step());
            self.path_typed = false;
        }
    }

    /// Draws the section. `loaded` is the search being viewed, if any.
    pub fn ui(&mut self, ui: &mut Ui, loaded: Option<&Loaded>) -> Option<Request> {
        let mut request = None;
        ui.heading(t!("viewer-export-heading"));
        if let Some(loaded) = loaded {
            self.follow_step(loaded);
            #[cfg(not(target_arch = "wasm32"))]
            self.save_ui(ui, loaded);
            #[cfg(target_arch = "wasm32")]
            self.download_ui(ui, loaded);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(r) = self.open_trace_ui(ui) {
            request = Some(r);
        }
        if ui
            .button(t!("viewer-open-file"))
            .on_hover_text(t!("viewer-open-file-hint"))
            .clicked()
        {
            request = Some(Request::OpenFile);
        }
        match &self.message {
            Some(Ok(m)) => {
                ui.label(m);
            }
            Some(Err(e)) => {
                ui.label(RichText::new(e.say()).color(Color32::from_rgb(200, 30, 30)));
            }
            None => {}
        }
        request
    }

    /// Desktop: the file name to save as, the three Save buttons and "Save picture as…".
    #[cfg(not(target_arch = "wasm32"))]
    fn save_ui(&mut self, ui: &mut Ui, loaded: &Loaded) {
        ui.horizontal(|ui| {
            let l = ui.label(t!("viewer-save-as"));
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.path)
                        .hint_text(t!("viewer-save-as-hint"))
                        .desired_width(ui.available_width()),
                )
                .labelled_by(l.id);
            if edit.changed() {
                self.path_typed = true;
            }
        });
        let path = PathBuf::from(self.path.trim());
        ui.horizontal_wrapped(|ui| {
            let step = loaded.playback.step();
            if ui
                .button(t!("viewer-save-picture"))
                .on_hover_text(t!("viewer-save-picture-hint", step = step))
                .clicked()
            {
                self.message = Some(save_picture(loaded, &path));
            }
            let dot_path = path.with_extension("dot");
            if ui
                .button(t!("viewer-save-dot"))
                .on_hover_text(t!(
                    "viewer-save-dot-hint",
                    path = dot_path.display().to_string()
                ))
                .clicked()
            {
                self.message = Some(save_dot(loaded.trace(), &dot_path));
            }
            let json_path = path.with_extension("json");
            if ui
                .button(t!("viewer-save-json"))
                .on_hover_text(t!(
                    "viewer-save-json-hint",
                    path = json_path.display().to_string()
                ))
                .clicked()
            {
                self.message = Some(save_json(loaded.trace(), &json_path));
            }
            if ui
                .button(t!("viewer-save-picture-as"))
                .on_hover_text(t!("viewer-save-picture-as-hint"))
                .clicked()
            {
                let dir = std::path::absolute(&path)
                    .ok()
                    .and_then(|p| p.parent().map(Path::to_path_buf));
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
                self.save_dialog = Some(FileDialog::new(
                    Purpose::Save,
                    &t!("viewer-save-picture-dialog-title"),
                    &["png", "svg"],
                    dir.as_deref(),
                    name.as_deref().unwrap_or(""),
                ));
            }
        });
        if let Some(dialog) = &mut self.save_dialog
            && let Some(answer) = dialog.show(ui.ctx())
        {
            self.save_dialog = None;
            if let Answer::Chosen(chosen) = answer {
                self.path = chosen.display().to_string();
                self.path_typed = true;
                self.message = Some(save_picture(loaded, &chosen));
            }
        }
    }

    /// Desktop: a trace file's path to type and open.
    #[cfg(not(target_arch = "wasm32"))]
    fn open_trace_ui(&mut self, ui: &mut Ui) -> Option<Request> {
        ui.horizontal(|ui| {
            let l = ui.label(t!("viewer-trace-file"));
            ui.add(
                egui::TextEdit::singleline(&mut self.open_path)
                    .hint_text("trace.json")
                    .desired_width(ui.available_width()),
            )
            .labelled_by(l.id);
        });
        if ui
            .button(t!("viewer-open-trace"))
            .on_hover_text(t!("viewer-open-trace-hint"))
            .clicked()
        {
            let path = PathBuf::from(self.open_path.trim());
            match open_trace(&path) {
                Ok(trace) => {
                    self.message = Some(Ok(t!("viewer-opened", path = path.display().to_string())));
                    return Some(Request::Show { trace, play: false });
                }
                Err(e) => self.message = Some(Err(e)),
            }
        }
        None
    }

    /// Web: each export downloads a file.
    #[cfg(target_arch = "wasm32")]
    fn download_ui(&mut self, ui: &mut Ui, loaded: &Loaded) {
        use gametree_draw::picture::PictureKind;
        let step = loaded.playback.step();
        let trace = loaded.trace();
        let base = format!("gametree-step-{step}");
        let mut done: Option<Result<String, AppError>> = None;
        ui.horizontal_wrapped(|ui| {
            for (label, kind) in [
                (t!("viewer-download-png"), PictureKind::Png),
                (t!("viewer-download-svg"), PictureKind::Svg),
            ] {
                if ui.button(label).clicked() {
                    self.download_picture(loaded, kind, ui.ctx());
                }
            }
            if ui.button(t!("viewer-download-dot")).clicked() {
                let name = format!("{base}.dot");
                let mut bytes = Vec::new();
                let written = dot::write_dot(trace, &trace_title(trace), &mut bytes);
                done = Some(download_written(
                    &name,
                    "text/vnd.graphviz",
                    written,
                    &bytes,
                ));
            }
            if ui.button(t!("viewer-download-json")).clicked() {
                let mut bytes = Vec::new();
                let written = json::write_json(trace, &trace_title(trace), &mut bytes).map(|_| ());
                let name = "gametree-trace.json";
                done = Some(download_written(name, "application/json", written, &bytes));
            }
        });
        if done.is_some() {
            self.message = done;
        }
    }
}

/// Web: downloads `bytes` as `name` once writing them went well.
#[cfg(target_arch = "wasm32")]
fn download_written(
    name: &str,
    mime: &str,
    written: std::io::Result<()>,
    bytes: &[u8],
) -> Result<String, AppError> {
    written
        .map_err(|e| AppError::Io(Arc::new(e)))
        .and_then(|()| super::web_files::download(name, mime, bytes))
        .map(|()| t!("viewer-downloaded", name = name))
}

#[cfg(target_arch = "wasm32")]
impl ExportPanel {
    /// Web: downloads this step's slide as a picture, with the program's mark: SVG at once;
    /// PNG once the browser has drawn the SVG (no rasteriser in the web module), its outcome
    /// shown a frame or so later.
    fn download_picture(
        &mut self,
        loaded: &Loaded,
        kind: gametree_draw::picture::PictureKind,
        ctx: &egui::Context,
    ) {
        use gametree_draw::mark::{Mark, with_mark};
        use gametree_draw::picture::{PictureError, PictureKind};
        let step = loaded.playback.step();
        let scene = slide_of(loaded);
        let (ext, mime) = match kind {
            PictureKind::Svg => ("svg", "image/svg+xml"),
            PictureKind::Png => ("png", "image/png"),
        };
        let name = format!("gametree-step-{step}.{ext}");
        let download = move |bytes: Vec<u8>| {
            let bytes = with_mark(bytes, kind, Mark::Picture);
            super::web_files::download(&name, mime, &bytes)
                .map(|()| t!("viewer-downloaded", name = name.as_str()))
        };
        if kind == PictureKind::Svg {
            let svg = gametree_draw::svg::scene_to_svg(&scene).into_bytes();
            self.message = Some(download(svg));
            return;
        }
        let (drawn, ctx) = (self.drawn.clone(), ctx.clone());
        let png = super::web_raster::png(&scene);
        let path = std::path::PathBuf::from(format!("gametree-step-{step}.png"));
        wasm_bindgen_futures::spawn_local(async move {
            let made = png
                .await
                .map_err(|problem| AppError::from(PictureError::Png { path, problem }))
                .and_then(download);
            *drawn.borrow_mut() = Some(made);
            ctx.request_repaint();
        });
    }
}

/// The path as the user can find it again: made absolute against the current directory.
pub(crate) fn shown(path: &Path) -> String {
    std::path::absolute(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

fn nonempty(path: &Path) -> Result<(), AppError> {
    if path.as_os_str().is_empty() {
        Err(AppError::NoFileName)
    } else {
        Ok(())
    }
}

/// The current step as a slide picture (SVG or PNG by the name), as `gametree render` draws it.
pub fn save_picture(loaded: &Loaded, path: &Path) -> Result<String, AppError> {
    nonempty(path)?;
    use gametree_draw::picture::{check_picture_name, write_scene};
    check_picture_name(path).and_then(|_| write_scene(&slide_of(loaded), path))?;
    Ok(t!("viewer-saved", path = shown(path)))
}

/// The current step's slide, with the windows on edges when the view shows them.
pub(crate) fn slide_of(loaded: &Loaded) -> gametree_draw::scene::Scene {
    let style = gametree_draw::scene::Style {
        edge_windows: loaded.options.edge_windows,
        ..gametree_draw::scene::Style::slide()
    };
    slide::slide_scene_in(loaded.trace(), loaded.playback.step(), style)
}

/// The recorded tree as a Graphviz digraph.
pub fn save_dot(trace: &Trace, path: &Path) -> Result<String, AppError> {
    write_file(path, |out| dot::write_dot(trace, &trace_title(trace), out))?;
    Ok(t!("viewer-saved", path = shown(path)))
}

/// The trace as JSON, in the shape `gametree search --format json` writes.
pub fn save_json(trace: &Trace, path: &Path) -> Result<String, AppError> {
    let detail = write_file(path, |out| {
        json::write_json(trace, &trace_title(trace), out)
    })?;
    Ok(match gametree_teach::say::json_detail_words(detail) {
        Some(note) => t!("viewer-saved-compact", path = shown(path), note = note),
        None => t!("viewer-saved", path = shown(path)),
    })
}

/// Writes what `write` makes to `path`, whole or not at all; `write`'s own answer back.
fn write_file<T>(
    path: &Path,
    write: impl FnOnce(&mut Vec<u8>) -> std::io::Result<T>,
) -> Result<T, AppError> {
    nonempty(path)?;
    let mut bytes = Vec::new();
    let answer = write(&mut bytes).map_err(|e| AppError::CannotWrite {
        path: path.to_path_buf(),
        error: Arc::new(e),
    })?;
    gametree_engine::files::write_atomically(path, &bytes)?;
    Ok(answer)
}

/// Reads a JSON trace; the error names the file and what is accepted.
pub fn open_trace(path: &Path) -> Result<Arc<Trace>, AppError> {
    if path.as_os_str().is_empty() {
        return Err(AppError::NoTracePath);
    }
    Ok(json_read::read_json_file(path).map(Arc::new)?)
}
