//! The mark a picture this program writes carries near its start (an SVG comment before the
//! picture, a PNG `tEXt` "Comment" chunk after its header), and the one test for it. It is how
//! the program knows, later, that a file is its own picture: a sheet replaces only its own
//! pictures ([`crate::sheet`]), and `render` or Save picture writes through a symbolic link
//! only onto a picture of its own ([`crate::picture::may_write_through`]), never onto a file
//! the link happens to name (`ln -s notes.txt x.svg`).

use gametree_engine::files::PictureKind;
use std::io::Read;
use std::path::Path;

/// Which of the program's writers made the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An exercise sheet's picture: the next sheet written into its folder replaces it.
    Sheet,
    /// Any other picture (`gametree render`, the app's Save picture).
    Picture,
}

/// The sheet's mark (the words sheets have always carried, so older sheets are still known).
pub const SHEET_MARK: &str =
    "written by a Game Tree Lab sheet; the next sheet written into this folder replaces it";

/// The mark of every other picture.
pub const PICTURE_MARK: &str =
    "written by Game Tree Lab; gametree render may write it again, also through a link";

/// How far into a file a mark is looked for.
const MARK_WITHIN: u64 = 4096;

impl Mark {
    /// Both marks.
    pub const ALL: [Mark; 2] = [Mark::Sheet, Mark::Picture];

    /// The mark's text.
    pub fn text(self) -> &'static str {
        match self {
            Mark::Sheet => SHEET_MARK,
            Mark::Picture => PICTURE_MARK,
        }
    }
}

/// The picture's bytes with `mark`: an SVG comment before the picture, or a PNG `tEXt` chunk
/// ("Comment") right after the header chunk.
pub fn with_mark(bytes: Vec<u8>, kind: PictureKind, mark: Mark) -> Vec<u8> {
    let text = mark.text();
    match kind {
        PictureKind::Svg => {
            let mut marked = format!("<!-- {text} -->\n").into_bytes();
            marked.extend(bytes);
            marked
        }
        PictureKind::Png => {
            // The 8-byte signature, then IHDR: length (4), type (4), 13 bytes, CRC (4).
            const AFTER_HEADER: usize = 8 + 4 + 4 + 13 + 4;
            if bytes.len() < AFTER_HEADER || &bytes[12..16] != b"IHDR" {
                return bytes;
            }
            let mut data = b"Comment\0".to_vec();
            data.extend_from_slice(text.as_bytes());
            let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
            chunk.extend_from_slice(b"tEXt");
            chunk.extend_from_slice(&data);
            chunk.extend_from_slice(&crc32(&chunk[4..]).to_be_bytes());
            let mut marked = bytes[..AFTER_HEADER].to_vec();
            marked.extend(chunk);
            marked.extend_from_slice(&bytes[AFTER_HEADER..]);
            marked
        }
    }
}

/// Whether the file at `path` carries one of `marks` near its start (a file that cannot be
/// read does not). Call it on regular files only: opening a pipe would wait for a writer.
pub fn has_mark(path: &Path, marks: &[Mark]) -> bool {
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(MARK_WITHIN).read_to_end(&mut head));
    read.is_ok()
        && marks.iter().any(|m| {
            let text = m.text().as_bytes();
            head.windows(text.len()).any(|w| w == text)
        })
}

/// The CRC-32 a PNG chunk ends with (over its type and data).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_png_check_sum_is_the_standard_one() {
        // The CRC-32 of "IEND" every PNG ends with, and the classic check value.
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn each_mark_is_told_apart() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.svg");
        for mark in Mark::ALL {
            std::fs::write(&path, with_mark(b"<svg/>".to_vec(), PictureKind::Svg, mark)).unwrap();
            assert!(has_mark(&path, &[mark]) && has_mark(&path, &Mark::ALL));
            let other: Vec<Mark> = Mark::ALL.into_iter().filter(|m| *m != mark).collect();
            assert!(!has_mark(&path, &other), "{mark:?}");
        }
        std::fs::write(&path, b"<svg/>").unwrap();
        assert!(!has_mark(&path, &Mark::ALL));
        assert!(!has_mark(&dir.path().join("none.svg"), &Mark::ALL));
    }

    #[cfg(feature = "png")]
    #[test]
    fn a_marked_png_still_decodes_and_carries_the_mark() {
        let pixmap = resvg::tiny_skia::Pixmap::new(3, 2).unwrap();
        let png = pixmap.encode_png().unwrap();
        let marked = with_mark(png.clone(), PictureKind::Png, Mark::Sheet);
        assert_eq!(
            marked.len(),
            png.len() + 12 + "Comment\0".len() + SHEET_MARK.len()
        );
        let back = resvg::tiny_skia::Pixmap::decode_png(&marked).unwrap();
        assert_eq!((back.width(), back.height()), (3, 2));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("answer-1.png");
        std::fs::write(&path, &marked).unwrap();
        assert!(has_mark(&path, &[Mark::Sheet]));
        std::fs::write(&path, &png).unwrap();
        assert!(!has_mark(&path, &Mark::ALL));
    }
}
