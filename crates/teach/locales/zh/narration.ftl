# narration：见 locales/README.md

## 措辞工具（src/teach/words.rs）

narration-ordinal = 第 { $n } 个
narration-series-separator = 、
narration-series-and = { $init } 和 { $last }
narration-series-or = { $init } 或 { $last }

## 句子里的节点称呼（src/teach/narrate.rs）

narration-who-leaf = 叶节点 { $name }
narration-who-leaf-under = { $parent } 下的叶节点 { $label }
narration-who-root-named = 根节点 { $label }（{ $player }）
narration-who-root = 根节点（{ $player }）
narration-who-node = { $player } 节点 { $name }
narration-who-chance = 机会节点 { $name }
narration-who-chance-player = 机会
narration-who-position = { $name }（{ $player }）
# 每个节点只有一个名字：以值命名的叶节点放在它的父节点下说；取骨头游戏的局面以骨头堆命名；棋盘以从根节点起的走法命名，用分隔符连接。
narration-name-leaf-under = { $parent } 下的 { $label }
narration-name-heap = { $left } 根骨头的堆
narration-name-move-separator = 、
narration-name-position-after = 走完 { $moves } 之后的局面
# 掷骰竞赛的局面以计数和轮到哪一方命名（结束后说谁获胜）。
narration-name-dice = 计数 { $counter }（轮到 { $player }）
narration-name-dice-rolling = 计数 { $counter }（{ $player } 掷骰子）
narration-name-dice-won = 计数 { $counter }（{ $player } 已获胜）

## 逐步讲解的句子（src/teach/narrate.rs）

narration-ready = 准备就绪：{ $algorithm } 将从 { $who } 开始搜索。按 → 执行第一个步骤。
narration-ready-picture = 准备就绪：{ $algorithm } 将从 { $who } 开始搜索，第一步进入根节点。
narration-nothing-recorded = 没有记录到任何步骤。
narration-iteration-deepening = 迭代加深的第 { $number } 次迭代：从根节点重新搜索，这次的深度为 { $depth } 步。
narration-iteration = 第 { $number } 次迭代：从根节点重新搜索。
narration-iteration-deepening-first = 迭代加深的第 1 次迭代：从根节点开始搜索，深度为 { $depth } 步。
narration-iteration-first = 第 1 次迭代：从根节点开始搜索。
narration-tt-hit = 置换表中已经有这个局面：无需再次搜索，{ $who } 的值为 { $value }。
narration-negamax-note = 负极大值视图：每个值都从该节点轮到走棋的一方来看，所以每个节点都取其子节点的值取负后的最大值；MIN 的值变号，它的窗口 (α, β) 变为 (−β, −α)。搜索及其步骤完全不变。
narration-negamax-here-value = 这里 MIN 节点 { $name } 的值 { $value } 从 MIN 一方来看是 { $side }。
narration-negamax-here-window = 这里 MIN 的窗口 (α, β) = ({ $alpha }, { $beta }) 从 MIN 一方来看是 ({ $side_alpha }, { $side_beta })。

# 进入一个节点；$reason 为空，或是下面某个 narration-reason- 分句。
narration-enter-root-window-max = 从 { $who } 开始，窗口为 α = { $alpha }，β = { $beta }{ $reason }：MAX 选取子节点中的最大值。
narration-enter-root-window-min = 从 { $who } 开始，窗口为 α = { $alpha }，β = { $beta }{ $reason }：MIN 选取子节点中的最小值。
narration-enter-root-max = 从 { $who } 开始{ $reason }：MAX 选取子节点中的最大值。
narration-enter-root-min = 从 { $who } 开始{ $reason }：MIN 选取子节点中的最小值。
narration-enter-child = 从 { $parent } 向下走到 { $who }{ $reason }。
narration-enter-child-window = 从 { $parent } 向下走到 { $who }，窗口为 α = { $alpha }，β = { $beta }{ $reason }。
narration-enter-child-move = 从 { $parent } 采用走法 { $mv }，向下来到 { $who }{ $reason }。
narration-enter-child-move-window = 从 { $parent } 采用走法 { $mv }，向下来到 { $who }，窗口为 α = { $alpha }，β = { $beta }{ $reason }。
narration-enter-ordering = 走法排序会先尝试最有希望的子节点。

