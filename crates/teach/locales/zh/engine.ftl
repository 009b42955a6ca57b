# engine：见 locales/README.md

## Algorithms' names in sentences and menus
engine-algorithm-minimax = 极小化极大
engine-algorithm-alphabeta = Alpha-Beta 剪枝
engine-algorithm-pvs = 主要变例搜索 (PVS)
engine-algorithm-mtdf = MTD(f)
engine-algorithm-mcts = 蒙特卡洛树搜索
engine-algorithm-expectiminimax = 期望极小化极大
engine-dice-target-range = 无法进行目标为 { $target } 的掷骰竞赛；目标必须在 1 到 { $limit } 之间
engine-dice-describe = 计数 { $counter }/{ $target }，轮到 { $player } 走
engine-dice-describe-rolling = 计数 { $counter }/{ $target }，{ $player } 掷骰子
engine-dice-describe-won = 计数 { $counter }/{ $target }：{ $player } 已获胜

## Games: the Game of Bones
engine-bones-heap-range = --bones { $bones } 超出范围；骨头堆应有 0 到 { $limit } 根骨头
engine-bones-max-take-range = --max-take { $max_take } 超出范围；应为 1 到 { $limit }
engine-bones-side-max = 轮到走棋的一方 MAX
engine-bones-side-min = 另一方 MIN

## Games: boards of marks in a row
engine-grid-title-connect-four = 四子棋
engine-grid-title-mnk = m,n,k 棋 ({ $rows },{ $cols },{ $k })
engine-grid-size = { $rows } 行 { $cols } 列的 m,n,k 棋超出范围；行数和列数须在 3 到 5 之间
engine-grid-k = --k { $k } 超出范围；应为 3 到 { $most }（棋盘较长一边的格数）
engine-grid-cell-count = 局面“{ $position }”有 { $found } 格；这个棋盘有 { $expected } 格（逐行书写，每格为 X、O 或 .）
engine-grid-bad-cell = 局面“{ $position }”：第 { $cell } 格是“{ $found }”；每格必须是 X、O 或 .
engine-grid-mark-counts = 局面“{ $position }”有 { $x } 个 X 和 { $o } 个 O；X 先走，所以 X 的棋子数必须与 O 相等或多一个
engine-grid-floating = 局面“{ $position }”：{ $cell } 的棋子悬空；棋子会落到所在列最低的空格
engine-grid-impossible = 局面“{ $position }”：{ $problem }
engine-grid-both-lines = X 和 O 都已连成一线；最多只有一方能获胜
engine-grid-x-line-o-moved = X 已连成一线，但 O 之后又走了一步
engine-grid-o-line-x-moved = O 已连成一线，但 X 之后又走了一步
engine-grid-bad-column = --moves“{ $moves }”：第 { $index } 步是“{ $found }”；每一步都应是 1 到 7 的列号
engine-grid-full-column = --moves“{ $moves }”：第 { $index } 步下在第 { $column } 列，但这一列已满
engine-grid-after-win = --moves“{ $moves }”：第 { $index } 步后已有四子连线、对局结束，所以第 { $next } 步不能再走

## Games: the evaluation function's terms
engine-eval-lines = 有 { $n } 子且其余为空的连线
engine-eval-centre-column = 中间列的棋子
engine-eval-centre = 中心的棋子
engine-eval-corners = 角上的棋子

