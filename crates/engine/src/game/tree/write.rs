//! Writing a tree back as text: the JSON notation of docs/trees.md (compact) and the 15-150
//! visualizer's parentheses.

use super::TreeSpec;

impl TreeSpec {
    /// The tree in the 15-150 visualizer's notation: `(v)` for a leaf, children in
    /// parentheses for an inner node. Labels and inner nodes' own values have no place in it
    /// and are left out.
    pub fn to_parens(&self) -> String {
        let mut out = String::new();
        // (node, next child to write) — no recursion, however deep.
        let mut stack = vec![(0u32, 0usize)];
        while let Some((id, next)) = stack.pop() {
            let node = &self.nodes[id as usize];
            if node.children.is_empty() {
                out += &format!("({})", node.value.unwrap_or(0));
                continue;
            }
            if next == 0 {
                out.push('(');
            }
            match node.children.get(next) {
                Some(&child) => {
                    stack.push((id, next + 1));
                    stack.push((child, 0));
                }
                None => out.push(')'),
            }
        }
        out
    }

    /// Writes the tree back in the JSON notation (docs/trees.md) (compact: plain numbers and arrays
    /// where nothing else was given).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_node(0, &mut out);
        out
    }

    fn write_node(&self, id: u32, out: &mut String) {
        let node = &self.nodes[id as usize];
        let write_children = |out: &mut String| {
            out.push('[');
            for (i, &c) in node.children.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write_node(c, out);
            }
            out.push(']');
        };
        if !node.probabilities.is_empty() {
            out.push('{');
            if let Some(l) = &node.label {
                out.push_str(&format!(
                    "\"label\":{},",
                    serde_json::Value::String(l.clone())
                ));
            }
            out.push_str("\"chance\":[");
            for (i, (&c, p)) in node.children.iter().zip(&node.probabilities).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&format!("[{p},"));
                self.write_node(c, out);
                out.push(']');
            }
            out.push_str("]}");
            return;
        }
        match &node.label {
            None if node.children.is_empty() => out.push_str(&node.value.unwrap_or(0).to_string()),
            None if node.value.is_none() => write_children(out),
            _ => {
                out.push('{');
                if let Some(l) = &node.label {
                    out.push_str(&format!(
                        "\"label\":{}",
                        serde_json::Value::String(l.clone())
                    ));
                }
                if let Some(v) = node.value {
                    if node.label.is_some() {
                        out.push(',');
                    }
                    out.push_str(&format!("\"value\":{v}"));
                }
                if !node.children.is_empty() {
                    out.push_str(",\"children\":");
                    write_children(out);
                }
                out.push('}');
            }
        }
    }
}
