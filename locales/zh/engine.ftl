# engine：见 locales/README.md
