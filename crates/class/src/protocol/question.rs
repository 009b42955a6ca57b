//! A question as data: what it asks (the kind), at which step, the form of its answer
//! (a value as Predict reads it, a window edge and whether it cuts off, or one of several
//! choices), answers, the live tally, the reveal and the per-question summary. Nothing here
//! needs a search: the teacher's side makes the question and knows the right answer.

use serde::{Deserialize, Serialize};

/// A value's most characters (`≥ 3`, `-inf`, `3.25`).
pub const MAX_VALUE_CHARS: usize = 40;
/// A choice question's most choices.
pub const MAX_CHOICES: usize = 64;
/// A choice's label's most characters.
pub const MAX_LABEL_CHARS: usize = 200;
/// A prompt's or a reason's most characters.
pub const MAX_TEXT_CHARS: usize = 2000;
/// The most answers a reveal may also accept as right.
pub const MAX_ALSO_RIGHT: usize = 256;

/// What a question asks (Predict's questions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// The new α or β after a backup, and whether the node cuts off.
    Window,
    /// A node's value (or bound) when it finishes.
    Value,
    /// The child MCTS chooses next.
    MctsChoice,
    /// Under the Code panel: the line that runs next.
    CodeLine,
}

/// The form of a question's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Form {
    /// A value as Predict's box reads it: `3`, `≥ 3`, `-inf`, `3.5`.
    Value,
    /// A value (the new α or β) and, when `cut`, whether the node cuts off.
    Window {
        /// Whether the cutoff is asked too.
        cut: bool,
    },
    /// One of these (children's moves, code lines), by index from 0.
    Choice {
        /// The choices' labels.
        choices: Vec<String>,
    },
}

/// A question, as the teacher's side makes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// What it asks.
    pub kind: QuestionKind,
    /// The step it is asked at (the answer is what the step does).
    pub step: u32,
    /// The node it is about (the recording's node id), for pages to mark it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node: Option<u32>,
    /// The form of the answer.
    pub form: Form,
    /// The question in the teacher's words, for a page that cannot make its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<String>,
}

impl Question {
    /// Whether the question is within the protocol's limits.
    pub fn is_sound(&self) -> bool {
        let choices_fit = match &self.form {
            Form::Choice { choices } => {
                !choices.is_empty()
                    && choices.len() <= MAX_CHOICES
                    && choices.iter().all(|c| c.chars().count() <= MAX_LABEL_CHARS)
            }
            Form::Value | Form::Window { .. } => true,
        };
        let prompt_fits = self
            .prompt
            .as_ref()
            .is_none_or(|p| p.chars().count() <= MAX_TEXT_CHARS);
        choices_fit && prompt_fits
    }
}

/// A question as sent to the class: its id and the question (never the right answer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    /// The question's id in this session (1, 2, …); answers name it.
    pub id: u32,
    /// The question.
    pub question: Question,
}

/// An answer, in its question's form.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Answer {
    /// A value as Predict reads it.
    Value {
        /// The value's text.
        value: String,
    },
    /// A window edge, and whether the node cuts off (when asked).
    Window {
        /// The value's text.
        value: String,
        /// Whether it cuts off (`None` when not asked).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cut: Option<bool>,
    },
    /// A choice's index, from 0.
    Choice {
        /// The index.
        choice: u32,
    },
}

impl Answer {
    /// The answer as the session keeps and counts it: a value without spaces, or `None` when
    /// it does not fit `form` (an empty or too long value, a cutoff missing or not asked, a
    /// choice out of range).
    pub fn canonical(&self, form: &Form) -> Option<Answer> {
        let value = |v: &str| {
            let v: String = v.split_whitespace().collect();
            (!v.is_empty()
                && v.chars().count() <= MAX_VALUE_CHARS
                && !v.chars().any(char::is_control))
            .then_some(v)
        };
        match (self, form) {
            (Answer::Value { value: v }, Form::Value) => Some(Answer::Value { value: value(v)? }),
            (Answer::Window { value: v, cut }, Form::Window { cut: asked })
                if cut.is_some() == *asked =>
            {
                Some(Answer::Window {
                    value: value(v)?,
                    cut: *cut,
                })
            }
            (Answer::Choice { choice }, Form::Choice { choices })
                if (*choice as usize) < choices.len() =>
            {
                Some(self.clone())
            }
            _ => None,
        }
    }

