//! The real `gametree` binary writing (issue 25, items 4, 7, 8, 9, 10 and 14): a full disk or
//! a closed stderr ends with an exit code, never a panic; a reader that stops early ends the
//! search quietly; pictures never replace a pipe, a device or a socket; a sheet never replaces
//! a file it did not write nor writes through a link; `render` writes through a link only
//! onto a picture of its own (issue 35, item 9); its folder errors and the missing display
//! are said in words, in the language in force.

use super::cli_errors::{BIN, check_error, file, run};
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `gametree ARGS` through `sh` with `redirect` (e.g. `>/dev/full`), in `lang`.
#[cfg(unix)]
fn run_redirected(lang: &str, args: &str, redirect: &str) -> Output {
    Command::new("sh")
        .env("LC_ALL", "C")
        .args([
            "-c",
            &format!("exec '{BIN}' --lang {lang} {args} {redirect}"),
        ])
        .output()
        .unwrap()
}

/// The one line on stderr of a run that must fail with `code`, checked: no panic, no
/// backtrace, no system error number.
fn one_line(out: &Output, code: i32) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("os error") && err.lines().count() == 1,
        "{err:?}"
    );
    err
}

/// Item 4: `>/dev/full` and `2>/dev/full` exit with a code (1, or 2 for a usage error), with
/// one line where stderr still works and quietly where it does not, never 101.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_ends_with_an_exit_code_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = format!("sheet --level 1 --count 1 --out {}", dir.path().display());
    for (lang, words) in [("en", "No space left on device"), ("zh", "磁盘空间已满")] {
        for args in [
            sheet.as_str(),
            "search --bones 5",
            "search --bones 12 --format json",
            "--help",
        ] {
            let err = one_line(&run_redirected(lang, args, ">/dev/full"), 1);
            assert!(err.contains(words), "{args}: {err}");
        }
    }
    // The error line itself cannot be written: the exit code says it all.
    for (args, redirect, code) in [
        ("search --bones 5000", "2>/dev/full", 2),
        ("search --tree /no/such/tree.json", "2>/dev/full", 1),
        ("search --bones 5", ">/dev/full 2>/dev/full", 1),
        (sheet.as_str(), ">/dev/full 2>/dev/full", 1),
    ] {
        let out = run_redirected("en", args, redirect);
        assert_eq!(out.status.code(), Some(code), "{args} {redirect}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty());
    }
}

/// Item 14: `search … | head -c 100`: the reader chose to stop; the search exits 0 and says
/// nothing. A standard output closed before the start is still an error.
#[cfg(unix)]
#[test]
fn a_reader_that_stops_early_ends_the_search_quietly() {
    // 2.4 MB of JSON, 390 KB of DOT: far more than a pipe holds.
    for format in ["json", "dot"] {
        let mut child = Command::new(BIN)
            .env("LC_ALL", "C")
            .args(["search", "--bones", "15", "--format", format])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut head = [0u8; 100];
        std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut head).unwrap();
        // The next write finds no reader.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{format}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stderr.is_empty(), "{format}");
    }
    let out = run_redirected("en", "search --bones 5", ">&-");
    assert!(one_line(&out, 1).contains("standard output is closed"));
}

/// A private character device in `dir` when this user may make one (as root: then a write
/// that wrongly replaced it would not touch /dev/null), else /dev/null (which nobody else
/// can replace).
#[cfg(unix)]
fn a_device(dir: &Path) -> std::path::PathBuf {
    let node = dir.join("null-device");
    let made = Command::new("mknod")
        .arg(&node)
        .args(["c", "1", "3"])
        .stderr(Stdio::null())
        .status();
    if made.is_ok_and(|s| s.success()) {
        node
    } else {
        "/dev/null".into()
    }
}

