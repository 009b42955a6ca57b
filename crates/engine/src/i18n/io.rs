//! An operating-system error (file not found, permission denied, …) in the language in force:
//! Rust words them in English only.

use super::{Lang, lang};
use crate::t;
use std::io::ErrorKind;

/// `error` as people read it: Rust's own words in English, else the message for its kind (with
/// the system's error number when the kind has no message of its own).
pub fn io_error(error: &std::io::Error) -> String {
    if lang() == Lang::En {
        return error.to_string();
    }
    // An error made by this program (`io::Error::other("…")`) carries its own, translated words.
    if error.raw_os_error().is_none() && error.get_ref().is_some() {
        return error.to_string();
    }
    match error.kind() {
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
        _ => match error.raw_os_error() {
            Some(code) => t!("engine-io-os-error", code = code),
            None => t!("engine-io-other"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;

    #[test]
    fn a_missing_file_is_worded_in_each_language() {
        let e = std::fs::read("/no/such/file/here").unwrap_err();
        assert_eq!(with_lang(Lang::En, || io_error(&e)), e.to_string());
        let zh = with_lang(Lang::Zh, || io_error(&e));
        assert!(!zh.is_ascii() && !zh.contains("No such"), "{zh}");
        // The program's own words pass through as they are.
        let own = std::io::Error::other("太大了");
        assert_eq!(with_lang(Lang::Zh, || io_error(&own)), "太大了");
    }
}
