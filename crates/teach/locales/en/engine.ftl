# engine: see locales/README.md

## Algorithms' names in sentences and menus
engine-algorithm-minimax = minimax
engine-algorithm-alphabeta = alpha-beta
engine-algorithm-pvs = PVS
engine-algorithm-mtdf = MTD(f)
engine-algorithm-mcts = MCTS (UCT)
engine-algorithm-expectiminimax = expectiminimax
engine-dice-target-range = a dice race to { $target } cannot be played; the target must be from 1 to { $limit }
engine-dice-describe = counter { $counter } of { $target }, { $player } to move
engine-dice-describe-rolling = counter { $counter } of { $target }, { $player } rolls the die
engine-dice-describe-won = counter { $counter } of { $target }: { $player } has won

## Games: the Game of Bones
engine-bones-heap-range = --bones { $bones } is out of range; expected a heap of 0 to { $limit } bones
engine-bones-max-take-range = --max-take { $max_take } is out of range; expected 1 to { $limit }
engine-bones-side-max = the player to move, MAX,
engine-bones-side-min = the other player, MIN,

## Games: boards of marks in a row
engine-grid-title-connect-four = Connect Four
engine-grid-title-mnk = m,n,k-game ({ $rows },{ $cols },{ $k })
engine-grid-size = an m,n,k-game of { $rows } rows and { $cols } columns is out of range; rows and columns go from 3 to 5
engine-grid-k = --k { $k } is out of range; expected 3 to { $most } (the longer side of the board)
engine-grid-cell-count = position '{ $position }' has { $found ->
        [one] 1 cell
       *[other] { $found } cells
    }; this board has { $expected } (row by row, X, O or .)
engine-grid-bad-cell = position '{ $position }': cell { $cell } is '{ $found }'; each cell must be X, O or .
engine-grid-mark-counts = position '{ $position }' has { $x } X and { $o } O; X moves first, so X must have as many marks as O or one more
engine-grid-floating = position '{ $position }': the piece in { $cell } floats; pieces fall to the lowest empty cell of their column
engine-grid-impossible = position '{ $position }': { $problem }
engine-grid-both-lines = both X and O have a line; at most one player can win
engine-grid-x-line-o-moved = X has a line but O moved afterwards
engine-grid-o-line-x-moved = O has a line but X moved afterwards
engine-grid-bad-column = --moves '{ $moves }': move { $index } is '{ $found }'; each move is a column from 1 to 7
engine-grid-full-column = --moves '{ $moves }': move { $index } plays column { $column }, which is already full
engine-grid-after-win = --moves '{ $moves }': the game is over after move { $index } (four in a row), so move { $next } cannot be played

## Games: the evaluation function's terms
engine-eval-lines = lines with { $n } and the rest empty
engine-eval-centre-column = marks in the centre column
engine-eval-centre = marks in the centre
engine-eval-corners = marks in corners

## Games: tic-tac-toe
engine-ttt-cell-count = tic-tac-toe position '{ $position }' has { $cells ->
        [one] 1 cell
       *[other] { $cells } cells
    }; expected exactly 9 cells of X, O or . (row by row, e.g. X...O....)
engine-ttt-bad-cell = tic-tac-toe position '{ $position }': cell { $cell } is '{ $found }'; each cell must be X, O or .
engine-ttt-bad-cell-zero = tic-tac-toe position '{ $position }': cell { $cell } is '{ $found }'; each cell must be X, O or . (the letter O, not the digit 0)
engine-ttt-mark-counts = tic-tac-toe position '{ $position }' has { $x } X and { $o } O; X moves first, so X must have as many marks as O or one more
engine-ttt-impossible = tic-tac-toe position '{ $position }': { $problem }
engine-ttt-both-win = both X and O have three in a row; at most one player can win
engine-ttt-moved-after-x-won = X has three in a row but O moved afterwards; after X wins, X has one mark more than O
engine-ttt-moved-after-o-won = O has three in a row but X moved afterwards; after O wins, X and O have equal marks

