//! Fuzzes the tree-file parser: any bytes give a tree or an error line, never a panic; any
//! tree that parses writes back to JSON that parses to the same tree.
#![no_main]

use gametree::game::TreeSpec;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match TreeSpec::parse(text) {
        Ok(tree) => {
            let again = TreeSpec::parse(&tree.to_json()).expect("to_json output must parse");
            assert_eq!(again, tree, "to_json must round-trip");
        }
        Err(e) => assert!(
            !e.is_empty() && !e.contains('\n'),
            "error must be one line: {e:?}"
        ),
    }
});
