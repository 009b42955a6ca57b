//! Traces opened in the app that were crafted to lie about their counts: what a file says is
//! shown as the number it is, or the file is refused; never a wrong number.

use crate::app_bad_inputs::harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gametree::app::App;
use gametree::scenario::Scenario;
use gametree::trace::json::write_json;
use gametree::trace::json_read::read_json_str;
use std::sync::Arc;

/// The AIMA search as `search --format json` writes it, with `minimax_nodes` written as
/// `count` (raw JSON text).
fn aima_trace_saying(count: &str) -> String {
    let aima = Scenario::default().record(None).unwrap();
    let mut bytes = Vec::new();
    write_json(
        &aima,
        &gametree::teach::titles::trace_title(&aima),
        &mut bytes,
    )
    .unwrap();
    let mut v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    v["minimax_nodes"] = serde_json::Value::from(0u64);
    let text = v.to_string();
    assert_eq!(text.matches("\"minimax_nodes\":0").count(), 1);
    text.replace("\"minimax_nodes\":0", &format!("\"minimax_nodes\":{count}"))
}

/// Issue 25, item 17: a `minimax_nodes` of 2^64 - 1 was shown as "Plain minimax visits -1
/// nodes here" in the counts panel. It is shown in full now; what is not a whole count of
/// nodes (1e30, -1, 1.5, 2^64) is refused when the file is read.
#[test]
fn a_huge_minimax_node_count_is_shown_as_it_is() {
    for (count, shown) in [
        ("18446744073709551615", "18446744073709551615"),
        ("9223372036854775808", "9223372036854775808"),
    ] {
        let trace = read_json_str(&aima_trace_saying(count)).unwrap();
        assert_eq!(
            trace.minimax_nodes.map(|n| n.to_string()).as_deref(),
            Some(shown)
        );
        let mut h = harness(App::loaded_now(Scenario::default()));
        h.run_steps(2);
        h.state_mut().open_trace(Arc::new(trace));
        h.run_steps(3);
        let node = h.get_by_label_contains("Plain minimax visits");
        let said = node
            .accesskit_node()
            .value()
            .unwrap_or_default()
            .to_string();
        assert!(said.contains(&format!("visits {shown} nodes")), "{said}");
        assert!(!said.contains('-'), "{said}");
    }
    for count in ["1e30", "-1", "1.5", "18446744073709551616"] {
        assert!(
            read_json_str(&aima_trace_saying(count)).is_err(),
            "minimax_nodes {count} was read"
        );
    }
}
