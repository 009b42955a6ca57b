//! The shapes inside a JSON tree node that are not nodes themselves: `"children"` (an array
//! of nodes), `"chance"` (an array of `[probability, subtree]` pairs) and the plain values of
//! `"label"`, `"value"` and a probability. Each refuses every other kind of JSON with a
//! [`TreeProblem`] naming what it found and what belongs there (never serde's own words), and
//! none descends into an array or object it does not accept, so the parse only ever goes as
//! deep as the tree's levels.

use super::json::{NodeSeed, RawNode, fail, quote};
use crate::game::tree_error::{JsonKind, TreeProblem};
use serde::de::{self, DeserializeSeed, Deserializer, SeqAccess, Visitor};
use std::fmt;

/// The scalar visits (`true`, a number, text, `null`) of a visitor that wants an array: each
/// refuses with `$problem(kind found)`.
macro_rules! refuse_scalars {
    ($problem:expr) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Bool)))
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Number)))
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Number)))
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Number)))
        }
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Text)))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Err(fail($problem(JsonKind::Null)))
        }
        fn visit_map<A: de::MapAccess<'de>>(self, _: A) -> Result<Self::Value, A::Error> {
            Err(fail($problem(JsonKind::Object)))
        }
    };
}

/// A JSON value that is not an array or an object.
pub(super) enum Scalar {
    /// A whole number (JSON gave it as an integer).
    Int(i128),
    /// A number JSON could only read as a decimal.
    Float(f64),
    /// Text.
    Text(String),
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
}

impl Scalar {
    /// What kind of JSON value it is.
    pub(super) fn kind(&self) -> JsonKind {
        match self {
            Scalar::Int(_) | Scalar::Float(_) => JsonKind::Number,
            Scalar::Text(_) => JsonKind::Text,
            Scalar::Bool(_) => JsonKind::Bool,
            Scalar::Null => JsonKind::Null,
        }
    }

    /// As JSON writes it (text quoted and shortened), for a message.
    fn shown(&self) -> String {
        match self {
            Scalar::Int(i) => i.to_string(),
            Scalar::Float(f) => serde_json::Number::from_f64(*f)
                .map(|n| n.to_string())
                .unwrap_or_else(|| f.to_string()),
            Scalar::Text(t) => quote(t),
            Scalar::Bool(b) => b.to_string(),
            Scalar::Null => "null".to_string(),
        }
    }
}

/// Reads a [`Scalar`]; an array or an object is refused at once with the problem the function
/// makes of its kind, unread.
pub(super) struct Shallow(pub(super) fn(JsonKind) -> TreeProblem);

