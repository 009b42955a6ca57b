//! `gametree sheet`: an exercise set's printable sheet, each empty tree and its answer as
//! pictures in a folder.

use super::errors::CliError;
use super::output::{Stop, print_line};
use crate::t;
use std::path::Path;

/// Writes the sheet of set (`level`, `seed`, `count`) into `out`, PNG or SVG, and says so.
pub fn write(level: u8, seed: u64, count: u32, out: &Path, png: bool) -> Result<(), Stop> {
    let set = crate::exercises::ExerciseSet::new(level, seed, count).map_err(CliError::Set)?;
    let files = crate::draw::sheet::write_sheet(&set, out, if png { "png" } else { "svg" })
        .map_err(CliError::Sheet)?;
    print_line(&t!(
        "cli-sheet-written",
        level = level,
        name = crate::teach::exercise_words::level_name(level),
        seed = seed.to_string(),
        count = files.len(),
        folder = out.display().to_string(),
    ))
}
