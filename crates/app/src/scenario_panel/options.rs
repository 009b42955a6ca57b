//! The search as the scenario panel edits it: the algorithm and one control for each option
//! the engine's table of keys lists for it ([`options_of`]), a checkbox for a switch, a number
//! for a number (with a checkbox when the option may be left unset, as the depth limit may).
//! What is set goes through the same builder as the command line's flags and links
//! ([`build`]), and an option the builder would refuse beside those before it (an aspiration
//! window without iterative deepening) is greyed out, its hover saying why in the builder's
//! words. A key added to the table shows here with no code of the panel's own.

use egui::{DragValue, Ui};
use gametree_engine::scenario::keys::KeySpec;
use gametree_engine::scenario::value::{Value, ValueType};
use gametree_engine::scenario::{
    Key as ScenarioKey, KeyError, Origin, build, option_pairs, options_of,
};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::Say;
use gametree_teach::titles::{option_hint, option_title};
use std::collections::BTreeMap;

/// The depth limit offered when it is turned on: a tree's whole depth is rarely more, and a
/// game's search stays small.
const FIRST_DEPTH: u64 = 4;

/// One option as edited: whether it is set, and its value (kept while it is off, so turning
/// it on again brings it back).
#[derive(Clone, Debug, PartialEq)]
pub struct OptionPick {
    /// Whether the option is set (always, for an option with a default).
    pub on: bool,
    /// Its value: `Switch(true)` for a switch, else the number shown.
    pub value: Value,
}

/// The search as edited: the algorithm and every option of the table, each algorithm's kept
/// while another is chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchPick {
    /// The algorithm.
    pub algorithm: Algorithm,
    options: BTreeMap<ScenarioKey, OptionPick>,
}

impl SearchPick {
    /// The search `config` with the node budget `max_nodes`, ready to edit: its options set,
    /// the rest off with a value to start from.
    pub fn of(config: &SearchConfig, max_nodes: u64) -> SearchPick {
        let mut options = BTreeMap::new();
        for algorithm in Algorithm::ALL {
            for spec in options_of(algorithm) {
                let start = match (spec.value, spec.default_value()) {
                    (_, Some(v)) => OptionPick { on: true, value: v },
                    (ValueType::Switch, None) => off(Value::Switch(true)),
                    (ValueType::Whole { .. }, None) if spec.key == ScenarioKey::Depth => {
                        off(Value::Whole(FIRST_DEPTH))
                    }
                    (ValueType::Whole { lo, .. }, None) => off(Value::Whole(lo)),
                    (_, None) => off(Value::Real(1.0)),
                };
                options.insert(spec.key, start);
            }
        }
        let mut pick = SearchPick {
            algorithm: config.algorithm,
            options,
        };
        for (key, value) in option_pairs(config, max_nodes) {
            pick.set(key, value);
        }
        pick
    }

    /// Sets option `key` to `value` (a switch: `Switch(true)` turns it on).
    pub fn set(&mut self, key: ScenarioKey, value: Value) {
        let pick = match value {
            Value::Switch(on) => OptionPick {
                on,
                value: Value::Switch(true),
            },
            value => OptionPick { on: true, value },
        };
        self.options.insert(key, pick);
    }

    /// Leaves option `key` unset (its value kept for when it is set again).
    pub fn unset(&mut self, key: ScenarioKey) {
        if let Some(pick) = self.options.get_mut(&key) {
            pick.on = false;
        }
    }

    /// The value of option `key` if it is set.
    pub fn get(&self, key: ScenarioKey) -> Option<&Value> {
        self.options.get(&key).filter(|p| p.on).map(|p| &p.value)
    }

    /// The algorithm and the options set that the builder takes, each beside those before it
    /// in the table, and the options it would refuse there, with why.
    pub fn accepted(&self) -> (Vec<(ScenarioKey, Value)>, BTreeMap<ScenarioKey, KeyError>) {
        let mut pairs = vec![(ScenarioKey::Algo, Value::Algo(self.algorithm))];
        let mut refused = BTreeMap::new();
        for spec in options_of(self.algorithm) {
            let pick = &self.options[&spec.key];
            let mut trial = pairs.clone();
            trial.push((spec.key, pick.value.clone()));
            match build(&trial, Origin::CommandLine) {
                Ok(_) if pick.on => pairs = trial,
                Ok(_) => {}
                Err(e) => {
                    refused.insert(spec.key, e);
                }
            }
        }
        (pairs, refused)
    }

    /// The algorithm's options: its switches in a row (wrapping), then its numbers, one to a
    /// row, each name kept whole beside its value (a name is never broken inside a word, as
    /// Chinese would be between any two characters).
    pub fn ui(&mut self, ui: &mut Ui) {
        let (_, refused) = self.accepted();
        let (switches, numbers): (Vec<&KeySpec>, Vec<&KeySpec>) =
            options_of(self.algorithm).partition(|s| s.value == ValueType::Switch);
        if !switches.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for spec in switches {
                    let pick = self.options.get_mut(&spec.key).expect("every option");
                    let why = refused.get(&spec.key);
                    let checkbox = egui::Checkbox::new(&mut pick.on, option_title(spec.key));
                    hints(ui.add_enabled(why.is_none(), checkbox), spec.key, why);
                }
            });
        }
        for spec in numbers {
            let pick = self.options.get_mut(&spec.key).expect("every option");
            let why = refused.get(&spec.key);
            ui.add_enabled_ui(why.is_none(), |ui| {
                ui.horizontal(|ui| number_ui(ui, spec, pick, why));
            });
        }
    }
}

/// An option that is off, starting from `value`.
fn off(value: Value) -> OptionPick {
    OptionPick { on: false, value }
}

/// One number: its name (a checkbox when it may be unset) and its value within the table's
/// range.
fn number_ui(ui: &mut Ui, spec: &KeySpec, pick: &mut OptionPick, why: Option<&KeyError>) {
    let title = option_title(spec.key);
    let name = if spec.default.is_some() {
        ui.add(egui::Label::new(title).wrap_mode(egui::TextWrapMode::Extend))
    } else {
        ui.checkbox(&mut pick.on, title)
    };
    let name = hints(name, spec.key, why);
    let shown = pick.on;
    let value = match (&mut pick.value, spec.value) {
        (Value::Whole(n), ValueType::Whole { lo, hi }) => {
            let speed = (*n as f64 / 100.0).max(1.0);
            DragValue::new(n).range(lo..=hi).speed(speed)
        }
        (
            Value::Real(x),
            ValueType::Real {
                lo,
                lo_included,
                hi,
            },
        ) => {
            let lo = if lo_included { lo } else { lo + 0.01 };
            DragValue::new(x).range(lo..=hi).speed(0.05).max_decimals(3)
        }
        // Options are switches and numbers today; a value of another kind has no control.
        _ => return,
    };
    ui.add_enabled(shown, value).labelled_by(name.id);
}

/// The option's hover: why it is greyed out, else what it does.
fn hints(response: egui::Response, key: ScenarioKey, why: Option<&KeyError>) -> egui::Response {
    let response = match why {
        Some(e) => response.on_disabled_hover_text(e.say()),
        None => response,
    };
    match option_hint(key) {
        Some(hint) => response.on_hover_text(hint),
        None => response,
    }
}
