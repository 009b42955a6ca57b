//! Compare mode: one scenario searched under several configurations (minimax, alpha-beta,
//! PVS, MTD(f), with ordering, transposition table, iterative deepening) by the bare search,
//! side by side: root value, best move, nodes visited, cutoffs, table hits, re-searches,
//! passes, time and nodes by depth. A row
//! that runs out of budget shows its error; the other rows still run.

use crate::scenario::{Progress, Scenario, ScenarioError, limits, on_search_stack};
use crate::search::{Algorithm, SearchConfig, SearchError};
use crate::t;
use std::time::Duration;
use web_time::Instant;

/// One way to search, with the name the table shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Configuration {
    /// The name the table shows, e.g. "alpha-beta + ordering + TT".
    pub name: String,
    /// The algorithm and options to search with.
    pub config: SearchConfig,
}

impl Configuration {
    /// Names `config` the way titles do: "alpha-beta + ordering + TT".
    pub fn new(config: SearchConfig) -> Configuration {
        let name = configuration_name(&config);
        Configuration { name, config }
    }
}

/// The name a table shows for `config`, in the language in force: "alpha-beta + ordering + TT".
pub fn configuration_name(config: &SearchConfig) -> String {
    Scenario {
        config: config.clone(),
        ..Scenario::default()
    }
    .search_title()
}

/// The usual line-up, from plain minimax to everything switched on, all with depth limit
/// `depth` (`None`: search to the end).
pub fn standard_configurations(depth: Option<u32>) -> Vec<Configuration> {
    let with = |algorithm, ordering, tt, iterative| SearchConfig {
        algorithm,
        ordering,
        tt,
        iterative,
        depth,
        ..SearchConfig::default()
    };
    let ab = |ordering, tt, iterative| with(Algorithm::AlphaBeta, ordering, tt, iterative);
    [
        SearchConfig {
            algorithm: Algorithm::Minimax,
            depth,
            ..SearchConfig::default()
        },
        ab(false, false, false),
        ab(true, false, false),
        ab(false, true, false),
        ab(true, true, false),
        ab(true, true, true),
        with(Algorithm::Pvs, false, false, false),
        with(Algorithm::Pvs, true, false, false),
        with(Algorithm::Mtdf, false, false, false),
        with(Algorithm::Mtdf, true, false, false),
    ]
    .into_iter()
    .map(Configuration::new)
    .collect()
}

/// What one configuration found, and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct RowResult {
    /// The value found for the root, from MAX's point of view.
    pub root_value: i64,
    /// In notation ("X b2", "take 1", a tree label); `None` if the root has no moves.
    pub best_move: Option<String>,
    /// Every position the search entered, the root included.
    pub nodes_visited: u64,
    /// Nodes that stopped early because α ≥ β with children left to try.
    pub cutoffs: u64,
    /// Nodes the transposition table answered without searching below them.
    pub tt_hits: u64,
    /// Positions searched a second time (PVS tests that beat their bound, aspiration misses).
    pub re_searches: u64,
    /// MTD(f)'s null-window passes (0 for the others).
    pub passes: u32,
    /// Wall time of the bare search alone (building the game is not counted).
    pub time: Duration,
    /// Nodes visited at each depth, index 0 = the root (summed over iterations).
    pub nodes_by_depth: Vec<u64>,
}

/// One row of the comparison: a configuration and its result, or why it has none (for
/// example the node budget).
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The configuration's name, as the table shows it.
    pub name: String,
    /// The algorithm and options this row searched with.
    pub config: SearchConfig,
    /// What the search found, or why it stopped (the node budget, a cancel).
    pub result: Result<RowResult, SearchError>,
}

/// A whole comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The game and position, e.g. "tic-tac-toe X...O....".
    pub game: String,
    /// One row per configuration, in the order they were given.
    pub rows: Vec<Row>,
}

