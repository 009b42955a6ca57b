//! A class session end to end through the app (issue 46): a real server
//! (`gametree_class::server::start` on 127.0.0.1:0), the teacher's app and a student's app,
//! each joined by its own `ClassClient` over a real WebSocket. The teacher's scenario and
//! steps reach the student; the student's own keys do not move them while locked; Predict's
//! question is asked with the A key, answered in the student's form, counted on the teacher's
//! screen and revealed with whether the student had it.

use crate::support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::settings::{Settings, SettingsStore};
use gametree_class::protocol::{Form, JoinLink, QuestionKind, Role};
use gametree_class::server::{Config, ResultsFile, start};
use gametree_engine::scenario::Scenario;
use std::time::{Duration, Instant};

/// How long a test waits for the network before failing (a guard, not a measure).
const PATIENCE: Duration = Duration::from_secs(30);

fn step(h: &Harness<'_, App>) -> Option<usize> {
    h.state().loaded.as_ref().map(|l| l.playback.step())
}

/// Runs frames of both apps until `done` holds.
fn until(
    teacher: &mut Harness<'_, App>,
    student: &mut Harness<'_, App>,
    what: &str,
    done: impl Fn(&App, &App) -> bool,
) {
    let start = Instant::now();
    while start.elapsed() < PATIENCE {
        teacher.step();
        student.step();
        if done(teacher.state(), student.state()) {
            teacher.run_steps(1);
            student.run_steps(1);
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("waited in vain for {what}");
}

/// Presses `key` `times` times.
fn press(h: &mut Harness<'_, App>, key: egui::Key, times: usize) {
    for _ in 0..times {
        h.key_press(key);
        h.run_steps(1);
    }
}

/// Answers in the student's form: the value, the cutoff choice, Send.
fn answer_in_form(h: &mut Harness<'_, App>, value: &str, cut: &str) {
    h.get_by_label("your answer").click();
    h.run_steps(1);
    h.get_by_label("your answer").type_text(value);
    h.run_steps(1);
    h.get_by_label(cut).click();
    h.run_steps(1);
    h.get_by_label("Send").click();
    h.run_steps(1);
}

/// A server on 127.0.0.1:0 and its WebSocket's address.
fn serve(results: ResultsFile) -> (gametree_class::server::Handle, String) {
    let server = start(Config {
        bind: "127.0.0.1:0".parse().unwrap(),
        web: None,
        results,
        limits: Default::default(),
    })
    .unwrap();
    let url = format!("ws://{}/class", server.session().addr());
    (server, url)
}

#[test]
fn a_teachers_steps_and_question_reach_a_student() {
    let dir = tempfile::tempdir().unwrap();
    let (server, url) = serve(ResultsFile::At(dir.path().join("results.csv")));
    let code = server.session().code().to_string();

    // The Code panel closed: Ask asks Predict's question (with it open, the code's line).
    let mut app = App::loaded_now(Scenario::default());
    app.panels.wide.code = false;
    app.panels.code_chosen = true;
    let mut teacher = harness(app);
    let ctx = teacher.ctx.clone();
    let key = Some(server.session().key().to_string());
    let link = JoinLink {
        code: code.clone(),
        teacher: key,
    };
    teacher
        .state_mut()
        .join_class(&url, &link, None, None, &ctx);

    // The student's app starts on a scenario of its own (tic-tac-toe), as a page would on
    // the one it remembers.
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: true,
        ..Settings::default()
    });
    let own = crate::support::tic_tac_toe_minimax("XO.......");
    let mut student = harness(App::with_settings(Some(own), settings));
    let ctx = student.ctx.clone();
    let link = JoinLink {
        code: code.clone(),
        teacher: None,
    };
    student
        .state_mut()
        .join_class(&url, &link, Some("Ana".into()), None, &ctx);

    until(&mut teacher, &mut student, "both to join", |t, s| {
        let (t, s) = (
            &t.class.as_ref().unwrap().state,
            &s.class.as_ref().unwrap().state,
        );
        t.role == Some(Role::Teacher) && s.role == Some(Role::Student) && t.students == 1
    });
    assert_eq!(server.session().students(), 1);
    // The teacher's scenario reaches the student, who opens it (AIMA 5.2 under alpha-beta).
    until(
        &mut teacher,
        &mut student,
        "the teacher's scenario",
        |t, s| {
            s.worker.is_none()
                && s.loaded.as_ref().map(|l| l.trace().tree.node_count())
                    == t.loaded.as_ref().map(|l| l.trace().tree.node_count())
                && s.class.as_ref().unwrap().state.scenario.is_some()
        },
    );
    let events = |h: &Harness<'_, App>| h.state().loaded.as_ref().unwrap().playback.len();
    assert_eq!(events(&student), events(&teacher), "the same search");
    teacher.get_by_label_contains("1 student connected");
    student.get_by_label("Following the teacher");

    // Three steps by the teacher: the student is at step 3.
    press(&mut teacher, egui::Key::ArrowRight, 3);
    assert_eq!(step(&teacher), Some(3));
    until(&mut teacher, &mut student, "step 3", |_, s| {
        s.loaded.as_ref().is_some_and(|l| l.playback.step() == 3)
    });
    // The student's own keys do not move them while locked.
    for k in [egui::Key::ArrowRight, egui::Key::End, egui::Key::ArrowLeft] {
        student.key_press(k);
        student.run_steps(2);
        assert_eq!(step(&student), Some(3), "{k:?} moved a locked student");
    }

    free_and_back(&mut teacher, &mut student);

    ask_answer_reveal(&mut teacher, &mut student);
    // The step then goes on, for the class too.
    until(&mut teacher, &mut student, "step 6", |_, s| {
        s.loaded.as_ref().is_some_and(|l| l.playback.step() == 6)
    });
    assert_eq!(step(&teacher), Some(6));
    // The teacher's results: the server's CSV fetched with the key.
    let class = teacher.state().class.as_ref().unwrap();
    let address = gametree_app::class::results::address(class).unwrap();
    let csv = gametree_app::class::results::fetch(&address).unwrap();
    assert!(
        csv.starts_with("student,seat,question,step,answer,result,seconds\n"),
        "{csv}"
    );
    assert!(csv.contains("Ana,1,1,5,\"3, no cut\",right,"), "{csv}");
    a_wrong_code_takes_no_seat(&url, &mut student, &server);
    let summary = server.summary();
    assert_eq!((summary[0].answered, summary[0].right), (1, 1));
    // The server stopping tells every page so in a line; the pages stop joining again.
    server.stop();
    until(&mut teacher, &mut student, "the end", |t, s| {
        t.class.as_ref().unwrap().state.ended.is_some()
            && s.class.as_ref().unwrap().state.ended.is_some()
    });
    student.get_by_label("The class session has stopped.");
    teacher.get_by_label("The class session has stopped.");
    assert!(
        student
            .state()
            .class
            .as_ref()
            .unwrap()
            .retry_after()
            .is_none()
    );
}

