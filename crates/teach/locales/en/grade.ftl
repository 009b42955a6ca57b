# gametree grade (issue 45): each bug's short name, its fix, a case's verdict lines, the
# reports' headings and the assignment's errors.

grade-bug-never-prunes = never prunes
grade-bug-window-not-passed = the window not passed down
grade-fix-window-not-passed = Pass α and β to every child (`{ $code }`): a child searched with (−∞, +∞) cannot cut off.
grade-bug-prunes = prunes (minimax was asked)
grade-bug-child-twice = a child searched twice
grade-bug-draw-as-evaluation = a draw scored by the evaluation
grade-bug-wrong-side = the root played for the wrong side
grade-bug-misere = the misère rule
grade-bug-strict-cutoff = cuts only on α > β
grade-bug-alpha-not-updated = α never updated
grade-bug-beta-not-updated = β never updated
grade-bug-alpha-beta-swapped = α and β swapped
grade-bug-max-min-swapped = min and max swapped
grade-bug-best-not-reset = best not reset per node
grade-bug-last-child = returns the last child's value
grade-bug-side-not-flipped = the side not flipped
grade-bug-order-reversed = children right to left
grade-bug-order-other = children in another order
grade-bug-depth-off-by-one = the depth limit off by one
grade-bug-stops-early = stops one level early
grade-bug-partial-ply = a partial ply
grade-bug-scoring = a leaf scored against its own rule
grade-bug-differs = a difference no known bug explains

