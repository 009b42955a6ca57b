//! The bundled Chinese font, a drawing asset: Noto Sans CJK SC (SIL Open Font Licence,
//! `assets/fonts/`), cut down by `scripts/subset-cjk-font.sh` to the characters the Chinese
//! messages use, so the window, the web page, SVG and PNG draw Chinese on a machine with no
//! CJK fonts. The desktop and the command line carry it compiled in; the web module does not
//! (a page in English never needs it): the page fetches the file beside the module and hands
//! it over (`provide_cjk_font`, web only), and until then [`cjk_font`] has none.

#[cfg(target_arch = "wasm32")]
use std::sync::OnceLock;

/// The font file (OpenType, CFF outlines), compiled in (not on the web: see [`cjk_font`]).
#[cfg(not(target_arch = "wasm32"))]
pub const CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Subset.otf");

/// The font file once the web page has handed it over.
#[cfg(target_arch = "wasm32")]
static FETCHED: OnceLock<&'static [u8]> = OnceLock::new();

/// The font file: always on the desktop and the command line ([`CJK_FONT`]); on the web once
/// the page has fetched it (`provide_cjk_font`, web only).
pub fn cjk_font() -> Option<&'static [u8]> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(CJK_FONT);
    #[cfg(target_arch = "wasm32")]
    return FETCHED.get().copied();
}

/// Web: keeps the font file the page fetched (`NotoSansSC-Subset.otf` beside the module) for
/// the rest of the page's life; the first one handed over stays. Returns the one kept.
#[cfg(target_arch = "wasm32")]
pub fn provide_cjk_font(bytes: Vec<u8>) -> &'static [u8] {
    FETCHED.get_or_init(|| Box::leak(bytes.into_boxed_slice()))
}

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
