//! Chinese on a machine with no CJK fonts: the bundled font has every character the Chinese
//! messages use, PNGs draw them with it, and SVGs carry it along.

use gametree::draw::png::scene_to_png;
use gametree::draw::scene::{Anchor, Rgba, Scene, Shape};
use gametree::draw::svg::scene_to_svg;
use gametree::i18n::{CJK_FAMILY, CJK_FONT, FILES};

#[test]
fn the_bundled_font_has_every_character_of_the_chinese_messages() {
    let face = ttf_parser::Face::parse(CJK_FONT, 0).expect("the bundled font parses");
    let mut missing = std::collections::BTreeSet::new();
    let mut seen = 0;
    for (_, _, zh) in FILES {
        for line in zh.lines().filter(|l| !l.trim_start().starts_with('#')) {
            for c in line.chars().filter(|c| !c.is_control() && *c != ' ') {
                seen += 1;
                if face.glyph_index(c).is_none() {
                    missing.insert(c);
                }
            }
        }
    }
    assert!(
        seen > 1000,
        "only {seen} characters in the Chinese messages"
    );
    assert!(
        missing.is_empty(),
        "run scripts/subset-cjk-font.sh: the font lacks {:?}",
        missing.iter().collect::<String>()
    );
}

fn one_text(text: &str) -> Scene {
    Scene {
        size: [60.0, 40.0],
        background: Rgba(255, 255, 255, 255),
        shapes: vec![Shape::Text {
            pos: [30.0, 20.0],
            text: text.into(),
            size: 24.0,
            color: Rgba(0, 0, 0, 255),
            anchor: Anchor::Center,
        }],
        hits: vec![],
    }
}

/// How many pixels are darker than mid grey.
fn ink(scene: &Scene) -> Vec<bool> {
    let png = scene_to_png(scene).unwrap();
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    pixmap.pixels().iter().map(|p| p.red() < 128).collect()
}

#[test]
fn png_draws_chinese_with_the_bundled_font() {
    // The PNG renderer loads only the bundled fonts, never the machine's.
    let zhong = ink(&one_text("中"));
    let guo = ink(&one_text("国"));
    let count = |v: &[bool]| v.iter().filter(|b| **b).count();
    assert!(count(&zhong) > 20, "中 drew {} dark pixels", count(&zhong));
    assert!(count(&guo) > 20, "国 drew {} dark pixels", count(&guo));
    // Two different glyphs, not one placeholder box twice.
    let differ = zhong.iter().zip(&guo).filter(|(a, b)| a != b).count();
    assert!(differ > 20, "中 and 国 differ in only {differ} pixels");
}

#[test]
fn svg_with_chinese_embeds_the_font_and_keeps_its_text() {
    let svg = scene_to_svg(&one_text("剪枝"));
    assert!(svg.contains("剪枝"), "the text stays UTF-8 text");
    assert!(svg.contains("@font-face"), "the font is embedded");
    assert!(svg.contains(CJK_FAMILY));
    let plain = scene_to_svg(&one_text("alpha 3"));
    assert!(!plain.contains("@font-face"), "English pictures stay small");
}
