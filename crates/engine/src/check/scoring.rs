//! The learner's scoring of a game, inferred from the leaves their program reports (issue 34):
//! any consistent rule a tutorial writes — a win worth W (1, 10, 100 …), flat or adjusted by
//! the plies from the root in either direction (`10 − depth`, `10 + depth`, with depth counted
//! from the root or from its children, which only shifts W), a draw 0, the evaluation at the
//! depth limit as the game's (its sign following the learner's MAX), and either side as the
//! maximiser. The rules still possible narrow with every leaf; a leaf that fits none breaks
//! the rule the others follow, and that is a fact ([`Broken`]) said at its step. A learner may
//! also state their rule ([`Rule::parse`]); a tree's leaves are always the tree's values.

use super::shape::LeafFact;
use crate::game::Player;

/// A scoring rule: how a learner's program scores a finished game and the depth limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Whether the learner's MAX is the game's MIN (O in tic-tac-toe; in bones the player who
    /// does not move at the root), so every score has the other sign.
    pub flip: bool,
    /// A win's score at the root (ply 0) before the ply adjustment: `W` in `W − ply`.
    pub win: i64,
    /// What a win loses per ply from the root: 1 (`W − ply`, faster wins score higher), 0
    /// (flat) or −1 (`W + ply`).
    pub per_ply: i64,
    /// The program has no evaluation function: it scores the depth limit 0 (a tutorial's
    /// `evaluate()` that only knows wins), not with the game's evaluation.
    pub zero_evaluation: bool,
}

/// Why a stated rule (`--scoring`) cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// Not `SIDE:W`, `SIDE:W-ply` or `SIDE:W+ply`.
    #[error("scoring '{given}' is not SIDE:W, SIDE:W-ply or SIDE:W+ply")]
    Form {
        /// What was given (printable, cut).
        given: String,
    },
    /// A side this game does not have.
    #[error("scoring side '{given}'; this game's sides are {sides:?}")]
    Side {
        /// The side as given.
        given: String,
        /// The game's two side words.
        sides: [&'static str; 2],
    },
    /// A win worth nothing, or more than 2^53.
    #[error("a win must be worth 1 to 2^53, not {given}")]
    Worth {
        /// The number as given.
        given: String,
    },
}

impl Rule {
    /// The learner's value of a leaf under this rule (a tree's leaf keeps its value).
    pub fn value(&self, fact: LeafFact) -> i64 {
        let sign = if self.flip { -1 } else { 1 };
        match fact {
            LeafFact::Tree(v) => v,
            LeafFact::Over { winner: None, .. } => 0,
            LeafFact::Over {
                winner: Some(p),
                ply,
            } => {
                let worth = self.win - self.per_ply * i64::from(ply);
                if p == Player::Max {
                    sign * worth
                } else {
                    -sign * worth
                }
            }
            LeafFact::Evaluation { .. } if self.zero_evaluation => 0,
            LeafFact::Evaluation { value, .. } => sign * value,
        }
    }

    /// Reads a stated rule: `SIDE:W`, `SIDE:W-ply` or `SIDE:W+ply`, SIDE one of the game's
    /// two side words (`sides[0]` its MAX: `x`/`o` in tic-tac-toe, `first`/`second` in bones,
    /// the first the player to move at the root), plies counted from the root.
    pub fn parse(text: &str, sides: [&'static str; 2]) -> Result<Rule, RuleError> {
        let shown = crate::game::printable(&text.chars().take(40).collect::<String>());
        let form = || RuleError::Form {
            given: shown.clone(),
        };
        let (side, rest) = text.trim().split_once(':').ok_or_else(form)?;
        let side = side.trim().to_lowercase();
        let flip = match sides.iter().position(|s| *s == side) {
            Some(i) => i == 1,
            None => {
                return Err(RuleError::Side {
                    given: crate::game::printable(&side),
                    sides,
                });
            }
        };
        let rest: String = rest.chars().filter(|c| !c.is_whitespace()).collect();
        let rest = rest.to_lowercase();
        let (worth, per_ply) = if let Some(w) = rest.strip_suffix("-ply") {
            (w, 1)
        } else if let Some(w) = rest.strip_suffix("+ply") {
            (w, -1)
        } else {
            (rest.as_str(), 0)
        };
        if worth.is_empty() || !worth.chars().all(|c| c.is_ascii_digit()) {
            return Err(form());
        }
        let win = worth
            .parse::<i64>()
            .ok()
            .filter(|w| (1..=1 << 53).contains(w))
            .ok_or_else(|| RuleError::Worth {
                given: crate::game::printable(worth),
            })?;
        Ok(Rule {
            flip,
            win,
            per_ply,
            zero_evaluation: false,
        })
    }
}

/// A leaf whose value fits no rule the leaves before it left open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The game's fact there.
    pub fact: LeafFact,
    /// The learner's value.
    pub given: i64,
    /// What the rule the others follow gives there (`None`: no rule can score it so — a win
    /// scored 0, the first win when none was seen).
    pub expected: Option<i64>,
    /// That rule, once a win has fixed it.
    pub rule: Option<Rule>,
}

