//! What the server refuses: a student's teacher messages, a page without the key, a wrong
//! code (no seat taken), an oversized message, a flood (that page closed, the others still
//! following), a full room.

use crate::support::Server;
use gametree_class::protocol::{ClientMessage, Join, Refusal, Role, ServerMessage};
use gametree_class::server::{Limits, Rate};

#[tokio::test]
async fn a_students_teacher_messages_are_refused_and_move_nobody() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let (mut ana, _) = server.student(None, None).await;
    let (mut bo, _) = server.student(None, None).await;
    for message in [
        ClientMessage::Step { step: 7 },
        ClientMessage::Scenario {
            link: "#tree=[1,2]".into(),
            step: 0,
        },
        ClientMessage::Free,
        ClientMessage::End,
    ] {
        ana.send(&message).await;
        assert_eq!(ana.refusal().await, (Refusal::NotTeacher, false));
    }
    // Nothing moved: the next message Bo sees is the teacher's own step.
    teacher.send(&ClientMessage::Step { step: 2 }).await;
    let next = bo
        .until(|m| (!matches!(m, ServerMessage::Students { .. })).then(|| m.clone()))
        .await;
    assert_eq!(next, ServerMessage::Step { step: 2 });
    assert_eq!(server.session.ended(), None);
}

#[tokio::test]
async fn without_the_key_a_page_is_a_student_and_a_wrong_key_is_refused() {
    let server = Server::default().await;
    let (_, joined) = server.student(None, None).await;
    assert_eq!(joined.role, Role::Student);
    let mut page = server.connect().await;
    page.send(&ClientMessage::Join(Join {
        code: server.session.code().into(),
        teacher: Some("0".repeat(64)),
        ..Join::default()
    }))
    .await;
    assert_eq!(page.refusal().await, (Refusal::NotTeacher, false));
    page.send(&ClientMessage::Step { step: 3 }).await;
    assert_eq!(page.refusal().await, (Refusal::NotJoined, false));
    assert_eq!(server.session.seats(), 1);
}

#[tokio::test]
async fn a_wrong_code_is_refused_and_takes_no_seat() {
    let server = Server::default().await;
    let (mut teacher, _) = server.teacher().await;
    let mut page = server.connect().await;
    let wrong = if server.session.code() == "AAAAAA" {
        "BBBBBB"
    } else {
        "AAAAAA"
    };
    page.send(&ClientMessage::Join(Join {
        code: wrong.into(),
        ..Join::default()
    }))
    .await;
    assert_eq!(page.refusal().await, (Refusal::WrongCode, false));
    assert_eq!(server.session.seats(), 0);
    assert_eq!(server.session.students(), 0);
    // The page may try again with the right code.
    let joined = page
        .join(Join {
            code: server.session.code().into(),
            ..Join::default()
        })
        .await;
    assert_eq!(joined.seat_number, Some(1));
    let counted = teacher
        .until(|m| match m {
            ServerMessage::Students { connected, seats } => Some((*connected, *seats)),
            _ => None,
        })
        .await;
    assert_eq!(counted, (1, 1), "the wrong code was never counted");
}

#[tokio::test]
async fn an_oversized_message_is_refused() {
    let server = Server::default().await;
    let limit = Limits::default().student_message_bytes;
    let mut page = server.connect().await;
    let big = ClientMessage::Join(Join {
        code: server.session.code().into(),
        name: Some("x".repeat(limit)),
        ..Join::default()
    });
    page.send(&big).await;
    assert_eq!(
        page.refusal().await,
        (
            Refusal::TooBig {
                limit: limit as u32
            },
            false
        )
    );
    assert_eq!(server.session.seats(), 0);
    let (mut ana, _) = server.student(None, None).await;
    ana.send_text(&format!(
        "{{\"type\":\"present\",\"pad\":\"{}\"}}",
        "y".repeat(limit)
    ))
    .await;
    assert_eq!(
        ana.refusal().await.0,
        Refusal::TooBig {
            limit: limit as u32
        }
    );
    ana.send_text("not json").await;
    assert_eq!(ana.refusal().await.0, Refusal::Unreadable);
}

#[tokio::test]
async fn a_flooding_student_is_closed_and_the_others_still_follow() {
    let limits = Limits {
        student_rate: Rate {
            per_second: 5.0,
            burst: 20,
        },
        ..Limits::default()
    };
    let server = Server::start(limits).await;
    let (mut teacher, _) = server.teacher().await;
    let (mut flood, _) = server.student(None, None).await;
    let (mut calm, _) = server.student(None, None).await;
    for _ in 0..60 {
        if !flood.try_send(&ClientMessage::Present).await {
            break;
        }
    }
    let seen = flood.until_closed().await;
    assert!(
        seen.contains(&ServerMessage::Refused {
            refusal: Refusal::TooFast,
            closing: true
        }),
        "{seen:?}"
    );
    for step in 1..=3 {
        teacher.send(&ClientMessage::Step { step }).await;
        assert_eq!(calm.step().await, step);
    }
    teacher
        .until(|m| matches!(m, ServerMessage::Students { connected: 1, .. }).then_some(()))
        .await;
}

#[tokio::test]
async fn a_full_room_refuses_the_next_student_but_not_a_returning_one() {
    let limits = Limits {
        max_students: 2,
        ..Limits::default()
    };
    let server = Server::start(limits).await;
    let (ana, joined) = server.student(None, None).await;
    let (_bo, _) = server.student(None, None).await;
    let mut third = server.connect().await;
    third
        .send(&ClientMessage::Join(Join {
            code: server.session.code().into(),
            ..Join::default()
        }))
        .await;
    assert_eq!(
        third.refusal().await,
        (Refusal::RoomFull { max_students: 2 }, false)
    );
    drop(ana);
    let (_back, back) = server.student(None, joined.seat.as_deref()).await;
    assert_eq!(back.seat_number, Some(1));
    // The teacher is never counted against the cap.
    server.teacher().await;
}
