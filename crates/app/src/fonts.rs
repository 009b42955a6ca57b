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

/// Lets the proportional font fall back on Hack, which has the symbols the app writes
/// (α β ∞ ≥ ≤ → ▲ ▼) that egui's default proportional font lacks, and both families on the
/// bundled Chinese font ([`gametree_draw::font::CJK_FONT`]).
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    let cjk = gametree_draw::font::CJK_FAMILY.to_owned();
    fonts.font_data.insert(
        cjk.clone(),
        std::sync::Arc::new(egui::FontData::from_static(gametree_draw::font::CJK_FONT)),
    );
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !family.iter().any(|f| f == "Hack")
    {
        family.push("Hack".to_owned());
    }
    for family in fonts.families.values_mut() {
        family.push(cjk.clone());
    }
    ctx.set_fonts(fonts);
}
