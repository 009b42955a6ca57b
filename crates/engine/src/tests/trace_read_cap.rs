//! The JSON trace reader's size cap, checked with small caps: an endless input is refused with
//! the cap it passed, and a real trace of exactly `cap` bytes reads while one byte less refuses
//! it (the public reader's cap, 1 GiB, is the same code with `MAX_TRACE_BYTES`). The text
//! reader (the web's) counts and refuses as the byte reader does, and reads what it reads.

use crate::scenario::Scenario;
use crate::trace::json::write_json;
use crate::trace::json_input::{read_json_capped, read_json_str_capped};
use crate::trace::json_read::TraceFileError;

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

#[test]
fn text_is_read_and_capped_as_bytes_are() {
    let trace = Scenario::default().record(None).unwrap();
    let mut bytes = Vec::new();
    write_json(&trace, "AIMA", &mut bytes).unwrap();
    let with_bom = [&b"\xEF\xBB\xBF"[..], &bytes].concat();
    for input in [&bytes, &with_bom] {
        let text = std::str::from_utf8(input).unwrap();
        let len = input.len() as u64;
        let from_text = read_json_str_capped(text, len).expect("a trace within the cap reads");
        let from_bytes = read_json_capped(input.as_slice(), len).unwrap();
        assert_eq!(from_text.tree.node_count(), from_bytes.tree.node_count());
        assert_eq!(from_text.event_count, from_bytes.event_count);
        let err = read_json_str_capped(text, len - 1)
            .err()
            .expect("over the cap");
        assert!(
            matches!(err, TraceFileError::TooLarge { limit } if limit == len - 1),
            "{err:?}"
        );
    }
    // A mistake is placed at the same line and column by both.
    let broken = String::from_utf8(bytes)
        .unwrap()
        .replacen("\"nodes\"", "\"nodes\" 7", 1);
    let say = |e: TraceFileError| match e {
        TraceFileError::Json {
            line,
            column,
            message,
        } => (line, column, message),
        other => panic!("{other:?}"),
    };
    let cap = broken.len() as u64;
    assert_eq!(
        say(read_json_str_capped(&broken, cap).err().unwrap()),
        say(read_json_capped(broken.as_bytes(), cap).err().unwrap())
    );
}
