//! Joining, following the teacher's steps and scenario, free and call back, rejoining in the
//! same seat, and the end told to every page.

use crate::support::Server;
use gametree_class::protocol::{
    Answer, ClientMessage, EndReason, Form, Question, QuestionKind, Refusal, ServerMessage,
};

#[tokio::test]
async fn students_join_and_follow_the_teachers_steps() {
    let server = Server::default().await;
    let (mut teacher, joined) = server.teacher().await;
    assert_eq!(joined.code.as_deref(), Some(server.session.code()));
    assert_eq!(joined.students, Some(0));
    assert!(joined.view.following, "students follow by default");
    teacher
        .send(&ClientMessage::Scenario {
            link: "#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta".into(),
            step: 0,
        })
        .await;
    teacher
        .until(|m| matches!(m, ServerMessage::Scenario { .. }).then_some(()))
        .await;
    let (mut ana, ana_joined) = server.student(Some("  Ana \u{202E}"), None).await;
    let (mut bo, bo_joined) = server.student(None, None).await;
    assert_eq!(ana_joined.name.as_deref(), Some("Ana"));
    assert_eq!(ana_joined.seat_number, Some(1));
    assert_eq!(bo_joined.seat_number, Some(2));
    assert_eq!(bo_joined.name, None);
    assert!(!ana_joined.rejoined);
    assert_eq!(
        ana_joined.view.scenario.as_deref(),
        Some("#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=alphabeta"),
        "the scenario is sent once, as the link's keys"
    );
    let students = teacher
        .until(|m| match m {
            ServerMessage::Students {
                connected: 2,
                seats,
            } => Some(*seats),
            _ => None,
        })
        .await;
    assert_eq!(students, 2);
    assert_eq!(server.session.students(), 2);
    for step in 1..=5 {
        teacher.send(&ClientMessage::Step { step }).await;
        assert_eq!(ana.step().await, step);
        assert_eq!(bo.step().await, step);
    }
    teacher.send(&ClientMessage::Free).await;
    assert_eq!(ana.recv().await, ServerMessage::Free);
    teacher.send(&ClientMessage::Step { step: 9 }).await;
    assert_eq!(ana.step().await, 9, "the teacher's step still travels");
    teacher.send(&ClientMessage::CallBack).await;
    assert_eq!(ana.recv().await, ServerMessage::CallBack { step: 9 });
    teacher.send(&ClientMessage::Follow).await;
    assert_eq!(ana.recv().await, ServerMessage::Follow { step: 9 });
    // A later student joins at the teacher's step, following.
    let (_cy, cy_joined) = server.student(Some("Cy"), None).await;
    assert_eq!(cy_joined.view.step, 9);
    assert!(cy_joined.view.following);
    // Another scenario moves the class to it.
    teacher
        .send(&ClientMessage::Scenario {
            link: "#game=connect4&moves=4453&depth=6&algo=alphabeta".into(),
            step: 3,
        })
        .await;
    let moved = bo
        .until(|m| match m {
            ServerMessage::Scenario { link, step } => Some((link.clone(), *step)),
            _ => None,
        })
        .await;
    assert_eq!(
        moved,
        ("#game=connect4&moves=4453&depth=6&algo=alphabeta".into(), 3)
    );
}

#[tokio::test]
async fn a_dropped_student_rejoins_in_the_same_seat_with_their_answer() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, joined) = server.student(Some("Ana"), None).await;
    let token = joined.seat.clone().expect("a seat token");
    let (_bo, _) = server.student(Some("Bo"), None).await;
    teacher.send(&ClientMessage::Step { step: 4 }).await;
    assert_eq!(ana.step().await, 4);
    teacher
        .send(&ClientMessage::Ask {
            question: Question {
                kind: QuestionKind::Value,
                step: 4,
                node: Some(2),
                form: Form::Value,
                prompt: None,
            },
            right: Some(Answer::Value { value: "3".into() }),
        })
        .await;
    let id = ana
        .until(|m| match m {
            ServerMessage::Ask(asked) => Some(asked.id),
            _ => None,
        })
        .await;
    let answer = Answer::Value { value: "3".into() };
    ana.send(&ClientMessage::Answer {
        question: id,
        answer: answer.clone(),
    })
    .await;
    ana.until(|m| matches!(m, ServerMessage::Answered { .. }).then_some(()))
        .await;
    // The connection drops (no close frame); the teacher steps on meanwhile.
    drop(ana);
    teacher
        .until(|m| {
            matches!(
                m,
                ServerMessage::Students {
                    connected: 1,
                    seats: 2
                }
            )
            .then_some(())
        })
        .await;
    teacher.send(&ClientMessage::Step { step: 6 }).await;
    let (mut back, rejoined) = server.student(None, Some(&token)).await;
    assert!(rejoined.rejoined);
    assert_eq!(rejoined.seat_number, Some(1), "the same seat");
    assert_eq!(rejoined.name.as_deref(), Some("Ana"), "the name kept");
    assert_eq!(rejoined.view.step, 6, "at the teacher's current step");
    assert_eq!(
        rejoined.answer,
        Some(answer.clone()),
        "with the answer given"
    );
    back.send(&ClientMessage::Answer {
        question: id,
        answer,
    })
    .await;
    assert_eq!(
        back.refusal().await,
        (Refusal::AnsweredAlready { question: id }, false)
    );
    assert_eq!(server.session.seats(), 2, "no new seat");
    // A reload while the old page is still connected takes the seat over.
    let (_again, again) = server.student(None, Some(&token)).await;
    assert_eq!(again.seat_number, Some(1));
    let seen = back.until_closed().await;
    assert!(
        seen.iter().any(|m| matches!(
            m,
            ServerMessage::Refused {
                refusal: Refusal::TakenOver,
                closing: true
            }
        )),
        "{seen:?}"
    );
}

#[tokio::test]
async fn the_end_is_told_to_every_page() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, _) = server.student(None, None).await;
    let mut waiting = server.connect().await;
    let (_, seen_by_teacher, seen_by_ana, seen_waiting) = tokio::join!(
        server.session.stop(),
        teacher.until_closed(),
        ana.until_closed(),
        waiting.until_closed()
    );
    for seen in [seen_by_teacher, seen_by_ana, seen_waiting] {
        assert!(
            seen.contains(&ServerMessage::Ended {
                why: EndReason::Stopped
            }),
            "{seen:?}"
        );
    }
}

#[tokio::test]
async fn the_teachers_end_ends_the_session() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, _) = server.student(None, None).await;
    teacher.send(&ClientMessage::End).await;
    let seen = ana.until_closed().await;
    assert!(seen.contains(&ServerMessage::Ended {
        why: EndReason::Teacher
    }));
    assert!(
        teacher
            .until_closed()
            .await
            .contains(&ServerMessage::Ended {
                why: EndReason::Teacher
            })
    );
    assert_eq!(server.session.ended(), Some(EndReason::Teacher));
    let csv = server.session.results_csv().await;
    assert!(csv.starts_with("student,seat,question,step,answer,result,seconds"));
    server.session.finished().await;
}
