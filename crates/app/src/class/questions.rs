//! Predict's question at a step, as the class session asks it: the teacher's side makes it
//! from its own recording ([`prepare`]), with the right answer; at the reveal it judges every
//! answer the class gave with Predict's own checker ([`judge`]), so `≥ 3` and `>= 3`, or
//! `3.33` for 3.333…, are right as they are in Predict; a student's page reads its answer with
//! the same checker before sending it ([`read_answer`]).

use gametree_class::protocol::{self as proto, Answer, Form, QuestionKind};
use gametree_engine::trace::Playback;
use gametree_teach::Say;
use gametree_teach::predict::{self, Asks};

/// A question ready to ask: the session's question and its right answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    /// The question as sent.
    pub question: proto::Question,
    /// The right answer (kept from the students until the reveal).
    pub right: Answer,
}

/// Predict's question before `playback`'s next step, if it has one there.
pub fn prepare(playback: &Playback) -> Option<Prepared> {
    let q = predict::question(playback)?;
    let (text, cut) = predict::right_answer(playback, &q);
    let kind = match q.asks() {
        Asks::WindowEdge => QuestionKind::Window,
        Asks::Value | Asks::Counts => QuestionKind::Value,
        Asks::Child => QuestionKind::MctsChoice,
    };
    // Predict's own form: a value (with the cutoff where asked) in a box.
    let (form, right) = match kind {
        QuestionKind::Window => (
            Form::Window { cut: q.asks_cut },
            Answer::Window { value: text, cut },
        ),
        _ => (Form::Value, Answer::Value { value: text }),
    };
    let right = right.canonical(&form)?;
    Some(Prepared {
        question: proto::Question {
            kind,
            step: u32::try_from(q.step).ok()?,
            node: u32::try_from(q.node.index()).ok(),
            form,
            prompt: Some(q.prompt.chars().take(proto::MAX_TEXT_CHARS).collect()),
        },
        right,
    })
}

/// Predict's question at the session's question's step, on this page's own recording (in the
/// page's language), if it asks one there.
pub fn local(playback: &Playback, question: &proto::Question) -> Option<predict::Question> {
    if question.kind == QuestionKind::CodeLine {
        return None;
    }
    let mut at = playback.clone();
    at.seek(question.step as usize);
    (at.step() == question.step as usize)
        .then(|| predict::question(&at))
        .flatten()
}

/// The answer as typed in the form, read by Predict's checker (`Err`: why it cannot be read,
/// in words). Without the question on this page's recording, the text is sent as it is.
pub fn read_answer(
    playback: Option<&Playback>,
    question: &proto::Question,
    text: &str,
    cuts: Option<bool>,
) -> Result<Answer, String> {
    if let Some(pb) = playback
        && let Some(q) = local(pb, question)
    {
        let mut at = pb.clone();
        at.seek(question.step as usize);
        predict::check(&at, &q, text, cuts).map_err(|e| e.say())?;
    }
    let answer = match question.form {
        Form::Window { cut } => Answer::Window {
            value: text.to_string(),
            cut: if cut { cuts } else { None },
        },
        _ => Answer::Value {
            value: text.to_string(),
        },
    };
    answer
        .canonical(&question.form)
        .ok_or_else(|| gametree_teach::t!("class-answer-unreadable"))
}

/// The answers given (a tally's) that Predict's checker finds right at the question's step,
/// other than `right` itself: the reveal's `also_right`.
pub fn judge(
    playback: &Playback,
    question: &proto::Question,
    given: &[Answer],
    right: &Answer,
) -> Vec<Answer> {
    let Some(q) = local(playback, question) else {
        return Vec::new();
    };
    let mut at = playback.clone();
    at.seek(question.step as usize);
    given
        .iter()
        .filter(|a| *a != right)
        .filter(|a| {
            let (text, cut) = match a {
                Answer::Value { value } => (value.as_str(), None),
                Answer::Window { value, cut } => (value.as_str(), *cut),
                Answer::Choice { .. } => return false,
            };
            predict::check(&at, &q, text, cut).is_ok_and(|v| v.right)
        })
        .take(proto::MAX_ALSO_RIGHT)
        .cloned()
        .collect()
}

/// Predict's reason for the question's right answer, on this page's recording and in its
/// language (`None` without the question there).
pub fn reason(playback: &Playback, question: &proto::Question) -> Option<String> {
    let q = local(playback, question)?;
    let mut at = playback.clone();
    at.seek(question.step as usize);
    Some(predict::reason(&at, &q))
}
