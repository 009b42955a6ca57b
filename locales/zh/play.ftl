# play：见 locales/README.md
