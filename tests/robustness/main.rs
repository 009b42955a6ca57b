//! Bad input, hostile input and random input: through the binary, through the app's panels,
//! the parser under fuzzing, and a seeded monkey driving the whole window.

mod app_bad_inputs;
mod app_clipboard;
mod app_monkey;
mod app_starts;
mod app_traces;
mod cli_big_chance;
mod cli_check;
mod cli_check_flood;
mod cli_check_hostile;
mod cli_check_php;
mod cli_check_tutorials;
mod cli_errors;
mod cli_gui_events;
mod cli_limits;
mod cli_links;
mod cli_output;
mod cli_writes;
mod parser_fuzz;
