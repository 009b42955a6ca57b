# practice: see locales/README.md

## Practice checking (crates/teach/src/practice/)

practice-not-a-value = "{ $text }" is not a value; write a whole number such as 3, or a bound such as ≤ 2 or ≥ 5
practice-not-a-window-edge = "{ $text }" is not a window edge; write a whole number, -inf or +inf
practice-score = { $right } / { $total } right ({ $percent }%)
# A bound the learner may also give as the exact value: "≤ 2 (or 2)".
practice-expected-or-exact = { $claim } (or { $value })
practice-mark-blank = blank
practice-mark-pruned = pruned
practice-mark-not-marked = not marked
practice-mark-searched-again = searched again
practice-mark-not-searched-again = not searched again
practice-mark-visited = visited

# A wrong entry explained: $who starts the sentence ("Node C"), $reason is one of the
# practice-reason-, practice-window- or practice-visited- clauses below.
practice-value-wrote = { $who }: you wrote { $given }, but { $reason }.
practice-value-blank = { $who }: you left it blank, but { $reason }.
practice-window-wrote = { $who }: you wrote (α, β) = { $window }, but { $reason }.
practice-window-blank = { $who }: you left the window blank, but { $reason }.
practice-marked-visited = { $who }: you marked it pruned, but { $reason }.
practice-root-never-pruned = the root is never pruned
practice-not-marked-pruned = { $who }: you did not mark it pruned, but { $reason }.
practice-not-marked-pruned-mark-top = { $who }: you did not mark it pruned, but { $reason }; mark the branch into { $node } itself, which covers everything below it.

# $said is "yes" when the learner said PVS searches the child again, else "no".
practice-research-again =
    { $who }: { $said ->
        [yes] you said PVS searches it again
       *[no] you said PVS does not search it again
    }, but its null-window test came back { $value }, strictly inside the window (α, β) = { $window } that was left, so PVS searches it again to learn its value.
practice-research-not-alpha =
    { $who }: { $said ->
        [yes] you said PVS searches it again
       *[no] you said PVS does not search it again
    }, but its null-window test came back { $value }, not better than α = { $alpha } for MAX, so the test settles it and PVS does not search it again.
practice-research-not-beta =
    { $who }: { $said ->
        [yes] you said PVS searches it again
       *[no] you said PVS does not search it again
    }, but its null-window test came back { $value }, not better than β = { $beta } for MIN, so the test settles it and PVS does not search it again.
practice-research-not-cutoff =
    { $who }: { $said ->
        [yes] you said PVS searches it again
       *[no] you said PVS does not search it again
    }, but its null-window test came back { $value }, already enough for a cutoff, so the test settles it and PVS does not search it again.

# How the explanations name a node.
practice-node-leaf-under = leaf { $name } under { $parent }
practice-node-the-root = the root
practice-node-position-after = the position after { $moves }
practice-node-this-position = this position
practice-node-previous-position = the previous position
practice-node-named = Node { $name }

# Why a node cut off ($nth: "first", "second", …; $index: 1, 2, …).
practice-reason-cutoff-max = { $node } is a MAX node whose { $nth } child returned { $returned } ≥ β = { $beta }, so { $node }'s remaining children are pruned
practice-reason-cutoff-min = { $node } is a MIN node whose { $nth } child returned { $returned } ≤ α = { $alpha }, so { $node }'s remaining children are pruned
# Why a node that cut off has the value it has ($rel is ≥ or ≤).
practice-reason-cutoff-value-max = { $node } is a MAX node whose { $nth } child returned { $returned } ≥ β = { $beta }, so { $node }'s remaining children are pruned and { $node }'s value is only known to be { $rel } { $value }
practice-reason-cutoff-value-min = { $node } is a MIN node whose { $nth } child returned { $returned } ≤ α = { $alpha }, so { $node }'s remaining children are pruned and { $node }'s value is only known to be { $rel } { $value }
# Why a node has the value it has ($values: what its children returned, "3, 12 and 8").
practice-reason-exact-one = { $node } is a { $player } node whose only child returned { $values }, so { $node } = { $value }
practice-reason-exact-max = { $node } is a MAX node whose children returned { $values }; the largest is { $value }, so { $node } = { $value }
practice-reason-exact-min = { $node } is a MIN node whose children returned { $values }; the smallest is { $value }, so { $node } = { $value }
practice-reason-upper-max =
    { $node } is a MAX node whose { $count ->
        [one] only child returned { $values }, not
       *[other] children returned { $values }, none
    } above α = { $alpha }, so alpha-beta only knows { $node } ≤ { $value }
