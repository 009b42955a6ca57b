# engine: see locales/README.md
