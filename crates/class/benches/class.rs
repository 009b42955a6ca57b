//! `cargo bench --bench class [-- N …]`: N simulated students (real WebSocket clients) join a
//! class server, follow 100 of the teacher's steps and answer 10 questions; it prints
//!
//! `class: N students, step reaches all: p50 X ms, p99 Y ms; server peak Z MB`
//!
//! A step's time is from the teacher's send to a student's receipt, over every student and
//! step (the teacher waits until every student has a step before the next). The server runs
//! in a child process (this program again, with `GAMETREE_CLASS_BENCH_SERVE` set), so its
//! peak is its own: the child's resident-set high-water mark (`VmHWM`, Linux). N is 300 and
//! 1,000 unless given. Every student is two sockets on this machine: with N = 1,000 the
//! open-file limit must be above about 1,100 for each process (`ulimit -n 4096`).

#![forbid(unsafe_code)]

use futures_util::{SinkExt, StreamExt};
use gametree_class::protocol::{
    Answer, ClientMessage, Form, Join, Question, QuestionKind, Reason, Reveal, ServerMessage,
};
use gametree_class::server::{Config, Limits, ResultsFile, start};
use std::io::{BufRead, Read, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const STEPS: u32 = 100;
const QUESTIONS: u32 = 10;
const SERVE: &str = "GAMETREE_CLASS_BENCH_SERVE";

fn main() {
    if let Ok(max) = std::env::var(SERVE) {
        return serve(max.parse().unwrap_or(1000));
    }
    let mut counts: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    if counts.is_empty() {
        counts = vec![300, 1000];
    }
    for n in counts {
        if let Some(limit) = open_files_limit()
            && limit < u64::from(n) + 100
        {
            println!(
                "class: {n} students need more open files than {limit}: run `ulimit -n 4096` first"
            );
            continue;
        }
        bench(n);
    }
}

/// The child: a server for `max` students on 127.0.0.1, its address, code and key on one
/// line, until its standard input closes.
fn serve(max: u32) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let handle = start(Config {
        bind: "127.0.0.1:0".parse().expect("an address"),
        web: None,
        results: ResultsFile::InFolder(dir.path().to_path_buf()),
        limits: Limits {
            max_students: max,
            ..Limits::default()
        },
    })
    .expect("the server starts");
    println!("{} {} {}", handle.addr(), handle.code(), handle.key());
    let _ = std::io::stdout().flush();
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
    handle.stop();
}

/// The soft limit on open files, from /proc (Linux).
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// What the students and the teacher share: when each step was sent, who has it.
struct Shared {
    base: Instant,
    sent: Vec<AtomicU64>,
    got: Vec<AtomicU32>,
    joined: AtomicU32,
    revealed: AtomicU32,
}

impl Shared {
    fn nanos(&self) -> u64 {
        self.base.elapsed().as_nanos() as u64
    }
}

fn bench(n: u32) {
    let mut child = Command::new(std::env::current_exe().expect("this program"))
        .env(SERVE, n.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server's process starts");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut line)
        .expect("the server's address");
    let mut words = line.split_whitespace().map(str::to_string);
    let (addr, code, key) = (
        words.next().expect("address"),
        words.next().expect("code"),
        words.next().expect("key"),
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let mut times = runtime.block_on(class(n, &addr, &code, &key));
    let peak = peak_mb(child.id());
    drop(child.stdin.take());
    let _ = child.wait();
    times.sort_unstable();
    let at = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)] as f64 / 1e6;
    println!(
        "class: {n} students, step reaches all: p50 {:.1} ms, p99 {:.1} ms; server peak {peak:.0} MB",
        at(0.50),
        at(0.99)
    );
    println!(
        "  ({} step receipts; server peak = the server process's VmHWM, clients in another process)",
        times.len()
    );
}

/// The server process's resident-set high-water mark, in MB.
fn peak_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// The whole class: students join (in batches), the teacher steps and asks; every student's
/// step times in nanoseconds.
async fn class(n: u32, addr: &str, code: &str, key: &str) -> Vec<u64> {
    let shared = Arc::new(Shared {
        base: Instant::now(),
        sent: (0..=STEPS).map(|_| AtomicU64::new(0)).collect(),
        got: (0..=STEPS).map(|_| AtomicU32::new(0)).collect(),
        joined: AtomicU32::new(0),
        revealed: AtomicU32::new(0),
    });
    let url = format!("ws://{addr}/class");
    let mut students = Vec::new();
    for i in 0..n {
        let (url, code, each) = (url.clone(), code.to_string(), shared.clone());
        students.push(tokio::spawn(student(i, url, code, each)));
        if i % 100 == 99 {
            wait_for(&shared.joined, i + 1).await;
        }
    }
    wait_for(&shared.joined, n).await;
    teacher(n, &url, code, key, &shared).await;
    let mut times = Vec::new();
    for s in students {
        times.extend(s.await.unwrap_or_default());
    }
    times
}

