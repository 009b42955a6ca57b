//! Tests of the trace's writers on searches a scenario records. They live here, above both,
//! because the trace does not import the scenario that runs it.

use super::{GameChoice, Scenario};
use crate::search::{Algorithm, SearchConfig};
use crate::trace::json::JsonDetail;
use crate::trace::json_chance::write_mcts_within;
use crate::trace::json_read::read_json;
use serde_json::Value as Json;

/// Issue 35: MCTS on bones 1000 taking one bone at a time wrote ~117 KB an iteration (its
/// selection lists every node of an ever longer path, its playout ~1000 move texts). Past
/// the budget the iterations are written compactly: the file stops growing with the path,
/// says from which iteration on, and still reads back to the same search.
#[test]
fn a_long_mcts_is_written_compactly_past_the_budget_and_reads_back() {
    let mut config = SearchConfig {
        algorithm: Algorithm::Mcts,
        ..SearchConfig::default()
    };
    config.mcts.iterations = 300;
    let scenario = Scenario {
        game: GameChoice::Bones {
            bones: 1000,
            max_take: 1,
        },
        config,
        ..Scenario::default()
    };
    let trace = scenario.record(None).unwrap();
    let mut full = Vec::new();
    let detail = write_mcts_within(&trace, "t", &mut full, u64::MAX).unwrap();
    assert_eq!(detail, JsonDetail::Full);
    let budget = 1 << 20;
    let mut short = Vec::new();
    let detail = write_mcts_within(&trace, "t", &mut short, budget).unwrap();
    let JsonDetail::Compact {
        from_iteration,
        iterations,
        full_bytes,
    } = detail
    else {
        panic!("{detail:?}");
    };
    assert_eq!(iterations, 300);
    assert!(
        from_iteration > 1 && from_iteration < 300,
        "{from_iteration}"
    );
    assert!(full_bytes >= short.len() as u64, "{full_bytes}");
    // Each compact iteration costs its playout's codes (≤ 1000 moves, "0,") and a little.
    let compact = (300 - from_iteration + 1) as u64 * (2 * 1000 + 400);
    assert!(
        (short.len() as u64) < budget + 200_000 + compact,
        "{} bytes, full {}",
        short.len(),
        full.len()
    );
    assert!(
        short.len() * 2 < full.len(),
        "{} of {}",
        short.len(),
        full.len()
    );
    // Every iteration is still there, and the file replays to the same search.
    let back = read_json(&short[..]).unwrap();
    assert_eq!(back.event_count(), trace.event_count());
    assert_eq!(back.outcome.best_move, trace.outcome.best_move);
    let value: Json = serde_json::from_slice(&short).unwrap();
    let events = value["events"].as_array().unwrap();
    let last = &events[events.len() - 4];
    assert!(last["selection"].is_null() && !events[0]["selection"].is_null());
    assert!(events[events.len() - 2]["codes"].is_array());
}
