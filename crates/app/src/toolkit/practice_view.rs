//! Practice mode: the learner works a recorded search by hand. For every inner node they type
//! the backed-up value (or a bound such as `≥ 5` / `≤ 2`), optionally the α/β window it starts
//! with, and tick the branches they think get pruned. Check marks each entry right or wrong
//! (in colour), scores the round and explains the first mistake; Show solution fills in the
//! search's own answers. Grading is `trace::practice`; this file only collects and shows.

use super::{Picture, error_colour, verdict_colour};
use crate::mode::{Current, Mode, Request};
use egui::{Color32, Rect, RichText, Stroke, TextEdit, Ui};
use gametree_engine::exercises::{Exercise, ExerciseSet, Progress, levels};
use gametree_engine::game::random_tree::{MAX_RANDOM_DEPTH, RandomTreeOptions, random_tree};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{NodeId, Trace, flags, show_value};
use gametree_teach::Say;
use gametree_teach::exercise_words::{level_name, progress_lines};
use gametree_teach::practice::{self, Answers, Claim, Question, Questions, Report};
use gametree_teach::t;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// Largest search offered for practice: every node is a row to fill in.
pub const MAX_PRACTICE_NODES: usize = 400;

/// What the learner typed for one inner node.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// The backed-up value or bound, as typed (`3`, `≥ 5`, `≤ 2`).
    pub value: String,
    /// The α the node's window starts with, as typed.
    pub alpha: String,
    /// The β the node's window starts with, as typed.
    pub beta: String,
}

/// The practice view's state: the search being practised and the learner's answers.
pub struct PracticeView {
    trace: Arc<Trace>,
    /// The whole search, for "Play the search": under PVS `trace` holds only first visits.
    played: Arc<Trace>,
    /// The tests the learner says PVS searches again.
    researched: BTreeSet<NodeId>,
    /// The inner node clicked on the tree, whose value is typed under it.
    chosen: Option<NodeId>,
    /// The exercise set being worked, its trees and which one is shown.
    set: Option<(ExerciseSet, Vec<Exercise>, usize)>,
    /// The set chooser's level, seed and count.
    pub set_choice: ExerciseSet,
    /// How the learner has done on each level (the toolkit keeps it in the settings).
    pub progress: Progress,
    /// Trees of the current set already counted in `progress` (tried, perfect).
    counted: (BTreeSet<usize>, BTreeSet<usize>),
    /// Where "Save set" and "Save sheet" write (a file, a folder).
    pub set_path: String,
    questions: Questions,
    /// Inner nodes of the drawn search (visited or not: which are visited is for the learner
    /// to work out).
    inner: BTreeSet<NodeId>,
    /// A name per node that is unique in this search, for rows and accessible names.
    names: HashMap<NodeId, String>,
    entries: HashMap<NodeId, Entry>,
    pruned: BTreeSet<NodeId>,
    /// Ask for the α/β window of each node (alpha-beta searches only).
    pub ask_windows: bool,
    /// The grading of the answers as they were when Check was pressed.
    report: Option<(Report, Answers)>,
    solution_shown: bool,
    picture: Picture,
    /// Options for "New random tree".
    pub random: RandomTreeOptions,
    /// Whether a new random tree puts MIN at the root.
    pub random_min_root: bool,
    /// Set by "Play the search": the stepper should open this search and play it.
    /// What a button asked the app to do, until the app takes it.
    request: Option<Request>,
    /// Why the last request could not be done, or what an entry could not be read as.
    note: Option<String>,
}

impl Default for PracticeView {
    /// The AIMA figure 5.2 tree under alpha-beta.
    fn default() -> Self {
        let scenario = Scenario::default();
        let trace = scenario.record(None).expect("the AIMA scenario records");
        PracticeView::new(Arc::new(trace))
    }
}

impl PracticeView {
    /// Practice on `trace` (its last iteration, for iterative deepening).
    pub fn new(trace: Arc<Trace>) -> PracticeView {
        let mut view = PracticeView {
            trace: trace.clone(),
            played: trace.clone(),
            researched: BTreeSet::new(),
            chosen: None,
            set: None,
            set_choice: ExerciseSet {
                level: 2,
                seed: 1,
                count: 5,
            },
            progress: Progress::default(),
            counted: Default::default(),
            set_path: String::new(),
            questions: Questions::default(),
            inner: BTreeSet::new(),
            names: HashMap::new(),
            entries: HashMap::new(),
            pruned: BTreeSet::new(),
            ask_windows: false,
            report: None,
            solution_shown: false,
            picture: Picture::new(trace.clone(), 0),
            random: RandomTreeOptions::default(),
            random_min_root: false,
            note: None,
            request: None,
        };
        view.set_trace(trace);
        view
    }

