//! The words of `gametree check` (issues 28 and 34): the learner's scoring as their leaves
//! show it, the verdict on their search against the textbook's (the first step where the two
//! part, said with the numbers), what their walk is exactly (minimax, alpha-beta, a classic
//! bug), and why a program's events could not be read. Nodes are named as everywhere else:
//! "MIN node C", "leaf 4 under C", "the heap of 5 (MIN)", "the position after X b1, O a2 (MAX)".

use crate::Say;
use crate::t;
use gametree_engine::check::compare::node_at;
use gametree_engine::check::judge::{Diagnosis, Did, Doing, JudgeError, Judgement, Parting};
use gametree_engine::check::protocol::{Key, ProtocolError, ValueProblem};
use gametree_engine::check::scoring::{Broken, Rule, RuleError, is_round};
use gametree_engine::check::shape::{LeafFact, Place, Stops};
use gametree_engine::check::walker::Variant;
use gametree_engine::check::windows::WindowBug;
use gametree_engine::game::{Player, Sides};
use gametree_engine::search::Algorithm;
use gametree_engine::trace::{Trace, show_value};

/// What the verdict is said about: the search checked, the game's sides, and the textbook's
/// recording where there is one (a tree's nodes are named by it).
pub struct Context<'a> {
    /// Minimax or alpha-beta.
    pub algorithm: Algorithm,
    /// How the game names its sides (X and O, by turn, MAX and MIN).
    pub sides: Sides,
    /// The textbook's recording (trees), to name nodes by it.
    pub trace: Option<&'a Trace>,
    /// Said in the app (advice names the scenario panel, not the command line's flags).
    pub app: bool,
}

impl Context<'_> {
    fn algorithm(&self) -> String {
        crate::titles::algorithm_title(self.algorithm)
    }

    /// A side of the game in words: "X", "the player to move at the root", "MAX".
    fn side(&self, p: Player) -> String {
        match (self.sides, p) {
            (Sides::Marks, Player::Max) => "X".into(),
            (Sides::Marks, Player::Min) => "O".into(),
            (Sides::Turns, Player::Max) => t!("check-side-first"),
            (Sides::Turns, Player::Min) => t!("check-side-second"),
            (Sides::MaxMin, p) => p.name().into(),
        }
    }

    /// A node said with its player ("MIN node C", "the heap of 4 (MIN)"), by the recording
    /// where it holds the node.
    fn named(&self, d: &Did) -> String {
        if let Some(trace) = self.trace
            && let Some(n) = node_at(trace, &d.path)
        {
            return crate::narrate::who(trace, n);
        }
        let player = d.player.name();
        match &d.place {
            Place::Tree { name, .. } if d.path.is_empty() => {
                t!(
                    "narration-who-root-named",
                    label = name.as_str(),
                    player = player
                )
            }
            Place::Tree { name, .. } => {
                t!("narration-who-node", player = player, name = name.as_str())
            }
            p => t!("narration-who-position", name = place(p), player = player),
        }
    }

    /// One step said as what a search did ("entered MIN node C").
    fn did(&self, d: &Did) -> String {
        let node = self.named(d);
        match d.what {
            Doing::Enter => t!("check-did-enter", node = node),
            Doing::Leaf(v) => t!("check-did-leaf", node = node, value = show_value(v)),
            Doing::Exit(v) => t!("check-did-exit", node = node, value = show_value(v)),
        }
    }
}

/// A game's position said by its facts: "the heap of 5", "the position after X b1, O a2",
/// "the root".
pub fn place(p: &Place) -> String {
    match p {
        Place::Tree { name, .. } => name.clone(),
        Place::Root => t!("engine-node-root"),
        Place::Heap(left) => t!("narration-name-heap", left = *left),
        Place::After(moves) => t!(
            "narration-name-position-after",
            moves = moves.join(&t!("narration-name-move-separator")).as_str()
        ),
    }
}

/// The verdict on a judged walk, a line each: the scoring found (games), that the searches
/// agree or the first place they part, and what the walk is exactly when it is a known one.
pub fn verdict(ctx: &Context, j: &Judgement) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(rule) = j.rule {
        lines.push(rule_line(ctx, rule, j.stated));
    }
    match &j.parting {
        None if j.fail_hard => lines.push(t!(
            "check-agree-fail-hard",
            algorithm = ctx.algorithm(),
            nodes = gametree_engine::compare::group(j.steps as u64)
        )),
        None => lines.push(agree(&ctx.algorithm(), j.steps)),
        Some(p) => {
            lines.push(parting(ctx, p, j.stated));
            for d in &j.diagnosis {
                lines.push(diagnosis(ctx, *d, j));
            }
            // A walk named by a search that had to match it to the end, read only in part.
            let walked = j
                .diagnosis
                .iter()
                .any(|d| !matches!(d, Diagnosis::DrawAsEvaluation { .. }));
            if !j.complete && walked {
                lines.push(t!(
                    "check-as-far",
                    steps = gametree_engine::compare::group(j.steps as u64)
                ));
            }
        }
    }
    lines
}

