//! The bundled Chinese font, a drawing asset: Noto Sans CJK SC (SIL Open Font Licence,
//! `assets/fonts/`), cut down by `scripts/subset-cjk-font.sh` to the characters the Chinese
//! messages use, so the window, the web page, SVG and PNG draw Chinese on a machine with no
//! CJK fonts.

/// The font file (OpenType, CFF outlines).
pub const CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Subset.otf");

/// Its family name, as SVG `font-family` and font databases know it.
pub const CJK_FAMILY: &str = "Noto Sans CJK SC";

/// Whether `c` is a wide East Asian character (ideographs, kana, Hangul, CJK punctuation and
/// fullwidth forms): about a whole em wide, and drawn only by the CJK font. A property of
/// text, so it lives with the words (`gametree_teach::words::is_wide`); drawing uses it to
/// measure text and to choose the font.
pub use gametree_teach::words::is_wide;

/// Whether `text` has a character only the CJK font draws (see [`is_wide`]).
pub fn needs_cjk(text: &str) -> bool {
    text.chars().any(is_wide)
}

/// The arrows and shapes the program writes that the sentences' font (Ubuntu Light) has not,
/// cut from Hack by `scripts/subset-symbols-font.sh` (MIT licence, `assets/fonts/`): PNG and
/// GIF pictures take only those characters from it, so a line with an arrow keeps its font.
#[cfg(feature = "png")]
pub const SYMBOLS_FONT: &[u8] = include_bytes!("../../../assets/fonts/Symbols-Subset.ttf");

/// Its family name.
#[cfg(feature = "png")]
pub const SYMBOLS_FAMILY: &str = "Gametree Symbols";