    /// The title of the search practised, made from what it searched, in the language in
    /// force (a trace file's own title as it is).
    fn title(&self) -> String {
        gametree_teach::titles::trace_title(&self.trace)
    }

    /// Starts a new round on `trace`. A search too large to practise keeps the old round and
    /// says why.
    pub fn set_trace(&mut self, trace: Arc<Trace>) {
        let played = trace.clone();
        // PVS: practise on the first visits; which tests are searched again is a question.
        let trace = match gametree_teach::first_visits::first_visits(&trace) {
            Some(t) => Arc::new(t),
            None => trace,
        };
        let questions = Questions::of(&trace);
        if questions.all.len() > MAX_PRACTICE_NODES {
            self.note = Some(t!(
                "practice-too-large",
                nodes = questions.all.len(),
                max = MAX_PRACTICE_NODES
            ));
            return;
        }
        self.inner = questions
            .all
            .iter()
            .copied()
            .filter(|&n| trace.tree.children(n).next().is_some())
            .collect();
        self.names = unique_names(&trace, &questions.all);
        self.questions = questions;
        self.picture = Picture::new(trace.clone(), first_step_of_last_search(&trace));
        self.trace = trace;
        self.played = played;
        self.entries.clear();
        self.pruned.clear();
        self.researched.clear();
        self.chosen = None;
        self.report = None;
        self.solution_shown = false;
        self.note = None;
    }

    /// Records `scenario` and practises on it (an error is shown in the view).
    pub fn set_scenario(&mut self, scenario: Scenario) {
        match scenario.record(None) {
            Ok(t) => self.set_trace(Arc::new(t)),
            Err(e) => self.note = Some(e.say()),
        }
    }

    /// A fresh random tree with the random options (alpha-beta, MIN at the root if chosen).
    pub fn new_random_tree(&mut self) {
        match random_tree(&self.random) {
            Ok(t) => self.set_scenario(Scenario {
                game: GameChoice::Tree {
                    source: TreeSource::Text {
                        name: gametree_engine::game::random_tree::tree_name(self.random.seed),
                        json: t.to_json(),
                    },
                    min_root: self.random_min_root,
                },
                config: SearchConfig {
                    algorithm: Algorithm::AlphaBeta,
                    ..SearchConfig::default()
                },
                ..Scenario::default()
            }),
            Err(e) => self.note = Some(e.say()),
        }
    }

    /// The search being practised.
    pub fn trace(&self) -> &Arc<Trace> {
        &self.trace
    }

    /// The unique name a node is shown under (its row, and "value of NAME" for its box).
    pub fn name(&self, id: NodeId) -> Option<&str> {
        self.names.get(&id).map(String::as_str)
    }