## Trees: errors in a tree's text or file
engine-tree-empty = the tree is empty; expected JSON such as [[3,12,8],[2,4,6],[14,5,2]]
engine-tree-syntax = line { $line }, column { $column }: this is not valid JSON ({ $what }); expected a tree such as [[3,12,8],[2,4,6],[14,5,2]]
engine-tree-notation = line { $line }, column { $column }: { $what }; in this notation a leaf is (v) and an inner node lists its children in parentheses, e.g. (((3)(12)(8))((2)(4)(6))((14)(5)(2)))
engine-tree-cut-short = line { $line }, column { $column }: the text ends in the middle of the tree; is the file cut short? every [ needs its ] and every {"{"} its {"}"}
engine-tree-cut-short-parens = line { $line }, column { $column }: the text ends in the middle of the tree; is the file cut short? every ( needs its )
engine-tree-too-deep = line { $line }, column { $column }: the tree is nested too deeply; a node may be at most { $limit } levels below the root
engine-tree-invalid = line { $line }, column { $column }: { $problem }
engine-tree-unreadable = cannot read tree file { $path }: { $error }
engine-tree-directory = tree file { $path } is a directory; expected a JSON file
engine-tree-not-a-file = tree file { $path } is { $kind }; expected a JSON file
engine-tree-too-large = tree file { $path } is larger than { $mb } MB; tree files may be at most { $mb } MB
engine-tree-not-text = tree file { $path } is not UTF-8 text (bad byte at offset { $offset }); expected JSON
engine-tree-in-file = tree file { $path }: { $error }
engine-tree-too-many-nodes = the tree has more than { $limit } nodes; at most { $limit } are supported
engine-tree-leaf-too-large = leaf { $value } is too large; leaves must be whole numbers from -{ $limit } to { $limit }
engine-tree-decimal-whole = leaf { $written } is written as a decimal; write it as the whole number { $whole }
engine-tree-fraction = leaf { $value } is not a whole number; leaves must be integers such as 3 or -12
engine-tree-no-children = an inner node [] has no children; give it at least one child or make it a number
engine-tree-empty-children-key = "children" must be an array with at least one child
engine-tree-label-not-text = "label" is { $found }; a label must be text in quotes, such as "B"
engine-tree-label-too-long = a label has { $chars } characters; labels may have at most { $limit }
engine-tree-label-character = a label holds the character U+{ $code }, which cannot be shown (a control character or a non-character); labels are ordinary text
engine-tree-value-not-number = "value" is { $found }; a value must be a whole number, such as 3
engine-tree-unknown-key = unknown key { $key } in a tree node; expected "label", "children", "value" or "chance"
engine-tree-duplicate-key = the key { $key } appears twice in one tree node; give each key once
engine-tree-empty-object = a node object needs "children" (an inner node) or "value" (a leaf)
engine-tree-chance-not-pairs = "chance" must be an array of [probability, subtree] pairs, such as [[0.5, 3], [0.5, [2, 8]]]
engine-tree-probability = the probability { $value } is not a number above 0 and at most 1
engine-tree-probability-sum = the probabilities of a chance node add up to { $sum }; they must add up to 1
engine-tree-chance-not-array = "chance" is { $found }; it must be an array of [probability, subtree] pairs, such as [[0.5, 3], [0.5, [2, 8]]]
engine-tree-chance-not-pair = "chance" holds { $found } where a [probability, subtree] pair belongs; write each outcome as a pair, such as [0.5, 3]
engine-tree-children-not-array = "children" is { $found }; it must be an array with at least one child, such as [1, 2]
engine-tree-other = this is not a tree node; leaves are whole numbers, inner nodes [arrays] or objects with "children", "value" or "chance"
engine-tree-chance-and-children = a chance node gives its children in "chance" only, not also "children" or "value"
engine-tree-not-a-node = found { $found } where a tree node was expected; leaves are whole numbers, inner nodes [arrays]
engine-tree-found-text = the text { $text }

