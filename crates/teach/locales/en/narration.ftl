# narration: see locales/README.md

## Wording helpers (src/teach/words.rs)

narration-ordinal = { $n ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $n }th
    }
narration-series-separator = {", "}
narration-series-and = { $init } and { $last }
narration-series-or = { $init } or { $last }

## Who a node is, inside sentences (src/teach/narrate.rs)

narration-who-leaf = leaf { $name }
narration-who-leaf-under = leaf { $label } under { $parent }
narration-who-root-named = the root { $label } ({ $player })
narration-who-root = the root ({ $player })
narration-who-node = { $player } node { $name }
narration-who-chance = chance node { $name }
narration-who-chance-player = chance
narration-who-position = { $name } ({ $player })
# One name per node: a tree leaf named by its value is placed under its parent; a bones
# position is named by its heap; a board by the moves from the root, joined by the separator.
narration-name-leaf-under = { $label } under { $parent }
narration-name-heap = the heap of { $left }
narration-name-move-separator = {", "}
narration-name-position-after = the position after { $moves }
# A dice race position by its counter and whose turn it is (the winner once it is over).
narration-name-dice = counter { $counter } ({ $player } to move)
narration-name-dice-rolling = counter { $counter } ({ $player } rolls)
narration-name-dice-won = counter { $counter } ({ $player } has won)

## The stepper's sentences (src/teach/narrate.rs)

narration-ready = Ready: { $algorithm } will search from { $who }. Press → to take the first step.
narration-ready-picture = Ready: { $algorithm } will search from { $who }; its first step goes into the root.
narration-nothing-recorded = Nothing was recorded.
narration-iteration-deepening = Iteration { $number } of iterative deepening: search again from the root, this time { $depth ->
        [one] 1 move
       *[other] { $depth } moves
    } deep.
narration-iteration = Iteration { $number }: search again from the root.
narration-iteration-deepening-first = Iteration 1 of iterative deepening: search from the root, first { $depth ->
        [one] 1 move
       *[other] { $depth } moves
    } deep.
narration-iteration-first = Iteration 1: search from the root.
narration-tt-hit = The transposition table already knows this position: { $who } is { $value } without searching again.
narration-negamax-note = Negamax view: every value is shown from the side to move at its node, so every node takes the highest value of its children negated; MIN's values flip sign and its window (α, β) becomes (−β, −α). The search and its steps are exactly the same.
narration-negamax-here-value = {" "}Here MIN node { $name }'s { $value } reads { $side } from MIN's side.
narration-negamax-here-window = {" "}Here MIN's window (α, β) = ({ $alpha }, { $beta }) reads ({ $side_alpha }, { $side_beta }) from MIN's side.

# Entering a node; $reason is empty or one of the narration-reason- clauses below.
narration-enter-root-window-max = Start at { $who } with window α = { $alpha }, β = { $beta }{ $reason }: MAX picks the highest value of its children.
narration-enter-root-window-min = Start at { $who } with window α = { $alpha }, β = { $beta }{ $reason }: MIN picks the lowest value of its children.
narration-enter-root-max = Start at { $who }{ $reason }: MAX picks the highest value of its children.
narration-enter-root-min = Start at { $who }{ $reason }: MIN picks the lowest value of its children.
narration-enter-child = Go down from { $parent } to { $who }{ $reason }.
narration-enter-child-window = Go down from { $parent } to { $who } with window α = { $alpha }, β = { $beta }{ $reason }.
narration-enter-child-move = Go down from { $parent } to { $who } by playing { $mv }{ $reason }.
narration-enter-child-move-window = Go down from { $parent } to { $who } by playing { $mv } with window α = { $alpha }, β = { $beta }{ $reason }.
narration-enter-ordering = {" "}Move ordering tries its most promising children first.

narration-leaf-depth-limit = The depth limit is reached at { $name }: the evaluation function scores it { $value }.
narration-leaf-depth-limit-estimate = The depth limit is reached at { $name }: the game goes on, so its value is estimated by the evaluation: { $estimate }.
narration-leaf-x-wins = X has { $k } in a row: the game is over, X wins, scoring { $top } − { $moves } moves = { $value }.
narration-leaf-o-wins = O has { $k } in a row: the game is over, O wins, scoring −({ $top } − { $moves } moves) = { $value }.
narration-leaf-draw = The board is full with no { $k } in a row: a draw, scoring 0.
narration-leaf-no-bones = No bones are left: { $player } cannot move and loses, so the value is { $value }.
narration-leaf = { $who } has the value { $value }: nothing to search below it.
# One term of an estimate; the terms are joined with " + " and followed by " = value".
narration-estimate-term = { $weight } × ({ $max } − { $min }) for { $name }

