//! The `gametree` binary: see [`gametree::cli`].

#![forbid(unsafe_code)]

fn main() {
    std::process::exit(gametree::cli::main());
}