## Games: tic-tac-toe
engine-ttt-cell-count = 井字棋局面“{ $position }”有 { $cells } 格；应恰好有 9 格，每格为 X、O 或 .（逐行书写，例如 X...O....）
engine-ttt-bad-cell = 井字棋局面“{ $position }”：第 { $cell } 格是“{ $found }”；每格必须是 X、O 或 .
engine-ttt-bad-cell-zero = 井字棋局面“{ $position }”：第 { $cell } 格是“{ $found }”；每格必须是 X、O 或 .（是字母 O，不是数字 0）
engine-ttt-mark-counts = 井字棋局面“{ $position }”有 { $x } 个 X 和 { $o } 个 O；X 先走，所以 X 的棋子数必须与 O 相等或多一个
engine-ttt-impossible = 井字棋局面“{ $position }”：{ $problem }
engine-ttt-both-win = X 和 O 都有三子连线；最多只有一方能获胜
engine-ttt-moved-after-x-won = X 已三子连线，但 O 之后又走了一步；X 获胜时，X 的棋子应比 O 多一个
engine-ttt-moved-after-o-won = O 已三子连线，但 X 之后又走了一步；O 获胜时，X 和 O 的棋子数应相等

## Trees: errors in a tree's text or file
engine-tree-empty = 树是空的；需要形如 [[3,12,8],[2,4,6],[14,5,2]] 的 JSON
engine-tree-syntax = 第 { $line } 行第 { $column } 列：这不是有效的 JSON（{ $what }）；需要形如 [[3,12,8],[2,4,6],[14,5,2]] 的树
engine-tree-notation = 第 { $line } 行第 { $column } 列：{ $what }；在这种记法中，叶节点写作 (v)，内部节点把它的子节点依次写在括号里，例如 (((3)(12)(8))((2)(4)(6))((14)(5)(2)))
engine-tree-cut-short = 第 { $line } 行第 { $column } 列：文本在树的中间就结束了；文件是否被截断了？每个 [ 都要有对应的 ]，每个 {"{"} 都要有对应的 {"}"}
engine-tree-cut-short-parens = 第 { $line } 行第 { $column } 列：文本在树的中间就结束了；文件是否被截断了？每个 ( 都要有对应的 )
engine-tree-too-deep = 第 { $line } 行第 { $column } 列：树嵌套得太深；节点最多只能在根节点之下 { $limit } 层
engine-tree-invalid = 第 { $line } 行第 { $column } 列：{ $problem }
engine-tree-unreadable = 无法读取树文件 { $path }：{ $error }
engine-tree-directory = 树文件 { $path } 是一个目录；需要 JSON 文件
engine-tree-not-a-file = 树文件 { $path } 是{ $kind }；需要 JSON 文件
engine-tree-too-large = 树文件 { $path } 大于 { $mb } MB；树文件最大为 { $mb } MB
engine-tree-not-text = 树文件 { $path } 不是 UTF-8 文本（偏移 { $offset } 处有无效字节）；需要 JSON
engine-tree-in-file = 树文件 { $path }：{ $error }
engine-tree-too-many-nodes = 树的节点超过 { $limit } 个；最多支持 { $limit } 个
engine-tree-leaf-too-large = 叶节点 { $value } 太大；叶节点必须是 -{ $limit } 到 { $limit } 之间的整数
engine-tree-decimal-whole = 叶节点 { $written } 写成了小数；请写成整数 { $whole }
engine-tree-fraction = 叶节点 { $value } 不是整数；叶节点必须是整数，例如 3 或 -12
engine-tree-no-children = 内部节点 [] 没有子节点；请至少给它一个子节点，或把它改成一个数
engine-tree-empty-children-key = “children”必须是至少含一个子节点的数组
engine-tree-label-not-text = “label”是{ $found }；标签必须是带引号的文本，例如 "B"
engine-tree-label-too-long = 有一个标签长 { $chars } 个字符；标签最多 { $limit } 个字符
engine-tree-label-character = 有一个标签含有字符 U+{ $code }，它无法显示（是控制字符或非字符）；标签应是普通文本
engine-tree-value-not-number = “value”是{ $found }；值必须是整数，例如 3
engine-tree-unknown-key = 树节点中有未知的键 { $key }；应为 "label"、"children"、"value" 或 "chance"
engine-tree-duplicate-key = 键 { $key } 在同一个树节点中出现了两次；每个键只能写一次
engine-tree-empty-object = 节点对象需要 "children"（内部节点）或 "value"（叶节点）
engine-tree-chance-not-pairs = "chance" 必须是 [概率, 子树] 对组成的数组，例如 [[0.5, 3], [0.5, [2, 8]]]
engine-tree-probability = 概率 { $value } 不是大于 0、至多为 1 的数
engine-tree-probability-sum = 一个机会节点的概率之和为 { $sum }；它们之和必须为 1
engine-tree-chance-not-array = "chance" 是{ $found }；它必须是 [概率, 子树] 对组成的数组，例如 [[0.5, 3], [0.5, [2, 8]]]
engine-tree-chance-not-pair = "chance" 中在应为 [概率, 子树] 对的位置发现了{ $found }；每个结果都要写成这样的一对，例如 [0.5, 3]
engine-tree-children-not-array = “children”是{ $found }；它必须是至少含一个子节点的数组，例如 [1, 2]
engine-tree-other = 这不是树节点；叶节点是整数，内部节点是 [数组]，或带有 "children"、"value" 或 "chance" 的对象
engine-tree-chance-and-children = 机会节点只在 "chance" 中给出子节点，不能同时有 "children" 或 "value"
engine-tree-not-a-node = 在应为树节点的位置发现了 { $found }；叶节点是整数，内部节点是 [数组]
engine-tree-found-text = 文本 { $text }

