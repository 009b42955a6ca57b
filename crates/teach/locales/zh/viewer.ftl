# viewer：见 locales/README.md

## 检查器（src/app/inspector.rs）

viewer-clicked-node = 点击的节点
viewer-current-node = 当前节点
viewer-back-to-current = 回到当前节点
viewer-expand-subtree = 展开子树
viewer-collapse-subtree = 折叠子树
viewer-call-stack = 调用栈
viewer-stack-empty = （空）
viewer-stack-best = 目前最佳 { $value }
viewer-stack-sum = 目前的加权和 { $value }
viewer-window = α = { $alpha }，β = { $beta }
viewer-mtdf-passes = MTD(f) 的各轮搜索
viewer-pass = 第 { $n } 轮
viewer-pass-root-is = 根节点的值：{ $value }
viewer-no-pass-yet = 还没有完成任何一轮搜索
viewer-bounds-meet = 上下界相遇：值为 { $value }
viewer-fact-node = 节点
viewer-fact-player = 走棋方
viewer-to-move = 轮到 { $player } 走棋
viewer-die-decides = 由骰子决定（没有人选择）
viewer-fact-depth = 深度
viewer-fact-path = 路径
viewer-path-root = （根节点）
viewer-value-unseen = 尚未到达
viewer-value-pruned = 被剪掉：从未搜索
viewer-value-best-so-far = 目前最佳 { $value }
viewer-value-finished = 已完成：{ $value }
viewer-fact-value = 值
viewer-fact-negamax = 负极大值
viewer-negamax-for = { $value }（对 { $player } 而言）
viewer-fact-visit = 访问
viewer-visit-research = 第二次：它的零窗口测试超出了界
viewer-visit-probe = 一次零窗口测试
viewer-fact-below-it = 其下方
viewer-shared-below = 只显示一次，位于最后一次剪掉它的迭代之下
viewer-fact-window-now = 当前的 α、β
viewer-fact-window-on-entry = 进入时的 α、β
viewer-bones-left = 剩 { $left } 根骨头，每步取 1–{ $max_take } 根
viewer-tree-node = 树节点 { $label }
viewer-counts-so-far = 目前的计数
viewer-counts-now = 当前
viewer-counts-whole-search = 整个搜索
viewer-count-visited = 访问的节点数
viewer-count-leaves = 叶节点
viewer-count-cutoffs = 剪枝
viewer-count-tt-hits = 置换表命中
viewer-count-re-searches = 重新搜索
viewer-count-passes = 搜索轮数
viewer-count-iterations = 迭代次数
viewer-count-tree-nodes = 树中的节点数
viewer-count-chance = 已算出的机会节点
viewer-minimax-comparison = 普通的极小化极大算法在这里访问 { $minimax } 个节点；本次搜索访问 { $visited } 个（{ $percent }%）。
viewer-minimax-unknown = 普通极小化极大算法的节点数：未知（超出节点预算）。
viewer-result = 结果：值 { $value }，最佳走法 { $best_move }，最佳路线 { $line }
viewer-result-no-move = 无
viewer-move-values = 走法的值
viewer-move-values-hint = 每个合法走法的值，各自单独搜索；点击一个值可打开它的子树

## 树视图（src/app/tree_view.rs）

viewer-fit = 适应窗口
viewer-fit-hint = F：显示整棵树
viewer-zoom-out = 缩小（−）
viewer-zoom-in = 放大（+）
viewer-follow-current = 跟随当前节点
viewer-only-active-path = 只显示当前路径
viewer-negamax-view = 负极大值视图
viewer-edge-windows = 边上的窗口
viewer-edge-windows-hint = W：在每条边上写出父节点传下去的窗口 (α, β)
viewer-negamax-view-hint = V：每个值和窗口都从轮到走棋的一方来看（MIN 的符号取反）；搜索本身不变
viewer-view-menu = 视图 ▼
viewer-view-menu-hint = 只显示当前路径、负极大值视图（V）、边上的窗口（W）、小地图
viewer-minimap = 小地图
viewer-expand-all = 全部展开
viewer-fold-to-fit = 折叠到适合
viewer-fold-to-fit-hint = 重新折叠这棵树，只展开视图能看清的那几层
viewer-find = 查找
viewer-find-hint = 按走法（或树节点名）跳到一个局面，用逗号分隔

## 棋盘（src/app/board.rs）

viewer-board-column-row = 第 { $column } 列第 { $row } 行
viewer-board-cell = 格子 { $cell }
viewer-hint-name = { $move_text }：{ $words }
viewer-hint-hover = { $move_text }：{ $words }（值 { $value }）；点击打开它的子树

## 取骨头游戏的局面图（src/app/bones_graph_view.rs）

viewer-position-graph = 局面图
viewer-graph-summary = 树中有 { $nodes } 个节点，{ $positions } 个局面：骨头数从 { $start } 到 0
viewer-graph-tt-mark = 置换表
viewer-heap-wins = { $heap } 根骨头：走棋的一方胜
viewer-heap-loses = { $heap } 根骨头：走棋的一方负
viewer-heap-unsolved = { $heap } 根骨头：尚未求解
viewer-unsolve = ◀ 撤销求解
viewer-solve-next = 求解下一堆 ▶
viewer-solve-all = 全部求解
viewer-heaps-solved = { $total } 个骨头堆中已求解 { $solved } 个
viewer-solve-from-end = 从游戏结束处往回求解：先解 0 根骨头的局面。

## 文件对话框（src/app/file_dialog.rs）

