//! The legend: a one-line key along the bottom of the view saying what each mark means, and
//! the band of the viewport it takes.

use super::style::Palette;
use super::{Anchor, Rgba, Shape, Style};
use crate::font::is_wide;
use gametree_engine::search::Algorithm;
use gametree_engine::trace::Trace;

/// Which keys a recording's legend needs beyond the ones every tree has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Keys {
    /// Chance nodes (circles) are drawn.
    pub(super) chance: bool,
    /// A Monte Carlo search: what N and W/N are.
    pub(super) visits: bool,
    /// The search may prune (not expectiminimax, not Monte Carlo).
    pub(super) pruned: bool,
    /// The transposition table answered some nodes (their mark is explained).
    pub(super) table: bool,
    /// Windows are written on the edges they were passed down.
    pub(super) edge_windows: bool,
}

impl Keys {
    /// The keys `trace`'s picture needs.
    pub(super) fn of(trace: &Trace) -> Keys {
        let chance = trace
            .chance
            .as_ref()
            .is_some_and(|c| !c.probabilities.is_empty());
        Keys {
            chance,
            visits: trace.mcts.is_some(),
            pruned: !matches!(
                trace.config.algorithm,
                Algorithm::Expectiminimax | Algorithm::Mcts
            ),
            table: trace.outcome.stats.tt_hits > 0,
            edge_windows: false,
        }
    }
}

/// The mark drawn before a key's words.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Max,
    Min,
    Leaf,
    Chance,
    Current,
    Searching,
    Pruned,
    Best,
    /// The transposition table's mark.
    Table,
    /// Words only (they say what the numbers on the nodes are).
    None,
}

/// Height of the legend's line at text scale 1.
pub(super) const LEGEND_PX: f32 = 28.0;

/// The band at the bottom of the viewport the legend takes in `style`, in pixels (the legend is
/// drawn only when the viewport is taller than 160 px).
pub fn legend_band(style: &Style) -> f32 {
    LEGEND_PX * style.font_scale.clamp(1.0, 1.4) + 4.0
}

/// A key along the bottom edge, what each mark means: in one row, or in two where one is too
/// short for every key.
pub(super) fn legend(
    pal: &Palette,
    style: &Style,
    size: [f32; 2],
    keys: Keys,
    out: &mut Vec<Shape>,
) {
    let z = style.font_scale.min(1.4);
    let text_size = 11.0 * z;
    let s = 6.5 * z;
    let band = legend_band(style);
    let y = size[1] - band * 0.5;
    // The legend's own band: an opaque strip in the background colour with a rule above it,
    // so a tree panned down to it goes under it instead of through its words.
    out.push(Shape::Rect {
        min: [0.0, size[1] - band],
        max: size,
        fill: pal.background,
        stroke: Rgba(0, 0, 0, 0),
        stroke_width: 0.0,
        rounding: 0.0,
    });
    out.push(Shape::Segments {
        points: vec![[0.0, size[1] - band], [size[0], size[1] - band]],
        width: 1.0,
        color: Rgba(pal.muted.0, pal.muted.1, pal.muted.2, 90),
        dashed: false,
    });
    let w = &style.words;
    // Each key with how much it matters when the band is too short for all: the marks the
    // picture is about (pruned, the table's answer, the best line) outlast the ones a glance
    // explains (a leaf's box, the searching edge).
    let mut items: Vec<(String, Mark, u8)> = vec![
        ("MAX".to_string(), Mark::Max, 9),
        ("MIN".to_string(), Mark::Min, 9),
        (w.leaf.clone(), Mark::Leaf, 1),
    ];
    if keys.chance {
        items.push((w.chance.clone(), Mark::Chance, 8));
    }
    if keys.visits {
        items.push((w.visits.clone(), Mark::None, 7));
    }
    items.push((w.current.clone(), Mark::Current, 4));
    items.push((w.searching.clone(), Mark::Searching, 2));
    if keys.pruned {
        items.push((w.pruned.clone(), Mark::Pruned, 6));
    }
    if keys.table {
        items.push((w.table.clone(), Mark::Table, 6));
    }
    items.push((w.best_line.clone(), Mark::Best, 5));
    if keys.edge_windows {
        items.push((w.edge_window.clone(), Mark::None, 3));
    }
    // Two rows in the band where one is too short for every key (a small picture, such as
    // Compare's, whose table answers and best line are drawn too): smaller marks and type,
    // so both rows fit the band's height.
    let one_row = items
        .iter()
        .map(|(l, m, _)| key_width(l, *m, s, text_size))
        .sum::<f32>()
        <= size[0] - 20.0;
    let (s, text_size) = if one_row {
        (s, text_size)
    } else {
        (s * 0.75, (text_size * 0.85).max(super::MIN_TEXT_PX))
    };
    let needed = |label: &str, mark: Mark| key_width(label, mark, s, text_size);
    let room = size[0] - 20.0;
    let rows_for = |items: &[(String, Mark, u8)]| -> Option<Vec<usize>> {
        // Each key's row, filling the first row before the second.
        let (mut row, mut x, mut rows) = (0, 0.0, Vec::new());
        for (l, m, _) in items {
            let w = needed(l, *m);
            if x + w > room && x > 0.0 {
                row += 1;
                x = 0.0;
            }
            x += w;
            rows.push(row);
        }
        (rows.last().is_none_or(|&r| r < if one_row { 1 } else { 2 }) && x <= room).then_some(rows)
    };
    let rows = loop {
        if let Some(rows) = rows_for(&items) {
            break rows;
        }
        let Some(least) = items
            .iter()
            .enumerate()
            .min_by_key(|(i, it)| (it.2, usize::MAX - i))
            .map(|(i, _)| i)
        else {
            break Vec::new();
        };
        items.remove(least);
    };
    let top = size[1] - band;
    let row_y = |row: usize| {
        if one_row {
            y
        } else {
            top + band * (0.3 + 0.42 * row as f32)
        }
    };
    let mut x = 12.0;
    let mut last_row = 0;
    for ((label, mark, _), row) in items.into_iter().zip(rows) {
        if row != last_row {
            (x, last_row) = (12.0, row);
        }
        let y = row_y(row);
        let width = needed(&label, mark);
        let mark_w = if mark == Mark::None { 0.0 } else { 2.5 * s };
        draw_mark(pal, mark, [x + s, y], s, z, out);
        out.push(Shape::Text {
            pos: [x + mark_w + 4.0, y],
            text: label,
            size: text_size,
            color: pal.muted,
            anchor: Anchor::Left,
        });
        x += width;
    }
}