narration-leaf-depth-limit = 在 { $name } 达到深度限制：评估函数给出的估值为 { $value }。
narration-leaf-depth-limit-estimate = 在 { $name } 达到深度限制：对局还没有结束，所以用评估函数估值：{ $estimate }。
narration-leaf-x-wins = X 连成 { $k } 子：对局结束，X 获胜，得分为 { $top } − { $moves } 步 = { $value }。
narration-leaf-o-wins = O 连成 { $k } 子：对局结束，O 获胜，得分为 −({ $top } − { $moves } 步) = { $value }。
narration-leaf-draw = 棋盘已满，没有一方连成 { $k } 子：和棋，得分为 0。
narration-leaf-no-bones = 骨头已经取完：{ $player } 无法走棋而判负，所以值为 { $value }。
narration-leaf = { $who } 的值为 { $value }：它下面没有需要搜索的节点。
# 估值中的一项；各项之间用“ + ”连接，最后是“ = 值”。
narration-estimate-term = { $weight } × ({ $max } − { $min })（{ $name }）

# 子节点在父节点的子节点中的位置：按树中的顺序，或按走法排序尝试的顺序。
narration-child-place = { $ordinal }子节点
narration-child-place-tried = { $ordinal }尝试的子节点
# 值回传给父节点；$place 是 narration-child-place，$more 为空，或是
# narration-backup-alpha-rises / -beta-falls 再接 narration-backup-now-cut。
narration-backup-tree-best = { $who } 从{ $place }（{ $child }）得到 { $value }：它目前最好的值变为 { $best }{ $more }。
narration-backup-tree-not-higher = { $who } 从{ $place }（{ $child }）得到 { $value }：不比 { $best } 高，所以它目前最好的值仍是 { $best }{ $more }。
narration-backup-tree-not-lower = { $who } 从{ $place }（{ $child }）得到 { $value }：不比 { $best } 低，所以它目前最好的值仍是 { $best }{ $more }。
narration-backup-best = { $who } 从{ $place }得到 { $value }：它目前最好的值变为 { $best }{ $more }。
narration-backup-not-higher = { $who } 从{ $place }得到 { $value }：不比 { $best } 高，所以它目前最好的值仍是 { $best }{ $more }。
narration-backup-not-lower = { $who } 从{ $place }得到 { $value }：不比 { $best } 低，所以它目前最好的值仍是 { $best }{ $more }。
narration-backup-alpha-rises = ，因此 α 从 { $old } 升到 { $new }
narration-backup-beta-falls = ，因此 β 从 { $old } 降到 { $new }
narration-backup-now-cut = ——现在 α = { $alpha } ≥ β = { $beta }

narration-cutoff-min = 剪枝发生在 { $who }：它的值只可能 ≤ { $beta }，但 MAX 在别处已经有 α = { $alpha }，所以 MAX 绝不会选择 { $name }。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
narration-cutoff-min-game = 剪枝发生在 { $who }：它的值只可能 ≤ { $beta }，但 MAX 在别处已经有 α = { $alpha }，所以 MAX 绝不会让对局走到这里。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
narration-cutoff-max = 剪枝发生在 { $who }：它的值只可能 ≥ { $alpha }，但 MIN 在别处已经能把 MAX 限制在 β = { $beta }，所以 MIN 绝不会允许走到 { $name }。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
narration-cutoff-max-game = 剪枝发生在 { $who }：它的值只可能 ≥ { $alpha }，但 MIN 在别处已经能把 MAX 限制在 β = { $beta }，所以 MIN 绝不会让对局走到这里。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
# 剪枝所碰到的界不是来自另一个分支时：$source 是某个 narration-source- 分句。
narration-cutoff-min-window = 剪枝发生在 { $who }：它的值只可能 ≤ { $beta }，而 { $source }，所以这里剩下的部分已经不能改变答案。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
narration-cutoff-max-window = 剪枝发生在 { $who }：它的值只可能 ≥ { $alpha }，而 { $source }，所以这里剩下的部分已经不能改变答案。由于 α ≥ β，{ $pruned ->
        [1] 它剩下的那个子节点被剪掉
       *[other] 它其余的 { $pruned } 个子节点被剪掉
    }。