/// Runs every configuration on the scenario's game, one after the other, under the
/// scenario's node budget, on a thread with a deep stack (so any caller may call it).
/// `progress` (optional) lets another thread watch and cancel. Fails as a whole only when
/// the scenario's game cannot be built (bad position, tree file).
pub fn compare(
    scenario: &Scenario,
    configurations: &[Configuration],
    progress: Option<&Progress>,
) -> Result<Comparison, ScenarioError> {
    let game = scenario.game()?;
    let limits = limits(scenario.max_nodes, progress);
    let rows = on_search_stack(|| {
        configurations
            .iter()
            .map(|c| {
                let started = Instant::now();
                let result = game.bare(&c.config, &limits);
                let time = started.elapsed();
                Row {
                    name: c.name.clone(),
                    config: c.config.clone(),
                    result: result.map(|o| RowResult {
                        root_value: o.root_value,
                        best_move: o.best_move,
                        nodes_visited: o.stats.nodes_visited,
                        cutoffs: o.stats.cutoffs,
                        tt_hits: o.stats.tt_hits,
                        re_searches: o.stats.re_searches,
                        passes: o.stats.passes,
                        time,
                        nodes_by_depth: o.stats.nodes_by_depth,
                    }),
                }
            })
            .collect()
    })?;
    Ok(Comparison {
        game: scenario.game_title(),
        rows,
    })
}

/// The four alpha-beta variants a depth table counts nodes for: plain, ordering, TT, both,
/// as (ordering, TT); [`depth_table_column_title`] names them.
pub const DEPTH_TABLE_COLUMNS: [(bool, bool); 4] =
    [(false, false), (true, false), (false, true), (true, true)];

/// A depth table column's heading, in the language in force: "alpha-beta", "+ ordering",
/// "+ TT", "+ ordering + TT".
pub fn depth_table_column_title(ordering: bool, tt: bool) -> String {
    match (ordering, tt) {
        (false, false) => t!("play-depth-col-alphabeta"),
        (true, false) => t!("play-depth-col-ordering"),
        (false, true) => t!("play-depth-col-tt"),
        (true, true) => t!("play-depth-col-ordering-tt"),
    }
}

/// The depth table's headings, in the language in force: depth, move, value, then one per
/// column of node counts.
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

/// One depth limit of a [`DepthTable`]: what the search chose there and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthRow {
    /// The depth limit.
    pub depth: u32,
    /// The move chosen (by alpha-beta with ordering and TT), `None` when no move.
    pub best_move: Option<String>,
    /// The root value at this depth, from MAX's point of view (`None`: over budget).
    pub value: Option<i64>,
    /// Nodes visited by each of [`DEPTH_TABLE_COLUMNS`], or why it stopped (the budget).
    pub nodes: Vec<Result<u64, SearchError>>,
}

/// One position searched at depth limits 1, 2, 3 …: the chosen move and the value change with
/// the depth (the evaluation judges the leaves), and ordering and the table change the work.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthTable {
    /// The game and position.
    pub game: String,
    /// One row per depth limit, shallowest first.
    pub rows: Vec<DepthRow>,
}

/// Searches the scenario's position at every depth limit in `depths` with the four
/// alpha-beta variants of [`DEPTH_TABLE_COLUMNS`], under the scenario's node budget each.
pub fn depth_table(
    scenario: &Scenario,
    depths: std::ops::RangeInclusive<u32>,
    progress: Option<&Progress>,
) -> Result<DepthTable, ScenarioError> {
    let game = scenario.game()?;
    let limits = limits(scenario.max_nodes, progress);
    let rows = on_search_stack(|| {
        let mut rows = Vec::new();
        for depth in depths {
            let mut row = DepthRow {
                depth,
                best_move: None,
                value: None,
                nodes: Vec::new(),
            };
            for (ordering, tt) in DEPTH_TABLE_COLUMNS {
                let config = SearchConfig {
                    algorithm: Algorithm::AlphaBeta,
                    ordering,
                    tt,
                    depth: Some(depth),
                    ..SearchConfig::default()
                };
                let result = game.bare(&config, &limits);
                if let (Ok(o), true) = (&result, ordering && tt) {
                    (row.best_move, row.value) = (o.best_move.clone(), Some(o.root_value));
                }
                if matches!(result, Err(SearchError::Cancelled)) {
                    return Err(SearchError::Cancelled);
                }
                row.nodes.push(result.map(|o| o.stats.nodes_visited));
            }
            rows.push(row);
        }
        Ok(rows)
    })??;
    Ok(DepthTable {
        game: scenario.game_title(),
        rows,
    })
}

