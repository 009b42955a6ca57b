//! The JSON trace reader's size cap, checked with small caps: an endless input is refused with
//! the cap it passed, and a real trace of exactly `cap` bytes reads while one byte less refuses
//! it (the public reader's cap, 1 GiB, is the same code with `MAX_TRACE_BYTES`).

use crate::scenario::Scenario;
use crate::trace::json::write_json;
use crate::trace::json_read::{TraceFileError, read_json_capped};

#[test]
fn an_endless_input_is_refused_at_the_cap() {
    let cap = 1 << 20;
    let err = read_json_capped(std::io::repeat(b' '), cap)
        .err()
        .expect("an endless input is refused");
    assert!(
        matches!(err, TraceFileError::TooLarge { limit } if limit == cap),
        "{err:?}"
    );
}

#[test]
fn a_trace_of_exactly_the_cap_reads_and_one_byte_less_refuses_it() {
    let trace = Scenario::default().record(None).unwrap();
    let mut bytes = Vec::new();
    write_json(&trace, "AIMA", &mut bytes).unwrap();
    let len = bytes.len() as u64;
    let back = read_json_capped(bytes.as_slice(), len).expect("a trace within the cap reads");
    assert_eq!(back.tree.node_count(), trace.tree.node_count());
    let err = read_json_capped(bytes.as_slice(), len - 1)
        .err()
        .expect("one byte over the cap is refused");
    assert!(
        matches!(err, TraceFileError::TooLarge { limit } if limit == len - 1),
        "{err:?}"
    );
}
