//! The wording helpers every sentence uses, each written once: ordinals, counts with their
//! noun, capitals, windows, and (re-exported from [`crate::trace`], where the drawing reads
//! them too) values with their bounds such as `≤ 2`.

pub use crate::trace::{show_bounded, show_value};

/// "first", "second", … for 1, 2, …; "6th" from six on.
pub fn ordinal(n: usize) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        n => format!("{n}th"),
    }
}

/// "1 child", "3 children".
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The sentence's first letter in capitals.
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Items in a sentence: "3", "3 and 2", "3, 2 and 1" (`last` is "and" or "or").
pub fn series(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => format!("{} {last} {end}", init.join(", ")),
    }
}

/// An α/β window as "(α, β)", with ±∞.
pub fn window_text((alpha, beta): (i64, i64)) -> String {
    format!("({}, {})", show_value(alpha), show_value(beta))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Bound, INF, NEG_INF};

    #[test]
    fn words_read_as_a_teacher_writes_them() {
        assert_eq!(ordinal(1), "first");
        assert_eq!(ordinal(5), "fifth");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(plural(1, "child", "children"), "1 child");
        assert_eq!(plural(0, "child", "children"), "0 children");
        assert_eq!(capitalise("the root"), "The root");
        let items: Vec<String> = ["3", "2", "1"].map(String::from).into();
        assert_eq!(series(&items, "or"), "3, 2 or 1");
        assert_eq!(series(&items[..1], "and"), "3");
        assert_eq!(capitalise("ämne"), "Ämne");
        assert_eq!(window_text((NEG_INF, INF)), "(-∞, +∞)");
        assert_eq!(show_bounded(2, Bound::Upper), "≤ 2");
        assert_eq!(show_bounded(3, Bound::Lower), "≥ 3");
        assert_eq!(show_bounded(-4, Bound::Exact), "-4");
    }
}
