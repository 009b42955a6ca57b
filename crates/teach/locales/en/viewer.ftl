# viewer: see locales/README.md

## Inspector (src/app/inspector.rs)

viewer-clicked-node = Clicked node
viewer-current-node = Current node
viewer-back-to-current = back to current
viewer-expand-subtree = expand subtree
viewer-collapse-subtree = collapse subtree
viewer-call-stack = Call stack
viewer-stack-empty = (empty)
viewer-stack-best = best { $value }
viewer-stack-sum = sum so far { $value }
viewer-window = α = { $alpha }, β = { $beta }
viewer-mtdf-passes = MTD(f) passes
viewer-pass = pass { $n }
viewer-pass-root-is = the root is { $value }
viewer-no-pass-yet = no pass finished yet
viewer-bounds-meet = the bounds meet: the value is { $value }
viewer-fact-node = node
viewer-fact-player = player
viewer-to-move = { $player } to move
viewer-die-decides = the die decides (no one chooses)
viewer-fact-depth = depth
viewer-fact-path = path
viewer-path-root = (root)
viewer-value-unseen = not reached yet
viewer-value-pruned = pruned: never searched
viewer-value-best-so-far = best so far { $value }
viewer-value-finished = finished: { $value }
viewer-fact-value = value
viewer-fact-negamax = negamax
viewer-negamax-for = { $value } for { $player }
viewer-fact-visit = visit
viewer-visit-research = second: its null-window test beat the bound
viewer-visit-probe = a null-window test
viewer-fact-below-it = below it
viewer-shared-below = shown once, under the last iteration that pruned it
viewer-fact-window-now = α, β now
viewer-fact-window-on-entry = α, β on entry
viewer-bones-left = { $left ->
        [one] 1 bone left
       *[other] { $left } bones left
    }, take 1–{ $max_take }
viewer-tree-node = tree node { $label }
viewer-counts-so-far = Counts so far
viewer-counts-now = now
viewer-counts-whole-search = whole search
viewer-count-visited = visited
viewer-count-leaves = leaves
viewer-count-cutoffs = cutoffs
viewer-count-tt-hits = TT hits
viewer-count-re-searches = re-searches
viewer-count-passes = passes
viewer-count-iterations = iterations
viewer-count-tree-nodes = nodes in its tree
viewer-count-chance = chance nodes worked out
viewer-minimax-comparison = Plain minimax visits { $minimax } nodes here; this search visits { $visited } ({ $percent }%).
viewer-minimax-unknown = Plain minimax count: not known (over the node budget).
viewer-result = Result: value { $value }, best move { $best_move }, best line { $line }
viewer-result-no-move = none
viewer-move-values = move values
viewer-move-values-hint = every legal move's value, each searched on its own; click one to open its subtree

## Tree view (src/app/tree_view.rs)

