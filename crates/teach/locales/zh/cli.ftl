# cli：见 locales/README.md

## 帮助：程序和它的命令

cli-about = 博弈树实验室：一步一步地看极小化极大和 Alpha-Beta 剪枝如何思考
cli-about-gui = 在一个场景上打开程序（默认：AIMA 图 5.2 的树，Alpha-Beta 剪枝）
cli-about-search = 不开窗口运行一次搜索，并打印搜索结果
cli-about-sheet = 生成一套练习的打印页：每棵树的空白图和答案图
cli-about-render = 把搜索的某一步画成图片（SVG 或 PNG，由文件名决定），或把第 A 步到第 B 步做成 GIF 动画（--steps）
cli-about-help = 打印本帮助，或给定子命令的帮助

## 帮助：选项

cli-arg-lang = 使用的语言：en 或 zh（默认：系统语言）
cli-arg-format = 搜索结果的打印格式
cli-arg-no-trace = 只运行搜索本身（不记录）：只给出值、最佳走法和计数
cli-arg-level = 级别，1 到 6（1 极小化极大，深度 2；2 Alpha-Beta 剪枝，深度 3；3 不规则的树；4 走法排序；5 根节点为 MIN；6 PVS 重新搜索）
cli-arg-seed = 生成树所用的种子（同一个种子给每个人同样的树）
cli-arg-count = 树的数量
cli-arg-sheet-out = 写入 exercise-K 和 answer-K 图片的文件夹（不存在时自动创建）
cli-arg-png = 生成 PNG 图片而不是 SVG
cli-arg-step = 第几步：从 0 开始的数字，或 `end`
cli-arg-render-out = 要写入的图片：FILE.svg 或 FILE.png；用 --steps 时为 FILE.gif
cli-arg-render-size = 按这个窗口大小 WxH（例如 1280x720）画出应用窗口里的树画布，而不是幻灯片
cli-arg-render-edge-windows = 在每条边上写出父节点传下去的窗口 (α, β)（只用于 Alpha-Beta 剪枝、PVS 和 MTD(f)）
cli-arg-render-code = 在树旁画出算法的代码，并高亮这一步执行的行：pseudo（单一函数的伪代码）、aima（MAX-VALUE/MIN-VALUE）、python、c、rust、java 或 php
cli-arg-render-steps = 把第 A 步到第 B 步做成 GIF 动画，每步一帧，每帧就是 --step 画出的图片：A..B（B 可以是 end），或 all；最多 5,000 帧
cli-arg-render-fps = 与 --steps 一起用：每秒几帧，从 0.1 到 50（最后一帧停留 3 秒，然后循环）
cli-arg-render-presentation = 用演示配色（浅色、高对比、大字）来画，与应用的演示模式相同；幻灯片本来就是这种配色
cli-about-check = 检查你自己的搜索：在一棵树、井字棋或取骨头游戏上运行输出事件协议（每行一个 JSON 对象）的程序，并指出它从哪里开始与极小化极大或 Alpha-Beta 剪枝不同
cli-arg-check-events = 从这个文件读取事件，而不是运行程序
cli-arg-check-timeout = 运行这么多秒后停止程序（默认 30）
cli-arg-check-program = 在 -- 之后给出程序及其参数；{"{"}tree{"}"} 会被替换为纯 JSON 树文件的路径；在游戏上，{"{"}game{"}"}、{"{"}position{"}"} 和 {"{"}max-take{"}"} 会被替换为游戏名、局面（井字棋的 9 个格子，骨头堆的根数）和每步最多能取几根；{"{"}depth{"}"} 会被替换为深度限制（0 表示没有），{"{"}depth-left{"}"} 会被替换为把深度倒数到 0 的搜索还剩的层数（深度限制；没有限制时为游戏最多能进行的步数）
cli-arg-link = 一个链接，例如 `#tree=[[3,12,8],[2,4,6],[14,5,2]]&step=22`（代替各个选项）
cli-arg-gui-events = 学习者的事件文件（与 check 读取的格式相同），在“检查搜索”模式中与教科书对 --tree 的搜索并排逐步查看
cli-arg-game = tictactoe、connect4、mnk、bones 或 tree（给出 --position、--moves、--rows/--cols/--k、--bones 或 --tree 时可省略）
cli-arg-position = 棋盘局面：从上到下逐行列出各格，用 X、O 和 . 表示（井字棋：9 格；m,n,k 棋：行数 × 列数；四子棋：42 格）。默认：空棋盘
cli-arg-moves = 四子棋：已经走过的列，1–7（例如 4453）
cli-arg-rows = m,n,k 棋：行数，3 到 5
cli-arg-cols = m,n,k 棋：列数，3 到 5
cli-arg-k = m,n,k 棋：连成几个获胜，3 到较长的边长
cli-arg-bones = 取骨头游戏：骨头堆的大小
cli-arg-target = 掷骰竞赛：计数要达到的目标，1 到 20（默认 6）
cli-arg-max-take = 取骨头游戏：一步最多能取几根
cli-arg-tree = 抽象博弈树文件（JSON 或 15-150 的写法，见 docs/trees.md）
cli-arg-min-root = 树：根节点是 MIN 节点
cli-arg-algo = minimax、alphabeta、pvs、mtdf、expectiminimax 或 mcts
cli-arg-ordering = 启发式走法排序
cli-arg-tt = 置换表
cli-arg-iterative = 迭代加深
cli-arg-depth = 深度限制；更深的局面由评估函数估值
cli-arg-time-limit = 与 --iterative 一起使用：超过这么多秒后不再开始新的迭代
cli-arg-aspiration = 与 --iterative 一起使用：每次迭代以上次的值为中心，用窗口 (v − W, v + W) 开始
cli-arg-max-nodes = 节点预算：需要访问更多节点的搜索会报错停止
cli-arg-iterations = MCTS：迭代（随机模拟）次数，1 到 200000（默认 1000）
cli-arg-mcts-seed = MCTS：随机模拟的种子（相同的种子给出相同的搜索；默认 1）
cli-arg-exploration = MCTS：UCB 的探索常数 C（默认 √2 ≈ 1.41）
cli-arg-help = 打印帮助
cli-arg-help-more = 打印帮助（用 '--help' 查看更多）
cli-arg-help-summary = 打印帮助（用 '-h' 查看摘要）
cli-arg-version = 打印版本
cli-arg-help-subcommand = 打印这些子命令的帮助

