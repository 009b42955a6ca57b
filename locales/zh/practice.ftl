# practice：见 locales/README.md
