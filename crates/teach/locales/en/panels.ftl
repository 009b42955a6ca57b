# panels: see locales/README.md

## The scenario panel (src/app/scenario_panel.rs)

panels-error-no-custom-game = this window was not opened on a game of its own
panels-error-no-tree = type a tree file's path, or pick an example
panels-scenario-heading = Scenario
panels-examples-menu = Examples
panels-example-aima = AIMA figure 5.2 tree
panels-example-wikipedia = Wikipedia alpha-beta tree
panels-example-bones =
    Bones, { $n ->
        [one] 1 bone
       *[other] { $n } bones
    }
panels-example-tictactoe-mid-game = Tic-tac-toe, mid-game
panels-example-connect-four = Connect Four after 4453, depth 6
panels-example-mnk = m,n,k-game (4,4,3): X wins
panels-example-tictactoe-empty = Tic-tac-toe, empty board (549,946 nodes)
panels-game-tree = Tree
panels-game-tictactoe = Tic-tac-toe
panels-game-connect-four = Connect Four
panels-game-mnk = m,n,k
panels-game-bones = Bones
panels-game-dice = Dice race
panels-custom-game = the program's own game, from its starting position
panels-bones-count = bones n
panels-bones-max-take = max take
panels-dice-target = target
panels-dice-rules = A shared counter from 0: step 1, or roll a die (1–6). Reaching the target wins.
panels-file = File
# $name: the example tree's name (see engine-example-*) or another tree's
panels-example-shown = example: { $name }
panels-min-at-root = MIN at the root
panels-hint-minimax = every child of every node
panels-hint-alphabeta = skips branches that cannot change the value
panels-hint-pvs = null-window tests for all but the first child, re-searched when they beat the bound
panels-hint-mtdf = null-window passes over the whole tree until the bounds meet (uses a TT)
panels-hint-expectiminimax = the exact value of a game of chance: a chance node is worth the probability-weighted average of its children
panels-hint-mcts = Monte Carlo tree search: many random playouts; the moves that did best are tried more (UCB)
panels-hint-needs-chance = a game of chance: minimax and its successors have no rule for a throw of the die; use expectiminimax or MCTS
panels-move-ordering = move ordering
panels-tt = TT
panels-iterative-deepening = iterative deepening
panels-aspiration-window = aspiration window ±
panels-aspiration-hint = with iterative deepening and alpha-beta or PVS: each iteration starts with (v − W, v + W) around the last value
panels-depth-limit = depth limit
panels-time-limit = time limit (s)
panels-time-limit-hint = with iterative deepening: no deeper iteration is started after this many seconds
panels-node-budget = node budget
panels-node-budget-hint = a search that would visit more nodes than this stops with an error
panels-run = ▶ Run
panels-board-edit-hint = Click a cell for the side to move's mark; right-click or Shift+click for the other mark; click a mark to take it off.
panels-connect-four-edit-hint = Click a column to drop the next piece (X and O take turns); right-click or Shift+click a column to take its top piece off.
panels-clear-board = clear board
panels-connect-four-moves = moves
panels-connect-four-moves-hint = columns 1–7, e.g. 4453
panels-mnk-rows = rows
panels-mnk-cols = cols
panels-mnk-k = k in a row
panels-game-over = the game is over here
# $side: the side's name, "X" or "O"
panels-side-to-move = { $side } to move
# The textbook trees' names as the panel shows them (scenarios keep the English name).

## The tree editor (crates/app/src/toolkit/editor/)

panels-editor-value-not-whole = value "{ $value }" is not a whole number; write one such as 3 or -12
panels-editor-random-drawn =
    random tree, seed { $seed }: { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    }
panels-editor-not-saved = not saved: the tree has an error ({ $error })
panels-editor-saved = saved { $path }
panels-editor-opened = opened { $name }
panels-editor-open-error = tree file { $name }: { $error }
panels-editor-notation = Tree notation
panels-editor-notation-hint = a number is a leaf, [ … ] an inner node listing its children, {"{"}"label": "Q", "children": [ … ]{"}"} names a node
panels-editor-valid =
    Valid tree: { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    }, depth { $depth }
