//! The exercise-set panel of practice mode: the chooser (level, seed, count), the set being
//! worked and which of its trees is shown, saving the set or its printable sheet, and the
//! learner's progress on each level.

use egui::{RichText, Ui};
use gametree_engine::exercises::{Exercise, ExerciseSet, Progress, levels};
use gametree_teach::exercise_words::{level_name, progress_lines};
use gametree_teach::t;
use std::collections::BTreeSet;

/// A set being worked: its trees, the one shown, and which have been counted in the progress.
struct Working {
    set: ExerciseSet,
    trees: Vec<Exercise>,
    /// The tree shown (from 0).
    at: usize,
    /// Trees already counted as tried.
    tried: BTreeSet<usize>,
    /// Trees already counted as perfect.
    perfect: BTreeSet<usize>,
}

/// The exercise-set panel's state.
pub struct ExerciseSets {
    /// The set being worked, if any.
    working: Option<Working>,
    /// The set chooser's level, seed and count.
    pub choice: ExerciseSet,
    /// How the learner has done on each level (the toolkit keeps it in the settings).
    pub progress: Progress,
    /// Where "Save set" and "Save sheet" write (a file, a folder).
    pub path: String,
}

impl Default for ExerciseSets {
    /// Level 2, seed 1, five trees; nothing worked yet.
    fn default() -> Self {
        ExerciseSets {
            working: None,
            choice: ExerciseSet {
                level: 2,
                seed: 1,
                count: 5,
            },
            progress: Progress::default(),
            path: String::new(),
        }
    }
}

/// What the panel asks the view to show.
pub(super) enum SetStep {
    /// Start working this set from its first tree.
    Start(ExerciseSet),
    /// Show this tree of the set being worked.
    Show(usize),
}

impl ExerciseSets {
    /// Starts working `set`; the view then shows its first tree.
    pub(super) fn start(&mut self, set: ExerciseSet) {
        self.choice = set.clone();
        self.working = Some(Working {
            trees: set.exercises(),
            set,
            at: 0,
            tried: BTreeSet::new(),
            perfect: BTreeSet::new(),
        });
    }

    /// Moves to tree `k` of the set being worked: its exercise, if there is one.
    pub(super) fn go_to(&mut self, k: usize) -> Option<&Exercise> {
        let w = self.working.as_mut()?;
        let e = w.trees.get(k)?;
        w.at = k;
        Some(e)
    }

    /// The set being worked and which tree (from 0), if any.
    pub fn current(&self) -> Option<(&ExerciseSet, usize)> {
        self.working.as_ref().map(|w| (&w.set, w.at))
    }

    /// Counts a Check of the tree shown in the progress: tried once, perfect once.
    pub(super) fn count_check(&mut self, perfect: bool) {
        let Some(w) = &mut self.working else { return };
        let entry = self.progress.levels.entry(w.set.level).or_default();
        if w.tried.insert(w.at) {
            entry.tried += 1;
        }
        if perfect && w.perfect.insert(w.at) {
            entry.perfect += 1;
        }
    }

    /// Whether a set is being worked (the panel then starts open).
    pub(super) fn is_working(&self) -> bool {
        self.working.is_some()
    }

    /// The set being worked: which tree is shown, with the previous and next tree buttons;
    /// saving the set (a file, or a link) and its printable sheet. What was saved, or why
    /// not, goes to `note`.
    pub(super) fn working_ui(&mut self, ui: &mut Ui, note: &mut Option<String>) -> Option<SetStep> {
        let w = self.working.as_ref()?;
        let (set, n, k) = (w.set.clone(), w.trees.len(), w.at);
        let step = position_ui(ui, &set, n, k);
        ui.horizontal_wrapped(|ui| self.save_ui(ui, &set, note));
        step
    }

    /// The learner's progress on each level, a line each.
    pub(super) fn progress_ui(&self, ui: &mut Ui) {
        for line in progress_lines(&self.progress) {
            ui.label(line);
        }
    }

