//! The web module's fonts (`assets/fonts/*-Web.ttf`, cut by `scripts/subset-web-fonts.sh` to
//! the characters a page writes) have a glyph for every character a page may write but
//! Chinese ones: the crates' sources (the command line's own code, `src/`, never runs on a
//! page), the words of both languages and the listings, read here as text, and each font's
//! character map read here from its bytes (formats 4 and 12), not through the font stack that
//! draws them.

use std::collections::BTreeSet;
use std::path::Path;

fn u16_at(b: &[u8], at: usize) -> u32 {
    u32::from(u16::from_be_bytes([b[at], b[at + 1]]))
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// The characters font `bytes` maps to a glyph other than .notdef.
fn mapped(bytes: &[u8]) -> BTreeSet<u32> {
    let tables = u16_at(bytes, 4) as usize;
    let cmap = (0..tables)
        .map(|i| 12 + 16 * i)
        .find(|&r| &bytes[r..r + 4] == b"cmap")
        .map(|r| u32_at(bytes, r + 8) as usize)
        .expect("a cmap table");
    let mut out = BTreeSet::new();
    for i in 0..u16_at(bytes, cmap + 2) as usize {
        let sub = cmap + u32_at(bytes, cmap + 4 + 8 * i + 4) as usize;
        match u16_at(bytes, sub) {
            4 => {
                let segs = u16_at(bytes, sub + 6) as usize / 2;
                let ends = sub + 14;
                let starts = ends + 2 * segs + 2;
                let deltas = starts + 2 * segs;
                let offsets = deltas + 2 * segs;
                for s in 0..segs {
                    let (start, end) = (u16_at(bytes, starts + 2 * s), u16_at(bytes, ends + 2 * s));
                    let delta = u16_at(bytes, deltas + 2 * s);
                    let offset = u16_at(bytes, offsets + 2 * s) as usize;
                    for c in start..=end.min(0xFFFE) {
                        let glyph = if offset == 0 {
                            (c + delta) & 0xFFFF
                        } else {
                            let at = offsets + 2 * s + offset + 2 * (c - start) as usize;
                            let g = u16_at(bytes, at);
                            if g == 0 { 0 } else { (g + delta) & 0xFFFF }
                        };
                        if glyph != 0 {
                            out.insert(c);
                        }
                    }
                }
            }
            12 => {
                for g in 0..u32_at(bytes, sub + 12) as usize {
                    let at = sub + 16 + 12 * g;
                    let (start, end, first) = (
                        u32_at(bytes, at),
                        u32_at(bytes, at + 4),
                        u32_at(bytes, at + 8),
                    );
                    out.extend((start..=end).filter(|c| first + (c - start) != 0));
                }
            }
            _ => {}
        }
    }
    out
}

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
fn the_web_fonts_have_every_character_the_program_writes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let fonts = root.join("assets/fonts");
    let mut covered = mapped(&std::fs::read(fonts.join("Hack-Web.ttf")).unwrap());
    covered.extend(mapped(
        &std::fs::read(fonts.join("Ubuntu-Light-Web.ttf")).unwrap(),
    ));
    // The reader reads: the fonts have the letters and the Greek of the sentences.
    for c in "Aaz~é×αβΔ–…".chars() {
        assert!(covered.contains(&(c as u32)), "{c} not read");
    }
    let mut chars = BTreeSet::new();
    written(&root.join("crates"), &mut chars);
    // U+FFFD, which the engine puts for a character it cannot print: no egui font has it,
    // on the desktop either; egui draws its own box for it.
    chars.remove(&'\u{FFFD}');
    assert!(chars.contains(&'≥') && chars.contains(&'▶'), "{chars:?}");
    let missing: String = chars
        .into_iter()
        .filter(|&c| !covered.contains(&(c as u32)))
        .collect();
    assert!(
        missing.is_empty(),
        "the web fonts lack {missing:?}: run scripts/subset-web-fonts.sh"
    );
}
