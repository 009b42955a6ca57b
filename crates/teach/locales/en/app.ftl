# app: see locales/README.md
app-language = Language
app-language-tip = the language the app speaks; kept with the other settings

## The window (src/app/mod.rs)

app-name = Game Tree Lab
app-window-title = Game Tree Lab — { $title }
app-note-last-scenario-refused = the last scenario in the settings is refused ({ $error }); starting on the default
app-note-last-start-stopped = the last start stopped while loading "{ $scenario }"; starting on the default
app-cannot-read-file = cannot read { $name }: { $error }
app-link-custom-game = a program's own game cannot go into a link
app-searching = Searching…
app-choose-scenario = Choose a scenario and press Run.
app-link-error-fallback = Showing the last scenario instead.
app-searching-title = Searching { $title }…
app-counting-nodes = counting: { $n } nodes
app-cancel = Cancel
app-no-search-loaded = No search loaded.
app-copy-link = Copy link
app-copy-link-tip = copy a link to this scenario at this step, for the class to open (Ctrl+Shift+L)
app-link-copied = copied: { $link }
app-link-local = This address opens only on this computer: the class cannot reach it. Type the published page's address under Export (Published page), where the web build is served.
app-open-dialog-title = Open a tree, a trace (.json) or a learner's events (.jsonl)
app-no-display = no display found; set DISPLAY (or WAYLAND_DISPLAY), or use `gametree search` or `gametree render`
app-cannot-open-window = cannot open the window: { $error }

## The stepper (src/app/stepper.rs)

app-stepper-shortcuts = →/← step · Home/End · Space play/pause · N/P next/previous cutoff · Q predict · V negamax · +/− zoom · F fit · drag to pan, wheel to zoom · double-click collapses
app-stepper-start = |◀ Start
app-stepper-back = ◀ Back
app-stepper-pause = ■ Pause
app-stepper-play = ▶ Play
app-stepper-forward = Forward ▶
app-stepper-end = End ▶|
app-stepper-previous-cutoff = ◀ Cutoff
app-stepper-previous-cutoff-tip = P: previous cutoff
app-stepper-next-cutoff = Cutoff ▶
app-stepper-next-cutoff-tip = N: next cutoff
app-stepper-previous-chance = ◀ Chance node
app-stepper-previous-chance-tip = P: back to the previous chance node worked out
app-stepper-next-chance = Chance node ▶
app-stepper-next-chance-tip = N: on to the next chance node worked out
app-stepper-previous-iteration = ◀ New node
app-stepper-previous-iteration-tip = P: back to the previous node added to the tree (one per iteration)
app-stepper-next-iteration = New node ▶
app-stepper-next-iteration-tip = N: on to the next node added to the tree (one per iteration)
app-stepper-predict = predict
app-stepper-predict-tip = Q: before each backup and each finished node, say what happens first
app-stepper-speed = speed
app-stepper-steps-per-second = {" "}steps/s
app-stepper-step-of = step { $step } of { $n }
app-stepper-timeline-tip = timeline: drag to scrub

## Finding a position (src/app/expand.rs)

app-find-no-move = no move "{ $token }" from { $node }

## The mode bar and settings (src/app/toolkit/mod.rs)

app-tool-stepper = Stepper
app-tool-stepper-purpose = step through a recorded search
app-tool-editor = Tree editor
app-tool-practice = Practice
app-tool-compare = Compare
app-tool-play = Play
app-tool-chance = Chance
app-tool-editor-purpose = type or click a tree together, check it as you type, save it
app-tool-practice-purpose = work a search by hand, then Check your answers
app-tool-compare-purpose = one scenario under minimax, alpha-beta and the options, side by side
app-tool-play-purpose = play tic-tac-toe or bones against alpha-beta and ask why it moved
app-tool-chance-purpose = games of chance and sampling: expectiminimax step by step, and Monte Carlo tree search iteration by iteration
app-mode-tip = { $name } ({ $key }): { $purpose }
app-presentation = Presentation (F5)
app-presentation-web = Presentation (Ctrl+P)
app-presentation-tip = light, high-contrast theme with large text for a projector
app-text-size = text size
app-settings-note = Settings: { $note }
app-dismiss = dismiss

## Remembered settings (src/app/toolkit/settings.rs)

app-settings-unreadable = { $error }; using default settings, and the file is left as it is: nothing is saved over it while it cannot be read
app-settings-unreadable-kept = { $error }; using default settings, the old file is kept as { $kept }
app-settings-invalid = { $file } is not valid settings ({ $error }); using defaults, and the file is left as it is: nothing is saved over it
app-settings-invalid-kept = { $file } is not valid settings ({ $error }); using defaults, the old file is kept as { $kept }
app-settings-cannot-create = cannot create { $dir }: { $error }
app-settings-cannot-write = cannot write settings: { $error }
app-settings-browser-invalid = the saved settings are not valid ({ $error }); using defaults
app-settings-no-storage = this browser keeps no local storage
app-settings-storage-refused = the browser refused to store the settings (storage full?)