/// The verdict when the walks agree over `steps` steps.
pub fn agree(algorithm: &str, steps: usize) -> String {
    t!(
        "check-agree",
        algorithm = algorithm,
        nodes = gametree_engine::compare::group(steps as u64)
    )
}

/// "Your program scores a win for O as +10, for X as −10, a draw 0: O is your MAX."
pub fn rule_line(ctx: &Context, rule: Rule, stated: bool) -> String {
    let (max, min) = if rule.flip {
        (Player::Min, Player::Max)
    } else {
        (Player::Max, Player::Min)
    };
    // Depth counted from the root's children reads better when that makes the worth round.
    let children = rule.per_ply != 0 && !is_round(rule.win) && is_round(rule.win - rule.per_ply);
    let worth = if children {
        rule.win - rule.per_ply
    } else {
        rule.win
    };
    let (win, loss) = match rule.per_ply {
        0 => (format!("+{worth}"), format!("−{worth}")),
        1 => (format!("{worth} − depth"), format!("−({worth} − depth)")),
        _ => (format!("{worth} + depth"), format!("−({worth} + depth)")),
    };
    let (win, loss) = (
        win.replace("depth", &t!("check-depth")),
        loss.replace("depth", &t!("check-depth")),
    );
    let origin = match (rule.per_ply, children) {
        (0, _) => String::new(),
        (_, false) => t!("check-depth-root"),
        (_, true) => t!("check-depth-children"),
    };
    let (max, min) = (ctx.side(max), ctx.side(min));
    // Bones has no draw.
    let mut draw = match ctx.sides {
        Sides::Turns => String::new(),
        _ => t!("check-rule-draw"),
    };
    if rule.zero_evaluation {
        draw.push_str(&t!("check-rule-zero-evaluation"));
    }
    if stated {
        t!(
            "check-rule-stated",
            max = max,
            min = min,
            win = win,
            loss = loss,
            draw = draw.as_str(),
            origin = origin
        )
    } else {
        t!(
            "check-rule",
            max = max,
            min = min,
            win = win,
            loss = loss,
            draw = draw.as_str(),
            origin = origin
        )
    }
}

/// The first place the learner's search parts from the textbook's.
pub fn parting(ctx: &Context, p: &Parting, stated: bool) -> String {
    let algorithm = ctx.algorithm();
    let step = p.index + 1;
    if let (Some(b), Some(theirs)) = (&p.broken, &p.theirs) {
        return broken(ctx, step, b, theirs, stated);
    }
    match (&p.theirs, &p.ours) {
        (Some(child), Some(ours)) if p.again && child.what == Doing::Enter => t!(
            "check-again",
            step = step,
            child = ctx.named(child),
            algorithm = algorithm,
            ours = ctx.did(ours)
        ),
        (Some(child), Some(parent)) if child.what == Doing::Enter && p.cut.is_some() => {
            let cut = p.cut.expect("checked");
            t!(
                "check-entered-pruned",
                step = step,
                child = ctx.named(child),
                parent = ctx.named(parent),
                algorithm = algorithm,
                searched = cut.searched,
                alpha = show_value(cut.alpha),
                beta = show_value(cut.beta)
            )
        }
        (Some(theirs), Some(ours)) if theirs.fact.is_none() && theirs.what.is_leaf() => {
            t!(
                "check-leaf-goes-on",
                step = step,
                node = ctx.named(theirs),
                value = show_value(theirs.what.value().unwrap_or(0)),
                algorithm = algorithm,
                ours = ctx.did(ours)
            )
        }
        (Some(theirs), Some(ours)) if theirs.path == ours.path => match (theirs.what, ours.what) {
            (Doing::Exit(mine), Doing::Exit(right)) => t!(
                "check-returned",
                step = step,
                node = ctx.named(theirs),
                value = show_value(mine),
                algorithm = algorithm,
                right = show_value(right)
            ),
            (Doing::Exit(v), Doing::Leaf(_)) => t!(
                "check-missing-leaf",
                step = step,
                node = ctx.named(theirs),
                value = show_value(v)
            ),
            _ => differ(ctx, step, theirs, ours),
        },
        (Some(theirs), Some(ours)) => differ(ctx, step, theirs, ours),
        (None, Some(ours)) => t!(
            "check-stopped",
            step = step,
            algorithm = algorithm,
            ours = ctx.did(ours)
        ),
        (Some(theirs), None) if theirs.path.is_empty() && theirs.what == Doing::Enter => {
            t!("check-root-again-done", step = step, algorithm = algorithm)
        }
        (Some(theirs), None) => t!(
            "check-went-on",
            step = step,
            algorithm = algorithm,
            theirs = ctx.did(theirs)
        ),
        (None, None) => agree(&algorithm, 0),
    }
}

