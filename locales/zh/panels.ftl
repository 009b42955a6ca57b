# panels：见 locales/README.md
