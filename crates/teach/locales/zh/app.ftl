# app：见 locales/README.md
app-language = 语言
app-language-tip = 程序界面使用的语言；和其他设置一起保存

## 窗口（src/app/mod.rs）

app-name = 博弈树实验室
app-window-title = 博弈树实验室 — { $title }
app-note-last-scenario-refused = 设置中的上一个场景被拒绝（{ $error }）；改用默认场景
app-note-last-start-stopped = 上次启动在加载“{ $scenario }”时中断；改用默认场景
app-cannot-read-file = 无法读取 { $name }：{ $error }
app-link-custom-game = 程序自定义的游戏无法放进链接
app-searching = 正在搜索…
app-choose-scenario = 选择一个场景，然后按“运行”。
app-link-error-fallback = 改为显示上一个场景。
app-searching-title = 正在搜索 { $title }…
app-counting-nodes = 计数中：{ $n } 个节点
app-cancel = 取消
app-no-search-loaded = 尚未载入搜索。
app-copy-link = 复制链接
app-copy-link-tip = 复制指向这个场景当前步骤的链接，供全班打开（Ctrl+Shift+L）
app-link-copied = 已复制：{ $link }
app-link-local = 这个地址只能在本机打开，全班同学访问不到。请在导出区的“发布的网页”里填写网页版发布的地址。
app-open-dialog-title = 打开一棵树、一份搜索记录（.json）或你的搜索输出的事件（.jsonl）
app-no-display = 找不到图形显示；请设置 DISPLAY（或 WAYLAND_DISPLAY），或改用 `gametree search` 或 `gametree render`
app-cannot-open-window = 无法打开窗口：{ $error }

## 步进器（src/app/stepper.rs）

app-stepper-shortcuts = →/← 单步 · Home/End · Space 播放/暂停 · N/P 下一个/上一个剪枝 · Q 预测 · V 负极大值 · +/− 缩放 · F 显示全树 · 拖动平移，滚轮缩放 · 双击折叠
app-stepper-start = |◀ 开始
app-stepper-back = ◀ 后退
app-stepper-pause = ■ 暂停
app-stepper-play = ▶ 播放
app-stepper-forward = 前进 ▶
app-stepper-end = 结束 ▶|
app-stepper-previous-cutoff = ◀ 剪枝
app-stepper-previous-cutoff-tip = P：上一个剪枝
app-stepper-next-cutoff = 剪枝 ▶
app-stepper-next-cutoff-tip = N：下一个剪枝
app-stepper-previous-chance = ◀ 机会节点
app-stepper-previous-chance-tip = P：回到上一个算出的机会节点
app-stepper-next-chance = 机会节点 ▶
app-stepper-next-chance-tip = N：前进到下一个算出的机会节点
app-stepper-previous-iteration = ◀ 新节点
app-stepper-previous-iteration-tip = P：回到上一个加入树中的节点（每次迭代一个）
app-stepper-next-iteration = 新节点 ▶
app-stepper-next-iteration-tip = N：前进到下一个加入树中的节点（每次迭代一个）
app-stepper-predict = 预测
app-stepper-predict-tip = Q：在每次回传值和每个节点完成之前，先说出会发生什么
app-stepper-speed = 速度
app-stepper-steps-per-second = {" "}步/秒
app-stepper-step-of = 第 { $step } 步，共 { $n } 步
app-stepper-timeline-tip = 时间轴：拖动以快速定位

## 查找局面（src/app/expand.rs）

app-find-no-move = 从 { $node } 出发没有走法“{ $token }”

## 模式栏与设置（src/app/toolkit/mod.rs）

