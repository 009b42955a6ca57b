# practice：见 locales/README.md

## 练习的批改（crates/teach/src/practice/）

practice-not-a-value = “{ $text }”不是一个值；请写一个整数（如 3），或者一个界（如 ≤ 2 或 ≥ 5）
practice-not-a-window-edge = “{ $text }”不是窗口的边界；请写一个整数、-inf 或 +inf
practice-score = 答对 { $right } / { $total }（{ $percent }%）
# 学生也可以直接写出精确值的界：“≤ 2（或 2）”。
practice-expected-or-exact = { $claim }（或 { $value }）
practice-mark-blank = 空白
practice-mark-pruned = 被剪掉
practice-mark-not-marked = 未标记
practice-mark-searched-again = 重新搜索
practice-mark-not-searched-again = 不重新搜索
practice-mark-visited = 被访问

# 解释一处错误：$who 是句首的节点（“节点 C”），$reason 是下面 practice-reason-、
# practice-window- 或 practice-visited- 开头的分句（主语“它”即 $who）。
practice-value-wrote = { $who }：你写的是 { $given }，但 { $reason }。
practice-value-blank = { $who }：你没有填写，但 { $reason }。
practice-window-wrote = { $who }：你写的是 (α, β) = { $window }，但 { $reason }。
practice-window-blank = { $who }：你没有填写窗口，但 { $reason }。
practice-marked-visited = { $who }：你把它标成了被剪掉，但 { $reason }。
practice-root-never-pruned = 根节点永远不会被剪掉
practice-not-marked-pruned = { $who }：你没有把它标成被剪掉，但 { $reason }。
practice-not-marked-pruned-mark-top = { $who }：你没有把它标成被剪掉，但 { $reason }；请标记通向 { $node } 本身的分支，这样就涵盖了它下面的一切。

# $said 为 “yes” 表示学生认为 PVS 会重新搜索这个子节点，否则为 “no”。
practice-research-again =
    { $who }：{ $said ->
        [yes] 你说 PVS 会重新搜索它
       *[no] 你说 PVS 不会重新搜索它
    }，但它的零窗口测试返回了 { $value }，严格落在剩下的窗口 (α, β) = { $window } 之内，所以 PVS 要重新搜索它，才能得到它的值。
practice-research-not-alpha =
    { $who }：{ $said ->
        [yes] 你说 PVS 会重新搜索它
       *[no] 你说 PVS 不会重新搜索它
    }，但它的零窗口测试返回了 { $value }，对 MAX 来说并不比 α = { $alpha } 更好，所以这次测试已经得出结论，PVS 不会重新搜索它。
practice-research-not-beta =
    { $who }：{ $said ->
        [yes] 你说 PVS 会重新搜索它
       *[no] 你说 PVS 不会重新搜索它
    }，但它的零窗口测试返回了 { $value }，对 MIN 来说并不比 β = { $beta } 更好，所以这次测试已经得出结论，PVS 不会重新搜索它。
practice-research-not-cutoff =
    { $who }：{ $said ->
        [yes] 你说 PVS 会重新搜索它
       *[no] 你说 PVS 不会重新搜索它
    }，但它的零窗口测试返回了 { $value }，已经足以剪枝，所以这次测试已经得出结论，PVS 不会重新搜索它。

# 解释中对节点的称呼。
practice-node-leaf-under = { $parent } 下的叶节点 { $name }
practice-node-the-root = 根节点
practice-node-position-after = 走完 { $moves } 之后的局面
practice-node-this-position = 这个局面
practice-node-previous-position = 上一个局面
practice-node-named = 节点 { $name }

