//! Compare mode: one scenario searched under several configurations (minimax, alpha-beta,
//! PVS, MTD(f), with ordering, transposition table, iterative deepening) by the bare search,
//! side by side: root value, best move, nodes visited, cutoffs, table hits, re-searches,
//! passes, time and nodes by depth. A row
//! that runs out of budget shows its error; the other rows still run.

use crate::scenario::{Progress, Scenario, ScenarioError, limits, on_search_stack};
use crate::search::{Algorithm, SearchConfig, SearchError};
use std::time::Duration;
use web_time::Instant;

/// The usual line-up, from plain minimax to everything switched on, all with depth limit
/// `depth` (`None`: search to the end).
pub fn standard_configurations(depth: Option<u32>) -> Vec<SearchConfig> {
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
    .into()
}

/// What one configuration found, and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct RowResult {
    /// The value found for the root, from MAX's point of view.
    pub root_value: crate::search::Value,
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
    /// Wall time of one bare search (building the game is not counted): a quick search is
    /// repeated in batches until [`MIN_TIMED`] has passed and each batch's total divided by
    /// its runs; the fastest batch counts. So a search of a few microseconds still gets a
    /// time that means something.
    pub time: Duration,
    /// How many times the search was run to time it (1 for a search slower than [`MIN_TIMED`]).
    pub repeats: u32,
    /// Nodes visited at each depth, index 0 = the root (summed over iterations).
    pub nodes_by_depth: Vec<u64>,
}

/// One row of the comparison: a configuration and its result, or why it has none (for
/// example the node budget).
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The algorithm and options this row searched with.
    pub config: SearchConfig,
    /// What the search found, or why it stopped (the node budget, a cancel).
    pub result: Result<RowResult, SearchError>,
}

/// A whole comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The scenario whose game and position every row searched.
    pub scenario: Scenario,
    /// One row per configuration, in the order they were given.
    pub rows: Vec<Row>,
}

/// Runs every configuration on the scenario's game, one after the other, under the
/// scenario's node budget, on a thread with a deep stack (so any caller may call it).
/// `progress` (optional) lets another thread watch and cancel. Fails as a whole only when
/// the scenario's game cannot be built (bad position, tree file).
pub fn compare(
    scenario: &Scenario,
    configurations: &[SearchConfig],
    progress: Option<&Progress>,
) -> Result<Comparison, ScenarioError> {
    let game = scenario.game()?;
    let limits = limits(scenario.max_nodes, progress);
    let rows = on_search_stack(|| {
        configurations
            .iter()
            .map(|c| {
                let (result, time, repeats) = timed(|| game.bare(c, &limits));
                Row {
                    config: c.clone(),
                    result: result.map(|o| RowResult {
                        root_value: o.root_value,
                        best_move: o.best_move,
                        nodes_visited: o.stats.nodes_visited,
                        cutoffs: o.stats.cutoffs,
                        tt_hits: o.stats.tt_hits,
                        re_searches: o.stats.re_searches,
                        passes: o.stats.passes,
                        time,
                        repeats,
                        nodes_by_depth: o.stats.nodes_by_depth,
                    }),
                }
            })
            .collect()
    })?;
    Ok(Comparison {
        scenario: scenario.clone(),
        rows,
    })
}

/// A quick search is run again until this much time has passed, so its time is an average
/// over enough runs for a clock to measure (one run of a small tree takes microseconds).
pub const MIN_TIMED: Duration = Duration::from_millis(20);

/// The runs are timed in this many batches; the fastest batch counts, so a moment when the
/// computer was busy with something else does not.
const BATCHES: u32 = 5;

/// The most runs one batch is timed over.
const MAX_REPEATS: u32 = 20_000;

/// Runs `search` once, then (if that was quicker than [`MIN_TIMED`]) again in [`BATCHES`]
/// batches until [`MIN_TIMED`] has passed, the answer unchanged (the search is deterministic);
/// the first answer, the time of one run (in the fastest batch) and how many runs there were.
fn timed<T, E>(mut search: impl FnMut() -> Result<T, E>) -> (Result<T, E>, Duration, u32) {
    let started = Instant::now();
    let first = search();
    let mut best = started.elapsed();
    let mut repeats = 1u32;
    if first.is_err() || best >= MIN_TIMED {
        return (first, best, repeats);
    }
    'batches: for _ in 0..BATCHES {
        let batch = Instant::now();
        let mut runs = 0u32;
        while batch.elapsed() < MIN_TIMED / BATCHES && runs < MAX_REPEATS {
            if search().is_err() {
                break 'batches;
            }
            runs += 1;
        }
        if runs > 0 {
            best = best.min(batch.elapsed() / runs);
            repeats += runs;
        }
    }
    (first, best, repeats)
}

/// The four alpha-beta variants a depth table counts nodes for: plain, ordering, TT, both,
/// as (ordering, TT) (the teach crate names them).
pub const DEPTH_TABLE_COLUMNS: [(bool, bool); 4] =
    [(false, false), (true, false), (false, true), (true, true)];

/// One depth limit of a [`DepthTable`]: what the search chose there and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthRow {
    /// The depth limit.
    pub depth: u32,
    /// The move chosen (by alpha-beta with ordering and TT), `None` when no move.
    pub best_move: Option<String>,
    /// The root value at this depth, from MAX's point of view (`None`: over budget).
    pub value: Option<crate::search::Value>,
    /// Nodes visited by each of [`DEPTH_TABLE_COLUMNS`], or why it stopped (the budget).
    pub nodes: Vec<Result<u64, SearchError>>,
}

/// One position searched at depth limits 1, 2, 3 …: the chosen move and the value change with
/// the depth (the evaluation judges the leaves), and ordering and the table change the work.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthTable {
    /// The scenario whose game and position was searched.
    pub scenario: Scenario,
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
        scenario: scenario.clone(),
        rows,
    })
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