app-tool-stepper = 步进器
app-tool-stepper-purpose = 逐步查看一次记录下来的搜索
app-tool-editor = 树编辑器
app-tool-practice = 练习
app-tool-compare = 比较
app-tool-play = 对弈
app-tool-chance = 机会
app-tool-editor-purpose = 一起输入或点选出一棵树，边输入边检查，并可保存
app-tool-practice-purpose = 手工完成一次搜索，再按“检查”核对答案
app-tool-compare-purpose = 同一场景分别用极小化极大、Alpha-Beta 剪枝和各个选项搜索，并排比较
app-tool-play-purpose = 与 Alpha-Beta 剪枝对弈井字棋或取骨头游戏，并可询问它为什么这样走
app-tool-chance-purpose = 机会博弈与采样：逐步查看期望极小化极大，逐次迭代查看蒙特卡洛树搜索
app-mode-tip = { $name }（{ $key }）：{ $purpose }
app-presentation = 演示模式（F5）
app-presentation-web = 演示模式（Ctrl+P）
app-presentation-tip = 浅色高对比度主题，文字放大，适合投影
app-text-size = 文字大小
app-settings-note = 设置：{ $note }
app-dismiss = 关闭

## 保存的设置（src/app/toolkit/settings.rs）

app-settings-unreadable = { $error }；改用默认设置，原文件保持不动：在它无法读取期间，不会被新的设置替换
app-settings-unreadable-kept = { $error }；改用默认设置，旧文件保留为 { $kept }
app-settings-invalid = { $file } 不是有效的设置文件（{ $error }）；改用默认设置，原文件保持不动：不会被新的设置替换
app-settings-invalid-kept = { $file } 不是有效的设置文件（{ $error }）；改用默认设置，旧文件保留为 { $kept }
app-settings-cannot-create = 无法创建 { $dir }：{ $error }
app-settings-cannot-write = 无法写入设置：{ $error }
app-settings-browser-invalid = 保存的设置无效（{ $error }）；改用默认设置
app-settings-no-storage = 这个浏览器没有本地存储
app-settings-storage-refused = 浏览器拒绝保存设置（存储空间已满？）

## 界面线程之外的工作（src/app/background.rs、worker.rs、web_worker.rs）

app-job-no-thread = 无法为它启动线程
app-job-died = 它意外停止了
app-search-cannot-start = 无法启动搜索：{ $reason }
app-search-no-thread = 无法为搜索启动线程
app-search-died = 搜索意外停止了
app-search-cancelled = 搜索已取消
app-web-cannot-search-scenario = 这个场景无法在浏览器中搜索
app-web-cannot-start-worker = 浏览器无法为搜索启动后台线程
app-web-search-stopped = 搜索停止了
app-web-worker-failed = 搜索的后台线程出错：{ $reason }
app-web-refused-to-start = 浏览器拒绝启动搜索

## 收到的文件（src/app/incoming.rs）

app-file-not-utf8 = { $name } 不是 UTF-8 文本（偏移量 { $offset } 处有无效字节）
app-file-set-error = { $name }：{ $error }
app-file-not-trace = { $name } 不是 `gametree search --format json` 写出的搜索记录：{ $error }
app-file-tree-error = 树文件 { $name }：{ $error }

## Chance and sampling (src/app/toolkit/chance_view.rs)

app-chance-heading = 机会与采样
app-chance-game = 游戏：
app-chance-no-scenario = 没有给出带机会节点的游戏；请选一个示例或掷骰竞赛
app-chance-expectiminimax = 期望极小化极大（精确）
app-chance-mcts = 蒙特卡洛树搜索
app-chance-iterations = 迭代次数
app-chance-seed = 种子
app-chance-exploration = 探索常数 C
app-chance-run = 运行
app-chance-working = 正在搜索……
app-chance-step-of = 步骤（共 { $total } 步）：
app-chance-keys = 按键：←/→ 一步（一个阶段） · PgUp/PgDn 一整次蒙特卡洛迭代，或期望极小化极大的十步 · Home/End 第一步和最后一步
app-chance-phase = { $phase ->
    [0] 选择
    [1] 扩展
    [2] 模拟
   *[3] 反向传播
}
app-chance-compare-heading = 蒙特卡洛树搜索与精确搜索的比较：
app-chance-exact = 精确的最佳走法 { $best }，精确值 { $value }（按估计值的口径）
app-chance-no-exact = 太大，这里无法精确求解
app-chance-col-iterations = 迭代次数
app-chance-col-move = 访问最多的走法
app-chance-col-estimate = 估计值 W/N
app-chance-col-error = 误差
app-chance-move-agrees = { $played }（最佳）
app-chance-agrees-key = （最佳）：与精确搜索的最佳走法一样好
app-chance-plot-x = 迭代次数（对数刻度）
app-chance-plot-estimate = 蒙特卡洛树搜索的估计值
app-chance-plot-exact = 精确值
app-chance-iteration = 迭代
app-chance-phase-label = 阶段：
app-chance-plot-y = 估计值
app-chance-plot-point = 第 { $iterations } 次迭代：估计值 { $estimate }
app-chance-example-layers = MAX、机会、MIN（AIMA 图 5.11 的层次）
app-chance-example-gamble = 稳妥还是冒险
app-chance-example-uneven = 不均等的概率
app-chance-save-hint = Ctrl+S：把这一步存为浅色幻灯片图片，与 gametree render 画的相同（.png 或 .svg）

