//! Compare mode's words: the names of the configurations and columns, times for people, and
//! the comparison and the depth table as plain-text tables. The engine's
//! [`compare`](gametree_engine::compare) holds the numbers; everything here is said in the
//! language in force.

use crate::Say;
use crate::t;
use crate::titles::{game_title, search_title};
use gametree_engine::compare::{Comparison, DEPTH_TABLE_COLUMNS, DepthTable, RowResult, group};
use gametree_engine::search::SearchConfig;
use gametree_engine::trace::show_value;
use std::time::Duration;

/// The name a table shows for `config`: "alpha-beta + ordering + TT".
pub fn configuration_name(config: &SearchConfig) -> String {
    search_title(config)
}

/// A depth table column's heading: "alpha-beta", "+ ordering", "+ TT", "+ ordering + TT".
pub fn depth_table_column_title(ordering: bool, tt: bool) -> String {
    match (ordering, tt) {
        (false, false) => t!("play-depth-col-alphabeta"),
        (true, false) => t!("play-depth-col-ordering"),
        (false, true) => t!("play-depth-col-tt"),
        (true, true) => t!("play-depth-col-ordering-tt"),
    }
}

/// The depth table's headings: depth, move, value, then one per column of node counts
/// ([`DEPTH_TABLE_COLUMNS`]).
pub fn depth_table_headings() -> Vec<String> {
    [
        t!("play-col-depth"),
        t!("play-col-best-move"),
        t!("play-col-value"),
    ]
    .into_iter()
    .chain(
        DEPTH_TABLE_COLUMNS
            .iter()
            .map(|&(ordering, tt)| depth_table_column_title(ordering, tt)),
    )
    .collect()
}

/// A duration for people: "4.2 µs", "420 µs", "12.3 ms", "1.25 s" (a search of a small
/// tree takes microseconds: shown in milliseconds it would read "0.00 ms"). Every language
/// shows the same unit and digits (Chinese "0.42 微秒", "12.3 毫秒"), only the unit's name
/// follows the language.
pub fn show_time(t: Duration) -> String {
    let us = t.as_secs_f64() * 1e6;
    let ms = us / 1000.0;
    if us < 10.0 {
        t!("play-time-us", us = format!("{us:.2}"))
    } else if us < 1000.0 {
        t!("play-time-us", us = format!("{us:.1}"))
    } else if ms < 10.0 {
        t!("play-time-ms", ms = format!("{ms:.2}"))
    } else if ms < 1000.0 {
        t!("play-time-ms", ms = format!("{ms:.1}"))
    } else {
        t!("play-time-s", s = format!("{:.2}", ms / 1000.0))
    }
}

/// What a time in the comparison is: one search's, timed over `repeats` runs in batches.
pub fn time_note(repeats: u32) -> String {
    t!("play-time-per-search-hover", repeats = repeats)
}

/// The depth table as plain text: depth, move, value and the four node counts.
pub fn depth_table_text(table: &DepthTable) -> String {
    let mut cells = vec![depth_table_headings()];
    for r in &table.rows {
        let mut line = vec![
            r.depth.to_string(),
            r.best_move.clone().unwrap_or_else(|| "—".into()),
            r.value.map_or("—".into(), show_value),
        ];
        line.extend(r.nodes.iter().map(|n| match n {
            Ok(n) => group(*n),
            Err(_) => t!("play-over-budget"),
        }));
        cells.push(line);
    }
    let depth_w = width(&cells[0][0]).max(5);
    format!(
        "{}\n\n{}",
        t!(
            "play-depth-by-depth-title",
            game = game_title(&table.scenario)
        ),
        grid(&cells, depth_w)
    )
}

