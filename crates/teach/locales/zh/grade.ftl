# gametree grade（第 45 号问题）：每个错误的简称、修改方法、一道题的结论、报告的标题和作业文件的错误。

grade-bug-never-prunes = 从不剪枝
grade-bug-window-not-passed = 窗口没有传下去
grade-fix-window-not-passed = 把 α 和 β 传给每个子节点（`{ $code }`）：以 (−∞, +∞) 搜索的子节点无法剪枝。
grade-bug-prunes = 会剪枝（题目要求极小化极大）
grade-bug-child-twice = 同一个子节点搜索了两次
grade-bug-draw-as-evaluation = 用评估函数给平局记分
grade-bug-wrong-side = 根节点为错误的一方下棋
grade-bug-misere = misère 规则
grade-bug-strict-cutoff = 只在 α > β 时剪枝
grade-bug-alpha-not-updated = 从不更新 α
grade-bug-beta-not-updated = 从不更新 β
grade-bug-alpha-beta-swapped = α 和 β 弄反了
grade-bug-max-min-swapped = 最小值和最大值弄反了
grade-bug-best-not-reset = 最佳值没有在每个节点重置
grade-bug-last-child = 返回最后一个子节点的值
grade-bug-side-not-flipped = 没有交换双方
grade-bug-order-reversed = 从右到左访问子节点
grade-bug-order-other = 按另一种顺序访问子节点
grade-bug-depth-off-by-one = 深度限制差了一层
grade-bug-stops-early = 提前一层停止
grade-bug-partial-ply = 半步问题
grade-bug-scoring = 叶节点的记分违反了它自己的规则
grade-bug-differs = 没有已知错误能解释的差异

grade-fix-never-prunes = 在 MAX 节点每搜索完一个子节点就提高 α，在 MIN 节点降低 β（`{ $raise }`），把两者传给每个子节点（`{ $call }`），并在循环里面检查剪枝（`{ $cut }`）。
grade-fix-rust-shadow = 在 Rust 里把参数写成 `mut alpha`，再写 `alpha = alpha.max(best);`：在循环中写 `let alpha = alpha.max(v);` 会创建一个新的 α，循环下一轮就不见了。
grade-fix-prunes = 这道题要求普通的极小化极大：搜索每一个子节点，不用 α 和 β。
grade-fix-child-twice = 每个子节点只调用一次搜索，并保存它的值（`{ $code }`）：在比较里再调用一次，就把这个子节点搜索了两次。
grade-fix-draw-as-evaluation = 先判断游戏是否结束（先看有没有人获胜，再看棋盘是否已满，平局记 0），只在游戏还没结束的地方做估值。
grade-fix-wrong-side = 按根节点上轮到走棋的一方开始搜索：这一方是你的 MAX 时取最大值，是你的 MIN 时取最小值。
grade-fix-misere = 无法行动的一方输：空堆时轮到 MAX 走返回 −1，轮到 MIN 走返回 +1（`{ $code }`）。
grade-fix-strict-cutoff = 一旦 α ≥ β 就剪枝：相等时也要剪枝（`{ $code }`）。
grade-fix-alpha-not-updated = 在 MAX 节点每搜索完一个子节点就提高 α（`{ $code }`），这样它下面的 MIN 节点才能剪枝。
grade-fix-beta-not-updated = 在 MIN 节点每搜索完一个子节点就降低 β（`{ $code }`），这样它下面的 MAX 节点才能剪枝。
grade-fix-alpha-beta-swapped = MAX 节点提高 α（`{ $raise }`），MIN 节点降低 β（`{ $lower }`），不要更新另一个界。
grade-fix-max-min-swapped = MAX 从 −∞ 开始并保留最大的子节点值（`{ $code }`）；MIN 从 +∞ 开始并保留最小的。
grade-fix-best-not-reset = 每次调用都重新开始最佳值，用一个局部变量（`{ $code }`），不要让所有调用共用一个变量。
grade-fix-c-static = 在 C 里，`static` 局部变量是所有调用共用的一个变量：去掉 `static`。
grade-fix-php-static = 在 PHP 里，`static $best` 是所有调用共用的一个变量：去掉 `static`。
grade-fix-last-child = 保留最佳的子节点值，而不是最后一个（MAX 用 `{ $code }`，MIN 取最小值），并返回它。
grade-fix-side-not-flipped = 在递归调用中交换双方（`{ $code }`）：MAX 节点的子节点是 MIN 节点。
grade-fix-order-reversed = 按生成顺序从第一个到最后一个访问子节点（在树上从左到右）。
grade-fix-order-other = 按题目要求的顺序访问子节点：按生成顺序，除非题目要求走法排序（ordering = true），那时按走法排序。
grade-fix-depth-off-by-one = 剩余深度到 0 时就做估值（`{ $code }`）：你的搜索超过深度限制多走了一层。
grade-fix-stops-early = 只在剩余深度为 0 时做估值（`{ $code }`），而不是 1：你的搜索提前一层停止了。
grade-fix-partial-ply = 按每一步计算深度：每一方走一步算一层，每次调用深度减一（`{ $code }`，深度 − 1），而不是两步算一层。
grade-fix-scoring = 用同一个规则给每个结束的游戏记分：你的 MAX 获胜大于 0，你的 MIN 获胜小于 0，平局为 0。
grade-fix-differs = 用 gametree check（或应用的“检查搜索”）在这一步同时查看两个搜索，看看它们从哪里开始不同。