impl DepthTable {
    /// The table as plain text: depth, move, value and the four node counts.
    pub fn to_text(&self) -> String {
        let mut cells = vec![depth_table_headings()];
        for r in &self.rows {
            let mut line = vec![
                r.depth.to_string(),
                r.best_move.clone().unwrap_or_else(|| "—".into()),
                r.value.map_or("—".into(), crate::trace::show_value),
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
            t!("play-depth-by-depth-title", game = &self.game),
            grid(&cells, depth_w)
        )
    }
}

impl Comparison {
    /// Whether every row that finished found the same root value (it always should: the
    /// options only change how much work the search does).
    pub fn values_agree(&self) -> bool {
        let mut values = self.rows.iter().filter_map(|r| r.result.as_ref().ok());
        match values.next() {
            None => true,
            Some(first) => values.all(|v| v.root_value == first.root_value),
        }
    }

    /// The comparison as a plain-text table (two tables: totals, then nodes by depth).
    pub fn to_text(&self) -> String {
        let configuration = t!("play-col-configuration");
        let name_w = self
            .rows
            .iter()
            .map(|r| width(&r.name))
            .max()
            .unwrap_or(0)
            .max(width(&configuration));
        let mut out = format!("{}\n\n", t!("play-compare-title", game = &self.game));
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
        for r in &self.rows {
            match &r.result {
                Ok(x) => cells.push(vec![
                    r.name.clone(),
                    crate::trace::show_value(x.root_value),
                    x.best_move.clone().unwrap_or_else(|| "—".into()),
                    group(x.nodes_visited),
                    group(x.cutoffs),
                    group(x.tt_hits),
                    group(x.re_searches),
                    group(u64::from(x.passes)),
                    show_time(x.time),
                ]),
                Err(e) => cells.push(vec![
                    r.name.clone(),
                    t!("play-row-error", error = e.to_string()),
                ]),
            }
        }
        out += &grid(&cells, name_w);
        let depth = self
            .rows
            .iter()
            .filter_map(|r| r.result.as_ref().ok())
            .map(|x| x.nodes_by_depth.len())
            .max()
            .unwrap_or(0);
        if depth > 0 {
            out += &format!("\n{}\n", t!("play-nodes-by-depth"));
            let mut cells = vec![
                std::iter::once(configuration)
                    .chain((0..depth).map(|d| d.to_string()))
                    .collect::<Vec<_>>(),
            ];
            for r in &self.rows {
                if let Ok(x) = &r.result {
                    cells.push(
                        std::iter::once(r.name.clone())
                            .chain(
                                (0..depth)
                                    .map(|d| group(x.nodes_by_depth.get(d).copied().unwrap_or(0))),
                            )
                            .collect(),
                    );
                }
            }
            out += &grid(&cells, name_w);
        }
        out
    }
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

/// 549946 → "549,946".
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A duration for people: "0.42 ms", "12.3 ms", "1.25 s".
pub fn show_time(t: Duration) -> String {
    let ms = t.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        t!("play-time-ms", ms = format!("{ms:.2}"))
    } else if ms < 1000.0 {
        t!("play-time-ms", ms = format!("{ms:.1}"))
    } else {
        t!("play-time-s", s = format!("{:.2}", ms / 1000.0))
    }
}
