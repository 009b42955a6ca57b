//! A scenario as a link: the address fragment the web build reads and "Copy link" writes, e.g.
//! `#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta&step=22`. Keys are the command line's long
//! flag names, from the one table of keys ([`crate::scenario::keys`]): `tree` holds the tree's
//! text itself, not a file; switches are `ordering=1`; values are percent-decoded. Besides the
//! scenario, `step` is a number or `end`, `mode` opens one of the modes the caller has (the
//! app's registry), `set` an exercise set, `lang` (`en` or `zh`) the language to speak.
//! `gametree gui --link` takes the same text.

mod write;

pub use write::write;

pub use crate::scenario::value::{CODE_LISTINGS, Step};

use crate::scenario::value::{self, Value};
use crate::scenario::{Key, KeyError, Origin, Scenario};
use percent_encoding::percent_decode_str;

/// What a link opens: a scenario, at a step, in a mode.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The scenario to search.
    pub scenario: Scenario,
    /// The step to show once it is recorded (`None`: the first).
    pub step: Option<Step>,
    /// The mode to open, by its name (`None`: the stepper).
    pub mode: Option<String>,
    /// An exercise set to work in practice mode (`set=LEVEL:SEED:COUNT`).
    pub set: Option<crate::exercises::ExerciseSet>,
    /// The language to speak (`lang=en` or `lang=zh`; `None`: the one already chosen).
    pub lang: Option<crate::lang::Lang>,
    /// The Code panel shown with this listing (`code=aima`, one of [`CODE_LISTINGS`]).
    pub code: Option<String>,
    /// How the steps are played: as an embedded player, on their own, in a range.
    pub playing: Playing,
}

/// How a link plays its search (issue 37): `embed=1` shows the page as a player to put in
/// another page (the tree, the step buttons, the sentence); `autoplay=1` plays from the start,
/// `loop=1` goes back to the first step after the last, `speed=S` steps a second, `from=A` and
/// `to=B` the steps the player keeps within.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Playing {
    /// Shown as a player in another page.
    pub embed: bool,
    /// Plays from the start.
    pub autoplay: bool,
    /// Plays round again after the last step.
    pub looping: bool,
    /// Steps a second while playing.
    pub speed: Option<f64>,
    /// The first step shown.
    pub from: Option<Step>,
    /// The last step shown.
    pub to: Option<Step>,
}

impl Playing {
    /// The steps the player keeps within, in a recording of `len` steps.
    pub fn range(&self, len: usize) -> (usize, usize) {
        let from = self.from.map_or(0, |s| s.resolve(len));
        let to = self.to.map_or(len, |s| s.resolve(len));
        (from.min(to), to)
    }
}

/// The name of the chance view that once stepped expectiminimax and MCTS: links that name it
/// still open, in the stepper, which now steps every search.
pub(crate) const OLD_CHANCE_MODE: &str = "chance";

/// The mode a link with an exercise set (`set=`) opens unless it names another.
pub const PRACTICE_MODE: &str = "practice";

/// The name `mode=` gives the stepper, which is always there.
pub const STEPPER_MODE: &str = "stepper";

