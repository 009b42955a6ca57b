//! The α/β window of a node: beside it on one or two lines when there is room, else (for the
//! current node only) on a pill under it.

use super::builder::Painter;
use super::labels::text_width;
use super::{Anchor, MIN_WINDOW_PX, NODE_PX, Rgba, Shape};
use gametree_engine::trace::{NodeId, show_value};

impl Painter<'_> {
    /// The α/β window beside the node on its right, where no edge runs (edges leave a node
    /// from its top and bottom tips), sized with the node. On one line if the room before the
    /// next node at this depth allows, else as two lines (α over β); hidden when even that
    /// does not fit or would be smaller than [`MIN_WINDOW_PX`]. The current node, whose window
    /// the narration talks about, may fall back to a pill under it.
    pub(super) fn window_label(&mut self, id: NodeId, c: [f32; 2], r: f32, alpha: i64, beta: i64) {
        let z = self.style.font_scale;
        let size = (r * 0.8).min(13.0 * z);
        if size < MIN_WINDOW_PX {
            return;
        }
        let is_focus = id == self.focus && self.playback.step() > 0 && !self.playback.finished();
        // Clear of the node, and of the current-node ring around it.
        let gap = if is_focus { r * 1.65 + 6.0 } else { r + 5.0 };
        let x0 = c[0] + gap;
        let i = id.index();
        let room = if self.layout.hi[i] >= self.right_edge {
            f32::INFINITY
        } else {
            // The next node at this depth sits at slot hi + 1 or further right; keep clear of
            // its left corner and, in trees, of its name on its left.
            let next = self.camera.to_screen(self.layout.hi[i] + 1.0, 0.0)[0];
            let r_max = (NODE_PX * z).min(self.camera.level() * 0.28);
            let name = if self.tree_game {
                r_max * 0.55 + 6.0 + 2.0 * 11.0 * z * 0.6
            } else {
                0.0
            };
            next - r_max * 1.2 - name - 6.0 - x0
        };
        let (a, b) = (show_value(alpha), show_value(beta));
        let one = format!("α={a} β={b}");
        let pad = size * 0.35;
        let color = if self.path.contains(&id) {
            self.pal.text
        } else {
            self.pal.muted
        };
        let one_w = text_width(&one, size) + 2.0 * pad;
        let lines: Vec<String> = if one_w <= room {
            vec![one]
        } else if text_width(&format!("α={a}"), size).max(text_width(&format!("β={b}"), size))
            + 2.0 * pad
            <= room
        {
            vec![format!("α={a}"), format!("β={b}")]
        } else {
            if is_focus {
                self.window_pill_below(c, r, one, size, color);
            }
            return;
        };
        let line_h = size * 1.2;
        let w = lines
            .iter()
            .map(|l| text_width(l, size))
            .fold(0.0, f32::max)
            + 2.0 * pad;
        let h = line_h * lines.len() as f32 + pad;
        let top = c[1] - h / 2.0;
        self.layers.text.push(Shape::Rect {
            min: [x0, top],
            max: [x0 + w, top + h],
            fill: self.pal.chip,
            stroke: self.pal.faint,
            stroke_width: 1.0,
            rounding: size * 0.4,
        });
        for (k, line) in lines.into_iter().enumerate() {
            self.layers.text.push(Shape::Text {
                pos: [x0 + pad, top + pad / 2.0 + line_h * (k as f32 + 0.5)],
                text: line,
                size,
                color,
                anchor: Anchor::Left,
            });
        }
    }

    /// The current node's window when there is no room beside it: on an opaque pill under the
    /// node (it covers the edges there rather than running into them).
    pub(super) fn window_pill_below(
        &mut self,
        c: [f32; 2],
        r: f32,
        text: String,
        size: f32,
        color: Rgba,
    ) {
        let half = text_width(&text, size) / 2.0 + size * 0.35;
        let y = c[1] + r * 1.65 + 6.0 + size * 0.7;
        self.layers.text.push(Shape::Rect {
            min: [c[0] - half, y - size * 0.7],
            max: [c[0] + half, y + size * 0.7],
            fill: self.pal.chip,
            stroke: self.pal.current,
            stroke_width: 1.0,
            rounding: size * 0.4,
        });
        self.layers.text.push(Shape::Text {
            pos: [c[0], y],
            text,
            size,
            color,
            anchor: Anchor::Center,
        });
    }
}
