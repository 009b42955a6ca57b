//! What a page knows of the class session, as the server's messages say it: the role, the
//! teacher's scenario and step, whether students follow, the question, the tally, the reveal,
//! the students' count and the summary. Plain data: [`ClassState::apply`] takes one message,
//! so the state machine is tested without a network.

use gametree_class::protocol::{
    Answer, Asked, EndReason, QuestionSummary, Refusal, Revealed, Role, ServerMessage, Tally, View,
};

/// A page's view of the session.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassState {
    /// Teacher or student, once joined.
    pub role: Option<Role>,
    /// Whether the connection is open and joined.
    pub connected: bool,
    /// The join code (the teacher shows it large).
    pub code: String,
    /// A student's seat token (kept for the next join).
    pub seat: Option<String>,
    /// A student's seat number.
    pub seat_number: Option<u32>,
    /// A student's name as the session keeps it.
    pub name: Option<String>,
    /// The teacher's scenario, as a link (`None` until the teacher sets one).
    pub scenario: Option<String>,
    /// The teacher's step.
    pub step: u32,
    /// Whether students follow the teacher's step.
    pub following: bool,
    /// The question asked last in this scenario (open, or revealed).
    pub question: Option<Asked>,
    /// A student's answer to it, as the session kept it.
    pub answer: Option<Answer>,
    /// The teacher: how the class answered the question so far.
    pub tally: Option<Tally>,
    /// The question's reveal, once revealed.
    pub revealed: Option<Revealed>,
    /// The teacher: students connected now.
    pub students: u32,
    /// The teacher: seats taken.
    pub seats: u32,
    /// The teacher: every question's results so far.
    pub summary: Vec<QuestionSummary>,
    /// The last refusal (a line says it).
    pub error: Option<Refusal>,
    /// The session's end, once told.
    pub ended: Option<EndReason>,
    /// How many times this page has joined (1 at the first join; a rejoin adds one).
    pub joins: u32,
    /// Counts "call back"s, so the student's page goes back to the teacher's step even when
    /// it was there already (a page may have moved while free).
    pub call_backs: u32,
}

impl ClassState {
    /// A page about to join the session `code`.
    pub fn new(code: &str) -> ClassState {
        ClassState {
            code: code.to_string(),
            following: true,
            ..Default::default()
        }
    }

    /// Whether the open question (not revealed) is `id`.
    pub fn is_open(&self, id: u32) -> bool {
        self.question.as_ref().is_some_and(|q| q.id == id)
            && self.revealed.as_ref().is_none_or(|r| r.question != id)
    }

    /// The open question, if one is asked and not revealed.
    pub fn open_question(&self) -> Option<&Asked> {
        self.question.as_ref().filter(|q| self.is_open(q.id))
    }

    /// Whether the page should stop trying to join: the session ended, or the join itself was
    /// refused for good (a wrong code or key, a full room, the seat taken over).
    pub fn gives_up(&self) -> bool {
        self.ended.is_some()
            || matches!(
                (&self.error, self.role),
                (Some(Refusal::TakenOver | Refusal::Ended), _)
                    | (
                        Some(Refusal::WrongCode | Refusal::NotTeacher | Refusal::RoomFull { .. }),
                        None
                    )
            )
    }

    /// The connection closed (it may be opened again).
    pub fn disconnected(&mut self) {
        self.connected = false;
    }

    fn set_view(&mut self, view: View) {
        if view.scenario != self.scenario
            || view.question.as_ref().map(|q| q.id) != self.question.as_ref().map(|q| q.id)
        {
            self.answer = None;
            self.tally = None;
        }
        self.scenario = view.scenario;
        self.step = view.step;
        self.following = view.following;
        self.question = view.question;
        self.revealed = view.revealed;
    }