## Trees: what JSON found wrong (serde_json's words, and two of the program's own)
engine-json-trailing-characters = 树结束后还有多余的内容
engine-json-value-missing = 这里缺少一个数、[ 或 {"{"}
engine-json-expected-colon = 缺少 `:`
engine-json-expected-comma-or-bracket = 缺少 `,` 或 `]`
engine-json-expected-comma-or-brace = 缺少 `,` 或 `{"}"}`
engine-json-expected-ident = 应为 true、false 或 null
engine-json-expected-quote = 缺少 `"`
engine-json-invalid-escape = 无效的转义序列
engine-json-invalid-number = 无效的数字
engine-json-number-out-of-range = 数字超出范围
engine-json-invalid-code-point = 无效的 Unicode 码点
engine-json-control-character = 字符串中出现了控制字符 (\u0000-\u001F)
engine-json-key-not-string = 键必须是字符串
engine-json-trailing-comma = 末尾多了一个逗号
engine-json-lone-surrogate = 十六进制转义中有孤立的前导代理项
engine-json-hex-escape-end = 十六进制转义意外结束
engine-json-other = JSON 不允许这样写

## Trees: kinds of JSON value found where they do not belong
engine-json-kind-null = 空值 null
engine-json-kind-bool = 布尔值（true 或 false）
engine-json-kind-number = 数字
engine-json-kind-text = 文本
engine-json-kind-array = 数组
engine-json-kind-object = 对象

## Trees: the 15-150 notation
engine-parens-sign = 符号后面应是一个整数
engine-parens-start = 树应以 ( 开头
engine-parens-leaf-close = 叶节点的数后面应是 )；一个叶节点只含一个整数，例如 (3)
engine-parens-closes-nothing = 这个 ) 没有可闭合的括号
engine-parens-lone-number = 这里有一个没放在括号里的数；叶节点要写在括号里：写成 ({ $value })
engine-parens-unexpected = 这里应是 ( 或 )，却遇到了 { $found }
engine-parens-trailing = 树到这里已经完整；请删除后面的内容
engine-parens-no-children = 内部节点 () 没有子节点；请至少给它一个子节点，或把它改成叶节点，例如 (3)