/// One rule still possible: its side and ply direction, its worth once a win has shown it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Candidate {
    flip: bool,
    per_ply: i64,
    win: Option<i64>,
    zero_evaluation: bool,
}

impl Candidate {
    fn rule(self) -> Option<Rule> {
        Some(Rule {
            flip: self.flip,
            win: self.win?,
            per_ply: self.per_ply,
            zero_evaluation: self.zero_evaluation,
        })
    }

    /// Whether the learner's `v` at `fact` fits, learning the worth from a first win.
    fn fits(&mut self, fact: LeafFact, v: i64) -> bool {
        let sign = if self.flip { -1 } else { 1 };
        match fact {
            LeafFact::Tree(t) => v == t,
            LeafFact::Over { winner: None, .. } => v == 0,
            LeafFact::Evaluation { .. } if self.zero_evaluation => v == 0,
            LeafFact::Evaluation { value, .. } => v == sign * value,
            LeafFact::Over {
                winner: Some(p),
                ply,
            } => {
                let toward = if p == Player::Max { sign } else { -sign };
                if v.signum() != toward {
                    return false;
                }
                let Some(worth) = v.checked_abs() else {
                    return false;
                };
                let win = worth + self.per_ply * i64::from(ply);
                match self.win {
                    Some(w) => w == win,
                    None if win > 0 => {
                        self.win = Some(win);
                        true
                    }
                    None => false,
                }
            }
        }
    }
}

/// The rules still possible for a learner's leaves.
#[derive(Clone, Debug)]
pub(crate) struct Scoring {
    candidates: Vec<Candidate>,
    /// Whether any nonzero value has fixed the side.
    stated: bool,
}

impl Scoring {
    /// Every rule, to be narrowed by the leaves (a game).
    pub(crate) fn infer() -> Scoring {
        let mut candidates = Vec::new();
        for zero_evaluation in [false, true] {
            for flip in [false, true] {
                for per_ply in [1, 0, -1] {
                    candidates.push(Candidate {
                        flip,
                        per_ply,
                        win: None,
                        zero_evaluation,
                    });
                }
            }
        }
        Scoring {
            candidates,
            stated: false,
        }
    }

    /// Only `rule`, as the learner stated it.
    pub(crate) fn stated(rule: Rule) -> Scoring {
        Scoring {
            candidates: vec![Candidate {
                flip: rule.flip,
                per_ply: rule.per_ply,
                win: Some(rule.win),
                zero_evaluation: rule.zero_evaluation,
            }],
            stated: true,
        }
    }

    /// Whether the rule was stated rather than inferred.
    pub(crate) fn is_stated(&self) -> bool {
        self.stated
    }

    /// Whether the learner's MAX can still be the game's MAX (`flip` false) or its MIN.
    pub(crate) fn allows(&self, flip: bool) -> bool {
        self.candidates.iter().any(|c| c.flip == flip)
    }

    /// Takes the learner's value `v` at a leaf with `fact`: the rules it fits stay; when it
    /// fits none, the rules are kept as they were and the break is the answer.
    pub(crate) fn observe(&mut self, fact: LeafFact, v: i64) -> Result<(), Broken> {
        let before = self.candidates.clone();
        self.candidates.retain_mut(|c| c.fits(fact, v));
        if !self.candidates.is_empty() {
            return Ok(());
        }
        self.candidates = before;
        let best = self.best_candidate();
        let rule = best.and_then(Candidate::rule);
        let expected = match (fact, best) {
            (
                LeafFact::Over {
                    winner: Some(_), ..
                },
                _,
            ) => rule.map(|r| r.value(fact)),
            (_, Some(c)) => Some(
                Rule {
                    flip: c.flip,
                    win: c.win.unwrap_or(1),
                    per_ply: c.per_ply,
                    zero_evaluation: false,
                }
                .value(fact),
            ),
            (_, None) => None,
        };
        Err(Broken {
            fact,
            given: v,
            expected,
            rule,
        })
    }

