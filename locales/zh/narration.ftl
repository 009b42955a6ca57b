# narration：见 locales/README.md
