//! Where a JSON trace is read from ([`super::json_read`] turns what it holds into a trace): a
//! file (refused at once when it is not a regular file or is over the cap), a byte stream read
//! up to the cap (the desktop and the command line), or text (the web, whose page hands the
//! module text: one copy of the JSON reader for the trace's types in the module, not two).

use super::Trace;
use super::json_error::TraceFileError;
use super::json_read::{JsonTrace, build};
use std::io::Read;
use std::path::Path;
use std::sync::Arc;

/// Largest JSON trace read: the biggest recording (20,000,000 nodes) fits well below it.
pub const MAX_TRACE_BYTES: u64 = 1 << 30;

/// Reads a JSON trace from a file; errors name the file.
pub fn read_json_file(path: &Path) -> Result<Trace, TraceFileError> {
    let unreadable = |e: std::io::Error| TraceFileError::Unreadable {
        path: path.to_path_buf(),
        source: Arc::new(e),
    };
    // A pipe or a device is refused before it is opened (a pipe would wait for a writer).
    let meta = std::fs::metadata(path).map_err(unreadable)?;
    if let Some(kind) = crate::files::not_a_file(&meta) {
        return Err(TraceFileError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    // A file already over the cap is refused at once, without reading a byte of it.
    if meta.len() > MAX_TRACE_BYTES {
        return Err(TraceFileError::InFile {
            path: path.to_path_buf(),
            error: Box::new(TraceFileError::TooLarge {
                limit: MAX_TRACE_BYTES,
            }),
        });
    }
    let file = std::fs::File::open(path).map_err(unreadable)?;
    read_json(std::io::BufReader::new(file)).map_err(|e| match e {
        TraceFileError::Unreadable { .. } | TraceFileError::NotAFile { .. } => e,
        e => TraceFileError::InFile {
            path: path.to_path_buf(),
            error: Box::new(e),
        },
    })
}

/// Reads a JSON trace of at most [`MAX_TRACE_BYTES`].
pub fn read_json(input: impl Read) -> Result<Trace, TraceFileError> {
    read_json_capped(input, MAX_TRACE_BYTES)
}

/// Reads a JSON trace of at most `cap` bytes ([`read_json`]'s cap is [`MAX_TRACE_BYTES`]; the
/// tests check the cap with a small one rather than by reading a gigabyte).
pub(crate) fn read_json_capped(input: impl Read, cap: u64) -> Result<Trace, TraceFileError> {
    use std::io::BufRead as _;
    let mut limited = std::io::BufReader::new(input.take(cap + 1));
    // A byte-order mark is not part of the JSON.
    if limited
        .fill_buf()
        .is_ok_and(|start| start.starts_with(b"\xEF\xBB\xBF"))
    {
        limited.consume(3);
    }
    let raw: Result<JsonTrace, _> = serde_json::from_reader(&mut limited);
    if limited.get_ref().limit() == 0 && limited.buffer().is_empty() {
        return Err(TraceFileError::TooLarge { limit: cap });
    }
    build(raw.map_err(json_error)?)
}

/// Reads a JSON trace from text (the web's way: a page hands the module text, and reading it
/// as text rather than through [`read_json`]'s byte stream keeps one copy of the JSON reader
/// for the trace's types in the web module, not two).
pub fn read_json_str(text: &str) -> Result<Trace, TraceFileError> {
    read_json_str_capped(text, MAX_TRACE_BYTES)
}

/// [`read_json_str`] with a cap of `cap` bytes, counted as [`read_json_capped`] counts them.
pub(crate) fn read_json_str_capped(text: &str, cap: u64) -> Result<Trace, TraceFileError> {
    if text.len() as u64 > cap {
        return Err(TraceFileError::TooLarge { limit: cap });
    }
    // A byte-order mark is not part of the JSON.
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    build(serde_json::from_str::<JsonTrace>(text).map_err(json_error)?)
}

/// Where and why the JSON could not be read, on one line.
fn json_error(e: serde_json::Error) -> TraceFileError {
    TraceFileError::Json {
        line: e.line(),
        column: e.column(),
        message: e
            .to_string()
            .lines()
            .next()
            .unwrap_or("bad JSON")
            .to_string(),
    }
}
