//! Moves and the nodes they reach, said in the language in force: the engine gives a move as
//! its notation ("X a1", "take 2"), and most notation reads the same in every language; the
//! dice race's moves are words ("step", "roll", "die 4"), said in the reader's language.

use crate::Say;
use crate::t;
use gametree_engine::game::dice::DiceMove;
use gametree_engine::game::{Player, PositionView};
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
    match DiceMove::from_notation(text) {
        Some(DiceMove::Step) => t!("narration-dice-move-step"),
        Some(DiceMove::Roll) => t!("narration-dice-move-roll"),
        Some(DiceMove::Face(face)) => t!("narration-dice-move-die", face = face.to_string()),
        None => text.to_string(),
    }
}

/// The face a die showed to reach node `id` in the dice race ("4" for "die 4"); `None` for
/// any other node or game.
pub fn die_face(trace: &Trace, id: NodeId) -> Option<String> {
    if !is_dice(trace) {
        return None;
    }
    match DiceMove::from_notation(&trace.move_text(id)?)? {
        DiceMove::Face(face) => Some(face.to_string()),
        DiceMove::Step | DiceMove::Roll => None,
    }
}

/// The moves that reach a dice race position, said ("step, roll, die 4"; a throw's node without
/// its own "roll"), for a list of several positions out of context, where the name alone
/// ([`dice_name`]) would not tell two equal positions apart; `None` for other games and for
/// the root and its throw.
pub fn dice_route(trace: &Trace, id: NodeId) -> Option<String> {
    if !is_dice(trace) {
        return None;
    }
    let mut codes = trace.move_codes(id);
    if trace.is_chance(id) {
        codes.pop();
    }
    let moves: Vec<String> = (0..codes.len())
        .map(|i| say_move(trace, &trace.game.move_text(&codes[..i], codes[i])))
        .collect();
    (!moves.is_empty()).then(|| moves.join(&t!("narration-name-move-separator")))
}

/// Node `id`'s name as the engine gives it ([`Trace::node_name`]), with the move that
/// reaches it said as [`say_move`] says it: a tree's label ("B", and a leaf's value "3"),
/// "the root", "after X a1". Not unique: [`node_name`] is the name sentences use.
pub fn label(trace: &Trace, id: NodeId) -> String {
    match trace.node_name(id) {
        NodeName::AfterMove(played) => t!(
            "engine-node-after-move",
            played = say_move(trace, &played).as_str()
        ),
        other => other.say(),
    }
}

/// Whether `id` is a tree leaf without a label of its own, named by its value (its move
/// text is `#k`).
fn unlabeled_leaf(trace: &Trace, id: NodeId) -> bool {
    matches!(trace.game.view(&[]), PositionView::Tree { .. })
        && trace.move_text(id).is_some_and(|m| m.starts_with('#'))
}

/// An unlabeled leaf's value as its name among its siblings: "3", or "3 (#2)" where a
/// sibling leaf has the same value.
fn leaf_label(trace: &Trace, id: NodeId) -> String {
    let own = label(trace, id);
    if trace.has_unnamed_twin(id) {
        format!("{own} (#{})", trace.node(id).child_index + 1)
    } else {
        own
    }
}

/// A tree leaf named by its value, as (its label among its siblings, its parent's name);
/// `None` for the other nodes.
pub fn leaf_under(trace: &Trace, id: NodeId) -> Option<(String, String)> {
    let parent = trace.parent(id)?;
    unlabeled_leaf(trace, id).then(|| (leaf_label(trace, id), node_name(trace, parent)))
}

/// The move that reaches `id`, said (`None` at the root); on a tree, the child's name under
/// its parent (a leaf's value, not `#k`), as a path shows it: "B → 3".
pub fn move_of(trace: &Trace, id: NodeId) -> Option<String> {
    if unlabeled_leaf(trace, id) {
        return Some(leaf_label(trace, id));
    }
    trace.move_text(id).map(|m| say_move(trace, &m))
}

/// A dice race position by its counter and whose turn it is, as a student reads the game:
/// "counter 2 (MAX to move)", "counter 1 (MIN rolls)" at a throw, "counter 6 (MIN has won)"
/// once the target is reached. Like a bones heap, the name says the position, so the same
/// position reached by other moves has the same name; a parent and its child never do (each
/// move changes the counter or starts a throw).
pub fn dice_name(counter: u32, target: u32, rolling: bool, to_move: Player) -> String {
    // At a throw `to_move` is already the player after it; the game's last mover won it.
    let mover = to_move.other().name();
    if counter >= target {
        t!("narration-name-dice-won", counter = counter, player = mover)
    } else if rolling {
        t!(
            "narration-name-dice-rolling",
            counter = counter,
            player = mover
        )
    } else {
        t!(
            "narration-name-dice",
            counter = counter,
            player = to_move.name()
        )
    }
}

/// Node `id`'s one name in sentences, the same for one node wherever it is said: a tree's
/// label, with a leaf named by its value placed under its parent ("3 under B"); a bones
/// position by its heap ("the heap of 5"); a board by the moves from the root ("the
/// position after X a2, O b1"); a dice race position by its counter and turn ([`dice_name`]);
/// "the root".
pub fn node_name(trace: &Trace, id: NodeId) -> String {
    if trace.parent(id).is_none() {
        return label(trace, id);
    }
    if let Some((label, parent)) = leaf_under(trace, id) {
        return t!("narration-name-leaf-under", label = label, parent = parent);
    }
    let codes = trace.move_codes(id);
    match trace.game.view(&codes) {
        PositionView::Bones { left, .. } => t!("narration-name-heap", left = left),
        PositionView::Dice {
            counter,
            target,
            rolling,
            to_move,
        } => dice_name(counter, target, rolling, to_move),
        // A board by the moves from the root.
        PositionView::Grid { .. } => {
            let moves: Vec<String> = (0..codes.len())
                .map(|i| say_move(trace, &trace.game.move_text(&codes[..i], codes[i])))
                .collect();
            t!(
                "narration-name-position-after",
                moves = moves.join(&t!("narration-name-move-separator")).as_str()
            )
        }
        _ => label(trace, id),
    }
}

/// An example for the tree's find box, in the searched game's own notation, so it fits the
/// game: the first two moves the search tried from the root ("take 1, take 1", "X a1, O a2",
/// "X 4, O 4", "B, 3"), the dice race's said in the reader's language as the edges show them
/// ("走一步, 走一步"); the find box reads both these and the engine's notation.
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
        moves.push(say_move(trace, &text));
        at = child;
    }
    moves.join(&t!("narration-name-move-separator"))
}