viewer-dialog-cannot-list = 无法列出 { $dir } 的内容：{ $error }
viewer-dialog-up = 上一级
viewer-dialog-up-hint = 上一级文件夹
viewer-dialog-folder = 文件夹
viewer-dialog-file-name = 文件名
viewer-dialog-open = 打开
viewer-dialog-save = 保存
viewer-dialog-cancel = 取消
viewer-dialog-choose-folder = 选择这个文件夹
viewer-dialog-replace-question = { $name } 已经存在。要替换它吗？
viewer-dialog-replace = 替换
viewer-dialog-keep = 保留

## 浏览器中的文件（src/app/web_files.rs）

viewer-download-refused = 无法下载 { $name }：浏览器拒绝了这些数据
viewer-download-no-window = 无法下载 { $name }：没有浏览器窗口
viewer-download-no-document = 无法下载 { $name }：没有页面文档
viewer-download-no-link = 无法下载 { $name }：无法创建下载链接
viewer-pick-no-document = 没有页面文档
viewer-pick-no-input = 无法创建文件选择框

## 导出与打开（src/app/export_panel.rs）

viewer-export-heading = 导出与打开
viewer-open-file = 打开文件…（Ctrl+O）
viewer-open-file-hint = 要搜索的树（JSON），或用“保存 JSON 搜索记录”存下、可逐步查看的搜索记录；也可以把文件拖到窗口上
viewer-save-as = 另存为
viewer-save-as-hint = picture.png 或 .svg
viewer-save-picture = 保存图片
viewer-save-picture-hint = Ctrl+S：按 `gametree render` 的画法保存第 { $step } 步的图（.svg 或 .png）
viewer-save-dot = 保存 DOT
viewer-save-dot-hint = 把记录的博弈树以 Graphviz 格式保存到 { $path }
viewer-save-json = 保存 JSON 搜索记录
viewer-save-json-hint = 把整个搜索保存到 { $path }，以后可在这里再次打开
viewer-save-picture-as = 图片另存为…
viewer-save-picture-as-hint = 在对话框中选择文件夹和文件名
viewer-save-picture-dialog-title = 把这一步保存为图片（.png 或 .svg）
viewer-trace-file = 搜索记录文件
viewer-open-trace = 打开搜索记录
viewer-open-trace-hint = 由 `gametree search --format json` 或“保存 JSON 搜索记录”写出的 JSON 搜索记录
viewer-opened = 已打开 { $path }
viewer-download-png = 下载图片（PNG）
viewer-download-svg = 下载 SVG
viewer-download-dot = 下载 DOT
viewer-download-json = 下载 JSON 搜索记录
viewer-downloaded = 已下载 { $name }
viewer-no-file-name = 请先输入文件名
viewer-saved = 已保存 { $path }
viewer-saved-compact = 已保存 { $path }；{ $note }
viewer-cannot-write = 无法写入 { $path }：{ $error }
viewer-no-trace-path = 请先输入 JSON 搜索记录的路径

## Chance and MCTS pictures (src/draw/chance.rs)

viewer-mcts-playout-moves = 随机 { $count } 步
viewer-value-counted = N = { $visits }，W = { $wins }，W/N = { $mean }
viewer-value-counted-root = N = { $visits }，W = { $wins }，W/N = { $mean }（按在这里走棋的 { $player } 计）
viewer-expectation = 期望值：{ $sum }
viewer-ucb-last = 最近一次在第 { $iteration } 次迭代被选中：UCB = { $mean } + { $explore } { $equals } { $ucb }
viewer-thrown-last = 最近一次在第 { $iteration } 次迭代被掷出（这里由骰子决定）
viewer-never-selected = 还没有被选择阶段选中过
viewer-cutoff-kinds = 目前的剪枝：MAX 节点 { $max } 次（β 剪枝），MIN 节点 { $min } 次（α 剪枝）；浅剪枝 { $shallow } 次（界由父节点设定），深剪枝 { $deep } 次（由更上层设定）
viewer-legend-table = 置换表的答案
viewer-show-pass = 显示的树：
viewer-show-pass-hint = MTD(f) 每一轮都重新搜索这棵树：选择一轮已完成的搜索，查看它结束时的树（单步前进或后退时回到正在搜索的那一轮）
viewer-pass-now = 第 { $n } 轮（当前）

## Steps for an animation or an embedded player
viewer-range-from = 步骤从
viewer-range-to = 到
viewer-range-speed = 速度
viewer-embed-plays-itself = 自动播放（循环）
viewer-embed-plays-itself-tip = 页面打开时播放器就开始播放，播完最后一步后从头再来
viewer-embed-copy = 复制嵌入代码
viewer-embed-copy-tip = 复制一段 <iframe>，把这次搜索的这些步骤作为播放器放进课程网页
viewer-embed-copied = 已复制：{ $code }
viewer-embed-page = 发布的网页
viewer-embed-page-tip = 网页版（web/dist）发布的地址；嵌入代码指向这里

## Save animation (an animated GIF of the steps above)
viewer-animation-size = 动画画面
viewer-animation-size-window = 本窗口的画布（{ $w }×{ $h }）
viewer-animation-size-preset = { $w }×{ $h } 窗口的画布
viewer-animation-size-slides = 幻灯片：树上方有标题、步骤和说明
viewer-animation-save = 保存动画…
viewer-animation-save-tip = 把第 { $from } 步到第 { $to } 步存为 GIF 动画：共 { $frames } 帧，每秒 { $speed } 帧，每帧就是那一步的图，最后一帧停留 3 秒
viewer-animation-dialog-title = 动画另存为
viewer-animation-making = 正在生成动画：第 { $done } 帧，共 { $frames } 帧
viewer-animation-cancel = 取消
viewer-animation-cancelled = 已取消动画：没有写入任何文件
viewer-animation-saved = 已保存 { $path }（{ $frames } 帧）
viewer-animation-downloaded = 已下载 { $name }（{ $frames } 帧）
viewer-animation-lost = 动画没有做完就停止了：没有写入任何文件