fn differ(ctx: &Context, step: usize, theirs: &Did, ours: &Did) -> String {
    t!(
        "check-differ",
        step = step,
        theirs = ctx.did(theirs),
        algorithm = ctx.algorithm(),
        ours = ctx.did(ours)
    )
}

/// A leaf whose value breaks the rule the learner's other leaves follow.
fn broken(ctx: &Context, step: usize, b: &Broken, theirs: &Did, stated: bool) -> String {
    let node = ctx.named(theirs);
    let given = show_value(b.given);
    match b.fact {
        LeafFact::Over { winner: None, .. } => {
            t!("check-broken-draw", step = step, node = node, given = given)
        }
        LeafFact::Over {
            winner: Some(w),
            ply,
        } => match b.expected {
            Some(expected) if stated => t!(
                "check-broken-win-stated",
                step = step,
                node = node,
                given = given,
                winner = ctx.side(w),
                ply = ply,
                expected = show_value(expected)
            ),
            Some(expected) => t!(
                "check-broken-win",
                step = step,
                node = node,
                given = given,
                winner = ctx.side(w),
                ply = ply,
                expected = show_value(expected)
            ),
            None => {
                let max =
                    b.rule.map_or(
                        Player::Max,
                        |r| {
                            if r.flip { Player::Min } else { Player::Max }
                        },
                    );
                t!(
                    "check-broken-win-open",
                    step = step,
                    node = node,
                    given = given,
                    winner = ctx.side(w),
                    max = ctx.side(max)
                )
            }
        },
        LeafFact::Evaluation { value, limit } => {
            let terms = if theirs.terms.is_empty() {
                value.to_string()
            } else {
                crate::narrate::estimate_words(&theirs.terms, value)
            };
            let expected = b.expected.unwrap_or(value);
            t!(
                "check-broken-evaluation",
                step = step,
                node = node,
                given = given,
                expected = show_value(expected),
                terms = terms,
                limit = limit.map_or_else(|| "—".to_string(), |d| d.to_string())
            )
        }
        LeafFact::Tree(v) => t!(
            "check-returned",
            step = step,
            node = node,
            value = given,
            algorithm = ctx.algorithm(),
            right = show_value(v)
        ),
    }
}

/// A search whose walk is exactly the learner's, said.
pub fn diagnosis(ctx: &Context, d: Diagnosis, j: &Judgement) -> String {
    match d {
        Diagnosis::NeverPrunes if ctx.app => t!("check-never-prunes-app"),
        Diagnosis::NeverPrunes => t!("check-never-prunes"),
        Diagnosis::Prunes if ctx.app => t!("check-prunes-app"),
        Diagnosis::Prunes => t!("check-prunes"),
        Diagnosis::DrawAsEvaluation { evaluation } => {
            t!("check-draw-as-evaluation", value = show_value(evaluation))
        }
        Diagnosis::Misere => t!("check-misere"),
        Diagnosis::Window(w) => match w {
            WindowBug::NotPassed => t!("check-window-not-passed"),
            WindowBug::AlphaNotUpdated => t!("check-window-alpha-not-updated"),
            WindowBug::BetaNotUpdated => t!("check-window-beta-not-updated"),
            WindowBug::AlphaAtMin => t!("check-window-alpha-at-min"),
            WindowBug::TestAfterLoop => t!("check-window-test-after-loop"),
            WindowBug::TiesNotCut => t!("check-window-ties-not-cut"),
        },
        Diagnosis::Variant(Variant::SidesSwapped) => {
            // Their root takes the side the scores do not: it maximises where the scores'
            // MIN is to move (or the other way round).
            let flip = j.rule.is_some_and(|r| r.flip);
            let to_move = j.root_player;
            let their_max_moves = (to_move == Player::Max) != flip;
            let (side, other) = (ctx.side(to_move), ctx.side(to_move.other()));
            if their_max_moves {
                t!("check-sides-swapped-min", side = side)
            } else {
                t!("check-sides-swapped-max", side = side, other = other)
            }
        }
        Diagnosis::Variant(v) => t!(
            "check-diagnosis",
            algorithm = ctx.algorithm(),
            bugs = variant_words(v)
        ),
    }
}