    /// The rule the leaves so far show, the plainest of those still possible (a round worth,
    /// then faster wins scoring higher, then flat), `None` before any win.
    pub(crate) fn found(&self) -> Option<Rule> {
        self.best_candidate().and_then(Candidate::rule)
    }

    /// Whether the leaves so far fixed which side is the learner's MAX (some value was not 0).
    pub(crate) fn side_known(&self) -> bool {
        !(self.allows(false) && self.allows(true))
    }

    /// The value a leaf would have under the plainest rule still possible (for a search that
    /// must go on past the learner's last leaf: counting the textbook's steps).
    pub(crate) fn value(&self, fact: LeafFact) -> i64 {
        let c = self.best_candidate().unwrap_or(Candidate {
            flip: false,
            per_ply: 1,
            win: None,
            zero_evaluation: false,
        });
        Rule {
            flip: c.flip,
            win: c.win.unwrap_or(1_000),
            per_ply: c.per_ply,
            zero_evaluation: c.zero_evaluation,
        }
        .value(fact)
    }

    fn best_candidate(&self) -> Option<Candidate> {
        let plain = |c: &Candidate| {
            let round = c.win.map_or(0, |w| {
                i32::from(is_round(w)).max(i32::from(is_round(w - c.per_ply)))
            });
            let order = match c.per_ply {
                1 => 2,
                0 => 1,
                _ => 0,
            };
            (c.win.is_some(), !c.zero_evaluation, !c.flip, round, order)
        };
        self.candidates.iter().copied().max_by_key(plain)
    }
}

/// Whether `w` is 1, 10, 100, 1,000 … (a worth a tutorial writes).
pub fn is_round(w: i64) -> bool {
    let mut w = w;
    if w < 1 {
        return false;
    }
    while w % 10 == 0 {
        w /= 10;
    }
    w == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn over(winner: Option<Player>, ply: u32) -> LeafFact {
        LeafFact::Over { winner, ply }
    }

    #[test]
    fn a_rule_is_found_from_wins_at_two_plies() {
        let mut s = Scoring::infer();
        // O is MAX: an O win at ply 7 scored 11 − 7 (depth counted from the root's children).
        s.observe(over(Some(Player::Min), 7), 4).unwrap();
        s.observe(over(None, 9), 0).unwrap();
        s.observe(over(Some(Player::Max), 6), -5).unwrap();
        assert_eq!(
            s.found(),
            Some(Rule {
                flip: true,
                win: 11,
                per_ply: 1,
                zero_evaluation: false,
            })
        );
        let broken = s.observe(over(None, 9), 3).unwrap_err();
        assert_eq!((broken.given, broken.expected), (3, Some(0)));
    }

    #[test]
    fn flat_wins_and_evaluations() {
        let mut s = Scoring::infer();
        s.observe(over(Some(Player::Max), 5), 10).unwrap();
        s.observe(over(Some(Player::Min), 6), -10).unwrap();
        assert_eq!(s.found().map(|r| (r.win, r.per_ply)), Some((10, 0)));
        s.observe(
            LeafFact::Evaluation {
                value: 5,
                limit: Some(2),
            },
            5,
        )
        .unwrap();
        let broken = s
            .observe(
                LeafFact::Evaluation {
                    value: 5,
                    limit: Some(2),
                },
                0,
            )
            .unwrap_err();
        assert_eq!(broken.expected, Some(5));
    }

    #[test]
    fn stated_rules_are_read() {
        let sides = ["x", "o"];
        assert_eq!(
            Rule::parse("O:10-ply", sides),
            Ok(Rule {
                flip: true,
                win: 10,
                per_ply: 1,
                zero_evaluation: false,
            })
        );
        assert_eq!(Rule::parse("x: 100", sides).map(|r| r.per_ply), Ok(0));
        assert!(matches!(
            Rule::parse("first:1", sides),
            Err(RuleError::Side { .. })
        ));
        assert!(matches!(
            Rule::parse("x:0", sides),
            Err(RuleError::Worth { .. })
        ));
        assert!(matches!(
            Rule::parse("10", sides),
            Err(RuleError::Form { .. })
        ));
    }
}
