# narration: see locales/README.md