## Trees: what JSON found wrong (serde_json's words, and two of the program's own)
engine-json-trailing-characters = something follows the end of the tree
engine-json-value-missing = a number, [ or {"{"} is missing here
engine-json-expected-colon = expected `:`
engine-json-expected-comma-or-bracket = expected `,` or `]`
engine-json-expected-comma-or-brace = expected `,` or `{"}"}`
engine-json-expected-ident = expected ident
engine-json-expected-quote = expected `"`
engine-json-invalid-escape = invalid escape
engine-json-invalid-number = invalid number
engine-json-number-out-of-range = number out of range
engine-json-invalid-code-point = invalid unicode code point
engine-json-control-character = control character (\u0000-\u001F) found while parsing a string
engine-json-key-not-string = key must be a string
engine-json-trailing-comma = trailing comma
engine-json-lone-surrogate = lone leading surrogate in hex escape
engine-json-hex-escape-end = unexpected end of hex escape
engine-json-other = something JSON does not allow

## Trees: kinds of JSON value found where they do not belong
engine-json-kind-null = null
engine-json-kind-bool = true or false
engine-json-kind-number = a number
engine-json-kind-text = text
engine-json-kind-array = an array
engine-json-kind-object = an object

## Trees: the 15-150 notation
engine-parens-sign = expected a whole number after the sign
engine-parens-start = expected ( to start the tree
engine-parens-leaf-close = expected ) after the leaf's number; a leaf holds one whole number, like (3)
engine-parens-closes-nothing = this ) closes nothing
engine-parens-lone-number = a number stands alone here; a leaf goes in parentheses: write it ({ $value })
engine-parens-unexpected = expected ( or ) here, found { $found }
engine-parens-trailing = the tree is complete here; remove what follows it
engine-parens-no-children = an inner node () has no children; give it at least one child or make it a leaf such as (3)

## Trees: the tree editor's refusals
engine-edit-no-node = there is no node { $id }; this tree has nodes 0 to { $last }
engine-edit-value-range = value { $value } is out of range; leaf values must be integers between -{ $limit } and { $limit }
engine-edit-add-to-leaf = { $node } is a leaf; turn it into an inner node first, then add children
engine-edit-too-many-nodes = the tree already has { $nodes } nodes; the editor builds trees of at most { $limit }
engine-edit-already-inner = { $node } is already an inner node
engine-edit-chance-node = { $node } is a chance node: its children and their probabilities change together, so edit them in the tree's text
engine-edit-too-deep = { $node } is at depth { $depth }; the editor builds trees at most { $limit } levels deep
engine-edit-delete-root = the root cannot be deleted; a tree needs a root (replace the tree instead)
engine-edit-only-child = { $node } is the only child of { $parent }, and an inner node needs at least one child; delete { $parent } instead, or add another child first
engine-edit-inner-value = { $node } is an inner node; its value comes from its children, only leaves take a value
engine-edit-label-too-long = the label "{ $label }" has { $chars } characters; at most { $limit } are accepted
engine-edit-label-control = a label cannot contain control characters such as line breaks

## Trees: random trees' options
engine-random-too-deep = depth { $depth } is too deep; random trees have depth 0 to { $limit }
engine-random-no-branching = branching must be at least 1 child per inner node
engine-random-branching-empty = branching { $min }..{ $max } is empty; the smallest number of children must not exceed the largest
engine-random-values-empty = value range { $min }..{ $max } is empty; the smallest value must not exceed the largest
engine-random-values-too-wide = value range { $min }..{ $max } is too wide; leaf values must lie between -{ $limit } and { $limit }
engine-random-too-many-nodes = depth { $depth } with up to { $children } children could make { $total } nodes; at most { $limit } are allowed (lower the depth or branching)