## Trees: the tree editor's refusals
engine-edit-no-node = 没有节点 { $id }；这棵树的节点编号为 0 到 { $last }
engine-edit-value-range = 值 { $value } 超出范围；叶节点的值必须是 -{ $limit } 到 { $limit } 之间的整数
engine-edit-add-to-leaf = { $node } 是叶节点；请先把它变成内部节点，再添加子节点
engine-edit-too-many-nodes = 这棵树已有 { $nodes } 个节点；树编辑器最多构建 { $limit } 个节点的树
engine-edit-already-inner = { $node } 已经是内部节点
engine-edit-chance-node = { $node } 是机会节点：它的子节点和概率要一起改，请在树的文本中编辑
engine-edit-too-deep = { $node } 的深度是 { $depth }；树编辑器构建的树最多 { $limit } 层
engine-edit-delete-root = 根节点不能删除；一棵树必须有根节点（可以改为替换整棵树）
engine-edit-only-child = { $node } 是 { $parent } 唯一的子节点，而内部节点至少需要一个子节点；请改为删除 { $parent }，或先再添加一个子节点
engine-edit-inner-value = { $node } 是内部节点；它的值由子节点回传而来，只有叶节点才能设值
engine-edit-label-too-long = 标签“{ $label }”有 { $chars } 个字符；最多允许 { $limit } 个
engine-edit-label-control = 标签不能包含换行符等控制字符

## Trees: random trees' options
engine-random-too-deep = 深度 { $depth } 太深；随机树的深度为 0 到 { $limit }
engine-random-no-branching = 分支数至少为每个内部节点 1 个子节点
engine-random-branching-empty = 分支数 { $min }..{ $max } 是空范围；最少子节点数不能超过最多子节点数
engine-random-values-empty = 值范围 { $min }..{ $max } 是空范围；最小值不能超过最大值
engine-random-values-too-wide = 值范围 { $min }..{ $max } 太宽；叶节点的值必须在 -{ $limit } 到 { $limit } 之间
engine-random-too-many-nodes = 深度 { $depth }、每个节点最多 { $children } 个子节点，可能产生 { $total } 个节点；最多允许 { $limit } 个（请降低深度或分支数）

## Files read and written
engine-file-read-io = 无法读取 { $path }：{ $error }
engine-file-read-not-a-file = 无法读取 { $path }：它是{ $kind }；需要的是文件
engine-file-read-too-large = 无法读取 { $path }：文件大于 { $mb } MB
engine-file-kind-directory = 目录
engine-file-kind-fifo = 命名管道（FIFO）
engine-file-kind-device = 设备
engine-file-kind-socket = 套接字
engine-file-kind-other = 非普通文件
engine-file-write-not-a-file = 无法写入 { $path }：它是一个目录；需要的是文件名
engine-file-write-special = 无法写入 { $path }：它是{ $kind }，不会被文件替换
engine-file-write-create = 无法写入 { $path }：无法创建文件：{ $error }
engine-file-write-write = 无法写入 { $path }：写入失败：{ $error }
engine-file-write-replace = 无法写入 { $path }：无法替换原文件：{ $error }

## Pictures written (SVG or PNG)
engine-picture-unknown-kind = 无法写入 { $path }：图片的文件名必须以 .svg 或 .png 结尾
engine-picture-png-not-built = 无法写入 { $path }：这个版本只能画 SVG（PNG 需要 `render` 功能）
engine-picture-failed = 无法写入 { $path }：{ $reason }
engine-picture-link-to-other = 无法写入 { $path }：它是指向 { $target } 的链接，而那不是本程序写出的图片，通过链接写入会替换掉它；请直接写到那个文件自己的名字，或删掉这个链接
engine-picture-svg-does-not-parse = SVG 无法解析：{ $error }
engine-picture-too-big = 无法生成 { $width }×{ $height } 的图片
engine-picture-too-many-shapes = 图片有 { $shapes } 个图形，超过了能画成 PNG 的 { $most } 个；请改存为 .svg 文件
engine-picture-encode = 无法编码 PNG：{ $error }
engine-picture-rasterise = 无法画出图片的像素：“{ $error }”
engine-picture-animation-name = 无法写入 { $path }：`.gif` 是由多步组成的动画；请给出 `--steps A..B`（`gametree render`）或在应用里用“保存动画…”，单步的图片请以 .svg 或 .png 结尾
engine-picture-not-an-animation = 无法写入 { $path }：动画的文件名必须以 .gif 结尾（单步的图片：用 `--step N` 并以 .svg 或 .png 结尾）
engine-picture-too-many-frames = { $frames } 帧的动画太长：一个动画最多 { $most } 步；请少选一些步
engine-picture-not-ours = 无法写入 { $path }：已有同名文件，且不是本程序写出的，所以保留它；请换个名字，或删掉那个文件
engine-picture-gif = 无法写入 { $path }：动画编码失败（编码器说：`{ $error }`）

