//! A recorded node's name in words: a tree's label as it is, "the root", "after X a1".

use super::Say;
use crate::t;
use gametree_engine::trace::NodeName;

impl Say for NodeName {
    fn say(&self) -> String {
        match self {
            NodeName::Label(label) => label.clone(),
            NodeName::Root => t!("engine-node-root"),
            NodeName::AfterMove(played) => t!("engine-node-after-move", played = played.as_str()),
        }
    }
}