/// The comparison as a plain-text table (two tables: totals, then nodes by depth).
pub fn comparison_text(cmp: &Comparison) -> String {
    let configuration = t!("play-col-configuration");
    let names: Vec<String> = cmp
        .rows
        .iter()
        .map(|r| configuration_name(&r.config))
        .collect();
    let name_w = names
        .iter()
        .map(|n| width(n))
        .max()
        .unwrap_or(0)
        .max(width(&configuration));
    let mut out = format!(
        "{}\n\n",
        t!("play-compare-title", game = game_title(&cmp.scenario))
    );
    let header = vec![
        configuration.clone(),
        t!("play-col-value"),
        t!("play-col-best-move"),
        t!("play-col-nodes"),
        t!("play-col-cutoffs"),
        t!("play-col-tt-hits"),
        t!("play-col-re-searches"),
        t!("play-col-passes"),
        t!("play-col-time"),
    ];
    let mut cells: Vec<Vec<String>> = vec![header];
    for (r, name) in cmp.rows.iter().zip(&names) {
        match &r.result {
            Ok(x) => cells.push(
                std::iter::once(name.clone())
                    .chain(totals_cells(x))
                    .collect(),
            ),
            Err(e) => cells.push(vec![name.clone(), t!("play-row-error", error = e.say())]),
        }
    }
    out += &grid(&cells, name_w);
    out += &nodes_by_depth_text(cmp, &names, configuration, name_w);
    out
}

/// A finished row's totals as the tables show them: root value, best move ("—" for none),
/// nodes visited, cutoffs, table hits, re-searches, passes and time per search.
pub fn totals_cells(x: &RowResult) -> [String; 8] {
    [
        show_value(x.root_value),
        x.best_move.clone().unwrap_or_else(|| "—".into()),
        group(x.nodes_visited),
        group(x.cutoffs),
        group(x.tt_hits),
        group(x.re_searches),
        group(u64::from(x.passes)),
        show_time(x.time),
    ]
}

/// The second table of [`comparison_text`]: each row's nodes at every depth (empty when no
/// row finished).
fn nodes_by_depth_text(
    cmp: &Comparison,
    names: &[String],
    configuration: String,
    name_w: usize,
) -> String {
    let depth = depths_shown(cmp);
    if depth == 0 {
        return String::new();
    }
    let mut out = format!("\n{}\n", t!("play-nodes-by-depth"));
    let mut cells = vec![
        std::iter::once(configuration)
            .chain((0..depth).map(|d| d.to_string()))
            .collect::<Vec<_>>(),
    ];
    for (r, name) in cmp.rows.iter().zip(names) {
        if let Ok(x) = &r.result {
            cells.push(
                std::iter::once(name.clone())
                    .chain(nodes_at_depths(x, depth))
                    .collect(),
            );
        }
    }
    out += &grid(&cells, name_w);
    out
}

/// How many depths the nodes-by-depth table shows: as many as the deepest finished row
/// reached (0 when no row finished: then there is no table).
pub fn depths_shown(cmp: &Comparison) -> usize {
    cmp.rows
        .iter()
        .filter_map(|r| r.result.as_ref().ok())
        .map(|x| x.nodes_by_depth.len())
        .max()
        .unwrap_or(0)
}

/// A finished row's cells in the nodes-by-depth table: its nodes at each of the first `depth`
/// depths, grouped ("1,234"), 0 below the deepest it reached.
pub fn nodes_at_depths(x: &RowResult, depth: usize) -> impl Iterator<Item = String> + '_ {
    (0..depth).map(|d| group(x.nodes_by_depth.get(d).copied().unwrap_or(0)))
}

/// Lays out rows of cells: the first column left-aligned to `name_w`, the rest right-aligned
/// to their widest cell. A row with only two cells (an error) is written as it is.
fn grid(cells: &[Vec<String>], name_w: usize) -> String {
    let cols = cells.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            cells
                .iter()
                .filter(|r| r.len() == cols)
                .filter_map(|r| r.get(c))
                .map(|s| width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in cells {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let pad = |w: usize| " ".repeat(w.saturating_sub(width(cell)));
            if c == 0 {
                line += &format!("{cell}{}", pad(name_w));
            } else if row.len() < cols {
                line += &format!("  {cell}");
            } else {
                line += &format!("  {}{cell}", pad(widths[c]));
            }
        }
        out += line.trim_end();
        out.push('\n');
    }
    out
}

/// How many terminal columns `s` takes: two for each wide (CJK) character, one for the rest,
/// so Chinese headings and names line up with the numbers.
fn width(s: &str) -> usize {
    s.chars()
        .map(|c| if crate::i18n::is_wide(c) { 2 } else { 1 })
        .sum()
}