grade-fix-never-prunes = Raise α at a MAX node and lower β at a MIN node after each child (`{ $raise }`), pass both to every child (`{ $call }`) and test the cutoff inside the loop (`{ $cut }`).
grade-fix-rust-shadow = In Rust take `mut alpha` as the parameter and write `alpha = alpha.max(best);`: `let alpha = alpha.max(v);` inside the loop makes a new α that is gone at the next turn of the loop.
grade-fix-prunes = This case asks for plain minimax: search every child, with no α and β.
grade-fix-child-twice = Call the search once for each child and keep its value (`{ $code }`): calling it again inside a comparison searches the child twice.
grade-fix-draw-as-evaluation = Test for the end of the game first (a win, then a full board, which scores 0) and evaluate only where the game goes on.
grade-fix-wrong-side = Start the search as the player to move at the root: maximise where that player is your MAX, minimise where it is your MIN.
grade-fix-misere = The player who cannot move loses: at an empty heap return −1 when MAX is to move and +1 when MIN is (`{ $code }`).
grade-fix-strict-cutoff = Cut off as soon as α ≥ β: a tie cuts too (`{ $code }`).
grade-fix-alpha-not-updated = Raise α at a MAX node after each child (`{ $code }`), so the MIN nodes below it can cut off.
grade-fix-beta-not-updated = Lower β at a MIN node after each child (`{ $code }`), so the MAX nodes below it can cut off.
grade-fix-alpha-beta-swapped = A MAX node raises α (`{ $raise }`) and a MIN node lowers β (`{ $lower }`), never the other bound.
grade-fix-max-min-swapped = MAX starts from −∞ and keeps the largest child value (`{ $code }`); MIN starts from +∞ and keeps the smallest.
grade-fix-best-not-reset = Start the best value afresh in every call, as a local variable (`{ $code }`), not one shared by every call.
grade-fix-c-static = In C a `static` local is one variable for every call: drop `static`.
grade-fix-php-static = In PHP a `static $best` is one variable for every call: drop `static`.
grade-fix-last-child = Keep the best child value, not the last one (`{ $code }` at MAX, the smallest at MIN), and return it.
grade-fix-side-not-flipped = Switch sides in the recursive call (`{ $code }`): the children of a MAX node are MIN nodes.
grade-fix-order-reversed = Visit the children in generation order, first to last (on a tree, left to right).
grade-fix-order-other = Visit the children in the order the case asks: as generated, unless it asks for move ordering (ordering = true), then sorted by it.
grade-fix-depth-off-by-one = Evaluate when the depth left reaches 0 (`{ $code }`): your search goes one level past the depth limit.
grade-fix-stops-early = Evaluate only when the depth left is 0 (`{ $code }`), not 1: your search stops one level early.
grade-fix-partial-ply = Count the depth by moves: one ply for each player's move, the depth one less on every call (`{ $code }` with depth − 1), not one for a pair of moves.
grade-fix-scoring = Score every finished game by one rule: a win for your MAX above 0, for your MIN below 0, a draw 0.
grade-fix-differs = Step through both searches at that step with gametree check (or the app's Check a search) to see where they go apart.

grade-never-prunes = Your search never prunes: it walks exactly as minimax.
grade-bug-line = The bug: { $bug }. { $fix }

grade-no-source = No source file the assignment can run was found in this submission.
grade-build-failed = The build failed (exit code { $status }): { $command }
grade-build-timeout = The build did not finish within { $seconds } s: { $command }
grade-cannot-start = The program could not be started ({ $program }): { $error }
grade-timeout = Your program did not finish within { $seconds } s.
grade-crashed = Your program failed (exit code { $status }) before its search could be judged.
grade-killed = Your program was ended by a signal before its search could be judged (the memory limit is { $memory }).
grade-flood = Your program printed more than { $limit } MB; the output was cut there.
grade-unreadable = Your program's events could not be judged: { $reason }
grade-interrupted = Grading was interrupted: the running programs were ended.
grade-last-lines = The last lines it printed:
grade-own-output = What your program printed (first lines):

grade-title = { $title }
grade-class-table = Bugs in the class
grade-student = { $name }: { $score } of { $max }
grade-case-passed = { $name } ({ $score }/{ $max }): passed
grade-case-failed = { $name } ({ $score }/{ $max }): { $bug }
grade-bug-count = { $bug }: { $count ->
    [one] 1 student
   *[other] { $count } students
} ({ $names })
grade-no-bugs = No bugs: every case passed.
grade-summary = { $students ->
    [one] 1 submission
   *[other] { $students } submissions
} graded in { $seconds } s.
grade-progress = Graded { $done } of { $total }: { $name }
grade-html-student = Student
grade-html-score = Score
grade-html-case = Case
grade-html-verdict = Verdict
grade-html-theirs = Your search
grade-html-open = Open this comparison in the app's Check a search
grade-html-events = Download the events
grade-html-output = Output
grade-html-language = Language

grade-error-read = { $file }: { $error }
grade-error-toml = { $file }, line { $line }, column { $column }: { $error }
grade-error-unknown-key = { $place }: unknown key '{ $key }'; a case takes name, points, scoring and the scenario keys: { $keys }
grade-error-key = { $place }: { $error }
grade-error-no-cases = { $file }: no [[case]]: add at least one case
grade-error-no-runs = { $file }: no [run.EXT] table: say how to run at least one language
grade-error-no-run-line = { $place }: no run = "…" command
grade-error-command = { $place }: the command '{ $command }' cannot be split into words (an unclosed quote?)
grade-error-placeholder = { $place }: unknown placeholder { $name }; the placeholders are { $names }
grade-error-memory = { $file }: memory = '{ $given }': write a size such as "512MB" or "1GB" (16 MB to 64 GB)
grade-error-bad-value = { $place }: { $key } = { $given } is not accepted there (see docs/grading.md)
grade-place-run = { $file }, [run.{ $ext }]
grade-place-case = { $file }, case { $index } ({ $name })
grade-error-points = { $place }: points = { $given }: a number from 0 to 1000
grade-error-tree = { $place }: { $error }
grade-error-case = { $place }: { $error }
grade-error-no-submission = { $path }: no submission here: a folder with a source file the assignment runs ({ $extensions }), or a folder of such folders
grade-error-no-run-for = { $path }: a { $ext } file, and the assignment has no [run.{ $ext }]
grade-error-two-sources = { $path }: two source files the assignment can run, { $first } and { $second }: keep one
grade-error-not-folder = { $path }: not a folder
grade-error-gradescope-class = --format gradescope writes one submission's results.json: give one submission, not a class ({ $count } submissions)
grade-error-tmp = cannot make a temporary folder for the submissions (set TMPDIR to a folder you can write): { $error }
grade-error-provided = { $place }: the provided file { $file } cannot be read: { $error }
grade-bug-no-source = no source file
grade-bug-build-failed = does not build
grade-bug-timeout = does not finish in time
grade-bug-crashed = crashed
grade-bug-cannot-start = cannot start
grade-bug-flood = floods its output
grade-bug-unreadable = events that cannot be judged