    /// The node shown under `name`.
    pub fn node_named(&self, name: &str) -> Option<NodeId> {
        self.names
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(&id, _)| id)
    }

    /// The learner's typed entry for a node (mutable, as if typed).
    pub fn entry_mut(&mut self, id: NodeId) -> &mut Entry {
        self.entries.entry(id).or_default()
    }

    /// Starts working `set` from its first tree.
    pub fn start_set(&mut self, set: ExerciseSet) {
        let trees = set.exercises();
        self.set_choice = set.clone();
        self.set = Some((set, trees, 0));
        self.counted = Default::default();
        self.show_exercise(0);
    }

    /// Shows tree `k` of the current set.
    pub fn show_exercise(&mut self, k: usize) {
        let Some((_, trees, at)) = &mut self.set else {
            return;
        };
        let Some(e) = trees.get(k) else { return };
        *at = k;
        let scenario = e.scenario.clone();
        self.set_scenario(scenario);
    }

    /// The set being worked and which tree (from 0), if any.
    pub fn current_exercise(&self) -> Option<(&ExerciseSet, usize)> {
        self.set.as_ref().map(|(s, _, k)| (s, *k))
    }

    /// Where node `id` is drawn on the tree (for tests that click it).
    pub fn node_on_screen(&self, id: NodeId) -> Option<egui::Pos2> {
        self.picture.screen_centre(id)
    }

    /// The inner node clicked on the tree, if any.
    pub fn chosen(&self) -> Option<NodeId> {
        self.chosen
    }

    /// Whether the branch into `id` is marked pruned.
    pub fn is_marked_pruned(&self, id: NodeId) -> bool {
        self.pruned.contains(&id)
    }

    /// Says whether PVS searches the test `id` again.
    pub fn mark_researched(&mut self, id: NodeId, again: bool) {
        set_member(&mut self.researched, id, again);
    }

    /// Ticks or unticks the branch into `id` as pruned.
    pub fn mark_pruned(&mut self, id: NodeId, pruned: bool) {
        set_member(&mut self.pruned, id, pruned);
    }

    /// The last Check's verdict on the `question` about node `n`: (right, expected, why).
    fn mark_of(
        &self,
        trace: &Trace,
        n: NodeId,
        question: Question,
    ) -> Option<(bool, String, Option<String>)> {
        let (report, answers) = self.report.as_ref()?;
        let m = report.marks_for(n).find(|m| m.question == question)?;
        Some((
            m.right,
            m.expected.clone(),
            practice::explain(trace, answers, m),
        ))
    }

    /// The grading from the last Check.
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref().map(|(r, _)| r)
    }

    /// What the learner typed, read as answers, and the first entry that could not be read.
    pub fn answers(&self) -> (Answers, Option<String>) {
        let windows = self.ask_windows && self.trace.is_alphabeta();
        let mut a = Answers::new(windows);
        let mut problem = None;
        let mut note = |name: &str, e: practice::AnswerError| {
            problem.get_or_insert_with(|| {
                t!("practice-entry-problem", node = name, problem = e.say())
            });
        };
        for (&n, e) in &self.entries {
            let name = self.names.get(&n).cloned().unwrap_or_default();
            if !e.value.trim().is_empty() {
                match Claim::parse(&e.value) {
                    Ok(c) => {
                        a.values.insert(n, c);
                    }
                    Err(err) => note(&name, err),
                }
            }
            if let Some(w) = &mut a.windows
                && !(e.alpha.trim().is_empty() && e.beta.trim().is_empty())
            {
                match (
                    practice::parse_window_edge(&e.alpha),
                    practice::parse_window_edge(&e.beta),
                ) {
                    (Ok(al), Ok(be)) => {
                        w.insert(n, (al, be));
                    }
                    (Err(err), _) | (_, Err(err)) => note(&name, err),
                }
            }
        }
        a.pruned = self.pruned.clone();
        a.researched = self.researched.clone();
        (a, problem)
    }

    /// Grades what was typed.
    pub fn check(&mut self) {
        let (answers, problem) = self.answers();
        let report = practice::check(&self.trace, &answers);
        if let Some((set, _, k)) = &self.set {
            let entry = self.progress.levels.entry(set.level).or_default();
            if self.counted.0.insert(*k) {
                entry.tried += 1;
            }
            if report.is_perfect() && self.counted.1.insert(*k) {
                entry.perfect += 1;
            }
        }
        self.note = problem.map(|p| t!("practice-could-not-read", problem = p));
        self.report = Some((report, answers));
    }

    /// Fills in the search's own answers and shows the end of the search in the picture.
    pub fn show_solution(&mut self) {
        let s = Answers::solution(&self.trace);
        self.entries.clear();
        for (&n, c) in &s.values {
            self.entry_mut(n).value = c.to_string();
        }
        if let Some(w) = &s.windows {
            self.ask_windows = true;
            for (&n, &(a, b)) in w {
                let e = self.entry_mut(n);
                e.alpha = show_value(a);
                e.beta = show_value(b);
            }
        }
        self.pruned = s.pruned;
        self.researched = s.researched;
        self.report = None;
        self.solution_shown = true;
        let end = self.trace.event_count();
        self.picture = Picture::new(self.trace.clone(), end);
    }

    /// Empties every entry (same search).
    pub fn clear(&mut self) {
        let trace = self.trace.clone();
        self.set_trace(trace);
    }

    /// Draws the view with a button offering `other` (the stepper's search) for practice;
    /// returns it when the button is pressed.
    fn draw(&mut self, ui: &mut Ui, other: Option<(Arc<Trace>, String)>) -> Option<Arc<Trace>> {
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t!("practice-heading", title = self.title()))
                    .strong()
                    .size(super::super::scaled(ui, 16.0)),
            );
            if let Some((t, title)) = other
                && ui
                    .button(t!("practice-practise-stepper"))
                    .on_hover_text(t!("practice-practise-stepper-hint", title = title))
                    .clicked()
            {
                chosen = Some(t);
            }
        });
        ui.label(t!("practice-how"));
        ui.horizontal_wrapped(|ui| {
            if self.trace.is_alphabeta() {
                ui.checkbox(&mut self.ask_windows, t!("practice-ask-windows"));
            }
            if ui.button(t!("practice-check")).clicked() {
                self.check();
            }
            if ui.button(t!("practice-show-solution")).clicked() {
                self.show_solution();
            }
            if ui
                .button(t!("practice-play-search"))
                .on_hover_text(t!("practice-play-search-hint"))
                .clicked()
            {
                self.request = Some(Request::Show {
                    trace: self.played.clone(),
                    play: true,
                });
            }
            if ui.button(t!("practice-clear")).clicked() {
                self.clear();
            }
        });
        egui::CollapsingHeader::new(t!("practice-new-random-tree"))
            .id_salt("New random tree")
            .default_open(false)
            .show(ui, |ui| self.random_ui(ui));
        egui::CollapsingHeader::new(t!("practice-exercise-sets"))
            .id_salt("Exercise sets")
            .default_open(self.set.is_some())
            .show(ui, |ui| self.set_ui(ui));
        if let Some((report, _)) = &self.report {
            let perfect = report.is_perfect();
            ui.label(
                RichText::new(t!("practice-score-line", score = report.score_text()))
                    .size(super::super::scaled(ui, 18.0))
                    .strong()
                    .color(verdict_colour(ui, perfect)),
            );
            if let Some(m) = &report.first_mistake {
                ui.colored_label(
                    verdict_colour(ui, false),
                    t!("practice-first-mistake", mistake = m),
                );
            }
        } else if self.solution_shown {
            ui.label(t!("practice-solution-shown"));
        }
        if let Some(n) = &self.note {
            ui.colored_label(error_colour(ui), n);
        }
        ui.separator();
        // The answer rows beside the tree they are about.
        egui::Panel::left("practice rows panel")
            .resizable(true)
            .default_size(super::super::scaled(ui, 330.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("practice rows")
                    .show(ui, |ui| self.rows(ui));
            });
        egui::CentralPanel::no_frame().show(ui, |ui| self.tree_ui(ui));
        chosen
    }

    /// The tree itself as the answer sheet: click an inner node to type its value under the
    /// picture, click an edge to mark (or unmark) it pruned; after Check every wrong entry is
    /// ringed in red on the tree, with the right answer and why on hover.
    fn tree_ui(&mut self, ui: &mut Ui) {
        let size = (ui.available_size() - egui::vec2(0.0, 40.0)).max(egui::vec2(200.0, 200.0));
        let style = super::picture_style(ui, self.solution_shown);
        let clicked = self.picture.ui(ui, size, &style, self.chosen);
        if let Some(n) = clicked {
            self.chosen = self.inner.contains(&n).then_some(n);
        } else if let Some(child) = self
            .picture
            .last_click
            .and_then(|p| self.picture.edge_at(p))
        {
            let marked = self.pruned.contains(&child);
            self.mark_pruned(child, !marked);
        }
        self.tree_marks(ui);
        match self.chosen {
            Some(n) => {
                let name = self.names.get(&n).cloned().unwrap_or_default();
                ui.horizontal(|ui| {
                    ui.label(t!("practice-tree-value-label", node = &name));
                    let entry = self.entries.entry(n).or_default();
                    ui.add(TextEdit::singleline(&mut entry.value).desired_width(70.0))
                        .accessible_name(t!("practice-tree-value-name", node = &name));
                });
            }
            None => {
                ui.label(RichText::new(t!("practice-tree-hint")).weak());
            }
        }
    }

    /// Draws the learner's pruned marks (a red × on the edge) and, after Check, a red ring on
    /// every node with a wrong entry, explained on hover.
    fn tree_marks(&self, ui: &mut Ui) {
        let Some(rect) = self.picture.last_rect else {
            return;
        };
        let painter = ui.painter().with_clip_rect(rect);
        let red = verdict_colour(ui, false);
        let trace = self.picture.playback.trace();
        for &child in &self.pruned {
            let (Some(c), Some(p)) = (
                self.picture.screen_centre(child),
                trace
                    .parent(child)
                    .and_then(|p| self.picture.screen_centre(p)),
            ) else {
                continue;
            };
            let m = c + (p - c) * 0.5;
            let d = 5.0;
            let stroke = Stroke::new(2.5, red);
            painter.line_segment([m + egui::vec2(-d, -d), m + egui::vec2(d, d)], stroke);
            painter.line_segment([m + egui::vec2(-d, d), m + egui::vec2(d, -d)], stroke);
        }
        let Some((report, answers)) = &self.report else {
            return;
        };
        for mark in report.marks.iter().filter(|m| !m.right) {
            let Some(c) = self.picture.screen_centre(mark.node) else {
                continue;
            };
            painter.circle_stroke(c, 16.0, Stroke::new(3.0, red));
            let why = practice::explain(&self.trace, answers, mark)
                .unwrap_or_else(|| t!("practice-expected", expected = &mark.expected));
            let name = self.names.get(&mark.node).cloned().unwrap_or_default();
            ui.interact(
                Rect::from_center_size(c, egui::vec2(32.0, 32.0)),
                ui.scope_id()
                    .with(("mistake", mark.node.index(), mark.question)),
                egui::Sense::hover(),
            )
            .on_hover_text(t!(
                "practice-mistake-hover",
                expected = &mark.expected,
                why = why
            ))
            .widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Label,
                    true,
                    t!(
                        "practice-mistake-name",
                        node = &name,
                        expected = &mark.expected
                    ),
                )
            });
        }
    }

    /// Levels, seed and count; the set's trees one after another; saving the set (a file, or
    /// a link) and its printable sheet; the progress on each level.
    fn set_ui(&mut self, ui: &mut Ui) {
        let all = levels();
        ui.horizontal_wrapped(|ui| {
            let c = &mut self.set_choice;
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
                let set = self.set_choice.clone();
                self.start_set(set);
            }
        });
        if let Some((set, trees, k)) = &self.set {
            let (set, n, k) = (set.clone(), trees.len(), *k);
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
                    self.show_exercise(k - 1);
                }
                if ui
                    .add_enabled(k + 1 < n, egui::Button::new(t!("practice-next-tree")))
                    .clicked()
                {
                    self.show_exercise(k + 1);
                }
            });
            ui.horizontal_wrapped(|ui| {
                let link = gametree_engine::link::set_link(&set);
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
                    ui.add(TextEdit::singleline(&mut self.set_path).desired_width(150.0))
                        .labelled_by(l.id);
                    if ui.button(t!("practice-save-set")).clicked() {
                        let path = std::path::PathBuf::from(self.set_path.trim());
                        self.note = Some(
                            match gametree_engine::files::write_atomically(
                                &path,
                                set.to_file().as_bytes(),
                            ) {
                                Ok(()) => {
                                    t!("practice-set-saved", path = path.display().to_string())
                                }
                                Err(e) => e.say(),
                            },
                        );
                    }
                    if ui
                        .button(t!("practice-save-sheet"))
                        .on_hover_text(t!("practice-save-sheet-hint"))
                        .clicked()
                    {
                        let dir = std::path::PathBuf::from(self.set_path.trim());
                        self.note =
                            Some(match gametree_draw::sheet::write_sheet(&set, &dir, "svg") {
                                Ok(files) => {
                                    t!(
                                        "practice-sheet-written",
                                        count = files.len(),
                                        folder = dir.display().to_string()
                                    )
                                }
                                Err(e) => e.say(),
                            });
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
                    self.note = Some(e);
                }
            });
        }
        for line in progress_lines(&self.progress) {
            ui.label(line);
        }
    }

    fn random_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let l = ui.label(t!("practice-depth"));
            ui.add(egui::DragValue::new(&mut self.random.depth).range(1..=MAX_RANDOM_DEPTH.min(5)))
                .labelled_by(l.id);
            let l = ui.label(t!("practice-seed"));
            ui.add(egui::DragValue::new(&mut self.random.seed))
                .labelled_by(l.id);
            ui.checkbox(&mut self.random_min_root, t!("practice-min-at-root"));
            if ui.button(t!("practice-new-random-tree")).clicked() {
                self.random.seed = self.random.seed.wrapping_add(1);
                self.new_random_tree();
            }
        });
    }

    fn rows(&mut self, ui: &mut Ui) {
        let windows = self.ask_windows && self.trace.is_alphabeta();
        let trace = self.trace.clone();
        let all = self.questions.all.clone();
        let tests = !self.questions.tests.is_empty();
        egui::Grid::new("practice grid")
            .striped(true)
            .num_columns(3 + 2 * windows as usize + tests as usize)
            .show(ui, |ui| {
                ui.label(RichText::new(t!("practice-column-node")).strong());
                ui.label(RichText::new(t!("practice-column-value")).strong());
                if windows {
                    ui.label(RichText::new("α").strong());
                    ui.label(RichText::new("β").strong());
                }
                ui.label(RichText::new(t!("practice-column-pruned")).strong());
                if tests {
                    ui.label(RichText::new(t!("practice-column-searched-again")).strong())
                        .on_hover_text(t!("practice-column-searched-again-hint"));
                }
                ui.end_row();
                for n in all {
                    self.row(ui, &trace, n, windows);
                    if tests {
                        self.research_cell(ui, &trace, n);
                    }
                    ui.end_row();
                }
            });
    }

    fn row(&mut self, ui: &mut Ui, trace: &Trace, n: NodeId, windows: bool) {
        let node = trace.node(n);
        let name = self.names.get(&n).cloned().unwrap_or_default();
        let inner = self.inner.contains(&n);
        ui.horizontal(|ui| {
            ui.add_space(node.depth as f32 * 16.0);
            let text = if inner {
                t!(
                    "practice-row-inner",
                    node = &name,
                    player = node.player.name()
                )
            } else {
                // Rows tell equal leaves apart by where they sit; the name stays plain.
                let own = trace.node_name(n).say();
                match node.value() {
                    Some(v) if v.to_string() != own && node.has(flags::TERMINAL) => {
                        t!(
                            "practice-row-leaf-value",
                            node = &own,
                            value = v.to_string()
                        )
                    }
                    _ => t!("practice-row-leaf", node = &own),
                }
            };
            ui.label(text);
        });
        let value_mark = self.mark_of(trace, n, Question::Value);
        let window_mark = self.mark_of(trace, n, Question::Window);
        let pruned_mark = self.mark_of(trace, n, Question::Pruned);
        let entry = self.entries.entry(n).or_default();
        if inner {
            ui.horizontal(|ui| {
                let colour = value_mark.as_ref().map(|m| verdict_colour(ui, m.0));
                text_box(
                    ui,
                    &mut entry.value,
                    &t!("practice-value-of", node = &name),
                    70.0,
                    colour,
                );
                verdict(ui, value_mark.as_ref());
            });
        } else {
            ui.label("");
        }
        if windows {
            if inner {
                let colour = window_mark.as_ref().map(|m| verdict_colour(ui, m.0));
                text_box(
                    ui,
                    &mut entry.alpha,
                    &t!("practice-alpha-of", node = &name),
                    50.0,
                    colour,
                );
                ui.horizontal(|ui| {
                    text_box(
                        ui,
                        &mut entry.beta,
                        &t!("practice-beta-of", node = &name),
                        50.0,
                        colour,
                    );
                    verdict(ui, window_mark.as_ref());
                });
            } else {
                ui.label("");
                ui.label("");
            }
        }
        ui.horizontal(|ui| {
            if trace.parent(n).is_some()
                && let Some(on) = tick(
                    ui,
                    self.pruned.contains(&n),
                    &t!("practice-pruned-name", node = &name),
                    pruned_mark.as_ref(),
                )
            {
                self.mark_pruned(n, on);
            }
        });
    }
}

