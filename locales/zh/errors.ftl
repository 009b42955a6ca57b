# errors：见 locales/README.md