/// A link that could not be read: what is wrong, naming the key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the link: {0}")]
pub struct LinkError(#[from] pub KeyError);

/// The link that opens exercise set `set` in practice mode: `#mode=practice&set=2:7:5`.
pub fn set_link(set: &crate::exercises::ExerciseSet) -> String {
    format!(
        "#mode={PRACTICE_MODE}&set={}:{}:{}",
        set.level, set.seed, set.count
    )
}

/// What a link says besides its scenario.
#[derive(Default)]
struct Showing {
    step: Option<Step>,
    mode: Option<String>,
    set: Option<crate::exercises::ExerciseSet>,
    lang: Option<crate::lang::Lang>,
    code: Option<String>,
    playing: Playing,
}

/// The key and value of one `key=value` pair, percent-decoded.
fn decoded(pair: &str) -> (String, String) {
    let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
    let decode = |s: &str| percent_decode_str(s).decode_utf8_lossy().into_owned();
    (decode(key), decode(value))
}

/// Whether a link asks for the embedded player (`embed=1`), read even when the rest of it
/// cannot be: a player that cannot show its search says why in its own frame.
pub fn asks_embed(text: &str) -> bool {
    let fragment = text.split_once('#').map_or(text, |(_, f)| f);
    fragment.split('&').map(decoded).any(|(key, text)| {
        key == Key::Embed.name()
            && matches!(
                value::parse_value(Key::Embed, &text),
                Ok(Value::Switch(true))
            )
    })
}

/// Reads a link (with or without the leading `#`, or a whole address with one). `modes` are
/// the modes `mode=` may name besides `stepper` (the app's registry of modes).
pub fn parse(text: &str, modes: &[&str]) -> Result<Link, LinkError> {
    let fragment = match text.split_once('#') {
        Some((_, f)) => f,
        None => text,
    };
    let mut seen: Vec<Key> = Vec::new();
    let mut given: Vec<(Key, Value)> = Vec::new();
    let mut showing = Showing::default();
    for pair in fragment.split('&').filter(|p| !p.is_empty()) {
        let (name, text) = decoded(pair);
        let Some(key) = Key::from_name(&name) else {
            let key = crate::game::shown_value(&name);
            return Err(KeyError::Unknown { key }.into());
        };
        if seen.contains(&key) {
            return Err(KeyError::Repeated { key }.into());
        }
        seen.push(key);
        match (key, value::parse_value(key, &text)?) {
            (Key::Embed, Value::Switch(on)) => showing.playing.embed = on,
            (Key::Autoplay, Value::Switch(on)) => showing.playing.autoplay = on,
            (Key::Loop, Value::Switch(on)) => showing.playing.looping = on,
            (Key::Speed, Value::Real(s)) => showing.playing.speed = Some(s),
            (Key::From, Value::Step(s)) => showing.playing.from = Some(s),
            (Key::To, Value::Step(s)) => showing.playing.to = Some(s),
            (_, value) => showing_or_scenario(key, value, modes, &mut showing, &mut given)?,
        }
    }
    backwards(&showing.playing)?;
    finish(given, showing)
}

/// What a link says of `key`: what to show, or (any other key) part of its scenario.
fn showing_or_scenario(
    key: Key,
    value: Value,
    modes: &[&str],
    showing: &mut Showing,
    given: &mut Vec<(Key, Value)>,
) -> Result<(), KeyError> {
    match value {
        Value::Step(step) => showing.step = Some(step),
        Value::Mode(name) => showing.mode = mode(&name, modes)?,
        Value::Set(set) => showing.set = Some(set),
        Value::Lang(lang) => showing.lang = Some(lang),
        Value::Code(code) => showing.code = Some(code),
        value => given.push((key, value)),
    }
    Ok(())
}

/// A range that ends before it starts, as far as the link says (`end` is after every step).
fn backwards(p: &Playing) -> Result<(), KeyError> {
    let (Some(from), Some(to)) = (p.from, p.to) else {
        return Ok(());
    };
    let after = match (from, to) {
        (Step::At(a), Step::At(b)) => a > b,
        (Step::End, Step::At(_)) => true,
        _ => false,
    };
    let said = |s: Step| match s {
        Step::At(k) => k.to_string(),
        Step::End => "end".to_string(),
    };
    if after {
        return Err(KeyError::Backwards {
            from: said(from),
            to: said(to),
        });
    }
    Ok(())
}

/// The link from what its keys said.
fn finish(given: Vec<(Key, Value)>, showing: Showing) -> Result<Link, LinkError> {
    let scenario = crate::scenario::build(&given, Origin::Link)?;
    let mode = showing
        .mode
        .or_else(|| showing.set.is_some().then(|| PRACTICE_MODE.to_string()));
    Ok(Link {
        scenario,
        step: showing.step,
        mode,
        set: showing.set,
        lang: showing.lang,
        code: showing.code,
        playing: showing.playing,
    })
}

/// The mode `name` names (`None` for the stepper), if the caller has it.
fn mode(name: &str, modes: &[&str]) -> Result<Option<String>, KeyError> {
    if name == STEPPER_MODE || name == OLD_CHANCE_MODE {
        Ok(None)
    } else if modes.contains(&name) {
        Ok(Some(name.to_string()))
    } else {
        Err(KeyError::UnknownMode {
            value: crate::game::shown_value(name),
            modes: modes.iter().map(|m| m.to_string()).collect(),
        })
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod playing_tests;