grade-never-prunes = 你的搜索从不剪枝：它与极小化极大完全一致。
grade-bug-line = 错误：{ $bug }。{ $fix }

grade-no-source = 这份提交里没有找到作业能运行的源文件。
grade-build-failed = 编译失败（退出码 { $status }）：{ $command }
grade-build-timeout = 编译没有在 { $seconds } 秒内完成：{ $command }
grade-cannot-start = 无法启动程序（{ $program }）：{ $error }
grade-timeout = 你的程序没有在 { $seconds } 秒内结束。
grade-crashed = 你的程序在搜索能被检查之前失败了（退出码 { $status }）。
grade-killed = 你的程序在搜索能被检查之前被信号结束了（内存限制为 { $memory }）。
grade-flood = 你的程序输出超过了 { $limit } MB；输出在那里被截断。
grade-unreadable = 无法检查你的程序的事件：{ $reason }
grade-interrupted = 评分被中断：正在运行的程序都已结束。
grade-last-lines = 它最后输出的几行：
grade-own-output = 你的程序输出的内容（前几行）：

grade-title = { $title }
grade-class-table = 全班的错误
grade-student = { $name }：{ $score } / { $max }
grade-case-passed = { $name }（{ $score }/{ $max }）：通过
grade-case-failed = { $name }（{ $score }/{ $max }）：{ $bug }
grade-bug-count = { $bug }：{ $count } 名学生（{ $names }）
grade-no-bugs = 没有错误：每道题都通过了。
grade-summary = 在 { $seconds } 秒内评完 { $students } 份提交。
grade-progress = 已评 { $done } / { $total }：{ $name }
grade-html-student = 学生
grade-html-score = 得分
grade-html-case = 题目
grade-html-verdict = 结论
grade-html-theirs = 你的搜索
grade-html-open = 在应用的“检查搜索”中打开这个比较
grade-html-events = 下载事件文件
grade-html-output = 输出
grade-html-language = 语言

grade-error-read = { $file }：{ $error }
grade-error-toml = { $file }，第 { $line } 行第 { $column } 列：{ $error }
grade-error-unknown-key = { $place }：未知的键 '{ $key }'；一道题可以有 name、points、scoring 和场景的键：{ $keys }
grade-error-key = { $place }：{ $error }
grade-error-no-cases = { $file }：没有 [[case]]：至少添加一道题
grade-error-no-runs = { $file }：没有 [run.EXT] 表：至少说明一种语言怎样运行
grade-error-no-run-line = { $place }：没有 run = "…" 命令
grade-error-command = { $place }：命令 '{ $command }' 无法拆分成单词（有没有闭合的引号？）
grade-error-placeholder = { $place }：未知的占位符 { $name }；占位符有 { $names }
grade-error-memory = { $file }：memory = '{ $given }'：请写一个大小，例如 "512MB" 或 "1GB"（16 MB 到 64 GB）
grade-error-bad-value = { $place }：{ $key } = { $given } 在这里不被接受（见 docs/grading.md）
grade-place-run = { $file }，[run.{ $ext }]
grade-place-case = { $file }，第 { $index } 题（{ $name }）
grade-error-points = { $place }：points = { $given }：0 到 1000 之间的数
grade-error-tree = { $place }：{ $error }
grade-error-case = { $place }：{ $error }
grade-error-no-submission = { $path }：这里没有提交：需要一个含有作业能运行的源文件（{ $extensions }）的文件夹，或者由这样的文件夹组成的文件夹
grade-error-no-run-for = { $path }：这是 { $ext } 文件，而作业没有 [run.{ $ext }]
grade-error-two-sources = { $path }：有两个作业能运行的源文件，{ $first } 和 { $second }：只保留一个
grade-error-not-folder = { $path }：不是文件夹
grade-error-gradescope-class = --format gradescope 只为一份提交写 results.json：请给出一份提交，而不是全班（{ $count } 份提交）
grade-error-tmp = 无法为提交创建临时文件夹（请把 TMPDIR 设为一个可写的文件夹）：{ $error }
grade-error-provided = { $place }：提供的文件 { $file } 无法读取：{ $error }
grade-bug-no-source = 没有源文件
grade-bug-build-failed = 编译失败
grade-bug-timeout = 没有按时结束
grade-bug-crashed = 崩溃
grade-bug-cannot-start = 无法启动
grade-bug-flood = 输出过多
grade-bug-unreadable = 无法检查的事件