    /// Takes one message from the server.
    pub fn apply(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Joined(j) => {
                self.role = Some(j.role);
                self.connected = true;
                self.joins += 1;
                self.error = None;
                if j.seat.is_some() {
                    self.seat = j.seat;
                }
                self.seat_number = j.seat_number.or(self.seat_number);
                self.name = j.name.or(self.name.take());
                if let Some(code) = j.code {
                    self.code = code;
                }
                self.set_view(j.view);
                self.answer = j.answer;
                if let Some(n) = j.students {
                    self.students = n;
                }
                self.tally = j.tally;
            }
            ServerMessage::Sync(view) => self.set_view(view),
            ServerMessage::Step { step } => self.step = step,
            ServerMessage::Scenario { link, step } => {
                self.scenario = Some(link);
                self.step = step;
                self.question = None;
                self.revealed = None;
                self.answer = None;
                self.tally = None;
            }
            ServerMessage::Follow { step } => {
                self.following = true;
                self.step = step;
            }
            ServerMessage::Free => self.following = false,
            ServerMessage::CallBack { step } => {
                self.following = true;
                self.step = step;
                self.call_backs += 1;
            }
            ServerMessage::Ask(asked) => {
                if self.question.as_ref().map(|q| q.id) != Some(asked.id) {
                    self.answer = None;
                    self.tally = None;
                    self.revealed = None;
                }
                self.question = Some(asked);
            }
            ServerMessage::Answered { question, answer } => {
                if self.question.as_ref().is_some_and(|q| q.id == question) {
                    self.answer = Some(answer);
                    self.error = None;
                }
            }
            ServerMessage::Tally(tally) => {
                if self
                    .question
                    .as_ref()
                    .is_some_and(|q| q.id == tally.question)
                {
                    self.students = tally.students;
                    self.tally = Some(tally);
                }
            }
            ServerMessage::Reveal(revealed) => self.revealed = Some(revealed),
            ServerMessage::Students { connected, seats } => {
                self.students = connected;
                self.seats = seats;
            }
            ServerMessage::Summary { questions } => self.summary = questions,
            ServerMessage::Refused { refusal, closing } => {
                if closing {
                    self.connected = false;
                }
                self.error = Some(refusal);
            }
            ServerMessage::Ended { why } => {
                self.ended = Some(why);
                self.connected = false;
            }
        }
    }

    /// Whether a student's answer was right, once the question is revealed.
    pub fn had_it(&self) -> Option<bool> {
        let revealed = self.revealed.as_ref()?;
        let asked = self.question.as_ref()?;
        (asked.id == revealed.question).then_some(())?;
        Some(self.answer.as_ref().is_some_and(|a| revealed.judges(a)))
    }

    /// The facts the page's status gives the browser test (`status().class`).
    pub fn status(&self) -> serde_json::Value {
        let question = self.question.as_ref().map(|q| {
            serde_json::json!({
                "id": q.id,
                "kind": q.question.kind,
                "step": q.question.step,
                "open": self.is_open(q.id),
                "answer": self.answer,
                "answered": self.tally.as_ref().map(|t| t.answered),
                "counts": self.tally.as_ref().map(|t| t.counts.iter().map(|c| c.count).collect::<Vec<_>>()),
                "revealed": self.revealed.as_ref().is_some_and(|r| r.question == q.id),
                "right": self.revealed.as_ref().filter(|r| r.question == q.id).map(|r| &r.right),
                "had_it": self.had_it(),
            })
        });
        serde_json::json!({
            "role": self.role,
            "connected": self.connected,
            "code": self.code,
            "scenario": self.scenario,
            "students": (self.role == Some(Role::Teacher)).then_some(self.students),
            "seat_number": self.seat_number,
            "step": self.step,
            "following": self.following,
            "joins": self.joins,
            "error": self.error.as_ref().and_then(|e| serde_json::to_value(e).ok()),
            "ended": self.ended,
            "question": question,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> ServerMessage {
        ServerMessage::from_json(json).expect(json)
    }

    /// A student's session in the protocol's own messages (docs/class-protocol.md): joined,
    /// steps, free and call back, a question answered, the reveal judged.
    #[test]
    fn a_students_session_message_by_message() {
        let mut s = ClassState::new("K7QX3M");
        assert!(!s.connected && s.role.is_none() && s.following);
        s.apply(read(
            r##"{"type":"joined","role":"student","seat":"3f9c","seat_number":3,"name":"Ana","rejoined":false,"view":{"scenario":"#tree=[[3,12,8],[2,4,6]]&algo=alphabeta","step":12,"following":true,"question":null,"revealed":null}}"##,
        ));
        assert_eq!(s.role, Some(Role::Student));
        assert!(s.connected);
        assert_eq!(
            (s.seat.as_deref(), s.seat_number, s.step),
            (Some("3f9c"), Some(3), 12)
        );
        assert_eq!(
            s.scenario.as_deref(),
            Some("#tree=[[3,12,8],[2,4,6]]&algo=alphabeta")
        );
        s.apply(read(r##"{"type":"step","step":13}"##));
        assert_eq!(s.step, 13);
        s.apply(read(r##"{"type":"free"}"##));
        assert!(!s.following);
        s.apply(read(r##"{"type":"step","step":14}"##));
        assert_eq!(
            (s.step, s.following),
            (14, false),
            "the step is kept while free"
        );
        s.apply(read(r##"{"type":"call_back","step":14}"##));
        assert!(s.following);
        assert_eq!(s.call_backs, 1);
        s.apply(read(
            r##"{"type":"ask","id":3,"question":{"kind":"window","step":14,"node":4,"form":{"type":"window","cut":true}}}"##,
        ));
        assert!(s.is_open(3));
        assert_eq!(s.had_it(), None, "not revealed yet");
        s.apply(read(
            r##"{"type":"answered","question":3,"answer":{"type":"window","value":"3","cut":true}}"##,
        ));
        s.apply(read(
            r##"{"type":"reveal","question":3,"step":14,"right":{"type":"window","value":"3","cut":true},"reason":{"text":"β = 3 ≤ α = 3"}}"##,
        ));
        assert!(!s.is_open(3) && s.open_question().is_none());
        assert_eq!(s.had_it(), Some(true));
        let status = s.status();
        assert_eq!(status["role"], "student");
        assert_eq!(status["question"]["had_it"], true);
        assert_eq!(
            status["students"],
            serde_json::Value::Null,
            "a teacher's fact"
        );
        // A new scenario closes the question.
        s.apply(read(
            r##"{"type":"scenario","link":"#game=connect4","step":0}"##,
        ));
        assert!(s.question.is_none() && s.answer.is_none());
        assert_eq!(s.step, 0);
    }

    /// A wrong answer is judged wrong; one judged right by `also_right` is right; no answer
    /// is not right.
    #[test]
    fn the_reveal_says_whether_the_student_had_it() {
        let ask = r##"{"type":"ask","id":4,"question":{"kind":"value","step":2,"form":{"type":"value"}}}"##;
        let reveal = r##"{"type":"reveal","question":4,"step":2,"right":{"type":"value","value":"3.333"},"also_right":[{"type":"value","value":"3.33"}]}"##;
        for (given, had) in [(Some("3.33"), true), (Some("3"), false), (None, false)] {
            let mut s = ClassState::new("K7QX3M");
            s.apply(read(ask));
            if let Some(v) = given {
                s.apply(ServerMessage::Answered {
                    question: 4,
                    answer: Answer::Value { value: v.into() },
                });
            }
            s.apply(read(reveal));
            assert_eq!(s.had_it(), Some(had), "{given:?}");
        }
    }

    /// The teacher's facts: the code, the students, the tally of the open question only.
    #[test]
    fn a_teachers_counts_and_tally() {
        let mut s = ClassState::new("");
        s.apply(read(
            r##"{"type":"joined","role":"teacher","rejoined":false,"view":{"scenario":null,"step":0,"following":true,"question":null,"revealed":null},"code":"K7QX3M","students":0}"##,
        ));
        assert_eq!((s.code.as_str(), s.students), ("K7QX3M", 0));
        s.apply(read(r##"{"type":"students","connected":28,"seats":30}"##));
        assert_eq!((s.students, s.seats), (28, 30));
        s.apply(read(
            r##"{"type":"tally","question":9,"answered":1,"students":28,"counts":[]}"##,
        ));
        assert!(s.tally.is_none(), "a tally of a question not asked here");
        s.apply(read(
            r##"{"type":"ask","id":3,"question":{"kind":"value","step":5,"form":{"type":"value"}}}"##,
        ));
        s.apply(read(
            r##"{"type":"tally","question":3,"answered":2,"students":30,"counts":[{"answer":{"type":"value","value":"3"},"count":2}]}"##,
        ));
        let status = s.status();
        assert_eq!(status["students"], 30);
        assert_eq!(status["question"]["answered"], 2);
        assert_eq!(status["question"]["counts"], serde_json::json!([2]));
        s.apply(read(
            r##"{"type":"summary","questions":[{"question":3,"kind":"value","step":5,"answered":2,"right":1,"wrong":1,"revealed":true}]}"##,
        ));
        assert_eq!(s.summary.len(), 1);
    }

    /// Which refusals end the page's attempts to join: a wrong code or key before joining, a
    /// seat taken over, the end; not a late answer.
    #[test]
    fn refusals_that_end_the_attempts() {
        let refused = |r: &str, joined: bool| {
            let mut s = ClassState::new("X");
            if joined {
                s.role = Some(Role::Student);
            }
            s.apply(read(&format!(
                r##"{{"type":"refused","refusal":{{"reason":"{r}"}},"closing":false}}"##
            )));
            s.gives_up()
        };
        assert!(refused("wrong_code", false));
        assert!(refused("not_teacher", false));
        assert!(refused("taken_over", true));
        assert!(!refused(r#"late","question":3,"x":"y"#, true));
        assert!(
            !refused("not_teacher", true),
            "a student's teacher message, not a join"
        );
        let mut s = ClassState::new("X");
        s.apply(read(r##"{"type":"ended","why":"teacher"}"##));
        assert!(s.gives_up() && !s.connected);
    }
}