/// At step 5 the teacher asks Predict's question (the A key); the student answers in the
/// form, the teacher's count and bars show it, and the reveal tells the student they had it,
/// with Predict's reason.
fn ask_answer_reveal(teacher: &mut Harness<'_, App>, student: &mut Harness<'_, App>) {
    // At step 5 Predict asks B's new β (3, no cutoff): the teacher asks with the A key.
    press(teacher, egui::Key::ArrowRight, 2);
    teacher.get_by_label("Ask the class");
    teacher.key_press(egui::Key::A);
    teacher.run_steps(1);
    until(teacher, student, "the question", |_, s| {
        s.class.as_ref().unwrap().state.open_question().is_some()
    });
    assert_eq!(step(student), Some(5));
    student.get_by_label_contains("MIN node B gets 3");
    // The right answer is not on the student's page before the reveal.
    assert!(student.query_by_label_contains("The answer:").is_none());
    answer_in_form(student, "3", "no cutoff");
    until(teacher, student, "the tally", |t, s| {
        s.class.as_ref().unwrap().state.answer.is_some()
            && t.class
                .as_ref()
                .unwrap()
                .state
                .tally
                .as_ref()
                .is_some_and(|t| t.answered == 1)
    });
    teacher.get_by_label("1 of 1 answered");
    teacher.get_by_label("3, no cutoff");
    student.get_by_label("Your answer: 3, no cutoff");

    teacher.get_by_label("Reveal").click();
    teacher.run_steps(1);
    until(teacher, student, "the reveal", |_, s| {
        s.class.as_ref().unwrap().state.had_it().is_some()
    });
    assert_eq!(
        student.state().class.as_ref().unwrap().state.had_it(),
        Some(true)
    );
    student.get_by_label("You had it (3, no cutoff).");
    // Predict's reason, the narration of the backup and "no cutoff" with the numbers.
    let asked = student
        .state()
        .class
        .as_ref()
        .unwrap()
        .state
        .question
        .clone()
        .unwrap();
    let pb = &student.state().loaded.as_ref().unwrap().playback;
    let reason = gametree_app::class::questions::reason(pb, &asked.question).unwrap();
    assert!(reason.contains("No cutoff"), "{reason}");
    student.get_by_label(&reason);
}

