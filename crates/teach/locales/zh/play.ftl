# play：见 locales/README.md

## 比较的表格（src/compare.rs、src/app/toolkit/compare_view.rs、depth_table_view.rs）
play-depth-col-alphabeta = Alpha-Beta 剪枝
play-depth-col-ordering = + 走法排序
play-depth-col-tt = + 置换表
play-depth-col-ordering-tt = + 走法排序 + 置换表
play-col-depth = 深度
play-col-best-move = 最佳走法
play-col-value = 值
play-over-budget = 超出预算
play-depth-by-depth-title = 逐个深度搜索：{ $game }
play-col-configuration = 配置
play-compare-title = 比较：{ $game }
play-col-nodes = 节点数
play-col-cutoffs = 剪枝次数
play-col-tt-hits = 置换表命中
play-col-re-searches = 重新搜索次数
play-col-passes = 轮数
play-col-time = 用时
play-row-error = 错误：{ $error }
play-nodes-by-depth = 各深度访问的节点数
# $ms 和 $s 是已格式化的数字（“0.42”“12.3”“1.25”）。
play-time-ms = { $ms } 毫秒
play-time-s = { $s } 秒

## 比较视图（src/app/toolkit/compare_view.rs）
play-example-aima = AIMA 图 5.2
play-example-wikipedia = 维基百科的 Alpha-Beta 剪枝示例树
play-example-bones = 取骨头游戏 { $bones }
play-example-tictactoe = 井字棋 { $position }
play-example-connect-four = 四子棋，已走 { $moves }，深度 { $depth }
play-example-mnk = m,n,k 棋 ({ $rows },{ $cols },{ $k })
play-example-empty-board = 井字棋，空棋盘
play-compare-cannot-start = 无法开始比较：{ $error }
play-compare-stopped = 比较没有完成：{ $error }
play-compare-stepper-scenario = 比较步进器中的场景
play-compare-stepper-scenario-hover = 比较 { $game }
play-compare-intro = 用每一种方法做同一次搜索：根节点的值不应改变，改变的只是工作量。访问的节点越少越好。
play-compare-scenario = 场景
play-compare-depth-limit = 深度限制
play-compare-draw-trees = 画出博弈树
play-searching = 正在搜索… 已访问 { $nodes } 个节点
play-cancel = 取消
play-run = 运行
play-run-hover = 按上面的选项重新搜索
play-compare-press-run = 按“运行”，用所有方法一次搜索这个场景。
play-compare-trees-limit = 只为访问不超过 { $nodes } 个节点的搜索画出博弈树。
play-compare-step-all-trees = 步骤（所有树）
play-col-root-value = 根节点的值
play-col-nodes-visited = 访问的节点数
play-col-of-minimax = 占极小化极大
play-compare-values-agree = 每种配置找到的根节点的值都相同：这些选项只改变工作量。
play-compare-values-differ = 根节点的值不同（深度限制加上走法排序或置换表时可能出现这种情况）。
play-compare-iterative-note = 迭代加深在每次迭代中都会重新搜索上面几层，所以较浅深度的节点被计数不止一次。
play-col-depth-n = 深度 { $depth }

## 比较的逐个深度表（src/app/toolkit/depth_table_view.rs）
play-depth-cannot-start = 无法开始搜索：{ $error }
play-depth-stopped = 搜索没有完成：{ $error }
play-depth-by-depth = 逐个深度搜索
play-depth-intro = 同一个局面分别向前搜索 1、2、3 … 步：深度限制以下由评估函数估值，所以选出的走法和值可能随深度变化。
play-depth-depths-up-to = 深度 1 到
play-depth-search-every-depth = 搜索每个深度

