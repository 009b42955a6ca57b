//! `gametree grade` (issue 45) end to end, in Python (installed wherever the tests run):
//! an assignment that cannot run is refused before anything runs, naming the place; the
//! reports' shapes (text, JSON, CSV, HTML, Gradescope); a fail-hard alpha-beta passes; bones'
//! misère rule and the depth limit's bugs are named; a hostile submission (deletes files,
//! floods, forks, hangs, crashes) fails its own cases only, leaves no process and changes no
//! original.

use super::grade_class::{assignment, cases_of, grade, mutated, snapshot, student, RUNS, TREE_CASES, KITS};