impl PracticeView {
    /// The "searched again?" tick of a PVS test (empty for the other nodes).
    fn research_cell(&mut self, ui: &mut Ui, trace: &Trace, n: NodeId) {
        if !self.questions.tests.contains(&n) {
            ui.label("");
            return;
        }
        let name = self.names.get(&n).cloned().unwrap_or_default();
        let mark = self.mark_of(trace, n, Question::Research);
        ui.horizontal(|ui| {
            let label = t!("practice-searched-again-name", node = &name);
            if let Some(on) = tick(ui, self.researched.contains(&n), &label, mark.as_ref()) {
                self.mark_researched(n, on);
            }
        });
    }
}

/// Puts `id` in `set` or takes it out.
fn set_member(set: &mut BTreeSet<NodeId>, id: NodeId, member: bool) {
    if member {
        set.insert(id);
    } else {
        set.remove(&id);
    }
}

/// A tick box named for screen readers and tests, with its verdict after it; the new state
/// when it was clicked.
fn tick(
    ui: &mut Ui,
    on: bool,
    name: &str,
    mark: Option<&(bool, String, Option<String>)>,
) -> Option<bool> {
    let mut on = on;
    let changed = ui.checkbox(&mut on, "").accessible_name(name).changed();
    verdict(ui, mark);
    changed.then_some(on)
}