/// Freed, the student steps on their own, and "Back to the teacher" returns them to the
/// teacher's step; "Call them back" locks them again.
fn free_and_back(teacher: &mut Harness<'_, App>, student: &mut Harness<'_, App>) {
    let at = step(teacher);
    teacher.get_by_label("Let them explore").click();
    teacher.run_steps(1);
    until(teacher, student, "free", |_, s| {
        !s.class.as_ref().unwrap().state.following
    });
    student.get_by_label("Exploring on your own");
    press(student, egui::Key::ArrowRight, 2);
    assert_eq!(step(student), at.map(|s| s + 2), "a freed student steps");
    assert_eq!(step(teacher), at, "and moves nobody else");
    student.get_by_label("Back to the teacher").click();
    student.run_steps(2);
    assert_eq!(step(student), at);
    press(student, egui::Key::ArrowRight, 1);
    teacher.get_by_label("Call them back").click();
    teacher.run_steps(1);
    until(teacher, student, "called back", |t, s| {
        s.class.as_ref().unwrap().state.following
            && s.loaded.as_ref().map(|l| l.playback.step())
                == t.loaded.as_ref().map(|l| l.playback.step())
    });
    student.get_by_label("Following the teacher");
}

/// A wrong code: refused with a line, no seat taken, the attempts end.
fn a_wrong_code_takes_no_seat(
    url: &str,
    student: &mut Harness<'_, App>,
    server: &gametree_class::server::Handle,
) {
    // A wrong code: refused with a line, no seat taken, the attempts end.
    let mut wrong = harness(App::new(Scenario::default()));
    let ctx = wrong.ctx.clone();
    let link = JoinLink {
        code: "ZZZZZZ".into(),
        teacher: None,
    };
    wrong.state_mut().join_class(url, &link, None, None, &ctx);
    until(&mut wrong, student, "the refusal", |w, _| {
        w.class.as_ref().unwrap().state.error.is_some()
    });
    wrong.get_by_label("That join code is not this class's. Check it and type it again.");
    assert!(wrong.state().class.as_ref().unwrap().state.gives_up());
    assert_eq!(server.session().seats(), 1, "a wrong code takes no seat");
}

