//! The app's fonts and text sizes: the symbols and Chinese the app writes, and sizes that grow
//! with presentation mode and the text-size setting.

use egui::Ui;

/// `px` (a size for the default 12.5 pt body text) scaled with the theme's text size, so
/// explicitly sized text grows with presentation mode and the text-size setting.
pub fn scaled(ui: &Ui, px: f32) -> f32 {
    let body = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Body)
        .map_or(12.5, |f| f.size);
    px * body / 12.5
}

/// How wide `text` is in `font`, laid out on one line.
pub fn text_width(ui: &Ui, text: &str, font: &egui::FontId) -> f32 {
    ui.fonts_mut(|f| {
        f.layout_no_wrap(text.to_owned(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    })
}

/// egui's own fonts: on the desktop its whole default fonts.
#[cfg(not(target_arch = "wasm32"))]
fn egui_fonts() -> egui::FontDefinitions {
    egui::FontDefinitions::default()
}

/// egui's own fonts on the web, as egui's defaults lay them out (Ubuntu Light, Hack, the icon
/// font last), the two text fonts cut to the characters a page writes
/// (`scripts/subset-web-fonts.sh`: Latin, Greek, punctuation, and of the symbols the ones the
/// program writes; the render test `web_fonts` checks them): the whole fonts were a tenth of the
/// module.
#[cfg(target_arch = "wasm32")]
fn egui_fonts() -> egui::FontDefinitions {
    use egui::{FontData, FontFamily, FontTweak};
    use std::sync::Arc;
    let mut fonts = egui::FontDefinitions::empty();
    for (name, data) in [
        (
            "Hack",
            &include_bytes!("../../../assets/fonts/Hack-Web.ttf")[..],
        ),
        (
            "Ubuntu-Light",
            &include_bytes!("../../../assets/fonts/Ubuntu-Light-Web.ttf")[..],
        ),
    ] {
        let font = Arc::new(FontData::from_static(data));
        fonts.font_data.insert(name.to_owned(), font);
    }
    let icons = FontData::from_static(epaint_default_fonts::EGUI_ICONS).tweak(FontTweak {
        scale: 0.90,
        ..FontTweak::default()
    });
    fonts
        .font_data
        .insert("egui-icons".to_owned(), Arc::new(icons));
    let names = |list: &[&str]| list.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
    fonts.families.insert(
        FontFamily::Monospace,
        names(&["Hack", "Ubuntu-Light", "egui-icons"]),
    );
    fonts.families.insert(
        FontFamily::Proportional,
        names(&["Ubuntu-Light", "egui-icons"]),
    );
    fonts
}

/// Lets the proportional font fall back on Hack, which has the symbols the app writes
/// (α β ∞ ≥ ≤ → ▲ ▼) that egui's default proportional font lacks, and both families on the
/// bundled Chinese font ([`gametree_draw::font::cjk_font`]; on the web, once the page has
/// fetched it: [`install_fonts`] again then adds it).
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui_fonts();
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !family.iter().any(|f| f == "Hack")
    {
        family.push("Hack".to_owned());
    }
    if let Some(font) = gametree_draw::font::cjk_font() {
        let cjk = gametree_draw::font::CJK_FAMILY.to_owned();
        fonts.font_data.insert(
            cjk.clone(),
            std::sync::Arc::new(egui::FontData::from_static(font)),
        );
        for family in fonts.families.values_mut() {
            family.push(cjk.clone());
        }
    }
    ctx.set_fonts(fonts);
}
