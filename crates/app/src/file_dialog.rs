//! Open… and Save as… on the desktop: a small dialog drawn with egui itself (folders first,
//! then the files the caller can use, a folder path and a file name to type), so it needs no
//! GTK or desktop portal and looks the same on every system. (egui-file-dialog, the
//! well-kept crate for this, has no release for egui 0.37 yet.) The web build uses the
//! browser's own picker instead (see `web_files`).

use crate::keys::{self, Action};
use egui::{Context, RichText, ScrollArea};
use gametree_teach::Say;
use gametree_teach::t;
use std::path::{Path, PathBuf};

/// What the dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Choose an existing file.
    Open,
    /// Choose a name to write.
    Save,
    /// Choose a folder (the one shown, or the one typed): folders only are listed.
    Folder,
}

/// One entry of the folder shown.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    is_dir: bool,
}

/// An open dialog: where it is, what it shows, what was typed.
pub struct FileDialog {
    /// Open or save.
    pub purpose: Purpose,
    /// The title bar's text, e.g. "Open a tree".
    pub title: String,
    /// File endings shown (lower case, no dot); empty: every file.
    pub extensions: Vec<&'static str>,
    /// The folder shown.
    pub dir: PathBuf,
    /// The file name typed or clicked.
    pub name: String,
    entries: Vec<Entry>,
    /// Why the folder cannot be listed, if it cannot.
    error: Option<String>,
    /// The folder field as typed.
    dir_text: String,
    /// Saving onto a file that exists: it, until the user says to replace it or not.
    replacing: Option<PathBuf>,
}

/// What the dialog answered this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The file chosen.
    Chosen(PathBuf),
    /// Closed without choosing.
    Cancelled,
}

impl FileDialog {
    /// A dialog in `start` (or the current folder), suggesting `name` (for saving).
    pub fn new(
        purpose: Purpose,
        title: &str,
        extensions: &[&'static str],
        start: Option<&Path>,
        name: &str,
    ) -> FileDialog {
        let dir = start
            .filter(|d| d.is_dir())
            .map(Path::to_path_buf)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."));
        let mut d = FileDialog {
            purpose,
            title: title.into(),
            extensions: extensions.to_vec(),
            dir: PathBuf::new(),
            name: name.into(),
            entries: Vec::new(),
            error: None,
            dir_text: String::new(),
            replacing: None,
        };
        d.go_to(dir);
        d
    }

    /// Shows the folder `dir`.
    pub fn go_to(&mut self, dir: PathBuf) {
        self.dir = std::path::absolute(&dir).unwrap_or(dir);
        self.dir_text = self.dir.display().to_string();
        match list(&self.dir, &self.extensions, self.purpose == Purpose::Folder) {
            Ok(entries) => {
                self.entries = entries;
                self.error = None;
            }
            Err(e) => {
                self.entries.clear();
                self.error = Some(t!(
                    "viewer-dialog-cannot-list",
                    dir = self.dir.display().to_string(),
                    error = e.say()
                ));
            }
        }
    }

    /// The names listed (folders end in `/`), for tests.
    pub fn listed(&self) -> Vec<String> {
        self.entries
            .iter()
            .map(|e| {
                if e.is_dir {
                    format!("{}/", e.name)
                } else {
                    e.name.clone()
                }
            })
            .collect()
    }

    /// The file the dialog would choose now: the name typed, in the folder shown (a typed
    /// absolute path stands alone).
    pub fn chosen(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if self.purpose == Purpose::Folder && name.is_empty() {
            return Some(self.dir.clone());
        }
        (!name.is_empty()).then(|| self.dir.join(name))
    }

    /// Draws the dialog as a window; its answer once the user chooses or closes it.
    pub fn show(&mut self, ctx: &Context) -> Option<Answer> {
        let mut answer = None;
        let mut open = true;
        egui::Window::new(&self.title)
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_size([520.0, 420.0])
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    if ui
                        .button(t!("viewer-dialog-up"))
                        .on_hover_text(t!("viewer-dialog-up-hint"))
                        .clicked()
                        && let Some(parent) = self.dir.parent()
                    {
                        self.go_to(parent.to_path_buf());
                    }
                    let l = ui.label(t!("viewer-dialog-folder"));
                    let edit = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.dir_text)
                                .desired_width(ui.available_width()),
                        )
                        .labelled_by(l.id);
                    if edit.lost_focus() && ui.input(|i| i.key_pressed(keys::key(Action::Confirm)))
                    {
                        self.go_to(PathBuf::from(self.dir_text.trim()));
                    }
                });
                if let Some(e) = &self.error {
                    ui.colored_label(super::toolkit::error_colour(ui), e);
                }
                let height = (ui.available_height() - 70.0).max(120.0);
                let mut go = None;
                ScrollArea::vertical()
                    .max_height(height)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        for e in &self.entries {
                            // Folders end in "/" and are bold (the fonts have no folder icon).
                            let text = if e.is_dir {
                                RichText::new(format!("{}/", e.name)).strong()
                            } else {
                                RichText::new(&e.name)
                            };
                            let chosen = !e.is_dir && self.name == e.name;
                            let r = ui.selectable_label(chosen, text);
                            if r.double_clicked() {
                                if e.is_dir {
                                    go = Some(self.dir.join(&e.name));
                                } else {
                                    self.name = e.name.clone();
                                    answer = self.chosen().map(Answer::Chosen);
                                }
                            } else if r.clicked() {
                                if e.is_dir {
                                    go = Some(self.dir.join(&e.name));
                                } else {
                                    self.name = e.name.clone();
                                }
                            }
                        }
                    });
                if let Some(dir) = go {
                    self.go_to(dir);
                }
                ui.horizontal(|ui| {
                    // A folder is the one shown: no name to type.
                    let enter = self.purpose != Purpose::Folder && {
                        let l = ui.label(t!("viewer-dialog-file-name"));
                        let edit = ui
                            .add(egui::TextEdit::singleline(&mut self.name).desired_width(260.0))
                            .labelled_by(l.id);
                        edit.lost_focus() && ui.input(|i| i.key_pressed(keys::key(Action::Confirm)))
                    };
                    let verb = match self.purpose {
                        Purpose::Open => t!("viewer-dialog-open"),
                        Purpose::Save => t!("viewer-dialog-save"),
                        Purpose::Folder => t!("viewer-dialog-choose-folder"),
                    };
                    let ready = self.chosen().is_some();
                    if (ui.add_enabled(ready, egui::Button::new(verb)).clicked() || enter)
                        && let Some(path) = self.chosen()
                    {
                        if self.purpose == Purpose::Folder {
                            answer = Some(Answer::Chosen(path));
                        } else if path.is_dir() {
                            self.name.clear();
                            self.go_to(path);
                        } else if self.purpose == Purpose::Save && path.exists() {
                            // Saving onto a file there already: asked first, never silently.
                            self.replacing = Some(path);
                        } else {
                            answer = Some(Answer::Chosen(path));
                        }
                    }
                    if ui.button(t!("viewer-dialog-cancel")).clicked() {
                        answer = Some(Answer::Cancelled);
                    }
                });
                if let Some(path) = self.replacing.clone() {
                    if let Some(a) = self.replace_ui(ui, path) {
                        answer = Some(a);
                    }
                } else if ui.input(|i| i.key_pressed(keys::key(Action::Close))) {
                    answer = Some(Answer::Cancelled);
                }
            });
        if !open {
            answer = Some(Answer::Cancelled);
        }
        answer
    }
}