    /// The answer as text, for the results and a histogram's labels: the value, the value and
    /// `cut`/`no cut`, or the choice's label.
    pub fn text(&self, form: &Form) -> String {
        match self {
            Answer::Value { value } | Answer::Window { value, cut: None } => value.clone(),
            Answer::Window {
                value,
                cut: Some(true),
            } => format!("{value}, cut"),
            Answer::Window {
                value,
                cut: Some(false),
            } => format!("{value}, no cut"),
            Answer::Choice { choice } => match form {
                Form::Choice { choices } => choices
                    .get(*choice as usize)
                    .cloned()
                    .unwrap_or_else(|| format!("#{choice}")),
                _ => format!("#{choice}"),
            },
        }
    }
}

/// Why the right answer is right: a message id of the program's words (for a page to say it
/// in its own language) and the teacher's side's own text of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// A message id (crates/teach), if the reason is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The reason in the teacher's language.
    #[serde(default)]
    pub text: String,
}

/// The teacher's reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The question revealed (the open one).
    pub question: u32,
    /// The right answer (may be left out when the ask carried it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right: Option<Answer>,
    /// Other answers the teacher's side judged right too (say `3.33` for `3.333…`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_right: Vec<Answer>,
    /// Why.
    #[serde(default)]
    pub reason: Reason,
}

/// The reveal as everyone receives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revealed {
    /// The question.
    pub question: u32,
    /// The step it was asked at.
    pub step: u32,
    /// The right answer.
    pub right: Answer,
    /// Other answers judged right too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_right: Vec<Answer>,
    /// Why.
    #[serde(default)]
    pub reason: Reason,
}

impl Revealed {
    /// Whether `answer` (as the session kept it) is right.
    pub fn judges(&self, answer: &Answer) -> bool {
        *answer == self.right || self.also_right.contains(answer)
    }
}

/// How the class answered so far: counts per answer, no names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// The question.
    pub question: u32,
    /// How many answered.
    pub answered: u32,
    /// How many students are connected.
    pub students: u32,
    /// Each answer given and how many gave it, the most given first.
    pub counts: Vec<Count>,
}

/// One bar of a tally.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// The answer.
    pub answer: Answer,
    /// How many gave it.
    pub count: u32,
}

/// One question's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionSummary {
    /// The question.
    pub question: u32,
    /// What it asked.
    pub kind: QuestionKind,
    /// The step it was asked at.
    pub step: u32,
    /// How many answered.
    pub answered: u32,
    /// How many were right (known once the right answer is).
    pub right: u32,
    /// How many were wrong.
    pub wrong: u32,
    /// Whether it was revealed.
    pub revealed: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_kept_in_one_form() {
        let form = Form::Window { cut: true };
        let given = Answer::Window {
            value: " ≥ 3 ".into(),
            cut: Some(true),
        };
        let kept = given.canonical(&form).unwrap();
        assert_eq!(
            kept,
            Answer::Window {
                value: "≥3".into(),
                cut: Some(true)
            }
        );
        assert_eq!(kept.text(&form), "≥3, cut");
        let no_cut = Answer::Window {
            value: "3".into(),
            cut: None,
        };
        assert_eq!(no_cut.canonical(&form), None, "the cutoff was asked");
        assert_eq!(
            Answer::Value { value: " ".into() }.canonical(&Form::Value),
            None
        );
        let long = Answer::Value {
            value: "9".repeat(MAX_VALUE_CHARS + 1),
        };
        assert_eq!(long.canonical(&Form::Value), None);
        let choices = Form::Choice {
            choices: vec!["a1".into(), "b2".into()],
        };
        assert_eq!(
            Answer::Choice { choice: 1 }.canonical(&choices),
            Some(Answer::Choice { choice: 1 })
        );
        assert_eq!(Answer::Choice { choice: 2 }.canonical(&choices), None);
        assert_eq!(Answer::Choice { choice: 1 }.text(&choices), "b2");
        assert_eq!(Answer::Choice { choice: 0 }.canonical(&Form::Value), None);
    }

    #[test]
    fn a_reveal_judges_the_right_answer_and_the_ones_also_right() {
        let revealed = Revealed {
            question: 1,
            step: 4,
            right: Answer::Value {
                value: "3.333".into(),
            },
            also_right: vec![Answer::Value {
                value: "3.33".into(),
            }],
            reason: Reason::default(),
        };
        assert!(revealed.judges(&Answer::Value {
            value: "3.33".into()
        }));
        assert!(!revealed.judges(&Answer::Value { value: "3".into() }));
    }

    #[test]
    fn questions_within_the_limits() {
        let q = |choices: Vec<String>| Question {
            kind: QuestionKind::MctsChoice,
            step: 3,
            node: None,
            form: Form::Choice { choices },
            prompt: None,
        };
        assert!(q(vec!["a".into()]).is_sound());
        assert!(!q(vec![]).is_sound());
        assert!(!q(vec!["a".into(); MAX_CHOICES + 1]).is_sound());
    }
}