/// Item 7: `render --out` refuses what reading refuses: a pipe, a device or a socket, named
/// or behind a link; each stays what it was. A link to a regular file is still written
/// through (`render_writes_through_links_and_keeps_permissions`).
#[cfg(unix)]
#[test]
fn pictures_never_replace_a_pipe_a_device_or_a_socket() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.svg");
    let has_fifo = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let device = a_device(dir.path());
    let link = dir.path().join("device.svg");
    std::os::unix::fs::symlink(&device, &link).unwrap();
    let socket = dir.path().join("socket.png");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    let mut cases = vec![(link.clone(), "a device"), (socket.clone(), "a socket")];
    if has_fifo {
        cases.push((fifo.clone(), "named pipe"));
    }
    for (out, kind) in cases {
        let args = ["render", "--out", out.to_str().unwrap()];
        let name = out.file_name().unwrap().to_str().unwrap();
        check_error(&args, &run(&args), &[name, kind]);
    }
    let zh = ["--lang", "zh", "render", "--out", link.to_str().unwrap()];
    check_error(&zh, &run(&zh), &["device.svg", "设备"]);
    let meta = |p: &Path| std::fs::symlink_metadata(p).unwrap().file_type();
    assert!(meta(&link).is_symlink());
    assert!(
        std::fs::metadata(&device)
            .unwrap()
            .file_type()
            .is_char_device()
    );
    assert!(meta(&socket).is_socket());
    if has_fifo {
        assert!(meta(&fifo).is_fifo());
    }
}

/// Runs `gametree --lang LANG sheet --level 1 --count 1 --out DIR`.
fn sheet(lang: &str, dir: &Path) -> Output {
    let dir = dir.to_str().unwrap();
    let args = [
        "--lang", lang, "sheet", "--level", "1", "--count", "1", "--out", dir,
    ];
    run(&args)
}

/// Item 8: a sheet replaces only the pictures a sheet wrote (they carry its mark): a hand-made
/// `exercise-1.svg` is kept, an `answer-1.svg` link out of the folder is not written through,
/// a pipe is not replaced; one line each, and nothing of the sheet is written.
#[cfg(unix)]
#[test]
fn a_sheet_replaces_only_what_a_sheet_wrote() {
    let top = tempfile::tempdir().unwrap();
    // Written twice into its own folder: the second sheet replaces the first.
    let own = top.path().join("own");
    for _ in 0..2 {
        let out = sheet("en", &own);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let svg = std::fs::read_to_string(own.join("answer-1.svg")).unwrap();
    assert!(
        svg.starts_with("<!-- written by a Game Tree Lab sheet"),
        "{svg}"
    );
    // A hand-made picture.
    let mine = top.path().join("mine");
    std::fs::create_dir(&mine).unwrap();
    std::fs::write(mine.join("exercise-1.svg"), "<svg>mine</svg>").unwrap();
    // A link out of the folder.
    let linked = top.path().join("linked");
    std::fs::create_dir(&linked).unwrap();
    let outside = file(&top, "outside.txt", "keep me");
    std::os::unix::fs::symlink(&outside, linked.join("answer-1.svg")).unwrap();
    let mut cases = vec![
        (
            &mine,
            "exercise-1.svg",
            "nothing in it shows that a sheet wrote it",
            "看不出",
        ),
        (&linked, "answer-1.svg", "symbolic link", "符号链接"),
    ];
    // A pipe.
    let piped = top.path().join("piped");
    std::fs::create_dir(&piped).unwrap();
    let fifo = piped.join("exercise-1.svg");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        cases.push((&piped, "exercise-1.svg", "named pipe", "命名管道"));
    }
    for (dir, name, en, zh) in cases {
        let out = sheet("en", dir);
        assert!(one_line(&out, 1).contains(en), "{}", one_line(&out, 1));
        assert!(one_line(&out, 1).contains(name));
        let out = sheet("zh", dir);
        assert!(one_line(&out, 1).contains(zh), "{}", one_line(&out, 1));
        assert_eq!(
            std::fs::read_dir(dir).unwrap().count(),
            1,
            "nothing else written"
        );
    }
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep me");
    assert_eq!(
        std::fs::read_to_string(mine.join("exercise-1.svg")).unwrap(),
        "<svg>mine</svg>"
    );
}

