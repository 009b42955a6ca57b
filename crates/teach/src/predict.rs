//! Predict mode: before the steps that carry the search's reasoning — a value backed up
//! (with the new α or β, and whether the node cuts off there) and an inner node finished
//! (its value or bound) — the learner says what will happen, and is checked against the
//! recording. Works on any recorded search: trees and games, every algorithm.

use super::claim::{AnswerError, Claim, parse_window_edge};
use super::narrate::narrate;
use super::words::{capitalise, tidy};
use crate::t;
use gametree_engine::game::Player;
use gametree_engine::trace::{EventKind, NodeId, NodeState, Playback, show_value};

/// What the learner is asked before the next step.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The step the question is about (the index of the event still to come).
    pub step: usize,
    /// The node whose number is asked.
    pub node: NodeId,
    /// The question in words.
    pub prompt: String,
    /// Whether the learner must also say if the node cuts off right after.
    pub asks_cut: bool,
    expected: Expected,
}

#[derive(Clone, Debug, PartialEq)]
enum Expected {
    /// A window edge or a best value (after a backup).
    Number { value: i64, name: Asked },
    /// A finished node's value or bound.
    Claim(Claim),
    /// Expectiminimax and MCTS: an expectation or best value, a child UCB chooses, the root's
    /// N and W.
    Chance(super::predict_chance::ChanceExpected),
}

/// Which number a backup question asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asked {
    /// The new α (MAX, alpha-beta).
    Alpha,
    /// The new β (MIN, alpha-beta).
    Beta,
    /// The best value so far (minimax).
    Best,
}

impl Asked {
    /// "α = 3", "β = 3", "the best so far = 3".
    fn is(self, value: i64) -> String {
        let v = show_value(value);
        match self {
            Asked::Alpha => format!("α = {v}"),
            Asked::Beta => format!("β = {v}"),
            Asked::Best => t!("practice-predict-best-so-far-is", value = v),
        }
    }
}

/// The learner's answer, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether every part of the answer was right.
    pub right: bool,
    /// What happens, with the reason and its numbers (the step's narration).
    pub text: String,
}

/// The question to ask before the step `playback` is about to take, if that step is one to
/// predict: a backup into an inner node, or an inner node finishing.
pub fn question(playback: &Playback) -> Option<Question> {
    let trace = playback.trace();
    let step = playback.step();
    if !trace.config.algorithm.is_minimax_family() {
        let (node, prompt, expected) = super::predict_chance::question(playback)?;
        return Some(Question {
            step,
            node,
            prompt,
            asks_cut: false,
            expected: Expected::Chance(expected),
        });
    }
    let event = trace.event_at(step)?;
    let mut after = playback.clone();
    after.forward();
    match event.kind {
        EventKind::Backup => {
            let parent = trace.parent(event.node)?;
            let p = trace.node(parent);
            let child_value = trace.node(event.node).value()?;
            let NodeState::Active { value, alpha, beta } = after.state(parent) else {
                return None;
            };
            let who = capitalise(&super::narrate::who(trace, parent));
            let got = show_value(child_value);
            let from = super::narrate::who(trace, event.node);
            let (prompt, expected) = if trace.is_alphabeta() {
                match p.player {
                    Player::Max => (
                        t!(
                            "practice-predict-backup-alpha",
                            parent = who,
                            value = got,
                            child = from
                        ),
                        Expected::Number {
                            value: alpha,
                            name: Asked::Alpha,
                        },
                    ),
                    Player::Min => (
                        t!(
                            "practice-predict-backup-beta",
                            parent = who,
                            value = got,
                            child = from
                        ),
                        Expected::Number {
                            value: beta,
                            name: Asked::Beta,
                        },
                    ),
                }
            } else {
                (
                    t!(
                        "practice-predict-backup-best",
                        parent = who,
                        value = got,
                        child = from
                    ),
                    Expected::Number {
                        value: value?.int()?,
                        name: Asked::Best,
                    },
                )
            };
            Some(Question {
                step,
                node: parent,
                prompt: tidy(prompt),
                asks_cut: trace.is_alphabeta(),
                expected,
            })
        }
        EventKind::Exit if trace.tree.children(event.node).next().is_some() => {
            let n = trace.node(event.node);
            let who = super::narrate::who(trace, event.node);
            Some(Question {
                step,
                node: event.node,
                prompt: tidy(t!("practice-predict-exit", node = capitalise(&who))),
                asks_cut: false,
                expected: Expected::Claim(Claim {
                    value: n.value()?,
                    bound: n.bound,
                }),
            })
        }
        _ => None,
    }
}