viewer-fit = Fit
viewer-fit-hint = F: show the whole tree
viewer-zoom-out = zoom out (−)
viewer-zoom-in = zoom in (+)
viewer-follow-current = follow current node
viewer-only-active-path = only the active path
viewer-negamax-view = negamax view
viewer-edge-windows = windows on edges
viewer-edge-windows-hint = W: write on each edge the window (α, β) the parent passed down it
viewer-negamax-view-hint = V: every value and window from the side to move (MIN's signs flipped); the search itself is the same
viewer-minimap = minimap
viewer-view-menu = View ▼
viewer-view-menu-hint = Only the active path, the negamax view (V), the windows on edges (W), the minimap
viewer-expand-all = expand all
viewer-fold-to-fit = fold to fit
viewer-fold-to-fit-hint = fold the tree again to the levels the view shows at a readable size
viewer-find = find
viewer-find-hint = go to a position by its moves (or tree node names), separated by commas

## Boards (src/app/board.rs)

viewer-board-column-row = column { $column } row { $row }
viewer-board-cell = cell { $cell }
viewer-hint-name = { $move_text }: { $words }
viewer-hint-hover = { $move_text }: { $words } (value { $value }); click to open its subtree

## Bones position graph (src/app/bones_graph_view.rs)

viewer-position-graph = Position graph
viewer-graph-summary = { $nodes } nodes in the tree, { $positions } positions: heaps { $start } to 0
viewer-graph-tt-mark = TT
viewer-heap-wins = heap { $heap }: wins
viewer-heap-loses = heap { $heap }: loses
viewer-heap-unsolved = heap { $heap }: not solved yet
viewer-unsolve = ◀ unsolve
viewer-solve-next = solve next heap ▶
viewer-solve-all = solve all
viewer-heaps-solved = { $solved } of { $total } heaps solved
viewer-solve-from-end = Solve from the end of the game upward: heap 0 first.

## File dialog (src/app/file_dialog.rs)

viewer-dialog-cannot-list = cannot list { $dir }: { $error }
viewer-dialog-up = Up
viewer-dialog-up-hint = the folder above
viewer-dialog-folder = Folder
viewer-dialog-file-name = File name
viewer-dialog-open = Open
viewer-dialog-save = Save
viewer-dialog-cancel = Cancel
viewer-dialog-choose-folder = Choose this folder
viewer-dialog-replace-question = { $name } is there already. Replace it?
viewer-dialog-replace = Replace
viewer-dialog-keep = Keep it

## Files in the browser (src/app/web_files.rs)

viewer-download-refused = cannot download { $name }: the browser refused the data
viewer-download-no-window = cannot download { $name }: no window
viewer-download-no-document = cannot download { $name }: no document
viewer-download-no-link = cannot download { $name }: no link element
viewer-pick-no-document = no document
viewer-pick-no-input = no file input

## Export and open (src/app/export_panel.rs)

viewer-export-heading = Export and open
viewer-open-file = Open file… (Ctrl+O)
viewer-open-file-hint = a tree (JSON) to search, or a trace from Save JSON trace to step through; you can also drop the file on the window
viewer-save-as = Save as
viewer-save-as-hint = picture.png or .svg
viewer-save-picture = Save picture
viewer-save-picture-hint = Ctrl+S: step { $step } as drawn by `gametree render` (.svg or .png)
viewer-save-dot = Save DOT
viewer-save-dot-hint = the recorded tree as Graphviz, to { $path }
viewer-save-json = Save JSON trace
viewer-save-json-hint = the whole search, to open again here, to { $path }
viewer-save-picture-as = Save picture as…
viewer-save-picture-as-hint = choose the folder and name in a dialog
viewer-save-picture-dialog-title = Save this step as a picture (.png or .svg)
viewer-trace-file = Trace file
viewer-open-trace = Open trace
viewer-open-trace-hint = a JSON trace from `gametree search --format json` or Save JSON trace
viewer-opened = Opened { $path }
viewer-download-png = Download picture (PNG)
viewer-download-svg = Download SVG
viewer-download-dot = Download DOT
viewer-download-json = Download JSON trace
viewer-downloaded = Downloaded { $name }
viewer-no-file-name = type a file name first
viewer-saved = Saved { $path }
viewer-saved-compact = Saved { $path }; { $note }
viewer-cannot-write = cannot write { $path }: { $error }
viewer-no-trace-path = type the path of a JSON trace first

## Chance and MCTS pictures (src/draw/chance.rs)

viewer-mcts-playout-moves = { $count ->
    [one] 1 random move
   *[other] { $count } random moves
}
viewer-value-counted = N = { $visits }, W = { $wins }, W/N = { $mean }
# The root: no move leads into it, so its W is counted for the player to move there.
viewer-value-counted-root = N = { $visits }, W = { $wins }, W/N = { $mean } (for { $player }, to move here)
viewer-expectation = Expected value: { $sum }
viewer-ucb-last = Last chosen at iteration { $iteration }: UCB = { $mean } + { $explore } { $equals } { $ucb }
viewer-thrown-last = Last thrown at iteration { $iteration } (the die chooses here)
viewer-never-selected = Not chosen by a selection yet
viewer-cutoff-kinds = Cutoffs so far: { $max } at MAX nodes (β cutoffs), { $min } at MIN nodes (α cutoffs); { $shallow } shallow (the parent set the bound), { $deep } deep (set further up)
viewer-legend-table = table answer
viewer-show-pass = Tree of:
viewer-show-pass-hint = MTD(f) searches the tree again in each pass: choose a finished pass to see its tree as it ended (stepping goes back to the pass being searched)
viewer-pass-now = pass { $n } (now)

## Steps for an animation or an embedded player
viewer-range-from = Steps from
viewer-range-to = to
viewer-range-speed = at
viewer-embed-plays-itself = Plays by itself (autoplay, loop)
viewer-embed-plays-itself-tip = the player starts playing when the page opens and goes round again after the last step
viewer-embed-copy = Copy embed code
viewer-embed-copy-tip = copy an <iframe> that puts this search, within these steps, as a player in a course page
viewer-embed-copied = copied: { $code }
viewer-embed-page = Published page
viewer-embed-page-tip = the address where the web build (web/dist) is published; the embed code points there

## Save animation (an animated GIF of the steps above)
viewer-animation-size = Animation of
viewer-animation-size-window = the canvas of this window ({ $w }×{ $h })
viewer-animation-size-preset = the canvas of a { $w }×{ $h } window
viewer-animation-size-slides = slides: the title, the step and its sentence above the tree
viewer-animation-save = Save animation…
viewer-animation-save-tip = save steps { $from } to { $to } as an animated GIF: { $frames } frames, { $speed } a second, each the picture of its step, the last held 3 s
viewer-animation-dialog-title = Save the animation as
viewer-animation-making = making the animation: frame { $done } of { $frames }
viewer-animation-cancel = Cancel
viewer-animation-cancelled = Animation cancelled: nothing was written
viewer-animation-saved = Saved { $path } ({ $frames } frames)
viewer-animation-downloaded = Downloaded { $name } ({ $frames } frames)
viewer-animation-lost = The animation stopped before it was finished: nothing was written