# 界不是来自另一个分支目前最好的值时，它从哪里来。
narration-source-test-max = { $edge } = { $value } 只是对 { $name } 的零窗口测试的边界，这个测试只问对 MAX 来说 { $name } 能否优于 α = { $alpha }
narration-source-test-min = { $edge } = { $value } 只是对 { $name } 的零窗口测试的边界，这个测试只问对 MIN 来说 { $name } 能否优于 β = { $beta }
narration-source-pass = { $edge } = { $value } 只是 MTD(f) 第 { $pass } 轮零窗口的边界，这一轮只问值是否至少为 { $beta }
narration-source-aspiration = { $edge } = { $value } 只是期望窗口 { $window } 的边界，搜索只问根节点的值是否落在窗口之内

narration-search-over-best = 搜索结束：根节点的值为 { $value }，最佳走法是 { $best }。共访问 { $nodes_shown } 个节点，剪枝 { $cutoffs_shown } 次。
narration-search-over = 搜索结束：根节点的值为 { $value }。共访问 { $nodes_shown } 个节点，剪枝 { $cutoffs_shown } 次。
# 一个节点结束；$what 为 "done"（叶节点、估值、置换表的回答）或 "finished"。
narration-exit-exact = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值为 { $value }。
narration-exit-at-least-cut = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至少为 { $value }（它的搜索因剪枝而提前结束，所以只知道这个界）。
narration-exit-at-least-branch = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至少为 { $value }（{ $why ->
        [table] 置换表只知道这么多，而它不小于 β = { $bound }
        [one] 有一个子节点返回的值不低于 β = { $bound }
       *[none] 没有子节点低于 β
    }，所以上层的 MIN 不会让对局走到这里，确切值并不重要）。
narration-exit-at-least-window = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至少为 { $value }（{ $why ->
        [table] 置换表只知道这么多，而它不小于 β = { $bound }
        [one] 有一个子节点返回的值不低于 β
       *[none] 没有子节点低于 β
    }；{ $source }，所以确切值并不重要）。
narration-exit-at-most-cut = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至多为 { $value }（它的搜索因剪枝而提前结束，所以只知道这个界）。
narration-exit-at-most-branch = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至多为 { $value }（{ $why ->
        [table] 置换表只知道这么多，而它不大于 α = { $bound }
        [one] 有一个子节点返回的值不高于 α = { $bound }
       *[none] 没有子节点高于 α
    }，所以上层的 MAX 不会让对局走到这里，确切值并不重要）。
narration-exit-at-most-window = { $who } { $what ->
        [done] 已完成
       *[finished] 已搜索完毕
    }：它的值至多为 { $value }（{ $why ->
        [table] 置换表只知道这么多，而它不大于 α = { $bound }
        [one] 有一个子节点返回的值不高于 α
       *[none] 没有子节点高于 α
    }；{ $source }，所以确切值并不重要）。

## 零窗口：MTD(f)、PVS、期望窗口（src/teach/null_window.rs）

