//! Practice mode: the learner works a recorded search by hand. For every inner node they type
//! the backed-up value (or a bound such as `≥ 5` / `≤ 2`), optionally the α/β window it starts
//! with, and tick the branches they think get pruned. Check marks each entry right or wrong
//! (in colour), scores the round and explains the first mistake; Show solution fills in the
//! search's own answers. Grading is `gametree_teach::practice`; this folder only collects and
//! shows.
//!
//! - [`round`]: one round on one search: the worksheet, the learner's answers, the marking;
//! - `rows`: the answer rows beside the tree;
//! - `tree`: the tree itself as the answer sheet;
//! - [`sets`]: the exercise-set panel and the progress on each level;
//! - [`random`]: the options of "New random tree";
//! - `view`: the view drawn, and practice as one of the app's modes.

pub mod random;
pub mod round;
mod rows;
pub mod sets;
mod tree;
mod view;

pub use round::{Entry, MAX_PRACTICE_NODES};

/// The most nodes the search of a scenario to practise may visit (see
/// [`PracticeView::set_scenario`]).
pub const PRACTICE_SEARCH_NODES: u64 = 100_000;

use crate::mode::Request;
use gametree_engine::exercises::ExerciseSet;
use gametree_engine::scenario::{Scenario, ScenarioError};
use gametree_engine::search::SearchError;
use gametree_engine::trace::{NodeId, Trace};
use gametree_teach::Say;
use gametree_teach::practice::{Answers, Report};
use gametree_teach::t;
use random::RandomChoice;
use round::{Round, Worksheet};
use rows::set_member;
use sets::ExerciseSets;
use std::cell::OnceCell;
use std::sync::Arc;

/// The practice view: the round being worked, the questions asked, the exercise-set panel and
/// the random-tree options. Until a search is given, the round is the AIMA figure 5.2 tree
/// under alpha-beta, recorded the first time it is needed (drawn or asked about), never by
/// `Default`.
#[derive(Default)]
pub struct PracticeView {
    /// The round being worked; empty until first needed.
    round: OnceCell<Round>,
    /// Ask for the α/β window of each node (alpha-beta searches only).
    pub ask_windows: bool,
    /// The exercise-set panel.
    pub sets: ExerciseSets,
    /// What "New random tree" makes.
    pub random: RandomChoice,
    /// What a button asked the app to do, until the app takes it.
    request: Option<Request>,
    /// Why the last request could not be done, or what an entry could not be read as.
    note: Option<String>,
}

impl PracticeView {
    /// Practice on `trace` (its last iteration, for iterative deepening).
    pub fn new(trace: Arc<Trace>) -> PracticeView {
        let mut view = PracticeView::default();
        view.set_trace(trace);
        view
    }

    /// The round being worked, started on the AIMA tree if none was given.
    fn round(&self) -> &Round {
        self.round.get_or_init(Round::aima)
    }

    /// The round being worked, to change it.
    fn round_mut(&mut self) -> &mut Round {
        self.round();
        self.round.get_mut().expect("the round was just started")
    }

    /// Whether the round has been started: a search given, or the first one recorded because
    /// the view was drawn or asked about it.
    pub fn has_started(&self) -> bool {
        self.round.get().is_some()
    }

    /// The title of the search practised, made from what it searched, in the language in
    /// force (a trace file's own title as it is).
    fn title(&self) -> String {
        gametree_teach::titles::trace_title(self.trace())
    }

    /// Whether the α/β windows are asked: when chosen, and the search is alpha-beta.
    fn asks_windows(&self) -> bool {
        self.ask_windows && self.trace().is_alphabeta()
    }

    /// Starts a new round on `trace`. A search too large to practise keeps the old round and
    /// says why.
    pub fn set_trace(&mut self, trace: Arc<Trace>) {
        match Worksheet::of(trace) {
            Ok(sheet) => {
                self.round = OnceCell::from(Round::new(sheet));
                self.note = None;
            }
            Err(nodes) => {
                self.note = Some(t!(
                    "practice-too-large",
                    nodes = nodes,
                    max = MAX_PRACTICE_NODES
                ));
            }
        }
    }