## Search: options refused, searches stopped
engine-options-depth-zero = 深度限制为 0 时什么也不会搜索；请给出 1 或更大的深度
engine-options-no-budget = 节点预算为 0 时没有可搜索的节点；请给出 1 或更大的值
engine-options-aspiration-without-iterative = 期望窗口需要配合迭代加深（每次迭代的窗口都围绕上一次迭代的值设定）
engine-options-aspiration-needs-pruning = 期望窗口需要 Alpha-Beta 剪枝或 PVS，不能用于 { $algorithm }
engine-options-aspiration-width = 期望窗口 ±{ $width } 不在 1 到 2^53 之间
engine-search-node-budget = 这次搜索会访问超过 { $limit } 个节点（节点预算）；{ $advice }
engine-search-cancelled = 搜索已取消
engine-search-recording-too-big = 记录这次搜索需要保存超过 { $limit } 个节点（含被剪掉的节点）；可用 --no-trace 只求值和计数，或把搜索缩小（--depth，不用 --iterative）
engine-advice-ab-tt-depth = 请使用 Alpha-Beta 剪枝、置换表、深度限制，或调高节点预算
engine-advice-ab-tt-smaller-depth = 请使用 Alpha-Beta 剪枝、置换表、更小的深度限制，或调高节点预算
engine-advice-ab-depth = 请使用 Alpha-Beta 剪枝、深度限制，或调高节点预算
engine-advice-ab-smaller-depth = 请使用 Alpha-Beta 剪枝、更小的深度限制，或调高节点预算
engine-advice-tt-depth = 请使用置换表、深度限制，或调高节点预算
engine-advice-tt-smaller-depth = 请使用置换表、更小的深度限制，或调高节点预算
engine-advice-depth = 请使用深度限制，或调高节点预算
engine-advice-smaller-depth = 请使用更小的深度限制，或调高节点预算
engine-advice-chance-depth = 请使用深度限制或更小的博弈（掷骰竞赛：更小的目标），或调高节点预算
engine-advice-chance-smaller-depth = 请使用更小的深度限制或更小的博弈（掷骰竞赛：更小的目标），或调高节点预算

