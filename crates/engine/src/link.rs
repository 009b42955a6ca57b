//! A scenario as a link: the address fragment the web build reads and "Copy link" writes, e.g.
//! `#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta&step=22`. Keys are the command line's long
//! flag names (`tree` holds the tree's text itself, not a file), switches are `ordering=1`,
//! values are percent-decoded; `step` is a number or `end`, `mode` opens a mode other than the
//! stepper, `lang` (`en` or `zh`) the language to speak. `gametree gui --link` takes the same text.

use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::scenario::{GameChoice, Scenario, TreeSource};
use crate::search::{Algorithm, SearchConfig};
use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};

/// What a link opens: a scenario, at a step, in a mode.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The scenario to search.
    pub scenario: Scenario,
    /// The step to show once it is recorded (`None`: the first).
    pub step: Option<Step>,
    /// The mode to open (`None`: the stepper).
    pub mode: Option<LinkMode>,
    /// An exercise set to work in practice mode (`set=LEVEL:SEED:COUNT`).
    pub set: Option<crate::exercises::ExerciseSet>,
    /// The language to speak (`lang=en` or `lang=zh`; `None`: the one already chosen).
    pub lang: Option<crate::lang::Lang>,
    /// `algo=expectiminimax` or `algo=mcts` (with `iterations=`, `seed=`, `exploration=`): the search of the
    /// chance view, which the link then opens.
    pub chance: Option<ChanceSearch>,
}

/// The chance view's search in a link.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ChanceSearch {
    /// Expectiminimax.
    Expectiminimax,
    /// Monte Carlo tree search with this many iterations and this seed.
    Mcts {
        /// `iterations=` (default 1000).
        iterations: u32,
        /// `seed=` (default 1).
        seed: u64,
        /// `exploration=`, UCB's C (default √2).
        exploration: f64,
    },
}

/// The link that opens exercise set `set` in practice mode: `#mode=practice&set=2:7:5`.
pub fn set_link(set: &crate::exercises::ExerciseSet) -> String {
    format!(
        "#mode=practice&set={}:{}:{}",
        set.level, set.seed, set.count
    )
}

/// A step of a recording, as `render --step` takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Step `k` (0 is before the first event).
    At(usize),
    /// The last step.
    End,
}

impl Step {
    /// The step in a recording of `len` steps (past the end: the end).
    pub fn resolve(self, len: usize) -> usize {
        match self {
            Step::At(k) => k.min(len),
            Step::End => len,
        }
    }
}

/// The modes a link can open besides the stepper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkMode {
    /// The tree editor, on the link's tree.
    Editor,
    /// Practice on the link's scenario.
    Practice,
    /// Compare on the link's scenario.
    Compare,
    /// Play against the computer.
    Play,
    /// Chance and sampling (expectiminimax, MCTS) on the link's game.
    Chance,
}

impl LinkMode {
    /// The name a link uses.
    pub fn name(self) -> &'static str {
        match self {
            LinkMode::Editor => "editor",
            LinkMode::Practice => "practice",
            LinkMode::Compare => "compare",
            LinkMode::Play => "play",
            LinkMode::Chance => "chance",
        }
    }

    /// The mode a link's `mode=` names, if it is one.
    pub fn from_name(name: &str) -> Option<LinkMode> {
        [
            LinkMode::Editor,
            LinkMode::Practice,
            LinkMode::Compare,
            LinkMode::Play,
            LinkMode::Chance,
        ]
        .into_iter()
        .find(|m| m.name() == name)
    }
}

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// A key the link format does not have.
    #[error("the link has an unknown key '{key}'")]
    UnknownKey {
        /// The key, shortened for showing.
        key: String,
    },
    /// A value that is not one the key takes.
    #[error("the link's {key}={value} is not {expected:?}")]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value, shortened for showing.
        value: String,
        /// What the key takes.
        expected: Accepted,
    },
    /// The same key twice.
    #[error("the link gives '{key}' twice")]
    Repeated {
        /// The key.
        key: String,
    },
    /// Keys that belong to different games.
    #[error("the link's '{key}' does not go with {game:?}")]
    Conflict {
        /// The key that does not apply.
        key: &'static str,
        /// The game (or kind of search) the link is about.
        game: LinkGame,
    },
    /// A game named without what it needs.
    #[error("the link names {game:?} but has no '{key}'")]
    Missing {
        /// The game.
        game: LinkGame,
        /// The key it needs.
        key: &'static str,
    },
}