## 帮助：--format、--game 和 --algo 的取值

cli-format-summary = 给人读的文字：值、最佳走法、计数和主要变例
cli-format-stats = 一个 JSON 对象：值、最佳走法、主要变例和计数
cli-format-json = stats 对象加上记录的每个节点和事件，JSON 格式
cli-format-dot = 记录的博弈树，DOT 格式的有向图
cli-grade-format-text = 给人看的文字：先是全班的错误，然后是每个学生的每道题
cli-grade-format-json = 一个 JSON 对象：每个学生的每道题，以及全班的错误
cli-grade-format-csv = 每个学生一行：姓名、得分、满分、每道题的错误
cli-grade-format-html = 一个独立的网页：全班的表格、每个结论和它的图
cli-grade-format-gradescope = Gradescope 的 results.json，针对一份提交
cli-game-tictactoe = 井字棋，从 --position 或空棋盘开始
cli-game-bones = 取骨头游戏：一堆 --bones 根骨头，每步取 1 到 --max-take 根
cli-game-dice = 掷骰竞赛：共用一个从 0 开始的计数；每步加 1 或掷一个骰子；先达到（或超过）--target 的一方获胜
cli-game-connect4 = 四子棋（7 列 × 6 行），在 --moves（已走过的列，1–7）之后或从 --position 开始
cli-game-mnk = m,n,k 棋：--rows × --cols 的棋盘，连成 --k 个获胜，从 --position 开始
cli-game-tree = 从 --tree FILE 读入的抽象博弈树
cli-algo-minimax = 普通的极小化极大：不剪枝
cli-algo-alphabeta = Alpha-Beta 剪枝：跳过不可能改变结果的分支（默认）
cli-algo-pvs = 主要变例搜索 (PVS)：用零窗口试探，超过界时重新搜索
cli-algo-mtdf = MTD(f)：用零窗口反复搜索整棵树，直到上下界相遇（会打开 --tt）
cli-algo-expectiminimax = 期望极小化极大：带机会节点的极小化极大，机会节点取子节点按概率加权的平均（机会博弈的默认算法）
cli-algo-mcts = 蒙特卡洛树搜索（UCT）：随机模拟，选访问最多的走法

## 被拒绝的选项值（$expected 是下面某个 cli-expect- 短语）

