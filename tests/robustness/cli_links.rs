//! Links given to the real binary (`gametree gui --link`): checked before any window opens,
//! refused with one line naming the link's keys, and refusing what the command line refuses
//! (docs/links.md; issue 23, robustness items 11 and 12).

use super::cli_errors::{check_error, fails, run};

#[test]
fn gui_links_are_checked_before_any_window_opens() {
    let args = ["gui", "--link", "#tree=[[1,2]]&depth=0"];
    check_error(&args, &run(&args), &["depth=0"]);
    let args = ["gui", "--link", "#colour=red"];
    check_error(&args, &run(&args), &["colour"]);
    // A link and scenario flags: which one is meant?
    let args = ["gui", "--link", "#step=1", "--tt"];
    check_error(&args, &run(&args), &["--link", "--tt"]);
    // Every scenario flag, not only some: `--algo` and `--max-nodes` too.
    let args = ["gui", "--link", "#step=1", "--algo", "minimax"];
    check_error(&args, &run(&args), &["--link", "--algo"]);
}

/// Issue 23, robustness item 11: an unknown key lists every key a link takes, from the one
/// table of keys (the link-only ones included); an unknown mode, the app's modes.
#[test]
fn a_link_s_unknown_key_lists_every_key() {
    let args = ["gui", "--link", "#colour=red"];
    let keys = [
        "tree",
        "target",
        "lang",
        "iterations",
        "seed",
        "exploration",
        "step",
        "mode",
        "set",
        "time-limit",
    ];
    check_error(&args, &run(&args), &keys);
    let args = ["gui", "--link", "#bones=5&mode=chess"];
    let modes = ["chess", "stepper", "editor", "practice", "compare", "play"];
    check_error(&args, &run(&args), &modes);
}

/// Issue 23, robustness item 12: a link keeps no option the command line refuses; the one
/// options check serves both, each naming its own keys.
#[test]
fn links_refuse_what_the_command_line_refuses() {
    for (link, flags, mention) in [
        (
            "#bones=5&exploration=5",
            &["--bones", "5", "--exploration", "5"][..],
            &["exploration", "mcts"][..],
        ),
        (
            "#bones=5&algo=expectiminimax&tt=1",
            &["--bones", "5", "--algo", "expectiminimax", "--tt"],
            &["tt", "expectiminimax"],
        ),
        (
            "#bones=5&aspiration=3",
            &["--bones", "5", "--aspiration", "3"],
            &["aspiration", "iterative"],
        ),
        (
            "#bones=5&algo=mcts&depth=3",
            &["--bones", "5", "--algo", "mcts", "--depth", "3"],
            &["depth", "mcts"],
        ),
        (
            "#game=dice&algo=alphabeta",
            &["--game", "dice", "--algo", "alphabeta"],
            &["chance nodes", "expectiminimax", "mcts"],
        ),
        (
            "#bones=5&time-limit=2",
            &["--bones", "5", "--time-limit", "2"],
            &["time-limit", "iterative"],
        ),
    ] {
        let args = ["gui", "--link", link];
        let said = check_error(&args, &run(&args), mention);
        assert!(said.contains("link") && !said.contains("--"), "{said}");
        let mut args = vec!["search"];
        args.extend_from_slice(flags);
        let said = fails(&args, mention);
        assert!(
            said.contains("--"),
            "the command line names its flags: {said}"
        );
    }
}
