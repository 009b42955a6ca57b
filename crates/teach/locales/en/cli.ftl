# cli: see locales/README.md

## Help: the program and its commands

cli-about = Game Tree Lab: watch minimax and alpha-beta think, one step at a time
cli-about-gui = Open the app on a scenario (the default: the AIMA figure 5.2 tree under alpha-beta)
cli-about-search = Run a search without a window and print what it found
cli-about-sheet = Write an exercise set's printable sheet: each empty tree and its answer, as pictures
cli-about-render = Draw one step of a search as a picture (SVG or PNG, by the file name), or steps A to B as an animated GIF (--steps)
cli-about-help = Print this message or the help of the given subcommand(s)

## Help: the options

cli-arg-lang = The language to speak: en or zh (default: the system's language)
cli-arg-format = How to print what the search found
cli-arg-no-trace = Run the bare search (no recording): value, best move and counts only
cli-arg-level = The level, 1 to 6 (1 minimax depth 2, 2 alpha-beta depth 3, 3 uneven trees, 4 move ordering, 5 MIN at the root, 6 PVS re-searches)
cli-arg-seed = The seed the trees are drawn from (the same seed gives everyone the same trees)
cli-arg-count = How many trees
cli-arg-sheet-out = The folder to write exercise-K and answer-K pictures into (made if missing)
cli-arg-png = PNG pictures instead of SVG
cli-arg-step = Which step: a number from 0, or `end`
cli-arg-render-out = The picture to write: FILE.svg or FILE.png; with --steps, FILE.gif
cli-arg-render-size = Draw the tree's canvas as the app's window shows it at this window size, WxH (such as 1280x720), instead of a slide
cli-arg-render-edge-windows = Write on each edge the window (α, β) the parent passed down it (alpha-beta, PVS and MTD(f) only)
cli-arg-render-code = Draw the algorithm's code beside the tree, the line the step runs lit: pseudo (one function), aima (MAX-VALUE/MIN-VALUE), python, c, rust, java or php
cli-arg-render-steps = Draw steps A to B as an animated GIF, one frame per step, each the picture --step draws: A..B (B may be end), or all; at most 5,000 frames
cli-arg-render-fps = With --steps: frames a second, from 0.1 to 50 (the last frame stays 3 seconds, then it loops)
cli-arg-render-presentation = Draw in the presentation palette (light, high contrast, larger text), as the app's presentation mode; slides always are
cli-about-check = Check your own search: run a program that prints the event protocol (one JSON object per line) on a tree, tic-tac-toe or bones, and show where it parts from minimax or alpha-beta
cli-arg-check-events = Read the events from this file instead of running a program
cli-arg-check-timeout = Stop the program after this many seconds (default 30)
cli-arg-check-program = The program and its arguments, after --; {"{"}tree{"}"} is replaced by the path of the tree in plain JSON; on a game {"{"}game{"}"}, {"{"}position{"}"} and {"{"}max-take{"}"} by the game's name, its position (tic-tac-toe's 9 cells, the bones heap) and the largest take; {"{"}depth{"}"} by the depth limit (0: none) and {"{"}depth-left{"}"} by the plies left for a search that counts depth down to 0 (the limit, or with none as many as the game can last)
cli-arg-link = A link such as `#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22` (instead of the flags)
cli-arg-gui-events = A learner's events (as check reads them) to step through beside the textbook's search of --tree, in check mode
cli-arg-game = tictactoe, connect4, mnk, bones or tree (implied by --position, --moves, --rows/--cols/--k, --bones or --tree)
cli-arg-position = A board position: its cells row by row from the top, X, O and . (tic-tac-toe: 9 cells; m,n,k: rows × cols; Connect Four: 42). Default: the empty board
cli-arg-moves = Connect Four: the columns played so far, 1–7 (e.g. 4453)
cli-arg-rows = m,n,k-game: rows, 3 to 5
cli-arg-cols = m,n,k-game: columns, 3 to 5
cli-arg-k = m,n,k-game: how many in a row win, 3 to the longer side
cli-arg-bones = Bones: the size of the heap
cli-arg-target = Dice race: the target the counter must reach, 1 to 20 (default 6)
cli-arg-max-take = Bones: the most a move may take
cli-arg-tree = An abstract tree file (JSON or the 15-150 notation: see docs/trees.md)
cli-arg-min-root = Trees: the root is a MIN node
cli-arg-algo = minimax, alphabeta, pvs, mtdf, expectiminimax or mcts
cli-arg-ordering = Heuristic move ordering
cli-arg-tt = Transposition table
cli-arg-iterative = Iterative deepening
cli-arg-depth = Depth limit; positions below it get the evaluation function
cli-arg-time-limit = With --iterative: start no new iteration after this many seconds
cli-arg-aspiration = With --iterative: start each iteration with the window (v − W, v + W) around the last value
cli-arg-max-nodes = Node budget: a search that would visit more stops with an error
cli-arg-iterations = MCTS: how many iterations (playouts), 1 to 200000 (default 1000)
cli-arg-mcts-seed = MCTS: the seed of the random playouts (the same seed gives the same search; default 1)
cli-arg-exploration = MCTS: the exploration constant C of UCB (default √2 ≈ 1.41)
cli-arg-help = Print help
cli-arg-help-more = Print help (see more with '--help')
cli-arg-help-summary = Print help (see a summary with '-h')
cli-arg-version = Print version
cli-arg-help-subcommand = Print help for the subcommand(s)

