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

/// A one-line key along the bottom edge: what each mark means.
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
    // A strip in the background colour: a tree panned under the legend does not blur it.
    out.push(Shape::Rect {
        min: [0.0, size[1] - band],
        max: size,
        fill: Rgba(pal.background.0, pal.background.1, pal.background.2, 235),
        stroke: Rgba(0, 0, 0, 0),
        stroke_width: 0.0,
        rounding: 0.0,
    });
    let mut x = 12.0;
    let w = &style.words;
    let mut items: Vec<(String, Mark)> = vec![
        ("MAX".to_string(), Mark::Max),
        ("MIN".to_string(), Mark::Min),
        (w.leaf.clone(), Mark::Leaf),
    ];
    if keys.chance {
        items.push((w.chance.clone(), Mark::Chance));
    }
    if keys.visits {
        items.push((w.visits.clone(), Mark::None));
    }
    items.push((w.current.clone(), Mark::Current));
    items.push((w.searching.clone(), Mark::Searching));
    if keys.pruned {
        items.push((w.pruned.clone(), Mark::Pruned));
    }
    if keys.table {
        items.push((w.table.clone(), Mark::Table));
    }
    items.push((w.best_line.clone(), Mark::Best));
    if keys.edge_windows {
        items.push((w.edge_window.clone(), Mark::None));
    }
    for (label, mark) in items {
        // Chinese characters are about twice as wide as Latin letters.
        let wide = label.chars().filter(|&c| is_wide(c)).count();
        let mark_w = if mark == Mark::None { 0.0 } else { 2.5 * s };
        let needed = mark_w
            + label.chars().count() as f32 * text_size * 0.6
            + wide as f32 * text_size * 0.4
            + 18.0;
        if x + needed > size[0] - 8.0 {
            break;
        }
        draw_mark(pal, mark, [x + s, y], s, z, out);
        out.push(Shape::Text {
            pos: [x + mark_w + 4.0, y],
            text: label,
            size: text_size,
            color: pal.muted,
            anchor: Anchor::Left,
        });
        x += needed;
    }
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