    /// The chooser: level, seed, count, and Start set.
    pub(super) fn chooser_ui(&mut self, ui: &mut Ui) -> Option<SetStep> {
        let all = levels();
        let mut step = None;
        ui.horizontal_wrapped(|ui| {
            let c = &mut self.choice;
            // A fixed id, the same in every language.
            egui::ComboBox::new("level", t!("practice-level"))
                .selected_text(t!(
                    "practice-level-choice",
                    number = c.level,
                    name = level_name(c.level)
                ))
                .show_ui(ui, |ui| {
                    for l in &all {
                        ui.selectable_value(
                            &mut c.level,
                            l.number,
                            t!(
                                "practice-level-choice",
                                number = l.number,
                                name = level_name(l.number)
                            ),
                        );
                    }
                });
            let l = ui.label(t!("practice-seed"));
            ui.add(egui::DragValue::new(&mut c.seed)).labelled_by(l.id);
            let l = ui.label(t!("practice-trees"));
            ui.add(
                egui::DragValue::new(&mut c.count)
                    .range(1..=gametree_engine::exercises::MAX_EXERCISES),
            )
            .labelled_by(l.id);
            if ui.button(t!("practice-start-set")).clicked() {
                step = Some(SetStep::Start(self.choice.clone()));
            }
        });
        step
    }

    /// Copy link, and saving the set and its sheet (downloading the set on the web).
    fn save_ui(&mut self, ui: &mut Ui, set: &ExerciseSet, note: &mut Option<String>) {
        let link = gametree_engine::link::set_link(set);
        if ui
            .button(t!("practice-copy-link"))
            .on_hover_text(t!("practice-copy-link-hint", link = &link))
            .clicked()
        {
            ui.ctx().copy_text(link);
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let l = ui.label(t!("practice-file-or-folder"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(150.0))
                .labelled_by(l.id);
            if ui.button(t!("practice-save-set")).clicked() {
                *note = Some(save_set(set, &self.path));
            }
            if ui
                .button(t!("practice-save-sheet"))
                .on_hover_text(t!("practice-save-sheet-hint"))
                .clicked()
            {
                *note = Some(save_sheet(set, &self.path));
            }
        }
        #[cfg(target_arch = "wasm32")]
        if ui.button(t!("practice-download-set")).clicked()
            && let Err(e) = crate::web_files::download(
                &format!("exercise-set-{}-{}.json", set.level, set.seed),
                "application/json",
                set.to_file().as_bytes(),
            )
        {
            *note = Some(gametree_teach::Say::say(&e));
        }
    }
}

/// "Level 2, seed 7: tree 1 of 3" with the previous and next tree buttons.
fn position_ui(ui: &mut Ui, set: &ExerciseSet, n: usize, k: usize) -> Option<SetStep> {
    let mut step = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(t!(
                "practice-set-position",
                level = set.level,
                seed = set.seed.to_string(),
                tree = k + 1,
                trees = n
            ))
            .strong(),
        );
        if ui
            .add_enabled(k > 0, egui::Button::new(t!("practice-previous-tree")))
            .clicked()
        {
            step = Some(SetStep::Show(k - 1));
        }
        if ui
            .add_enabled(k + 1 < n, egui::Button::new(t!("practice-next-tree")))
            .clicked()
        {
            step = Some(SetStep::Show(k + 1));
        }
    });
    step
}

/// Writes the set's file to `path`; what happened, in words.
#[cfg(not(target_arch = "wasm32"))]
fn save_set(set: &ExerciseSet, path: &str) -> String {
    use gametree_teach::Say;
    let path = std::path::PathBuf::from(path.trim());
    match gametree_engine::files::write_atomically(&path, set.to_file().as_bytes()) {
        Ok(()) => t!("practice-set-saved", path = path.display().to_string()),
        Err(e) => e.say(),
    }
}

/// Writes the set's printable sheet into the folder `dir`; what happened, in words.
#[cfg(not(target_arch = "wasm32"))]
fn save_sheet(set: &ExerciseSet, dir: &str) -> String {
    use gametree_teach::Say;
    let dir = std::path::PathBuf::from(dir.trim());
    match gametree_draw::sheet::write_sheet(set, &dir, "svg") {
        Ok(files) => t!(
            "practice-sheet-written",
            count = files.len(),
            folder = dir.display().to_string()
        ),
        Err(e) => e.say(),
    }
}