/// Checks `answer` (and, where asked, `cuts`: whether the node cuts off) to `question`, asked
/// at `playback`'s step. A text that cannot be read comes back as `Err` saying what is wrong.
pub fn check(
    playback: &Playback,
    question: &Question,
    answer: &str,
    cuts: Option<bool>,
) -> Result<Verdict, AnswerError> {
    let trace = playback.trace();
    let mut after = playback.clone();
    after.seek(question.step + 1);
    let cut_truth = trace
        .event_at(question.step + 1)
        .is_some_and(|e| e.kind == EventKind::Cutoff);
    let (number_right, said, expected) = match &question.expected {
        Expected::Number { value, name } => {
            let given = parse_window_edge(answer)?;
            (given == *value, name.is(given), name.is(*value))
        }
        Expected::Claim(truth) => {
            let given = Claim::parse(answer)?;
            (given == *truth, given.to_string(), truth.to_string())
        }
        Expected::Chance(truth) => {
            let (right, shown) = super::predict_chance::check(trace, truth, answer);
            let unreadable = || AnswerError::Unreadable {
                text: answer.trim().to_string(),
            };
            (
                right.ok_or_else(unreadable)?,
                answer.trim().to_string(),
                shown,
            )
        }
    };
    if question.asks_cut && cuts.is_none() {
        return Err(AnswerError::SayCut);
    }
    let cut_right = !question.asks_cut || cuts == Some(cut_truth);
    let text = explain(&after, question, cut_truth);
    let right = number_right && cut_right;
    // Chooses the message's "it does cut off" or "it does not cut off".
    let cuts = if cut_truth { "yes" } else { "no" };
    let verdict = match (number_right, cut_right) {
        (true, true) => t!("practice-predict-right", text = text),
        (false, true) => t!(
            "practice-predict-wrong-number",
            said = said,
            expected = expected,
            text = text
        ),
        (true, false) => t!("practice-predict-wrong-cut", cuts = cuts, text = text),
        (false, false) => t!(
            "practice-predict-wrong-both",
            said = said,
            expected = expected,
            cuts = cuts,
            text = text
        ),
    };
    Ok(Verdict {
        right,
        text: tidy(verdict),
    })
}

/// What the step asked about does, with its numbers and, where asked, whether the node cuts
/// off: the verdict's text without "right" or "wrong" (`after`: the playback just after it).
fn explain(after: &Playback, question: &Question, cut_truth: bool) -> String {
    let mut text = narrate(after);
    if question.asks_cut {
        if cut_truth {
            let mut cut = after.clone();
            cut.forward();
            text = t!(
                "practice-predict-then",
                first = text,
                second = narrate(&cut)
            );
        } else if let NodeState::Active { alpha, beta, .. } = after.state(question.node) {
            let no_cut = t!(
                "practice-predict-no-cutoff",
                alpha = show_value(alpha),
                beta = show_value(beta)
            );
            text = t!("practice-predict-then", first = text, second = no_cut);
        }
    }
    text
}

/// What a question asks for, as a class session sends it (issue 46).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asks {
    /// The new α or β (or the best so far) after a backup.
    WindowEdge,
    /// A finished node's value or bound, or an expectation.
    Value,
    /// The child UCB selects at the root (MCTS).
    Child,
    /// The root's N and W (MCTS).
    Counts,
}

impl Question {
    /// What the question asks for.
    pub fn asks(&self) -> Asks {
        match &self.expected {
            Expected::Number { .. } => Asks::WindowEdge,
            Expected::Claim(_) => Asks::Value,
            Expected::Chance(super::predict_chance::ChanceExpected::Value(_)) => Asks::Value,
            Expected::Chance(super::predict_chance::ChanceExpected::Child(_)) => Asks::Child,
            Expected::Chance(super::predict_chance::ChanceExpected::Counts(..)) => Asks::Counts,
        }
    }
}

/// The right answer to `question` as a learner types it in Predict's box (which [`check`]
/// finds right), and, where the question asks it, whether the node cuts off.
pub fn right_answer(playback: &Playback, question: &Question) -> (String, Option<bool>) {
    let trace = playback.trace();
    let cut = question.asks_cut.then(|| {
        trace
            .event_at(question.step + 1)
            .is_some_and(|e| e.kind == EventKind::Cutoff)
    });
    let text = match &question.expected {
        Expected::Number { value, .. } => show_value(*value),
        Expected::Claim(truth) => truth.to_string(),
        Expected::Chance(truth) => match truth {
            super::predict_chance::ChanceExpected::Counts(n, w) => {
                format!("{n}, {}", gametree_engine::trace::show_real(*w))
            }
            other => super::predict_chance::check(trace, other, "").1,
        },
    };
    (text, cut)
}

/// Predict's reason for the right answer to `question`: what the step does, with its numbers
/// (the verdict's text without "right" or "wrong").
pub fn reason(playback: &Playback, question: &Question) -> String {
    let trace = playback.trace();
    let mut after = playback.clone();
    after.seek(question.step + 1);
    let cut_truth = trace
        .event_at(question.step + 1)
        .is_some_and(|e| e.kind == EventKind::Cutoff);
    tidy(explain(&after, question, cut_truth))
}
