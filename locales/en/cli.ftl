# cli: see locales/README.md