# A child's place among its parent's children: in the tree's order, or in the order move
# ordering tried them.
narration-child-place = { $ordinal } child
narration-child-place-tried = { $ordinal } child tried
# A value backed up to its parent; $place is a narration-child-place, $more is empty or
# narration-backup-alpha-rises / -beta-falls followed by narration-backup-now-cut.
narration-backup-tree-best = { $who } got { $value } from its { $place } ({ $child }): its best so far is now { $best }{ $more }.
narration-backup-tree-not-higher = { $who } got { $value } from its { $place } ({ $child }): not higher than { $best }, so its best stays { $best }{ $more }.
narration-backup-tree-not-lower = { $who } got { $value } from its { $place } ({ $child }): not lower than { $best }, so its best stays { $best }{ $more }.
narration-backup-best = { $who } got { $value } from its { $place }: its best so far is now { $best }{ $more }.
narration-backup-not-higher = { $who } got { $value } from its { $place }: not higher than { $best }, so its best stays { $best }{ $more }.
narration-backup-not-lower = { $who } got { $value } from its { $place }: not lower than { $best }, so its best stays { $best }{ $more }.
narration-backup-alpha-rises = , so α rises from { $old } to { $new }
narration-backup-beta-falls = , so β falls from { $old } to { $new }
narration-backup-now-cut = {" "}— now α = { $alpha } ≥ β = { $beta }

narration-cutoff-min = Cutoff at { $who }: its value can only be ≤ { $beta }, but MAX already has α = { $alpha } elsewhere, so MAX will never choose { $name }: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).
narration-cutoff-min-game = Cutoff at { $who }: its value can only be ≤ { $beta }, but MAX already has α = { $alpha } elsewhere, so MAX will never let the game get here: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).
narration-cutoff-max = Cutoff at { $who }: its value can only be ≥ { $alpha }, but MIN already holds MAX to β = { $beta } elsewhere, so MIN will never allow { $name }: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).
narration-cutoff-max-game = Cutoff at { $who }: its value can only be ≥ { $alpha }, but MIN already holds MAX to β = { $beta } elsewhere, so MIN will never let the game get here: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).

# A cutoff under a bound that is not another branch's: $source is a narration-source- clause.
narration-cutoff-min-window = Cutoff at { $who }: its value can only be ≤ { $beta }, and { $source }, so nothing more here can change the answer: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).
narration-cutoff-max-window = Cutoff at { $who }: its value can only be ≥ { $alpha }, and { $source }, so nothing more here can change the answer: { $pruned ->
        [one] its other child is pruned
       *[other] its other { $pruned } children are pruned
    } (α ≥ β).
# Where a bound comes from when it is not another branch's best so far.
narration-source-test-max = { $edge } = { $value } is only the edge of the null-window test of { $name }, which only asks whether { $name } is better for MAX than α = { $alpha }
narration-source-test-min = { $edge } = { $value } is only the edge of the null-window test of { $name }, which only asks whether { $name } is better for MIN than β = { $beta }
narration-source-pass = { $edge } = { $value } is only the edge of MTD(f) pass { $pass }'s null window, which only asks whether the value is at least { $beta }
narration-source-aspiration = { $edge } = { $value } is only the edge of the aspiration window { $window }, which only asks whether the root's value lies inside it

narration-search-over-best = The search is over: the root's value is { $value }; the best move is { $best }. { $nodes ->
        [one] 1 node
       *[other] { $nodes_shown } nodes
    } visited, { $cutoffs ->
        [one] 1 cutoff
       *[other] { $cutoffs_shown } cutoffs
    }.
narration-search-over = The search is over: the root's value is { $value }. { $nodes ->
        [one] 1 node
       *[other] { $nodes_shown } nodes
    } visited, { $cutoffs ->
        [one] 1 cutoff
       *[other] { $cutoffs_shown } cutoffs
    }.
# A node is finished; $what is "done" (a leaf, an estimate, a table answer) or "finished".
narration-exit-exact = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is { $value }.
narration-exit-at-least-cut = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at least { $value } (it was cut short, so only this bound is known).
narration-exit-at-least-branch = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at least { $value } ({ $why ->
        [table] the table knows no more than that, and it is no less than β = { $bound }
        [one] a child came back no lower than β = { $bound }
       *[none] no child fell below β
    }, so MIN higher up will not come here and the exact value does not matter).