narration-bounds = { $lower } ≤ 值 ≤ { $upper }
narration-pass-first = MTD(f) 第 { $pass } 轮（目前还一无所知）：值是否至少为 { $beta }？用零窗口 { $window } 搜索整棵树，它只能回答“是”（≥ { $beta }）或“否”（≤ { $alpha }）。
narration-pass = MTD(f) 第 { $pass } 轮（目前已知 { $bounds }）：值是否至少为 { $beta }？用零窗口 { $window } 搜索整棵树，它只能回答“是”（≥ { $beta }）或“否”（≤ { $alpha }）。
narration-pass-over-yes = 第 { $pass } 轮结束：是，根节点的值 { $value }，所以现在 { $bounds }。
narration-pass-over-no = 第 { $pass } 轮结束：否，根节点的值 { $value }，所以现在 { $bounds }。
narration-pass-over-exact = 第 { $pass } 轮结束：根节点的值恰好为 { $value }，所以现在 { $bounds }。
narration-pass-bounds-meet = 上下界相遇：经过 { $passes } 轮，值为 { $value }。
narration-pass-next = 下一轮紧挨着刚得到的界进行测试。
narration-research-root = 根节点返回 { $value }，落在期望窗口 { $window } 的边界上或窗口之外：这只是一个界，所以以相同的深度、用完整窗口 (-∞, +∞) 重新搜索根节点。
narration-research-max = 零窗口测试表明，对 MAX 来说 { $name } 优于 α = { $alpha }（它的值为 { $value }），所以用窗口 { $window } 重新搜索它，求出它的值。
narration-research-min = 零窗口测试表明，对 MIN 来说 { $name } 优于 β = { $beta }（它的值为 { $value }），所以用窗口 { $window } 重新搜索它，求出它的值。
# 进入的节点为什么是这个窗口，放在 narration-enter- 句子里。
narration-reason-root-research = ——这是对根节点的第二次搜索，使用完整窗口
narration-reason-aspiration = ——这是围绕上一次迭代的值设置的期望窗口
narration-reason-research = ——这是第二次访问 { $name }：它的测试超出了界，所以现在它得到剩下的整个窗口
narration-reason-null-below = ——这是从上方的测试传下来的零窗口：只关心 { $name } 是否 ≥ { $beta }，不关心它的确切值
narration-reason-null-pass = ——这是 MTD(f) 第 { $pass } 轮从根节点传下来的零窗口：只关心 { $name } 是否 ≥ { $beta }，不关心它的确切值
narration-reason-test-max = ——这是零窗口测试：对 MAX 来说，{ $name } 能否优于 α = { $alpha }？返回的只有“是”或“否”，代价远低于求出它的值
narration-reason-test-min = ——这是零窗口测试：对 MIN 来说，{ $name } 能否优于 β = { $beta }？返回的只有“是”或“否”，代价远低于求出它的值
narration-reason-test-leaf-max = ——这是零窗口测试：对 MAX 来说，{ $name } 能否优于 α = { $alpha }？{ $name } { $limit ->
        [yes] 到达深度限制
       *[no] 是叶节点
    }，所以返回的就是它的值，而不只是“是”或“否”
narration-reason-test-leaf-min = ——这是零窗口测试：对 MIN 来说，{ $name } 能否优于 β = { $beta }？{ $name } { $limit ->
        [yes] 到达深度限制
       *[no] 是叶节点
    }，所以返回的就是它的值，而不只是“是”或“否”
narration-test-over-max-better = 对 { $name } 的测试结束：它的值为 { $value }，大于 α = { $alpha }，所以对 MAX 来说它可能比目前最好的还要好。
narration-test-over-max-stays = 对 { $name } 的测试结束：它的值为 { $value }，不大于 α = { $alpha }，所以 MAX 目前最好的值不变。
narration-test-over-max-stays-bound = 对 { $name } 的测试结束：它的值为 { $value }，不大于 α = { $alpha }，所以 MAX 目前最好的值不变，也不需要它的确切值。
narration-test-over-min-better = 对 { $name } 的测试结束：它的值为 { $value }，小于 β = { $beta }，所以对 MIN 来说它可能比目前最好的还要好。
narration-test-over-min-stays = 对 { $name } 的测试结束：它的值为 { $value }，不小于 β = { $beta }，所以 MIN 目前最好的值不变。
narration-test-over-min-stays-bound = 对 { $name } 的测试结束：它的值为 { $value }，不小于 β = { $beta }，所以 MIN 目前最好的值不变，也不需要它的确切值。

## 读屏软件读出的节点：各部分用分隔符连接（src/teach/spoken.rs）

narration-label-separator = ，
narration-label-unseen = 尚未到达
narration-label-pruned = 被剪掉
narration-label-searching = 正在搜索，还没有值
narration-label-searching-at-least = 正在搜索，目前最好的值至少为 { $value }
narration-label-searching-at-most = 正在搜索，目前最好的值至多为 { $value }
narration-label-value = 值 { $value }
narration-label-value-at-least = 值至少为 { $value }
narration-label-value-at-most = 值至多为 { $value }
narration-label-window = 窗口 α { $alpha } β { $beta }
narration-label-children-pruned = { $pruned } 个子节点被剪掉

## 搜索摘要（src/teach/summary.rs）

