//! A frame's pixels, whichever rasteriser drew them: resvg's in the desktop app and on the
//! command line (`crate::png::scene_to_raster`, the `png` feature), the browser's canvas on
//! the web (the page draws the scene's SVG). The encoder takes only these pixels, so the GIF
//! needs no rasteriser of its own.

/// Pixels row by row, four bytes each: red, green, blue and alpha, the colours premultiplied
/// by alpha (as resvg's pixmaps hold them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raster {
    width: u32,
    height: u32,
    data: Vec<u8>,
}

impl Raster {
    /// `width` × `height` pixels whose colours are premultiplied by alpha already; `None` when
    /// `data` is not four bytes a pixel.
    pub fn premultiplied(width: u32, height: u32, data: Vec<u8>) -> Option<Raster> {
        let want = (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(4)?;
        (data.len() == want).then_some(Raster {
            width,
            height,
            data,
        })
    }

    /// `width` × `height` pixels whose colours are not premultiplied (a canvas's `ImageData`);
    /// `None` when `data` is not four bytes a pixel.
    pub fn straight(width: u32, height: u32, mut data: Vec<u8>) -> Option<Raster> {
        for p in data.chunks_exact_mut(4) {
            let a = u32::from(p[3]);
            if a < 255 {
                for c in &mut p[..3] {
                    *c = ((u32::from(*c) * a + 127) / 255) as u8;
                }
            }
        }
        Raster::premultiplied(width, height, data)
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The pixels, premultiplied RGBA, row by row.
    pub fn data(&self) -> &[u8] {
        &self.data
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_colours_are_premultiplied_and_sizes_checked() {
        let r = Raster::straight(2, 1, vec![200, 100, 50, 255, 200, 100, 50, 128]).unwrap();
        assert_eq!(r.data(), [200, 100, 50, 255, 100, 50, 25, 128]);
        assert_eq!((r.width(), r.height()), (2, 1));
        assert!(Raster::premultiplied(2, 2, vec![0; 12]).is_none());
        assert!(Raster::straight(1, 1, vec![0; 3]).is_none());
    }
}
