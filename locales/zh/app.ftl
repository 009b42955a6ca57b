# app：见 locales/README.md
app-language = 语言
