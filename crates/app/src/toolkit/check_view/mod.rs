//! Check mode (issue 28): a learner's own search, read from an events file (the protocol of
//! `gametree check`), drawn beside the textbook's search of the same tree — "Your search" and
//! "Alpha-beta" (or "Minimax") side by side, stepping together one step of the walks at a
//! time, the node where the two first part marked on both trees and said in the words of
//! `gametree check` (the parting sentence, and the classic bug when one walks as theirs).
//! The file arrives by Open…, by drop (desktop and web) or by `gametree gui --events FILE`.

pub mod grade;
mod view;

use super::Picture;
use crate::error::AppError;
use gametree_engine::check::compare::node_at;
use gametree_engine::check::judge::{JudgeError, Judgement, Setup, judge_text};
use gametree_engine::check::replay::{replay, tree_of};
use gametree_engine::check::shape::GameShape;
use gametree_engine::check::{Kept, Walk};
use gametree_engine::game::tree::TreeGame;
use gametree_engine::game::{Player, Rules, Sides};
use gametree_engine::scenario::Scenario;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{EventKind, NodeId, Searched, Trace, show_value};
use gametree_teach::Say;
use gametree_teach::check_words::{self, Context};
use gametree_teach::narrate::who;
use gametree_teach::t;
use gametree_teach::titles::algorithm_title;
use std::sync::Arc;

/// The two searches of one events file, ready to step together.
pub struct Checked {
    /// The events file's name.
    pub name: String,
    /// The textbook search compared with (minimax or alpha-beta).
    pub algorithm: Algorithm,
    /// The learner's search, drawn.
    pub theirs: Picture,
    /// The textbook's search, drawn.
    pub ours: Picture,
    /// For each step of the learner's walk, the step of their recording that shows it.
    their_steps: Vec<usize>,
    /// For each step of the textbook's walk, the step of its recording that shows it.
    our_steps: Vec<usize>,
    /// The judge's facts: the parting, the diagnosis.
    pub judged: Judgement,
    /// Whether the learner's events carried windows (then their tree shows them).
    pub windows: bool,
    /// The step shown and what each search did there: (kind, value, path) facts.
    shown: [Option<Walk>; 2],
    /// The node where they part (the learner's step's node, else the textbook's), on each
    /// tree (where the tree has it).
    pub marks: (Option<NodeId>, Option<NodeId>),
}

impl Checked {
    /// Reads `text` (the learner's events) as a search of `scenario`'s tree and records the
    /// textbook's search beside it; why it cannot, in one line. The text is let go once read:
    /// a file of ten million events is a hundred megabytes the walk no longer needs.
    pub fn new(name: &str, text: String, scenario: &Scenario) -> Result<Checked, AppError> {
        let (tree, min_root) = tree_of(scenario).ok_or(AppError::CheckNeedsTree)??;
        let tree = Arc::new(tree);
        let mut textbook = scenario.clone();
        if !matches!(
            textbook.config.algorithm,
            Algorithm::Minimax | Algorithm::AlphaBeta
        ) {
            textbook.config = SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                ..SearchConfig::default()
            };
        }
        // One walk a file: iterative deepening and the table are the command line's to check.
        textbook.config.iterative = false;
        textbook.config.tt = false;
        textbook.config.aspiration = None;
        textbook.config.time_limit = None;
        let algorithm = textbook.config.algorithm;
        let root = if min_root { Player::Min } else { Player::Max };
        let game = TreeGame::new(tree.clone(), root);
        if game.has_chance() {
            return Err(AppError::CheckChance);
        }
        let mut judged = judge(GameShape::new(game), &textbook, &text).map_err(|error| {
            AppError::CheckBadFile {
                name: name.to_string(),
                error: Box::new(error),
            }
        })?;
        drop(text);
        judged.kept.shrink_to_fit();
        let ours = Arc::new(crate::searches::record_now(&textbook)?);
        let theirs = replay(
            &judged.kept,
            &tree,
            min_root,
            textbook.config.clone(),
            Searched::Titled(name.to_string()),
        );
        let their_trace = Arc::new(theirs.trace);
        // One node marked on both trees: the learner's step's (else the textbook's), so the
        // textbook's tree shows what it did with the node they went to.
        let marks = judged
            .parting
            .as_ref()
            .and_then(|p| p.theirs.as_ref().or(p.ours.as_ref()))
            .map_or((None, None), |d| {
                let at = |trace: &Trace| node_at(trace, &d.path);
                (at(&their_trace), at(&ours))
            });
        // The steps of the textbook's walk by their events alone (no path built for each:
        // a walk of millions of events would hold gigabytes of them).
        let our_steps = ours
            .events()
            .enumerate()
            .filter(|(_, e)| matches!(e.kind, EventKind::Enter | EventKind::Leaf | EventKind::Exit))
            .map(|(k, _)| k + 1)
            .collect();
        let windows = judged.kept.iter().any(|k| k.window.is_some());
        Ok(Checked {
            name: name.to_string(),
            algorithm,
            theirs: Picture::new(their_trace, 0),
            ours: Picture::new(ours, 0),
            their_steps: theirs.steps,
            our_steps,
            judged,
            windows,
            shown: [None, None],
            marks,
        })
    }

    /// How many steps the longer walk has.
    pub fn len(&self) -> usize {
        self.their_steps.len().max(self.our_steps.len())
    }

    /// Whether both walks are empty (never: a file with no events is refused).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The step of the walks where they part, counted from 1 (`None`: they agree).
    pub fn parting_step(&self) -> Option<usize> {
        self.judged.parting.as_ref().map(|p| p.index + 1)
    }

    /// Shows step `k` of the walks (0: before the first) on both trees.
    pub fn seek(&mut self, k: usize) {
        let at = |steps: &[usize], k: usize| match k {
            0 => 0,
            k => steps.get(k - 1).or(steps.last()).copied().unwrap_or(0),
        };
        let (theirs, ours) = (at(&self.their_steps, k), at(&self.our_steps, k));
        self.theirs.playback.seek(theirs);
        self.ours.playback.seek(ours);
        let mine = k
            .checked_sub(1)
            .and_then(|i| walk_step(&self.judged.kept, i));
        let textbook = k.checked_sub(1).and_then(|i| {
            let trace = self.ours.playback.trace();
            let step = *self.our_steps.get(i)?;
            let e = trace.event(step - 1);
            let path = trace.path(e.node);
            let value = trace.node(e.node).value().unwrap_or(0);
            Some(match e.kind {
                gametree_engine::trace::EventKind::Enter => Walk::Enter(path),
                gametree_engine::trace::EventKind::Leaf => Walk::Leaf(path, value),
                _ => Walk::Exit(path, value),
            })
        });
        self.shown = [mine, textbook];
    }

    /// The textbook's name as a title, in the language in force ("Alpha-beta").
    pub fn textbook_title(&self) -> String {
        gametree_teach::words::capitalise(&algorithm_title(self.algorithm))
    }

    /// What each search did at the step shown, as "entered MIN node C"; `None` before the
    /// first step and past the end of that walk.
    pub fn did(&self) -> [Option<String>; 2] {
        let trace = self.ours.playback.trace();
        let say = |w: &Option<Walk>| {
            let w = w.as_ref()?;
            let name = |p: &[u32]| {
                node_at(trace, p).map_or_else(|| t!("engine-node-root"), |n| who(trace, n))
            };
            Some(match w {
                Walk::Enter(p) => t!("check-did-enter", node = name(p)),
                Walk::Leaf(p, v) => t!("check-did-leaf", node = name(p), value = show_value(*v)),
                Walk::Exit(p, v) => t!("check-did-exit", node = name(p), value = show_value(*v)),
            })
        };
        [say(&self.shown[0]), say(&self.shown[1])]
    }

    /// The verdict: that they agree, or the first place they part and what their walk is
    /// exactly, when it is a known one.
    pub fn verdict(&self) -> Vec<String> {
        let ctx = Context {
            algorithm: self.algorithm,
            sides: Sides::MaxMin,
            trace: Some(self.ours.playback.trace()),
            app: true,
        };
        check_words::verdict(&ctx, &self.judged)
    }
}