# 节点为什么剪枝（$nth 是 narration-ordinal：第 1 个、第 2 个……）。
practice-reason-cutoff-max = { $node } 是 MAX 节点，它的{ $nth }子节点返回了 { $returned } ≥ β = { $beta }，所以 { $node } 其余的子节点都被剪掉了
practice-reason-cutoff-min = { $node } 是 MIN 节点，它的{ $nth }子节点返回了 { $returned } ≤ α = { $alpha }，所以 { $node } 其余的子节点都被剪掉了
# 剪枝的节点为什么是这个值（$rel 为 ≥ 或 ≤）。
practice-reason-cutoff-value-max = 它是 MAX 节点，{ $nth }子节点返回了 { $returned } ≥ β = { $beta }，所以它其余的子节点都被剪掉了，只能知道它的值 { $rel } { $value }
practice-reason-cutoff-value-min = 它是 MIN 节点，{ $nth }子节点返回了 { $returned } ≤ α = { $alpha }，所以它其余的子节点都被剪掉了，只能知道它的值 { $rel } { $value }
# 节点为什么是这个值（$values：各子节点返回的值，“3、12 和 8”）。
practice-reason-exact-one = 它是 { $player } 节点，唯一的子节点返回了 { $values }，所以 { $node } = { $value }
practice-reason-exact-max = 它是 MAX 节点，子节点依次返回了 { $values }；其中最大的是 { $value }，所以 { $node } = { $value }
practice-reason-exact-min = 它是 MIN 节点，子节点依次返回了 { $values }；其中最小的是 { $value }，所以 { $node } = { $value }
practice-reason-upper-max =
    它是 MAX 节点，{ $count ->
        [1] 唯一的子节点返回了 { $values }，没有超过
       *[other] 子节点依次返回了 { $values }，都没有超过
    } α = { $alpha }，所以 Alpha-Beta 搜索只知道 { $node } ≤ { $value }
practice-reason-lower-min =
    它是 MIN 节点，{ $count ->
        [1] 唯一的子节点返回了 { $values }，没有低于
       *[other] 子节点依次返回了 { $values }，都没有低于
    } β = { $beta }，所以 Alpha-Beta 搜索只知道 { $node } ≥ { $value }
practice-reason-upper-min =
    它是 MIN 节点，{ $count ->
        [1] 唯一的子节点返回了 { $values }
       *[other] 子节点依次返回了 { $values }
    }；其中最小的 { $value } ≤ α = { $alpha }，所以 Alpha-Beta 搜索只知道 { $node } ≤ { $value }
practice-reason-lower-max =
    它是 MAX 节点，{ $count ->
        [1] 唯一的子节点返回了 { $values }
       *[other] 子节点依次返回了 { $values }
    }；其中最大的 { $value } ≥ β = { $beta }，所以 Alpha-Beta 搜索只知道 { $node } ≥ { $value }

# 节点为什么以这个窗口开始。
practice-window-root = 和每次搜索一样，它从完整的窗口 { $window } 开始
practice-window-first-child = 它是 { $parent } 搜索的第一个子节点，所以它沿用 { $parent } 自己的初始窗口 (α, β) = { $window }
practice-window-later-max = 它沿用 { $parent } 在那一刻的窗口 (α, β) = { $window }：{ $parent } 是 MAX 节点，它的 α 取开始时的 α（{ $alpha }）与之前的子节点返回的值（{ $values }）中较大的那个，而 β 仍是 { $beta }
practice-window-later-min = 它沿用 { $parent } 在那一刻的窗口 (α, β) = { $window }：{ $parent } 是 MIN 节点，它的 β 取开始时的 β（{ $beta }）与之前的子节点返回的值（{ $values }）中较小的那个，而 α 仍是 { $alpha }

# 被访问的节点为什么没有被剪掉。
practice-visited-minimax = 极小化极大算法从不剪枝：它会搜索每一个节点
practice-visited-root = 搜索总是从根节点开始
practice-visited-open = 搜索访问了它：轮到它时，{ $parent } 的窗口仍然是打开的（α = { $alpha } < β = { $beta }）

## 预测下一步（src/teach/predict.rs）