## Help: the values of --format, --game and --algo

cli-format-summary = Text for people: value, best move, counts and principal variation
cli-format-stats = One JSON object: value, best move, principal variation and counts
cli-format-json = The stats object plus every recorded node and event, as JSON
cli-format-dot = A Graphviz digraph of the recorded tree
cli-grade-format-text = Text for people: the class's bugs, then each student's cases
cli-grade-format-json = One JSON object: every student's cases, and the class's bugs
cli-grade-format-csv = A row per student: name, score, max, each case's bug
cli-grade-format-html = One self-contained page: the class table, each verdict and its pictures
cli-grade-format-gradescope = Gradescope's results.json, for one submission
cli-game-tictactoe = Tic-tac-toe, from --position or the empty board
cli-game-bones = The Game of Bones: a heap of --bones, a move takes 1 to --max-take
cli-game-dice = Dice race: a shared counter from 0; step 1 or roll a die; whoever reaches --target (or passes it) wins
cli-game-connect4 = Connect Four (7 columns × 6 rows), after --moves (the columns played, 1–7) or from --position
cli-game-mnk = An m,n,k-game: --rows × --cols, --k in a row wins, from --position
cli-game-tree = An abstract game tree read from --tree FILE
cli-algo-minimax = Plain minimax: prunes nothing
cli-algo-alphabeta = Alpha-beta: skips branches that cannot change the result (the default)
cli-algo-pvs = Principal variation search (NegaScout): null-window tests, re-searched when they beat the bound
cli-algo-mtdf = MTD(f): null-window passes over the whole tree until the bounds meet (turns on --tt)
cli-algo-expectiminimax = Expectiminimax: minimax with chance nodes, each the probability-weighted average of its children (the default for games of chance)
cli-algo-mcts = Monte Carlo tree search (UCT): random playouts, the most visited move wins

## Refused option values ($expected is one of the cli-expect- phrases)

cli-not-whole-number = not a whole number; expected { $expected }
cli-out-of-range = out of range; expected { $expected }
cli-not-a-number = not a number; expected { $expected }
cli-expect-timeout = seconds, more than 0 and at most 86400 (a day), such as 30 or 2.5
cli-expect-grid-side = 3 to 5
cli-expect-bones = a heap of 0 to { $most } bones
cli-expect-target = a target from 1 to { $most }
cli-expect-level = a level from 1 to 6
cli-expect-count = 1 to 50 trees
cli-expect-aspiration = a window half-width from 1 to 2^53
cli-expect-max-take = 1 to { $most } (the most bones one move may take)
cli-expect-depth = a depth of 1 or more moves
cli-expect-max-nodes = a budget of 1 or more nodes, such as 5000000
cli-expect-seconds = expected a positive number of seconds, such as 2 or 0.5
cli-expect-lang = expected en (English) or zh (中文)
cli-expect-step = not a step; expected a step number from 0, or 'end'
cli-expect-steps = not a range of steps; expected A..B with A and B step numbers from 0 (B may be 'end'), or 'all'

## Refused scenarios ($game is one of the cli-game-name- phrases)

