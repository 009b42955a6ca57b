//! One round of practice on one search: the `Worksheet` (the search and what is asked about
//! it), the learner's `Sheet` of answers, the `Marking` of the last Check and the tree
//! drawn as the answer sheet (`TreeSheet`). Grading is `gametree_teach::practice`; this
//! file only keeps what was typed and asks it.

use crate::toolkit::Picture;
use gametree_engine::scenario::Scenario;
use gametree_engine::trace::{NodeId, Trace, show_value};
use gametree_teach::Say;
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

/// The search being practised and what is asked about it: the questions, which nodes are
/// inner, and the name each node is shown under.
pub(super) struct Worksheet {
    /// The search practised: under PVS only its first visits.
    pub trace: Arc<Trace>,
    /// The whole search, for "Play the search".
    pub played: Arc<Trace>,
    /// What is asked about the search.
    pub questions: Questions,
    /// Inner nodes of the drawn search (visited or not: which are visited is for the learner
    /// to work out).
    pub inner: BTreeSet<NodeId>,
    /// A name per node that is unique in this search, for rows and accessible names.
    names: HashMap<NodeId, String>,
}

impl Worksheet {
    /// The worksheet for `trace`, or the number of nodes when there are more than
    /// [`MAX_PRACTICE_NODES`].
    pub fn of(trace: Arc<Trace>) -> Result<Worksheet, usize> {
        let played = trace.clone();
        // PVS: practise on the first visits; which tests are searched again is a question.
        let trace = match gametree_teach::first_visits::first_visits(&trace) {
            Some(t) => Arc::new(t),
            None => trace,
        };
        let questions = Questions::of(&trace);
        if questions.all.len() > MAX_PRACTICE_NODES {
            return Err(questions.all.len());
        }
        let inner = questions
            .all
            .iter()
            .copied()
            .filter(|&n| trace.tree.children(n).next().is_some())
            .collect();
        Ok(Worksheet {
            names: unique_names(&trace, &questions.all),
            inner,
            questions,
            trace,
            played,
        })
    }

    /// The unique name node `id` is shown under.
    pub fn name(&self, id: NodeId) -> Option<&str> {
        self.names.get(&id).map(String::as_str)
    }

    /// The unique name node `id` is shown under, or nothing.
    pub fn name_or_empty(&self, id: NodeId) -> String {
        self.name(id).unwrap_or_default().to_owned()
    }

    /// The node shown under `name`.
    pub fn node_named(&self, name: &str) -> Option<NodeId> {
        self.names
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(&id, _)| id)
    }
}

/// What the learner has put down: the typed entries, the branches ticked pruned and the PVS
/// tests said to be searched again.
#[derive(Default)]
pub(super) struct Sheet {
    pub entries: HashMap<NodeId, Entry>,
    pub pruned: BTreeSet<NodeId>,
    pub researched: BTreeSet<NodeId>,
}

impl Sheet {
    /// The sheet read as answers (with windows when `windows`), and the first entry that
    /// could not be read.
    pub fn read(&self, sheet: &Worksheet, windows: bool) -> (Answers, Option<String>) {
        let mut a = Answers::new(windows);
        let mut problem = None;
        let mut note = |name: &str, e: practice::AnswerError| {
            problem.get_or_insert_with(|| {
                t!("practice-entry-problem", node = name, problem = e.say())
            });
        };
        for (&n, e) in &self.entries {
            let name = sheet.name_or_empty(n);
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

    /// The sheet filled in with `solution`, the search's own answers.
    pub fn solution(solution: Answers) -> Sheet {
        let mut sheet = Sheet::default();
        for (&n, c) in &solution.values {
            sheet.entries.entry(n).or_default().value = c.to_string();
        }
        for (&n, &(a, b)) in solution.windows.iter().flatten() {
            let e = sheet.entries.entry(n).or_default();
            e.alpha = show_value(a);
            e.beta = show_value(b);
        }
        sheet.pruned = solution.pruned;
        sheet.researched = solution.researched;
        sheet
    }
}

/// A verdict on one entry: (right, the expected answer, why it is wrong).
pub(super) type Verdict = (bool, String, Option<String>);

/// How the sheet stands: graded by the last Check, or filled in by Show solution.
#[derive(Default)]
pub(super) struct Marking {
    /// The grading of the answers as they were when Check was pressed.
    pub report: Option<(Report, Answers)>,
    /// Show solution filled the sheet in.
    pub solution_shown: bool,
}

impl Marking {
    /// The last Check's verdict on the `question` about node `n`.
    pub fn verdict(&self, trace: &Trace, n: NodeId, question: Question) -> Option<Verdict> {
        let (report, answers) = self.report.as_ref()?;
        let m = report.marks_for(n).find(|m| m.question == question)?;
        Some((
            m.right,
            m.expected.clone(),
            practice::explain(trace, answers, m),
        ))
    }
}

/// The tree drawn as the answer sheet, and the inner node clicked on it (whose value is typed
/// under it).
pub(super) struct TreeSheet {
    pub picture: Picture,
    pub chosen: Option<NodeId>,
}

/// One round on one search: the worksheet, what the learner put down, how it was marked, and
/// the tree they work on.
pub(super) struct Round {
    pub sheet: Worksheet,
    pub answers: Sheet,
    pub marking: Marking,
    pub tree: TreeSheet,
}

impl Round {
    /// A fresh round on `sheet`: nothing typed, the picture before the last search starts.
    pub fn new(sheet: Worksheet) -> Round {
        let mut round = Round {
            tree: TreeSheet {
                picture: Picture::new(sheet.trace.clone(), 0),
                chosen: None,
            },
            sheet,
            answers: Sheet::default(),
            marking: Marking::default(),
        };
        round.clear();
        round
    }

    /// The AIMA figure 5.2 tree under alpha-beta, the round practice starts with.
    pub fn aima() -> Round {
        let trace =
            crate::searches::record_now(&Scenario::default()).expect("the AIMA scenario records");
        Round::new(Worksheet::of(Arc::new(trace)).expect("the AIMA tree is small"))
    }

    /// Empties every entry and the marking; the picture goes back to the start.
    pub fn clear(&mut self) {
        let step = first_step_of_last_search(&self.sheet.trace);
        self.answers = Sheet::default();
        self.marking = Marking::default();
        self.tree = TreeSheet {
            picture: Picture::new(self.sheet.trace.clone(), step),
            chosen: None,
        };
    }

    /// Grades the sheet (windows asked when `windows`); the first entry that could not be read.
    pub fn check(&mut self, windows: bool) -> Option<String> {
        let (answers, problem) = self.answers.read(&self.sheet, windows);
        let report = practice::check(&self.sheet.trace, &answers);
        self.marking.report = Some((report, answers));
        problem
    }

    /// Fills in the search's own answers and shows the end of the search in the picture;
    /// whether the solution has windows.
    pub fn show_solution(&mut self) -> bool {
        let trace = &self.sheet.trace;
        let solution = Answers::solution(trace);
        let windows = solution.windows.is_some();
        self.answers = Sheet::solution(solution);
        self.marking = Marking {
            report: None,
            solution_shown: true,
        };
        self.tree.picture = Picture::new(trace.clone(), trace.event_count());
        windows
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
