# play: see locales/README.md

## Compare's tables (src/compare.rs, src/app/toolkit/compare_view.rs, depth_table_view.rs)
play-depth-col-alphabeta = alpha-beta
play-depth-col-ordering = + ordering
play-depth-col-tt = + TT
play-depth-col-ordering-tt = + ordering + TT
play-col-depth = depth
play-col-best-move = best move
play-col-value = value
play-over-budget = over budget
play-depth-by-depth-title = Depth by depth: { $game }
play-col-configuration = configuration
play-compare-title = Compare: { $game }
play-col-nodes = nodes
play-col-cutoffs = cutoffs
play-col-tt-hits = TT hits
play-col-re-searches = re-searches
play-col-passes = passes
play-col-time = time
play-row-error = error: { $error }
play-nodes-by-depth = Nodes visited by depth
# $ms and $s are already formatted numbers ("0.42", "12.3", "1.25").
play-time-ms = { $ms } ms
play-time-s = { $s } s

## The compare view (src/app/toolkit/compare_view.rs)
play-example-aima = AIMA figure 5.2
play-example-wikipedia = Wikipedia alpha-beta tree
play-example-bones = bones { $bones }
play-example-tictactoe = tic-tac-toe { $position }
play-example-connect-four = Connect Four after { $moves }, depth { $depth }
play-example-mnk = m,n,k-game ({ $rows },{ $cols },{ $k })
play-example-empty-board = tic-tac-toe, empty board
play-compare-cannot-start = cannot start the comparison: { $error }
play-compare-stopped = the comparison { $error }
play-compare-stepper-scenario = Compare the stepper's scenario
play-compare-stepper-scenario-hover = compare { $game }
play-compare-intro = The same search done every way: the root value must not change, only the work. Fewer nodes visited is better.
play-compare-scenario = scenario
play-compare-depth-limit = depth limit
play-compare-draw-trees = draw the trees
play-searching = searching… { $nodes } nodes
play-cancel = Cancel
play-run = Run
play-run-hover = search again with the options above
play-compare-press-run = Press Run to search this scenario every way at once.
play-compare-trees-limit = Trees are drawn for searches of up to { $nodes } nodes.
play-compare-step-all-trees = step (all trees)
play-col-root-value = root value
play-col-nodes-visited = nodes visited
play-col-of-minimax = of minimax
play-compare-values-agree = Every configuration finds the same root value: the options only change the work done.
play-compare-values-differ = The root values differ (a depth limit with move ordering or a table can do this).
play-compare-iterative-note = Iterative deepening searches the top levels again in each iteration, so its shallow depths count more than once.
play-col-depth-n = depth { $depth }

## Compare's depth-by-depth table (src/app/toolkit/depth_table_view.rs)
play-depth-cannot-start = cannot start the search: { $error }
play-depth-stopped = the search { $error }
play-depth-by-depth = Depth by depth
play-depth-intro = The same position searched 1, 2, 3 … moves ahead: below the limit the evaluation guesses, so the chosen move and the value can change with the depth.
play-depth-depths-up-to = depths 1 to
play-depth-search-every-depth = Search every depth

## Play against the computer (crates/app/src/toolkit/play_view/); $mv is move text ("X b2", "take 2")
play-log-you = You: { $mv }
play-log-computer = Computer: { $mv } (search value { $value })
# The computer's search value when it was searched to the end of the game (a result) or,
# depth-limited, scored positions with the evaluation function (an estimate; issue 43).
play-log-computer-draw = Computer: { $mv } (search value { $value }: a draw with best play)
play-log-computer-win-in = Computer: { $mv } (search value { $value }: { $side } wins in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, this one included)
play-log-computer-win = Computer: { $mv } (search value { $value }: { $side } wins with best play)
play-log-computer-estimate = Computer: { $mv } (estimate { $value }, looking { $depth } moves ahead)
play-err-game-over = the game is over; press New game to play again
play-err-computers-turn = it is the computer's turn
play-err-column-full = column { $column } is full; choose another column
play-err-cell-taken = cell { $cell } is taken; choose an empty cell
play-err-cannot-take = cannot take { $take } of { $left ->
        [one] 1 bone
       *[other] { $left } bones
    }; take 1 to { $most }