    /// Records `scenario` and practises on it (an error is shown in the view). The search
    /// may visit at most [`PRACTICE_SEARCH_NODES`]: far more than a round can hold, and quick
    /// enough to run between two frames, so a scenario too big to practise (a whole game) is
    /// refused at once instead of being searched to the end first.
    pub fn set_scenario(&mut self, scenario: Scenario) {
        let bounded = Scenario {
            max_nodes: scenario.max_nodes.min(PRACTICE_SEARCH_NODES),
            ..scenario
        };
        match crate::searches::record_now(&bounded) {
            Ok(t) => self.set_trace(Arc::new(t)),
            Err(ScenarioError::Search(SearchError::NodeBudget { .. })) => {
                self.note = Some(t!(
                    "practice-too-large-search",
                    nodes = gametree_engine::compare::group(PRACTICE_SEARCH_NODES),
                    max = MAX_PRACTICE_NODES
                ));
            }
            Err(e) => self.note = Some(e.say()),
        }
    }

    /// A fresh random tree with the random options (alpha-beta, MIN at the root if chosen).
    pub fn new_random_tree(&mut self) {
        match self.random.scenario() {
            Ok(s) => self.set_scenario(s),
            Err(e) => self.note = Some(e.say()),
        }
    }

    /// The search being practised.
    pub fn trace(&self) -> &Arc<Trace> {
        &self.round().sheet.trace
    }

    /// The unique name a node is shown under (its row, and "value of NAME" for its box).
    pub fn name(&self, id: NodeId) -> Option<&str> {
        self.round().sheet.name(id)
    }

    /// The node shown under `name`.
    pub fn node_named(&self, name: &str) -> Option<NodeId> {
        self.round().sheet.node_named(name)
    }

    /// The learner's typed entry for a node (mutable, as if typed).
    pub fn entry_mut(&mut self, id: NodeId) -> &mut Entry {
        self.round_mut().answers.entries.entry(id).or_default()
    }

    /// Starts working `set` from its first tree.
    pub fn start_set(&mut self, set: ExerciseSet) {
        self.sets.start(set);
        self.show_exercise(0);
    }

    /// Shows tree `k` of the current set.
    pub fn show_exercise(&mut self, k: usize) {
        if let Some(e) = self.sets.go_to(k) {
            let scenario = e.scenario.clone();
            self.set_scenario(scenario);
        }
    }

    /// The set being worked and which tree (from 0), if any.
    pub fn current_exercise(&self) -> Option<(&ExerciseSet, usize)> {
        self.sets.current()
    }

    /// Where node `id` is drawn on the tree (for tests that click it).
    pub fn node_on_screen(&self, id: NodeId) -> Option<egui::Pos2> {
        self.round().tree.picture.screen_centre(id)
    }

    /// The inner node clicked on the tree, if any.
    pub fn chosen(&self) -> Option<NodeId> {
        self.round().tree.chosen
    }

    /// Whether the branch into `id` is marked pruned.
    pub fn is_marked_pruned(&self, id: NodeId) -> bool {
        self.round().answers.pruned.contains(&id)
    }

    /// Says whether PVS searches the test `id` again.
    pub fn mark_researched(&mut self, id: NodeId, again: bool) {
        set_member(&mut self.round_mut().answers.researched, id, again);
    }

    /// Ticks or unticks the branch into `id` as pruned.
    pub fn mark_pruned(&mut self, id: NodeId, pruned: bool) {
        set_member(&mut self.round_mut().answers.pruned, id, pruned);
    }

    /// The grading from the last Check.
    pub fn report(&self) -> Option<&Report> {
        self.round().marking.report.as_ref().map(|(r, _)| r)
    }

    /// What the learner typed, read as answers, and the first entry that could not be read.
    pub fn answers(&self) -> (Answers, Option<String>) {
        let round = self.round();
        round.answers.read(&round.sheet, self.asks_windows())
    }

    /// Grades what was typed; a tree of an exercise set counts in the progress.
    pub fn check(&mut self) {
        let windows = self.asks_windows();
        let round = self.round_mut();
        let problem = round.check(windows);
        let perfect = round
            .marking
            .report
            .as_ref()
            .is_some_and(|(r, _)| r.is_perfect());
        self.sets.count_check(perfect);
        self.note = problem.map(|p| t!("practice-could-not-read", problem = p));
    }

    /// Fills in the search's own answers and shows the end of the search in the picture.
    pub fn show_solution(&mut self) {
        if self.round_mut().show_solution() {
            self.ask_windows = true;
        }
    }

    /// Empties every entry (same search).
    pub fn clear(&mut self) {
        self.round_mut().clear();
        self.note = None;
    }
}