cli-not-whole-number = 不是整数；应为 { $expected }
cli-out-of-range = 超出范围；应为 { $expected }
cli-not-a-number = 不是数字；应为 { $expected }
cli-expect-timeout = 大于 0、至多 86400（24 小时）的秒数，例如 30 或 2.5
cli-expect-grid-side = 3 到 5
cli-expect-bones = 0 到 { $most } 根骨头的一堆
cli-expect-target = 1 到 { $most } 的目标
cli-expect-level = 1 到 6 的级别
cli-expect-count = 1 到 50 棵树
cli-expect-aspiration = 1 到 2^53 的窗口半宽
cli-expect-max-take = 1 到 { $most }（一步最多能取的骨头数）
cli-expect-depth = 1 步或更大的深度
cli-expect-max-nodes = 1 个或更多节点的预算，例如 5000000
cli-expect-seconds = 应为正的秒数，例如 2 或 0.5
cli-expect-lang = 应为 en（英语）或 zh（中文）
cli-expect-step = 不是步骤；应为从 0 起的步骤编号，或 'end'
cli-expect-steps = 不是步骤范围；应为 A..B，A 和 B 为从 0 起的步骤编号（B 可以是 'end'），或 'all'

## 被拒绝的场景（$game 是下面某个 cli-game-name- 短语）

cli-bones-needs-bones = --game bones 需要 --bones N（骨头堆的大小）
cli-tree-needs-tree = --game tree 需要 --tree FILE（一个 JSON 树文件）
cli-game-name-tictactoe = 井字棋
cli-game-name-bones = 取骨头游戏
cli-game-name-dice = 掷骰竞赛
cli-game-name-connect4 = 四子棋
cli-game-name-mnk = m,n,k 棋
cli-game-name-tree = 抽象博弈树
cli-flag-wrong-game = { $flag } 不适用于{ $game }；请只给出一种游戏的选项
cli-flag-together = { $flag } 不能与 { $other } 一起使用；只给其中一个
cli-flag-needs-mcts = { $flag } 是蒙特卡洛树搜索的选项；请加上 --algo mcts 或去掉它
cli-flag-not-with-algo = { $flag } 不能与 --algo { $algo } 同用；请去掉它
cli-other-no-dot = --algo { $algo } 不输出 --format dot；请用 summary、stats 或 json
cli-expect-iterations = 1 到 200000 次迭代
cli-expect-seed = 0 到 18446744073709551615 的种子
cli-expect-exploration = 0 到 1000000 的探索常数，例如 1.41
cli-time-limit-needs-iterative = --time-limit 需要 --iterative（它在迭代加深的两次迭代之间停止搜索）
cli-depth-zero = --depth 0 什么也不会搜索；请给出 1 或更大的深度
cli-no-budget = --max-nodes 0 没有留下任何预算；请给出 1 或更大的数
cli-aspiration-needs-iterative = --aspiration 需要 --iterative（每次迭代的窗口以上一次迭代的值为中心）
cli-aspiration-mtdf = --aspiration 需要 --algo alphabeta 或 pvs（{ $algo } 本来就在猜测值附近用零窗口搜索）
cli-aspiration-no-window = --aspiration 需要 --algo alphabeta 或 pvs（{ $algo }从不缩小它的窗口）
cli-aspiration-width = --aspiration { $width } 不在 1 到 2^53 之间

## 运行命令

cli-cannot-write-output = 无法写出结果：{ $error }
cli-bare-summary =
    场景：{ $scenario }
    值：{ $value }
    最佳走法：{ $best }
    访问的节点数：{ $nodes }
    评估的叶节点数：{ $leaves }
    剪枝次数：{ $cutoffs }
cli-no-move = 无
cli-dot-needs-trace = --format dot 需要记录下的博弈树；请去掉 --no-trace
cli-step-past-end = --step { $step } 超出了结尾；这次搜索的步骤是 0 到 { $last }（或使用 --step end）
cli-expect-size = --size '{ $size }' 不是窗口大小；应为 宽x高，各为 200 到 8000（例如 1280x720）
cli-step-not-a-step = --step '{ $step }' 不是一个步骤；应为 0 到 { $last } 的数字或 'end'
cli-steps-not-steps = --steps '{ $steps }' 不是步骤范围；应为 A..B，A 和 B 为 0 到 { $last }（B 可以是 'end'），或 'all'
cli-steps-past-end = --steps { $steps }：第 { $step } 步超出了结尾；这次搜索的步骤是 0 到 { $last }
cli-steps-backwards = --steps { $steps }：第 { $from } 步在第 { $to } 步之后；请先写较早的一步
cli-expect-fps = 每秒的帧数，从 0.1 到 50，例如 2 或 0.5
cli-expect-jobs = 同时评分的提交数，1 到 256 的整数
cli-see-help = { $error }（见 gametree --help）
cli-no-window = 这个版本没有窗口（构建时没有启用 `app` 功能）；请使用 search 或 render
cli-stdout-closed = 标准输出已关闭：搜索的结果会丢失
cli-sheet-written = 级别 { $level }（{ $name }），种子 { $seed }：{ $count } 张图片已写入 { $folder }
cli-edge-windows-no-windows = --edge-windows 画的是 Alpha-Beta 剪枝、主要变例搜索 (PVS) 和 MTD(f) 的窗口 (α, β)；{ $algo }没有窗口：请去掉 --edge-windows，或用 --algo alphabeta、pvs 或 mtdf
cli-out-is-tree = --out { $path } 就是树文件本身；写入图片会毁掉这棵树：请换一个文件名
cli-error = 错误：{ $message }
cli-note = 注意：{ $message }

