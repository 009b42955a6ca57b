//! The egui/eframe app: steps through a recorded search. (Being built: see issue 3.)

pub mod toolkit;

use crate::scenario::Scenario;

/// Opens the window on `scenario`.
pub fn run(scenario: Scenario) -> Result<(), String> {
    let trace = scenario.record(None)?;
    print!("{}", crate::trace::json::summary(&trace));
    Ok(())
}
