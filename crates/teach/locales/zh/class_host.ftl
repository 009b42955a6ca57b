# class_host：桌面应用自己的课堂（crates/app/src/class_host/）："课堂…"在应用内启动课堂服务器，
# 卡片显示学生如何加入

class-host-open = 课堂…
class-host-open-running = 课堂 { $code }
class-host-open-tip = 从本应用开一堂实时课：同一网络上的学生用浏览器输入加入码加入，跟随你的场景和步骤，回答你提出的问题（F9）
class-host-heading = 课堂
class-host-intro = 同一网络上的学生在浏览器（笔记本或手机）里打开这个地址（或扫描二维码）：他们跟随你的场景和步骤，回答你提出的问题。
class-host-port = 端口
class-host-port-tip = 学生连接的端口（0：任选空闲端口）。端口已被占用时改用空闲端口。
class-host-start = 开始课堂
class-host-close = 关闭
class-host-join-at = 学生加入地址：
class-host-code = 加入码
class-host-qr = 学生地址的二维码
class-host-students = { $count } 名学生
class-host-results = 答案到达时会写入 { $file }。
class-host-results-failed = 有些答案未能写入文件（磁盘可能已满）；请在下面的面板里保存它们。
class-host-no-results-file = 答案只保存在内存里：请在下面的面板里保存它们。
class-host-web = 学生的页面来自 { $folder }。
class-host-no-web = 没有找到网页构建：学生的浏览器打不开页面。请在仓库里运行 `bash web/build.sh` 构建，然后重新开始。
class-host-fold = 折叠
class-host-unfold = 显示二维码
class-host-fold-tip = 把卡片折叠成加入码和人数，把地方留给树；或重新完整显示（F9）
class-host-stop = 结束课堂
class-host-stop-confirm = 结束课堂吗？每个学生的页面都会收到通知。
class-host-stop-yes = 结束
class-host-stop-no = 继续上课
class-host-stopping = 正在结束课堂：通知每个页面…
class-host-ended = 课堂已结束：{ $students } 名学生，共 { $answers } 个答案。
class-host-port-in-use = 端口 { $port } 已被占用：请换一个，或填 0 任选空闲端口。
class-host-cannot-listen = 无法在 { $addr } 上监听：{ $error }
class-host-no-web-folder = 网页构建 { $folder } 不存在：请用 `bash web/build.sh` 构建。
class-host-results-cannot-write = 无法把答案写入 { $file }：{ $error }
class-host-runtime = 无法启动课堂服务器：{ $error }
class-host-random = 操作系统没有为加入码和密钥提供随机数：{ $error }
