//! Questions and answers: one answer per student, late answers refused, the tally counted live
//! for the teacher, the reveal to every page, the results written as answers arrive and
//! downloadable by the teacher alone, the per-question summary.

use crate::support::{Client, Server, get, header};
use gametree_class::protocol::{
    Answer, Asked, ClientMessage, Count, Form, Question, QuestionKind, Reason, Refusal, Reveal,
    ServerMessage, Tally,
};

fn window_question(step: u32) -> Question {
    Question {
        kind: QuestionKind::Window,
        step,
        node: Some(1),
        form: Form::Window { cut: true },
        prompt: Some("B gets 3 from its child: the new β, and does B cut off?".into()),
    }
}

fn window(value: &str, cut: bool) -> Answer {
    Answer::Window {
        value: value.into(),
        cut: Some(cut),
    }
}

async fn asked(page: &mut Client) -> Asked {
    page.until(|m| match m {
        ServerMessage::Ask(asked) => Some(asked.clone()),
        _ => None,
    })
    .await
}

async fn answer(page: &mut Client, question: u32, answer: Answer) -> ServerMessage {
    page.send(&ClientMessage::Answer { question, answer }).await;
    page.until(|m| {
        matches!(
            m,
            ServerMessage::Answered { .. } | ServerMessage::Refused { .. }
        )
        .then(|| m.clone())
    })
    .await
}

async fn tally(teacher: &mut Client, answered: u32) -> Tally {
    teacher
        .until(|m| match m {
            ServerMessage::Tally(t) if t.answered == answered => Some(t.clone()),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn the_class_answers_once_sees_the_tally_and_the_reveal() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let mut students = Vec::new();
    for name in ["Ana", "Bo", "Cy"] {
        students.push(server.student(Some(name), None).await.0);
    }
    teacher
        .send(&ClientMessage::Ask {
            question: window_question(7),
            right: Some(window("3", true)),
        })
        .await;
    let mut ids = Vec::new();
    for page in &mut students {
        let got = asked(page).await;
        assert_eq!(
            got.question,
            window_question(7),
            "the right answer is not in it"
        );
        ids.push(got.id);
    }
    let id = ids[0];
    assert_eq!(
        answer(&mut students[0], id, window(" 3 ", true)).await,
        ServerMessage::Answered {
            question: id,
            answer: window("3", true)
        }
    );
    let after_one = tally(&mut teacher, 1).await;
    assert_eq!(after_one.students, 3);
    assert_eq!(
        answer(&mut students[1], id, window("3", true)).await,
        ServerMessage::Answered {
            question: id,
            answer: window("3", true)
        }
    );
    // One answer per student per question.
    assert_eq!(
        answer(&mut students[1], id, window("5", false)).await,
        ServerMessage::Refused {
            refusal: Refusal::AnsweredAlready { question: id },
            closing: false
        }
    );
    // An answer not in the question's form.
    assert_eq!(
        answer(&mut students[2], id, Answer::Choice { choice: 0 }).await,
        ServerMessage::Refused {
            refusal: Refusal::BadAnswer { question: id },
            closing: false
        }
    );
    let two = tally(&mut teacher, 2).await;
    assert_eq!(
        two.counts,
        vec![Count {
            answer: window("3", true),
            count: 2
        }],
        "counts per answer, no names"
    );
    teacher
        .send(&ClientMessage::Reveal(Reveal {
            question: id,
            right: None,
            also_right: vec![],
            reason: Reason {
                key: Some("narration-cutoff".into()),
                text: "β = 3 ≤ α = 3: B cuts off".into(),
            },
        }))
        .await;
    for page in students.iter_mut().chain([&mut teacher]) {
        let revealed = page
            .until(|m| match m {
                ServerMessage::Reveal(r) => Some(r.clone()),
                _ => None,
            })
            .await;
        assert_eq!(revealed.right, window("3", true));
        assert_eq!(revealed.step, 7);
        assert!(revealed.judges(&window("3", true)));
        assert_eq!(revealed.reason.text, "β = 3 ≤ α = 3: B cuts off");
    }
    // Late: the question is closed.
    assert_eq!(
        answer(&mut students[2], id, window("3", true)).await,
        ServerMessage::Refused {
            refusal: Refusal::Late { question: id },
            closing: false
        }
    );
    teacher.send(&ClientMessage::Summary).await;
    let summary = teacher
        .until(|m| match m {
            ServerMessage::Summary { questions } => Some(questions.clone()),
            _ => None,
        })
        .await;
    assert_eq!(summary.len(), 1);
    assert_eq!(
        (summary[0].answered, summary[0].right, summary[0].wrong),
        (2, 2, 0)
    );
    assert!(summary[0].revealed);
}

#[tokio::test]
async fn a_new_question_closes_the_last_and_a_reveal_can_accept_more_answers() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, _) = server.student(None, None).await;
    let (mut bo, _) = server.student(None, None).await;
    let value = |step| Question {
        kind: QuestionKind::Value,
        step,
        node: None,
        form: Form::Value,
        prompt: None,
    };
    teacher
        .send(&ClientMessage::Ask {
            question: value(3),
            right: None,
        })
        .await;
    let first = asked(&mut ana).await.id;
    teacher
        .send(&ClientMessage::Ask {
            question: value(5),
            right: None,
        })
        .await;
    let second = asked(&mut ana).await.id;
    assert_ne!(first, second);
    assert_eq!(
        answer(&mut ana, first, Answer::Value { value: "1".into() }).await,
        ServerMessage::Refused {
            refusal: Refusal::Late { question: first },
            closing: false
        }
    );
    let v = |t: &str| Answer::Value { value: t.into() };
    answer(&mut ana, second, v("3.33")).await;
    answer(&mut bo, second, v("3")).await;
    // A reveal without a right answer, when the ask had none, is refused.
    let reveal = |right| {
        ClientMessage::Reveal(Reveal {
            question: second,
            right,
            also_right: vec![v("3.33")],
            reason: Reason::default(),
        })
    };
    teacher.send(&reveal(None)).await;
    assert_eq!(
        teacher.refusal().await.0,
        Refusal::NoRightAnswer { question: second }
    );
    teacher.send(&reveal(Some(v("3.333")))).await;
    let revealed = bo
        .until(|m| match m {
            ServerMessage::Reveal(r) => Some(r.clone()),
            _ => None,
        })
        .await;
    assert!(revealed.judges(&v("3.33")) && !revealed.judges(&v("3")));
    let summary = server.session.summary().await;
    assert_eq!((summary[1].right, summary[1].wrong), (1, 1));
    assert_eq!(summary[0].answered, 0);
}

