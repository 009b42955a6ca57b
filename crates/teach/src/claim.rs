//! What the learner types, read: a value or a bound ([`Claim`]), a window's edge, and why a
//! text cannot be read ([`AnswerError`], said by [`Say`](crate::Say)). Practice and predict
//! both read answers through here.

use gametree_engine::search::{Bound, INF, NEG_INF};
use std::fmt;

/// A value as the learner writes it: a number, or a bound such as `≤ 2` or `≥ 5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The number written: the value itself, or the bound's edge.
    pub value: i64,
    /// `Exact` for a plain number, `Upper` for `≤ v`, `Lower` for `≥ v`.
    pub bound: Bound,
}

impl Claim {
    /// A plain number: "the value is `value`".
    pub fn exact(value: i64) -> Claim {
        Claim {
            value,
            bound: Bound::Exact,
        }
    }

    /// An upper bound, written `≤ value`.
    pub fn at_most(value: i64) -> Claim {
        Claim {
            value,
            bound: Bound::Upper,
        }
    }

    /// A lower bound, written `≥ value`.
    pub fn at_least(value: i64) -> Claim {
        Claim {
            value,
            bound: Bound::Lower,
        }
    }

    /// Reads what a learner types: `3`, `-4`, `≤ 2`, `<= 2`, `<2`, `≥ 5`, `>=5`.
    pub fn parse(text: &str) -> Result<Claim, AnswerError> {
        let t = text.trim();
        let (bound, rest) = if let Some(r) = t.strip_prefix('≤').or_else(|| t.strip_prefix("<="))
        {
            (Bound::Upper, r)
        } else if let Some(r) = t.strip_prefix('≥').or_else(|| t.strip_prefix(">=")) {
            (Bound::Lower, r)
        } else if let Some(r) = t.strip_prefix('<') {
            (Bound::Upper, r)
        } else if let Some(r) = t.strip_prefix('>') {
            (Bound::Lower, r)
        } else {
            (Bound::Exact, t)
        };
        let value =
            rest.trim()
                .replace('−', "-")
                .parse::<i64>()
                .map_err(|_| AnswerError::NotAValue {
                    text: t.to_string(),
                })?;
        Ok(Claim { value, bound })
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.bound {
            Bound::Exact => write!(f, "{}", self.value),
            Bound::Upper => write!(f, "≤ {}", self.value),
            Bound::Lower => write!(f, "≥ {}", self.value),
        }
    }
}

/// Why a learner's answer cannot be read (said by [`Say`](crate::Say)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// Not a value or a bound such as `≤ 2`.
    NotAValue {
        /// What was typed, trimmed.
        text: String,
    },
    /// Not a window edge: a whole number or ±∞.
    NotAWindowEdge {
        /// What was typed, trimmed.
        text: String,
    },
    /// A prediction that does not say whether the node cuts off.
    SayCut,
    /// Not the kind of answer asked: a number, a move, or "N, W".
    Unreadable {
        /// What was typed, trimmed.
        text: String,
    },
}

/// Reads one edge of a window: a whole number, or `-inf`/`−∞`/`+inf`/`∞`.
pub fn parse_window_edge(text: &str) -> Result<i64, AnswerError> {
    let t = text.trim().replace('−', "-");
    match t.to_ascii_lowercase().as_str() {
        "-inf" | "-∞" | "-infinity" => Ok(NEG_INF),
        "inf" | "+inf" | "∞" | "+∞" | "infinity" | "+infinity" => Ok(INF),
        s => s.parse::<i64>().map_err(|_| AnswerError::NotAWindowEdge {
            text: text.trim().to_string(),
        }),
    }
}