/// Waits until `counter` reaches `target`.
async fn wait_for(counter: &AtomicU32, target: u32) {
    let give_up = Instant::now() + Duration::from_secs(120);
    while counter.load(Ordering::Acquire) < target {
        assert!(Instant::now() < give_up, "stuck at {counter:?} of {target}");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

async fn student(i: u32, url: String, code: String, shared: Arc<Shared>) -> Vec<u64> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("a student connects");
    let (mut tx, mut rx) = ws.split();
    let join = ClientMessage::Join(Join {
        code,
        name: Some(format!("student {i}")),
        ..Join::default()
    });
    tx.send(Message::text(join.to_json())).await.expect("join");
    let mut times = Vec::with_capacity(STEPS as usize);
    while let Some(Ok(frame)) = rx.next().await {
        let Message::Text(text) = frame else { continue };
        match ServerMessage::from_json(&text) {
            Ok(ServerMessage::Step { step }) => {
                let sent = shared.sent[step as usize].load(Ordering::Acquire);
                times.push(shared.nanos().saturating_sub(sent));
                shared.got[step as usize].fetch_add(1, Ordering::AcqRel);
            }
            Ok(ServerMessage::Ask(asked)) => {
                let answer = ClientMessage::Answer {
                    question: asked.id,
                    answer: Answer::Choice { choice: i % 3 },
                };
                tx.send(Message::text(answer.to_json()))
                    .await
                    .expect("answer");
            }
            Ok(ServerMessage::Joined(_)) => {
                shared.joined.fetch_add(1, Ordering::AcqRel);
            }
            Ok(ServerMessage::Reveal(_)) => {
                shared.revealed.fetch_add(1, Ordering::AcqRel);
            }
            Ok(ServerMessage::Ended { .. }) => break,
            _ => {}
        }
    }
    times
}

/// The teacher: 100 steps, a question every 10th, each answered by all, then revealed.
async fn teacher(n: u32, url: &str, code: &str, key: &str, shared: &Shared) {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("the teacher connects");
    let (mut tx, mut rx) = ws.split();
    let send = |m: ClientMessage| Message::text(m.to_json());
    let join = ClientMessage::Join(Join {
        code: code.into(),
        teacher: Some(key.into()),
        ..Join::default()
    });
    tx.send(send(join)).await.expect("join");
    // The teacher's own messages (tallies, echoes) are read as they come.
    let answered = Arc::new(AtomicU32::new(0));
    let counter = answered.clone();
    let reader = tokio::spawn(async move {
        while let Some(Ok(frame)) = rx.next().await {
            if let Message::Text(text) = frame
                && let Ok(ServerMessage::Tally(t)) = ServerMessage::from_json(&text)
            {
                counter.store(t.answered, Ordering::Release);
            }
        }
    });
    let choices = vec!["a".to_string(), "b".to_string(), "c".to_string()];
    for step in 1..=STEPS {
        shared.sent[step as usize].store(shared.nanos(), Ordering::Release);
        tx.send(send(ClientMessage::Step { step }))
            .await
            .expect("step");
        wait_for(&shared.got[step as usize], n).await;
        if step % (STEPS / QUESTIONS) == 0 {
            let question = Question {
                kind: QuestionKind::MctsChoice,
                step,
                node: None,
                form: Form::Choice {
                    choices: choices.clone(),
                },
                prompt: None,
            };
            answered.store(0, Ordering::Release);
            let ask = ClientMessage::Ask {
                question,
                right: Some(Answer::Choice { choice: 0 }),
            };
            tx.send(send(ask)).await.expect("ask");
            wait_for(&answered, n).await;
            let id = step / (STEPS / QUESTIONS);
            let reveal = ClientMessage::Reveal(Reveal {
                question: id,
                right: None,
                also_right: vec![],
                reason: Reason::default(),
            });
            tx.send(send(reveal)).await.expect("reveal");
            wait_for(&shared.revealed, n * id).await;
        }
    }
    tx.send(send(ClientMessage::End)).await.expect("end");
    let _ = reader.await;
}