## Files read and written
engine-file-read-io = cannot read { $path }: { $error }
engine-file-read-not-a-file = cannot read { $path }: it is { $kind }; expected a file
engine-file-read-too-large = cannot read { $path }: it is larger than { $mb } MB
engine-file-kind-directory = a directory
engine-file-kind-fifo = a named pipe (FIFO)
engine-file-kind-device = a device
engine-file-kind-socket = a socket
engine-file-kind-other = not a regular file
engine-file-write-not-a-file = cannot write { $path }: it is a directory; expected a file name
engine-file-write-special = cannot write { $path }: it is { $kind }, which is never replaced by a file
engine-file-write-create = cannot write { $path }: cannot create a file: { $error }
engine-file-write-write = cannot write { $path }: writing failed: { $error }
engine-file-write-replace = cannot write { $path }: cannot replace the file: { $error }

## Pictures written (SVG or PNG)
engine-picture-unknown-kind = cannot write { $path }: the picture's name must end in .svg or .png
engine-picture-png-not-built = cannot write { $path }: this build draws SVG only (PNG needs the `render` feature)
engine-picture-failed = cannot write { $path }: { $reason }
engine-picture-link-to-other = cannot write { $path }: it is a link to { $target }, which is not a picture Game Tree Lab wrote, and writing through the link would replace it; write to the file's own name, or remove the link
engine-picture-svg-does-not-parse = the SVG does not parse: { $error }
engine-picture-too-big = cannot make a { $width }×{ $height } picture
engine-picture-too-many-shapes = the picture has { $shapes } shapes, more than the { $most } a PNG can be drawn from; save it as SVG (.svg) instead
engine-picture-encode = cannot encode the PNG: { $error }
engine-picture-rasterise = cannot draw the picture's pixels: { $error }
engine-picture-animation-name = cannot write { $path }: a .gif is an animation of several steps; give `--steps A..B` (gametree render) or use Save animation… (the app), or name one step's picture .svg or .png
engine-picture-not-an-animation = cannot write { $path }: an animation's name must end in .gif (one step's picture: `--step N` with .svg or .png)
engine-picture-too-many-frames = an animation of { $frames } frames is too long: at most { $most } steps make one; choose fewer steps
engine-picture-not-ours = cannot write { $path }: a file of that name is there and Game Tree Lab did not write it, so it is kept; choose another name, or remove the file
engine-picture-gif = cannot write { $path }: cannot encode the GIF: { $error }

## Search: options refused, searches stopped
engine-options-depth-zero = a depth limit of 0 would search nothing; give a depth of 1 or more
engine-options-no-budget = a node budget of 0 leaves nothing to search; give 1 or more
engine-options-aspiration-without-iterative = an aspiration window needs iterative deepening (each iteration's window is set around the last one's value)
engine-options-aspiration-needs-pruning = an aspiration window needs alpha-beta or PVS, not { $algorithm }
engine-options-aspiration-width = aspiration window ±{ $width } is not from 1 to 2^53
engine-search-node-budget = the search would visit more than { $limit } nodes (the node budget); { $advice }
engine-search-cancelled = the search was cancelled
engine-search-recording-too-big = recording this search would hold more than { $limit } nodes, pruned ones included; use --no-trace for the value and counts only, or make it smaller (--depth, no --iterative)
engine-advice-ab-tt-depth = use alpha-beta, the transposition table, a depth limit, or raise the node budget
engine-advice-ab-tt-smaller-depth = use alpha-beta, the transposition table, a smaller depth limit, or raise the node budget
engine-advice-ab-depth = use alpha-beta, a depth limit, or raise the node budget
engine-advice-ab-smaller-depth = use alpha-beta, a smaller depth limit, or raise the node budget
engine-advice-tt-depth = use the transposition table, a depth limit, or raise the node budget
engine-advice-tt-smaller-depth = use the transposition table, a smaller depth limit, or raise the node budget
engine-advice-depth = use a depth limit, or raise the node budget
engine-advice-smaller-depth = use a smaller depth limit, or raise the node budget
engine-advice-chance-depth = use a depth limit or a smaller game (the dice race: a lower target), or raise the node budget
engine-advice-chance-smaller-depth = use a smaller depth limit or a smaller game (the dice race: a lower target), or raise the node budget

