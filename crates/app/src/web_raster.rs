//! Pictures drawn by the browser (web build): the scene's SVG, as the draw crate writes it, is
//! decoded as an image and drawn on a canvas with the fonts the browser has (and the Chinese
//! font the SVG carries), then read back as pixels (an animation's frame) or as a PNG (Save
//! picture). The web module carries no rasteriser of its own; the desktop and the command
//! line draw with resvg.

use gametree_draw::animation::Raster;
use gametree_draw::scene::Scene;
use gametree_draw::svg::scene_to_svg;
use gametree_engine::files::PngError;
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The rasteriser's refusal, with the browser's words when it gave any.
fn refused(what: &str, e: Option<JsValue>) -> PngError {
    let said = e
        .and_then(|v| {
            v.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .or_else(|| v.as_string())
        })
        .unwrap_or_default();
    PngError::Rasterise {
        detail: if said.is_empty() {
            what.to_string()
        } else {
            format!("{what}: {said}")
        },
    }
}

/// What the browser is given to draw: the scene's SVG, its size in pixels (as resvg's pixmap
/// has it) and its background.
struct Drawable {
    svg: String,
    width: u32,
    height: u32,
    background: gametree_draw::scene::Rgba,
}

impl Drawable {
    fn of(scene: &Scene) -> Drawable {
        Drawable {
            svg: scene_to_svg(scene),
            width: (scene.size[0].ceil() as u32).max(1),
            height: (scene.size[1].ceil() as u32).max(1),
            background: scene.background,
        }
    }

    /// A canvas of the picture's size with the picture drawn on it by the browser.
    async fn draw(
        &self,
    ) -> Result<
        (
            web_sys::HtmlCanvasElement,
            web_sys::CanvasRenderingContext2d,
        ),
        PngError,
    > {
        let (width, height) = (self.width, self.height);
        let document = web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| refused("no document", None))?;
        let parts = js_sys::Array::of1(&JsValue::from_str(&self.svg));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("image/svg+xml;charset=utf-8");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
            .map_err(|e| refused("no SVG blob", Some(e)))?;
        let url = web_sys::Url::create_object_url_with_blob(&blob)
            .map_err(|e| refused("no SVG address", Some(e)))?;
        let image = web_sys::HtmlImageElement::new().map_err(|e| refused("no image", Some(e)))?;
        image.set_src(&url);
        let decoded = JsFuture::from(image.decode()).await;
        let _ = web_sys::Url::revoke_object_url(&url);
        decoded.map_err(|e| refused("the SVG did not decode", Some(e)))?;
        let canvas: web_sys::HtmlCanvasElement = document
            .create_element("canvas")
            .ok()
            .and_then(|e| e.dyn_into().ok())
            .ok_or_else(|| refused("no canvas", None))?;
        canvas.set_width(width);
        canvas.set_height(height);
        let context: web_sys::CanvasRenderingContext2d = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into().ok())
            .ok_or(PngError::TooBig { width, height })?;
        let gametree_draw::scene::Rgba(r, g, b, _) = self.background;
        context.set_fill_style_str(&format!("rgb({r},{g},{b})"));
        context.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
        context
            .draw_image_with_html_image_element(&image, 0.0, 0.0)
            .map_err(|e| refused("the image was not drawn", Some(e)))?;
        Ok((canvas, context))
    }
}

/// The scene's pixels as the browser draws them (an animation's frame), a frame or so later.
pub fn raster(scene: &Scene) -> impl Future<Output = Result<Raster, PngError>> + 'static {
    let drawable = Drawable::of(scene);
    async move {
        let (width, height) = (drawable.width, drawable.height);
        let (_, context) = drawable.draw().await?;
        let data = context
            .get_image_data(0.0, 0.0, f64::from(width), f64::from(height))
            .map_err(|e| refused("no pixels", Some(e)))?
            .data()
            .0;
        Raster::straight(width, height, data).ok_or(PngError::TooBig { width, height })
    }
}

/// The scene as PNG bytes, drawn and encoded by the browser, a frame or so later.
pub fn png(scene: &Scene) -> impl Future<Output = Result<Vec<u8>, PngError>> + 'static {
    let drawable = Drawable::of(scene);
    async move {
        let (canvas, _) = drawable.draw().await?;
        let mut failed = None;
        let promise = js_sys::Promise::new(&mut |resolve, _reject| {
            if let Err(e) = canvas.to_blob(&resolve) {
                failed = Some(e);
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            }
        });
        let blob = JsFuture::from(promise)
            .await
            .ok()
            .and_then(|b| b.dyn_into::<web_sys::Blob>().ok())
            .ok_or_else(|| refused("no PNG", failed))?;
        let bytes = JsFuture::from(blob.array_buffer())
            .await
            .map_err(|e| refused("the PNG was not read", Some(e)))?;
        Ok(js_sys::Uint8Array::new(&bytes).to_vec())
    }
}
