//! Dice race, a small game of chance: a shared counter starts at 0; on your turn you either
//! *step* (add 1) or *roll* one fair die (add 1–6, each with probability 1/6). Whoever brings
//! the counter to the target or past it wins: +1 when MAX (who moves first) wins, −1 when MIN
//! does. Every move raises the counter, so the game always ends and can be solved exactly.

use super::{Evaluate, Player, PositionView, Present, Rules, ValueMeaning};

/// Largest target accepted (the full tree of target 20 has about 10^9 nodes: depth limits and
/// Monte Carlo tree search still apply).
pub const MAX_TARGET: u32 = 20;
/// The die's faces.
pub(crate) const FACES: u32 = 6;

/// A dice-race move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceMove {
    /// Add 1 for sure.
    Step,
    /// Throw the die: a chance node follows.
    Roll,
    /// The die shows this face (the chance node's outcome).
    Face(u32),
}

impl DiceMove {
    /// The move a dice-race move's notation names ("step", "roll", "die 4"; as
    /// [`Present::move_text`] writes it), so readers of a recorded trace get the move itself
    /// rather than matching its words; `None` for any other text.
    pub fn from_notation(text: &str) -> Option<DiceMove> {
        match text {
            "step" => Some(DiceMove::Step),
            "roll" => Some(DiceMove::Roll),
            _ => {
                let face: u32 = text.strip_prefix("die ")?.parse().ok()?;
                (1..=FACES).contains(&face).then_some(DiceMove::Face(face))
            }
        }
    }
}

/// A target outside 1..=[`MAX_TARGET`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a dice race to {target} is outside 1..={limit}", limit = MAX_TARGET)]
pub struct TargetError {
    /// The target asked for.
    pub target: i64,
}

/// A dice race: the counter, the target, whose turn, and whether the die is in the air.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceRace {
    counter: u32,
    target: u32,
    /// The player to move; while the die is in the air, the one who moves after it lands.
    next: Player,
    rolling: bool,
}

impl DiceRace {
    /// A race to `target` from 0, MAX to move.
    pub fn new(target: i64) -> Result<Self, TargetError> {
        if !(1..=i64::from(MAX_TARGET)).contains(&target) {
            return Err(TargetError { target });
        }
        Ok(DiceRace {
            counter: 0,
            target: target as u32,
            next: Player::Max,
            rolling: false,
        })
    }

    /// The counter.
    pub fn counter(&self) -> u32 {
        self.counter
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Whether the die is in the air (a chance node).
    pub fn rolling(&self) -> bool {
        self.rolling
    }
}

impl Rules for DiceRace {
    type Move = DiceMove;

    fn to_move(&self) -> Player {
        self.next
    }

    fn moves(&self, out: &mut Vec<DiceMove>) {
        if self.counter >= self.target {
            return;
        }
        if self.rolling {
            out.extend((1..=FACES).map(DiceMove::Face));
        } else {
            out.extend([DiceMove::Step, DiceMove::Roll]);
        }
    }

    fn play(&mut self, mv: DiceMove) {
        match mv {
            DiceMove::Step => {
                self.counter += 1;
                self.next = self.next.other();
            }
            DiceMove::Roll => {
                self.rolling = true;
                self.next = self.next.other();
            }
            DiceMove::Face(k) => {
                self.counter += k;
                self.rolling = false;
            }
        }
    }

    fn undo(&mut self, mv: DiceMove) {
        match mv {
            DiceMove::Step => {
                self.counter -= 1;
                self.next = self.next.other();
            }
            DiceMove::Roll => {
                self.rolling = false;
                self.next = self.next.other();
            }
            DiceMove::Face(k) => {
                self.counter -= k;
                self.rolling = true;
            }
        }
    }

    /// The player who reached the target (the one not to move now) has won.
    fn outcome(&self) -> Option<i64> {
        (self.counter >= self.target).then_some(match self.next {
            Player::Max => -1,
            Player::Min => 1,
        })
    }

    fn move_code(mv: DiceMove) -> u32 {
        match mv {
            DiceMove::Step => 0,
            DiceMove::Roll => 1,
            DiceMove::Face(k) => 1 + k,
        }
    }

    fn move_from_code(&self, code: u32) -> Option<DiceMove> {
        let mv = match code {
            0 => DiceMove::Step,
            1 => DiceMove::Roll,
            c => DiceMove::Face(c - 1),
        };
        let mut legal = Vec::new();
        self.moves(&mut legal);
        legal.contains(&mv).then_some(mv)
    }

    fn key(&self) -> u64 {
        u64::from(self.counter) << 2
            | u64::from(self.rolling) << 1
            | u64::from(self.next == Player::Min)
    }

    /// The counter, the target and who moves, in notation: "3/6 MAX", or "3/6 roll" while the
    /// die is in the air (the teach crate words the position from [`Present::view`]).
    fn describe(&self) -> String {
        let next = if self.rolling {
            "roll"
        } else {
            self.next.name()
        };
        format!("{}/{} {next}", self.counter, self.target)
    }

    fn chance(&self) -> Option<Vec<f64>> {
        (self.rolling && self.counter < self.target)
            .then(|| vec![1.0 / f64::from(FACES); FACES as usize])
    }

    fn has_chance(&self) -> bool {
        true
    }
}

impl Evaluate for DiceRace {
    /// No cheap hint: an unfinished race counts as even.
    fn evaluate(&self) -> i64 {
        0
    }
}

impl Present for DiceRace {
    fn move_text(&self, mv: DiceMove) -> String {
        match mv {
            DiceMove::Step => "step".into(),
            DiceMove::Roll => "roll".into(),
            DiceMove::Face(k) => format!("die {k}"),
        }
    }

    fn view(&self) -> PositionView {
        PositionView::Dice {
            counter: self.counter,
            target: self.target,
            rolling: self.rolling,
            to_move: self.next,
        }
    }

    /// +1 when MAX wins, −1 when MIN does; in between, 2·P(MAX wins) − 1.
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        (value != 0).then_some(ValueMeaning::Win {
            winner: if value > 0 { Player::Max } else { Player::Min },
            moves: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_outside_the_range_are_refused() {
        assert_eq!(DiceRace::new(0), Err(TargetError { target: 0 }));
        assert!(DiceRace::new(21).is_err());
        assert!(DiceRace::new(20).is_ok());
    }

    #[test]
    fn a_roll_is_a_chance_node_whose_faces_land_for_the_roller() {
        let mut g = DiceRace::new(6).unwrap();
        g.play(DiceMove::Roll);
        assert_eq!(g.chance().map(|p| p.len()), Some(6));
        assert_eq!(g.to_move(), Player::Min, "MIN moves after MAX's throw");
        g.play(DiceMove::Face(6));
        assert_eq!(g.outcome(), Some(1), "MAX threw a 6 and reached 6");
        g.undo(DiceMove::Face(6));
        g.undo(DiceMove::Roll);
        assert_eq!(g, DiceRace::new(6).unwrap());
    }

    #[test]
    fn every_move_is_read_back_from_its_notation() {
        let g = DiceRace::new(6).unwrap();
        let moves = [DiceMove::Step, DiceMove::Roll].into_iter();
        for mv in moves.chain((1..=FACES).map(DiceMove::Face)) {
            assert_eq!(DiceMove::from_notation(&g.move_text(mv)), Some(mv));
        }
        for other in [
            "", "Step", "die", "die 0", "die 7", "die x", "take 1", "X a1",
        ] {
            assert_eq!(DiceMove::from_notation(other), None, "{other:?}");
        }
    }
}