practice-reason-lower-min =
    { $node } is a MIN node whose { $count ->
        [one] only child returned { $values }, not
       *[other] children returned { $values }, none
    } below β = { $beta }, so alpha-beta only knows { $node } ≥ { $value }
practice-reason-upper-min =
    { $node } is a MIN node whose { $count ->
        [one] only child returned { $values }
       *[other] children returned { $values }
    }; the smallest, { $value }, is ≤ α = { $alpha }, so alpha-beta only knows { $node } ≤ { $value }
practice-reason-lower-max =
    { $node } is a MAX node whose { $count ->
        [one] only child returned { $values }
       *[other] children returned { $values }
    }; the largest, { $value }, is ≥ β = { $beta }, so alpha-beta only knows { $node } ≥ { $value }

# Why a node starts with the window it does.
practice-window-root = { $node } starts with the full window { $window }, as every search does
practice-window-first-child = { $node } is the first child { $parent } searches, so it starts with { $parent }'s own starting window, (α, β) = { $window }
practice-window-later-max = { $node } starts with { $parent }'s window at that moment, (α, β) = { $window }: { $parent } is a MAX node, so its α is the larger of the α it started with ({ $alpha }) and what its earlier children returned ({ $values }), while β stays { $beta }
practice-window-later-min = { $node } starts with { $parent }'s window at that moment, (α, β) = { $window }: { $parent } is a MIN node, so its β is the smaller of the β it started with ({ $beta }) and what its earlier children returned ({ $values }), while α stays { $alpha }

# Why a visited node is not pruned.
practice-visited-minimax = minimax never prunes: it searches every node
practice-visited-root = the search always starts at the root
practice-visited-open = the search visits it: when its turn came, { $parent }'s window was still open (α = { $alpha } < β = { $beta })

## Predict the next step (src/teach/predict.rs)

practice-predict-best-so-far-is = the best so far = { $value }
practice-predict-backup-alpha = { $parent } gets { $value } from { $child }. What is its α now, and does it cut off here?
practice-predict-backup-beta = { $parent } gets { $value } from { $child }. What is its β now, and does it cut off here?
practice-predict-backup-best = { $parent } gets { $value } from { $child }. What is its best value so far?
practice-predict-exit = { $node } has no more children to search. What is its value? (a bound is written ≤ v or ≥ v)
practice-predict-say-cut = say whether it cuts off here
# Two sentences one after the other.
practice-predict-then = { $first } { $second }
practice-predict-no-cutoff = No cutoff: α = { $alpha } is still below β = { $beta }.
# $text is what happens, in a sentence or two; $cuts is "yes" when the node cuts off, else "no".
practice-predict-right = Right. { $text }
practice-predict-wrong-number = Not quite: you said { $said }, it is { $expected }. { $text }
practice-predict-wrong-cut =
    Not quite: { $cuts ->
        [yes] it does cut off
       *[no] it does not cut off
    }. { $text }
practice-predict-wrong-both =
    Not quite: you said { $said }, it is { $expected }; { $cuts ->
        [yes] it does cut off
       *[no] it does not cut off
    }. { $text }

## Exercise sets (src/exercises.rs)

practice-level-1 = minimax, depth 2
practice-level-2 = alpha-beta, depth 3
practice-level-3 = alpha-beta on uneven trees
practice-level-4 = move ordering: best moves first
practice-level-5 = alpha-beta with MIN at the root
practice-level-6 = PVS: which children are searched again?
practice-set-no-such-level = level { $level } does not exist; levels are 1 to 6
practice-set-bad-count = a set has 1 to { $max } trees, not { $count }
practice-set-not-a-set = not an exercise set ({ $why }); expected {"{"}"exercise_set": {"{"}"level": 2, "seed": 7, "count": 5{"}"}{"}"}
practice-sheet-cannot-make-folder = cannot make the folder { $folder }: { $error }
practice-sheet-not-ours = will not replace { $path }: nothing in it shows that a sheet wrote it (move it away, or choose another folder)
practice-sheet-link = will not write through { $path }: it is a symbolic link, and a sheet writes only files of its own in its folder (remove the link, or choose another folder)
practice-set-tree-name = level { $level }, seed { $seed }, tree { $tree }
practice-progress-line = Level { $level }: { $perfect } of { $tried } trees perfect

