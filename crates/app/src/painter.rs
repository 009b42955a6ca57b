//! Paints a [`Scene`] with egui. This file only translates shapes; what to draw and how it
//! looks is decided in `trace::scene`, the same drawing `render` writes to SVG/PNG.

use egui::epaint::{self, Mesh};
use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2};
use gametree_draw::scene::{Anchor, Rgba, Scene, Shape};

/// Above this many segments in one batch, edges go into one mesh (no anti-aliasing, but cheap).
const MESH_ABOVE: usize = 1200;

/// The egui colour for a scene colour.
pub fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, c.3)
}

/// Paints `scene` with its top-left corner at `rect.min`, clipped to `rect`.
pub fn paint(painter: &egui::Painter, rect: Rect, scene: &Scene) {
    let painter = painter.with_clip_rect(rect);
    let o = rect.min.to_vec2();
    let at = |p: [f32; 2]| pos2(p[0], p[1]) + o;
    painter.rect_filled(rect, 0.0, colour(scene.background));
    let mut out: Vec<epaint::Shape> = Vec::with_capacity(scene.shapes.len());
    for shape in &scene.shapes {
        match shape {
            Shape::Segments {
                points,
                width,
                color,
                dashed,
            } => segments(&mut out, points, *width, colour(*color), *dashed, o),
            Shape::Polygon {
                points,
                fill,
                stroke,
                stroke_width,
            } => out.push(epaint::Shape::convex_polygon(
                points.iter().map(|&p| at(p)).collect(),
                colour(*fill),
                Stroke::new(*stroke_width, colour(*stroke)),
            )),
            Shape::Rect {
                min,
                max,
                fill,
                stroke,
                stroke_width,
                rounding,
            } => out.push(epaint::Shape::Rect(epaint::RectShape::new(
                Rect::from_min_max(at(*min), at(*max)),
                *rounding,
                colour(*fill),
                Stroke::new(*stroke_width, colour(*stroke)),
                StrokeKind::Middle,
            ))),
            Shape::Circle {
                center,
                radius,
                fill,
                stroke,
                stroke_width,
            } => out.push(epaint::Shape::Circle(epaint::CircleShape {
                center: at(*center),
                radius: *radius,
                fill: colour(*fill),
                stroke: Stroke::new(*stroke_width, colour(*stroke)),
            })),
            Shape::Text {
                pos,
                text,
                size,
                color,
                anchor,
            } => {
                painter.extend(std::mem::take(&mut out));
                let align = match anchor {
                    Anchor::Center => Align2::CENTER_CENTER,
                    Anchor::Left => Align2::LEFT_CENTER,
                    Anchor::Right => Align2::RIGHT_CENTER,
                };
                painter.text(
                    at(*pos),
                    align,
                    text,
                    FontId::proportional(*size),
                    colour(*color),
                );
            }
        }
    }
    painter.extend(out);
}

fn segments(
    out: &mut Vec<epaint::Shape>,
    points: &[[f32; 2]],
    width: f32,
    color: Color32,
    dashed: bool,
    o: Vec2,
) {
    let pairs = points.chunks_exact(2).map(|p| {
        [
            Pos2::new(p[0][0], p[0][1]) + o,
            Pos2::new(p[1][0], p[1][1]) + o,
        ]
    });
    if dashed && points.len() / 2 <= MESH_ABOVE {
        for [a, b] in pairs {
            out.extend(epaint::Shape::dashed_line(
                &[a, b],
                Stroke::new(width, color),
                4.0,
                3.0,
            ));
        }
    } else if points.len() / 2 <= MESH_ABOVE {
        out.extend(pairs.map(|ab| epaint::Shape::line_segment(ab, Stroke::new(width, color))));
    } else {
        let mut mesh = Mesh::default();
        let half = width.max(0.8) / 2.0;
        for [a, b] in pairs {
            let d = b - a;
            let n = Vec2::new(-d.y, d.x).normalized() * half;
            let i = mesh.vertices.len() as u32;
            for p in [a + n, a - n, b - n, b + n] {
                mesh.colored_vertex(p, color);
            }
            mesh.add_triangle(i, i + 1, i + 2);
            mesh.add_triangle(i, i + 2, i + 3);
        }
        out.push(epaint::Shape::mesh(mesh));
    }
}
