//! The words the program says to people, in English and Simplified Chinese: one Fluent
//! message file per area and language under this crate's `locales/`, looked up by id with
//! [`t!`](crate::t). The language itself ([`Lang`]) is a fact the engine knows (links carry
//! it); the words, and which language is in force, live only here.
//!
//! Only sentences for people go through here; move text (`X a1`, `take 1`), the `stats`,
//! `json` and `dot` formats and their field names never change with the language. The
//! language in force is the calling thread's own choice ([`with_lang`], [`set_thread_lang`]:
//! the app sets it every frame from its settings, tests pin it) or else the process's
//! ([`set_lang`]: the command line's `--lang`), English when nothing chose. Each message file
//! is compiled in, so the binary carries both languages; the web module carries neither and
//! is handed each language's words by its page (`provide_words` (web only)).

mod spacing;
mod wide;

pub use gametree_engine::lang::Lang;
pub use wide::is_wide;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

#[cfg(not(target_arch = "wasm32"))]
macro_rules! ftl {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../locales/en/", $name, ".ftl")),
            include_str!(concat!("../../locales/zh/", $name, ".ftl")),
        )
    };
}

/// The web module carries no words: each language's are a download of their own beside it
/// (`en.ftl`, `zh.ftl`, which `web/build.sh` joins from `locales/en/` and `locales/zh/`),
/// handed over with `provide_words` (web only), so a page downloads the words it speaks, and
/// the other language's only when the app switches to it (issue 44).
#[cfg(target_arch = "wasm32")]
macro_rules! ftl {
    ($name:literal) => {
        ($name, "", "")
    };
}

/// The message files, in the order they are loaded: (file name, English, Chinese; on the web
/// both texts are empty, see `provide_words` (web only)).
pub const FILES: &[(&str, &str, &str)] = &[
    ftl!("narration"),
    ftl!("practice"),
    ftl!("app"),
    ftl!("viewer"),
    ftl!("panels"),
    ftl!("play"),
    ftl!("engine"),
    ftl!("class_client"),
    ftl!("class_host"),
    ftl!("cli"),
    ftl!("grade"),
];

static PROCESS_LANG: AtomicU8 = AtomicU8::new(0);

/// A language as an index into the bundles (and into `PROCESS_LANG`).
fn index_of(lang: Lang) -> u8 {
    match lang {
        Lang::En => 0,
        Lang::Zh => 1,
    }
}

fn lang_of_index(i: u8) -> Lang {
    if i == 1 { Lang::Zh } else { Lang::En }
}

/// The language's identifier for Fluent's plural rules.
fn langid(lang: Lang) -> unic_langid::LanguageIdentifier {
    lang.code()
        .parse()
        .expect("en and zh are language identifiers")
}

/// The system's language (the browser's on the web), English when it says none. As gettext
/// does, `LANGUAGE` is not heeded when the locale is `C` or `POSIX` (`LC_ALL=C` speaks
/// English whatever `LANGUAGE` says).
pub fn system_lang() -> Lang {
    #[cfg(all(unix, not(target_arch = "wasm32")))]
    {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty());
        if locale.is_some_and(|l| l == "C" || l == "POSIX" || l.starts_with("C.")) {
            return Lang::En;
        }
    }
    sys_locale::get_locale().map_or(Lang::En, |l| Lang::from_locale(&l))
}

thread_local! {
    static THREAD_LANG: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language in force on this thread.
pub fn lang() -> Lang {
    THREAD_LANG
        .with(Cell::get)
        .unwrap_or_else(|| lang_of_index(PROCESS_LANG.load(Ordering::Relaxed)))
}

/// Sets the process's language (threads that chose none of their own use it).
pub fn set_lang(lang: Lang) {
    PROCESS_LANG.store(index_of(lang), Ordering::Relaxed);
}

/// Sets (or with `None` clears) this thread's own language.
pub fn set_thread_lang(lang: Option<Lang>) {
    THREAD_LANG.with(|l| l.set(lang));
}

/// Runs `f` with this thread speaking `lang`, then restores what it spoke before.
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            set_thread_lang(self.0);
        }
    }
    let _restore = Restore(THREAD_LANG.with(Cell::get));
    set_thread_lang(Some(lang));
    f()
}

