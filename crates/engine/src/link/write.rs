//! Writing a scenario as a link ("Copy link", `gametree gui --link`): every key it needs,
//! named as the table of keys names it, and nothing the search does not take, so the link reads
//! back as the same scenario.

use super::Step;
use crate::scenario::value::Value;
use crate::scenario::{GameChoice, Key, Scenario, TreeSource, option_pairs};
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

    fn switch(&mut self, key: Key, on: bool) {
        if on {
            self.put(key, "1");
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
    put_game(&mut pairs, &scenario.game, tree_text);
    // A game of chance is searched by expectiminimax unless the link names another search
    // of chance: a minimax-family `algo` would be refused.
    if c.algorithm.handles_chance() || !scenario.game.kind().has_chance() {
        pairs.put(Key::Algo, c.algorithm.name());
    }
    // Every option the search takes, from the table of keys (a key added there is written
    // too), but switches that are off and values that are the key's default.
    for (key, value) in option_pairs(c, scenario.max_nodes) {
        let text = match value {
            Value::Switch(on) => on.then(|| "1".to_string()),
            value if key.spec().default_value() == Some(value.clone()) => None,
            Value::Whole(n) => Some(n.to_string()),
            Value::Real(x) => Some(x.to_string()),
            // Options are switches and numbers.
            _ => None,
        };
        if let Some(text) = text {
            pairs.put(key, &text);
        }
    }
    match step {
        Some(Step::At(k)) => pairs.put(Key::Step, &k.to_string()),
        Some(Step::End) => pairs.put(Key::Step, "end"),
        None => {}
    }
    if let Some(m) = mode {
        pairs.put(Key::Mode, m);
    }
    format!("#{}", pairs.parts.join("&"))
}

/// The game's keys: its name and position, or the tree's text.
fn put_game(pairs: &mut Pairs, game: &GameChoice, tree_text: Option<&str>) {
    if !matches!(game, GameChoice::Tree { .. } | GameChoice::Custom(_)) {
        pairs.put(Key::Game, game.kind().name());
    }
    match game {
        GameChoice::TicTacToe { position } => pairs.put(Key::Position, position),
        GameChoice::Bones { bones, max_take } => {
            pairs.put(Key::Bones, &bones.to_string());
            let max_take = max_take.to_string();
            if Key::MaxTake.spec().default != Some(max_take.as_str()) {
                pairs.put(Key::MaxTake, &max_take);
            }
        }
        GameChoice::Dice { target } => pairs.put(Key::Target, &target.to_string()),
        GameChoice::Tree { source, min_root } => {
            let text = match source {
                TreeSource::Text { json, .. } => Some(json.as_str()),
                TreeSource::File(_) => tree_text,
            };
            if let Some(text) = text {
                pairs.put(Key::Tree, text);
            }
            pairs.switch(Key::MinRoot, *min_root);
        }
        GameChoice::ConnectFour { moves, position } => match position {
            Some(p) => pairs.put(Key::Position, p),
            None if moves.is_empty() => {}
            None => pairs.put(Key::Moves, moves),
        },
        GameChoice::Mnk {
            rows,
            cols,
            k,
            position,
        } => {
            pairs.put(Key::Rows, &rows.to_string());
            pairs.put(Key::Cols, &cols.to_string());
            pairs.put(Key::K, &k.to_string());
            pairs.put(Key::Position, position);
        }
        GameChoice::Custom(_) => {}
    }
}