## 图片：图例和节点上的标记

# 折叠节点下方：它隐藏了多少个节点（$shown 带千位分隔符）。
cli-folded-more = 还有 { $shown } 个
cli-legend-leaf = 叶节点
cli-legend-current = 当前节点
cli-legend-searching = 正在搜索
cli-legend-pruned = 被剪掉
cli-legend-best-line = 最佳路线
cli-badge-research = 重搜
cli-badge-test = 试探
cli-badge-estimate = 估值
cli-legend-chance = 机会节点
cli-legend-visits = N = 访问次数，W/N = 平均结果
cli-legend-edge-window = (α, β) = 传下的窗口
cli-badge-new = 新
cli-chance-each = 各 { $probability }

## 节点预算：建议中点名命令行选项（docs/cli.md “Errors and exit codes”；应用里用文字说）

cli-search-node-budget = 这次搜索会访问超过 { $limit } 个节点（--max-nodes）；{ $advice }
cli-advice-ab-tt-depth = 请使用 Alpha-Beta 剪枝、--tt、--depth，或调高 --max-nodes
cli-advice-ab-tt-smaller-depth = 请使用 Alpha-Beta 剪枝、--tt、更小的 --depth，或调高 --max-nodes
cli-advice-ab-depth = 请使用 Alpha-Beta 剪枝、--depth，或调高 --max-nodes
cli-advice-ab-smaller-depth = 请使用 Alpha-Beta 剪枝、更小的 --depth，或调高 --max-nodes
cli-advice-tt-depth = 请使用 --tt、--depth，或调高 --max-nodes
cli-advice-tt-smaller-depth = 请使用 --tt、更小的 --depth，或调高 --max-nodes
cli-advice-depth = 请使用 --depth，或调高 --max-nodes
cli-advice-smaller-depth = 请使用更小的 --depth，或调高 --max-nodes
cli-advice-chance-depth = 请使用 --depth 或更小的 --target，或调高 --max-nodes
cli-advice-chance-smaller-depth = 请使用更小的 --depth 或更小的 --target，或调高 --max-nodes