## Traces: JSON traces read back
engine-trace-unreadable = 无法读取 { $path }：{ $error }
engine-trace-in-file = { $path } 不是 `gametree search --format json` 写出的搜索记录：{ $error }
engine-trace-too-large = 文件大于 { $mb } MB；搜索记录最大为 { $mb } MB
engine-trace-no-config = 文件中没有 "config"（请用当前版本的 `gametree search --format json` 重新生成）
engine-trace-no-nodes = 文件中没有节点
engine-trace-json = 第 { $line } 行第 { $column } 列：这里不是搜索记录的格式
engine-trace-too-many-nodes = 文件有 { $nodes } 个节点；一份搜索记录最多容纳 { $limit } 个节点
engine-trace-node = 节点 { $node }：{ $problem }
engine-trace-event = 事件 { $event }：{ $problem }
engine-trace-no-search = 文件中没有搜索（没有进入根节点的事件）
engine-trace-not-a-file = 它是{ $kind }；需要的是文件
engine-trace-edge-not-number = { $what } "{ $text }" 既不是数字，也不是 "-inf" 或 "+inf"
engine-trace-bad-id = 它的 id 是 { $id }；id 必须从 0 开始依次递增
engine-trace-bad-bound = bound "{ $bound }" 不是 "exact"、"lower" 或 "upper"
engine-trace-not-below-parent = 它不在父节点 { $parent } 的下一层
engine-trace-parent-after = 它的父节点是 { $parent }；父节点必须出现在子节点之前
engine-trace-root-depth = 它没有父节点，深度却是 { $depth }
engine-trace-bad-step = 它自称是步骤 { $step }；步骤必须从 0 开始依次递增
engine-trace-bad-node = 它指向节点 { $node }，但总共只有 { $nodes } 个节点
engine-trace-iteration-not-root = 迭代必须从根节点开始
engine-trace-enters-twice = 它两次进入节点 { $node }，或进入了被剪掉的节点
engine-trace-pass-not-root = MTD(f) 的每一轮搜索都必须从根节点开始
engine-trace-prunes-stranger = 它剪掉了 { $pruned }，但那不是节点 { $node } 的子节点
engine-trace-never-exited = 搜索结束时仍有已进入却从未退出的节点
engine-trace-unpruned = 它被标为被剪掉的节点，却没有任何剪枝剪掉它
engine-trace-step-differs = 按树推算，步骤 { $step } 是节点 { $derived_node } 上的 { $derived }，文件中却是节点 { $node } 上的 { $kind }
engine-json-compact = 第 { $from } 到 { $iterations } 次迭代以精简形式写出，不含选择时的 UCB 各项、随机模拟的走法文字和回传路径（完整写出大概要 { $mb } MB）；文件仍然可以读回
engine-trace-kind-iteration = 迭代开始
engine-trace-kind-enter = 进入
engine-trace-kind-leaf = 叶节点取值
engine-trace-kind-tt-hit = 置换表命中
engine-trace-kind-backup = 回传
engine-trace-kind-cutoff = 剪枝
engine-trace-kind-exit = 退出
engine-trace-kind-pass = MTD(f) 一轮开始
engine-trace-kind-research = 重新搜索
engine-trace-kind-select = 选择
engine-trace-kind-expand = 扩展
engine-trace-kind-playout = 随机模拟
engine-trace-kind-backpropagate = 反向传播
engine-trace-iteration-during-search = 一次迭代在搜索尚未结束时就开始了
engine-trace-research-untested = 它重新搜索了一个刚才并未测试过的节点
engine-trace-enter-stranger = 它进入的节点不是当前正在搜索的节点的子节点
engine-trace-event-elsewhere = 它发生在一个并非当前正在搜索的节点上
engine-trace-exit-elsewhere = 它退出的节点不是当前正在搜索的节点
engine-trace-backup-unfound = 它回传的值并不是刚刚求得的
engine-trace-tree-depth = 有节点不在其父节点的下一层
engine-trace-tree-foreign-child = 有子节点被列在并非其父节点的节点之下
engine-trace-tree-circle = 有子节点列表首尾相连，形成了环
engine-trace-tree-missing-child = 有节点不在其父节点的子节点列表中
engine-trace-tree-order = 节点的顺序与搜索创建它们的顺序不符

## Traces: recordings passed as bytes
engine-binary-cut-short = 记录被截断了
engine-binary-header = 记录的头部已损坏：{ $error }
engine-binary-damaged = 记录已损坏：{ $problem }
engine-binary-dangling-link = 指向不存在的节点的链接
engine-binary-trailing-bytes = 树之后还有多余的字节
engine-binary-iteration-outside = 超出记录范围的迭代

## Traces: a node named in sentences (positions of games; tree nodes are named by their labels)
engine-node-root = 根节点
engine-node-after-move = { $played } 之后

