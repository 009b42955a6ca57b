//! Why the command line stops, as facts ([`CliError`]: the engine's errors carried as they
//! are, the app's, and the command line's own cases), and those facts in the command line's
//! words, made when the error line is written: keys and options name their flags (`--moves`,
//! "… (--max-nodes); use alpha-beta, --tt, --depth, or raise --max-nodes"); every other engine
//! error is said as the app says it ([`Say`]).

use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::scenario::{GameKind, Key, KeyError, Problem, ScenarioError};
use crate::search::{Algorithm, InUse, OptionsError, SearchError};
use crate::t;
use crate::teach::Say;
use crate::teach::say::Advice;

/// A number refused, with what is accepted (`expected`, in words).
pub fn number_words(problem: Problem, expected: &str) -> String {
    match problem {
        Problem::NotANumber => t!("cli-not-whole-number", expected = expected),
        _ => t!("cli-out-of-range", expected = expected),
    }
}

/// Why a flag's value is refused, for clap's `invalid value 'x' for '--bones <BONES>': …`.
pub fn value_words(e: &KeyError) -> String {
    let KeyError::BadValue { key, problem, .. } = e else {
        return e.say();
    };
    let expected = match key {
        Key::Rows | Key::Cols | Key::K => t!("cli-expect-grid-side"),
        Key::Bones => t!("cli-expect-bones", most = MAX_BONES),
        Key::MaxTake => t!("cli-expect-max-take", most = MAX_TAKE),
        Key::Target => t!("cli-expect-target", most = crate::game::dice::MAX_TARGET),
        Key::Depth => t!("cli-expect-depth"),
        Key::MaxNodes => t!("cli-expect-max-nodes"),
        Key::Aspiration => t!("cli-expect-aspiration"),
        Key::Iterations => t!("cli-expect-iterations"),
        Key::Seed => t!("cli-expect-seed"),
        Key::Exploration => return t!("cli-expect-exploration"),
        Key::TimeLimit => return t!("cli-expect-seconds"),
        _ => return e.say(),
    };
    number_words(*problem, &expected)
}

/// A game as the command line's errors name it.
fn game_words(game: GameKind) -> String {
    match game {
        GameKind::TicTacToe => t!("cli-game-name-tictactoe"),
        GameKind::Bones => t!("cli-game-name-bones"),
        GameKind::ConnectFour => t!("cli-game-name-connect4"),
        GameKind::Mnk => t!("cli-game-name-mnk"),
        GameKind::Tree | GameKind::Custom => t!("cli-game-name-tree"),
        GameKind::Dice => t!("cli-game-name-dice"),
    }
}

/// Keys and values that make no scenario, naming the flags (`--rows does not go with
/// Connect Four`).
pub fn key_words(e: &KeyError) -> String {
    let flag = |key: &Key| format!("--{key}");
    match e {
        KeyError::BadValue { .. } => value_words(e),
        KeyError::WrongGame { key, game } => t!(
            "cli-flag-wrong-game",
            flag = flag(key),
            game = game_words(*game)
        ),
        KeyError::Together { key, other } => {
            t!("cli-flag-together", flag = flag(key), other = flag(other))
        }
        KeyError::Missing {
            game: GameKind::Bones,
            ..
        } => t!("cli-bones-needs-bones"),
        KeyError::Missing {
            game: GameKind::Tree,
            ..
        } => t!("cli-tree-needs-tree"),
        KeyError::NeedsMcts { key } => t!("cli-flag-needs-mcts", flag = flag(key)),
        KeyError::NotWithAlgo { key, algo } => t!(
            "cli-flag-not-with-algo",
            flag = flag(key),
            algo = algo.name()
        ),
        KeyError::NeedsIterative { .. } => t!("cli-time-limit-needs-iterative"),
        KeyError::Options(e) => flag_words(e),
        e => e.say(),
    }
}

