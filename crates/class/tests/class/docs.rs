//! docs/class-protocol.md is the protocol: every JSON example in it is a message the types
//! read and write back exactly (```json client: from a page; ```json server: from the server),
//! and every message type has an example.

use gametree_class::protocol::{ClientMessage, ServerMessage};
use serde_json::Value;
use std::collections::BTreeSet;

fn examples(side: &str) -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/class-protocol.md");
    let text = std::fs::read_to_string(path).expect("docs/class-protocol.md");
    let fence = format!("```json {side}\n");
    text.split(&fence)
        .skip(1)
        .map(|block| block.split("```").next().unwrap().trim().to_string())
        .collect()
}

/// Reads each example as a message and writes it back: the same JSON, field for field.
fn round_trip<T>(
    side: &str,
    read: impl Fn(&str) -> Result<T, serde_json::Error>,
    write: impl Fn(&T) -> String,
) -> BTreeSet<String> {
    let mut kinds = BTreeSet::new();
    for example in examples(side) {
        let message = read(&example).unwrap_or_else(|e| panic!("{side}: {example}: {e}"));
        let given: Value = serde_json::from_str(&example).unwrap();
        let written: Value = serde_json::from_str(&write(&message)).unwrap();
        assert_eq!(written, given, "{side}: {example}");
        kinds.insert(given["type"].as_str().unwrap().to_string());
    }
    kinds
}

#[test]
fn every_example_in_the_protocols_page_is_a_message() {
    let client = round_trip("client", ClientMessage::from_json, ClientMessage::to_json);
    let every_client = [
        "join",
        "present",
        "answer",
        "step",
        "scenario",
        "follow",
        "free",
        "call_back",
        "ask",
        "reveal",
        "summary",
        "end",
    ];
    assert_eq!(client, every_client.iter().map(|s| s.to_string()).collect());
    let server = round_trip("server", ServerMessage::from_json, ServerMessage::to_json);
    let every_server = [
        "joined",
        "sync",
        "step",
        "scenario",
        "follow",
        "free",
        "call_back",
        "ask",
        "answered",
        "tally",
        "reveal",
        "students",
        "summary",
        "refused",
        "ended",
    ];
    assert_eq!(server, every_server.iter().map(|s| s.to_string()).collect());
}
