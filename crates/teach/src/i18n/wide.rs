//! Wide characters: which characters take two terminal columns and about a whole em. A
//! property of text, used to line up tables, to space Chinese sentences and (in the draw
//! crate, through `gametree_teach::words::is_wide`) to measure text and pick the CJK font.

/// Whether `c` is a wide East Asian character: ideographs, kana, Hangul, CJK punctuation and
/// fullwidth forms. Such a character takes two terminal columns and about a whole em, has no
/// spaces around it to break a line at, and only the CJK font draws it.
pub fn is_wide(c: char) -> bool {
    matches!(u32::from(c),
        0x1100..=0x115F
        | 0x2E80..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6)
}
