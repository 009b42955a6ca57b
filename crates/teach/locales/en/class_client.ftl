# class_client: a class session's pages (crates/app/src/class/), the teacher's and a student's

## Both

class-joining = Joining the class…
class-reconnecting = The connection dropped: joining again…
class-ended-teacher = The teacher has ended the class.
class-ended-stopped = The class session has stopped.
class-refused-wrong-code = That join code is not this class's. Check it and type it again.
class-refused-room-full = The class is full ({ $max } students).
class-refused-not-teacher = This page does not hold the teacher's key.
class-refused-late = Too late: that question is closed.
class-refused-answered-already = You have answered this question already.
class-refused-too-fast = Too many messages too fast: this page was disconnected.
class-refused-taken-over = This seat was opened on another page (a reload?): this page has let it go.
class-refused-other = The session did not take that.
class-code-label = join code
class-join = Join
class-answer-cuts = { $value }, cuts off
class-answer-no-cut = { $value }, no cutoff
class-right-answer = The answer: { $answer }

## A student

class-following = Following the teacher
class-exploring = Exploring on your own
class-name-label = your name (optional)
class-name-set = Set
class-name-is = You are { $name }.
class-back-to-teacher = Back to the teacher
class-question = Question:
class-send = Send
class-answer-unreadable = This answer cannot be sent: write a value (such as 3, ≥ 3 or -inf).
class-your-answer-kept = Your answer: { $answer }
class-wait-reveal = Waiting for the teacher to reveal the answer.
class-you-had-it = You had it ({ $answer }).
class-you-did-not = Not this time: you said { $answer }.
class-you-did-not-answer = You did not answer this one.

## The teacher

class-teacher-heading = Class session
class-code-is = Join code:
class-students-count = { $count ->
    [one] 1 student connected
   *[other] { $count } students connected
}
class-locked = The class follows your step.
class-freed = The students explore on their own.
class-free = Let them explore
class-follow = Lock to my step
class-call-back = Call them back
class-ask = Ask the class
class-ask-key = (or press A)
class-no-question = No question at this step: Predict asks before a backup and before an inner node finishes (step on with →).
class-asked = Question { $id }
class-revealed = Question { $id }, revealed
class-answered-count = { $answered } of { $students } answered
class-no-answers-yet = No answers yet.
class-reveal = Reveal
class-save-results = Save results
class-saved = Results saved: { $file }
class-save-failed = The results could not be saved: { $error }
class-summary = Summary
class-summary-empty = No question asked yet.
class-summary-question = question
class-summary-step = step
class-summary-answered = answered
class-summary-right = right

## The Code panel's question (which line runs next)

class-line-question = Which line of the code runs next?
class-line-runs-next = Line { $line } runs next: { $text }
