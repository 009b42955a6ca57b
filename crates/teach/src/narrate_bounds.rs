//! Where a bound comes from, and the sentences that say it: a cutoff, and a node that
//! finishes with only a bound. An edge of a node's window (α or β) was set by an ancestor's
//! best so far (a real alternative in another branch), by a PVS null-window test, by an
//! MTD(f) pass's guess, or by the aspiration window at the root; each is said as what it is
//! ("elsewhere" and "higher up will not come here" only for another branch).

use super::words::capitalise;
use crate::t;
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::{Bound, INF, NEG_INF};
use gametree_engine::trace::{NodeId, NodeState, Playback, Status, Trace, flags, show_value};

/// One edge of a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// α: what MAX is already sure of.
    Alpha,
    /// β: what MIN already holds MAX to.
    Beta,
}

impl Edge {
    /// The edge of window `(alpha, beta)`.
    pub fn of(self, (alpha, beta): (i64, i64)) -> i64 {
        match self {
            Edge::Alpha => alpha,
            Edge::Beta => beta,
        }
    }

    /// The player whose best so far moves this edge: MAX raises α, MIN lowers β.
    pub fn owner(self) -> Player {
        match self {
            Edge::Alpha => Player::Max,
            Edge::Beta => Player::Min,
        }
    }

    /// "α" or "β".
    pub fn symbol(self) -> &'static str {
        match self {
            Edge::Alpha => "α",
            Edge::Beta => "β",
        }
    }
}

/// Where the value of one edge of a node's entry window comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The best so far of ancestor `at` (a MAX node for α, a MIN node for β): a child it has
    /// already searched, in another branch.
    Branch {
        /// The ancestor whose best so far set the edge.
        at: NodeId,
    },
    /// The null window of the PVS test of `test` (α + 1 below MAX, β − 1 below MIN).
    Test {
        /// The node entered as a test.
        test: NodeId,
    },
    /// The null window of the MTD(f) pass whose root is `root`.
    Pass {
        /// The pass's root.
        root: NodeId,
    },
    /// The aspiration window the iteration at `root` started with.
    Aspiration {
        /// The iteration's root.
        root: NodeId,
    },
    /// Nothing: the edge is ±∞, the full window.
    Open,
}

/// Where edge `edge` of node `id`'s entry window comes from, followed up the recorded tree.
pub fn source(trace: &Trace, id: NodeId, edge: Edge) -> Source {
    let mut c = id;
    loop {
        let n = trace.node(c);
        let value = edge.of((n.alpha, n.beta));
        let Some(p) = trace.parent(c) else {
            return root_source(trace, c, value);
        };
        let parent = trace.node(p);
        // A test's window: (α, α + 1) below MAX makes β, (β − 1, β) below MIN makes α.
        if n.has(flags::PROBE) && parent.player != edge.owner() {
            return Source::Test { test: c };
        }
        // The parent moved this edge with its best so far before entering `c`.
        if parent.player == edge.owner() && edge.of((parent.alpha, parent.beta)) != value {
            return Source::Branch { at: p };
        }
        c = p;
    }
}

fn root_source(trace: &Trace, root: NodeId, value: i64) -> Source {
    let n = trace.node(root);
    if value == NEG_INF || value == INF {
        Source::Open
    } else if n.has(flags::PASS) {
        Source::Pass { root }
    } else if trace.config.aspiration.is_some() && !n.has(flags::RESEARCH) {
        Source::Aspiration { root }
    } else {
        Source::Open
    }
}

/// Where the bound `edge` = `value` comes from, when it is not another branch: "β = 4 is
/// only the edge of C's null-window test (the test only asks: is C better for MAX than
/// α = 3?)"; empty for another branch or the open window.
pub fn source_words(trace: &Trace, source: Source, edge: Edge, value: i64) -> String {
    let (symbol, value_text) = (edge.symbol(), show_value(value));
    match source {
        Source::Test { test } => {
            let n = trace.node(test);
            let name = crate::move_words::node_name(trace, test);
            match trace.parent(test).map(|p| trace.node(p).player) {
                Some(Player::Max) => t!(
                    "narration-source-test-max",
                    edge = symbol,
                    value = value_text,
                    name = name,
                    alpha = show_value(n.alpha)
                ),
                _ => t!(
                    "narration-source-test-min",
                    edge = symbol,
                    value = value_text,
                    name = name,
                    beta = show_value(n.beta)
                ),
            }
        }
        Source::Pass { root } => {
            let it = trace
                .iterations
                .iter()
                .position(|it| it.root == root)
                .unwrap_or(0);
            t!(
                "narration-source-pass",
                edge = symbol,
                value = value_text,
                pass = trace.pass_number(it).unwrap_or(1),
                beta = show_value(trace.node(root).beta)
            )
        }
        Source::Aspiration { root } => {
            let n = trace.node(root);
            t!(
                "narration-source-aspiration",
                edge = symbol,
                value = value_text,
                window = super::words::window_text((n.alpha, n.beta))
            )
        }
        Source::Branch { .. } | Source::Open => String::new(),
    }
}

