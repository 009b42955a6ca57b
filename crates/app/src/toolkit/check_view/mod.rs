//! Check mode (issue 28): a learner's own search, read from an events file (the protocol of
//! `gametree check`), drawn beside the textbook's search of the same tree — "Your search" and
//! "Alpha-beta" (or "Minimax") side by side, stepping together one step of the walks at a
//! time, the node where the two first part marked on both trees and said in the words of
//! `gametree check` (the parting sentence, and the classic bug when one walks as theirs).
//! The file arrives by Open…, by drop (desktop and web) or by `gametree gui --events FILE`.

mod view;

use super::Picture;
use gametree_engine::check::Walk;
use gametree_engine::check::bugs::Bug;
use gametree_engine::check::compare::{Parting, node_at, textbook_walk};
use gametree_engine::check::judge::{JudgeError, judge};
use gametree_engine::check::replay::{replay, tree_of};
use gametree_engine::scenario::Scenario;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{NodeId, Searched, Trace};
use gametree_teach::Say;
use gametree_teach::check_words;
use gametree_teach::narrate::who;
use gametree_teach::t;
use gametree_teach::titles::algorithm_title;
use std::sync::Arc;

/// The key that jumps to the first difference.
pub const PARTING_KEY: egui::Key = egui::Key::D;

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
    /// Where the walks first part (`None`: they agree).
    pub parting: Option<Parting>,
    /// The classic bugs that walk exactly as theirs (alpha-beta only).
    pub bugs: Vec<Bug>,
    /// The learner's walk, step by step.
    their_walk: Vec<Walk>,
    /// The textbook's walk, step by step.
    our_walk: Vec<Walk>,
    /// The node where they part (the learner's step's node, else the textbook's), on each
    /// tree (where the tree has it).
    pub marks: (Option<NodeId>, Option<NodeId>),
}

impl Checked {
    /// Reads `text` (the learner's events) as a search of `scenario`'s tree and records the
    /// textbook's search beside it; why it cannot, in one line.
    pub fn new(name: &str, text: &str, scenario: &Scenario) -> Result<Checked, String> {
        let (tree, min_root) = tree_of(scenario)
            .ok_or_else(|| t!("app-check-needs-tree"))?
            .map_err(|e| e.say())?;
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
        let algorithm = textbook.config.algorithm;
        let judged = judge(&textbook, tree.as_ref(), min_root, text).map_err(|e| match e {
            JudgeError::Protocol(e) => t!("app-check-bad-file", name = name, error = e.say()),
            JudgeError::Scenario(e) => e.say(),
        })?;
        let (walk, ours, parting, bugs) = (
            judged.read.walk,
            judged.textbook,
            judged.parting,
            judged.bugs,
        );
        let theirs = replay(
            &walk,
            &tree,
            min_root,
            textbook.config.clone(),
            Searched::Titled(name.to_string()),
        );
        let their_trace = Arc::new(theirs.trace);
        // One node marked on both trees: the learner's step's (else the textbook's), so the
        // textbook's tree shows what it did with the node they went to.
        let marks = parting
            .as_ref()
            .and_then(|p| p.theirs.as_ref().or(p.ours.as_ref()))
            .map_or((None, None), |w: &Walk| {
                let at = |trace: &Trace| node_at(trace, w.path());
                (at(&their_trace), at(&ours))
            });
        let (our_walk, at) = textbook_walk(&ours);
        let our_steps = at.iter().map(|k| k + 1).collect();
        Ok(Checked {
            name: name.to_string(),
            algorithm,
            theirs: Picture::new(their_trace, 0),
            ours: Picture::new(ours, 0),
            their_steps: theirs.steps,
            our_steps,
            parting,
            bugs,
            their_walk: walk,
            our_walk,
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
        self.parting.as_ref().map(|p| p.index + 1)
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
    }

    /// The textbook's name as a title, in the language in force ("Alpha-beta").
    pub fn textbook_title(&self) -> String {
        gametree_teach::words::capitalise(&algorithm_title(self.algorithm))
    }

    /// What each search did at step `k` of the walks (counted from 1), as "entered MIN node
    /// C"; `None` before the first step and past the end of that walk.
    pub fn did(&self, k: usize) -> [Option<String>; 2] {
        let trace = self.ours.playback.trace();
        let say = |walk: &[Walk]| {
            let w = walk.get(k.checked_sub(1)?)?;
            let name =
                |p: &[u32]| node_at(trace, p).map_or_else(|| format!("#{p:?}"), |n| who(trace, n));
            Some(match w {
                Walk::Enter(p) => t!("check-did-enter", node = name(p)),
                Walk::Leaf(p, v) => t!("check-did-leaf", node = name(p), value = *v),
                Walk::Exit(p, v) => t!("check-did-exit", node = name(p), value = *v),
            })
        };
        [say(&self.their_walk), say(&self.our_walk)]
    }

    /// The verdict: that they agree, or the first place they part and, when a classic bug
    /// walks as theirs, which.
    pub fn verdict(&self) -> Vec<String> {
        let name = algorithm_title(self.algorithm);
        // A tree's nodes are all in the recording: no position to name apart.
        let codes = |_: &[u32]| None;
        check_words::verdict(
            self.ours.playback.trace(),
            &codes,
            &name,
            self.their_steps.len(),
            self.parting.as_ref(),
            &self.bugs,
        )
    }
}

/// The check view's state: what is open and the step shown.
#[derive(Default)]
pub struct CheckView {
    /// The two searches, or why the last file could not be read.
    pub opened: Option<Result<Checked, String>>,
    /// The step of the walks shown (0: before the first).
    pub step: usize,
}

impl CheckView {
    /// Opens the events in `text` (a file called `name`) as a search of `scenario`'s tree, at
    /// the first step; a file that cannot be read leaves its one line instead.
    pub fn open(&mut self, name: &str, text: &str, scenario: &Scenario) {
        self.opened = Some(Checked::new(name, text, scenario));
        self.go_to(0);
    }

    /// The two searches, when a file is open.
    pub fn checked(&self) -> Option<&Checked> {
        self.opened.as_ref().and_then(|r| r.as_ref().ok())
    }

    /// Why the last file could not be read, if it could not.
    pub fn error(&self) -> Option<&str> {
        self.opened
            .as_ref()
            .and_then(|r| r.as_ref().err())
            .map(String::as_str)
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

    fn key(&self) -> egui::Key {
        egui::Key::F8
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
            Some(Err(e)) => serde_json::json!({ "error": e }),
            Some(Ok(c)) => serde_json::json!({
                "step": self.step,
                "steps": c.len(),
                "parting": c.parting_step(),
            }),
        }
    }
}
