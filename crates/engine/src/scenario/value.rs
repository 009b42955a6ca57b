//! A key's value: what kind each key takes ([`ValueType`]), the value read ([`Value`]), and
//! the one reader from text, [`parse_value`], which links and the command line's flags share;
//! also a [`Step`] of a recording and the [`CODE_LISTINGS`], values only links take.

use super::key_error::{KeyError, Problem};
use super::keys::Key;
use crate::exercises::ExerciseSet;
use crate::game::GameKind;
use crate::lang::Lang;
use crate::search::Algorithm;

/// The listings `code=` names: pseudocode in one function, AIMA's style, and the learners'
/// languages.
pub const CODE_LISTINGS: [&str; 7] = ["pseudo", "aima", "python", "c", "rust", "java", "php"];

/// A step of a recording, as `render --step` takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step `k` (0 is before the first event).
    At(usize),
    /// The last step.
    End,
}

impl Step {
    /// The step in a recording of `len` steps (past the end: the end).
    pub fn resolve(self, len: usize) -> usize {
        match self {
            Step::At(k) => k.min(len),
            Step::End => len,
        }
    }
}

/// What kind of value a key takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ValueType {
    /// On or off: a flag on the command line, `=1`/`=0` in a link.
    Switch,
    /// A whole number from `lo` to `hi`.
    Whole {
        /// The least accepted.
        lo: u64,
        /// The most accepted.
        hi: u64,
    },
    /// A real number above `lo` (or from it, when `lo_included`) up to `hi`.
    Real {
        /// The lower end.
        lo: f64,
        /// Whether `lo` itself is accepted.
        lo_included: bool,
        /// The most accepted.
        hi: f64,
    },
    /// Text, read by the game it belongs to (a position, a move list, a tree).
    Text,
    /// A game's name ([`GameKind::from_name`]).
    Game,
    /// An algorithm's name ([`Algorithm::from_name`]).
    Algo,
    /// A step number or `end`.
    Step,
    /// A mode's name, from the modes the caller has.
    Mode,
    /// An exercise set, `LEVEL:SEED:COUNT`.
    Set,
    /// A language's code.
    Lang,
    /// A code listing's name ([`CODE_LISTINGS`]).
    Code,
}

/// A key's value, read.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// On or off.
    Switch(bool),
    /// A whole number.
    Whole(u64),
    /// A real number.
    Real(f64),
    /// Text.
    Text(String),
    /// A game.
    Game(GameKind),
    /// An algorithm.
    Algo(Algorithm),
    /// A step.
    Step(Step),
    /// A mode's name (checked against the caller's modes when a link is read).
    Mode(String),
    /// An exercise set.
    Set(ExerciseSet),
    /// A language.
    Lang(Lang),
    /// A code listing's name.
    Code(String),
}

impl Value {
    /// The value as a link writes it, which [`parse_value`] reads back.
    pub fn text(&self) -> String {
        match self {
            Value::Switch(on) => if *on { "1" } else { "0" }.to_string(),
            Value::Whole(n) => n.to_string(),
            Value::Real(x) => x.to_string(),
            Value::Text(t) | Value::Mode(t) | Value::Code(t) => t.clone(),
            Value::Game(g) => g.name().to_string(),
            Value::Algo(a) => a.name().to_string(),
            Value::Step(Step::At(k)) => k.to_string(),
            Value::Step(Step::End) => "end".to_string(),
            Value::Set(set) => format!("{}:{}:{}", set.level, set.seed, set.count),
            Value::Lang(lang) => lang.code().to_string(),
        }
    }
}

/// A whole number from `lo` to `hi` (spaces around it and a sign allowed).
pub fn whole_number(text: &str, lo: u64, hi: u64) -> Result<u64, Problem> {
    let t = text.trim();
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::NotANumber);
    }
    match t.parse::<i128>() {
        Ok(n) if (i128::from(lo)..=i128::from(hi)).contains(&n) => Ok(n as u64),
        _ => Err(Problem::OutOfRange),
    }
}

/// A real number in the range `spec` gives.
fn real_number(text: &str, lo: f64, lo_included: bool, hi: f64) -> Result<f64, Problem> {
    let x: f64 = text.trim().parse().map_err(|_| Problem::NotANumber)?;
    let above = if lo_included { x >= lo } else { x > lo };
    if x.is_finite() && above && x <= hi {
        Ok(x)
    } else {
        Err(Problem::OutOfRange)
    }
}

/// `LEVEL:SEED:COUNT`.
fn exercise_set(text: &str) -> Option<ExerciseSet> {
    let parts: Vec<&str> = text.split(':').collect();
    let [l, s, c] = parts[..] else {
        return None;
    };
    ExerciseSet::new(l.parse().ok()?, s.parse().ok()?, c.parse().ok()?).ok()
}

