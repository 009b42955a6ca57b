//! The web module's fonts (`assets/fonts/*-Web.ttf`, cut by `scripts/subset-web-fonts.sh` to
//! the characters a page writes) have a glyph for every character a page may write but
//! Chinese ones (the Chinese font's, checked in `chinese.rs`): the crates' sources (the command
//! line's own code, `src/`, never runs on a page), the words of both languages and the
//! listings, read here as text.

use std::collections::BTreeSet;
use std::path::Path;

/// Every character outside ASCII and the Chinese blocks in the files under `dir` that hold
/// text a page may show (tests left out).
fn written(dir: &Path, out: &mut BTreeSet<char>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("tests") {
                written(&path, out);
            }
        } else if path.extension().is_some_and(|e| {
            ["rs", "ftl", "txt", "py", "c", "java", "php"].contains(&e.to_str().unwrap_or(""))
        }) {
            let text = std::fs::read_to_string(&path).unwrap();
            out.extend(text.chars().filter(|&c| {
                let c = c as u32;
                c > 0x7E && !(0x2E80..=0xFFEF).contains(&c)
            }));
        }
    }
}

#[test]
fn the_web_fonts_have_every_character_a_page_writes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| std::fs::read(root.join("assets/fonts").join(name)).unwrap();
    let (hack, ubuntu) = (read("Hack-Web.ttf"), read("Ubuntu-Light-Web.ttf"));
    let faces = [
        ttf_parser::Face::parse(&hack, 0).expect("Hack-Web parses"),
        ttf_parser::Face::parse(&ubuntu, 0).expect("Ubuntu-Light-Web parses"),
    ];
    let mut chars = BTreeSet::new();
    written(&root.join("crates"), &mut chars);
    assert!(chars.contains(&'≥') && chars.contains(&'▶'), "{chars:?}");
    // U+FFFD, which the engine puts for a character it cannot print: no egui font has it,
    // on the desktop either; egui draws its own box for it.
    chars.remove(&'\u{FFFD}');
    let missing: String = chars
        .into_iter()
        .filter(|&c| faces.iter().all(|f| f.glyph_index(c).is_none()))
        .collect();
    assert!(
        missing.is_empty(),
        "the web fonts lack {missing:?}: run scripts/subset-web-fonts.sh"
    );
}