play-err-search-failed = the computer's search failed: { $error }
play-err-illegal-choice = the computer chose { $mv }, which is not legal here
play-game-tictactoe = Tic-tac-toe
play-game-connect-four = Connect Four
play-game-mnk = m,n,k
play-game-bones = Bones
play-computer-first = computer moves first
play-mnk-rows = rows
play-mnk-cols = cols
play-mnk-k = k
play-looks-ahead = computer looks ahead
# After the number of moves in the look-ahead box.
play-looks-ahead-unit = {" "}moves
play-bones-heap = heap
play-bones-take-up-to = take up to
play-new-game = New game
play-press-new-game = Press New game to play with these options.
# Play opens on the stepper's scenario (issue 36, item 6); when it cannot, one line says why.
play-not-opened-tree = The stepper's scenario is a tree, which cannot be played here; choose a game above.
play-not-opened-custom = The stepper's scenario is a program's own game, which cannot be played here; choose a game above.
play-not-opened-board = The stepper's board cannot be played here: { $error }
play-from-stepper = Started from the stepper's position; New game starts from an empty board.
play-computer-played = The computer played { $mv }.
play-show-why = Show why
play-show-why-hover = open the computer's search in the stepper, to step through it
play-show-why-note = opens its search in the stepper
play-moves = Moves
# $you and $computer are X or O.
# Depth-limited games (Connect Four, m,n,k): the values are estimates at the look-ahead.
play-sides-grid-estimates = You are { $you }, the computer is { $computer }; X moves first. The computer looks { $depth } moves ahead and scores the positions there with the evaluation function, so its search values are estimates from X's side, not results: above 0 X stands better, below 0 O does. A value searched to the end of the game says who wins, and in how many moves.
play-sides-grid = You are { $you }, the computer is { $computer }; X moves first. Search values are from X's side: above 0 X wins, 0 a draw, below 0 O wins (with best play).
play-sides-bones-computer-first = The computer moved first. Search values are from the first player's side: above 0 the first player wins with best play.
play-sides-bones-you-first = You moved first. Search values are from the first player's side: above 0 the first player wins with best play.
play-status-draw = Game over: a draw. Press New game to play again.
play-status-you-win = Game over: you win! Press New game to play again.
play-status-computer-wins = Game over: the computer wins. Press New game to play again.
# $side is X or O.
play-status-your-move-column = Your move ({ $side }): click a column (or press 1–7).
play-status-your-move = Your move ({ $side }).
play-status-your-move-bones = Your move: { $left ->
        [one] 1 bone left
       *[other] { $left } bones left
    }; take 1 to { $most }. Whoever cannot move loses.
play-status-thinking = The computer is thinking…
play-hints = hints: every move's value (H)
play-hints-hover = each legal move searched on its own: win in n, draw, loss in n (or a depth-limited score); click one to open its search
play-take = Take { $k }

## Dice race (src/app/toolkit/dice_play.rs)

play-game-dice = Dice race
play-dice-target = target
play-dice-rules = A shared counter from 0: on your turn step 1 or roll the die (1–6). Whoever reaches the target (or passes it) wins. The computer compares the expected value of each choice, from the side of MAX, who moves first: +1 MAX wins, −1 MIN wins.
play-dice-target-capped = The link asked for a race to { $asked }; Play races to at most { $most }, so this race is to { $most }.
play-dice-your-move = Your move: the counter is at { $counter } of { $target }.
play-dice-step = Step (+1)
play-dice-roll = Roll the die (+1 to +6)
play-dice-stepped = step
play-dice-rolled = roll, the die shows { $face }
play-dice-log-you = You: { $mv }
play-dice-log-computer = Computer: { $mv } (expected value of stepping { $step }, of rolling { $roll })
play-dice-why-title = dice race to { $target } at { $counter }, { $player } to move
play-dice-why-hover = step through the computer's last decision with expectiminimax, in Chance

# Compare's times: one search's, timed over as many runs as a clock needs (issue 26).
# $us is already formatted ("0.42", "420.0"); every language keeps the unit and the digits.
play-time-us = { $us } µs
play-col-time-per-search = time per search
play-time-per-search-hover = The time of one search: it was run { $repeats } times, in batches, and each batch's time divided by its runs; the fastest batch is shown, so that even a search of a few microseconds is measured. Times depend on the computer; compare them with each other.
play-compare-chart = Nodes visited, per configuration