narration-meaning-depth-limited = （深度受限：评估函数的估值）
narration-meaning-draw = （双方都走最佳走法时为和棋）
narration-meaning-win-in = （双方都走最佳走法时 { $side } 获胜，从这里起还需 { $moves } 步）
narration-meaning-win = （双方都走最佳走法时 { $side } 获胜）
narration-summary-scenario = 场景：{ $title }
narration-summary-value = 值：{ $value }{ $meaning }
narration-summary-best-move = 最佳走法：{ $best }
narration-summary-best-move-none = 最佳走法：无（对局已结束）
narration-summary-principal-variation = 主要变例：{ $line }
narration-summary-nodes-visited = 访问的节点数：{ $n }
narration-summary-leaves = 求值的叶节点数：{ $n }
narration-summary-cutoffs = 剪枝次数：{ $n }（被剪掉的子节点 { $pruned } 个）
narration-summary-tt-hits = 置换表命中次数：{ $n }
narration-summary-re-searches = 重新搜索次数：{ $n }
narration-summary-passes = MTD(f) 搜索轮数：{ $n }
narration-summary-iterations = 迭代次数：{ $n }
narration-summary-nodes-by-depth = 各深度的节点数：{ $counts }
narration-summary-recorded = 已记录：{ $nodes } 个节点（其中 { $pruned } 个被剪掉），{ $steps } 个步骤

## 按骨头堆看取骨头游戏（src/teach/bones_graph.rs）

narration-bones-zero-loses = 0 根必败：已经没有骨头，轮到走棋的一方无法走棋
narration-bones-wins = { $heap } 根必胜：取走 { $take } 根，留下 { $left } 根，那是必败的
narration-bones-loses = { $heap } 根必败：无论怎么取，留下的都是 { $left } 根，而它们都是必胜的
narration-bones-multiples-lose = 必败的骨头堆正是 { $m } 的倍数：0、{ $m }、{ $double }、…… 从 { $m } 的倍数出发，取 1 到 { $k } 根都会留下不是 { $m } 的倍数的堆；从其他任何堆出发，取走它除以 { $m } 的余数，就会留下 { $m } 的倍数。所以轮到走棋的一方恰好在骨头数是 { $m } 的倍数时必败。
narration-bones-heap = { $heap } 根骨头的堆：树中有 { $nodes } 个节点
narration-bones-heap-table = { $heap } 根骨头的堆：树中有 { $nodes } 个节点；置换表替它给出了答案

## 幻灯片（crates/teach/src/picture_words.rs）

narration-slide-step = 第 { $step } 步，共 { $total } 步
narration-slide-step-end = 第 { $step } 步，共 { $total } 步（结束）

## 每一步的值，棋盘上的提示（src/teach/move_values.rs）

