# class_client：课堂会话的页面（crates/app/src/class/），老师的和学生的

## 两者

class-joining = 正在加入课堂……
class-reconnecting = 连接断开了：正在重新加入……
class-ended-teacher = 老师已结束本次课堂。
class-ended-stopped = 课堂会话已停止。
class-refused-wrong-code = 这个加入码不是本课堂的。请核对后重新输入。
class-refused-room-full = 课堂已满（{ $max } 名学生）。
class-refused-not-teacher = 此页面没有老师的密钥。
class-refused-late = 太晚了：这道题已经关闭。
class-refused-answered-already = 你已经回答过这道题了。
class-refused-too-fast = 消息发得太快：此页面已断开连接。
class-refused-taken-over = 这个座位已在另一个页面打开（刷新了？）：此页面已让出座位。
class-refused-other = 会话没有接受这条消息。
class-code-label = 加入码
class-join = 加入
class-answer-cuts = { $value }，剪枝
class-answer-no-cut = { $value }，不剪枝
class-right-answer = 答案：{ $answer }

## 学生

class-following = 正在跟随老师
class-exploring = 正在自己探索
class-name-label = 你的名字（可不填）
class-name-set = 确定
class-name-is = 你的名字：{ $name }。
class-back-to-teacher = 回到老师这里
class-question = 问题：
class-send = 发送
class-answer-unreadable = 这个答案无法发送：请写一个值（如 3、≥ 3 或 -inf）。
class-your-answer-kept = 你的答案：{ $answer }
class-wait-reveal = 等待老师公布答案。
class-you-had-it = 你答对了（{ $answer }）。
class-you-did-not = 这次没答对：你答的是 { $answer }。
class-you-did-not-answer = 这道题你没有回答。

## 老师

class-teacher-heading = 课堂会话
class-code-is = 加入码：
class-students-count = 已连接 { $count } 名学生
class-locked = 全班跟随你的步骤。
class-freed = 学生正在自己探索。
class-free = 让他们自己探索
class-follow = 锁定到我的步骤
class-call-back = 把他们叫回来
class-ask = 向全班提问
class-ask-key = （或按 A）
class-no-question = 这一步没有问题：预测模式在回传之前和内部节点完成之前提问（按 → 继续）。
class-asked = 第 { $id } 题
class-revealed = 第 { $id } 题，已公布
class-answered-count = { $students } 人中 { $answered } 人已回答
class-no-answers-yet = 还没有答案。
class-reveal = 公布答案
class-save-results = 保存结果
class-saved = 结果已保存：{ $file }
class-save-failed = 结果无法保存：{ $error }
class-summary = 汇总
class-summary-empty = 还没有提问。
class-summary-question = 题号
class-summary-step = 步骤
class-summary-answered = 已回答
class-summary-right = 答对

## 代码面板的问题（下一步执行哪一行）

class-line-question = 代码的哪一行接下来执行？
class-line-runs-next = 下一步执行第 { $line } 行：{ $text }
