//! The languages the program speaks, how they are named, and which one a locale asks for:
//! a fact (a link carries it, settings keep it). The words in each live in the teach crate.

use serde::{Deserialize, Serialize};

/// A language the program speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese (简体中文).
    #[serde(rename = "zh")]
    Zh,
}

impl Lang {
    /// Every language, in the order the app lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// `en` or `zh`, as `--lang` and links write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language's name in itself, as a language switch shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "中文",
        }
    }

    /// The language a locale such as `zh-CN`, `zh_Hans.UTF-8` or `en-GB` asks for: Chinese
    /// for any `zh`, else English.
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale.split(['-', '_', '.', '@']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// `en`/`zh` (or a locale: `zh-CN`), for `--lang` and links; `None` for anything else.
    pub fn parse(text: &str) -> Option<Lang> {
        let primary = text
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_choose_the_language() {
        assert_eq!(Lang::from_locale("zh-CN"), Lang::Zh);
        assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Lang::Zh);
        assert_eq!(Lang::from_locale("zh-Hans-CN"), Lang::Zh);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::from_locale("de_DE"), Lang::En);
        assert_eq!(Lang::parse("zh"), Some(Lang::Zh));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
    }
}