## Scenarios: errors
engine-scenario-named-tree = 树 { $name }：{ $error }
engine-scenario-too-big-to-record = 这次搜索会访问超过 { $limit } 个节点，太多了，无法逐步记录；可用 --no-trace 只求值和计数，或把搜索缩小（Alpha-Beta 剪枝、--tt、--depth）
engine-scenario-too-big-to-record-chance = 这次搜索会访问超过 { $limit } 个节点，这是逐步记录的上限；可用 --no-trace 只求值和计数，或把搜索缩小（--depth，或掷骰竞赛用更小的 --target）
engine-scenario-chance-needs-expectiminimax = 这个游戏有机会节点，而{ $algo }没有处理掷骰子的规则；请用期望极小化极大（--algo expectiminimax）或蒙特卡洛树搜索（--algo mcts）搜索它
engine-scenario-no-thread = 无法启动搜索（没有可用的线程）：{ $error }

## Scenarios: titles (the game and position; the search and its options)
engine-title-tictactoe = 井字棋 { $position }
engine-title-tictactoe-empty = 井字棋（空棋盘）
engine-title-bones = 取骨头游戏 n={ $bones }，每次取 1–{ $max_take }
engine-title-dice = 掷骰竞赛，目标 { $target }
engine-title-connect-four-position = 四子棋 { $position }
engine-title-connect-four-empty = 四子棋（空棋盘）
engine-title-connect-four-moves = 四子棋，已走 { $moves }
engine-title-mnk = m,n,k 棋 ({ $rows },{ $cols },{ $k }) { $position }
engine-title-mnk-empty = m,n,k 棋 ({ $rows },{ $cols },{ $k })（空棋盘）
engine-title-tree = 树 { $name }
engine-title-tree-min-root = 树 { $name }（根节点为 MIN）
engine-title-ordering = 走法排序
engine-title-tt = 置换表
engine-title-iterative = 迭代加深
engine-title-aspiration = 期望窗口 ±{ $width }
engine-title-with-depth = { $search }，深度 ≤ { $depth }
engine-title-mcts = 蒙特卡洛树搜索，{ $iterations } 次迭代，种子 { $seed }

## Scenarios: the textbook trees' names
engine-example-aima = AIMA 图 5.2
engine-example-wikipedia = 维基百科的 Alpha-Beta 剪枝示例树
engine-example-from-link = 来自链接
engine-example-edited = 编辑的树

## Links
engine-link-unknown-key = 链接中有未知的键“{ $key }”；可用的键为 { $keys }
engine-link-bad-value = 链接中的 { $key }={ $value } 无效；应为 { $expected }
engine-link-repeated = 链接中“{ $key }”出现了两次；每个键只能给一次
engine-link-conflict = 链接中的“{ $key }”不适用于{ $game }
engine-link-missing = 链接指定了{ $game }，但没有“{ $key }”
engine-link-expected-switch = 1 或 0
engine-link-expected-game = tictactoe、bones、connect4、mnk、dice 或 tree 之一
engine-link-expected-rows = 3 到 5 行
engine-link-expected-cols = 3 到 5 列
engine-link-expected-k = 3 到 5 子连成一线
engine-link-expected-bones = 0 到 1000 根骨头
engine-link-expected-target = 1 到 20 的目标
engine-link-expected-max-take = 1 到 100（一步最多能取的骨头数）
engine-link-expected-algo = minimax、alphabeta、pvs、mtdf、expectiminimax 或 mcts 之一
engine-link-expected-iterations = 1 到 200000 次迭代
engine-link-expected-seed = 0 到 18446744073709551615 的种子
engine-link-expected-exploration = 0 到 1000000 的探索常数，例如 1.41
engine-link-expected-aspiration = 1 到 2^53 之间的窗口半宽
engine-link-expected-depth = 1 步或更大的深度
engine-link-expected-max-nodes = 1 个或更多节点的预算，例如 5000000
engine-link-expected-step = 从 0 开始的步骤编号，或 end
engine-link-expected-set = LEVEL:SEED:COUNT，例如 2:7:5（等级 1 到 6，1 到 50 棵树）
engine-link-expected-mode = { $modes } 之一
engine-link-expected-lang = en（英文）或 zh（中文）
engine-link-expected-code = pseudo、aima、python、c、rust、java 或 php
engine-link-expected-speed = 每秒的步数，大于 0 且不超过 60，例如 2 或 0.5
engine-link-backwards = 链接中的 from={ $from } 在 to={ $to } 之后；播放器将没有可显示的步骤
engine-link-game-tictactoe = 井字棋
engine-link-game-bones = 取骨头游戏
engine-link-game-dice = 掷骰竞赛
engine-link-game-connect-four = 四子棋
engine-link-game-mnk = m,n,k 棋
engine-link-game-tree = 博弈树
engine-link-game-not-mcts = 蒙特卡洛树搜索以外的搜索（请加上 algo=mcts）
engine-link-game-whole-board = 整个棋盘（“position”）
engine-link-game-other = 程序自带的游戏
engine-link-expected-tree = 用树记法写出的树，例如 [[3,12,8],[2,4,6]]
engine-link-expected-position = 棋盘的格子，逐行给出，用 X、O 和 .
engine-link-expected-moves = 已经下过的列，1 到 7，例如 4453
engine-link-expected-time-limit = 正的秒数，例如 2 或 0.5
engine-link-together = 链接中的“{ $key }”不能与“{ $other }”一起使用
engine-link-not-with-algo = 链接中的“{ $key }”不适用于 algo={ $algo }；请去掉它
engine-link-needs-iterative = 链接中的“{ $key }”需要 iterative=1（它在两次加深之间停止迭代加深）
engine-link-aspiration-needs-iterative = 链接中的“aspiration”需要 iterative=1（每次迭代的窗口都围绕上一次迭代的值设定）
engine-link-aspiration-needs-pruning = 链接中的“aspiration”需要 algo=alphabeta 或 algo=pvs，不能用 algo={ $algo }
engine-link-chance-game = 链接中的 algo={ $algo } 不能搜索{ $game }，因为它有机会节点；请用 algo=expectiminimax 或 algo=mcts