impl FileDialog {
    /// "FILE is there already. Replace it?": Replace answers with it, Keep (or Esc) goes back
    /// to choosing.
    fn replace_ui(&mut self, ui: &mut egui::Ui, path: PathBuf) -> Option<Answer> {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        ui.colored_label(
            super::toolkit::error_colour(ui),
            t!("viewer-dialog-replace-question", name = name),
        );
        let mut answer = None;
        ui.horizontal(|ui| {
            if ui.button(t!("viewer-dialog-replace")).clicked() {
                answer = Some(Answer::Chosen(path.clone()));
            }
            if ui.button(t!("viewer-dialog-keep")).clicked()
                || ui.input(|i| i.key_pressed(keys::key(Action::Close)))
            {
                self.replacing = None;
            }
        });
        answer
    }
}

/// The folder's entries: folders first, then files with one of `extensions` (any file when
/// empty; none when `folders_only`), each group by name; hidden ones (starting with `.`) left
/// out.
fn list(dir: &Path, extensions: &[&str], folders_only: bool) -> std::io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for item in std::fs::read_dir(dir)? {
        let Ok(item) = item else { continue };
        let name = item.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let is_dir = item.path().is_dir();
        let wanted = is_dir
            || (!folders_only && extensions.is_empty())
            || Path::new(&name)
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e.to_ascii_lowercase().as_str()));
        if wanted {
            entries.push(Entry { name, is_dir });
        }
    }
    entries.sort_by(|a, b| b.is_dir.cmp(&a.is_dir).then(a.name.cmp(&b.name)));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_folders_first_then_the_wanted_files() {
        let dir = tempfile::tempdir().unwrap();
        for f in ["b.json", "a.JSON", "notes.txt", ".hidden.json"] {
            std::fs::write(dir.path().join(f), "[1]").unwrap();
        }
        std::fs::create_dir(dir.path().join("trees")).unwrap();
        let d = FileDialog::new(Purpose::Open, "Open", &["json"], Some(dir.path()), "");
        assert_eq!(d.listed(), ["trees/", "a.JSON", "b.json"]);
        let all = FileDialog::new(Purpose::Save, "Save", &[], Some(dir.path()), "x.svg");
        assert_eq!(all.listed(), ["trees/", "a.JSON", "b.json", "notes.txt"]);
        assert_eq!(
            all.chosen(),
            Some(std::path::absolute(dir.path()).unwrap().join("x.svg"))
        );
        let mut gone = FileDialog::new(Purpose::Open, "Open", &[], Some(dir.path()), "");
        gone.go_to(dir.path().join("missing"));
        assert!(gone.listed().is_empty() && gone.error.is_some());
    }
}