/// Item 9: the folder's errors are said in words, in the language in force, without the
/// system's numbers ("File exists (os error 17)" before).
#[cfg(unix)]
#[test]
fn a_sheets_folder_errors_are_said_in_words() {
    use std::os::unix::fs::PermissionsExt;
    let top = tempfile::tempdir().unwrap();
    let taken = file(&top, "taken", "a file, not a folder");
    let said = one_line(&sheet("en", &taken), 1);
    assert!(
        said.contains("cannot make the folder") && said.ends_with("taken: File exists\n"),
        "{said}"
    );
    assert!(one_line(&sheet("zh", &taken), 1).contains("文件已存在"));
    let locked = top.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o500)).unwrap();
    let inside = locked.join("sheet");
    // Root may write anywhere; everyone else is refused.
    if std::fs::create_dir(locked.join("probe")).is_err() {
        assert!(one_line(&sheet("en", &inside), 1).contains("Permission denied"));
        assert!(one_line(&sheet("zh", &inside), 1).contains("没有权限"));
    }
}

/// Item 10: an empty `DISPLAY`, or one no server answers, is "no display found" in the
/// language in force, as no `DISPLAY` at all is (never winit's words and source paths).
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn a_display_that_cannot_be_opened_is_no_display() {
    let config = tempfile::tempdir().unwrap();
    // Display 7311: no X server listens there.
    for display in ["", ":7311"] {
        for (lang, words) in [("en", "no display found"), ("zh", "找不到图形显示")] {
            let args = ["--lang", lang, "gui", "--bones", "5"];
            let out = Command::new(BIN)
                .env("LC_ALL", "C")
                .env("DISPLAY", display)
                .env_remove("WAYLAND_DISPLAY")
                .env_remove("WAYLAND_SOCKET")
                .env("GAMETREE_CONFIG_DIR", config.path())
                .args(args)
                .output()
                .unwrap();
            let message = check_error(&args, &out, &[words]);
            assert!(
                !message.contains(".cargo") && !message.contains("winit"),
                "{message}"
            );
        }
    }
}

/// Issue 35, item 9: `render --out` through a symbolic link writes only onto a picture this
/// program wrote (one carrying its mark, as a sheet's pictures do). A link to any other file
/// (`ln -s notes.txt x.svg`), or to nothing yet, is refused in one line, exit 1, in the
/// language in force, and the file it names is untouched; a link to a picture `render` or a
/// sheet wrote is written through, and stays a link.
#[cfg(unix)]
#[test]
fn render_writes_through_a_link_only_onto_its_own_picture() {
    use std::os::unix::fs::symlink;
    let top = tempfile::tempdir().unwrap();
    let at = |name: &str| top.path().join(name);
    let notes = file(&top, "notes.txt", "my notes");
    symlink("notes.txt", at("x.svg")).unwrap();
    symlink("nothing-yet.png", at("y.png")).unwrap();
    for (link, target) in [("x.svg", "notes.txt"), ("y.png", "nothing-yet.png")] {
        for (lang, words) in [
            ("en", "which is not a picture Game Tree Lab wrote"),
            ("zh", "不是本程序写出的图片"),
        ] {
            let link = at(link);
            let out = run(&["--lang", lang, "render", "--out", link.to_str().unwrap()]);
            let said = one_line(&out, 1);
            assert!(said.contains(words) && said.contains(target), "{said}");
        }
    }
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    assert!(!at("nothing-yet.png").exists());
    // Its own pictures: one `render` wrote, one a sheet wrote.
    let own = at("own.svg");
    assert!(
        run(&["render", "--step", "0", "--out", own.to_str().unwrap()])
            .status
            .success()
    );
    let before = std::fs::read_to_string(&own).unwrap();
    assert!(sheet("en", &at("sheet")).status.success());
    symlink("own.svg", at("again.svg")).unwrap();
    symlink("sheet/answer-1.svg", at("answer.svg")).unwrap();
    for (link, target) in [
        ("again.svg", own.clone()),
        ("answer.svg", at("sheet/answer-1.svg")),
    ] {
        let out = run(&["render", "--out", at(link).to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            std::fs::symlink_metadata(at(link))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        let written = std::fs::read_to_string(&target).unwrap();
        assert!(
            written.starts_with("<!-- written by Game Tree Lab"),
            "{link}"
        );
    }
    assert_ne!(
        std::fs::read_to_string(&own).unwrap(),
        before,
        "step end, not step 0"
    );
}