## 场景的键，作为关于键本身的事实说出（命令行和链接有各自的说法）
engine-key-name = “{ $name }”
engine-key-unknown = “{ $key }”不是场景的键；可用的键为 { $keys }
engine-key-repeated = “{ $key }”给了两次；每个键只能给一次
engine-key-backwards = from={ $from } 在 to={ $to } 之后；两者之间没有步骤
engine-key-bad-value = { $key }={ $value } 无效；应为 { $expected }
engine-key-wrong-game = “{ $key }”不适用于{ $game }
engine-key-together = “{ $key }”不能与“{ $other }”一起使用
engine-key-missing = { $game }需要“{ $key }”
engine-key-needs-mcts = “{ $key }”是蒙特卡洛树搜索的选项；只能与这种搜索一起使用
engine-key-not-with-algo = “{ $key }”不适用于{ $algo }
engine-key-needs-iterative = “{ $key }”需要迭代加深

## 操作系统的错误（crates/teach/src/say/files.rs）
engine-io-not-found = 没有这个文件或目录
engine-io-permission-denied = 没有权限
engine-io-already-exists = 文件已存在
engine-io-is-a-directory = 这是一个目录
engine-io-not-a-directory = 这不是一个目录
engine-io-directory-not-empty = 目录不是空的
engine-io-read-only = 文件系统是只读的
engine-io-full = 磁盘空间已满
engine-io-too-large = 文件太大
engine-io-invalid-data = 数据无效
engine-io-unexpected-end = 文件提前结束了
engine-io-broken-pipe = 管道已断开
engine-io-interrupted = 被中断了
engine-io-out-of-memory = 内存不足
engine-io-os-error = 系统错误 { $code }
engine-io-other = 输入输出错误
engine-trace-chance-in-minimax = 一个机会节点出现在没有掷骰规则的搜索中（只有期望极小化极大和蒙特卡洛树搜索才有机会节点）
engine-trace-real-in-minimax = 一个不是整数的值出现在值都是整数的搜索中
engine-trace-inconsistent = 它与记录的搜索的其余部分不符（概率、在树中的位置，或 N 和 W 与迭代不符）
