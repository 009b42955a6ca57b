//! The bundled Chinese font: Noto Sans CJK SC (SIL Open Font Licence, `assets/fonts/`), cut
//! down by `scripts/subset-cjk-font.sh` to the characters the Chinese messages use, so the
//! window, the web page, SVG and PNG draw Chinese on a machine with no CJK fonts.

/// The font file (OpenType, CFF outlines).
pub const CJK_FONT: &[u8] = include_bytes!("../../../../assets/fonts/NotoSansSC-Subset.otf");

/// Its family name, as SVG `font-family` and font databases know it.
pub const CJK_FAMILY: &str = "Noto Sans CJK SC";

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

/// Whether `text` has a character only the CJK font draws (see [`is_wide`]).
pub fn needs_cjk(text: &str) -> bool {
    text.chars().any(is_wide)
}