#[tokio::test]
async fn the_results_are_written_as_answers_arrive_and_downloaded_by_the_teacher() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, _) = server.student(Some("Ana, Li"), None).await;
    let (mut bo, _) = server.student(None, None).await;
    let choices = vec!["X a1".to_string(), "X b2".to_string()];
    teacher
        .send(&ClientMessage::Ask {
            question: Question {
                kind: QuestionKind::MctsChoice,
                step: 12,
                node: Some(0),
                form: Form::Choice {
                    choices: choices.clone(),
                },
                prompt: None,
            },
            right: Some(Answer::Choice { choice: 1 }),
        })
        .await;
    let id = asked(&mut ana).await.id;
    answer(&mut ana, id, Answer::Choice { choice: 1 }).await;
    // Written once the answer is taken, before any reveal.
    let text = std::fs::read_to_string(&server.results).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "student,seat,question,step,answer,result,seconds");
    assert!(
        lines[1].starts_with("\"Ana, Li\",1,1,12,X b2,right,"),
        "{text}"
    );
    answer(&mut bo, id, Answer::Choice { choice: 0 }).await;
    let text = std::fs::read_to_string(&server.results).unwrap();
    assert!(
        text.lines()
            .nth(2)
            .unwrap()
            .starts_with(",2,1,12,X a1,wrong,"),
        "{text}"
    );
    tally(&mut teacher, 2).await;
    // The teacher downloads them; nobody else can.
    let key = server.session.key().to_string();
    let (status, headers, body) =
        get(server.addr(), &format!("/class/results.csv?key={key}"), &[]).await;
    assert_eq!(status, 200);
    assert_eq!(
        header(&headers, "content-type"),
        Some("text/csv; charset=utf-8")
    );
    assert_eq!(String::from_utf8(body).unwrap(), text);
    let bearer = format!("Bearer {key}");
    let (status, _, _) = get(
        server.addr(),
        "/class/results.csv",
        &[("Authorization", &bearer)],
    )
    .await;
    assert_eq!(status, 200);
    let (status, _, body) = get(server.addr(), "/class/results.csv?key=nope", &[]).await;
    assert_eq!(status, 403);
    assert!(!String::from_utf8_lossy(&body).contains("Ana"));
}
