//! The learner's own answers that cannot be read (practice and predict).

use super::Say;
use crate::practice::AnswerError;
use crate::t;

impl Say for AnswerError {
    fn say(&self) -> String {
        match self {
            AnswerError::NotAValue { text } => t!("practice-not-a-value", text = text),
            AnswerError::NotAWindowEdge { text } => {
                t!("practice-not-a-window-edge", text = text)
            }
            AnswerError::SayCut => t!("practice-predict-say-cut"),
            AnswerError::Unreadable { text } => t!("practice-answer-unreadable", text = text),
        }
    }
}