impl<'de> DeserializeSeed<'de> for Shallow {
    type Value = Scalar;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Scalar, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Shallow {
    type Value = Scalar;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number, text, true, false or null")
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
        Ok(Scalar::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
        Ok(Scalar::Int(v.into()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
        Ok(Scalar::Int(v.into()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar, E> {
        Ok(Scalar::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
        Ok(Scalar::Text(v.to_string()))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Scalar, E> {
        Ok(Scalar::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Scalar, A::Error> {
        Err(fail((self.0)(JsonKind::Array)))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, _: A) -> Result<Scalar, A::Error> {
        Err(fail((self.0)(JsonKind::Object)))
    }
}

/// The value of `"children"`: an array of the nodes the seed reads, nothing else.
pub(super) struct ChildrenSeed(pub(super) NodeSeed);

impl<'de> DeserializeSeed<'de> for ChildrenSeed {
    type Value = Vec<RawNode>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<RawNode>, D::Error> {
        d.deserialize_any(self)
    }
}

fn children_kind(found: JsonKind) -> TreeProblem {
    TreeProblem::ChildrenNotArray { found }
}

impl<'de> Visitor<'de> for ChildrenSeed {
    type Value = Vec<RawNode>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("\"children\" to be an array of child nodes, such as [1, 2]")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<RawNode>, A::Error> {
        let mut children = Vec::new();
        while let Some(child) = seq.next_element_seed(self.0)? {
            children.push(child);
        }
        Ok(children)
    }
    refuse_scalars!(children_kind);
}

/// The value of `"chance"`: `[probability, subtree]` pairs, at least one, each subtree read by
/// the seed.
pub(super) struct ChanceSeed(pub(super) NodeSeed);

impl<'de> DeserializeSeed<'de> for ChanceSeed {
    type Value = Vec<(f64, RawNode)>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

fn chance_kind(found: JsonKind) -> TreeProblem {
    TreeProblem::ChanceNotArray { found }
}

impl<'de> Visitor<'de> for ChanceSeed {
    type Value = Vec<(f64, RawNode)>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("\"chance\" to be an array of [probability, subtree] pairs")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut pairs = Vec::new();
        while let Some(pair) = seq.next_element_seed(PairSeed(self.0))? {
            pairs.push(pair);
        }
        if pairs.is_empty() {
            return Err(fail(TreeProblem::ChanceNotPairs));
        }
        Ok(pairs)
    }
    refuse_scalars!(chance_kind);
}

/// One `[probability, subtree]` pair.
struct PairSeed(NodeSeed);

impl<'de> DeserializeSeed<'de> for PairSeed {
    type Value = (f64, RawNode);
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

fn pair_kind(found: JsonKind) -> TreeProblem {
    TreeProblem::ChanceNotPair { found }
}

/// A probability that is an array or an object: shown as its brackets, unread.
fn probability_kind(found: JsonKind) -> TreeProblem {
    let value = match found {
        JsonKind::Array => "[…]",
        _ => "{…}",
    };
    TreeProblem::Probability {
        value: value.to_string(),
    }
}

/// Anything after a pair's subtree.
fn not_pairs(_: JsonKind) -> TreeProblem {
    TreeProblem::ChanceNotPairs
}

impl<'de> Visitor<'de> for PairSeed {
    type Value = (f64, RawNode);
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a [probability, subtree] pair")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let p = match seq.next_element_seed(Shallow(probability_kind))? {
            Some(Scalar::Int(1)) => 1.0,
            Some(Scalar::Float(p)) if p > 0.0 && p <= 1.0 => p,
            Some(other) => {
                return Err(fail(TreeProblem::Probability {
                    value: other.shown(),
                }));
            }
            None => return Err(fail(TreeProblem::ChanceNotPairs)),
        };
        let Some(child) = seq.next_element_seed(self.0)? else {
            return Err(fail(TreeProblem::ChanceNotPairs));
        };
        if seq.next_element_seed(Shallow(not_pairs))?.is_some() {
            return Err(fail(TreeProblem::ChanceNotPairs));
        }
        Ok((p, child))
    }
    refuse_scalars!(pair_kind);
}

#[cfg(test)]
mod tests {
    use crate::game::tree::MAX_NESTING;
    use crate::game::{JsonKind, JsonSyntax, TreeError, TreeProblem, TreeSpec};

    fn problem(text: &str) -> TreeProblem {
        match TreeSpec::parse(text) {
            Err(TreeError::Invalid { problem, .. }) => problem,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Issue 25, item 9: each malformed chance or children shape is its own problem, naming
    /// the kind found, where serde used to put its own words.
    #[test]
    fn malformed_shapes_name_what_they_found() {
        use JsonKind::*;
        use TreeProblem::{ChanceNotArray, ChanceNotPair, ChildrenNotArray};
        let kinds = [
            (r#""x""#, Text),
            ("null", Null),
            ("true", Bool),
            ("5", Number),
            ("{}", Object),
        ];
        for (json, found) in kinds {
            let cases = [
                (format!(r#"{{"chance":{json}}}"#), ChanceNotArray { found }),
                (format!(r#"{{"chance":[{json}]}}"#), ChanceNotPair { found }),
                (
                    format!(r#"{{"chance":[[0.5,1],{json}]}}"#),
                    ChanceNotPair { found },
                ),
                (
                    format!(r#"{{"children":{json}}}"#),
                    ChildrenNotArray { found },
                ),
            ];
            for (text, expected) in cases {
                assert_eq!(problem(&text), expected, "{text}");
            }
        }
        let probability = |value: &str| TreeProblem::Probability {
            value: value.into(),
        };
        let cases = [
            (r#"{"chance":[]}"#, TreeProblem::ChanceNotPairs),
            (r#"{"chance":[[]]}"#, TreeProblem::ChanceNotPairs),
            (r#"{"chance":[[1]]}"#, TreeProblem::ChanceNotPairs),
            (r#"{"chance":[[1,2,3]]}"#, TreeProblem::ChanceNotPairs),
            (r#"{"chance":[[[0.5],1]]}"#, probability("[…]")),
            (r#"{"chance":[["a",1]]}"#, probability("\"a\"")),
            (r#"{"chance":[[2,1]]}"#, probability("2")),
            (r#"{"chance":[[1.5,1]]}"#, probability("1.5")),
            (
                r#"{"label":[1],"value":1}"#,
                TreeProblem::LabelNotText { found: Array },
            ),
            (
                r#"{"value":{"a":1}}"#,
                TreeProblem::ValueNotNumber { found: Object },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(problem(text), expected, "{text}");
        }
    }

    /// Every JSON kind in every place of a node: refused as a tree problem or a JSON syntax
    /// error of our own, never in serde's words ([`TreeProblem::Other`], [`JsonSyntax::Other`]).
    #[test]
    fn no_shape_falls_through_to_serdes_words() {
        let values = [
            "null", "true", "7", "0.5", "1.5", "-0", "\"x\"", "[]", "[[1]]", "{}",
        ];
        let places = [
            "V",
            "[V]",
            r#"{"label":V,"value":1}"#,
            r#"{"value":V}"#,
            r#"{"children":V}"#,
            r#"{"children":[V]}"#,
            r#"{"chance":V}"#,
            r#"{"chance":[V]}"#,
            r#"{"chance":[[V,1]]}"#,
            r#"{"chance":[[1,V]]}"#,
            r#"{"chance":[[1,1,V]]}"#,
            r#"{"chance":[[1,1]],"label":V}"#,
        ];
        let mut refused = 0;
        for place in places {
            for v in values {
                let text = place.replace('V', v);
                match TreeSpec::parse(&text) {
                    Ok(_) => {}
                    Err(e) => {
                        refused += 1;
                        assert!(
                            !matches!(e.problem(), Some(TreeProblem::Other(_)))
                                && !matches!(
                                    e,
                                    TreeError::Syntax {
                                        what: JsonSyntax::Other(_),
                                        ..
                                    }
                                ),
                            "{text}: {e:?}"
                        );
                    }
                }
            }
        }
        assert!(refused > 90, "{refused}");
    }

    /// Issue 25, item 15: a chance level costs three brackets, yet 127 levels are read, as
    /// many as plain arrays; the 128th is refused with the limit; values that are not nodes
    /// are refused without being read, however deep they go. All within 2 MB of stack (the
    /// test threads' default), in a debug build.
    #[test]
    fn deep_chance_chains_are_read_by_levels_within_a_small_stack() {
        let chain = |levels: usize| {
            r#"{"label":"x","chance":[[1,"#.repeat(levels) + "5" + &"]]}".repeat(levels)
        };
        let checks = move || {
            let deepest = TreeSpec::parse(&chain(MAX_NESTING)).unwrap();
            assert_eq!(deepest.height() as usize, MAX_NESTING);
            let objects = r#"{"children":["#.repeat(MAX_NESTING) + "5" + &"]}".repeat(MAX_NESTING);
            assert_eq!(
                TreeSpec::parse(&objects).unwrap().height() as usize,
                MAX_NESTING
            );
            for text in [
                chain(MAX_NESTING + 1),
                r#"{"chance":[[1,"#.repeat(100_000),
                r#"{"children":["#.repeat(100_000),
                "[".repeat(100_000),
            ] {
                let e = TreeSpec::parse(&text).unwrap_err();
                assert!(
                    matches!(e, TreeError::TooDeep { limit, .. } if limit == MAX_NESTING),
                    "{e:?}"
                );
            }
            let deep_label = format!(
                r#"{{"label":{}1{},"value":1}}"#,
                "[".repeat(100_000),
                "]".repeat(100_000)
            );
            assert!(matches!(
                TreeSpec::parse(&deep_label).unwrap_err().problem(),
                Some(TreeProblem::LabelNotText {
                    found: JsonKind::Array
                })
            ));
            let deep_third = format!(r#"{{"chance":[[1,1,{}]]}}"#, "[".repeat(100_000));
            assert!(matches!(
                TreeSpec::parse(&deep_third).unwrap_err().problem(),
                Some(TreeProblem::ChanceNotPairs)
            ));
        };
        std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(checks)
            .unwrap()
            .join()
            .unwrap();
    }
}