cli-bones-needs-bones = --game bones needs --bones N (the size of the heap)
cli-tree-needs-tree = --game tree needs --tree FILE (a JSON tree)
cli-game-name-tictactoe = tic-tac-toe
cli-game-name-bones = bones
cli-game-name-dice = the dice race
cli-game-name-connect4 = Connect Four
cli-game-name-mnk = an m,n,k-game
cli-game-name-tree = a tree
cli-flag-wrong-game = { $flag } does not go with { $game }; give the flags of one game only
cli-flag-together = { $flag } cannot be used with { $other }; give one of them
cli-flag-needs-mcts = { $flag } is an option of Monte Carlo tree search; add --algo mcts or drop it
cli-flag-not-with-algo = { $flag } does not go with --algo { $algo }; drop it
cli-other-no-dot = --format dot is not written for --algo { $algo }; use summary, stats or json
cli-expect-iterations = 1 to 200000 iterations
cli-expect-seed = a seed from 0 to 18446744073709551615
cli-expect-exploration = an exploration constant from 0 to 1000000, such as 1.41
cli-time-limit-needs-iterative = --time-limit needs --iterative (it stops iterative deepening between depths)
cli-depth-zero = --depth 0 would search nothing; give a depth of 1 or more
cli-no-budget = --max-nodes 0 leaves no budget; give 1 or more
cli-aspiration-needs-iterative = --aspiration needs --iterative (each iteration's window is set around the last one's value)
cli-aspiration-mtdf = --aspiration needs --algo alphabeta or pvs ({ $algo } already searches with null windows around its guess)
cli-aspiration-no-window = --aspiration needs --algo alphabeta or pvs ({ $algo } never narrows its window)
cli-aspiration-width = --aspiration { $width } is not from 1 to 2^53

## Running the commands

cli-cannot-write-output = cannot write the output: { $error }
cli-bare-summary =
    Scenario: { $scenario }
    Value: { $value }
    Best move: { $best }
    Nodes visited: { $nodes }
    Leaves evaluated: { $leaves }
    Cutoffs: { $cutoffs }
cli-no-move = none
cli-dot-needs-trace = --format dot needs the recorded tree; drop --no-trace
cli-step-past-end = --step { $step } is past the end; this search has steps 0 to { $last } (or use --step end)
cli-expect-size = --size '{ $size }' is not a window size; expected WIDTHxHEIGHT, each from 200 to 8000 (such as 1280x720)
cli-step-not-a-step = --step '{ $step }' is not a step; expected a number from 0 to { $last } or 'end'
cli-steps-not-steps = --steps '{ $steps }' is not a range of steps; expected A..B with A and B from 0 to { $last } (B may be 'end'), or 'all'
cli-steps-past-end = --steps { $steps }: step { $step } is past the end; this search has steps 0 to { $last }
cli-steps-backwards = --steps { $steps }: step { $from } comes after step { $to }; give the earlier step first
cli-expect-fps = frames a second, from 0.1 to 50, such as 2 or 0.5
cli-expect-jobs = a whole number of submissions at once, from 1 to 256
cli-see-help = { $error } (see gametree --help)
cli-no-window = this build has no window (built without the `app` feature); use search or render
cli-stdout-closed = standard output is closed: the search's answer would be lost
cli-sheet-written = level { $level } ({ $name }), seed { $seed }: { $count ->
        [one] 1 picture
       *[other] { $count } pictures
    } in { $folder }
cli-edge-windows-no-windows = --edge-windows draws the windows (α, β) of alpha-beta, PVS and MTD(f); { $algo } has none: drop --edge-windows, or choose --algo alphabeta, pvs or mtdf
cli-out-is-tree = --out { $path } is the tree file itself; writing the picture would destroy the tree: choose another name
cli-error = error: { $message }
cli-note = note: { $message }

## Pictures: the legend and the badges on nodes

# Under a folded node: how many nodes it hides ($shown has thousands separators).
cli-folded-more = { $shown } more
cli-legend-leaf = leaf
cli-legend-current = current
cli-legend-searching = searching
cli-legend-pruned = pruned
cli-legend-best-line = best line
cli-badge-research = 2nd
cli-badge-test = test
cli-badge-estimate = est.
cli-legend-chance = chance node
cli-legend-visits = N = visits, W/N = mean result
cli-legend-edge-window = (α, β) = window passed down
cli-badge-new = new
cli-chance-each = each { $probability }

