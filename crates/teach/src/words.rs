//! The wording helpers every sentence uses, each written once: ordinals, counts with their
//! noun, capitals, windows, and (re-exported from [`gametree_engine::trace`], where the drawing reads
//! them too) values with their bounds such as `≤ 2`; and [`is_wide`], which characters are
//! wide (the draw crate measures text with it).

pub use crate::i18n::is_wide;
pub use gametree_engine::trace::{show_bounded, show_value};

use crate::t;
use gametree_engine::game::{Player, Sides};

/// "first", "second", … for 1, 2, …; "6th" from six on (in Chinese "第 1 个", …).
pub fn ordinal(n: usize) -> String {
    t!("narration-ordinal", n = n)
}

/// "1 child", "3 children".
///
/// English only; prefer a message with a plural selector.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The sentence's first letter in capitals (text that has no capitals, such as Chinese,
/// stays as it is).
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The word before a series' last item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joined {
    /// "3, 2 and 1": all of them.
    And,
    /// "3, 2 or 1": one of them.
    Or,
}

/// Items in a sentence: "3", "3 and 2", "3, 2 and 1" ([`Joined::And`]) or "3, 2 or 1"
/// ([`Joined::Or`]); in Chinese "3、2 和 1", "3、2 或 1".
pub fn series(items: &[String], last: Joined) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => {
            let init = init.join(&t!("narration-series-separator"));
            match last {
                Joined::Or => t!("narration-series-or", init = init, last = end.as_str()),
                Joined::And => t!("narration-series-and", init = init, last = end.as_str()),
            }
        }
    }
}

/// The name of `player`'s side in a game that names its sides as `sides` says: "X" for MAX
/// in tic-tac-toe, "the player to move, MAX," in bones, else "MAX" or "MIN".
pub fn side_name(sides: Sides, player: Player) -> String {
    match sides {
        Sides::MaxMin => player.name().to_string(),
        Sides::Marks => gametree_engine::game::grid::x_or_o(player).to_string(),
        Sides::Turns => match player {
            Player::Max => t!("engine-bones-side-max"),
            Player::Min => t!("engine-bones-side-min"),
        },
    }
}

/// A dice race position ([`PositionView::Dice`](gametree_engine::game::PositionView::Dice))
/// in words, as its name says it ([`crate::move_words::dice_name`]) with the target: "counter
/// 3 of 6, MAX to move", "…, MIN rolls the die", "counter 6 of 6: MIN has won".
pub fn dice_position(counter: u32, target: u32, rolling: bool, to_move: Player) -> String {
    // At a throw `to_move` is already the player after it; the last mover won a game over.
    let mover = to_move.other().name();
    if counter >= target {
        t!(
            "engine-dice-describe-won",
            counter = counter,
            target = target,
            player = mover
        )
    } else if rolling {
        t!(
            "engine-dice-describe-rolling",
            counter = counter,
            target = target,
            player = mover
        )
    } else {
        t!(
            "engine-dice-describe",
            counter = counter,
            target = target,
            player = to_move.name()
        )
    }
}

/// An α/β window as "(α, β)", with ±∞.
pub fn window_text((alpha, beta): (i64, i64)) -> String {
    format!("({}, {})", show_value(alpha), show_value(beta))
}

/// Chinese spacing: the spaces a message puts around a placeable are dropped where both
/// neighbours are Chinese characters or Chinese punctuation ("从 根节点（MAX） 开始" reads
/// "从根节点（MAX）开始"); other languages' text is returned as it is.
pub fn tidy(s: String) -> String {
    // Chinese characters, and the quotes, dash and ellipsis Chinese text sets without spaces.
    fn wide(c: char) -> bool {
        is_wide(c) || matches!(c, '\u{201C}' | '\u{201D}' | '\u{2014}' | '\u{2026}')
    }
    if crate::i18n::lang() != crate::i18n::Lang::Zh {
        return s;
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        if c == ' ' {
            let before = out.chars().next_back();
            let after = chars[i + 1..].iter().copied().find(|&c| c != ' ');
            if before.is_some_and(wide) && after.is_some_and(wide) {
                continue;
            }
            if before == Some(' ') {
                continue;
            }
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree_engine::search::{Bound, INF, NEG_INF};

    #[test]
    fn words_read_as_a_teacher_writes_them() {
        assert_eq!(ordinal(1), "first");
        assert_eq!(ordinal(5), "fifth");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(plural(1, "child", "children"), "1 child");
        assert_eq!(plural(0, "child", "children"), "0 children");
        assert_eq!(capitalise("the root"), "The root");
        let items: Vec<String> = ["3", "2", "1"].map(String::from).into();
        assert_eq!(series(&items, Joined::Or), "3, 2 or 1");
        assert_eq!(series(&items[..1], Joined::And), "3");
        assert_eq!(capitalise("ämne"), "Ämne");
        assert_eq!(window_text((NEG_INF, INF)), "(-∞, +∞)");
        assert_eq!(show_bounded(2, Bound::Upper), "≤ 2");
        assert_eq!(show_bounded(3, Bound::Lower), "≥ 3");
        assert_eq!(show_bounded(-4, Bound::Exact), "-4");
    }

    #[test]
    fn chinese_words_read_as_a_chinese_teacher_writes_them() {
        use crate::i18n::{Lang, with_lang};
        with_lang(Lang::Zh, || {
            assert_eq!(ordinal(2), "第 2 个");
            let items: Vec<String> = ["3", "2", "1"].map(String::from).into();
            assert_eq!(series(&items, Joined::Or), "3、2 或 1");
            assert_eq!(series(&items[..2], Joined::And), "3 和 2");
            assert_eq!(tidy("从 根节点（MAX） 开始".into()), "从根节点（MAX）开始");
            assert_eq!(tidy("从 MAX 节点 B 开始".into()), "从 MAX 节点 B 开始");
        });
        with_lang(Lang::En, || {
            assert_eq!(tidy("leaf 甲 乙".into()), "leaf 甲 乙");
        });
    }
}