practice-predict-best-so-far-is = 目前的最佳值 = { $value }
practice-predict-backup-alpha = { $parent } 从 { $child } 得到 { $value }。它现在的 α 是多少？它会在这里剪枝吗？
practice-predict-backup-beta = { $parent } 从 { $child } 得到 { $value }。它现在的 β 是多少？它会在这里剪枝吗？
practice-predict-backup-best = { $parent } 从 { $child } 得到 { $value }。它目前的最佳值是多少？
practice-predict-exit = { $node } 已经没有要搜索的子节点了。它的值是多少？（界写作 ≤ v 或 ≥ v）
practice-predict-say-cut = 请说明它是否在这里剪枝
# 两句话，一句接一句。
practice-predict-then = { $first }{ $second }
practice-predict-no-cutoff = 没有剪枝：α = { $alpha } 仍然小于 β = { $beta }。
# $text 是接下来发生的事；$cuts 为 “yes” 表示节点会剪枝，否则为 “no”。
practice-predict-right = 正确。{ $text }
practice-predict-wrong-number = 不太对：你说的是 { $said }，实际是 { $expected }。{ $text }
practice-predict-wrong-cut =
    不太对：{ $cuts ->
        [yes] 它确实会剪枝
       *[no] 它不会剪枝
    }。{ $text }
practice-predict-wrong-both =
    不太对：你说的是 { $said }，实际是 { $expected }；{ $cuts ->
        [yes] 而且它确实会剪枝
       *[no] 而且它不会剪枝
    }。{ $text }

## 练习题组（src/exercises.rs）

practice-level-1 = 极小化极大算法，深度 2
practice-level-2 = Alpha-Beta 剪枝，深度 3
practice-level-3 = 不规则树上的 Alpha-Beta 剪枝
practice-level-4 = 走法排序：最好的走法排在前面
practice-level-5 = 根节点为 MIN 的 Alpha-Beta 剪枝
practice-level-6 = PVS：哪些子节点会被重新搜索？
practice-set-no-such-level = 没有级别 { $level }；级别为 1 到 6
practice-set-bad-count = 一个题组有 1 到 { $max } 棵树，不能是 { $count } 棵
practice-set-not-a-set = 这不是练习题组（{ $why }）；应为 {"{"}"exercise_set": {"{"}"level": 2, "seed": 7, "count": 5{"}"}{"}"}
practice-sheet-cannot-make-folder = 无法创建文件夹 { $folder }：{ $error }
practice-sheet-not-ours = 不会替换 { $path }：看不出它是打印页写出的文件（请把它移走，或换一个文件夹）
practice-sheet-link = 不会通过 { $path } 写入：它是符号链接，打印页只在自己的文件夹里写自己的文件（请删除这个链接，或换一个文件夹）
practice-set-tree-name = 级别 { $level }，种子 { $seed }，第 { $tree } 棵树
practice-progress-line = 级别 { $level }：{ $tried } 棵树中有 { $perfect } 棵全对

## 预测面板（src/app/predict_panel.rs）

practice-predict-score = 答对 { $right } / { $checked }
practice-predict-heading = 预测
practice-predict-score-line = 得分：{ $score }
practice-predict-how = 按 →：在每次回传值和每个节点完成之前，都会先问你接下来会发生什么。
practice-predict-your-answer = 你的答案
practice-predict-cuts-off = 会剪枝
practice-predict-no-cutoff-choice = 不剪枝
practice-check = 检查

## 练习视图（crates/app/src/toolkit/practice/）