## The layout and the help (src/app/layout.rs, src/app/help.rs)

app-panel-scenario = 场景（S）
app-panel-export = 导出（E）
app-panel-inspector = 节点信息（I）
app-panel-tools = 树工具（T）
app-panel-code = 代码（C）
app-panel-tip = 显示或收起这个面板；按它的键也可以
app-menu = 菜单
app-menu-tip = 模式、场景、导出和节点信息
app-help-button = ? 帮助
app-help-button-tip = ?：所有按键、所有模式，以及各个控件有什么用
app-help-title = 按键与帮助
app-help-close = 关闭（Esc）
app-help-keys-heading = 按键
app-help-key-step = 前进 / 后退一步
app-help-key-ends = 回到搜索开始 / 跳到搜索结束
app-help-key-play = 播放或暂停
app-help-key-cutoff = 跳到下一个 / 上一个剪枝（期望极小化极大：机会节点；蒙特卡洛树搜索：新节点）
app-help-key-predict = 打开或关闭预测下一步
app-help-key-negamax = 打开或关闭负极大值视图
app-help-key-edge-windows = 打开或关闭每条边上传下去的窗口 (α, β)（Alpha-Beta）
app-help-key-fit = 显示全树
app-help-key-zoom = 放大 / 缩小
app-help-key-walk = 查看当前查看节点的父节点、第一个子节点或兄弟节点
app-help-key-panels = 显示或收起场景、导出、节点信息面板和树工具
app-help-key-code = 显示或隐藏代码面板：伪代码、AIMA 风格、Python、C、Rust、Java 或 PHP 写的算法，高亮每一步执行的行
app-help-key-presentation = 演示模式：浅色主题，文字放大，博弈树占满窗口
app-help-key-chance = 用期望极小化极大（有机会节点的游戏）或蒙特卡洛树搜索来搜索这个场景
app-help-key-class-session = 从本应用开始一堂课（桌面应用），或把它的卡片折叠成加入码和人数，或重新完整显示
app-help-key-open = 打开一棵树、一份记录的搜索或你自己的搜索输出的事件
app-help-key-parting = 在“检查搜索”（F8）中：跳到你的搜索与教科书的搜索第一次分歧的那一步
app-help-key-save = 把这一步保存为图片
app-help-key-save-animation = 把导出区选定的步骤保存为 GIF 动画
app-help-key-copy-link = 复制指向这个场景当前步骤的链接（导出区的“复制链接”）
app-help-key-help = 打开或关闭这份帮助
app-help-key-run-to-breakpoint = 代码面板打开时：一直运行到下一个标为断点的行
app-help-key-hints = 在“对弈”（F6）中：打开或关闭提示（每个走法的值）
app-help-key-class-ask = 在课堂会话中（老师）：向全班提出预测模式在这一步的问题
app-help-key-column = 在“对弈”（F6）的四子棋中：在那一列落子
app-help-key-confirm = 在文本框中：确认输入的内容（查找节点、你的预测、文件名）
app-help-key-close = 关闭帮助或“打开”对话框；取消正在进行的搜索
app-help-mouse = 拖动博弈树来平移，滚动滚轮或用两指缩放，点击节点查看它，双击节点折叠或展开它的子树。
app-help-modes-heading = 模式
app-help-mode = { $key } { $name }：{ $purpose }。
app-help-what-heading = 它们有什么用
app-help-predict = 预测（Q）：每次回传值和每个节点完成之前，步进器都会停下来，问接下来会发生什么；先回答，再检查。先猜一猜，规则才记得住。
app-help-negamax = 负极大值视图（V）：每个值和窗口都从轮到走棋的一方来看，MIN 的符号取反，与负极大值程序看到的一样；搜索本身不变。
app-help-cutoffs = ◀ 剪枝 和 剪枝 ▶（P 和 N）：跳到上一个或下一个剪枝，也就是 Alpha-Beta 剪枝不再查看一个节点其余子节点的时刻；期望极小化极大下停在机会节点，蒙特卡洛树搜索下停在每个新节点。
app-first-hint = 第一次用？按 → 走出搜索的第一步。最上面一行用来切换步进、树编辑器、练习、比较和对弈。按 ? 查看所有按键。
app-first-hint-dismiss = 知道了
app-first-hint-touch = 第一次用？点树下面的 ▶ 走出搜索的第一步；“≡ 菜单”里有各个模式、场景和面板；“? 帮助”说明每样东西的用途。