/// The options check's refusals in the command line's words, naming its flags.
pub fn flag_words(e: &OptionsError) -> String {
    match e {
        OptionsError::DepthZero => t!("cli-depth-zero"),
        OptionsError::NoBudget => t!("cli-no-budget"),
        OptionsError::AspirationWithoutIterative => t!("cli-aspiration-needs-iterative"),
        OptionsError::AspirationNeedsPruning(a) if *a == Algorithm::Mtdf => {
            t!(
                "cli-aspiration-mtdf",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationNeedsPruning(a) => {
            t!(
                "cli-aspiration-no-window",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationWidth(w) => t!("cli-aspiration-width", width = w.to_string()),
    }
}

/// What would make the search smaller, naming only the flags not yet given:
/// "use alpha-beta, --tt, --depth, or raise --max-nodes" (the choice is teach's, the one the
/// app's words are said from).
pub fn advice(in_use: &InUse) -> String {
    Advice::of(in_use).in_flags()
}

/// A search that stopped, in the command line's words.
pub fn search_words(e: &SearchError) -> String {
    match e {
        SearchError::NodeBudget { limit, in_use } => t!(
            "cli-search-node-budget",
            limit = limit.to_string(),
            advice = advice(in_use)
        ),
        e => e.say(),
    }
}

/// A scenario that could not be searched, in the command line's words.
pub fn scenario_words(e: &ScenarioError) -> String {
    match e {
        ScenarioError::Search(e) => search_words(e),
        e => e.say(),
    }
}

/// Why a command stopped with an error line (exit 1): the facts, said by [`Say`] when the
/// line is written.
#[derive(Debug)]
pub enum CliError {
    /// Scenario flags that make no scenario (said naming the flags).
    Key(KeyError),
    /// A scenario that could not be searched (the node budget's advice names the flags).
    Scenario(ScenarioError),
    /// A bad `--link`.
    Link(crate::link::LinkError),
    /// A tree file that is not a tree.
    Tree(crate::game::TreeError),
    /// A file that could not be read.
    Read(crate::files::ReadError),
    /// A picture or animation that could not be written.
    Picture(crate::draw::picture::PictureError),
    /// A drawing that cannot be made (a listing the search has none of).
    Drawing(crate::draw::drawing::DrawingError),
    /// An exercise set that cannot be made.
    Set(crate::exercises::SetError),
    /// An exercise sheet that could not be written.
    Sheet(crate::exercises::SheetError),
    /// `gui --events`: the events file cannot be judged.
    Events {
        /// The file's name.
        name: String,
        /// Why (boxed: a judge's error is large, and every stop carries this enum).
        error: Box<crate::check::judge::JudgeError>,
    },
    /// The window could not open, or refused what it was to show.
    #[cfg(feature = "app")]
    App(crate::app::error::AppError),
    /// This build has no window.
    NoWindow,
    /// `gui --events` with an algorithm other than minimax or alpha-beta.
    EventsNeedAlgo,
    /// `gui --events` without a tree.
    EventsNeedTree,
    /// `gui --events` on a tree with chance nodes, which neither minimax nor alpha-beta searches.
    EventsChance,
    /// `search` with standard output closed.
    StdoutClosed,
    /// `search --no-trace --format dot`: no trace to draw.
    DotNeedsTrace,
    /// `render --out` names its own `--tree` file.
    OutIsTree(std::path::PathBuf),
    /// `render --step` or `--steps` outside the search.
    Steps(StepsError),
    /// `grade`: the report could not be written.
    Written(crate::files::WriteError),
    /// `class`: the web build is missing (`bash web/build.sh` makes it).
    NoWebBuild(std::path::PathBuf),
    /// `class`: the server could not start.
    Class(gametree_class::server::ServerError),
    /// `check`: the tree could not be copied for the program (`{tree}`).
    CheckTmp {
        /// The folder it was to go in.
        folder: std::path::PathBuf,
        /// Why.
        error: std::io::Error,
    },
}

impl From<StepsError> for CliError {
    fn from(e: StepsError) -> CliError {
        CliError::Steps(e)
    }
}

impl From<crate::draw::picture::PictureError> for CliError {
    fn from(e: crate::draw::picture::PictureError) -> CliError {
        CliError::Picture(e)
    }
}

impl Say for CliError {
    fn say(&self) -> String {
        match self {
            CliError::Key(e) => key_words(e),
            CliError::Scenario(e) => scenario_words(e),
            CliError::Link(e) => e.say(),
            CliError::Tree(e) => e.say(),
            CliError::Read(e) => e.say(),
            CliError::Picture(e) => e.say(),
            CliError::Drawing(e) => e.say(),
            CliError::Set(e) => e.say(),
            CliError::Sheet(crate::exercises::SheetError::Search(e)) => scenario_words(e),
            CliError::Sheet(e) => e.say(),
            CliError::Events { name, error } => t!(
                "app-check-bad-file",
                name = name.as_str(),
                error = error.say()
            ),
            #[cfg(feature = "app")]
            CliError::App(e) => e.say(),
            CliError::NoWindow => t!("cli-no-window"),
            CliError::EventsNeedAlgo => t!("check-needs-algo"),
            CliError::EventsNeedTree => t!("gui-events-needs-tree"),
            CliError::EventsChance => t!("check-chance"),
            CliError::StdoutClosed => t!("cli-stdout-closed"),
            CliError::DotNeedsTrace => t!("cli-dot-needs-trace"),
            CliError::OutIsTree(path) => t!("cli-out-is-tree", path = path.display().to_string()),
            CliError::Steps(e) => e.say(),
            CliError::Written(e) => e.say(),
            CliError::NoWebBuild(folder) => t!(
                "cli-class-no-web",
                folder = crate::game::printable(&folder.display().to_string())
            ),
            CliError::Class(e) => super::class::server_words(e),
            CliError::CheckTmp { folder, error } => t!(
                "check-tmp",
                folder = crate::game::printable(&folder.display().to_string()),
                error = error.say()
            ),
        }
    }
}

/// `render --step N` or `--steps A..B` that is not in a search of `last` steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepsError {
    /// `--step` past the end.
    StepPastEnd {
        /// The step asked for.
        step: usize,
        /// The last step.
        last: usize,
    },
    /// `--step` neither a number nor `end` (as typed).
    NotAStep {
        /// What was typed.
        step: String,
        /// The last step.
        last: usize,
    },
    /// `--steps` not `A..B` nor `all` (as typed).
    NotSteps {
        /// What was typed.
        steps: String,
        /// The last step.
        last: usize,
    },
    /// `--steps` reaching past the end.
    StepsPastEnd {
        /// What was typed.
        steps: String,
        /// The first step past the end.
        step: usize,
        /// The last step.
        last: usize,
    },
    /// `--steps` from a later step to an earlier one.
    Backwards {
        /// What was typed.
        steps: String,
        /// Where it starts.
        from: usize,
        /// Where it ends.
        to: usize,
    },
    /// More frames than an animation may have.
    TooManyFrames {
        /// The frames asked for.
        frames: usize,
        /// The most.
        most: usize,
    },
}

impl Say for StepsError {
    fn say(&self) -> String {
        match self {
            StepsError::StepPastEnd { step, last } => {
                t!("cli-step-past-end", step = *step, last = *last)
            }
            StepsError::NotAStep { step, last } => {
                t!("cli-step-not-a-step", step = step.as_str(), last = *last)
            }
            StepsError::NotSteps { steps, last } => {
                t!("cli-steps-not-steps", steps = steps.as_str(), last = *last)
            }
            StepsError::StepsPastEnd { steps, step, last } => t!(
                "cli-steps-past-end",
                steps = steps.as_str(),
                step = *step,
                last = *last
            ),
            StepsError::Backwards { steps, from, to } => t!(
                "cli-steps-backwards",
                steps = steps.as_str(),
                from = *from,
                to = *to
            ),
            StepsError::TooManyFrames { frames, most } => {
                crate::draw::picture::PictureError::TooManyFrames {
                    frames: *frames,
                    most: *most,
                }
                .say()
            }
        }
    }
}

/// What a value of the command's own options (`--level`, `--seed`, `--timeout`, …) should
/// have been, for the words of [`ValueError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `sheet --level`.
    Level,
    /// `sheet --count`.
    Count,
    /// `sheet --seed`.
    Seed,
    /// `check --timeout`.
    Timeout,
    /// `render --fps`.
    Fps,
    /// `grade --jobs`.
    Jobs,
    /// `class --port`.
    Port,
    /// `class --max-students`.
    MaxStudents,
}

impl Say for Expected {
    fn say(&self) -> String {
        match self {
            Expected::Level => t!("cli-expect-level"),
            Expected::Count => t!("cli-expect-count"),
            Expected::Seed => t!("cli-expect-seed"),
            Expected::Timeout => t!("cli-expect-timeout"),
            Expected::Fps => t!("cli-expect-fps"),
            Expected::Jobs => t!("cli-expect-jobs"),
            Expected::Port => t!("cli-expect-port"),
            Expected::MaxStudents => t!("cli-expect-max-students"),
        }
    }
}

/// A value clap's parsers refuse, as facts. clap shows it through `Display` (it takes any
/// error), which says it in the language in force: the words are made when clap shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// A scenario flag's value (`--bones 5000`), said naming the flag's range.
    Key(KeyError),
    /// A whole number refused.
    Number(Problem, Expected),
    /// Not a number at all.
    NotANumber(Expected),
    /// A number out of range.
    OutOfRange(Expected),
    /// `--size` that is not `WxH` in range (as typed).
    Size(String),
    /// `--lang` that is neither en nor zh.
    Lang,
    /// `class --bind` that is not an address (as typed).
    Bind(String),
    /// `render --step` that is neither a number nor `end`.
    Step,
    /// `render --steps` that is not `A..B` nor `all`.
    Steps,
}

impl Say for ValueError {
    fn say(&self) -> String {
        match self {
            ValueError::Key(e) => value_words(e),
            ValueError::Number(problem, expected) => number_words(*problem, &expected.say()),
            ValueError::NotANumber(expected) => {
                t!("cli-not-a-number", expected = expected.say())
            }
            ValueError::OutOfRange(expected) => t!("cli-out-of-range", expected = expected.say()),
            ValueError::Size(size) => t!("cli-expect-size", size = size.as_str()),
            ValueError::Lang => t!("cli-expect-lang"),
            ValueError::Bind(text) => t!("cli-expect-bind", bind = text.as_str()),
            ValueError::Step => t!("cli-expect-step"),
            ValueError::Steps => t!("cli-expect-steps"),
        }
    }
}

impl std::fmt::Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say())
    }
}

impl std::error::Error for ValueError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn the_budget_advice_names_only_the_flags_not_given() {
        let said = |alphabeta, tt, depth| {
            let e = SearchError::NodeBudget {
                limit: 1000,
                in_use: InUse {
                    alphabeta,
                    tt,
                    depth,
                    chance: false,
                },
            };
            with_lang(Lang::En, || search_words(&e))
        };
        assert_eq!(
            said(false, false, false),
            "the search would visit more than 1000 nodes (--max-nodes); \
             use alpha-beta, --tt, --depth, or raise --max-nodes"
        );
        let ab_tt = said(true, true, false);
        assert!(
            !ab_tt.contains("alpha-beta") && !ab_tt.contains("--tt"),
            "{ab_tt}"
        );
        assert!(
            ab_tt.contains("--depth") && ab_tt.contains("--max-nodes"),
            "{ab_tt}"
        );
        assert!(said(true, true, true).contains("a smaller --depth"));
    }
}