/// The edge a cutoff at a `player` node runs into: β at MAX, α at MIN.
pub fn cut_edge(player: Player) -> Edge {
    match player {
        Player::Max => Edge::Beta,
        Player::Min => Edge::Alpha,
    }
}

/// The sentence for a cutoff at `id`: what its value can only be, where the bound it runs
/// into comes from, and how many children are pruned.
pub fn cutoff_sentence(playback: &Playback, id: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(id);
    let step = (playback.step() - 1) as u32;
    let pruned = trace
        .tree
        .children(id)
        .filter(|&c| trace.node(c).status == Status::Pruned && trace.node(c).enter_step == step)
        .count();
    let (alpha, beta) = match playback.state(id) {
        NodeState::Active { alpha, beta, .. } => (alpha, beta),
        _ => (n.alpha, n.beta),
    };
    let edge = cut_edge(n.player);
    let name = crate::move_words::node_name(trace, id);
    // A tree node has a name to choose; a game position is reached by a move.
    let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
    let src = source(trace, id, edge);
    let message = match (src, n.player, tree) {
        (Source::Branch { .. }, Player::Min, true) => "narration-cutoff-min",
        (Source::Branch { .. }, Player::Min, false) => "narration-cutoff-min-game",
        (Source::Branch { .. }, Player::Max, true) => "narration-cutoff-max",
        (Source::Branch { .. }, Player::Max, false) => "narration-cutoff-max-game",
        (_, Player::Min, _) => "narration-cutoff-min-window",
        (_, Player::Max, _) => "narration-cutoff-max-window",
    };
    let words = source_words(trace, src, edge, edge.of((alpha, beta)));
    let sentence = crate::i18n::tr_with(
        message,
        &[
            ("name", name.into()),
            ("who", crate::narrate::who(trace, id).into()),
            ("alpha", show_value(alpha).into()),
            ("beta", show_value(beta).into()),
            ("pruned", pruned.into()),
            ("source", words.into()),
        ],
    );
    match cutoff_kind_words(
        playback,
        id,
        edge.symbol(),
        show_value(edge.of((alpha, beta))),
    ) {
        Some(kind) if crate::i18n::lang() == gametree_engine::lang::Lang::Zh => {
            format!("{sentence}{kind}")
        }
        Some(kind) => format!("{sentence} {kind}"),
        None => sentence,
    }
}

/// Whether the cutoff step just taken is shallow (the bound met was its parent's) or deep (set
/// further up, Knuth and Moore's deep cutoff), naming who set it; `None` when the bound is the
/// window the search started with.
fn cutoff_kind_words(
    playback: &Playback,
    id: NodeId,
    bound: &str,
    value: String,
) -> Option<String> {
    let trace = playback.trace();
    let kind = playback.cutoff_kind_at(playback.step())?;
    let setter = kind.set_by?;
    let name = crate::move_words::node_name(trace, setter);
    if kind.shallow {
        return Some(t!(
            "narration-cutoff-shallow",
            bound = bound,
            value = value,
            setter = name
        ));
    }
    let up = u32::from(trace.node(id).depth) - u32::from(trace.node(setter).depth);
    Some(t!(
        "narration-cutoff-deep",
        bound = bound,
        value = value,
        setter = name,
        up = up
    ))
}

/// The sentence when `id` finishes with only a bound (not cut short, not a leaf): why only a
/// bound is known and where that bound comes from. `None` for the other exits.
pub fn bound_exit_sentence(trace: &Trace, id: NodeId, who: &str, what: &str) -> Option<String> {
    let n = trace.node(id);
    let edge = match n.bound {
        Bound::Upper => Edge::Alpha,
        Bound::Lower => Edge::Beta,
        Bound::Exact => return None,
    };
    if n.has(flags::CUTOFF) {
        return None;
    }
    let value = show_value(n.value().unwrap_or(0));
    let bound = edge.of((n.alpha, n.beta));
    let src = source(trace, id, edge);
    // The table answers without children; otherwise the children say why.
    let why = if n.has(flags::TT_HIT) {
        "table"
    } else if n.player == edge.owner() {
        // MAX below α (or MIN above β): no child did better than the bound.
        "none"
    } else {
        // MIN at or below α (or MAX at or above β): a child reached the bound.
        "one"
    };
    let message = match (src, edge) {
        (Source::Branch { .. }, Edge::Alpha) => "narration-exit-at-most-branch",
        (Source::Branch { .. }, Edge::Beta) => "narration-exit-at-least-branch",
        (_, Edge::Alpha) => "narration-exit-at-most-window",
        (_, Edge::Beta) => "narration-exit-at-least-window",
    };
    Some(crate::i18n::tr_with(
        message,
        &[
            ("who", capitalise(who).into()),
            ("what", what.into()),
            ("value", value.into()),
            ("why", why.into()),
            ("bound", show_value(bound).into()),
            ("source", source_words(trace, src, edge, bound).into()),
        ],
    ))
}
