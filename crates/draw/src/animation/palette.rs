//! The one palette every frame of an animation shares, and the nearest of its colours for a
//! pixel. The scene's own colours (few: one theme's) come first, exactly; the remaining entries
//! go to the shades anti-aliasing adds at edges and in text, chosen by median cut over the
//! pixels of the first and last frames. Everything is deterministic (sorted, no randomness)
//! and nothing is dithered: a flat area stays one colour.

use std::collections::{BTreeMap, HashMap};

/// The index left free for "unchanged" pixels in every frame after the first.
pub const TRANSPARENT: u8 = 255;
/// At most this many entries go to the scene's own colours (the rest to shades).
const MOST_EXACT: usize = 160;

/// An sRGB colour without alpha.
pub type Rgb = [u8; 3];

/// The shared palette (at most 255 colours, index 255 being [`TRANSPARENT`]) with a cache of
/// the nearest entry of each colour met.
pub struct Palette {
    colours: Vec<Rgb>,
    cache: HashMap<Rgb, u8>,
}

impl Palette {
    /// The palette for a scene whose shapes use `exact` colours (with how often), drawn on
    /// `background`, whose pixels (first and last frame) are counted in `pixels`.
    pub fn build(background: Rgb, exact: &BTreeMap<Rgb, u64>, pixels: &HashMap<Rgb, u64>) -> Self {
        let mut by_use: Vec<(Rgb, u64)> = exact.iter().map(|(&c, &n)| (c, n)).collect();
        by_use.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colours = vec![background];
        for (c, _) in by_use {
            if colours.len() >= MOST_EXACT {
                break;
            }
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
        let mut rest: Vec<(Rgb, u64)> = pixels
            .iter()
            .filter(|(c, _)| !colours.contains(c))
            .map(|(&c, &n)| (c, n))
            .collect();
        rest.sort_unstable();
        let room = usize::from(TRANSPARENT) - colours.len();
        colours.extend(median_cut(rest, room));
        Palette {
            colours,
            cache: HashMap::new(),
        }
    }

    /// The palette's colours in index order (at most 255).
    pub fn colours(&self) -> &[Rgb] {
        &self.colours
    }

    /// The GIF colour table of 256 entries: every colour, then the first one again in the
    /// entries left over and the transparent one (so the nearest entry of the whole table is
    /// always one of the palette's colours: a reader can map pixels as the writer did).
    pub fn table(&self) -> Vec<u8> {
        let first = self.colours.first().copied().unwrap_or_default();
        (0..256)
            .flat_map(|i| self.colours.get(i).copied().unwrap_or(first))
            .collect()
    }

    /// The index of the colour nearest `c` (cached).
    pub fn index(&mut self, c: Rgb) -> u8 {
        if let Some(&i) = self.cache.get(&c) {
            return i;
        }
        let i = nearest(&self.colours, c);
        self.cache.insert(c, i);
        i
    }
}

/// The index of the colour of `colours` nearest `c` (the first on ties), by a weighted
/// distance in sRGB that counts green most, as the eye does.
pub fn nearest(colours: &[Rgb], c: Rgb) -> u8 {
    let d = |p: &Rgb| {
        let e = |k: usize| i32::from(p[k]) - i32::from(c[k]);
        2 * e(0) * e(0) + 4 * e(1) * e(1) + 3 * e(2) * e(2)
    };
    let mut best = (i32::MAX, 0u8);
    for (i, p) in colours.iter().enumerate() {
        let dist = d(p);
        if dist < best.0 {
            best = (dist, i as u8);
        }
    }
    best.1
}

/// At most `k` colours standing for `counted` (colours with their counts, sorted): all of
/// them when they are few, else the weighted means of `k` boxes split at weighted medians
/// along their widest channel.
fn median_cut(counted: Vec<(Rgb, u64)>, k: usize) -> Vec<Rgb> {
    if k == 0 || counted.is_empty() {
        return Vec::new();
    }
    if counted.len() <= k {
        return counted.into_iter().map(|(c, _)| c).collect();
    }
    let mut boxes = vec![counted];
    while boxes.len() < k {
        // The box with the widest channel (most weight on ties) is split next.
        let pick = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .max_by_key(|(i, b)| {
                let (_, range) = widest(b);
                (range, weight(b), std::cmp::Reverse(*i))
            })
            .map(|(i, _)| i);
        let Some(i) = pick else { break };
        let mut b = boxes.swap_remove(i);
        let (channel, _) = widest(&b);
        b.sort_by_key(|(c, _)| (c[channel], *c));
        let half = weight(&b).div_ceil(2);
        let mut seen = 0;
        let mut cut = 1;
        for (j, (_, n)) in b.iter().enumerate() {
            seen += n;
            if seen >= half {
                cut = (j + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let upper = b.split_off(cut);
        boxes.push(b);
        boxes.push(upper);
    }
    let mut means: Vec<Rgb> = boxes.iter().map(|b| mean(b)).collect();
    means.sort_unstable();
    means.dedup();
    means
}

/// The channel along which `b`'s colours spread most, and by how much.
fn widest(b: &[(Rgb, u64)]) -> (usize, u8) {
    (0..3)
        .map(|k| {
            let lo = b.iter().map(|(c, _)| c[k]).min().unwrap_or(0);
            let hi = b.iter().map(|(c, _)| c[k]).max().unwrap_or(0);
            (k, hi - lo)
        })
        .max_by_key(|&(k, r)| (r, std::cmp::Reverse(k)))
        .unwrap_or((0, 0))
}

fn weight(b: &[(Rgb, u64)]) -> u64 {
    b.iter().map(|(_, n)| n).sum()
}

/// The count-weighted mean colour of `b`, rounded.
fn mean(b: &[(Rgb, u64)]) -> Rgb {
    let total = weight(b).max(1);
    let channel = |k: usize| {
        let sum: u64 = b.iter().map(|(c, n)| u64::from(c[k]) * n).sum();
        ((sum + total / 2) / total) as u8
    };
    [channel(0), channel(1), channel(2)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scenes_colours_are_kept_exactly_and_shades_fill_the_rest() {
        let white = [255, 255, 255];
        let exact: BTreeMap<Rgb, u64> = [([200, 30, 30], 4), ([20, 80, 200], 9)].into();
        // Grey shades of black text on white: far more than the palette holds.
        let pixels: HashMap<Rgb, u64> = (0..=255u8)
            .flat_map(|g| (0..4u8).map(move |b| ([g, g, g.saturating_add(b)], 1 + u64::from(g))))
            .collect();
        let mut p = Palette::build(white, &exact, &pixels);
        assert_eq!(p.colours()[..3], [white, [20, 80, 200], [200, 30, 30]]);
        assert!(p.colours().len() <= 255);
        assert_eq!(p.index([200, 30, 30]), 2);
        assert_eq!(p.table().len(), 768);
        // Every shade lands near one of the palette's.
        for g in (0..=255u8).step_by(5) {
            let i = p.index([g, g, g]);
            let c = p.colours()[i as usize];
            assert!(c[1].abs_diff(g) <= 4, "{g} → {c:?}");
        }
        // The same input gives the same palette.
        let again = Palette::build(white, &exact, &pixels);
        assert_eq!(again.colours(), p.colours());
    }

    #[test]
    fn few_colours_are_all_kept() {
        let pixels: HashMap<Rgb, u64> = [([1, 2, 3], 5), ([9, 9, 9], 1)].into();
        let p = Palette::build([0, 0, 0], &BTreeMap::new(), &pixels);
        assert_eq!(p.colours(), [[0, 0, 0], [1, 2, 3], [9, 9, 9]]);
    }
}
