// A class session in a real browser (issue 46): `gametree class` serves web/dist and the
// session; Debian's Chromium (headless, playwright-core) opens the teacher's page and three
// students' pages (one phone-sized). Checks, through `gametree_handle.status().class` and the
// pages' own controls: the students follow five steps; a reload rejoins at the teacher's step
// in the same seat; a locked student's keys move nobody; a question is asked (the A key), two
// students answer in their forms, the teacher's histogram shows 2; the reveal reaches every
// page; a wrong join code is refused with a message and takes no seat.
//
//   node web/test/class.mjs     (after web/build.sh and `cargo test` or `cargo build`, which
//                                build target/debug/gametree; GAMETREE=path picks another)
//
// Prints one line per check and a closing "N passed, N failed" line; exits 1 on a failure.
// Screenshots go to $SHOTS (default /tmp/gametree-web).

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const dist = path.join(root, "web", "dist");
const shots = process.env.SHOTS || "/tmp/gametree-web";
const suffix = process.env.CLASS_LANG === "zh" ? "-zh" : "";
fs.mkdirSync(shots, { recursive: true });
const bin =
  process.env.GAMETREE ||
  path.join(path.resolve(root, process.env.CARGO_TARGET_DIR || "target"), "debug", "gametree");

let passed = 0;
let failed = 0;
function check(name, ok, detail) {
  if (ok) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}: ${detail}`);
  }
}

// The server: `gametree class --port 0`, its two addresses read from its first lines.
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gametree-class-")), "results.csv");
const server = spawn(bin, ["class", "--port", "0", "--bind", "127.0.0.1", "--web", dist, "--results", results], {
  stdio: ["ignore", "pipe", "pipe"],
});
let printed = "";
server.on("error", (e) => (printed += `cannot run it: ${e.message}`));
server.stdout.on("data", (d) => (printed += d));
server.stderr.on("data", (d) => (printed += d));
const started = Date.now();
while (!/teacher: \S+/.test(printed) && Date.now() - started < 20000 && server.exitCode === null) {
  await new Promise((ok) => setTimeout(ok, 50));
}
const teacherUrl = /teacher: (\S+)/.exec(printed)?.[1];
const studentUrl = /students: (\S+)/.exec(printed)?.[1];
if (!teacherUrl || !studentUrl) {
  console.log(`FAIL the server did not start (${bin}): ${printed}`);
  console.log("0 passed, 1 failed");
  server.kill();
  process.exit(1);
}
// The students' address names this machine's LAN address; the pages use 127.0.0.1, the same
// server (it listens there only).
const port = new URL(teacherUrl).port;
const code = /#join=([A-Z0-9]+)/.exec(studentUrl)[1];
const base = `http://127.0.0.1:${port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function status(page) {
  return page.evaluate(() => {
    try {
      return JSON.parse(window.gametree_handle?.status() ?? "null");
    } catch (e) {
      return null;
    }
  });
}

/// Waits until `ok(status)` holds on `page` (at most `ms`); the last status.
async function until(page, ok, ms = 30000) {
  const t0 = Date.now();
  let s = null;
  while (Date.now() - t0 < ms) {
    s = await status(page);
    if (s && ok(s)) return s;
    await page.waitForTimeout(50);
  }
  return s;
}

// CLASS_LANG=zh: every page in Chinese (`&lang=zh`), for the Chinese screenshots.
const lang = process.env.CLASS_LANG === "zh" ? "&lang=zh" : "";

async function open(fragment, viewport = { width: 1280, height: 720 }) {
  const ctx = await browser.newContext({ viewport, locale: "en-US", hasTouch: viewport.width < 800 });
  // Pages of a lesson, not a first visit: the first-start hint is dismissed.
  await ctx.addInitScript(() => localStorage.setItem("gametree.settings", '{"hint_dismissed":true}'));
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(base + fragment + lang);
  return { page, errors, ctx };
}

const joined = (s) => s?.class?.connected && s?.loaded && !s.searching;
const stepOf = (s) => s?.loaded?.step;

