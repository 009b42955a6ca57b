# app: see locales/README.md
app-language = Language
