# panels：见 locales/README.md

## 场景面板（src/app/scenario_panel.rs）

panels-error-no-custom-game = 打开这个窗口的程序没有提供自己的游戏
panels-error-no-tree = 请输入树文件的路径，或选择一个示例
panels-scenario-heading = 场景
panels-examples-menu = 示例
panels-example-aima = AIMA 图 5.2 的树
panels-example-wikipedia = 维基百科的 Alpha-Beta 剪枝树
panels-example-bones = 取骨头游戏，{ $n } 根骨头
panels-example-tictactoe-mid-game = 井字棋，中局
panels-example-connect-four = 四子棋，走完 4453 之后，深度 6
panels-example-mnk = m,n,k 棋（4,4,3）：X 胜
panels-example-tictactoe-empty = 井字棋，空棋盘（549,946 个节点）
panels-game-tree = 树
panels-game-tictactoe = 井字棋
panels-game-connect-four = 四子棋
panels-game-mnk = m,n,k 棋
panels-game-bones = 取骨头游戏
panels-game-dice = 掷骰竞赛
panels-custom-game = 打开此窗口的程序自带的游戏，从初始局面开始
panels-bones-count = 骨头数 n
panels-bones-max-take = 每步最多取
panels-dice-target = 目标
panels-dice-rules = 共用一个从 0 开始的计数：加 1，或掷一个骰子（1–6）。先达到目标的一方获胜。
panels-file = 文件
panels-example-shown = 示例：{ $name }
panels-min-at-root = 根节点为 MIN
panels-hint-minimax = 搜索每个节点的每个子节点
panels-hint-alphabeta = 跳过不可能改变值的分支
panels-hint-pvs = 除第一个子节点外都用零窗口测试，超出界时重新搜索
panels-hint-mtdf = 用零窗口反复搜索整棵树，直到上下界相遇（使用置换表）
panels-hint-expectiminimax = 机会博弈的精确值：机会节点的值是各子节点按概率加权的平均
panels-hint-mcts = 蒙特卡洛树搜索：大量随机模拟；表现好的着法被更多地尝试（UCB）
panels-hint-needs-chance = 这是有机会节点的博弈：极小化极大、Alpha-Beta、PVS 和 MTD(f) 都不处理掷骰子；请用期望极小化极大或蒙特卡洛树搜索
panels-move-ordering = 走法排序
panels-tt = 置换表
panels-iterative-deepening = 迭代加深
panels-aspiration-window = 期望窗口 ±
panels-aspiration-hint = 配合迭代加深以及 Alpha-Beta 或 PVS 使用：每次迭代都以上一次的值 v 为中心，从窗口 (v − W, v + W) 开始
panels-aspiration-disabled = 需要迭代加深以及 Alpha-Beta 或 PVS
panels-depth-limit = 深度限制
panels-run = ▶ 运行
panels-cell = 格子 { $cell }
panels-clear-board = 清空棋盘
panels-connect-four-moves = 走法
panels-connect-four-moves-hint = 列号 1–7，例如 4453
panels-mnk-rows = 行数
panels-mnk-cols = 列数
panels-mnk-k = 连成一线的子数 k
panels-game-over = 在这个局面游戏已经结束
panels-side-to-move = 轮到 { $side } 走棋

## 树编辑器（crates/app/src/toolkit/editor/）