narration-exit-at-least-window = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at least { $value } ({ $why ->
        [table] the table knows no more than that, and it is no less than β = { $bound }
        [one] a child came back no lower than β
       *[none] no child fell below β
    }; { $source }, so the exact value does not matter).
narration-exit-at-most-cut = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at most { $value } (it was cut short, so only this bound is known).
narration-exit-at-most-branch = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at most { $value } ({ $why ->
        [table] the table knows no more than that, and it is no more than α = { $bound }
        [one] a child came back no higher than α = { $bound }
       *[none] no child reached above α
    }, so MAX higher up will not come here and the exact value does not matter).
narration-exit-at-most-window = { $who } is { $what ->
        [done] done
       *[finished] finished
    }: its value is at most { $value } ({ $why ->
        [table] the table knows no more than that, and it is no more than α = { $bound }
        [one] a child came back no higher than α
       *[none] no child reached above α
    }; { $source }, so the exact value does not matter).

## Null windows: MTD(f), PVS, aspiration windows (src/teach/null_window.rs)

narration-bounds = { $lower } ≤ value ≤ { $upper }
narration-pass-first = MTD(f) pass { $pass } (nothing is known yet): is the value at least { $beta }? Search the whole tree with the null window { $window }, which can only answer yes (≥ { $beta }) or no (≤ { $alpha }).
narration-pass = MTD(f) pass { $pass } (so far { $bounds }): is the value at least { $beta }? Search the whole tree with the null window { $window }, which can only answer yes (≥ { $beta }) or no (≤ { $alpha }).
narration-pass-over-yes = Pass { $pass } is over: yes, the root is worth { $value }, so now { $bounds }.
narration-pass-over-no = Pass { $pass } is over: no, the root is worth { $value }, so now { $bounds }.
narration-pass-over-exact = Pass { $pass } is over: the root is worth exactly { $value }, so now { $bounds }.
narration-pass-bounds-meet = {" "}The bounds meet: the value is { $value } after { $passes } passes.
narration-pass-next = {" "}The next pass tests right next to the bound just learnt.
narration-research-root = The root came back { $value }, on or outside the aspiration window { $window }: that is only a bound, so search the root again at the same depth with the full window (-∞, +∞).
narration-research-max = The null-window test says { $name } is better than α = { $alpha } for MAX (it is worth { $value }), so search it again with the window { $window } to learn its value.
narration-research-min = The null-window test says { $name } is better than β = { $beta } for MIN (it is worth { $value }), so search it again with the window { $window } to learn its value.
# Why an entered node has its window, said inside narration-enter- sentences.
narration-reason-root-research = {" "}— the second search of this root, with the full window
narration-reason-aspiration = {" "}— an aspiration window around the last iteration's value
narration-reason-research = {" "}— the second visit of { $name }: its test beat the bound, so now it gets the whole window that is left
narration-reason-null-below = {" "}— a null window handed down from the test above: only whether { $name } is ≥ { $beta } matters, not its exact value
narration-reason-null-pass = {" "}— the null window of MTD(f) pass { $pass }, handed down from the root: only whether { $name } is ≥ { $beta } matters, not its exact value
narration-reason-test-max = {" "}— a null-window test: can { $name } be better for MAX than α = { $alpha }? Only yes or no comes back, which costs far less than its value
narration-reason-test-min = {" "}— a null-window test: can { $name } be better for MIN than β = { $beta }? Only yes or no comes back, which costs far less than its value
narration-reason-test-leaf-max = {" "}— a null-window test: can { $name } be better for MAX than α = { $alpha }? { $name } { $limit ->
        [yes] is at the depth limit
       *[no] is a leaf
    }, so its value itself comes back, not only yes or no
narration-reason-test-leaf-min = {" "}— a null-window test: can { $name } be better for MIN than β = { $beta }? { $name } { $limit ->
        [yes] is at the depth limit
       *[no] is a leaf
    }, so its value itself comes back, not only yes or no
narration-test-over-max-better = The test of { $name } is over: it is worth { $value }, more than α = { $alpha }, so it may be better for MAX than the best so far.
narration-test-over-max-stays = The test of { $name } is over: it is worth { $value }, no more than α = { $alpha }, so MAX's best stays.
narration-test-over-max-stays-bound = The test of { $name } is over: it is worth { $value }, no more than α = { $alpha }, so MAX's best stays and its exact value is not needed.
narration-test-over-min-better = The test of { $name } is over: it is worth { $value }, less than β = { $beta }, so it may be better for MIN than the best so far.
narration-test-over-min-stays = The test of { $name } is over: it is worth { $value }, no less than β = { $beta }, so MIN's best stays.
narration-test-over-min-stays-bound = The test of { $name } is over: it is worth { $value }, no less than β = { $beta }, so MIN's best stays and its exact value is not needed.