/// What a link's key takes, for the error that refuses a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// `1` or `0`.
    Switch,
    /// A game's name.
    Game,
    /// 3 to 5 rows.
    Rows,
    /// 3 to 5 columns.
    Cols,
    /// 3 to 5 in a row.
    K,
    /// A heap of 0 to [`MAX_BONES`] bones.
    Bones,
    /// A dice race's target.
    Target,
    /// 1 to [`MAX_TAKE`] bones a move.
    MaxTake,
    /// An algorithm's name.
    Algo,
    /// A number of MCTS iterations.
    Iterations,
    /// A seed.
    Seed,
    /// An exploration constant.
    Exploration,
    /// An aspiration half-width.
    Aspiration,
    /// A depth limit.
    Depth,
    /// A node budget.
    MaxNodes,
    /// A step number or `end`.
    Step,
    /// `LEVEL:SEED:COUNT`.
    Set,
    /// A mode's name.
    Mode,
    /// A language's code.
    Lang,
}

/// The game (or kind of link) a key does not go with, or that lacks a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkGame {
    /// Tic-tac-toe.
    TicTacToe,
    /// The Game of Bones.
    Bones,
    /// The dice race.
    Dice,
    /// Connect Four.
    ConnectFour,
    /// An m,n,k-game.
    Mnk,
    /// A tree.
    Tree,
    /// A search other than Monte Carlo tree search.
    NotMcts,
    /// A whole board given as a position.
    WholeBoard,
}

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

/// The value of a key, as text people can read back in an error.
fn shown(value: &str) -> String {
    crate::game::shown_text(value)
}

fn whole(
    key: &'static str,
    value: &str,
    lo: u64,
    hi: u64,
    expected: Accepted,
) -> Result<u64, LinkError> {
    match value.parse::<u64>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(LinkError::BadValue {
            key,
            value: shown(value),
            expected,
        }),
    }
}

fn switch(key: &'static str, value: &str) -> Result<bool, LinkError> {
    match value {
        "1" | "true" | "" => Ok(true),
        "0" | "false" => Ok(false),
        _ => Err(LinkError::BadValue {
            key,
            value: shown(value),
            expected: Accepted::Switch,
        }),
    }
}