## clap 自己的话（src/cli/clap_words.rs）：clap 只会英文，中文时按错误的种类和内容重新措辞。
cli-clap-list-separator = 、
cli-clap-value-required = “{ $arg }”需要一个值，但没有给出
cli-clap-invalid-value = “{ $arg }”的值“{ $value }”无效
cli-clap-possible-values = { $error }［可选的值：{ $values }］
cli-clap-invalid-value-because = “{ $arg }”的值“{ $value }”无效：{ $reason }
cli-clap-unknown-argument = 不认识的参数“{ $arg }”
cli-clap-unknown-subcommand = 不认识的子命令“{ $name }”
cli-clap-missing-required = 缺少必需的参数：{ $args }
cli-clap-missing-subcommand = “{ $name }”后面需要一个子命令，但没有给出
cli-clap-conflict = 参数“{ $arg }”不能和“{ $other }”一起使用
cli-clap-repeated = 参数“{ $arg }”只能给一次
cli-clap-too-many-values = “{ $arg }”多出了一个值“{ $value }”
cli-clap-wrong-count = “{ $arg }”的值的个数不对
cli-clap-no-equals = 给“{ $arg }”赋值需要写等号
cli-clap-invalid-utf8 = 有一个参数不是有效的 UTF-8 文字
cli-clap-other = 无法读懂这条命令
cli-clap-did-you-mean = { $error }；是不是想写“{ $suggestion }”？
cli-help-usage = 用法：
cli-help-commands = 命令：
cli-help-options = 选项：
cli-help-arguments = 参数：
cli-help-possible-values = 可选的值：
cli-help-default = [默认：
cli-help-possible-inline = [可选的值：
cli-help-options-placeholder = [选项]
cli-help-command-placeholder = [命令]

# gametree check（问题 28）。
check-did-enter = 进入了{ $node }
check-did-leaf = 把{ $node }评估为 { $value }
check-did-exit = 从{ $node }返回了 { $value }
check-agree = 你的搜索与{ $algorithm }完全一致：同样的 { $nodes } 个步骤，同样的返回值，同样的剪枝。
check-entered-pruned = 第 { $step } 步：你进入了{ $child }，但{ $algorithm }不会这样做：{ $parent }搜索了 { $searched } 个子节点之后，α = { $alpha } ≥ β = { $beta }，所以它其余的子节点被剪掉。
check-returned = 第 { $step } 步：你从{ $node }返回了 { $value }；{ $algorithm }在这里返回 { $right }。
check-differ = 第 { $step } 步：你{ $theirs }，但{ $algorithm }{ $ours }。
check-stopped = 第 { $step } 步：你的搜索停止了，但{ $algorithm }还在继续：它{ $ours }。
check-went-on = 第 { $step } 步：{ $algorithm }已经结束，但你的搜索还在继续：你{ $theirs }。
check-no-events = 程序没有输出任何事件：每行输出一个 JSON 对象，例如根节点的 {"{"}"enter": null{"}"}（见 docs/check.md）
check-outside = 第 { $line } 行：事件不在搜索之内（根节点进入之前或离开之后）
check-root-again = 第 { $line } 行：还有节点没有结束时又进入了根节点
check-no-such-child = 第 { $line } 行：进入 { $index }，但这个节点只有 { $children } 个子节点（从 0 开始数）
check-wrong-leaf = 第 { $line } 行：叶节点的值是 { $given }，但树在这里的叶节点值是 { $tree }
check-illegal-move = 第 { $line } 行：{ $mv } 不是{ $place }的合法走法；那里合法的走法是：{ $legal }
check-wrong-side = 第 { $line } 行：在{ $place }中选了走法 { $mv }，但那里轮到另一方走（应走 { $legal }）：你的程序走的是轮到走的一方吗？（总是只下一方的程序，比如 AI 总是 O，请在轮到那一方走的局面上检查。）
check-move-game-over = 第 { $line } 行：在{ $place }中选了走法 { $mv }，但游戏已经结束：没有可以进入的走法
check-move-depth-limit = 第 { $line } 行：在{ $place }中选了走法 { $mv }，但那里已达到深度限制（{ $depth }）：搜索应当用 {"{"}"leaf": V{"}"} 评估它，而不是进入走法
check-unfinished = 输出结束时还有 { $open } 个节点进入了却没有退出：每个节点都要以自己的 exit 结束
check-too-many = 事件超过 { $limit } 个：程序已被停止
check-timeout = 程序没有在 { $seconds } 秒内结束（用 --timeout 修改）
check-flood = 程序的输出超过 { $limit } MB：已被停止
check-crashed = 程序在搜索能被检查之前就失败了（退出码 { $status }）
check-cannot-start = 无法运行 { $program }：{ $error }
check-needs-tree = check 比较树、井字棋或取骨头游戏上的搜索：请给出 --tree FILE、--game tictactoe [--position P] 或 --bones N
check-needs-algo = check 与极小化极大或 Alpha-Beta 剪枝比较：请选择 --algo minimax 或 --algo alphabeta
check-needs-program = 请在 -- 之后给出要运行的程序，或者给出 --events FILE
check-diagnosis = 你的搜索与这样的{ $algorithm }完全一致：{ $bugs }。
check-bug-max-min-swapped = 把 MAX 和 MIN 弄反了（MAX 取最小值，MIN 取最大值）
check-bug-strict-cutoff = 只在 α > β 时剪枝（α = β 时也必须剪枝）
check-bug-best-not-reset = 整个搜索只用一个最佳值变量，没有在每个节点重新开始
check-agree-fail-hard = 你的搜索与{ $algorithm }完全一致（fail-hard 写法）：同样的 { $nodes } 个步骤，同样的剪枝；节点的值低于窗口或高于窗口时，它返回 α 或 β 这个界，而教科书的 fail-soft 搜索返回节点自己的值，两者都是正确的。
check-bug-sides-swapped = 在根节点为另一方下棋
check-bug-alpha-not-raised = 在 MAX 节点从不提高 α（所以它下面的 MIN 节点都无法剪枝）
check-bug-beta-not-lowered = 在 MIN 节点从不降低 β（所以它下面的 MAX 节点都无法剪枝）
check-bug-bounds-swapped = 把 α 和 β 的更新弄反了（MAX 节点用最佳值降低 β，MIN 节点提高 α）
check-bug-reversed-order = 从右到左访问子节点（先访问最后一个子节点）
check-bug-reordered = 按另一种顺序访问子节点（该按生成顺序时用了走法排序，或者反过来）
check-bug-last-child = 返回最后一个子节点的值，而不是最佳值
check-bug-side-not-flipped = 在递归调用中没有交换双方（每个节点都像根节点那样走棋）
check-bug-deeper-by-one = 超过深度限制多搜索了一层（在深一层的地方才做估值）
check-bug-shallower-by-one = 提前一层停止（在深度限制的上一层就做估值）
check-bug-plies-per-pair = 把 MAX 和 MIN 各走一步合起来算作一层深度，而不是每走一步算一层（半步问题：搜索深了一倍）
check-misere = 你的程序把空堆记为轮到走棋的一方获胜（misère 规则），但在这个游戏里拿走最后一根骨头的一方获胜：在空堆前轮到走棋的一方已经输了：轮到你的 MAX 走时记 −1，轮到你的 MIN 走时记 +1。
check-window-not-passed = 它输出的窗口说明了原因：每个子节点进入时都是 (−∞, +∞)，窗口没有传下去。
check-window-alpha-not-updated = 它输出的窗口说明了原因：α 在 MAX 节点从不提高，所以它下面的 MIN 节点无法剪枝。
check-window-beta-not-updated = 它输出的窗口说明了原因：β 在 MIN 节点从不降低，所以它下面的 MAX 节点无法剪枝。
check-window-alpha-at-min = 它输出的窗口说明了原因：MIN 节点提高了 α，而它应该降低 β。
check-window-test-after-loop = 它输出的窗口与 Alpha-Beta 剪枝的变化一致：只是 α ≥ β 的剪枝判断从来没有在循环里面执行。
check-window-ties-not-cut = 它输出的窗口与 Alpha-Beta 剪枝的变化一致，而它漏掉的每次剪枝都是 α = β 的情形：它的剪枝判断是 α ≥ β（而不是 α > β）吗？是在循环里面吗？
check-side-first = 根节点上轮到走的一方
check-side-second = 另一方
check-depth = 深度
check-depth-root = （根节点深度为 0）
check-depth-children = （根节点的子节点深度为 0）
check-rule = 你的程序给{ $max }的胜局记 { $win } 分，给{ $min }的胜局记 { $loss } 分{ $draw }{ $origin }：{ $max }是你的 MAX。按这个规则检查。
check-rule-stated = 按你用 --scoring 给出的规则检查：{ $max }的胜局记 { $win } 分，{ $min }的胜局记 { $loss } 分{ $draw }{ $origin }。
check-rule-draw = ，平局记 0
check-rule-zero-evaluation = ，到深度限制处记 0（没有估值函数）
check-broken-draw = 第 { $step } 步：你给{ $node }记了 { $given } 分，但游戏在那里已经结束，是平局，平局记 0 分。
check-broken-win = 第 { $step } 步：你给{ $node }记了 { $given } 分，但{ $winner }在那里已经获胜，距根节点 { $ply } 步；按你其余叶节点遵循的规则应记 { $expected } 分。
check-broken-win-stated = 第 { $step } 步：你给{ $node }记了 { $given } 分，但{ $winner }在那里已经获胜，距根节点 { $ply } 步；按你用 --scoring 给出的规则应记 { $expected } 分。
check-broken-win-open = 第 { $step } 步：你给{ $node }记了 { $given } 分，但{ $winner }在那里已经获胜：你的 MAX（{ $max }）获胜应记正分，你的 MIN 获胜应记负分。
check-broken-evaluation = 第 { $step } 步：你在深度限制处把{ $node }评估为 { $given }，但那里的估值是 { $expected }：{ $terms }（中心 3，每个角 2，X 为正：见 docs/conventions.md）。
check-leaf-goes-on = 第 { $step } 步：你把{ $node }评估为 { $value }，但{ $algorithm }在那里还要继续搜索：它{ $ours }。
check-missing-leaf = 第 { $step } 步：你从{ $node }返回了 { $value }，但没有先评估它：在你的搜索给叶节点打分的地方输出 {"{"}"leaf": V{"}"}，然后再输出它的 exit。
check-again = 第 { $step } 步：你第二次进入了{ $child }，但{ $algorithm }每个子节点只搜索一次：它{ $ours }。是不是对这个子节点调用了两次搜索（比如 `best > minimax(…) ? best : minimax(…)`）？
check-root-again-done = 第 { $step } 步：{ $algorithm }已经结束，但你的搜索又进入了根节点。如果它是一层一层加深的，请用 --iterative 检查。
check-never-prunes = 你的搜索从不剪枝：它与极小化极大完全一致。你更新的 α（或 β）是下一个子节点看到的那一个吗？（在 Rust 里，在循环中写 `let alpha = alpha.max(v);` 会创建一个新的 α，循环下一轮就不见了。）α 和 β 传给子节点了吗？α ≥ β 是在循环里面检查的吗？如果你写的就是极小化极大，请用 --algo minimax 检查。
check-prunes = 你的搜索与 Alpha-Beta 剪枝完全一致：它会剪枝。请用 --algo alphabeta 检查。
check-never-prunes-app = 你的搜索从不剪枝：它与极小化极大完全一致。你更新的 α（或 β）是下一个子节点看到的那一个吗？（在 Rust 里，在循环中写 `let alpha = alpha.max(v);` 会创建一个新的 α，循环下一轮就不见了。）α 和 β 传给子节点了吗？α ≥ β 是在循环里面检查的吗？如果你写的就是极小化极大，请在场景面板中选择极小化极大。
check-prunes-app = 你的搜索与 Alpha-Beta 剪枝完全一致：它会剪枝。请在场景面板中选择 Alpha-Beta 剪枝，与它比较。
check-sides-swapped-max = 你的搜索在根节点取最大值，而那里轮到{ $side }走：它在为{ $other }下棋。{ $side }是你的 MIN：请按轮到走的一方开始搜索（为{ $side }取最小值）。
check-sides-swapped-min = 你的搜索在根节点取最小值，而那里轮到{ $side }走，{ $side }却是你的 MAX：请按轮到走的一方开始搜索（为{ $side }取最大值）。
check-draw-as-evaluation = 你的程序用局面估值（{ $value }）给已经结束的平局记分，而不是 0：先判断游戏是否结束（先看有没有人获胜，再看棋盘是否已满），再做估值。
check-as-far = （就已读到的部分而言：{ $steps } 个步骤。）
check-utf16 = 事件是 UTF-16 文本：请以 UTF-8 输出（在 PowerShell 中用 `| Out-File -Encoding utf8`，或者直接在 gametree check 下运行程序）
check-bad-child = 第 { $line } 行：{"{"}"{ $key }": { $written }{"}"} 没有指明子节点：根节点写 null，子节点写从 0 开始的序号，或者写走法，比如 "X b2"
check-bad-whole = 第 { $line } 行：{"{"}"{ $key }": { $written }{"}"} 不是整数（±∞ 写作 "inf" 或 "-inf"）
check-bad-range = 第 { $line } 行：{"{"}"{ $key }": { $written }{"}"} 超出范围：值是 ±2^53 以内的整数，或 "inf"/"-inf"
check-bad-two = 第 { $line } 行：一行只能有一个事件，但这一行除了 "{ $key }" 还有别的事件键
check-budget = 课本上的搜索会访问超过 { $limit } 个节点（--max-nodes）：请检查一个更小的局面，或者调高 --max-nodes
check-scoring-form = --scoring '{ $given }'：请写成 SIDE:W、SIDE:W-ply 或 SIDE:W+ply，例如 x:10-ply（X 的胜局记 10 − 深度）或 o:10
check-scoring-side = --scoring 的一方 '{ $given }'：这个游戏的双方是 { $first } 和 { $second }
check-scoring-worth = --scoring：胜局的分值是 1 到 2^53，不是 { $given }
cli-arg-check-scoring = 直接说明你的程序的计分规则，而不让 check 从你的叶节点推断：SIDE:W、SIDE:W-ply 或 SIDE:W+ply；SIDE 是你的 MAX（井字棋中为 x 或 o；取骨头游戏中为 first——根节点上轮到走的一方——或 second），W 是胜局的分值，-ply 表示越快获胜分越高（根节点深度为 0）；例如 o:10-ply
check-not-checked = check 比较普通的极小化极大和 Alpha-Beta 剪枝（可以带 --depth、--ordering、--iterative）：不检查 --tt、--time-limit 和 --aspiration
check-events-and-program = 请给出 --events FILE 或者 -- 之后的程序，不要同时给出
check-scoring-tree = --scoring 只用于游戏：树的叶节点的值就是树上写的值
check-chance = check 把你的搜索与极小化极大和 Alpha-Beta 剪枝比较，而有机会节点的树两者都不需要：它由期望极小化极大或蒙特卡洛树搜索来搜索；请用 gametree gui --tree FILE --algo expectiminimax（或 mcts）逐步观看
check-tmp = 无法在临时文件夹 { $folder } 中为程序写入树文件（请把 TMPDIR 设为你能写入的文件夹）：{ $error }
check-interrupted = check 被中断：程序已被结束
check-stopped-early = （程序在第 { $step } 步之后被停止：它之后输出的内容不会改变结论。）
check-too-many-file = 文件中的事件超过 { $limit } 个
check-depth-hint = 你的程序拿到的 {"{"}depth{"}"} 是 0，表示没有深度限制：如果它把深度倒数到 0 就停止，请改用 {"{"}depth-left{"}"}（还剩的层数）。
check-flood-agree = 程序的输出超过 { $limit } MB：在第 { $steps } 步之后被停止，到那时为止都与{ $algorithm }一致；{ $algorithm }的完整搜索共有 { $total } 个步骤（请检查一个更小的局面，或者加上深度限制）
check-flood-agree-budget = 程序的输出超过 { $limit } MB：在第 { $steps } 步之后被停止，到那时为止都与{ $algorithm }一致；{ $algorithm }的完整搜索会访问超过 { $nodes } 个节点（请检查一个更小的局面，或者加上深度限制）
gui-events-needs-tree = 应用检查的是树上的搜索：请和 --events 一起给出 --tree FILE（游戏上的搜索请用 gametree check 检查）
check-own-hidden = （……程序自己的输出还有 { $lines } 行，未显示）
cli-animation-progress = 正在绘制动画 { $bar } { $percent }%

## class: a live class session

cli-about-class = 开始一堂实时课堂：学生在自己的设备上打开显示的地址（或扫描二维码），跟随教师的步骤，并回答课堂提问
cli-arg-class-port = 监听的端口（0：任选一个空闲端口）
cli-arg-class-bind = 监听的地址（默认 0.0.0.0 表示所有网络接口，这样全班都能连上）
cli-arg-class-web = 要提供的网页构建（由 bash web/build.sh 生成）
cli-arg-class-max-students = 课堂最多容纳的学生人数
cli-arg-class-results = 答案到达时写入的 CSV 文件（必须是新文件；默认：当前文件夹中的 gametree-class-CODE.csv）
cli-expect-port = 0（任选空闲端口）到 65535 的端口号
cli-expect-max-students = 1 到 100000 的学生人数
cli-expect-bind = --bind '{ $bind }' 不是地址；应为 IP 地址，例如 0.0.0.0（所有网络接口）、127.0.0.1 或 192.168.1.20
cli-class-students = 学生：{ $url }
cli-class-teacher = 教师：{ $url }
cli-class-results-file = 答案到达时会写入 { $file }。
cli-class-stop-hint = 按 Ctrl+C 结束课堂（每个页面都会收到通知）。
cli-class-ended = 课堂已结束：{ $students } 名学生，共 { $answers } 个答案。
cli-class-results-failed = 有些答案未能写入结果文件（磁盘可能已满）；教师页面仍然可以下载它们。
cli-class-no-web = 网页构建 { $folder } 不存在：请用 bash web/build.sh 构建（或用 --web FOLDER 指定）
cli-class-port-in-use = 端口 { $port } 已被占用：请用 --port 换一个，或用 --port 0 任选空闲端口
cli-class-cannot-listen = 无法在 { $addr } 上监听：{ $error }（请检查 --bind 和 --port）
cli-class-results-exist = 结果文件 { $file } 已经存在：请用 --results 换一个（答案从不覆盖已有文件）
cli-class-results-cannot-write = 无法写入结果文件 { $file }：{ $error }
cli-class-runtime = 无法启动课堂服务器：{ $error }
cli-class-random = 操作系统没有为加入码和密钥提供随机数：{ $error }
cli-about-grade = 给全班评分：在作业的每个用例上运行每份提交的搜索，指出每个错误，并写出报告（text、json、csv、html 或 Gradescope 的 results.json）
cli-arg-grade-path = 一份提交（含一个源文件的文件夹）或一个班级（由这样的文件夹组成的文件夹）
cli-arg-grade-assignment = 作业文件（TOML：限制、每种语言如何运行、用例）
cli-arg-grade-format = 报告的格式
cli-arg-grade-out = 把报告写入这个文件，而不是标准输出
cli-arg-grade-jobs = 同时评分的提交数（默认：本机的核心数）
