//! Files arriving in the app: dropped on the window (desktop and web) or picked in the
//! browser's file picker. Each is read (on the web asynchronously, so it arrives a frame or
//! two later) and recognised by its content: a JSON trace opens in the stepper, an exercise
//! set in practice mode, a learner's events (`.jsonl`, `.events`, or lines of protocol
//! objects) in check mode beside the textbook's search, anything else is read as a tree and
//! searched.

use crate::error::AppError;
use gametree_engine::game::TreeSpec;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::trace::{Trace, json_read};
use std::sync::Arc;

/// A file's name and content (or why it could not be read).
pub type Arrived = (String, Result<Vec<u8>, AppError>);

/// What an arrived file is for.
pub enum Opened {
    /// A recorded search, to step through.
    Trace(Arc<Trace>),
    /// A tree, to search with these options.
    Tree(Scenario),
    /// An exercise set, to work in practice mode.
    Set(gametree_engine::exercises::ExerciseSet),
    /// A learner's search as events (`gametree check`'s protocol), to step beside the
    /// textbook's search of the tree open.
    Events {
        /// The file's name.
        name: String,
        /// Its lines.
        text: String,
    },
}

/// Whether a file holds a learner's events: its name ends in `.jsonl` or `.events`, or its
/// first line that is not blank is a JSON object with `enter`, `leaf` or `exit`.
pub fn is_events(name: &str, text: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".jsonl") || lower.ends_with(".events") {
        return true;
    }
    let Some(first) = text.lines().find(|l| !l.trim().is_empty()) else {
        return false;
    };
    // Python's json writes bare infinities, which serde does not read: any number will do.
    let fixed = first.replace("-Infinity", "0").replace("Infinity", "0");
    serde_json::from_str::<serde_json::Value>(fixed.trim())
        .ok()
        .and_then(|v| v.as_object().cloned())
        .is_some_and(|o| ["enter", "leaf", "exit"].iter().any(|k| o.contains_key(*k)))
}

/// Recognises a file by its content: an object with `"events"` is a trace, the rest a tree.
/// `base` gives the search options for a tree.
pub fn recognise(name: &str, bytes: &[u8], base: &Scenario) -> Result<Opened, AppError> {
    let text = std::str::from_utf8(bytes).map_err(|e| AppError::FileNotUtf8 {
        name: name.to_string(),
        offset: e.valid_up_to(),
    })?;
    if gametree_engine::exercises::ExerciseSet::is_set_file(text) {
        return gametree_engine::exercises::ExerciseSet::from_file(text)
            .map(Opened::Set)
            .map_err(|error| AppError::FileSet {
                name: name.to_string(),
                error,
            });
    }
    if is_events(name, text) {
        return Ok(Opened::Events {
            name: name.to_string(),
            text: text.to_string(),
        });
    }
    let looks_like_trace = text.trim_start().starts_with('{') && text.contains("\"events\"");
    if looks_like_trace {
        return json_read::read_json_str(text)
            .map(|t| Opened::Trace(Arc::new(t)))
            .map_err(|error| AppError::FileNotTrace {
                name: name.to_string(),
                error,
            });
    }
    TreeSpec::parse(text).map_err(|error| AppError::FileTree {
        name: name.to_string(),
        error,
    })?;
    Ok(Opened::Tree(Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: name.into(),
                json: text.to_string(),
            },
            min_root: false,
        },
        ..base.clone()
    }))
}

/// Files dropped on the window this frame, read (desktop) or being read (web, collected by
/// [`Inbox::take`] in a later frame).
#[derive(Default)]
pub struct Inbox {
    #[cfg(target_arch = "wasm32")]
    arrived: std::rc::Rc<std::cell::RefCell<Vec<Arrived>>>,
}

impl Inbox {
    /// Reads the files dropped this frame; returns those whose content is in.
    pub fn take(&mut self, ctx: &egui::Context) -> Vec<Arrived> {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        #[cfg(not(target_arch = "wasm32"))]
        {
            dropped
                .iter()
                .map(|f| (display_name(f.path()), f.bytes().map_err(AppError::Dropped)))
                .collect()
        }
        #[cfg(target_arch = "wasm32")]
        {
            for file in dropped {
                let arrived = self.arrived.clone();
                let ctx = ctx.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let bytes = file.bytes_async().await.map_err(AppError::Dropped);
                    arrived
                        .borrow_mut()
                        .push((display_name(file.path()), bytes));
                    ctx.request_repaint();
                });
            }
            std::mem::take(&mut *self.arrived.borrow_mut())
        }
    }

    /// Opens the browser's file picker; the chosen file arrives in a later frame.
    #[cfg(target_arch = "wasm32")]
    pub fn pick(&self, ctx: &egui::Context) -> Result<(), AppError> {
        let arrived = self.arrived.clone();
        let ctx = ctx.clone();
        super::web_files::pick(
            ".json,.jsonl,.events,application/json",
            move |name, bytes| {
                arrived.borrow_mut().push((name, Ok(bytes)));
                ctx.request_repaint();
            },
        )
    }
}

fn display_name(path: &std::path::Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traces_and_trees_are_told_apart_by_content() {
        let base = Scenario::default();
        let tree = recognise("t.json", b"[[1,2],[3,4]]", &base);
        assert!(matches!(tree, Ok(Opened::Tree(s)) if s.config == base.config));
        let trace = base.record(None).unwrap();
        let mut json = Vec::new();
        gametree_engine::trace::json::write_json(&trace, "AIMA", &mut json).unwrap();
        let back = recognise("aima.json", &json, &base);
        assert!(matches!(back, Ok(Opened::Trace(t)) if t.event_count() == trace.event_count()));
        let Err(bad) = recognise("x.json", b"[[1,2],", &base) else {
            panic!("a cut tree is refused");
        };
        assert!(matches!(&bad, AppError::FileTree { name, .. } if name == "x.json"));
        let bad = gametree_teach::Say::say(&bad);
        assert!(bad.starts_with("tree file x.json: line 1"), "{bad}");
        let Err(binary) = recognise("b.bin", &[0xff, 0xfe], &base) else {
            panic!("binary is refused");
        };
        assert!(matches!(binary, AppError::FileNotUtf8 { offset: 0, .. }));
        let binary = gametree_teach::Say::say(&binary);
        assert!(binary.contains("UTF-8"), "{binary}");
        for (name, text) in [
            ("mine.jsonl", "whatever"),
            ("run.EVENTS", ""),
            (
                "out.txt",
                "\n{\"enter\": null, \"alpha\": -Infinity}\n{\"enter\": 0}",
            ),
        ] {
            assert!(
                matches!(
                    recognise(name, text.as_bytes(), &base),
                    Ok(Opened::Events { .. })
                ),
                "{name}"
            );
        }
        assert!(!is_events("t.json", "[[1,2],[3,4]]"));
        assert!(!is_events("t.json", "{\"events\": []}"));
    }
}