## 与电脑对弈（crates/app/src/toolkit/play_view/）；$mv 是走法文字（“X b2”“take 2”）
play-log-you = 你：{ $mv }
play-log-computer = 电脑：{ $mv }（搜索值 { $value }）
play-log-computer-draw = 电脑：{ $mv }（搜索值 { $value }：双方都走最佳走法时为和棋）
play-log-computer-win-in = 电脑：{ $mv }（搜索值 { $value }：{ $side } 在 { $moves } 步内获胜，包括这一步）
play-log-computer-win = 电脑：{ $mv }（搜索值 { $value }：双方都走最佳走法时 { $side } 获胜）
play-log-computer-estimate = 电脑：{ $mv }（估值 { $value }，向前看 { $depth } 步）
play-err-game-over = 对局已结束；按“新对局”再下一局
play-err-computers-turn = 现在轮到电脑走
play-err-column-full = 第 { $column } 列已满；请选择另一列
play-err-cell-taken = 格子 { $cell } 已有棋子；请选择一个空格
play-err-cannot-take = 不能从 { $left } 根骨头中取 { $take } 根；请取 1 到 { $most } 根
play-err-search-failed = 电脑的搜索失败了：{ $error }
play-err-illegal-choice = 电脑选择了 { $mv }，但这一步在这里不合法
play-game-tictactoe = 井字棋
play-game-connect-four = 四子棋
play-game-mnk = m,n,k 棋
play-game-bones = 取骨头游戏
play-computer-first = 电脑先走
play-mnk-rows = 行数
play-mnk-cols = 列数
play-mnk-k = k（连成几子获胜）
play-looks-ahead = 电脑向前看
# 跟在“向前看”步数框里的数字后面。
play-looks-ahead-unit = {" "}步
play-bones-heap = 骨头数
play-bones-take-up-to = 每次最多取
play-new-game = 新对局
play-press-new-game = 按“新对局”以这些选项开始。
# Play opens on the stepper's scenario (issue 36, item 6); when it cannot, one line says why.
play-not-opened-tree = 步进器中的场景是一棵树，不能在这里对弈；请在上方选择一个游戏。
play-not-opened-custom = 步进器中的场景是程序自己的游戏，不能在这里对弈；请在上方选择一个游戏。
play-not-opened-board = 步进器中的棋盘不能在这里对弈：{ $error }
play-from-stepper = 从步进器中的局面开始；“新对局”从空棋盘开始。
play-computer-played = 电脑走了 { $mv }。
play-show-why = 为什么这样走
play-show-why-hover = 在步进器中打开电脑的搜索，一步一步查看
play-show-why-note = 在步进器中打开它的搜索
play-moves = 走棋记录
# $you 和 $computer 是 X 或 O。
play-sides-grid-estimates = 你执 { $you }，电脑执 { $computer }；X 先走。电脑向前看 { $depth } 步，用评估函数给那里的局面打分，所以它的搜索值是从 X 的角度计算的估值，不是结果：大于 0 表示 X 占优，小于 0 表示 O 占优。一直搜索到对局结束的值才说明谁获胜、还需几步。
play-sides-grid = 你执 { $you }，电脑执 { $computer }；X 先走。搜索值从 X 的角度计算：大于 0 表示 X 胜，等于 0 表示和棋，小于 0 表示 O 胜（双方都走最佳走法时）。
play-sides-bones-computer-first = 电脑先走。搜索值从先走一方的角度计算：大于 0 表示双方都走最佳走法时先走一方胜。
play-sides-bones-you-first = 你先走。搜索值从先走一方的角度计算：大于 0 表示双方都走最佳走法时先走一方胜。
play-status-draw = 对局结束：和棋。按“新对局”再下一局。
play-status-you-win = 对局结束：你赢了！按“新对局”再下一局。
play-status-computer-wins = 对局结束：电脑赢了。按“新对局”再下一局。
# $side 是 X 或 O。
play-status-your-move-column = 轮到你走（{ $side }）：点击一列（或按 1–7）。
play-status-your-move = 轮到你走（{ $side }）。
play-status-your-move-bones = 轮到你走：还剩 { $left } 根骨头；可取 1 到 { $most } 根。无法走棋的一方输。
play-status-thinking = 电脑正在思考…
play-hints = 提示：每个走法的值（H）
play-hints-hover = 每个合法走法单独搜索：n 步内胜、和、n 步内负（或深度受限时的估值）；点击一个可打开它的搜索
play-take = 取 { $k } 根

## Dice race (src/app/toolkit/dice_play.rs)

play-game-dice = 掷骰竞赛
play-dice-target = 目标
play-dice-rules = 共用一个从 0 开始的计数：轮到你时加 1，或掷骰子（1–6）。先达到（或超过）目标的一方获胜。电脑比较每种选择的期望值，按先走的 MAX 的视角：+1 MAX 赢，−1 MIN 赢。
play-dice-target-capped = 链接要求比到 { $asked }；“对弈”最多只比到 { $most }，所以这局比到 { $most }。
play-dice-your-move = 轮到你：计数为 { $counter }，目标 { $target }。
play-dice-step = 加 1
play-dice-roll = 掷骰子（加 1 到 6）
play-dice-stepped = 加 1
play-dice-rolled = 掷骰子，掷出 { $face }
play-dice-log-you = 你：{ $mv }
play-dice-log-computer = 电脑：{ $mv }（加 1 的期望值 { $step }，掷骰子的期望值 { $roll }）
play-dice-why-title = 掷骰竞赛，目标 { $target }，计数 { $counter }，轮到 { $player }
play-dice-why-hover = 在“机会”模式中用期望极小化极大逐步查看电脑上一次的决定

# Compare's times: one search's, timed over as many runs as a clock needs (issue 26).
play-time-us = { $us } 微秒
play-col-time-per-search = 每次搜索用时
play-time-per-search-hover = 一次搜索的用时：该搜索分几批共运行了 { $repeats } 次，每批的用时除以该批的次数，显示最快的一批，这样即使只需一点时间的搜索也能测出来。用时取决于计算机，只能用来相比。
play-compare-chart = 各配置访问的节点数