/// A small text box named for screen readers and tests, tinted by its verdict.
fn text_box(ui: &mut Ui, text: &mut String, name: &str, width: f32, colour: Option<Color32>) {
    let mut edit = TextEdit::singleline(text).desired_width(width);
    if let Some(c) = colour {
        edit = edit.text_color(c);
    }
    ui.add(edit).accessible_name(name);
}

/// "right" or "wrong" (bold, green or red) after an entry; hovering a wrong one explains it.
fn verdict(ui: &mut Ui, mark: Option<&(bool, String, Option<String>)>) {
    if let Some((right, expected, why)) = mark {
        let word = if *right {
            t!("practice-right")
        } else {
            t!("practice-wrong")
        };
        let r = ui.label(
            RichText::new(word)
                .strong()
                .color(verdict_colour(ui, *right)),
        );
        if !right {
            r.on_hover_text(
                why.clone()
                    .unwrap_or_else(|| t!("practice-expected", expected = expected)),
            );
        }
    }
}

/// Names that tell nodes apart: the node's own name where it is unique in the search, else
/// the name with the path of child numbers from the root ("2 (1.0)").
fn unique_names(trace: &Trace, nodes: &[NodeId]) -> HashMap<NodeId, String> {
    let base: Vec<(NodeId, String)> = nodes
        .iter()
        .map(|&n| (n, trace.node_name(n).say()))
        .collect();
    let mut count: HashMap<&str, usize> = HashMap::new();
    for (_, s) in &base {
        *count.entry(s.as_str()).or_default() += 1;
    }
    base.iter()
        .map(|(n, s)| {
            let name = if count[s.as_str()] > 1 {
                let path: Vec<String> = trace.path(*n).iter().map(|i| i.to_string()).collect();
                format!("{s} ({})", path.join("."))
            } else {
                s.clone()
            };
            (*n, name)
        })
        .collect()
}

