//! A search's value: a whole number for minimax and its successors (the game's own scores),
//! a real number where averages come in (expectiminimax's expectations, Monte Carlo tree
//! search's estimates). Integers stay integers, so the minimax family's numbers, JSON and
//! recordings are exactly what they were. How every view writes one ([`show_value`],
//! [`show_real`]) is here too; the trace re-exports it.

use serde::{Deserialize, Serialize};

/// A value as a search reports it.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Value {
    /// A game's score, or its evaluation: what minimax, alpha-beta, PVS and MTD(f) back up.
    Int(i64),
    /// An average: a chance node's expectation, a Monte Carlo estimate.
    Real(f64),
}

impl Value {
    /// The value as a real number (a whole number exactly, up to 2^53).
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(v) => v as f64,
            Value::Real(v) => v,
        }
    }

    /// The whole number, when the value is one (the minimax family's values always are).
    pub fn int(self) -> Option<i64> {
        match self {
            Value::Int(v) => Some(v),
            Value::Real(_) => None,
        }
    }
}

impl Default for Value {
    fn default() -> Self {
        Value::Int(0)
    }
}

impl PartialEq for Value {
    /// Equal numbers are equal values, whether written as integers or reals (2 = 2.0).
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => a == b,
            _ => self.as_f64() == other.as_f64(),
        }
    }
}

impl PartialEq<i64> for Value {
    fn eq(&self, other: &i64) -> bool {
        *self == Value::Int(*other)
    }
}

impl PartialEq<Value> for i64 {
    fn eq(&self, other: &Value) -> bool {
        other == self
    }
}

impl PartialEq<f64> for Value {
    fn eq(&self, other: &f64) -> bool {
        self.as_f64() == *other
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Int(v)
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Self {
        Value::Real(v)
    }
}

impl std::fmt::Display for Value {
    /// Integers as they are; reals with up to two decimals, trailing zeros dropped
    /// (docs/conventions.md).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Int(v) => write!(f, "{v}"),
            Value::Real(v) => f.write_str(&show_real(*v)),
        }
    }
}

/// Formats a value or window edge: ±∞ as "-∞"/"+∞".
pub fn show_value(v: impl Into<Value>) -> String {
    match v.into() {
        Value::Int(super::INF) => "+∞".into(),
        Value::Int(super::NEG_INF) => "-∞".into(),
        Value::Int(v) => v.to_string(),
        Value::Real(v) => show_real(v),
    }
}

/// A fractional value (an estimate, an expectation) with up to 2 decimals, exact where that
/// is short: 5.5 → "5.5", 2/3 → "0.67", 3.0 → "3".
pub fn show_real(v: f64) -> String {
    if !v.is_finite() {
        return show_value(Value::Int(if v > 0.0 {
            super::INF
        } else {
            super::NEG_INF
        }));
    }
    let text = format!("{:.2}", v);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_stay_integers_in_json_and_reals_read_back_as_reals() {
        assert_eq!(serde_json::to_string(&Value::Int(3)).unwrap(), "3");
        assert_eq!(serde_json::to_string(&Value::Real(2.5)).unwrap(), "2.5");
        let back: Value = serde_json::from_str("3").unwrap();
        assert!(matches!(back, Value::Int(3)));
        let back: Value = serde_json::from_str("0.0355").unwrap();
        assert!(matches!(back, Value::Real(v) if v == 0.0355));
        assert_eq!(Value::Int(2), Value::Real(2.0));
        assert_eq!(Value::Int(-1), -1);
        assert_eq!(Value::Real(0.5).to_string(), "0.5");
    }
}