practice-too-large = 这次搜索有 { $nodes } 个节点；练习最多只能有 { $max } 个（试试更小的树或设置深度限制）
practice-too-large-search = 这次搜索访问的节点超过 { $nodes } 个；练习最多只能有 { $max } 个（试试更小的树或设置深度限制）
practice-random-tree-name = 随机树，种子 { $seed }
# 无法读取的输入：先是节点，再是原因。
practice-entry-problem = { $node }：{ $problem }
practice-could-not-read = 无法读取 { $problem }；按空白计算
practice-heading = 练习：{ $title }
practice-practise-stepper = 用步进器中的搜索练习
practice-practise-stepper-hint = 用 { $title } 开始新一轮练习
practice-how = 手工完成这次搜索。为每个内部节点填写它回传的值：一个数；如果 Alpha-Beta 剪枝只得到一个界，就写这个界，如 ≥ 5 或 ≤ 2。标出搜索剪掉（从未查看）的分支。然后按“检查”。可以在表格中作答，也可以直接在树上作答：点击节点填写它的值，点击边把它标为被剪掉。
practice-ask-windows = 同时填写 α/β 窗口
practice-show-solution = 显示答案
practice-play-search = 播放这次搜索
practice-play-search-hint = 在步进器中打开这次搜索，一步一步地播放
practice-clear = 清空
practice-new-random-tree = 新的随机树
practice-exercise-sets = 练习题组
practice-score-line = 得分：{ $score }
practice-first-mistake = 第一处错误：{ $mistake }
practice-solution-shown = 已填入搜索自己的答案；图中显示的是搜索结束时的状态。
practice-tree-value-label = { $node } 的值：
practice-tree-value-name = 树上 { $node } 的值
practice-tree-hint = 点击一个内部节点，在它旁边填写它的值（填完按 Enter）；点击一条边，把它标为被剪掉。
practice-expected = 正确答案：{ $expected }
practice-mistake-hover = { $expected }：{ $why }
practice-mistake-name = { $node } 处有错：正确答案 { $expected }
practice-level = 级别
practice-level-choice = { $number }：{ $name }
practice-seed = 种子
practice-trees = 树的数量
practice-start-set = 开始做题
practice-set-position = 级别 { $level }，种子 { $seed }：第 { $tree } 棵树，共 { $trees } 棵
practice-previous-tree = ◀ 上一棵树
practice-next-tree = 下一棵树 ▶
practice-copy-link = 复制链接
practice-copy-link-hint = 学生通过这个链接打开这个题组：{ $link }
practice-file-or-folder = 文件或文件夹
practice-save-set = 保存题组
practice-set-saved = 题组已保存为 { $path }
practice-save-sheet = 保存打印页
practice-save-sheet-hint = 把每棵空白树和它的答案保存为图片，放进这个文件夹
practice-sheet-written = 已将 { $count } 张图片写入 { $folder }
practice-download-set = 下载题组
practice-depth = 深度
practice-min-at-root = 根节点为 MIN
practice-column-node = 节点
practice-column-value = 值
practice-column-pruned = 被剪掉？
practice-column-searched-again = 重新搜索？
practice-column-searched-again-hint = PVS：这个子节点做完零窗口测试后，会不会被再搜索一次？
practice-row-inner = { $node }（{ $player }）
practice-row-leaf-value = 叶节点 { $node } = { $value }
practice-row-leaf = 叶节点 { $node }
practice-value-of = { $node } 的值
practice-alpha-of = { $node } 的 α
practice-beta-of = { $node } 的 β
practice-pruned-name = 被剪掉：{ $node }
practice-searched-again-name = 重新搜索：{ $node }
practice-right = 对
practice-wrong = 错
practice-predict-expectation = { $node } 已完成：它的期望值是多少？（一个数；½、11/2、5.5 都可以）
practice-predict-player-value = { $node } 已完成：{ $player } 取哪个值？（一个数）
practice-predict-ucb = 第 { $iteration } 次迭代开始：UCB 在根节点选择哪一步？（输入这一步）
practice-predict-root-counts = 模拟的结果向上回传：根节点现在的 N 和 W 是多少？（两个数，“N, W”）
practice-answer-unreadable = “{ $text }”不是所问的那种答案：一个数、一步棋，或 N 和 W