try {
  // The teacher's page, and three students (the third on a phone).
  const teacher = await open(new URL(teacherUrl).hash);
  let t = await until(teacher.page, joined);
  check("the teacher's page joins as teacher", t?.class?.role === "teacher" && t?.class?.connected, JSON.stringify(t?.class));
  const students = [];
  for (const viewport of [undefined, undefined, { width: 390, height: 844 }]) {
    students.push(await open(`#join=${code}`, viewport));
  }
  const all = await Promise.all(
    students.map((s) => until(s.page, (x) => joined(x) && stepOf(x) === stepOf(t) && x.class.scenario != null)),
  );
  check(
    "three students join and show the teacher's search at the teacher's step",
    all.every((s) => s?.class?.role === "student" && s.loaded?.len === t.loaded.len && stepOf(s) === stepOf(t)),
    JSON.stringify(all.map((s) => [s?.class, stepOf(s), s?.loaded?.len])),
  );
  t = await until(teacher.page, (s) => s.class.students === 3);
  check("the teacher sees 3 students", t?.class?.students === 3, JSON.stringify(t?.class));

  // Five steps by the teacher; every student follows each.
  await teacher.page.mouse.click(400, 400);
  let followed = 0;
  for (let i = 1; i <= 5; i++) {
    await teacher.page.keyboard.press("ArrowRight");
    t = await until(teacher.page, (s) => stepOf(s) === i);
    const seen = await Promise.all(students.map((s) => until(s.page, (x) => stepOf(x) === i, 10000)));
    if (seen.every((s) => stepOf(s) === i)) followed++;
  }
  check("the students follow five steps", followed === 5, `${followed} of 5`);

  // A reload rejoins at the teacher's step, in the same seat.
  const before = await status(students[0].page);
  await students[0].page.reload();
  const after = await until(students[0].page, (s) => joined(s) && stepOf(s) === stepOf(t) && s.class.seat_number != null);
  check(
    "a reload rejoins at the teacher's step in the same seat",
    after?.class?.seat_number === before.class.seat_number && stepOf(after) === stepOf(t),
    JSON.stringify([before?.class?.seat_number, after?.class, stepOf(after)]),
  );
  t = await until(teacher.page, (s) => s.class.students === 3);
  check("the reload took no new seat", t?.class?.students === 3, JSON.stringify(t?.class));

  // A locked student's keys move nobody.
  const locked = students[1].page;
  await locked.mouse.click(300, 400);
  for (const key of ["ArrowRight", "ArrowRight", "End", "Home"]) await locked.keyboard.press(key);
  await locked.waitForTimeout(600);
  const moved = await Promise.all([teacher, ...students].map((p) => status(p.page)));
  const line = (await status(locked))?.class;
  check(
    "a locked student's keys move nobody",
    moved.every((s) => stepOf(s) === 5) && line?.following === true && line?.locked === true,
    JSON.stringify(moved.map(stepOf)),
  );
  await locked.screenshot({ path: path.join(shots, `class-student-locked${suffix}.png`) });

  // Step 5 of AIMA 5.2 under alpha-beta has Predict's question (B's new β): A asks it.
  await teacher.page.keyboard.press("a");
  const asked = await Promise.all(students.map((s) => until(s.page, (x) => x.class?.question?.open === true)));
  check(
    "a question asked reaches every student",
    asked.every((s) => s?.class?.question?.open && s.class.question.kind === "window"),
    JSON.stringify(asked.map((s) => s?.class?.question)),
  );
  // Two students answer in their forms: the answer box, "no cutoff", Send.
  for (const [i, value] of [[0, "3"], [2, "5"]]) {
    const p = students[i].page;
    const s = await until(p, (x) => x.class?.at?.answer && x.class?.at?.send);
    const at = s.class.at;
    const click = (xy) => (i === 2 ? p.touchscreen.tap(xy[0], xy[1]) : p.mouse.click(xy[0], xy[1]));
    await click(at.answer);
    await p.waitForTimeout(200);
    await p.keyboard.type(value);
    await p.waitForTimeout(100);
    const s2 = await status(p);
    await click(s2.class.at.no_cut);
    await p.waitForTimeout(150);
    const s3 = await status(p);
    await click(s3.class.at.send);
    const done = await until(p, (x) => x.class?.question?.answer != null, 10000);
    check(`student ${i + 1} answers ${value}`, done?.class?.question?.answer?.value === value, JSON.stringify(done?.class));
  }
  t = await until(teacher.page, (s) => s.class?.question?.answered === 2);
  check(
    "the teacher's histogram shows 2 answers",
    t?.class?.question?.answered === 2 && t.class.question.counts.reduce((a, b) => a + b, 0) === 2,
    JSON.stringify(t?.class?.question),
  );
  await teacher.page.screenshot({ path: path.join(shots, `class-teacher-histogram${suffix}.png`) });

  // Reveal (the teacher's button): every page sees the answer, and whether its student had it.
  await teacher.page.mouse.click(t.class.at.reveal[0], t.class.at.reveal[1]);
  const revealed = await Promise.all(
    [teacher, ...students].map((p) => until(p.page, (x) => x.class?.question?.revealed === true)),
  );
  const had = revealed.slice(1).map((s) => s?.class?.question?.had_it);
  check(
    "the reveal reaches every page, each student told whether they had it",
    revealed.every((s) => s?.class?.question?.revealed) && had[0] === true && had[1] === false && had[2] === false,
    JSON.stringify(had),
  );
  await students[0].page.screenshot({ path: path.join(shots, `class-student-reveal${suffix}.png`) });
  await students[2].page.screenshot({ path: path.join(shots, `class-student-phone${suffix}.png`) });

  // A wrong join code: refused with a message, no seat taken.
  const wrong = await open(`#join=ZZZZZZ`);
  const w = await until(wrong.page, (s) => s?.class?.error != null);
  await wrong.page.waitForTimeout(300);
  t = await status(teacher.page);
  check(
    "a wrong join code is refused with a message and takes no seat",
    w?.class?.error?.reason === "wrong_code" && !w.class.connected && t.class.students === 3,
    JSON.stringify([w?.class, t?.class?.students]),
  );
  await wrong.page.screenshot({ path: path.join(shots, `class-wrong-code${suffix}.png`) });

  const errors = [teacher, ...students, wrong].flatMap((p) => p.errors);
  check("no page error", errors.length === 0, errors.join("; "));
} catch (e) {
  check("the class test ran to its end", false, e?.stack ?? String(e));
} finally {
  await browser.close();
  server.kill("SIGINT");
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