/// What a search with the bug `v` does, as the end of "… like alpha-beta that …".
pub fn variant_words(v: Variant) -> String {
    match v {
        Variant::MaxMinSwapped => t!("check-bug-max-min-swapped"),
        Variant::StrictCutoff => t!("check-bug-strict-cutoff"),
        Variant::BestNotReset => t!("check-bug-best-not-reset"),
        Variant::SidesSwapped => t!("check-bug-sides-swapped"),
        Variant::AlphaNotRaised => t!("check-bug-alpha-not-raised"),
        Variant::BetaNotLowered => t!("check-bug-beta-not-lowered"),
        Variant::BoundsSwapped => t!("check-bug-bounds-swapped"),
        Variant::ReversedOrder => t!("check-bug-reversed-order"),
        Variant::Reordered => t!("check-bug-reordered"),
        Variant::LastChild => t!("check-bug-last-child"),
        Variant::SideNotFlipped => t!("check-bug-side-not-flipped"),
        Variant::DeeperByOne => t!("check-bug-deeper-by-one"),
        Variant::ShallowerByOne => t!("check-bug-shallower-by-one"),
        Variant::PliesPerPair => t!("check-bug-plies-per-pair"),
    }
}

impl Say for ProtocolError {
    fn say(&self) -> String {
        match self {
            ProtocolError::NoEvents => t!("check-no-events"),
            ProtocolError::Utf16 => t!("check-utf16"),
            ProtocolError::Outside { line } => t!("check-outside", line = *line),
            ProtocolError::RootAgain { line } => t!("check-root-again", line = *line),
            ProtocolError::BadValue {
                line,
                key,
                written,
                problem,
            } => {
                let key = match key {
                    Key::Enter => "enter",
                    Key::Leaf => "leaf",
                    Key::Exit => "exit",
                };
                let (line, written) = (*line, written.as_str());
                match problem {
                    ValueProblem::NotAChild => {
                        t!("check-bad-child", line = line, key = key, written = written)
                    }
                    ValueProblem::NotWhole => {
                        t!("check-bad-whole", line = line, key = key, written = written)
                    }
                    ValueProblem::OutOfRange => {
                        t!("check-bad-range", line = line, key = key, written = written)
                    }
                    ValueProblem::TwoEvents => t!("check-bad-two", line = line, key = key),
                }
            }
            ProtocolError::NoSuchChild {
                line,
                index,
                children,
                ..
            } => t!(
                "check-no-such-child",
                line = *line,
                index = *index,
                children = *children
            ),
            ProtocolError::WrongLeaf {
                line, given, tree, ..
            } => t!(
                "check-wrong-leaf",
                line = *line,
                given = show_value(*given),
                tree = *tree
            ),
            ProtocolError::IllegalMove {
                line,
                at,
                given,
                legal,
                stops,
            } => {
                let (line, mv, at) = (*line, given.as_str(), place(at));
                match stops {
                    Stops::GameOver => t!("check-move-game-over", line = line, mv = mv, place = at),
                    Stops::DepthLimit(d) => t!(
                        "check-move-depth-limit",
                        line = line,
                        mv = mv,
                        place = at,
                        depth = *d
                    ),
                    Stops::No => t!(
                        "check-illegal-move",
                        line = line,
                        mv = mv,
                        place = at,
                        legal = legal.join(&t!("narration-name-move-separator")).as_str()
                    ),
                }
            }
            ProtocolError::WrongSide {
                line,
                at,
                given,
                legal,
            } => t!(
                "check-wrong-side",
                line = *line,
                mv = given.as_str(),
                place = place(at),
                legal = legal.as_str()
            ),
            ProtocolError::Unfinished { open } => t!("check-unfinished", open = *open),
            ProtocolError::TooMany { limit } => t!(
                "check-too-many",
                limit = gametree_engine::compare::group(*limit as u64)
            ),
        }
    }
}

impl Say for JudgeError {
    fn say(&self) -> String {
        match self {
            JudgeError::Protocol(e) => e.say(),
            JudgeError::Budget { limit } => t!(
                "check-budget",
                limit = gametree_engine::compare::group(*limit)
            ),
        }
    }
}

impl Say for RuleError {
    fn say(&self) -> String {
        match self {
            RuleError::Form { given } => t!("check-scoring-form", given = given.as_str()),
            RuleError::Side { given, sides } => t!(
                "check-scoring-side",
                given = given.as_str(),
                first = sides[0],
                second = sides[1]
            ),
            RuleError::Worth { given } => t!("check-scoring-worth", given = given.as_str()),
        }
    }
}