narration-values-exact = 精确：一直搜索到对局结束
narration-values-depth-limited = 深度受限：向前搜索 { $depth } 步，然后使用评估函数
narration-value-draw = 和
narration-value-win = 胜
narration-value-loss = 负
narration-value-win-in = { $moves } 步胜
narration-value-loss-in = { $moves } 步负
narration-mcts-summary-run = 迭代次数：{ $iterations }（种子 { $seed }，探索常数 C = { $exploration }）
narration-mcts-summary-best = 最佳走法：{ $best }（访问最多：{ $iterations } 次迭代中的 { $visits } 次）
narration-mcts-summary-win-rate = 估计值：{ $estimate }（走这一步后{ $side }的胜率 W/N；平局算 ½）
narration-mcts-summary-mean = 估计值：{ $estimate }（走这一步后所到叶节点的平均值 W/N，按 MAX 的视角）
narration-mcts-summary-children = 根节点的走法（访问次数 N，W/N）：
narration-mcts-summary-child = { $played }：N = { $visits }，W/N = { $mean }
narration-mcts-summary-line = 访问最多的路线：{ $line }
narration-mcts-summary-tree = 搜索树：{ $nodes } 个节点；随机模拟：共 { $moves } 步
narration-ex-enter-chance = 进入 { $node }：一个机会节点。这里由骰子决定，所以它的值是各子节点的值按各自概率加权的平均。
narration-ex-enter-player = 进入 { $node }：这里轮到 { $player } 走。
narration-ex-enter-leaf = 进入{ $who }。
narration-ex-enter-game-over = 进入 { $node }：这里游戏已经结束。
narration-ex-leaf = { $node } 是叶节点，值为 { $value }。
narration-ex-evaluated = { $node } 到达深度限制：评估函数给它 { $value } 分。
narration-ex-backup-chance = { $node_value } 出现的概率是 { $probability }：{ $parent } 加上 { $probability } × { $term }，目前的加权和是 { $sum }。
narration-ex-backup-player = { $node_value } 传回 { $parent }：{ $player } 目前最好的值是 { $best }。
narration-ex-its-parent = 它的父节点
narration-dice-move-step = 走一步
narration-dice-move-roll = 掷骰子
narration-dice-move-die = 骰子 { $face }
narration-ex-exit-chance = { $node } 完成：它的期望值是 { $average }。
narration-ex-exit-player = { $node } 完成：{ $which ->
    [max] MAX 取子节点中最大的值 { $value }。
   *[min] MIN 取子节点中最小的值 { $value }。
}
narration-ex-exit-leaf = { $node } 完成。
narration-ex-summary-value = 值：{ $value }（双方都走最佳时的期望结果）
narration-ex-summary-no-choice = 最佳走法：无（先由骰子决定，或对局已结束）
narration-ex-summary-counts = 访问的节点数：{ $nodes }；评估的叶节点数：{ $leaves }；机会节点数：{ $chance }
narration-ex-summary-averages = 机会节点，各为其子节点的加权平均：
narration-ex-summary-more = ……还有 { $n } 个
narration-ex-summary-average = { $node }：{ $average }
narration-ex-summary-average-after = { $node }，走完 { $moves } 之后：{ $average }
narration-mcts-selection = 第 { $iteration } 次迭代，选择：从根向下，每个节点选 UCB = W/N + C × √(ln N / n) 最高的子节点{ $steps ->
    [0] ；根还有未尝试的走法，所以选择立即停止。
   *[other] ：
}
narration-mcts-choice = 在 { $node }，{ $player } 选 { $chosen }：UCB = { $mean } + { $c } × √(ln { $parent_n } / { $n }) = { $mean } + { $explore } { $equals } { $ucb }，是 { $count } 个中最高的。
narration-mcts-throw = 在 { $node } 由骰子决定：掷出 { $face }。
narration-mcts-expansion = 扩展：{ $parent } 得到一个新的子节点，经 { $played } 到达（目前 N = 0）。
narration-mcts-no-expansion = 扩展：无，对局在 { $node } 已结束。
narration-mcts-playout = 模拟：从 { $node } 随机走 { $count } 步到终局（{ $moves }）；对 MAX 的结果：{ $result }。
narration-mcts-no-playout = 模拟：{ $node } 已是终局；对 MAX 的结果：{ $result }。
narration-mcts-backup = 反向传播：到根为止的 { $count } 个节点 N 各加 1，W 各加上走入该节点一方的奖励（MAX 的结果为 { $result }；另一方得 1 减去它）。
narration-mcts-root-now = 根节点 N = { $visits }；访问最多的走法是 { $best }，W/N = { $mean }。
narration-mcts-backup-values = 反向传播：到根为止的 { $count } 个节点 N 各加 1，W 各加上叶节点的值 { $result }（W/N 是按 MAX 视角的平均值；MIN 按 −W/N 选择）。
narration-mcts-summary-exact = 精确搜索：最佳走法 { $best }，值 { $value }（按估计值的口径）
narration-mcts-summary-no-exact = 精确搜索：太大，这里无法求解（超过 3000000 个节点）
narration-mcts-summary-checkpoint = { $iterations } 次迭代后：{ $played }{ $agrees ->
    [yes] （是精确的最佳走法之一）
   *[no] {""}
}，估计值 { $estimate }，误差 { $off }
narration-label-visits = 访问 { $visits } 次，W = { $wins }
narration-label-visits-root = 访问 { $visits } 次，W = { $wins }（按在这里走棋的 { $player } 计）
narration-ex-estimated = { $value }（到达深度限制：掷骰之前用评估函数）
narration-summary-cutoff-kinds = 剪枝分类：MAX 节点 { $max } 次（值 ≥ β），MIN 节点 { $min } 次（值 ≤ α）；浅剪枝 { $shallow } 次（所遇的界由父节点设定），深剪枝 { $deep } 次（由更上层设定）
narration-cutoff-shallow = 这是浅剪枝：{ $bound } = { $value } 由它的父节点 { $setter } 设定。
narration-cutoff-deep = 这是深剪枝：{ $bound } = { $value } 由往上 { $up } 层的 { $setter } 设定，而不是它的父节点。