## A drawn node for screen readers: parts joined with the separator (src/teach/spoken.rs)

narration-label-separator = {", "}
narration-label-unseen = not reached yet
narration-label-pruned = pruned
narration-label-searching = being searched, no value yet
narration-label-searching-at-least = being searched, best so far at least { $value }
narration-label-searching-at-most = being searched, best so far at most { $value }
narration-label-value = value { $value }
narration-label-value-at-least = value at least { $value }
narration-label-value-at-most = value at most { $value }
narration-label-window = window α { $alpha } β { $beta }
narration-label-children-pruned = { $pruned ->
        [one] 1 child
       *[other] { $pruned } children
    } pruned

## The search summary (src/teach/summary.rs)

narration-meaning-depth-limited = {" "}(depth-limited: the evaluation function's estimate)
narration-meaning-draw = {" "}(a draw with best play)
narration-meaning-win-in = {" "}({ $side } wins with best play, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } from here)
narration-meaning-win = {" "}({ $side } wins with best play)
narration-summary-scenario = Scenario: { $title }
narration-summary-value = Value: { $value }{ $meaning }
narration-summary-best-move = Best move: { $best }
narration-summary-best-move-none = Best move: none (the game is over)
narration-summary-principal-variation = Principal variation: { $line }
narration-summary-nodes-visited = Nodes visited: { $n }
narration-summary-leaves = Leaves evaluated: { $n }
narration-summary-cutoffs = Cutoffs: { $n } ({ $count ->
        [one] 1 child
       *[other] { $pruned } children
    } pruned)
narration-summary-tt-hits = Transposition table hits: { $n }
narration-summary-re-searches = Re-searches: { $n }
narration-summary-passes = MTD(f) passes: { $n }
narration-summary-iterations = Iterations: { $n }
narration-summary-nodes-by-depth = Nodes by depth: { $counts }
narration-summary-recorded = Recorded: { $nodes } nodes ({ $pruned } pruned), { $steps } steps

## The Game of Bones by heaps (src/teach/bones_graph.rs)

narration-bones-zero-loses = 0 loses: no bones are left, so the player to move cannot move
narration-bones-wins = { $heap } wins: take { $take } to leave { $left }, which loses
narration-bones-loses = { $heap } loses: every take leaves { $left }, and each of those wins
narration-bones-multiples-lose = The losing heaps are the multiples of { $m }: 0, { $m }, { $double }, … From a multiple of { $m } every take of 1 to { $k } leaves a heap that is not one; from any other heap, taking its remainder after dividing by { $m } leaves a multiple of { $m }. So the player to move loses exactly when the heap is a multiple of { $m }.
narration-bones-heap = heap { $heap }: { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    } of the tree
narration-bones-heap-table = heap { $heap }: { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    } of the tree; the transposition table answered for it

## Slides (crates/teach/src/picture_words.rs)

narration-slide-step = Step { $step } of { $total }
narration-slide-step-end = Step { $step } of { $total } (the end)

## Every move's value, the hints on a board (src/teach/move_values.rs)