## The node budget, advice naming the flags (docs/cli.md "Errors and exit codes"; the app says it in words)

cli-search-node-budget = the search would visit more than { $limit } nodes (--max-nodes); { $advice }
cli-advice-ab-tt-depth = use alpha-beta, --tt, --depth, or raise --max-nodes
cli-advice-ab-tt-smaller-depth = use alpha-beta, --tt, a smaller --depth, or raise --max-nodes
cli-advice-ab-depth = use alpha-beta, --depth, or raise --max-nodes
cli-advice-ab-smaller-depth = use alpha-beta, a smaller --depth, or raise --max-nodes
cli-advice-tt-depth = use --tt, --depth, or raise --max-nodes
cli-advice-tt-smaller-depth = use --tt, a smaller --depth, or raise --max-nodes
cli-advice-depth = use --depth, or raise --max-nodes
cli-advice-smaller-depth = use a smaller --depth, or raise --max-nodes
cli-advice-chance-depth = use --depth or a lower --target, or raise --max-nodes
cli-advice-chance-smaller-depth = use a smaller --depth or a lower --target, or raise --max-nodes

## clap's own words (src/cli/clap_words.rs): in English clap's text is printed as it is; these
## English messages say the same, so that both languages have every message.
cli-clap-list-separator = ,{" "}
cli-clap-value-required = a value is required for '{ $arg }' but none was supplied
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-possible-values = { $error } [possible values: { $values }]
cli-clap-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-unknown-subcommand = unrecognized subcommand '{ $name }'
cli-clap-missing-required = the following required arguments were not provided: { $args }
cli-clap-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
cli-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-clap-repeated = the argument '{ $arg }' cannot be used multiple times
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-wrong-count = wrong number of values for '{ $arg }'
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-invalid-utf8 = an argument is not valid UTF-8
cli-clap-other = the command line could not be read
cli-clap-did-you-mean = { $error }; did you mean '{ $suggestion }'?
cli-help-usage = Usage:{" "}
cli-help-commands = Commands:
cli-help-options = Options:
cli-help-arguments = Arguments:
cli-help-possible-values = Possible values:
cli-help-default = [default:{" "}
cli-help-possible-inline = [possible values:{" "}
cli-help-options-placeholder = [OPTIONS]
cli-help-command-placeholder = [COMMAND]

# gametree check (issue 28).
check-did-enter = entered { $node }
check-did-leaf = evaluated { $node } as { $value }
check-did-exit = returned { $value } from { $node }
check-agree = Your search behaves exactly as { $algorithm }: the same { $nodes } steps, the same values returned, the same cutoffs.
check-entered-pruned = Step { $step }: you entered { $child }, but { $algorithm } never does: after { $searched } of the children of { $parent }, α = { $alpha } ≥ β = { $beta }, so its other children are pruned.
check-returned = Step { $step }: you returned { $value } from { $node }; { $algorithm } returns { $right } there.
check-differ = Step { $step }: you { $theirs }, but { $algorithm } { $ours }.
check-stopped = Step { $step }: your search stopped, but { $algorithm } goes on: it { $ours }.
check-went-on = Step { $step }: { $algorithm } has finished, but your search goes on: you { $theirs }.
check-no-events = the program printed no events: print one JSON object per line, such as {"{"}"enter": null{"}"} for the root (see docs/check.md)
check-outside = line { $line }: an event outside the search (before the root is entered or after it is left)
check-root-again = line { $line }: the root is entered again while a node is still open
check-no-such-child = line { $line }: enter { $index }, but this node has { $children ->
        [one] 1 child
       *[other] { $children } children
    } (counted from 0)
check-wrong-leaf = line { $line }: leaf value { $given }, but the tree's leaf there is worth { $tree }
check-illegal-move = line { $line }: { $mv } is not a legal move at { $place }; the legal moves there: { $legal }
check-wrong-side = line { $line }: { $mv } at { $place }, but the other side is to move there ({ $legal } is the move): does your program play the side to move? (A program that always plays one side, as an AI that is always O, is checked on positions where that side is to move.)
check-move-game-over = line { $line }: { $mv } at { $place }, but the game is over there: there is no move to enter
check-move-depth-limit = line { $line }: { $mv } at { $place }, but the depth limit ({ $depth }) is reached there: the search evaluates it with {"{"}"leaf": V{"}"} instead of entering a move
check-unfinished = the output ended with { $open ->
        [one] 1 node
       *[other] { $open } nodes
    } entered but never exited: every node ends with its own exit
check-too-many = more than { $limit } events: the program was stopped
check-timeout = the program did not finish within { $seconds } s (change it with --timeout)
check-flood = the program printed more than { $limit } MB: it was stopped
check-crashed = the program failed (exit code { $status }) before its search could be checked
check-cannot-start = cannot run { $program }: { $error }
check-needs-tree = check compares a search of a tree, tic-tac-toe or bones: give --tree FILE, --game tictactoe [--position P] or --bones N
check-needs-algo = check compares with minimax or alpha-beta: choose --algo minimax or --algo alphabeta
check-needs-program = give the program to run after --, or --events FILE
check-diagnosis = Your search behaves exactly like { $algorithm } that { $bugs }.
check-bug-max-min-swapped = swaps MAX and MIN (MAX takes the smallest value, MIN the largest)
check-bug-strict-cutoff = cuts off only when α > β (a tie, α = β, must cut too)
check-bug-best-not-reset = keeps one best value for the whole search instead of starting afresh at each node
check-agree-fail-hard = Your search behaves exactly as { $algorithm }, fail-hard: the same { $nodes } steps and the same cutoffs; where a node fails low or high it returns α or β, the bound, where the textbook's fail-soft search returns its own value, and both are right.
check-bug-sides-swapped = plays the root for the other side
check-bug-alpha-not-raised = never raises α at a MAX node (so no MIN node below it can cut off)
check-bug-beta-not-lowered = never lowers β at a MIN node (so no MAX node below it can cut off)
check-bug-bounds-swapped = swaps the updates of α and β (a MAX node lowers β with its best value, a MIN node raises α)
check-bug-reversed-order = visits the children right to left (the last child first)
check-bug-reordered = visits the children in another order (sorted by move ordering where the children should come as generated, or the other way round)
check-bug-last-child = returns the last child's value instead of the best one
check-bug-side-not-flipped = does not switch sides in the recursive call (every node plays as the root does)
check-bug-deeper-by-one = searches one ply past the depth limit (it evaluates one level too deep)
check-bug-shallower-by-one = stops one level early (it evaluates one level above the depth limit)
check-bug-plies-per-pair = counts the depth in pairs of moves, a MAX and a MIN move together, not one per move (a partial ply: it searches twice as deep)
check-misere = Your program scores an empty heap as a win for the side to move there (the misère rule), but in this game the player who takes the last bone wins: the side to move at an empty heap has lost: score it −1 where your MAX is to move there, +1 where your MIN is.
check-window-not-passed = The windows it prints show why: every child is entered with (−∞, +∞), so the window is not passed down.
check-window-alpha-not-updated = The windows it prints show why: α never rises at a MAX node, so the MIN nodes below it cannot cut off.
check-window-beta-not-updated = The windows it prints show why: β never falls at a MIN node, so the MAX nodes below it cannot cut off.
check-window-alpha-at-min = The windows it prints show why: a MIN node raises α where it should lower β.
check-window-test-after-loop = The windows it prints move as alpha-beta's do: the cutoff test α ≥ β is never taken inside the loop.
check-window-ties-not-cut = The windows it prints move as alpha-beta's do, and every cutoff it missed is a tie (α = β): is its test α ≥ β, not α > β, and inside the loop?
check-side-first = the player to move at the root
check-side-second = the other player
check-depth = depth
check-depth-root = {" "}(depth 0 at the root)
check-depth-children = {" "}(depth 0 at the root's children)
check-rule = Your program scores a win for { $max } as { $win }, for { $min } as { $loss }{ $draw }{ $origin }: { $max } is your MAX. Checked under that rule.
check-rule-stated = Checked under your --scoring: a win for { $max } scores { $win }, for { $min } { $loss }{ $draw }{ $origin }.
check-rule-draw = , a draw 0
check-rule-zero-evaluation = , 0 where the depth limit stops it (no evaluation function)
check-broken-draw = Step { $step }: you scored { $node } as { $given }, but the game is over there, a draw, and a draw scores 0.
check-broken-win = Step { $step }: you scored { $node } as { $given }, but { $winner } has won there, { $ply ->
    [one] 1 move
   *[other] { $ply } moves
} from the root, which the rule your other leaves follow scores { $expected }.
check-broken-win-stated = Step { $step }: you scored { $node } as { $given }, but { $winner } has won there, { $ply ->
    [one] 1 move
   *[other] { $ply } moves
} from the root, which your --scoring rule scores { $expected }.
check-broken-win-open = Step { $step }: you scored { $node } as { $given }, but { $winner } has won there: a win scores above 0 for your MAX ({ $max }) and below 0 for your MIN.
check-broken-evaluation = Step { $step }: you evaluated { $node } at the depth limit as { $given }, but the evaluation there is { $expected }: { $terms } (centre 3, each corner 2, X's positive: see docs/conventions.md).
check-leaf-goes-on = Step { $step }: you evaluated { $node } as { $value }, but { $algorithm } goes on there: it { $ours }.
check-missing-leaf = Step { $step }: you returned { $value } from { $node } without evaluating it first: print {"{"}"leaf": V{"}"} where your search scores a leaf, then its exit.
check-again = Step { $step }: you entered { $child } a second time, but { $algorithm } searches each child once: it { $ours }. Is the search called twice for that child (as in `best > minimax(…) ? best : minimax(…)`)?
check-root-again-done = Step { $step }: { $algorithm } has finished, but your search enters the root again. If it deepens one depth at a time, check it with --iterative.
check-never-prunes = Your search never prunes: it walks exactly as minimax. Is the α (or β) you update the one the next child sees? (In Rust, `let alpha = alpha.max(v);` inside the loop makes a new α that is gone at the next turn of the loop.) Are α and β passed down, and is α ≥ β tested inside the loop? If you meant minimax, check it with --algo minimax.
check-prunes = Your search walks exactly as alpha-beta: it prunes. Check it with --algo alphabeta.
check-never-prunes-app = Your search never prunes: it walks exactly as minimax. Is the α (or β) you update the one the next child sees? (In Rust, `let alpha = alpha.max(v);` inside the loop makes a new α that is gone at the next turn of the loop.) Are α and β passed down, and is α ≥ β tested inside the loop? If you meant minimax, choose Minimax in the scenario panel.
check-prunes-app = Your search walks exactly as alpha-beta: it prunes. Choose Alpha-beta in the scenario panel to compare it with alpha-beta.
check-sides-swapped-max = Your search maximises at the root, where { $side } is to move: it plays for { $other } there. { $side } is your MIN: start the search as the player to move (minimising for { $side }).
check-sides-swapped-min = Your search minimises at the root, where { $side } is to move, though { $side } is your MAX: start the search as the player to move (maximising for { $side }).
check-draw-as-evaluation = Your program scores a finished draw with its evaluation ({ $value }) instead of 0: test for the end of the game (a win, then a full board) before evaluating.
check-as-far = (As far as it was read: { $steps } steps.)
check-utf16 = the events are UTF-16 text: print them as UTF-8 (in PowerShell, `| Out-File -Encoding utf8`, or run the program under gametree check directly)
check-bad-child = line { $line }: {"{"}"{ $key }": { $written }{"}"} names no child: write null for the root, a child's index counted from 0, or a move such as "X b2"
check-bad-whole = line { $line }: {"{"}"{ $key }": { $written }{"}"} is not a whole number (write ±∞ as "inf" or "-inf")
check-bad-range = line { $line }: {"{"}"{ $key }": { $written }{"}"} is out of range: values are whole numbers within ±2^53, or "inf"/"-inf"
check-bad-two = line { $line }: one line holds one event, but this one has "{ $key }" and another event key
check-budget = the textbook search would visit more than { $limit } nodes (--max-nodes): check a smaller position, or raise --max-nodes
check-scoring-form = --scoring '{ $given }': write SIDE:W, SIDE:W-ply or SIDE:W+ply, such as x:10-ply (a win for X scores 10 − depth) or o:10
check-scoring-side = --scoring side '{ $given }': this game's sides are { $first } and { $second }
check-scoring-worth = --scoring: a win is worth 1 to 2^53, not { $given }
cli-arg-check-scoring = State your program's scoring instead of letting check infer it from your leaves: SIDE:W, SIDE:W-ply or SIDE:W+ply, SIDE your MAX (x or o in tic-tac-toe; first — the player to move at the root — or second in bones), W a win's score, -ply when a faster win scores more (depth counted from 0 at the root); e.g. o:10-ply
check-not-checked = check compares plain minimax and alpha-beta (with --depth, --ordering, --iterative): --tt, --time-limit and --aspiration are not checked
check-events-and-program = give either --events FILE or a program after --, not both
check-scoring-tree = --scoring is for games: a tree's leaves are worth what the tree says
check-chance = check compares your search with minimax and alpha-beta, and a tree with chance nodes needs neither: expectiminimax or MCTS searches it; step through it with gametree gui --tree FILE --algo expectiminimax (or mcts)
check-tmp = cannot write the tree for the program in the temporary folder { $folder } (set TMPDIR to a folder you can write): { $error }
check-interrupted = check was interrupted: the program was ended
check-stopped-early = (The program was stopped after step { $step }: nothing it prints afterwards can change the verdict.)
check-too-many-file = the file holds more than { $limit } events
check-depth-hint = Your program was given {"{"}depth{"}"} = 0, which means no depth limit: if it counts depth down to 0 and stops there, give it {"{"}depth-left{"}"} instead (the plies left).
check-flood-agree = the program printed more than { $limit } MB: it was stopped after { $steps } { $count ->
        [one] step
       *[other] steps
    }, all as { $algorithm }'s so far; { $algorithm }'s whole search takes { $total } steps (check a smaller position, or a depth limit)
check-flood-agree-budget = the program printed more than { $limit } MB: it was stopped after { $steps } { $count ->
        [one] step
       *[other] steps
    }, all as { $algorithm }'s so far; { $algorithm }'s whole search visits more than { $nodes } nodes (check a smaller position, or a depth limit)
gui-events-needs-tree = the app checks a search of a tree: give --tree FILE with --events (check a game's search with gametree check)
check-own-hidden = (… and { $lines } more lines of the program's own output, not shown)
cli-animation-progress = Drawing the animation { $bar } { $percent }%

## class: a live class session

cli-about-class = Run a live class session: students open the printed address (or scan the QR code) on their devices, follow the teacher's steps and answer the class's questions
cli-arg-class-port = The port to listen on (0: a free one)
cli-arg-class-bind = The address to listen on (the default, 0.0.0.0, is every interface, so that the class can reach it)
cli-arg-class-web = The web build to serve (bash web/build.sh makes it)
cli-arg-class-max-students = The most students the room takes
cli-arg-class-results = The CSV file the answers are written to as they arrive (a new file; default: gametree-class-CODE.csv in the current folder)
cli-expect-port = a port from 0 (a free one) to 65535
cli-expect-max-students = a number of students from 1 to 100000
cli-expect-bind = --bind '{ $bind }' is not an address; expected an IP address such as 0.0.0.0 (every interface), 127.0.0.1 or 192.168.1.20
cli-class-students = students: { $url }
cli-class-teacher = teacher: { $url }
cli-class-results-file = Answers are written to { $file } as they arrive.
cli-class-stop-hint = Ctrl+C ends the class (every page is told).
cli-class-ended = The class has ended: { $answers ->
        [one] 1 answer
       *[other] { $answers } answers
    } from { $students ->
        [one] 1 student
       *[other] { $students } students
    }.
cli-class-results-failed = Some answers could not be written to the results file (the disk may be full); the teacher's page could still download them.
cli-class-no-web = the web build { $folder } is missing: build it with bash web/build.sh (or give --web FOLDER)
cli-class-port-in-use = port { $port } is in use: give another with --port, or --port 0 for a free one
cli-class-cannot-listen = cannot listen on { $addr }: { $error } (check --bind and --port)
cli-class-results-exist = the results file { $file } exists already: give another with --results (answers are never written over)
cli-class-results-cannot-write = cannot write the results file { $file }: { $error }
cli-class-runtime = cannot start the class server: { $error }
cli-class-random = the operating system gave no random numbers for the join code and key: { $error }
cli-about-grade = Grade a class: run every submission's search on an assignment's cases, name each bug, and write the report (text, json, csv, html or Gradescope's results.json)
cli-arg-grade-path = One submission (a folder with a source file) or a class (a folder of them)
cli-arg-grade-assignment = The assignment (TOML: limits, how each language runs, the cases)
cli-arg-grade-format = The report's form
cli-arg-grade-out = Write the report to this file instead of standard output
cli-arg-grade-jobs = Submissions graded at once (default: the machine's cores)