## Predict panel (src/app/predict_panel.rs)

practice-predict-score = { $right } / { $checked } right
practice-predict-heading = Predict
practice-predict-score-line = score { $score }
practice-predict-how = Press → : before each backup and each finished node you will be asked what happens.
practice-predict-your-answer = your answer
practice-predict-cuts-off = cuts off
practice-predict-no-cutoff-choice = no cutoff
practice-check = Check

## Practice view (crates/app/src/toolkit/practice/)

practice-too-large =
    this search has { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    }; practice takes up to { $max } (try a smaller tree or a depth limit)
practice-too-large-search =
    this search visits more than { $nodes } nodes; practice takes up to { $max } (try a smaller tree or a depth limit)
practice-random-tree-name = random tree, seed { $seed }
# An entry that could not be read: the node, then why.
practice-entry-problem = { $node }: { $problem }
practice-could-not-read = could not read { $problem }; it counts as blank
practice-heading = Practice: { $title }
practice-practise-stepper = Practise the stepper's search
practice-practise-stepper-hint = start a new round on { $title }
practice-how = Work the search by hand. For each inner node type its backed-up value: a number, or a bound such as ≥ 5 or ≤ 2 where alpha-beta only learns a bound. Mark the branches the search prunes (never looks at). Then press Check. Work in the table, or on the tree: click a node to type its value, click an edge to mark it pruned.
practice-ask-windows = Ask α/β windows
practice-show-solution = Show solution
practice-play-search = Play the search
practice-play-search-hint = open this search in the stepper and play it step by step
practice-clear = Clear
practice-new-random-tree = New random tree
practice-exercise-sets = Exercise sets
practice-score-line = Score: { $score }
practice-first-mistake = First mistake: { $mistake }
practice-solution-shown = The search's own answers are filled in; the picture shows its end.
practice-tree-value-label = value of { $node }:
practice-tree-value-name = tree value of { $node }
practice-tree-hint = Click an inner node to type its value beside it (Enter when done); click an edge to mark it pruned.
practice-expected = expected { $expected }
practice-mistake-hover = { $expected }: { $why }
practice-mistake-name = mistake at { $node }: expected { $expected }
practice-level = level
practice-level-choice = { $number }: { $name }
practice-seed = seed
practice-trees = trees
practice-start-set = Start set
practice-set-position = Level { $level }, seed { $seed }: tree { $tree } of { $trees }
practice-previous-tree = ◀ Previous tree
practice-next-tree = Next tree ▶
practice-copy-link = Copy link
practice-copy-link-hint = students open this set by its link: { $link }
practice-file-or-folder = file or folder
practice-save-set = Save set
practice-set-saved = saved the set as { $path }
practice-save-sheet = Save sheet
practice-save-sheet-hint = each empty tree and its answer as pictures, into the folder
practice-sheet-written =
    wrote { $count ->
        [one] 1 picture
       *[other] { $count } pictures
    } into { $folder }
practice-download-set = Download set
practice-depth = depth
practice-min-at-root = MIN at the root
practice-column-node = node
practice-column-value = value
practice-column-pruned = pruned?
practice-column-searched-again = searched again?
practice-column-searched-again-hint = PVS: after its null-window test, is this child searched a second time?
practice-row-inner = { $node } ({ $player })
practice-row-leaf-value = leaf { $node } = { $value }
practice-row-leaf = leaf { $node }
practice-value-of = value of { $node }
practice-alpha-of = α of { $node }
practice-beta-of = β of { $node }
practice-pruned-name = pruned: { $node }
practice-searched-again-name = searched again: { $node }
practice-right = right
practice-wrong = wrong
practice-predict-expectation = { $node } is done: what is its expected value? (a number; ½, 11/2 and 5.5 are all fine)
practice-predict-player-value = { $node } is done: which value does { $player } take? (a number)
practice-predict-ucb = Iteration { $iteration } starts: which move does UCB select at the root? (type the move)
practice-predict-root-counts = The playout's result goes up: what are the root's N and W now? (two numbers, "N, W")
practice-answer-unreadable = “{ $text }” is not the kind of answer asked: a number, a move, or N and W