panels-editor-value-not-whole = 值“{ $value }”不是整数；请写一个整数，例如 3 或 -12
panels-editor-random-drawn = 随机树，种子 { $seed }：{ $nodes } 个节点
panels-editor-not-saved = 未保存：树有错误（{ $error }）
panels-editor-saved = 已保存 { $path }
panels-editor-opened = 已打开 { $name }
panels-editor-open-error = 树文件 { $name }：{ $error }
panels-editor-notation = 树的记法
panels-editor-notation-hint = 一个数是叶节点，[ … ] 是列出其子节点的内部节点，{"{"}"label": "Q", "children": [ … ]{"}"} 给节点命名
panels-editor-valid = 有效的树：{ $nodes } 个节点，深度 { $depth }
panels-editor-error = 错误：{ $error }
panels-editor-search = 搜索这棵树
panels-editor-practise = 用这棵树练习
panels-editor-save = 保存
panels-editor-open = 打开
panels-editor-write-as = 把文本改写为
panels-editor-json-hint = SPEC.md 记法：[[3,12,8],[2,4,6],[14,5,2]]
panels-editor-parens = 15-150 记法
panels-editor-parens-hint = 15-150 可视化工具的记法：(((3)(12)(8))((2)(4)(6))((14)(5)(2)))；标签会被省略
panels-editor-random-heading = 随机树
panels-editor-random-depth = 深度
panels-editor-random-seed = 种子
panels-editor-random-fewest-children = 最少子节点数
panels-editor-random-most-children = 最多子节点数
panels-editor-random-lowest-value = 最小值
panels-editor-random-highest-value = 最大值
panels-editor-random-draw = 生成随机树
panels-editor-random-next-seed = 下一个种子
panels-editor-picture-valid = 树及其极小化极大值：点击节点即可选中
panels-editor-picture-invalid = 上一棵有效的树（改正文本后才能点击编辑）
panels-editor-too-big = 这棵树有 { $nodes } 个节点；只绘制不超过 { $max } 个节点的树。
panels-editor-chance-tree = 带机会节点的树，按期望极小化极大的值画出；“搜索这棵树”会在“机会”模式（F7）中逐步展示。
panels-editor-selected-leaf = 已选中：{ $node }（叶节点，值 { $value }）
panels-editor-selected-inner = 已选中：{ $node }（内部节点，{ $children } 个子节点）
panels-editor-value = 值
panels-editor-add-child = 添加子节点
panels-editor-set-value = 设置值
panels-editor-delete-subtree = 删除子树
panels-editor-label = 标签
panels-editor-set-label = 设置标签
panels-editor-undo = 撤销

# 代码面板（问题 27）。
code-var-explore = c·√(ln N(父节点) / N)
code-title = 代码
code-lang-pseudo = 伪代码
code-lang-aima = AIMA
code-lang-python = Python
code-lang-c = C
code-lang-rust = Rust
code-lang-java = Java
code-no-listing = 这种语言还没有这种搜索的代码：Python、C、Rust 和 Java 只有不带置换表和迭代加深的极小化极大与 Alpha-Beta 剪枝；伪代码有全部搜索。
code-too-long = 这次搜索太长（超过 2,000,000 步），无法在这里逐行跟踪。
code-ran-before = 本步骤的第 { $n } 行：在高亮行之前执行
code-breakpoint-tip = ▎ 标出这次调用到目前为止执行过的行。点击行号设置断点：Shift+→ 和播放会一直运行到标记的行被执行。
code-predict-question = 下一步执行哪一行？点击它。
code-predict-score = 答对 { $right } / { $asked }
code-predict-right = 对：下一步执行第 { $line } 行。
code-predict-wrong = 不对：下一步执行的是第 { $line } 行，不是第 { $clicked } 行。
code-rule-title = Alpha-Beta 剪枝的规则：节点目前的值 v 与它的窗口比较
code-rule-low = v ≤ α
code-rule-inside = α < v < β
code-rule-high = v ≥ β
code-rule-keep-alpha = α 不变
code-rule-raise-alpha = α ← v
code-rule-lower-beta = β ← v
code-rule-keep-beta = β 不变
code-rule-cut = 剪枝，返回 v
code-toggle-tip = 在树旁显示算法的代码，并高亮正在执行的行（C）

# Predict's panel: the question stands apart from the narration of the step just taken (issue 26).
practice-predict-your-turn = 轮到你：
practice-predict-last-step = 上一步

# The bones graph says how its counts differ (issue 26).
viewer-counts-heading = 这些计数各数的是什么
viewer-count-visited-means = 访问了 { $visited } 个：本次搜索进入过的局面，包括根节点。
viewer-count-tree-means = 树中有 { $nodes } 个节点：进入过的 { $visited } 个局面，加上被剪枝跳过的 { $skipped } 个走法；后者画成灰色，从未被搜索。
viewer-count-minimax-means = 普通的极小化极大算法访问 { $minimax } 个：它不剪枝，所以会进入整棵博弈树的每个局面，包括被跳过的走法下面的局面。
viewer-graph-enlarge = 放大显示局面图
viewer-graph-enlarge-hover = 在单独的窗口中打开局面图，大到在后排也能看清
panels-board-empty = 空棋盘：X 先走。
panels-board-position = { $position }：轮到 { $mover } 走。