panels-editor-error = Error: { $error }
panels-editor-search = Search this tree
panels-editor-practise = Practice on this tree
panels-editor-save = Save
panels-editor-open = Open
panels-editor-write-as = Write the text as
panels-editor-json-hint = the notation of docs/trees.md: [[3,12,8],[2,4,6],[14,5,2]]
panels-editor-parens = 15-150 notation
panels-editor-parens-hint = the 15-150 visualizer's: (((3)(12)(8))((2)(4)(6))((14)(5)(2))); labels are left out
panels-editor-random-heading = Random tree
panels-editor-random-depth = depth
panels-editor-random-seed = seed
panels-editor-random-fewest-children = fewest children
panels-editor-random-most-children = most children
panels-editor-random-lowest-value = lowest value
panels-editor-random-highest-value = highest value
panels-editor-random-draw = Draw random tree
panels-editor-random-next-seed = Next seed
panels-editor-picture-valid = The tree with its minimax values: click a node to select it
panels-editor-picture-invalid = The last valid tree (fix the text to edit by clicking)
panels-editor-too-big = This tree has { $nodes } nodes; trees of up to { $max } nodes are drawn.
panels-editor-chance-tree = A tree with chance nodes, drawn with its expectiminimax values; "Search this tree" steps through it in Chance (F7).
panels-editor-selected-leaf = Selected: { $node } (leaf, value { $value })
panels-editor-selected-inner =
    Selected: { $node } (inner node, { $children ->
        [one] 1 child
       *[other] { $children } children
    })
panels-editor-value = value
panels-editor-add-child = Add child
panels-editor-set-value = Set value
panels-editor-delete-subtree = Delete subtree
panels-editor-label = label
panels-editor-set-label = Set label
panels-editor-undo = Undo

# The Code panel (issue 27).
code-var-explore = c·√(ln N(parent) / N)
code-var-node-note = the position this call is at
code-var-depth-note = moves left before the depth limit
code-var-alpha-note = the value MAX is already sure of elsewhere
code-var-beta-note = the value MIN is already sure of elsewhere
code-var-best-note = the best value { $player } has found so far
code-var-child-value = { $child } ({ $k } of { $n })
code-var-child-note = the child being tried
code-var-n-note = playouts through this node
code-var-w-note = their total result
code-var-mean-note = the mean result
code-var-explore-note = the bonus for trying it less often
code-var-ucb-note = what selection compares
code-title = Code
code-lang-pseudo = Pseudocode
code-lang-aima = AIMA
code-lang-python = Python
code-lang-c = C
code-lang-rust = Rust
code-lang-java = Java
code-lang-php = PHP
code-no-listing = No listing of this search in this language: Python, C, Rust, Java and PHP have minimax and alpha-beta, without iterative deepening; the pseudocode has every search.
code-too-long = This search is too long to follow line by line here (over 2,000,000 steps).
code-ran-before = Step's line { $n }: run before the lit line
code-breakpoint-tip = ▎ marks the lines this call has run so far. Click a line's number to stop there: Shift+→ and Play run until a marked line runs.
code-predict-question = Which line runs next? Click it.
code-predict-score = { $right } of { $asked } right
code-predict-right = Right: line { $line } runs next.
code-predict-wrong = Not quite: line { $line } runs next, not line { $clicked }.
code-rule-title = Alpha-beta's rule: the node's value so far, v, against its window
code-rule-title-short = Alpha-beta's rule
code-rule-low = v ≤ α
code-rule-inside = α < v < β
code-rule-high = v ≥ β
code-rule-keep-alpha = α stays
code-rule-raise-alpha = α ← v
code-rule-lower-beta = β ← v
code-rule-keep-beta = β stays
code-rule-cut = cut off, return v
code-toggle-tip = Show the algorithm's code beside the tree, the running line lit (C)

# Predict's panel: the question stands apart from the narration of the step just taken (issue 26).
practice-predict-your-turn = Your turn:
practice-predict-last-step = Last step

# The bones graph says how its counts differ (issue 26).
viewer-counts-heading = What the counts count
viewer-count-visited-means = { $visited } visited: the positions this search entered, the root included.
viewer-count-tree-means = { $nodes } nodes in the tree: the { $visited } positions entered and the { $skipped } moves a cutoff skipped, which are drawn greyed out and never searched.
viewer-count-minimax-means = { $minimax } for plain minimax: it prunes nothing, so it enters every position of the whole game tree, also those below the skipped moves.
viewer-graph-enlarge = Show the graph large
viewer-graph-enlarge-hover = Opens the position graph in a window of its own, large enough to read from the back of a room
panels-board-empty = The empty board: X moves first.
panels-board-position = { $position }: { $mover } to move.
