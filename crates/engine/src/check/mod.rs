//! Checking a learner's own search (issue 28): the event protocol any program can print (one
//! JSON object per line: `{"enter": null}` for the root, `{"enter": I}` for child I of the
//! current node, `{"leaf": V}`, `{"exit": V}`, optional `"alpha"`/`"beta"`), read into the
//! walk it describes on a tree or a game ([`protocol`], against a [`shape::Shape`]; on a game
//! `{"enter": "X b2"}` names the move), and compared with the recording of the textbook
//! search, step by step, to the first place the two part ([`compare`]); a walk made into a
//! recording the canvas draws beside the textbook's ([`replay`]); all of it at once, as the
//! command line and the app check events ([`judge`]).

pub mod bugs;
pub mod compare;
pub mod judge;
pub mod protocol;
pub mod replay;
pub mod shape;

/// One step of a search, by the path (child indices from the root, in generation order) of
/// its node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Walk {
    /// The search entered the node.
    Enter(Vec<u32>),
    /// A value was evaluated at the node (a leaf, or the depth limit).
    Leaf(Vec<u32>, i64),
    /// The node returned this value.
    Exit(Vec<u32>, i64),
}

impl Walk {
    /// The node the step is at.
    pub fn path(&self) -> &[u32] {
        match self {
            Walk::Enter(p) | Walk::Leaf(p, _) | Walk::Exit(p, _) => p,
        }
    }
}
