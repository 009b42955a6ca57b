//! Files read and written: the operating system's errors, what a path is when it is not a
//! file, and why a file or a picture could not be read or written.

use super::Say;
use crate::i18n::{Lang, lang};
use crate::t;
use gametree_engine::files::{FileKind, PictureError, PngError, ReadError, WriteError, WriteStep};
use std::io::ErrorKind;
use std::path::Path;

/// A path as messages show it.
pub(super) fn shown_path(path: &Path) -> String {
    path.display().to_string()
}

/// An operating-system error (file not found, permission denied, …) in words: the message
/// for its kind ("File exists", "文件已存在"), never the system's number ("(os error 17)").
/// A kind with no message of its own is said in the system's words in English, with its
/// number in other languages.
impl Say for std::io::Error {
    fn say(&self) -> String {
        // An error made by this program (`io::Error::other(…)`) carries its own words.
        if self.raw_os_error().is_none() && self.get_ref().is_some() {
            return self.to_string();
        }
        match self.kind() {
            ErrorKind::NotFound => t!("engine-io-not-found"),
            ErrorKind::PermissionDenied => t!("engine-io-permission-denied"),
            ErrorKind::AlreadyExists => t!("engine-io-already-exists"),
            ErrorKind::IsADirectory => t!("engine-io-is-a-directory"),
            ErrorKind::NotADirectory => t!("engine-io-not-a-directory"),
            ErrorKind::DirectoryNotEmpty => t!("engine-io-directory-not-empty"),
            ErrorKind::ReadOnlyFilesystem => t!("engine-io-read-only"),
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => t!("engine-io-full"),
            ErrorKind::FileTooLarge => t!("engine-io-too-large"),
            ErrorKind::InvalidData => t!("engine-io-invalid-data"),
            ErrorKind::UnexpectedEof => t!("engine-io-unexpected-end"),
            ErrorKind::BrokenPipe => t!("engine-io-broken-pipe"),
            ErrorKind::Interrupted => t!("engine-io-interrupted"),
            ErrorKind::OutOfMemory => t!("engine-io-out-of-memory"),
            _ if lang() == Lang::En => system_words(self),
            _ => match self.raw_os_error() {
                Some(code) => t!("engine-io-os-error", code = code),
                None => t!("engine-io-other"),
            },
        }
    }
}

/// The system's own words for an error, without its number: "No such device or address".
fn system_words(e: &std::io::Error) -> String {
    let text = e.to_string();
    match e.raw_os_error() {
        Some(code) => text
            .strip_suffix(&format!(" (os error {code})"))
            .map_or_else(|| text.clone(), str::to_string),
        None => text,
    }
}

impl Say for FileKind {
    fn say(&self) -> String {
        match self {
            FileKind::Directory => t!("engine-file-kind-directory"),
            FileKind::Fifo => t!("engine-file-kind-fifo"),
            FileKind::Device => t!("engine-file-kind-device"),
            FileKind::Socket => t!("engine-file-kind-socket"),
            FileKind::Other => t!("engine-file-kind-other"),
        }
    }
}

impl Say for ReadError {
    fn say(&self) -> String {
        match self {
            ReadError::Io { path, source } => t!(
                "engine-file-read-io",
                path = shown_path(path),
                error = source.as_ref().say()
            ),
            ReadError::NotAFile { path, kind } => t!(
                "engine-file-read-not-a-file",
                path = shown_path(path),
                kind = kind.say()
            ),
            ReadError::TooLarge { path, limit } => t!(
                "engine-file-read-too-large",
                path = shown_path(path),
                mb = *limit >> 20
            ),
        }
    }
}

impl Say for WriteError {
    fn say(&self) -> String {
        match self {
            WriteError::NotAFile {
                path,
                kind: FileKind::Directory,
            } => t!("engine-file-write-not-a-file", path = shown_path(path)),
            WriteError::NotAFile { path, kind } => t!(
                "engine-file-write-special",
                path = shown_path(path),
                kind = kind.say()
            ),
            WriteError::Io { path, step, source } => {
                let (path, error) = (shown_path(path), source.say());
                match step {
                    WriteStep::Create => t!("engine-file-write-create", path = path, error = error),
                    WriteStep::Write => t!("engine-file-write-write", path = path, error = error),
                    WriteStep::Replace => {
                        t!("engine-file-write-replace", path = path, error = error)
                    }
                }
            }
        }
    }
}

impl Say for PngError {
    fn say(&self) -> String {
        match self {
            PngError::SvgDoesNotParse { detail } => {
                t!("engine-picture-svg-does-not-parse", error = detail)
            }
            PngError::TooBig { width, height } => {
                t!("engine-picture-too-big", width = *width, height = *height)
            }
            PngError::TooManyShapes { elements, most } => t!(
                "engine-picture-too-many-shapes",
                shapes = gametree_engine::compare::group(*elements as u64),
                most = gametree_engine::compare::group(*most as u64)
            ),
            PngError::Encode { detail } => t!("engine-picture-encode", error = detail),
            PngError::Rasterise { detail } => t!("engine-picture-rasterise", error = detail),
        }
    }
}

impl Say for PictureError {
    fn say(&self) -> String {
        match self {
            PictureError::UnknownKind { path } => {
                t!("engine-picture-unknown-kind", path = shown_path(path))
            }
            PictureError::AnimationName { path } => {
                t!("engine-picture-animation-name", path = shown_path(path))
            }
            PictureError::NotAnAnimation { path } => {
                t!("engine-picture-not-an-animation", path = shown_path(path))
            }
            PictureError::TooManyFrames { frames, most } => t!(
                "engine-picture-too-many-frames",
                frames = gametree_engine::compare::group(*frames as u64),
                most = gametree_engine::compare::group(*most as u64)
            ),
            PictureError::NotOurs { path } => {
                t!("engine-picture-not-ours", path = shown_path(path))
            }
            PictureError::Gif { path, detail } => t!(
                "engine-picture-gif",
                path = shown_path(path),
                error = detail
            ),
            PictureError::PngNotBuilt { path } => {
                t!("engine-picture-png-not-built", path = shown_path(path))
            }
            PictureError::Png { path, problem } => t!(
                "engine-picture-failed",
                path = shown_path(path),
                reason = problem.say()
            ),
            PictureError::LinkToOther { path, target } => t!(
                "engine-picture-link-to-other",
                path = shown_path(path),
                target = shown_path(target)
            ),
            PictureError::Write(e) => e.say(),
        }
    }
}
