//! Chinese on a machine with no CJK fonts: the bundled font has every character the Chinese
//! messages use, PNGs draw them with it, and SVGs carry it along.

use gametree::draw::font::{CJK_FAMILY, CJK_FONT};
use gametree::draw::png::scene_to_png;
use gametree::draw::scene::{Anchor, Rgba, Scene, Shape};
use gametree::draw::svg::scene_to_svg;
use gametree::i18n::FILES;

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
    // The code listings' Chinese comments and pseudocode's arrows (issue 27).
    for code in gametree::teach::listings::CodeLang::ALL {
        for algorithm in gametree::search::Algorithm::ALL {
            let config = gametree::search::SearchConfig {
                algorithm,
                ..Default::default()
            };
            let Some(src) = gametree::teach::listings::listing(&config, code) else {
                continue;
            };
            for c in src.chars().filter(|c| !c.is_ascii() && !c.is_whitespace()) {
                if face.glyph_index(c).is_none() {
                    missing.insert(c);
                }
            }
        }
    }
    // The web page's own words (loading, errors) are drawn with it too.
    let page = include_str!("../../web/index.html");
    for c in page.chars().filter(|c| *c >= '\u{2e80}') {
        if face.glyph_index(c).is_none() {
            missing.insert(c);
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

/// Every text drawn on a slide (title, step line, narration, badges, legend, folded-subtree
/// notes) of whole searches in Chinese: no English word, only names Chinese keeps in Latin
/// letters and move text.
#[test]
fn chinese_slides_draw_no_english_word_at_any_step() {
    use gametree::draw::slide::slide_scene;
    use gametree::i18n::{Lang, with_lang};
    use gametree::scenario::{GameChoice, Scenario, TreeSource};
    use gametree::search::{Algorithm, SearchConfig};
    use std::sync::Arc;
    let kept = ["MAX", "MIN", "Alpha", "Beta", "PVS", "MTD", "AIMA", "take"];
    let tree = |json: &str, algorithm| Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "AIMA figure 5.2".into(),
                json: json.into(),
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let scenarios = [
        tree("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Pvs),
        tree("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Mtdf),
        Scenario {
            game: GameChoice::ConnectFour {
                moves: "4453".into(),
                position: None,
            },
            config: SearchConfig {
                depth: Some(2),
                ordering: true,
                tt: true,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        },
        Scenario {
            game: GameChoice::Bones {
                bones: 6,
                max_take: 3,
            },
            config: SearchConfig {
                tt: true,
                iterative: true,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        },
    ];
    let mut pictures = 0;
    for scenario in scenarios {
        with_lang(Lang::Zh, || {
            let trace = Arc::new(scenario.record(None).unwrap());
            let last = trace.event_count();
            for step in (0..=last).step_by(1.max(last / 40)) {
                pictures += 1;
                for shape in slide_scene(&trace, step).shapes {
                    let Shape::Text { text, .. } = shape else {
                        continue;
                    };
                    let english: Vec<&str> = text
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .filter(|w| w.len() >= 3 && !kept.contains(w))
                        .collect();
                    assert!(
                        english.is_empty(),
                        "{} step {step}: {text:?}",
                        gametree::teach::titles::trace_title(&trace)
                    );
                }
            }
        });
    }
    assert!(pictures > 100, "{pictures} pictures");
}