/// A language's bundle, parsed on first use; `None` on the web for a language whose words the
/// page has not handed over yet (`provide_words` (web only)).
fn bundle_of(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    let cell = &BUNDLES[index_of(lang) as usize];
    if let Some(b) = cell.get() {
        return Some(b);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let texts: Vec<(&str, &str)> = FILES
        .iter()
        .map(|(name, en, zh)| (*name, if lang == Lang::Zh { *zh } else { *en }))
        .collect();
    #[cfg(target_arch = "wasm32")]
    let texts = [(lang.code(), WORDS[index_of(lang) as usize].get()?.as_str())];
    Some(cell.get_or_init(|| bundle(lang, &texts)))
}

/// The words the web page fetched, by language (`en.ftl`, `zh.ftl`: every file of
/// `locales/en/` or `locales/zh/` joined).
#[cfg(target_arch = "wasm32")]
static WORDS: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];

/// Web: keeps `lang`'s words, which the page fetched (`en.ftl` or `zh.ftl` beside the
/// module); from then on `lang` is spoken in its own words (until then in the other
/// language's, [`tr_with`]'s fallback). Words handed over a second time are ignored.
#[cfg(target_arch = "wasm32")]
pub fn provide_words(lang: Lang, text: String) {
    WORDS[index_of(lang) as usize].set(text).ok();
}

/// Whether the program has `lang`'s own words: always, except on the web before the page
/// has handed them over (`provide_words` (web only)).
pub fn has_words(lang: Lang) -> bool {
    bundle_of(lang).is_some()
}

fn bundle(lang: Lang, texts: &[(&str, &str)]) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![langid(lang)]);
    // No Unicode isolation marks around arguments in the text that goes to egui, SVG and
    // terminals: Chinese has them only to find where a value meets the message's own words
    // (`spacing`), which takes them out again.
    bundle.set_use_isolating(lang == Lang::Zh);
    for (name, text) in texts {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, errors)| {
            debug_assert!(false, "locales/{}/{name}.ftl: {errors:?}", lang.code());
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(false, "locales/{}/{name}.ftl: {errors:?}", lang.code());
        }
    }
    bundle
}

/// A value for a message's `{ $name }`: text as it is, numbers for plural choices.
pub enum Arg {
    /// Shown as it is (values such as `+∞` and `≤ 2` are formatted before they get here).
    Text(String),
    /// A count: shown plainly and able to choose a plural form.
    Count(i64),
}

macro_rules! arg_from {
    (text: $($t:ty),*) => { $(impl From<$t> for Arg { fn from(v: $t) -> Arg { Arg::Text(v.to_string()) } })* };
    (count: $($t:ty),*) => { $(impl From<$t> for Arg { fn from(v: $t) -> Arg { Arg::Count(i64::from(v)) } })* };
    // A count too large for i64 (a crafted file's 2^64 - 1) is shown in full as text, never
    // wrapped round to a negative number.
    (wide: $($t:ty),*) => { $(impl From<$t> for Arg {
        fn from(v: $t) -> Arg {
            i64::try_from(v).map_or_else(|_| Arg::Text(v.to_string()), Arg::Count)
        }
    })* };
}
arg_from!(text: String, &String, &str, char, f32, f64);
arg_from!(count: i64, i32, u8, u16, u32);
arg_from!(wide: u64, usize, isize);

/// The message `id` in the language in force, with its arguments. A message missing from
/// that language (or, on the web, a language whose words the page has not handed over yet)
/// falls back to the other language, then to the id itself (the key-parity test keeps a
/// missing message from happening; the page hands over its language's words before the app
/// starts).
pub fn tr_with(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = lang();
    let other = if lang == Lang::En { Lang::Zh } else { Lang::En };
    let order = [lang, other];
    for l in order {
        let Some(bundle) = bundle_of(l) else {
            continue;
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(s) => fluent_args.set(*name, FluentValue::from(s.as_str())),
                Arg::Count(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
        return match l {
            Lang::Zh => spacing::space_values(&text),
            Lang::En => text.into_owned(),
        };
    }
    debug_assert!(false, "no message {id}");
    id.to_string()
}

/// The message `id` with no arguments.
pub fn tr(id: &str) -> String {
    tr_with(id, &[])
}

/// `t!("id")` or `t!("id", name = value, …)`: the message in the language in force. Values
/// are anything [`Arg`] converts from: text (pre-formatted) or counts (for plural forms).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_with($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}