/// Judges the whole of `text`, keeping the steps (the app draws the learner's whole walk).
fn judge(
    shape: GameShape<TreeGame>,
    textbook: &Scenario,
    text: &str,
) -> Result<Judgement, JudgeError> {
    judge_text(shape, setup(textbook, true), text)
}

/// What the app checks a file against: the textbook scenario's search, one walk a file.
pub fn setup(textbook: &Scenario, keep_steps: bool) -> Setup {
    Setup {
        iterative: false,
        keep_steps,
        ..Setup::of(&textbook.config, textbook.max_nodes)
    }
}

/// Step `i` of the learner's steps with the path of its node (a scan from the start: it runs
/// once a step shown).
fn walk_step(steps: &[Kept], i: usize) -> Option<Walk> {
    gametree_engine::check::walk(steps.iter().map(|kept| kept.step)).nth(i)
}

/// The check view's state: what is open and the step shown.
#[derive(Default)]
pub struct CheckView {
    /// The two searches, or why the last file could not be read.
    pub opened: Option<Result<Checked, AppError>>,
    /// The step of the walks shown (0: before the first).
    pub step: usize,
    /// "Grade a class…": the class table a click opens a student's check from.
    pub grade: grade::GradePanel,
}

impl CheckView {
    /// Opens the events in `text` (a file called `name`) as a search of `scenario`'s tree, at
    /// the first step; a file that cannot be read leaves its one line instead.
    pub fn open(&mut self, name: &str, text: String, scenario: &Scenario) {
        self.opened = Some(Checked::new(name, text, scenario));
        self.go_to(0);
    }

    /// The two searches, when a file is open.
    pub fn checked(&self) -> Option<&Checked> {
        self.opened.as_ref().and_then(|r| r.as_ref().ok())
    }

    /// Why the last file could not be read, if it could not.
    pub fn error(&self) -> Option<&AppError> {
        self.opened.as_ref().and_then(|r| r.as_ref().err())
    }

    /// Shows step `k` (clamped to the longer walk) on both trees.
    pub fn go_to(&mut self, k: usize) {
        if let Some(Ok(c)) = &mut self.opened {
            self.step = k.min(c.len());
            c.seek(self.step);
        } else {
            self.step = 0;
        }
    }

    /// Shows the step where the two searches part (the last step when they agree).
    pub fn go_to_parting(&mut self) {
        let to = self
            .checked()
            .map_or(0, |c| c.parting_step().unwrap_or(c.len()));
        self.go_to(to);
    }
}

impl crate::mode::Mode for CheckView {
    fn link_name(&self) -> &'static str {
        "check"
    }

    fn name(&self) -> String {
        t!("app-tool-check")
    }

    fn purpose(&self) -> String {
        t!("app-tool-check-purpose")
    }

    fn ui(
        &mut self,
        ui: &mut egui::Ui,
        _current: crate::mode::Current<'_>,
    ) -> Option<crate::mode::Request> {
        self.draw(ui)
    }

    fn status(&self) -> serde_json::Value {
        match &self.opened {
            None => serde_json::Value::Null,
            Some(Err(e)) => serde_json::json!({ "error": e.say() }),
            Some(Ok(c)) => serde_json::json!({
                "step": self.step,
                "steps": c.len(),
                "parting": c.parting_step(),
            }),
        }
    }
}