## Work off the UI thread (src/app/background.rs, worker.rs, web_worker.rs)

app-job-no-thread = no thread could be started for it
app-job-died = it stopped unexpectedly
app-search-cannot-start = cannot start the search: { $reason }
app-search-no-thread = the search no thread could be started for it
app-search-died = the search it stopped unexpectedly
app-search-cancelled = search cancelled
app-web-cannot-search-scenario = this scenario cannot be searched in the browser
app-web-cannot-start-worker = the browser cannot start a worker for the search
app-web-search-stopped = the search stopped
app-web-worker-failed = the search's worker failed: { $reason }
app-web-refused-to-start = the browser refused to start the search

## Files arriving (src/app/incoming.rs)

app-file-not-utf8 = { $name } is not UTF-8 text (bad byte at offset { $offset })
app-file-set-error = { $name }: { $error }
app-file-not-trace = { $name } is not a trace from `gametree search --format json`: { $error }
app-file-tree-error = tree file { $name }: { $error }

## Chance and sampling (src/app/toolkit/chance_view.rs)

app-chance-heading = Chance and sampling
app-chance-game = Game:
app-chance-no-scenario = no game with chance nodes was given; pick an example or the dice race
app-chance-expectiminimax = Expectiminimax (exact)
app-chance-mcts = Monte Carlo tree search
app-chance-iterations = iterations
app-chance-seed = seed
app-chance-exploration = exploration C
app-chance-run = Run
app-chance-working = Searching…
app-chance-step-of = Step (of { $total }):
app-chance-keys = Keys: ←/→ one step (one phase) · PageUp/PageDown a whole MCTS iteration, or ten expectiminimax steps · Home/End the first and last
app-chance-phase = { $phase ->
    [0] Selection
    [1] Expansion
    [2] Simulation
   *[3] Backpropagation
}
app-chance-compare-heading = MCTS against the exact search:
app-chance-exact = exact best move(s) { $best }, exact value { $value } (in the estimate's terms)
app-chance-no-exact = too big to solve exactly here
app-chance-col-iterations = iterations
app-chance-col-move = most visited move
app-chance-col-estimate = estimate W/N
app-chance-col-error = off by
app-chance-move-agrees = { $played } (best)
app-chance-agrees-key = (best): as good as the exact search's best move
app-chance-plot-x = iterations (log scale)
app-chance-plot-estimate = MCTS estimate
app-chance-plot-exact = exact value
app-chance-iteration = Iteration
app-chance-phase-label = phase:
app-chance-plot-y = estimate
app-chance-plot-point = iteration { $iterations }: estimate { $estimate }
app-chance-example-layers = MAX, chance, MIN (AIMA 5.11's layers)
app-chance-example-gamble = a sure thing or a gamble
app-chance-example-uneven = uneven odds
app-chance-save-hint = Ctrl+S: this step as a light slide picture, as gametree render draws it (.png or .svg)

## The layout and the help (src/app/layout.rs, src/app/help.rs)

app-panel-scenario = Scenario (S)
app-panel-export = Export (E)
app-panel-inspector = Inspector (I)
app-panel-tools = Tree tools (T)
app-panel-code = Code (C)
app-panel-tip = show or hide this panel; its key does the same
app-menu = ≡ Menu
app-menu-tip = the modes, the scenario, export and the inspector
app-help-button = ? Help
app-help-button-tip = ?: every key, every mode, and what the buttons are for
app-help-title = Keys and help
app-help-close = Close (Esc)
app-help-keys-heading = Keys
app-help-key-step = one step forward / back
app-help-key-ends = to the start / to the end of the search
app-help-key-play = play or pause
app-help-key-cutoff = to the next / previous cutoff (under expectiminimax: chance node; under MCTS: new node)
app-help-key-predict = predict the next step on or off
app-help-key-negamax = the negamax view on or off
app-help-key-edge-windows = the windows (α, β) passed down each edge on or off (alpha-beta)
app-help-key-fit = show the whole tree
app-help-key-zoom = zoom in / out
app-help-key-walk = inspect the parent, the first child or a sibling of the inspected node
app-help-key-panels = show or hide the scenario, export and inspector panels and the tree tools
app-help-key-code = show or hide the Code panel: the algorithm in pseudocode, AIMA's style, Python, C, Rust, Java or PHP, the line each step runs lit
app-help-key-presentation = presentation mode: a light theme with large text, the tree filling the window
app-help-key-chance = search this scenario with expectiminimax (a game of chance) or MCTS
app-help-key-class-session = start a class session from this app (the desktop app), or fold its card to the code and the count, or show it whole again
app-help-key-open = open a tree, a recorded trace or the events of your own search
app-help-key-parting = in Check a search (F8): go to the step where your search first parts from the textbook's
app-help-key-save = save this step as a picture
app-help-key-save-animation = save the steps chosen in the export section as an animated GIF
app-help-key-copy-link = copy a link to this scenario at this step (the Export section's Copy link)
app-help-key-help = open or close this help
app-help-key-run-to-breakpoint = with the Code panel open: run to the next line marked as a breakpoint
app-help-key-hints = in Play (F6): the hints (every move's value) on or off
app-help-key-class-ask = in a class session, the teacher: ask the class Predict's question at this step
app-help-key-column = in Play (F6), Connect Four: drop a piece in that column
app-help-key-confirm = in a text box: take what you typed (find a node, your prediction, a file's name)
app-help-key-close = close the help or the Open dialog; cancel the search under way
app-help-mouse = With the mouse or a finger: drag the tree to pan it, turn the wheel or pinch to zoom, click a node to inspect it, double-click it to fold or unfold its subtree.
app-help-modes-heading = Modes
app-help-mode = { $key } { $name }: { $purpose }.
app-help-what-heading = What they are for
app-help-predict = Predict (Q): before each backup and each finished node the stepper stops and asks what happens next; answer, then check. Guessing first is how the rule sticks.
app-help-negamax = Negamax view (V): every value and window is shown from the side to move, with MIN's signs flipped, as a negamax program sees them; the search itself does not change.
app-help-cutoffs = ◀ Cutoff and Cutoff ▶ (P and N): jump to the previous or next cutoff, the moments alpha-beta stops looking at a node's remaining children; under expectiminimax they stop at chance nodes, under MCTS at each new node.
app-first-hint = New here? Press → to take the first step of the search. The row at the very top switches between stepping, the tree editor, practice, comparing and playing. Press ? for every key.
app-first-hint-dismiss = Got it
app-first-hint-touch = New here? Tap ▶ under the tree to take the first step of the search; ≡ Menu holds the modes, the scenario and the panels; ? Help tells what everything does.

## Check mode: a learner's own search beside the textbook's (src/app/toolkit/check_view)

app-tool-check = Check a search
app-tool-check-purpose = open the events your own minimax or alpha-beta printed and step through it beside the textbook's search of the same tree
app-check-title = Your search ({ $name }) beside the textbook's
app-check-open = Open events…
app-check-open-hover = open a file of events (.jsonl) your program printed, as gametree check reads them; the tree it searched must be open in the stepper
app-grade-open = Grade a class…
app-grade-open-hover = run gametree grade on a class folder with an assignment file, see every student's bugs, and open a student's search here at its first difference
app-grade-assignment = Assignment file
app-grade-class = Class folder
app-grade-run = Grade
app-grade-running = Graded { $done } of { $total }
app-grade-stop = Stop
app-grade-browse = Browse…
app-grade-browse-hover = choose it in a file dialog
app-grade-desktop-only = grading runs programs: it needs the desktop app
app-grade-bug-count = { $bug }: { $count }
app-grade-passed = passed
app-grade-student = Student
app-grade-score = Score
app-grade-open-student = open this student's first failed tree case at its first difference
app-check-intro = Run your own minimax or alpha-beta with the event printer of examples/own-search, save what it prints (.jsonl), open the tree it searched, then open or drop the file here: your search and the textbook's are drawn side by side and step together.
app-check-needs-tree = an events file is a search of a tree: open the tree your program searched first (Open… or the scenario panel), then the events
app-check-bad-file = events file { $name }: { $error }
app-check-start = to the start
app-check-back = one step back (←)
app-check-forward = one step forward (→)
app-check-end = to the end
app-check-step-all = the step shown on both trees
app-check-step = Step { $step } of { $steps }
app-check-go-to-parting = First difference (D)
app-check-go-to-parting-hover = go to the step where your search first parts from the textbook's
app-check-here = ← here the two searches part
app-check-did = — { $did }
app-check-did-nothing = — finished
app-check-yours = Your search
app-check-legend-parting = the node where your search first parts from the textbook's

## The embedded player (embed=1)
app-embed-start-tip = to the first step (Home)
app-embed-back-tip = one step back (←)
app-embed-play = Play
app-embed-pause = Pause
app-embed-play-tip = play (Space)
app-embed-pause-tip = pause (Space)
app-embed-forward-tip = one step forward (→)
app-embed-end-tip = to the last step (End)
app-embed-open = open in Game Tree Lab
