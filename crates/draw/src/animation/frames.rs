//! A frame's pixels as palette indices on the animation's screen, and what a frame after the
//! first stores: only the rectangle that changed, its unchanged pixels transparent. The
//! scene's colours and the pixels counted for the palette are gathered here too.

use super::palette::{Palette, Rgb, TRANSPARENT};
use super::raster::Raster;
use crate::scene::{Rgba, Scene, Shape};
use std::collections::{BTreeMap, HashMap};

/// `c` as it shows over `background` (the scene's translucent chips).
fn over(c: Rgba, background: Rgb) -> Rgb {
    let a = u32::from(c.3);
    let mix = |f: u8, b: u8| ((u32::from(f) * a + u32::from(b) * (255 - a) + 127) / 255) as u8;
    [
        mix(c.0, background[0]),
        mix(c.1, background[1]),
        mix(c.2, background[2]),
    ]
}

/// The scene's background as a colour.
pub fn background(scene: &Scene) -> Rgb {
    let Rgba(r, g, b, _) = scene.background;
    [r, g, b]
}

/// Counts each colour the scene's shapes paint with (translucent ones as they show over the
/// background; fully transparent ones not at all).
pub fn count_colours(scene: &Scene, counts: &mut BTreeMap<Rgb, u64>) {
    let bg = background(scene);
    *counts.entry(bg).or_insert(0) += 1;
    let mut add = |c: &Rgba| {
        if c.3 > 0 {
            *counts.entry(over(*c, bg)).or_insert(0) += 1;
        }
    };
    for shape in &scene.shapes {
        match shape {
            Shape::Segments { color, .. } | Shape::Text { color, .. } => add(color),
            Shape::Polygon { fill, stroke, .. }
            | Shape::Rect { fill, stroke, .. }
            | Shape::Circle { fill, stroke, .. } => {
                add(fill);
                add(stroke);
            }
        }
    }
}

/// The colour of every pixel of `raster` (premultiplied RGBA) as it shows over `background`.
pub fn pixels(raster: &Raster, background: Rgb) -> impl Iterator<Item = Rgb> + '_ {
    raster.data().chunks_exact(4).map(move |p| {
        let a = u32::from(p[3]);
        if a == 255 {
            return [p[0], p[1], p[2]];
        }
        let put =
            |c: u8, b: u8| (u32::from(c) + (u32::from(b) * (255 - a) + 127) / 255).min(255) as u8;
        [
            put(p[0], background[0]),
            put(p[1], background[1]),
            put(p[2], background[2]),
        ]
    })
}

/// Counts the pixels' colours of `raster` into `counts`.
pub fn count_pixels(raster: &Raster, background: Rgb, counts: &mut HashMap<Rgb, u64>) {
    for c in pixels(raster, background) {
        *counts.entry(c).or_insert(0) += 1;
    }
}

/// The animation's screen: `size` pixels of palette indices, row by row.
pub struct Screen {
    /// Width and height in pixels.
    pub size: [u16; 2],
    /// One index per pixel.
    pub indices: Vec<u8>,
}

impl Screen {
    /// A screen of `size` pixels, all index 0.
    pub fn new(size: [u16; 2]) -> Screen {
        Screen {
            size,
            indices: vec![0; usize::from(size[0]) * usize::from(size[1])],
        }
    }

    /// Draws `raster` at the top left as `palette`'s indices; the rest of the screen (a frame
    /// smaller than the largest) is `background`.
    pub fn draw(&mut self, raster: &Raster, background: Rgb, palette: &mut Palette) {
        let bg = palette.index(background);
        self.indices.fill(bg);
        let width = usize::from(self.size[0]);
        let (w, h) = (raster.width() as usize, raster.height() as usize);
        let (w, h) = (w.min(width), h.min(usize::from(self.size[1])));
        let mut last: Option<(Rgb, u8)> = None;
        let mut colours = pixels(raster, background);
        for y in 0..raster.height() as usize {
            for x in 0..raster.width() as usize {
                let Some(c) = colours.next() else { return };
                if x >= w || y >= h {
                    continue;
                }
                let i = match last {
                    Some((l, i)) if l == c => i,
                    _ => palette.index(c),
                };
                last = Some((c, i));
                self.indices[y * width + x] = i;
            }
        }
    }
}

/// What a frame after the first stores: where, how big, and its indices.
pub struct Patch {
    /// The top-left corner on the screen.
    pub at: [u16; 2],
    /// Width and height.
    pub size: [u16; 2],
    /// The indices, row by row; [`TRANSPARENT`] where the pixel is as before.
    pub indices: Vec<u8>,
}

/// The smallest rectangle holding every pixel where `now` differs from `before` (its pixels
/// that did not change transparent); a single transparent pixel when nothing changed.
pub fn patch(before: &Screen, now: &Screen) -> Patch {
    let w = usize::from(now.size[0]);
    let differs = |i: usize| before.indices[i] != now.indices[i];
    let rows: Vec<usize> = (0..usize::from(now.size[1]))
        .filter(|&y| (y * w..(y + 1) * w).any(differs))
        .collect();
    let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
        return Patch {
            at: [0, 0],
            size: [1, 1],
            indices: vec![TRANSPARENT],
        };
    };
    let column_differs = |x: usize| (top..=bottom).any(|y| differs(y * w + x));
    let left = (0..w).find(|&x| column_differs(x)).unwrap_or(0);
    let right = (left..w).rev().find(|&x| column_differs(x)).unwrap_or(left);
    let mut indices = Vec::with_capacity((right - left + 1) * (bottom - top + 1));
    for y in top..=bottom {
        for x in left..=right {
            let i = y * w + x;
            indices.push(if differs(i) {
                now.indices[i]
            } else {
                TRANSPARENT
            });
        }
    }
    Patch {
        at: [left as u16, top as u16],
        size: [(right - left + 1) as u16, (bottom - top + 1) as u16],
        indices,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_patch_is_the_changed_rectangle_with_the_rest_transparent() {
        let before = Screen {
            size: [4, 3],
            indices: vec![0; 12],
        };
        let mut now = Screen {
            size: [4, 3],
            indices: vec![0; 12],
        };
        let same = patch(&before, &now);
        assert_eq!((same.size, same.indices), ([1, 1], vec![TRANSPARENT]));
        now.indices[4 + 1] = 7;
        now.indices[8 + 2] = 9;
        let p = patch(&before, &now);
        assert_eq!((p.at, p.size), ([1, 1], [2, 2]));
        assert_eq!(p.indices, [7, TRANSPARENT, TRANSPARENT, 9]);
    }

    #[test]
    fn translucent_colours_count_as_they_show() {
        assert_eq!(over(Rgba(0, 0, 0, 255), [255, 255, 255]), [0, 0, 0]);
        assert_eq!(over(Rgba(0, 0, 0, 0), [255, 255, 255]), [255, 255, 255]);
        assert_eq!(over(Rgba(255, 255, 255, 235), [0, 0, 0]), [235, 235, 235]);
    }
}
