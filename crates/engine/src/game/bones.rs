//! The Game of Bones: a heap of n bones, each move takes 1..=k of them (k = 3 by default),
//! and the player who cannot move loses. MAX is whoever moves first.

use super::{Evaluate, Player, PositionView, Present, Rules, Sides, ValueMeaning};

/// Largest heap accepted: the tree grows like the tribonacci numbers, so even heaps in the
/// dozens only make sense with alpha-beta and a transposition table.
pub const MAX_BONES: u32 = 1000;
/// Largest number of bones a move may take.
pub const MAX_TAKE: u32 = 100;

/// Why a bones game was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BonesError {
    /// The heap is negative or over [`MAX_BONES`].
    #[error("a heap of {bones} bones is outside 0..={limit}")]
    Heap {
        /// The heap asked for.
        bones: i64,
        /// [`MAX_BONES`].
        limit: u32,
    },
    /// The largest take is below 1 or over [`MAX_TAKE`].
    #[error("a largest take of {max_take} is outside 1..={limit}")]
    MaxTake {
        /// The take asked for.
        max_take: i64,
        /// [`MAX_TAKE`].
        limit: u32,
    },
}

/// A heap of bones, the largest take, and how many moves were made since the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bones {
    left: u32,
    max_take: u32,
    ply: u32,
}

impl Bones {
    /// A heap of `n` bones where a move takes 1..=`max_take`.
    pub fn new(n: i64, max_take: i64) -> Result<Self, BonesError> {
        if !(0..=MAX_BONES as i64).contains(&n) {
            return Err(BonesError::Heap {
                bones: n,
                limit: MAX_BONES,
            });
        }
        if !(1..=MAX_TAKE as i64).contains(&max_take) {
            return Err(BonesError::MaxTake {
                max_take,
                limit: MAX_TAKE,
            });
        }
        Ok(Bones {
            left: n as u32,
            max_take: max_take as u32,
            ply: 0,
        })
    }

    /// How many bones are still on the heap.
    pub fn left(&self) -> u32 {
        self.left
    }

    /// The most bones one move may take.
    pub fn max_take(&self) -> u32 {
        self.max_take
    }
}

impl Rules for Bones {
    /// How many bones to take.
    type Move = u32;

    fn to_move(&self) -> Player {
        if self.ply.is_multiple_of(2) {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, out: &mut Vec<u32>) {
        out.extend(1..=self.max_take.min(self.left));
    }

    fn play(&mut self, take: u32) {
        self.left -= take;
        self.ply += 1;
    }

    fn undo(&mut self, take: u32) {
        self.left += take;
        self.ply -= 1;
    }

    /// The player to move with no bones left has lost.
    fn outcome(&self) -> Option<i64> {
        (self.left == 0).then(|| match self.to_move() {
            Player::Max => -1,
            Player::Min => 1,
        })
    }

    fn move_code(take: u32) -> u32 {
        take
    }

    fn move_from_code(&self, code: u32) -> Option<u32> {
        (1..=self.max_take.min(self.left))
            .contains(&code)
            .then_some(code)
    }

    fn key(&self) -> u64 {
        (self.left as u64) << 1 | (self.ply % 2) as u64
    }

    fn describe(&self) -> String {
        format!("{} bones, {} to move", self.left, self.to_move().name())
    }
}

impl Evaluate for Bones {
    /// Bones has no cheap positional hint: an unfinished game counts as even.
    fn evaluate(&self) -> i64 {
        0
    }

    /// The winning take first: the one that leaves a multiple of k + 1.
    fn ordering_key(&self, take: u32) -> i64 {
        !(self.left - take).is_multiple_of(self.max_take + 1) as i64
    }
}

impl Present for Bones {
    fn move_text(&self, take: u32) -> String {
        format!("take {take}")
    }

    fn view(&self) -> PositionView {
        PositionView::Bones {
            left: self.left,
            max_take: self.max_take,
        }
    }

    /// +1 when MAX (the player to move at the root) wins, −1 when MIN does.
    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        Some(ValueMeaning::Win {
            winner: if value > 0 { Player::Max } else { Player::Min },
            moves: None,
        })
    }

    /// The player to move (MAX) and the other player (MIN).
    fn sides(&self) -> Sides {
        Sides::Turns
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_absurd_heaps() {
        assert_eq!(
            Bones::new(-1, 3),
            Err(BonesError::Heap {
                bones: -1,
                limit: MAX_BONES
            })
        );
        assert!(matches!(
            Bones::new(1_000_000, 3),
            Err(BonesError::Heap { .. })
        ));
        let e = Bones::new(5, 0).unwrap_err();
        assert_eq!(
            e,
            BonesError::MaxTake {
                max_take: 0,
                limit: MAX_TAKE
            }
        );
    }

    #[test]
    fn empty_heap_loses_for_the_mover() {
        let mut g = Bones::new(1, 3).unwrap();
        assert_eq!(g.outcome(), None);
        g.play(1);
        assert_eq!(g.outcome(), Some(1));
    }
}
