# viewer：见 locales/README.md