/// Reads `text` as a value of `key`, or says why it is not one.
pub fn parse_value(key: Key, text: &str) -> Result<Value, KeyError> {
    let bad = |problem| KeyError::BadValue {
        key,
        value: crate::game::shown_value(text),
        problem,
    };
    let named = |v: Option<Value>| v.ok_or_else(|| bad(Problem::NotOneOf));
    match key.spec().value {
        ValueType::Switch => match text {
            "1" | "true" | "" => Ok(Value::Switch(true)),
            "0" | "false" => Ok(Value::Switch(false)),
            _ => Err(bad(Problem::NotOneOf)),
        },
        ValueType::Whole { lo, hi } => whole_number(text, lo, hi).map(Value::Whole).map_err(bad),
        ValueType::Real {
            lo,
            lo_included,
            hi,
        } => real_number(text, lo, lo_included, hi)
            .map(Value::Real)
            .map_err(bad),
        ValueType::Text => Ok(Value::Text(text.to_string())),
        ValueType::Game => named(GameKind::from_name(text).map(Value::Game)),
        ValueType::Algo => named(Algorithm::from_name(text).map(Value::Algo)),
        ValueType::Step if text == "end" => Ok(Value::Step(Step::End)),
        ValueType::Step => whole_number(text, 0, u64::MAX)
            .map(|k| Value::Step(Step::At(usize::try_from(k).unwrap_or(usize::MAX))))
            .map_err(bad),
        ValueType::Mode => Ok(Value::Mode(text.to_string())),
        ValueType::Set => named(exercise_set(text).map(Value::Set)),
        ValueType::Lang => named(Lang::parse(text).map(Value::Lang)),
        ValueType::Code => named(
            CODE_LISTINGS
                .contains(&text)
                .then(|| Value::Code(text.to_string())),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read_by_their_key_s_type_and_range() {
        assert_eq!(parse_value(Key::Bones, " 7"), Ok(Value::Whole(7)));
        let problem = |key, text| match parse_value(key, text) {
            Err(KeyError::BadValue { problem, .. }) => Some(problem),
            _ => None,
        };
        assert_eq!(problem(Key::Bones, "six"), Some(Problem::NotANumber));
        assert_eq!(problem(Key::Bones, "-1"), Some(Problem::OutOfRange));
        let huge = "9".repeat(50);
        assert_eq!(problem(Key::Bones, &huge), Some(Problem::OutOfRange));
        assert_eq!(problem(Key::Depth, "0"), Some(Problem::OutOfRange));
        assert_eq!(problem(Key::TimeLimit, "0"), Some(Problem::OutOfRange));
        assert_eq!(problem(Key::TimeLimit, "nan"), Some(Problem::OutOfRange));
        assert_eq!(problem(Key::Exploration, "x"), Some(Problem::NotANumber));
        assert_eq!(parse_value(Key::Exploration, "0"), Ok(Value::Real(0.0)));
        assert_eq!(problem(Key::Tt, "yes"), Some(Problem::NotOneOf));
        assert_eq!(parse_value(Key::Tt, "0"), Ok(Value::Switch(false)));
        assert_eq!(
            parse_value(Key::Game, "c4"),
            Ok(Value::Game(GameKind::ConnectFour))
        );
        assert_eq!(
            parse_value(Key::Algo, "NegaScout"),
            Ok(Value::Algo(Algorithm::Pvs))
        );
        assert_eq!(
            parse_value(Key::Algo, "uct"),
            Ok(Value::Algo(Algorithm::Mcts))
        );
        assert_eq!(problem(Key::Algo, "chess"), Some(Problem::NotOneOf));
        assert_eq!(parse_value(Key::Step, "end"), Ok(Value::Step(Step::End)));
        assert_eq!(problem(Key::Set, "9:1:5"), Some(Problem::NotOneOf));
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::from_name(a.name()), Some(a));
        }
    }

    #[test]
    fn every_value_s_text_reads_back_as_the_value() {
        let values = [
            (Key::Tt, Value::Switch(true)),
            (Key::Tt, Value::Switch(false)),
            (Key::Bones, Value::Whole(13)),
            (Key::Exploration, Value::Real(0.7)),
            (Key::Exploration, Value::Real(std::f64::consts::SQRT_2)),
            (Key::Position, Value::Text("XO..X...O".into())),
            (Key::Game, Value::Game(GameKind::ConnectFour)),
            (Key::Algo, Value::Algo(Algorithm::Mtdf)),
            (Key::Step, Value::Step(Step::At(22))),
            (Key::Step, Value::Step(Step::End)),
            (Key::Mode, Value::Mode("predict".into())),
            (Key::Set, parse_value(Key::Set, "2:7:5").unwrap()),
            (Key::Lang, Value::Lang(Lang::Zh)),
            (Key::Code, Value::Code("php".into())),
        ];
        for (key, value) in values {
            assert_eq!(parse_value(key, &value.text()), Ok(value.clone()), "{key}");
        }
    }
}