## Traces: JSON traces read back
engine-trace-unreadable = cannot read { $path }: { $error }
engine-trace-in-file = { $path } is not a trace from `gametree search --format json`: { $error }
engine-trace-too-large = it is larger than { $mb } MB; traces may be at most { $mb } MB
engine-trace-no-config = it has no "config" (write it again with this version's `gametree search --format json`)
engine-trace-no-nodes = it has no nodes
engine-trace-json = line { $line }, column { $column }: not what a trace holds there ({ $detail })
engine-trace-too-many-nodes = it has { $nodes } nodes; a recording holds at most { $limit }
engine-trace-node = node { $node }: { $problem }
engine-trace-event = event { $event }: { $problem }
engine-trace-no-search = it has no search (no event enters a root)
engine-trace-not-a-file = it is { $kind }; expected a file
engine-trace-edge-not-number = { $what } "{ $text }" is not a number, "-inf" or "+inf"
engine-trace-bad-id = it has id { $id }; ids must count up from 0
engine-trace-bad-bound = bound "{ $bound }" is not "exact", "lower" or "upper"
engine-trace-not-below-parent = it is not one level below its parent { $parent }
engine-trace-parent-after = it has parent { $parent }; a parent must come before its children
engine-trace-root-depth = it has no parent but depth { $depth }
engine-trace-bad-step = it says it is step { $step }; steps must count up from 0
engine-trace-bad-node = it names node { $node }, but there are { $nodes } nodes
engine-trace-iteration-not-root = an iteration must start at a root
engine-trace-enters-twice = it enters node { $node } twice or a pruned node
engine-trace-pass-not-root = an MTD(f) pass must start at a root
engine-trace-prunes-stranger = it prunes { $pruned }, which is not a child of node { $node }
engine-trace-never-exited = the search ends with nodes still entered and never exited
engine-trace-unpruned = it is pruned but no cutoff prunes it
engine-trace-step-differs = the tree says step { $step } is { $derived } at node { $derived_node }, the file says { $kind } at node { $node }
engine-json-compact = iterations { $from } to { $iterations } are written compactly, without the selection's UCB terms, the playouts' move texts and the backed-up paths (about { $mb } MB in full); the file still reads back
engine-trace-kind-iteration = the start of an iteration
engine-trace-kind-enter = an entry
engine-trace-kind-leaf = a leaf's value
engine-trace-kind-tt-hit = a table hit
engine-trace-kind-backup = a backup
engine-trace-kind-cutoff = a cutoff
engine-trace-kind-exit = an exit
engine-trace-kind-pass = the start of an MTD(f) pass
engine-trace-kind-research = a re-search
engine-trace-kind-select = a selection
engine-trace-kind-expand = an expansion
engine-trace-kind-playout = a playout
engine-trace-kind-backpropagate = a backpropagation
engine-trace-iteration-during-search = an iteration starts while a search is still under way
engine-trace-research-untested = it searches again a node that was not just tested
engine-trace-enter-stranger = it enters a node that is not a child of the node being searched
engine-trace-event-elsewhere = it happens at a node that is not the one being searched
engine-trace-exit-elsewhere = it exits a node that is not the one being searched
engine-trace-backup-unfound = it backs up a value that was not just found
engine-trace-tree-depth = a node not one level below its parent
engine-trace-tree-foreign-child = a child listed under a node that is not its parent
engine-trace-tree-circle = a list of children that goes round in a circle
engine-trace-tree-missing-child = a node missing from its parent's children
engine-trace-tree-order = nodes out of the order the search made them

## Traces: recordings passed as bytes
engine-binary-cut-short = the recording is cut short
engine-binary-header = the recording's header is damaged: { $error }
engine-binary-damaged = the recording is damaged: { $problem }
engine-binary-dangling-link = a link to a node that is not there
engine-binary-trailing-bytes = bytes after the tree
engine-binary-iteration-outside = an iteration outside the recording

## Traces: a node named in sentences (positions of games; tree nodes are named by their labels)
engine-node-root = the root
engine-node-after-move = after { $played }

## Scenarios: errors
engine-scenario-named-tree = tree { $name }: { $error }
engine-scenario-too-big-to-record = the search would visit more than { $limit } nodes, too many to record step by step; use --no-trace for the value and counts only, or make it smaller (alpha-beta, --tt, --depth)
engine-scenario-too-big-to-record-chance = the search would visit more than { $limit } nodes, the most a recording holds step by step; use --no-trace for the value and counts only, or make it smaller (--depth, or a lower --target for the dice race)
engine-scenario-chance-needs-expectiminimax = this game has chance nodes, and { $algo } has no rule for a throw of the dice; search it with expectiminimax (--algo expectiminimax) or Monte Carlo tree search (--algo mcts)
engine-scenario-no-thread = cannot start the search (no thread available): { $error }

## Scenarios: titles (the game and position; the search and its options)
engine-title-tictactoe = tic-tac-toe { $position }
engine-title-tictactoe-empty = tic-tac-toe (empty board)
engine-title-bones = bones n={ $bones }, take 1–{ $max_take }
engine-title-dice = dice race to { $target }
engine-title-connect-four-position = Connect Four { $position }
engine-title-connect-four-empty = Connect Four (empty board)
engine-title-connect-four-moves = Connect Four after { $moves }
engine-title-mnk = m,n,k-game ({ $rows },{ $cols },{ $k }) { $position }
engine-title-mnk-empty = m,n,k-game ({ $rows },{ $cols },{ $k }) (empty board)
engine-title-tree = tree { $name }
engine-title-tree-min-root = tree { $name } (MIN at root)
engine-title-ordering = ordering
engine-title-tt = TT
engine-title-iterative = iterative deepening
engine-title-aspiration = aspiration ±{ $width }
engine-title-with-depth = { $search }, depth ≤ { $depth }
engine-title-mcts = MCTS (UCT), { $iterations ->
        [one] 1 iteration
       *[other] { $iterations } iterations
    }, seed { $seed }

## Scenarios: the textbook trees' names
engine-example-aima = AIMA figure 5.2
engine-example-wikipedia = Wikipedia's alpha-beta tree
engine-example-from-link = from the link
engine-example-edited = edited tree

## Links
engine-link-unknown-key = the link has an unknown key '{ $key }'; expected { $keys }
engine-link-bad-value = the link's { $key }={ $value } is not valid; expected { $expected }
engine-link-repeated = the link gives '{ $key }' twice; give each key once
engine-link-conflict = the link's '{ $key }' does not go with { $game }
engine-link-missing = the link names { $game } but has no '{ $key }'
engine-link-expected-switch = 1 or 0
engine-link-expected-game = tictactoe, bones, connect4, mnk, dice or tree
engine-link-expected-rows = 3 to 5 rows
engine-link-expected-cols = 3 to 5 columns
engine-link-expected-k = 3 to 5 in a row
engine-link-expected-bones = a heap of 0 to 1000 bones
engine-link-expected-target = a target from 1 to 20
engine-link-expected-max-take = 1 to 100 (the most bones one move may take)
engine-link-expected-algo = minimax, alphabeta, pvs, mtdf, expectiminimax or mcts
engine-link-expected-iterations = 1 to 200000 iterations
engine-link-expected-seed = a seed from 0 to 18446744073709551615
engine-link-expected-exploration = an exploration constant from 0 to 1000000, such as 1.41
engine-link-expected-aspiration = a window half-width from 1 to 2^53
engine-link-expected-depth = a depth of 1 or more moves
engine-link-expected-max-nodes = a budget of 1 or more nodes, such as 5000000
engine-link-expected-step = a step number from 0, or end
engine-link-expected-set = LEVEL:SEED:COUNT, such as 2:7:5 (levels 1 to 6, 1 to 50 trees)
engine-link-expected-mode = { $modes }
engine-link-expected-lang = en (English) or zh (Chinese)
engine-link-expected-code = pseudo, aima, python, c, rust, java or php
engine-link-expected-speed = steps a second, more than 0 and at most 60, such as 2 or 0.5
engine-link-backwards = the link's from={ $from } comes after its to={ $to }; the player would have no steps to show
engine-link-game-tictactoe = tic-tac-toe
engine-link-game-bones = bones
engine-link-game-dice = the dice race
engine-link-game-connect-four = Connect Four
engine-link-game-mnk = an m,n,k-game
engine-link-game-tree = a tree
engine-link-game-not-mcts = a search other than Monte Carlo tree search (add algo=mcts)
engine-link-game-whole-board = a whole board (position)
engine-link-game-other = a program's own game
engine-link-expected-tree = a tree in the tree notation, such as [[3,12,8],[2,4,6]]
engine-link-expected-position = a board's cells row by row, X, O and .
engine-link-expected-moves = the columns played so far, 1 to 7, such as 4453
engine-link-expected-time-limit = a positive number of seconds, such as 2 or 0.5
engine-link-together = the link's '{ $key }' does not go with '{ $other }'
engine-link-not-with-algo = the link's '{ $key }' does not go with algo={ $algo }; drop it
engine-link-needs-iterative = the link's '{ $key }' needs iterative=1 (it stops iterative deepening between depths)
engine-link-aspiration-needs-iterative = the link's 'aspiration' needs iterative=1 (each iteration's window is set around the last one's value)
engine-link-aspiration-needs-pruning = the link's 'aspiration' needs algo=alphabeta or algo=pvs, not algo={ $algo }
engine-link-chance-game = the link's algo={ $algo } cannot search { $game }, which has chance nodes; use algo=expectiminimax or algo=mcts

## Scenario keys said as facts about the key (the command line and links have their own words)
engine-key-name = { $name }
engine-key-unknown = '{ $key }' is not a key of a scenario; expected { $keys }
engine-key-repeated = '{ $key }' is given twice; give each key once
engine-key-backwards = from={ $from } comes after to={ $to }; there are no steps between them
engine-key-bad-value = { $key }={ $value } is not valid; expected { $expected }
engine-key-wrong-game = '{ $key }' does not go with { $game }
engine-key-together = '{ $key }' does not go with '{ $other }'
engine-key-missing = { $game } needs '{ $key }'
engine-key-needs-mcts = '{ $key }' is an option of Monte Carlo tree search; it needs that search or nothing
engine-key-not-with-algo = '{ $key }' does not go with { $algo }
engine-key-needs-iterative = '{ $key }' needs iterative deepening

## Operating-system errors (crates/teach/src/say/files.rs): in English Rust's own words are shown; these
## say the same for the other languages to translate.
engine-io-not-found = No such file or directory
engine-io-permission-denied = Permission denied
engine-io-already-exists = File exists
engine-io-is-a-directory = Is a directory
engine-io-not-a-directory = Not a directory
engine-io-directory-not-empty = Directory not empty
engine-io-read-only = Read-only file system
engine-io-full = No space left on device
engine-io-too-large = File too large
engine-io-invalid-data = the data is not valid
engine-io-unexpected-end = the file ended too soon
engine-io-broken-pipe = Broken pipe
engine-io-interrupted = Interrupted
engine-io-out-of-memory = Out of memory
engine-io-os-error = system error { $code }
engine-io-other = an input/output error
engine-trace-chance-in-minimax = a chance node in a search that has no rule for a throw (only expectiminimax and MCTS have chance nodes)
engine-trace-real-in-minimax = a value that is not a whole number in a search whose values are whole numbers
engine-trace-inconsistent = it does not fit the rest of the search recorded (its probability, its place in the tree, or its N and W against the iterations)
