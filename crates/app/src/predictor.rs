//! Predict mode's state: the learner's predictions on one recorded search (the question
//! waiting, the answer typed, the score). The stepper keeps it with the search ([`crate::state`])
//! because → and Play stop at each question; [`crate::predict_panel`] draws it.

use gametree_engine::trace::Playback;
use gametree_teach::Say;
use gametree_teach::predict::{self, Question, Verdict};
use gametree_teach::t;

/// The learner's predictions on one recorded search.
#[derive(Clone, Debug, Default)]
pub struct Predictor {
    /// The question waiting for an answer, if any.
    pub question: Option<Question>,
    /// The answer as typed.
    pub answer: String,
    /// Whether the learner says the node cuts off (where asked).
    pub cuts: Option<bool>,
    /// The last answer's grading.
    pub verdict: Option<Verdict>,
    /// What could not be read in the last answer.
    pub problem: Option<String>,
    /// Answers right so far.
    pub right: u32,
    /// Answers checked so far.
    pub checked: u32,
}

impl Predictor {
    /// Whether → may take the next step now. Before a step to predict it sets the question up
    /// and says no; the step is taken by [`Self::check`].
    pub fn allows_forward(&mut self, playback: &Playback) -> bool {
        match predict::question(playback) {
            Some(q) => {
                if self.question.as_ref().map(|x| x.step) != Some(q.step) {
                    self.question = Some(q);
                    self.answer.clear();
                    self.cuts = None;
                    self.problem = None;
                }
                false
            }
            None => {
                self.question = None;
                true
            }
        }
    }

    /// Grades the typed answer; if it can be read, scores it, shows why and takes the step.
    pub fn check(&mut self, playback: &mut Playback) {
        let Some(q) = self.question.clone() else {
            return;
        };
        if playback.step() != q.step {
            self.question = None;
            return;
        }
        match predict::check(playback, &q, &self.answer, self.cuts) {
            Ok(v) => {
                self.checked += 1;
                self.right += v.right as u32;
                self.verdict = Some(v);
                self.problem = None;
                self.question = None;
                playback.forward();
            }
            Err(e) => self.problem = Some(e.say()),
        }
    }

    /// "3 / 4 right".
    pub fn score(&self) -> String {
        t!(
            "practice-predict-score",
            right = self.right,
            checked = self.checked
        )
    }
}
