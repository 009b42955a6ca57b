//! The words of `gametree check` (issue 28): the verdict on a learner's search against the
//! textbook's, the first place the two part said with the numbers, and why a program's events
//! could not be read. Game positions are named as everywhere else: "the heap of 5 (MIN)",
//! "the position after X b1, O a2 (MAX)".

use crate::Say;
use crate::t;
use gametree_engine::check::Walk;
use gametree_engine::check::bugs::Bug;
use gametree_engine::check::compare::{Parting, node_at};
use gametree_engine::check::protocol::ProtocolError;
use gametree_engine::check::shape::{Place, Stops};
use gametree_engine::game::PositionView;
use gametree_engine::trace::{Trace, show_value};

/// The move codes from the root down a path of child indices, where the game has them (for
/// naming game positions the recording never reached); `&|_| None` on a tree.
pub type Codes<'a> = &'a dyn Fn(&[u32]) -> Option<Vec<u32>>;

/// The node at `path` said with its player ("MIN node C", "leaf 6 under C", "the heap of 4
/// (MIN)"), also where the recording never went (a position its cutoffs skipped).
fn named(trace: &Trace, codes: Codes, path: &[u32]) -> String {
    if let Some(n) = node_at(trace, path) {
        return crate::narrate::who(trace, n);
    }
    let (Some(codes), Some(root)) = (codes(path), trace.iterations.first()) else {
        return format!("#{path:?}");
    };
    let name = match trace.game.view(&codes) {
        PositionView::Bones { left, .. } => Place::Heap(left),
        _ => Place::After(
            (0..codes.len())
                .map(|i| trace.game.move_text(&codes[..i], codes[i]))
                .collect(),
        ),
    };
    let mut player = trace.node(root.root).player;
    if codes.len() % 2 == 1 {
        player = player.other();
    }
    t!(
        "narration-who-position",
        name = place(&name),
        player = player.name()
    )
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

/// One step of a walk said as what a search did ("entered MIN node C").
fn did(trace: &Trace, codes: Codes, w: &Walk) -> String {
    match w {
        Walk::Enter(p) => t!("check-did-enter", node = named(trace, codes, p)),
        Walk::Leaf(p, v) => t!("check-did-leaf", node = named(trace, codes, p), value = *v),
        Walk::Exit(p, v) => t!("check-did-exit", node = named(trace, codes, p), value = *v),
    }
}

/// The verdict when the walks agree: `nodes` entered, the same values, the same cutoffs.
pub fn agree(algorithm: &str, nodes: usize) -> String {
    t!("check-agree", algorithm = algorithm, nodes = nodes)
}

/// The verdict on a judged check, a line each: that the searches agree over `steps` steps, or
/// the first place they part and, when classic bugs walk as theirs, which (`codes` as for
/// [`parting`]).
pub fn verdict(
    textbook: &Trace,
    codes: Codes,
    algorithm: &str,
    steps: usize,
    parting: Option<&Parting>,
    bugs: &[Bug],
) -> Vec<String> {
    match parting {
        None => vec![agree(algorithm, steps)],
        Some(p) => {
            let mut lines = vec![self::parting(textbook, codes, algorithm, p)];
            lines.extend(diagnosis(bugs));
            lines
        }
    }
}

/// The first place the learner's search parts from `algorithm`'s recording `trace` (`codes`
/// names game positions the recording does not hold; see [`Codes`]).
pub fn parting(trace: &Trace, codes: Codes, algorithm: &str, p: &Parting) -> String {
    let named = |path: &[u32]| named(trace, codes, path);
    let did = |w: &Walk| did(trace, codes, w);
    let step = p.index + 1;
    match (&p.theirs, &p.ours) {
        (Some(Walk::Enter(child)), Some(Walk::Exit(parent, _))) if p.cut.is_some() => {
            let cut = p.cut.as_ref().expect("checked");
            t!(
                "check-entered-pruned",
                step = step,
                child = named(child),
                parent = named(parent),
                algorithm = algorithm,
                searched = cut.searched,
                alpha = show_value(cut.alpha),
                beta = show_value(cut.beta)
            )
        }
        (Some(Walk::Exit(a, mine)), Some(Walk::Exit(b, right))) if a == b => t!(
            "check-returned",
            step = step,
            node = named(a),
            value = *mine,
            algorithm = algorithm,
            right = *right
        ),
        (Some(theirs), Some(ours)) => t!(
            "check-differ",
            step = step,
            theirs = did(theirs),
            algorithm = algorithm,
            ours = did(ours)
        ),
        (None, Some(ours)) => t!(
            "check-stopped",
            step = step,
            algorithm = algorithm,
            ours = did(ours)
        ),
        (Some(theirs), None) => t!(
            "check-went-on",
            step = step,
            algorithm = algorithm,
            theirs = did(theirs)
        ),
        (None, None) => agree(algorithm, 0),
    }
}

/// "Your search behaves exactly like alpha-beta that does not pass α and β down …", or `None`
/// when no classic bug walks as theirs.
pub fn diagnosis(bugs: &[Bug]) -> Option<String> {
    let said: Vec<String> = bugs
        .iter()
        .map(|b| match b {
            Bug::WindowNotPassed => t!("check-bug-window-not-passed"),
            Bug::MaxMinSwapped => t!("check-bug-max-min-swapped"),
            Bug::AlphaAtMin => t!("check-bug-alpha-at-min"),
            Bug::StrictCutoff => t!("check-bug-strict-cutoff"),
            Bug::BestNotReset => t!("check-bug-best-not-reset"),
            Bug::CutAfterLoop => t!("check-bug-cut-after-loop"),
        })
        .collect();
    (!said.is_empty()).then(|| {
        t!(
            "check-diagnosis",
            bugs = said.join(&t!("check-bug-or")).as_str()
        )
    })
}

impl Say for ProtocolError {
    fn say(&self) -> String {
        match self {
            ProtocolError::NoEvents => t!("check-no-events"),
            ProtocolError::Outside { line } => t!("check-outside", line = *line),
            ProtocolError::RootAgain { line } => t!("check-root-again", line = *line),
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
                given = *given,
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
            ProtocolError::WrongValue {
                line,
                at,
                given,
                game,
                stops,
            } => {
                let (line, given, at, game) = (*line, *given, place(at), *game);
                match stops {
                    Stops::DepthLimit(_) => t!(
                        "check-wrong-evaluation",
                        line = line,
                        given = given,
                        place = at,
                        game = game
                    ),
                    _ => t!(
                        "check-wrong-score",
                        line = line,
                        given = given,
                        place = at,
                        game = game
                    ),
                }
            }
            ProtocolError::Unfinished { open } => t!("check-unfinished", open = *open),
            ProtocolError::TooMany { limit } => t!("check-too-many", limit = *limit),
        }
    }
}