/// Reads a link (with or without the leading `#`, or a whole address with one).
pub fn parse(text: &str) -> Result<Link, LinkError> {
    let fragment = match text.split_once('#') {
        Some((_, f)) => f,
        None => text,
    };
    let mut seen: Vec<String> = Vec::new();
    let mut tree = None;
    let mut game = None;
    let mut position = None;
    let mut bones = None;
    let mut max_take = None;
    let mut target = None;
    let mut min_root = false;
    let (mut moves, mut rows, mut cols, mut k) = (None, None, None, None);
    let mut config = SearchConfig::default();
    let mut max_nodes = crate::search::DEFAULT_MAX_NODES;
    let mut step = None;
    let mut mode = None;
    let mut set = None;
    let mut lang = None;
    let mut chance_algo: Option<&str> = None;
    let (mut iterations, mut seed, mut exploration) = (None, None, None);
    for pair in fragment.split('&').filter(|p| !p.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = percent_decode_str(raw_key).decode_utf8_lossy().into_owned();
        let value = percent_decode_str(raw_value)
            .decode_utf8_lossy()
            .into_owned();
        if seen.contains(&key) {
            return Err(LinkError::Repeated { key: shown(&key) });
        }
        seen.push(key.clone());
        match key.as_str() {
            "tree" => tree = Some(value),
            "game" => {
                game = Some(match value.as_str() {
                    "tictactoe" | "tic-tac-toe" => "tictactoe",
                    "bones" => "bones",
                    "tree" => "tree",
                    "connect4" | "connect-four" => "connect4",
                    "mnk" => "mnk",
                    "dice" | "dice-race" => "dice",
                    _ => {
                        return Err(LinkError::BadValue {
                            key: "game",
                            value: shown(&value),
                            expected: Accepted::Game,
                        });
                    }
                })
            }
            "position" => position = Some(value),
            "moves" => moves = Some(value),
            "rows" => rows = Some(whole("rows", &value, 3, 5, Accepted::Rows)?),
            "cols" => cols = Some(whole("cols", &value, 3, 5, Accepted::Cols)?),
            "k" => k = Some(whole("k", &value, 3, 5, Accepted::K)?),
            "bones" => {
                bones = Some(whole("bones", &value, 0, MAX_BONES.into(), Accepted::Bones)? as i64)
            }
            "max-take" => {
                max_take =
                    Some(whole("max-take", &value, 1, MAX_TAKE.into(), Accepted::MaxTake)? as i64)
            }
            "target" => {
                target = Some(whole(
                    "target",
                    &value,
                    1,
                    crate::game::dice::MAX_TARGET.into(),
                    Accepted::Target,
                )? as i64)
            }
            "min-root" => min_root = switch("min-root", &value)?,
            "algo" if value == "expectiminimax" || value == "mcts" => {
                chance_algo = Some(if value == "mcts" {
                    "mcts"
                } else {
                    "expectiminimax"
                });
            }
            "iterations" => {
                iterations =
                    Some(whole("iterations", &value, 1, 200_000, Accepted::Iterations)? as u32)
            }
            "seed" => seed = Some(whole("seed", &value, 0, u64::MAX, Accepted::Seed)?),
            "exploration" => {
                exploration = Some(match value.trim().parse::<f64>() {
                    Ok(c) if c.is_finite() && (0.0..=1e6).contains(&c) => c,
                    _ => {
                        return Err(LinkError::BadValue {
                            key: "exploration",
                            value: shown(&value),
                            expected: Accepted::Exploration,
                        });
                    }
                })
            }
            "algo" => {
                config.algorithm = match Algorithm::from_name(&value) {
                    Some(a) => a,
                    None => {
                        return Err(LinkError::BadValue {
                            key: "algo",
                            value: shown(&value),
                            expected: Accepted::Algo,
                        });
                    }
                }
            }
            "ordering" => config.ordering = switch("ordering", &value)?,
            "tt" => config.tt = switch("tt", &value)?,
            "iterative" => config.iterative = switch("iterative", &value)?,
            "aspiration" => {
                config.aspiration =
                    Some(whole("aspiration", &value, 1, 1 << 53, Accepted::Aspiration)? as i64)
            }
            "depth" => {
                config.depth =
                    Some(whole("depth", &value, 1, u32::MAX.into(), Accepted::Depth)? as u32)
            }
            "max-nodes" => max_nodes = whole("max-nodes", &value, 1, u64::MAX, Accepted::MaxNodes)?,
            "step" => {
                step = Some(match value.as_str() {
                    "end" => Step::End,
                    v => Step::At(whole("step", v, 0, u64::MAX, Accepted::Step)? as usize),
                })
            }
            "set" => {
                let bad = || LinkError::BadValue {
                    key: "set",
                    value: shown(&value),
                    expected: Accepted::Set,
                };
                let parts: Vec<&str> = value.split(':').collect();
                let [l, sd, c] = parts[..] else {
                    return Err(bad());
                };
                let (Ok(l), Ok(sd), Ok(c)) = (l.parse(), sd.parse(), c.parse()) else {
                    return Err(bad());
                };
                set = Some(crate::exercises::ExerciseSet::new(l, sd, c).map_err(|_| bad())?);
                mode = mode.or(Some(LinkMode::Practice));
            }
            "mode" => {
                mode = match value.as_str() {
                    "stepper" => None,
                    "editor" => Some(LinkMode::Editor),
                    "practice" => Some(LinkMode::Practice),
                    "compare" => Some(LinkMode::Compare),
                    "play" => Some(LinkMode::Play),
                    "chance" => Some(LinkMode::Chance),
                    _ => {
                        return Err(LinkError::BadValue {
                            key: "mode",
                            value: shown(&value),
                            expected: Accepted::Mode,
                        });
                    }
                }
            }
            "lang" => {
                lang =
                    Some(
                        crate::lang::Lang::parse(&value).ok_or_else(|| LinkError::BadValue {
                            key: "lang",
                            value: shown(&value),
                            expected: Accepted::Lang,
                        })?,
                    )
            }
            _ => return Err(LinkError::UnknownKey { key: shown(&key) }),
        }
    }
    let game_name = game.unwrap_or(if tree.is_some() {
        "tree"
    } else if bones.is_some() {
        "bones"
    } else if target.is_some() {
        "dice"
    } else if moves.is_some() {
        "connect4"
    } else if rows.is_some() || cols.is_some() || k.is_some() {
        "mnk"
    } else if position.is_some() {
        "tictactoe"
    } else {
        "tree"
    });
    // The game as errors name it.
    let game_words = match game_name {
        "tictactoe" => LinkGame::TicTacToe,
        "bones" => LinkGame::Bones,
        "connect4" => LinkGame::ConnectFour,
        "mnk" => LinkGame::Mnk,
        "dice" => LinkGame::Dice,
        _ => LinkGame::Tree,
    };
    // Keys that do not apply to the game are refused, not dropped (SPEC.md).
    let grid_size = |n: Option<u64>| n.is_some();
    let keys: [(&'static str, bool, &[&str]); 10] = [
        ("tree", tree.is_some(), &["tree"]),
        (
            "position",
            position.is_some(),
            &["tictactoe", "connect4", "mnk"],
        ),
        ("bones", bones.is_some(), &["bones"]),
        ("max-take", max_take.is_some(), &["bones"]),
        ("moves", moves.is_some(), &["connect4"]),
        ("rows", grid_size(rows), &["mnk"]),
        ("cols", grid_size(cols), &["mnk"]),
        ("k", grid_size(k), &["mnk"]),
        ("min-root", min_root, &["tree"]),
        ("target", target.is_some(), &["dice"]),
    ];
    for (key, given, games) in keys {
        if given && !games.contains(&game_name) {
            return Err(LinkError::Conflict {
                key,
                game: game_words,
            });
        }
    }
    if moves.is_some() && position.is_some() {
        return Err(LinkError::Conflict {
            key: "moves",
            game: LinkGame::WholeBoard,
        });
    }
    let game = match game_name {
        "tictactoe" => GameChoice::TicTacToe {
            position: position.unwrap_or_else(|| ".".repeat(9)),
        },
        "bones" => GameChoice::Bones {
            bones: bones.ok_or(LinkError::Missing {
                game: LinkGame::Bones,
                key: "bones",
            })?,
            max_take: max_take.unwrap_or(3),
        },
        "connect4" => GameChoice::ConnectFour {
            moves: moves.unwrap_or_default(),
            position,
        },
        "dice" => GameChoice::Dice {
            target: target.unwrap_or(6),
        },
        "mnk" => {
            let (rows, cols, k) = (
                rows.unwrap_or(3) as u8,
                cols.unwrap_or(3) as u8,
                k.unwrap_or(3) as u8,
            );
            GameChoice::Mnk {
                rows,
                cols,
                k,
                position: position.unwrap_or_else(|| ".".repeat(rows as usize * cols as usize)),
            }
        }
        _ => match tree {
            Some(json) => GameChoice::Tree {
                source: TreeSource::Text {
                    name: "from the link".into(),
                    json,
                },
                min_root,
            },
            None if game.is_some() => {
                return Err(LinkError::Missing {
                    game: LinkGame::Tree,
                    key: "tree",
                });
            }
            // Nothing but options: the default tree.
            None => {
                let mut default = Scenario::default().game;
                if let GameChoice::Tree { min_root: m, .. } = &mut default {
                    *m = min_root;
                }
                default
            }
        },
    };
    let chance = match chance_algo {
        Some("mcts") => Some(ChanceSearch::Mcts {
            iterations: iterations.unwrap_or(1000),
            seed: seed.unwrap_or(1),
            exploration: exploration.unwrap_or(crate::search::mcts::DEFAULT_EXPLORATION),
        }),
        Some(_) => Some(ChanceSearch::Expectiminimax),
        None => None,
    };
    if chance_algo != Some("mcts") && (iterations.is_some() || seed.is_some()) {
        return Err(LinkError::Conflict {
            key: if iterations.is_some() {
                "iterations"
            } else {
                "seed"
            },
            game: LinkGame::NotMcts,
        });
    }
    let mode = match chance {
        Some(_) => Some(LinkMode::Chance),
        None => mode,
    };
    Ok(Link {
        scenario: Scenario {
            game,
            config,
            max_nodes,
        },
        step,
        mode,
        set,
        lang,
        chance,
    })
}

/// The link for `scenario` at `step` in `mode` (without the address before `#`). A tree read
/// from a file goes into the link as its text, `tree_text`, which the caller reads.
pub fn write(
    scenario: &Scenario,
    tree_text: Option<&str>,
    step: Option<Step>,
    mode: Option<LinkMode>,
) -> String {
    write_link(scenario, tree_text, step, mode, None)
}

/// The link that opens the chance view on `scenario` under `search` at `step` (its `algo` is
/// the chance view's search, in place of the scenario's own).
pub fn write_chance(
    scenario: &Scenario,
    tree_text: Option<&str>,
    step: Option<Step>,
    search: ChanceSearch,
) -> String {
    write_link(
        scenario,
        tree_text,
        step,
        Some(LinkMode::Chance),
        Some(search),
    )
}

fn write_link(
    scenario: &Scenario,
    tree_text: Option<&str>,
    step: Option<Step>,
    mode: Option<LinkMode>,
    chance: Option<ChanceSearch>,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut put = |key: &str, value: &str| {
        parts.push(format!("{key}={}", utf8_percent_encode(value, ESCAPED)));
    };
    match &scenario.game {
        GameChoice::TicTacToe { position } => {
            put("game", "tictactoe");
            put("position", position);
        }
        GameChoice::Bones { bones, max_take } => {
            put("game", "bones");
            put("bones", &bones.to_string());
            if *max_take != 3 {
                put("max-take", &max_take.to_string());
            }
        }
        GameChoice::Dice { target } => {
            put("game", "dice");
            put("target", &target.to_string());
        }
        GameChoice::Tree { source, min_root } => {
            let text = match source {
                TreeSource::Text { json, .. } => Some(json.as_str()),
                TreeSource::File(_) => tree_text,
            };
            if let Some(text) = text {
                put("tree", text);
            }
            if *min_root {
                put("min-root", "1");
            }
        }
        GameChoice::ConnectFour { moves, position } => {
            put("game", "connect4");
            match position {
                Some(p) => put("position", p),
                None if moves.is_empty() => {}
                None => put("moves", moves),
            }
        }
        GameChoice::Mnk {
            rows,
            cols,
            k,
            position,
        } => {
            put("game", "mnk");
            put("rows", &rows.to_string());
            put("cols", &cols.to_string());
            put("k", &k.to_string());
            put("position", position);
        }
        GameChoice::Custom(_) => {}
    }
    let c = &scenario.config;
    match chance {
        None => put("algo", c.algorithm.name()),
        Some(ChanceSearch::Expectiminimax) => put("algo", "expectiminimax"),
        Some(ChanceSearch::Mcts {
            iterations,
            seed,
            exploration,
        }) => {
            put("algo", "mcts");
            put("iterations", &iterations.to_string());
            put("seed", &seed.to_string());
            if exploration != crate::search::mcts::DEFAULT_EXPLORATION {
                put("exploration", &exploration.to_string());
            }
        }
    }
    for (on, key) in [
        (c.ordering, "ordering"),
        (c.tt, "tt"),
        (c.iterative, "iterative"),
    ] {
        if on {
            put(key, "1");
        }
    }
    if let Some(w) = c.aspiration {
        put("aspiration", &w.to_string());
    }
    if let Some(d) = c.depth {
        put("depth", &d.to_string());
    }
    if scenario.max_nodes != crate::search::DEFAULT_MAX_NODES {
        put("max-nodes", &scenario.max_nodes.to_string());
    }
    match step {
        Some(Step::At(k)) => put("step", &k.to_string()),
        Some(Step::End) => put("step", "end"),
        None => {}
    }
    if let Some(m) = mode {
        put("mode", m.name());
    }
    format!("#{}", parts.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree_json(link: &Link) -> &str {
        match &link.scenario.game {
            GameChoice::Tree {
                source: TreeSource::Text { json, .. },
                ..
            } => json,
            other => panic!("not a tree: {other:?}"),
        }
    }

    #[test]
    fn the_issue_s_example_reads_as_the_aima_tree_at_step_22() {
        let l = parse("#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta&step=22").unwrap();
        assert_eq!(tree_json(&l), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(l.scenario.config.algorithm, Algorithm::AlphaBeta);
        assert_eq!(l.step, Some(Step::At(22)));
        assert_eq!(l.mode, None);
        // Percent-encoded, as a browser may send it, and inside a whole address.
        let encoded =
            parse("https://example.org/lab/#tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%2C%5B14%2C5%2C2%5D%5D&step=end")
                .unwrap();
        assert_eq!(tree_json(&encoded), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(encoded.step, Some(Step::End));
    }

    #[test]
    fn a_link_can_name_the_language_and_refuses_one_it_does_not_know() {
        use crate::lang::Lang;
        assert_eq!(parse("#bones=7").unwrap().lang, None);
        assert_eq!(parse("#bones=7&lang=zh").unwrap().lang, Some(Lang::Zh));
        assert_eq!(parse("#lang=zh-CN&bones=7").unwrap().lang, Some(Lang::Zh));
        assert_eq!(parse("#bones=7&lang=en").unwrap().lang, Some(Lang::En));
        let e = parse("#bones=7&lang=fr").unwrap_err();
        assert!(
            matches!(&e, LinkError::BadValue { key: "lang", value, expected: Accepted::Lang } if value == "fr"),
            "{e:?}"
        );
    }

    #[test]
    fn connect_four_and_mnk_links_go_both_ways() {
        let l = parse("#game=connect4&moves=4453&depth=6&tt=1").unwrap();
        assert_eq!(
            l.scenario.game,
            GameChoice::ConnectFour {
                moves: "4453".into(),
                position: None
            }
        );
        assert_eq!(parse(&write(&l.scenario, None, None, None)).unwrap(), l);
        // `moves` alone names Connect Four; `rows`, `cols`, `k` an m,n,k-game.
        assert_eq!(
            parse("moves=4").unwrap().scenario.game,
            GameChoice::ConnectFour {
                moves: "4".into(),
                position: None
            }
        );
        let m = parse("rows=4&cols=4&k=3").unwrap();
        assert_eq!(
            m.scenario.game,
            GameChoice::Mnk {
                rows: 4,
                cols: 4,
                k: 3,
                position: ".".repeat(16)
            }
        );
        assert_eq!(parse(&write(&m.scenario, None, None, None)).unwrap(), m);
        // Keys of other games, and a move list beside a board, are refused.
        assert!(matches!(
            parse("game=connect4&rows=4"),
            Err(LinkError::Conflict { key: "rows", .. })
        ));
        assert!(matches!(
            parse("game=connect4&moves=4&position=x"),
            Err(LinkError::Conflict { key: "moves", .. })
        ));
        assert!(matches!(
            parse("game=tictactoe&moves=4"),
            Err(LinkError::Conflict { key: "moves", .. })
        ));
        assert!(matches!(
            parse("rows=6"),
            Err(LinkError::BadValue { key: "rows", .. })
        ));
    }

    #[test]
    fn games_switches_and_modes() {
        let l = parse("game=tictactoe&position=X...O....&algo=minimax&tt=1&ordering=1&mode=play")
            .unwrap();
        assert_eq!(
            l.scenario.game,
            GameChoice::TicTacToe {
                position: "X...O....".into()
            }
        );
        assert_eq!(l.scenario.config.algorithm, Algorithm::Minimax);
        assert!(l.scenario.config.tt && l.scenario.config.ordering && !l.scenario.config.iterative);
        assert_eq!(l.mode, Some(LinkMode::Play));
        let b = parse("game=bones&bones=8&max-take=2&iterative=1&depth=4").unwrap();
        assert_eq!(
            b.scenario.game,
            GameChoice::Bones {
                bones: 8,
                max_take: 2
            }
        );
        assert_eq!(b.scenario.config.depth, Some(4));
        assert!(b.scenario.config.iterative);
        // Implied games, as on the command line.
        assert!(matches!(
            parse("bones=5").unwrap().scenario.game,
            GameChoice::Bones {
                bones: 5,
                max_take: 3
            }
        ));
        assert!(matches!(
            parse("position=.........").unwrap().scenario.game,
            GameChoice::TicTacToe { .. }
        ));
        assert_eq!(parse("").unwrap().scenario, Scenario::default());
        let min = parse("tree=[1,[2,3]]&min-root=1").unwrap();
        assert!(matches!(
            min.scenario.game,
            GameChoice::Tree { min_root: true, .. }
        ));
    }

    #[test]
    fn chance_searches_open_the_chance_view() {
        let l = parse("game=dice&target=4&algo=mcts&iterations=500&seed=3").unwrap();
        assert_eq!(l.mode, Some(LinkMode::Chance));
        assert_eq!(
            l.chance,
            Some(ChanceSearch::Mcts {
                iterations: 500,
                seed: 3,
                exploration: crate::search::mcts::DEFAULT_EXPLORATION,
            })
        );
        assert_eq!(l.scenario.game, GameChoice::Dice { target: 4 });
        let l = parse("tree=[1,2]&algo=expectiminimax").unwrap();
        assert_eq!(l.chance, Some(ChanceSearch::Expectiminimax));
        // The dice race goes into a link and comes back.
        let text = write(&l.scenario, None, None, None);
        assert_eq!(parse(&text).unwrap().scenario, l.scenario);
        let dice = Scenario {
            game: GameChoice::Dice { target: 7 },
            ..Scenario::default()
        };
        let text = write(&dice, None, None, Some(LinkMode::Chance));
        let back = parse(&text).unwrap();
        assert_eq!(
            (back.scenario, back.mode),
            (dice.clone(), Some(LinkMode::Chance))
        );
        // The chance view's own search goes into the link in place of the scenario's algo.
        let search = ChanceSearch::Mcts {
            iterations: 300,
            seed: 9,
            exploration: 4.5,
        };
        let back = parse(&write_chance(&dice, None, Some(Step::At(7)), search)).unwrap();
        assert_eq!(back.chance, Some(search));
        assert_eq!(
            (back.mode, back.step),
            (Some(LinkMode::Chance), Some(Step::At(7)))
        );
    }

    #[test]
    fn bad_links_say_which_key_is_wrong() {
        let err = |t: &str| parse(t).unwrap_err();
        assert!(matches!(err("colour=red"), LinkError::UnknownKey { key } if key == "colour"));
        assert!(matches!(
            err("depth=0"),
            LinkError::BadValue { key: "depth", .. }
        ));
        assert!(matches!(
            err("step=-1"),
            LinkError::BadValue { key: "step", .. }
        ));
        assert!(matches!(
            err("bones=1001"),
            LinkError::BadValue { key: "bones", .. }
        ));
        assert!(matches!(
            err("algo=chess"),
            LinkError::BadValue { key: "algo", .. }
        ));
        assert!(matches!(
            err("bones=5&iterations=10"),
            LinkError::Conflict {
                key: "iterations",
                ..
            }
        ));
        assert!(matches!(
            err("algo=mcts&iterations=0"),
            LinkError::BadValue {
                key: "iterations",
                ..
            }
        ));
        assert!(matches!(
            err("tt=yes"),
            LinkError::BadValue { key: "tt", .. }
        ));
        assert!(matches!(
            err("mode=chess"),
            LinkError::BadValue { key: "mode", .. }
        ));
        assert!(matches!(err("tt=1&tt=0"), LinkError::Repeated { key } if key == "tt"));
        assert!(matches!(
            err("game=tictactoe&tree=[1]"),
            LinkError::Conflict { key: "tree", .. }
        ));
        assert!(matches!(
            err("bones=4&position=........."),
            LinkError::Conflict {
                key: "position",
                ..
            }
        ));
        assert!(matches!(
            err("game=bones"),
            LinkError::Missing { key: "bones", .. }
        ));
        assert!(matches!(
            err("game=tree"),
            LinkError::Missing { key: "tree", .. }
        ));
        assert!(matches!(
            err("bones=4&min-root=1"),
            LinkError::Conflict {
                key: "min-root",
                ..
            }
        ));
        // Shown values are escaped and short, whatever the link held.
        let long = format!("algo={}", "%1b".repeat(5000));
        let line = err(&long).to_string();
        assert!(line.len() < 300 && !line.contains('\u{1b}'), "{line}");
    }

    #[test]
    fn written_links_read_back_as_the_same_scenario() {
        let scenarios = [
            Scenario::default(),
            parse("game=tictactoe&position=XO..X...O&algo=minimax&tt=1")
                .unwrap()
                .scenario,
            parse("bones=13&max-take=4&ordering=1&iterative=1&depth=6&max-nodes=9000")
                .unwrap()
                .scenario,
            // Characters a link must escape, inside the tree's own text.
            Scenario {
                game: GameChoice::Tree {
                    source: TreeSource::Text {
                        name: "typed".into(),
                        json: r##"[{"label":"a & b = c #1 100%+","children":[1,2]},[3,4]]"##.into(),
                    },
                    min_root: true,
                },
                ..Scenario::default()
            },
        ];
        for s in scenarios {
            for (step, mode) in [
                (None, None),
                (Some(Step::At(7)), Some(LinkMode::Compare)),
                (Some(Step::End), Some(LinkMode::Practice)),
            ] {
                let text = write(&s, None, step, mode);
                assert!(text.starts_with('#') && !text.contains(' '), "{text}");
                let back = parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(back.step, step);
                assert_eq!(back.mode, mode);
                assert_eq!(back.scenario.config, s.config);
                assert_eq!(back.scenario.max_nodes, s.max_nodes);
                match (&s.game, &back.scenario.game) {
                    (
                        GameChoice::Tree {
                            source: TreeSource::Text { json: a, .. },
                            min_root: ra,
                        },
                        GameChoice::Tree {
                            source: TreeSource::Text { json: b, .. },
                            min_root: rb,
                        },
                    ) => assert_eq!((a, ra), (b, rb)),
                    (a, b) => assert_eq!(a, b),
                }
            }
        }
    }
}
