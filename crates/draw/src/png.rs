//! Rasterises a [`Scene`] to PNG with resvg and egui's bundled fonts, so a machine without
//! system fonts still gets its numbers and its Chinese (the `png` feature: the desktop app and
//! the command line; the web page draws the SVG itself).

use super::scene::Scene;
use super::svg::scene_to_svg;
use gametree_engine::files::PngError;
use std::sync::{Arc, OnceLock};

/// The fonts shipped inside egui, loaded once: PNG text never depends on the machine's fonts.
fn fonts() -> Arc<resvg::usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = resvg::usvg::fontdb::Database::new();
            db.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
            db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
            if let Some(cjk) = crate::font::cjk_font() {
                db.load_font_data(cjk.to_vec());
            }
            db.load_font_data(crate::font::SYMBOLS_FONT.to_vec());
            db.set_sans_serif_family("Ubuntu");
            db.set_serif_family("Ubuntu");
            db.set_monospace_family("Hack");
            Arc::new(db)
        })
        .clone()
}

/// The font a character missing from a text's font is taken from: the symbols font when it
/// has it (it has nothing else, so the rest of the text keeps its font), else any bundled
/// font that has it (resvg's own choice, which takes the whole text when that font has every
/// character of it).
fn fallback() -> resvg::usvg::FallbackSelectionFn<'static> {
    let others = resvg::usvg::FontResolver::default_fallback_selector();
    Box::new(move |c, used, db| {
        let symbols = db
            .faces()
            .find(|f| {
                f.families
                    .iter()
                    .any(|(name, _)| name == crate::font::SYMBOLS_FAMILY)
            })
            .map(|f| f.id);
        match symbols {
            Some(id) if !used.contains(&id) && has_char(db, id, c) => Some(id),
            _ => others(c, used, db),
        }
    })
}

/// Whether face `id` of `db` draws `c`.
fn has_char(db: &resvg::usvg::fontdb::Database, id: resvg::usvg::fontdb::ID, c: char) -> bool {
    db.with_face_data(id, |data, index| {
        ttf_parser::Face::parse(data, index)
            .ok()
            .and_then(|face| face.glyph_index(c))
            .is_some()
    })
    .unwrap_or(false)
}

/// Parses SVG text with the bundled fonts (also how tests check the SVG is well formed).
pub fn parse_svg(svg: &str) -> Result<resvg::usvg::Tree, PngError> {
    let options = resvg::usvg::Options {
        fontdb: fonts(),
        font_resolver: resvg::usvg::FontResolver {
            select_font: resvg::usvg::FontResolver::default_font_selector(),
            select_fallback: fallback(),
        },
        ..resvg::usvg::Options::default()
    };
    resvg::usvg::Tree::from_str(svg, &options).map_err(|e| PngError::SvgDoesNotParse {
        detail: e.to_string(),
    })
}

/// The most SVG elements usvg parses ("for security reasons" it refuses more than a million;
/// a little is kept for the elements it makes itself).
pub const MAX_PNG_ELEMENTS: usize = 990_000;

/// The scene as PNG bytes, the size of the scene. A scene of more than [`MAX_PNG_ELEMENTS`]
/// shapes (a tree of a million leaves drawn whole) is refused at once in words
/// ([`PngError::TooManyShapes`]), not after parsing in the renderer's.
pub fn scene_to_png(scene: &Scene) -> Result<Vec<u8>, PngError> {
    png_within(scene, MAX_PNG_ELEMENTS)
}

/// [`scene_to_png`], refusing more than `most` elements.
fn png_within(scene: &Scene, most: usize) -> Result<Vec<u8>, PngError> {
    pixmap_within(scene, most)?
        .encode_png()
        .map_err(|e| PngError::Encode {
            detail: e.to_string(),
        })
}

/// The scene's pixels, the size of the scene (premultiplied RGBA, opaque where the scene's
/// background is): what [`scene_to_png`] encodes, and what each frame of an animation is.
pub fn scene_to_pixmap(scene: &Scene) -> Result<resvg::tiny_skia::Pixmap, PngError> {
    pixmap_within(scene, MAX_PNG_ELEMENTS)
}

/// The scene's pixels as an animation's frame (the very bytes of [`scene_to_pixmap`]).
#[cfg(feature = "gif")]
pub fn scene_to_raster(scene: &Scene) -> Result<crate::animation::Raster, PngError> {
    let pixmap = scene_to_pixmap(scene)?;
    let (w, h) = (pixmap.width(), pixmap.height());
    crate::animation::Raster::premultiplied(w, h, pixmap.take()).ok_or(PngError::TooBig {
        width: w,
        height: h,
    })
}

/// [`scene_to_pixmap`], refusing more than `most` elements.
fn pixmap_within(scene: &Scene, most: usize) -> Result<resvg::tiny_skia::Pixmap, PngError> {
    let svg = scene_to_svg(scene);
    let elements = svg
        .as_bytes()
        .windows(2)
        .filter(|w| w[0] == b'<' && w[1].is_ascii_alphabetic())
        .count();
    if elements > most {
        return Err(PngError::TooManyShapes { elements, most });
    }
    let tree = parse_svg(&svg)?;
    let (w, h) = (scene.size[0].ceil() as u32, scene.size[1].ceil() as u32);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w.max(1), h.max(1)).ok_or(PngError::TooBig {
        width: w,
        height: h,
    })?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How wide the ink of `text` is when drawn at 17 px in the pictures' sentence font.
    fn ink_width(text: &str) -> u32 {
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"40\" \
             font-family=\"sans-serif\"><rect width=\"600\" height=\"40\" fill=\"white\"/>\
             <text x=\"10\" y=\"25\" font-size=\"17\" fill=\"black\">{}</text></svg>",
            crate::svg::escape(text)
        );
        let tree = parse_svg(&svg).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(600, 40).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        );
        let inked: Vec<u32> = pixmap
            .pixels()
            .iter()
            .enumerate()
            .filter(|(_, p)| p.red() < 128)
            .map(|(i, _)| i as u32 % 600)
            .collect();
        inked.iter().max().unwrap() - inked.iter().min().unwrap()
    }

    /// Issue 43, item 9: a line with an arrow keeps the sentence's font (only the arrow comes
    /// from the symbols font): it is as wide as the same line with another one-letter
    /// symbol, not stretched into a monospace fallback (which made it a third wider).
    #[test]
    fn arrows_keep_the_lines_font() {
        let plain = ink_width("best α max(best, v) and the first step.");
        for arrow in ['←', '→', '↪'] {
            let with = ink_width(&format!("best {arrow} max(best, v) and the first step."));
            assert!(
                (with as f32) < plain as f32 * 1.08 && (with as f32) > plain as f32 * 0.92,
                "{arrow}: {with} px against {plain} px"
            );
        }
    }

    /// Issue 35, item 13: a picture too big for the renderer is refused, counting its
    /// elements, before any parsing; one within the count is drawn.
    #[test]
    fn a_picture_of_too_many_shapes_is_refused_before_parsing() {
        let trace = std::sync::Arc::new(
            gametree_engine::scenario::Scenario::default()
                .record(None)
                .unwrap(),
        );
        let scene = crate::slide::slide_scene(&trace, 5);
        let elements = scene_to_svg(&scene).matches('<').count();
        assert!(png_within(&scene, elements).is_ok());
        assert!(matches!(
            png_within(&scene, 10),
            Err(PngError::TooManyShapes { most: 10, .. })
        ));
    }
}
