//! The space between Chinese and Latin letters or digits, where a message's own words meet the
//! values put into it ("你从 2 根骨头的堆返回了", "但 Alpha-Beta 剪枝"), as the Chinese messages
//! write it everywhere else ("MAX 节点", "第 3 步"). A value may start or end with either kind
//! of character, so the space is decided once the message is put together: Fluent marks each
//! value's bounds (Unicode isolation marks), and a space goes in at a bound where an ideograph
//! meets a letter, a digit or a sign, and only there — never inside a value (a label, a path).

/// Where Fluent starts a value (FIRST STRONG ISOLATE).
const VALUE_START: char = '\u{2068}';
/// Where it ends one (POP DIRECTIONAL ISOLATE).
const VALUE_END: char = '\u{2069}';

/// A Chinese ideograph.
fn is_ideograph(c: char) -> bool {
    matches!(u32::from(c), 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF)
}

/// A character that takes a space between it and an ideograph: Latin letters, digits, and
/// the signs a number or a bound starts with.
fn is_latin(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '−' | '∞' | '≤' | '≥' | 'α' | 'β')
}

/// `text` (a message formatted with isolation marks) without them, with a space at each
/// value's bound where an ideograph meets a Latin letter or digit.
pub(super) fn space_values(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    // Byte offsets in `out` where a value started or ended.
    let mut bounds = Vec::new();
    for c in text.chars() {
        if c == VALUE_START || c == VALUE_END {
            bounds.push(out.len());
        } else {
            out.push(c);
        }
    }
    bounds.dedup();
    for &at in bounds.iter().rev() {
        let before = out[..at].chars().next_back();
        let after = out[at..].chars().next();
        if let (Some(b), Some(a)) = (before, after)
            && ((is_ideograph(b) && is_latin(a)) || (is_latin(b) && is_ideograph(a)))
        {
            out.insert(at, ' ');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(v: &str) -> String {
        format!("{VALUE_START}{v}{VALUE_END}")
    }

    #[test]
    fn a_space_goes_where_chinese_meets_latin_at_a_value_and_only_there() {
        let said = format!("你从{}返回了", value("2 根骨头的堆"));
        assert_eq!(space_values(&said), "你从 2 根骨头的堆返回了");
        let said = format!("但{}不会这样做", value("Alpha-Beta 剪枝"));
        assert_eq!(space_values(&said), "但 Alpha-Beta 剪枝不会这样做");
        // Chinese meeting Chinese, punctuation, or a space already there: nothing added.
        let said = format!("从{}开始，{}", value("根节点 A"), value("X"));
        assert_eq!(space_values(&said), "从根节点 A 开始，X");
        let said = format!("第 {} 步", value("3"));
        assert_eq!(space_values(&said), "第 3 步");
        // Inside a value nothing changes, and nested values are bounds too.
        let said = format!("树{}", value(&format!("节点1{}", value("x"))));
        assert_eq!(space_values(&said), "树节点1x");
    }
}