/// The room a key takes: its mark, its words (Chinese characters about twice as wide as
/// Latin letters) and the gap before the next.
fn key_width(label: &str, mark: Mark, s: f32, text_size: f32) -> f32 {
    let wide = label.chars().filter(|&c| is_wide(c)).count();
    let mark_w = if mark == Mark::None { 0.0 } else { 2.5 * s };
    mark_w + label.chars().count() as f32 * text_size * 0.6 + wide as f32 * text_size * 0.4 + 18.0
}

/// The mark of key `mark`, centred at `c`, `s` pixels from its middle to its ends.
fn draw_mark(pal: &Palette, mark: Mark, c: [f32; 2], s: f32, z: f32, out: &mut Vec<Shape>) {
    match mark {
        Mark::Max => out.push(Shape::Polygon {
            points: vec![
                [c[0], c[1] - s],
                [c[0] + s * 1.2, c[1] + s * 0.85],
                [c[0] - s * 1.2, c[1] + s * 0.85],
            ],
            fill: pal.max_fill,
            stroke: pal.max,
            stroke_width: 1.5,
        }),
        Mark::Min => out.push(Shape::Polygon {
            points: vec![
                [c[0] - s * 1.2, c[1] - s * 0.85],
                [c[0] + s * 1.2, c[1] - s * 0.85],
                [c[0], c[1] + s],
            ],
            fill: pal.min_fill,
            stroke: pal.min,
            stroke_width: 1.5,
        }),
        Mark::Leaf => out.push(Shape::Rect {
            min: [c[0] - s, c[1] - s * 0.8],
            max: [c[0] + s, c[1] + s * 0.8],
            fill: pal.leaf_fill,
            stroke: pal.leaf,
            stroke_width: 1.5,
            rounding: 1.5,
        }),
        Mark::Chance => out.push(Shape::Circle {
            center: c,
            radius: s,
            fill: pal.chance_fill,
            stroke: pal.chance,
            stroke_width: 1.5,
        }),
        Mark::Current => out.push(Shape::Circle {
            center: c,
            radius: s,
            fill: Rgba(0, 0, 0, 0),
            stroke: pal.current,
            stroke_width: 2.5,
        }),
        Mark::Searching | Mark::Best => out.push(Shape::Segments {
            points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
            width: 4.0 * z,
            color: if mark == Mark::Searching {
                pal.current
            } else {
                pal.best
            },
            dashed: false,
        }),
        Mark::Table => super::nodes::table_glyph(pal, c, s, out),
        Mark::None => {}
        Mark::Pruned => {
            out.push(Shape::Segments {
                points: vec![[c[0] - s * 1.3, c[1]], [c[0] + s * 1.3, c[1]]],
                width: 1.5,
                color: pal.pruned,
                dashed: true,
            });
            out.push(Shape::Segments {
                points: vec![
                    [c[0] - 3.0, c[1] - s],
                    [c[0] - 1.0, c[1] + s],
                    [c[0] + 1.0, c[1] - s],
                    [c[0] + 3.0, c[1] + s],
                ],
                width: 2.0,
                color: pal.cut,
                dashed: false,
            });
        }
    }
}
