//! Writing a scenario as a link ("Copy link", `gametree gui --link`): every key it needs,
//! named as the table of keys names it, and nothing the search does not take, so the link reads
//! back as the same scenario.

use super::Step;
use crate::scenario::value::Value;
use crate::scenario::{GameChoice, Key, Scenario, TreeSource, game_pairs, option_pairs};
use crate::search::Algorithm;
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};

/// Characters escaped in a link's values: controls, space and the ones with a meaning in an
/// address (`#`, `&`, `=`, `%`, `+`, quotes, `<`, `>`).
const ESCAPED: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'<')
    .add(b'=')
    .add(b'>')
    .add(b'`');

/// The pairs of a link, each escaped; a key the algorithm does not take is left out.
struct Pairs {
    parts: Vec<String>,
    algo: Algorithm,
}

impl Pairs {
    fn put(&mut self, key: Key, value: &str) {
        if key.spec().fits_algo(self.algo) {
            let value = utf8_percent_encode(value, ESCAPED);
            self.parts.push(format!("{}={value}", key.name()));
        }
    }

    /// `key=value`, unless it says nothing a reader would not assume: a switch that is off,
    /// or the key's default.
    fn value(&mut self, key: Key, value: Value) {
        let default = key.spec().default_value();
        if value != Value::Switch(false) && default != Some(value.clone()) {
            self.put(key, &value.text());
        }
    }
}

/// The link for `scenario` at `step` in the mode named `mode` (without the address before
/// `#`). A tree read from a file goes into the link as its text, `tree_text`, which the caller
/// reads.
pub fn write(
    scenario: &Scenario,
    tree_text: Option<&str>,
    step: Option<Step>,
    mode: Option<&str>,
) -> String {
    let c = &scenario.config;
    let mut pairs = Pairs {
        parts: Vec::new(),
        algo: c.algorithm,
    };
    // The game's keys and the search's, from the table of keys (a key added there is written
    // too). A tree read from a file goes in as its text.
    for (key, value) in game_pairs(&scenario.game) {
        match (key, &scenario.game) {
            (
                Key::Tree,
                GameChoice::Tree {
                    source: TreeSource::File(_),
                    ..
                },
            ) => {
                if let Some(text) = tree_text {
                    pairs.value(key, Value::Text(text.to_string()));
                }
            }
            _ => pairs.value(key, value),
        }
    }
    // A game of chance is searched by expectiminimax unless the link names another search
    // of chance: a minimax-family `algo` would be refused.
    if c.algorithm.handles_chance() || !scenario.game.kind().has_chance() {
        pairs.put(Key::Algo, c.algorithm.name());
    }
    for (key, value) in option_pairs(c, scenario.max_nodes) {
        pairs.value(key, value);
    }
    if let Some(step) = step {
        pairs.value(Key::Step, Value::Step(step));
    }
    if let Some(m) = mode {
        pairs.put(Key::Mode, m);
    }
    format!("#{}", pairs.parts.join("&"))
}