## Check mode: a learner's own search beside the textbook's (src/app/toolkit/check_view)

app-tool-check = 检查搜索
app-tool-check-purpose = 打开你自己的极小化极大或 Alpha-Beta 剪枝程序输出的事件，与教科书在同一棵树上的搜索并排逐步查看
app-check-title = 你的搜索（{ $name }）与教科书的搜索并排
app-check-open = 打开事件文件…
app-check-open-hover = 打开你的程序输出的事件文件，格式与检查命令读取的相同；它搜索的那棵树须已在步进器中打开
app-grade-open = 给全班评分…
app-grade-open-hover = 用作业文件对一个班级文件夹运行 gametree grade，查看每个学生的错误，并在这里从第一个不同之处打开某个学生的搜索
app-grade-assignment = 作业文件
app-grade-class = 班级文件夹
app-grade-run = 评分
app-grade-running = 已评 { $done } / { $total }
app-grade-stop = 停止
app-grade-browse = 浏览…
app-grade-browse-hover = 在文件对话框中选择
app-grade-desktop-only = 评分要运行程序：需要桌面应用
app-grade-bug-count = { $bug }：{ $count }
app-grade-passed = 通过
app-grade-student = 学生
app-grade-score = 分数
app-grade-open-student = 从第一个不同之处打开这个学生第一道没通过的树题
app-check-intro = 用示例中的事件输出函数运行你自己的极小化极大或 Alpha-Beta 剪枝，把输出保存为事件文件，先打开它搜索的那棵树，再在这里打开或拖入该文件：你的搜索和教科书的搜索会并排画出，并一起逐步前进。
app-check-needs-tree = 事件文件记录的是对一棵树的搜索：请先打开你的程序搜索的那棵树（“打开…”或场景面板），再打开事件文件
app-check-bad-file = 事件文件 { $name }：{ $error }
app-check-start = 回到开头
app-check-back = 后退一步（←）
app-check-forward = 前进一步（→）
app-check-end = 到结尾
app-check-step-all = 两棵树上显示的步骤
app-check-step = 第 { $step } 步，共 { $steps } 步
app-check-go-to-parting = 第一处不同（D）
app-check-go-to-parting-hover = 跳到你的搜索与教科书的搜索第一次分歧的那一步
app-check-here = ← 两个搜索在这里分歧
app-check-did = —— { $did }
app-check-did-nothing = —— 已结束
app-check-yours = 你的搜索
app-check-legend-parting = 你的搜索与教科书的搜索第一次分歧的节点

## The embedded player (embed=1)
app-embed-start-tip = 回到第一步（Home）
app-embed-back-tip = 后退一步（←）
app-embed-play = 播放
app-embed-pause = 暂停
app-embed-play-tip = 播放（空格）
app-embed-pause-tip = 暂停（空格）
app-embed-forward-tip = 前进一步（→）
app-embed-end-tip = 跳到最后一步（End）
app-embed-open = 在 Game Tree Lab 中打开
