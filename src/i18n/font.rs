//! The bundled Chinese font: Noto Sans CJK SC (SIL Open Font Licence, `assets/fonts/`), cut
//! down by `scripts/subset-cjk-font.sh` to the characters the Chinese messages use, so the
//! window, the web page, SVG and PNG draw Chinese on a machine with no CJK fonts.

/// The font file (OpenType, CFF outlines).
pub const CJK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Subset.otf");

/// Its family name, as SVG `font-family` and font databases know it.
pub const CJK_FAMILY: &str = "Noto Sans CJK SC";

/// Whether `text` has a character only the CJK font draws (ideographs, kana, fullwidth forms
/// and CJK punctuation).
pub fn needs_cjk(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c as u32, 0x2E80..=0x9FFF | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFFEF)
    })
}
