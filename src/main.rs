//! The `gametree` binary: see [`gametree::cli`].

fn main() {
    std::process::exit(gametree::cli::main());
}
