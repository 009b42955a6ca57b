//! Moves and the nodes they reach, said in the language in force: the engine gives a move as
//! its notation ("X a1", "take 2"), and most notation reads the same in every language; the
//! dice race's moves are words ("step", "roll", "die 4"), said in the reader's language.

use crate::Say;
use crate::t;
use gametree_engine::game::PositionView;
use gametree_engine::trace::{NodeId, NodeName, Trace};

/// Whether `trace` searched the dice race, whose moves are words.
fn is_dice(trace: &Trace) -> bool {
    matches!(trace.game.view(&[]), PositionView::Dice { .. })
}

/// A move's text as the engine gives it ([`Trace::move_text`]), said: the dice race's
/// "step", "roll" and "die N" in the language in force, any other move as it is.
pub fn say_move(trace: &Trace, text: &str) -> String {
    if !is_dice(trace) {
        return text.to_string();
    }
    match text {
        "step" => t!("narration-dice-move-step"),
        "roll" => t!("narration-dice-move-roll"),
        _ => match text.strip_prefix("die ") {
            Some(face) => t!("narration-dice-move-die", face = face),
            None => text.to_string(),
        },
    }
}

/// The move that reaches `id`, said (`None` at the root).
pub fn move_of(trace: &Trace, id: NodeId) -> Option<String> {
    trace.move_text(id).map(|m| say_move(trace, &m))
}

/// Node `id`'s name, with the move that reaches it said as [`say_move`] says it: "leaf 3",
/// "the root", "after X a1", in Chinese "走一步之后" for the dice race's "after step".
pub fn node_name(trace: &Trace, id: NodeId) -> String {
    match trace.node_name(id) {
        NodeName::AfterMove(played) => t!(
            "engine-node-after-move",
            played = say_move(trace, &played).as_str()
        ),
        other => other.say(),
    }
}

/// An example for the tree's find box, in the searched game's own notation, so it fits the
/// game: the first two moves the search tried from the root ("take 1, take 1", "X a1, O a2",
/// "X 4, O 4", "B, 3"). It names moves as the find box reads them (the engine's notation).
pub fn find_example(trace: &Trace) -> String {
    let Some(first) = trace.iterations.first() else {
        return String::new();
    };
    let mut at = first.root;
    let mut moves = Vec::new();
    while moves.len() < 2 {
        let Some(&child) = trace.children(at).first() else {
            break;
        };
        let Some(text) = trace.move_text(child) else {
            break;
        };
        moves.push(text);
        at = child;
    }
    moves.join(", ")
}