narration-values-exact = exact: searched to the end of the game
narration-values-depth-limited = depth-limited: { $depth } moves ahead, then the evaluation
narration-value-draw = draw
narration-value-win = win
narration-value-loss = loss
narration-value-win-in = win in { $moves }
narration-value-loss-in = loss in { $moves }
narration-mcts-summary-run = Iterations: { $iterations } (seed { $seed }, exploration C = { $exploration })
narration-mcts-summary-best = Best move: { $best } (the most visited: { $visits } of { $iterations } iterations)
narration-mcts-summary-win-rate = Estimate: { $estimate } ({ $side }'s win rate W/N after that move; a draw counts ½)
narration-mcts-summary-mean = Estimate: { $estimate } (the mean W/N of the leaves reached after that move, in MAX's view)
narration-mcts-summary-children = Moves at the root (N visits, W/N):
narration-mcts-summary-child = { $played }: N = { $visits }, W/N = { $mean }
narration-mcts-summary-line = Most visited line: { $line }
narration-mcts-summary-tree = Search tree: { $nodes } nodes; random playouts: { $moves } moves
narration-ex-enter-chance = Enter { $node }: a chance node. The dice decide here, so its value will be the average of its children's values, each weighted by its probability.
narration-ex-enter-player = Enter { $node }: { $player } moves here.
narration-ex-enter-leaf = Enter { $who }.
narration-ex-enter-game-over = Enter { $node }: the game is over here.
narration-ex-leaf = { $node } is a leaf worth { $value }.
narration-ex-evaluated = { $node } is at the depth limit: the evaluation function scores it { $value }.
narration-ex-backup-chance = { $node_value } happens with probability { $probability }: { $parent } adds { $probability } × { $term }, so its weighted sum so far is { $sum }.
narration-ex-backup-player = { $node_value } goes up to { $parent }: the best { $player } has so far is { $best }.
narration-ex-its-parent = its parent
narration-dice-move-step = step
narration-dice-move-roll = roll
narration-dice-move-die = die { $face }
narration-ex-exit-chance = { $node } is done: its expected value is { $average }.
narration-ex-exit-player = { $node } is done: { $which ->
    [max] MAX takes the largest child value, { $value }.
   *[min] MIN takes the smallest child value, { $value }.
}
narration-ex-exit-leaf = { $node } is done.
narration-ex-summary-value = Value: { $value } (the expected outcome with best play by both sides)
narration-ex-summary-no-choice = Best move: none (the dice move first, or the game is over)
narration-ex-summary-counts = Nodes visited: { $nodes }; leaves evaluated: { $leaves }; chance nodes: { $chance }
narration-ex-summary-averages = Chance nodes, each the weighted average of its children:
narration-ex-summary-more = … and { $n } more
narration-ex-summary-average = { $node }: { $average }
narration-ex-summary-average-after = { $node } after { $moves }: { $average }
narration-mcts-selection = Iteration { $iteration }, selection: from the root down, each node choosing the child with the highest UCB = W/N + C × √(ln N / n){ $steps ->
    [0] ; the root still has an untried move, so selection stops at once.
   *[other] :
}
narration-mcts-choice = At { $node }, { $player } picks { $chosen }: UCB = { $mean } + { $c } × √(ln { $parent_n } / { $n }) = { $mean } + { $explore } { $equals } { $ucb }, the highest of { $count }.
narration-mcts-throw = At { $node } the die decides: it shows { $face }.
narration-mcts-expansion = Expansion: { $parent } gets a new child, { $played } (N = 0 so far).
narration-mcts-no-expansion = Expansion: none, the game is over at { $node }.
narration-mcts-playout = Simulation: from { $node }, { $count } random { $count ->
    [one] move
   *[other] moves
} to the end ({ $moves }); the result for MAX: { $result }.
narration-mcts-no-playout = Simulation: { $node } is already the end; the result for MAX: { $result }.
narration-mcts-backup = Backpropagation: N + 1 at each of the { $count } nodes up to the root, and W + the reward for the player who moved into each (MAX's result { $result }; the other side gets 1 minus it).
narration-mcts-root-now = The root has N = { $visits }; its most visited move is { $best }, with W/N = { $mean }.
narration-mcts-backup-values = Backpropagation: N + 1 at each of the { $count } nodes up to the root, and W + { $result }, the leaf's value, at every one of them (W/N is the mean value in MAX's view; MIN picks by −W/N).
narration-mcts-summary-exact = Exact search: best move(s) { $best }, value { $value } (in the estimate's terms)
narration-mcts-summary-no-exact = Exact search: too big to solve here (more than 3000000 nodes)
narration-mcts-summary-checkpoint = after { $iterations } iterations: { $played }{ $agrees ->
    [yes] {" "}(an exact best move)
   *[no] {""}
}, estimate { $estimate }, off by { $off }
narration-label-visits = { $visits ->
        [one] 1 visit
       *[other] { $visits } visits
    }, W = { $wins }
narration-label-visits-root = { $visits ->
        [one] 1 visit
       *[other] { $visits } visits
    }, W = { $wins } for { $player }, to move here
narration-ex-estimated = { $value } (the depth limit: the evaluation, before the throw)
narration-summary-cutoff-kinds = Cutoffs by kind: { $max } at MAX nodes (value ≥ β), { $min } at MIN nodes (value ≤ α); { $shallow } shallow (the bound met was set by the parent), { $deep } deep (set further up)
narration-cutoff-shallow = A shallow cutoff: { $bound } = { $value } was set by its parent, { $setter }.
narration-cutoff-deep = A deep cutoff: { $bound } = { $value } was set by { $setter }, { $up } levels up, not by its parent.