/// The step where the last search (the last iteration) starts: the picture shows the tree
/// before it is searched.
fn first_step_of_last_search(trace: &Trace) -> usize {
    match trace.iterations.last() {
        Some(it) if it.first_step > 0 => it.first_step as usize + 1,
        _ => 0,
    }
}

impl Mode for PracticeView {
    /// Offers the stepper's search when it is another than the one practised; "Play the
    /// search" asks the stepper to play this one.
    fn link_name(&self) -> &'static str {
        "practice"
    }

    fn key(&self) -> egui::Key {
        egui::Key::F3
    }

    fn name(&self) -> String {
        t!("app-tool-practice")
    }

    fn purpose(&self) -> String {
        t!("app-tool-practice-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        match &link.set {
            Some(set) => self.start_set(set.clone()),
            None => self.set_scenario(link.scenario.clone()),
        }
        crate::mode::Opened::WithStepper
    }

    fn ui(&mut self, ui: &mut Ui, current: Current<'_>) -> Option<Request> {
        let offer = current
            .trace
            .cloned()
            .filter(|t| {
                let p = &self.played;
                !Arc::ptr_eq(t, p)
                    && (t.searched != p.searched || t.event_count() != p.event_count())
            })
            .map(|t| {
                let title = gametree_teach::titles::trace_title(&t);
                (t, title)
            });
        if let Some(t) = self.draw(ui, offer) {
            self.set_trace(t);
        }
        self.request.take()
    }
}