/// The teacher's panel in Chinese: its heading, the students' count, and the Ask button at a
/// step where Predict asks (AIMA 5.2, step 5).
#[test]
fn the_teachers_panel_speaks_chinese() {
    let (server, url) = serve(ResultsFile::None);
    let settings = SettingsStore::in_memory(Settings {
        hint_dismissed: true,
        lang: Some(gametree_engine::lang::Lang::Zh),
        ..Settings::default()
    });
    let mut app = App::with_settings(Some(Scenario::default()), settings);
    app.panels.wide.code = false;
    app.panels.code_chosen = true;
    let mut h = {
        app.loaded = None;
        harness(app)
    };
    crate::support::settle(&mut h);
    let ctx = h.ctx.clone();
    let link = JoinLink {
        code: server.session().code().to_string(),
        teacher: Some(server.session().key().to_string()),
    };
    h.state_mut().join_class(&url, &link, None, None, &ctx);
    let start = Instant::now();
    while !h.state().class.as_ref().unwrap().state.connected {
        assert!(start.elapsed() < PATIENCE, "the teacher did not join");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.run_steps(2);
    h.get_by_label("课堂会话");
    h.get_by_label("已连接 0 名学生");
    h.get_by_label_contains("这一步没有问题");
    h.state_mut().loaded.as_mut().unwrap().playback.seek(5);
    h.run_steps(2);
    h.get_by_label("向全班提问");
    server.stop();
}

/// With the Code panel open, Ask asks "which line runs next?": the student picks the line the
/// Code panel's own `next_line` gives among the listing's lines, the teacher's bars count it,
/// and the reveal tells the student they had it, with the line as the reason.
#[test]
fn the_code_panels_line_question_reaches_a_student() {
    let (server, url) = serve(ResultsFile::None);
    let code = server.session().code().to_string();
    let mut app = App::loaded_now(Scenario::default());
    app.panels.wide.code = true;
    app.panels.code_chosen = true;
    let mut teacher = harness(app);
    let ctx = teacher.ctx.clone();
    let link = JoinLink {
        code: code.clone(),
        teacher: Some(server.session().key().to_string()),
    };
    teacher
        .state_mut()
        .join_class(&url, &link, None, None, &ctx);
    let mut student = harness(App::new(Scenario::default()));
    let ctx = student.ctx.clone();
    let link = JoinLink {
        code,
        teacher: None,
    };
    student
        .state_mut()
        .join_class(&url, &link, None, None, &ctx);
    until(&mut teacher, &mut student, "the scenario", |t, s| {
        t.class.as_ref().unwrap().state.students == 1
            && s.worker.is_none()
            && s.loaded.as_ref().map(|l| l.trace().tree.node_count())
                == t.loaded.as_ref().map(|l| l.trace().tree.node_count())
    });
    press(&mut teacher, egui::Key::ArrowRight, 3);
    assert!(
        teacher.state().drawn.code.is_some(),
        "the Code panel is open"
    );
    teacher.get_by_label("Ask the class");
    teacher.key_press(egui::Key::A);
    teacher.run_steps(1);
    until(&mut teacher, &mut student, "the question", |_, s| {
        s.class.as_ref().unwrap().state.open_question().is_some()
    });
    let asked = student
        .state()
        .class
        .as_ref()
        .unwrap()
        .state
        .question
        .clone();
    let asked = asked.unwrap().question;
    assert_eq!(asked.kind, QuestionKind::CodeLine);
    assert_eq!(asked.step, 3);
    let Form::Choice { choices } = &asked.form else {
        panic!("{:?}", asked.form)
    };
    // The truth: the Code panel's own next line at step 3, in its listing as shown.
    let trace = teacher.state().loaded.as_ref().unwrap().trace().clone();
    let lang = teacher.state().code().lang;
    let src = gametree_teach::listings::listing(&trace.config, lang).unwrap();
    let lines = gametree_teach::listings::shown(&src, lang, gametree_teach::i18n::lang());
    let (_, line) = teacher
        .state_mut()
        .code_mut()
        .next_line(&trace, &lines, 3)
        .unwrap();
    let right = format!("{}  {}", line + 1, lines[line].text.trim());
    assert!(choices.contains(&right), "{right} in {choices:?}");
    student.get_by_label("Which line of the code runs next?");
    student.get_by_label(&right).click();
    student.run_steps(1);
    student.get_by_label("Send").click();
    student.run_steps(1);
    until(&mut teacher, &mut student, "the tally", |t, _| {
        t.class
            .as_ref()
            .unwrap()
            .state
            .tally
            .as_ref()
            .is_some_and(|t| t.answered == 1)
    });
    teacher.get_by_label("1 of 1 answered");
    // The teacher's bar is labelled with the chosen line.
    assert!(teacher.query_all_by_label(&right).count() >= 1);
    teacher.get_by_label("Reveal").click();
    teacher.run_steps(1);
    until(&mut teacher, &mut student, "the reveal", |_, s| {
        s.class.as_ref().unwrap().state.had_it().is_some()
    });
    assert_eq!(
        student.state().class.as_ref().unwrap().state.had_it(),
        Some(true)
    );
    student.get_by_label(&format!("You had it ({right})."));
    student.get_by_label(&format!(
        "Line {} runs next: {}",
        line + 1,
        lines[line].text.trim()
    ));
    assert_eq!(server.summary()[0].right, 1);
    server.stop();
}
