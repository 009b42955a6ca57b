# cli：见 locales/README.md
